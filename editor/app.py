"""The editor's main window: menus, docks and status bar around the stage canvas.

A thin view: gestures become :mod:`pacenote.editor.edits` results pushed onto the
document's undo stack; everything about the course comes from
:mod:`pacenote.editor.analysis` (open ends now, the heavier course/graph analysis and
the validators' findings from a worker thread), and the test drive from
:mod:`pacenote.editor.drive_control` (the engine on another worker thread). A rally shows
a tab per stage above the canvas and the Rally dock (:mod:`pacenote.editor.rally_control`);
the window then edits the stage of the current tab.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QByteArray, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QLabel,
    QMainWindow,
    QMenu,
    QScrollArea,
    QStackedWidget,
    QTabBar,
    QUndoView,
    QVBoxLayout,
    QWidget,
)

from pacenote.editor import edits
from pacenote.editor.analysis import (
    Analysis,
    OpenEnd,
    course_arrival,
    course_order,
    end_source,
    open_ends,
    service_end,
)
from pacenote.editor.autosave import Autosaver
from pacenote.editor.canvas import LABEL_MODES, StageScene, StageView
from pacenote.editor.commands import ROTATE_ID, TEXT_ID
from pacenote.editor.document import Document
from pacenote.editor.drive_control import TestDriveController
from pacenote.editor.drive_panel import DrivePanel
from pacenote.editor.files import FileController
from pacenote.editor.findings_overlay import FindingsOverlay
from pacenote.editor.findings_panel import FindingsPanel
from pacenote.editor.heatmap import HeatMapLayer
from pacenote.editor.hover import hover_info
from pacenote.editor.palette import Palette
from pacenote.editor.placement import (
    LEFT,
    RIGHT,
    arrival_side,
    group_centre,
    side_of,
    used_numbers,
)
from pacenote.editor.rally_control import RallyController
from pacenote.editor.rally_panel import RallyPanel
from pacenote.editor.rally_tabs import RallyTabs
from pacenote.editor.replay_control import ReplayController
from pacenote.editor.settings import recent_files, settings
from pacenote.editor.severity import summary
from pacenote.editor.stage_panel import StagePanel
from pacenote.editor.start_page import StartPage, example_rallies, example_stages
from pacenote.editor.textkeys import TextKeys
from pacenote.editor.tile_item import hex_at
from pacenote.editor.worker import AnalysisWorker
from pacenote.graph import Node
from pacenote.hexgrid import Hex, pixel_to_hex
from pacenote.stage import Placement, Stage
from pacenote.tiles import Tileset
from pacenote.tokendraw import LOOKS, token_at
from pacenote.validators import Finding
from pacenote.validators.figures import copies_left

APP_TITLE = "pacenote editor"
NEW_BOXES = (("Rallyman: &DIRT stage", "dirt-core"), ("Rallyman: &GT circuit", "gt-core"),
             ("DIRT stage with GT &asphalt", "dirt-core+gt-core"))
TOKEN_KINDS = tuple(LOOKS)  # what Add token offers: every token pacenote draws


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


Shortcut = QKeySequence | QKeySequence.StandardKey | str | list[QKeySequence] | None


class MainWindow(QMainWindow):
    analysis_ready = Signal(object)  # Analysis: hook for validation/drive overlays
    # The Tiles palette; the name hides QWidget.palette() (the colour palette), which the
    # editor never calls on the window.
    palette: Palette  # type: ignore[assignment]

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
        self.palette_dock = QDockWidget("Tiles", self)
        self.palette_dock.setObjectName("palette")
        self.palette_dock.setWidget(self.palette)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.palette_dock)
        self.stage_dock = QDockWidget("Stage", self)
        self.stage_dock.setObjectName("stage")
        self.stage_dock.setWidget(scrolling(self.stage_panel))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.stage_dock)
        self.history = QUndoView(self.document.undo_group)  # the current stage's
        self.history.setEmptyLabel("<as opened>")
        self.history_dock = QDockWidget("History", self)
        self.history_dock.setObjectName("history")
        self.history_dock.setWidget(self.history)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.history_dock)
        self.tabifyDockWidget(self.stage_dock, self.history_dock)
        self.stage_dock.raise_()
        self.drive_dock = QDockWidget("Test drive", self)
        self.drive_dock.setObjectName("test-drive")
        self.drive_dock.setWidget(scrolling(self.drive_panel))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.drive_dock)
        self.findings_dock = QDockWidget("Problems", self)
        self.findings_dock.setObjectName("problems")
        self.findings_dock.setWidget(self.findings)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.findings_dock)
        self.rally_dock = QDockWidget("Rally", self)
        self.rally_dock.setObjectName("rally")
        self.rally_dock.setWidget(self.rally_panel)
        self.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, self.rally_dock)
        self.splitDockWidget(self.findings_dock, self.rally_dock, Qt.Orientation.Horizontal)

    def _action(self, text: str, slot: Callable[..., object], shortcut: Shortcut = None,
                tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            if isinstance(shortcut, list):
                action.setShortcuts(shortcut)
            else:
                action.setShortcut(shortcut)
        if tip:
            action.setStatusTip(tip)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work even with the menu bar hidden
        return action

    def _build_actions(self) -> None:
        key = QKeySequence.StandardKey
        self.new_action = self._action("&New", lambda: self.files.new_stage(), key.New)
        # Which boxes the player owns: DIRT, GT or both (docs/gt.md).
        self.new_boxes_actions = [
            self._action(text, self._new_with(name),
                         tip=f"New empty stage with the tiles of tileset {name}")
            for text, name in NEW_BOXES]
        self.new_rally_action = self._action(
            "New &Rally", lambda: self._start_new_rally(), "Ctrl+Shift+N",
            "A rally of several stages, one tab each, saved as a .rally.json")
        self.open_action = self._action("&Open…", self.files.open_dialog, key.Open)
        self.save_action = self._action("&Save", self.files.save, key.Save)
        self.save_as_action = self._action("Save &As…", self.files.save_as, key.SaveAs)
        self.import_action = self._action("&Import Rekee / .rgt…", self.files.import_dialog)
        self.export_rekee_action = self._action("Export as &Rekee JSON…",
                                                lambda: self.files.export_dialog("rekee"))
        self.export_rgt_action = self._action("Export as .&rgt…",
                                              lambda: self.files.export_dialog("rgt"))
        self.export_image_action = self._action("Export &picture (PNG/SVG)…",
                                                self.files.export_image_dialog, "Ctrl+E")
        self.export_printable_action = self._action(
            "Export print&able build guide (PDF)…",
            lambda: self.files.export_printable_dialog(self.drive.result),
            tip="The stage's build guide, ready to print (as pacenote export writes it)")
        self.quit_action = self._action("&Quit", self.close, key.Quit)
        stack = self.document.undo_group  # acts on the current stage's history
        self.undo_action = stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(key.Undo)
        self.redo_action = stack.createRedoAction(self, "&Redo")
        redo_keys = [*QKeySequence.keyBindings(key.Redo), QKeySequence("Ctrl+Shift+Z"),
                     QKeySequence("Ctrl+Y")]  # every platform's habit works everywhere
        self.redo_action.setShortcuts(list(dict.fromkeys(redo_keys)))
        self.addActions([self.undo_action, self.redo_action])
        self.rotate_cw_action = self._action("Rotate &clockwise", lambda: self.rotate(1), "R")
        self.rotate_ccw_action = self._action("Rotate counter-clockwise",
                                              lambda: self.rotate(-1), "Shift+R")
        self.flip_action = self._action("&Flip to the other side", self.flip, "F")
        self.turn_left_action = self._action(
            "Curve turning &left", lambda: self.turn_curve(LEFT), "[",
            "Turn the selected curve to bend left, or place the palette's curve so "
            "(also Shift+double-click in the palette)")
        self.turn_right_action = self._action(
            "Curve turning righ&t", lambda: self.turn_curve(RIGHT), "]",
            "Turn the selected curve to bend right, or place the palette's curve so "
            "(also Ctrl+double-click in the palette)")
        self.centre_action = self._action("Centre the &map", self.centre_map, "Ctrl+Shift+0",
                                          "Move the whole stage so its middle is at the origin")
        self.delete_action = self._action("&Delete", self.delete,
                                          [QKeySequence(key.Delete), QKeySequence("Backspace")])
        self.select_all_action = self._action("Select &all", self.select_all, key.SelectAll)
        self.place_action = self._action(
            "&Place at the open end", self.place_selected_tile, "Return",
            "Place the palette's tile where the course goes on")
        self.zoom_in_action = self._action("Zoom &in", self.view.zoom_in,
                                           [QKeySequence(key.ZoomIn), QKeySequence("Ctrl+=")])
        self.zoom_out_action = self._action("Zoom &out", self.view.zoom_out, key.ZoomOut)
        self.fit_action = self._action("Zoom to &fit", self.view.fit, "Ctrl+0")
        self.labels_action = self._action("Cycle tile &labels (ids / pacenotes / none)",
                                          self.cycle_labels, "L")
        self.badges_action = self._action("Problem &badges on tiles",
                                          self.findings_overlay.set_badges_visible)
        self.badges_action.setCheckable(True)
        self.badges_action.setChecked(True)
        self.add_stage_action = self._action("&New stage in the rally",
                                             lambda: self.rally.add_new())
        self.add_stage_file_action = self._action("&Add stage file to the rally…",
                                                  lambda: self.rally.add_file())
        self.remove_stage_action = self._action("&Remove stage from the rally",
                                                lambda: self.rally.remove_current())
        rally_history = self.document.rally_stack  # whichever history has the focus
        self.undo_rally_action = rally_history.createUndoAction(self, "&Undo rally change")
        self.redo_rally_action = rally_history.createRedoAction(self, "Red&o rally change")
        self.next_stage_action = self._action("Ne&xt stage", lambda: self._step_stage(1),
                                              "Ctrl+PgDown")
        self.previous_stage_action = self._action("Pre&vious stage",
                                                  lambda: self._step_stage(-1), "Ctrl+PgUp")

    def _build_menus(self) -> None:
        bar = self.menuBar()
        file_menu = bar.addMenu("&File")
        file_menu.addAction(self.new_action)
        file_menu.addAction(self.new_rally_action)
        boxes_menu = file_menu.addMenu("New &With Boxes")
        boxes_menu.addActions(self.new_boxes_actions)
        file_menu.addAction(self.open_action)
        self.recent_menu = QMenu("Open &Recent", self)
        self.recent_menu.aboutToShow.connect(lambda: self.files.fill_recent(self.recent_menu))
        file_menu.addMenu(self.recent_menu)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action])
        file_menu.addSeparator()
        file_menu.addActions([self.import_action, self.export_rekee_action,
                              self.export_rgt_action, self.export_image_action,
                              self.export_printable_action])
        file_menu.addSeparator()
        file_menu.addAction(self.quit_action)
        edit_menu = bar.addMenu("&Edit")
        edit_menu.addActions([self.undo_action, self.redo_action])
        edit_menu.addSeparator()
        edit_menu.addActions([self.place_action, self.rotate_cw_action, self.rotate_ccw_action,
                              self.turn_left_action, self.turn_right_action,
                              self.flip_action, self.delete_action, self.select_all_action,
                              self.centre_action])
        self.rally_menu = bar.addMenu("Ra&lly")
        self.rally_menu.addActions([self.add_stage_action, self.add_stage_file_action,
                                    self.remove_stage_action, self.next_stage_action,
                                    self.previous_stage_action])
        self.rally_menu.addSeparator()
        self.rally_menu.addActions([self.undo_rally_action, self.redo_rally_action])
        drive_menu = bar.addMenu("&Drive")
        drive_menu.addActions([self.drive.drive_action, self.drive.cancel_action])
        drive_menu.addMenu(self.replay.menu())
        view_menu = bar.addMenu("&View")
        view_menu.addActions([self.zoom_in_action, self.zoom_out_action, self.fit_action])
        view_menu.addSeparator()
        view_menu.addActions([self.drive.heat_action, self.drive.congestion_action,
                              self.badges_action, self.labels_action])
        view_menu.addSeparator()
        view_menu.addActions([self.palette_dock.toggleViewAction(),
                              self.stage_dock.toggleViewAction(),
                              self.history_dock.toggleViewAction(),
                              self.findings_dock.toggleViewAction(),
                              self.drive_dock.toggleViewAction(),
                              self.rally_dock.toggleViewAction(),
                              self.replay.dock.toggleViewAction()])
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.drive.toolbar())

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
        self.view.rotate_requested.connect(self.rotate)
        self.view.hovered.connect(self._hovered)
        self.palette.activated.connect(self._palette_activated)
        self.files.replaced.connect(self._replaced)
        self.start_page.new_stage.connect(self._start_new)
        self.start_page.new_rally.connect(self._start_new_rally)
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
        self.tiles_label.setText(f"{len(stage.tiles)} tiles")
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
        self.cells_label.setText(f"{analysis.cells} cells"
                                 + (f" · {analysis.fewest_dice} dice to the finish"
                                    if analysis.fewest_dice is not None else ""))
        self.class_label.setText(f"class: {analysis.stage_class or 'n/a'}")
        if not analysis.tiles:
            self.course_label.setText("empty stage: double-click a START tile in the palette")
        elif analysis.complete and analysis.laps is not None:
            laps = analysis.laps
            self.course_label.setText(f"circuit: closed loop, {laps} lap{'s' * (laps > 1)}")
        elif analysis.complete:
            self.course_label.setText("course: START → FINISH")
        else:
            self.course_label.setText("course: open" if not analysis.problems
                                      else f"course: {analysis.problems[0]}")
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

    def _fit_findings_dock(self) -> None:
        """The Problems dock grows with its list (up to a third of the window) and
        shrinks back, so whole messages show without dragging the splitter."""
        if self.findings_dock.isFloating() or not self.findings_dock.isVisible():
            return
        title = self.findings_dock.height() - self.findings.height()  # the dock's title bar
        wanted = min(self.findings.wanted_height() + title, max(self.height() // 3, 120))
        if abs(self.findings_dock.height() - wanted) > 8:
            self.resizeDocks([self.findings_dock], [wanted], Qt.Orientation.Vertical)

    def _rally_dock_shown(self, shown: bool) -> None:
        """A rally's dock takes room at the bottom: give Stage its rows back when the
        figures of the rally's stage come in."""
        self._fit_stage_pending = self._fit_stage_pending or shown

    def _fit_stage_dock(self) -> None:
        """The Stage dock tall enough for all its rows (down to Class and Playing time);
        the Test drive dock below gives the room and scrolls instead."""
        scroller = self.stage_dock.widget()
        if self.stage_dock.isFloating() or not isinstance(scroller, QScrollArea):
            return
        lack = self.stage_panel.sizeHint().height() - scroller.viewport().height()
        if lack <= 0:
            return
        # the dock layout counts the tab bar under tabified docks (Stage | History) in
        # the size it is given
        bars = [bar.height() for bar in self.findChildren(QTabBar)
                if bar.parent() is self and bar.isVisible()
                and any(bar.tabText(i) == self.stage_dock.windowTitle()
                        for i in range(bar.count()))]
        stage = self.stage_dock.height() + max(bars, default=0)
        if self.drive_dock.isVisible() and not self.drive_dock.isFloating():
            self.resizeDocks([self.stage_dock, self.drive_dock],
                             [stage + lack, self.drive_dock.height() - lack],
                             Qt.Orientation.Vertical)
        else:
            self.resizeDocks([self.stage_dock], [stage + lack], Qt.Orientation.Vertical)

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
        self._stage_changed(self.document.stage)
        self._show_canvas()
        self.view.fit()
        keep_loaded()

    def forget_placing(self) -> None:
        """Another stage is shown: placing starts from its own open ends."""
        self.last_placed = None
        self.active_end = None

    def _step_stage(self, step: int) -> None:
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

    def _start_new(self) -> None:
        if self.files.new_stage():
            self._show_canvas()

    def _start_new_rally(self) -> None:
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
                       self.previous_stage_action):
            action.setEnabled(self.document.rally is not None)

    def _selection_changed(self) -> None:
        has = bool(self.scene.selected_hexes())
        for action in (self.rotate_cw_action, self.rotate_ccw_action, self.flip_action,
                       self.delete_action):  # the curve keys also place: always on
            action.setEnabled(has)

    def _hovered(self, world: tuple[float, float]) -> None:
        self.hover_label.setText(hover_info(self.document.stage, self.document.tileset,
                                            world).text())

    # -- editing -----------------------------------------------------------------------

    def apply(self, edit: edits.Edit | None, merge_id: int = -1) -> bool:
        if edit is None:
            return False
        changed = self.document.edit(edit.stage, edit.text, merge_id,
                                     frozenset(edit.select) if merge_id != -1 else None)
        self.scene.select_hexes(edit.select)
        return changed

    def place(self, tile_id: str, at: Hex, arrival: int | None) -> bool:
        first = not self.document.stage.tiles
        self.last_placed = at
        placed = self.apply(edits.place(self.document.stage, self.document.tileset, tile_id,
                                        at, arrival))
        if placed and self.active_end is not None:
            self.view.follow(self.active_end.hex)  # the stage grows: keep its end in view
        if placed and first:
            self._first_tile_hint(tile_id)
        return placed

    def _first_tile_hint(self, tile_id: str) -> None:
        """Any tile may come first; if it is not a START, say how the course will form."""
        side = side_of(self.document.tileset, tile_id)
        if side is None or side.kind == "start":
            return
        starts = sorted(s.id for s in self.document.tileset if s.kind == "start")
        self.statusBar().showMessage(
            f"{tile_id} is not a START: the course is driven from a START tile "
            f"({', '.join(starts)}); place one at an open end of this road, then build "
            "towards the FINISH", 10000)

    def place_at_end(self, tile_id: str, end: OpenEnd | None = None) -> bool:
        """Append ``tile_id`` where the course goes on (the active open end)."""
        if not self.palette.is_available(tile_id):
            self.statusBar().showMessage(f"{tile_id}: every copy of the tile is on the stage "
                                         f"({self.stage_panel.boxes.text()})", 4000)
            return False
        end = end or self.active_end
        side = side_of(self.document.tileset, tile_id)
        if end is None and side is not None and side.is_service:
            end = service_end(self.document.stage, self.document.tileset)
        if end is None:
            if self.document.stage.tiles:
                self.statusBar().showMessage("No open end: drag the tile onto a hex", 4000)
                return False
            return self.place(tile_id, Hex(0, 0), None)
        return self.place(tile_id, end.hex, end.world_side)

    def _palette_activated(self, tile_id: str) -> bool:
        """Double-click in the palette: place at the open end; with Shift / Ctrl held,
        a curve bending left / right, in one step."""
        way = {Qt.KeyboardModifier.ShiftModifier: LEFT,
               Qt.KeyboardModifier.ControlModifier: RIGHT}.get(QApplication.keyboardModifiers())
        if way is not None and self.active_end is not None and self.palette.is_available(tile_id):
            return self.place_turning(tile_id, self.active_end, way)
        return self.place_at_end(tile_id)

    def place_turning(self, tile_id: str, end: OpenEnd, way: int) -> bool:
        edit = edits.place_turning(self.document.stage, self.document.tileset, tile_id,
                                   end.hex, end.world_side, way)
        if edit is None:
            self.statusBar().showMessage(f"{tile_id} cannot bend "
                                         f"{'left' if way == LEFT else 'right'}", 4000)
            return False
        self.last_placed = end.hex
        placed = self.apply(edit)
        if placed and self.active_end is not None:
            self.view.follow(self.active_end.hex)
        return placed

    def turn_curve(self, way: int) -> bool:
        """``[`` / ``]``: the one selected curve bends left/right (same road in, the
        other way out); with nothing selected the palette's curve is placed so."""
        targets = self._targets()
        stage, tileset = self.document.stage, self.document.tileset
        if len(targets) == 1:
            at = targets[0]
            arrival = course_arrival(stage, tileset, at)
            if arrival is None:
                arrival = arrival_side(stage.removed(at), tileset, at)
            if arrival is None:
                self.statusBar().showMessage("No road leads into this tile", 4000)
                return False
            return self.apply(edits.turn(stage, tileset, at, arrival, way))
        tile = self.palette.current_tile()
        if tile is None or self.active_end is None:
            self.statusBar().showMessage("Select a curve, or pick one in the palette", 4000)
            return False
        return self.place_turning(tile, self.active_end, way)

    def edit_text(self, name: str, value: str) -> bool:
        """A stage field typed in the Stage dock; typing in one field is one undo step."""
        stage = self.document.stage
        after = {"name": replace(stage, name=value), "author": replace(stage, author=value),
                 "notes": replace(stage, notes=value)}.get(name)
        if after is None:
            raise ValueError(f"no stage field {name!r}")
        return self.document.edit(after, f"Edit stage {name}", TEXT_ID, name)

    def set_boxes(self, boxes: int) -> None:
        """The Stage dock's boxes: the user's own, or with a rally open the rally's (a
        rally change); the palette's copies left and the validators' counts follow."""
        if self.document.rally is not None:
            self.document.set_rally_field("boxes", boxes)  # _rally_boxes follows
            return
        self.owned_boxes = boxes
        if self.remember_layout:
            settings().setValue("boxes", boxes)
        self._count_with(boxes)

    def _rally_boxes(self) -> None:
        """A rally's boxes, when one is open, else the user's own, count the tiles."""
        rally = self.document.rally
        boxes = rally.boxes if rally is not None else self.owned_boxes
        self.stage_panel.show_boxes(boxes, rally is not None)
        if boxes != self.worker.boxes:
            self._count_with(boxes)

    def _count_with(self, boxes: int) -> None:
        self.worker.boxes = boxes
        self._show_usage(self.document.stage)
        self.worker.request(self.document.stage)

    def _show_usage(self, stage: Stage) -> None:
        tileset, boxes = self.document.tileset, self.worker.boxes
        self.palette.set_usage(used_numbers(stage, tileset), copies_left(stage, tileset, boxes),
                               boxes)

    def _restore_boxes(self) -> None:
        raw = settings().value("boxes", 1) if self.remember_layout else 1
        try:
            boxes = int(raw)  # type: ignore[call-overload]
        except (TypeError, ValueError):
            boxes = 1
        self.owned_boxes = self.worker.boxes = max(1, boxes)
        self.stage_panel.show_boxes(self.owned_boxes, rally=False)

    # -- tokens ------------------------------------------------------------------------

    def add_token(self, at: Hex, token_id: str, world: tuple[float, float]) -> bool:
        """A token (Rekee's ids: mud-spray, chicane, water, …) where the user pointed."""
        return self.apply(edits.add_token(self.document.stage, at, token_id, world))

    def move_token(self, index: int, token: int, world: tuple[float, float]) -> bool:
        edit = edits.move_token(self.document.stage, index, token, world)
        if edit is None:
            self.statusBar().showMessage("A token lies on a tile: drop it on one", 4000)
        return self.apply(edit)

    def token_menu(self, world: tuple[float, float]) -> QMenu | None:
        """The canvas's context menu at ``world``: turn or remove the token there, add
        one to the tile there."""
        stage = self.document.stage
        menu = QMenu(self)
        hit = token_at(stage.tiles, *world)
        if hit is not None:
            i, j = hit
            name = stage.tiles[i].tokens[j].id
            menu.addAction(f"Turn {name} token",
                           lambda: self.apply(edits.turn_token(stage, i, j)))
            menu.addAction(f"Remove {name} token",
                           lambda: self.apply(edits.remove_token(stage, i, j)))
        at = pixel_to_hex(*world)
        if stage.at(at) is not None:
            add = menu.addMenu("Add token here")
            for kind in TOKEN_KINDS:
                add.addAction(kind, self._token_adder(at, kind, world))
        return None if menu.isEmpty() else menu

    def _new_with(self, boxes: str) -> Callable[[], bool]:
        return lambda: self.files.new_stage(boxes)

    def _token_adder(self, at: Hex, kind: str,
                     world: tuple[float, float]) -> Callable[[], bool]:
        return lambda: self.add_token(at, kind, world)

    def _context_menu(self, world: tuple[float, float], where: QPoint) -> None:
        menu = self.token_menu(world)
        if menu is not None:
            menu.exec(where)

    def cycle_labels(self) -> str:
        """L: tile ids → pacenotes (limits and features) → no labels → ids."""
        modes = LABEL_MODES
        mode = modes[(modes.index(self.scene.label_mode) + 1) % len(modes)]
        self.scene.set_label_mode(mode)
        self.statusBar().showMessage(f"Tile labels: {mode}", 3000)
        return mode

    def centre_map(self) -> bool:
        moved = self.apply(edits.centred(self.document.stage))
        self.view.fit()
        return moved

    def place_selected_tile(self) -> bool:
        tile = self.palette.current_tile()
        if tile is None:
            self.statusBar().showMessage("Pick a tile in the palette first", 4000)
            return False
        return self.place_at_end(tile)

    def open_end_clicked(self, end: OpenEnd) -> None:
        self.active_end = end
        self.scene.set_open_ends(self.ends, end)
        tile = self.palette.current_tile()
        if tile is not None:
            self.place_at_end(tile, end)
        else:
            self.statusBar().showMessage("Pick a tile in the palette to place it here", 4000)

    def _arrival_at(self, at: Hex) -> int | None:
        ends = [e for e in self.ends if e.hex == at]
        if self.active_end is not None and self.active_end in ends:
            return self.active_end.world_side
        if ends:
            return ends[0].world_side
        return arrival_side(self.document.stage.removed(at), self.document.tileset, at)

    def _drop_preview(self, tile_id: str, at: Hex) -> Placement | None:
        if tile_id not in self.document.tileset or not self.palette.is_available(tile_id):
            return None
        return edits.placement_for(self.document.stage, self.document.tileset, tile_id, at,
                                   self._arrival_at(at))

    def drop_tile(self, tile_id: str, at: Hex) -> bool:
        if tile_id not in self.document.tileset or not self.palette.is_available(tile_id):
            return False
        return self.place(tile_id, at, self._arrival_at(at))

    def _targets(self) -> list[Hex]:
        return self.scene.selected_hexes()

    def rotate(self, steps: int) -> bool:
        targets = self._targets()
        if not targets and steps and self.view.underMouse():
            under = self.view.mapToScene(self.view.mapFromGlobal(self.cursor().pos()))
            targets = [hex_at(under)]
        if len(targets) > 1:  # several tiles turn as one piece, so the course holds
            # Turning the same group again keeps its pivot: six turns give the start back.
            pivot = self._group_pivot[1] if self._group_pivot[0] == frozenset(targets) \
                else group_centre(targets)
            edit = edits.rotate_group(self.document.stage, targets, steps, pivot)
            if edit is None:
                self.statusBar().showMessage("The tiles cannot turn there: other tiles are "
                                             "in the way", 4000)
                return False
            self._group_pivot = (frozenset(edit.select), pivot)
            return self.apply(edit)
        return self.apply(edits.rotate(self.document.stage, targets, steps), ROTATE_ID)

    def flip(self) -> bool:
        return self.apply(edits.flip(self.document.stage, self.document.tileset,
                                     self._targets()))

    def delete(self) -> bool:
        """Remove the selected tiles; the gap nearest the START becomes the active end,
        so the next tile fills it."""
        targets = self._targets()
        order = course_order(self.document.stage, self.document.tileset)
        on_course = sorted((order[h], h) for h in targets if h in order)
        if on_course:
            self.last_placed = on_course[0][1]
        return self.apply(edits.delete(self.document.stage, targets))

    def select_all(self) -> None:
        self.scene.select_hexes(self.scene.tiles)

    def move_tiles(self, hexes: list[Hex], delta: tuple[int, int]) -> bool:
        edit = edits.move(self.document.stage, hexes, delta)
        if edit is None:
            self.scene.set_stage(self.document.stage)  # snap the dragged tiles back
            self.statusBar().showMessage("Tiles cannot be moved onto other tiles", 4000)
            return False
        return self.apply(edit)

    # -- window state ------------------------------------------------------------------

    def _restore_layout(self) -> None:
        if not self.remember_layout:
            self.resize(1400, 900)
            self._default_dock_sizes()
            return
        s = settings()
        geometry, state = s.value("window/geometry"), s.value("window/state")
        if isinstance(geometry, QByteArray):
            self.restoreGeometry(geometry)
        else:
            self.resize(1400, 900)
        if not (isinstance(state, QByteArray) and self.restoreState(state)):
            self._default_dock_sizes()

    def _default_dock_sizes(self) -> None:
        """Room for the test drive's figures and one line per finding."""
        self.resizeDocks([self.drive_dock], [390], Qt.Orientation.Horizontal)
        self.resizeDocks([self.stage_dock, self.drive_dock], [335, 465],
                         Qt.Orientation.Vertical)
        self.resizeDocks([self.findings_dock], [150], Qt.Orientation.Vertical)

    def save_layout(self) -> None:
        if not self.remember_layout:
            return
        s = settings()
        s.setValue("window/geometry", self.saveGeometry())
        s.setValue("window/state", self.saveState())

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
