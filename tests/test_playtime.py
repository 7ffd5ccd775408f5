"""The rulebook's playing time (pacenote.playtime): its stage and rally figures, and the
test drive's simulated play duration quoting it."""

from __future__ import annotations

from pacenote.engine.racing import duration_model, play_minutes
from pacenote.playtime import (
    MINUTES_BETWEEN_STAGES,
    RALLY_MINUTES,
    STAGE_TILES,
    compared,
    rally_minutes,
    stage_minutes,
)
from pacenote.validators.guidelines import play_minutes as guideline_minutes
from pacenote.validators.guidelines import rally_play_minutes


def test_the_books_stage_times_and_its_rally_plans_add_up_with_the_time_between_stages():
    assert [stage_minutes(n) for n in STAGE_TILES.values()] == [25, 35, 45]
    short, medium = STAGE_TILES["short"], STAGE_TILES["medium"]
    # short rally = 2 short stages, medium = 3 short, long = 3 medium (the book's plans)
    plans = {"short": [short] * 2, "medium": [short] * 3, "long": [medium] * 3}
    for kind, stages in plans.items():
        assert rally_minutes(stages) == RALLY_MINUTES[kind]
    assert MINUTES_BETWEEN_STAGES == 5


def test_the_validators_booklet_and_engine_quote_the_same_playing_time():
    assert guideline_minutes(14, 2) == round(stage_minutes(14, 2) / 5) * 5
    assert rally_play_minutes([10, 10, 10]) == 90
    # the simulated duration: car-turns at the fitted rate, plus the time between stages
    rate = duration_model()["seconds_per_car_turn"]
    assert play_minutes(60.0, 3) == 60.0 * rate / 60 + 3 * MINUTES_BETWEEN_STAGES
    assert play_minutes(20.0, 1) == 20.0 * rate / 60


def test_an_estimate_is_about_the_rulebooks_within_ten_percent():
    assert compared(82.0, 90.0).startswith("within 10 % of the rulebook (9 % under)")
    assert compared(99.0, 90.0).startswith("within 10 %")
    assert compared(100.0, 90.0).startswith("longer than the rulebook by 11 %")
    assert "fewer turns" in compared(60.0, 90.0)
