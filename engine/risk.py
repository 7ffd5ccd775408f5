"""Exact hazard arithmetic: the Poisson-binomial distribution of ⚠ over a set of dice."""

from __future__ import annotations

from collections.abc import Iterable


def hazard_counts(ps: Iterable[float], limit: int) -> list[float]:
    """P(exactly k hazards) for k < ``limit``, then P(at least ``limit``) as the last item.

    Dynamic programme over the dice, O(n·limit): each die adds a hazard with its own p.
    """
    dist = [1.0] + [0.0] * limit
    for p in ps:
        nxt = [0.0] * (limit + 1)
        for k, pk in enumerate(dist):
            if not pk:
                continue
            nxt[k] += pk * (1 - p)
            nxt[min(k + 1, limit)] += pk * p
        dist = nxt
    return dist


def p_loss_of_control(ps: Iterable[float], limit: int) -> float:
    """Chance that rolling all these dice at once reaches the hazard limit."""
    return hazard_counts(ps, limit)[-1]
