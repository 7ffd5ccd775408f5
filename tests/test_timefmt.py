"""The one stage-time formatter: whole seconds (editor, sheets) or tenths (CLI)."""

from __future__ import annotations

import pytest

from pacenote.timefmt import clock


@pytest.mark.parametrize(("seconds", "tenths", "shown"), [
    (None, False, "-"), (None, True, "-"),
    (0.0, False, "0:00"), (0.0, True, "0:00.0"),
    (118.8, False, "1:59"), (118.8, True, "1:58.8"),
    (122.46, True, "2:02.5"), (605.0, False, "10:05"), (65.04, True, "1:05.0"),
    (59.6, False, "1:00"), (59.96, True, "1:00.0"), (119.97, True, "2:00.0"),
    (-5.0, False, "-0:05"), (-65.25, True, "-1:05.2"),
])
def test_clock(seconds, tenths, shown):
    assert clock(seconds, tenths=tenths) == shown
