"""Rulebook tile lists ↔ stages: parsing, printing and auto-layout."""

from __future__ import annotations

import subprocess
import sys

import pytest

from pacenote.autolayout import LayoutError, layout
from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.tilelist import parse_tile_list, tile_list

RALLY1_SS3 = """1 x 202b	1 x 210a	1 x 219a
1 x 203a	1 x 213a	1 x 227a
1 x 205a	1 x 216a
1 x 208a	1 x 217a"""


def test_parse_the_rulebook_layout_of_a_stage():
    ids = parse_tile_list(RALLY1_SS3)
    assert sorted(ids) == sorted("202b 210a 219a 203a 213a 227a 205a 216a 208a 217a".split())
    assert parse_tile_list("- 1 x 201a 1 x 209a, 203B") == ["201a", "209a", "203b"]
    with pytest.raises(ValueError, match="'zz' is not a tile id"):
        parse_tile_list("202a zz")


def test_layout_uses_every_tile_once_in_one_clean_chain():
    ids = parse_tile_list(RALLY1_SS3)
    stage = layout(ids)
    assert sorted(stage.tile_ids()) == sorted(ids)
    assert len({(p.q, p.r) for p in stage.tiles}) == len(ids)
    course = build_course(stage)
    assert course.complete and not course.issues and not course.unused
    # no road end touches any tile but its neighbour on the chain
    assert len(course.links) == 2 * (len(course.tiles) - 1)


def test_layout_refuses_lists_without_one_start_and_finish():
    with pytest.raises(LayoutError):
        layout(["202a", "205a"])
    with pytest.raises(LayoutError):
        layout(["202a", "202b", "203a"])


def test_tile_list_prints_in_catalogue_order(tmp_path):
    stage = layout(parse_tile_list(RALLY1_SS3))
    assert tile_list(stage)[:3] == ["1 x 202b", "1 x 203a", "1 x 205a"]
    assert len(tile_list(stage)) == 10


def test_layout_and_tilelist_commands(tmp_path):
    out = tmp_path / "ss3.stage.json"
    run = subprocess.run([sys.executable, "-m", "pacenote", "layout", *RALLY1_SS3.split(),
                          "-o", str(out), "--name", "SS3"], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert load_stage(out).name == "SS3"
    listed = subprocess.run([sys.executable, "-m", "pacenote", "tilelist", str(out)],
                            capture_output=True, text=True)
    # by box: the box's name, then its tiles indented (one core box here)
    assert listed.stdout.splitlines() == ["DIRT Core Box:"] + [
        f"  {line}" for line in tile_list(load_stage(out))]
    bad = subprocess.run([sys.executable, "-m", "pacenote", "layout", "202a", "-o",
                          str(tmp_path / "x.stage.json")], capture_output=True, text=True)
    assert bad.returncode == 2 and "one START, one FINISH" in bad.stderr
