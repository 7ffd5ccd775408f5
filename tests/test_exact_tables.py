"""The expert's turn tables (engine/outcomes.py) and the pass through them (engine/chain.py):
exact figures, batched runs, and the same meaning as the turn-by-turn simulator."""

from __future__ import annotations

import math
import multiprocessing
import statistics
from functools import cache
from itertools import islice
from pathlib import Path

import numpy as np
import pytest

from pacenote.course import build_course
from pacenote.engine import (
    Driver,
    chainhelper,
    compile_board,
    drive,
    load_ruleset,
    run_rng,
    run_stage,
)
from pacenote.engine import chain as chain_module
from pacenote.engine.chain import Chain, uniforms
from pacenote.engine.outcomes import Relays
from pacenote.engine.relaying import cheapest, relaying_options
from pacenote.formats import load_stage
from pacenote.graph import build_graph

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
STAGES = sorted(p for p in EXAMPLES.glob("**/*.stage.json") if '"laps"' not in p.read_text())
SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
SHORTCUTS = EXAMPLES / "rulebook" / "rally-6-ss2.stage.json"  # many shortcuts
RULES = load_ruleset()


@cache
def expert_of(path: Path) -> Driver:
    return Driver(compile_board(build_graph(build_course(load_stage(path)))), RULES, "expert")


@pytest.mark.parametrize("path", [SS1, SHORTCUTS], ids=lambda p: p.name)
def test_priced_as_the_look_ahead_prices_it_the_chain_gives_the_par_time(path):
    """Played as the look-ahead prices a turn (a failed flat-out roll lost where the laid
    plan reaches the limit, seconds told apart up to its cap, a shortcut token read after
    the turn), the tables give the par time exactly."""
    expert = expert_of(path)
    figures, _ = Chain(expert.exact, model=True).drive(expert.start_cell())
    assert figures.mean == pytest.approx(expert.par_time(), abs=1e-6)
    assert figures.finished + figures.retired + figures.stuck == pytest.approx(1.0, abs=1e-9)


def test_the_re_lay_makes_the_expected_time_better_than_par():
    expert = expert_of(SHORTCUTS)
    figures, _ = Chain(expert.exact).drive(expert.start_cell())
    par = expert.par_time()
    assert par is not None and 0.005 * par < par - figures.mean < 0.06 * par


def test_batched_runs_agree_with_the_exact_figures():
    expert = expert_of(SS1)
    n = 20_000
    figures, runs = Chain(expert.exact).drive(expert.start_cell(), np.arange(n), seed=3)
    assert runs is not None
    se = runs.time.std() / math.sqrt(n)
    assert abs(runs.time.mean() - figures.mean) < 4 * se
    assert abs(runs.losses.mean() - figures.loc_per_run) < 4 * runs.losses.std() / math.sqrt(n)
    assert abs(runs.turns.mean() - figures.turns) < 4 * runs.turns.std() / math.sqrt(n)
    hot = max(figures.loc_by_cell, key=figures.loc_by_cell.__getitem__)
    p = figures.loc_by_cell[hot]
    assert abs(runs.loc_by_cell[hot] / n - p) < 4 * math.sqrt(p / n)


