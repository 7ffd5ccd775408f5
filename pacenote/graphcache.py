"""Cell-graph templates: what the course and the cell graph need from a side's geometry.

Cells are derived from a side's printed description with shapely and NumPy
(:mod:`pacenote.tilegeometry`), which costs more to import than checking a stage does.
A :class:`SideTemplate` holds the derived facts the course and the graph read (each
cell's key, kind, lane, span and limit, which cells share a border with a shortcut, the
road's length, where its start or finish line lies, its lane end points), so building
the graph of a stage needs neither library.

Templates are derived at run time, never shipped, so they follow any change to the
tileset or to the geometry code: kept in memory per side and on disk
(:mod:`pacenote.diskcache`) under a key that hashes the side's description and the
source of the core package that derives them.

>>> from pacenote.tiles import load_tileset
>>> t = load_tileset()["224b"].template
>>> [c.key for c in t.shortcut_cells], t.touching["x0"][:2]
(['x0', 'x1'], ('0.1', '1.i0'))
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

from pacenote import diskcache
from pacenote.cellkinds import CellKind, Span

if TYPE_CHECKING:
    from shapely.geometry import Polygon

    from pacenote.gtgeometry import GtTileGeometry
    from pacenote.tiles import TileSide

Point = tuple[float, float]
Frac = tuple[float, float]  # across the road: (left, right) fractions of its width

_KIND = "celltemplates"


@dataclass(frozen=True)
class CellFacts:
    """A cell of a side without its polygon (see :class:`pacenote.tilegeometry.Cell`)."""

    key: str
    kind: CellKind
    section: int | None
    lane: int | None
    index: int
    span: Span
    limit: int | None


@dataclass(frozen=True)
class StripFacts:
    """Where across the road a GT cell lies (:class:`pacenote.gtgeometry.Strip`)."""

    rear: Frac
    front: Frac
    lanes_rear: int
    lanes_front: int


@dataclass(frozen=True)
class DottedFacts:
    """A GT dotted segment as the graph reads it (:class:`pacenote.gtgeometry.DottedSegment`)."""

    section: int
    limit: int | None
    hazard: bool
    progress: float
    frac: Frac
    lanes: int


@dataclass(frozen=True)
class GtFacts:
    """What the cell graph reads of a GT side's geometry besides its cells."""

    strips: dict[str, StripFacts]
    hazards: frozenset[str]
    dotted_segments: tuple[DottedFacts, ...]
    spans: tuple[Span, ...]
    grid_boxes: tuple[tuple[str, int, int], ...]  # (cell key, rank, lane) front row first

    def to_json(self) -> dict[str, Any]:
        return {
            "strips": {k: [*s.rear, *s.front, s.lanes_rear, s.lanes_front]
                       for k, s in self.strips.items()},
            "hazards": sorted(self.hazards),
            "dotted": [[d.section, d.limit, d.hazard, d.progress, *d.frac, d.lanes]
                       for d in self.dotted_segments],
            "spans": [list(sp) for sp in self.spans],
            "grid_boxes": [list(b) for b in self.grid_boxes],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GtFacts:
        return cls(
            strips={k: StripFacts((r0, r1), (f0, f1), nr, nf)
                    for k, (r0, r1, f0, f1, nr, nf) in data["strips"].items()},
            hazards=frozenset(data["hazards"]),
            dotted_segments=tuple(DottedFacts(sec, lim, haz, prog, (a, b), n)
                                  for sec, lim, haz, prog, a, b, n in data["dotted"]),
            spans=tuple((a, b) for a, b in data["spans"]),
            grid_boxes=tuple((k, rank, lane) for k, rank, lane in data["grid_boxes"]),
        )


@dataclass(frozen=True)
class SideTemplate:
    """The facts of one side's geometry that the course and the cell graph read."""

    length: float  # of the road along its centreline (0 for the service park)
    line_progress: float | None  # of the start or finish line, if any
    endpoints: dict[int, tuple[Point, ...]]  # lane end points per road edge (lane_endpoints)
    road_cells: tuple[CellFacts, ...]
    slide_halves: tuple[CellFacts, ...]
    shortcut_cells: tuple[CellFacts, ...]  # in index order
    touching: dict[str, tuple[str, ...]]  # shortcut key -> cells sharing a border with it
    gt: GtFacts | None = None  # a GT side's strips, dotted segments, grid boxes

    @cached_property
    def cells(self) -> dict[str, CellFacts]:
        """Every cell by key: road cells, slide halves and shortcuts."""
        return {c.key: c for c in self.road_cells + self.slide_halves + self.shortcut_cells}

    def lane_endpoints(self, edge: int) -> list[Point]:
        """As :meth:`pacenote.tilegeometry.TileGeometry.lane_endpoints`."""
        if edge not in self.endpoints:
            raise ValueError(f"no road on edge {edge}")
        return list(self.endpoints[edge])

    def to_json(self) -> dict[str, Any]:
        def rows(cells: tuple[CellFacts, ...]) -> list[list[Any]]:
            return [[c.key, c.kind, c.section, c.lane, c.index, c.span[0], c.span[1], c.limit]
                    for c in cells]

        return {
            "length": self.length, "line_progress": self.line_progress,
            "endpoints": {str(e): [list(p) for p in pts] for e, pts in self.endpoints.items()},
            "road_cells": rows(self.road_cells), "slide_halves": rows(self.slide_halves),
            "shortcut_cells": rows(self.shortcut_cells),
            "touching": {k: list(v) for k, v in self.touching.items()},
            "gt": None if self.gt is None else self.gt.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SideTemplate:
        def cells(rows: list[list[Any]]) -> tuple[CellFacts, ...]:
            return tuple(CellFacts(k, kind, sec, lane, i, (a, b), limit)
                         for k, kind, sec, lane, i, a, b, limit in rows)

        return cls(
            length=data["length"], line_progress=data["line_progress"],
            endpoints={int(e): tuple((x, y) for x, y in pts)
                       for e, pts in data["endpoints"].items()},
            road_cells=cells(data["road_cells"]), slide_halves=cells(data["slide_halves"]),
            shortcut_cells=cells(data["shortcut_cells"]),
            touching={k: tuple(v) for k, v in data["touching"].items()},
            gt=None if data["gt"] is None else GtFacts.from_json(data["gt"]),
        )


def derive_template(side: TileSide) -> SideTemplate:
    """The template of a side, computed from its shapely geometry (no cache)."""
    from pacenote.gtgeometry import GtTileGeometry

    geom = side.geometry

    def facts(cells: tuple[Any, ...]) -> tuple[CellFacts, ...]:
        return tuple(CellFacts(c.key, c.kind, c.section, c.lane, c.index,
                               (float(c.span[0]), float(c.span[1])), c.limit) for c in cells)

    every = geom.road_cells + geom.slide_halves + geom.shortcut_cells
    shortcuts = tuple(sorted(geom.shortcut_cells, key=lambda c: c.index))
    line = geom.line_progress()
    return SideTemplate(
        length=float(geom.length),
        line_progress=None if line is None else float(line),
        endpoints={e: tuple((float(x), float(y)) for x, y in geom.lane_endpoints(e))
                   for e in side.edges},
        road_cells=facts(geom.road_cells), slide_halves=facts(geom.slide_halves),
        shortcut_cells=facts(shortcuts),
        touching={x.key: tuple(c.key for c in every
                               if c.key != x.key and touches(c.polygon, x.polygon))
                  for x in shortcuts},
        gt=_gt_facts(geom) if isinstance(geom, GtTileGeometry) else None,
    )


def _gt_facts(geom: GtTileGeometry) -> GtFacts:
    def fl(pair: tuple[Any, Any]) -> Frac:
        return (float(pair[0]), float(pair[1]))

    return GtFacts(
        strips={k: StripFacts(fl(s.rear), fl(s.front), s.lanes_rear, s.lanes_front)
                for k, s in geom.strips.items()},
        hazards=geom.hazards,
        dotted_segments=tuple(DottedFacts(d.section, d.dotted.limit, d.dotted.hazard,
                                          float(d.progress), fl(d.frac), d.lanes)
                              for d in geom.dotted_segments),
        spans=tuple(fl(sp) for sp in geom.spans),
        grid_boxes=tuple((b.key, b.rank, b.lane) for b in geom.grid_boxes),
    )


def touches(a: Polygon, b: Polygon) -> bool:
    """Share a border of positive length (a point contact is not touching)."""
    return bool(a.buffer(1e-6).intersection(b.exterior).length > 1e-3)


def side_template(side: TileSide) -> SideTemplate:
    """The template of a side from the disk cache, else derived (and stored); read it
    as ``side.template``, which keeps it in memory."""
    key = diskcache.digest([_code_version(), repr(side)])
    stored = diskcache.read(_KIND, key)
    if isinstance(stored, dict):
        try:
            return SideTemplate.from_json(stored)
        except (KeyError, TypeError, ValueError):
            pass  # a damaged entry: derive it again
    template = derive_template(side)
    diskcache.write(_KIND, key, template.to_json())
    return template


def _code_version() -> str:
    # The core package derives templates (it imports no layer above it): any edit to it
    # derives them afresh.
    return diskcache.source_digest("pacenote")
