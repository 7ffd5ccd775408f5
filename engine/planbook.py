"""The expert's choices per (cell, gear), kept in a few flat integer arrays.

The exact sweep (:mod:`pacenote.engine.exact`) keeps, at every (cell, gear), the plans
the expert plays somewhere and which one it plays per (seconds held, damage state): a
:class:`Choice`. A stage has thousands of them and tens of thousands of steps, so as
Python objects they are slow to store and to read back (issue 13: a cached plan read in
≤ 20 ms) and heavy in memory. The book holds them as arrays instead:

- ``steps``: one row per distinct :class:`~pacenote.engine.rules.Step`, its fields as
  integers (the die as an index into :data:`DICE`);
- ``plan_steps`` and ``plan_start``: each kept plan's steps, as indexes into ``steps``
  (plan ``i`` is ``plan_steps[plan_start[i]:plan_start[i + 1]]``), with ``plan_mode``
  (an index into :data:`MODES`), ``plan_value`` and ``lengths`` (plans, D) per plan;
- ``first`` and ``count`` (cells, gears): the plans of each (cell, gear), contiguous;
  ``present`` marks the (cell, gear) swept; ``best`` (cells, gears, S+1, D): the plan
  played (an index into that (cell, gear)'s plans, -1 blocked).

The book reads as a mapping ``(cell, gear) -> Choice``; a choice's :class:`Plan` and
:class:`Step` objects are built when it is first read, each step once.

>>> import numpy as np
>>> from pacenote.engine.rules import Step
>>> builder = PlanBookBuilder(cells=3, gears=2, seconds=0, damage=1)
>>> plan = Plan("one-by-one", (Step("gear", 1, 0, 1), Step("gas", 1, 0, 2)), 9.5)
>>> builder.add(0, 1, [plan], np.array([[2]], dtype=np.int8), np.array([[0]]))
>>> book = PlanBook(builder.arrays())
>>> book[(0, 1)].plans == [plan], int(book[(0, 1)].best[0, 0]), (0, 0) in book
(True, 0, False)
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

import numpy as np

from pacenote.engine.planner import FLAT_OUT, FORCED, ONE_BY_ONE, Plan
from pacenote.engine.rules import GAS, GEAR, LEADER, REDZONE, Step

DICE = (GEAR, GAS, LEADER, REDZONE)  # Step.die by its code in the steps table
MODES = (ONE_BY_ONE, FLAT_OUT, FORCED)  # Plan.mode by its code
STEP_FIELDS = 8  # die, gear, brakes, dest, via, jump, quick, track: Step's fields in order

# name -> element type: exactly what a book holds (a stored book is checked against it)
DTYPES = {"steps": np.int32, "plan_steps": np.int32, "plan_start": np.int32,
          "plan_mode": np.int8, "plan_value": np.float64, "lengths": np.int8,
          "first": np.int32, "count": np.int32, "present": np.bool_, "best": np.int8}


@dataclass
class Choice:
    """What the expert plays from one (cell, gear): candidates and the best per (s, d)."""

    plans: list[Plan]
    lengths: np.ndarray  # (plans, D) int8: dice of each plan a damaged car can play
    best: np.ndarray  # (S+1, D) int8: index into plans; -1 blocked (change down in place)


class PlanBookBuilder:
    """Collects the choices as the sweep makes them, steps shared, into a book's arrays."""

    def __init__(self, cells: int, gears: int, seconds: int, damage: int) -> None:
        self._step_ids: dict[Step, int] = {}
        self._steps: list[tuple[int, ...]] = []
        self._plan_steps: list[int] = []
        self._plan_start = [0]
        self._modes: list[int] = []
        self._values: list[float] = []
        self._lengths: list[np.ndarray] = []
        self._first = np.zeros((cells, gears), dtype=np.int32)
        self._count = np.zeros((cells, gears), dtype=np.int32)
        self._present = np.zeros((cells, gears), dtype=bool)
        self._best = np.full((cells, gears, seconds + 1, damage), -1, dtype=np.int8)
        self._damage = damage

    def add(self, cell: int, gear: int, plans: list[Plan], lengths: np.ndarray,
            best: np.ndarray) -> None:
        """The choice at (cell, gear): its plans, their lengths (plans, D) and the plan
        played per (s, d) (an index into ``plans``, -1 blocked)."""
        ids = self._step_ids
        self._first[cell, gear] = len(self._modes)
        self._count[cell, gear] = len(plans)
        self._present[cell, gear] = True
        self._best[cell, gear] = best
        for plan in plans:
            for step in plan.steps:
                i = ids.get(step)
                if i is None:
                    i = ids[step] = len(self._steps)
                    self._steps.append((DICE.index(step.die), step.gear, step.brakes,
                                        step.dest, step.via, step.jump, int(step.quick),
                                        step.track))
                self._plan_steps.append(i)
            self._plan_start.append(len(self._plan_steps))
            self._modes.append(MODES.index(plan.mode))
            self._values.append(plan.value)
        self._lengths.append(np.asarray(lengths, dtype=np.int8).reshape(len(plans),
                                                                        self._damage))

    def arrays(self) -> dict[str, np.ndarray]:
        """The book's arrays (see the module's docstring)."""
        steps = np.array(self._steps, dtype=np.int32).reshape(len(self._steps), STEP_FIELDS)
        lengths = np.concatenate(self._lengths) if self._lengths \
            else np.zeros((0, self._damage), dtype=np.int8)
        out = {"steps": steps, "plan_steps": np.array(self._plan_steps),
               "plan_start": np.array(self._plan_start), "plan_mode": np.array(self._modes),
               "plan_value": np.array(self._values, dtype=float), "lengths": lengths,
               "first": self._first, "count": self._count, "present": self._present,
               "best": self._best}
        return {name: np.asarray(a, dtype=DTYPES[name]) for name, a in out.items()}


