"""Tilesets join: a stage mixing core and expansion tiles loads from every format and
round-trips; an id in no tileset is a typo (one `unknown-tile` finding, nothing follows
from it); an id of a shipped tileset the stage does not name says which one it is."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pacenote.formats import load_stage, save_stage
from pacenote.stage import Placement, Stage
from pacenote.tiles import SHIPPED_TILESETS, load_tileset, tileset_for_ids, tileset_names
from pacenote.validators import validate_stage

REPRO = {"title": "t", "tiles": [{"q": 0, "r": 0, "id": "202a", "dir": 0},
                                 {"q": 1, "r": 0, "id": "299a", "dir": 0},
                                 {"q": 2, "r": 0, "id": "203a", "dir": 0}]}


def test_the_expansion_tileset_ships_and_joins() -> None:
    assert "dirt-exp-3xx" in SHIPPED_TILESETS
    assert sorted(SHIPPED_TILESETS) == list(tileset_names())  # every file joins stages
    assert tileset_for_ids(["202a", "305b", "203a"]) == "dirt-core+dirt-exp-3xx"
    assert tileset_for_ids(["301a", "302a"]) == "dirt-exp-3xx"
    assert tileset_for_ids(["299a"]) == "dirt-core"
    both = load_tileset("dirt-core+dirt-exp-3xx")
    assert "210a" in both and "325b" in both and len(both) == 64 + 52


def test_an_id_in_no_tileset_is_one_unknown_tile_finding_and_nothing_else(
        tmp_path: Path) -> None:
    path = tmp_path / "repro.json"
    path.write_text(json.dumps(REPRO), "utf-8")
    findings = [f for f in validate_stage(load_stage(path)) if f.severity != "info"]
    assert [f.code for f in findings] == ["unknown-tile"]
    message = findings[0].message
    assert "typo" in message and "299a" in message
    assert "scenery" not in message and "GT" not in message


def test_an_unknown_id_in_a_circuit_or_mid_course_sets_off_nothing_else() -> None:
    stage = Stage(tiles=(Placement("202a", 0, 0, 0), Placement("204a", 1, 0, 0),
                         Placement("299b", 2, 0, 0), Placement("206b", 3, 0, 0),
                         Placement("203a", 4, 0, 0)))
    found = [f for f in validate_stage(stage) if f.severity != "info"]
    assert [f.code for f in found] == ["unknown-tile"]
    # The same stage with the tile known is clean but for its length.
    fixed = stage.with_tiles([p if p.tile != "299b" else Placement("205a", 2, 0, 0)
                              for p in stage.tiles])
    assert not [f for f in validate_stage(fixed) if f.severity == "error"]


def test_an_expansion_id_outside_the_named_tileset_says_which_tileset_holds_it() -> None:
    stage = Stage(tileset="dirt-core", tiles=(Placement("202a", 0, 0, 0),
                                              Placement("303a", 1, 0, 0)))
    unknown = [f for f in validate_stage(stage) if f.code == "unknown-tile"]
    assert len(unknown) == 1
    assert "dirt-exp-3xx" in unknown[0].message and "dirt-core+dirt-exp-3xx" in \
        unknown[0].message


MIXED = [("202a", 0, 0, 0), ("303a", 1, 0, 0), ("205b", 2, 0, 0), ("325a", 3, 0, 0),
         ("203a", 4, 0, 0)]


@pytest.mark.parametrize("suffix", [".stage.json", ".json", ".rgt"])
def test_a_mixed_stage_loads_and_round_trips_in_every_format(tmp_path: Path,
                                                             suffix: str) -> None:
    stage = Stage(name="mixed", tileset="dirt-core+dirt-exp-3xx",
                  tiles=tuple(Placement(t, q, r, d) for t, q, r, d in MIXED))
    path = tmp_path / f"mixed{suffix}"
    save_stage(stage, path)
    back = load_stage(path)
    assert back.tileset == "dirt-core+dirt-exp-3xx"
    assert [p.tile for p in back.tiles] == [t for t, *_ in MIXED]
    assert back == load_stage(path)
    save_stage(back, tmp_path / f"again{suffix}")
    assert load_stage(tmp_path / f"again{suffix}") == back
    assert not [f for f in validate_stage(back) if f.code == "unknown-tile"]


def test_a_native_stage_without_a_tileset_takes_the_tilesets_of_its_tiles(
        tmp_path: Path) -> None:
    path = tmp_path / "s.stage.json"
    path.write_text(json.dumps({"format": "pacenote-stage", "version": 1, "tiles": [
        {"tile": t, "q": q, "r": r, "rot": d} for t, q, r, d in MIXED]}), "utf-8")
    assert load_stage(path).tileset == "dirt-core+dirt-exp-3xx"


@pytest.mark.parametrize("suffix", [".stage.json", ".json", ".rgt"])
def test_graphical_variants_and_expansion_sides_round_trip(tmp_path: Path,
                                                             suffix: str) -> None:
    tiles = (Placement("139a", 0, 0, 0), Placement("125b-1", 1, 0, 0),
             Placement("301a", 5, 5, 2), Placement("102a", -3, 2, 1),
             Placement("151a", 7, -3, 0))
    stage = Stage(name="every box", tileset=tileset_for_ids(p.tile for p in tiles),
                  tiles=tiles)
    assert stage.tileset == "dirt-exp-3xx+gt-core+gt-exp+gt-exp-roads"
    path = tmp_path / f"s{suffix}"
    save_stage(stage, path)
    back = load_stage(path)
    assert [(p.tile, p.q, p.r, p.rot) for p in back.tiles] == [
        (p.tile, p.q, p.r, p.rot) for p in tiles]
    assert back.tileset == stage.tileset
    unknown = [f for f in validate_stage(back) if f.code == "unknown-tile"]
    assert not unknown  # every expansion side, the junction 151a too, is modelled


def test_a_tile_of_a_tileset_the_stage_does_not_name_is_never_a_typo(tmp_path) -> None:
    """The issue's reproduction: 418a (DIRT Climb) between a START and a FINISH. Named
    dirt-core only, one finding says which tileset holds it; as a Rekee file (no tileset
    named) the stage loads with both and validates clean."""
    stage = Stage(tiles=(Placement("202a", 0, 0, 0), Placement("418a", 1, 0, 0),
                         Placement("203a", 2, 0, 0)))
    found = [f for f in validate_stage(stage) if f.severity != "info"]
    assert [f.code for f in found] == ["unknown-tile"]
    assert "is a tile of dirt-exp-4xx" in found[0].message
    assert "typo" not in found[0].message
    rekee = tmp_path / "t.json"
    rekee.write_text(json.dumps({"title": "t", "tiles": [
        {"q": 0, "r": 0, "id": "202a", "dir": 0}, {"q": 1, "r": 0, "id": "418a", "dir": 0},
        {"q": 2, "r": 0, "id": "203a", "dir": 0}]}), "utf-8")
    loaded = load_stage(rekee)
    assert loaded.tileset == "dirt-core+dirt-exp-4xx"
    assert not [f for f in validate_stage(loaded) if f.severity == "error"]
