"""A rally's drivers in memory one leg at a time (issue 23's leftover, issue 24 part 4):
:meth:`Field.run_many` plays every run's leg k before any run's leg k + 1 and lets the
drivers of the legs behind go, with the same rallies, bit for bit, as each run played
through its legs in a row (:meth:`Field.run`)."""

from __future__ import annotations

import pytest
from test_engine_fixtures import road

from pacenote.engine import load_ruleset
from pacenote.engine.race import RaceStage
from pacenote.engine.racing import Field
from pacenote.engine.rally import RallyLeg, RallyRun

RULES = load_ruleset()


def three_legs() -> list[RallyLeg]:
    return [RallyLeg("A", RaceStage.of(road(14, limits={5: 2}, corners={5}, danger=3)), True),
            RallyLeg("B", RaceStage.of(road(12, limits={4: 2}, corners={4})), False),
            RallyLeg("C", RaceStage.of(road(14, limits={8: 3}, corners={8}, danger=2)),
                     False)]


@pytest.mark.parametrize("checkpoints", [False, True])
def test_leg_by_leg_is_each_run_in_a_row_bit_for_bit(checkpoints):
    rules = RULES.with_options(checkpoints=checkpoints)
    legs = three_legs()
    field_ = Field(legs, rules, "aggressive", 3)
    many = field_.run_many(5, range(6))
    alone = [Field(legs, rules, "aggressive", 3).run(5, i) for i in range(6)]
    assert [r.sheets for r in many] == [r.sheets for r in alone]
    assert [[race.times for race in r.races] for r in many] == \
        [[race.times for race in r.races] for r in alone]


@pytest.mark.parametrize("checkpoints", [False, True])
def test_the_drivers_of_the_legs_behind_are_let_go(checkpoints, monkeypatch):
    rules = RULES.with_options(checkpoints=checkpoints)
    legs = three_legs()
    field_ = Field(legs, rules, "aggressive", 2)
    held: list[tuple[int, list[int]]] = []
    real_play = RallyRun.play

    def recording_play(self, k, *args):  # noqa: ANN001, ANN202
        held.append((k, sorted(field_._built)))
        real_play(self, k, *args)

    monkeypatch.setattr(RallyRun, "play", recording_play)
    field_.run_many(0, range(3))
    assert [k for k, _ in held] == [0, 0, 0, 1, 1, 1, 2, 2, 2]
    for k, built in held:
        # the leg raced, and with checkpoints the next one (its par is read during it)
        assert built[0] == k and built[-1] <= k + 1, (k, built)


def test_a_flat_field_lets_the_legs_before_go_when_asked_for_the_next():
    """The batched rally (engine/batchrally.py) asks for the legs in order: a flat field
    keeps only the leg asked for."""
    field_ = Field(three_legs(), RULES, "expert", 2, flat=True)
    first = field_.drivers(0)[0]
    assert sorted(field_._built) == [0]
    assert field_.drivers(0)[0] is first  # asked again: the same driver
    field_.drivers(1)
    assert sorted(field_._built) == [1]
    field_.leader_cost(2)
    assert sorted(field_._built) == [2]
