"""The one way to test-drive a stage: course → cell graph → mud → board → AI driver.

The CLI (``pacenote drive``), the editor's test drive and export's par time all call
:func:`test_drive` (races and rallies of several cars: :func:`test_race`, same settings
with ``players``); none of them builds the pipeline itself. Boards and drivers (whose
plan tables take most of a short drive's time) are cached here, keyed by everything they
depend on, so driving the same stage again with another seed or run count reuses them.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from pacenote.course import build_course
from pacenote.drivable import drive_blocker
from pacenote.engine.board import Board, compile_board, mud_on_course
from pacenote.engine.circuit import lap_graph
from pacenote.engine.drivers import PERSONALITIES, Driver
from pacenote.engine.montecarlo import drive, first_report, trace_run
from pacenote.engine.race import RaceStage
from pacenote.engine.racing import Field, RaceReport, drive_rally, rally_trace_lines
from pacenote.engine.rally import RallyLeg
from pacenote.engine.replay import Replay, race_replay, solo_replay
from pacenote.engine.report import DriveReport, trace_lines
from pacenote.engine.ruleset import Ruleset, load_ruleset
from pacenote.graph import CellGraph, build_graph
from pacenote.i18n import Joined, msg
from pacenote.stage import Stage
from pacenote.tiles import Tileset, load_tileset

DEFAULT_DRIVER = "expert"
DEFAULT_RUNS = 1000  # solo time trials
DEFAULT_RACE_RUNS = 200  # races of 2+ cars and rallies (pacenote drive, the editor)
_CACHED_DRIVERS = 4  # a few stages' worth: the editor's current one, a rally's stages


def reason(exc: Exception) -> str:
    """A :class:`CannotDrive`'s reason as it was raised: a message (``said`` it) or a
    plain string."""
    given = exc.args[0] if exc.args else ""
    return given if isinstance(given, str) else str(given)


class CannotDrive(ValueError):
    """The stage cannot be test-driven; the message says why in one line."""


@dataclass(frozen=True)
class DriveSettings:
    """How to test-drive a stage. Add fields here (with defaults) for new kinds of drive."""

    driver: str = DEFAULT_DRIVER  # one of PERSONALITIES
    runs: int = DEFAULT_RUNS
    seed: int = 0  # same seed, same report
    ruleset: Ruleset | None = None  # None: the shipped DIRT rules
    extra_mud: tuple[tuple[int, int], ...] = ()  # (course tile index, -1 tokens) added to
    # the mud tokens placed on the stage's tiles
    jobs: int = 1  # worker processes; the report is the same for any number
    trace_run: int | None = None  # replay this run turn by turn into ``report.trace``
    players: int = 1  # cars in a race (test_race); a solo test drive is one car
    laps: int | None = None  # a circuit race's laps (None: the circuit file's, else 1)
    once: bool = False  # the caller drives the stage once (the CLI): with no disk cache,
    # the expert's turn tables are let go as its exact pass leaves each cell (memory flat
    # in cells); a later drive of the stage in the process builds them again


def test_drive(stage: Stage, settings: DriveSettings, *,
               tileset: Tileset | None = None) -> DriveReport:
    """Run ``settings.runs`` solo time trials of ``stage`` (seconds: call it off the GUI
    thread). Raises :class:`CannotDrive` when the stage cannot be driven, ``ValueError``
    for an unknown driver. ``report.graph`` is the cell graph driven, for pictures."""
    if settings.driver not in PERSONALITIES:
        raise ValueError(f"unknown driver {settings.driver!r}; choose from "
                         f"{', '.join(PERSONALITIES)}")
    tileset = tileset or load_tileset(stage.tileset)
    rules = settings.ruleset or stage_ruleset(stage, tileset)
    graph, mud = drivable_graph(stage, tileset, rules, settings.extra_mud)
    if settings.jobs > 1:  # worker processes build their own drivers
        board = solo_board(graph, mud, rules)
        report = drive(board, runs=settings.runs, seed=settings.seed, driver=settings.driver,
                       ruleset=rules, jobs=settings.jobs)
        driver: Driver | str = settings.driver
    else:
        board, driver = _driver(stage, tileset, rules, mud, graph, settings.driver)
        report = drive(board, runs=settings.runs, seed=settings.seed, driver=driver,
                       once=settings.once)
    trace: tuple[str, ...] = ()
    if settings.trace_run is not None:  # the same run as in the report: same seed and index
        traced = trace_run(board, settings.seed, settings.trace_run, driver, rules)[1]
        trace = tuple(trace_lines(board, traced, gt=rules.game == "gt"))
    return replace(report, graph=graph, trace=trace)


test_drive.__test__ = False  # type: ignore[attr-defined]  # a function, not a pytest test


def stage_game(stage: Stage, tileset: Tileset | None = None) -> str:
    """The game whose rules drive a stage: ``gt`` for a GT circuit (round the
    start-finish piece 102), else ``dirt`` (a DIRT stage, one with GT asphalt laid into
    it, or a circuit of DIRT tiles round the RX start-finish 401: docs/rules.md)."""
    course = build_course(stage, tileset or load_tileset(stage.tileset))
    return "gt" if course.is_circuit and course.tiles[0].side.gt is not None else "dirt"


def stage_ruleset(stage: Stage, tileset: Tileset | None = None, *,
                  options: Mapping[str, Any] | None = None) -> Ruleset:
    """The shipped ruleset of the game that drives ``stage`` (:func:`stage_game`) with a
    rally's or the user's rule ``options``: a rally races on the rules of its first stage
    (docs/engine.md "Rallies"), whoever asks (the CLI, the editor, the booklet)."""
    rules = load_ruleset(game=stage_game(stage, tileset))
    return rules.with_options(**options) if options else rules


def solo_board(graph: CellGraph, mud: Mapping[int, int], rules: Ruleset) -> Board:
    """The board one car drives: a stage's cells, or a circuit's cells over one lap (the
    GT solo time trial; a DIRT circuit's lap, its joker taken once when the rules say
    so), with the GT marks its GT tiles print (any game's rules)."""
    if graph.course.is_circuit:
        return compile_board(lap_graph(graph, 1, joker=rules.options.joker == "once"), mud)
    return compile_board(graph, mud)


def expert_par(stage: Stage, *, tileset: Tileset | None = None,
               ruleset: Ruleset | None = None) -> float | None:
    """The expert's par time alone: its exact sweep, no runs (what :func:`test_drive`
    reports as ``par_time``, at a fraction of the cost: pacenote.generate judges
    candidates by it). The driver is cached, so a test drive of the same stage
    afterwards reuses its sweep. Raises :class:`CannotDrive` like test_drive."""
    tileset = tileset or load_tileset(stage.tileset)
    rules = ruleset or stage_ruleset(stage, tileset)  # as test_drive
    graph, mud = drivable_graph(stage, tileset, rules)
    return _driver(stage, tileset, rules, mud, graph, DEFAULT_DRIVER)[1].par_time()


def first_look(stage: Stage, settings: DriveSettings, *,
               tileset: Tileset | None = None) -> DriveReport | None:
    """What a test drive can show as soon as the plan is ready, before its runs
    (:func:`pacenote.engine.montecarlo.first_report`: par, hot spots and the other
    figures as the look-ahead prices its plan; ``runs`` 0), or None (not the expert, or
    the SISU option). The driver is cached, so :func:`test_drive` of the same stage and
    settings next reuses its sweep. Raises :class:`CannotDrive` like test_drive."""
    tileset = tileset or load_tileset(stage.tileset)
    rules = settings.ruleset or stage_ruleset(stage, tileset)
    graph, mud = drivable_graph(stage, tileset, rules, settings.extra_mud)
    board, driver = _driver(stage, tileset, rules, mud, graph, settings.driver)
    report = first_report(driver)
    return None if report is None else replace(report, graph=graph, seed=settings.seed)


def drivable_graph(stage: Stage, tileset: Tileset, rules: Ruleset,
                   extra_mud: tuple[tuple[int, int], ...] = ()
                   ) -> tuple[CellGraph, dict[int, int]]:
    """The cell graph of a stage or circuit that can be driven, and its mud tokens (those
    placed on its tiles plus ``extra_mud``); :class:`CannotDrive` otherwise."""
    course = build_course(stage, tileset)
    graph = build_graph(course) if course.complete else None
    blocker = drive_blocker(course, graph)  # a circuit: timed or raced over its laps
    if blocker is not None or graph is None:
        raise CannotDrive(blocker or msg("the course is not complete"))
    mud = mud_on_course(course, rules.mud_token_ids)
    last = len(course.driven) - 1
    for tile, n in extra_mud:
        if not 0 <= tile <= last:  # silently muddying no tile would report a clean stage
            raise CannotDrive(msg("mud on course tile {tile}: the course has tiles 1-{last}",
                                  tile=tile + 1, last=last + 1))
        mud[tile] = mud.get(tile, 0) + n
    return graph, mud


@dataclass(frozen=True)
class RaceEntry:
    """One stage of a race or rally to test-drive."""

    label: str
    stage: Stage
    service: bool = False  # the service park follows it
    tileset: Tileset | None = None  # None: the stage's own


def test_race(entries: Sequence[RaceEntry], settings: DriveSettings) -> RaceReport:
    """Race ``settings.players`` cars ``settings.runs`` times over ``entries`` (one stage:
    a race; several: a rally, with the rally sheet between them). Raises
    :class:`CannotDrive` naming the stage that cannot be driven."""
    rules = settings.ruleset or _entries_ruleset(entries)
    legs = _race_legs(entries, settings, rules)
    report = drive_rally(legs, settings.players, settings.runs, settings.seed,
                         settings.driver, rules, jobs=settings.jobs)
    if settings.trace_run is not None:  # the same run as in the report
        field_ = Field(legs, rules, settings.driver, settings.players)
        report.trace = rally_trace_lines(legs, field_.run(settings.seed, settings.trace_run,
                                                         trace=True))
    return report


test_race.__test__ = False  # type: ignore[attr-defined]  # a function, not a pytest test


def _entries_ruleset(entries: Sequence[RaceEntry]) -> Ruleset:
    """The shipped ruleset of the game of the first stage (GT for a GT circuit)."""
    if not entries:
        return load_ruleset()
    return stage_ruleset(entries[0].stage, entries[0].tileset)


def _race_legs(entries: Sequence[RaceEntry], settings: DriveSettings,
               rules: Ruleset) -> list[RallyLeg]:
    legs = []
    for e in entries:
        try:
            graph, mud = drivable_graph(e.stage, e.tileset or load_tileset(e.stage.tileset),
                                        rules, settings.extra_mud)
        except CannotDrive as exc:
            raise CannotDrive(Joined(e.label, ": ", reason(exc))) from None
        level = rules.options.crossings == "level"
        if graph.course.is_circuit:  # raced over its laps (engine/circuit.py)
            laps = settings.laps or graph.course.laps or 1
            lapped = lap_graph(graph, laps, joker=rules.options.joker == "once")
            stage = RaceStage.of(lapped, mud, gt=rules.game == "gt", circuit=True,
                                 level_crossings=level)
            legs.append(RallyLeg(e.label, stage, e.service, None, laps))
            continue
        # road tiles START to FINISH, as the rulebook's playing time counts them
        legs.append(RallyLeg(e.label, RaceStage.of(graph, mud, level_crossings=level), e.service,
                             len(graph.course.driven)))
    return legs


def replay_drive(entries: Sequence[RaceEntry], settings: DriveSettings) -> list[Replay]:
    """Run ``settings.trace_run`` (default 0) of a test drive again with its trace, one
    :class:`Replay` per stage: one stage and one player, the solo time trial of
    :func:`test_drive`; more, the race or rally of :func:`test_race`: the same run as
    their reports and as ``pacenote drive --trace`` prints."""
    run = settings.trace_run or 0
    rules = settings.ruleset or _entries_ruleset(entries)
    if settings.players <= 1 and len(entries) == 1:
        e = entries[0]
        tileset = e.tileset or load_tileset(e.stage.tileset)
        graph, mud = drivable_graph(e.stage, tileset, rules, settings.extra_mud)
        board, driver = _driver(e.stage, tileset, rules, mud, graph, settings.driver)
        replay = solo_replay(e.label, board, trace_run(board, settings.seed, run, driver,
                                                       rules)[1])
        return [replace(replay, lap_tiles=_lap_tiles(graph), gt=rules.game == "gt")]
    legs = _race_legs(entries, settings, rules)
    result = Field(legs, rules, settings.driver, settings.players).run(settings.seed, run,
                                                                      trace=True)
    return [replace(race_replay(leg.label, leg.stage.board, race),
                    lap_tiles=leg.stage.lap_tiles if leg.laps else 0, gt=leg.stage.gt)
            for leg, race in zip(legs, result.races, strict=True)]


def _lap_tiles(graph: CellGraph) -> int:
    """A circuit's tiles per lap copy (what a lap graph's tile indexes count in), else 0."""
    return 1 + max(n[0] for n in graph.view.nodes) if graph.course.is_circuit else 0


# (stage, tileset id, ruleset id, mud, driver) → board, driver, and the tileset and
# ruleset themselves: held so that their ids are not reused while the entry lives.
_drivers: OrderedDict[tuple[object, ...], tuple[Board, Driver, Tileset, Ruleset]] = \
    OrderedDict()
_lock = threading.Lock()


def forget_drivers() -> None:
    """Let go of the cached boards and drivers (a command driving a rally's stages one
    after the other releases each stage's planning once it is done: flat memory)."""
    with _lock:
        _drivers.clear()


def _driver(stage: Stage, tileset: Tileset, rules: Ruleset, mud: dict[int, int],
            graph: CellGraph, name: str) -> tuple[Board, Driver]:
    """The board and driver for this stage, rules, mud and personality (cached: a driver
    keeps the plans it made; rulesets and tilesets are never changed, so identity keys
    them)."""
    key = (stage, id(tileset), id(rules), tuple(sorted(mud.items())), name)
    with _lock:
        hit = _drivers.get(key)
        if hit is not None:
            _drivers.move_to_end(key)
            return hit[0], hit[1]
    board = solo_board(graph, mud, rules)
    driver = Driver(board, rules, name)
    with _lock:
        _drivers[key] = (board, driver, tileset, rules)
        while len(_drivers) > _CACHED_DRIVERS:
            _drivers.popitem(last=False)
    return board, driver
