"""The tile sides a user's boxes hold, taken from whichever shipped tilesets model them."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from pacenote.boxes import load_boxes, owned_copies
from pacenote.tiles import SHIPPED_TILESETS, Tileset, TileSide, load_tileset


@dataclass(frozen=True)
class Pool:
    """What can be laid: each owned tile number's sides and physical pieces."""

    game: str  # "dirt" or "gt"
    copies: Counter[int]  # tile number -> physical pieces owned (modelled numbers only)
    sides: dict[int, tuple[TileSide, ...]]  # tile number -> its sides (a, b)
    tilesets: tuple[str, ...]  # the shipped tilesets the sides come from
    unmodelled: tuple[int, ...]  # owned numbers no tileset models yet, or only with
    # several roads or none (skipped)

    @property
    def tileset_name(self) -> str:
        return "+".join(self.tilesets)

    def tileset(self) -> Tileset:
        return load_tileset(self.tileset_name)

    def of_kind(self, *kinds: str) -> list[TileSide]:
        return [s for n in sorted(self.sides) for s in self.sides[n] if s.kind in kinds]

    def road_numbers(self) -> list[int]:
        """Numbers of the tiles that can go between START and FINISH."""
        return [n for n in sorted(self.sides)
                if self.sides[n][0].kind not in ("start", "finish", "service",
                                                 "start-finish", "pit")]


def owned_pool(box_keys: Iterable[str]) -> Pool:
    """The pool of the boxes named (``pacenote.boxes.parse_box_list``'s keys); raises
    ValueError when the boxes mix games."""
    keys = tuple(box_keys)
    boxes = load_boxes()
    games = {boxes[k].game for k in keys}
    if len(games) != 1:
        raise ValueError("the boxes mix DIRT and GT: generate a DIRT stage or a GT circuit "
                         "from one game's boxes")
    game = games.pop()
    owned = owned_copies(keys)
    sides: dict[int, tuple[TileSide, ...]] = {}
    used: list[str] = []
    for name in SHIPPED_TILESETS:
        tileset = load_tileset(name)
        found = False
        for side in tileset:
            if side.number in owned and side.number not in sides:
                # one road per side: a chain is laid road end to road end (sides with
                # several roads, junctions and crossings, are not laid by generate yet)
                one_road = tuple(s for s in tileset if s.number == side.number
                                 and not s.roads and (s.edges or s.kind == "pit"))
                if one_road:
                    sides[side.number] = one_road
                    found = True
        if found:
            used.append(name)
    modelled = Counter({n: k for n, k in owned.items() if n in sides})
    unmodelled = tuple(sorted(n for n in owned if n not in sides and n < 900))
    return Pool(game, modelled, sides, tuple(used), unmodelled)
