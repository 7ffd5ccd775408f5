"""Aggregate many runs into a drive report, and print one run turn by turn."""

from __future__ import annotations

import statistics
from collections import Counter
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from pacenote.engine.board import Board
from pacenote.engine.rules import GEAR, Step
from pacenote.engine.simulate import RunResult, TurnRecord
from pacenote.graph import CellGraph, Node, node_name

HISTOGRAM_BINS = 12


@dataclass
class CellStat:
    node: Node
    tile_index: int
    tile: str
    hex: tuple[int, int]
    losses: int
    crashes: int

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
    # Filled by test_drive: the cell graph driven (for pictures) and the traced run.
    graph: CellGraph | None = field(default=None, compare=False, repr=False)
    trace: tuple[str, ...] = ()

    @property
    def finish_share(self) -> float:
        return self.finished / self.runs if self.runs else 0.0

    def to_dict(self) -> dict[str, Any]:
        d = asdict(replace(self, graph=None))
        del d["graph"], d["trace"]  # the graph is no data; the CLI prints the trace itself
        d["loc_by_cell"] = {node_name(n): c for n, c in self.loc_by_cell.items()}
        d["hot_spots"] = [{"cell": h.label, "tile_index": h.tile_index, "tile": h.tile,
                           "hex": list(h.hex), "losses": h.losses, "crashes": h.crashes}
                          for h in self.hot_spots]
        d["histogram"] = [list(b) for b in self.histogram]
        d["finish_share"] = self.finish_share
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
    hot = [CellStat(board.ids[c], board.tile_index[c], board.tile[c], board.hex[c], n, crashes[c])
           for c, n in sorted(locs.items(), key=lambda kv: (-kv[1], kv[0]))]
    n = len(results)
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
    )


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


def step_text(board: Board, step: Step) -> str:
    if step.die == GEAR:
        die = f"G{step.gear}" + (f"+{step.brakes}B" if step.brakes else "")
        if step.quick:
            die += " (quick start)"
    else:
        die = {"gas": "gas", "leader": "leader", "redzone": "brake as gas"}[step.die]
    jump = f" jumps {step.jump} from {board.label(step.via)}" if step.via >= 0 else ""
    return f"{die}->{board.label(step.dest)}{jump}"


def trace_lines(board: Board, result: RunResult) -> list[str]:
    """One run, turn by turn, in words a player can check against the rulebook."""
    lines = []
    for rec in result.trace or []:
        lines.extend(turn_lines(board, rec))
    lines.append(f"result: {result.outcome}, cards {result.cards:g} s - seconds tokens "
                 f"{result.seconds} = {result.time:g} s in {result.turns} turns")
    return lines


def turn_lines(board: Board, rec: TurnRecord) -> list[str]:
    head = (f"turn {rec.turn}: {board.label(rec.start)} ({board.tile[rec.start]}) "
            f"in gear {rec.start_gear}, {rec.mode}")
    plan = "  plan: " + ", ".join(step_text(board, s) for s in rec.planned)
    rolled = "  rolled: " + "  ".join(
        "[" + " ".join(_face(r.die, r.face) for r in rolls) + "]" for rolls in rec.rolls)
    cells = "  cells: " + " ".join(board.label(c) for c in rec.cells)
    out = [head, plan, rolled, cells]
    for note in rec.notes:
        out.append(f"  {note}")
    for cell, face in rec.shortcuts:
        out.append(f"  shortcut {board.label(cell)}: token shows {face}")
    tail = f"  end {board.label(rec.end)}: "
    if rec.loss_of_control:
        tail += f"LOSS OF CONTROL, card 0 side: {rec.card} ({rec.card_seconds:g} s)"
        if rec.damage:
            tail += ", damage: " + ", ".join(rec.damage)
        tail += f"; next turn from gear {rec.gear}"
    else:
        tail += f"card {rec.card} ({rec.card_seconds:g} s)"
    if rec.seconds_gained:
        tail += f"; +{rec.seconds_gained} seconds tokens"
    if rec.seconds_spent:
        tail += f"; {rec.seconds_spent} seconds spent securing"
    out.append(tail)
    return out


def _face(die: str, face: str) -> str:
    name = die.replace("gear", "G")
    if face == "secured":
        return f"{name}:secured"
    return f"{name}:{face or '-'}"
