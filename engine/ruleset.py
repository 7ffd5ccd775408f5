"""The ruleset: component facts (dice faces, dashboards, time cards, tokens) and options.

Read from a schema-checked JSON file (``dirt-ruleset.json`` and ``gt-ruleset.json`` ship
with the engine), so a different die mix, a house rule or the other game is a data change,
not a code change: the engine plays DIRT and GT with the same code where the two games
agree, and the ruleset says where they differ (``game``, ``turn_order``, the dice of the
dashboard, the loss-of-control results, the token bag).
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.i18n import msg
from pacenote.jsonio import parse_json, read_json, validate


@dataclass(frozen=True)
class Die:
    name: str
    faces: tuple[str, ...]
    hazards: int  # faces showing the hazard symbol

    @property
    def p_hazard(self) -> float:
        return self.hazards / len(self.faces)


@dataclass(frozen=True)
class Column:
    """One dashboard column: dice available per turn and the hazard limit."""

    name: str
    gear: int
    gas: int
    leader: int
    brake: int
    hazard_limit: int
    default: bool = False  # not printed in the rulebook: a marked DEFAULT of the data file


@dataclass(frozen=True)
class TokenKind:
    damage: str  # green_flag / gear / gas / brake
    shortcut: str  # ok / puncture / mud
    count: int


@dataclass(frozen=True)
class PitLane:
    """GT: one lane of the pit-stop piece: the gear token left beside the track and the
    turns it costs (beyond the turn that ends in the pits)."""

    name: str  # tyres / repair / repair_and_tyres
    token: str  # "0": the next turn puts the car back and moves; "00": only puts it back
    lost_turns: int


@dataclass(frozen=True)
class Options:
    weather: str = "off"  # GT: "on" weather tokens flip the dashboards, "off" redrawn
    start_weather: str = "dry"  # GT: the weather at the start of a race
    weather_tokens: str = "bag"  # GT: drawn weather tokens go back into the bag, or aside
    quick_start: bool = False
    red_zone: bool = False
    sisu_token: str = "off"
    leader_dice: bool = True
    retire_penalty_seconds: float = 60.0
    stranded: str = "retire"  # "retire" or "change-down" (docs/engine.md, "Blocked")
    checkpoints: bool = False
    climb_plates: str = "ignore"  # DIRT Climb plates: no effect on a turn (docs/rules.md)
    crossings: str = "bridge"  # 416/417: "bridge" (roads never meet) or "level" (docs/rules.md)
    joker: str = "once"  # an RX circuit's joker branch: "once" per car and race, or "free"


GAMES = ("dirt", "gt")
# A round's order, most important key first (docs/rules.md, "Turn order").
DIRT_TURN_ORDER = ("distance", "gear", "road", "position")
GT_TURN_ORDER = ("road", "gear", "distance", "position")


@dataclass(frozen=True)
class Ruleset:
    name: str
    hazard_face: str
    top_gear: int
    dice: dict[str, Die]
    columns: dict[str, Column]
    leader_columns: dict[str, str]
    per_deck: int
    front_seconds: tuple[float, ...]  # index = gear (index 0 unused)
    spin_seconds: float
    crash_seconds: float
    sisu_over_front: float
    sisu_restart_drop: int
    back_mix: tuple[tuple[int, int, int], ...]  # index = gear: (spin, crash, sisu) cards
    crash_damage: tuple[tuple[int, int, int], ...]  # index = gear: marks per danger 1..3
    spare_seconds: float
    tokens: tuple[TokenKind, ...]
    options: Options = field(default_factory=Options)
    mud_token_ids: tuple[str, ...] = ()
    spare_wheels: int = 1  # spare-wheel cards per car (GT: none)
    game: str = "dirt"  # one of GAMES
    turn_order: tuple[str, ...] = DIRT_TURN_ORDER
    # GT: tyres -> weather -> dashboard column; the pit lanes; a lost turn's price
    dashboards: dict[str, dict[str, str]] = field(default_factory=dict)
    pit_lanes: dict[str, PitLane] = field(default_factory=dict)
    lost_turn_seconds: float = 30.0

    def dashboard(self, tyres: str, weather: str) -> str:
        """GT: the column of a car on ``tyres`` in ``weather`` (KeyError if none)."""
        return self.dashboards[tyres][weather]

    def tyres_for(self, weather: str) -> str:
        """GT: the tyres whose dashboard in ``weather`` gives the most dice and the
        highest hazard limit (the first listed on a tie)."""
        def grip(tyres: str) -> tuple[int, int]:
            c = self.columns[self.dashboard(tyres, weather)]
            return (c.hazard_limit, c.gear + c.gas + c.brake)
        return max(self.dashboards, key=grip)

    def gear_die(self, gear: int) -> Die:
        return self.dice[f"gear{gear}"]

    def default_columns(self, terrains: Iterable[str]) -> list[str]:
        """The dashboard columns driving these terrains (their leader columns too) that
        are marked DEFAULTs in the data, not printed in the rulebook (asphalt, snow)."""
        names = {t for t in terrains if t in self.columns}
        names |= {self.leader_columns[t] for t in names if t in self.leader_columns}
        return sorted(n for n in names if self.columns[n].default)

    def column(self, terrain: str, leader: bool) -> Column:
        """The dashboard column for a turn on ``terrain`` (leader: first driver of the round)."""
        if leader and self.options.leader_dice and terrain in self.leader_columns:
            return self.columns[self.leader_columns[terrain]]
        return self.columns.get(terrain) or next(iter(self.columns.values()))

    def back_probabilities(self, gear: int) -> tuple[float, float, float]:
        mix = self.back_mix[max(gear, 1)]
        total = sum(mix)
        return (mix[0] / total, mix[1] / total, mix[2] / total)

    def sisu_seconds(self, gear: int) -> float:
        return self.front_seconds[max(gear, 1)] + self.sisu_over_front

    def sisu_restart_gear(self, gear: int) -> int:
        return max(1, gear - self.sisu_restart_drop)

    def with_options(self, **changes: Any) -> Ruleset:
        return replace(self, options=replace(self.options, **changes))


def load_ruleset(path: str | Path | None = None, *, game: str = "dirt") -> Ruleset:
    """The shipped ruleset of ``game`` (dirt or gt), or one read from ``path``; errors
    name the JSON path."""
    if path is None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; choose from {', '.join(GAMES)}")
        return _shipped(game)
    return ruleset_from_dict(read_json(path), path)


@cache
def _shipped(game: str) -> Ruleset:
    name = f"{game}-ruleset.json"
    text = resources.files("pacenote.engine").joinpath(name).read_text("utf-8")
    return ruleset_from_dict(parse_json(text, name), name)


def _fail(path: str | Path | None, where: str, problem: str) -> PacenoteFileError:
    return PacenoteFileError(path, where, problem)


def ruleset_from_dict(raw: Any, path: str | Path | None = None) -> Ruleset:
    validate(raw, "ruleset", path)
    top = raw["top_gear"]
    hazard = raw["hazard_face"]
    dice: dict[str, Die] = {}
    for name, d in raw["dice"].items():
        dice[name] = Die(name, tuple(d["faces"]), sum(f == hazard for f in d["faces"]))
    for gear in range(1, top + 1):
        if f"gear{gear}" not in dice:
            raise _fail(path, "$.dice", msg("no die 'gear{gear}' for top gear {top}", gear=gear,
                                            top=top))
    cols = {name: Column(name, c["gear"], c["gas"], c["leader"], c["brake"], c["hazard_limit"],
                         c.get("default", False))
            for name, c in raw["dashboard"]["columns"].items()}
    for terrain, col in raw["dashboard"]["leader_columns"].items():
        if col not in cols:
            raise _fail(path, f"$.dashboard.leader_columns.{terrain}",
                        msg("no column {column}", column=repr(col)))
    cards = raw["time_cards"]
    front = _per_gear(cards["front_seconds"], top, path, "$.time_cards.front_seconds")
    mixes = []
    for gear in range(1, top + 1):
        where = f"$.time_cards.back_mix.{gear}"
        mix = cards["back_mix"].get(str(gear))
        if mix is None:
            raise _fail(path, "$.time_cards.back_mix", msg("no back mix for gear {gear}",
                                                           gear=gear))
        triple = (mix["spin"], mix["crash"], mix["sisu"])
        if sum(triple) != cards["per_deck"]:
            raise _fail(path, where, msg("spin+crash+sisu = {sum}, not the {n} cards of a deck",
                                         sum=sum(triple), n=cards["per_deck"]))
        mixes.append(triple)
    marks = []
    for gear in range(1, top + 1):
        row = cards["crash_damage"].get(str(gear))
        if row is None:
            raise _fail(path, "$.time_cards.crash_damage",
                        msg("no crash damage for gear {gear}", gear=gear))
        marks.append(tuple(row))
    backs = cards["back_seconds"]
    opts = raw["options"]
    dashboards, lanes, lost_turn = _weather_and_pits(raw, cols, path)
    spares = raw["spare_wheel"].get("count", 1)  # optional: one card per car in DIRT
    return Ruleset(
        name=raw["name"], hazard_face=hazard, top_gear=top, dice=dice, columns=cols,
        leader_columns=dict(raw["dashboard"]["leader_columns"]),
        per_deck=cards["per_deck"], front_seconds=(0.0, *front),
        spin_seconds=backs["spin"], crash_seconds=backs["crash"],
        sisu_over_front=backs["sisu_over_front"], sisu_restart_drop=cards["sisu_restart_drop"],
        back_mix=((0, 0, 0), *mixes), crash_damage=((0, 0, 0), *marks),
        # no spare wheel: its card never pays (the look-ahead prices it infinite)
        spare_seconds=raw["spare_wheel"]["seconds"] if spares else math.inf,
        spare_wheels=spares,
        tokens=tuple(TokenKind(t["damage"], t["shortcut"], t["count"])
                     for t in raw["damage_tokens"]["kinds"]),
        options=Options(**opts),
        mud_token_ids=tuple(raw.get("board_tokens", {}).get("mud", ())),
        game=raw.get("game", "dirt"),
        turn_order=tuple(raw.get("turn_order", DIRT_TURN_ORDER)),
        dashboards=dashboards, pit_lanes=lanes, lost_turn_seconds=lost_turn,
    )


def _weather_and_pits(raw: dict[str, Any], cols: dict[str, Column], path: str | Path | None
                      ) -> tuple[dict[str, dict[str, str]], dict[str, PitLane], float]:
    """GT's optional ``weather`` dashboards (each naming a column) and ``pit_stop`` lanes."""
    dashboards: dict[str, dict[str, str]] = {}
    for tyres, sides in raw.get("weather", {}).get("dashboards", {}).items():
        for weather, col in sides.items():
            if col not in cols:
                raise _fail(path, f"$.weather.dashboards.{tyres}.{weather}",
                            msg("no dashboard column {column}", column=repr(col)))
        dashboards[tyres] = dict(sides)
    pits = raw.get("pit_stop", {})
    lanes = {name: PitLane(name, lane["token"], lane["lost_turns"])
             for name, lane in pits.get("lanes", {}).items()}
    return dashboards, lanes, float(pits.get("lost_turn_seconds", 30.0))


def _per_gear(raw: dict[str, float], top: int, path: str | Path | None,
              where: str) -> list[float]:
    out = []
    for gear in range(1, top + 1):
        if str(gear) not in raw:
            raise _fail(path, where, msg("no value for gear {gear}", gear=gear))
        out.append(float(raw[str(gear)]))
    return out
