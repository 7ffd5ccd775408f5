"""Bounded cost on hostile and limit-sized input (issue 15, part 4; rallies at their
limits and layout's time budget: issue 23): every command on
any input within the documented limits (docs/formats.md, "Limits") should finish in
seconds and under 500 MB; inputs beyond them are refused in one line, quickly.

Each case runs the real ``pacenote`` command in a child process and prints its wall
time, peak memory (the child's max RSS) and exit code. The course search is also timed
in-process on 5,000 START tiles in a row (quadratic before: 79 s).

    .venv/bin/python benchmarks/bench_hostile.py            # all cases
    .venv/bin/python benchmarks/bench_hostile.py --files 10000
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pacenote import limits
from pacenote.course import build_course
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"
PACENOTE = [sys.executable, "-m", "pacenote"]


def line_stage(n: int, name: str) -> dict[str, object]:
    """START, n - 2 straight tiles, FINISH along +q: a clean course of ``n`` tiles."""
    tiles = ([{"tile": "202a", "q": 0, "r": 0, "rot": 0}]
             + [{"tile": "204a", "q": i, "r": 0, "rot": 0} for i in range(1, n - 1)]
             + [{"tile": "203a", "q": n - 1, "r": 0, "rot": 0}])
    return {"format": "pacenote-stage", "version": 1, "name": name, "tiles": tiles}


def rally(stages: list[dict[str, object]], name: str) -> dict[str, object]:
    """A rally of inline stages."""
    return {"format": "pacenote-rally", "version": 1, "name": name,
            "stages": [{"label": f"SS{i + 1}", "stage": s, "service": False}
                       for i, s in enumerate(stages)]}


def layout_list(count: int) -> list[str]:
    """START, ``count`` - 2 road tiles (sides a, the box's many times over), FINISH."""
    ids = [s.id for s in load_tileset() if s.kind not in ("start", "finish", "service")
           and s.side == "a" and s.number < 900]  # noqa: PLR2004 - decorative tiles
    return ["202a", *(ids * (count // len(ids) + 1))[:count - 2], "203a"]


def measure(args: list[str]) -> tuple[float, float, int]:
    """(seconds, peak MB, exit code) of one child process."""
    start = time.perf_counter()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                             env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    _, status, usage = os.wait4(child.pid, 0)
    seconds = time.perf_counter() - start
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def write(path: Path, data: object) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def cases(tmp: Path, files: int) -> list[tuple[str, list[str]]]:
    big = write(tmp / "limit.stage.json", line_stage(limits.MAX_TILES, "300 tiles"))
    drive = write(tmp / "drive.stage.json", line_stage(limits.MAX_DRIVE_TILES, "64 tiles"))
    far = write(tmp / "far.json", {"title": "far", "tiles": [
        {"q": -limits.MAX_COORDINATE, "r": 0, "id": "202a", "dir": 0},
        {"q": limits.MAX_COORDINATE, "r": -limits.MAX_COORDINATE, "id": "203a", "dir": 0}]})
    deep = write(tmp / "deep.json", "[" * 100_000 + "]" * 100_000)
    huge = tmp / "huge.json"
    with huge.open("wb") as handle:
        handle.truncate(2 * 1024**3)
    folder = tmp / "many"
    folder.mkdir()
    for i in range(files):
        shutil.copy(SS1, folder / f"s{i:05d}.stage.json")
    out = tmp / "out"
    out.mkdir()
    # A rally at each new limit (issue 23): its tiles in all stages, and the road tiles
    # one command drives for it; and the 50 inline stages of 300 tiles, refused.
    per = limits.MAX_RALLY_TILES // 8
    at_tiles = write(tmp / "tiles.rally.json",
                     rally([line_stage(per, f"{per} tiles")] * 8, "rally at the tile limit"))
    per_drive = min(limits.MAX_DRIVE_TILES, limits.MAX_RALLY_DRIVE_TILES // 4)
    at_drive = write(tmp / "drive.rally.json",
                     rally([line_stage(per_drive, f"{per_drive} road tiles")] * 4,
                           "rally at the drive limit"))
    beyond = write(tmp / "beyond.rally.json",
                   rally([line_stage(limits.MAX_TILES, "300 tiles")] * 50, "50 x 300 tiles"))
    long_list = layout_list(120)
    return [
        (f"validate rally {limits.MAX_RALLY_TILES} tiles", ["validate", str(at_tiles)]),
        (f"export rally {limits.MAX_RALLY_TILES} tiles .pdf",
         ["export", str(at_tiles), "-o", str(out / "rally.pdf")]),
        (f"export rally {limits.MAX_RALLY_TILES} tiles DIR/",
         ["export", str(at_tiles), "-o", str(out / "bundle") + "/"]),
        ("export 50 x 300 tiles (refused)", ["export", str(beyond), "-o", str(out / "x.pdf")]),
        ("drive 50 x 300 tiles (refused)", ["drive", str(beyond), "--runs", "5"]),
        (f"drive rally {per_drive * 4} road tiles x5",
         ["drive", str(at_drive), "--runs", "5"]),
        (f"export --par 5 rally {per_drive * 4} road",
         ["export", str(at_drive), "--par", "5", "-o", str(out / "par.pdf")]),
        ("layout 120 tiles --budget 10", ["layout", *long_list, "-o", str(out / "l.stage.json"),
                                          "--boxes", "9"]),
        ("layout 120 tiles --budget 2", ["layout", *long_list, "-o", str(out / "l.stage.json"),
                                         "--boxes", "9", "--budget", "2"]),
        (f"validate {files} files", ["validate", str(folder)]),
        ("validate 300 tiles", ["validate", str(big)]),
        ("graph 300 tiles", ["graph", str(big)]),
        ("render 300 tiles .png", ["render", str(big), "-o", str(out / "big.png")]),
        ("render 300 tiles .svg", ["render", str(big), "-o", str(out / "big.svg")]),
        ("export 300 tiles .pdf", ["export", str(big), "-o", str(out / "big.pdf")]),
        ("convert 300 tiles", ["convert", str(big), "-o", str(out / "big.rgt")]),
        ("tilelist 300 tiles", ["tilelist", str(big)]),
        ("drive 64 road tiles x5", ["drive", str(drive), "--runs", "5"]),
        ("drive 64 road tiles x1000", ["drive", str(drive), "--runs", "1000"]),
        ("drive 300 tiles (refused)", ["drive", str(big), "--runs", "5"]),
        ("render far apart .png (refused)", ["render", str(far), "-o", str(out / "far.png")]),
        ("render far apart .svg", ["render", str(far), "-o", str(out / "far.svg")]),
        ("export far apart .pdf", ["export", str(far), "-o", str(out / "far.pdf")]),
        ("validate 100,000 deep (refused)", ["validate", str(deep)]),
        ("validate 2 GB file (refused)", ["validate", str(huge)]),
    ]


def course_search(starts: int) -> float:
    stage = Stage(tiles=tuple(Placement("202a", i, 0, 0) for i in range(starts)))
    tileset = load_tileset()
    start = time.perf_counter()
    build_course(stage, tileset)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=2000, help="files in the folder case")
    parser.add_argument("--only", default="", help="only the cases whose label holds this")
    args = parser.parse_args()
    print(f"course search, 5,000 STARTs in a row (in-process): {course_search(5000):.2f} s")
    print(f"{'case':34} {'seconds':>8} {'peak MB':>8} {'exit':>5}")
    with tempfile.TemporaryDirectory() as name:
        for label, command in cases(Path(name), args.files):
            if args.only not in label:
                continue
            seconds, peak, code = measure([*PACENOTE, *command])
            print(f"{label:34} {seconds:8.2f} {peak:8.0f} {code:5d}", flush=True)


if __name__ == "__main__":
    main()
