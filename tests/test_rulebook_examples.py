"""The rulebook's six ready-to-play rallies (examples/rulebook): the printed tile lists,
the service plan, one documented substitution, clean and drivable stages."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from test_cli_errors import pacenote
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.cli.validate import validate_paths
from pacenote.course import build_course
from pacenote.engine import DriveSettings, test_drive
from pacenote.rally import load_rally
from pacenote.tilelist import box_shortfalls, same_road_shape
from pacenote.tiles import load_tileset

RULEBOOK = Path(__file__).resolve().parent.parent / "examples" / "rulebook"

# The "ready to play" lists as printed (Spanish "LISTOS PARA JUGAR", the same in the
# Italian and Polish books), keyed by (rally, stage). A copy: tests never read ../shared.
PRINTED: dict[tuple[int, int], str] = {
    (1, 1): "201a 202a 203a 205a 208a 210b 213a 216a 217a 219a 227a",
    (1, 2): "201a 202a 203a 205a 208a 210b 213a 216a 217a 219a 227a",
    (1, 3): "202b 203a 205a 208a 210a 213a 216a 217a 219a 227a",
    (2, 1): "201a 202a 203b 204a 207a 209a 212b 214b 219b 223b 224a 228a 229a",
    (2, 2): "201b 202a 203b 206a 208a 215b 218a 220a 222b 225a 227b 231a 232b",
    (2, 3): "202a 203b 205a 210a 211b 213b 216a 217b 221b 226b 230b",
    (3, 1): "201a 202a 203a 208a 209b 211a 214a 216a 217a 218a 221b 223b 224b 225a 227a",
    (3, 2): "201a 202b 203b 206a 209a 212b 213b 214a 216b 219a 220a 221b 222a 224a 224b",
    (3, 3): "202a 203b 208a 209b 210a 211b 212a 213b 216a 217b 218a 222b 230b 231b",
    (4, 1): "202a 203a 204a 208a 209b 214a 224b 227a 231b",
    (4, 2): "201a 202b 203a 206b 209b 210b 213b 218a 220a 224b 226a 227a 231b",
    (4, 3): "202a 203a 206b 208a 213b 214a 218a 220a 226a 229a",
    (5, 1): "201a 202a 203a 204a 205a 207b 208b 210a 217a 218a 219a",
    (5, 2): "201a 202a 203a 204b 205b 207a 208a 210a 217a 218a 219a",
    (5, 3): "202a 203a 204a 205a 207a 208a 210a 217b 218b 219a",
    (6, 1): "201a 202b 203a 204a 208b 218a 219a 220a 222a 223a 226a 229a",
    (6, 2): "201a 202a 203a 205b 209b 210a 211b 214b 221b 225a 227a 231b 232b",
    (6, 3): "202a 203b 206b 207b 208a 212b 215a 217b 219b 220b 222a 229b",
}
# The one slip: Rally 3 SS2 names both sides of tile 224; the example uses 225a for 224a.
SUBSTITUTED = {(3, 2): ("224b", "228a")}  # as the book's picture has it
STAGES = sorted(PRINTED)


def stage_of(rally: int, number: int):  # noqa: ANN201
    r = load_rally(RULEBOOK / f"rally-{rally}.rally.json")
    entry = r.stages[number - 1]
    return r, entry, r.load_stage(entry)


def test_six_rallies_of_three_stages():
    files = sorted(p.name for p in RULEBOOK.glob("*.rally.json"))
    assert files == [f"rally-{n}.rally.json" for n in range(1, 7)]
    for n in range(1, 7):
        r = load_rally(RULEBOOK / f"rally-{n}.rally.json")
        assert r.name == f"Rally {n}"
        assert [e.label for e in r.stages] == ["SS1", "SS2", "SS3"]


@pytest.mark.parametrize(("rally", "number"), STAGES, ids=lambda v: str(v))
def test_stage_uses_the_printed_tile_list(rally, number):
    _, _, stage = stage_of(rally, number)
    expected = PRINTED[(rally, number)].split()
    if (rally, number) in SUBSTITUTED:
        old, new = SUBSTITUTED[(rally, number)]
        expected = [new if t == old else t for t in expected]
    assert Counter(p.tile for p in stage.tiles) == Counter(expected)


@pytest.mark.parametrize(("rally", "number"), STAGES, ids=lambda v: str(v))
def test_service_follows_the_stages_listing_201(rally, number):
    _, entry, stage = stage_of(rally, number)
    lists_service = any(t.startswith("201") for t in PRINTED[(rally, number)].split())
    assert entry.service is lists_service
    course = build_course(stage)
    assert (course.service is not None) is lists_service


def test_only_rally_3_ss2_has_a_slip_and_its_substitute_has_the_same_road_shape():
    ts = load_tileset()
    slips = {key for key, text in PRINTED.items()
             if box_shortfalls([ts[t] for t in text.split()], ts.copies)}
    assert slips == set(SUBSTITUTED)
    old, new = SUBSTITUTED[(3, 2)]
    assert ts[new] in same_road_shape(ts[old], ts)
    # The notes of the rally and of the stage say so.
    r, _, stage = stage_of(3, 2)
    for text in (r.notes, stage.notes):
        assert "224a" in text and "224b" in text and "228a" in text


def test_layout_and_validate_refuse_the_list_as_printed(tmp_path, monkeypatch, capsys):
    out = tmp_path / "r3ss2.stage.json"
    code, _, err = pacenote(monkeypatch, capsys, "layout", *PRINTED[(3, 2)].split(), "-o",
                            str(out))
    assert code == 2 and not out.exists()
    assert err == ("pacenote: error: tile list: 224a and 224b are both sides of tile 224 but "
                   "the box holds 1 tile 224; a tile with the same road shape: 225a or 225b "
                   "(or --boxes 2)\n")
    runner = CliRunner()
    # With two boxes the printed list can be built; validate then names the slip for one box.
    result = runner.invoke(app, ["layout", *PRINTED[(3, 2)].split(), "-o", str(out),
                                 "--boxes", "2"])
    assert result.exit_code == 0, result.output
    result = runner.invoke(app, ["validate", str(out)])
    assert result.exit_code == 1
    assert "tile-both-sides" in result.output


def test_every_rally_validates_without_errors():
    reports = validate_paths(sorted(RULEBOOK.glob("*.rally.json")))
    errors = [f for r in reports for f in r.findings if f.severity == "error"]
    assert len(reports) == 6 + 18 and not errors  # each rally file and each stage file


@pytest.mark.parametrize(("rally", "number"), STAGES, ids=lambda v: str(v))
def test_stage_drives_to_the_finish(rally, number):
    _, _, stage = stage_of(rally, number)
    report = test_drive(stage, DriveSettings(driver="expert", runs=8, seed=1))
    assert report.finished == 8
