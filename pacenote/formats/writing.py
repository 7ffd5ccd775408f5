"""JSON text the way Rekee writes it: floats are 32-bit, printed shortest.

Rekee keeps token positions as 32-bit floats and prints them in shortest
round-trip form (``0.33``, ``3.0``); ``json.dumps`` would print the float64
expansion (``0.33000001311302185``). Readers quantise token numbers with
:func:`f32`, so write → read gives back the same values.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.i18n import msg, msgn
from pacenote.jsonio import json_text
from pacenote.stage import Placement, Stage, normalise_tile_id
from pacenote.tiles import tileset_for_ids


def f32(value: float) -> float:
    """``value`` rounded to the nearest 32-bit float (negative zero becomes 0.0)."""
    import numpy as np  # here, not at the top: reading a stage should not load NumPy

    return float(np.float32(value)) + 0.0


def format_f32(value: float) -> str:
    """Shortest decimal that reads back as the same 32-bit float, always with a ``.``."""
    import numpy as np

    return np.format_float_positional(np.float32(f32(value)), unique=True, trim="0")


def encode(value: Any, compact: bool = True) -> str:
    """One-line JSON; ``compact`` drops the spaces after ``,`` and ``:``."""
    comma, colon = (",", ":") if compact else (", ", ": ")
    if isinstance(value, dict):
        body = comma.join(f"{json.dumps(k)}{colon}{encode(v, compact)}" for k, v in value.items())
        return "{" + body + "}"
    if isinstance(value, list | tuple):
        return "[" + comma.join(encode(v, compact) for v in value) + "]"
    if isinstance(value, float):
        return format_f32(value)
    return json_text(value)


def describe(index: int, placement: Placement) -> str:
    """How a writer names a placement in an error: ``tile 4 (205a at q=0, r=1)``."""
    return msg("tile {n} ({tile} at q={q}, r={r})", n=index + 1, tile=placement.tile,
               q=placement.q, r=placement.r)


def canonical_tile(index: int, placement: Placement) -> str:
    """The placement's tile id in canonical form; a stage built in code may hold junk."""
    canonical = normalise_tile_id(placement.tile)
    if canonical is None:
        raise PacenoteFileError(None, describe(index, placement),
                                msg("{tile} is not a tile id", tile=repr(placement.tile)))
    return canonical


def shared_hexes(stage: Stage) -> list[tuple[int, int]]:
    """Hexes holding more than one placement (readers keep both; see docs/formats.md)."""
    counts = Counter((p.q, p.r) for p in stage.tiles)
    return [h for h, n in counts.items() if n > 1]


def unwritten_fields(stage: Stage, format_label: str) -> list[str]:
    """What the community formats cannot hold: they have no notes or tileset field,
    and their reader (Rekee) keeps only the last tile on a hex. Each item a message
    (:class:`pacenote.i18n.Text`: English as a ``str``; ``said`` where shown)."""
    out: list[str] = []
    if stage.notes:
        out.append(msg("the notes ({format} has no field for them)", format=format_label))
    if stage.tileset != tileset_for_ids(p.tile for p in stage.tiles):
        out.append(msg("tileset {tileset} ({format} has no field for it)",
                       tileset=repr(stage.tileset), format=format_label))
    if stage.laps is not None:
        out.append(msg("the lap count {laps} ({format} has no field for it)", laps=stage.laps,
                       format=format_label))
    shared = shared_hexes(stage)
    if shared:
        q, r = shared[0]
        out.append(msgn("{n} hex with more than one tile, e.g. q={q}, r={r} (Rekee keeps only "
                        "the last tile on a hex)", "{n} hexes with more than one tile, e.g. "
                        "q={q}, r={r} (Rekee keeps only the last tile on a hex)", len(shared),
                        q=q, r=r))
    return out
