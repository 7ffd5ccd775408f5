"""The cell-graph contract (pacenote.cellcontract): every graph pacenote builds keeps it,
the engine refuses graphs that do not, and the engine tests' hand-built graphs keep it."""

from __future__ import annotations

import pytest
from test_engine_fixtures import road

from pacenote.autolayout import layout
from pacenote.cellcontract import (
    CellAttrs,
    GraphContractError,
    StepAttrs,
    check_graph,
    required_keys,
)
from pacenote.course import build_course
from pacenote.engine import compile_board
from pacenote.graph import build_graph
from pacenote.tiles import load_tileset

TILESET = load_tileset()
BETWEEN = [s.id for s in TILESET if s.kind not in ("start", "finish") and not s.is_service]



@pytest.mark.parametrize("side_id", BETWEEN)
def test_every_tile_side_between_a_start_and_a_finish_keeps_the_contract(side_id):
    course = build_course(layout(["202a", side_id, "203a"]))
    assert course.complete, side_id
    g = build_graph(course).g
    check_graph(g)
    side = TILESET[side_id]
    cells = [d for _, d in g.nodes(data=True) if d["tile"] == side_id]
    assert cells, f"{side_id} has no cells on the course"
    for d in cells:  # the attributes a tile decides, pinned to its facts
        assert d.keys() == required_keys(CellAttrs)  # no GT attributes on DIRT cells
        assert d["danger"] == side.danger_level and d["terrain"] == side.terrain
        section = None if d["shortcut"] else side.sections[int(d["cell"].split(".")[0])]
        assert d["ford"] == (section is not None and section.ford
                             and d["kind"] in ("lane", "single", "slide"))
        assert d["jump"] == (section.jump if section is not None
                             and d["kind"] in ("lane", "single") else None)
    for _, _, e in g.edges(data=True):
        assert e.keys() <= StepAttrs.__annotations__.keys()


def test_the_engine_refuses_a_graph_with_a_missing_or_wrong_attribute():
    g = build_graph(build_course(layout(["202a", "206a", "203a"]))).g
    node = next(n for n in g if g.nodes[n]["tile"] == "206a")
    del g.nodes[node]["danger"]
    with pytest.raises(GraphContractError,
                       match=rf"^cell {node[0] + 1}:{node[1]}: missing attribute 'danger'$"):
        compile_board(g)
    g.nodes[node]["danger"] = 0  # no made-up "low" for a cell without a danger level
    with pytest.raises(GraphContractError, match="attribute 'danger' is 0, not 1 or 2 or 3"):
        compile_board(g)
    g.nodes[node]["danger"] = 2
    u, v = next(iter(g.edges))
    del g.edges[u, v]["kind"]
    with pytest.raises(GraphContractError, match="missing attribute 'kind'"):
        compile_board(g)


@pytest.mark.parametrize("kwargs", [
    {}, {"lanes": 3, "limits": {2: 3}, "corners": {2}}, {"jumps": {3: 2}},
    {"fords": {4}, "danger": 3}, {"shortcut_beside": 4}, {"rows_per_tile": 2, "lanes": 1},
])
def test_the_hand_built_engine_test_graphs_keep_the_contract(kwargs):
    check_graph(road(10, **kwargs))
