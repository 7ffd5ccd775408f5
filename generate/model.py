"""The cheap estimate the search steers by: a stage's par time and losses of control as
a sum over its tiles, plus a constant.

- Par: a weight per side feature (rows, corners by their tightest inner limit, rows
  with a limit, jumps, fords, slide rows, shortcuts, danger, sections on asphalt or
  snow), fitted on the engine's exact par of random stages.
- Losses of control: fitted on the engine's exact losses of control *per course tile*
  (the exact figures' ``loc_by_cell``, summed per tile), which gives a dozen
  observations per stage driven. Per tile: a constant, the same side features and the
  run-up, that is the free rows (no corner, no printed limit) driven just before the
  tile's first corner, times a weight per tightness of that corner.

The weights are fitted by ``scripts/fit_generate_model.py`` and kept in
``generate.json``; the search checks its finalists against the engine itself, so the
estimate only has to rank candidates well, not be exact.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from pacenote.tiles import Section, TileSide

# One number per feature of a side, in this order (docs/generate.md, "The estimate").
FEATURES = ("rows", "corner1", "corner2", "corner3", "corner4", "corner5", "row_limit",
            "jump", "ford", "slide", "shortcut", "danger", "asphalt", "snow")
TERRAIN_FEATURES = ("asphalt", "snow")  # a side's sections on that terrain (gravel: none)
RUNUP_CAP = 8  # free rows counted before a corner, at most
RUNUP = tuple(f"runup{k}" for k in range(1, 6))  # run-up weights per corner tightness

Tile = tuple[TileSide, bool]  # a side and whether it is entered by its end edge


def _tightness(section: Section) -> int:
    tight = min(section.inner or section.outer or (5,))
    return min(max(tight, 1), 5)


def _free(section: Section) -> bool:
    return not section.is_corner and all(limit is None for limit in section.limits)


@cache
def side_features(side: TileSide) -> tuple[float, ...]:
    """The side's features: road rows without a limit, corners by their tightest inner
    limit (5: 5 and over), rows with a printed limit, jumps, fords, slide rows,
    shortcuts, the danger level (0-3) and the sections on asphalt or on snow."""
    counts = dict.fromkeys(FEATURES, 0.0)
    for section in side.sections:
        if section.is_corner:
            counts[f"corner{_tightness(section)}"] += 1
        elif any(limit is not None for limit in section.limits):
            counts["row_limit"] += 1
        else:
            counts["rows"] += 1
        counts["jump"] += section.jump is not None
        counts["ford"] += section.ford
        counts["slide"] += section.slide
    counts["shortcut"] = float(len(side.shortcuts))
    counts["danger"] = float(side.danger_level)
    if side.terrain in TERRAIN_FEATURES:
        counts[side.terrain] = float(len(side.sections))
    return tuple(counts[f] for f in FEATURES)


@cache
def _travel(side: TileSide, flip: bool) -> tuple[int | None, int, int]:
    """(index of the first corner in travel order or None, free rows before it, free
    rows after the last corner; the whole side's free rows when it has no corner)."""
    sections = side.sections[::-1] if flip else side.sections
    corners = [i for i, s in enumerate(sections) if s.is_corner]
    if not corners:
        free = sum(1 for s in sections if _free(s))
        return None, free, free
    first, last = corners[0], corners[-1]
    before = 0
    for s in reversed(sections[:first]):
        if not _free(s):
            break
        before += 1
    after = 0
    for s in sections[last + 1:]:
        if not _free(s):
            break
        after += 1
    return first, before, after


def runups(tiles: Sequence[Tile]) -> list[tuple[int, float]]:
    """Per tile: (tightness of its first corner, free rows driven just before it), or
    (0, 0) for a tile without a corner."""
    out: list[tuple[int, float]] = []
    behind = 0  # free rows just driven, up to the end of the previous tile
    for side, flip in tiles:
        first, before, after = _travel(side, flip)
        if first is None:
            out.append((0, 0.0))
            behind += before
            continue
        sections = side.sections[::-1] if flip else side.sections
        rows = before + (behind if before == first else 0)  # the straight goes on
        out.append((_tightness(sections[first]), float(min(rows, RUNUP_CAP))))
        behind = after
    return out


def tile_loc_features(tiles: Sequence[Tile]) -> list[list[float]]:
    """Per tile, the loss-of-control model's generic features: a constant 1, the side
    features, then the run-up rows under the weight of the first corner's tightness."""
    out = []
    for (side, _), (tight, rows) in zip(tiles, runups(tiles), strict=True):
        runup = [0.0] * len(RUNUP)
        if tight:
            runup[tight - 1] = rows
        out.append([1.0, *side_features(side), *runup])
    return out


def stage_features(tiles: Sequence[Tile]) -> list[float]:
    total = [0.0] * len(FEATURES)
    for side, _ in tiles:
        for i, value in enumerate(side_features(side)):
            total[i] += value
    return total


LOC_FEATURES = ("tile", *FEATURES, *RUNUP)


@dataclass(frozen=True)
class Estimate:
    par: float  # seconds
    loc: float  # losses of control per run


@dataclass(frozen=True)
class _TileTerms:
    """One side driven one way, as the estimate sums it (worked out once)."""

    par: float  # its par weight
    loc: float  # its losses of control without the run-up term
    first_corner: int | None  # index of its first corner in travel order
    before: int  # free rows before the first corner (all of them: no corner)
    after: int  # free rows after the last corner
    runup_weight: float  # the run-up weight of its first corner's tightness


@dataclass(frozen=True)
class Model:
    par: Mapping[str, float]  # "const" and one weight per feature
    loc: Mapping[str, float]  # "const" and one weight per LOC_FEATURES name
    _terms: dict[tuple[str, bool], _TileTerms] = field(
        default_factory=dict, compare=False, hash=False, repr=False)

    def terms(self, tile: Tile) -> _TileTerms:
        side, flip = tile
        key = (side.id, flip)
        hit = self._terms.get(key)
        if hit is not None:
            return hit
        x = side_features(side)
        first, before, after = _travel(side, flip)
        sections = side.sections[::-1] if flip else side.sections
        tight = 0 if first is None else _tightness(sections[first])
        hit = _TileTerms(
            par=sum(self.par.get(f, 0.0) * v for f, v in zip(FEATURES, x, strict=True)),
            loc=self.loc.get("tile", 0.0) + sum(self.loc.get(f, 0.0) * v
                                                for f, v in zip(FEATURES, x, strict=True)),
            first_corner=first, before=before, after=after,
            runup_weight=self.loc.get(f"runup{tight}", 0.0) if tight else 0.0)
        self._terms[key] = hit
        return hit

    def estimate(self, tiles: Sequence[Tile]) -> Estimate:
        """The same sums as ``tile_loc_features`` and ``stage_features`` with the
        weights (each side's terms worked out once)."""
        par = self.par.get("const", 0.0)
        loc = self.loc.get("const", 0.0)
        behind = 0
        for tile in tiles:
            t = self.terms(tile)
            par += t.par
            loc += t.loc
            if t.first_corner is None:
                behind += t.before
                continue
            rows = t.before + (behind if t.before == t.first_corner else 0)
            loc += t.runup_weight * min(rows, RUNUP_CAP)
            behind = t.after
        return Estimate(par, max(0.0, loc))


def _apply(weights: Mapping[str, float], names: Sequence[str], x: Sequence[float]) -> float:
    return weights.get("const", 0.0) + sum(weights.get(f, 0.0) * v
                                           for f, v in zip(names, x, strict=True))
