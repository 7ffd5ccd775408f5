"""Tile drawings kept on disk (pacenote.diskcache) are the drawings the geometry gives,
for every side of every shipped tileset; a damaged entry is drawn again."""

from __future__ import annotations

import pytest

from pacenote import drawing
from pacenote.tiles import parse_tileset, tileset_data


@pytest.fixture
def cache(tmp_path, monkeypatch):
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    drawing._local_primitives.cache_clear()
    yield tmp_path
    drawing._local_primitives.cache_clear()


@pytest.mark.parametrize("name", ["dirt-core", "gt-core"])
def test_every_sides_drawing_from_disk_is_the_drawing_of_its_geometry(cache, name, monkeypatch):
    sides = list(parse_tileset(tileset_data(name), f"{name}.json"))
    drawn = {s.id: drawing._local_primitives(s, True) for s in sides}  # drawn and stored
    assert len(list((cache / "primitives").glob("*.json"))) == len(sides)
    drawing._local_primitives.cache_clear()
    monkeypatch.setattr(drawing, "_draw_local_primitives",
                        lambda side, label: pytest.fail(f"drew {side.id} again"))
    for side in parse_tileset(tileset_data(name), f"{name}.json"):
        assert drawing._local_primitives(side, True) == drawn[side.id], side.id


def test_a_damaged_drawing_is_drawn_again(cache):
    side = parse_tileset(tileset_data(), "dirt-core.json")["224b"]
    first = drawing._local_primitives(side, False)
    drawing._local_primitives.cache_clear()
    (entry,) = (cache / "primitives").glob("*.json")
    entry.write_bytes(b"not an entry")
    assert drawing._local_primitives(side, False) == first
