"""Fuzz the ``pacenote`` command line with mutated stage, Rekee, .rgt and rally files.

    .venv/bin/python scripts/fuzz.py --files 10000            # prints N tried / N failed
    .venv/bin/python scripts/fuzz.py --files 500 --seed 7 --keep failures/

Files are mutated from the examples and the test data (JSON-level: hostile values,
deleted and extra keys, tiles far away, deep nesting, long and control-character
strings, escaping rally paths; byte-level: flips, cuts, inserts, other encodings) and
run through the real entry point, in-process, in child processes of ``--batch`` files:
every stage file through validate, graph, convert, tilelist and render (SVG); every
``--heavy``-th file also through drive (2 runs), render (PNG), export (PDF) and the
bundle (``export -o DIR/``); rally files through validate and export (PDF), every
heavy one also through drive, the bundle, and the bundle's own rally file exported
into the bundle again with a file of the user's in it (which must survive); every
stage file's tiles through ``layout`` too (``--budget 2``).

Besides mutated seed files, a share of the files are made-up rallies (``--rallies``):
a rally file in a folder of its own with stage files (mutated, in sub-folders, named
with ``..``, NUL, control characters or lone surrogates, or symlinks leading out) and
inline stages; and every string field of a file may get a NUL, a lone surrogate or a
control character (written as JSON escapes or as raw bytes).

A failure is a traceback (any exception other than the exit), an exit code outside
{0, 1, 2}, a command running longer than 20 s, the child's memory above 1 GB, or a
user's file lost by a re-export. The
20 s are CPU seconds: on a shared machine wall time says more about the neighbours
(here a 3 s drive took 24 s of wall time); a command blocked without using the CPU is
caught by a wall-clock limit of 120 s.
Failures are printed with the command and the reason; ``--keep DIR`` copies their files.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
HANG_SECONDS = 20  # CPU seconds
WALL_SECONDS = 120  # a command waiting on something that never comes
MEMORY_MB = 1024
SEED_FILES = sorted([*ROOT.glob("examples/**/*.json"), *ROOT.glob("tests/data/*.json"),
                     *ROOT.glob("tests/data/*.rgt"), *ROOT.glob("tests/data/validators/*.json")])
# Read once: the run must not depend on the checkout staying as it was for an hour.
SEEDS: dict[Path, str] = {p: p.read_text("utf-8-sig") for p in SEED_FILES}
NEIGHBOURS: dict[Path, dict[str, bytes]] = {
    p: {n.name: n.read_bytes() for n in p.parent.glob("*.stage.json")}
    for p in SEED_FILES if p.name.endswith(".rally.json")}

HOSTILE_VALUES: list[Any] = [
    None, True, False, 0, -1, 6, 7, 1000, 1001, -1001, 10**18, -(10**18), 2**63, 0.5, -0.0,
    1e308, 1e-308, "", " ", "x" * 25_000, "\x1b]0;pwned\x07", "\n::error::forged", "\ud800",
    "../../etc/passwd", "/etc/passwd", "C:\\Windows", "202a", "203A", "201b", "299a", "PODIUM",
    "water", "mud-spray", "oxygen-7", [], {}, [[[]]], {"q": 0}, [0, 0], "1e400",
]
TEXT_VALUES = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "9" * 5000, "1" * 40,
               '"\\ud800"', '"\\udfff\\ud800"', "[" * 40 + "]" * 40, "[" * 2000 + "]" * 2000]


# --- making mutated files ----------------------------------------------------------------

def hostile(rng: random.Random) -> Any:
    """A fresh copy of a hostile value (a shared list or dict could end up inside itself)."""
    return copy.deepcopy(rng.choice(HOSTILE_VALUES))


def _paths(data: Any, at: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [at]
    if isinstance(data, dict):
        for k, v in data.items():
            out.extend(_paths(v, (*at, k)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.extend(_paths(v, (*at, i)))
    return out


def _get(data: Any, at: tuple[Any, ...]) -> Any:
    for k in at:
        data = data[k]
    return data


def _set(data: Any, at: tuple[Any, ...], value: Any) -> Any:
    if not at:
        return value
    _get(data, at[:-1])[at[-1]] = value
    return data


def mutate_json(data: Any, rng: random.Random) -> Any:
    """One to three JSON-level mutations."""
    for _ in range(rng.randint(1, 3)):
        paths = _paths(data)
        at = rng.choice(paths)
        target = _get(data, at)
        op = rng.random()
        if op < 0.35:
            data = _set(data, at, hostile(rng))
        elif op < 0.5 and isinstance(target, dict) and target:
            del target[rng.choice(list(target))]
        elif op < 0.6 and isinstance(target, dict):
            target[rng.choice(["extra", "q", "tokens", "Tuiles", "stage", "file"])] = \
                hostile(rng)
        elif op < 0.7 and isinstance(target, list) and target:
            i = rng.randrange(len(target))
            target.insert(rng.randrange(len(target) + 1), json.loads(json.dumps(target[i])))
        elif op < 0.78 and isinstance(target, list):
            rng.shuffle(target)
        elif op < 0.9 and isinstance(target, int) and not isinstance(target, bool):
            data = _set(data, at, target + rng.choice([-1000, -7, -1, 1, 3, 6, 1000, 10**6]))
        elif isinstance(target, list) and target:
            target.pop(rng.randrange(len(target)))
        else:
            data = _set(data, at, hostile(rng))
    return data


TILE_IDS = [f"{n}{s}" for n in range(201, 233) for s in "ab"] + ["901a", "905a", "101"]


def mutate_gentle(data: Any, rng: random.Random) -> Any:
    """Mutations that keep the file well-typed, so most of them reach the course, the
    cell graph, the validators and the engine: moved, turned, swapped, doubled and
    removed tiles, other tile sides, odd names."""
    for _ in range(rng.randint(1, 4)):
        paths = [at for at in _paths(data) if at]
        at = rng.choice(paths)
        target, key = _get(data, at), at[-1]
        if isinstance(target, bool):
            continue
        if isinstance(target, int) and key in ("q", "r", "X", "Y"):
            _set(data, at, target + rng.choice([-2, -1, 1, 2, 40, -40]))
        elif isinstance(target, int):
            _set(data, at, rng.randrange(0, 12))
        elif isinstance(target, float):
            _set(data, at, target + rng.uniform(-2, 2))
        elif isinstance(target, str) and key in ("tile", "id", "TuileId"):
            _set(data, at, rng.choice(TILE_IDS) if not str(at[-2]).isdigit() or
                 "tokens" not in at and "Tokens" not in at else target)
        elif isinstance(target, str):
            _set(data, at, rng.choice(["", "SS\x1b[2J", "Étape\n::error::x", target * 2]))
        elif isinstance(target, list) and target and rng.random() < 0.5:
            target.pop(rng.randrange(len(target)))
        elif isinstance(target, list) and target:
            target.append(json.loads(json.dumps(rng.choice(target))))
    return data


def mutate_text(text: str, rng: random.Random) -> bytes:
    """Byte- and token-level damage the JSON parser has to survive."""
    op = rng.random()
    raw = text.encode("utf-8")
    if op < 0.3:  # a literal no JSON encoder writes, in place of some number
        digits = [i for i, c in enumerate(text) if c.isdigit()]
        if digits:
            i = rng.choice(digits)
            j = i
            while j < len(text) and (text[j].isdigit() or text[j] in ".eE-"):
                j += 1
            return (text[:i] + rng.choice(TEXT_VALUES) + text[j:]).encode("utf-8")
    if op < 0.5 and raw:
        cut = rng.randrange(len(raw))
        return raw[:cut]
    if op < 0.7 and raw:
        b = bytearray(raw)
        for _ in range(rng.randint(1, 8)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    if op < 0.8:
        return b"\xef\xbb\xbf" + raw if rng.random() < 0.5 else text.encode("utf-16")
    if op < 0.9 and raw:
        i = rng.randrange(len(raw))
        return raw[:i] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 30))) + raw[i:]
    return raw + raw[: rng.randrange(len(raw) + 1)]


ODD_CHARS = ["\x00", "\ud800", "\udfff", "\udc80", "\x1b[2J", "\n", "\r", "\x7f", "\u202e",
             "\x85", "::"]


def mutate_strings(data: Any, rng: random.Random) -> Any:
    """A NUL, a lone surrogate or a control character in every string field (values and
    keys alike), each with some chance."""
    if isinstance(data, dict):
        return {(_odd(k, rng) if rng.random() < 0.05 else k): mutate_strings(v, rng)
                for k, v in data.items()}
    if isinstance(data, list):
        return [mutate_strings(v, rng) for v in data]
    if isinstance(data, str) and rng.random() < 0.5:
        return _odd(data, rng)
    return data


def _odd(text: str, rng: random.Random) -> str:
    i = rng.randrange(len(text) + 1)
    return text[:i] + rng.choice(ODD_CHARS) + text[i:]


def make_rally(folder: Path, index: int, rng: random.Random) -> Path:
    """A made-up rally in a folder of its own: stage files (some mutated, some in
    sub-folders, some named oddly or symlinked out of the folder) and inline stages."""
    home = folder / f"r{index:06d}"
    home.mkdir()
    stages: list[dict[str, Any]] = []
    natives = [p for p in STAGE_SEEDS if p.name.endswith(".stage.json")]
    for k in range(rng.randint(1, 6)):
        seed = rng.choice(STAGE_SEEDS)
        data = json.loads(SEEDS[seed])
        if rng.random() < 0.3:
            data = mutate_gentle(data, rng)
        entry: dict[str, Any] = {"label": rng.choice([f"SS{k + 1}", "", "S\ud800", "S\x00",
                                                      "\x1b]0;x\x07", f"SS{k + 1}"]),
                                 "service": rng.random() < 0.3}
        if rng.random() < 0.35:  # inline: a native stage inside the rally file
            entry["stage"] = json.loads(SEEDS[rng.choice(natives)])
        else:
            sub_folder = rng.choice(["", "stages/", "a/b/"])
            name = f"{sub_folder}s{k}{suffix_of(seed)}"
            (home / name).parent.mkdir(parents=True, exist_ok=True)
            (home / name).write_text(json.dumps(data), encoding="utf-8")
            odd = rng.random()
            if odd < 0.08:
                name = _odd(name, rng)
            elif odd < 0.12:
                name = "../" + name
            elif odd < 0.16:
                link = home / f"link{k}.stage.json"
                link.symlink_to(rng.choice([SEED_FILES[0], Path("/etc/hostname"),
                                            Path("/dev/zero")]))
                name = link.name
            entry["file"] = name
        stages.append(entry)
    rally: dict[str, Any] = {"format": "pacenote-rally", "version": 1,
                             "name": rng.choice(["Rally", "R\ud800", "R\x00ally", "", "é"]),
                             "stages": stages}
    if rng.random() < 0.5:
        rally["author"] = rng.choice(["A", "\udfff", "x" * 100])
    if rng.random() < 0.3:
        rally["players"] = rng.choice([1, 2, 4, 6, 10])
    if rng.random() < 0.3:
        rally = mutate_strings(rally, rng)
    elif rng.random() < 0.2:
        rally = mutate_json(rally, rng)
    path = home / f"f{index:06d}.rally.json"
    path.write_text(json.dumps(rally, ensure_ascii=rng.random() < 0.7), encoding="utf-8",
                    errors="surrogatepass")
    return path


def suffix_of_name(name: str) -> str:
    name = name.lower()
    for s in (".rally.json", ".stage.json", ".rgt", ".json"):
        if name.endswith(s):
            return s
    return ".json"


def suffix_of(seed: Path) -> str:
    name = seed.name.lower()
    for s in (".rally.json", ".stage.json", ".rgt", ".json"):
        if name.endswith(s):
            return s
    return ".json"


def make_file(folder: Path, index: int, rng: random.Random) -> Path:
    seed = rng.choice(SEED_FILES)
    text = SEEDS[seed]
    suffix = suffix_of(seed)
    if rng.random() < 0.1:  # the content under another format's name
        suffix = rng.choice([".stage.json", ".json", ".rgt"]) if suffix != ".rally.json" \
            else suffix
    path = folder / f"f{index:06d}{suffix}"
    choice = rng.random()
    if choice < 0.15:
        data = mutate_strings(json.loads(text), rng)
        path.write_text(json.dumps(data, ensure_ascii=rng.random() < 0.7), encoding="utf-8",
                        errors="surrogatepass")
    elif choice < 0.45:
        data = mutate_gentle(json.loads(text), rng)
        path.write_text(json.dumps(data), encoding="utf-8")
    elif choice < 0.8:
        data = mutate_json(json.loads(text), rng)
        path.write_text(json.dumps(data, ensure_ascii=rng.random() < 0.5), encoding="utf-8",
                        errors="surrogatepass")
    else:
        path.write_bytes(mutate_text(text, rng))
    if suffix == ".rally.json":
        # Rally stage files are named relative to the rally: give it the seed's neighbours.
        for name, content in NEIGHBOURS[seed].items():
            if not (folder / name).exists():
                (folder / name).write_bytes(content)
    return path


# Stage files of every format (the rally seeds' stage files are among them).
STAGE_SEEDS = [p for p in SEED_FILES if not p.name.endswith(".rally.json")
               and '"tiles"' in SEEDS[p] or '"Tuiles"' in SEEDS[p]]


# --- running the commands ------------------------------------------------------------------

USER_FILE = "my-notes.txt"  # a file of the user's in a bundle folder: never lost


def commands(path: Path, out: Path, heavy: bool) -> list[list[str]]:
    """The commands a file goes through; ``@plant``/``@keeps`` put a file of the user's
    into a bundle folder and check it survived, ``@layout`` lays the file's tiles out."""
    p, o = str(path), str(out / path.name.split(".")[0])
    bundle = o + ".bundle"
    again = [["@plant", bundle], ["export", f"{bundle}/{path.name}", "-o", bundle + "/"],
             ["@keeps", bundle], ["validate", bundle]]
    if path.name.endswith(".rally.json"):
        found = [["validate", p], ["export", p, "-o", o + ".pdf"]]
        if heavy:
            found += [["drive", p, "--runs", "2", "--seed", "1"],
                      ["export", p, "-o", bundle + "/"], *again]
        return found
    found = [["validate", p], ["graph", p], ["convert", p, "-o", o + ".rgt"], ["tilelist", p],
             ["render", p, "-o", o + ".svg"]]
    if heavy:
        found += [["validate", p, "--format", "json"], ["graph", p, "--json"],
                  ["convert", p, "-o", o + ".out.json"], ["drive", p, "--runs", "2", "--seed", "1"],
                  ["render", p, "-o", o + ".png"], ["export", p, "-o", o + ".pdf"],
                  ["export", p, "-o", bundle + "/"], ["@layout", p, o + ".layout.stage.json"]]
    return found


