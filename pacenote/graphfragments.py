"""Fragments: a tile side driven one way, built once as course tile 0 at progress 0 (its
cells' attributes, its bands, the steps inside it), then placed wherever the side lies
on a course by setting tile index, hex, corner and progress and replaying the steps;
the steps across a joint are found once per pair of fragments (docs/internals.md,
"Cell graph")."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any

from pacenote.cellcontract import Node
from pacenote.course import CourseTile
from pacenote.graphbands import (
    Band,
    inside_band,
    link_bands,
    shortcut_edges,
    tile_bands,
)
from pacenote.plaingraph import PlainDiGraph

if TYPE_CHECKING:
    from pacenote.tiles import TileSide

Step = tuple[str, str, dict[str, Any]]  # (cell key, cell key, step attributes)


class Recorder(PlainDiGraph[Node]):
    """A graph that records every step added, to replay them on another placement; on
    ``into`` (cells read from it, steps added to it) when given, else on its own."""

    def __init__(self, into: PlainDiGraph[Node] | None = None) -> None:
        super().__init__()
        self.into = into
        if into is not None:
            self.nodes, self.graph = into.nodes, into.graph
        self.steps: list[Step] = []

    def add_edge(self, u: Node, v: Node, **attrs: Any) -> None:
        if self.into is None:
            super().add_edge(u, v, **attrs)
        else:
            self.into.add_edge(u, v, **attrs)
        self.steps.append((u[1], v[1], dict(attrs)))  # a copy: a later step may update it

    def taken(self) -> tuple[Step, ...]:
        """The steps recorded since the last call."""
        steps, self.steps = tuple(self.steps), []
        return steps


@dataclass(frozen=True)
class Fragment:
    """A side's cells and the steps inside it, driven one way, worked out once (a stage
    places the same sides many times, and a folder of stages more): built as a course
    tile of index 0 at progress 0, then placed by setting each cell's tile index, hex,
    corner and progress (progress 0 plus the tile's offset: the same float the builder
    computes) and replaying the steps. Steps inside a tile do not depend on where the
    tile lies on the course: found in the tile's own frame, they are the same steps."""

    nodes: tuple[tuple[str, dict[str, Any], str | None], ...]  # key, attributes, corner tail
    bands: tuple[FragmentBand, ...]
    links: tuple[Step, ...]  # between consecutive bands of the tile
    inside: tuple[Step, ...]  # inside each band
    shortcuts: tuple[Step, ...]

    @cached_property
    def jumps(self) -> bool:
        """Whether any of its cells is a jump cell."""
        return any(attrs["jump"] is not None for _, attrs, _ in self.nodes)

    def place(self, g: PlainDiGraph[Node], ct: CourseTile, cells: dict[int, list[Node]]
              ) -> list[Band]:
        """Add the cells for ``ct`` (and list them in ``cells``); its bands, in travel
        order."""
        i, offset, hx = ct.index, ct.offset, (ct.hex.q, ct.hex.r)
        ids: dict[str, Node] = {}
        for key, attrs, corner in self.nodes:
            d = {**attrs, "tile_index": i, "hex": hx, "rear": offset + attrs["rear"],
                 "front": offset + attrs["front"]}
            if corner is not None:
                d["corner"] = f"{i}{corner}"
            ids[key] = n = (i, key)
            g.add_node_data(n, d)
        cells[i] = list(ids.values())
        at = ids.__getitem__

        def of(keys: tuple[str, ...]) -> list[Node]:
            return [*map(at, keys)] if keys else []

        return [Band(i, b.section, of(b.lanes), None if b.single is None else at(b.single),
                     of(b.inner), of(b.outer), of(b.halves), of(b.gt),
                     (of(b.gt_ends[0]), of(b.gt_ends[1])))
                for b in self.bands]


def replay(g: PlainDiGraph[Node], i: int, j: int, steps: tuple[Step, ...]) -> None:
    """Add recorded steps from cells of course tile ``i`` to cells of tile ``j`` (the
    same tile for a fragment's own steps, the next one for a joint's)."""
    g.add_edges_from([((i, u), (j, v), attrs) for u, v, attrs in steps])


@dataclass(frozen=True)
class FragmentBand:
    """A band of a fragment as cell keys (see :class:`Band`)."""

    section: int
    lanes: tuple[str, ...]
    single: str | None
    inner: tuple[str, ...]
    outer: tuple[str, ...]
    halves: tuple[str, ...]
    gt: tuple[str, ...]
    gt_ends: tuple[tuple[str, ...], tuple[str, ...]]

    @classmethod
    def of(cls, band: Band) -> FragmentBand:
        def keys(nodes: list[Node]) -> tuple[str, ...]:
            return tuple(k for _, k in nodes)

        return cls(band.section, keys(band.lanes), None if band.single is None else band.single[1],
                   keys(band.inner), keys(band.outer), keys(band.halves), keys(band.gt),
                   (keys(band.gt_ends[0]), keys(band.gt_ends[1])))


# Per side object and direction (the side is kept so its id is never reused).
_FRAGMENTS: dict[tuple[int, bool], tuple[TileSide, Fragment]] = {}
_MAX_FRAGMENTS = 1024  # sides of custom tilesets come and go (tests, tileset authors)


def fragment(ct: CourseTile) -> Fragment:
    side = ct.side
    found = _FRAGMENTS.get((id(side), ct.reversed))
    if found is not None and found[0] is side:
        return found[1]
    if len(_FRAGMENTS) >= _MAX_FRAGMENTS:
        _FRAGMENTS.clear()
    frag = derive_fragment(ct)
    _FRAGMENTS[(id(side), ct.reversed)] = (side, frag)
    return frag


# Steps across a joint, per pair of fragments (kept, so their ids are never reused).
_JOINTS: dict[tuple[int, int], tuple[Fragment, Fragment, tuple[Step, ...]]] = {}


def link_joint(g: PlainDiGraph[Node], a: CourseTile, fa: Fragment, exit_band: Band,
                b: CourseTile, fb: Fragment, entry_band: Band) -> None:
    """The steps from tile ``a`` into tile ``b``: found (and recorded) the first time a
    pair of fragments meets, replayed after that (like a fragment's own steps, they do
    not depend on where the joint lies on the course)."""
    key = (id(fa), id(fb))
    found = _JOINTS.get(key)
    if found is not None and found[0] is fa and found[1] is fb:
        replay(g, a.index, b.index, found[2])
        return
    tap = Recorder(g)
    link_bands(tap, exit_band, entry_band)
    if a.index + 1 == b.index:  # a tile without cells between them: not a pair's joint
        if len(_JOINTS) >= _MAX_FRAGMENTS * 4:
            _JOINTS.clear()
        _JOINTS[key] = (fa, fb, tap.taken())


def derive_fragment(ct: CourseTile) -> Fragment:
    """Build the tile alone, as course tile 0 at progress 0, recording its steps."""
    alone = replace(ct, index=0, offset=0.0)
    g = Recorder()
    g.graph["dirt_lanes"] = {0: ct.side.lanes}
    bands = tile_bands(g, alone)
    nodes = tuple((key, d, None if d["corner"] is None else d["corner"][1:])
                  for (_, key), d in g.nodes.items())
    for a, b in zip(bands, bands[1:], strict=False):
        link_bands(g, a, b)
    links = g.taken()
    for band in bands:
        inside_band(g, band)
    inside = g.taken()
    shortcut_edges(g, alone, bands)
    return Fragment(nodes, tuple(map(FragmentBand.of, bands)), links, inside, g.taken())

