"""One home for a stage's class and playing time (validators.guidelines.course_class and
course_minutes): the Stage dock's figures, the status bar's analysis, the findings and
the printed guide say the same for every example, DIRT stages and GT circuits alike
(a GT circuit was "medium, ~35 min" in the Stage dock and "short" elsewhere)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.editor.analysis import analyse
from pacenote.export.guide import stage_guide
from pacenote.formats import load_stage
from pacenote.tiles import load_tileset
from pacenote.validators import StageContext, guidelines, stage_figures, validate_stage

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
PATHS = [EXAMPLES / "gt" / "circuit-1.stage.json", EXAMPLES / "gt" / "circuit-4.stage.json",
         EXAMPLES / "rally-1" / "ss1.stage.json", EXAMPLES / "dirt-110" / "snow.stage.json"]


@pytest.mark.parametrize("path", PATHS, ids=lambda p: p.name)
def test_every_reader_says_the_same_class(path: Path) -> None:
    stage = load_stage(path)
    tileset = load_tileset(stage.tileset)
    course = build_course(stage, tileset)
    kind, minutes = guidelines.course_class(course), guidelines.course_minutes(course)
    assert kind is not None and minutes is not None
    figures = stage_figures(StageContext(stage, tileset))
    assert (figures.stage_class, figures.minutes) == (kind, minutes)
    assert analyse(stage, tileset).stage_class == kind
    assert stage_guide(stage, path).stage_class == kind
    length = next(f for f in validate_stage(stage) if f.code in ("stage-length",
                                                                  "circuit-length"))
    assert f"a {kind} " in length.message and f"about {minutes} min" in length.message


def test_the_gt_circuit_of_the_issue() -> None:
    stage = load_stage(EXAMPLES / "gt" / "circuit-1.stage.json")
    figures = stage_figures(StageContext(stage, load_tileset(stage.tileset)))
    assert (figures.stage_class, figures.minutes) == ("short", 28)  # 14 pieces x 1 lap
