"""The DIRT expansion tileset 301-326 (tilesets/dirt-exp-3xx.json) against a copy of the
tile facts (tests/data/facts/dirt-exp-3xx.facts.json, the shared dirt-exp-3xx.yaml as JSON):
every side as `pacenote tiles --tileset dirt-exp-3xx --json` reports it (edges, lanes per
edge, rows, single rows, corners, limits in road-cell order, jumps, lines, shortcuts,
climb plates, terrain), and the geometry built from it passes the checks every core side
passes (tests/test_tiles_geometry.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.tiles import load_tileset
from tests.test_tiles_geometry import border, problems

FACTS_FILE = Path(__file__).resolve().parent / "data" / "facts" / "dirt-exp-3xx.facts.json"
FACTS: dict[str, Any] = json.loads(FACTS_FILE.read_text("utf-8"))
TILESET = load_tileset("dirt-exp-3xx")


@pytest.fixture(scope="module")
def reported() -> dict[str, dict[str, Any]]:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "dirt-exp-3xx", "--json"])
    assert result.exit_code == 0, result.output
    return {f["id"]: f for f in json.loads(result.output)}


def test_every_side_of_301_to_326_in_catalogue_order(reported: dict[str, dict[str, Any]]) -> None:
    want = [f"{n}{x}" for n in range(301, 327) for x in "ab"]
    assert list(reported) == want and sorted(FACTS) == want
    for f in reported.values():
        assert {"id", "edges", "edge_lanes", "limits"} <= set(f)


def expected_limits(fact: dict[str, Any]) -> list[int]:
    """Road-cell order: rows' limits, and per corner its inner path then its outer path."""
    out: list[int] = []
    for s in fact["sections"]:
        if "corner" in s:
            out += s["corner"]["inner"] + s["corner"]["outer"]
        elif "limit" in s["row"]:
            out += [s["row"]["limit"]] * (1 if s["row"].get("single") else 2)
    return out


def expected_cells(fact: dict[str, Any]) -> int:
    return sum(len(s["corner"]["inner"]) + len(s["corner"]["outer"]) if "corner" in s
               else 1 if s["row"].get("single") else 2 for s in fact["sections"])


@pytest.mark.parametrize("tid", sorted(FACTS))
def test_side_matches_the_facts(tid: str, reported: dict[str, dict[str, Any]]) -> None:
    fact, got = FACTS[tid], reported[tid]
    assert (got["kind"], got["danger"], got["terrain"]) == (
        fact["kind"], fact["danger"], fact["terrain"])
    assert got["terrain"] == {"a": "asphalt", "b": "snow"}[tid[-1]]
    assert got["edges"] == [fact["from"], fact["to"]]
    assert got["edge_lanes"] == {fact["from"]: 2, fact["to"]: 2}
    assert got["sections"] == len(fact["sections"])
    assert got["cells"] == expected_cells(fact)
    assert got["limits"] == expected_limits(fact)
    corners = [(i, s["corner"]) for i, s in enumerate(fact["sections"]) if "corner" in s]
    assert got["corners"] == [{"section": i, "turn": c["turn"], "inner": c["inner"],
                               "outer": c["outer"]} for i, c in corners]
    rows = {i: s["row"] for i, s in enumerate(fact["sections"]) if "row" in s}
    assert got["slide_rows"] == [i for i, r in rows.items() if r.get("slide")] == []
    assert got["jumps"] == [{"section": i, "value": r["jump"]} for i, r in rows.items()
                            if "jump" in r]
    assert got["fords"] == []
    lines = [r["line"] for r in rows.values() if "line" in r]
    assert got["line"] == (lines[0] if lines else None)
    assert got["shortcuts"] == fact["shortcuts"]
    assert got["climb"] == [{"section": i, "lane": lane, **plate}
                            for i, r in rows.items() for lane, plate in
                            sorted(r.get("climb", {}).items())]
    side = TILESET[tid]
    assert [s.single for s in side.sections if s.type == "row"] == [
        r.get("single", False) for r in rows.values()]


def test_start_and_finish_and_the_climb_as_printed(reported: dict[str, dict[str, Any]]) -> None:
    assert reported["301a"]["line"] == "start" and reported["302b"]["line"] == "finish"
    assert reported["302b"]["edges"] == ["N", "S"]  # described from N (the arch faces N)
    assert reported["310b"]["limits"] == [1, 2, 2, 1, 2, 2]  # two corner sections
    assert [c["mark"] for c in reported["325a"]["climb"]] == ["+1", "-1"] * 3
    plates = TILESET["326b"].sections[1]
    assert (plates.climb_mark(True), plates.climb_mark(False)) == (-1, 1)
    assert TILESET["325a"].sections[3].climb_mark(True) is None


@pytest.mark.parametrize("tid", sorted(FACTS))
def test_side_geometry_is_sound(tid: str) -> None:
    assert problems(TILESET[tid]) == []


@pytest.mark.parametrize("tid", [t for t, f in sorted(FACTS.items()) if f["shortcuts"]])
def test_shortcut_borders_only_the_sections_it_lists(tid: str) -> None:
    side = TILESET[tid]
    g = side.geometry
    extra = [(cell.key, road.key) for cell in g.shortcut_cells for road in g.road_cells
             if road.section not in side.shortcuts[cell.index].touches
             and border(cell.polygon, road.polygon) > 1e-3]
    assert extra == []


def test_drawn_in_the_terrain_colours_with_the_climb_plates() -> None:
    from pacenote.drawing import SURFACES, Polygon, Text, tile_side_primitives

    for tid, terrain in (("305a", "asphalt"), ("305b", "snow")):
        prims = tile_side_primitives(TILESET[tid])
        fills = {p.style.fill for p in prims if isinstance(p, Polygon)}
        assert SURFACES[terrain].road in fills and SURFACES[terrain].ground in fills
        assert SURFACES["gravel"].road not in fills
    marks = [p.text for p in tile_side_primitives(TILESET["325a"]) if isinstance(p, Text)
             and p.text in ("+1", "-1")]
    assert sorted(marks) == ["+1"] * 3 + ["-1"] * 3
    assert not [p for p in tile_side_primitives(TILESET["305a"]) if isinstance(p, Text)
                and p.text in ("+1", "-1")]
