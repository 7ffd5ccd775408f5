"""Where the file dialogs open and which name they propose: the document's folder (else
the folder the user last chose in a dialog, else the home folder), and the stage's or
rally's file name with the export's extension (else its name made a file name)."""

from __future__ import annotations

import re
from pathlib import Path

from pacenote.editor.document import NATIVE_SUFFIX, Document
from pacenote.editor.settings import settings
from pacenote.rally import SUFFIX as RALLY_SUFFIX

LAST_FOLDER = "dialogs/folder"


def dialog_folder(document: Document) -> Path:
    """The folder a dialog opens in."""
    current = document.path or document.source
    if current is not None:
        return current.parent
    last = settings().value(LAST_FOLDER, "")
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    return Path.home()


def remember_folder(chosen: str | Path) -> None:
    """The folder of a file the user chose: the next dialog of a new document opens there."""
    if chosen:
        settings().setValue(LAST_FOLDER, str(Path(chosen).parent))


def stem(document: Document) -> str:
    """The current stage's file name without extension (a rally's stage: its file), else
    its name (or the rally's) as a file name, else "stage"."""
    own = document.stage_path()
    if own is not None:
        return own.name.removesuffix(NATIVE_SUFFIX).removesuffix(RALLY_SUFFIX) \
            .removesuffix(own.suffix)
    name = document.stage.name or (document.rally.name if document.rally is not None else "")
    slug = re.sub(r"[^\w-]+", "-", name.strip().lower()).strip("-")
    return slug or "stage"


def proposed(document: Document, suffix: str) -> str:
    """The full path a save dialog proposes for ``suffix`` (".png", ".json", …)."""
    return str(dialog_folder(document) / f"{stem(document)}{suffix}")


def with_filter_suffix(path: str, selected_filter: str) -> str:
    """``path`` with the extension of the filter chosen in the dialog when it has none
    of that filter's (``stage`` + "SVG image (*.svg)" → ``stage.svg``).

    >>> with_filter_suffix("/t/stage", "SVG image (*.svg)")
    '/t/stage.svg'
    >>> with_filter_suffix("/t/stage.png", "SVG image (*.svg)")
    '/t/stage.png'
    """
    suffixes: list[str] = re.findall(r"\*(\.[\w.]+)", selected_filter)
    if not path or not suffixes:
        return path
    if Path(path).suffix.lower() in (".png", ".svg", ".json", ".rgt", ".pdf"):
        return path
    return path + suffixes[0]
