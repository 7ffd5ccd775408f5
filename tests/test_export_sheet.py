"""The rally sheet's rows (the rulebook's Hoja de Rally) and the rally booklet's cover."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from pacenote.export import load_booklet
from pacenote.export.booklet import SHEET_ROWS_HEIGHT, RallyCover
from pacenote.export.sheet import SheetPart, SheetStage, sheet_parts, sheet_rows
from pacenote.formats import load_stage

ROOT = Path(__file__).resolve().parent.parent
RALLY = ROOT / "examples" / "rally-1" / "rally-1.rally.json"


def plan(stages: list[tuple[str, bool]]) -> list[SheetStage]:
    return [SheetStage(label, f"stage {label}", service) for label, service in stages]


def kinds(stages: list[tuple[str, bool]]) -> list[tuple[str, str]]:
    return [(r.stage, r.kind) for r in sheet_rows(plan(stages))]


def test_three_stages_as_the_rulebook_sheet():
    """TRAMO 1, DAÑOS, RUEDA; TRAMO 2, DAÑOS, RUEDA, TIEMPO TOTAL; TRAMO 3, TIEMPO FINAL,
    POSICIÓN."""
    assert kinds([("SS1", True), ("SS2", True), ("SS3", False)]) == [
        ("SS1", "time"), ("SS1", "damage"), ("SS1", "spare"),
        ("SS2", "time"), ("SS2", "damage"), ("SS2", "spare"), ("SS2", "total"),
        ("SS3", "time"), ("SS3", "final"), ("SS3", "position")]


def test_every_middle_stage_has_a_running_total_and_one_stage_ends_at_once():
    rows = kinds([(f"SS{i}", False) for i in range(1, 6)])
    assert [s for s, k in rows if k == "total"] == ["SS2", "SS3", "SS4"]
    assert [s for s, k in rows if k in ("damage", "spare")] == \
        ["SS1", "SS1", "SS2", "SS2", "SS3", "SS3", "SS4", "SS4"]
    assert kinds([("SS1", False)]) == [("SS1", "time"), ("SS1", "final"), ("SS1", "position")]


def test_rows_know_the_service_and_where_a_stage_begins():
    rows = sheet_rows(plan([("A", True), ("B", False)]))
    assert [r.first for r in rows] == [True, False, False, True, False, False]
    assert [r.service for r in rows] == [True] * 3 + [False] * 3
    assert rows[1].label == "damage carried" and rows[2].label == "spare wheel"


def test_long_rallies_continue_on_more_pages_never_inside_a_stage():
    stages = plan([(f"SS{i}", i % 2 == 0) for i in range(1, 13)])
    parts = sheet_parts("Long", stages, 6, SHEET_ROWS_HEIGHT)
    assert len(parts) > 1 and [p.part for p in parts] == list(range(1, len(parts) + 1))
    assert all(p.parts == len(parts) for p in parts)
    assert [r for p in parts for r in p.rows] == sheet_rows(stages)
    for p in parts:
        assert p.rows[0].first  # each page starts with a stage
        assert sum(r.height for r in p.rows) <= SHEET_ROWS_HEIGHT


def test_long_rally_booklet_has_a_sheet_page_per_part(tmp_path):
    """Twelve stages, inline in the rally file: 1 cover + 12 guides + the sheet parts."""
    stage = json.loads((RALLY.parent / "ss3.stage.json").read_text("utf-8"))
    rally = {"format": "pacenote-rally", "version": 1, "name": "Twelve",
             "stages": [{"label": f"SS{i}", "stage": stage, "service": False}
                        for i in range(1, 13)]}
    path = tmp_path / "twelve.rally.json"
    path.write_text(json.dumps(rally), "utf-8")
    booklet = load_booklet(path, drivers=3)
    sheets = [p for p in booklet.pages if isinstance(p, SheetPart)]
    assert len(booklet.pages) == 1 + 12 + len(sheets) and len(sheets) >= 2
    assert all(p.drivers == 3 for p in sheets)
    cover = booklet.pages[0]
    assert isinstance(cover, RallyCover) and cover.rally_class == "long"
    assert [g.source for g in booklet.guides][:2] == [f"{path}#stages[0]", f"{path}#stages[1]"]


def test_cover_of_rally_1():
    booklet = load_booklet(RALLY)
    cover = booklet.pages[0]
    assert isinstance(cover, RallyCover)
    assert (cover.name, cover.rally_class, cover.plan_match, cover.minutes) == \
        ("Rally 1", "medium", True, 90)
    assert [(s.label, s.road_tiles, s.stage_class, s.service, s.service_tile)
            for s in cover.stages] == [("SS1", 10, "short", True, "201a"),
                                       ("SS2", 10, "short", True, "201a"),
                                       ("SS3", 10, "short", False, None)]
    assert cover.stages[0].tiles == [f"1 x {t}" for t in
                                     sorted(p.tile for p in load_stage(
                                         RALLY.parent / "ss1.stage.json").tiles)]
    assert not cover.problems and booklet.warnings() == []


@pytest.mark.parametrize("service", [[False, True, False], [True, True, True]])
def test_a_plan_that_does_not_match_the_stages_is_a_draft(tmp_path, service):
    data = json.loads(RALLY.read_text("utf-8"))
    for entry, s in zip(data["stages"], service, strict=True):
        entry["service"] = s
        # A rally's stage files lie in its folder: copy them next to the changed plan.
        shutil.copy(RALLY.parent / entry["file"], tmp_path / entry["file"])
    path = tmp_path / "plan.rally.json"
    path.write_text(json.dumps(data), "utf-8")
    booklet = load_booklet(path)
    cover = booklet.pages[0]
    assert isinstance(cover, RallyCover)
    codes = [f.code for f in cover.problems]
    assert codes and set(codes) <= {"rally-service-missing", "rally-service-unplanned"}
    assert booklet.warnings() == [f"{path}: {f.message}" for f in cover.problems]