def test_a_run_is_the_same_whatever_batch_it_is_played_in():
    """The documented stream: run i of seed s draws uniform(s, i, turn, slot), so any
    split of the runs (worker processes, --jobs) gives each run the same result."""
    expert = expert_of(SHORTCUTS)
    chain = Chain(expert.exact)
    start = expert.start_cell()
    _, whole = chain.drive(start, np.arange(300), seed=7)
    _, part = chain.drive(start, np.arange(150, 300), seed=7)
    _, other = chain.drive(start, np.arange(300), seed=8)
    assert whole is not None and part is not None and other is not None
    assert np.array_equal(whole.time[150:], part.time)
    assert np.array_equal(whole.turns[150:], part.turns)
    assert not np.array_equal(whole.time, other.time)
    u = uniforms(7, np.arange(10_000), np.zeros(10_000), 0)
    assert u.min() >= 0.0 and u.max() < 1.0 and abs(u.mean() - 0.5) < 0.01


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                    reason="the helper is a forked process")
@pytest.mark.parametrize("patience", [60.0, 0.0], ids=["waits", "takes-back"])
@pytest.mark.parametrize("path", [SS1, SHORTCUTS], ids=lambda p: p.name)
def test_tables_built_with_a_helper_process_are_the_same_bit_for_bit(path, patience,
                                                                      monkeypatch):
    """--jobs 2: a forked helper (and the pass, while it waits) builds tables of cells
    ahead for the columns wanted so far, the pass adds the rest when it gets there, or
    builds a cell itself that the helper has not sent back in time; every table, the
    exact figures and every run are those of one process."""
    expert = expert_of(path)
    start = expert.start_cell()
    sent: dict[int, int] = {}  # cell -> tables the helper built for it
    real_collect = chain_module._Helper.collect

    def counting_collect(self, wait=0.0):  # noqa: ANN001, ANN202
        real_collect(self, wait)
        sent.update({cell: len(tables) for cell, tables in self.results.items()})

    monkeypatch.setattr(chain_module._Helper, "collect", counting_collect)
    monkeypatch.setattr(chain_module, "PATIENCE", patience)
    monkeypatch.setattr(chainhelper, "HELPER_NICE", 0)  # a loaded machine must not starve it
    alone, helped = Chain(expert.exact, keep=False), Chain(expert.exact, keep=False)
    figures, runs = alone.drive(start, np.arange(500), seed=2)
    figures_h, runs_h = helped.drive(start, np.arange(500), seed=2, helped=True)
    if patience:  # waited for: the helper built many cells' tables
        assert len(sent) > 5 and all(sent.values())
    assert figures_h == figures
    assert runs is not None and runs_h is not None
    for name in ("time", "outcome", "turns", "seconds", "losses", "loc_by_cell", "damage"):
        assert np.array_equal(getattr(runs_h, name), getattr(runs, name)), name
    assert alone._tables.keys() == helped._tables.keys()
    for key, (cover, table) in alone._tables.items():
        cover_h, table_h = helped._tables[key]
        assert np.array_equal(cover_h, cover)
        assert np.array_equal(chain_module._ends(table_h), chain_module._ends(table))
        assert np.array_equal(table_h.prob, table.prob)


def test_shared_re_lay_searches_choose_as_the_simulator_does():
    """engine/outcomes.py shares the re-lay searches; every rolled set gets the places,
    tokens and token costs of relaying.relaying_options (what the simulator plays)."""
    expert = expert_of(SHORTCUTS)
    ex = expert.exact
    assert ex is not None
    board = ex.board
    relays = Relays(ex)
    cases = 0
    for (cell, gear), choice in islice(sorted(ex.choices.items()), 0, None, 7):
        for plan in choice.plans[:2]:
            rolled = []
            for s in plan.steps:
                rolled.append(("gear", s.gear, True) if s.die == "gear" else (
                    ("brake", 0, True) if s.die == "redzone" else (s.die, 0, True)))
                rolled.extend([("brake", 0, False)] * s.brakes)
            key = tuple(sorted(rolled))
            limit = RULES.column(board.terrain[cell], True).hazard_limit
            quick = plan.steps[0].quick
            want = relaying_options(board, RULES, cell, gear, key, limit, quick=quick)
            got = relays.options(cell, gear, key, limit, quick)
            assert list(got) == list(want)
            for place, steps in want.items():
                draws = board.token_draws(cell, (st.dest for st in steps))
                cost, prev = 0.0, cell
                for st in steps:
                    if board.draws_token(prev, st.dest):
                        cost += ex.ref.shortcut(st.dest)
                    prev = st.dest
                assert got[place][0] == (draws[-1] if draws else 0)
                assert got[place][1] == pytest.approx(cost)
            cases += 1
    assert cases > 50