def run_special(args: list[str]) -> tuple[str, int | None, str]:
    """The fuzzer's own steps between commands (see :func:`commands`)."""
    what, target = args[0], Path(args[1])
    if what == "@plant":
        if target.is_dir():
            (target / USER_FILE).write_text("mine\n", "utf-8")
        return "ok", 0, ""
    if what == "@keeps":
        lost = target.is_dir() and not (target / USER_FILE).exists()
        return ("lost-file", None, f"{target / USER_FILE} is gone") if lost else ("ok", 0, "")
    # @layout: the file's tile ids through `pacenote layout`, when it loads at all
    from pacenote.formats import load_stage

    try:
        ids = [t.tile for t in load_stage(target).tiles][:130]
    except Exception:  # noqa: BLE001 - a file that does not load has no tiles to lay out
        return "ok", 0, ""
    if not ids:
        return "ok", 0, ""
    return run_one(["layout", *ids, "-o", args[2], "--budget", "2", "--boxes", "9"])


class Hang(BaseException):
    """Raised by a timer: a command ran longer than HANG_SECONDS of CPU or WALL_SECONDS."""


def _alarm(signum: int, frame: object) -> None:
    raise Hang("cpu" if signum == signal.SIGPROF else "wall")


def _timers(cpu: float, wall: float) -> None:
    signal.setitimer(signal.ITIMER_PROF, cpu)
    signal.setitimer(signal.ITIMER_REAL, wall)


