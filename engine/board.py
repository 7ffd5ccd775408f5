"""The board: a cell graph compiled into flat lists indexed by cell number, for fast rule
look-ups (the engine's one view of the road; a stage is the tiles laid, the course the chain
of tiles in driving order, the cell graph its cells and moves).

Built from the ``networkx`` graph of :mod:`pacenote.graph` (contract in docs/internals.md)
plus what the graph does not carry: mud tokens (-1 on a tile's corner limits).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import networkx as nx

NO_LIMIT = 99  # a cell without a speed limit
Node = tuple[int, str]


def node_label(node: Node) -> str:
    return f"{node[0]}:{node[1]}"


@dataclass(frozen=True)
class Board:
    ids: tuple[Node, ...]
    index: dict[Node, int]
    front: tuple[float, ...]
    limit: tuple[int, ...]  # effective limit after mud; 0 = impassable
    jump: tuple[int, ...]  # N of a jump cell, 0 elsewhere
    ford: tuple[bool, ...]
    shortcut: tuple[bool, ...]
    finished: tuple[bool, ...]
    danger: tuple[int, ...]  # 1 low, 2 medium, 3 high
    terrain: tuple[str, ...]
    tile: tuple[str, ...]
    tile_index: tuple[int, ...]
    hex: tuple[tuple[int, int], ...]
    succ: tuple[tuple[int, ...], ...]  # one-die steps (no jump edges)
    land1: tuple[tuple[int, ...], ...]  # jump landings one cell ahead
    land2: tuple[tuple[int, ...], ...]  # jump landings two cells ahead
    grid: tuple[int, ...]  # gear-0 entry cells behind the start line
    to_finish: tuple[int, ...]  # fewest dice from the cell to a finished cell (big if none)
    mud: tuple[tuple[int, int], ...]  # (tile_index, tokens) applied

    def __len__(self) -> int:
        return len(self.ids)

    def label(self, i: int) -> str:
        return node_label(self.ids[i])


def mud_on_course(course: Any, token_ids: tuple[str, ...]) -> dict[int, int]:
    """Mud tokens placed on the stage's tiles, by course tile index."""
    mud: dict[int, int] = {}
    for ct in course.tiles:
        n = sum(1 for t in ct.placement.tokens if t.id in token_ids)
        if n:
            mud[ct.index] = n
    return mud


def compile_board(graph: Any, mud: Mapping[int, int] | None = None) -> Board:
    """Compile a ``CellGraph`` (or its ``networkx.DiGraph``) into a :class:`Board`.

    ``mud`` maps a course tile index to the number of -1 tokens on that tile: every
    corner cell of the tile has its limit lowered by that much (0 = impassable).
    """
    g: nx.DiGraph = graph.g if hasattr(graph, "g") else graph
    mud = {int(k): int(v) for k, v in (mud or {}).items() if v}
    ids = tuple(sorted(g.nodes, key=lambda n: (g.nodes[n]["front"], n)))
    index = {n: i for i, n in enumerate(ids)}
    attrs = [g.nodes[n] for n in ids]

    def limit_of(d: dict[str, Any]) -> int:
        lim = d.get("limit")
        if lim is None:
            return NO_LIMIT
        if d.get("corner") is not None:
            lim = max(0, lim - mud.get(d["tile_index"], 0))
        return int(lim)

    succ: list[list[int]] = [[] for _ in ids]
    land1: list[list[int]] = [[] for _ in ids]
    land2: list[list[int]] = [[] for _ in ids]
    for u, v, d in g.edges(data=True):
        i, j = index[u], index[v]
        if d.get("kind") == "jump":
            (land1 if d.get("jump") == 1 else land2)[i].append(j)
            continue
        succ[i].append(j)
        if d.get("landing") == 1:  # an ordinary step that is also a landing one cell ahead
            land1[i].append(j)
    finished = tuple(bool(d.get("finished")) for d in attrs)
    return Board(
        ids=ids, index=index,
        front=tuple(float(d["front"]) for d in attrs),
        limit=tuple(limit_of(d) for d in attrs),
        jump=tuple(int(d.get("jump") or 0) for d in attrs),
        ford=tuple(bool(d.get("ford")) for d in attrs),
        shortcut=tuple(bool(d.get("shortcut")) for d in attrs),
        finished=finished,
        danger=tuple(int(d.get("danger") or 1) for d in attrs),
        terrain=tuple(str(d.get("terrain") or "gravel") for d in attrs),
        tile=tuple(str(d.get("tile", "")) for d in attrs),
        tile_index=tuple(int(d.get("tile_index", n[0])) for d, n in zip(attrs, ids, strict=True)),
        hex=tuple(tuple(d.get("hex", (0, 0))) for d in attrs),  # type: ignore[misc]
        succ=tuple(tuple(sorted(s)) for s in succ),
        land1=tuple(tuple(sorted(s)) for s in land1),
        land2=tuple(tuple(sorted(s)) for s in land2),
        grid=tuple(i for i, d in enumerate(attrs) if d.get("grid")),
        to_finish=_dice_to_finish(succ, finished),
        mud=tuple(sorted(mud.items())),
    )


def _dice_to_finish(succ: list[list[int]], finished: tuple[bool, ...]) -> tuple[int, ...]:
    """Breadth-first distance (in one-die steps) to the nearest finished cell."""
    far = 10_000
    pred: list[list[int]] = [[] for _ in succ]
    for u, vs in enumerate(succ):
        for v in vs:
            pred[v].append(u)
    dist = [far] * len(succ)
    queue = deque(i for i, f in enumerate(finished) if f)
    for i in queue:
        dist[i] = 0
    while queue:
        v = queue.popleft()
        for u in pred[v]:
            if dist[u] == far:
                dist[u] = dist[v] + 1
                queue.append(u)
    return tuple(dist)