def test_re_lay_searches_with_mixed_faces_and_their_choices_are_the_simulators():
    """Rolled sets with some dice showing hazards, searched one after another from the
    same cells (the memo, the per-pool takes and the token-free merge shared): the
    places of relaying.relaying_options in its order, and Relays.choice picks per (s, d)
    what relaying.cheapest picks (the first found on a tie)."""
    expert = expert_of(SHORTCUTS)
    ex = expert.exact
    assert ex is not None
    board, t = ex.board, ex.t
    relays = Relays(ex)
    after_s = np.minimum(np.arange(t.S + 1) + 2, t.S)
    cases = 0
    for (cell, gear), choice in islice(sorted(ex.choices.items()), 0, None, 5):
        limit = RULES.column(board.terrain[cell], True).hazard_limit
        for plan in choice.plans[:3]:
            for flip in range(3):  # which dice show a hazard: every other, from `flip`
                rolled = []
                for n, s in enumerate(plan.steps):
                    hz = (n + flip) % 2 == 0
                    rolled.append(("gear", s.gear, hz) if s.die == "gear" else (
                        ("brake", 0, hz) if s.die == "redzone" else (s.die, 0, hz)))
                    rolled.extend([("brake", 0, not hz)] * s.brakes)
                key = tuple(sorted(rolled))
                quick = plan.steps[0].quick
                want = relaying_options(board, RULES, cell, gear, key, limit, quick=quick)
                got = relays.options(cell, gear, key, limit, quick)
                assert list(got) == list(want)
                if not got:
                    continue
                ends, pick = relays.choice(got, 2, after_s)
                for s_, d in [(0, 0), (t.S, 0), (1, ex.dm.size - 1)]:
                    at = (after_s[s_], d)
                    chosen = cheapest(want, lambda c, g, at=at: float(t.loc[c, g][at]),
                                      ex.ref.shortcut, start=cell, board=board)
                    assert chosen is not None
                    assert ends[pick[s_, d]][1:3] == (chosen.cell, chosen.gear)
                cases += 1
    assert cases > 50


def test_a_flat_out_rolls_ways_to_fall_sum_to_one():
    """The summed ways a flat-out plan's dice can fall (cached per dice laid) cover every
    roll once: with re-lays the failed sets carry what the laid plan's losses carry."""
    from pacenote.engine.outcomes import _falls

    pb = RULES.dice["brake"].p_hazard
    # (kind, value, brake dice, chance of a hazard, overshoots a jump, track hazards)
    dice = (("gear", 2, 0, 1 / 6, False, 0), ("gear", 3, 1, 2 / 6, True, 0),
            ("brake", 0, 0, pb, False, 0), ("gear", 4, 2, 3 / 6, False, 0))
    # GT: a hazard corner at exactly its gear adds one hazard there
    gt = (("gear", 2, 0, 1 / 6, False, 0), ("gear", 3, 1, 2 / 6, False, 1))
    assert _falls(gt, pb, 2, False, False)[1] == pytest.approx((5 / 6) * (4 / 6) * (1 - pb))
    for quick_start in (False, True):
        q, ok, model, _ = _falls(dice, pb, 2, quick_start, False)
        q2, ok2, _, failed = _falls(dice, pb, 2, quick_start, True)
        lost = sum(p for _, p in model)
        assert q + ok + lost == pytest.approx(1.0, abs=1e-12)
        assert (q2, ok2) == (q, ok)
        assert sum(p for _, p in failed) == pytest.approx(lost, abs=1e-12)
        assert 0 < lost < 1 and (q > 0) == quick_start


def test_the_report_says_which_figures_are_exact():
    expert = expert_of(SS1)
    report = drive(expert.board, runs=200, seed=1, driver=expert)
    assert report.exact is not None and "mean" in report.exact_fields
    assert report.mean == pytest.approx(report.exact.mean)
    assert report.runs_se is not None and abs(report.runs_mean - report.mean) < 4 * report.runs_se
    data = report.to_dict()
    assert data["exact_fields"] and data["exact"]["mean"] == report.mean
    assert sum(report.exact.loc_by_cell.values()) == pytest.approx(report.loc_per_run)
    assert [h.loss_rate for h in report.hot_spots] == sorted(
        (h.loss_rate for h in report.hot_spots), reverse=True)
    balanced = drive(expert.board, runs=50, seed=1, driver="balanced")
    assert balanced.exact is None and balanced.exact_fields == ()


