"""GT movement in the cell graph (docs/gt.md): lanes behind solid
dividers, wide cells, sharp-corner dotted lines and how they are crossed, doubled inner
lanes, hazard limits, lane changes at 119/120, the closed circuit, the line, laps and
the grid in pole order. Each on real tiles laid as a real course."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.graph import CellGraph, build_graph
from pacenote.stage import Placement, Stage

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "gt"


def lead_in(tile: str, rot: int = 0, width: str = "a") -> CellGraph:
    """102 at (0,0), a straight at (1,0), then ``tile`` at (2,0), all heading N."""
    stage = Stage(tileset="gt-core", tiles=(
        Placement(f"102{width}", 0, 0, 0), Placement(f"103{width}", 1, 0, 0),
        Placement(tile, 2, 0, rot)))
    course = build_course(stage)
    assert not course.issues and len(course.tiles) == 3
    return build_graph(course)


def step(graph: CellGraph, u: str, v: str) -> dict[str, Any] | None:
    a, b = (int(u.split(":")[0]), u.split(":")[1]), (int(v.split(":")[0]), v.split(":")[1])
    if not graph.g.has_edge(a, b):
        return None
    data: dict[str, Any] = graph.g.edges[a, b]
    return data


def test_three_lanes_straight_and_diagonal_never_two_lanes_over() -> None:
    g = lead_in("104a")
    assert step(g, "1:1.0", "2:0.0")["kind"] == "straight"  # type: ignore[index]
    assert step(g, "1:1.0", "2:0.1")["kind"] == "diagonal"  # type: ignore[index]
    assert step(g, "1:1.0", "2:0.2") is None
    assert step(g, "2:0.1", "2:0.0") is None  # sideways: never


def test_sharp_corner_116a_two_dotted_lines_and_the_doubled_inner_lane() -> None:
    g = lead_in("116a")
    # Innermost lane (right) into the two-lane inner path: straight across the 1 line,
    # and no way round it (doubled inner lane: no diagonal out of the inner lane).
    d = step(g, "2:0.2", "2:1.i0")
    assert d is not None and (d["kind"], d["dotted"], d["dotted_limit"]) == ("straight", "in", 1)
    assert d["dotted_avoidable"] is False
    # The middle lane crosses the 2 line going straight, or avoids it diagonally.
    d = step(g, "2:0.1", "2:1.i0")
    assert d is not None and (d["dotted_limit"], d["dotted_avoidable"]) == (2, True)
    # The outer lane reaches the inner path only diagonally, crossing nothing.
    d = step(g, "2:0.0", "2:1.i0")
    assert d is not None and d["kind"] == "diagonal" and "dotted" not in d
    # Leaving straight into the innermost lane: the cell entered is limited to 1.
    d = step(g, "2:1.i0", "2:2.2")
    assert d is not None and (d["dotted"], d["dotted_limit"], d["dotted_avoidable"]) == (
        "out", 1, False)


def test_hazard_dotted_lines_on_the_tile_edge_of_107a() -> None:
    g = lead_in("107a")
    d = step(g, "1:1.2", "2:0.i0")
    assert d is not None and d["dotted_hazard"] and d["dotted_limit"] is None
    assert step(g, "1:1.2", "2:0.o0") is None  # two lanes over
    d = step(g, "1:1.1", "2:0.i0")
    assert d is not None and d["kind"] == "straight" and "dotted" not in d


def test_hazard_limit_cell_and_wide_outer_path_of_117a() -> None:
    g = lead_in("117a")
    node = g.g.nodes[(2, "1.o0")]
    assert (node["limit"], node["hazard"]) == (4, True)
    assert g.g.nodes[(2, "1.i0")]["hazard"] is False
    d = step(g, "1:1.2", "2:0.2")
    assert d is not None and d["kind"] == "straight"
    d = step(g, "2:0.2", "2:1.i0")
    assert d is not None and (d["dotted_limit"], d["dotted_avoidable"]) == (3, False)
    d = step(g, "2:0.2", "2:1.o0")  # to the wide outer path: diagonal, no dotted line
    assert d is not None and d["kind"] == "diagonal" and "dotted" not in d


def test_the_middle_lane_borders_both_paths_of_119b() -> None:
    g = lead_in("119b")
    assert step(g, "2:0.1", "2:1.o0")["kind"] == "straight"  # type: ignore[index]
    assert step(g, "2:0.1", "2:1.i0")["kind"] == "straight"  # type: ignore[index]
    assert step(g, "2:0.0", "2:1.i0")["kind"] == "diagonal"  # type: ignore[index]


def test_reversed_119a_widens_two_lanes_to_three() -> None:
    stage = Stage(tileset="gt-core", tiles=(
        Placement("102b", 0, 0, 0), Placement("119a", 1, 0, 3), Placement("103a", 2, 0, 0)))
    course = build_course(stage)
    assert not course.issues and course.tiles[1].reversed
    g = build_graph(course)
    # Driven N to S, 119a's 2-lane end comes first: lane 0 of 102b enters its left cell.
    assert step(g, "0:3.0", "1:2.1")["kind"] == "straight"  # type: ignore[index]
    # The tapering row's left cell (1.5 lanes of three) feeds lanes 0 and 1 straight.
    assert step(g, "1:1.1", "1:0.2")["kind"] == "straight"  # type: ignore[index]
    assert step(g, "1:1.1", "1:0.1")["kind"] == "straight"  # type: ignore[index]
    assert step(g, "1:0.2", "2:0.0")["kind"] == "straight"  # type: ignore[index]


def test_three_lanes_never_meet_two() -> None:
    stage = Stage(tileset="gt-core", tiles=(
        Placement("102a", 0, 0, 0), Placement("103b", 1, 0, 0)))
    course = build_course(stage)
    assert [i.code for i in course.issues] == ["lane-mismatch"]


@pytest.fixture(scope="module")
def circuit() -> CellGraph:
    return build_graph(build_course(load_stage(EXAMPLES / "circuit-2.stage.json")))


def test_circuit_closes_on_the_start_finish_piece(circuit: CellGraph) -> None:
    course = circuit.course
    assert course.is_circuit and course.closed and course.complete
    assert course.joints[-1].b == 0  # the closing joint
    wraps = [(u, v) for u, v, d in circuit.g.edges(data=True) if d.get("wrap")]
    assert wraps and all(u[0] == len(course.tiles) - 1 and v[0] == 0 for u, v in wraps)


@pytest.mark.parametrize("number", range(1, 9))
def test_grid_in_pole_order_and_the_line(number: int) -> None:
    circuit = build_graph(build_course(load_stage(EXAMPLES / f"circuit-{number}.stage.json")))
    grid = circuit.grid_cells()
    assert len(grid) == 6
    ranks = [circuit.g.nodes[n]["cell"] for n in grid]
    # Front row first; pole on the inner lane of the next corner with a limit: the side
    # of the road its inner path lies on, as the graph has it in the direction of travel.
    first_inner = min((n for n, d in circuit.g.nodes(data=True) if d["path"] == "inner"),
                      key=lambda n: circuit.g.nodes[n]["rear"])
    inner_on_right = circuit.g.nodes[first_inner]["strip_rear"][1] == 1.0
    right = "2.2" if circuit.course.tiles[0].side.id == "102a" else "2.1"
    front = [right, "2.0"] if inner_on_right else ["2.0", right]
    assert ranks[:2] == front and [r[0] for r in ranks] == list("221100")
    assert [circuit.g.nodes[n]["grid_order"] for n in grid] == [1, 2, 3, 4, 5, 6]
    line = [(u, v) for u, v, d in circuit.g.edges(data=True) if d.get("line")]
    assert line and all(circuit.g.nodes[u]["cell"].startswith("2.") for u, _ in line)


def test_laps_count_at_the_line(circuit: CellGraph) -> None:
    one = circuit.fewest_dice()
    assert one is not None and one > len(circuit.course.tiles)
    circuit.g.graph["laps"] = 2
    two = circuit.fewest_dice()
    circuit.g.graph["laps"] = 1
    assert two is not None and two > one + len(circuit.course.tiles)
