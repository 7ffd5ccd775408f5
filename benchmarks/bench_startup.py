"""Start-up of the ``pacenote`` command, as CPU time and as a ratio to bare Python.

Run: .venv/bin/python benchmarks/bench_startup.py [ROUNDS]

The machine is shared, so every figure is the CPU time (user + system) the command's
process used, the median of ROUNDS runs, and is printed beside its ratio to a floor
measured in the same run: ``python -c "import json"`` (bare Python start-up in the
same virtual environment). Targets (issue 13, part 1): ``pacenote --version`` within
4x the floor, ``pacenote validate`` of one stage within 8x, each extra file <= 2 ms.

Also printed, to show what limits validate: the CPU time of importing typer, the one
library it cannot do without (the stage file is schema-checked without jsonschema
unless it is invalid, and the cell graph is built without networkx). The cell-graph
templates live in a temporary cache folder: "cold" is the first run with it empty
(templates derived with shapely), "warm" every later run.

Bytecode caches are on, as for an installed pacenote: PYTHONDONTWRITEBYTECODE is
removed from the commands' environment and the sources are compiled once first (with it
set, every run compiles pacenote again, which is not what a user's machine does).
"""

from __future__ import annotations

import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_validate import make_folder  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
PACENOTE = [PY, "-m", "pacenote"]
STAGE = str(ROOT / "examples" / "rally-1" / "ss1.stage.json")


def cpu_ms(cmd: list[str], env: dict[str, str]) -> float:
    """CPU time (user + system, ms) of one run of ``cmd`` and its children."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
                   check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ((after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)) * 1000


def median_ms(cmd: list[str], env: dict[str, str], rounds: int) -> float:
    return statistics.median(cpu_ms(cmd, env) for _ in range(rounds))


def line(label: str, ms: float, floor: float, target: str = "") -> None:
    print(f"{label:<46} {ms:7.1f} ms  {ms / floor:5.1f}x floor  {target}")


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 11
    cache = Path(tempfile.mkdtemp(prefix="pacenote-bench-cache-"))
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PACENOTE_CACHE_DIR"] = str(cache)
    subprocess.run([PY, "-m", "compileall", "-q", str(ROOT / "pacenote"), str(ROOT / "cli"),
                    str(ROOT / "validators"), str(ROOT / "engine"), str(ROOT / "export")],
                   env=env, check=False, stdout=subprocess.DEVNULL)
    try:
        cold = cpu_ms([*PACENOTE, "validate", STAGE], env)  # fills the template cache
        floor = median_ms([PY, "-c", "import json"], env, rounds)
        print(f"CPU time, median of {rounds} runs; floor = python -c 'import json' = "
              f"{floor:.1f} ms")
        line("pacenote --version", median_ms([*PACENOTE, "--version"], env, rounds), floor,
             "target <= 4x")
        line("pacenote --help", median_ms([*PACENOTE, "--help"], env, rounds), floor,
             "(loads no engine, export or Qt)")
        line("pacenote validate ss1 (10 tiles), warm", median_ms(
            [*PACENOTE, "validate", STAGE], env, rounds), floor, "target <= 8x")
        line("pacenote validate ss1, cold template cache", cold, floor)
        line("import typer (what validate cannot avoid)", median_ms(
            [PY, "-c", "import typer"], env, rounds), floor, "(import only)")
        line("import jsonschema + networkx (no longer loaded)", median_ms(
            [PY, "-c", "import jsonschema, networkx"], env, rounds), floor, "(import only)")
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            files = make_folder(folder, 120)
            one = median_ms([*PACENOTE, "validate", STAGE], env, max(3, rounds // 2))
            many = median_ms([*PACENOTE, "validate", str(folder)], env, max(3, rounds // 4))
        per_file = (many - one) / (files - 1)
        print(f"{'each extra file (folder of ' + str(files) + ' files, 10-30 tiles)':<46} "
              f"{per_file:7.2f} ms  {per_file / floor:5.3f}x floor  target <= 2 ms")
    finally:
        shutil.rmtree(cache, ignore_errors=True)


if __name__ == "__main__":
    main()
