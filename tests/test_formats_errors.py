"""Malformed stage files: one line naming the file, the place in it and the problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage

DATA = Path(__file__).parent / "data"
BAD = DATA / "malformed"

CASES = [
    ("not-json.json", "line 5 column 5", "invalid JSON"),
    ("empty.json", "line 1 column 1", "empty file"),
    ("missing-tiles.json", "$", "missing required key 'tiles'"),
    ("root-array.json", "$", "expected an object"),
    ("q-string.json", "$.tiles[1].q", "expected a JSON integer, got a string of 1 character"),
    ("q-float.json", "$.tiles[0].q", "expected a JSON integer, got a number with a decimal point"),
    ("bad-id.json", "$.tiles[2].id", "a string of 3 characters, not a tile id"),
    ("token-nan.json", "$.tiles[0].tokens[0].q", "expected a finite number"),
    ("bad-id.rgt", "$.Tuiles[1].TuileId", "a string of 8 characters, not a tile id"),
    ("orientation-float.rgt", "$.Tuiles[0].Orientation",
     "expected a JSON integer, got a number with a decimal point"),
    ("token-x-string.rgt", "$.Tuiles[0].Tokens[0].X",
     "expected a number, got a string of 4 characters"),
    ("bad-rot.stage.json", "$.tiles[3].rot", "expected at most 5"),
    ("bad-tile.stage.json", "$.tiles[1].tile", "a string of 5 characters, not a tile id"),
    ("wrong-version.stage.json", "$.version", "expected 1, got an integer"),
]


@pytest.mark.parametrize(("name", "where", "problem"), CASES, ids=[c[0] for c in CASES])
def test_malformed_file(name, where, problem):
    with pytest.raises(PacenoteFileError) as info:
        load_stage(BAD / name)
    message = str(info.value)
    assert message.startswith(f"{BAD / name}: {where}: ")
    assert problem in message
    assert "\n" not in message
    assert (info.value.where, info.value.path) == (where, BAD / name)


def test_a_directory(tmp_path):
    folder = tmp_path / "looks-like.stage.json"
    folder.mkdir()
    with pytest.raises(PacenoteFileError, match=r"looks-like\.stage\.json: is a directory"):
        load_stage(folder)


def test_a_missing_file(tmp_path):
    with pytest.raises(PacenoteFileError, match=r"nowhere\.rgt: no such file$"):
        load_stage(tmp_path / "nowhere.rgt")


def test_an_unknown_file_type(tmp_path):
    path = tmp_path / "stage.yaml"
    path.write_text("{}")
    with pytest.raises(PacenoteFileError, match=r"stage\.yaml: unknown stage file type"):
        load_stage(path)


def test_not_utf8(tmp_path):
    path = tmp_path / "latin1.json"
    path.write_bytes(b'{"title": "Fr\xe9d\xe9ric", "tiles": []}')
    with pytest.raises(PacenoteFileError, match=r"latin1\.json: byte 13: not UTF-8 text"):
        load_stage(path)


def test_boolean_is_not_an_integer(tmp_path):
    path = tmp_path / "bool.json"
    path.write_text('{"tiles": [{"q": true, "r": 0, "id": "202a", "dir": 0}]}')
    with pytest.raises(PacenoteFileError, match=r"\$\.tiles\[0\]\.q: expected a JSON integer"):
        load_stage(path)


@pytest.mark.parametrize(("text", "where", "problem"), [
    ('{"tiles": [{"r": 0, "id": "202a", "dir": 0}]}', "$.tiles[0]", "missing required key 'q'"),
    ('{"tiles": [{"q": 0, "r": 0, "dir": 0}]}', "$.tiles[0]", "missing required key 'id'"),
    ('{"tiles": [{"q": 0, "r": 0, "id": 202, "dir": 0}]}', "$.tiles[0].id", "expected a string"),
    ('{"tiles": [{"q": 0, "r": 0, "id": "", "dir": 0}]}', "$.tiles[0].id",
     "an empty string, not a tile id"),
    ('{"tiles": [{"q": 0, "r": 0, "id": "101x", "dir": 0}]}', "$.tiles[0].id", "not a tile id"),
    ('{"tiles": ["202a"]}', "$.tiles[0]", "expected an object"),
    ('{"tiles": {"q": 0}}', "$.tiles", "expected an array"),
    ('{"title": 5, "tiles": []}', "$.title", "expected a string, got an integer"),
    ('{"tiles": [{"q": 0, "r": 0, "id": "205a", "dir": 0, "tokens": [{"id": "water",'
     ' "q": 0, "r": 0}]}]}', "$.tiles[0].tokens[0]", "missing required key 'dir'"),
])
def test_rekee_structure_errors(tmp_path, text, where, problem):
    path = tmp_path / "t.json"
    path.write_text(text)
    with pytest.raises(PacenoteFileError) as info:
        load_stage(path)
    assert str(info.value).startswith(f"{path}: {where}: ") and problem in str(info.value)


@pytest.mark.parametrize(("text", "where", "problem"), [
    ('{"Name": "n"}', "$", "missing required key 'Tuiles'"),
    ('{"Tuiles": [{"X": 1, "Y": 2, "Orientation": 0}]}', "$.Tuiles[0]",
     "missing required key 'TuileId'"),
    ('{"Tuiles": [{"X": 1, "Y": "2", "Orientation": 0, "TuileId": "202A"}]}', "$.Tuiles[0].Y",
     "expected a JSON integer"),
    ('{"Tuiles": [{"X": 1, "Y": 2, "Orientation": 0, "TuileId": "202A", "Tokens": [{"X": 0,'
     ' "Y": 0, "Orientation": 0}]}]}', "$.Tuiles[0].Tokens[0]", "missing required key 'TokenId'"),
])
def test_rgt_structure_errors(tmp_path, text, where, problem):
    path = tmp_path / "t.rgt"
    path.write_text(text)
    with pytest.raises(PacenoteFileError) as info:
        load_stage(path)
    assert str(info.value).startswith(f"{path}: {where}: ") and problem in str(info.value)


def test_rgt_extras_of_the_wrong_type_are_ignored_like_rekee(tmp_path):
    path = tmp_path / "t.rgt"
    path.write_text('{"Path": 7, "lowResWidth": "wide", "Tuiles": []}')
    assert load_stage(path).extras == {}
