"""The cell graph: concrete movement facts on small hand-laid stages."""

from __future__ import annotations

import pytest
from conftest import EXAMPLES

from pacenote.autolayout import layout
from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.graph import CellGraph, build_graph, node_name
from pacenote.movement import reached_cells
from pacenote.stage import Placement, Stage


def graph_of(*tile_ids: str) -> CellGraph:
    return build_graph(build_course(layout(list(tile_ids))))


def tile_index(graph: CellGraph, tile_id: str) -> int:
    return next(t.index for t in graph.course.tiles if t.side.id == tile_id)


def cells_on(graph: CellGraph, tile_id: str, **attrs: object) -> list:
    return graph.nodes(tile_index=tile_index(graph, tile_id), **attrs)


def step_kinds(graph: CellGraph, u) -> set[str]:
    return {graph.g.edges[u, v]["kind"] for v in graph.g.successors(u)}


def test_straight_tile_has_eight_cells_and_only_forward_straight_or_diagonal_steps():
    g = graph_of("202a", "206a", "203a")
    cells = cells_on(g, "206a")
    assert len(cells) == 8
    assert {g.g.nodes[n]["kind"] for n in cells} == {"lane"}
    for u in cells:
        assert step_kinds(g, u) <= {"straight", "diagonal"}
        succ = g.successors(u)
        assert len(succ) == 2  # same lane ahead and the other lane ahead, never sideways
        for v in succ:
            assert g.g.nodes[v]["front"] > g.g.nodes[u]["front"]
            kind = g.g.edges[u, v]["kind"]
            same_lane = g.g.nodes[v]["lane"] == g.g.nodes[u]["lane"]
            assert kind == ("straight" if same_lane else "diagonal")


def test_no_sideways_step_within_a_row():
    g = graph_of("202a", "206a", "203a")
    for u in cells_on(g, "206a"):
        for v in g.successors(u):
            assert g.g.nodes[v]["rear"] >= g.g.nodes[u]["front"] - 1e-9


def test_fewest_dice_counts_cells_from_the_grid_to_past_the_finish_line():
    # 202a: grid on row 1, then row 2; 204a: 2 rows; 203a: rows 0-1, line, row 2.
    g = graph_of("202a", "204a", "203a")
    assert [g.g.nodes[n]["cell"] for n in g.grid_cells()] == ["1.0", "1.1"]
    assert g.fewest_dice() == 6


def test_corner_offers_inner_and_outer_paths_that_never_meet_mid_corner():
    g = graph_of("202a", "210a", "203a")
    inner = cells_on(g, "210a", kind="inner")
    outer = cells_on(g, "210a", kind="outer")
    assert len(inner) == 1 and len(outer) == 3
    assert [g.g.nodes[n]["limit"] for n in inner] == [1]
    assert [g.g.nodes[n]["limit"] for n in outer] == [2, 2, 2]
    for u in inner:
        assert not set(g.g.successors(u)) & set(outer)
        assert not set(g.g.predecessors(u)) & set(outer)
    for u in outer:
        assert not set(g.g.successors(u)) & set(inner)
    # Every cell of the row before the corner may choose either path.
    before = [n for n in g.g.predecessors(inner[0])]
    assert before
    for u in before:
        paths = {g.g.edges[u, v].get("path") for v in g.g.successors(u)}
        assert paths == {"inner", "outer"}
    assert len({g.g.nodes[n]["corner"] for n in inner + outer}) == 1


def test_two_corners_in_a_row_are_chosen_independently():
    g = graph_of("202a", "229a", "203a")
    corner_cells = [n for n in cells_on(g, "229a") if g.g.nodes[n]["corner"]]
    corners = {g.g.nodes[n]["corner"] for n in corner_cells}
    assert len(corners) == 2
    first, second = sorted(corners, key=lambda c: min(g.g.nodes[n]["rear"] for n in corner_cells
                                                      if g.g.nodes[n]["corner"] == c))
    last_of_first = [n for n in g.g.nodes if g.g.nodes[n]["corner"] == first
                     and not any(g.g.nodes[v]["corner"] == first for v in g.g.successors(n))]
    for u in last_of_first:
        into = {g.g.edges[u, v]["path"] for v in g.g.successors(u)
                if g.g.nodes[v]["corner"] == second}
        assert into == {"inner", "outer"}


