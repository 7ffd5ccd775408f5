"""Aggregate many runs into a drive report, and print one run turn by turn."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from dataclasses import asdict, dataclass, field, replace
from typing import Any

import numpy as np

from pacenote.engine.board import Board
from pacenote.engine.chain import FINISHED, RETIRED, STUCK_RUN, ExactFigures, Runs
from pacenote.engine.rules import GEAR, Step
from pacenote.engine.simulate import RunResult, TurnRecord
from pacenote.engine.tracewords import die_word, word
from pacenote.graph import CellGraph, Node, node_name
from pacenote.i18n import Joined, Text, joined, msg, msgn

HISTOGRAM_BINS = 12


@dataclass
class CellStat:
    node: Node
    tile_index: int
    tile: str
    hex: tuple[int, int]
    losses: int  # in the runs
    crashes: int
    loss_rate: float = 0.0  # per run: exact when the report has exact figures
    crash_rate: float = 0.0

    @property
    def label(self) -> str:
        return node_name(self.node)


@dataclass
class DriveReport:
    """What ``pacenote drive`` prints; ``loc_by_cell`` is keyed by graph node id."""

    driver: str
    runs: int
    seed: int
    finished: int
    retired: int
    stuck: int
    times: list[float]  # stage time of every run (retired: slowest + penalty; stuck: none)
    mean: float | None
    p10: float | None
    p50: float | None
    p90: float | None
    histogram: list[tuple[float, float, int]]  # (from, to, runs)
    par_time: float | None
    turns_mean: float
    loc_per_run: float
    loc_by_cell: dict[Node, int]
    hot_spots: list[CellStat]
    backs: dict[str, int]  # spin / crash / sisu cards turned up
    damage: dict[str, int]  # damage-face tokens drawn in crashes (green_flag included)
    shortcut_entries: int
    shortcut_outcomes: dict[str, int]
    shortcut_runs: int  # runs that took at least one shortcut
    seconds_left_mean: float
    spare_wheel_runs: int
    sisu_runs: int
    blocked_turns: int
    options: dict[str, Any] = field(default_factory=dict)
    # The expert's figures computed exactly from its turn tables (engine/chain.py), per
    # run; None for the other drivers. ``exact_fields`` names the report's fields that
    # hold them (the rest come from the runs), ``runs_mean`` and ``runs_se`` are the
    # runs' own mean and its standard error.
    exact: ExactFigures | None = None
    exact_fields: tuple[str, ...] = ()
    runs_mean: float | None = None
    runs_se: float | None = None
    # Filled by test_drive: the cell graph driven (for pictures) and the traced run.
    graph: CellGraph | None = field(default=None, compare=False, repr=False)
    trace: tuple[str, ...] = ()

    @property
    def finish_share(self) -> float:
        if self.exact is not None:
            return self.exact.finished
        return self.finished / self.runs if self.runs else 0.0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(replace(self, graph=None, exact=None))
        del d["graph"], d["trace"]  # the graph is no data; the CLI prints the trace itself
        d["loc_by_cell"] = {node_name(n): c for n, c in self.loc_by_cell.items()}
        d["hot_spots"] = [{"cell": h.label, "course_tile": h.tile_index + 1,
                           "tile_index": h.tile_index, "tile": h.tile,
                           "hex": list(h.hex), "losses": h.losses, "crashes": h.crashes,
                           "loss_rate": h.loss_rate, "crash_rate": h.crash_rate}
                          for h in self.hot_spots]
        d["histogram"] = [list(b) for b in self.histogram]
        d["finish_share"] = self.finish_share
        d["exact_fields"] = list(self.exact_fields)
        if self.exact is not None:
            e = asdict(self.exact)
            for key in ("loc_by_cell", "crash_by_cell"):
                e[key] = {node_name(n): v for n, v in getattr(self.exact, key).items()}
            d["exact"] = e
        return d


def summarise(board: Board, results: list[RunResult], *, driver: str, seed: int,
              penalty: float, par_time: float | None = None,
              options: dict[str, Any] | None = None) -> DriveReport:
    finished = [r for r in results if r.outcome == "finished"]
    slowest = max((r.time for r in finished), default=0.0)
    times = [r.time if r.outcome == "finished" else slowest + penalty
             for r in results if r.outcome != "stuck"]
    ordered = sorted(times)
    locs: Counter[int] = Counter()
    crashes: Counter[int] = Counter()
    backs: Counter[str] = Counter()
    damage: Counter[str] = Counter()
    outcomes: Counter[str] = Counter()
    for r in results:
        for cell, _gear, back in r.locs:
            locs[cell] += 1
            backs[back] += 1
            if back == "crash":
                crashes[cell] += 1
        damage.update(r.damage)
        outcomes.update(face for _, face in r.shortcuts)
    n = len(results)
    hot = [CellStat(board.ids[c], board.tile_index[c], board.tile[c], board.hex[c], k, crashes[c],
                    k / n, crashes[c] / n)
           for c, k in sorted(locs.items(), key=lambda kv: (-kv[1], kv[0]))]
    return DriveReport(
        driver=driver, runs=n, seed=seed, finished=len(finished),
        retired=sum(r.outcome == "retired" for r in results),
        stuck=sum(r.outcome == "stuck" for r in results),
        times=times,
        mean=statistics.fmean(times) if times else None,
        p10=_quantile(ordered, 0.1), p50=_quantile(ordered, 0.5), p90=_quantile(ordered, 0.9),
        histogram=_histogram(ordered),
        par_time=par_time,
        turns_mean=statistics.fmean(r.turns for r in results) if n else 0.0,
        loc_per_run=sum(len(r.locs) for r in results) / n if n else 0.0,
        loc_by_cell={board.ids[c]: k for c, k in sorted(locs.items())},
        hot_spots=hot,
        backs=dict(sorted(backs.items())), damage=dict(sorted(damage.items())),
        shortcut_entries=sum(len(r.shortcuts) for r in results),
        shortcut_outcomes=dict(sorted(outcomes.items())),
        shortcut_runs=sum(bool(r.shortcuts) for r in results),
        seconds_left_mean=statistics.fmean(r.seconds for r in results) if n else 0.0,
        spare_wheel_runs=sum(r.spare_used for r in results),
        sisu_runs=sum(r.sisu_used for r in results),
        blocked_turns=sum(r.blocked for r in results),
        options=dict(options or {}),
        runs_mean=statistics.fmean(times) if times else None,
        runs_se=_se(times),
    )


# The report's fields that hold exact figures when the expert's turn tables play.
EXACT_FIELDS = ("mean", "finish_share", "turns_mean", "loc_per_run", "hot_spots",
                "backs", "damage", "shortcut_entries", "shortcut_outcomes",
                "shortcut_runs", "seconds_left_mean", "spare_wheel_runs", "blocked_turns")


def summarise_batch(board: Board, runs: Runs, figures: ExactFigures, *, driver: str,
                    seed: int, penalty: float, par_time: float | None = None,
                    options: dict[str, Any] | None = None) -> DriveReport:
    """The report of runs played from the expert's turn tables: the distribution of
    times from the runs, every figure that has one from the exact pass. Counts (``loc_by_cell``,
    ``backs``, ...) stay the runs' own; rates and means are exact."""
    done = runs.outcome == FINISHED
    slowest = float(runs.time[done].max()) if done.any() else 0.0
    kept = runs.outcome != STUCK_RUN
    times_arr = np.where(done, runs.time, slowest + penalty)[kept]
    times = [float(x) for x in times_arr]
    ordered = sorted(times)
    n = len(runs.ids)
    cells = np.flatnonzero(runs.loc_by_cell)
    loc_rate, crash_rate = figures.loc_by_cell, figures.crash_by_cell
    spots = sorted(set(loc_rate) | {int(c) for c in cells},
                   key=lambda c: (-loc_rate.get(c, 0.0), c))
    hot = [CellStat(board.ids[c], board.tile_index[c], board.tile[c], board.hex[c],
                    int(runs.loc_by_cell[c]), int(runs.crash_by_cell[c]),
                    loc_rate.get(c, 0.0), crash_rate.get(c, 0.0))
           for c in spots if loc_rate.get(c, 0.0) >= HOT_SPOT_FLOOR or runs.loc_by_cell[c]]
    exact = replace(figures, loc_by_cell={board.ids[c]: v for c, v in loc_rate.items()},
                    crash_by_cell={board.ids[c]: v for c, v in crash_rate.items()})
    names = ("spin", "crash", "sisu")
    return DriveReport(
        driver=driver, runs=n, seed=seed, finished=int(done.sum()),
        retired=int((runs.outcome == RETIRED).sum()),
        stuck=int((runs.outcome == STUCK_RUN).sum()), times=times,
        mean=figures.mean, p10=_quantile(ordered, 0.1), p50=_quantile(ordered, 0.5),
        p90=_quantile(ordered, 0.9), histogram=_histogram(ordered), par_time=par_time,
        turns_mean=figures.turns, loc_per_run=figures.loc_per_run,
        loc_by_cell={board.ids[int(c)]: int(runs.loc_by_cell[c]) for c in cells},
        hot_spots=hot,
        backs={k: int(v) for k, v in zip(names, runs.backs.tolist(), strict=True) if v},
        damage={k: int(v) for k, v in zip(("gear", "gas", "brake", "green_flag"),
                                           runs.damage.tolist(), strict=True) if v},
        shortcut_entries=int(runs.shortcuts.sum()),
        shortcut_outcomes={k: int(v) for k, v in zip(("ok", "puncture", "mud"),
                                                      runs.faces.tolist(), strict=True) if v},
        shortcut_runs=int((runs.shortcuts > 0).sum()),
        seconds_left_mean=figures.seconds_left,
        spare_wheel_runs=int(runs.spare.sum()), sisu_runs=0,
        blocked_turns=int(runs.blocked.sum()), options=dict(options or {}),
        exact=exact, exact_fields=EXACT_FIELDS,
        runs_mean=statistics.fmean(times) if times else None, runs_se=_se(times))


