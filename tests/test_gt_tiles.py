"""The Rallyman: GT tileset (tilesets/gt-core.json) against a copy of the tile facts
(tests/data/gt/gt-core.facts.json, the shared gt-core.yaml as JSON): every side's
edges, lane counts, rows, bands, corners, limits, hazards, dotted lines, grid boxes and
pit lanes, as `pacenote tiles --tileset gt-core --json` reports them; and the geometry
built from them."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.gtgeometry import GtTileGeometry
from pacenote.hexgrid import EDGE_NAMES
from pacenote.jsonio import validate
from pacenote.tiles import load_tileset, tileset_data

DATA = Path(__file__).resolve().parent / "data" / "gt"
FACTS: dict[str, Any] = json.loads((DATA / "gt-core.facts.json").read_text("utf-8"))
ROAD_SIDES = [k for k, v in FACTS.items() if v["kind"] != "pit"]


def tiles_json(*args: str) -> list[dict[str, Any]]:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "gt-core", "--json", *args])
    assert result.exit_code == 0, result.output
    out: list[dict[str, Any]] = json.loads(result.output)
    return out


@pytest.fixture(scope="module")
def reported() -> dict[str, dict[str, Any]]:
    return {f["id"]: f for f in tiles_json()}


def test_the_tileset_and_dirt_validate_against_the_extended_schema() -> None:
    validate(tileset_data("gt-core"), "tileset", "gt-core.json")
    validate(tileset_data("dirt-core"), "tileset", "dirt-core.json")
    assert len(load_tileset("dirt-core")) == 64


def test_all_forty_sides_are_reported(reported: dict[str, dict[str, Any]]) -> None:
    assert sorted(reported) == sorted(FACTS)
    assert len(reported) == 40
    for f in reported.values():
        assert {"id", "edges", "limits"} <= set(f)


def test_copies_and_variants_per_number() -> None:
    ts = load_tileset("gt-core")
    for tid, fact in FACTS.items():
        assert ts.copies[int(tid[:3])] == fact["copies"], tid
        assert list(ts[tid].gt.variants) == fact["variants"], tid  # type: ignore[union-attr]
    assert sum(ts.copies[n] for n in range(102, 121)) == 31  # the box's 31 track pieces


@pytest.mark.parametrize("tid", sorted(FACTS))
def test_side_matches_the_facts(tid: str, reported: dict[str, dict[str, Any]]) -> None:
    fact, got = FACTS[tid], reported[tid]
    assert (got["kind"], got["danger"], got["terrain"]) == (
        fact["kind"], fact["danger"], fact["terrain"])
    assert got["edge_lanes"] == fact["edge_lanes"]
    assert got["edges"] == ([] if fact["from"] is None else [fact["from"], fact["to"]])
    assert got["copies"] == fact["copies"]
    assert got["pit_lanes"] == fact.get("pit_lanes", [])
    rows = [s for s in fact["sections"] if "corner" not in s]
    corners = [s["corner"] for s in fact["sections"] if "corner" in s]
    assert got["sections"] == len(fact["sections"])
    for want, have in zip(rows, got["rows"], strict=True):
        if "band" in want:
            assert (have["type"], have["cells"]) == ("band", want["band"]["cells"])
        else:
            row = want["row"]
            assert (have["type"], have["cells"]) == ("row", row["lanes"])
            assert have.get("span") == row.get("span")
            assert have.get("taper", False) == row.get("taper", False)
    assert len(got["corners"]) == len(corners)
    limits: list[Any] = []
    for want, have in zip(corners, got["corners"], strict=True):
        assert have["turn"] == want["turn"]
        assert have["outer"] == want["outer"] and have["inner"] == want["inner"]
        assert have["width_in"] == want["width_in"] and have["width_out"] == want["width_out"]
        assert have["double_inner"] == want.get("double_inner", False)
        dotted = [{"at": d["at"], "lane": d["lane"],
                   "limit": "!" if d.get("hazard") else d["limit"]} for d in want.get("dotted", [])]
        assert have["dotted"] == dotted
        limits += want["outer"] + want["inner"] + [d["limit"] for d in dotted]
    assert got["limits"] == limits
    hazards = [v for c in corners for v in c["outer"] + c["inner"] if isinstance(v, str)]
    assert got["hazards"] == hazards
    grid = [(r, lane) for r in rows if "row" in r for lane in r["row"].get("grid", [])]
    assert len(got["grid"]) == len(grid)
    line_rows = [i for i, s in enumerate(fact["sections"])
                 if s.get("row", {}).get("line") == "start-finish"]
    assert (got["line"] == "start-finish") == bool(line_rows)


def test_hazard_limits_and_dotted_lines_read_as_printed(reported: dict[str, dict[str, Any]]
                                                        ) -> None:
    assert reported["117a"]["limits"] == ["4!", 4, 3, 3]
    assert reported["118b"]["hazards"] == ["5!"]
    assert reported["107a"]["limits"] == [1, 1, 1, "!", "!"]
    assert reported["116a"]["limits"] == [3, 3, 3, 1, 2, 1, 2]
    assert reported["109b"]["limits"] == [1, 1, 1]  # no dotted lines on that side


def expected_cells(fact: dict[str, Any]) -> int:
    n = 0
    for s in fact["sections"]:
        if "row" in s:
            n += len(s["row"].get("span", [])) or s["row"]["lanes"]
        elif "band" in s:
            n += sum(s["band"]["cells"])
        else:
            n += len(s["corner"]["outer"]) + len(s["corner"]["inner"])
    return n


@pytest.mark.parametrize("tid", ROAD_SIDES)
def test_cells_tile_the_road_with_the_printed_widths(tid: str) -> None:
    side = load_tileset("gt-core")[tid]
    g = side.geometry
    assert isinstance(g, GtTileGeometry)
    fact = FACTS[tid]
    assert len(g.road_cells) == expected_cells(fact)
    area = sum(c.polygon.area for c in g.road_cells)
    assert area == pytest.approx(g.road.area, rel=1e-3)
    for c in g.road_cells:
        assert c.polygon.is_valid and c.polygon.area > 1e-3, (tid, c.key)
    for edge in side.edges:
        lanes = fact["edge_lanes"][EDGE_NAMES[edge]]
        pts = g.lane_endpoints(edge)
        assert len(pts) == lanes + 1
        width = ((pts[0][0] - pts[-1][0]) ** 2 + (pts[0][1] - pts[-1][1]) ** 2) ** 0.5
        # 3-lane roads span 168 px, 2-lane roads 126 px of the 520 px tile (R = 260 px).
        assert width == pytest.approx({3: 168 / 260, 2: 126 / 260}[lanes], abs=0.005)
    hazards = {c.key for c in g.road_cells if c.key in g.hazards}
    assert len(hazards) == sum(isinstance(v, str) for s in fact["sections"] if "corner" in s
                               for v in s["corner"]["outer"] + s["corner"]["inner"])


def test_corner_paths_have_their_printed_widths() -> None:
    ts = load_tileset("gt-core")
    g = ts["113a"].geometry
    assert isinstance(g, GtTileGeometry)
    # 113a: a right corner, inner path (right) two lanes of the 3-lane road wide.
    assert g.strips["1.i0"].rear == pytest.approx((1 / 3, 1.0))
    assert g.strips["1.o0"].rear == pytest.approx((0.0, 1 / 3))
    assert g.strips["0.0"].rear == pytest.approx((0.0, 2 / 3))  # the double-width leg cell
    g = ts["119b"].geometry
    assert isinstance(g, GtTileGeometry)
    assert g.strips["1.o0"].rear == pytest.approx((0.0, 0.5))  # 1.5 of 3 lanes
    assert g.strips["1.o1"].front == pytest.approx((0.0, 0.5))  # 1 of 2 lanes
    assert g.section_lanes == ((3, 3), (3, 2), (2, 2))
    seg = g.dotted_segments[0]
    assert (seg.dotted.at, seg.frac, seg.lanes) == ("entry", pytest.approx((2 / 3, 1.0)), 3)
    g = ts["120b"].geometry  # turns left: the inner path and the dotted lanes on the left
    assert isinstance(g, GtTileGeometry)
    assert g.strips["1.i0"].rear == pytest.approx((0.0, 0.5))
    assert g.dotted_segments[1].frac == pytest.approx((0.0, 0.5))


def test_grid_boxes_in_pole_order_rows() -> None:
    g = load_tileset("gt-core")["102a"].geometry
    assert isinstance(g, GtTileGeometry)
    assert [(b.rank, b.lane, b.key) for b in g.grid_boxes] == [
        (1, 1, "2.0"), (1, 3, "2.2"), (2, 1, "1.0"), (2, 3, "1.2"), (3, 1, "0.0"), (3, 3, "0.2")]


def test_table_and_gallery(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["tiles", "--tileset", "gt-core", "117a", "101a"],
                                env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "4! 4 3 3" in result.output and "pit stop" in result.output
    result = CliRunner().invoke(app, ["tiles", "--tileset", "gt-core", "--gallery",
                                      str(tmp_path), "116a", "102a", "101a"])
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "101a.png", "102a.png", "116a.png", "index.html"]
    assert "dotted 1 2 1 2" in (tmp_path / "index.html").read_text("utf-8")
