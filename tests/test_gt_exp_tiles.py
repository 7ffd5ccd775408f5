"""The GT expansion tileset (tilesets/gt-exp.json) against a copy of the tile facts
(tests/data/facts/gt-exp.facts.json, the shared gt-exp.yaml as JSON): every single-road
side (square edges: 136, 139a-149a; skewed edges with cut rows: 121-132, 134, 135, 137,
138) as `pacenote tiles --tileset gt-exp --json` reports it, with the geometry built
from it; every side with several roads is in gt-exp-roads or listed as not yet
modelled, and a stage placing one is told so."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from pacenote import loading
from pacenote.cli import app
from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.graph import build_graph
from pacenote.gtgeometry import GtTileGeometry
from pacenote.hexgrid import EDGE_NAMES, Hex
from pacenote.reach import dice_from
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset, parse_tileset, tileset_data
from pacenote.validators import validate_stage

FACTS: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parent / "data" / "facts" / "gt-exp.facts.json").read_text("utf-8"))
TILESET = load_tileset("gt-exp")
MODELLED = sorted(k for k, v in FACTS.items() if not v.get("roads"))
SKEWED = [k for k in MODELLED if FACTS[k].get("skew")]


@pytest.fixture(scope="module")
def reported() -> dict[str, dict[str, Any]]:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "gt-exp", "--json"])
    assert result.exit_code == 0, result.output
    return {f["id"]: f for f in json.loads(result.output)}


def test_every_printed_side_is_modelled(reported: dict[str, dict[str, Any]]) -> None:
    assert sorted(reported) == MODELLED and len(MODELLED) == 45 and len(SKEWED) == 32
    assert len(FACTS) == 68
    roads = load_tileset("gt-exp-roads")  # the sides with several roads are modelled there
    assert sorted(r.id for r in roads) == sorted(k for k, v in FACTS.items() if v.get("roads"))
    assert not TILESET.unmodelled and not roads.unmodelled
    assert {int(t[:3]) for t in FACTS} == set(TILESET.copies)
    for tid in FACTS:
        assert TILESET.copies[int(tid[:3])] == FACTS[tid]["copies"]


@pytest.mark.parametrize("tid", MODELLED)
def test_side_matches_the_facts(tid: str, reported: dict[str, dict[str, Any]]) -> None:
    fact, got = FACTS[tid], reported[tid]
    assert (got["kind"], got["danger"], got["terrain"]) == (
        fact["kind"], fact["danger"], fact["terrain"])
    assert got["edges"] == [fact["from"], fact["to"]]
    assert got["edge_lanes"] == fact["edge_lanes"]
    assert got["skew"] == fact.get("skew", {})
    assert got["sections"] == len(fact["sections"])
    rows = [s["row"] for s in fact["sections"] if "row" in s]
    assert [(r["type"], r["cells"], r.get("cut")) for r in got["rows"]] == [
        ("row", r["lanes"], r.get("cut")) for r in rows]
    corners = [s["corner"] for s in fact["sections"] if "corner" in s]
    limits: list[Any] = []
    for want, have in zip(corners, got["corners"], strict=True):
        assert (have["turn"], have["outer"], have["inner"]) == (
            want["turn"], want["outer"], want["inner"])
        assert have["width_in"] == want["width_in"] and have["width_out"] == want["width_out"]
        assert have["double_inner"] == want.get("double_inner", False)
        dotted = [{"at": d["at"], "lane": d["lane"],
                   "limit": "!" if d.get("hazard") else d["limit"]}
                  for d in want.get("dotted", [])]
        assert have["dotted"] == dotted
        limits += want["outer"] + want["inner"] + [d["limit"] for d in dotted]
    assert got["limits"] == limits
    grid = sum(len(r.get("grid", [])) for r in rows)
    assert len(got["grid"]) == grid
    assert (got["line"] == "start-finish") == any(r.get("line") == "start-finish" for r in rows)


@pytest.mark.parametrize("tid", MODELLED)
def test_cells_tile_the_road_with_four_lanes_at_every_joint(tid: str) -> None:
    side = TILESET[tid]
    g = side.geometry
    assert isinstance(g, GtTileGeometry)
    fact = FACTS[tid]
    cells = sum(s["row"]["lanes"] if "row" in s else
                len(s["corner"]["outer"]) + len(s["corner"]["inner"]) for s in fact["sections"])
    assert len(g.road_cells) == cells
    assert sum(c.polygon.area for c in g.road_cells) == pytest.approx(g.road.area, rel=1e-3)
    for c in g.road_cells:
        assert c.polygon.is_valid and c.polygon.area > 1e-3, (tid, c.key)
    hexagon = g.hexagon.buffer(1e-9)
    for c in g.road_cells:
        assert hexagon.contains(c.polygon), (tid, c.key)  # cut cells end on the tile edge
    for edge in side.edges:
        lanes = fact["edge_lanes"][EDGE_NAMES[edge]]
        pts = g.lane_endpoints(edge)
        assert len(pts) == lanes + 1
        width = ((pts[0][0] - pts[-1][0]) ** 2 + (pts[0][1] - pts[-1][1]) ** 2) ** 0.5
        # 4-lane roads span 200 px, 3-lane 168 px of the 520 px tile (R = 260 px), across
        # the road; along a skewed edge (60 degrees to the road) 1 / cos 30 as much.
        slant = 1 / math.cos(math.radians(30)) if EDGE_NAMES[edge] in fact.get("skew", {}) \
            else 1.0
        assert width == pytest.approx({4: 200 / 260, 3: 168 / 260, 2: 126 / 260}[lanes]
                                      * slant, abs=0.005)
        for x, y in pts:  # on the tile edge
            assert abs(x * math.cos(math.radians(90 - 60 * edge)) + y *
                       math.sin(math.radians(90 - 60 * edge)) - math.sqrt(3) / 2) < 1e-6


@pytest.mark.parametrize("tid", SKEWED)
def test_a_cut_row_is_cut_by_its_tile_edge(tid: str) -> None:
    """Each cell of a cut row ends on the slanted tile edge: longest in the lane nearer
    the hex's W or E vertex, shorter lane by lane towards the side it meets."""
    g = TILESET[tid].geometry
    assert isinstance(g, GtTileGeometry)
    for sec in TILESET[tid].sections:
        if sec.cut is None:
            continue
        cells = sorted((c for c in g.road_cells if c.section == sec.index),
                       key=lambda c: c.lane)
        areas = [c.polygon.area for c in cells]
        assert areas == sorted(areas) or areas == sorted(areas, reverse=True), (tid, areas)
        assert areas[0] != pytest.approx(areas[-1], rel=0.05)