def run_one(args: list[str]) -> tuple[str, int | None, str]:
    """(outcome, exit code, detail) of ``pacenote ARGS`` in this process."""
    from pacenote.cli import main

    sys.argv = ["pacenote", *args]
    sink = io.StringIO()
    _timers(HANG_SECONDS, WALL_SECONDS)
    try:
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(sink):
            main()
        code: int | None = 0
    except SystemExit as ended:
        code = ended.code if isinstance(ended.code, int) else (0 if ended.code is None else 99)
    except Hang as hang:
        limit = f"{HANG_SECONDS} s of CPU" if str(hang) == "cpu" else f"{WALL_SECONDS} s"
        return "hang", None, f"over {limit}"
    except BaseException:  # noqa: BLE001 - the traceback is the finding
        return "traceback", None, traceback.format_exc(limit=-6)
    finally:
        _timers(0, 0)
    if code not in (0, 1, 2):
        return "exit-code", code, sink.getvalue()[-500:]
    return "ok", code, ""


def worker(folder: Path, heavy: int) -> None:
    """Run every file of ``folder`` (a batch) and print one JSON line per command."""
    import functools

    import typer.main

    # typer builds the click command tree on every call (tens of ms): build it once, so
    # the runs measure pacenote, not the argument parser's set-up.
    typer.main.get_command = functools.cache(typer.main.get_command)
    signal.signal(signal.SIGALRM, _alarm)
    signal.signal(signal.SIGPROF, _alarm)
    out = folder / "out"
    out.mkdir(exist_ok=True)
    files = sorted([*(p for p in folder.iterdir() if p.name.startswith("f") and p.is_file()),
                    *folder.glob("r*/f*.rally.json")], key=lambda p: p.name)
    for path in files:
        number = int(path.name[1:7])
        for args in commands(path, out, number % heavy == 0):
            name = "layout" if args[0] == "@layout" else args[0]
            print(json.dumps({"file": path.name, "cmd": name, "started": True}), flush=True)
            start = time.perf_counter()
            outcome, code, detail = run_special(args) if args[0].startswith("@") \
                else run_one(args)
            peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
            if outcome == "ok" and peak > MEMORY_MB:
                outcome, detail = "memory", f"{peak:.0f} MB"
            if args[0] in ("@plant", "@keeps"):
                continue  # not a command: only a failure of @keeps is reported
            print(json.dumps({"file": path.name, "args": args, "cmd": name,
                              "outcome": outcome, "code": code, "detail": detail,
                              "seconds": round(time.perf_counter() - start, 3)}), flush=True)
        for leftover in out.iterdir():
            if leftover.is_dir() and not leftover.is_symlink():
                shutil.rmtree(leftover, ignore_errors=True)
            else:
                leftover.unlink()


