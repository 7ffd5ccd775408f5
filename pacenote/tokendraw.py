"""Drawing of the tokens a stage file carries (Rekee's vocabulary, community-formats
§2.4): a disc with a short label where the token lies, turned the way it points.

    >>> from pacenote.stage import Placement, Token
    >>> x, y, angle = token_pose(Placement("204a", 0, 0, 1), Token("mud-spray", 0.25, 0, 0))
    >>> (round(x, 3), round(y, 3), angle)
    (0.375, 0.217, 60.0)
"""

from __future__ import annotations

import math
import re

from pacenote.drawing import Circle, Polygon, Primitive, Style, Text
from pacenote.stage import Placement, Token

RADIUS = 0.17  # world units (hex circumradius 1)
# Token kind (the id without its terrain / count suffix) → label and colour.
LOOKS: dict[str, tuple[str, str]] = {
    "mud-spray": ("MUD", "#6d4c2f"),
    "chicane-limit": ("CH2", "#c62828"),
    "chicane": ("CH", "#ef6c00"),
    "water": ("H2O", "#1565c0"),
    "jump": ("J4", "#6a1b9a"),
    "climb-ascent": ("UP", "#2e7d32"),
    "climb-descent": ("DN", "#2e7d32"),
    "cloud": ("CLD", "#78909c"),
    "oxygen": ("O2", "#00838f"),
    "joker-entrance": ("JK", "#2e7d32"),
    "joker-exit": ("JK", "#c62828"),
    "finish": ("FIN", "#424242"),
}
UNKNOWN = ("?", "#9e9e9e")
_SUFFIX = re.compile(r"-(asphalt|gravel|snow|none|\d+)$")


def token_kind(token_id: str) -> str:
    """``chicane-limit-gravel`` → ``chicane-limit``; ``oxygen-2`` → ``oxygen``."""
    text = re.sub(r"\s+", "-", token_id.strip().lower())
    return _SUFFIX.sub("", text)


def token_pose(placement: Placement, token: Token) -> tuple[float, float, float]:
    """World centre (x, y) and heading (degrees clockwise from north) of a token: its
    tile-local axial offset turned with the tile, then placed on the tile's hex."""
    q, r = token.q, token.r
    for _ in range(placement.rot):
        q, r = -r, q + r
    cx, cy = placement.hex.center()
    x, y = cx + 1.5 * r, cy + math.sqrt(3.0) * (q + r / 2.0)
    return x, y, ((placement.rot + token.dir) * 60.0) % 360.0


def token_offset(placement: Placement, x: float, y: float) -> tuple[float, float]:
    """The tile-local axial offset of world point (x, y): :func:`token_pose` undone."""
    cx, cy = placement.hex.center()
    r = (x - cx) / 1.5
    q = (y - cy) / math.sqrt(3.0) - r / 2.0
    for _ in range(placement.rot):
        q, r = q + r, -q  # one step counter-clockwise
    return q, r


def token_at(placements: tuple[Placement, ...] | list[Placement], x: float, y: float,
             ) -> tuple[int, int] | None:
    """(placement index, token index) of the topmost token under world point (x, y)."""
    for i in range(len(placements) - 1, -1, -1):
        p = placements[i]
        for j in range(len(p.tokens) - 1, -1, -1):
            tx, ty, _ = token_pose(p, p.tokens[j])
            if math.hypot(x - tx, y - ty) <= RADIUS:
                return i, j
    return None


def token_primitives(placement: Placement, token: Token) -> list[Primitive]:
    """A labelled disc with a notch showing the way the token points."""
    label, colour = LOOKS.get(token_kind(token.id), UNKNOWN)
    x, y, heading = token_pose(placement, token)
    a = math.radians(90.0 - heading)  # world angle, counter-clockwise from +x
    tip = (x + 1.45 * RADIUS * math.cos(a), y + 1.45 * RADIUS * math.sin(a))
    side = (0.55 * RADIUS * math.cos(a + math.pi / 2), 0.55 * RADIUS * math.sin(a + math.pi / 2))
    base = (x + 0.8 * RADIUS * math.cos(a), y + 0.8 * RADIUS * math.sin(a))
    notch = Polygon((tip, (base[0] + side[0], base[1] + side[1]),
                     (base[0] - side[0], base[1] - side[1])), Style(fill=colour))
    return [notch,
            Circle((x, y), RADIUS, Style(fill=colour, stroke="#ffffff", width=0.025)),
            Text((x, y), label, 0.1 if len(label) > 2 else 0.12, colour="#ffffff", bold=True)]


def stage_token_primitives(placements: tuple[Placement, ...] | list[Placement],
                           ) -> list[Primitive]:
    """Every token on every placement, in file order."""
    return [prim for p in placements for t in p.tokens for prim in token_primitives(p, t)]
