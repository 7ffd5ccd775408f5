"""The embedded Rallyman: DIRT rules engine: rules, AI drivers and the test drive.

Public API (docs/internals.md, "Engine"):

- ``test_drive(stage, settings) -> DriveReport`` — the one way to test-drive a stage
  (``DriveSettings``; ``CannotDrive`` says why a stage cannot be driven).
- ``test_race(entries, settings) -> RaceReport`` — 1-6 cars (``settings.players``) racing
  one stage or a rally (``RaceEntry`` per stage), docs/engine.md "Races and rallies".
- ``load_ruleset(path=None) -> Ruleset`` — the shipped DIRT ruleset or a custom file.
- ``drive(graph, runs, seed, driver, ruleset, *, mud, jobs) -> DriveReport``.
- ``trace_run(graph, seed, index, driver, ruleset) -> (Board, RunResult)``.
- ``compile_board(graph, mud)``, ``Driver``, ``PERSONALITIES``, ``run_stage``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pacenote.lazyexports import lazy_exports

if TYPE_CHECKING:  # loaded on first use (pacenote.lazyexports): NumPy and networkx cost
    from pacenote.engine.board import Board, compile_board
    from pacenote.engine.drivers import Driver
    from pacenote.engine.montecarlo import drive, run_rng, trace_run
    from pacenote.engine.personalities import PERSONALITIES, Personality
    from pacenote.engine.racing import RaceReport
    from pacenote.engine.report import DriveReport, trace_lines
    from pacenote.engine.ruleset import Options, Ruleset, load_ruleset, ruleset_from_dict
    from pacenote.engine.simulate import RunResult, TurnRecord, run_stage
    from pacenote.engine.testdrive import (
        CannotDrive,
        DriveSettings,
        RaceEntry,
        expert_par,
        first_look,
        stage_ruleset,
        test_drive,
        test_race,
    )

__getattr__, __dir__ = lazy_exports(__name__, {
    "Board": "board", "compile_board": "board", "Driver": "drivers",
    "drive": "montecarlo", "run_rng": "montecarlo", "trace_run": "montecarlo",
    "PERSONALITIES": "personalities", "Personality": "personalities",
    "RaceReport": "racing", "DriveReport": "report", "trace_lines": "report",
    "Options": "ruleset", "Ruleset": "ruleset", "load_ruleset": "ruleset",
    "ruleset_from_dict": "ruleset", "RunResult": "simulate", "TurnRecord": "simulate",
    "run_stage": "simulate", "CannotDrive": "testdrive", "DriveSettings": "testdrive",
    "RaceEntry": "testdrive", "test_drive": "testdrive", "test_race": "testdrive",
    "expert_par": "testdrive", "first_look": "testdrive", "stage_ruleset": "testdrive",
})

__all__ = [
    "PERSONALITIES", "Board", "CannotDrive", "DriveReport", "DriveSettings", "Driver",
    "Options", "Personality", "RaceEntry", "RaceReport", "RunResult", "Ruleset", "TurnRecord",
    "compile_board", "drive", "expert_par", "first_look", "load_ruleset", "run_rng", "run_stage",
    "ruleset_from_dict", "stage_ruleset", "test_drive", "test_race", "trace_lines", "trace_run",
]
