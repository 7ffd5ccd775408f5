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
from pacenote.drawing import Polygon, tile_side_primitives
from pacenote.gtdrawing import ASPHALT
from pacenote.jsonio import validate
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
