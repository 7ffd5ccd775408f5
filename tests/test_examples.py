"""Every shipped example is a clean, playable stage in every format."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.boxes import parse_boxes
from pacenote.course import build_course
from pacenote.formats import load_stage, save_stage
from pacenote.graph import build_graph
from pacenote.validators import validate_stage

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").rglob("*.stage.json"))
# Examples that need more than one copy of a box (the rest: one of every box they use).
# A 4-lane GT loop needs six 60-degree 4-lane bends; a Team Challenge box holds four.
OWNED = {"team-challenge-x2.stage.json": "gt-core,gt-team-challenge:2"}


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
    boxes = parse_boxes(OWNED.get(path.name, 1))
    assert not [f for f in validate_stage(stage, boxes=boxes) if f.severity == "error"]
    if path.name in OWNED:  # and it says so with one box of each
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
