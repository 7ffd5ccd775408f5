"""The GT rulebook's eight ready-made circuits (examples/gt/) and the circuit
validators: each example uses exactly the printed tile list (a copy of it is kept in
tests/data/gt/gt-circuits.facts.json), is one closed loop through 102, validates clean
and loads identically from .stage.json, Rekee .json and .rgt; broken circuits give
their findings."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from pacenote.autolayout import LayoutError
from pacenote.circuitlayout import circuit_layout
from pacenote.course import build_course
from pacenote.formats import load_stage, save_stage
from pacenote.graph import build_graph
from pacenote.hexgrid import opposite
from pacenote.stage import Placement, Stage, base_id
from pacenote.validators import validate_stage
from pacenote.validators.circuitguide import race_class, race_minutes

ROOT = Path(__file__).resolve().parent.parent
FACTS: list[dict[str, Any]] = json.loads(
    (ROOT / "tests" / "data" / "gt" / "gt-circuits.facts.json").read_text("utf-8"))["circuits"]
EXAMPLES = ROOT / "examples" / "gt"


def printed(circuit: dict[str, Any]) -> Counter[str]:
    out: Counter[str] = Counter()
    for line in circuit["tiles"]:
        count, _, tile = line.split()
        out[tile] += int(count)
    return out


def codes(stage: Stage) -> list[str]:
    return [f.code for f in validate_stage(stage)]


@pytest.mark.parametrize("circuit", FACTS, ids=lambda c: f"circuit-{c['number']}")
@pytest.mark.parametrize("suffix", [".stage.json", ".json", ".rgt"])
def test_ready_made_circuit(circuit: dict[str, Any], suffix: str) -> None:
    path = EXAMPLES / f"circuit-{circuit['number']}{suffix}"
    stage = load_stage(path)
    assert stage.tileset == "gt-core"
    assert Counter(base_id(p.tile) if p.tile != "101" else "101a" for p in stage.tiles) == \
        printed(circuit)
    course = build_course(stage)
    assert course.is_circuit and course.closed and course.complete and not course.issues
    assert len(course.tiles) == circuit["track_pieces"]
    lanes = {j.lanes_a for j in course.joints}
    assert lanes == ({2, 3} if circuit["lanes"] == "mixed" else {circuit["lanes"]})
    # The loop turns once round (signed turns add up to 360 degrees) and its corners turn
    # as much as the book's check says (110/116 count as straights).
    turns = [((t.exit_side - opposite(t.entry_side)) % 6 + 3) % 6 - 3 for t in course.tiles
             if t.entry_side is not None and t.exit_side is not None]
    assert abs(sum(turns)) == 6 and 60 * sum(map(abs, turns)) == circuit["check"]["turning_deg"]
    assert [f for f in validate_stage(stage) if f.severity != "info"] == []
    assert codes(stage) == ["circuit-length"]
    assert build_graph(course).fewest_dice() is not None


def test_the_three_files_of_a_circuit_load_alike() -> None:
    a, b, c = (load_stage(EXAMPLES / f"circuit-5{s}") for s in (".stage.json", ".json", ".rgt"))
    assert [(p.tile, p.q, p.r, p.rot) for p in a.tiles] == \
        [(p.tile, p.q, p.r, p.rot) for p in b.tiles]
    assert [(p.q, p.r, p.rot) for p in a.tiles] == [(p.q, p.r, p.rot) for p in c.tiles]
    assert a.laps == 1 and b.laps is None  # Rekee has no field for laps


def test_variants_share_one_layout_both_ways(tmp_path: Path) -> None:
    stage = load_stage(EXAMPLES / "circuit-8.stage.json")
    k = 0
    tiles = []
    for p in stage.tiles:
        if base_id(p.tile) in ("103a", "104a"):
            k += 1
            p = replace(p, tile=f"{p.tile}-{k % 3 + 1}")
        tiles.append(p)
    varied = stage.with_tiles(tiles)
    assert "103a-2" in varied.tile_ids() or "104a-2" in varied.tile_ids()
    for suffix in (".stage.json", ".json", ".rgt"):
        save_stage(varied, tmp_path / f"v{suffix}")
        back = load_stage(tmp_path / f"v{suffix}")
        assert [p.tile for p in back.tiles if "-" in p.tile] == \
            [p.tile for p in varied.tiles if "-" in p.tile]
        course = build_course(back)
        assert course.closed and not course.issues
        assert codes(back) == ["circuit-length"]


@pytest.fixture(scope="module")
def clean() -> Stage:
    return load_stage(EXAMPLES / "circuit-2.stage.json")


def test_open_loop(clean: Stage) -> None:
    tiles = list(clean.tiles)
    found = codes(clean.with_tiles(tiles[:5] + tiles[6:]))
    assert "circuit-open" in found and "branch" not in found and "circuit-length" not in found


def test_three_lanes_into_two(clean: Stage) -> None:
    i = next(i for i, p in enumerate(clean.tiles) if p.tile == "103a")
    found = codes(clean.replaced(i, replace(clean.tiles[i], tile="103b")))
    assert found.count("lane-mismatch") == 2 and "circuit-open" not in found


def test_three_copies_of_a_one_copy_piece(clean: Stage) -> None:
    straights = [i for i, p in enumerate(clean.tiles) if p.tile[:3] in ("103", "104")][:3]
    tiles = [replace(p, tile="110a") if i in straights else p
             for i, p in enumerate(clean.tiles)]
    found = validate_stage(clean.with_tiles(tiles))
    assert [f.code for f in found if f.severity == "error"] == ["tile-used-twice"]
    assert "the box holds 1 tile 110" in found[0].message


def test_both_sides_of_one_piece_and_gt_copies(clean: Stage) -> None:
    # 111 comes in two copies: 111a + 111b together is fine, a third 111 is not.
    i = next(i for i, p in enumerate(clean.tiles) if p.tile == "111a")
    both = clean.replaced(i, Placement("111b", 30, 30, 0))
    assert "tile-both-sides" not in codes(both) and "too-many-copies" not in codes(both)
    third = both.with_tiles([*both.tiles, Placement("111a", -30, -30, 0)])
    assert "too-many-copies" in codes(third)
    one_copy = clean.with_tiles([*clean.tiles, Placement("118b", 30, -30, 0),
                                 Placement("118a", 31, -30, 0)])
    assert "tile-both-sides" in codes(one_copy)  # 118: one piece


def test_pit_piece_in_the_loop(clean: Stage) -> None:
    pit = next(i for i, p in enumerate(clean.tiles) if p.tile.startswith("101"))
    road = 7
    tiles = [replace(clean.tiles[road], tile="101a")] + [
        p for i, p in enumerate(clean.tiles) if i not in (road, pit)]
    found = codes(clean.with_tiles(tiles))
    assert "pit-in-circuit" in found
    assert "circuit-open" not in found and "road-into-no-road" not in found


def test_pit_piece_away_or_missing(clean: Stage) -> None:
    pit = next(i for i, p in enumerate(clean.tiles) if p.tile.startswith("101"))
    rest = [p for i, p in enumerate(clean.tiles) if i != pit]
    assert "no-pit-stop" in codes(clean.with_tiles(rest))
    assert "pit-not-beside" in codes(clean.with_tiles([*rest, Placement("101a", 20, 20, 0)]))


def test_gt_stage_without_start_finish() -> None:
    stage = Stage(tileset="gt-core", tiles=(Placement("103a", 0, 0, 0),))
    assert codes(stage) == ["circuit-no-start-finish"]


@pytest.mark.parametrize(("pieces", "laps", "minutes", "kind"), [
    (15, 1, 30, "short"), (18, 1, 45, "medium"), (12, 2, 45, "medium"),
    (21, 1, 60, "long"), (16, 2, 60, "long"), (14, 1, 28, "short"), (8, 1, 16, "short"),
    (6, 2, 22.5, "short"), (8, 3, 45, "medium")])
def test_length_guidelines(pieces: int, laps: int, minutes: float, kind: str) -> None:
    assert race_minutes(pieces, laps) == minutes
    assert race_class(minutes) == kind


def test_a_race_takes_more_time_the_more_pieces_and_laps_it_has() -> None:
    for laps in range(1, 5):
        times = [race_minutes(pieces, laps) for pieces in range(1, 40)]
        assert all(t > 0 for t in times)
        assert times == sorted(times) and len(set(times)) == len(times)
    # within the book's sizes (the two-lap step per piece is the smaller one)
    assert all(race_minutes(p, 2) > race_minutes(p, 1) for p in range(1, 22))


def test_laps_change_the_race(clean: Stage) -> None:
    two = replace(clean, laps=2)
    message = next(f.message for f in validate_stage(two) if f.code == "circuit-length")
    assert "x 2 laps" in message and "long race" in message
    g1 = build_graph(build_course(clean)).fewest_dice()
    g2 = build_graph(build_course(two)).fewest_dice()
    assert g1 is not None and g2 is not None and g2 > g1


def test_layout_of_a_printed_list_is_a_closed_loop() -> None:
    stage = circuit_layout([t for t, n in printed(FACTS[6]).items() for _ in range(n)],
                           tries=1)
    course = build_course(stage)
    assert course.closed and not course.issues and len(course.tiles) == 17


# A loop of the GT expansions' pieces (121-138 meet some edges at a slant; a slanted road
# end joins only one of the same slant): laid by generate from gt-core, gt-championship
# and gt-world-tour.
SKEWED = ["102b", "123b", "138b", "103b", "117b", "126b", "125b", "122b", "122b", "116b",
          "111b", "117b", "136b", "107b", "101"]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_layout_lines_up_slanted_road_ends(seed: int) -> None:
    """The layout search matches the slant of the road ends as the lane-mismatch rule
    does (it matched the lane counts only: loops of expansion pieces did not line up)."""
    from pacenote.tiles import load_tileset, tileset_for_ids

    tileset = load_tileset(tileset_for_ids(SKEWED))
    stage = circuit_layout(SKEWED, tries=1, seed=seed, boxes=1, tileset=tileset)
    course = build_course(stage)
    assert course.closed and all(j.matched for j in course.joints)
    assert "lane-mismatch" not in [f.code for f in validate_stage(stage, tileset=tileset)]


def test_layout_command_lays_a_circuit(tmp_path: Path) -> None:
    from typer.testing import CliRunner

    from pacenote.cli import app

    out = tmp_path / "c.stage.json"
    listed = " ".join(FACTS[0]["tiles"])
    result = CliRunner().invoke(app, ["layout", *listed.split(), "--laps", "2", "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "closed circuit" in result.output
    stage = load_stage(out)
    assert stage.laps == 2 and build_course(stage).closed
    result = CliRunner().invoke(app, ["layout", "1", "x", "102a", "4", "x", "103a",
                                      "-o", str(out)])
    assert result.exit_code == 2
    with pytest.raises(LayoutError, match=r"tile 103 is used 4 times but the box holds 3 "
                                          r"tiles 103 \(or --boxes 2\)"):
        circuit_layout(["102a"] + ["103a"] * 4)


def test_build_guide_of_a_circuit_gives_its_race_length() -> None:
    """A closed circuit's guide says pieces, laps and race class, not "no START → FINISH
    course yet", and is tagged as a race (it printed DRAFT, then a bare stage length)."""
    from pacenote.export import stage_guide
    from pacenote.export.pages import _facts

    path = EXAMPLES / "circuit-1.stage.json"
    guide = stage_guide(load_stage(path), path)
    assert guide.circuit == (14, 1) and guide.kind == "race" and guide.stage_class == "short"
    facts = dict(_facts(guide))
    assert facts["length"].startswith("14 pieces in the loop x 1 lap: a short race")
    assert facts["playing time"].startswith("~28 min for 4 players")
    assert "service park" not in facts
    dirt = stage_guide(load_stage(ROOT / "examples" / "rally-1" / "ss1.stage.json"),
                       ROOT / "examples" / "rally-1" / "ss1.stage.json")
    assert dirt.circuit is None and dirt.kind == "stage"
    assert "road tiles START → FINISH" in dict(_facts(dirt))["length"]
