"""The Stage dock: the stage's name, author and notes (editable, undoable), the game
boxes the tiles are counted against, and the stage's figures as the validators count
them.

The boxes are the user's own (a setting) for a stage opened alone; with a rally open
they are the rally file's ``boxes``, the ones the Rally dock shows, and the field edits
those (docs/editor.md, "Boxes").

The panel computes nothing: the figures come from :func:`pacenote.validators.stage_figures`
through the analysis; text edits go out as ``text_edited(field, value)`` and the window
turns them into undoable commands.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pacenote import playtime
from pacenote.boxes import BoxSpec, box_words
from pacenote.editor.boxfield import BoxNamesEdit
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.rally_panel import schema_maximum
from pacenote.i18n import trn
from pacenote.stage import Stage
from pacenote.validators import StageFigures

FIELDS = ("name", "author", "notes")
MAX_BOXES = 6
translate = QCoreApplication.translate
# The figure rows' labels (English keys, shown translated) and the validators' words for
# terrain, danger and class.
LABELS = (
    QT_TRANSLATE_NOOP("StagePanel", "Figures"),
    QT_TRANSLATE_NOOP("StagePanel", "Boxes needed"),
    QT_TRANSLATE_NOOP("StagePanel", "Placed"),
    QT_TRANSLATE_NOOP("StagePanel", "Length"),
    QT_TRANSLATE_NOOP("StagePanel", "Terrain"),
    QT_TRANSLATE_NOOP("StagePanel", "Danger"),
    QT_TRANSLATE_NOOP("StagePanel", "Class"),
    QT_TRANSLATE_NOOP("StagePanel", "Playing time"),
)
WORDS = (
    QT_TRANSLATE_NOOP("StagePanel", "gravel"),
    QT_TRANSLATE_NOOP("StagePanel", "asphalt"),
    QT_TRANSLATE_NOOP("StagePanel", "none"),
    QT_TRANSLATE_NOOP("StagePanel", "low"),
    QT_TRANSLATE_NOOP("StagePanel", "medium"),
    QT_TRANSLATE_NOOP("StagePanel", "high"),
    QT_TRANSLATE_NOOP("StagePanel", "short"),
    QT_TRANSLATE_NOOP("StagePanel", "long"),
)


def percent(shares: dict[str, float], context: str = "StagePanel") -> str:
    """``{"low": 0.7, "high": 0.1}`` → ``low 70% · high 10%`` (empty shares left out); the
    words in ``context``'s translation (terrains: StagePanel, danger levels: Palette)."""
    return " · ".join(f"{translate(context, k)} {round(100 * v)}%"
                      for k, v in shares.items() if v) or "–"


def figure_rows(figures: StageFigures | None, boxes: BoxSpec,
                whose: str = "own") -> list[tuple[str, str]]:
    """The panel's rows: label, text. ``whose`` says whose boxes ``boxes`` are (the
    user's own, or the rally's)."""
    if figures is None:
        return [("Figures", translate("StagePanel", "being counted…"))]
    need = figures.boxes_needed
    short = ", ".join(str(n) for n in figures.short_of)
    owned = boxes if isinstance(boxes, int) else box_words(boxes)
    owner = translate("StagePanel", "rally's") if whose == "rally's" \
        else translate("StagePanel", "own")
    boxes_text = translate(
        "StagePanel", "{need} ({whose} {boxes}: short of tile {short})").format(
        need=need, whose=owner, boxes=owned, short=short) if short else \
        f"{need} ({owner} {owned})"
    cells = trn("{n} cell", "{n} cells", figures.cells)
    course = (trn("{n} tile on the course", "{n} tiles on the course", figures.course_tiles)
              + f" · {cells}" if figures.course_tiles
              else translate("StagePanel", "no course yet") + f" · {cells}")
    return [
        ("Boxes needed", boxes_text),
        ("Placed", trn("{n} tile", "{n} tiles", figures.placed_tiles)),
        ("Length", course),
        ("Terrain", percent(figures.terrain)),
        ("Danger", percent(figures.danger, "Palette")),
        ("Class", translate("StagePanel", figures.stage_class) if figures.stage_class
         else translate("StagePanel", "– (once START → FINISH is complete)")),
        (playtime.NAME.capitalize(), trn("~{minutes} min for {n} player",
                                         "~{minutes} min for {n} players", figures.players,
                                         minutes=figures.minutes)
         if figures.minutes is not None else "–"),
    ]


