"""Mutate each GT-only rule once and check that its pinning test fails (issue 22, point 8).

Every row of the GT digest's summary table (GT≠DIRT) has one or more rules here: each is
a one-line change of the code or the ruleset data that plays the rule wrong, and the
tests docs/rules.md names for it. The script applies a mutation, runs those tests, puts
the file back, and reports ``caught`` (a test failed) or ``MISSED``; exit status 1 when
any mutation is missed. It edits files of this checkout (always restored), so run it on
a clean worktree and nothing else at the same time:

    .venv/bin/python benchmarks/gt_mutations.py            # all
    .venv/bin/python benchmarks/gt_mutations.py weather    # the rules whose name has it
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
T = "tests/"

# (rule, file, text, mutated text, tests that must fail)
MUTATIONS: list[tuple[str, str, str, str, list[str]]] = [
    ("event: places in the order cars cross the line", "engine/raceturn.py",
     "key=lambda r: (r.finish_place or 10**6, by_time[r.driver_id])",
     "key=lambda r: (by_time[r.driver_id], r.finish_place or 10**6)",
     [T + "test_gt_race.py::test_places_follow_the_order_cars_cross_the_line"]),
    ("event: laps counted at the line", "engine/circuit.py",
     'a["finished"] = k == laps and d["rear"] >= line - _EPS',
     'a["finished"] = k == laps - 1 and d["rear"] >= line - _EPS',
     [T + "test_gt_race.py::test_lap_graph_crosses_the_line_once_per_lap"]),
    ("start: the grid, the first drawn on pole", "engine/race.py",
     "for r, cell in zip(self.racers, stage.pole, strict=False):",
     "for r, cell in zip(self.racers, stage.pole[::-1], strict=False):",
     [T + "test_gt_race.py::test_every_car_starts_on_the_grid_the_first_drawn_on_pole"]),
    ("turn order: gear > distance > position", "engine/gt-ruleset.json",
     '"turn_order": ["road", "gear", "distance", "position"]',
     '"turn_order": ["distance", "gear", "road", "position"]',
     [T + "test_gt_engine.py::test_turn_order_is_data_gear_first_in_gt_distance_first_in_dirt",
      T + "test_gt_book_examples.py::test_the_book_turn_order_blue_yellow_red"]),
    ("gear record: the gear tokens' times (solo)", "engine/gt-ruleset.json",
     '"front_seconds": {"1": 50, "2": 40, "3": 30, "4": 20, "5": 15, "6": 10}',
     '"front_seconds": {"1": 50, "2": 40, "3": 30, "4": 20, "5": 15, "6": 12}',
     [T + "test_gt_engine.py::test_gt_solo_time_table_and_loss_of_control_table",
      T + "test_gt_book_examples.py::test_pavel_ended_three_turns_in_6th_thirty_seconds"]),
    ("gear record: the white/black round marker", "engine/gtrace.py",
     'ROUND_MARKER = ("black", "white")', 'ROUND_MARKER = ("white", "black")',
     [T + "test_gt_weather_pits.py::test_the_round_marker_is_white_then_black_and_a_played"
      "_token_shows_the_next"]),
    ("dice: gear, coast and 3 brake dice", "engine/gt-ruleset.json",
     '"asphalt": {"gear": 6, "gas": 2, "leader": 0, "brake": 3,',
     '"asphalt": {"gear": 6, "gas": 2, "leader": 0, "brake": 1,',
     [T + "test_gt_engine.py::test_gt_dashboard_is_6_gear_2_coast_3_brake_limit_3",
      T + "test_gt_book_examples.py::test_anastasia_brakes_from_5th_to_2nd_with_two_brake_dice"]),
    ("risk reward: the n-th secured die costs n focus tokens", "engine/stopping.py",
     "return sum(range(already + 1, already + dice + 1))", "return dice",
     [T + "test_gt_book_examples.py::test_securing_a_gear_die_with_two_brake_dice_costs_six"
      "_focus_tokens"]),
    ("loss of control: the table's 0 (spin) and 00 (off)", "engine/gt-ruleset.json",
     '"3": {"spin": 0, "crash": 32, "sisu": 0}', '"3": {"spin": 32, "crash": 0, "sisu": 0}',
     [T + "test_gt_engine.py::test_gt_solo_time_table_and_loss_of_control_table"]),
    ("loss of control: 00 costs the next turn", "engine/race.py",
     "r.off_track = bool(self.stage.pole)  # GT: 00, its next turn brings it back",
     "r.off_track = False",
     [T + "test_gt_race.py::test_off_the_track_the_next_turn_brings_the_car_back_in_gear_0"]),
    ("damage: the dashboard table's tokens (4th, orange: one)", "engine/gt-ruleset.json",
     '"4": [0, 1, 2]', '"4": [0, 0, 2]',
     [T + "test_gt_book_examples.py::test_roman_loses_control_in_4th_on_orange_00_and_one"
      "_token"]),
    ("damage: the 42-token bag", "engine/gt-ruleset.json",
     '{"damage": "green_flag", "shortcut": "ok", "count": 12}',
     '{"damage": "green_flag", "shortcut": "ok", "count": 13}',
     [T + "test_gt_engine.py::test_gt_bag_holds_42_tokens"]),
    ("track: hazard corner N! at exactly gear N", "engine/rules.py",
     "track = (v == board.hazard_gear[y])", "track = (v == board.hazard_gear[y] + 1)",
     [T + "test_gt_engine.py::test_hazard_corner_adds_one_hazard_at_exactly_its_gear",
      T + "test_gt_book_examples.py::test_sonya_enters_a_5_hazard_corner_in_5th_without"
      "_losing_control_but_adds_one"]),
    ("track: sharp corner, the dotted line's limit", "engine/rules.py",
     "lim = board.edge_limit.get((cell, y), board.limit[y])", "lim = board.limit[y]",
     [T + "test_gt_book_examples.py::test_yura_crosses_the_dotted_line_straight_and_leaves"
      "_the_corner_diagonally"]),
    ("track: doubled inner lane, no diagonal out of it", "pacenote/gtgraph.py",
     "forced = (into and double and _overlap(a, innermost) > _EPS) or",
     "forced = (into and not double and _overlap(a, innermost) > _EPS) or",
     [T + "test_gt_graph.py::test_sharp_corner_116a_two_dotted_lines_and_the_doubled_inner"
      "_lane"]),
    ("repairs: a pit stop only from an edge lane", "engine/race.py",
     "and lane is not None and lanes is not None and lane in (0, lanes - 1):",
     "and lane is not None and lanes is not None:",
     [T + "test_gt_race.py::test_pit_cells_are_edge_lanes_outside_corners"]),
    ("repairs: a tyre stop (0) moves on at once", "engine/gt-ruleset.json",
     '"tyres": {"token": "0", "lost_turns": 0}', '"tyres": {"token": "0", "lost_turns": 1}',
     [T + "test_gt_weather_pits.py::test_a_tyre_stop_puts_the_car_back_next_turn_and_it"
      "_moves_on"]),
    ("repairs: a repair (00) costs the next turn", "engine/gt-ruleset.json",
     '"repair": {"token": "00", "lost_turns": 1}', '"repair": {"token": "00", "lost_turns": 0}',
     [T + "test_gt_weather_pits.py::test_a_repair_stop_costs_the_next_turn_and_a_taken_cell"
      "_one_more"]),
    ("repairs: a repair empties the dashboard into the bag", "engine/race.py",
     '        if "repair" in lane.name:', '        if "nothing" in lane.name:',
     [T + "test_gt_weather_pits.py::test_a_repair_stop_costs_the_next_turn_and_a_taken_cell"
      "_one_more"]),
    ("repairs: pit stops that pay (expert)", "engine/gtrace.py",
     "return worth if worth > 0 else None", "return None",
     [T + "test_gt_weather_pits.py::test_the_expert_pits_when_its_exact_tables_say_the_repair"
      "_pays"]),
    ("repairs: the turn planned into the pits", "engine/gtrace.py",
     "return value - self.bonus if gear == 1", "return value + self.bonus if gear == 1",
     [T + "test_gt_weather_pits.py::test_a_driver_that_wants_a_stop_plans_its_turn_into_the"
      "_pits"]),
    ("other: a weather token flips every dashboard", "engine/gtrace.py",
     "    if drawn % 2 == 0:", "    if drawn % 2 == 1:",
     [T + "test_gt_weather_pits.py::test_one_weather_token_flips_every_dashboard_two_cancel"
      "_out_three_flip"]),
    ("other: tyres and weather pick the dashboard", "engine/gt-ruleset.json",
     '"road": {"dry": "asphalt", "wet": "road-wet"}',
     '"road": {"dry": "asphalt", "wet": "asphalt"}',
     [T + "test_gt_weather_pits.py::test_tyres_and_weather_pick_the_dashboard_the_book_prints"
      "_one"]),
    ("other: without weather, a weather token is redrawn", "engine/gtrace.py",
     '    if rules.options.weather == "off":', '    if rules.options.weather == "never":',
     [T + "test_gt_weather_pits.py::test_without_weather_a_weather_token_is_discarded_and"
      "_another_drawn"]),
    ("other: yellow flag on its piece and the pieces either side", "engine/race.py",
     "for t in self.flags.values() for k in (-1, 0, 1)}",
     "for t in self.flags.values() for k in (0,)}",
     [T + "test_gt_race.py::test_yellow_flag_no_drawing_level_on_its_tile_and_the_next_ones"]),
    ("other: no spare wheel in GT", "engine/gt-ruleset.json",
     '"spare_wheel": {"count": 0,', '"spare_wheel": {"count": 1,',
     [T + "test_gt_engine.py::test_gt_has_no_spare_wheel_and_no_sisu"]),
]


def run(name: str, path: str, old: str, new: str, tests: list[str]) -> bool:
    """Apply one mutation, run its tests, restore the file: True when a test failed."""
    file = ROOT / path
    text = file.read_text("utf-8")
    if text.count(old) != 1:
        print(f"  {name}: the text to mutate is not in {path} exactly once")
        return False
    try:
        file.write_text(text.replace(old, new), "utf-8")
        out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-p",
                              "no:cacheprovider", *tests], capture_output=True, text=True,
                             cwd=ROOT, env={**os.environ, "PACENOTE_CACHE_DIR": ""})
    finally:
        file.write_text(text, "utf-8")
    if "no tests ran" in out.stdout or "not found" in out.stdout + out.stderr:
        print(f"  {name}: a test named is missing\n{out.stdout[-400:]}")
        return False
    return out.returncode != 0


def main(argv: list[str]) -> int:
    chosen = [m for m in MUTATIONS if not argv or any(a in m[0] for a in argv)]
    missed = 0
    for name, path, old, new, tests in chosen:
        caught = run(name, path, old, new, tests)
        missed += not caught
        print(f"{'caught' if caught else 'MISSED'}  {name}  ({path})", flush=True)
    print(f"{len(chosen) - missed} of {len(chosen)} mutations caught")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
