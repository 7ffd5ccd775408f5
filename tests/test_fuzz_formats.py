"""Property tests over generated and mutated files (issue 15, part 7): whatever a file
holds, loading gives a stage or one PacenoteFileError line, and a loaded stage goes
through the course, the cell graph, the validators and every writer without a crash.

Each property runs a bounded number of examples in the normal suite and a long profile
under the ``slow`` marker (``pytest -m slow tests/test_fuzz_formats.py``).
scripts/fuzz.py drives the real command line the same way with 10,000 files.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from conftest import EXAMPLES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pacenote.cli.validate import validate_paths
from pacenote.course import build_course
from pacenote.errors import PacenoteFileError
from pacenote.formats import FORMATS, SUFFIXES, load_stage, save_stage
from pacenote.graph import build_graph
from pacenote.validators import validate_stage

BUDGETS = [pytest.param(30, id="fast"), pytest.param(400, id="long", marks=pytest.mark.slow)]
SEEDS = [EXAMPLES / "rally-1" / "ss1.stage.json",
         EXAMPLES / "rulebook" / "rally-6-ss3.stage.json",
         Path(__file__).resolve().parent / "data" / "short-track2.rgt",
         Path(__file__).resolve().parent / "data" / "chicane-example1.json"]

TILE_IDS = [f"{n}{s}" for n in range(201, 233) for s in "ab"] + ["901a", "101", "PODIUM", "x"]
numbers = st.one_of(st.integers(-3, 3), st.integers(-1100, 1100), st.integers(),
                    st.floats(allow_nan=True, allow_infinity=True), st.booleans(), st.none())
texts = st.one_of(st.sampled_from(TILE_IDS), st.text(max_size=12),
                  st.sampled_from(["\x1b[2J", "\ud800", "../x.json", "::error::x", ""]))
json_values = st.recursive(st.one_of(numbers, texts), lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(texts, inner, max_size=4)), max_leaves=12)


def placements(keys: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    """A tile entry of one format: mostly well-typed, sometimes anything."""
    fields = {k: st.one_of(v, json_values) if v is not None else json_values
              for k, v in keys.items()}
    return st.fixed_dictionaries({k: f for k, f in fields.items()})


def token(keys: tuple[str, ...], ids: st.SearchStrategy[str]) -> st.SearchStrategy[Any]:
    return st.fixed_dictionaries({keys[0]: ids, **{k: numbers for k in keys[1:]}})


NATIVE = st.fixed_dictionaries({
    "format": st.just("pacenote-stage"), "version": st.just(1),
    "name": texts, "tiles": st.lists(placements({
        "tile": st.sampled_from(TILE_IDS), "q": st.integers(-3, 3), "r": st.integers(-3, 3),
        "rot": st.integers(0, 5),
        "tokens": st.lists(token(("id", "q", "r", "dir"), texts), max_size=2)}), max_size=12),
})
REKEE = st.fixed_dictionaries({"title": texts, "tiles": st.lists(placements({
    "q": st.integers(-3, 3), "r": st.integers(-3, 3), "id": st.sampled_from(TILE_IDS),
    "dir": st.integers(-7, 7),
    "tokens": st.lists(token(("id", "q", "r", "dir"), texts), max_size=2)}), max_size=12)})
RGT = st.fixed_dictionaries({"Name": texts, "Tuiles": st.lists(placements({
    "X": st.integers(50, 60), "Y": st.integers(48, 56), "TuileId": st.sampled_from(TILE_IDS),
    "Orientation": st.integers(0, 5),
    "Tokens": st.lists(token(("TokenId", "X", "Y", "Orientation"), texts), max_size=2)}),
    max_size=12)})
DOCUMENTS = {"native": NATIVE, "rekee": REKEE, "rgt": RGT}


def survive(path: Path) -> None:
    """The property: load, then course, graph, validators and writers, no crash."""
    try:
        stage = load_stage(path)
    except PacenoteFileError as exc:
        assert "\n" not in str(exc)
        return
    course = build_course(stage)
    build_graph(course)
    validate_stage(stage)
    for fmt in FORMATS:
        out = path.with_name(f"out{SUFFIXES[fmt]}")
        try:
            save_stage(stage, out, fmt)
        except PacenoteFileError:
            continue  # e.g. a token .rgt cannot hold: refused, nothing written
        again = load_stage(out)
        assert [(p.tile, p.q, p.r, p.rot) for p in again.tiles] == \
            [(p.tile, p.q, p.r, p.rot) for p in stage.tiles] or fmt == "rgt"


def write(folder: Path, name: str, data: Any) -> Path:
    path = folder / name
    path.write_text(json.dumps(data), encoding="utf-8", errors="surrogatepass")
    return path


@pytest.mark.parametrize("budget", BUDGETS)
@pytest.mark.parametrize("fmt", list(DOCUMENTS))
def test_generated_stage_files_load_or_fail_in_one_line(budget, fmt):
    @settings(max_examples=budget, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow])
    @given(DOCUMENTS[fmt])
    def check(data: Any) -> None:
        with tempfile.TemporaryDirectory() as name:
            survive(write(Path(name), f"s{SUFFIXES[fmt]}", data))

    check()


@pytest.mark.parametrize("budget", BUDGETS)
def test_any_json_under_any_stage_name_loads_or_fails_in_one_line(budget):
    @settings(max_examples=budget, deadline=None, database=None)
    @given(json_values, st.sampled_from(list(SUFFIXES.values())))
    def check(data: Any, suffix: str) -> None:
        with tempfile.TemporaryDirectory() as name:
            survive(write(Path(name), f"s{suffix}", data))

    check()


@pytest.mark.parametrize("budget", BUDGETS)
def test_damaged_bytes_of_real_files_load_or_fail_in_one_line(budget):
    @settings(max_examples=budget, deadline=None, database=None)
    @given(st.sampled_from(SEEDS), st.data())
    def check(seed: Path, data: st.DataObject) -> None:
        raw = bytearray(seed.read_bytes())
        for _ in range(data.draw(st.integers(1, 6))):
            at = data.draw(st.integers(0, len(raw) - 1))
            how = data.draw(st.sampled_from(["flip", "cut", "insert"]))
            if how == "flip":
                raw[at] = data.draw(st.integers(0, 255))
            elif how == "cut":
                del raw[at:at + data.draw(st.integers(1, 40))]
            else:
                raw[at:at] = data.draw(st.sampled_from(
                    [b"[", b"{", b"]", b"NaN", b"1e999", b"9" * 5000, b"\\ud800", b'"', b"\x00"]))
            if not raw:
                raw = bytearray(b" ")
        with tempfile.TemporaryDirectory() as name:
            path = Path(name) / f"s{''.join(seed.suffixes)}"
            path.write_bytes(bytes(raw))
            survive(path)

    check()


@pytest.mark.parametrize("budget", BUDGETS)
def test_generated_rallies_give_a_report_per_file(budget):
    stage_entry = st.fixed_dictionaries({"service": st.one_of(st.booleans(), json_values)},
                                        optional={"label": texts, "file": st.one_of(
                                            st.sampled_from(["ss1.stage.json", "../ss1.stage.json",
                                                             "/etc/passwd", "missing.json",
                                                             "sub/../ss1.stage.json"]), texts),
                                                  "stage": st.one_of(NATIVE, json_values)})
    rally = st.fixed_dictionaries({"format": st.just("pacenote-rally"), "version": st.just(1),
                                   "stages": st.lists(stage_entry, max_size=4)},
                                  optional={"boxes": numbers, "name": texts,
                                            "options": json_values})

    @settings(max_examples=budget, deadline=None, database=None)
    @given(rally)
    def check(data: Any) -> None:
        with tempfile.TemporaryDirectory() as name:
            folder = Path(name)
            (folder / "ss1.stage.json").write_bytes(SEEDS[0].read_bytes())
            write(folder, "r.rally.json", data)
            reports = validate_paths([folder / "r.rally.json"])
            assert reports[0].file.endswith("r.rally.json")
            for report in reports:
                if report.unreadable:
                    assert "could not be checked" not in report.findings[0].message

    check()
