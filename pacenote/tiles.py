"""Tile sides as printed, loaded from a schema-checked tileset file.

A :class:`TileSide` holds what is printed on one side of a tile (kind, danger,
road edges, sections, shortcuts) and derives its geometry on demand
(:mod:`pacenote.tilegeometry`): cells as shapely polygons in tile-local
coordinates, lane endpoints on the road edges.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from functools import cache, cached_property
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pacenote.errors import PacenoteFileError
from pacenote.gttiles import GtSection, GtSide, gt_section, gt_side, parse_limit
from pacenote.hexgrid import EDGE_NAMES, edge_index, local_to_world_side
from pacenote.jsonio import parse_json, read_json, validate

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

    @property
    def is_corner(self) -> bool:
        return self.type == "corner"

    def climb_mark(self, forward: bool) -> int | None:
        """The climb mark a driver crossing this row's far boundary reads: the plate whose
        arrow points the way they drive (``forward``: from ``from`` to ``to``), printed to
        read upright for them; None where the line carries no plate.

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
        # printed sides the tile model cannot describe yet: id -> reason ("several roads")
        self.unmodelled = unmodelled or {}

    def not_modelled(self, tile_id: str) -> str | None:
        """Why a printed side of this tileset is not in it (None: it is, or no such side).

        >>> load_tileset("gt-exp").not_modelled("133a")
        'side 133a has several roads: not yet modelled'
        """
        reason = self.unmodelled.get(tile_id)
        if reason is None:
            return None
        return f"side {tile_id} has {reason}: not yet modelled"

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


DEFAULT_TILESET = "dirt-core"


@cache
def load_tileset(name: str = DEFAULT_TILESET) -> Tileset:
    """A tileset shipped with pacenote, by name (``dirt-core``, ``gt-core``), or several
    joined by ``+`` (``dirt-core+gt-core``: a DIRT stage with GT asphalt sections).

    Not schema-checked here: the shipped files are checked by the test suite
    (tests/test_tiles_schema.py), which saves every command the check."""
    if "+" in name:
        parts = [load_tileset(n) for n in name.split("+")]
        return Tileset(name, " + ".join(p.title for p in parts),
                       [s for p in parts for s in p],
                       {k: v for p in parts for k, v in p.copies.items()},
                       [n for p in parts for n in p.notes],
                       {k: v for p in parts for k, v in p.unmodelled.items()})
    return parse_tileset(tileset_data(name), f"tilesets/{name}.json", check=False)


SHIPPED_TILESETS = ("dirt-core", "dirt-exp-3xx", "gt-core", "gt-exp", "dirt-exp-4xx",
                    "gt-exp-roads")


def tileset_for_ids(tile_ids: Iterable[str]) -> str:
    """The shipped tileset(s) a stage's tiles come from, for files that do not say
    (Rekee, .rgt): every shipped tileset holding a placed number, joined by ``+`` in
    :data:`SHIPPED_TILESETS` order (``dirt-core+dirt-exp-3xx``; ``dirt-core+gt-core`` for
    a DIRT stage with GT asphalt sections); ``dirt-core`` when none does.

    >>> tileset_for_ids(["202a", "301b", "210a-1"])
    'dirt-core+dirt-exp-3xx'
    >>> tileset_for_ids(["299a"])
    'dirt-core'
    """
    numbers = {int(m.group(1)) for t in tile_ids if (m := re.match(r"\s*(\d{3})", t))}
    used = [name for name in SHIPPED_TILESETS
            if numbers & set(load_tileset(name).copies)]
    return "+".join(used) if used else DEFAULT_TILESET


def shipped_tilesets_holding(tile_id: str) -> tuple[str, ...]:
    """The shipped tilesets that hold side ``tile_id``, modelled or printed but not yet
    modelled (none: no tile pacenote knows)."""
    return tuple(name for name in SHIPPED_TILESETS
                 if tile_id in load_tileset(name) or tile_id in load_tileset(name).unmodelled)


@cache
def tileset_names() -> tuple[str, ...]:
    """The names of the tilesets shipped in ``pacenote.tilesets``, sorted (the folder
    also holds ``boxes.json``, the boxes' contents, which is no tileset)."""
    return tuple(sorted(p.name[:-5] for p in resources.files("pacenote.tilesets").iterdir()
                        if p.name.endswith(".json") and p.name != "boxes.json"))


def tileset_data(name: str = DEFAULT_TILESET) -> Any:
    """The parsed JSON of a shipped tileset, a fresh copy on every call (for tools and
    tests that build a variant of it)."""
    resource = resources.files("pacenote.tilesets").joinpath(f"{name}.json")
    if name not in tileset_names():
        known = ", ".join(tileset_names())
        raise PacenoteFileError(None, "", f"unknown tileset {name!r} (known: {known})")
    return parse_json(resource.read_text("utf-8"), f"tilesets/{name}.json")


