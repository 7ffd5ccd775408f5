"""Issue 23: budgets per command, not only per file: a rally's total tiles and the road
tiles one command drives are bounded, and layout honours its time budget."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from test_cli_errors import one_error_line, pacenote

from pacenote import limits
from pacenote.autolayout import Budget, LayoutError, layout
from pacenote.tiles import load_tileset


def line_stage(n: int, name: str) -> dict[str, object]:
    tiles = ([{"tile": "202a", "q": 0, "r": 0, "rot": 0}]
             + [{"tile": "204a", "q": i, "r": 0, "rot": 0} for i in range(1, n - 1)]
             + [{"tile": "203a", "q": n - 1, "r": 0, "rot": 0}])
    return {"format": "pacenote-stage", "version": 1, "name": name, "tiles": tiles}


def rally(tmp_path: Path, stages: int, tiles: int, *, files: bool = False) -> Path:
    entries = []
    for i in range(stages):
        if files:
            (tmp_path / f"s{i}.stage.json").write_text(json.dumps(line_stage(tiles, f"s{i}")))
            entries.append({"file": f"s{i}.stage.json", "service": False})
        else:
            entries.append({"stage": line_stage(tiles, f"s{i}"), "service": False})
    path = tmp_path / "big.rally.json"
    path.write_text(json.dumps({"format": "pacenote-rally", "version": 1, "name": "big",
                                "stages": entries}), "utf-8")
    return path


@pytest.mark.parametrize("files", [False, True])
@pytest.mark.parametrize("args", [("export", "-o", "{tmp}/x.pdf"), ("export", "-o", "{tmp}/b/"),
                                  ("drive", "--runs", "2")])
def test_a_rally_beyond_its_tiles_limit_is_one_line(tmp_path, monkeypatch, capsys, files,
                                                     args):
    """The issue's 570 KB rally of 50 inline 300-tile stages took export past 150 s and
    2.9 GB: now one line, quickly, naming the figure and the limit."""
    path = rally(tmp_path, 50, 300, files=files)
    start = time.perf_counter()
    argv = [a.replace("{tmp}", str(tmp_path)) for a in args]
    code, _, err = pacenote(monkeypatch, capsys, argv[0], path, *argv[1:])
    assert one_error_line(code, err) == (
        f"{path}: $.stages: 15,000 tiles in its 50 stages, more than the limit of "
        f"{limits.MAX_RALLY_TILES:,} for a rally (docs/formats.md, Limits)")
    assert time.perf_counter() - start < 20  # noqa: PLR2004 - parsing only


def test_validate_reports_a_rally_beyond_its_limit(tmp_path, monkeypatch, capsys):
    path = rally(tmp_path, 50, 300)
    code, out, _ = pacenote(monkeypatch, capsys, "validate", path)
    assert code == 2 and "$.stages: 15,000 tiles in its 50 stages, more than the limit" in out


@pytest.mark.parametrize("args", [("drive", "--runs", "2"),
                                  ("export", "--par", "5", "-o", "{tmp}/x.pdf")])
def test_driving_a_whole_rally_is_bounded(tmp_path, monkeypatch, capsys, args):
    """drive of 50 x a 64-tile stage took 2.3 GB; the total road tiles are bounded."""
    path = rally(tmp_path, 4, limits.MAX_DRIVE_TILES)
    argv = [a.replace("{tmp}", str(tmp_path)) for a in args]
    code, _, err = pacenote(monkeypatch, capsys, argv[0], path, *argv[1:])
    assert one_error_line(code, err) == (
        f"{path}: $.stages: {4 * limits.MAX_DRIVE_TILES} road tiles to drive in 4 stages, more "
        f"than the limit of "
        f"{limits.MAX_RALLY_DRIVE_TILES} for one rally (docs/formats.md, Limits)")


def long_list() -> list[str]:
    ids = [s.id for s in load_tileset() if s.kind not in ("start", "finish", "service")
           and s.side == "a" and s.number < 900]  # noqa: PLR2004 - decorative tiles
    return ["202a", *(ids * 5)[:118], "203a"]


def test_layout_honours_its_time_budget(tmp_path, monkeypatch, capsys):
    """120 tiles: the search never ended (killed after 56 s CPU)."""
    out = tmp_path / "l.stage.json"
    start = time.perf_counter()
    code, text, err = pacenote(monkeypatch, capsys, "layout", *long_list(), "-o", out,
                               "--boxes", "9", "--budget", "1")
    assert code == 0, err
    assert time.perf_counter() - start < 8  # noqa: PLR2004 - 1 s budget, a loaded machine
    assert "arrangements tried in" in text and "within the 1 s budget" in text


def test_a_layout_not_found_in_time_says_what_it_reached():
    timer = Budget(0.0001)
    with pytest.raises(LayoutError, match=r"no layout found: 0 of 24 arrangements tried in "
                                          r"[\d.]+ s within the 0.0001 s budget"):
        layout(long_list(), boxes=9, timer=timer)
    timer = Budget(None)
    layout(["202a", "206a", "203a"], timer=timer)
    assert timer.tries == timer.of == 24 and not timer.cut  # noqa: PLR2004
