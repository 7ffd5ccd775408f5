"""Ruleset data, its schema and loader, and the exact hazard arithmetic."""

from __future__ import annotations

import json
from importlib import resources

import pytest
from test_engine_fixtures import node, prepare, road

from pacenote.engine import load_ruleset
from pacenote.engine.planner import FLAT_OUT, Planner
from pacenote.engine.rules import GEAR, OK, Dice, Step, step_outcomes
from pacenote.errors import PacenoteFileError


def shipped() -> dict:
    return json.loads(resources.files("pacenote.engine").joinpath("dirt-ruleset.json")
                      .read_text("utf-8"))


def test_shipped_ruleset_has_the_component_facts():
    rules = load_ruleset()
    hazards = {name: die.hazards for name, die in rules.dice.items()}
    assert hazards == {"gear1": 1, "gear2": 1, "gear3": 2, "gear4": 2, "gear5": 2, "gear6": 2,
                       "gas": 1, "leader": 2, "brake": 2}
    gravel = rules.columns["gravel"]
    assert (gravel.gear, gravel.gas, gravel.leader, gravel.brake, gravel.hazard_limit) == \
        (6, 2, 0, 1, 3)
    assert rules.front_seconds[1:] == (50, 40, 30, 20, 15, 10)
    assert sum(t.count for t in rules.tokens) == 48
    assert sorted({t.damage: 0 for t in rules.tokens}) == ["brake", "gas", "gear", "green_flag"]
    assert all(sum(mix) == rules.per_deck for mix in rules.back_mix[1:])
    assert rules.options.leader_dice and not rules.options.quick_start


def test_defaults_are_marked_as_such_in_the_data():
    raw = shipped()
    assert raw["time_cards"]["front_default"] is True
    assert raw["time_cards"]["back_mix_default"] is True
    assert raw["damage_tokens"]["default"] is True
    assert raw["spare_wheel"]["default"] is True
    assert raw["dashboard"]["columns"]["asphalt"]["default"] is True


@pytest.mark.parametrize("mutate, where", [
    (lambda d: d["dice"]["gear3"].update(faces=["3", "3", "!"]), "$.dice.gear3.faces"),
    (lambda d: d["time_cards"]["back_mix"]["2"].update(spin=1), "$.time_cards.back_mix.2"),
    (lambda d: d["dashboard"]["leader_columns"].update(gravel="nope"),
     "$.dashboard.leader_columns.gravel"),
    (lambda d: d["options"].update(sisu_token="always"), "$.options.sisu_token"),
    (lambda d: d["dice"].pop("gear6"), "$.dice"),
])
def test_bad_ruleset_is_one_line_with_its_json_path(tmp_path, mutate, where):
    raw = shipped()
    mutate(raw)
    path = tmp_path / "house.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(PacenoteFileError) as err:
        load_ruleset(path)
    assert str(err.value).startswith(f"{path}: {where}")
    assert "\n" not in str(err.value)


def test_custom_ruleset_file_changes_the_game(tmp_path):
    raw = shipped()
    raw["dashboard"]["columns"]["gravel_leader"]["hazard_limit"] = 2
    path = tmp_path / "hard.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert load_ruleset(path).column("gravel", leader=True).hazard_limit == 2


def test_step_outcomes_of_a_gear_die_with_a_brake_die():
    rules = load_ruleset()
    outs = step_outcomes(Step(GEAR, 3, 1, 0), False, rules)
    by_hazards = {j: p for p, kind, j in outs if kind == OK}
    assert by_hazards[0] == pytest.approx((4 / 6) * (4 / 6))
    assert by_hazards[2] == pytest.approx((2 / 6) * (2 / 6))
    assert sum(p for p, _, _ in outs) == pytest.approx(1.0)


def test_planner_value_of_a_one_die_turn_is_exact():
    board, rules, driver = prepare(road(6), driver="expert")
    planner = driver.planner(3)
    values = planner.values
    # from gear 0 the only first die is gear 1; its hazard (1/6) cannot reach the limit
    dice = Dice(0, 1, 0, 0, 0)
    plan = planner.best(node(board, "0.0"), 0, dice)
    # no risk either way, so flat out wins by the second it earns
    assert plan.mode == FLAT_OUT and len(plan.steps) == 1
    end = plan.steps[0]
    assert plan.value == pytest.approx(values.stop(end.dest, 1) - values.seconds_value)


def test_planner_is_no_worse_than_hand_laid_plans():
    board, rules, driver = prepare(road(14, limits={8: 2}, corners={8}), driver="expert")
    planner: Planner = driver.planner(3)
    v = planner.values
    plan = planner.best(node(board, "1.0"), 3, Dice(0, 6, 0, 2, 1))
    # flat out G4, G5: two dice never reach three hazards -> exact value by hand
    two = v.stop(node(board, "3.0"), 5) - 2 * v.seconds_value
    # one by one G4, G5, G6 without stopping: LoC only if all three show a hazard
    p = rules.gear_die(4).p_hazard * rules.gear_die(5).p_hazard * rules.gear_die(6).p_hazard
    three = p * v.loc(node(board, "4.0"), 6) + (1 - p) * v.stop(node(board, "4.0"), 6)
    assert plan.value <= min(two, three) + 1e-9
    assert len(plan.steps) >= 2
