"""The expert's par time of every example stage, against figures recorded before the
planner moved to integer-indexed arrays (issue 13, part 3): the plans must stay the same,
so every par time must agree to 1e-9 s.

Record again (only when a rules change is meant to move them):
``.venv/bin/python tests/test_engine_par_times.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECORDED = Path(__file__).resolve().parent / "recorded" / "example-par-times.json"
STAGES = sorted(p.relative_to(ROOT).as_posix()
                for p in (ROOT / "examples").rglob("*.stage.json"))


def par_time(stage_file: str) -> float | None:
    """The expert's par time of a stage under the shipped ruleset, planned afresh."""
    from pacenote.course import build_course
    from pacenote.engine.board import compile_board
    from pacenote.engine.drivers import Driver
    from pacenote.engine.ruleset import load_ruleset
    from pacenote.formats import load_stage
    from pacenote.graph import build_graph

    board = compile_board(build_graph(build_course(load_stage(ROOT / stage_file))), {})
    return Driver(board, load_ruleset(), "expert").par_time()


@pytest.mark.slow
@pytest.mark.parametrize("stage_file", STAGES)
def test_par_time_is_unchanged(stage_file: str, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))  # planned, not read back
    recorded = json.loads(RECORDED.read_text())
    assert stage_file in recorded, f"{stage_file}: no recorded par time (record again)"
    got = par_time(stage_file)
    want = recorded[stage_file]
    if want is None:
        assert got is None
    else:
        assert got is not None and abs(got - want) <= 1e-9, (got, want)


def test_every_example_stage_is_recorded() -> None:
    assert sorted(json.loads(RECORDED.read_text())) == STAGES


if __name__ == "__main__":
    import os
    import tempfile

    os.environ["PACENOTE_CACHE_DIR"] = tempfile.mkdtemp(prefix="pacenote-par-")
    figures = {}
    for s in STAGES:
        try:
            figures[s] = par_time(s)
        except Exception as exc:  # noqa: BLE001 - printed: a stage the engine cannot drive
            print(f"{s}: {type(exc).__name__}: {exc}", file=sys.stderr)
            continue
        print(s, figures[s], flush=True)
    RECORDED.write_text(json.dumps(figures, indent=1, sort_keys=True) + "\n")
