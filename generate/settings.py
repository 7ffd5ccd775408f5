"""``generate.json``: the tiles' printed size, the difficulty levels and the estimate's
weights, schema-checked (``schema/generate.schema.json``) when first read."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources

from pacenote.generate.model import Model
from pacenote.jsonio import parse_json, validate

SETTINGS_FILE = "generate/generate.json"
LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Level:
    """A difficulty level: the expert's par time per road tile (s) and losses of control
    per run per road tile it aims at."""

    par_per_tile: float
    loc_per_tile: float


@dataclass(frozen=True)
class Settings:
    tile_cm: dict[str, float]  # game -> printed size across flats (cm)
    levels: dict[str, Level]
    model: Model


@cache
def load_settings() -> Settings:
    text = resources.files("pacenote.generate").joinpath("generate.json").read_text("utf-8")
    data = parse_json(text, SETTINGS_FILE)
    validate(data, "generate", SETTINGS_FILE)
    return Settings(tile_cm=dict(data["tile_cm"]),
                    levels={k: Level(**data["difficulty"][k]) for k in LEVELS},
                    model=Model(par=data["model"]["par"], loc=data["model"]["loc"]))
