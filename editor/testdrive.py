"""The editor's door to the rules engine: test-drive a stage (no Qt, no rules here).

``drive_stage`` calls :func:`pacenote.engine.test_drive`, exactly as ``pacenote drive``
does; ``drive_rally`` races the cars over every stage of a rally with
:func:`pacenote.engine.test_race`, as ``pacenote drive RALLY`` does. The result keeps
the graph so the canvas can tint the cells the report names.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from pacenote.cellcontract import node_name, parse_node
from pacenote.engine import (
    PERSONALITIES,
    CannotDrive,
    DriveReport,
    DriveSettings,
    RaceEntry,
    RaceReport,
    Ruleset,
    first_look,
    stage_ruleset,
    test_drive,
    test_race,
)
from pacenote.engine.circuit import piece_of
from pacenote.engine.racing import Hotspot
from pacenote.engine.replay import Replay
from pacenote.engine.testdrive import (
    DEFAULT_DRIVER,
    DEFAULT_RACE_RUNS,
    DEFAULT_RUNS,
    replay_drive,
)
from pacenote.graph import CellGraph, Node
from pacenote.stage import Stage
from pacenote.tiles import Tileset

__all__ = ["DEFAULT_DRIVER", "DEFAULT_RACE_RUNS", "DEFAULT_RUNS", "CannotDrive", "DriveResult",
           "DriveSettings", "RaceEntry", "driver_description", "driver_names", "drive_rally",
           "drive_stage", "replay_run"]


@dataclass(frozen=True)
class DriveResult:
    stage: Stage  # the stage driven: the result is stale once the document differs
    settings: DriveSettings
    report: DriveReport
    graph: CellGraph = field(compare=False)
    race: RaceReport | None = field(default=None, compare=False)  # players > 1: the race
    race_label: str = ""  # a rally's race: the label of the stage driven solo (shown)
    rally: tuple[RaceEntry, ...] | None = field(default=None, compare=False)  # raced
    # a first result while the drive goes on: "plan" (par and hot spots as the plan
    # prices them, no runs yet) or "solo" (the solo runs done, the race still going);
    # "" for the whole result
    first: str = ""

    def is_for(self, stage: Stage, rally: Sequence[RaceEntry] | None = None) -> bool:
        """Whether this result is still that of ``stage`` shown (and, for a rally's
        race, of the rally as it is now: every stage, label and service)."""
        if stage != self.stage:
            return False
        return self.rally is None or (rally is not None and _plan(rally) == _plan(self.rally))

    def shows_another_stage(self, stage: Stage, rally: Sequence[RaceEntry] | None) -> bool:
        """Whether ``stage`` is another stage of the very rally this result raced (nothing
        changed: the figures, heat map and replay are the driven stage's, not stale)."""
        return (self.rally is not None and rally is not None and stage != self.stage
                and _plan(rally) == _plan(self.rally))

    def race_spots(self) -> list[Hotspot]:
        """The race's hot spots on the stage shown (a rally's race has every stage's), each
        named by its cell of the graph shown (a circuit's laps: one cell, counts added)."""
        if self.race is None:
            return []
        piece = piece_of(self.graph)
        spots: dict[str, Hotspot] = {}
        for s in self.race.hot_spots:
            if self.race_label and s.stage != self.race_label:
                continue
            name = node_name(piece(parse_node(s.cell)))
            seen = spots.get(name)
            spots[name] = replace(s, cell=name) if seen is None else replace(
                seen, blocked=seen.blocked + s.blocked, traffic=seen.traffic + s.traffic)
        return list(spots.values())

    @cached_property
    def loc_by_cell(self) -> dict[Node, int]:
        """Losses of control per cell of the graph shown (a circuit's laps added up)."""
        piece = piece_of(self.graph)
        out: dict[Node, int] = {}
        for node, n in self.report.loc_by_cell.items():
            out[piece(node)] = out.get(piece(node), 0) + n
        return out

    def piece(self, node: Node) -> Node:
        """The cell of the graph shown that a node of the report stands for."""
        return piece_of(self.graph)(node)

    def hot_nodes(self) -> list[Node]:
        """The report's hot spots as cells of the graph shown, worst first, each once."""
        return list(dict.fromkeys(self.piece(s.node) for s in self.report.hot_spots))

    def share(self, node: Node) -> float:
        """Losses of control in ``node`` per run (a share of runs, capped at 1); before
        any run (a first result), the plan's exact rate."""
        report = self.report
        if not report.runs and report.exact is not None:
            exact: dict[Node, float] = {}
            for n, rate in report.exact.loc_by_cell.items():
                exact[self.piece(n)] = exact.get(self.piece(n), 0.0) + rate
            return min(1.0, exact.get(node, 0.0))
        return min(1.0, self.loc_by_cell.get(node, 0) / (report.runs or 1))

    def heat_nodes(self) -> list[Node]:
        """The cells the heat map tints, as cells of the graph shown: where the runs lost
        control (before any run, where the plan's exact rate makes a hot spot)."""
        if not self.report.runs:
            return self.hot_nodes()
        return list(self.loc_by_cell)


def driver_names() -> list[str]:
    """The engine's drivers, the default first."""
    return [DEFAULT_DRIVER, *(name for name in PERSONALITIES if name != DEFAULT_DRIVER)]


def driver_description(name: str) -> str:
    return PERSONALITIES[name].description


def drive_stage(stage: Stage, tileset: Tileset, settings: DriveSettings,
                ruleset: Ruleset | None = None,
                progress: Callable[[DriveResult], None] | None = None) -> DriveResult:
    """Run the test drive (seconds: call it off the GUI thread). With ``settings.players``
    above 1, also race that many cars on the stage (``test_race``, as ``pacenote drive
    --players`` does): the solo drive still gives the pace and the heat map.
    ``progress`` is handed first results as they are ready (:attr:`DriveResult.first`):
    the plan's par and hot spots (:func:`pacenote.engine.first_look`), then, before a
    race, the solo runs."""
    if ruleset is not None:
        settings = replace(settings, ruleset=ruleset)
    if progress is not None:
        look = first_look(stage, settings, tileset=tileset)
        if look is not None and look.graph is not None:
            progress(DriveResult(stage, settings, look, look.graph, first="plan"))
    report = test_drive(stage, settings, tileset=tileset)
    assert report.graph is not None  # test_drive always says which graph it drove
    race = None
    if settings.players > 1:
        if progress is not None:
            progress(DriveResult(stage, settings, report, report.graph, first="solo"))
        race = test_race([RaceEntry(stage.name or "stage", stage, tileset=tileset)], settings)
    return DriveResult(stage, settings, report, report.graph, race)


def drive_rally(entries: Sequence[RaceEntry], shown: int, settings: DriveSettings,
                options: Mapping[str, Any] | None = None) -> DriveResult:
    """Race ``settings.players`` cars over every stage of a rally (``test_race`` with the
    rally's entries and rule ``options``, as ``pacenote drive RALLY`` does), and drive
    the stage ``shown`` solo for its heat map. Seconds: call it off the GUI thread.
    Raises CannotDrive naming the first stage that cannot be driven."""
    if options and entries:  # the rules of the rally's game (a GT event: GT), as the CLI
        settings = replace(settings, ruleset=stage_ruleset(entries[0].stage, entries[0].tileset,
                                                           options=options))
    race = test_race(entries, settings)
    entry = entries[shown]
    report = test_drive(entry.stage, settings, tileset=entry.tileset)
    assert report.graph is not None  # test_drive always says which graph it drove
    return DriveResult(entry.stage, settings, report, report.graph, race, entry.label,
                       tuple(entries))


def _plan(entries: Sequence[RaceEntry]) -> list[tuple[str, Stage, bool]]:
    return [(e.label, e.stage, e.service) for e in entries]


def replay_run(result: DriveResult, tileset: Tileset, run: int) -> Replay:
    """Run ``run`` of the drive that gave ``result`` again with its trace
    (``replay_drive``, the run ``pacenote drive --trace --trace-run`` prints), on the stage
    it shows: a rally's race is run whole and its leg shown is returned. Seconds at most:
    call it off the GUI thread."""
    entries = list(result.rally) if result.rally else \
        [RaceEntry(result.stage.name or "stage", result.stage, tileset=tileset)]
    replays = replay_drive(entries, replace(result.settings, trace_run=run))
    return next((r for r in replays if r.label == result.race_label), replays[0])
