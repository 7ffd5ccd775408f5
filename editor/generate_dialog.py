"""File → Generate…: the brief of ``pacenote generate`` as a form, candidates as
thumbnails with their figures; picking one opens it as a normal, editable, undoable
stage (docs/generate.md, "In the editor"). The search runs off the GUI thread; the
dialog holds no rules: it builds a ``Brief`` and shows what ``pacenote.generate`` says."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from pacenote.boxes import BoxListError, parse_box_list
from pacenote.editor.document import Document
from pacenote.editor.files import FileController
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.settings import settings
from pacenote.editor.worker import LatestOnlyWorker
from pacenote.errors import said_error
from pacenote.export.qtpaint import paint
from pacenote.generate.brief import (
    FEATURES,
    Brief,
    BriefError,
    parse_par,
    parse_table,
    parse_terrain,
)
from pacenote.i18n import decimal, msg, msgn, said
from pacenote.stage import Stage
from pacenote.stagedraw import stage_drawing
from pacenote.timefmt import clock

THUMB = QSize(180, 150)
BOXES_KEY = "generate/boxes"
TABLE_KEY = "generate/table"
# the brief's feature names (pacenote.generate.brief.FEATURES), translated where shown
FEATURE_WORDS = (QT_TRANSLATE_NOOP("GenerateDialog", "jumps"),
                 QT_TRANSLATE_NOOP("GenerateDialog", "fords"),
                 QT_TRANSLATE_NOOP("GenerateDialog", "shortcuts"),
                 QT_TRANSLATE_NOOP("GenerateDialog", "slides"))
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Shown:
    """One candidate as the dialog lists it."""

    stage: Stage
    figures: str


def thumbnail(stage: Stage, size: QSize = THUMB) -> QPixmap:
    """The stage drawn to fit ``size`` (white background)."""
    drawing = stage_drawing(stage, arrows=False)
    x0, y0, x1, y1 = drawing.bounds()
    scale = min(size.width() / max(x1 - x0, 1e-6), size.height() / max(y1 - y0, 1e-6))
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate((size.width() - (x1 - x0) * scale) / 2,
                      (size.height() - (y1 - y0) * scale) / 2)
    painter.scale(scale, scale)
    painter.translate(-x0, y1)
    paint(painter, drawing.primitives, scale)
    painter.end()
    return QPixmap.fromImage(image)


def run_brief(brief: Brief, seed: int, count: int, budget: float) -> list[Shown]:
    """The search (on the worker thread): the candidates with their figures in words."""
    from pacenote.boxes import load_boxes

    if load_boxes()[brief.boxes[0]].game == "gt":
        from pacenote.generate.circuit import generate_circuit

        circuits = generate_circuit(brief, seed=seed, count=count, budget=budget)
        # the core's words (msg, said in the editor's language), as `pacenote generate`
        return [Shown(c.stage, said(msg("{pieces}, {race}\n{footprint}",
                                        pieces=msgn("{n} piece", "{n} pieces", c.pieces),
                                        race=c.race_class, footprint=c.footprint)))
                for c in circuits.circuits]
    from pacenote.generate.candidate import meets
    from pacenote.generate.make import generate_stage

    result = generate_stage(brief, seed=seed, count=count, budget=budget)
    out = []
    for i, cand in enumerate(result.candidates):
        risk = decimal(f"{cand.loc:.2f}") if cand.loc is not None else "-"
        met = msg("meets the brief") if meets(cand) else msg("nearest to the brief")
        # the stage's name is English, as `pacenote generate` names it (a file's words)
        out.append(Shown(result.stage(i, f"Generated stage (seed {seed}) #{i + 1}"), said(msg(
            "{tiles}, par {par}\n{risk} losses/run, {footprint}\n{met}",
            tiles=msgn("{n} tile", "{n} tiles", cand.road_tiles), par=clock(cand.par),
            risk=risk, footprint=cand.footprint, met=met))))
    return out


class GenerateDialog(QDialog):
    """The brief as a form; Generate fills the candidate list; Open takes the chosen one
    to ``open_stage`` (the window opens it as a new, undoable stage)."""

    def __init__(self, parent: QWidget | None, open_stage: Callable[[Stage], object]) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate stage"))
        self.open_stage = open_stage
        self.shown: list[Shown] = []
        self.worker = LatestOnlyWorker("generate", self, refusals=(BriefError,))
        self.worker.finished.connect(self._found)
        self.worker.failed.connect(self._failed)
        self.worker.busy_changed.connect(self._busy)
        store = settings()
        self.boxes = QLineEdit(str(store.value(BOXES_KEY, "dirt-core")))
        self.boxes.setToolTip(self.tr("Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx"))
        self.length = QComboBox()
        for key, text in (("short", self.tr("short (10-12 tiles)")),
                          ("medium", self.tr("medium (13-16 tiles)")),
                          ("long", self.tr("long (17-18 tiles)")),
                          ("tiles", self.tr("road tiles:"))):
            self.length.addItem(text, key)
        self.length.setCurrentIndex(1)
        self.tiles = QSpinBox()
        self.tiles.setRange(3, 40)
        self.tiles.setValue(14)
        self.tiles.setEnabled(False)
        self.length.currentIndexChanged.connect(
            lambda _: self.tiles.setEnabled(self.length.currentData() == "tiles"))
        self.difficulty = QComboBox()
        for key, text in (("easy", self.tr("easy")), ("medium", self.tr("medium")),
                          ("hard", self.tr("hard")), ("par", self.tr("par time:"))):
            self.difficulty.addItem(text, key)
        self.difficulty.setCurrentIndex(1)
        self.par = QLineEdit("2:30")
        self.par.setEnabled(False)
        self.difficulty.currentIndexChanged.connect(
            lambda _: self.par.setEnabled(self.difficulty.currentData() == "par"))
        self.features: dict[str, QComboBox] = {}
        feature_row = QHBoxLayout()
        for name in FEATURES:
            box = QComboBox()
            word = translate("GenerateDialog", name)
            box.addItem(self.tr("{0}: any").format(word), "any")
            box.addItem(self.tr("{0}: with").format(word), "with")
            box.addItem(self.tr("{0}: without").format(word), "without")
            self.features[name] = box
            feature_row.addWidget(box)
        self.terrain = QLineEdit()
        self.terrain.setPlaceholderText(self.tr("any"))
        self.terrain.setToolTip(self.tr("Terrain mix where the boxes allow: gravel,asphalt,snow "
                                        "(equal shares) or gravel:60,asphalt:40; empty: any"))
        self.players = QSpinBox()
        self.players.setRange(1, 10)
        self.players.setValue(4)
        self.table = QLineEdit(str(store.value(TABLE_KEY, "120x80")))
        self.table.setToolTip(self.tr("Table WIDTHxDEPTH in cm; empty: any size"))
        self.seed = QSpinBox()
        self.seed.setRange(1, 1_000_000)
        self.count = QSpinBox()
        self.count.setRange(1, 8)
        self.count.setValue(3)
        self.budget = QDoubleSpinBox()
        self.budget.setRange(5, 600)
        self.budget.setValue(30)
        self.budget.setSuffix(self.tr(" s"))
        form = QFormLayout()
        form.addRow(self.tr("Boxes owned"), self.boxes)
        length_row = QHBoxLayout()
        length_row.addWidget(self.length)
        length_row.addWidget(self.tiles)
        form.addRow(self.tr("Length"), _row(length_row))
        difficulty_row = QHBoxLayout()
        difficulty_row.addWidget(self.difficulty)
        difficulty_row.addWidget(self.par)
        form.addRow(self.tr("Difficulty"), _row(difficulty_row))
        form.addRow(self.tr("Features"), _row(feature_row))
        form.addRow(self.tr("Terrain"), self.terrain)
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Table (cm)"), self.table)
        search_row = QHBoxLayout()
        for label, widget in ((self.tr("seed"), self.seed), (self.tr("candidates"), self.count),
                              (self.tr("time"), self.budget)):
            search_row.addWidget(QLabel(label))
            search_row.addWidget(widget)
        form.addRow(self.tr("Search"), _row(search_row))
        self.generate_button = QPushButton(self.tr("&Generate"))
        self.generate_button.clicked.connect(self.generate)
        self.status = QLabel(self.tr("Set the brief and press Generate."))
        self.status.setWordWrap(True)
        self.list = QListWidget()
        self.list.setViewMode(QListWidget.ViewMode.IconMode)
        self.list.setIconSize(THUMB)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setMinimumHeight(THUMB.height() + 80)
        self.list.setWordWrap(True)
        self.list.itemDoubleClicked.connect(lambda _: self.open_chosen())
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.open_button = buttons.addButton(self.tr("&Open"),
                                             QDialogButtonBox.ButtonRole.AcceptRole)
        self.open_button.setEnabled(False)
        self.list.currentRowChanged.connect(lambda row: self.open_button.setEnabled(row >= 0))
        buttons.accepted.connect(self.open_chosen)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        top = QHBoxLayout()
        top.addWidget(self.generate_button)
        top.addWidget(self.status, 1)
        layout.addLayout(top)
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)
        self.resize(760, 640)

    def brief(self) -> Brief:
        """The form as a brief; BriefError or BoxListError when a field is wrong."""
        with_ = frozenset(n for n, b in self.features.items() if b.currentData() == "with")
        without = frozenset(n for n, b in self.features.items()
                            if b.currentData() == "without")
        length = self.length.currentData()
        level = self.difficulty.currentData()
        table = self.table.text().strip()
        terrain = self.terrain.text().strip()
        return Brief(boxes=parse_box_list(self.boxes.text()),
                     stage_class=None if length == "tiles" else length,
                     tiles=self.tiles.value() if length == "tiles" else None,
                     difficulty=None if level == "par" else level,
                     par=parse_par(self.par.text()) if level == "par" else None,
                     with_features=with_, without_features=without,
                     players=self.players.value(),
                     table=parse_table(table) if table else None,
                     terrain=parse_terrain(terrain) if terrain else ())

    def generate(self) -> None:
        try:
            brief = self.brief()
        except (BriefError, BoxListError) as exc:
            self.status.setText(said_error(exc))
            return
        store = settings()
        store.setValue(BOXES_KEY, self.boxes.text().strip())
        store.setValue(TABLE_KEY, self.table.text().strip())
        seed, count, budget = self.seed.value(), self.count.value(), self.budget.value()
        self.list.clear()
        self.shown = []
        self.status.setText(self.tr("Searching (up to {0:.0f} s)…").format(budget))
        self.worker.submit(lambda: run_brief(brief, seed, count, budget))

    def _busy(self, busy: bool) -> None:
        self.generate_button.setEnabled(not busy)

    def _found(self, result: object) -> None:
        assert isinstance(result, list)
        self.shown = result
        for i, shown in enumerate(self.shown):
            item = QListWidgetItem(QIcon(thumbnail(shown.stage)), f"#{i + 1} {shown.figures}")
            item.setSizeHint(QSize(THUMB.width() + 20, THUMB.height() + 70))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
            self.list.addItem(item)
        self.status.setText(self.tr("%n candidate(s), best first: pick one and Open.", "",
                                    len(self.shown)))
        if self.shown:
            self.list.setCurrentRow(0)

    def _failed(self, reason: str) -> None:
        self.status.setText(self.tr("Cannot meet the brief: {0}").format(reason))

    def open_chosen(self) -> None:
        row = self.list.currentRow()
        if not 0 <= row < len(self.shown):
            return
        self.open_stage(self.shown[row].stage)
        self.accept()

    def done(self, result: int) -> None:
        self.worker.cancel()
        super().done(result)


def _row(layout: QHBoxLayout) -> QWidget:
    widget = QWidget()
    layout.setContentsMargins(0, 0, 0, 0)
    widget.setLayout(layout)
    return widget


__all__ = ["GenerateDialog", "Shown", "run_brief", "thumbnail"]


def open_generated(files: FileController, document: Document, stage: Stage,
                   text: str) -> bool:
    """Open ``stage`` as a new untitled document whose first undo step is the generated
    stage (so it is edited, undone and saved like any other)."""
    if not files.new_stage(stage.tileset):
        return False
    return document.edit(stage, text)