def test_the_start_finish_piece_has_twelve_grid_places() -> None:
    g = TILESET["139a"].geometry
    assert isinstance(g, GtTileGeometry)
    assert len(g.grid_boxes) == 12


def test_a_stage_with_an_unmodelled_side_says_so_and_nothing_else(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A tileset may list printed sides it cannot describe (``unmodelled``, with the
    reason; none of the shipped ones does any more): a stage placing one is told so,
    never that the id is a typo, and nothing else follows from it."""
    data = tileset_data("gt-exp")
    data["tiles"] = [t for t in data["tiles"] if t["id"] != "140a"]
    data["unmodelled"] = {"140a": "several roads"}
    mine = parse_tileset(data, "gt-exp.json")
    shipped = loading.load_tileset
    monkeypatch.setattr(loading, "load_tileset",
                        lambda name: mine if name == "gt-exp" else shipped(name))
    tiles = (Placement("139a", 0, 0, 0), Placement("140a", 1, 0, 0),
             Placement("141a", 2, 0, 0))
    found = [f for f in validate_stage(Stage(tileset="gt-exp", tiles=tiles), tileset=mine)
             if f.severity == "error"]
    assert [f.code for f in found] == ["unknown-tile"]
    assert "side 140a has several roads: not yet modelled (tileset gt-exp)" in found[0].message
    assert "typo" not in found[0].message


def _east(tiles: list[tuple[str, int]]) -> tuple[Placement, ...]:
    """Tiles laid along a W-E road: each skewed joint is a SE or NE neighbour in turn (the
    road runs through the lower half of one hex and the upper half of the next)."""
    h, out = Hex(0, 0), []
    for k, (tid, rot) in enumerate(tiles):
        out.append(Placement(tid, h.q, h.r, rot))
        h = h.neighbour(2 if k % 2 == 0 else 1)
    return tuple(out)


def test_skewed_edges_join_lane_for_lane_into_one_space() -> None:
    # 131a (start-finish, lower road SW-SE), 121a turned 180 degrees (upper road), 132a.
    stage = Stage(tileset="gt-core+gt-exp", tiles=_east([("131a", 0), ("121a", 3),
                                                         ("132a", 0)]))
    course = build_course(stage)
    assert [t.side.id for t in course.tiles] == ["131a", "121a", "132a"]
    assert all(j.matched for j in course.joints)
    graph = build_graph(course)
    nodes = graph.view.nodes
    cells = sum(len(TILESET[t].geometry.road_cells) for t in ("131a", "121a", "132a"))
    assert len(graph) == cells - 2 * 3  # two skewed joints, three lanes each
    joined = graph.view.graph["joined_cells"]
    assert len(joined) == 6
    for kept, gone in joined.items():
        assert kept in nodes and gone not in nodes and gone[0] == kept[0] + 1
        d = nodes[kept]
        # one space reaching from the near tile's row line to the far tile's
        assert d["rear"] < graph.course.tiles[gone[0]].offset - 0.05 < d["front"] - 0.1
        assert graph.polygon(kept).area > 1.5 * min(
            c.polygon.area for c in TILESET["131a"].geometry.road_cells)
    # straight on, each joined space is one step: 4 + 4 + 3 rows, the two joined pairs
    # counted once, from the first row (10 steps if the parts were spaces of their own)
    start = [n for n in nodes if n[0] == 0 and n[1].startswith("0.")]
    ends = [n for n in nodes if n[0] == 2 and n[1].startswith("2.")]
    dist = dice_from(graph.view, start)
    assert min(dist[n] for n in ends) == 4 + 4 + 3 - 2 - 1


def test_a_skewed_edge_never_meets_a_square_one() -> None:
    """131a leaves by its skewed SE edge; a 3-lane straight turned to meet it square-on
    (104a, S end on the NW side of the next hex) lines up by count and centre, not by
    slant: a lane mismatch. 121a turned to meet it at the same slant joins."""
    square = Stage(tileset="gt-core+gt-exp", tiles=_east([("131a", 0), ("104a", 2)]))
    course = build_course(square)
    assert [t.side.id for t in course.tiles] == ["131a", "104a"]
    assert [j.matched for j in course.joints] == [False]
    assert "lane-mismatch" in {f.code for f in validate_stage(square)}
    skewed = build_course(square.with_tiles(_east([("131a", 0), ("121a", 3)])))
    assert [j.matched for j in skewed.joints] == [True]


def test_a_skewed_circuit_joins_every_cut_space_and_keeps_its_grid() -> None:
    """examples/gt-exp/world-tour: every joint of the loop is skewed or square as its two
    ends are; each skewed joint joins its cut parts lane for lane, the lap-closing one
    into the start-finish piece 131a, whose back grid row lies in its cut row (a space
    shared with the last piece): all six grid boxes stay, in pole order."""
    path = Path(__file__).resolve().parent.parent / "examples" / "gt-exp" / "world-tour.stage.json"
    course = build_course(load_stage(path))
    assert course.complete and course.closed
    graph = build_graph(course)
    joined = graph.view.graph["joined_cells"]
    skewed = [j for j in course.joints
              if course.tiles[j.a].side.skew_at(course.tiles[j.a].exit_edge) is not None]
    assert len(joined) == sum(j.lanes_a for j in skewed) and len(skewed) == 7
    closing = [(k, v) for k, v in joined.items() if k[0] == 0 and v[0] == len(course.tiles) - 1]
    assert len(closing) == 3
    grid = graph.grid_cells()
    assert len(grid) == 6 and [graph.view.nodes[n]["grid_order"] for n in grid] == list(
        range(1, 7))
    assert {n for n, _ in closing} & set(grid)  # the back row's boxes, in the shared space
    assert graph.fewest_dice() is not None
