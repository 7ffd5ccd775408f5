"""The pages of an export: one build guide for a stage; for a rally a cover, one build
guide per stage and the rally sheet."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pacenote.boxes import BoxSpec
from pacenote.export.guide import StageGuide, stage_guide
from pacenote.export.sheet import SheetPart, SheetStage, sheet_parts
from pacenote.export.sheetsize import DEFAULT_DRIVERS
from pacenote.formats import load_stage
from pacenote.i18n import N_, tr, trn
from pacenote.rally import Rally, check_rally_drive, is_rally_file, load_rally
from pacenote.validators import Finding
from pacenote.validators.guidelines import (
    PLAYERS,
    RALLY_MINUTES,
    rally_class,
    rally_play_minutes,
)
from pacenote.validators.rallychecks import StageOutcome, check_rally
from pacenote.validators.rallystage import rally_stage

SHEET_ROWS_HEIGHT = 200.0  # mm of sheet rows per A4 page (title, names and key take the rest)


@dataclass(frozen=True)
class CoverStage:
    label: str
    name: str
    source: str
    road_tiles: int | None
    stage_class: str | None
    service: bool  # the plan has service after this stage
    service_tile: str | None  # the service park the stage file ends with
    tiles: list[str]
    errors: int


@dataclass
class RallyCover:
    name: str
    author: str
    notes: str
    source: str
    boxes: BoxSpec
    options: dict[str, Any]
    stages: list[CoverStage]
    rally_class: str | None  # None when a stage has no START → FINISH course
    plan_match: bool  # the stages match one of the rulebook's rally plans
    problems: list[Finding] = field(default_factory=list)  # rally-level errors
    players: int = PLAYERS  # the estimated playing time is for this many players
    play_minutes: int | None = None  # the stages' playing time and the time between them

    @property
    def minutes(self) -> int | None:
        return None if self.rally_class is None else RALLY_MINUTES[self.rally_class]


Page = RallyCover | StageGuide | SheetPart

OPTION_NAMES = {"quick_start": N_("quick start"), "red_zone": N_("red zone"),
                "sisu_token": N_("SISU token"), "leader_dice": N_("leader dice")}
OPTION_VALUES = {"rally": N_("rally", "option value"), "stage": N_("stage", "option value")}


def options_text(options: dict[str, Any]) -> str:
    """The rally's advanced-rule options as printed: ``quick start: on, SISU token: rally``."""
    def value(v: object) -> str:
        if isinstance(v, bool):
            return tr("on") if v else tr("off")
        if v == "off":
            return tr("off")
        return tr(OPTION_VALUES[v], "option value") if v in OPTION_VALUES else str(v)

    return ", ".join(f"{tr(OPTION_NAMES[k]) if k in OPTION_NAMES else k}: {value(v)}"
                     for k, v in options.items())


@dataclass
class Booklet:
    title: str
    source: str
    pages: list[Page]

    @property
    def guides(self) -> list[StageGuide]:
        return [p for p in self.pages if isinstance(p, StageGuide)]

    def warnings(self) -> list[str]:
        """One line per problem worth telling on stderr (the pages show a banner)."""
        lines = []
        for page in self.pages:
            if isinstance(page, StageGuide) and page.errors:
                codes = ", ".join(dict.fromkeys(f.code for f in page.errors))
                n = len(page.errors)
                lines.append(f"{page.source}: " + trn(
                    "{n} validation error ({codes}): exported as a draft with a warning banner",
                    "{n} validation errors ({codes}): exported as a draft with a warning banner",
                    n, codes=codes))
            elif isinstance(page, RallyCover):
                lines.extend(f"{page.source}: {f.text}" for f in page.problems
                             if f.code != "rally-stage-invalid")  # told per stage above
        return lines


def load_booklet(source: str | Path, *, drivers: int | None = None,
                 par_runs: int | None = None, seed: int = 0) -> Booklet:
    """The pages for a stage file or a ``*.rally.json``; PacenoteFileError if unreadable.

    ``drivers``: the players (rally sheet columns, playing time); by default the rally
    file's ``players``, else the rulebook's 6 sheet columns and its times for 4 players.
    """
    if is_rally_file(source):
        return rally_booklet(load_rally(source), drivers=drivers, par_runs=par_runs, seed=seed)
    guide = stage_guide(load_stage(source), source, players=drivers or PLAYERS,
                        par_runs=par_runs, seed=seed)
    return Booklet(guide.title, str(source), [guide])


def rally_booklet(rally: Rally, *, drivers: int | None = None, par_runs: int | None = None,
                  seed: int = 0) -> Booklet:
    from pacenote.engine import stage_ruleset

    players = drivers or rally.players or PLAYERS
    columns = drivers or rally.players or DEFAULT_DRIVERS
    source = str(rally.path) if rally.path else rally.name
    guides: list[StageGuide] = []
    outcomes: list[StageOutcome] = []
    stages = rally.load_stages()  # the rally's tiles within its limit before any work
    # the rules of the rally's game (a GT event: GT), as `pacenote drive RALLY` races it
    ruleset = (stage_ruleset(stages[0], options=rally.options)
               if par_runs and stages else None)
    if par_runs:
        check_rally_drive(stages, rally.path)
    for entry, stage in zip(rally.stages, stages, strict=True):
        where = entry.file or Path(f"{source}#{entry.where.removeprefix('$.')}")
        context, result = rally_stage(stage, path=entry.file, boxes=rally.boxes)
        guides.append(stage_guide(stage, where, label=entry.label, boxes=rally.boxes,
                                  players=players,
                                  par_runs=par_runs, ruleset=ruleset, seed=seed,
                                  checked=(context, list(result.findings))))
        outcomes.append(result.outcome(entry))
        if par_runs:  # this stage's planning is done with: memory stays flat over a rally
            from pacenote.engine.testdrive import forget_drivers

            forget_drivers()
            del context
    cover = _cover(rally, source, guides, check_rally(rally, outcomes), players)
    plan = [SheetStage(e.label, g.name, e.service)
            for e, g in zip(rally.stages, guides, strict=True)]
    sheet = sheet_parts(rally.name, plan, columns, SHEET_ROWS_HEIGHT)
    return Booklet(rally.name or Path(source).name, source, [cover, *guides, *sheet])


def _cover(rally: Rally, source: str, guides: list[StageGuide], findings: list[Finding],
           players: int) -> RallyCover:
    stages = [CoverStage(e.label, g.name, e.source, g.road_tiles, g.stage_class, e.service,
                         g.service, g.tiles, len(g.errors))
              for e, g in zip(rally.stages, guides, strict=True)]
    road = [s.road_tiles for s in stages]
    kind, exact = (None, False)
    known = [n for n in road if n is not None]
    if len(known) == len(road):
        kind, exact = rally_class(known)
    return RallyCover(rally.name, rally.author, rally.notes, source, rally.boxes,
                      dict(rally.options), stages, kind, exact,
                      [f for f in findings if f.severity == "error"], players,
                      rally_play_minutes(known, players) if len(known) == len(road) else None)
