"""Token ids: Rekee's names (what pacenote stores) and the ``.rgt`` TokenIds.

The vocabulary is in docs/formats.md. Ids pacenote does not know are
kept verbatim by every reader and written back unchanged, so nothing is lost.
"""

from __future__ import annotations

import re

from pacenote.formats.writing import f32
from pacenote.stage import Token

# Tokens printed in several terrains: Rekee name → number in the .rgt TokenId.
_TERRAIN_TOKENS: dict[str, int] = {"chicane-limit": 1, "chicane": 2, "water": 3, "jump": 4}
# Rekee terrain suffix → .rgt TokenId prefix.
_TERRAINS: dict[str, str] = {"asphalt": "asphalt", "gravel": "dirt", "snow": "ice"}
# A terrain-less chicane/water/jump has no .rgt id of its own; Rekee writes the dirt one.
DEFAULT_RGT_TERRAIN = "dirt"
_FIXED: dict[str, str] = {
    "climb-ascent": "climbm1",
    "climb-descent": "climbp1",
    "cloud": "climbw",
    "oxygen-1": "climbr1",
    "oxygen-2": "climbr2",
    "oxygen-3": "climbr3",
    "joker-entrance": "greendoor",
    "joker-exit": "reddoor",
    "finish": "whitedoor",
}
# Known to Rekee but not expressible in .rgt (Rekee refuses the whole export too).
_NO_RGT: frozenset[str] = frozenset({"mud-spray", "oxygen"})

RGT_TO_REKEE: dict[str, str] = {
    **{f"{prefix}{n}": f"{name}-{suffix}"
       for name, n in _TERRAIN_TOKENS.items() for suffix, prefix in _TERRAINS.items()},
    **{rgt: rekee for rekee, rgt in _FIXED.items()},
}
REKEE_TO_RGT: dict[str, str] = {
    **{rekee: rgt for rgt, rekee in RGT_TO_REKEE.items()},
    **{name: f"{DEFAULT_RGT_TERRAIN}{n}" for name, n in _TERRAIN_TOKENS.items()},
}

_TERRAIN_ID = re.compile(r"^(chicane-limit|chicane|water|jump)(?:-(asphalt|gravel|snow|none))?$")
_OXYGEN_ID = re.compile(r"^oxygen(?:-(\d+))?$")


def normalise_token_id(raw: str) -> str | None:
    """Rekee's canonical token id, or None if Rekee would not know the token.

    Case-insensitive, whitespace read as ``-`` (``"Chicane Limit Gravel"``); the
    ``-none`` terrain suffix is dropped, ``oxygen-0`` is ``oxygen``.
    """
    text = re.sub(r"\s+", "-", raw.strip().lower())
    m = _TERRAIN_ID.match(text)
    if m:
        name, terrain = m.groups()
        return name if terrain in (None, "none") else f"{name}-{terrain}"
    m = _OXYGEN_ID.match(text)
    if m:
        n = int(m.group(1) or 0)
        return f"oxygen-{n}" if n else "oxygen"
    if text in _FIXED or text in _NO_RGT:
        return text
    return None


def is_terrainless(token_id: str) -> bool:
    """Chicane, water or jump with no terrain: .rgt can only say gravel ("dirt")."""
    return normalise_token_id(token_id) in _TERRAIN_TOKENS


def rgt_token_id(token_id: str) -> str | None:
    """The .rgt TokenId for a stored token id; None if .rgt cannot express it.

    Ids unknown to both formats pass through unchanged.
    """
    known = normalise_token_id(token_id)
    if known is None:
        return token_id
    return REKEE_TO_RGT.get(known)  # None: mud spray, oxygen 0 or > 3


def token_from_rgt(token_id: str) -> str:
    """The stored (Rekee) id for an exact, case-sensitive .rgt TokenId."""
    return RGT_TO_REKEE.get(token_id, token_id)


def make_token(raw_id: str, q: float, r: float, dir_steps: float) -> Token:
    """A token as every reader stores it: canonical id if known, 32-bit numbers
    (Rekee's precision, so write → read is exact), ``dir`` wrapped into [0, 6)."""
    steps = f32(dir_steps) % 6.0
    steps = f32(steps) if f32(steps) < 6.0 else 0.0  # -1e-9 % 6 rounds up to 6.0
    return Token(normalise_token_id(raw_id) or raw_id, f32(q), f32(r), steps)
