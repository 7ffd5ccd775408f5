"""The Rally dock: the rally's name, its stages in running order (label, file, tiles,
class, service after it), the totals and the rally's findings, and the buttons that add,
remove and reorder stages. A view: every figure comes from
:mod:`pacenote.editor.rally_analysis`; every change is a signal the window acts on."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor import severity
from pacenote.editor.boxfield import BoxNamesEdit
from pacenote.editor.findings_panel import BLANK_SUMMARY
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.rally_analysis import RallyAnalysis, RallyTotals, StageRow
from pacenote.i18n import trn
from pacenote.jsonio import load_schema
from pacenote.rally import Rally
from pacenote.validators import Finding

RELAYED = "rally-stage-invalid"  # the rally finding that relays a stage's own errors


def schema_maximum(field: str) -> int:
    """The largest value the rally file's schema takes for ``field`` (players, boxes)."""
    spec = load_schema("rally")["properties"][field]
    return int(next(s["maximum"] for s in spec.get("oneOf", [spec]) if "maximum" in s))

COLUMNS = (QT_TRANSLATE_NOOP("RallyPanel", "Stage"), QT_TRANSLATE_NOOP("RallyPanel", "File"),
           QT_TRANSLATE_NOOP("RallyPanel", "Tiles"), QT_TRANSLATE_NOOP("RallyPanel", "Road tiles"),
           QT_TRANSLATE_NOOP("RallyPanel", "Class"), QT_TRANSLATE_NOOP("RallyPanel", "Boxes"),
           QT_TRANSLATE_NOOP("RallyPanel", "Service after"),
           QT_TRANSLATE_NOOP("RallyPanel", "Errors"))
translate = QCoreApplication.translate
LABEL, FILE, TILES, ROAD, CLASS, BOXES, SERVICE, ERRORS = range(len(COLUMNS))


def row_texts(row: StageRow) -> list[str]:
    """The table's cells for one stage (the service column is a check box)."""
    f = row.figures
    if f is None:
        return [row.label, row.file, "?", "?", translate("RallyPanel", "unknown tiles"), "?", "",
                str(row.errors)]
    return [row.label, row.file, str(f.placed_tiles), str(f.course_tiles or "-"),
            translate("StagePanel", f.stage_class) if f.stage_class
            else translate("RallyPanel", "no course"), str(f.boxes_needed), "", str(row.errors)]


def finding_line(finding: Finding, analysis: RallyAnalysis) -> tuple[str, str]:
    """A rally finding's level and text as the dock lists it: about stages with no tile
    yet it is guidance (severity.presented), and a blank stage's relayed errors read as
    what its course needs first, as the Problems dock says."""
    blank = analysis.about_blank(finding)
    level = severity.presented(finding, blank)
    if not blank or finding.code != RELAYED:
        return level, finding.text
    label = finding.where.stages[0]
    codes = [f.code for row in analysis.rows if row.label == label for f in row.findings]
    blank_text = translate("FindingsPanel", BLANK_SUMMARY)
    return level, f"{label} — {blank_text} ({', '.join(dict.fromkeys(codes))})"


def totals_text(t: RallyTotals, stages: int) -> str:
    kind = (translate("RallyPanel", "a {size} rally, about {minutes} min").format(
        size=translate("StagePanel", t.rally_class), minutes=t.minutes)
        if t.rally_class is not None
        else translate("RallyPanel", "class once every stage runs START → FINISH"))
    boxes = (trn("{n} box needed", "{n} boxes needed", t.boxes_needed) if t.boxes_needed
             else translate("RallyPanel", "no box needed yet"))
    return " · ".join((trn("{n} stage", "{n} stages", stages),
                       trn("{n} tile placed", "{n} tiles placed", t.placed_tiles),
                       trn("{n} road tile", "{n} road tiles", t.course_tiles), boxes, kind))


