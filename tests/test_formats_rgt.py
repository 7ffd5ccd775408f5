"""The .rgt format: the worked examples of the format notes (docs/formats.md), exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pacenote.errors import PacenoteFileError
from pacenote.formats import conversion_warnings, dumps_stage, load_stage, rgt, save_stage
from pacenote.formats.writing import f32
from pacenote.hexgrid import Hex
from pacenote.stage import Placement, Stage, Token

DATA = Path(__file__).parent / "data"

# docs/formats.md, one row per tile: rgt id, X, Y, Orientation, then the Rekee
# JSON id, q, r, dir. Row 5 is the one where a floor instead of a ceiling goes wrong.
SHORT_TRACK2 = [
    ("102b", 54, 53, 0, "102b", 0, 1, 0),
    ("106b-2", 53, 53, 2, "106b-2", 1, 1, 2),
    ("116b-2", 55, 52, 0, "116b-2", 0, 0, 0),
    ("117b-2", 54, 52, 2, "117b-2", 1, 0, 2),
    ("111b-2", 53, 51, 5, "111b-2", 2, -1, 5),
    ("125b-1", 56, 52, 0, "125b-1", -1, 0, 0),
    ("112b-1", 53, 52, 1, "112b-1", 2, 0, 1),
    ("128b", 56, 51, 3, "128b", -1, -1, 3),
    ("138b-1", 57, 52, 3, "138b-1", -2, 0, 3),
    ("104b-2", 55, 53, 0, "104b-2", -1, 1, 0),
    ("105b-1", 56, 53, 3, "105b-1", -2, 1, 3),
]


@pytest.mark.parametrize("row", range(len(SHORT_TRACK2)))
def test_short_track2_row(row):
    rgt_id, x, y, orientation, json_id, q, r, d = SHORT_TRACK2[row]
    assert rgt.axial_from_rgt(x, y) == (q, r)
    assert rgt.rgt_from_axial(q, r) == (x, y)
    from_rgt = load_stage(DATA / "short-track2.rgt").tiles[row]
    from_json = load_stage(DATA / "short-track2.json").tiles[row]
    assert from_rgt == from_json == Placement(json_id, q, r, d)
    written = json.loads(dumps_stage(load_stage(DATA / "short-track2.json"), "rgt"))
    assert written["Tuiles"][row] == {"X": x, "Y": y, "Orientation": orientation,
                                      "TuileId": rgt_id}


def test_short_track2_metadata_and_byte_identical_rewrite():
    stage = load_stage(DATA / "short-track2.rgt")
    assert (stage.name, stage.author) == ("ShortTrack2", "CarmLima")
    # Path and picture size came from the file, so writing it back reproduces it.
    assert dumps_stage(stage, "rgt") == (DATA / "short-track2.rgt").read_text()


def test_ceiling_not_floor_for_negative_rows():
    # ceil(-3 / 2) = -1, floor would give -2 and shift the tile one column.
    assert rgt.rgt_from_axial(0, -3) == (56, 49)
    assert rgt.axial_from_rgt(56, 49) == (0, -3)
    assert rgt.rgt_from_axial(0, -1) == (55, 51)


# docs/formats.md: neighbours of (X, Y) per Rekee world direction, by row parity.
RGT_NEIGHBOURS = {
    "even": [(-1, 0), (-1, 1), (0, 1), (1, 0), (0, -1), (-1, -1)],
    "odd": [(-1, 0), (0, 1), (1, 1), (1, 0), (1, -1), (0, -1)],
}


@pytest.mark.parametrize("y", [-3, -2, 0, 1, 51, 52, 53, 60])
@pytest.mark.parametrize("x", [-2, 0, 53, 55, 58])
def test_conversion_agrees_with_the_rgt_neighbour_table(x, y):
    here = Hex(*rgt.axial_from_rgt(x, y))
    for direction, (dx, dy) in enumerate(RGT_NEIGHBOURS["odd" if y % 2 else "even"]):
        assert Hex(*rgt.axial_from_rgt(x + dx, y + dy)) == here.neighbour(direction)
    assert rgt.rgt_from_axial(*here) == (x, y)


def test_chicane_example1_tokens():
    stage = load_stage(DATA / "chicane-example1.rgt")
    assert stage.tiles[0] == Placement("202a", 1, 0, 0)
    limit, chicane = stage.tiles[1].tokens
    assert limit == Token("chicane-limit-gravel", 0.0, 0.0, 3.0)  # dirt1, 180°
    assert chicane == Token("chicane-gravel", f32(0.33), 0.0, 0.0)  # dirt2 at X −0.5715768
    assert stage == load_stage(DATA / "chicane-example1.json")
    written = dumps_stage(load_stage(DATA / "chicane-example1.json"), "rgt")
    assert ('"Tokens":[{"X":0.0,"Y":0.0,"Orientation":180.0,"TokenId":"dirt1"},'
            '{"X":-0.5715768,"Y":0.0,"Orientation":0.0,"TokenId":"dirt2"}]') in written
    assert '"TuileId":"202A"' in written and '"TuileId":"205A"' in written


def test_chicane_example2_is_a_translated_pair():
    from_rgt = load_stage(DATA / "chicane-example2.rgt")
    from_json = load_stage(DATA / "chicane-example2.json")
    assert [(p.q, p.r, p.rot) for p in from_rgt.tiles] == [(0, 0, 5), (-1, 1, 5)]
    assert [(p.q, p.r, p.rot) for p in from_json.tiles] == [(1, -1, 5), (0, 0, 5)]
    for stage in (from_rgt, from_json):  # 202 lies in direction F (5) of 205 in both
        assert stage.tiles[1].hex.direction_to(stage.tiles[0].hex) == 5
    assert from_rgt.tiles[1].tokens == from_json.tiles[1].tokens


def test_rx_finland_like_file():
    stage = load_stage(DATA / "rx-finland-like.rgt")
    assert stage.name == "RX Finland (test copy)" and stage.author == ""
    assert [(p.tile, p.q, p.r, p.rot) for p in stage.tiles] == [
        ("905a", -2, 3, 4),  # PODIUM
        ("403a", -1, 4, 4),
        ("119b", -1, 5, 1),
        ("414b", 0, 4, 3),
        ("903b", -3, 2, 0),  # FILLER2B
        ("101", 1, 3, 2),  # 101b folded to the side-less pit stop; Orientation 8 → 2
        ("120a", 0, -3, 1),
    ]
    assert stage.tiles[0].is_decorative and stage.tiles[4].is_decorative
    assert [t.id for p in stage.tiles for t in p.tokens] == ["joker-entrance", "finish",
                                                             "joker-exit"]
    entrance = stage.tiles[1].tokens[0]  # greendoor X 0.5, Y −0.75, 90°
    assert entrance.q == pytest.approx(-0.5 / 3**0.5 + 0.25, abs=1e-7)
    assert entrance.r == pytest.approx(-0.5) and entrance.dir == 1.5
    assert stage.tiles[3].tokens[0].dir == 5.0  # −60° is 300°

    out = json.loads(dumps_stage(stage, "rgt"))
    assert list(out) == ["Path", "Name", "Tuiles", "lowResWidth", "lowResHeight"]  # no Author
    assert (out["Path"], out["lowResWidth"], out["lowResHeight"]) == (
        "C:\\Users\\rx\\Documents\\Tracks", 1240, 874)
    assert [(t["TuileId"], t["X"], t["Y"], t["Orientation"]) for t in out["Tuiles"]] == [
        ("905A", 55, 55, 4), ("403A", 54, 56, 4), ("119b", 53, 57, 1), ("414B", 53, 56, 3),
        ("903B", 57, 54, 0), ("101a", 52, 55, 2), ("120a", 56, 49, 1),
    ]
    assert [t["TokenId"] for tile in out["Tuiles"] for t in tile.get("Tokens", [])] == [
        "greendoor", "whitedoor", "reddoor"]
    assert out["Tuiles"][3]["Tokens"][0]["Orientation"] == 300.0


def test_export_of_a_stage_not_read_from_rgt_uses_rekee_constants():
    out = json.loads(dumps_stage(Stage(name="x", tiles=(Placement("202a", 0, 0),)), "rgt"))
    assert list(out) == ["Path", "Name", "Tuiles", "lowResWidth", "lowResHeight"]
    assert out["Path"] == "C:\\Applications\\RallymanGT Track Editor\\My Tracks"
    assert (out["lowResWidth"], out["lowResHeight"]) == (2480, 1748)
    assert out["Tuiles"] == [{"X": 55, "Y": 52, "Orientation": 0, "TuileId": "202A"}]


def test_export_key_order_with_author_and_tokens():
    stage = Stage(name="n", author="a", tiles=(
        Placement("205a", 0, 0, 0, (Token("water-snow", 0.1, 0.2, 1.0),)),))
    out = json.loads(dumps_stage(stage, "rgt"))
    assert list(out) == ["Path", "Name", "Author", "Tuiles", "lowResWidth", "lowResHeight"]
    assert list(out["Tuiles"][0]) == ["X", "Y", "Orientation", "TuileId", "Tokens"]
    assert list(out["Tuiles"][0]["Tokens"][0]) == ["X", "Y", "Orientation", "TokenId"]
    assert out["Tuiles"][0]["Tokens"][0]["TokenId"] == "ice3"


@pytest.mark.parametrize(("stored", "written"), [
    ("210b", "210B"), ("403a", "403A"), ("326b", "326B"), ("902a", "902A"), ("905a", "905A"),
    ("901a", "901a"), ("119b", "119b"), ("101", "101a"), ("999a", "999a"), ("103a-2", "103a-2"),
])
def test_rgt_id_case(stored, written):
    assert rgt.rgt_tile_id(stored) == written


# docs/formats.md, written out by hand.
TOKEN_TABLE = [
    ("chicane-limit-asphalt", "asphalt1"), ("chicane-limit-gravel", "dirt1"),
    ("chicane-limit-snow", "ice1"), ("chicane-asphalt", "asphalt2"),
    ("chicane-gravel", "dirt2"), ("chicane-snow", "ice2"), ("water-asphalt", "asphalt3"),
    ("water-gravel", "dirt3"), ("water-snow", "ice3"), ("jump-asphalt", "asphalt4"),
    ("jump-gravel", "dirt4"), ("jump-snow", "ice4"), ("climb-ascent", "climbm1"),
    ("climb-descent", "climbp1"), ("cloud", "climbw"), ("oxygen-1", "climbr1"),
    ("oxygen-2", "climbr2"), ("oxygen-3", "climbr3"), ("joker-entrance", "greendoor"),
    ("joker-exit", "reddoor"), ("finish", "whitedoor"),
]


@pytest.mark.parametrize(("rekee_id", "rgt_id"), TOKEN_TABLE)
def test_token_ids_both_ways(rekee_id, rgt_id):
    stage = Stage(tiles=(Placement("205a", 0, 0, 0, (Token(rekee_id, 0.0, 0.0, 0.0),)),))
    out = json.loads(dumps_stage(stage, "rgt"))
    assert out["Tuiles"][0]["Tokens"][0]["TokenId"] == rgt_id
    assert rgt.from_dict(out).tiles[0].tokens[0].id == rekee_id


@pytest.mark.parametrize(("terrainless", "rgt_id"), [
    ("chicane-limit", "dirt1"), ("chicane", "dirt2"), ("water", "dirt3"), ("jump", "dirt4")])
def test_terrainless_tokens_are_written_as_dirt_and_reported(terrainless, rgt_id):
    stage = Stage(tiles=(Placement("205a", 0, 0, 0, (Token(terrainless, 0.0, 0.0, 0.0),)),))
    assert json.loads(dumps_stage(stage, "rgt"))["Tuiles"][0]["Tokens"][0]["TokenId"] == rgt_id
    assert any("terrain of 1 token" in w for w in conversion_warnings(stage, "rgt"))
    assert conversion_warnings(stage, "rekee") == []


@pytest.mark.parametrize("token_id", ["mud-spray", "oxygen", "oxygen-4"])
def test_tokens_rgt_cannot_hold_are_a_clear_error(tmp_path, token_id):
    stage = Stage(tiles=(Placement("202a", 1, 0), Placement(
        "212b", 0, 0, 2, (Token(token_id, 0.1, 0.0, 0.0),))))
    target = tmp_path / "out.rgt"
    with pytest.raises(PacenoteFileError) as info:
        save_stage(stage, target)
    message = str(info.value)
    assert message.startswith(str(target))
    assert "tile 2 (212b at q=0, r=0)" in message and repr(token_id) in message
    assert not target.exists() and list(tmp_path.iterdir()) == []


def test_unknown_token_ids_survive_rgt():
    text = ('{"Tuiles":[{"X":55,"Y":52,"Orientation":0,"TuileId":"205A","Tokens":'
            '[{"X":0.0,"Y":0.0,"Orientation":0.0,"TokenId":"sheep"}]}]}')
    stage = rgt.from_dict(json.loads(text))
    assert stage.tiles[0].tokens[0].id == "sheep"
    assert '"TokenId":"sheep"' in dumps_stage(stage, "rgt")


def test_pit_stop_sides_are_reported():
    stage = Stage(tiles=(Placement("101b", 0, 0), Placement("101", 1, 0)))
    assert [p.tile for p in rgt.from_dict(rgt.to_dict(stage)).tiles] == ["101", "101"]
    warnings = conversion_warnings(stage, "rgt")
    assert any("1 pit stop tile" in w for w in warnings)
