"""The AI drivers' personalities: how each plans and what it fears (data only, so that
``pacenote drive --help`` can list them without loading the engine)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Personality:
    name: str
    description: str
    flat_out: bool  # may roll all dice at once
    loc_fear: float  # seconds the driver adds to (or, if negative, takes off) every loss of control
    heuristic: bool = False  # rule-of-thumb look-ahead instead of the backward sweep
    exact: bool = False  # the exact look-ahead over seconds held and damage (the expert)
    per_cell: float = 4.0  # heuristic: seconds per cell still to drive
    per_gear: float = 2.0  # heuristic: seconds per gear below top at the end of a turn
    doom: float = 100.0  # heuristic: ending where no next turn can make the limits
    # GT pit policy (docs/engine.md, "GT drivers and pit stops"): repair when holding this
    # many damage tokens (None: when the exact tables say it pays, the expert) with more
    # than pit_repair_ahead of the race ahead; change to the tyres that suit the weather
    # with more than pit_tyres_ahead ahead; pit_bonus: what it counts such a stop worth
    # when it plans a turn into the pits (0: it never steers for the pits)
    pit_tokens: int | None = 2
    pit_repair_ahead: float = 1 / 3
    pit_tyres_ahead: float = 0.25
    pit_bonus: float = 30.0


PERSONALITIES: dict[str, Personality] = {p.name: p for p in (
    Personality("novice", "plans each turn with a rule of thumb (seconds per cell left) and "
                "only checks that the next turn can still make the limits ahead; "
                "one by one only", flat_out=False, loc_fear=30.0, heuristic=True,
                pit_tokens=3, pit_tyres_ahead=0.5, pit_bonus=0.0),
    Personality("cautious", "rolls one by one only and counts every loss of control as "
                "60 s worse than it is", flat_out=False, loc_fear=60.0,
                pit_tokens=1, pit_tyres_ahead=0.15, pit_bonus=45.0),
    Personality("balanced", "one by one or flat out, whichever is worth more; counts a loss "
                "of control 15 s worse than it is", flat_out=True, loc_fear=15.0),
    Personality("aggressive", "goes flat out whenever it pays and counts a loss of control "
                "15 s cheaper than it is", flat_out=True, loc_fear=-15.0,
                pit_tokens=3, pit_repair_ahead=0.5, pit_tyres_ahead=0.4, pit_bonus=20.0),
    Personality("expert", "minimises the expected stage time (exact look-ahead over every "
                "cell, gear, seconds held and damage; secures dice when it pays): its "
                "expected time is the stage's par time", flat_out=True, loc_fear=0.0,
                exact=True, pit_tokens=None, pit_tyres_ahead=0.2),
)}
