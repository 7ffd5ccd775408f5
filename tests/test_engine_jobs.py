"""--jobs: the driver plans once, in the calling process, and forked workers share the
plan; the report is the one a single process gives (issue 13, part 4)."""

from __future__ import annotations

import multiprocessing
import shutil
from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.engine import chain, drive, drivers, montecarlo
from pacenote.formats import load_stage
from pacenote.graph import build_graph

SS1 = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                    reason="workers plan for themselves where processes cannot be forked")
def test_workers_share_the_plan_made_once(monkeypatch, tmp_path):
    built = tmp_path / "drivers-built.txt"
    real_init = drivers.Driver.__init__

    def counting_init(self, *args, **kwargs):
        with built.open("a") as f:  # a file: forked workers would write here too
            f.write("built\n")
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(drivers.Driver, "__init__", counting_init)
    monkeypatch.setattr(montecarlo.os, "cpu_count", lambda: 2)
    # Earlier tests may leave threads behind (Qt's, executors'): drive() then lets each
    # worker plan for itself rather than fork; this test is about the forking path.
    monkeypatch.setattr(montecarlo.threading, "active_count", lambda: 1)
    g = build_graph(build_course(load_stage(SS1)))
    parallel = drive(g, runs=40, seed=5, driver="expert", jobs=2).to_dict()
    assert built.read_text().splitlines() == ["built"]  # planned once, not once a worker
    assert parallel == drive(g, runs=40, seed=5, driver="expert").to_dict()


@pytest.mark.skipif("fork" not in multiprocessing.get_all_start_methods(),
                    reason="the expert's helper is a forked process")
def test_the_experts_report_is_the_same_with_a_helper_building_tables(monkeypatch, tmp_path):
    """--jobs 2 for the expert: a forked helper builds half the turn tables (no disk
    cache, so they are all built); the report is the one --jobs 1 gives."""
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(montecarlo.os, "cpu_count", lambda: 2)
    monkeypatch.setattr(montecarlo.threading, "active_count", lambda: 1)
    helped = []
    real_drive = chain.Chain.drive

    def recording_drive(self, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
        helped.append(kwargs.get("helped"))
        return real_drive(self, *args, **kwargs)

    monkeypatch.setattr(chain.Chain, "drive", recording_drive)
    g = build_graph(build_course(load_stage(SS1)))
    parallel = drive(g, runs=3000, seed=9, driver="expert", jobs=2).to_dict()
    for folder in tmp_path.iterdir():  # the tables again from scratch
        shutil.rmtree(folder)
    single = drive(g, runs=3000, seed=9, driver="expert", jobs=1).to_dict()
    assert helped == [True, False]
    assert parallel == single