@pytest.mark.parametrize("tile", ["211b", "217b", "219b", "224b", "215b", "214b", "232b"])
def test_shortcut_has_no_edge_to_or_from_a_corner_cell(tile):
    g = graph_of("202a", tile, "203a")
    shortcuts = cells_on(g, tile, shortcut=True)
    assert shortcuts
    for x in shortcuts:
        for v in list(g.g.successors(x)) + list(g.g.predecessors(x)):
            assert g.g.nodes[v]["corner"] is None
    # and it is usable: some way in from the road and some way out to the road
    road_in = [u for x in shortcuts for u in g.g.predecessors(x) if not g.g.nodes[u]["shortcut"]]
    road_out = [v for x in shortcuts for v in g.g.successors(x) if not g.g.nodes[v]["shortcut"]]
    assert road_in and road_out


def test_shortcut_is_entered_before_the_corner_and_left_after_it_both_ways_round():
    for order in (("202a", "217b", "203a"), ("202a", "217b", "209a", "203a")):
        g = graph_of(*order)
        (x,) = cells_on(g, "217b", shortcut=True)
        corner = [n for n in cells_on(g, "217b") if g.g.nodes[n]["corner"]]
        corner_rear = min(g.g.nodes[n]["rear"] for n in corner)
        corner_front = max(g.g.nodes[n]["front"] for n in corner)
        for u in g.g.predecessors(x):
            assert g.g.nodes[u]["front"] <= corner_rear + 1e-9
        for v in g.g.successors(x):
            assert g.g.nodes[v]["front"] > corner_front


def test_both_travel_directions_through_a_shortcut_tile():
    stage = layout(["202a", "217b", "203a"])
    course = build_course(stage)
    flipped = [t for t in course.tiles if t.side.id == "217b"][0]
    # Lay 217b the other way round by routing the course through its NE end first.
    for rot in range(6):
        for q, r in ((1, 0),):
            trial = Stage(tiles=(Placement("202a", 0, 0, 0), Placement("217b", q, r, rot)))
            c = build_course(trial)
            if len(c.tiles) == 2 and c.tiles[1].reversed != flipped.reversed:
                g = build_graph(c)
                (x,) = g.nodes(shortcut=True)
                assert g.g.in_degree(x) > 0 and g.g.out_degree(x) > 0
                return
    pytest.fail("no rotation drives 217b the other way")


def test_adjacent_shortcuts_connect_forward_on_224b():
    g = graph_of("202a", "224b", "203a")
    x0, x1 = sorted(cells_on(g, "224b", shortcut=True), key=lambda n: g.g.nodes[n]["front"])
    assert g.g.has_edge(x0, x1) and not g.g.has_edge(x1, x0)
    assert all(not g.g.nodes[v]["corner"] for v in g.g.successors(x1))
    assert any(not g.g.nodes[u]["shortcut"] for u in g.g.predecessors(x0))


def test_slide_row_halves_are_entered_sliding_and_kept():
    g = graph_of("202a", "211a", "203a")
    halves = cells_on(g, "211a", slide=True)
    assert len(halves) == 4  # two slide rows, two full-width halves each
    lanes_of_slide_rows = [n for n in cells_on(g, "211a", kind="lane")
                           if g.g.nodes[n]["slide_row"]]
    for u in lanes_of_slide_rows:
        assert not any(g.g.nodes[v]["slide"] for v in g.successors(u)
                       if g.g.nodes[v]["tile_index"] == g.g.nodes[u]["tile_index"]
                       and g.g.nodes[v]["cell"].split(".")[0] == g.g.nodes[u]["cell"].split(".")[0])
    first_half = min(halves, key=lambda n: g.g.nodes[n]["front"])
    preds = list(g.g.predecessors(first_half))
    assert preds and all(g.g.edges[u, first_half]["kind"] == "slide" for u in preds)
    # after the first half comes the second half of the same row, nothing else
    nxt = list(g.g.successors(first_half))
    assert len(nxt) == 1 and g.g.nodes[nxt[0]]["slide"]


