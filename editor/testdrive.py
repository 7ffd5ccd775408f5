"""The editor's door to the rules engine: test-drive a stage (no Qt, no rules here).

``drive_stage`` builds the stage's course and cell graph, reads the mud tokens on its
tiles and calls :func:`pacenote.engine.drive`, exactly as ``pacenote drive`` does; the
result keeps the graph so the canvas can tint the cells the report names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pacenote.course import build_course
from pacenote.engine import PERSONALITIES, DriveReport, Ruleset, drive, load_ruleset
from pacenote.engine.board import mud_on_course
from pacenote.graph import CellGraph, Node, build_graph
from pacenote.stage import Stage
from pacenote.tiles import Tileset

DEFAULT_DRIVER = "expert"
DEFAULT_RUNS = 1000


class CannotDrive(Exception):
    """The stage cannot be test-driven; the message says why in one line."""


@dataclass(frozen=True)
class DriveSettings:
    driver: str = DEFAULT_DRIVER
    runs: int = DEFAULT_RUNS
    seed: int = 0


@dataclass(frozen=True)
class DriveResult:
    stage: Stage  # the stage driven: the result is stale once the document differs
    settings: DriveSettings
    report: DriveReport
    graph: CellGraph = field(compare=False)

    def share(self, node: Node) -> float:
        """Losses of control in ``node`` per run (a share of runs, capped at 1)."""
        runs = self.report.runs or 1
        return min(1.0, self.report.loc_by_cell.get(node, 0) / runs)


def driver_names() -> list[str]:
    """The engine's drivers, the default first."""
    return [DEFAULT_DRIVER, *(name for name in PERSONALITIES if name != DEFAULT_DRIVER)]


def driver_description(name: str) -> str:
    return PERSONALITIES[name].description


def drive_stage(stage: Stage, tileset: Tileset, settings: DriveSettings,
                ruleset: Ruleset | None = None) -> DriveResult:
    """Run the test drive (seconds: call it off the GUI thread)."""
    course = build_course(stage, tileset)
    if not course.complete:
        reason = course.issues[0].message if course.issues else "no START → FINISH chain"
        raise CannotDrive(f"the course is not complete: {reason}")
    rules = ruleset or load_ruleset()
    graph = build_graph(course)
    try:
        report = drive(graph, runs=settings.runs, seed=settings.seed, driver=settings.driver,
                       ruleset=rules, mud=mud_on_course(course, rules.mud_token_ids))
    except ValueError as exc:  # e.g. no start line: the engine says why
        raise CannotDrive(str(exc)) from None
    return DriveResult(stage, settings, report, graph)
