"""What every check reads: the stage, its tileset, and the course and cell graph built
once per stage and shared by all checks."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from pacenote.boxes import BoxSpec
from pacenote.course import Course, CourseTile, build_course
from pacenote.graph import CellGraph, Node, build_graph, node_name
from pacenote.hexgrid import Hex
from pacenote.reach import leading_to, reachable
from pacenote.stage import Stage
from pacenote.tiles import Tileset
from pacenote.validators.finding import Finding, Where


@lru_cache(maxsize=16)
def side_kinds(tileset: Tileset) -> frozenset[str]:
    """The kinds of side a tileset holds (start, finish, start-finish, ...): a fact of
    the tileset, asked of every stage (kept per tileset object; shipped ones are loaded
    once per process)."""
    return frozenset(s.kind for s in tileset)


@dataclass
class StageContext:
    stage: Stage
    tileset: Tileset
    path: Path | None = None
    boxes: BoxSpec = 1  # what the players own: copies of the tileset's box, or box keys

    @cached_property
    def course(self) -> Course:
        return build_course(self.stage, self.tileset)

    @cached_property
    def graph(self) -> CellGraph:
        return build_graph(self.course)

    @cached_property
    def on_course(self) -> dict[int, int]:
        """Placement index → course index, for placements on the course."""
        return {t.road.index: t.index for t in self.course.tiles}

    @cached_property
    def hidden(self) -> set[int]:
        """Road placements covered by a later tile on the same hex (the course ignores
        them; they are reported as stacked tiles, nothing else)."""
        top: dict[Hex, int] = {}
        for r in self.course.road_tiles:
            top[r.hex] = r.index
        return {r.index for r in self.course.road_tiles if top[r.hex] != r.index}

    @cached_property
    def grid(self) -> list[Node]:
        return self.graph.grid_cells()

    @cached_property
    def finished(self) -> list[Node]:
        return self.graph.nodes(finished=True)

    @cached_property
    def reachable(self) -> set[Node]:
        """Cells a car can get to from the grid (jumps included)."""
        return reachable(self.graph.view, self.grid)

    @cached_property
    def leads_to_finish(self) -> set[Node]:
        """Cells from which some sequence of moves gets past the finish line."""
        return leading_to(self.graph.view, self.finished)

    # Describing things in messages ------------------------------------------------

    def tile_at(self, index: int) -> str:
        """``210b at 2,-1`` for a placement index."""
        return self.stage.tiles[index].name

    def course_tile(self, ct: CourseTile) -> str:
        return self.tile_at(ct.road.index)

    def where(self, placements: tuple[int, ...] | list[int] = (), *,
              hexes: tuple[Hex, ...] | list[Hex] = (), cells: tuple[Node, ...] | list[Node] = (),
              ) -> Where:
        """Where for placements (their tiles and hexes), extra hexes and cells."""
        tiles = tuple(self.stage.tiles[i].tile for i in placements)
        all_hexes: list[tuple[int, int]] = []
        for h in [self.stage.tiles[i].hex for i in placements] + list(hexes):
            if (h.q, h.r) not in all_hexes:
                all_hexes.append((h.q, h.r))
        return Where(tiles=tiles, hexes=tuple(all_hexes),
                     cells=tuple(node_name(n) for n in cells), placements=tuple(placements))

    def finding(self, code: str, message: str, placements: tuple[int, ...] | list[int] = (), *,
                hexes: tuple[Hex, ...] | list[Hex] = (),
                cells: tuple[Node, ...] | list[Node] = ()) -> Finding:
        return Finding(code, message, self.where(placements, hexes=hexes, cells=cells))