def load_tileset_file(path: str | Path) -> Tileset:
    """A tileset from any file (for tileset authors)."""
    return parse_tileset(read_json(path), path)


def parse_tileset(data: Any, path: str | Path | None = None, *, check: bool = True) -> Tileset:
    """A tileset from its parsed JSON; ``check`` schema-checks it first (any file not
    shipped with pacenote must be)."""
    if check:
        validate(data, "tileset", path)
    sides = []
    seen: set[str] = set()
    for i, raw in enumerate(data["tiles"]):
        where = f"$.tiles[{i}]"
        if raw["id"] in seen:
            raise PacenoteFileError(path, f"{where}.id", f"duplicate tile side {raw['id']!r}")
        seen.add(raw["id"])
        if raw["id"] != f"{raw['number']}{raw['side']}":
            raise PacenoteFileError(path, f"{where}.id",
                                    f"{raw['id']!r} does not match number and side")
        sides.append(_side(raw, data.get("road_width", 0.5), path, where,
                           data.get("lane_widths") if data.get("family") == "gt" else None))
    copies = {int(k): v for k, v in data.get("copies", {}).items()}
    return Tileset(data["name"], data.get("title", data["name"]), sides, copies,
                   list(data.get("notes", [])), dict(data.get("unmodelled", {})))


def _side(raw: dict[str, Any], default_width: float, path: str | Path | None,
          where: str, lane_widths: dict[str, float] | None = None) -> TileSide:
    if raw["kind"] in MULTI_ROAD_KINDS or "roads" in raw:
        return _multi_road_side(raw, default_width, path, where, lane_widths)
    if raw["kind"] == "scenery":
        return TileSide(id=raw["id"], number=raw["number"], side=raw["side"], kind="scenery",
                        danger=raw["danger"], terrain=raw["terrain"], start_edge=0,
                        end_edge=None, lanes=0, road_width=default_width, via=(), sections=(),
                        shortcuts=(), notes=tuple(raw.get("notes", [])),
                        scenery=raw.get("scenery", ""))
    side = _one_road_side(raw, default_width, path, where, lane_widths)
    if "edge_lanes" in raw:
        side = replace(side, edge_lanes=_edge_lanes(raw["edge_lanes"]))
    return side


def _edge_lanes(raw: dict[str, int]) -> tuple[tuple[int, int], ...]:
    return tuple((edge_index(k), v) for k, v in raw.items())


def _multi_road_side(raw: dict[str, Any], default_width: float, path: str | Path | None,
                     where: str, lane_widths: dict[str, float] | None = None) -> TileSide:
    """A side with several roads: each road parsed as a one-road side of its own."""
    if raw["kind"] not in MULTI_ROAD_KINDS or len(raw.get("roads", [])) < 2:
        raise PacenoteFileError(path, f"{where}.roads", f"a {raw['kind']} side needs a kind "
                                f"of {', '.join(MULTI_ROAD_KINDS)} and at least two roads")
    roads = []
    for k, r in enumerate(raw["roads"]):
        sub = {"id": raw["id"], "number": raw["number"], "side": raw["side"],
               "kind": r.get("kind", "straight"), "danger": raw["danger"],
               "terrain": raw["terrain"], "road": r["road"], "sections": r["sections"],
               "shortcuts": r.get("shortcuts", [])}
        road = _one_road_side(sub, default_width, path, f"{where}.roads[{k}]", lane_widths)
        used = tuple((edge_index(e), tuple(v)) for e, v in r.get("lanes_at", {}).items())
        roads.append(replace(road, road_id=r["id"], lanes_used=used,
                             hidden=r.get("hidden", False)))
    ids = [r.road_id for r in roads]
    if len(set(ids)) != len(ids):
        raise PacenoteFileError(path, f"{where}.roads", "two roads with one id")
    edge_lanes = _edge_lanes(raw.get("edge_lanes", {}))
    if not edge_lanes:  # the roads say: each edge has the lanes of the roads meeting it
        edge_lanes = tuple((e, max(r.lanes_at(e) for r in roads if e in r.edges))
                           for e in dict.fromkeys(e for r in roads for e in r.edges))
    labels = {lab for r in roads for sec in r.sections for lab in sec.labels}
    borders = []
    for k, b in enumerate(raw.get("borders", [])):
        missing = [c for c in b["cells"] if c not in labels]
        if missing:
            raise PacenoteFileError(path, f"{where}.borders[{k}].cells",
                                    f"no road has a cell labelled {missing[0]!r}")
        borders.append(Border((b["cells"][0], b["cells"][1]), b.get("limit")))
    first = roads[0]
    return TileSide(
        id=raw["id"], number=raw["number"], side=raw["side"], kind=raw["kind"],
        danger=raw["danger"], terrain=raw["terrain"], start_edge=first.start_edge,
        end_edge=first.end_edge, lanes=first.lanes, road_width=first.road_width, via=(),
        sections=(), shortcuts=(), notes=tuple(raw.get("notes", [])), roads=tuple(roads),
        edge_lanes=edge_lanes, borders=tuple(borders))


