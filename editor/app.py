"""The editor's main window: menus, docks and status bar around the stage canvas.

A thin view: gestures become :mod:`pacenote.editor.edits` results pushed onto the
document's undo stack; everything about the course comes from
:mod:`pacenote.editor.analysis` (open ends now, the heavier course/graph analysis and
the validators' findings from a worker thread), and the test drive from
:mod:`pacenote.editor.drive_control` (the engine on another worker thread). A rally shows
a tab per stage above the canvas and the Rally dock (:mod:`pacenote.editor.rally_control`);
the window then edits the stage of the current tab.

The window is split by concern: the editing gestures in :mod:`pacenote.editor.editing`,
its size and docks in :mod:`pacenote.editor.window_state`, the menus and their keys in
one table (:mod:`pacenote.editor.actions`), the Help menu in
:mod:`pacenote.editor.helpwindow`, the rally's booklet and bundle in
:mod:`pacenote.editor.rally_export`.
"""

from __future__ import annotations

import gc
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QFrame,
    QLabel,
    QMenu,
    QScrollArea,
    QStackedWidget,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor import actions
from pacenote.editor.analysis import Analysis, OpenEnd, end_source, open_ends
from pacenote.editor.autosave import Autosaver
from pacenote.editor.canvas import StageScene, StageView
from pacenote.editor.document import Document
from pacenote.editor.drive_control import TestDriveController
from pacenote.editor.drive_panel import DrivePanel
from pacenote.editor.editing import EditingWindow
from pacenote.editor.files import FileController
from pacenote.editor.findings_overlay import FindingsOverlay
from pacenote.editor.findings_panel import FindingsPanel
from pacenote.editor.heatmap import HeatMapLayer
from pacenote.editor.helpwindow import HelpController, TipsBar
from pacenote.editor.hover import hover_info
from pacenote.editor.palette import Palette
from pacenote.editor.rally_control import RallyController
from pacenote.editor.rally_export import RallyExport
from pacenote.editor.rally_panel import RallyPanel
from pacenote.editor.rally_tabs import RallyTabs
from pacenote.editor.replay_control import ReplayController
from pacenote.editor.settings import recent_files
from pacenote.editor.severity import summary
from pacenote.editor.stage_panel import StagePanel
from pacenote.editor.start_page import StartPage, example_rallies, example_stages
from pacenote.editor.textkeys import TextKeys
from pacenote.editor.token_palette import TokenPalette
from pacenote.editor.window_state import LayoutWindow
from pacenote.editor.worker import AnalysisWorker
from pacenote.formats.writing import plural
from pacenote.graph import Node
from pacenote.hexgrid import Hex, pixel_to_hex
from pacenote.i18n import trn
from pacenote.stage import Stage
from pacenote.tiles import Tileset
from pacenote.validators import Finding

APP_TITLE = "pacenote editor"


def scrolling(panel: QWidget) -> QScrollArea:
    """``panel`` in a frameless scroll area: its figures never push the canvas or the
    other docks around, nor make the window's minimum size grow."""
    scroller = QScrollArea()
    scroller.setWidgetResizable(True)
    scroller.setFrameShape(QFrame.Shape.NoFrame)
    scroller.setWidget(panel)
    return scroller


def keep_loaded() -> None:
    """Take what is alive now (the modules, the document just opened, its scene) out of
    the garbage collector's sight: otherwise the first full collection after an open
    walks all of it inside the user's first edit (59 ms on a 30-tile stage). What the
    previous open froze is collected first, here, where an open is waited for."""
    if gc.get_freeze_count():
        gc.unfreeze()
        gc.collect()
    gc.freeze()


