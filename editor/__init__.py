"""The pacenote desktop editor (PySide6): ``pacenote edit [FILE]``.

``run`` opens the window; ``screenshot`` renders it offscreen to a PNG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SCREENSHOT_SIZE = (1600, 1000)


def has_display() -> bool:
    """Whether a window can be shown (or the user chose a Qt platform explicitly)."""
    return bool(sys.platform in ("win32", "darwin") or os.environ.get("DISPLAY")
                or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM"))


def _application(offscreen: bool) -> object:
    """The QApplication (widgets need one; pacenote.qtpaint would make a plainer one)."""
    if offscreen:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication

    from pacenote.editor.settings import APPLICATION, ORGANISATION

    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("pacenote editor")
    return app


def screenshot(out: str | Path, path: str | Path | None = None,
               size: tuple[int, int] = SCREENSHOT_SIZE) -> Path:
    """Render the main window with ``path`` opened to a PNG. A file that cannot be
    read raises PacenoteFileError (no dialog). User settings are neither read nor
    written, so every screenshot of a file looks the same."""
    _application(offscreen=True)
    from PySide6.QtWidgets import QApplication

    from pacenote.editor.app import MainWindow
    from pacenote.errors import PacenoteFileError

    window = MainWindow(remember_layout=False)
    if path is not None:
        try:
            window.document.open(path)
        finally:
            window.worker.wait()  # no analysis may outlive the window on the way out
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    window.view.fit()
    window.worker.wait()
    for _ in range(3):  # deliver the analysis, then lay out the status bar it fills
        QApplication.processEvents()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not window.grab().save(str(out), "PNG"):
        raise PacenoteFileError(out, "", "cannot write the screenshot")
    window.document.undo_stack.setClean()
    window.close()
    return out


def run(path: str | Path | None = None) -> int:
    """Open the editor (with ``path`` if given) and run until the window closes."""
    app = _application(offscreen=False)
    from pacenote.editor.app import MainWindow

    window = MainWindow()
    window.show()
    opened = Path(path) if path is not None else None
    if opened is not None:
        window.files.open_file(opened, ask=False)
    if not window.files.offer_recovery(opened):
        window.view.fit()
    return int(app.exec())  # type: ignore[attr-defined]
