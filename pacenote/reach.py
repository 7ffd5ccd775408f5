"""Reachability and distances in dice over a cell graph (networkx's breadth-first
layers): who can get where, and in how many one-die steps. The validators, the engine
and ``CellGraph.fewest_dice`` all ask here.

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

from collections.abc import Hashable, Iterable
from typing import TypeVar

import networkx as nx

N = TypeVar("N", bound=Hashable)


def steps(g: nx.DiGraph[N], *, jumps: bool = False) -> nx.DiGraph[N]:
    """A read-only view of ``g`` without its jump edges (``jumps=True``: ``g`` itself)."""
    if jumps:
        return g
    view: nx.DiGraph[N] = nx.subgraph_view(
        g, filter_edge=lambda u, v: g.edges[u, v]["kind"] != "jump")
    return view


def dice_from(g: nx.DiGraph[N], sources: Iterable[N], *, jumps: bool = False) -> dict[N, int]:
    """Fewest steps from any of ``sources`` to every cell that can be reached."""
    return _layers(steps(g, jumps=jumps), list(sources))


def dice_to(g: nx.DiGraph[N], targets: Iterable[N], *, jumps: bool = False) -> dict[N, int]:
    """Fewest steps from every cell that can reach one of ``targets`` to the nearest."""
    return _layers(steps(g, jumps=jumps).reverse(copy=False), list(targets))


def reachable(g: nx.DiGraph[N], sources: Iterable[N], *, jumps: bool = True) -> set[N]:
    """Cells some sequence of moves leads to from ``sources`` (sources included)."""
    return set(dice_from(g, sources, jumps=jumps))


def leading_to(g: nx.DiGraph[N], targets: Iterable[N], *, jumps: bool = True) -> set[N]:
    """Cells from which some sequence of moves leads to ``targets`` (targets included)."""
    return set(dice_to(g, targets, jumps=jumps))


def _layers(g: nx.DiGraph[N], sources: list[N]) -> dict[N, int]:
    if not sources:
        return {}
    return {n: d for d, layer in enumerate(nx.bfs_layers(g, sources)) for n in layer}