class StagePanel(QWidget):
    text_edited = Signal(str, str)  # field (name / author / notes), new value
    boxes_changed = Signal(object)  # BoxSpec: a count, or box keys

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(placeholderText=self.tr("Stage name (titles the PDF and picture)"))
        self.author = QLineEdit(placeholderText=self.tr("Author"))
        self.notes = QPlainTextEdit()
        self.notes.setPlaceholderText(self.tr("Notes: anything players should know"))
        self.notes.setFixedHeight(48)
        self.boxes = QSpinBox()
        self.boxes.setRange(1, MAX_BOXES)
        self.whose = "own"
        self.box_names = BoxNamesEdit(self.tr("or box names: dirt-core,dirt-110-percent"))
        self.box_names.spec_edited.connect(self._names_changed)
        self.show_boxes(1, rally=False)
        self.figures = QFormLayout()
        self.figures.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        self.rows: dict[str, QLabel] = {}
        form = QFormLayout()
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Author"), self.author)
        form.addRow(self.tr("Notes"), self.notes)
        form.addRow(self.tr("Boxes"), self.boxes)
        form.addRow("", self.box_names)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(form)
        layout.addLayout(self.figures)
        layout.addStretch(1)
        self.name.textEdited.connect(lambda text: self.text_edited.emit("name", text))
        self.author.textEdited.connect(lambda text: self.text_edited.emit("author", text))
        self.notes.textChanged.connect(self._notes_changed)
        self.boxes.valueChanged.connect(self._boxes_suffix)
        self.boxes.valueChanged.connect(self._count_changed)
        self._showing = False
        self.set_figures(None)

    def _notes_changed(self) -> None:
        if not self._showing:
            self.text_edited.emit("notes", self.notes.toPlainText())

    def set_stage(self, stage: Stage) -> None:
        """Show the stage's text fields (left alone where they already say it, so the
        cursor stays put while typing)."""
        self._showing = True
        try:
            for edit, value in ((self.name, stage.name), (self.author, stage.author)):
                if edit.text() != value:
                    edit.setText(value)
            if self.notes.toPlainText() != stage.notes:
                self.notes.setPlainText(stage.notes)
        finally:
            self._showing = False

    def show_boxes(self, boxes: BoxSpec, rally: bool) -> None:
        """The boxes the tiles are counted against: the user's own, or the rally's (a
        count, or box names, which then stand for the count)."""
        self.whose = "rally's" if rally else "own"
        self.spec = boxes
        self.boxes.blockSignals(True)
        self.boxes.setMaximum(schema_maximum("boxes") if rally else MAX_BOXES)
        if isinstance(boxes, int):
            self.boxes.setValue(boxes)
        self.boxes.setEnabled(isinstance(boxes, int))
        self.boxes.blockSignals(False)
        self.box_names.show_spec(boxes)
        self._boxes_suffix(self.boxes.value())
        self.box_names.setToolTip(self.tr(
            "The boxes, by name (docs/tiles.md, Boxes), comma-separated, NAME:COUNT for "
            "several copies: each counts its own pieces; empty: the count above"))
        self.boxes.setToolTip(
            self.tr("The rally file's boxes: copies of the tile box the organisers have (the "
                    "Rally dock's Boxes; a change is a rally change)") if rally else
            self.tr("How many game boxes you own: tiles per box × boxes can be placed; the "
                    "palette shows how many are left"))

    def _boxes_suffix(self, boxes: int) -> None:
        """``1 box owned``, ``2 boxes: the rally's``: the suffix follows the value."""
        if not isinstance(getattr(self, "spec", boxes), int):
            self.boxes.setSuffix(self.tr(" (the boxes named below count)"))
            return
        self.boxes.setSuffix(
            " " + trn("box: the rally's", "boxes: the rally's", boxes)
            if self.whose == "rally's" else " " + trn("box owned", "boxes owned", boxes))

    def _count_changed(self, boxes: int) -> None:
        self.spec = boxes
        self.boxes_changed.emit(boxes)

    def _names_changed(self, spec: object) -> None:
        """Box names typed (None: cleared, the count counts again)."""
        self.spec = self.boxes.value() if spec is None else spec  # type: ignore[assignment]
        self.boxes.setEnabled(spec is None)
        self._boxes_suffix(self.boxes.value())
        self.boxes_changed.emit(self.spec)

    def set_figures(self, figures: StageFigures | None) -> None:
        rows = figure_rows(figures, self.spec, self.whose)
        if [label for label, _ in rows] != list(self.rows):
            while self.figures.rowCount():
                self.figures.removeRow(0)
            self.rows = {}
            for label, _ in rows:
                value = QLabel()
                value.setWordWrap(True)
                value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
                self.figures.addRow(translate("StagePanel", label), value)
                self.rows[label] = value
        for label, text in rows:
            self.rows[label].setText(text)

    def figure(self, label: str) -> str:
        return self.rows[label].text() if label in self.rows else ""
