"""Lay out a GT tile list as a closed circuit through the start-finish piece 102.

The GT rulebook gives its ready-made circuits as tile lists ("2 x 105b"); this turns a
list into a stage: every road piece used once as one closed loop that leaves 102 by
its line and comes back into it from behind, lane counts matching at every joint (and a
road meeting an edge at a slant, as the GT expansions' pieces do, meeting one of the same
slant: ``TileSide.skew_at``, the lane-mismatch rule), no
hex used twice, and the pit-stop piece 101 put beside the track. A corner piece may be
driven either way round (a right-hand corner driven backwards turns left).

Depth-first search over piece order and direction, pruned by the distance still to
cover; among the loops found it keeps the most compact one.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from pacenote.autolayout import Budget, LayoutError
from pacenote.boxes import BoxSpec, more_boxes
from pacenote.hexgrid import Hex, opposite
from pacenote.i18n import msg, msgn
from pacenote.stage import Placement, Stage, base_id
from pacenote.tilelist import box_shortfalls
from pacenote.tiles import Tileset, TileSide, load_tileset, tileset_for_ids


@dataclass(frozen=True)
class _Move:
    """One way to lay a side: the local edge the road enters by and the one it leaves by."""

    side: TileSide
    entry: int
    exit: int

    @property
    def lanes_in(self) -> int:
        return self.side.lanes_at(self.entry)

    @property
    def lanes_out(self) -> int:
        return self.side.lanes_at(self.exit)

    @property
    def skew_in(self) -> str | None:
        return self.side.skew_at(self.entry)

    @property
    def skew_out(self) -> str | None:
        return self.side.skew_at(self.exit)


def _moves(side: TileSide) -> list[_Move]:
    end = side.end_edge
    assert end is not None
    return [_Move(side, side.start_edge, end), _Move(side, end, side.start_edge)]


def is_circuit_list(tile_ids: list[str]) -> bool:
    """Whether a tile list holds a start-finish piece (102a/102b): a GT circuit."""
    tileset = load_tileset(tileset_for_ids(tile_ids))
    return any((s := tileset.get(base_id(t))) is not None and s.kind == "start-finish"
               for t in tile_ids)


def circuit_layout(tile_ids: list[str], *, name: str = "", laps: int | None = None,
                   tileset: Tileset | None = None, seed: int = 1, tries: int = 12,
                   budget: int = 200_000, boxes: BoxSpec = 1,
                   timer: Budget | None = None) -> Stage:
    """A circuit stage using exactly ``tile_ids`` (102 once, 101 optional); ``boxes``
    copies of the box at hand; ``timer`` the time budget (as for
    :func:`pacenote.autolayout.layout`)."""
    timer = timer if timer is not None else Budget()
    timer.of = tries
    tileset = tileset or load_tileset("gt-core")
    sides = []
    for tid in tile_ids:
        side = tileset.get(base_id(tid))
        if side is None:
            raise LayoutError(msg("unknown tile side {id}", id=repr(tid)))
        sides.append(side)
    shortfalls = box_shortfalls(sides, tileset.copies, boxes)
    if shortfalls:
        short = shortfalls[0]
        need = -(-len(short.uses) // tileset.copies.get(short.number, 1))
        raise LayoutError(msgn("tile {number} is used {n} time but {held} (or --boxes {more})",
                               "tile {number} is used {n} times but {held} (or --boxes {more})",
                               len(short.uses), number=short.number, held=short.held,
                               more=more_boxes(boxes, short.number, need)))
    starts = [s for s in sides if s.kind == "start-finish"]
    pits = [s for s in sides if s.kind == "pit"]
    if len(starts) != 1 or len(pits) > 1:
        raise LayoutError(msg("a circuit needs exactly one start-finish piece (102a/102b) and "
                              "at most one pit-stop piece (101)"))
    road = [s for s in sides if s.kind not in ("start-finish", "pit")]
    best = timer.best_of(tries, seed, lambda rng: _search(starts[0], road, rng, budget, timer),
                         _spread)
    if best is None:
        raise timer.failure("circuit", msg("no closed loop through 102 uses exactly these "
                                           "pieces"))
    placements = [Placement(s.id, h.q, h.r, rot) for s, h, rot in best]
    if pits:
        spot = _beside(best)
        # Side-less, as Rekee and .rgt name the pit stop (both faces are alike).
        placements.append(Placement(str(pits[0].number), spot.q, spot.r, 0))
    return Stage(name=name, tileset=tileset.name, tiles=tuple(placements), laps=laps)


def _search(start: TileSide, road: list[TileSide], rng: random.Random, budget: int,
            timer: Budget) -> list[tuple[TileSide, Hex, int]] | None:
    origin = Hex(0, 0)
    exit_w = start.end_edge  # 102 upright: leave by its line end
    assert exit_w is not None
    goal = origin.neighbour(start.start_edge)  # the last piece sits behind 102 …
    goal_exit = opposite(start.start_edge)  # … and leaves towards it
    pool = Counter(s.id for s in road)
    by_id = {s.id: s for s in road}
    placed: list[tuple[TileSide, Hex, int]] = [(start, origin, 0)]
    taken = {origin}
    steps = [0]

    def go(at: Hex, arrive: int, lanes: int, skew: str | None, left: int) -> bool:
        steps[0] += 1
        if steps[0] > budget or timer.out():
            steps[0] = budget + 1  # out of time: every level gives up
            return False
        if left == 0:
            return False
        if at.distance(goal) > left - 1:
            return False
        ids = [i for i, n in pool.items() if n]
        rng.shuffle(ids)
        for tid in ids:
            moves = _moves(by_id[tid])
            rng.shuffle(moves)
            for m in moves:
                if m.lanes_in != lanes or m.skew_in != skew:
                    continue  # lanes and slant must line up (a skewed edge meets its like)
                rot = (arrive - m.entry) % 6
                out = (m.exit + rot) % 6
                nxt = at.neighbour(out)
                if left == 1:
                    if at == goal and out == goal_exit and m.lanes_out == start.lanes \
                            and m.skew_out == start.skew_at(start.start_edge):
                        placed.append((m.side, at, rot))
                        return True
                    continue
                if nxt in taken or at == goal:
                    continue  # the goal hex is kept for the last piece
                pool[tid] -= 1
                taken.add(at)
                placed.append((m.side, at, rot))
                if go(nxt, opposite(out), m.lanes_out, m.skew_out, left - 1):
                    return True
                placed.pop()
                taken.discard(at)
                pool[tid] += 1
        return False

    first = origin.neighbour(exit_w)
    if go(first, opposite(exit_w), start.lanes_at(exit_w), start.skew_at(exit_w), len(road)):
        return placed
    return None


def _spread(placed: list[tuple[TileSide, Hex, int]]) -> tuple[int, int]:
    qs = [h.q for _, h, _ in placed]
    rs = [h.r for _, h, _ in placed]
    return (max(max(qs) - min(qs), max(rs) - min(rs)), (max(qs) - min(qs)) + (max(rs) - min(rs)))


def _beside(placed: list[tuple[TileSide, Hex, int]]) -> Hex:
    """A free hex next to the start-finish piece (else next to any piece) for the pits."""
    taken = {h for _, h, _ in placed}
    for _, h, _ in placed:
        for d in range(6):
            if h.neighbour(d) not in taken:
                return h.neighbour(d)
    raise LayoutError(msg("no free hex beside the circuit"))  # cannot happen on a finite loop
