"""The DIRT RX / Copilot / Climb tileset (tilesets/dirt-exp-4xx.json) against a copy of
the tile facts (tests/facts/dirt-exp-4xx.facts.json, the shared dirt-exp-4xx.yaml as
JSON): every side's kind, danger, terrain, edges and lanes per edge, and, road by road,
its rows, cells, labels, corners, slide rows and jumps, as `pacenote tiles --tileset
dirt-exp-4xx --json` reports them; junction borders; scenery pieces without road."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.errors import PacenoteFileError
from pacenote.hexgrid import EDGE_NAMES
from pacenote.jsonio import validate
from pacenote.tiles import load_tileset, parse_tileset, tileset_data

DATA = Path(__file__).resolve().parent / "facts"  # not tests/data: every file there is validated
FACTS: dict[str, Any] = json.loads((DATA / "dirt-exp-4xx.facts.json").read_text("utf-8"))


@pytest.fixture(scope="module")
def reported() -> dict[str, dict[str, Any]]:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "dirt-exp-4xx", "--json"])
    assert result.exit_code == 0, result.output
    return {f["id"]: f for f in json.loads(result.output)}


def test_the_tileset_validates_and_has_every_side(reported: dict[str, dict[str, Any]]) -> None:
    validate(tileset_data("dirt-exp-4xx"), "tileset", "dirt-exp-4xx.json")
    assert list(reported) == list(FACTS)
    assert len(reported) == 48
    for f in reported.values():
        assert {"id", "edges", "edge_lanes", "limits"} <= set(f)


def _row_facts(section: dict[str, Any]) -> tuple[int, list[str]]:
    row = section["row"] or {}
    return row.get("lanes", 2), list(row.get("cells", []))


def _expected_road(road: dict[str, Any]) -> dict[str, Any]:
    """What the report says of one road, from its facts record."""
    secs = road["sections"]
    if any("stub" in s for s in secs):  # a crossing road printed only at its ends
        return {"edges": [road["from"], road["to"]], "rows": [2], "labels": [[]],
                "corners": [], "slide_rows": [], "jumps": []}
    rows = [_row_facts(s) for s in secs if "row" in s]
    return {
        "edges": [road["from"], road["to"]],
        "rows": [n for n, _ in rows],
        "labels": [labels for _, labels in rows],
        "corners": [{"turn": s["corner"]["turn"], "inner": s["corner"]["inner"],
                     "outer": s["corner"]["outer"]} for s in secs if "corner" in s],
        "slide_rows": [i for i, s in enumerate(secs) if (s.get("row") or {}).get("slide")],
        "jumps": [{"section": i, "value": s["row"]["jump"]} for i, s in enumerate(secs)
                  if (s.get("row") or {}).get("jump")],
    }


def _reported_road(road: dict[str, Any]) -> dict[str, Any]:
    return {"edges": road["edges"], "rows": [r["cells"] for r in road["rows"]],
            "labels": [r["labels"] for r in road["rows"]],
            "corners": [{k: c[k] for k in ("turn", "inner", "outer")} for c in road["corners"]],
            "slide_rows": road["slide_rows"], "jumps": road["jumps"]}


@pytest.mark.parametrize("tid", list(FACTS))
def test_side_matches_the_facts(tid: str, reported: dict[str, dict[str, Any]]) -> None:
    fact, got = FACTS[tid], reported[tid]
    assert (got["kind"], got["danger"], got["terrain"]) == (
        fact["kind"], fact["danger"], fact["terrain"])
    assert got["edge_lanes"] == fact["edge_lanes"]
    roads = fact.get("roads") or ([] if fact["from"] is None else [fact])
    edges = list(dict.fromkeys(e for r in roads for e in (r["from"], r["to"])))
    assert got["edges"] == edges
    if fact["kind"] == "scenery":
        assert (got["cells"], got["limits"], got["scenery"]) == (0, [], fact["scenery"])
        return
    if "roads" not in fact:
        want = _expected_road(fact)
        assert got["sections"] == len(fact["sections"])
        assert [c["inner"] for c in got["corners"]] == [c["inner"] for c in want["corners"]]
        assert [c["outer"] for c in got["corners"]] == [c["outer"] for c in want["corners"]]
        assert got["slide_rows"] == want["slide_rows"]
        assert got["jumps"] == want["jumps"]
        lanes = sum(n for n in want["rows"]) + sum(
            len(c["inner"]) + len(c["outer"]) for c in want["corners"])
        assert got["cells"] == lanes
        return
    assert [r["id"] for r in got["roads"]] == [r["id"] for r in fact["roads"]]
    for want, have in zip(fact["roads"], got["roads"], strict=True):
        assert _reported_road(have) == _expected_road(want), (tid, want["id"])
        assert have.get("lanes_at", {}) == want.get("lanes_at", {})
        assert have.get("hidden", False) == any("stub" in s for s in want["sections"])
    assert got["borders"] == [{"cells": b["cells"], "limit": b.get("limit")}
                              for b in fact.get("borders", [])]
    labelled = {c for r in fact["roads"] for s in r["sections"]
                for c in ((s.get("row") or {}).get("cells", []) + [
                    x for v in (s.get("corner") or {}).get("cells", {}).values() for x in v])}
    if fact["kind"] == "junction":
        assert got["cells"] == len(labelled)  # a cell shared by routes counts once


def test_limits_as_printed(reported: dict[str, dict[str, Any]]) -> None:
    assert reported["402a"]["limits"] == [4, 2]  # on the junction lines
    assert reported["407a"]["limits"] == [2, 2, 1, 2, 2]  # five circles, in cells
    assert reported["415a"]["limits"] == [4, 4, 3]
    assert reported["412b"]["limits"] == [1, 2, 2, 2]
    assert reported["416a"]["limits"] == []  # Rekee's jump 5 is not printed


def test_route_keys_say_the_road_or_the_printed_cell() -> None:
    ts = load_tileset("dirt-exp-4xx")
    sep = ts["412a"]
    assert [r.road_id for r in sep.roads] == ["SW-NE", "S-SE"]
    assert sep.road("S-SE").geometry.road_cells[0].key == "S-SE/0.i0"
    fork = ts["402a"]
    main, joker = fork.road("S-N"), fork.road("S-NW")
    assert [c.key for c in main.geometry.road_cells][:4] == ["s1", "s2", "m1", "m2"]
    assert [c.key for c in joker.geometry.road_cells][-2:] == ["jc", "ji"]
    assert fork.edges == (3, 0, 5) and fork.lanes_at(5) == 2
    assert ts["403a"].lanes_at(3) == 3 and ts["403a"].lanes_at(5) == 2
    assert (ts["401b"].lanes_at(3), ts["401b"].lanes_at(0)) == (3, 2)
    assert (ts["411a"].lanes_at(3), ts["411a"].lanes_at(0)) == (2, 3)


def test_one_road_sides_are_unchanged_by_the_model() -> None:
    core = load_tileset("dirt-core")
    assert all(not s.roads and s.road_id is None for s in core)
    assert core["224b"].geometry.road_cells[0].key == "0.0"


def test_a_border_naming_a_missing_cell_is_refused() -> None:
    data = tileset_data("dirt-exp-4xx")
    fork = next(t for t in data["tiles"] if t["id"] == "402a")
    fork["borders"][0]["cells"] = ["m1", "zz"]
    with pytest.raises(PacenoteFileError, match=r"tiles\[2\]\.borders\[0\]\.cells.*'zz'"):
        parse_tileset(data, "x.json")


def test_a_gt_side_with_several_roads_has_gt_roads() -> None:
    """The model is the same for the GT expansions' crossings and parallel roads: each
    road a GT road of its own (lane widths of the GT tileset), keys saying the road."""
    gt = tileset_data("gt-core")
    row = {"type": "row", "length": 1.0, "lanes": 3}
    data = {"format": "pacenote-tileset", "version": 1, "name": "gt-roads", "family": "gt",
            "lane_widths": gt["lane_widths"], "tiles": [{
                "id": "141b", "number": 141, "side": "b", "kind": "crossing", "danger": "low",
                "terrain": "asphalt", "sections": [], "roads": [
                    {"id": "n-s", "road": {"from": "S", "to": "N", "lanes": 3},
                     "sections": [row, row, row]},
                    {"id": "nw-se", "road": {"from": "NW", "to": "SE", "lanes": 3},
                     "sections": [row, row, row]}]}]}
    side = parse_tileset(data, "gt-roads.json")["141b"]
    assert side.edges == (3, 0, 5, 2) and {side.lanes_at(e) for e in side.edges} == {3}
    for road in side.roads:
        assert road.gt is not None
        keys = [c.key for c in road.geometry.road_cells]
        assert len(keys) == 9 and all(k.startswith(f"{road.road_id}/") for k in keys)


def test_every_open_reading_is_decided() -> None:
    for side in load_tileset("dirt-exp-4xx"):
        if any(n.startswith("Doubt:") for n in side.notes):
            assert any(n.startswith("Decision:") for n in side.notes), side.id
    notes = " ".join(load_tileset("dirt-exp-4xx")["416a"].notes)
    assert "bridge" in notes and "jump 5" in notes  # the reading and the facts' doubt


def test_geometry_lists_every_road_cell_with_its_road() -> None:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "dirt-exp-4xx", "--json",
                                      "--geometry", "412a", "905a"])
    assert result.exit_code == 0, result.output
    sep, scenery = json.loads(result.output)
    keys = [c["key"] for c in sep["cells"]]
    assert keys[:2] == ["SW-NE/0.0", "SW-NE/0.1"] and keys[-1] == "S-SE/0.o2"
    assert scenery["cells"] == []


COARSE: dict[str, Any] = json.loads((DATA / "coarse-4xx.json").read_text("utf-8"))


@pytest.mark.parametrize("tid", list(FACTS))
def test_side_agrees_with_the_coarse_table(tid: str) -> None:
    """The second source (another editor's coarse table, coarse-all.yaml's 4xx/9xx records):
    terrain, danger, lanes per edge and which edges each road joins."""
    coarse, side = COARSE[tid], load_tileset("dirt-exp-4xx")[tid]
    assert (side.terrain, side.danger) == (coarse["terrain"], coarse["danger"])
    assert {EDGE_NAMES[e]: side.lanes_at(e) for e in side.edges} == coarse["lanes"]
    roads = side.roads or ((side,) if side.edges else ())
    assert sorted(sorted(r.edge_names) for r in roads) == sorted(
        sorted(r["edges"]) for r in coarse.get("roads", []))
