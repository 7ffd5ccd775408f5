"""Turn tables and exact figures as the disk cache and a helper process hold them
(:mod:`pacenote.engine.chain`): packed arrays, JSON figures, tables merged column by
column."""

from __future__ import annotations

import json
from typing import Any

import numpy as np

from pacenote.engine.chainruns import ExactFigures, _ends
from pacenote.engine.outcomes import (
    TurnTable,
)

Packed = tuple[np.ndarray, np.ndarray, np.ndarray]  # cover, ends (E, 7), prob of cover


def _figures_json(figures: dict[int, ExactFigures]) -> bytes:
    """The exact figures per start cell as JSON (dicts as [key, value] pairs: their keys
    are cells or names)."""
    def plain(value: Any) -> Any:
        return [[k, v] for k, v in value.items()] if isinstance(value, dict) else value

    return json.dumps([[start, {k: plain(v) for k, v in vars(f).items()}]
                       for start, f in figures.items()]).encode("utf-8")


def _figures_from_json(data: bytes) -> dict[int, ExactFigures]:
    """The figures back from :func:`_figures_json`; ValueError/TypeError if not that."""
    out: dict[int, ExactFigures] = {}
    for start, fields in json.loads(data):
        values: dict[str, Any] = {k: ({kk: vv for kk, vv in v} if isinstance(v, list) else v)
                                  for k, v in fields.items()}
        if not isinstance(start, int) or set(values) != set(ExactFigures.__dataclass_fields__) \
                or not all(_number(v) or isinstance(v, dict) and all(
                    isinstance(k, int | str) and _number(x) for k, x in v.items())
                    for v in values.values()):
            raise ValueError("not the figures of this version")
        out[start] = ExactFigures(**values)
    return out


def _number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)



def _table(ends: np.ndarray, prob: np.ndarray) -> TurnTable:
    return TurnTable(ends[:, 0].astype(np.int8), ends[:, 1].astype(np.int32),
                     ends[:, 2].astype(np.int8), ends[:, 3].astype(np.int16),
                     ends[:, 4].astype(np.int8), ends[:, 5].astype(np.int8),
                     ends[:, 6].astype(np.int8), prob)


def _pack(cover: np.ndarray, tb: TurnTable) -> Packed:
    """A table with only the columns built (most (s, d) of a cell are never reached)."""
    return cover, _ends(tb), tb.prob[:, cover]


def _unpack(packed: Packed) -> tuple[np.ndarray, TurnTable]:
    cover, ends, dense = packed
    prob = np.zeros((len(ends), *cover.shape))
    prob[:, cover] = dense
    return cover, _table(ends, prob)


def _merge(a: TurnTable, b: TurnTable) -> TurnTable:
    """One table from two built for different columns (ends in their fixed order)."""
    ka = [tuple(r) for r in _ends(a).tolist()]
    kb = [tuple(r) for r in _ends(b).tolist()]
    union = sorted(set(ka) | set(kb))
    at = {k: i for i, k in enumerate(union)}
    prob = np.zeros((len(union), *a.prob.shape[1:]))
    prob[[at[k] for k in ka]] += a.prob
    prob[[at[k] for k in kb]] += b.prob
    return _table(np.array(union, dtype=np.int64).reshape(len(union), 7), prob)
