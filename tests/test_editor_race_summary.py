"""The Drive dock's one-line race summary counts in the singular and the plural the way
the CLI's report does (one helper, ``pacenote.formats.writing.plural``)."""

from __future__ import annotations

from conftest import EXAMPLES

from pacenote.editor.drive_panel import race_summary
from pacenote.engine import DriveSettings, RaceEntry, test_race
from pacenote.rally import load_rally

RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"


def _entries() -> list[RaceEntry]:
    rally = load_rally(RALLY)
    return [RaceEntry(e.label, s, e.service)
            for e, s in zip(rally.stages, rally.load_stages(), strict=True)]


def test_one_rally_of_one_car_is_counted_in_the_singular():
    race = test_race(_entries(), DriveSettings("expert", 1, 0, players=1))
    text = race_summary(race)
    assert text.startswith("1 rally of 1 car · about "), text
    assert "blocked turns per rally" in text
    assert text.endswith(f" · {race.retirements} retirement"
                         f"{'' if race.retirements == 1 else 's'}")


def test_several_races_of_several_cars_are_counted_in_the_plural():
    first = _entries()[:1]
    race = test_race(first, DriveSettings("expert", 2, 0, players=2))
    assert race_summary(race).startswith("2 races of 2 cars · about ")
