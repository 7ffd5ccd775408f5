"""Tile sides as printed: a :class:`TileSide` holds what is printed on one side of a
tile (kind, danger, road edges, sections, shortcuts; several roads where it has them)
and derives its geometry on demand (:mod:`pacenote.tilegeometry`); a :class:`Tileset`
holds the sides of one tileset by id. :mod:`pacenote.tileparse` reads them from a
tileset file, :mod:`pacenote.tiles` loads the shipped ones.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Literal

from pacenote.gttiles import GtSection, GtSide
from pacenote.hexgrid import EDGE_NAMES, local_to_world_side
from pacenote.i18n import msg

if TYPE_CHECKING:
    from pacenote.graphcache import SideTemplate
    from pacenote.tilegeometry import TileGeometry

Kind = Literal["start", "finish", "service", "straight", "bend", "corner", "s-bend", "wavy",
               "pit", "start-finish", "junction", "separate", "crossing", "scenery", "parallel",
               "underpass"]
# Sides described by several roads (DIRT: junction, separate, crossing; the GT facts
# also name parallel roads and underpasses).
MULTI_ROAD_KINDS = ("junction", "separate", "crossing", "parallel", "underpass")
ROADLESS_KINDS = ("pit", "scenery")  # sides with no road at all
Danger = Literal["none", "low", "medium", "high"]
DANGER_LEVEL: dict[str, int] = {"none": 0, "low": 1, "medium": 2, "high": 3}


@dataclass(frozen=True)
class ClimbPlate:
    """A DIRT Climb arrow plate on a row's far boundary (tile facts, 325/326/418/419)."""

    lane: int  # 0 = left lane of a driver going from ``from`` to ``to``
    mark: int  # the signed number printed in it: +1 or -1
    points: Literal["from", "to"]  # the road end its arrow points to


@dataclass(frozen=True)
class Section:
    """One transverse band of a road (a row) or a corner, in description order."""

    index: int
    type: Literal["row", "corner", "band"]  # band: GT staggered cells
    length: float  # relative share of the road's length
    slide: bool = False
    single: bool = False
    ford: bool = False
    jump: int | None = None
    limits: tuple[int | None, ...] = ()  # per lane, left to right (rows only)
    line: Literal["start", "finish", "start-finish"] | None = None
    line_at: Literal["near", "far"] = "far"
    turn: Literal["left", "right"] | None = None
    inner: tuple[int, ...] = ()  # corner: limits of the inner-path cells in order
    outer: tuple[int, ...] = ()  # corner: limits of the outer-path cells in order
    gt: GtSection | None = None  # what a GT tile prints besides (pacenote.gttiles)
    climb: tuple[ClimbPlate, ...] = ()  # plates on the far boundary (rows only)
    # Added for sides with several roads and RX rows (docs/tiles.md); the defaults are a
    # core side's, so the sides of dirt-core and gt-core are unchanged.
    lanes: int = 0  # DIRT rows: cells side by side when not the road's lane count (0: the road's)
    labels: tuple[str, ...] = ()  # junction routes: printed cell labels (row: left to right;
    #                               corner: inner cells, then outer cells)
    partial_divider: bool = False  # the lane divider stops short of the far line
    lane_divider: bool = False  # a corner's solid divider between its paths (411a)
    cut: int | None = None  # GT rows: the skewed local edge that cuts the row's cells

    @property
    def is_corner(self) -> bool:
        return self.type == "corner"

    def climb_mark(self, forward: bool) -> int | None:
        """The climb mark a driver crossing this row's far boundary reads: the plate whose
        arrow points the way they drive (``forward``: from ``from`` to ``to``), printed to
        read upright for them; None where the line carries no plate.

        >>> from pacenote.tiles import load_tileset
        >>> load_tileset("dirt-exp-3xx")["325a"].sections[0].climb_mark(True)
        -1
        >>> load_tileset("dirt-exp-3xx")["325a"].sections[0].climb_mark(False)
        1
        """
        want = "to" if forward else "from"
        return next((p.mark for p in self.climb if p.points == want), None)