class PlanBook(Mapping[tuple[int, int], Choice]):
    """The choices as a mapping ``(cell, gear) -> Choice``, built on first read."""

    def __init__(self, arrays: Mapping[str, np.ndarray]) -> None:
        """``arrays`` as :meth:`PlanBookBuilder.arrays` makes them; anything else (a
        damaged or foreign store) raises ValueError, before any of it is used."""
        _check(arrays)
        self._a = arrays
        self._present = arrays["present"]
        self._starts: list[int] = arrays["plan_start"].tolist()
        self._step_rows = arrays["steps"]
        self._built_steps: list[Step | None] = [None] * len(self._step_rows)
        self._choices: dict[tuple[int, int], Choice] = {}

    def arrays(self) -> Mapping[str, np.ndarray]:
        return self._a

    def __getitem__(self, key: tuple[int, int]) -> Choice:
        hit = self._choices.get(key)
        if hit is None:
            cell, gear = key
            if not (0 <= cell < self._present.shape[0] and 0 <= gear < self._present.shape[1]
                    and self._present[cell, gear]):
                raise KeyError(key)
            a, starts, steps = self._a, self._starts, self._built_steps
            first, count = int(a["first"][cell, gear]), int(a["count"][cell, gear])
            end, base = first + count, starts[first]
            # the choice's arrays read in one slice each, not per plan or step
            ids = a["plan_steps"][base:starts[end]].tolist()
            modes = a["plan_mode"][first:end].tolist()
            values = a["plan_value"][first:end].tolist()
            plans = []
            for i in range(count):
                laid = ids[starts[first + i] - base:starts[first + i + 1] - base]
                plans.append(Plan(MODES[modes[i]],
                                  tuple([steps[j] or self._step(j) for j in laid]), values[i]))
            hit = self._choices[key] = Choice(plans, a["lengths"][first:end],
                                              a["best"][cell, gear])
        return hit

    def __iter__(self) -> Iterator[tuple[int, int]]:
        return iter([(cell, gear) for cell, gear in np.argwhere(self._present).tolist()])

    def __len__(self) -> int:
        return int(self._present.sum())

    def _step(self, j: int) -> Step:
        step = self._built_steps[j]
        if step is None:
            die, gear, brakes, dest, via, jump, quick, track = self._step_rows[j].tolist()
            step = self._built_steps[j] = Step(DICE[die], gear, brakes, dest, via, jump,
                                               bool(quick), track)
        return step


def _check(a: Mapping[str, np.ndarray]) -> None:
    """Raise ValueError unless ``a`` is a consistent book: every array there with its
    element type and shape, every index in range (so reading it cannot fail later)."""
    if set(a) != set(DTYPES):
        raise ValueError(f"plan book arrays {sorted(a)}, expected {sorted(DTYPES)}")
    for name, dtype in DTYPES.items():
        if a[name].dtype != dtype:
            raise ValueError(f"plan book array {name}: {a[name].dtype}, expected "
                             f"{np.dtype(dtype)}")
    if not all(_shapes_fit(a)):
        raise ValueError("plan book arrays of inconsistent shapes")
    if not all(_in_range(a)):
        raise ValueError("plan book arrays out of range")


def _shapes_fit(a: Mapping[str, np.ndarray]) -> Iterator[bool]:
    """Each shape condition of a book, in turn (read lazily: a later one may need an
    earlier one to hold)."""
    steps, plan_steps, start = a["steps"], a["plan_steps"], a["plan_start"]
    values, lengths, best = a["plan_value"], a["lengths"], a["best"]
    first, n_plans = a["first"], len(a["plan_mode"])
    yield steps.ndim == 2 and steps.shape[1] == STEP_FIELDS
    yield plan_steps.ndim == 1
    yield start.shape == (n_plans + 1,) and values.shape == (n_plans,)
    yield lengths.ndim == 2 and lengths.shape[0] == n_plans
    yield best.ndim == 4 and first.shape == best.shape[:2]
    yield a["count"].shape == first.shape and a["present"].shape == first.shape
    yield lengths.shape[1] == best.shape[3]


def _in_range(a: Mapping[str, np.ndarray]) -> Iterator[bool]:
    """Each range condition of a book of consistent shapes, in turn."""
    steps, plan_steps, start = a["steps"], a["plan_steps"], a["plan_start"]
    modes, lengths = a["plan_mode"], a["lengths"]
    first, count, present, best = a["first"], a["count"], a["present"], a["best"]
    cells, gears = first.shape
    die, gear, brakes, dest, via, jump, quick, track = steps.T
    sizes = np.diff(start)
    yield bool((die >= 0).all() and (die < len(DICE)).all())
    yield bool((gear >= 0).all() and (gear < gears).all() and (brakes >= 0).all())
    yield bool((dest >= 0).all() and (dest < cells).all())
    yield bool((via >= -1).all() and (via < cells).all())
    yield bool((jump >= 0).all() and ((quick == 0) | (quick == 1)).all())
    yield bool((track >= 0).all())
    yield bool((plan_steps >= 0).all() and (plan_steps < len(steps)).all())
    yield bool(start[0] == 0 and start[-1] == len(plan_steps) and (sizes >= 1).all())
    yield bool((modes >= 0).all() and (modes < len(MODES)).all())
    yield bool((lengths >= 0).all() and (lengths <= sizes[:, None]).all())
    yield bool((first >= 0).all() and (count >= 0).all() and (first + count <= len(modes)).all())
    yield bool((best >= -1).all() and (best < count[:, :, None, None]).all())
    yield not (count > 0)[~present].any()

