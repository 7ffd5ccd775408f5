"""What is under the cursor: the tile on the hex and the cell(s) at the point.

A world point is mapped back into the tile's own frame with the inverse of its
placement rotation, then looked up in the side's cell polygons.
"""

from __future__ import annotations

from dataclasses import dataclass

from shapely.geometry import Point

from pacenote.editor.placement import side_of
from pacenote.hexgrid import Hex, pixel_to_hex, rotate_point
from pacenote.stage import Stage
from pacenote.tilegeometry import Cell
from pacenote.tiles import Tileset, TileSide


@dataclass(frozen=True)
class HoverInfo:
    hex: Hex
    tile: str | None  # None on an empty hex
    cells: tuple[str, ...]  # one description per cell containing the point

    def text(self) -> str:
        where = f"hex ({self.hex.q}, {self.hex.r})"
        if self.tile is None:
            return where
        return " · ".join([f"{self.tile}", where, *self.cells])


def to_tile_local(world: tuple[float, float], hex_: Hex, rot: int) -> tuple[float, float]:
    cx, cy = hex_.center()
    return rotate_point((world[0] - cx, world[1] - cy), -rot)


def describe_cell(side: TileSide, cell: Cell) -> str:
    """``cell 1.o2: outer, lane 1, limit 2, slide row`` — the facts a designer reads."""
    facts: list[str] = [cell.kind]
    if cell.lane is not None:
        facts.append(f"lane {cell.lane}")
    if cell.limit is not None:
        facts.append(f"limit {cell.limit}")
    if cell.section is not None:
        sec = side.sections[cell.section]
        if sec.slide:
            facts.append("slide row")
        if sec.ford:
            facts.append("ford")
        if sec.jump is not None:
            facts.append(f"jump {sec.jump}")
        if sec.line:
            facts.append(f"{sec.line} line")
    return f"cell {cell.key}: " + ", ".join(facts)


def hover_info(stage: Stage, tileset: Tileset, world: tuple[float, float]) -> HoverInfo:
    hex_ = pixel_to_hex(*world)
    placement = stage.at(hex_)
    if placement is None:
        return HoverInfo(hex_, None, ())
    side = side_of(tileset, placement.tile)
    if side is None:
        return HoverInfo(hex_, placement.tile, ("not in the tileset",))
    point = Point(to_tile_local(world, hex_, placement.rot))
    cells = tuple(describe_cell(side, c) for c in side.geometry.cells.values()
                  if c.polygon.covers(point))
    return HoverInfo(hex_, placement.tile, cells)