@dataclass(frozen=True)
class Shortcut:
    """An off-road shortcut cell beside the road."""

    index: int
    limit: int
    side: Literal["left", "right"]
    touches: tuple[int, ...]  # indexes of the sections it borders
    reach: tuple[tuple[float, float], ...] = ()  # where its printed outline runs off the curb
    outline: tuple[tuple[float, float], ...] = ()  # the printed cell, where measured


@dataclass(frozen=True)
class TileSide:
    id: str
    number: int
    side: str
    kind: Kind
    danger: Danger
    terrain: str
    start_edge: int  # local edge where the description (and progress 0) begins
    end_edge: int | None  # None for the service park's dead end
    lanes: int
    road_width: float
    via: tuple[tuple[float, float], ...]
    sections: tuple[Section, ...]
    shortcuts: tuple[Shortcut, ...]
    notes: tuple[str, ...] = field(default=(), compare=False)
    gt: GtSide | None = None  # a Rallyman: GT side (pacenote.gttiles)
    radius: float | None = None  # corner radius of the centreline (None: the standard one)
    yard: tuple[tuple[float, float], ...] = ()  # the service park's yard outline, as printed
    # Sides with several roads (junction, separate, crossing: docs/tiles.md). Such a side
    # has no road of its own (no sections); ``roads`` holds one TileSide per road, each
    # with the side's id and its ``road_id``, whose cells' keys start with the road
    # (``"S-SE/0.i0"``) or are the printed cell's label on a junction (``"m1"``).
    roads: tuple[TileSide, ...] = ()
    road_id: str | None = None  # set on a road of a side with several roads
    edge_lanes: tuple[tuple[int, int], ...] = ()  # (local edge, lanes) where a tileset says
    borders: tuple[Border, ...] = ()  # junction lines between routes' cells
    lanes_used: tuple[tuple[int, tuple[int, ...]], ...] = ()  # a road using part of an edge
    hidden: bool = False  # a crossing road printed only at its ends
    scenery: str | None = None  # a road-less scenery piece: what is printed
    # GT expansions: local edges the road meets at a slant, each with its label: the road
    # leaves there turning 30 degrees "left" or "right" of straight out (docs/tiles.md).
    skew: tuple[tuple[int, str], ...] = ()

    @property
    def edges(self) -> tuple[int, ...]:
        """Local edges carrying road, in description order (none on the GT pit piece or
        scenery; a side with several roads: every road's, in road order)."""
        if self.kind in ROADLESS_KINDS:
            return ()
        if self.roads:
            return tuple(dict.fromkeys(e for r in self.roads for e in r.edges))
        return (self.start_edge,) if self.end_edge is None else (self.start_edge, self.end_edge)

    def lanes_at(self, edge: int) -> int:
        """Lane count where the road meets a local edge (GT 119/120 change width; a side
        with several roads: the whole edge's, whichever road uses it)."""
        if self.gt is not None and edge == self.end_edge:
            return self.gt.lanes_to
        if self.edge_lanes and self.roads:
            return dict(self.edge_lanes).get(edge, 0)
        end = self._end_section(edge)
        if end is not None and end.lanes:
            return end.lanes
        return self.lanes

    def _end_section(self, edge: int) -> Section | None:
        """The section a road end meets ``edge`` with (None: no such end, or no rows)."""
        if not self.sections:
            return None
        if edge == self.start_edge:
            return self.sections[0]
        return self.sections[-1] if edge == self.end_edge else None

    def skew_at(self, edge: int) -> str | None:
        """How the road meets local ``edge``: ``"left"``/``"right"`` where it meets it at a
        slant (a skewed edge joins only a skewed edge of the same label), None square-on."""
        return dict(self.skew).get(edge)

    def roads_at(self, edge: int) -> tuple[TileSide, ...]:
        """The roads with an end on a local edge: this side itself for a one-road side."""
        if not self.roads:
            return (self,) if edge in self.edges else ()
        return tuple(r for r in self.roads if edge in r.edges)

    def road(self, road_id: str | None) -> TileSide:
        """A road of this side by its id (None or a one-road side: the side itself)."""
        if road_id is None or not self.roads:
            return self
        return next(r for r in self.roads if r.road_id == road_id)

    @property
    def cell_prefix(self) -> str:
        """What this road's cell keys start with: ``"S-SE/"`` on a road of a side with
        several roads, nothing on a one-road side."""
        return "" if self.road_id is None else f"{self.road_id}/"

    @property
    def edge_names(self) -> tuple[str, ...]:
        return tuple(EDGE_NAMES[e] for e in self.edges)

    @property
    def danger_level(self) -> int:
        return DANGER_LEVEL[self.danger]

    @property
    def is_service(self) -> bool:
        return self.kind == "service"

    @property
    def line(self) -> Literal["start", "finish", "start-finish"] | None:
        return next((s.line for s in self.sections if s.line), None)

    def road_sides(self, rot: int) -> tuple[int, ...]:
        """World sides carrying road when this side is placed turned by ``rot``, in the
        side's description order (the one place local edges become world sides).

        >>> from pacenote.tiles import load_tileset
        >>> load_tileset()["206a"].road_sides(1)
        (4, 1)
        """
        return tuple(local_to_world_side(e, rot) for e in self.edges)

    def other_side_id(self) -> str:
        return f"{self.number}{'b' if self.side == 'a' else 'a'}"

    @cached_property
    def geometry(self) -> TileGeometry:
        if self.gt is not None:
            from pacenote.gtgeometry import GtTileGeometry

            return GtTileGeometry(self)
        from pacenote.tilegeometry import TileGeometry

        return TileGeometry(self)

    @cached_property
    def template(self) -> SideTemplate:
        """What the course and the cell graph read of the geometry, as plain data
        (cached on disk: no shapely needed once derived)."""
        from pacenote.graphcache import side_template

        return side_template(self)


