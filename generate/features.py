"""Which of the brief's features (jumps, fords, shortcuts, slide rows) a side has."""

from __future__ import annotations

from collections.abc import Iterable

from pacenote.tiles import TileSide


def side_features(side: TileSide) -> frozenset[str]:
    found = set()
    for section in side.sections:
        if section.jump is not None:
            found.add("jumps")
        if section.ford:
            found.add("fords")
        if section.slide:
            found.add("slides")
    if side.shortcuts:
        found.add("shortcuts")
    return frozenset(found)


def course_features(sides: Iterable[TileSide]) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for side in sides:
        out |= side_features(side)
    return out


def single_rows(sides: Iterable[TileSide]) -> int:
    """Rows one car wide (blocking risk with many cars: the validators' one-lane-section)."""
    return sum(1 for side in sides for s in side.sections if s.single)
