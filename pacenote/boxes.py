"""The game's boxes (editions) as data: which tile numbers each holds, how many pieces.

The facts live in ``tilesets/boxes.json`` (schema ``schema/boxes.schema.json``); this
module is their one reader. A user says which boxes they own as a list of box keys,
``"dirt-core,dirt-rx"``; a box owned twice is named twice or with a count,
``"dirt-core:2"``.

>>> boxes = load_boxes()
>>> boxes["dirt-rx"].name
'DIRT RX'
>>> owned_copies(parse_box_list("dirt-core:2,dirt-climb"))[325]
1
>>> owned_copies(parse_box_list("dirt-core:2,dirt-climb"))[210]
2
>>> boxes.holding(416)
('dirt-monte-carlo', 'dirt-copilot-pack')
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Literal

from pacenote.i18n import Text, msg, said, trn
from pacenote.jsonio import parse_json, validate

BOXES_FILE = "tilesets/boxes.json"
Game = Literal["dirt", "gt"]

# The box every DIRT tool assumed before boxes were data, and the GT one.
DEFAULT_BOX: dict[Game, str] = {"dirt": "dirt-core", "gt": "gt-core"}


@dataclass(frozen=True)
class Box:
    """One box: its key (what users type), printed name and the pieces it holds."""

    key: str
    name: str
    game: Game
    expansion: bool
    discontinued: bool
    copies: Mapping[int, int]  # tile number -> physical pieces in the box
    variants: Mapping[int, tuple[str, ...]]  # tile number -> graphical variant suffixes
    aliases: tuple[str, ...] = ()

    @property
    def numbers(self) -> frozenset[int]:
        return frozenset(self.copies)


class Boxes(Mapping[str, Box]):
    """Every known box, by key or alias, in the data file's order."""

    def __init__(self, boxes: Iterable[Box]) -> None:
        self._boxes = {b.key: b for b in boxes}
        self._names = {a: b for b in self._boxes.values() for a in (b.key, *b.aliases)}

    def __getitem__(self, key: str) -> Box:
        return self._names[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._boxes)

    def __len__(self) -> int:
        return len(self._boxes)

    def holding(self, number: int) -> tuple[str, ...]:
        """The keys of the boxes that hold tile ``number``, in the data file's order."""
        return tuple(k for k, b in self._boxes.items() if number in b.copies)


class BoxListError(ValueError):
    """A list of box names that names no known box, or a count that is not a count
    (``str``: English; :attr:`message` the :class:`~pacenote.i18n.Text`)."""

    def __init__(self, message: Text) -> None:
        super().__init__(message)
        self.message = message

    def translated(self) -> str:
        return said(self.message)


@cache
def load_boxes() -> Boxes:
    """The boxes shipped with pacenote (``tilesets/boxes.json``), schema-checked once."""
    text = resources.files("pacenote.tilesets").joinpath("boxes.json").read_text("utf-8")
    data = parse_json(text, BOXES_FILE)
    validate(data, "boxes", BOXES_FILE)
    return Boxes(Box(key=raw["key"], name=raw["name"], game=raw["game"],
                     expansion=raw["expansion"], discontinued=raw["discontinued"],
                     copies={int(n): c for n, c in raw["copies"].items()},
                     variants={int(n): tuple(v) for n, v in raw.get("variants", {}).items()},
                     aliases=tuple(raw.get("aliases", ())))
                 for raw in data["boxes"])


_ITEM = re.compile(r"^\s*([a-z0-9-]+)\s*(?::\s*(\d+))?\s*$")


def parse_box_list(text: str) -> tuple[str, ...]:
    """Box keys from a user's list, one entry per box owned (aliases resolved).

    >>> parse_box_list("dirt-core, dirt-rx:2")
    ('dirt-core', 'dirt-rx', 'dirt-rx')
    >>> parse_box_list("dirt-coer")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    pacenote.boxes.BoxListError: unknown box 'dirt-coer' (did you mean dirt-core?); known: ...
    """
    boxes = load_boxes()
    out: list[str] = []
    for item in text.split(","):
        if not item.strip():
            continue
        match = _ITEM.match(item.lower())
        if match is None:
            raise BoxListError(msg("{item} is not a box name (a box name, or NAME:COUNT such "
                                   "as dirt-core:2)", item=repr(item.strip())))
        name, count = match.group(1), int(match.group(2) or 1)
        if name not in boxes:
            raise BoxListError(_unknown(name, boxes))
        if not 1 <= count <= 9:
            raise BoxListError(msg("{count}: a box count is 1 to 9", count=repr(item.strip())))
        out.extend([boxes[name].key] * count)
    if not out:
        raise BoxListError(msg("no box named (known: {known})", known=", ".join(boxes)))
    return tuple(out)


