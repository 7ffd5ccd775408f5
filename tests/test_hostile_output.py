"""Text from files cannot drive the terminal or forge CI lines (issue 15, part 5).

Stage names, rally labels and file names full of escape sequences, newlines, rich
markup and ``::error`` lines are printed escaped, one line each; JSON stays valid.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLES

from pacenote.cli.safetext import safe

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
EVIL = "\x1b]0;pwned\x07\x1b[2J\n::error file=x::forged\r[red]markup[/red]\u202egnp.exe\x9b31m"
EVIL_FILE = "x\x1b[2J\n::error::y"  # a file name can hold all of that but '/'




def assert_harmless(text: str) -> None:
    for bad in ("\x1b", "\x07", "\r", "\u202e", "\x9b"):
        assert bad not in text, repr(bad)
    for line in text.splitlines():
        assert not line.startswith("::"), line


@pytest.fixture
def evil(tmp_path: Path) -> Path:
    """A folder with an evil-named stage file, and a rally whose name and label are evil."""
    data = json.loads(SS1.read_text("utf-8"))
    data["name"] = EVIL
    data["tiles"][3]["tile"] = "299a"  # an unknown tile: a finding that names things
    folder = tmp_path / "tracks"
    folder.mkdir()
    (folder / f"{EVIL_FILE}.stage.json").write_text(json.dumps(data), encoding="utf-8")
    shutil.copy(SS1, folder / "ss1.stage.json")
    # A rally names no file with a control character (issue 23: refused with its JSON
    # path): its evil stage lies under a plain name.
    (folder / "evil.stage.json").write_text(json.dumps(data), encoding="utf-8")
    rally = {"format": "pacenote-rally", "version": 1, "name": EVIL,
             "stages": [{"file": "evil.stage.json", "label": EVIL, "service": False},
                        {"file": "ss1.stage.json", "label": "SS2", "service": False}]}
    (folder / "r.rally.json").write_text(json.dumps(rally), encoding="utf-8")
    (folder / "plain.stage.json").write_text(json.dumps({**json.loads(SS1.read_text("utf-8")),
                                                         "name": EVIL}), encoding="utf-8")
    return folder


def test_validate_text_escapes_names_and_labels(pacenote_cli, evil):
    code, out, err = pacenote_cli("validate", evil)
    assert code == 1
    assert_harmless(out + err)
    assert "x\\x1b[2J\\x0a::error::y.stage.json: error unknown-tile" in out


def test_validate_json_stays_valid_and_exact(pacenote_cli, evil):
    code, out, _ = pacenote_cli("validate", evil, "--format", "json")
    assert code == 1
    assert_harmless(out)
    files = [r["file"] for r in json.loads(out)]
    assert str(evil / f"{EVIL_FILE}.stage.json") in files  # JSON keeps the exact name


@pytest.mark.parametrize("command", [
    ["graph", "{f}"], ["drive", "{f}", "--runs", "2"], ["tilelist", "{f}"],
    ["convert", "{f}", "-o", "{out}.json"], ["render", "{f}", "-o", "{out}.svg"],
    ["graph", "{f}", "--json"], ["drive", "{f}", "--runs", "2", "--json"],
])
def test_other_commands_print_names_escaped(pacenote_cli, evil, tmp_path, command):
    args = [a.format(f=evil / "plain.stage.json", out=tmp_path / EVIL_FILE) for a in command]
    code, out, err = pacenote_cli(*args)
    assert code == 0, err
    assert_harmless(out + err)
    if "--json" in command:
        json.loads(out)


def test_error_lines_escape_file_names(pacenote_cli, tmp_path):
    code, out, err = pacenote_cli("graph", tmp_path / f"{EVIL_FILE}.stage.json")
    assert code == 2 and err.count("\n") == 1
    assert_harmless(err)


def test_export_warnings_are_escaped(pacenote_cli, evil, tmp_path):
    code, out, err = pacenote_cli("export", evil / "r.rally.json", "-o",
                         tmp_path / "b.pdf")
    assert code == 0, err
    assert "validation error" in err
    assert_harmless(out + err)


def test_safe_leaves_ordinary_text_alone():
    text = "ss1.stage.json: warning tile-count [tiles 210b] Lac d'Annecy – été, 3 × 202a"
    assert safe(text) == text
