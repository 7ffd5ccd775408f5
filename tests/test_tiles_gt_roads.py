"""The GT expansion sides with several roads but the junctions (tilesets/gt-exp-roads.json:
parallel roads 133, 139b, 140b, 143b, 144b, 147b-149b; crossings at grade 141b, 142b,
145b, 146b, 150a, 150b; underpasses 153, 154) against a copy of the facts
(tests/facts/gt-exp-roads.facts.json, from gt-exp.yaml): kind, danger, terrain, lanes and
slant per edge, each road's edges, rows (cut rows) and corners; the tunnel road is one
row of cells; drawn as GT."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.course import RoadTile, build_course
from pacenote.coursewalk import clashes
from pacenote.drawing import Polygon, tile_side_primitives
from pacenote.graph import build_graph
from pacenote.gtdrawing import ASPHALT
from pacenote.hexgrid import Hex
from pacenote.jsonio import validate
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset, tileset_data, tileset_for_ids

FACTS: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parent / "facts" / "gt-exp-roads.facts.json").read_text("utf-8"))


@pytest.fixture(scope="module")
def reported() -> dict[str, dict[str, Any]]:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "gt-exp-roads", "--json"])
    assert result.exit_code == 0, result.output
    return {f["id"]: f for f in json.loads(result.output)}


def test_the_tileset_validates_and_is_found_for_its_ids() -> None:
    validate(tileset_data("gt-exp-roads"), "tileset", "gt-exp-roads.json")
    # by number: 153 is a GT Adrenaline piece (gt-exp lists its copies), its sides modelled
    # in gt-exp-roads
    assert tileset_for_ids(["102a", "153a"]) == "gt-core+gt-exp+gt-exp-roads"


@pytest.mark.parametrize("tid", list(FACTS))
def test_side_matches_the_facts(tid: str, reported: dict[str, dict[str, Any]]) -> None:
    fact, got = FACTS[tid], reported[tid]
    assert (got["kind"], got["danger"], got["terrain"]) == (
        fact["kind"], fact["danger"], fact["terrain"])
    assert got["edge_lanes"] == fact["edge_lanes"]
    assert [r["id"] for r in got["roads"]] == [r["id"] for r in fact["roads"]]
    for want, have in zip(fact["roads"], got["roads"], strict=True):
        assert have["edges"] == [want["from"], want["to"]]
        if any("tunnel" in s for s in want["sections"]):
            lanes = want["sections"][0]["row"]["lanes"]
            assert (have.get("hidden"), [r["cells"] for r in have["rows"]]) == (True, [lanes])
        else:
            assert [(r["cells"], r.get("cut")) for r in have["rows"]] == [  # a band: its cells
                (s["row"]["lanes"], s["row"].get("cut")) if "row" in s
                else (sum(s["band"]["cells"]), None)
                for s in want["sections"] if "corner" not in s]
            corners = [s["corner"] for s in want["sections"] if "corner" in s]
            assert [(c["turn"], c["inner"], c["outer"]) for c in have["corners"]] == [
                (c["turn"], [int(str(v).rstrip("!")) for v in c["inner"]],
                 [int(str(v).rstrip("!")) for v in c["outer"]]) for c in corners]
            assert have.get("skew", {}) == {e: v for e, v in fact.get("skew", {}).items()
                                            if e in (want["from"], want["to"])}
    assert got["skew"] == fact.get("skew", {})
    side = load_tileset("gt-exp-roads")[tid]
    assert all(r.gt is not None for r in side.roads)


def test_gt_roads_are_drawn_in_asphalt() -> None:
    fills = {p.style.fill for p in tile_side_primitives(load_tileset("gt-exp-roads")["153a"])
             if isinstance(p, Polygon)}
    assert ASPHALT in fills


@pytest.mark.parametrize("tid", ["151a", "151b", "152a", "152b"])
def test_a_junctions_roads_share_their_keyed_rows_and_take_their_lanes(tid: str) -> None:
    """Rows the facts give one key are one set of cells on every road (one label per
    lane); a corner takes the lanes its lanes_in/lanes_out name, a part row only its
    lanes (strips as fractions of the road's width)."""
    fact, side = FACTS[tid], load_tileset("gt-exp-roads")[tid]
    labels: dict[str, set[str]] = {}
    for want, road in zip(fact["roads"], side.roads, strict=True):
        g = road.geometry
        for s, sec in zip(want["sections"], road.sections, strict=True):
            cells = [c for c in g.road_cells if c.section == sec.index]
            n = road.lanes
            if "row" in s:
                row = s["row"]
                assert len(cells) == row["lanes"]
                lanes = row.get("part") or list(range(1, n + 1))
                assert sorted(round(g.strips[c.key].rear[0] * n) + 1 for c in cells) == lanes
                if "key" in row:
                    assert all(c.key.startswith(row["key"].lower()) for c in cells)
                    labels.setdefault(row["key"], set()).update(c.key for c in cells)
            else:
                corner = s["corner"]
                assert len(cells) == len(corner["inner"]) + len(corner["outer"])
                for at, end in (("lanes_in", "rear"), ("lanes_out", "front")):
                    ends = [getattr(g.strips[c.key], end) for c in cells]
                    lo, hi = min(e[0] for e in ends), max(e[1] for e in ends)
                    if c_lanes := corner.get(at):
                        assert (round(lo * n) + 1, round(hi * n)) == (min(c_lanes), max(c_lanes))
    for key, keys in labels.items():  # one cell per lane, whichever road names it
        lanes = fact["edge_lanes"].get(key, max(fact["edge_lanes"].values()))
        assert len(keys) <= lanes, (key, keys)


def test_a_course_takes_one_road_of_a_junction_per_pass() -> None:
    ts = load_tileset("gt-core+gt-exp+gt-exp-roads")
    n = Hex(0, 0).neighbour(0)
    for beyond, rot, route in ((n.neighbour(0), 0, "main"), (n.neighbour(1), 1, "fork")):
        tiles = (Placement("102a", 0, 0, 0), Placement("151a", n.q, n.r, 0),
                 Placement("104a", beyond.q, beyond.r, rot))
        course = build_course(Stage(tileset=ts.name, tiles=tiles), ts)
        assert [t.route for t in course.tiles] == [None, route, None]
        assert all(j.matched for j in course.joints) and not course.issues
        graph = build_graph(course)
        shared = {(1, k) for k in ("s1", "s2", "s3")}
        assert shared <= set(graph.view.nodes)  # the row both roads print, once
    road = RoadTile(0, Placement("151a", 0, 0, 0), ts["151a"])
    assert clashes(road, "fork", ["main"])  # they share the S row
    assert not clashes(road, "hairpin", ["fork"])  # no key in common


def test_parallel_roads_never_meet() -> None:
    """133a: a course on its upper road has none of the lower road's cells and no step to
    them; the lower road may be passed again (no clash), each road once."""
    ts = load_tileset("gt-core+gt-exp+gt-exp-roads")
    h = Hex(0, 0).neighbour(2)
    beyond = h.neighbour(1)
    tiles = (Placement("131a", 0, 0, 0), Placement("133a", h.q, h.r, 0),
             Placement("132a", beyond.q, beyond.r, 0))
    course = build_course(Stage(tileset=ts.name, tiles=tiles), ts)
    assert [t.route for t in course.tiles] == [None, "upper", None]
    assert all(j.matched for j in course.joints)
    graph = build_graph(course)
    assert not [n for n in graph.view.nodes if n[1].startswith("lower/")]
    road = RoadTile(1, tiles[1], ts["133a"])
    assert not clashes(road, "lower", ["upper"]) and clashes(road, "upper", ["upper"])