def test_jump_cell_has_landing_edges_one_and_two_cells_ahead():
    g = graph_of("202a", "205b", "203a")
    jumps = [n for n in cells_on(g, "205b") if g.g.nodes[n]["jump"] == 4]
    assert len(jumps) == 2
    for j in jumps:
        landings = g.landings(j)
        one = {v for v, d in landings if d == 1}
        two = {v for v, d in landings if d == 2}
        assert one == set(g.successors(j))
        assert all(g.g.edges[j, v]["kind"] in ("straight", "diagonal") for v in one)
        assert all(g.g.edges[j, w]["kind"] == "jump" for w in two)
        assert two == {w for v in one for w in g.successors(v)} - one
        assert all(g.g.nodes[v]["front"] > g.g.nodes[j]["front"] for v in one | two)
        assert len(one) == 2 and len(two) == 2


def test_start_grid_and_finished_cells():
    g = graph_of("202b", "205a", "203b")
    grid = g.grid_cells()
    assert len(grid) == 2
    start_tile = g.course.tiles[0]
    assert all(g.g.nodes[n]["tile_index"] == start_tile.index for n in grid)
    assert g.g.graph["finish_progress"] is not None
    finished = g.nodes(finished=True)
    assert finished and all(g.g.nodes[n]["tile"] == "203b" for n in finished)


def test_node_names_are_tile_index_and_cell_key():
    g = graph_of("202a", "205a", "203a")
    assert node_name((1, "2.0")) == "2:2.0"  # course tiles are numbered from 1
    assert (1, "2.0") in g.g


def test_every_example_like_stage_reaches_the_finish():
    tc1 = "201a 202a 203a 205a 208a 210b 213a 216a 217a 219a 227a".split()
    g = build_graph(build_course(layout(tc1)))
    assert g.fewest_dice() is not None
    assert g.course.complete


@pytest.mark.parametrize("tiles", [["202a", "220b", "203a"], ["202a", "206b", "211a", "203a"],
                                   ["202a", "204b", "212a", "203a"]])
def test_a_jump_never_lands_into_a_slide(tiles):
    """The reading (docs/rules.md): a car in flight lands on road cells; it does not start
    a slide, even where a slide half lies within the jump's two cells."""
    g = build_graph(build_course(layout(tiles))).g
    jumps = [n for n, d in g.nodes(data=True) if d["jump"] is not None]
    assert jumps
    within_two = {w for j in jumps for v in g.successors(j) for w in [v, *g.successors(v)]}
    assert any(g.nodes[v]["kind"] == "slide" for v in within_two)  # the reading matters here
    landings = {v for j in jumps for v, _ in reached_cells(g, j)}
    assert landings and not any(g.nodes[v]["kind"] == "slide" for v in landings)


def test_fewest_dice_without_jumps_on_a_stage_with_jumps():
    g = build_graph(build_course(load_stage(EXAMPLES / "rulebook" / "rally-6-ss3.stage.json")))
    assert g.edge_kinds()["jump"] > 0
    # Rally 6 SS3 (jumps, fords, shortcuts): without jump edges the count is the plain
    # one-die steps; a jump saves three dice.
    assert (g.fewest_dice(), g.fewest_dice(jumps=True)) == (42, 39)
    no_jumps = g.g.copy()
    no_jumps.remove_edges_from([(u, v) for u, v, k in g.g.edges(data="kind") if k == "jump"])
    assert CellGraph(g.course, no_jumps, g.bands).fewest_dice(jumps=True) == 42