# --- the same meaning as the turn-by-turn simulator (the old Monte Carlo) ---------------

SIM_RUNS = 400


@pytest.mark.slow
@pytest.mark.parametrize("path", STAGES, ids=lambda p: p.name)
def test_exact_figures_lie_within_the_simulators_error_bars(path):
    """Every example: the exact figures against 400 runs of the turn-by-turn simulator
    (three standard errors; the tables leave out what docs/engine.md lists)."""
    expert = expert_of(path)
    figures, _ = Chain(expert.exact).drive(expert.start_cell())
    board = expert.board
    results = [run_stage(board, RULES, expert, run_rng(11, i)) for i in range(SIM_RUNS)]
    done = [r.time for r in results if r.outcome == "finished"]
    se = statistics.stdev(done) / math.sqrt(len(done))
    assert abs(statistics.fmean(done) - figures.mean) < 3 * se
    share = len(done) / SIM_RUNS
    assert abs(share - figures.finished) < 3 * math.sqrt(max(share * (1 - share), 1e-3) / SIM_RUNS)
    losses = [len(r.locs) for r in results]
    assert abs(statistics.fmean(losses) - figures.loc_per_run) \
        < 3 * statistics.stdev(losses) / math.sqrt(SIM_RUNS) + 0.02
    turns = [r.turns for r in results]
    assert abs(statistics.fmean(turns) - figures.turns) \
        < 3 * statistics.stdev(turns) / math.sqrt(SIM_RUNS) + 0.02
    entries = [len(r.shortcuts) for r in results]
    if any(entries):
        assert abs(statistics.fmean(entries) - figures.shortcut_entries) \
            < 3 * statistics.stdev(entries) / math.sqrt(SIM_RUNS) + 0.02
    # the hottest spot of the tables is hot in the simulator too
    hot = max(figures.loc_by_cell, key=figures.loc_by_cell.__getitem__)
    p = figures.loc_by_cell[hot]
    seen = sum(1 for r in results for c, _, _ in r.locs if c == hot) / SIM_RUNS
    assert abs(seen - p) < 3 * math.sqrt(p / SIM_RUNS) + 0.01


# --- one turn of the tables against every outcome the simulator can roll ----------------

TurnKey = tuple[bool, int, int, int, int]  # lost, cell, gear, seconds won - spent, punctures


def _simulated_turn(board, rules, driver, cell, gear, seconds):  # noqa: ANN001, ANN201
    """Every outcome of one turn played by the simulator from a fresh car (faces, card
    backs and tokens enumerated): {TurnKey: chance}, the gear being the last die's (where
    control was lost, or the turn ended)."""
    from test_engine_expert import every_turn

    from pacenote.engine.simulate import Car
    out: dict[TurnKey, float] = {}

    def set_up() -> Car:
        car = Car.at_start(cell, rules)
        car.gear, car.seconds = gear, seconds
        return car

    for p, rec, _car, result in every_turn(board, rules, driver, set_up):
        punctures = sum(face == "puncture" for _, face in rec.shortcuts)
        if rec.loss_of_control:
            at, g = result.locs[0][0], result.locs[0][1]
        else:
            at, g = rec.end, rec.planned[len(rec.rolls) - 1].gear
        key = (rec.loss_of_control, at, g, rec.seconds_gained - rec.seconds_spent, punctures)
        out[key] = out.get(key, 0.0) + p
    return out


