"""`pacenote graph` on real files, through the installed command."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_pacenote

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"


run = run_pacenote


def test_graph_json_reports_the_course_in_driving_order():
    out = run("graph", str(EXAMPLE), "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["complete"] is True
    tiles = [t["tile"] for t in data["tiles"]]
    assert tiles[0] == "202a" and tiles[-2:] == ["203a", "201a"]
    assert len(tiles) == 11
    assert data["cells"] == sum(t["cells"] for t in data["tiles"]) == 66
    assert data["fewest_dice"] == 26
    assert set(data["edges"]) == {"straight", "diagonal", "corner", "slide"}
    assert all(t["enters"] and t["leaves"] for t in data["tiles"][:-1])


def test_graph_text_names_every_tile():
    out = run("graph", str(EXAMPLE))
    assert out.returncode == 0, out.stderr
    for tile in ("202a", "208a", "219a", "217a", "216a", "227a", "213a", "205a", "210b", "203a"):
        assert tile in out.stdout
    assert "fewest dice from start to finish: 26" in out.stdout


def test_unknown_tile_is_one_line_with_its_location_and_exit_2(tmp_path):
    bad = tmp_path / "bad.stage.json"
    bad.write_text(json.dumps({"format": "pacenote-stage", "version": 1, "name": "x",
                               "tileset": "dirt-core",
                               "tiles": [{"tile": "202a", "q": 0, "r": 0, "rot": 0},
                                         {"tile": "250a", "q": 1, "r": 0, "rot": 0}]}))
    out = run("graph", str(bad))
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0
    assert f"{bad}: $.tiles[1].tile: '250a' is no tile side pacenote knows" in out.stderr
    assert "Traceback" not in out.stderr


def test_malformed_file_is_one_line_and_exit_2(tmp_path):
    bad = tmp_path / "broken.rgt"
    bad.write_text('{"Tuiles": [{"X": 1, "Y": 2, "Orientation": 0, "TuileId": "202A"},]}')
    out = run("graph", str(bad))
    assert out.returncode == 2
    assert "line 1 column" in out.stderr and str(bad) in out.stderr
    assert "Traceback" not in out.stderr
