"""DIRT stages on asphalt and snow drive with the dashboard's asphalt and snow columns,
marked DEFAULTs in the ruleset data, named as such by `drive`, and overridden by a
ruleset file."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.engine import load_ruleset

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SNOW = EXAMPLES / "dirt-110" / "snow.stage.json"
ASPHALT = EXAMPLES / "dirt-110" / "asphalt.stage.json"


def drive_json(*args: str) -> dict[str, Any]:
    result = CliRunner().invoke(app, ["drive", *args, "--runs", "20", "--json"])
    assert result.exit_code == 0, result.output
    out: dict[str, Any] = json.loads(result.output)
    return out


def test_the_asphalt_and_snow_columns_are_marked_defaults() -> None:
    rules = load_ruleset()
    assert rules.default_columns({"snow"}) == ["snow"]
    assert rules.default_columns({"gravel", "asphalt"}) == ["asphalt"]
    assert rules.default_columns({"gravel"}) == []  # gravel and its leader column: printed
    assert rules.options.climb_plates == "ignore"


def test_drive_names_the_default_columns_and_a_ruleset_overrides_them(tmp_path: Path) -> None:
    snow = drive_json(str(SNOW))
    assert snow["default_columns"] == ["snow"] and snow["finished"] == snow["runs"]
    assert drive_json(str(ASPHALT))["default_columns"] == ["asphalt"]
    assert drive_json(str(EXAMPLES / "rally-1" / "ss1.stage.json"))["default_columns"] == []
    text = CliRunner().invoke(app, ["drive", str(SNOW), "--runs", "5"]).output
    assert "snow column: DEFAULT" in " ".join(text.split())
    # A ruleset file with another snow column (gas dice instead of leader dice, a looser
    # hazard limit): a user's reading of the dashboard, and another stage time.
    data = json.loads(resources.files("pacenote.engine").joinpath("dirt-ruleset.json")
                      .read_text("utf-8"))
    data["dashboard"]["columns"]["snow"] = {"gear": 6, "gas": 2, "leader": 0, "brake": 1,
                                            "hazard_limit": 4, "confidence": "likely"}
    mine = tmp_path / "mine.json"
    mine.write_text(json.dumps(data), "utf-8")
    other = drive_json(str(SNOW), "--ruleset", str(mine))
    assert other["default_columns"] == []
    assert other["mean"] < snow["mean"]
