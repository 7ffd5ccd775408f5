"""Peak memory and CPU of ``pacenote drive`` of a rally of 1, 3 and 6 stages (issue 23's
leftover, issue 24 part 4: memory flat over a rally's stages), no disk cache.

Run: .venv/bin/python benchmarks/bench_rally_memory.py [--runs N] [--players N]

The rallies are made of the rulebook's stages, copied beside a rally file in a temporary
folder: the 13-tile Rally 2 SS1 once, 3 and 6 times (flat: each stage costs what the
first did), and six different stages (Rally 1 SS1-SS3, Rally 2 SS1-SS3). Each figure is
the child process's peak resident memory (``ru_maxrss``) and CPU time, beside the floor
measured in the same run (the peak of a solo drive of Rally 2 SS1, the same runs) and
beside the target: a rally's peak within 1.25x of its one-stage rally's.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BOOK = ROOT / "examples" / "rulebook"
STAGES = [BOOK / f"rally-{r}-ss{s}.stage.json" for r in (1, 2) for s in (1, 2, 3)]
SAME = BOOK / "rally-2-ss1.stage.json"


def child(cmd: list[str]) -> tuple[float, float]:
    """(CPU seconds, peak RSS in MB) of one child process."""
    env = {**os.environ, "PACENOTE_CACHE_DIR": ""}
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    assert proc.stderr is not None
    err = proc.stderr.read().decode()
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"failed: {' '.join(cmd)}\n{err}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def rally_file(folder: Path, paths: list[Path], name: str) -> Path:
    stages = []
    for i, path in enumerate(paths):
        shutil.copy(path, folder / path.name)
        stages.append({"label": f"SS{i + 1}", "file": path.name, "service": i % 2 == 0})
    count = len(paths)
    out = folder / f"{name}.rally.json"
    out.write_text(json.dumps({"format": "pacenote-rally", "version": 1,
                               "name": f"{count} stages", "stages": stages}), encoding="utf-8")
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    py = [sys.executable, "-m", "pacenote", "drive"]
    runs = ["--runs", str(args.runs)]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        floor_cpu, floor_mb = child([*py, str(SAME), *runs])
        print(f"floor: drive {SAME.name} solo --runs {args.runs}: "
              f"{floor_cpu:.2f} s CPU, peak {floor_mb:.0f} MB")
        one = 0.0
        cases = [(f"{SAME.stem} x{n}", [SAME] * n) for n in (1, 3, 6)]
        cases.append(("6 different stages", STAGES))
        for i, (name, paths) in enumerate(cases):
            path = rally_file(folder, paths, f"rally{i}")
            cpu, mb = child([*py, str(path), *runs, "--players", str(args.players)])
            one = one or mb
            print(f"drive rally {name:22} {args.players} players, --runs {args.runs}: "
                  f"{cpu:6.2f} s CPU, peak {mb:4.0f} MB = {mb / floor_mb:.2f}x floor, "
                  f"{mb / one:.2f}x the one-stage rally (target <= 1.25x)")


if __name__ == "__main__":
    main()
