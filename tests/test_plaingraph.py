"""The plain cell graph (pacenote.plaingraph) that ``validate`` checks without networkx
becomes exactly the networkx graph the builder would make directly: the same nodes,
attributes, successor and predecessor order and graph attributes, on every example;
and the checks read whichever graph the stage has, so a change made through ``g`` counts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import networkx as nx
import pytest

import pacenote.graph as graph_module
from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.graph import CellGraph, build_graph
from pacenote.plaingraph import PlainDiGraph, edges
from pacenote.reach import dice_from, dice_to
from pacenote.tiles import load_tileset
from pacenote.validators import StageContext, run_checks

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = sorted((ROOT / "examples").rglob("*.stage.json"))


class Direct(nx.DiGraph):  # type: ignore[type-arg]
    """The builder's graph made straight into networkx (as before the plain graph)."""

    def to_networkx(self) -> Direct:
        return self

    def add_node_data(self, n: Any, data: dict[str, Any]) -> None:
        self.add_node(n, **data)


def layout_of(g: Any) -> tuple[Any, ...]:
    return (list(g.nodes.items()), [(u, list(g.succ[u].items())) for u in g.nodes],
            [(v, list(g.pred[v].items())) for v in g.nodes], dict(g.graph))


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.name for p in EXAMPLES])
def test_the_plain_graph_becomes_the_graph_built_in_networkx(path: Path, monkeypatch) -> None:
    course = build_course(load_stage(path))
    plain = build_graph(course)
    assert isinstance(plain.view, PlainDiGraph)
    seen_before = layout_of(plain.view)
    with monkeypatch.context() as m:
        m.setattr(graph_module, "PlainDiGraph", Direct)
        direct = build_graph(course).g
    assert type(plain.g) is nx.DiGraph and plain.view is plain.g
    assert layout_of(plain.g) == layout_of(direct) == seen_before
    assert list(plain.g.edges(data=True)) == list(edges(direct))
    steps = nx.subgraph_view(direct, filter_edge=lambda u, v: direct.edges[u, v]["kind"] != "jump")
    fresh = build_graph(course)  # distances read from the plain graph itself
    assert isinstance(fresh.view, PlainDiGraph)
    grid, finished = fresh.grid_cells(), fresh.nodes(finished=True)
    assert dice_from(fresh.view, grid) == _bfs(steps, grid)
    assert dice_to(fresh.view, finished) == _bfs(steps.reverse(copy=False), finished)
    assert dice_to(fresh.view, finished, jumps=True) == _bfs(direct.reverse(copy=False), finished)


def _bfs(g: Any, sources: list[Any]) -> dict[Any, int]:
    """networkx's breadth-first layers, as pacenote.reach counted them before."""
    if not sources:
        return {}
    return {n: d for d, layer in enumerate(nx.bfs_layers(g, sources)) for n in layer}


def test_plain_graph_keeps_networkx_semantics() -> None:
    g: PlainDiGraph[str] = PlainDiGraph()
    ref: nx.DiGraph[str] = nx.DiGraph()
    for h in (g, ref):
        h.add_edge("a", "b", kind="straight")
        h.add_node("a", front=1.0)
        h.add_edge("c", "a", kind="diagonal")
        h.add_edge("a", "b", landing=1)  # updates the edge's attributes
        h.add_edge("a", "c", kind="jump")
        h.remove_edges_from([("a", "b"), ("x", "y")])
        h.add_edge("a", "b", kind="slide")  # back in, now after a→c
        attrs = {"kind": "corner"}
        h.add_edges_from([("c", "d", attrs), ("a", "c", {"landing": 2}), ("c", "d", {"x": 1})])
        attrs["kind"] = "changed"  # the graph holds its own copy
    assert layout_of(g) == layout_of(ref)
    assert layout_of(g.to_networkx()) == layout_of(ref)


def test_a_change_through_g_is_what_the_checks_see(tileset) -> None:
    ctx = StageContext(load_stage(ROOT / "examples" / "rally-1" / "ss1.stage.json"), tileset)
    assert not [f for f in run_checks(ctx) if f.severity == "error"]
    ctx2 = StageContext(ctx.stage, load_tileset())
    g = ctx2.graph.g
    g.remove_edges_from([(u, v) for u, v in list(g.edges) if u[0] <= 4 < v[0]])
    assert "finish-unreachable" in {f.code for f in run_checks(ctx2)}
    assert isinstance(CellGraph(ctx2.course, g, ctx2.graph.bands).view, nx.DiGraph)
