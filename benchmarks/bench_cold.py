"""A cold `pacenote drive STAGE --runs 1000` (no disk cache), whole process, with this
checkout and another interleaved round by round, so that their ratio holds on a shared
machine: CPU time and peak memory of each child process, beside the floor
``python -c "import json"`` measured in the same rounds (issue 24: a 13-tile stage
<= 0.5 s, 64 road tiles <= 3 s and 200 MB).

Run: .venv/bin/python benchmarks/bench_cold.py [--against PYTHON] [--rounds 3]
         [--line 64] [STAGE ...]

``--line N`` adds a line of N straights (benchmarks/bench_hostile.py); the drive limit is
lifted in the children, so that a checkout whose limit is lower drives it too. Without
stages, the rulebook's 13-tile Rally 2 SS1.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from bench_hostile import line_stage

ROOT = Path(__file__).resolve().parent.parent
STAGE13 = ROOT / "examples" / "rulebook" / "rally-2-ss1.stage.json"
CHILD = ("import sys\nfrom pacenote import limits\nlimits.MAX_DRIVE_TILES = 10**6\n"
         "from pacenote.cli import main\n"
         "sys.argv = ['pacenote', 'drive', {path!r}, '--runs', '1000']\nmain()\n")


def child(cmd: list[str]) -> tuple[float, float]:
    """(CPU seconds, peak RSS in MB) of one child process with no disk cache."""
    env = {**os.environ, "PACENOTE_CACHE_DIR": ""}
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    if os.waitstatus_to_exitcode(status):
        raise SystemExit(f"failed: {' '.join(cmd)}")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024


def compare(stage: Path, pythons: dict[str, str], rounds: int) -> None:
    got: dict[str, list[tuple[float, float]]] = {"floor": [], **{k: [] for k in pythons}}
    for _ in range(rounds):
        got["floor"].append(child([sys.executable, "-c", "import json"]))
        for name, py in pythons.items():
            got[name].append(child([py, "-c", CHILD.format(path=str(stage))]))
    cpu = {k: statistics.median(c for c, _ in v) for k, v in got.items()}
    mb = {k: statistics.median(m for _, m in v) for k, v in got.items()}
    line = f"{stage.name}: floor {cpu['floor'] * 1000:.0f} ms"
    for name in pythons:
        line += (f" | {name} {cpu[name]:.2f} s CPU = {cpu[name] / cpu['floor']:.0f}x floor, "
                 f"{mb[name]:.0f} MB (each {', '.join(f'{c:.2f}' for c, _ in got[name])})")
    if len(pythons) == 2:  # noqa: PLR2004 - this checkout and the other
        a, b = pythons
        line += f" | {a} / {b} = {cpu[a] / cpu[b]:.2f}"
    print(line, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stages", nargs="*", type=Path)
    parser.add_argument("--against", help="another checkout's Python, interleaved")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--line", type=int, action="append", default=[])
    args = parser.parse_args()
    pythons = {"this": sys.executable}
    if args.against:
        pythons["other"] = args.against
    with tempfile.TemporaryDirectory() as tmp:
        stages = list(args.stages) or ([] if args.line else [STAGE13])
        for n in args.line:
            path = Path(tmp) / f"line{n}.stage.json"
            path.write_text(json.dumps(line_stage(n, f"{n} tiles")), encoding="utf-8")
            stages.append(path)
        for stage in stages:
            compare(stage, pythons, args.rounds)


if __name__ == "__main__":
    main()
