"""Every DIRT output is what it was before the engine served GT (issue 22).

``benchmarks/dirt_outputs.py`` drives the DIRT examples through ``pacenote drive`` (solo
with every driver and the advanced options, races, rallies, traces) and fingerprints the
JSON and printed reports; ``tests/recorded/dirt-outputs.json`` was recorded on main
before the engine was made ruleset-neutral, and recorded again only where a DIRT rule
fix changes outputs on purpose (issue 22 point 7: the table's shared time-card decks
changed every race and rally, cars beside the road and the GT marks of a mixed stage
the mixed-asphalt outputs; every other solo output is as before; issue 24: a batched
race plays from its tables the flat-out turns only a failed roll's re-lay could bring
near the cars or their mud, a documented change of the draw stream (docs/engine.md,
"Batched races"), which changed the races of Rally 6 SS2 and SS3 and the Rally 6 rally,
the only recorded races with such turns that drew differently). The full set:
``.venv/bin/python benchmarks/dirt_outputs.py --check tests/recorded/dirt-outputs.json``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RECORDED = ROOT / "tests" / "recorded" / "dirt-outputs.json"
SCRIPT = ROOT / "benchmarks" / "dirt_outputs.py"


@pytest.mark.slow
def test_dirt_outputs_are_bit_identical(tmp_path: Path) -> None:
    out = subprocess.run([sys.executable, str(SCRIPT), "--quick", "--check", str(RECORDED)],
                         capture_output=True, text=True, cwd=ROOT,
                         env={**__import__("os").environ, "PACENOTE_CACHE_DIR": str(tmp_path)})
    assert out.returncode == 0, out.stdout + out.stderr
    assert " same" in out.stdout and "DIFFERENT" not in out.stdout


def test_recorded_outputs_cover_every_case() -> None:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        from dirt_outputs import cases
    finally:
        sys.path.remove(str(SCRIPT.parent))
    recorded = json.loads(RECORDED.read_text())
    assert {name for name, _ in cases(quick=False)} == set(recorded)