HOT_SPOT_FLOOR = 1e-4  # exact rates below this (one loss in 10,000 runs) are not hot spots


def _se(values: list[float]) -> float | None:
    """Standard error of the mean of ``values``."""
    if len(values) < 2:
        return None
    spread: float = statistics.stdev(values)
    return spread / math.sqrt(len(values))


def _quantile(ordered: list[float], q: float) -> float | None:
    """Nearest-rank quantile (a time some run actually took)."""
    if not ordered:
        return None
    rank = max(1, -(-len(ordered) * q // 1))
    return ordered[int(rank) - 1]


def _histogram(ordered: list[float]) -> list[tuple[float, float, int]]:
    if not ordered:
        return []
    lo, hi = ordered[0], ordered[-1]
    width = max(5.0, -(-(hi - lo) / HISTOGRAM_BINS // 5) * 5)  # round up to 5 s
    start = lo // 5 * 5
    bins = []
    edge = start
    while edge <= hi:
        count = sum(1 for t in ordered if edge <= t < edge + width)
        bins.append((edge, edge + width, count))
        edge += width
    return bins


def step_text(board: Board, step: Step) -> Joined:
    """A planned die and where it goes: ``G4+1B->3:1.0``, ``gas->3:2.0``; ``G`` a gear
    die, ``B`` a brake die (notation, as cell names, in every language)."""
    parts: list[str] = []
    if step.die == GEAR:
        parts.append(f"G{step.gear}" + (f"+{step.brakes}B" if step.brakes else ""))
        if step.quick:
            parts += [" ", msg("(quick start)")]
    else:
        parts.append(die_word(step.die))
    parts.append(f"->{board.label(step.dest)}")
    if step.via >= 0:
        parts += [" ", msg("jumps {n} from {cell}", n=step.jump, cell=board.label(step.via))]
    if step.track:  # GT hazard corner or line
        parts += [" ", msg("(+{n}! track)", n=step.track)]
    return Joined(*parts)


def trace_lines(board: Board, result: RunResult, *, gt: bool = False) -> list[Text]:
    """One run, turn by turn, in words a player can check against the rulebook (each
    line English as a ``str``, said in the player's language with ``said``); ``gt``: in
    the GT book's words (gear tokens, focus tokens, token 0 and 00)."""
    lines: list[Text] = []
    for rec in result.trace or []:
        lines.extend(turn_lines(board, rec, gt=gt))
    outcome = word(result.outcome, "run outcome")
    cards, time = f"{result.cards:g}", f"{result.time:g}"
    lines.append(msgn("result: {outcome}, gear tokens {cards} s - focus tokens {seconds} = "
                      "{time} s in {n} turn", "result: {outcome}, gear tokens {cards} s - "
                      "focus tokens {seconds} = {time} s in {n} turns", result.turns,
                      outcome=outcome, cards=cards, seconds=result.seconds, time=time)
                 if gt else
                 msgn("result: {outcome}, cards {cards} s - seconds tokens {seconds} = "
                      "{time} s in {n} turns", "result: {outcome}, cards {cards} s - seconds "
                      "tokens {seconds} = {time} s in {n} turns", result.turns,
                      outcome=outcome, cards=cards, seconds=result.seconds, time=time))
    return lines


def turn_lines(board: Board, rec: TurnRecord, *, gt: bool = False) -> list[Text]:
    """One turn of a trace: its start, plan, dice rolled, cells, notes and end."""
    head = msg("turn {turn}: {cell} ({tile}) in gear {gear}, {mode}", turn=rec.turn,
               cell=board.label(rec.start), tile=board.tile[rec.start], gear=rec.start_gear,
               mode=word(rec.mode, "rolling mode"))
    plan = Joined("  ", msg("plan: {steps}", steps=[step_text(board, s) for s in rec.planned]))
    rolled = Joined("  ", msg("rolled: {dice}", dice=joined("  ", (
        Joined("[", joined(" ", (_face(r.die, r.face) for r in rolls)), "]")
        for rolls in rec.rolls))))
    cells = Joined("  ", msg("cells: {cells}", cells=" ".join(board.label(c) for c in rec.cells)))
    out: list[Text] = [head, plan, rolled, cells]
    for note in rec.notes:
        out.append(Joined("  ", note))
    for cell, face in rec.shortcuts:
        out.append(Joined("  ", msg("shortcut {cell}: token shows {face}", cell=board.label(cell),
                                    face=word(face, "shortcut token"))))
    out.append(Joined("  ", msg("end {cell}:", cell=board.label(rec.end)), " ",
                      *_end(rec, gt)))
    return out


def _end(rec: TurnRecord, gt: bool) -> list[str]:
    """How a turn ends: its card (GT: its gear token), a loss of control, the seconds (GT:
    focus) tokens won and spent."""
    seconds = f"{rec.card_seconds:g}"
    parts: list[str] = []
    if rec.loss_of_control:
        if gt and rec.card == "spin":
            parts.append(msg("LOSS OF CONTROL, token 0: spin ({seconds} s)", seconds=seconds))
        elif gt and rec.card == "crash":
            parts.append(msg("LOSS OF CONTROL, token 00: off the track ({seconds} s with the "
                             "re-entry turn)", seconds=seconds))
        else:
            parts.append(msg("LOSS OF CONTROL, card 0 side: {card} ({seconds} s)",
                             card=card_text(rec.card), seconds=seconds))
        if rec.damage:
            parts += [", ", msg("damage: {tokens}", tokens=[word(d) for d in rec.damage])]
        parts += ["; ", msg("next turn from gear {gear}", gear=rec.gear)]
    elif gt and rec.card.startswith("gear "):
        parts.append(msg("gear token {gear} ({seconds} s)", gear=rec.card[5:], seconds=seconds))
    else:
        parts.append(msg("card {card} ({seconds} s)", card=card_text(rec.card), seconds=seconds))
    if rec.seconds_gained:
        parts += ["; ", msgn("+{n} focus token", "+{n} focus tokens", rec.seconds_gained)
                  if gt else msgn("+{n} seconds tokens", "+{n} seconds tokens",
                                  rec.seconds_gained)]
    if rec.seconds_spent:
        parts += ["; ", msgn("{n} focus token spent securing", "{n} focus tokens spent "
                             "securing", rec.seconds_spent) if gt else
                  msgn("{n} seconds spent securing", "{n} seconds spent securing",
                       rec.seconds_spent)]
    return parts


def card_text(card: str) -> Text:
    """A record's card: ``gear 4`` (a time card's front), or a back or the spare wheel."""
    if card.startswith("gear "):
        return msg("gear {gear}", "time card", gear=card[5:])
    return word(card)


def _face(die: str, face: str) -> Joined:
    name: str = f"G{die[4:]}" if die.startswith("gear") else die_word(die)
    if face == "secured":
        return Joined(name, ":", msg("secured", "die face"))
    return Joined(name, ":", face or "-")
