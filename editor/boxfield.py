"""A line edit for box names (``dirt-core,dirt-110-percent``), beside a box count: the
Stage dock's and the Rally dock's Boxes fields (pacenote.boxes reads the names)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLineEdit, QWidget

from pacenote.boxes import BoxListError, BoxSpec, format_boxes, parse_box_list
from pacenote.errors import said_error


class BoxNamesEdit(QLineEdit):
    """Box names; ``spec_edited`` gives the box keys once the user is done typing, or
    None when the field is cleared (the count beside it counts again). A name that is no
    box marks the field and says why in its tooltip; nothing is emitted."""

    spec_edited = Signal(object)  # tuple[str, ...] | None

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setPlaceholderText(placeholder)
        self.setClearButtonEnabled(True)
        self.problem = ""
        self._tip = ""
        self.editingFinished.connect(self._finished)

    def setToolTip(self, text: str) -> None:  # noqa: N802 - Qt's name
        self._tip = text
        super().setToolTip(text)

    def show_spec(self, spec: BoxSpec) -> None:
        """Show what is owned: the names, or nothing for a count."""
        text = "" if isinstance(spec, int) else format_boxes(spec)
        if self.text() != text:
            self.setText(text)
        self._mark("")

    def _finished(self) -> None:
        text = self.text().strip()
        if not text:
            self._mark("")
            self.spec_edited.emit(None)
            return
        try:
            keys = parse_box_list(text)
        except BoxListError as exc:
            self._mark(said_error(exc))
            return
        self._mark("")
        self.spec_edited.emit(keys)

    def _mark(self, problem: str) -> None:
        self.problem = problem
        self.setStyleSheet("QLineEdit { border: 1px solid #c0392b; }" if problem else "")
        super().setToolTip(problem or self._tip)
