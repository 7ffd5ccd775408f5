"""Issue 23: named files follow the same containment as folders, and no error message
quotes what a file that failed to load holds."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_cli_errors import pacenote

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json"
SECRET = "SUPERSECRET-VALUE-XYZ"


@pytest.fixture
def checkout(tmp_path, monkeypatch) -> Path:
    """A CI checkout whose pull request planted tracks/x.json -> a secret outside it."""
    home = tmp_path / "home"
    home.mkdir()
    (home / "secret.json").write_text(f'{{"title": {{"token": "{SECRET}"}}}}', "utf-8")
    repo = tmp_path / "repo"
    (repo / "tracks").mkdir(parents=True)
    (repo / "tracks" / "x.json").symlink_to(home / "secret.json")
    (repo / "tracks" / "ok.stage.json").write_bytes(STAGE.read_bytes())
    (repo / "tracks" / "away").symlink_to(home)  # a symlinked folder leading out
    monkeypatch.chdir(repo)
    return repo


@pytest.mark.parametrize("args", [
    ("validate", "tracks/x.json"), ("drive", "tracks/x.json"), ("graph", "tracks/x.json"),
    ("convert", "tracks/x.json", "-o", "out.stage.json"),
    ("export", "tracks/x.json", "-o", "out.pdf"), ("validate", "tracks/away"),
    ("validate", "tracks/away/secret.json"), ("render", "tracks/x.json", "-o", "x.svg"),
])
def test_a_symlink_argument_leading_out_is_not_read(checkout, monkeypatch, capsys, args):
    code, out, err = pacenote(monkeypatch, capsys, *args)
    assert code == 2
    assert "a symlink leading outside the current folder: not read" in out + err
    assert SECRET not in out + err and "token" not in out + err
    assert not (checkout / "out.stage.json").exists()


def test_validate_reports_the_symlink_and_checks_the_other_files(checkout, monkeypatch, capsys):
    code, out, _ = pacenote(monkeypatch, capsys, "validate", "tracks/ok.stage.json",
                            "tracks/x.json")
    assert code == 2
    assert out.splitlines()[-1].startswith("1 file checked, 1 file could not be read")
    assert "tracks/x.json: error unreadable-file: a symlink leading outside" in out


def test_follow_symlinks_reads_it_and_still_quotes_nothing(checkout, monkeypatch, capsys):
    code, out, _ = pacenote(monkeypatch, capsys, "--follow-symlinks", "validate", "tracks/x.json")
    assert code == 2
    # The reproduction: it said `got {"token": "SUPERSECRET-VALUE-XYZ"}`.
    assert "tracks/x.json: error unreadable-file: $.title: expected a string, got an object " \
        "of 1 key" in out
    assert SECRET not in out
    # A wrong type is named by its type and place, never shown.
    (checkout / "t.stage.json").write_text(
        '{"format": "pacenote-stage", "version": 1, "name": {"token": "' + SECRET + '"}, '
        '"tiles": []}', "utf-8")
    code, out, _ = pacenote(monkeypatch, capsys, "validate", "t.stage.json")
    assert "$.name: expected a string, got an object of 1 key" in out and SECRET not in out


def test_root_names_the_folder_files_may_come_from(checkout, monkeypatch, capsys):
    home = checkout.parent / "home"
    code, out, err = pacenote(monkeypatch, capsys, "--root", str(checkout.parent), "validate",
                              "tracks/x.json")
    assert "symlink" not in out + err and SECRET not in out + err  # inside that root: read
    monkeypatch.chdir(home)
    code, out, err = pacenote(monkeypatch, capsys, "--root", str(checkout), "validate",
                              str(checkout / "tracks" / "x.json"))
    assert "a symlink leading outside the --root folder: not read" in out


def test_an_outside_file_named_by_the_user_is_read(checkout, monkeypatch, capsys):
    code, out, _ = pacenote(monkeypatch, capsys, "validate", str(STAGE))
    assert code == 0, out
    code, out, _ = pacenote(monkeypatch, capsys, "validate", os.path.relpath(STAGE))
    assert code == 0, out


@pytest.mark.parametrize(("text", "place"), [
    ('{"tiles": [{"q": "' + SECRET + '", "r": 0, "id": "202a", "dir": 0}]}', "$.tiles[0].q"),
    ('{"tiles": [{"q": 0, "r": 0, "id": "' + SECRET + '", "dir": 0}]}', "$.tiles[0].id"),
    ('{"format": "pacenote-stage", "version": 1, "tileset": "' + SECRET + '", "tiles": []}',
     "$.tileset"),
    ('{"format": "pacenote-stage", "version": 1, "tiles": [], "x": "' + SECRET + '"}', "$.x"),
    ('{"format": "pacenote-stage", "version": "' + SECRET + '", "tiles": []}', "$.version"),
    ('{"format": "pacenote-rally", "version": 1, "stages": [{"file": "a.rgt", "service": "'
     + SECRET + '"}]}', "$.stages[0].service"),
])
def test_no_message_quotes_the_value(tmp_path, monkeypatch, capsys, text, place):
    name = "s.rally.json" if "rally" in text else ("s.stage.json" if "format" in text
                                                    else "s.json")
    (tmp_path / name).write_text(text, "utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, err = pacenote(monkeypatch, capsys, "validate", name)
    assert code == 2 and f"{place}: " in out
    assert SECRET not in out + err and SECRET.lower() not in (out + err).lower()