def run_batch(folder: Path, heavy: int, limit: float) -> list[dict[str, Any]]:
    """A child process runs one batch; a child that dies or stalls past every alarm
    is a failure of the command it was running."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    child = subprocess.Popen([sys.executable, __file__, "--worker", str(folder),
                              "--heavy", str(heavy)], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, text=True, env=env)
    try:
        stdout, stderr = child.communicate(timeout=limit)
    except subprocess.TimeoutExpired:
        child.kill()
        stdout, stderr = child.communicate()
    results, running = [], None
    for line in stdout.splitlines():
        item = json.loads(line)
        if item.get("started"):
            running = item
        else:
            results.append(item)
            running = None
    if running is not None or child.returncode != 0:
        what = running or {"file": "?", "cmd": "?"}
        results.append({**what, "started": False, "outcome": "crash",
                        "code": child.returncode, "detail": stderr[-800:]})
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--batch", type=int, default=250, help="files per child process")
    parser.add_argument("--heavy", type=int, default=10,
                        help="every N-th file also through drive, render PNG and export")
    parser.add_argument("--keep", type=Path, help="copy the files that failed here")
    parser.add_argument("--rallies", type=float, default=0.1,
                        help="share of the files that are made-up rally folders")
    parser.add_argument("--jobs", type=int, default=1, help="batches run at the same time")
    parser.add_argument("--minutes", type=float, default=0.0,
                        help="start no batch after this many minutes (0: no limit); the "
                             "summary counts the files run")
    parser.add_argument("--worker", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.heavy)
        return
    tried: Counter[str] = Counter()
    failed: Counter[str] = Counter()
    seconds: Counter[str] = Counter()
    codes: Counter[tuple[str, int | None]] = Counter()
    failures: list[dict[str, Any]] = []
    started = time.perf_counter()
    starts = list(range(0, args.files, args.batch))
    lock = threading.Lock()  # the counters are shared by the batches running at once

    def batch(first: int) -> int:
        """Make and run the files numbered from ``first``; the same seed, the same files."""
        if args.minutes and time.perf_counter() - started > args.minutes * 60:
            return 0  # out of time: the summary says how many files ran
        rng = random.Random(args.seed * 1_000_003 + first)
        count = min(args.batch, args.files - first)
        with tempfile.TemporaryDirectory(prefix="pacenote-fuzz-") as name:
            folder = Path(name)
            for i in range(first, first + count):
                if rng.random() < args.rallies:
                    make_rally(folder, i, rng)
                else:
                    make_file(folder, i, rng)
            results = run_batch(folder, args.heavy, limit=WALL_SECONDS * 4 + 30 * count)
            with lock:
                for r in results:
                    tried[r["cmd"]] += 1
                    seconds[r["cmd"]] += r.get("seconds", 0.0)
                    codes[(r["cmd"], r.get("code"))] += 1
                    if r["outcome"] != "ok":
                        failed[r["cmd"]] += 1
                        failures.append(r)
                        print(f"FAIL {r['outcome']}: pacenote {' '.join(r.get('args', [r['cmd']]))}"
                              f"\n  {r['detail'].strip()[-600:]}", flush=True)
                        home = folder / f"r{r['file'][1:7]}"
                        if args.keep and home.is_dir():  # a made-up rally: its folder
                            shutil.copytree(home, args.keep / home.name, symlinks=True,
                                            dirs_exist_ok=True)
                        elif args.keep and (folder / r["file"]).exists():
                            args.keep.mkdir(parents=True, exist_ok=True)
                            shutil.copy(folder / r["file"], args.keep / r["file"])
        return count

    made = 0
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for count in pool.map(batch, starts):
            made += count
            print(f"... {made} files, {sum(tried.values())} runs, {sum(failed.values())} "
                  f"failed, {time.perf_counter() - started:.0f} s", flush=True)
    for cmd in sorted(tried):
        exits = ", ".join(f"exit {c}: {n}" for (k, c), n in sorted(codes.items(), key=str)
                          if k == cmd)
        print(f"{cmd:9} {tried[cmd]:6d} tried / {failed[cmd]:4d} failed   "
              f"({seconds[cmd] / tried[cmd]:.3f} s each; {exits})")
    print(f"{made} files: {sum(tried.values())} tried / {sum(failed.values())} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