class MainWindow(EditingWindow, LayoutWindow):
    """The editor: the editing gestures (:class:`EditingWindow`) and the window's layout
    (:class:`LayoutWindow`) around the parts built here."""

    analysis_ready = Signal(object)  # Analysis: hook for validation/drive overlays
    # the parts the action table (pacenote.editor.actions.MENUS) names, set in __init__
    files: FileController
    recent_menu: QMenu
    drive: TestDriveController
    rally: RallyController
    replay: ReplayController
    rally_export: RallyExport
    help: HelpController
    findings_overlay: FindingsOverlay
    undo_action: QAction
    redo_action: QAction
    undo_rally_action: QAction
    redo_rally_action: QAction
    # the table's actions, set by make_actions
    badges_action: QAction
    add_stage_action: QAction
    add_stage_file_action: QAction
    remove_stage_action: QAction
    next_stage_action: QAction
    previous_stage_action: QAction
    export_booklet_action: QAction
    export_bundle_action: QAction
    rotate_cw_action: QAction
    rotate_ccw_action: QAction
    flip_action: QAction
    delete_action: QAction

    def __init__(self, autosave_ms: int | None = None, remember_layout: bool = True) -> None:
        super().__init__()
        self.remember_layout = remember_layout  # off for screenshots: same picture for all
        self.document = Document(self)
        self.autosaver = Autosaver(self.document, *(() if autosave_ms is None else
                                                    (autosave_ms,)))
        tileset = self.document.tileset
        self.scene = StageScene(tileset, self)
        self.view = StageView(self.scene, self)
        self.view.placement_for = self._drop_preview
        self.view.hover_text = self._hover_text
        self.rally_tabs = RallyTabs(self)  # a rally's stages; hidden for a single stage
        self.canvas_box = QWidget(self)
        canvas_layout = QVBoxLayout(self.canvas_box)
        canvas_layout.setContentsMargins(0, 0, 0, 0)
        canvas_layout.setSpacing(0)
        self.tips = TipsBar(self)  # the first-run tips (Help → Tips brings them back)
        canvas_layout.addWidget(self.tips)
        canvas_layout.addWidget(self.rally_tabs)
        canvas_layout.addWidget(self.view)
        self.start_page = StartPage(self)
        self.central = QStackedWidget(self)  # the canvas, or the start page before it
        self.central.addWidget(self.canvas_box)
        self.start_scroller = scrolling(self.start_page)  # never widens the window
        self.central.addWidget(self.start_scroller)
        self.setCentralWidget(self.central)
        self.palette = Palette(tileset, self)
        self.ends: list[OpenEnd] = []
        self.active_end: OpenEnd | None = None
        self.last_placed: Hex | None = None
        self._group_pivot: tuple[frozenset[Hex], Hex] = (frozenset(), Hex(0, 0))
        self.analysis: Analysis | None = None
        self.worker = AnalysisWorker(tileset, self)
        self.files = FileController(self, self.document, self.autosaver)
        self.findings = FindingsPanel(self)
        self.findings_overlay = FindingsOverlay(self.scene)
        self.heat_map = HeatMapLayer(self.scene)
        self.view.zoom_changed.connect(self.heat_map.relayout)
        self.drive_panel = DrivePanel(self)
        self.stage_panel = StagePanel(self)
        self.rally_panel = RallyPanel(self)
        self._restore_boxes()
        self._build_docks()
        self._fit_stage_pending = False  # see _rally_dock_shown
        self.drive = TestDriveController(self, self.document, self.heat_map, self.drive_panel,
                                         self.drive_dock)
        self.rally = RallyController(self, self.document, self.files, self.rally_tabs,
                                     self.rally_panel, self.rally_dock)
        self.replay = ReplayController(self, self.drive, self.document)
        self.help = HelpController(self, self.tips)
        self.rally_export = RallyExport(self)
        self._build_actions()
        self._build_menus()
        self._build_status()
        self._connect()
        self._restore_layout()
        self.text_keys = TextKeys(self)  # Return in a text field never places a tile
        self.text_keys.guard(self)
        self._stage_changed(self.document.stage)
        self._file_changed()
        self.rally.refresh()

    # -- construction ------------------------------------------------------------------

    def _build_docks(self) -> None:
        """The docks' places: the side docks run the window's full height; Stage,
        History, Test drive (and Replay, once opened) share the right side as tabs, each
        as tall as the window allows; Problems and Rally share the bottom, under the
        canvas only (docs/editor.md)."""
        self.setCorner(Qt.Corner.BottomLeftCorner, Qt.DockWidgetArea.LeftDockWidgetArea)
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        left, right = Qt.DockWidgetArea.LeftDockWidgetArea, Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        self.palette_dock = self._dock(self.tr("Tiles"), "palette", self.palette, left)
        self.token_palette = TokenPalette(self)
        self.tokens_dock = self._dock(self.tr("Tokens"), "tokens", self.token_palette, left)
        self.tabifyDockWidget(self.palette_dock, self.tokens_dock)
        self.stage_dock = self._dock(self.tr("Stage"), "stage", scrolling(self.stage_panel),
                                     right)
        self.history = QUndoView(self.document.undo_group)  # the current stage's
        self.history.setEmptyLabel(self.tr("<as opened>"))
        self.history_dock = self._dock(self.tr("History"), "history", self.history, right)
        self.tabifyDockWidget(self.stage_dock, self.history_dock)
        self.drive_dock = self._dock(self.tr("Test drive"), "test-drive",
                                     scrolling(self.drive_panel), right)
        self.tabifyDockWidget(self.history_dock, self.drive_dock)
        self.findings_dock = self._dock(self.tr("Problems"), "problems", self.findings, bottom)
        self.rally_dock = self._dock(self.tr("Rally"), "rally", self.rally_panel, bottom)
        self.rally_dock.hide()  # tabbed beside Problems when a rally comes in (RallyController)
        for front in (self.palette_dock, self.stage_dock, self.findings_dock):
            front.raise_()

    def _dock(self, title: str, name: str, widget: QWidget,
              area: Qt.DockWidgetArea) -> QDockWidget:
        """A dock named ``name`` (the saved layout's key) holding ``widget`` in ``area``."""
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _build_actions(self) -> None:
        """The undo stacks' actions, then every action of the table (its keys work with
        the menu bar hidden)."""
        stack = self.document.undo_group  # acts on the current stage's history
        self.undo_action = stack.createUndoAction(self, self.tr("&Undo"))
        self.redo_action = stack.createRedoAction(self, self.tr("&Redo"))
        rally_history = self.document.rally_stack  # whichever history has the focus
        self.undo_rally_action = rally_history.createUndoAction(
            self, self.tr("&Undo rally change"))
        self.redo_rally_action = rally_history.createRedoAction(
            self, self.tr("Red&o rally change"))
        self.addActions([self.undo_action, self.redo_action])
        actions.make_actions(self)
        self.badges_action.setChecked(True)

    def _build_menus(self) -> None:
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent(self.recent_menu))
        self.menus = actions.build_menus(self)
        # File → New With Boxes: which boxes the player owns (DIRT, GT or both; docs/gt.md)
        self.new_boxes_actions = [a for a in self.menus["&File/New &With Boxes"].actions()
                                  if not a.isSeparator()]
        self.rally_menu = self.menus["Ra&lly"]
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.drive.toolbar())

    def _choose_language(self) -> None:
        """View → Language…: the setting the next start reads (pacenote.editor.language)."""
        from pacenote.editor.language import LanguageDialog

        LanguageDialog(self).exec()

    def _build_status(self) -> None:
        self.hover_label = QLabel()
        self.tiles_label, self.cells_label = QLabel(), QLabel()
        self.class_label, self.course_label = QLabel(), QLabel()
        self.findings_label = QLabel()
        bar = self.statusBar()
        bar.addWidget(self.hover_label, 1)
        for label in (self.findings_label, self.course_label, self.tiles_label,
                      self.cells_label, self.class_label):
            bar.addPermanentWidget(label)

    def _connect(self) -> None:
        self.rally_dock.visibilityChanged.connect(self._rally_dock_shown)
        self.document.stage_changed.connect(self._stage_changed)
        self.document.file_changed.connect(self._file_changed)
        self.worker.finished.connect(self._analysis_finished)
        self.scene.tiles_moved.connect(self.move_tiles)
        self.scene.open_end_clicked.connect(self.open_end_clicked)
        self.scene.token_moved.connect(self.move_token)
        self.view.context_menu.connect(self._context_menu)
        self.scene.selectionChanged.connect(self._selection_changed)
        self.view.tile_dropped.connect(self.drop_tile)
        self.view.token_dropped.connect(self.drop_token)
        self.token_palette.chosen.connect(self.lay_token)
        self.view.rotate_requested.connect(self.rotate)
        self.view.hovered.connect(self._hovered)
        self.palette.activated.connect(self._palette_activated)
        self.files.replaced.connect(self._replaced)
        self.start_page.new_stage.connect(self._start_new)
        self.start_page.new_rally.connect(self.start_new_rally)
        self.start_page.open_dialog.connect(self.files.open_dialog)
        self.start_page.import_dialog.connect(self.files.import_dialog)
        self.start_page.open_path.connect(self.files.open_file)
        self.autosaver.failed.connect(lambda text: self.statusBar().showMessage(text, 10000))
        self.analysis_ready.connect(self._show_findings)
        self.analysis_ready.connect(self.drive.analysis_ready)
        self.findings.selected.connect(self.show_finding)
        self.findings.refreshed.connect(lambda f: self.show_finding(f, focus=False))
        self.drive_panel.hot_spot_selected.connect(self.show_cell)
        self.stage_panel.text_edited.connect(self.edit_text)
        self.stage_panel.boxes_changed.connect(self.set_boxes)
        self.document.rally_changed.connect(self._rally_boxes)

    # -- model → view ------------------------------------------------------------------

    def _stage_changed(self, stage: Stage) -> None:
        tileset = self.document.tileset
        self._use_tileset(tileset)  # a stage of other boxes came in
        self.scene.set_stage(stage)
        self.ends = open_ends(stage, tileset)
        self.active_end = self._choose_active_end(stage)
        self.scene.set_open_ends(self.ends, self.active_end)
        self._show_usage(stage)
        self.tiles_label.setText(plural(len(stage.tiles), "tile"))
        if stage.tiles:  # a tile placed from the palette: building has begun
            self._show_canvas()
        self.stage_panel.set_stage(stage)
        self._selection_changed()
        self.worker.request(stage)

    def _choose_active_end(self, stage: Stage) -> OpenEnd | None:
        """Rekee's "active position": beyond the tile placed last if its road goes on (or
        on its hex again once it is undone), else the end picked before, else the first."""
        if not self.ends:
            return None
        if self.last_placed is not None:
            for end in self.ends:
                if end_source(stage, end) == self.last_placed:
                    return end
            for end in self.ends:  # the hex was emptied again (undo, delete)
                if end.hex == self.last_placed:
                    return end
        previous = self.active_end
        if previous is not None:
            for end in self.ends:
                if (end.hex, end.world_side) == (previous.hex, previous.world_side):
                    return end
        return self.ends[0]

    def _analysis_finished(self, analysis: Analysis) -> None:
        if analysis.stage is not self.document.stage:
            return  # an older stage; a newer analysis is on its way
        self.analysis = analysis
        self.stage_panel.set_figures(analysis.figures)
        if self._fit_stage_pending:  # once the figures are in, after the layout
            self._fit_stage_pending = False
            QTimer.singleShot(0, self._fit_stage_dock)
        self.cells_label.setText(plural(analysis.cells, "cell")
                                 + (f" · {analysis.fewest_dice} dice to the finish"
                                    if analysis.fewest_dice is not None else ""))
        size = QCoreApplication.translate("StagePanel", analysis.stage_class) \
            if analysis.stage_class else "n/a"
        self.class_label.setText(self.tr("class: {size}").format(size=size))
        if not analysis.tiles:
            self.course_label.setText(
                self.tr("empty stage: double-click a START tile in the palette"))
        elif analysis.complete and analysis.laps is not None:
            self.course_label.setText(trn("circuit: closed loop, {n} lap",
                                          "circuit: closed loop, {n} laps", analysis.laps))
        elif analysis.complete:
            self.course_label.setText(self.tr("course: START → FINISH"))
        else:
            self.course_label.setText(self.tr("course: open") if not analysis.problems
                                      else self.tr("course: {problem}").format(
                                          problem=analysis.problems[0]))
        self.course_label.setToolTip("\n".join(analysis.problems))
        self.analysis_ready.emit(analysis)

    def _show_findings(self, analysis: Analysis) -> None:
        self.findings_overlay.set_analysis(analysis)
        blank = not analysis.tiles  # nothing placed yet: guidance, not problems
        self.findings.set_findings(analysis.findings, blank=blank)
        self._fit_findings_dock()
        self.findings_label.setText("" if blank else summary(analysis.findings))
        errors = not blank and any(f.severity == "error" for f in analysis.findings)
        self.findings_label.setStyleSheet("color: #b3261e; font-weight: bold;" if errors
                                          else "")

    def show_finding(self, finding: Finding | None, focus: bool = True) -> None:
        """Highlight what ``finding`` names; when picked by the user also select its
        tiles and bring it into view."""
        item = self.findings_overlay.show(finding)
        if finding is None or not focus:
            return
        self.scene.select_hexes(self.findings_overlay.tile_hexes(finding))
        if item is not None:
            self.view.bring_into_view(item.target())

    def show_cell(self, node: Node) -> None:
        rect = self.heat_map.cell_rect(node)
        if rect is not None:
            self.view.bring_into_view(rect)

    def _hover_text(self, world: tuple[float, float]) -> str:
        text = hover_info(self.document.stage, self.document.tileset, world).text()
        problems = self.findings_overlay.messages_at(pixel_to_hex(*world))
        return "\n".join([text, *(f"• {m}" for m in problems)])

    def _replaced(self) -> None:
        """Another stage came in (new, open, recover): start placing afresh, show it all."""
        self.drive.clear()
        self.forget_placing()
        self.hover_label.clear()  # what was under the mouse in the previous document
        self.statusBar().clearMessage()
        self._stage_changed(self.document.stage)
        self._show_canvas()
        self.view.fit()
        keep_loaded()

    def forget_placing(self) -> None:
        """Another stage is shown: placing starts from its own open ends."""
        self.last_placed = None
        self.active_end = None

    def step_stage(self, step: int) -> None:
        self.rally.select((self.document.current + step) % len(self.document.slots))

    def show_start_page(self, recent: list[Path] | None = None) -> None:
        """The welcome page in place of the canvas (a start without a file), listing
        ``recent`` files (default: the user's)."""
        recent = recent_files() if recent is None else recent
        self.start_page.fill(recent, example_stages(), example_rallies())
        self.central.setCurrentWidget(self.start_scroller)

    def start_page_shown(self) -> bool:
        return self.central.currentWidget() is self.start_scroller

    def _show_canvas(self) -> None:
        if self.start_page_shown():
            self.central.setCurrentWidget(self.canvas_box)
            self.view.fit()

    def generate_dialog(self) -> QDialog:
        """File → Generate… (editor/generate_dialog.py), window-modal."""
        from pacenote.editor.generate_dialog import GenerateDialog, open_generated

        def opened(stage: Stage) -> None:
            if open_generated(self.files, self.document, stage, "Generate stage"):
                QTimer.singleShot(0, self.view.fit)  # the whole stage in view

        dialog = GenerateDialog(self, opened)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _start_new(self) -> None:
        if self.files.new_stage():
            self._show_canvas()

    def start_new_rally(self) -> None:
        if self.files.new_rally():
            self._show_canvas()

    def _use_tileset(self, tileset: Tileset) -> None:
        """The boxes of the new stage (DIRT, GT or both): palette, tiles and analysis."""
        if self.scene.tileset is tileset:
            return
        self.scene.set_stage(Stage())  # tiles drawn from the old tileset go
        self.scene.tileset = tileset
        self.worker.tileset = tileset
        self.palette.set_tileset(tileset)

    def _file_changed(self) -> None:
        stage = f" — {self.document.slot.label}" if self.document.rally is not None else ""
        self.setWindowTitle(f"{self.document.display_name()}[*]{stage} — {APP_TITLE}")
        self.setWindowModified(self.document.dirty)
        for action in (self.add_stage_action, self.add_stage_file_action,
                       self.remove_stage_action, self.next_stage_action,
                       self.previous_stage_action, self.export_booklet_action,
                       self.export_bundle_action):
            action.setEnabled(self.document.rally is not None)

    def _selection_changed(self) -> None:
        has = bool(self.scene.selected_hexes())
        for action in (self.rotate_cw_action, self.rotate_ccw_action, self.flip_action,
                       self.delete_action):  # the curve keys also place: always on
            action.setEnabled(has)

    def _hovered(self, world: tuple[float, float]) -> None:
        self.hover_label.setText(hover_info(self.document.stage, self.document.tileset,
                                            world).text())

    # -- window state ------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if not self.files.maybe_save():
            event.ignore()
            return
        self.autosaver.discard()
        self.save_layout()
        self.drive.cancel()
        self.worker.wait()
        self.rally.wait()
        self.replay.wait()
        self.drive.wait()  # a drive thread cannot be stopped; it must end before the window
        gc.unfreeze()  # what the window held can be collected once it is gone
        event.accept()
