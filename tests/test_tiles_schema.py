"""Loading tilesets: the shipped one validates; a broken file is one clear line naming
the file, the JSON path and the problem."""

from __future__ import annotations

import copy
import json
from importlib import resources

import pytest

from pacenote.errors import PacenoteFileError
from pacenote.jsonio import load_schema, validate
from pacenote.tiles import load_tileset, load_tileset_file, tileset_data, tileset_names


def shipped() -> dict:
    return tileset_data()


def index_of(data: dict, tile_id: str) -> int:
    return next(i for i, t in enumerate(data["tiles"]) if t["id"] == tile_id)


def shipped_names() -> list[str]:
    names = sorted(p.name[:-5] for p in resources.files("pacenote.tilesets").iterdir()
                   if p.name.endswith(".json") and p.name != "boxes.json")
    assert list(tileset_names()) == names
    return names


def test_shipped_tileset_validates_against_its_schema():
    data = shipped()
    assert load_schema("tileset")["$schema"].endswith("2020-12/schema")
    validate(data, "tileset", "dirt-core.json")  # raises on any problem
    assert len(data["tiles"]) == 64


@pytest.mark.parametrize("name", shipped_names())
def test_every_shipped_tileset_validates(name):
    """load_tileset() skips the schema check for shipped files: this test is their check."""
    validate(tileset_data(name), "tileset", f"{name}.json")
    assert len(load_tileset(name)) == len(tileset_data(name)["tiles"])


def test_shipped_tilesets_are_found():
    assert "dirt-core" in shipped_names()


def test_loaded_tileset_matches_the_file():
    ts = load_tileset()
    assert ts.name == "dirt-core" and len(ts) == 64
    assert ts.copies == {n: 1 for n in range(201, 233)}
    side = ts["224b"]
    assert (side.kind, side.danger, side.edge_names) == ("corner", "medium", ("S", "NE"))
    assert [(s.limit, s.side, s.touches) for s in side.shortcuts] == [
        (5, "right", (0, 1)), (5, "right", (1, 2))]
    assert side.sections[1].inner == (3, 3) and side.sections[1].outer == (4, 4, 4)
    assert ts["203b"].line == "finish" and ts["202a"].line == "start"
    assert ts["207b"].sections[1].jump == 4 and ts["207b"].sections[2].ford
    assert ts["201a"].is_service and ts["201a"].edges == (3,)


def test_a_tileset_file_loads_like_the_shipped_one(tmp_path):
    path = tmp_path / "copy.json"
    path.write_text(json.dumps(shipped()), encoding="utf-8")
    ts = load_tileset_file(path)
    assert [s.id for s in ts] == [s.id for s in load_tileset()]


def unknown_edge(d):
    d["tiles"][index_of(d, "210a")]["road"]["from"] = "X"


def limit_too_high(d):
    d["tiles"][index_of(d, "211a")]["sections"][1]["outer"][0] = 9


def missing_kind(d):
    del d["tiles"][index_of(d, "204a")]["kind"]


def duplicate_id(d):
    d["tiles"][index_of(d, "204b")]["id"] = "204a"


def unknown_section_key(d):
    d["tiles"][index_of(d, "202b")]["sections"][0]["speed"] = 3


def corner_without_inner(d):
    del d["tiles"][index_of(d, "211a")]["sections"][1]["inner"]


def dead_end_on_a_road_tile(d):
    d["tiles"][index_of(d, "203a")]["road"]["to"] = None


def road_back_to_its_start(d):
    d["tiles"][index_of(d, "203a")]["road"]["to"] = "S"


def touches_missing_section(d):
    d["tiles"][index_of(d, "217b")]["shortcuts"][0]["touches"] = [0, 7]


def id_not_number_and_side(d):
    d["tiles"][index_of(d, "205a")]["id"] = "206a"


@pytest.mark.parametrize(("breakage", "where", "problem"), [
    (unknown_edge, "$.tiles[18].road.from", "expected one of \"N\", \"NE\""),
    (limit_too_high, "$.tiles[20].sections[1].outer[0]", "expected at most 6"),
    (missing_kind, "$.tiles[6]", "'kind' is a required property"),
    (duplicate_id, "$.tiles[7].id", "duplicate tile side '204a'"),
    (unknown_section_key, "$.tiles[3].sections[0].speed", "a key that is not allowed here"),
    (corner_without_inner, "$.tiles[20].sections[1]", "'inner' is a required property"),
    (dead_end_on_a_road_tile, "$.tiles[4].road.to", "only the service park"),
    (road_back_to_its_start, "$.tiles[4].road.to", "cannot start and end on one edge"),
    (touches_missing_section, "$.tiles[33].shortcuts[0].touches",
     "section 7 does not exist (3 sections)"),
    (id_not_number_and_side, "$.tiles[8].id", "'206a' does not match number and side"),
])
def test_broken_tileset_is_one_line_with_file_path_and_problem(tmp_path, breakage, where,
                                                                 problem):
    data = copy.deepcopy(shipped())
    breakage(data)
    path = tmp_path / "broken-tiles.json"
    path.write_text(json.dumps(data, indent=1), encoding="utf-8")
    with pytest.raises(PacenoteFileError) as err:
        load_tileset_file(path)
    message = str(err.value)
    assert "\n" not in message
    assert message.startswith(f"{path}: {where}: ")
    assert problem in message


def test_invalid_json_names_line_and_column(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "pacenote-tileset",\n "tiles": [,]}', encoding="utf-8")
    with pytest.raises(PacenoteFileError) as err:
        load_tileset_file(path)
    assert str(err.value).startswith(f"{path}: line 2 column 12: invalid JSON")


def test_missing_file_and_unknown_tileset_are_one_line(tmp_path):
    with pytest.raises(PacenoteFileError, match="no such file"):
        load_tileset_file(tmp_path / "nope.json")
    with pytest.raises(PacenoteFileError, match=r"unknown tileset 'nope' \(known: dirt-core"):
        load_tileset("nope")
