"""The editor window's editing gestures: placing, turning, flipping, moving and deleting
tiles, the stage's text fields and boxes, and tokens. Each gesture becomes a
:mod:`pacenote.editor.edits` result pushed onto the document's undo stack; the editor
holds no rules (where a tile goes and how it turns come from :mod:`pacenote.editor.placement`
and :mod:`pacenote.editor.analysis`).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QMenu

from pacenote.boxes import BoxSpec, format_boxes, parse_boxes
from pacenote.editor import edits
from pacenote.editor.analysis import OpenEnd, course_arrival, course_order, service_end
from pacenote.editor.canvas import LABEL_MODES, StageScene, StageView
from pacenote.editor.commands import ROTATE_ID, TEXT_ID
from pacenote.editor.document import Document
from pacenote.editor.palette import Palette
from pacenote.editor.placement import (
    LEFT,
    RIGHT,
    arrival_side,
    group_centre,
    side_of,
    used_numbers,
)
from pacenote.editor.settings import settings
from pacenote.editor.stage_panel import StagePanel
from pacenote.editor.tile_item import hex_at
from pacenote.editor.token_menu import token_menu
from pacenote.editor.worker import AnalysisWorker
from pacenote.hexgrid import Hex, pixel_to_hex
from pacenote.stage import Placement, Stage
from pacenote.validators.figures import copies_left


class EditingWindow(QMainWindow):
    """The main window's editing half (:class:`pacenote.editor.app.MainWindow` builds the
    parts named here)."""

    document: Document
    scene: StageScene
    view: StageView
    palette: Palette  # type: ignore[assignment]  # hides QWidget.palette(), never called
    stage_panel: StagePanel
    worker: AnalysisWorker
    ends: list[OpenEnd]
    active_end: OpenEnd | None
    last_placed: Hex | None
    owned_boxes: BoxSpec
    remember_layout: bool
    hover_label: QLabel
    _group_pivot: tuple[frozenset[Hex], Hex]  # the last group turned, and its pivot

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

    def set_boxes(self, boxes: BoxSpec) -> None:
        """The Stage dock's boxes: the user's own, or with a rally open the rally's (a
        rally change); the palette's copies left and the validators' counts follow."""
        if self.document.rally is not None:
            self.document.set_rally_field("boxes", boxes)  # _rally_boxes follows
            return
        self.owned_boxes = boxes
        if self.remember_layout:
            settings().setValue("boxes", format_boxes(boxes))
        self._count_with(boxes)

    def _rally_boxes(self) -> None:
        """A rally's boxes, when one is open, else the user's own, count the tiles."""
        rally = self.document.rally
        boxes = rally.boxes if rally is not None else self.owned_boxes
        self.stage_panel.show_boxes(boxes, rally is not None)
        if boxes != self.worker.boxes:
            self._count_with(boxes)

    def _count_with(self, boxes: BoxSpec) -> None:
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
            boxes = parse_boxes(str(raw))
        except (TypeError, ValueError):  # BoxListError is a ValueError
            boxes = 1
        self.owned_boxes = self.worker.boxes = boxes
        self.stage_panel.show_boxes(self.owned_boxes, rally=False)

    # -- tokens ------------------------------------------------------------------------

    def add_token(self, at: Hex, token_id: str, world: tuple[float, float]) -> bool:
        """A token (Rekee's ids: mud-spray, chicane, water, …) where the user pointed."""
        return self.apply(edits.add_token(self.document.stage, at, token_id, world))

    def drop_token(self, kind: str, world: tuple[float, float]) -> bool:
        """A token dragged from the token palette, lying where it was dropped."""
        if self.add_token(pixel_to_hex(*world), kind, world):
            return True
        self.statusBar().showMessage(self.tr("A token lies on a tile: drop it on one"), 4000)
        return False

    def lay_token(self, kind: str) -> bool:
        """A token double-clicked in the token palette, in the middle of the selected tile."""
        hexes = self.scene.selected_hexes()
        if not hexes:
            self.statusBar().showMessage(self.tr("Select the tile to lay the token on"), 4000)
            return False
        return self.add_token(hexes[0], kind, hexes[0].center())

    def move_token(self, index: int, token: int, world: tuple[float, float]) -> bool:
        edit = edits.move_token(self.document.stage, index, token, world)
        if edit is None:
            self.statusBar().showMessage(self.tr("A token lies on a tile: drop it on one"), 4000)
        return self.apply(edit)

    def token_menu(self, world: tuple[float, float]) -> QMenu | None:
        """The canvas's context menu at ``world`` (:mod:`pacenote.editor.token_menu`)."""
        return token_menu(self, world)

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

