"""Issue 23: no cache entry is ever unpickled. A malicious pickle planted in a shared or
restored cache folder, in every kind and under every name pacenote reads or once read,
runs nothing: it is a miss, and the work is done again the same."""

from __future__ import annotations

import os
import pickle
import zlib
from pathlib import Path

import pytest

from pacenote import diskcache, drawing
from pacenote.course import build_course
from pacenote.engine import drive
from pacenote.engine.board import compile_board
from pacenote.engine.drivers import Driver
from pacenote.engine.ruleset import load_ruleset
from pacenote.formats import load_stage
from pacenote.graph import build_graph
from pacenote.tiles import load_tileset

SS1 = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"


class Planted:
    """Unpickling this runs code: it writes the marker file."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.system, (f"touch {self.marker}",))


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(folder))
    return folder


def plant(folder: Path, marker: Path) -> int:
    """Every entry of ``folder`` replaced by the pickle, also under the old names."""
    payload = pickle.dumps(Planted(marker))
    entries = [p for p in folder.iterdir() if not p.name.startswith(".")]
    for entry in entries:
        stem = entry.name.split(".")[0]
        entry.write_bytes(payload)
        (folder / f"{stem}.pickle").write_bytes(payload)
        (folder / f"{stem}.pickle.z").write_bytes(zlib.compress(payload))
    return len(entries)


def test_the_payload_would_run_if_unpickled(tmp_path):
    marker = tmp_path / "ran"
    pickle.loads(pickle.dumps(Planted(marker)))
    assert marker.exists()  # the test's own check: the payload is live


def test_a_planted_primitives_entry_runs_nothing(cache, tmp_path):
    marker = tmp_path / "ran"
    side = load_tileset()["210a"]
    drawing._local_primitives.cache_clear()
    drawn = drawing._local_primitives(side, True)
    assert plant(cache / "primitives", marker) == 1
    drawing._local_primitives.cache_clear()
    assert drawing._local_primitives(side, True) == drawn  # drawn again, the same
    assert not marker.exists()
    drawing._local_primitives.cache_clear()
    assert drawing._local_primitives(side, True) == drawn  # and read back from data
    assert not marker.exists()


def test_a_planted_tables_or_plans_entry_runs_nothing(cache, tmp_path):
    marker = tmp_path / "ran"
    rules = load_ruleset()

    def fresh() -> Driver:
        return Driver(compile_board(build_graph(build_course(load_stage(SS1))), {}), rules,
                      "expert")

    first = fresh()
    report = drive(first.board, runs=20, seed=3, driver=first).to_dict()
    assert plant(cache / "tables", marker) >= 1
    assert plant(cache / "plans", marker) >= 1
    again = fresh()
    assert drive(again.board, runs=20, seed=3, driver=again).to_dict() == report
    assert not marker.exists()


def test_a_json_entry_is_read_only_with_its_key_length_and_crc(cache):
    diskcache.write("celltemplates", "k", {"a": [1, 2.5, "x"]})
    assert diskcache.read("celltemplates", "k") == {"a": [1, 2.5, "x"]}
    entry = cache / "celltemplates" / "k.json"
    data = entry.read_bytes()
    for damaged in (data[:-1], data.replace(b"2.5", b"2.6"), b'{"a": 1}',
                    data.replace(b"PNENTRY1", b"PNENTRY2")):
        entry.write_bytes(damaged)
        assert diskcache.read("celltemplates", "k") is None
    (cache / "celltemplates" / "other.json").write_bytes(data)  # another key's entry
    assert diskcache.read("celltemplates", "other") is None


def test_a_planted_thumbnail_is_a_miss(cache):
    """The palette's PNG thumbnails are checked entries too: a raw file is not read."""
    diskcache.write_bytes("thumbnails", "k", "png", b"\x89PNG planted")
    assert diskcache.read_checked("thumbnails", "k", "png") is None
    diskcache.write_checked("thumbnails", "k", "png", b"\x89PNG ours")
    assert diskcache.read_checked("thumbnails", "k", "png") == b"\x89PNG ours"
