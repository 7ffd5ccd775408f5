"""A rally report says which stages had service and what the service park repaired
(issue 26, point 8)."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from pacenote.cli.app import app

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"  # service after SS1 and SS2
runner = CliRunner()


def drive(rally: Path) -> dict:
    res = runner.invoke(app, ["drive", str(rally), "--players", "4", "--runs", "30",
                              "--seed", "3", "--driver", "aggressive", "--json"])
    assert res.exit_code == 0, res.output
    return json.loads(res.output)


def test_the_json_names_each_stage_s_service_and_its_repairs():
    data = drive(RALLY)
    assert [(s["stage"], s["service"]) for s in data["service"]] == \
        [("SS1", True), ("SS2", True), ("SS3", False)]
    ss1, _, ss3 = data["service"]
    assert set(ss1["repaired_per_car"]) == {"gear", "gas", "brake", "spare_wheel"}
    assert ss3["repaired_per_car"] == {}
    assert sum(ss1["repaired_per_car"].values()) > 0  # aggressive drivers crash on SS1


def test_what_service_repairs_is_the_damage_a_car_would_carry(tmp_path):
    """The same rally with service after SS2 and SS3 but not after SS1: SS1 is raced
    alike (same seed, first stage), and the only damage carried is SS1's, so the gear and
    brake tokens carried per car are those the service park repaired after SS1 in the
    rulebook's plan (gas differs: without service a spare wheel may take one off)."""
    plan = json.loads(RALLY.read_text("utf-8"))
    for entry, service in zip(plan["stages"], (False, True, True), strict=True):
        entry["service"] = service
    for name in ("ss1", "ss2", "ss3"):
        (tmp_path / f"{name}.stage.json").write_bytes(
            (RALLY.parent / f"{name}.stage.json").read_bytes())
    moved = tmp_path / "moved.rally.json"
    moved.write_text(json.dumps(plan), encoding="utf-8")
    repaired = drive(RALLY)["service"][0]["repaired_per_car"]
    other = drive(moved)
    assert [s["service"] for s in other["service"]] == [False, True, True]
    assert other["service"][0]["repaired_per_car"] == {}
    for kind in ("gear", "brake"):
        carried = sum(d["damage_carried"].get(kind, 0.0) for d in other["drivers"]) / 4
        assert abs(carried - repaired[kind]) < 1e-9, kind
    assert repaired["gear"] + repaired["brake"] > 0
