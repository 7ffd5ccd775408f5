"""What the table turns of a batched race (engine/batchrace.py) draw from the race's own
state besides their ends: the shortcut tokens, from the field's one bag, the j-th token
of every turn of a slot at once (the stream: docs/engine.md, "Batched races")."""

from __future__ import annotations

import numpy as np

from pacenote.engine.batchstate import SLOT_TOKEN, RaceArrays, race_key
from pacenote.engine.chain import uniforms
from pacenote.engine.drivers import Driver
from pacenote.engine.traffic import _reach

_EPS = 1e-6


class TableDraws(RaceArrays):
    """The shortcut tokens of table turns (a part of :class:`BatchRace`)."""

    drivers: tuple[Driver, Driver]
    _ways: dict[tuple[int | bool, ...], int]

    def _tokens(self, rs: np.ndarray, ps: np.ndarray, lead: np.ndarray, at: np.ndarray,
                ends: np.ndarray) -> None:
        """The shortcut tokens of table turns (one car of each run ``rs``), drawn from
        the field's bag: those read mid-turn of the face the table gives (a puncture, or
        not), the others any token; a puncture is a gas token, mud goes on the tile of
        the shortcut on its way. The j-th token of every turn is drawn at once."""
        kinds = self._draw_tokens(rs, ps, ends[:, 5], ends[:, 6], ends[:, 4:].sum(axis=1))
        tokens, board = self.rules.tokens, self.stage.board
        for i, (r, p, drawn) in enumerate(zip(rs.tolist(), ps.tolist(), kinds, strict=True)):
            cell = self._shortcut_on_way(bool(lead[i]), at[i].tolist(), int(ends[i, 1]))
            punctured = False
            for kind, want in drawn:
                face = tokens[kind].shortcut if kind >= 0 else \
                    ("puncture" if want else "ok")  # none of that face left: the table's
                if face == "puncture":
                    punctured = True
                    self.dmg[r, p, 1] += 1
                    if kind >= 0:
                        self.gas_tokens[r][p].append(kind)
                elif face == "mud":
                    self.spread[r][p].append(board.tile_index[cell])
                    self.spread_n[r, p] += 1
                self.shortcuts[r][p].append((cell, face))
            if punctured:
                self._damage_state(r, p)

    def _draw_tokens(self, rs: np.ndarray, ps: np.ndarray, rp: np.ndarray, ro: np.ndarray,
                     n: np.ndarray) -> list[list[tuple[int, bool | None]]]:
        """Per turn, its tokens in order as (kind, face wanted): ``rp`` punctures, then
        ``ro`` other faces, then any face up to ``n`` tokens; kind -1 when the bag holds
        none of the face wanted (no token taken). Draw ``j`` of a turn is its stream's
        ``SLOT_TOKEN + j``."""
        punct = np.array([t.shortcut == "puncture" for t in self.rules.tokens])
        key = race_key(self.runs[rs], self.leg, ps)
        turn = self.turns[rs, ps] - 1
        out: list[list[tuple[int, bool | None]]] = [[] for _ in range(len(rs))]
        for j in range(int(n.max())):
            m = np.flatnonzero(n > j)
            want_p, want_o = j < rp[m], (j >= rp[m]) & (j < rp[m] + ro[m])
            fits = np.ones((len(m), len(punct)), bool)
            fits[want_p] = punct
            fits[want_o] = ~punct
            counts = np.where(fits, self.bag[rs[m]], 0)
            total = counts.sum(axis=1)
            u = uniforms(self.seed, key[m], turn[m], SLOT_TOKEN + j)
            kind = (np.cumsum(counts, axis=1) <= (u * total).astype(np.int64)[:, None]
                    ).sum(axis=1)
            kind[total == 0] = -1
            took = total > 0
            self.bag[rs[m[took]], kind[took]] -= 1  # one car of each run: no repeats
            for i, k, wp, wo in zip(m.tolist(), kind.tolist(), want_p.tolist(),
                                    want_o.tolist(), strict=True):
                out[i].append((k, True if wp else (False if wo else None)))
        return out

    def _shortcut_on_way(self, lead: bool, at: list[int], end: int) -> int:
        """The shortcut cell a turn from ``at`` (cell, gear, seconds, damage state)
        ending in ``end`` took: the first of its plan's, else the first one a die at a time
        can reach before ``end`` (a reading: the table does not keep the way)."""
        key = (lead, *at, end)
        hit = self._ways.get(key)
        if hit is None:
            hit = self._ways[key] = self._way(lead, at, end)
        return hit

    def _way(self, lead: bool, at: list[int], end: int) -> int:
        board = self.stage.board
        exact = self.drivers[0 if lead else 1].exact
        assert exact is not None
        plan = exact.plan(*at)
        steps = plan.steps if plan is not None else ()
        on_plan = [st.dest for st in steps if board.shortcut[st.dest]]
        if on_plan:
            return on_plan[0]
        near = sorted((board.front[c], c) for c in _reach(board, at[0], max(len(steps), 1))
                      if board.shortcut[c] and c != at[0]
                      and board.front[c] <= board.front[end] + _EPS)
        return near[0][1] if near else end
