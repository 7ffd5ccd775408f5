"""One traced run as a replay: turn by turn, who moved, what the dice showed, the cells
it drove through, and where every car is afterwards.

A replay holds the engine's own trace records (:class:`~pacenote.engine.simulate.
TurnRecord`, with the race's :class:`~pacenote.engine.race.CarAt` places); it adds no
rule. Its text is the text ``pacenote drive --trace`` prints for the same turn.
"""

from __future__ import annotations

from dataclasses import dataclass

from pacenote.engine.board import Board
from pacenote.engine.race import CarAt, RaceResult
from pacenote.engine.report import turn_lines
from pacenote.engine.simulate import RunResult, TurnRecord
from pacenote.graph import Node
from pacenote.i18n import N_, Joined, Text, msg

__all__ = ["CarAt", "Replay", "ReplayTurn", "cars_line", "race_replay", "solo_replay"]


# Where a car is (CarAt.state), as a trace line says it (translated where printed).
CAR_STATES = (N_("beside road", "car state"), N_("finished", "car state"),
              N_("retired", "car state"), N_("stuck", "car state"))


def cars_line(board: Board, cars: tuple[CarAt, ...]) -> Text:
    """Where every started car is after a race turn, as the trace prints it:
    ``  cars: #1 3:1.0, #2 2:4.0 beside road, #3 9:0.0 finished``."""
    return Joined("  ", msg("cars: {cars}", cars=[
        f"#{c.driver_id + 1} {board.label(c.cell)}" if c.state == "road" else
        Joined(f"#{c.driver_id + 1} {board.label(c.cell)} ", Text(c.state, "car state"))
        for c in cars]))


@dataclass(frozen=True)
class ReplayTurn:
    round: int  # a race's round; a solo run's turn
    driver_id: int
    leader: bool  # played the leader dice (races)
    traffic: bool  # the other cars changed its plan (races)
    record: TurnRecord
    cars: tuple[CarAt, ...]  # every car started so far, after this turn


@dataclass(frozen=True)
class Replay:
    label: str  # the stage's label in the race or rally
    board: Board
    start_order: tuple[int, ...]  # driver ids
    turns: tuple[ReplayTurn, ...]
    lap_tiles: int = 0  # a circuit's lap graph: its cell graph's tiles (0: a stage)
    gt: bool = False  # driven on the GT rules: the trace in the GT book's words

    @property
    def rounds(self) -> int:
        return self.turns[-1].round if self.turns else 0

    def turns_of_round(self, rnd: int) -> range:
        """Indexes of the turns played in round ``rnd`` (empty if none)."""
        found = [i for i, t in enumerate(self.turns) if t.round == rnd]
        return range(found[0], found[-1] + 1) if found else range(0)

    def node(self, cell: int) -> Node:
        """The cell graph's node of a board cell (to draw it; a circuit's lap copies of a
        cell are that cell: :func:`pacenote.engine.circuit.piece_of`)."""
        n = self.board.ids[cell]
        return (n[0] % self.lap_tiles, n[1]) if self.lap_tiles else n

    def lines(self, index: int) -> list[Text]:
        """Turn ``index`` as ``pacenote drive --trace`` prints it (without the car's
        name): start, plan, dice rolled, cells, and the end with its time card; each
        line English as a ``str``, in the player's language with ``said``."""
        lines = turn_lines(self.board, self.turns[index].record, gt=self.gt)
        if len(self.start_order) > 1:  # a race: where everyone is now
            lines.append(cars_line(self.board, self.turns[index].cars))
        return lines

    def part(self, index: int, name: str) -> str:
        """One part of :meth:`lines` without its name: ``part(i, "rolled")`` gives the
        dice faces of each move (``[G4:3 gas:-]``), ``"cells"`` the cells driven (a
        :class:`Text` where it holds words: ``said`` it)."""
        prefix = f"  {name}: "
        for line in self.lines(index):
            if line.startswith(prefix):
                message = line.parts[1] if isinstance(line, Joined) else None
                if isinstance(message, Text) and len(message.values) == 1:
                    value = next(iter(message.values.values()))
                    if isinstance(value, str):
                        return value
                return line[len(prefix):]
        return ""


def race_replay(label: str, board: Board, race: RaceResult) -> Replay:
    """The replay of a race run with ``trace=True`` on ``board``."""
    if race.trace is None:
        raise ValueError(f"{label}: the race was run without its trace")
    return Replay(label, board, tuple(r.driver_id for r in race.racers),
                  tuple(ReplayTurn(t.round, t.driver_id, t.leader, t.traffic, t.record, t.cars)
                        for t in race.trace))


def solo_replay(label: str, board: Board, run: RunResult) -> Replay:
    """The replay of a solo time trial run with ``trace=True`` on ``board``: one car
    (driver 0), one turn per round, found where its turn ended."""
    if run.trace is None:
        raise ValueError(f"{label}: the run was made without its trace")
    last = len(run.trace) - 1
    turns = []
    for i, rec in enumerate(run.trace):
        if board.finished[rec.end]:
            state = "finished"
        elif i == last and run.outcome != "finished":
            state = run.outcome  # retired or stuck: its last turn
        elif rec.loss_of_control and rec.card == "crash":
            state = "beside road"
        else:
            state = "road"
        turns.append(ReplayTurn(i + 1, 0, False, False, rec, (CarAt(0, rec.end, state),)))
    return Replay(label, board, (0,), tuple(turns))
