"""The optimiser: simulated annealing over chains, cheap filters first, the engine last.

1. Cheap phase. A state is a sequence of tile sides (START … FINISH), each entered by one
   of its road ends (``chain.Link``). Moves: another owned side at one position (the
   other side of the same piece included), the other road end first, two positions
   swapped, a stretch reversed, a tile inserted or removed (within the brief's length),
   another START or FINISH side. A move that breaks the one-physical-tile rule is never
   made; one that cannot be laid (``chain.lay``: the laying rule of autolayout) is
   refused; the rest are scored on the fitted estimate (``model``) and the footprint,
   and kept or not by the Metropolis rule. The best distinct states are kept.
2. Exact phase. Finalists, best first, go through the validators (0 errors, 0 warnings,
   else dropped) and the engine's exact expert par (``expert_par``: the sweep without
   the runs).
3. Refinement. Each exact par tells how far the estimate was off for that chain; every
   chain one edit away from the best is scored with the estimate corrected by that
   residual and the best of them gets its exact par, until the brief is met or the
   budget runs out. The stages returned are then driven in full (``test_drive``) for
   their exact losses of control when the brief asks for a risk.
"""

from __future__ import annotations

import math
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from random import Random

from pacenote.autolayout import Placed
from pacenote.engine.testdrive import (
    CannotDrive,
    DriveSettings,
    expert_par,
    first_look,
    test_drive,
)
from pacenote.generate.brief import Brief
from pacenote.generate.candidate import Candidate, best_distinct, distinct, meets, rank
from pacenote.generate.chain import Link, lay, random_chain
from pacenote.generate.features import course_features, single_rows
from pacenote.generate.footprint import Footprint, footprint
from pacenote.generate.model import Estimate, Model
from pacenote.generate.pool import Pool
from pacenote.generate.score import (
    LOC_TOLERANCE,
    Figures,
    met,
    misses,
    terrain_counts,
    total,
)
from pacenote.stage import Stage
from pacenote.tiles import Tileset, TileSide
from pacenote.validators import Finding, validate_stage

EXACT_RUNS = 1  # the exact figures do not depend on the runs: one keeps the drive cheapest
LOOK_MARGIN = 0.05  # losses/run: the look-ahead's risk (first_look) may be this far from the
# exact one and still send a finalist to the exact runs (docs/generate.md: measured)
FIRST_DRIVE_SHARE = 0.5  # of the budget, kept for the first exact drive
RUNS_PER_PAR = 1.5  # the runs after a par, before any was timed: this many pars
LENGTH_WEIGHT = 0.15  # cost per tile away from the length the brief aims at
TASTE = 0.04  # a seed's preference per side, at most (cost per tile; docs/generate.md)
UNLAID = Footprint(0.0, 0.0, 0)  # a chain not laid yet: no footprint counted
LENGTH_WARNINGS = ("stage-shorter-than-guidelines", "stage-longer-than-guidelines")


