"""Rekee's native JSON: read like Rekee (ids, dir modulo 6), written like Rekee."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pacenote.formats import conversion_warnings, dumps_stage, load_stage, rekee
from pacenote.formats.writing import f32
from pacenote.stage import Placement, Stage, Token

DATA = Path(__file__).parent / "data"


def tiles_json(*tiles: str) -> dict:
    return json.loads('{"tiles": [' + ",".join(tiles) + "]}")


def test_short_track2_is_rewritten_byte_for_byte():
    stage = load_stage(DATA / "short-track2.json")
    assert len(stage.tiles) == 11
    assert dumps_stage(stage, "rekee") == (DATA / "short-track2.json").read_text()


def test_chicane_example1_compact_output():
    stage = load_stage(DATA / "chicane-example1.json")
    assert stage.name == "Chicane Example 01" and stage.author == "Holy Grail Games"
    assert dumps_stage(stage, "rekee") == (
        '{"title":"Chicane Example 01","author":"Holy Grail Games","tiles":['
        '{"q":1,"r":0,"id":"202a","dir":0},'
        '{"q":0,"r":0,"id":"205a","dir":0,"tokens":['
        '{"id":"chicane-limit-gravel","q":0.0,"r":0.0,"dir":3.0},'
        '{"id":"chicane-gravel","q":0.33,"r":0.0,"dir":0.0}]}]}')


def test_empty_author_and_tokens_are_omitted_title_always_written():
    text = dumps_stage(Stage(tiles=(Placement("202a", 0, 0),)), "rekee")
    assert text == '{"title":"","tiles":[{"q":0,"r":0,"id":"202a","dir":0}]}'


@pytest.mark.parametrize(("dir_in", "rot"), [(-1, 5), (6, 0), (13, 1), (-7, 5), (3, 3)])
def test_dir_is_reduced_modulo_6(dir_in, rot):
    stage = rekee.from_dict(tiles_json(f'{{"q": 0, "r": 0, "id": "202a", "dir": {dir_in}}}'))
    assert stage.tiles[0].rot == rot
    assert json.loads(dumps_stage(stage, "rekee"))["tiles"][0]["dir"] == rot


@pytest.mark.parametrize(("raw", "stored"), [
    ("210B", "210b"), ("PODIUM", "905a"), ("podium", "905a"), ("Filler1B", "902b"),
    ("FILLER3A", "904a"), ("103A2", "103a-2"), ("103a-2", "103a-2"), ("103a-0", "103a"),
    ("101a", "101a"), ("101", "101"), ("999a", "999a"), ("0", "0"),
])
def test_tile_ids(raw, stored):
    stage = rekee.from_dict(tiles_json(f'{{"q": 0, "r": 0, "id": "{raw}", "dir": 0}}'))
    assert stage.tiles[0].tile == stored
    assert json.loads(dumps_stage(stage, "rekee"))["tiles"][0]["id"] == stored


def test_variants_are_not_auto_numbered():
    stage = rekee.from_dict(tiles_json(*(
        f'{{"q": {q}, "r": 0, "id": "103a", "dir": 0}}' for q in range(4))))
    assert stage.tile_ids() == ["103a"] * 4


def test_two_tiles_on_one_hex_are_both_kept_and_reported():
    stage = rekee.from_dict(tiles_json(
        '{"q": 0, "r": 0, "id": "202a", "dir": 0}',
        '{"q": 1, "r": 0, "id": "205a", "dir": 0}',
        '{"q": 0, "r": 0, "id": "203a", "dir": 2}'))
    assert stage.tile_ids() == ["202a", "205a", "203a"]
    assert stage.at(stage.tiles[0].hex).tile == "203a"  # the later one is on top, as in Rekee
    assert any("1 hex with more than one tile, e.g. q=0, r=0" in w
               for w in conversion_warnings(stage, "rekee"))
    assert [t["id"] for t in json.loads(dumps_stage(stage, "rekee"))["tiles"]] == [
        "202a", "205a", "203a"]


@pytest.mark.parametrize(("raw", "stored"), [
    ("Chicane Limit Gravel", "chicane-limit-gravel"), ("WATER-none", "water"),
    ("jump", "jump"), ("oxygen-0", "oxygen"), ("Oxygen-2", "oxygen-2"), ("mud-spray", "mud-spray"),
    ("banana", "banana"), ("Not Known", "Not Known"),
])
def test_token_ids(raw, stored):
    stage = rekee.from_dict(tiles_json(
        f'{{"q": 0, "r": 0, "id": "205a", "dir": 0, '
        f'"tokens": [{{"id": "{raw}", "q": 0.1, "r": -0.2, "dir": 7.5}}]}}'))
    token = stage.tiles[0].tokens[0]
    assert token == Token(stored, f32(0.1), f32(-0.2), 1.5)
    assert json.loads(dumps_stage(stage, "rekee"))["tiles"][0]["tokens"][0] == {
        "id": stored, "q": 0.1, "r": -0.2, "dir": 1.5}


def test_browser_storage_keys_are_ignored():
    data = json.loads('{"title": "t", "active_pos": {"q": 1, "r": 2}, "active_dir": 3, '
                      '"tiles": [{"id": "202a", "q": 0, "r": 0, "dir": 0, "extra": 1}]}')
    assert rekee.from_dict(data) == Stage(name="t", tiles=(Placement("202a", 0, 0, 0),))


def test_notes_and_tileset_are_reported_as_not_representable():
    stage = Stage(tileset="other-set", notes="hello", tiles=(Placement("202a", 0, 0),))
    warnings = conversion_warnings(stage, "rekee")
    assert any("notes" in w for w in warnings) and any("'other-set'" in w for w in warnings)
    assert rekee.from_dict(rekee.to_dict(stage)).notes == ""


def test_bom_prefixed_file_loads():
    assert (DATA / "bom.json").read_bytes().startswith(b"\xef\xbb\xbf")
    stage = load_stage(DATA / "bom.json")
    assert stage.name == "With BOM"
    assert stage.tiles == (Placement("202a", 0, 0, 0), Placement("203a", 1, 0, 5))


def test_rgt_content_in_a_json_file_is_read_as_rgt(tmp_path):
    renamed = tmp_path / "chicane.json"
    shutil.copy(DATA / "chicane-example1.rgt", renamed)
    assert load_stage(renamed) == load_stage(DATA / "chicane-example1.rgt")


def test_rekee_content_in_an_rgt_file_is_read_as_rekee(tmp_path):
    renamed = tmp_path / "chicane.rgt"
    shutil.copy(DATA / "chicane-example2.json", renamed)
    assert load_stage(renamed).tiles[0] == Placement("202a", 1, -1, 5)


def test_native_content_in_a_json_file_is_read_as_native(tmp_path):
    renamed = tmp_path / "mini.json"
    shutil.copy(DATA / "mini.stage.json", renamed)
    assert load_stage(renamed) == load_stage(DATA / "mini.stage.json")
