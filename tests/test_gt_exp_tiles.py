"""The GT expansion tileset (tilesets/gt-exp.json) against a copy of the tile facts
(tests/data/facts/gt-exp.facts.json, the shared gt-exp.yaml as JSON): every modelled
side (single road, square edges: 136, 139a-149a, the 4-lane Team Challenge pieces) as
`pacenote tiles --tileset gt-exp --json` reports it, with the geometry built from it;
every other side is listed as not yet modelled, and a stage placing one is told so."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.gtgeometry import GtTileGeometry
from pacenote.hexgrid import EDGE_NAMES
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset, tileset_for_ids
from pacenote.validators import validate_stage

FACTS: dict[str, Any] = json.loads(
    (Path(__file__).resolve().parent / "data" / "facts" / "gt-exp.facts.json").read_text("utf-8"))
TILESET = load_tileset("gt-exp")
MODELLED = sorted(k for k, v in FACTS.items() if not v.get("roads") and not v.get("skew"))


@pytest.fixture(scope="module")
def reported() -> dict[str, dict[str, Any]]:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "gt-exp", "--json"])
    assert result.exit_code == 0, result.output
    return {f["id"]: f for f in json.loads(result.output)}


def test_every_printed_side_is_modelled_or_said_not_to_be(
        reported: dict[str, dict[str, Any]]) -> None:
    assert sorted(reported) == MODELLED and len(MODELLED) == 13
    assert len(FACTS) == 68
    roads = load_tileset("gt-exp-roads")  # the sides with several roads modelled there
    for tid, fact in FACTS.items():
        if tid in MODELLED or tid in roads:
            assert tid not in TILESET.unmodelled
        else:
            reason = "several roads" if fact.get("roads") else "skewed edges"
            assert TILESET.unmodelled[tid] == reason, tid
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
    assert got["sections"] == len(fact["sections"])
    rows = [s["row"] for s in fact["sections"] if "row" in s]
    assert [(r["type"], r["cells"]) for r in got["rows"]] == [("row", r["lanes"]) for r in rows]
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
    for edge in side.edges:
        lanes = fact["edge_lanes"][EDGE_NAMES[edge]]
        pts = g.lane_endpoints(edge)
        assert len(pts) == lanes + 1
        width = ((pts[0][0] - pts[-1][0]) ** 2 + (pts[0][1] - pts[-1][1]) ** 2) ** 0.5
        # 4-lane roads span 200 px, 3-lane 168 px of the 520 px tile (R = 260 px).
        assert width == pytest.approx({4: 200 / 260, 3: 168 / 260, 2: 126 / 260}[lanes],
                                      abs=0.005)


def test_the_start_finish_piece_has_twelve_grid_places() -> None:
    g = TILESET["139a"].geometry
    assert isinstance(g, GtTileGeometry)
    assert len(g.grid_boxes) == 12


def test_a_stage_with_an_unmodelled_side_says_so_and_nothing_else() -> None:
    tiles = (Placement("139a", 0, 0, 0), Placement("133a", 1, 0, 0),
             Placement("140a", 2, 0, 0))
    stage = Stage(tileset=tileset_for_ids(p.tile for p in tiles), tiles=tiles)
    assert stage.tileset == "gt-exp"
    found = [f for f in validate_stage(stage) if f.severity == "error"]
    assert [f.code for f in found] == ["unknown-tile"]
    assert "side 133a has several roads: not yet modelled" in found[0].message
    assert "typo" not in found[0].message
    skewed = [f for f in validate_stage(stage.with_tiles(
        [tiles[0], Placement("121a-1", 1, 0, 0)])) if f.code == "unknown-tile"]
    assert "side 121a has skewed edges: not yet modelled" in skewed[0].message


def test_a_four_lane_stage_piece_by_piece(tmp_path: Path) -> None:
    """A 4-lane straight run from the start-finish piece: lanes line up at every joint."""
    tiles = tuple(Placement(t, q, 0, 0) for q, t in enumerate(
        ["139a", "140a", "143a", "141a"]))
    stage = Stage(tileset="gt-exp", tiles=tiles)
    codes = {f.code for f in validate_stage(stage)}
    assert "lane-mismatch" not in codes and "unknown-tile" not in codes
    mixed = stage.with_tiles([*tiles, Placement("104a", 4, 0, 0)])
    mixed = Stage(tileset="gt-core+gt-exp", tiles=mixed.tiles)
    assert "lane-mismatch" in {f.code for f in validate_stage(mixed)}
