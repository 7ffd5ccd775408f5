"""Every shipped example is a clean, playable stage in every format."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.boxes import parse_boxes
from pacenote.course import build_course
from pacenote.formats import load_stage, save_stage
from pacenote.graph import build_graph
from pacenote.rally import load_rally
from pacenote.validators import validate_stage

ROOT = Path(__file__).resolve().parent.parent / "examples"
EXAMPLES = sorted(ROOT.rglob("*.stage.json"))
# A 4-lane GT loop needs six 60-degree 4-lane bends; a Team Challenge box holds four: the
# example is an event (rally file) that names the two boxes it needs, its races inline.
TWO_BOXES = ROOT / "gt-exp" / "team-challenge-x2.rally.json"


def test_there_are_examples():
    assert len(EXAMPLES) >= 4
    names = {p.name for p in EXAMPLES}
    assert {"ss1.stage.json", "ss2.stage.json", "ss3.stage.json"} <= names


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_is_one_clean_chain_with_a_reachable_finish(path):
    stage = load_stage(path)
    course = build_course(stage)
    assert course.complete and not course.issues and not course.unused
    graph = build_graph(course)
    assert graph.grid_cells()
    assert graph.fewest_dice() is not None
    assert not [f for f in validate_stage(stage) if f.severity == "error"]


def test_the_four_lane_loop_needs_the_two_boxes_its_event_names():
    rally = load_rally(TWO_BOXES)
    assert rally.boxes == parse_boxes("gt-core,gt-team-challenge:2")
    for stage in rally.load_stages():
        assert build_course(stage).complete
        assert not [f for f in validate_stage(stage, boxes=rally.boxes) if f.severity == "error"]
        # with one box of each: the one physical tile of each number is used twice
        assert "tile-used-twice" in {f.code for f in validate_stage(stage)}


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("suffix", [".json", ".rgt"])
def test_example_round_trips_through_community_formats(path, suffix, tmp_path):
    stage = load_stage(path)
    out = tmp_path / f"copy{suffix}"
    save_stage(stage, out)
    back = load_stage(out)
    assert [(p.tile, p.q, p.r, p.rot) for p in back.tiles] == \
        [(p.tile, p.q, p.r, p.rot) for p in stage.tiles]
    # the same course comes out of the copy
    a, b = build_course(stage), build_course(back)
    assert [(t.side.id, t.reversed) for t in a.tiles] == [(t.side.id, t.reversed) for t in b.tiles]
