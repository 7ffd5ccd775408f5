"""The cheap estimate the search steers by: a stage's par time and losses of control as
a sum over its tiles of what each side's features cost, plus a constant.

The weights are fitted by least squares on the engine's exact figures (the expert's par
and losses of control per run) over random stages (``scripts/fit_generate_model.py``)
and kept in ``generate.json``; the search checks its finalists against the engine
itself, so the estimate only has to rank candidates well, not be exact.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from pacenote.tiles import TileSide

# One number per feature of a side, in this order (docs/generate.md, "The estimate").
FEATURES = ("rows", "corner1", "corner2", "corner3", "corner4", "corner5", "row_limit",
            "jump", "ford", "slide", "shortcut", "danger")


@cache
def side_features(side: TileSide) -> tuple[float, ...]:
    """The side's features: road rows without a limit, corners by their tightest inner
    limit (5: 5 and over), rows with a printed limit, jumps, fords, slide rows,
    shortcuts and the danger level (0-3)."""
    counts = dict.fromkeys(FEATURES, 0.0)
    for section in side.sections:
        if section.is_corner:
            tight = min(section.inner or section.outer or (5,))
            counts[f"corner{min(max(tight, 1), 5)}"] += 1
        elif any(limit is not None for limit in section.limits):
            counts["row_limit"] += 1
        else:
            counts["rows"] += 1
        counts["jump"] += section.jump is not None
        counts["ford"] += section.ford
        counts["slide"] += section.slide
    counts["shortcut"] = float(len(side.shortcuts))
    counts["danger"] = float(side.danger_level)
    return tuple(counts[f] for f in FEATURES)


def stage_features(sides: Iterable[TileSide]) -> list[float]:
    total = [0.0] * len(FEATURES)
    for side in sides:
        for i, value in enumerate(side_features(side)):
            total[i] += value
    return total


@dataclass(frozen=True)
class Estimate:
    par: float  # seconds
    loc: float  # losses of control per run


@dataclass(frozen=True)
class Model:
    par: Mapping[str, float]  # "const" and one weight per feature
    loc: Mapping[str, float]

    def estimate(self, sides: Iterable[TileSide]) -> Estimate:
        x = stage_features(sides)
        return Estimate(_apply(self.par, x), max(0.0, _apply(self.loc, x)))


def _apply(weights: Mapping[str, float], x: list[float]) -> float:
    return weights.get("const", 0.0) + sum(weights.get(f, 0.0) * v
                                           for f, v in zip(FEATURES, x, strict=True))
