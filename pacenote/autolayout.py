"""Lay out a list of tiles as one clean chain START → … → FINISH (+ service park).

The rulebook gives its ready-to-play rallies as tile lists ("1 x 210b"); this turns
such a list into a stage: every tile used once, each joined road end to road end,
no road end touching any tile but its neighbour on the chain, no hex used twice.
Among the layouts found it keeps the most compact one.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from pacenote.boxes import BoxSpec, more_boxes
from pacenote.hexgrid import Hex, opposite
from pacenote.i18n import either, msg, msgn
from pacenote.stage import Placement, Stage
from pacenote.tilelist import Shortfall, box_shortfalls, same_road_shape
from pacenote.tiles import Tileset, TileSide, load_tileset, tileset_for_ids


class LayoutError(ValueError):
    """The tile list cannot form a stage (missing START/FINISH, or no layout exists)."""


class _Ordered(Protocol):
    def __lt__(self, other: Any, /) -> bool: ...


T = TypeVar("T")
K = TypeVar("K", bound=_Ordered)


@dataclass
class Budget:
    """A search's time budget (``pacenote layout --budget``): a long tile list must not
    search for ever (120 tiles never ended). ``None`` seconds: no time limit."""

    seconds: float | None = None
    started: float = field(default_factory=time.monotonic)
    tries: int = 0  # arrangements searched to the end (each from another seed)
    of: int = 0  # arrangements the search would try with all the time it needs
    _checks: int = 0

    def out(self) -> bool:
        """Has the time run out? (Cheap: the clock is read every 256th call.)"""
        if self.seconds is None:
            return False
        self._checks += 1
        return self._checks % 256 == 0 and self.over()

    def over(self) -> bool:
        return self.seconds is not None and time.monotonic() - self.started > self.seconds

    @property
    def elapsed(self) -> float:
        return time.monotonic() - self.started

    @property
    def cut(self) -> bool:
        """The search stopped before trying every arrangement."""
        return self.tries < self.of

    def reached(self) -> str:
        """What the search reached, for the user: ``24 of 24 arrangements tried in 0.4 s``
        (a :class:`pacenote.i18n.Text`: English, or ``said()`` in the user's language)."""
        within = msg(" within the {budget} s budget", budget=f"{self.seconds:g}") \
            if self.cut else ""
        return msg("{tries} of {of} arrangements tried in {seconds} s{within}",
                   tries=self.tries, of=self.of, seconds=f"{self.elapsed:.1f}", within=within)

    def best_of(self, tries: int, seed: int, search: Callable[[random.Random], list[T] | None],
                spread: Callable[[list[T]], K]) -> list[T] | None:
        """The most compact (smallest ``spread``) of ``tries`` searches, each from a seed of
        its own; a try the budget cut short is not counted."""
        best: list[T] | None = None
        for k in range(tries):
            found = search(random.Random(seed * 1000 + k))
            if self.over():
                break
            self.tries += 1
            if found and (best is None or spread(found) < spread(best)):
                best = found
        return best

    def failure(self, what: str, otherwise: str) -> LayoutError:
        """Why nothing was found: the budget ran out (say how far it came), or ``otherwise``
        (``what``: ``layout`` or ``circuit``)."""
        if self.cut:
            if what == "circuit":
                return LayoutError(msg("no circuit found: {reached} (a larger --budget may "
                                       "find one)", reached=self.reached()))
            return LayoutError(msg("no layout found: {reached} (a larger --budget may find "
                                   "one)", reached=self.reached()))
        return LayoutError(otherwise)


@dataclass(frozen=True)
class Placed:
    """One tile of a chain being laid: its side, hex and rotation."""

    side: TileSide
    hex: Hex
    rot: int

    def road_sides(self) -> list[int]:
        return list(self.side.road_sides(self.rot))


def layout(tile_ids: list[str], *, name: str = "", seed: int = 1, tries: int = 24,
           tileset: Tileset | None = None, budget: int = 200_000,
           boxes: BoxSpec = 1, timer: Budget | None = None) -> Stage:
    """A stage using exactly ``tile_ids``, as one clean chain; ``boxes`` copies of the
    tileset's box are at hand (a list naming both sides of one tile needs two).
    ``timer``: the time budget; when it runs out the most compact layout found so far
    is kept (``timer.reached()`` says how far the search came), and LayoutError names
    the budget if none was found."""
    timer = timer if timer is not None else Budget()
    timer.of = tries
    tileset = tileset or load_tileset(tileset_for_ids(tile_ids))
    sides = []
    for tid in tile_ids:
        if tid not in tileset:
            raise LayoutError(msg("unknown tile side {id}", id=repr(tid)))
        sides.append(tileset[tid])
    shortfalls = box_shortfalls(sides, tileset.copies, boxes)
    if shortfalls:
        raise LayoutError(_shortfall_message(shortfalls[0], sides, tileset, boxes))
    starts = [s for s in sides if s.kind == "start"]
    finishes = [s for s in sides if s.kind == "finish"]
    services = [s for s in sides if s.is_service]
    if len(starts) != 1 or len(finishes) != 1 or len(services) > 1:
        raise LayoutError(msg("a stage needs exactly one START, one FINISH and at most one "
                              "service park"))
    middle = [s for s in sides if s.kind not in ("start", "finish", "service")]
    service = services[0] if services else None
    best = timer.best_of(tries, seed, lambda rng: _search(starts[0], middle, finishes[0],
                                                          service, rng, budget, timer), _spread)
    if best is None:
        raise timer.failure("layout", msg("no layout joins these tiles into one chain without "
                                          "overlaps"))
    placements = tuple(Placement(p.side.id, p.hex.q, p.hex.r, p.rot) for p in best)
    return Stage(name=name, tiles=placements, tileset=tileset.name)


def _shortfall_message(short: Shortfall, sides: list[TileSide], tileset: Tileset,
                       boxes: BoxSpec = 1) -> str:
    ids = list(dict.fromkeys(sides[i].id for i in short.uses))
    if short.code == "tile-both-sides":
        problem = msg("{first} and {second} are both sides of tile {number}", first=ids[0],
                      second=ids[-1], number=short.number) if len(ids) == 2 else \
            msg("{ids} are both sides of tile {number}", ids=" and ".join(ids),
                number=short.number)
    else:
        problem = msgn("tile {number} is listed {n} time ({ids})",
                       "tile {number} is listed {n} times ({ids})", len(short.uses),
                       number=short.number, ids=" and ".join(ids))
    listed = {s.number for s in sides}
    alike = [s.id for s in same_road_shape(sides[short.uses[-1]], tileset)
             if s.number not in listed][:2]
    more = more_boxes(boxes, short.number, len(short.uses))
    if alike:
        return msg("{problem} but {held}; a tile with the same road shape: {alike} (or --boxes "
                   "{more})", problem=problem, held=short.held, alike=either(alike), more=more)
    return msg("{problem} but {held} (or --boxes {more})", problem=problem, held=short.held,
               more=more)


def _spread(chain: list[Placed]) -> float:
    """Compactness: mean squared distance from the centroid (smaller looks better)."""
    pts = [p.hex.center() for p in chain]
    cx = sum(x for x, _ in pts) / len(pts)
    cy = sum(y for _, y in pts) / len(pts)
    return sum((x - cx) ** 2 + (y - cy) ** 2 for x, y in pts) / len(pts)


def _search(start: TileSide, middle: list[TileSide], finish: TileSide,
            service: TileSide | None, rng: random.Random, budget: int,
            timer: Budget | None = None) -> list[Placed] | None:
    steps = [budget]
    timer = timer if timer is not None else Budget()
    # START at the origin, driven the way its arch faces (the description order) first.
    for exit_edge in reversed(start.edges):
        placed = Placed(start, Hex(0, 0), (0 - exit_edge) % 6)  # exit faces world N
        chain = [placed]
        out = _grow(chain, {placed.hex: placed}, placed.hex.neighbour(0), 3, list(middle),
                    finish, service, rng, steps, timer)
        if out:
            return out
    return None


def _grow(chain: list[Placed], occupied: dict[Hex, Placed], here: Hex, arrive: int,
          left: list[TileSide], finish: TileSide, service: TileSide | None,
          rng: random.Random, steps: list[int], timer: Budget) -> list[Placed] | None:
    steps[0] -= 1
    if steps[0] < 0 or timer.out():
        steps[0] = -1  # out of time: every level gives up
        return None
    candidates = left if left else [finish]
    order = list(range(len(candidates)))
    rng.shuffle(order)
    for i in order:
        side = candidates[i]
        ends = list(side.edges)
        # The FINISH is entered as described (cars arrive at its 'from' end) when possible.
        entries = ends if side is finish else rng.sample(ends, len(ends))
        for entry in entries:
            rot = (arrive - entry) % 6
            p = Placed(side, here, rot)
            if not fits(p, occupied, arrive, chain[-1]):
                continue
            exit_side = next(w for w in p.road_sides() if w != arrive)
            nxt = here.neighbour(exit_side)
            occupied[here] = p
            chain.append(p)
            if not left:  # the FINISH is down: attach the service park after it
                done = _attach_service(chain, occupied, nxt, opposite(exit_side), service)
                if done:
                    return done
            elif nxt not in occupied:
                rest = left[:i] + left[i + 1:]
                out = _grow(chain, occupied, nxt, opposite(exit_side), rest, finish, service,
                            rng, steps, timer)
                if out:
                    return out
            chain.pop()
            del occupied[here]
            if steps[0] < 0:  # out of steps or time: no more tries at this level either
                return None
    return None


def fits(p: Placed, occupied: dict[Hex, Placed], arrive: int, previous: Placed) -> bool:
    """Whether ``p`` may join a chain after ``previous`` (the one rule for laying chains,
    also pacenote.generate's): no road end of p touches a tile except the previous one,
    and no road end of an earlier tile (but the previous) points at p's hex."""
    if p.hex in occupied:
        return False
    for w in p.road_sides():
        if w == arrive:
            continue
        if p.hex.neighbour(w) in occupied:
            return False
    for w in range(6):
        other = occupied.get(p.hex.neighbour(w))
        if other is not None and other is not previous and opposite(w) in other.road_sides():
            return False
    return True


def _attach_service(chain: list[Placed], occupied: dict[Hex, Placed], here: Hex,
                    arrive: int, service: TileSide | None) -> list[Placed] | None:
    if service is None:
        return list(chain)
    if here in occupied:
        return None
    rot = (arrive - service.start_edge) % 6
    p = Placed(service, here, rot)
    if not fits(p, occupied, arrive, chain[-1]):
        return None
    return [*chain, p]
