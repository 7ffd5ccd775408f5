"""Rulebook-style tile lists ("1 x 210b"), both ways."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from pacenote.boxes import BoxSpec, load_boxes, owned_counts, owned_label
from pacenote.i18n import msg, msgn
from pacenote.stage import DECORATIVE_NUMBERS, Stage, normalise_tile_id
from pacenote.tiles import TileSide

_ENTRY = re.compile(r"^(?:(\d+)\s*[xX×]\s*)?(\S+)$")


def tile_list(stage: Stage) -> list[str]:
    """``["1 x 201a", "1 x 202a", ...]`` in catalogue order, as the rulebook prints them."""
    counts = Counter(p.tile for p in stage.tiles)
    return [f"{n} x {tile}" for tile, n in sorted(counts.items(), key=lambda kv: _key(kv[0]))]


def tile_list_by_box(stage: Stage) -> list[tuple[str, list[str]]]:
    """The rulebook list split by the box the tiles come out of, in the boxes file's
    order: ``[("DIRT Core Box", ["1 x 202a", ...]), ("DIRT Monte Carlo or DIRT 110%",
    [...]), ("DIRT Copilot Pack (scenery)", ["1 x 903a"])]``. A number several boxes hold
    names them all ("or"); scenery (901-905) is listed under its own box, marked as such,
    never with a box's road tiles; an id no box holds comes last, as "in no box".

    >>> from pacenote.stage import Placement
    >>> st = Stage(tiles=(Placement("202a", 0, 0, 0), Placement("903a", 1, 1, 0),
    ...                   Placement("301b", 2, 0, 0)))
    >>> tile_list_by_box(st)  # doctest: +NORMALIZE_WHITESPACE
    [('DIRT Core Box', ['1 x 202a']), ('DIRT Monte Carlo or DIRT 110%', ['1 x 301b']),
     ('DIRT Copilot Pack (scenery)', ['1 x 903a'])]
    """
    boxes = load_boxes()
    order = {key: i for i, key in enumerate(boxes)}
    groups: dict[tuple[int, str], list[str]] = {}
    for line, tile in zip(tile_list(stage), _sorted_ids(stage), strict=True):
        digits = re.match(r"\d+", tile)
        number = int(digits.group()) if digits else -1
        holders = boxes.holding(number)
        if not holders:
            key = (len(order) + 1, "in no box")
        else:
            name = " or ".join(boxes[k].name for k in holders)
            if number in DECORATIVE_NUMBERS:
                name += " (scenery)"
            key = (order[holders[0]] + (len(order) if number in DECORATIVE_NUMBERS else 0),
                   name)
        groups.setdefault(key, []).append(line)
    return [(name, lines) for (_, name), lines in sorted(groups.items())]


def _sorted_ids(stage: Stage) -> list[str]:
    return sorted(Counter(p.tile for p in stage.tiles), key=_key)


def _key(tile: str) -> tuple[int, str]:
    digits = re.match(r"\d+", tile)
    return (int(digits.group()) if digits else 10**6, tile)


def parse_tile_list(text: str) -> list[str]:
    """Tile ids from a rulebook-style list: ``"1 x 202a  1 x 205b"``, ``"202a, 205b"``,
    one per line or several per line, ``- `` bullets allowed. Raises ValueError naming
    the first entry that is no tile id."""
    ids: list[str] = []
    tokens = re.findall(r"(?:\d+\s*[xX×]\s*)?[^\s,;]+", text.replace("- ", " "))
    for token in tokens:
        m = _ENTRY.match(token.strip())
        tile = normalise_tile_id(m.group(2)) if m else None
        if m is None or tile is None:
            raise ValueError(msg("{token} is not a tile id", token=repr(token)))
        ids.extend([tile] * int(m.group(1) or 1))
    return ids


@dataclass(frozen=True)
class Shortfall:
    """A tile number used more often than the boxes hold it: ``uses`` are positions in the
    list checked. ``code`` says how: both sides of one physical tile (``tile-both-sides``),
    one side twice (``tile-used-twice``) or more tiles than several copies
    (``too-many-copies``)."""

    code: str
    number: int
    uses: tuple[int, ...]
    have: int
    boxes: BoxSpec

    @property
    def held(self) -> str:
        """``the box holds 1 tile 224`` / ``the 2 boxes hold 2 tiles 224`` / ``your boxes
        (dirt-core) hold no tile 301``."""
        n, number = self.have, self.number
        if isinstance(self.boxes, int) and self.boxes == 1:
            return msgn("the box holds {n} tile {number}", "the box holds {n} tiles {number}",
                        n, number=number) if n else \
                msg("the box holds no tile {number}", number=number)
        if isinstance(self.boxes, int):
            return msgn("the {boxes} boxes hold {n} tile {number}",
                        "the {boxes} boxes hold {n} tiles {number}", n, boxes=self.boxes,
                        number=number) if n else \
                msg("the {boxes} boxes hold no tile {number}", boxes=self.boxes, number=number)
        names = owned_label(self.boxes)
        return msgn("{boxes} hold {n} tile {number}", "{boxes} hold {n} tiles {number}", n,
                    boxes=names, number=number) if n else \
            msg("{boxes} hold no tile {number}", boxes=names, number=number)


def box_shortfalls(sides: Sequence[TileSide], copies: Mapping[int, int],
                   boxes: BoxSpec = 1) -> list[Shortfall]:
    """The tile numbers ``sides`` use more often than ``boxes`` hold them: a count of the
    tileset's box (``copies``), or named boxes (:mod:`pacenote.boxes`), which may hold
    none of a number.

    A physical tile shows one side at a time, so 224a and 224b in one stage need two
    tiles 224 (the rulebook's Rally 3, SS2 prints both: docs/export.md). Numbers the
    tileset gives no count for are not checked.

    >>> from pacenote.tiles import load_tileset
    >>> ts = load_tileset()
    >>> [s.code for s in box_shortfalls([ts["224a"], ts["202a"], ts["224b"]], ts.copies)]
    ['tile-both-sides']
    >>> box_shortfalls([ts["224a"], ts["224b"]], ts.copies, boxes=2)
    []
    """
    uses: dict[int, list[int]] = {}
    for i, side in enumerate(sides):
        uses.setdefault(side.number, []).append(i)
    owned = owned_counts(boxes, copies)
    out = []
    for number, placed in uses.items():
        if number not in owned or len(placed) <= owned[number]:
            continue
        have = owned[number]
        if have != 1:  # several physical tiles (any mix of sides, not more), or none
            code = "too-many-copies"
        elif {sides[i].side for i in placed} == {"a", "b"}:
            code = "tile-both-sides"
        else:
            code = "tile-used-twice"
        out.append(Shortfall(code, number, tuple(placed), have, boxes))
    return out


def same_road_shape(side: TileSide, sides: Iterable[TileSide]) -> list[TileSide]:
    """Sides of other tile numbers whose road runs the same way (same kind, same road
    ends), closest first: same corner limits, then nearest danger.

    >>> from pacenote.tiles import load_tileset
    >>> ts = load_tileset()
    >>> [s.id for s in same_road_shape(ts["224a"], ts)][:2]
    ['225a', '225b']
    """
    def corners(s: TileSide) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
        return [(c.inner, c.outer) for c in s.sections if c.is_corner]

    same = [s for s in sides if s.number != side.number and s.kind == side.kind
            and s.edges == side.edges]
    return sorted(same, key=lambda s: (corners(s) != corners(side),
                                       abs(s.danger_level - side.danger_level), _key(s.id)))
