"""A chain as the search sees it: a sequence of tile sides, each entered by one of its
two road ends, laid from the START at the origin. The sequence decides the layout, so
the search edits sequences and lays them again; laying follows the one rule of
``pacenote.autolayout.fits`` (no road end touching any tile but its neighbours)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random

from pacenote.autolayout import Placed, fits
from pacenote.hexgrid import Hex, opposite
from pacenote.stage import Placement, Stage
from pacenote.tiles import TileSide


@dataclass(frozen=True)
class Link:
    """One tile of the sequence: its side and whether it is driven against its
    description (entered by its end edge)."""

    side: TileSide
    flip: bool = False

    @property
    def entry(self) -> int:
        end = self.side.end_edge
        assert end is not None
        return end if self.flip else self.side.start_edge


@dataclass(frozen=True)
class Laid:
    """A sequence laid: its placed tiles (START … FINISH, then the service park if any),
    or, when it cannot be laid, the index of the first link that does not fit."""

    placed: tuple[Placed, ...]
    failed_at: int | None = None

    @property
    def ok(self) -> bool:
        return self.failed_at is None


def lay(links: Sequence[Link], service: TileSide | None = None) -> Laid:
    """Lay ``links`` (START first, FINISH last) as one chain, the START at the origin with
    its exit facing world N; the service park after the FINISH when given."""
    first = links[0]
    exit_edge = first.side.start_edge if first.flip else first.side.end_edge
    assert exit_edge is not None
    start = Placed(first.side, Hex(0, 0), (0 - exit_edge) % 6)
    placed = [start]
    occupied: dict[Hex, Placed] = {start.hex: start}
    here, arrive = start.hex.neighbour(0), 3
    for i in range(1, len(links)):
        link = links[i]
        p = Placed(link.side, here, (arrive - link.entry) % 6)
        if not fits(p, occupied, arrive, placed[-1]):
            return Laid(tuple(placed), i)
        out = next(w for w in p.road_sides() if w != arrive)
        occupied[here] = p
        placed.append(p)
        here, arrive = here.neighbour(out), opposite(out)
    if service is not None:
        p = Placed(service, here, (arrive - service.start_edge) % 6)
        if not fits(p, occupied, arrive, placed[-1]):
            return Laid(tuple(placed), len(links))
        placed.append(p)
    return Laid(tuple(placed))


def to_stage(placed: Sequence[Placed], *, name: str, tileset: str) -> Stage:
    return Stage(name=name, tileset=tileset,
                 tiles=tuple(Placement(p.side.id, p.hex.q, p.hex.r, p.rot) for p in placed))


def over_used(links: Sequence[Link], copies: Mapping[int, int]) -> list[int]:
    """Tile numbers laid more often than the pieces owned (the one-physical-tile rule:
    one piece shows one side, so 224a and 224b need two pieces 224)."""
    uses = Counter(link.side.number for link in links)
    return sorted(n for n, k in uses.items() if k > copies.get(n, 0))


def random_chain(rng: Random, starts: Sequence[TileSide], finishes: Sequence[TileSide],
                 middle: Mapping[int, Sequence[TileSide]], copies: Mapping[int, int],
                 length: int, service: TileSide | None = None,
                 tries: int = 400) -> list[Link] | None:
    """A random sequence of ``length`` tiles (START and FINISH included) that lays as a
    chain and keeps the one-physical-tile rule, grown tile by tile (a tile that does not
    fit is drawn again; a dead end drops the last tiles); None after ``tries`` draws."""
    links = [Link(rng.choice(list(starts)), rng.random() < 0.5)]
    for _ in range(tries):
        if len(links) == length - 1:
            link = Link(rng.choice(list(finishes)), rng.random() < 0.3)
            if lay([*links, link], service).ok:
                return [*links, link]
            links = links[:max(1, len(links) - rng.randint(1, 3))]
            continue
        uses = Counter(x.side.number for x in links)
        numbers = [n for n in middle if uses[n] < copies.get(n, 0)]
        if not numbers:
            return None
        link = Link(rng.choice(list(middle[rng.choice(numbers)])), rng.random() < 0.5)
        if lay([*links, link]).ok:
            links.append(link)
        elif rng.random() < 0.2:
            links = links[:max(1, len(links) - rng.randint(1, 3))]
    return None
