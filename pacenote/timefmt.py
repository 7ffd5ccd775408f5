"""Stage times as a clock shows them: the one formatter for the CLI, editor and sheets."""

from __future__ import annotations


def clock(seconds: float | None, *, tenths: bool = False) -> str:
    """``1:59`` (whole seconds), or ``1:58.8`` with ``tenths``; ``-`` when there is none."""
    if seconds is None:
        return "-"
    sign = "-" if seconds < 0 else ""
    if tenths:
        # Round before splitting off the minutes, so 59.96 s reads 1:00.0, not 0:60.0.
        minutes, rest = divmod(round(abs(seconds), 1), 60)
        return f"{sign}{int(minutes)}:{rest:04.1f}"
    whole_minutes, whole_rest = divmod(round(abs(seconds)), 60)
    return f"{sign}{whole_minutes}:{whole_rest:02d}"
