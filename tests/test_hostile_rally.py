"""Issue 23: a rally's odd strings (a NUL in a stage file name, lone surrogates in its
name, labels and stage names) give one clear line or the right result, never a crash."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli_errors import pacenote

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json"


@pytest.fixture
def folder(tmp_path, monkeypatch) -> Path:
    (tmp_path / "ss1.stage.json").write_bytes(STAGE.read_bytes())
    monkeypatch.chdir(tmp_path)
    return tmp_path


@pytest.mark.parametrize("args", [("validate",), ("drive", "--runs", "5"),
                                  ("export", "-o", "b/"), ("export", "-o", "b.pdf")])
@pytest.mark.parametrize("name", ["ss1\x00.stage.json", "ss1.stage.json\n", "\x1b[2Jss1.rgt"])
def test_a_control_character_in_a_stage_file_name_is_one_line_with_the_json_path(
        folder, monkeypatch, capsys, args, name):
    rally = {"format": "pacenote-rally", "version": 1, "name": "x",
             "stages": [{"file": name, "service": False}]}
    (folder / "r.rally.json").write_text(json.dumps(rally), "utf-8")
    code, out, err = pacenote(monkeypatch, capsys, args[0], "r.rally.json", *args[1:])
    expected = ("$.stages[0].file: not a file name: it is empty or holds a NUL or another "
                "control character")
    assert code in (1, 2) and expected in out + err  # validate: a finding, exit 1
    assert "Traceback" not in err and len(err.splitlines()) <= 1


SURROGATES = ('{"format": "pacenote-rally", "version": 1, "name": "R\\ud800", "author": '
              '"\\udfff", "stages": [{"label": "S\\udc00", "file": "ss1.stage.json", "service": '
              'false}, {"label": "T\\ud801", "file": "ss2.stage.json", "service": true}]}')


def test_lone_surrogates_in_a_rally_export_to_a_bundle(folder, monkeypatch, capsys):
    text = STAGE.read_text("utf-8").replace('"name": "', '"name": "\\ud800', 1)
    (folder / "ss2.stage.json").write_text(text, "utf-8")
    (folder / "r.rally.json").write_text(SURROGATES, "utf-8")
    code, out, err = pacenote(monkeypatch, capsys, "export", "r.rally.json", "-o", "b/")
    assert code == 0, err
    rally = json.loads((folder / "b" / "r.rally.json").read_text("utf-8"))
    assert rally["name"] == "R\ud800" and rally["stages"][0]["label"] == "S\udc00"
    assert "\\ud800" in (folder / "b" / "index.html").read_text("utf-8")
    code, out, err = pacenote(monkeypatch, capsys, "validate", "b/")
    assert "could not be read" not in out


@pytest.mark.parametrize("players", [[], ["--players", "2"]])
def test_lone_surrogates_in_a_rally_drive_as_json(folder, monkeypatch, capsys, players):
    (folder / "ss2.stage.json").write_bytes(STAGE.read_bytes())
    (folder / "r.rally.json").write_text(SURROGATES, "utf-8")
    code, out, err = pacenote(monkeypatch, capsys, "drive", "r.rally.json", "--json",
                              "--runs", "4", *players)
    assert code == 0, err
    assert "S\udc00" in json.dumps(json.loads(out), ensure_ascii=False)


def test_a_rally_of_more_players_than_a_race_has_cars_is_one_line(folder, monkeypatch, capsys):
    """Found by the fuzzer (issue 23): a rally file's "players": 9 (its sheet may have
    up to 10 columns) crashed drive, which races 1 to 6 cars."""
    (folder / "r.rally.json").write_text(json.dumps(
        {"format": "pacenote-rally", "version": 1, "name": "x", "players": 9,
         "stages": [{"file": "ss1.stage.json", "service": False}]}), "utf-8")
    code, _, err = pacenote(monkeypatch, capsys, "drive", "r.rally.json", "--runs", "2")
    assert code == 2 and err == ("pacenote: error: r.rally.json: $.players: 9 players, and a "
                                 "test drive races 1 to 6 cars: pass --players 1 to 6\n")
    assert pacenote(monkeypatch, capsys, "drive", "r.rally.json", "--runs", "2",
                    "--players", "2")[0] == 0