class RallyPanel(QWidget):
    field_edited = Signal(str, object)  # a rally field (Document.set_rally_field), its value
    stage_selected = Signal(int)
    finding_stage = Signal(str)  # a rally finding clicked: the label of the stage it names
    renamed = Signal(int, str)
    service_toggled = Signal(int, bool)
    add_new = Signal()
    add_file = Signal()
    remove = Signal()
    move_by = Signal(int)  # -1: earlier, +1: later

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rally-panel")
        self.name = QLineEdit()
        self.name.setPlaceholderText(self.tr("Rally name"))
        self.name.textEdited.connect(lambda text: self.field_edited.emit("name", text))
        self.author = QLineEdit()
        self.author.setPlaceholderText(self.tr("Author"))
        self.author.textEdited.connect(lambda text: self.field_edited.emit("author", text))
        self.players = QSpinBox()
        self.players.setRange(0, schema_maximum("players"))
        self.players.setSpecialValueText(self.tr("Players: not said (4)"))
        self.players.setPrefix(self.tr("Players: "))
        self.players.setToolTip(self.tr("Drivers taking part: the rally sheet's columns and the "
                                        "test drive's cars"))
        self.players.valueChanged.connect(self._players_changed)
        self.boxes = QSpinBox()
        self.boxes.setRange(1, schema_maximum("boxes"))
        self.boxes.setPrefix(self.tr("Boxes: "))
        self.boxes.setToolTip(self.tr("Copies of the tile box the organisers have (the rally's "
                                      "stage checks count tiles against them)"))
        self.boxes.valueChanged.connect(self._boxes_changed)
        self.box_names = BoxNamesEdit(self.tr("or box names: dirt-core,dirt-110-percent"))
        self.box_names.setToolTip(self.tr(
            "The boxes the organisers have, by name (docs/tiles.md, Boxes), comma-separated, "
            "NAME:COUNT for several copies; empty: the count on the left"))
        self.box_names.spec_edited.connect(self._names_changed)
        self.table = QTreeWidget()
        self.table.setHeaderLabels([translate("RallyPanel", c) for c in COLUMNS])
        self.table.setRootIsDecorated(False)
        self.table.setUniformRowHeights(True)
        self.table.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Only the label is typed in: a double-click renames, whichever column it hits.
        self.table.setEditTriggers(QTreeWidget.EditTrigger.NoEditTriggers)
        self.table.itemDoubleClicked.connect(lambda item, _c: self.table.editItem(item, LABEL))
        self.table.setMinimumHeight(110)  # four stages without scrolling
        self.table.currentItemChanged.connect(self._current_changed)
        self.table.itemChanged.connect(self._item_changed)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        self.totals.setObjectName("rally-totals")
        self.findings = QListWidget()
        self.findings.setWordWrap(True)
        self.findings.setMinimumHeight(60)
        self.findings.itemClicked.connect(self._finding_clicked)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        shown = {"New stage": (self.tr("New stage"),
                               self.tr("An empty stage after the current one")),
                 "Add stage file…": (self.tr("Add stage file…"),
                                     self.tr("An existing stage file (in the rally's folder)")),
                 "Remove": (self.tr("Remove"), self.tr("Take the current stage out of the rally "
                                                       "(its file stays)")),
                 "◀ Earlier": (self.tr("◀ Earlier"), self.tr("Run the current stage earlier")),
                 "Later ▶": (self.tr("Later ▶"), self.tr("Run the current stage later"))}
        for text, slot in (
                ("New stage", self.add_new.emit), ("Add stage file…", self.add_file.emit),
                ("Remove", self.remove.emit), ("◀ Earlier", lambda: self.move_by.emit(-1)),
                ("Later ▶", lambda: self.move_by.emit(1))):
            button = QPushButton(shown[text][0])  # keyed by the English text
            button.setToolTip(shown[text][1])
            button.clicked.connect(slot)
            row.addWidget(button)
            self.buttons[text] = button
        row.addStretch(1)
        fields = QHBoxLayout()
        fields.addWidget(self.name, 2)
        fields.addWidget(self.author, 2)
        fields.addWidget(self.players)
        fields.addWidget(self.boxes)
        fields.addWidget(self.box_names, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(fields)
        layout.addLayout(row)
        layout.addWidget(self.table, 2)
        layout.addWidget(self.totals)
        layout.addWidget(QLabel(self.tr("Rally findings")))
        layout.addWidget(self.findings, 1)
        self._filling = False
        self.analysis: RallyAnalysis | None = None

    def set_plan(self, rally: Rally, labels: list[str], services: list[bool],
                 files: list[str], current: int) -> None:
        """The rally's fields and stages as the document holds them now (the figures
        follow with the analysis)."""
        self._filling = True
        for edit, text in ((self.name, rally.name), (self.author, rally.author)):
            if edit.text() != text:  # equal while typing: never reset under the typing
                edit.setText(text)  # (differs while focused: an undo from the menu)
                if not edit.hasFocus():
                    edit.setCursorPosition(0)  # a long author shows from its start
        self.players.setValue(rally.players or 0)
        self.box_names.show_spec(rally.boxes)
        self.boxes.setEnabled(isinstance(rally.boxes, int))
        if isinstance(rally.boxes, int):
            self.boxes.setValue(rally.boxes)
        if self.table.topLevelItemCount() != len(labels):
            self.table.clear()
            for _ in labels:
                item = QTreeWidgetItem([""] * len(COLUMNS))
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable
                              | Qt.ItemFlag.ItemIsUserCheckable)
                self.table.addTopLevelItem(item)
        for i, (label, service, file) in enumerate(zip(labels, services, files, strict=True)):
            item = self.item(i)
            item.setText(LABEL, label)
            item.setText(FILE, file)
            item.setCheckState(SERVICE, Qt.CheckState.Checked if service
                               else Qt.CheckState.Unchecked)
        self.table.setCurrentItem(self.item(current))
        self.buttons["Remove"].setEnabled(len(labels) > 1)
        self.buttons["◀ Earlier"].setEnabled(current > 0)
        self.buttons["Later ▶"].setEnabled(current < len(labels) - 1)
        self._filling = False

    def set_analysis(self, analysis: RallyAnalysis | None, stale: bool = False) -> None:
        """Each stage's figures, the totals and the rally's findings (greyed when stale)."""
        self.analysis = analysis
        self._filling = True
        rows = analysis.rows if analysis is not None else ()
        for i, row in enumerate(rows[:self.table.topLevelItemCount()]):
            item = self.item(i)
            for column, text in enumerate(row_texts(row)):
                if column not in (LABEL, FILE, SERVICE):
                    item.setText(column, text)
            item.setForeground(ERRORS, severity.COLOURS["error"] if row.errors
                               else self.palette().text().color())
        self._filling = False
        self.findings.clear()
        if analysis is None:
            self.totals.setText("")
            return
        self.totals.setText(totals_text(analysis.totals, len(analysis.rows)))
        shown = [(finding, *finding_line(finding, analysis)) for finding in analysis.findings]
        for finding, level, text in sorted(shown, key=lambda s: severity.rank(s[1])):
            line = QListWidgetItem(severity.icon(level), text)
            line.setToolTip(f"{finding.code}: {finding.text}")
            if len(finding.where.stages) == 1:  # one stage named: a click shows it
                line.setData(Qt.ItemDataRole.UserRole, finding.where.stages[0])
            self.findings.addItem(line)
        style = "color: #8a8a8a;" if stale else ""
        self.totals.setStyleSheet(style)
        self.findings.setStyleSheet(style)

    def item(self, index: int) -> QTreeWidgetItem:
        item = self.table.topLevelItem(index)
        assert item is not None
        return item

    def _current_changed(self, item: QTreeWidgetItem | None,
                         _previous: QTreeWidgetItem | None) -> None:
        if item is not None and not self._filling:
            self.stage_selected.emit(self.table.indexOfTopLevelItem(item))

    def _players_changed(self, players: int) -> None:
        if not self._filling:
            self.field_edited.emit("players", players or None)

    def _boxes_changed(self, boxes: int) -> None:
        if not self._filling:
            self.field_edited.emit("boxes", boxes)

    def _names_changed(self, spec: object) -> None:
        if not self._filling:
            self.field_edited.emit("boxes", self.boxes.value() if spec is None else spec)

    def _finding_clicked(self, line: QListWidgetItem) -> None:
        label = line.data(Qt.ItemDataRole.UserRole)
        if isinstance(label, str):
            self.finding_stage.emit(label)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling:
            return
        index = self.table.indexOfTopLevelItem(item)
        if column == LABEL:
            self.renamed.emit(index, item.text(LABEL))
        elif column == SERVICE:
            self.service_toggled.emit(index, item.checkState(SERVICE) == Qt.CheckState.Checked)
