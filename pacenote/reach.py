"""Reachability and distances in dice over a cell graph (breadth-first layers, as
networkx's ``bfs_layers``, over any :class:`~pacenote.plaingraph.GraphView`: a networkx
``DiGraph`` or the plain graph a stage is checked on): who can get where, and in how
many one-die steps. The validators, the engine and ``CellGraph.fewest_dice`` all ask here.

A "step" is any edge but a jump edge (a landing two cells on needs the jump's die);
``jumps=True`` counts jump edges too.

>>> import networkx as nx
>>> g = nx.DiGraph([("a", "b", {"kind": "straight"}), ("b", "c", {"kind": "straight"}),
...                 ("a", "c", {"kind": "jump"})])
>>> dice_from(g, ["a"])
{'a': 0, 'b': 1, 'c': 2}
>>> dice_from(g, ["a"], jumps=True)["c"]
1
>>> sorted(reachable(g, ["b"])), sorted(leading_to(g, ["b"]))
(['b', 'c'], ['a', 'b'])
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import Any, TypeVar

from pacenote.plaingraph import GraphView

N = TypeVar("N", bound=Hashable)


def dice_from(g: GraphView[N], sources: Iterable[N], *, jumps: bool = False) -> dict[N, int]:
    """Fewest steps from any of ``sources`` to every cell that can be reached."""
    return _layers(g.succ, list(sources), jumps)


def dice_to(g: GraphView[N], targets: Iterable[N], *, jumps: bool = False) -> dict[N, int]:
    """Fewest steps from every cell that can reach one of ``targets`` to the nearest."""
    return _layers(g.pred, list(targets), jumps)


def reachable(g: GraphView[N], sources: Iterable[N], *, jumps: bool = True) -> set[N]:
    """Cells some sequence of moves leads to from ``sources`` (sources included)."""
    return set(dice_from(g, sources, jumps=jumps))


def leading_to(g: GraphView[N], targets: Iterable[N], *, jumps: bool = True) -> set[N]:
    """Cells from which some sequence of moves leads to ``targets`` (targets included)."""
    return set(dice_to(g, targets, jumps=jumps))


def _layers(adj: Mapping[N, Mapping[N, dict[str, Any]]], sources: list[N],
            jumps: bool) -> dict[N, int]:
    for n in sources:
        if n not in adj:
            raise ValueError(f"{n!r} is not a cell of the graph")
    dist = dict.fromkeys(sources, 0)
    layer, d = list(dist), 0
    while layer:
        d += 1
        after = []
        for u in layer:
            for v, e in adj[u].items():
                if v not in dist and (jumps or e["kind"] != "jump"):
                    dist[v] = d
                    after.append(v)
        layer = after
    return dist
