"""pacenote's own .stage.json: schema-checked, canonical, stable and atomic on disk."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from pacenote.errors import PacenoteFileError
from pacenote.formats import detect_format, dumps_stage, load_stage, native, save_stage
from pacenote.formats.writing import f32
from pacenote.jsonio import validate
from pacenote.stage import Placement, Stage, Token

DATA = Path(__file__).parent / "data"


def test_mini_stage_is_read_canonically():
    stage = load_stage(DATA / "mini.stage.json")
    assert (stage.name, stage.author, stage.tileset) == ("Mini stage", "pacenote tests",
                                                         "dirt-core")
    assert stage.notes.startswith("Hand-made fixture")
    assert stage.tile_ids() == ["202a", "207b", "208a", "203a", "905a", "999a"]
    assert stage.tiles[3] == Placement("203a", 2, 1, 1)
    assert stage.tiles[1].tokens == (Token("water-gravel", 0.25, f32(-0.1), 1.0),)
    assert [p.is_decorative for p in stage.tiles] == [False] * 4 + [True, False]


def test_written_layout_is_stable_and_one_tile_per_line():
    stage = Stage(name="Two", author="me", tiles=(
        Placement("202a", 0, 0, 0),
        Placement("905a", 1, -1, 4, (Token("finish", 0.5, 0.0, 3.0),))), notes="n")
    assert dumps_stage(stage, "native") == (
        "{\n"
        '  "format": "pacenote-stage",\n'
        '  "version": 1,\n'
        '  "name": "Two",\n'
        '  "author": "me",\n'
        '  "tileset": "dirt-core",\n'
        '  "tiles": [\n'
        '    {"tile": "202a", "q": 0, "r": 0, "rot": 0},\n'
        '    {"tile": "905a", "q": 1, "r": -1, "rot": 4, "tokens": '
        '[{"id": "finish", "q": 0.5, "r": 0.0, "dir": 3.0}]}\n'
        "  ],\n"
        '  "notes": "n"\n'
        "}\n")


def test_empty_stage_is_valid():
    text = dumps_stage(Stage(), "native")
    assert json.loads(text)["tiles"] == []
    assert native.from_dict(json.loads(text)) == Stage()


def test_written_file_passes_the_schema_and_reads_back_equal(tmp_path):
    stage = load_stage(DATA / "mini.stage.json")
    target = tmp_path / "copy.stage.json"
    save_stage(stage, target)
    validate(json.loads(target.read_text()), "stage", target)
    assert load_stage(target) == stage
    assert target.read_text() == dumps_stage(stage, "native")


def test_save_is_atomic_and_keeps_the_umask_mode(tmp_path):
    target = tmp_path / "x.stage.json"
    old = os.umask(0o022)
    try:
        save_stage(Stage(tiles=(Placement("202a", 0, 0),)), target)
    finally:
        os.umask(old)
    assert [p.name for p in tmp_path.iterdir()] == ["x.stage.json"]  # no temp file left
    assert target.stat().st_mode & 0o777 == 0o644


def test_failed_write_leaves_the_old_file(tmp_path):
    target = tmp_path / "x.rgt"
    target.write_text("old")
    bad = Stage(tiles=(Placement("202a", 0, 0, 0, (Token("mud-spray", 0, 0, 0),)),))
    with pytest.raises(PacenoteFileError):
        save_stage(bad, target)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["x.rgt"]


def test_integral_floats_are_integers_in_json_schema():
    data = {"format": "pacenote-stage", "version": 1,
            "tiles": [{"tile": "202a", "q": 1.0, "r": -2, "rot": 5.0}]}
    placement = native.from_dict(data).tiles[0]
    assert placement == Placement("202a", 1, -2, 5) and isinstance(placement.q, int)


@pytest.mark.parametrize(("fragment", "where"), [
    ('"tiles": [{"tile": "202a", "q": 0, "r": 0, "rot": 0, "colour": "red"}]', "$.tiles[0].colour"),
    ('"tiles": [{"tile": "202a", "q": 0, "r": 0}]', "$.tiles[0]"),
    ('"tiles": [{"tile": "202a", "q": 0.5, "r": 0, "rot": 0}]', "$.tiles[0].q"),
    ('"tiles": [], "tileset": "Dirt Core"', "$.tileset"),
    ('"tiles": [{"tile": "202a", "q": 0, "r": 0, "rot": 0, "tokens": [{"id": "x"}]}]',
     "$.tiles[0].tokens[0]"),
])
def test_schema_errors_name_the_json_path(fragment, where):
    data = json.loads('{"format": "pacenote-stage", "version": 1, ' + fragment + "}")
    with pytest.raises(PacenoteFileError) as info:
        native.from_dict(data, "s.stage.json")
    assert str(info.value).startswith(f"s.stage.json: {where}: ")


@pytest.mark.parametrize(("name", "fmt"), [
    ("a.stage.json", "native"), ("A.STAGE.JSON", "native"), ("a.json", "rekee"),
    ("dir/a.JSON", "rekee"), ("a.rgt", "rgt"), ("a.RGT", "rgt"), ("stage.json", "rekee"),
])
def test_detect_format(name, fmt):
    assert detect_format(name) == fmt


def test_detect_format_rejects_other_names():
    with pytest.raises(PacenoteFileError, match=r"^a\.txt: unknown stage file type"):
        detect_format("a.txt")


def test_writing_a_junk_tile_id_names_the_placement():
    with pytest.raises(PacenoteFileError, match=r"tile 2 \(nonsense at q=3, r=4\)"):
        dumps_stage(Stage(tiles=(Placement("202a", 0, 0), Placement("nonsense", 3, 4))), "native")
