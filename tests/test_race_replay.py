"""The engine's replay of one traced run: where every car is after each turn (the race
records it, ``RaceTurn.cars``), and the same turns and text as ``pacenote drive --trace``.
"""

from __future__ import annotations

from dataclasses import replace

from conftest import EXAMPLES

from pacenote.engine import DriveSettings, RaceEntry, test_drive, test_race
from pacenote.engine.testdrive import replay_drive
from pacenote.formats import load_stage

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
SETTINGS = DriveSettings("expert", 5, 5, players=4, trace_run=1)  # a run with crashes


def test_race_replay_places_every_car_after_each_turn():
    stage = load_stage(SS1)
    entries = [RaceEntry("SS1", stage)]
    (replay,) = replay_drive(entries, SETTINGS)
    board = replay.board
    assert sorted(replay.start_order) == [0, 1, 2, 3]
    assert replay.rounds == replay.turns[-1].round > 4
    where: dict[int, int] = {}
    beside: set[int] = set()
    crashes = 0
    for t in replay.turns:
        cars = {c.driver_id: c for c in t.cars}
        # the car that moved ends where its record ends; the others have not moved, or
        # have just been placed on the start grid
        assert cars[t.driver_id].cell == t.record.end
        for d, c in cars.items():
            if d != t.driver_id:
                assert c.cell == where[d] if d in where else c.cell in board.grid
        assert set(where) <= set(cars)
        for c in t.cars:
            assert (c.state == "finished") == board.finished[c.cell]
            assert c.state in ("road", "beside road", "finished", "retired", "stuck")
        crashed = t.record.loss_of_control and t.record.card == "crash"
        assert (cars[t.driver_id].state == "beside road") == (
            crashed and not board.finished[t.record.end])
        # a crashed car stays beside the road until its own next turn
        assert {d for d, c in cars.items() if c.state == "beside road"} - {t.driver_id} == \
            beside - {t.driver_id}
        beside = {d for d, c in cars.items() if c.state == "beside road"}
        crashes += crashed
        where = {d: c.cell for d, c in cars.items()}
    assert crashes >= 2  # the run checks crashes too
    # cars enter one a round, in start order
    firsts = [next(t.round for t in replay.turns if t.driver_id == d)
              for d in replay.start_order]
    assert firsts == sorted(firsts) and firsts[0] == 1
    assert all(c.state == "finished" for c in replay.turns[-1].cars)

    # The same run as `pacenote drive --trace --players 4` prints, turn for turn.
    printed = test_race(entries, SETTINGS).trace
    heads = [line for line in printed if line.startswith(" #")]
    assert len(heads) == len(replay.turns)
    for i, (t, head) in enumerate(zip(replay.turns, heads, strict=True)):
        assert head.startswith(f" #{t.driver_id + 1}")
        assert head.endswith(replay.lines(i)[0])
    body = [line[1:] for line in printed if line.startswith(" ") and not
            line.startswith((" #", " sheet"))]
    assert body == [line for i in range(len(replay.turns)) for line in replay.lines(i)[1:]]


def test_solo_replay_is_the_run_test_drive_traces():
    stage = load_stage(SS1)
    solo = replace(SETTINGS, players=1)
    (replay,) = replay_drive([RaceEntry("SS1", stage)], solo)
    printed = test_drive(stage, solo).trace
    assert [line for i in range(len(replay.turns)) for line in replay.lines(i)] == \
        list(printed[:-1])  # the last line is the run's result
    assert all(len(t.cars) == 1 and t.cars[0].cell == t.record.end for t in replay.turns)
    assert replay.turns[-1].cars[0].state == "finished" and "finished" in printed[-1]
    assert [t.round for t in replay.turns] == list(range(1, len(replay.turns) + 1))


def test_replay_parts_are_the_printed_lines():
    (replay,) = replay_drive([RaceEntry("SS1", load_stage(SS1))], SETTINGS)
    for i, t in enumerate(replay.turns):
        lines = replay.lines(i)
        rolled = replay.part(i, "rolled")
        assert f"  rolled: {rolled}" in lines
        assert rolled.count("[") == len(t.record.rolls)  # one bracket per move played
        cells = replay.part(i, "cells").split()
        assert cells == [replay.board.label(c) for c in t.record.cells]
    assert replay.part(0, "no such part") == ""