@dataclass(frozen=True)
class Border:
    """A printed line at a junction between two routes' cells (the only move between them
    there), with the limit printed on the line, if any."""

    cells: tuple[str, str]
    limit: int | None = None


class Tileset:
    """All tile sides of one tileset, by id, plus how many copies of each number exist."""

    def __init__(
        self, name: str, title: str, sides: list[TileSide], copies: dict[int, int],
        notes: list[str], unmodelled: dict[str, str] | None = None,
    ) -> None:
        self.name = name
        self.title = title
        self.sides = {s.id: s for s in sides}
        self.copies = copies
        self.notes = notes
        # printed sides the tile model cannot describe yet: id -> reason
        self.unmodelled = unmodelled or {}

    def not_modelled(self, tile_id: str) -> str | None:
        """Why a printed side of this tileset is not in it (None: it is, or no such side):
        a message whose reason is the tileset's own words (English, as its data file says).

        >>> Tileset("mine", "", [], {}, [], {"151a": "several roads"}).not_modelled("151a")
        'side 151a has several roads: not yet modelled'
        >>> Tileset("mine", "", [], {}, []).not_modelled("151a") is None
        True
        """
        reason = self.unmodelled.get(tile_id)
        if reason is None:
            return None
        return msg("side {id} has {reason}: not yet modelled", id=tile_id, reason=reason)

    def __getitem__(self, tile_id: str) -> TileSide:
        side = self.get(tile_id)
        if side is None:
            raise KeyError(tile_id)
        return side

    def __contains__(self, tile_id: object) -> bool:
        return isinstance(tile_id, str) and self.get(tile_id) is not None

    def __iter__(self) -> Iterator[TileSide]:
        return iter(self.sides.values())

    def __len__(self) -> int:
        return len(self.sides)

    def get(self, tile_id: str) -> TileSide | None:
        side = self.sides.get(tile_id)
        if side is None and tile_id.isdigit():  # a side-less id: GT's pit stop "101"
            side = self.sides.get(f"{tile_id}a")
        return side