def _unknown(name: str, boxes: Boxes) -> Text:
    import difflib

    close = difflib.get_close_matches(name, list(boxes), n=1)
    if close:
        return msg("unknown box {name} (did you mean {close}?); known: {known}",
                   name=repr(name), close=close[0], known=", ".join(boxes))
    return msg("unknown box {name}; known: {known}", name=repr(name), known=", ".join(boxes))


def owned_copies(box_keys: Iterable[str]) -> Counter[int]:
    """Physical pieces of each tile number in the boxes owned (copies add up: two boxes
    holding the same piece are two pieces on the table)."""
    boxes = load_boxes()
    total: Counter[int] = Counter()
    for key in box_keys:
        total.update(boxes[key].copies)
    return total


# What a user says they own: a count (the old meaning, kept: N copies of the box of each
# tileset the stage uses, ``--boxes 2``), or box keys (``--boxes dirt-core,dirt-rx``).
BoxSpec = int | tuple[str, ...]


def parse_boxes(text: str | int) -> BoxSpec:
    """A ``--boxes`` value: a count 1-9 (N copies of the stage's own boxes, as before boxes
    were named), or a list of box names.

    >>> parse_boxes("2"), parse_boxes("dirt-core, dirt-110-percent")
    (2, ('dirt-core', 'dirt-110-percent'))
    """
    if isinstance(text, int) or text.strip().isdigit():
        count = int(text)
        if not 1 <= count <= 9:
            raise BoxListError(msg("{count}: a box count is 1 to 9", count=count))
        return count
    return parse_box_list(text)


def format_boxes(spec: BoxSpec) -> str:
    """The spec as a user types it (``2``, ``dirt-core,dirt-rx``): parse_boxes reads it
    back to the same spec."""
    return str(spec) if isinstance(spec, int) else ",".join(spec)


def owned_counts(spec: BoxSpec, copies: Mapping[int, int]) -> dict[int, int]:
    """Physical pieces owned per tile number: ``copies`` (a tileset's box) times a count,
    or what the named boxes hold (0 for a number of ``copies`` none of them holds)."""
    if isinstance(spec, int):
        return {n: k * spec for n, k in copies.items()}
    owned = owned_copies(spec)
    return {**{n: 0 for n in copies}, **owned}


def owned_label(spec: BoxSpec) -> str:
    """``the box``, ``the 2 boxes``, ``your boxes (dirt-core, dirt-rx)``: the subject of
    "… hold(s) N tiles"."""
    if isinstance(spec, int):
        return "the box" if spec == 1 else f"the {spec} boxes"
    return msg("your boxes ({names})", names=_counted_names(spec, ", "))


def more_boxes(spec: BoxSpec, number: int, need: int) -> str:
    """The ``--boxes`` value that holds one more tile ``number`` (``need``: the count of a
    tileset's box that would do), for hints such as ``(or --boxes 2)``."""
    if isinstance(spec, int):
        return str(max(need, spec + 1))
    holders = load_boxes().holding(number)
    return format_boxes((*spec, holders[0])) if holders else format_boxes(spec)


def box_words(spec: BoxSpec) -> str:
    """``1 box``, ``2 boxes``, ``dirt-core + dirt-rx``: the boxes a rally's tiles come from,
    for pages and lists."""
    if isinstance(spec, int):
        return trn("{n} box", "{n} boxes", spec)  # translated: shown on pages and lists
    return _counted_names(spec, " + ")


def _counted_names(keys: tuple[str, ...], sep: str) -> str:
    """Each box once, ``xN`` after one owned N times: ``dirt-core x2, dirt-rx``."""
    return sep.join(f"{k} x{n}" if n > 1 else k for k, n in Counter(keys).items())
