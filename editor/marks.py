"""``QT_TRANSLATE_NOOP`` with a type: marks a table's English text for the editor's
catalogue (``pyside6-lupdate`` finds the calls by this name); the text is translated
where it is shown, with ``QCoreApplication.translate(context, text)``. PySide6's own
returns ``object`` to the type checker."""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """``text``, unchanged (``context`` names its catalogue context)."""
    return text
