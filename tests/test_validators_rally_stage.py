"""The one home of a rally stage's results (validators/rallystage.py): each stage of a
real rally checked with the rally's boxes gives the findings, course facts and figures
that ``pacenote validate``, the rally booklet and the editor's Rally dock all show."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pacenote.autolayout import layout
from pacenote.cli.validate import validate_paths
from pacenote.editor.rally_analysis import analyse_rally
from pacenote.export.booklet import RallyCover, rally_booklet
from pacenote.rally import load_rally
from pacenote.validators.rallychecks import check_rally
from pacenote.validators.rallystage import rally_stage

RALLY_1 = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "rally-1.rally.json"


def test_each_stage_of_rally_1_has_its_figures_facts_and_findings():
    rally = load_rally(RALLY_1)
    got = []
    for entry in rally.stages:
        context, result = rally_stage(rally.load_stage(entry), path=entry.file,
                                      boxes=rally.boxes)
        assert context is not None and result.figures is not None
        assert result.facts is not None and result.facts.service is not None or \
            not entry.service
        assert result.facts.road_tiles == result.figures.course_tiles
        got.append((result.figures.placed_tiles, result.facts.road_tiles,
                    result.figures.stage_class, result.figures.boxes_needed, result.errors))
    # The rulebook's Rally 1: three short stages of 10 road tiles, one box each; SS1 and
    # SS2 end with the service park (a tile placed, not driven).
    assert got == [(11, 10, "short", 1, 0), (11, 10, "short", 1, 0), (10, 10, "short", 1, 0)]


def test_the_rally_s_boxes_count():
    stage = layout(["202a", "204a", "204a", "203a"], boxes=2)  # the box holds one 204
    one = rally_stage(stage, boxes=1)[1]
    two = rally_stage(stage, boxes=2)[1]
    assert one.figures is not None and two.figures is not None
    assert one.figures.boxes_needed == two.figures.boxes_needed == 2
    assert one.figures.short_of and not two.figures.short_of
    assert one.errors > two.errors  # too few copies of 204 in one box


def test_without_figures_the_findings_and_facts_are_the_same():
    stage = layout(["202a", "204a", "204a", "203a"], boxes=2)
    full = rally_stage(stage, boxes=1)[1]
    bare = rally_stage(stage, boxes=1, figures=False)[1]
    assert full.figures is not None and bare.figures is None
    assert (bare.findings, bare.facts) == (full.findings, full.facts) and bare.errors > 0


def test_an_unknown_tileset_gives_a_finding_and_no_figures():
    context, result = rally_stage(replace(layout(["202a", "203a"]), tileset="nope"), boxes=1)
    assert context is None and result.facts is None and result.figures is None
    assert [f.code for f in result.findings] == ["unknown-tileset"] and result.errors == 1


def test_validate_the_booklet_and_the_editor_agree_on_rally_1():
    rally = load_rally(RALLY_1)
    results = [rally_stage(rally.load_stage(e), path=e.file, boxes=rally.boxes)[1]
               for e in rally.stages]
    findings = check_rally(rally, [r.outcome(e) for r, e in zip(results, rally.stages,
                                                                    strict=True)])
    [report] = [r for r in validate_paths([RALLY_1]) if r.file.endswith(".rally.json")]
    assert [f.message for f in report.findings] == [f.message for f in findings]
    cover = rally_booklet(rally).pages[0]
    assert isinstance(cover, RallyCover)
    assert [(s.road_tiles, s.stage_class, s.errors) for s in cover.stages] == [
        (r.facts.road_tiles, r.figures.stage_class, r.errors) for r in results]
    inline = replace(rally, stages=tuple(replace(e, inline=rally.load_stage(e))
                                         for e in rally.stages))
    rows = analyse_rally(inline).rows
    assert [(row.figures, row.errors) for row in rows] == [(r.figures, r.errors)
                                                           for r in results]