@dataclass
class Search:
    brief: Brief
    pool: Pool
    model: Model
    tile_cm: float
    rng: Random
    deadline: float
    service: TileSide | None = None
    log: Callable[[str], None] = lambda _: None
    elite: dict[tuple[tuple[str, bool], ...], Candidate] = field(default_factory=dict)
    driven: list[Candidate] = field(default_factory=list)
    refused: int = 0  # candidates the validators turned down
    budget: float = math.inf  # seconds (the deadline's)
    par_seconds: float = 0.0  # the slowest exact par so far
    run_seconds: float = 0.0  # the slowest runs after a par so far (exact risk)
    drive_seconds: float = 0.0  # the slowest finalist's drive (par and runs) so far
    moves: int = 0
    cut: bool = False  # the deadline cut the search short
    avoid: tuple[Candidate, ...] = ()  # stages already made (a rally's): differ from them
    clock: Callable[[], float] = time.monotonic  # what the deadline is read on

    def __post_init__(self) -> None:
        self.starts = self.pool.of_kind("start")
        self.finishes = self.pool.of_kind("finish")
        self.middle = {n: self.pool.sides[n] for n in self.pool.road_numbers()}
        self.tileset: Tileset = self.pool.tileset()
        # the seed's own taste: a small preference per side, so that two seeds part
        # where the brief leaves room (else they may find the estimate's same optimum)
        taste = Random(self.rng.random())
        self.taste = {s.id: TASTE * taste.random()
                      for n in sorted(self.pool.sides) for s in self.pool.sides[n]}

    # -- the cheap phase -------------------------------------------------------------

    def figures(self, links: Sequence[Link], placed: Sequence[Placed], est: Estimate
                ) -> tuple[Figures, Footprint]:
        sides = [x.side for x in links]
        fp = footprint((p.hex for p in placed), self.tile_cm, self.brief.table)
        return Figures(len(links), est.par, est.loc, course_features(sides), fp,
                       single_rows(sides), terrain_counts(sides)), fp

    def evaluate(self, links: Sequence[Link], bias: float,
                 loc_bias: float = 0.0) -> Candidate | None:
        laid = lay(links, self.service)
        if not laid.ok:
            return None
        est = self.model.estimate(_tiles(links))
        est = Estimate(est.par + bias, max(0.0, est.loc + loc_bias))
        figures, fp = self.figures(links, laid.placed, est)
        # a little for each tile off the length aimed at: the estimate is surest on
        # chains of ordinary tiles, which a length near the par's rate needs
        off = abs(len(links) - self.brief.tile_range()[2]) * LENGTH_WEIGHT
        return Candidate(tuple(links), laid.placed, est, fp,
                         total(misses(self.brief, figures)) + off + self.tasted(links))

    def neighbour(self, links: list[Link]) -> list[Link] | None:
        """One random move (None: not possible here)."""
        rng = self.rng
        lo, hi, _ = self.brief.tile_range()
        out = list(links)
        n = len(out)
        uses = Counter(x.side.number for x in out)
        kind = rng.random()
        if kind < 0.35:  # another side at one position (the other face of it included)
            i = rng.randrange(1, n - 1)
            free = [k for k in self.middle
                    if uses[k] < self.pool.copies[k] or k == out[i].side.number]
            out[i] = Link(rng.choice(self.middle[rng.choice(free)]), rng.random() < 0.5)
        elif kind < 0.5:  # the other road end first (a corner turns the other way)
            i = rng.randrange(n)
            out[i] = replace(out[i], flip=not out[i].flip)
        elif kind < 0.62 and n > 3:  # two tiles swapped
            i, j = rng.sample(range(1, n - 1), 2)
            out[i], out[j] = out[j], out[i]
        elif kind < 0.72 and n > 3:  # a stretch reversed: its turns mirrored
            i, j = sorted(rng.sample(range(1, n - 1), 2))
            out[i:j + 1] = [replace(x, flip=not x.flip) for x in reversed(out[i:j + 1])]
        elif kind < 0.82 and n < hi:  # one more tile
            free = [k for k in self.middle if uses[k] < self.pool.copies[k]]
            if not free:
                return None
            out.insert(rng.randrange(1, n), Link(rng.choice(self.middle[rng.choice(free)]),
                                                 rng.random() < 0.5))
        elif kind < 0.92 and n > lo:  # one tile fewer
            del out[rng.randrange(1, n - 1)]
        else:  # another START or FINISH side
            if rng.random() < 0.5:
                out[0] = Link(rng.choice(self.starts), out[0].flip)
            else:
                out[-1] = Link(rng.choice(self.finishes), out[-1].flip)
        return out

    def anneal(self, first: list[Link], moves: int, bias: float,
               t0: float = 2.0, t1: float = 0.02, loc_bias: float = 0.0) -> None:
        """``moves`` moves of simulated annealing from ``first`` (a count, not a time, so
        that a seed gives the same stages on any machine); stops early at the deadline."""
        current = self.evaluate(first, bias, loc_bias)
        if current is None:
            return
        self.keep(current)
        for k in range(moves):
            if k % 64 == 0 and self.cheap_time_left() <= 0:
                break
            temp = t0 * (t1 / t0) ** (k / moves)
            self.moves += 1
            links = self.neighbour(list(current.links))
            if links is None:
                continue
            cand = self.evaluate(links, bias, loc_bias)
            if cand is None:
                continue
            delta = cand.cost - current.cost
            if delta <= 0 or self.rng.random() < math.exp(-delta / temp):
                current = cand
                self.keep(cand)

    def local(self, best: Candidate, bias: float, loc_bias: float = 0.0) -> None:
        """Every chain one edit away from ``best`` (a tile replaced by another owned
        side, a tile turned the other way, a tile added or left out) into the elite."""
        links = list(best.links)
        lo, hi, _ = self.brief.tile_range()
        uses = Counter(x.side.number for x in links)
        variants: list[list[Link]] = []
        for i in range(len(links)):
            variants.append([*links[:i], replace(links[i], flip=not links[i].flip),
                             *links[i + 1:]])
            ends = self.starts if i == 0 else self.finishes if i == len(links) - 1 else None
            if ends is not None:
                variants += [[*links[:i], Link(s, links[i].flip), *links[i + 1:]]
                             for s in ends if s is not links[i].side]
                continue
            for k, sides in self.middle.items():
                if uses[k] >= self.pool.copies[k] and k != links[i].side.number:
                    continue
                for side in sides:
                    for flip in (False, True):
                        variants.append([*links[:i], Link(side, flip), *links[i + 1:]])
                        if len(links) < hi and uses[k] < self.pool.copies[k]:
                            variants.append([*links[:i], Link(side, flip), *links[i:]])
            if len(links) > lo:
                variants.append([*links[:i], *links[i + 1:]])
        # the estimate alone first (no laying): only the most promising are laid, and
        # more when few of those fit the table (a stage at its edge: most edits overflow)
        quick = sorted(range(len(variants)),
                       key=lambda k: (self.quick_cost(variants[k], bias, loc_bias), k))
        kept = 0
        for laid, k in enumerate(quick):
            if (laid >= LOCAL_LAID and kept >= LOCAL_KEPT) or (
                    self.cheap_time_left() <= 0 and (kept or laid >= LOCAL_LAID_LEAST)):
                break
            cand = self.evaluate(variants[k], bias, loc_bias)
            if cand is not None and self.keep(cand):
                kept += 1

    def quick_cost(self, links: Sequence[Link], bias: float, loc_bias: float) -> float:
        """The cost of a chain on the estimate alone, unlaid (the table counted as met:
        laying can only add to it)."""
        est = self.model.estimate(_tiles(links))
        sides = [x.side for x in links]
        figures = Figures(len(links), est.par + bias, max(0.0, est.loc + loc_bias),
                          course_features(sides), UNLAID, single_rows(sides),
                          terrain_counts(sides))
        off = abs(len(links) - self.brief.tile_range()[2]) * LENGTH_WEIGHT
        return total(misses(self.brief, figures)) + off + self.tasted(links)

    def tasted(self, links: Sequence[Link]) -> float:
        return sum(self.taste.get(x.side.id, 0.0) for x in links)

    def keep(self, cand: Candidate, size: int = 60) -> bool:
        """Into the elite (the best ``size`` states met so far) unless it is there
        already or overflows the table; whether it went in."""
        if cand.key in self.elite or (self.brief.table and cand.footprint.overflow(
                self.brief.table) > 0):
            return False
        self.elite[cand.key] = cand
        if len(self.elite) > size:
            worst = max(self.elite.values(), key=lambda c: c.cost)
            del self.elite[worst.key]
        return True

    def seed_chain(self) -> list[Link] | None:
        lo, hi, aim = self.brief.tile_range()
        for _ in range(40):
            n = min(hi, max(lo, aim + self.rng.randint(-1, 1)))
            links = random_chain(self.rng, self.starts, self.finishes, self.middle,
                                 self.pool.copies, n, self.service)
            if links is not None:
                return links
        return None

    # -- the exact phase -------------------------------------------------------------

    def drive(self, cand: Candidate) -> bool:
        """Validate a finalist and find its exact figures: the par (``expert_par``: the
        expert's sweep without the runs, about a third of a full drive), then, when the
        brief asks for a risk and the par meets it, the runs from the cached sweep
        (``test_drive``: the exact losses of control per run). A finalist whose par
        misses keeps its estimated risk: it misses the brief anyway. False when the
        validators or the engine turn it down."""
        t = self.clock()  # the validators counted with the drive (their first call is cold)
        stage = cand.stage("candidate", self.pool.tileset_name)
        findings = validate_stage(stage, tileset=self.tileset, boxes=self.boxes_for(cand))
        bad = [f for f in findings if f.severity == "error"
               or (f.severity == "warning" and not self.length_warning_allowed(f))]
        if bad:
            self.refused += 1
            self.log(f"refused: {bad[0].code}: {bad[0].message}")
            return False
        try:
            par = expert_par(stage, tileset=self.tileset)
            # the slowest so far: the next one may be as slow (a loaded machine)
            self.par_seconds = max(self.par_seconds, self.clock() - t)
            if par is not None:
                cand.par, cand.findings = par, tuple(findings)
                self.rescore(cand)
                if self.needs_runs():
                    r = self.clock()
                    self.risk(stage, cand, met("par", cand.misses["par"]))
                    self.run_seconds = max(self.run_seconds, self.clock() - r)
        except CannotDrive as exc:
            self.refused += 1
            self.log(f"refused: {exc}")
            return False
        finally:
            self.drive_seconds = max(self.drive_seconds, self.clock() - t)
        if par is None:
            return False
        self.driven.append(cand)
        loc = f", loc {cand.loc:.2f}" if cand.loc is not None else \
            f", look-ahead loc {cand.look:.2f}" if cand.look is not None else ""
        if cand.loc is not None and cand.look is not None:
            loc += f" (look-ahead {cand.look:.2f})"
        loc += f" (estimate {cand.estimate.loc:.2f})" if loc else ""
        self.log(f"driven: {cand.road_tiles} tiles, par {cand.par:.1f} (estimate "
                 f"{cand.estimate.par:.1f}){loc}, score {cand.score:.2f}, "
                 f"{self.drive_seconds:.1f} s")
        return True

    def risk(self, stage: Stage, cand: Candidate, exact: bool = True) -> None:
        """The finalist's losses of control: first the look-ahead's figure from the
        cached sweep (``first_look``: a fraction of the runs' cost, within a few hundredths
        of the exact figure); when ``exact`` (its par meets the brief) and the look says
        the risk may meet it too (within the tolerance and LOOK_MARGIN), the runs' exact
        figure (``test_drive``), which alone judges the risk. Otherwise the look stays as
        a guide (the refinement's residual) and the finalist misses the brief."""
        look = first_look(stage, DriveSettings(runs=EXACT_RUNS), tileset=self.tileset)
        if look is not None:
            cand.look = look.loc_per_run
            self.rescore(cand)
            target = self.brief.loc_target(cand.road_tiles)
            if target is not None and \
                    abs(cand.look - target) > LOC_TOLERANCE * target + LOOK_MARGIN:
                self.log(f"look-ahead risk {cand.look:.2f} against {target:.2f}: no runs")
                return
        if not exact:
            return
        report = test_drive(stage, DriveSettings(runs=EXACT_RUNS), tileset=self.tileset)
        cand.loc = report.loc_per_run
        self.rescore(cand)

    def rescore(self, cand: Candidate) -> None:
        assert cand.par is not None
        loc = cand.loc if cand.loc is not None else \
            cand.look if cand.look is not None else cand.estimate.loc
        figures, _ = self.figures(cand.links, cand.placed, Estimate(cand.par, loc))
        cand.misses = misses(self.brief, figures)
        cand.score = total(cand.misses)

    def boxes_for(self, cand: Candidate) -> int:
        uses = Counter(x.side.number for x in cand.links)
        return max((-(-k // self.tileset.copies.get(n, 1)) for n, k in uses.items()),
                   default=1)

    def length_warning_allowed(self, finding: Finding) -> bool:
        lo, hi, _ = self.brief.tile_range()
        return finding.code in LENGTH_WARNINGS and (lo < 10 or hi > 18)

    def time_left(self) -> float:
        return self.deadline - self.clock()

    def next_drive(self) -> float:
        """What the next finalist's drive may take: the slowest par so far and, when the
        brief asks for a risk, the slowest runs so far (before the first runs,
        RUNS_PER_PAR pars)."""
        if not self.needs_runs():
            return self.par_seconds
        return self.par_seconds + (self.run_seconds or RUNS_PER_PAR * self.par_seconds)

    def cheap_time_left(self) -> float:
        """Time the cheap work may still take: what leaves room for one more exact drive
        (before the first, half the budget)."""
        if self.par_seconds:
            reserve = self.next_drive()
        else:
            reserve = FIRST_DRIVE_SHARE * self.budget if math.isfinite(self.budget) else 0.0
        return self.time_left() - reserve

    def short_of_time(self) -> bool:
        """Whether another exact drive may end past the deadline."""
        return self.time_left() < self.next_drive()

    def needs_runs(self) -> bool:
        """Whether the brief asks for a risk (losses of control: only full drives say)."""
        return self.brief.loc_target(self.brief.tile_range()[2]) is not None

    def finalists(self, count: int, exclude: set[tuple[tuple[str, bool], ...]]
                  ) -> list[Candidate]:
        done = {c.key for c in self.driven} | exclude
        alike = {self.likeness(c) for c in self.driven}
        ranked = sorted((c for c in self.elite.values() if c.key not in done),
                        key=lambda c: c.cost)
        picked: list[Candidate] = []
        for c in ranked:
            if self.likeness(c) in alike:  # drives as one driven already: the same figures
                continue
            if all(distinct(c, p) for p in (*picked, *self.avoid)):
                picked.append(c)
            if len(picked) == count:
                break
        return picked

    def likeness(self, cand: Candidate) -> tuple[object, ...]:
        """The same sides and the same estimate: a chain that differs from another only
        by a symmetric tile driven the other way round (a straight whose rows read the
        same both ways), which drives alike."""
        est = self.model.estimate(_tiles(cand.links))
        return (tuple(sorted(x.side.id for x in cand.links)), round(est.par, 6),
                round(est.loc, 6))


CHEAP_MOVES = 3000  # per start of the cheap phase
MAX_ROUNDS = 12  # exact drives after the first finalists, at most
LOCAL_LAID = 400  # a refinement lays this many of the best chains one edit away
LOCAL_LAID_LEAST = 60  # ... and at least this many, or one that fits, out of time
LOCAL_KEPT = 10  # ... and on past LOCAL_LAID until this many fit the table (or all laid)
WIDEN_MOVES = 1000  # a refinement that finds nothing new anneals this long from the best
WIDEN_T0 = 0.5  # ... starting this cool (it stays near the best chain)


def run_search(search: Search, count: int) -> list[Candidate]:
    """The three phases; the best ``count`` distinct driven candidates, best first. The
    work is counted (moves, rounds), so a seed gives the same stages; the deadline only
    cuts it short (``search.cut`` says so), after at least one candidate was driven:
    the cheap work stops where it leaves room for the next exact drive, and no exact
    drive starts that the slowest so far says would end past the deadline."""
    for _ in range(count + 1 if count > 1 else 1):
        first = search.seed_chain()
        if first is None:
            break
        search.anneal(first, CHEAP_MOVES, 0.0)
    tried: set[tuple[tuple[str, bool], ...]] = set()
    for cand in search.finalists(count, tried):
        tried.add(cand.key)
        if search.drive(cand) and search.short_of_time():
            break
    for _ in range(MAX_ROUNDS + 3 * count):
        good = search.driven
        if good:
            best = min(good, key=rank)
            if meets(best) and len(best_distinct(good, count)) >= count:
                break
        if search.short_of_time():
            search.cut = True
            break
        if not good:  # every finalist refused: anneal afresh
            fresh = search.seed_chain()
            if fresh is None:
                break
            search.anneal(fresh, CHEAP_MOVES, 0.0)
        else:
            # refine: the best chain's neighbours (one tile changed), aimed at the target
            # corrected by that chain's residuals, which hold near it
            search.elite.clear()
            if not meets(best):
                bias, loc_bias = _residuals(search, best)
                search.local(best, bias, loc_bias)
                if not search.finalists(1, tried):  # nothing new one edit away: widen
                    search.anneal(list(best.links), WIDEN_MOVES, bias, WIDEN_T0,
                                  loc_bias=loc_bias)
            if len(best_distinct(good, count)) < count:  # a fresh chain for another one
                fresh = search.seed_chain()
                if fresh is not None:
                    search.anneal(fresh, CHEAP_MOVES, _mean_bias(search))
        if search.short_of_time():
            search.cut = True
            break
        for cand in search.finalists(1, tried):
            tried.add(cand.key)
            search.drive(cand)
    return best_distinct(search.driven, count)


def _residuals(search: Search, best: Candidate) -> tuple[float, float]:
    """How far the estimate was off for a driven chain: par and losses of control (the
    exact risk, else the look-ahead's, else none known)."""
    assert best.par is not None
    raw = search.model.estimate(_tiles(best.links))
    loc = best.loc if best.loc is not None else best.look
    return best.par - raw.par, 0.0 if loc is None else loc - raw.loc


def _mean_bias(search: Search) -> float:
    if not search.driven:
        return 0.0
    return sum(c.par - _raw_estimate(search, c) for c in search.driven
               if c.par is not None) / len(search.driven)


def _raw_estimate(search: Search, cand: Candidate) -> float:
    return search.model.estimate(_tiles(cand.links)).par


def _tiles(links: Sequence[Link]) -> list[tuple[TileSide, bool]]:
    return [(x.side, x.flip) for x in links]
