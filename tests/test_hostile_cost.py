"""Bounded cost on valid-looking input (issue 15, part 4). Times are measured by
benchmarks/bench_hostile.py (figures in benchmarks/RESULTS.md); these tests pin the
behaviour: the fast course search picks the same START as walking every chain, and
what would cost too much is refused in one line."""

from __future__ import annotations

import json
import random
import re

import pytest
from conftest import EXAMPLES

from pacenote import limits
from pacenote.course import build_course
from pacenote.coursewalk import follow as _follow
from pacenote.stage import Placement, Stage

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"




def walk_every_chain(stage: Stage, tileset):  # noqa: ANN201
    """The START and exit the old search chose, walking each START's whole chain."""
    course = build_course(stage, tileset)
    occupied = {r.hex: r for r in course.road_tiles}
    best = None
    for s in (r for r in course.road_tiles if r.side.kind == "start"):
        for w in s.world_sides():
            if (s.index, w) not in course.links:
                continue
            chain = _follow(course, s, w, occupied, dry=True)
            key = (any(c[0].side.kind == "finish" for c in chain), len(chain))
            if best is None or key > best[0]:
                best = (key, s.index, w)
    return best


@pytest.mark.parametrize("seed", range(60))
def test_the_linear_start_search_chooses_what_walking_every_chain_chose(tileset, seed):
    """Rows of STARTs, straights and FINISHes facing either way, with gaps, plus a random
    tangle around them: the course begins where the exhaustive search said."""
    rng = random.Random(seed)
    tiles = []
    for r in range(rng.randrange(1, 4)):
        for q in range(rng.randrange(3, 25)):
            if rng.random() < 0.9:
                kind = rng.choices(["202a", "204a", "203a", "201a"], [6, 3, 1, 0.3])[0]
                tiles.append(Placement(kind, q, 2 * r, rng.choice([0, 0, 3])))
    kinds = ["202a", "202b", "203a", "204a", "205a", "206a", "210a", "213b"]
    for _ in range(rng.randrange(0, 12)):
        tiles.append(Placement(rng.choice(kinds), rng.randrange(-3, 25), rng.randrange(-2, 7),
                               rng.randrange(6)))
    stage = Stage(tiles=tuple(tiles))
    expected = walk_every_chain(stage, tileset)
    course = build_course(stage, tileset)
    if expected is None:
        return  # no START touches a tile: not the search's case
    first = course.tiles[0]
    exit_w = None if first.exit_edge is None else first.road.world_sides()[
        first.side.edges.index(first.exit_edge)]
    assert (first.road.index, exit_w) == expected[1:]


def test_a_long_row_of_starts_is_one_course(tileset):
    """5,000 STARTs in a row took 79 s (quadratic); now well under a second."""
    stage = Stage(tiles=tuple(Placement("202a", i, 0, 0) for i in range(2000)))
    course = build_course(stage, tileset)
    assert len(course.tiles) == 2000 and course.tiles[0].road.index == 0


def test_a_png_of_far_apart_tiles_is_refused_before_painting(pacenote_cli, tmp_path):
    """100 hexes apart at the default scale needed over 6 GB."""
    far = tmp_path / "far.json"
    far.write_text(json.dumps({"title": "", "tiles": [
        {"q": 0, "r": 0, "id": "202a", "dir": 0}, {"q": 100, "r": 0, "id": "203a", "dir": 0},
    ]}), encoding="utf-8")
    code, _, err = pacenote_cli("render", far, "-o", tmp_path / "far.png")
    fit = re.search(r"the picture would be [\d,]+ x [\d,]+ pixels, more than the limit .*"
                    r"use --scale ([\d.]+) or less, or write \.svg", err)
    assert code == 2 and fit is not None, err
    assert not (tmp_path / "far.png").exists()
    code, _, err = pacenote_cli("render", far, "-o", tmp_path / "far.png", "--scale",
                                fit.group(1))
    assert code == 0, err


def test_drive_refuses_a_course_beyond_the_drive_limit(monkeypatch, pacenote_cli):
    """A 1,000-tile stage took 4 GB and 236 s for 5 runs; the limit is documented."""
    monkeypatch.setattr(limits, "MAX_DRIVE_TILES", 5)
    code, _, err = pacenote_cli("drive", SS1, "--runs", "2")
    assert code == 2
    assert err.startswith(f"pacenote: error: {SS1}: cannot drive: ")
    assert "road tiles, more than the limit of 5 for a test drive" in err


def test_export_prints_no_par_time_beyond_the_drive_limit(monkeypatch):
    from pacenote.export import load_booklet

    monkeypatch.setattr(limits, "MAX_DRIVE_TILES", 5)
    guide = load_booklet(SS1, par_runs=10).guides[0]
    assert guide.par is None and "more than the limit of 5 for a test drive" in guide.par_note


def test_the_drive_limit_is_the_tile_sides_of_two_boxes():
    """64 road tiles drive (a cold drive of 64 takes what 56 took when the limit was set:
    docs/formats.md, Limits); one more is refused with the limit named."""
    assert limits.too_long_to_drive(64) is None
    assert limits.too_long_to_drive(65) == (
        "65 road tiles, more than the limit of 64 for a test drive (docs/formats.md, Limits)")