def _tabled_turn(ex, relays, cell, gear, seconds, *, read=True):  # noqa: ANN001, ANN201
    """The same from the turn table of (cell, gear), undamaged, holding ``seconds``."""
    from pacenote.engine.outcomes import LOSS, After, turn_table
    after = After(ex)
    p_punct = float(after.faces[1])
    wanted = np.zeros((ex.t.S + 1, ex.dm.size), dtype=bool)
    wanted[seconds, 0] = True
    table = turn_table(ex, after, relays, cell, gear, wanted, ex.t.S, read=read)
    out: dict[TurnKey, float] = {}
    for e in range(len(table.kind)):
        p, k = float(table.prob[e, seconds, 0]), int(table.tokens[e])
        for x in range(k + 1):  # tokens still to read: x of them punctures
            q = p * math.comb(k, x) * p_punct ** x * (1 - p_punct) ** (k - x)
            key = (bool(table.kind[e] == LOSS), int(table.cell[e]), int(table.gear[e]),
                   int(table.seconds[e]), int(table.punctures[e]) + x)
            if q > 1e-12:
                out[key] = out.get(key, 0.0) + q
    return out


def _differ(a: dict[TurnKey, float], b: dict[TurnKey, float]) -> bool:
    return any(abs(a.get(k, 0.0) - b.get(k, 0.0)) > 1e-6 for k in set(a) | set(b))


def _turns_that_differ(graph, mode: str, other):  # noqa: ANN001, ANN201
    """On ``graph`` with small decks and bag: the expert's turns (undamaged, 3 seconds
    held) played in ``mode`` whose tables differ from ``other(ex, relays, cell, gear)``,
    shortest plans first, with the simulator's enumerated turn beside each."""
    from test_engine_expert import small_rules
    from test_engine_fixtures import prepare

    board, rules, driver = prepare(graph, driver="expert", rules=small_rules())
    ex = driver.exact
    assert ex is not None
    relays = Relays(ex)
    cases = []
    for (cell, gear), choice in ex.choices.items():
        i = int(choice.best[3, 0])
        if i >= 0 and choice.plans[i].mode == mode:
            tabled = _tabled_turn(ex, relays, cell, gear, 3)
            if _differ(tabled, other(ex, relays, cell, gear)):
                cases.append((len(choice.plans[i].steps), cell, gear, tabled))
    return [(tabled, _simulated_turn(board, rules, driver, cell, gear, 3))
            for _, cell, gear, tabled in sorted(cases)[:2]]


def _assert_same_turns(pairs) -> None:  # noqa: ANN001
    assert pairs  # there are turns where it matters
    for tabled, played in pairs:
        assert set(played) == set(tabled)
        for key, q in played.items():
            assert tabled[key] == pytest.approx(q, abs=1e-9)


def test_a_turn_of_the_tables_is_the_simulators_turn_a_puncture_read_mid_turn_included():
    """On a road with a shortcut, one-by-one turns through it where reading a puncture
    mid-turn changes what the expert does next: the tables' chance of each end (where,
    in which gear, seconds, punctures) is what enumerating every roll, card back and
    token of the simulator's turn gives, to 1e-9."""
    from test_engine_fixtures import road

    from pacenote.engine.planner import ONE_BY_ONE

    # the row beside the shortcut is slow (limit 1): the expert takes the shortcut
    _assert_same_turns(_turns_that_differ(
        road(16, shortcut_beside=3, limits={4: 1}), ONE_BY_ONE,
        lambda ex, relays, cell, gear: _tabled_turn(ex, relays, cell, gear, 3, read=False)))


def test_a_flat_out_turn_of_the_tables_is_the_simulators_turn_re_lay_included():
    """Flat-out turns where re-laying a failed roll changes where control is lost: the
    tables' ends are the simulator's, every roll, back and token enumerated, to 1e-9."""
    from test_engine_fixtures import road

    from pacenote.engine.planner import FLAT_OUT

    _assert_same_turns(_turns_that_differ(
        road(16, shortcut_beside=3, limits={4: 1, 8: 2}), FLAT_OUT,
        lambda ex, relays, cell, gear: _tabled_turn(ex, None, cell, gear, 3)))