def _one_road_side(raw: dict[str, Any], default_width: float, path: str | Path | None,
                   where: str, lane_widths: dict[str, float] | None = None) -> TileSide:
    gt = None if lane_widths is None else gt_side(raw, lane_widths)
    road = raw.get("road") or {"from": "S", "to": None}  # the GT pit piece has no road
    lanes = road.get("lanes", 2)
    sections = tuple(_section(i, s, lanes, gt is not None) for i, s in enumerate(raw["sections"]))
    shortcuts = tuple(
        Shortcut(i, s["limit"], s["side"], tuple(s["touches"]),
                 _points(s.get("reach", [])), _points(s.get("outline", [])))
        for i, s in enumerate(raw.get("shortcuts", []))
    )
    for sc in shortcuts:
        bad = [t for t in sc.touches if t >= len(sections)]
        if bad:
            raise PacenoteFileError(path, f"{where}.shortcuts[{sc.index}].touches",
                                    f"section {bad[0]} does not exist ({len(sections)} sections)")
    start = edge_index(road["from"])
    end = None if road.get("to") is None else edge_index(road["to"])
    if end == start:
        raise PacenoteFileError(path, f"{where}.road.to", "road cannot start and end on one edge")
    if gt is not None:
        _check_gt(raw, lanes, gt, lane_widths or {}, path, where)
    if (end is None) != (raw["kind"] in ("service", "pit")):
        raise PacenoteFileError(path, f"{where}.road.to",
                                "only the service park has a road with one end")
    return TileSide(
        id=raw["id"], number=raw["number"], side=raw["side"], kind=raw["kind"],
        danger=raw["danger"], terrain=raw["terrain"], start_edge=start, end_edge=end,
        lanes=lanes,
        road_width=road.get("width", default_width if gt is None else gt.road_width(lanes)),
        via=tuple(tuple(p) for p in road.get("via", [])),
        sections=sections, shortcuts=shortcuts, notes=tuple(raw.get("notes", [])), gt=gt,
        radius=road.get("radius"), yard=_points(road.get("yard", [])),
    )


def _points(raw: list[list[float]]) -> tuple[tuple[float, float], ...]:
    return tuple((float(x), float(y)) for x, y in raw)


def _check_gt(raw: dict[str, Any], lanes: int, gt: GtSide, lane_widths: dict[str, float],
              path: str | Path | None, where: str) -> None:
    """What the schema cannot say about a GT side: every lane count has a lane width."""
    counts = {lanes, gt.lanes_to} if raw["kind"] != "pit" else set()
    counts |= {s.get("lanes", 0) for s in raw["sections"] if s["type"] != "corner"}
    for n in sorted(counts - {0}):
        if str(n) not in lane_widths:
            raise PacenoteFileError(path, f"{where}.road",
                                    f"no lane width for {n}-lane roads in $.lane_widths")


def _section(index: int, raw: dict[str, Any], lanes: int, gt: bool = False) -> Section:
    extra = gt_section(raw) if gt else None
    if raw["type"] == "corner":
        cells = raw.get("cells", {})
        return Section(index, "corner", raw["length"], turn=raw["turn"],
                       inner=tuple(parse_limit(v)[0] for v in raw["inner"]),
                       outer=tuple(parse_limit(v)[0] for v in raw["outer"]), gt=extra,
                       labels=(*cells.get("inner", ()), *cells.get("outer", ())),
                       lane_divider=raw.get("lane_divider", False))
    if raw["type"] == "band":
        return Section(index, "band", raw["length"], gt=extra)
    row_lanes = 0 if gt or "lanes" not in raw else raw["lanes"]  # DIRT: a row of its own width
    if "limits" in raw:
        limits: tuple[int | None, ...] = (raw["limits"].get("left"), raw["limits"].get("right"))
    else:
        limits = (raw.get("limit"),) * (1 if raw.get("single") else row_lanes or lanes)
    climb = tuple(ClimbPlate(0 if lane == "left" else 1, int(plate["mark"]), plate["points"])
                  for lane, plate in sorted(raw.get("climb", {}).items()))
    return Section(
        index, "row", raw["length"], slide=raw.get("slide", False),
        single=raw.get("single", False), ford=raw.get("ford", False), jump=raw.get("jump"),
        limits=limits, line=raw.get("line"), line_at=raw.get("line_at", "far"), gt=extra,
        climb=climb,
        lanes=row_lanes, labels=tuple(raw.get("cells", ())),
        partial_divider=raw.get("divider") == "partial",
    )
