"""GT closed circuits to a brief: pieces and laps for the class, a loop through the
start-finish piece laid by ``pacenote.circuitlayout`` (its depth-first search closes
the loop), the pit-stop piece beside it, the table and the validators as filters.

The GT race engine is not there yet, so a circuit has no par: the brief's difficulty
and par do not apply and the report says so. The search draws piece lists that can
close (their turns can add up to one full turn, 102 once, the one-physical-tile rule),
lets the layout search arrange each, and keeps the most compact distinct loops that fit
the table and validate with 0 errors and 0 warnings.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from pacenote.autolayout import LayoutError
from pacenote.circuitlayout import circuit_layout
from pacenote.generate.brief import Brief, BriefError
from pacenote.generate.footprint import Footprint, footprint
from pacenote.generate.make import check_terrain
from pacenote.generate.pool import Pool, owned_pool
from pacenote.generate.settings import load_settings
from pacenote.hexgrid import Hex
from pacenote.i18n import msg
from pacenote.stage import Stage, base_id
from pacenote.tiles import TileSide
from pacenote.validators import Finding, validate_stage
from pacenote.validators.circuitguide import race_class, race_minutes

# The GT rulebook's guidelines (validators/circuitguide.py): pieces for 1 and 2 laps.
CLASS_PIECES: dict[str, dict[int, int]] = {"short": {1: 15}, "medium": {1: 18, 2: 12},
                                           "long": {1: 21, 2: 16}}
LAYOUT_STEPS = 40_000  # the layout search's steps per piece list


@dataclass(frozen=True)
class Circuit:
    stage: Stage
    pieces: int  # road pieces of the loop, 102 included
    laps: int
    footprint: Footprint
    findings: tuple[Finding, ...]

    @property
    def race_class(self) -> str:
        return race_class(race_minutes(self.pieces, self.laps))


@dataclass(frozen=True)
class GeneratedCircuits:
    brief: Brief
    pool: Pool
    circuits: tuple[Circuit, ...]
    seconds: float
    tried: int  # piece lists tried


def turn(side: TileSide) -> int:
    """The road's turn in 60° steps (0 straight, 1 bend, 2 sharp corner)."""
    end = side.end_edge
    assert end is not None
    heading = (end - (side.start_edge + 3)) % 6
    return min(heading, 6 - heading)


def can_close(sides: list[TileSide]) -> bool:
    """Whether the turns can add up to one full turn (6 steps) with some directions, and
    the slanted road ends can meet their like: a road meeting an edge at a slant (the GT
    expansions' pieces, ``TileSide.skew_at``) joins only one of the same slant, so each
    slant needs an even number of ends (102's ends are square)."""
    total = sum(turn(s) for s in sides)
    slants = Counter(k for s in sides for _, k in s.skew)
    return total >= 6 and (total - 6) % 2 == 0 and all(n % 2 == 0 for n in slants.values())


def pieces_and_laps(brief: Brief) -> tuple[int, int]:
    laps = brief.laps or 1
    if brief.tiles is not None:
        return brief.tiles, laps
    table = CLASS_PIECES[brief.stage_class or "medium"]
    if laps in table:
        return table[laps], laps
    return table[1], 1


def generate_circuit(brief: Brief, *, seed: int = 1, count: int = 1, budget: float = 30.0,
                     log: Callable[[str], None] = lambda _: None) -> GeneratedCircuits:
    start = time.monotonic()
    pool = owned_pool(brief.boxes)
    if brief.with_features:
        f = sorted(brief.with_features)[0]
        raise BriefError(msg("with {feature}: GT pieces have no {feature}; nearest achievable: "
                             "without {feature}", feature=f))
    check_terrain(brief, pool)  # GT pieces: one terrain, so any share asked is met
    pieces, laps = pieces_and_laps(brief)
    lanes_options = []
    for lanes in (3, 2):
        finishes = [s for s in pool.of_kind("start-finish") if s.lanes == lanes]
        road = {n: [s for s in pool.sides[n] if s.lanes == lanes and s.lanes_at(
            s.end_edge if s.end_edge is not None else s.start_edge) == lanes]
            for n in pool.road_numbers()}
        road = {n: v for n, v in road.items() if v}
        if finishes:
            lanes_options.append((finishes[0], road))
    if not lanes_options:
        raise BriefError(msg("boxes: no start-finish piece (102) among the tiles owned"))
    most = max(sum(pool.copies[n] for n in road) for _, road in lanes_options) + 1
    if pieces > most:
        raise BriefError(msg("tiles: {asked} pieces asked but the boxes owned ({boxes}) hold "
                             "{most} of one lane width (102 included); nearest achievable: "
                             "{most}", asked=pieces, boxes=", ".join(brief.boxes), most=most))
    rng = Random(seed)
    pits = pool.of_kind("pit")
    tile = load_settings().tile_cm[pool.game]
    tileset = pool.tileset()
    found: list[Circuit] = []
    smallest: Footprint | None = None
    tried = 0
    while time.monotonic() - start < budget and len(found) < count + 2:
        tried += 1
        finish, road = rng.choice(lanes_options)
        bag = [n for n in road for _ in range(pool.copies[n])]
        if len(bag) < pieces - 1:
            continue
        numbers = rng.sample(bag, pieces - 1)
        sides = [rng.choice(road[n]) for n in numbers]
        if not can_close(sides):
            continue
        ids = [finish.id, *(s.id for s in sides), *([pits[0].id] if pits else [])]
        try:
            stage = circuit_layout(ids, name="Generated circuit", laps=laps, tileset=tileset,
                                   seed=rng.randrange(10**6), tries=2,
                                   budget=LAYOUT_STEPS, boxes=1)
        except LayoutError:
            continue
        fp = footprint((Hex(p.q, p.r) for p in stage.tiles), tile, brief.table)
        if smallest is None or fp.width * fp.height < smallest.width * smallest.height:
            smallest = fp
        if brief.table is not None and not fp.fits(brief.table):
            continue
        findings = validate_stage(stage, tileset=tileset)
        if any(f.severity in ("error", "warning") for f in findings):
            log(f"refused: {next(f.code for f in findings if f.severity != 'info')}")
            continue
        cand = Circuit(stage, pieces, laps, fp, tuple(findings))
        if all(_distinct(cand, c) for c in found):
            found.append(cand)
            log(f"circuit {len(found)}: {fp}")
    if not found:
        if brief.table is not None and smallest is not None:
            raise BriefError(msg("table: no circuit of {n} pieces found that fits {table}; "
                                 "nearest achievable: {smallest}", n=pieces,
                                 table=str(brief.table), smallest=str(smallest)))
        raise BriefError(msg("no circuit of {n} pieces closed within the budget; try a larger "
                             "--budget", n=pieces))
    found.sort(key=lambda c: (c.footprint.width * c.footprint.height))
    return GeneratedCircuits(brief, pool, tuple(found[:count]), time.monotonic() - start,
                             tried)


def _distinct(a: Circuit, b: Circuit) -> bool:
    ua = Counter(base_id(p.tile) for p in a.stage.tiles)
    ub = Counter(base_id(p.tile) for p in b.stage.tiles)
    return sum((ua & ub).values()) <= 0.75 * max(len(a.stage.tiles), len(b.stage.tiles))
