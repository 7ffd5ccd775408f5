"""Fingerprint every DIRT output of the examples, to prove a refactor leaves DIRT unchanged.

Run: .venv/bin/python benchmarks/dirt_outputs.py [--record FILE] [--check FILE] [--quick]
Drives, through the CLI (``pacenote drive``), every DIRT example stage solo with each
driver, races and rallies of several cars with their traces, and prints one
``name sha256`` line per output (JSON report and the printed report). ``--record``
writes them to a JSON file, ``--check`` compares with one and exits 1 on a difference.
``tests/recorded/dirt-outputs.json`` holds the figures from before the engine served GT
(issue 22), recorded again where a DIRT rule fix changes them on purpose (see
``tests/test_dirt_unchanged.py``, which checks them).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRIVERS = ("expert", "aggressive", "balanced", "cautious", "novice")
SOLO = ("examples/rally-1/ss1.stage.json", "examples/rally-1/ss2.stage.json",
        "examples/rally-1/ss3.stage.json", "examples/rulebook/rally-6-ss3.stage.json",
        "examples/rulebook/rally-6-ss2.stage.json", "examples/gt/mixed-asphalt.stage.json")


def cases(quick: bool) -> list[tuple[str, list[str]]]:
    """(name, pacenote drive arguments) of every output fingerprinted."""
    out: list[tuple[str, list[str]]] = []
    drivers = DRIVERS[:1] + DRIVERS[-1:] if quick else DRIVERS
    stages = SOLO[:1] + SOLO[-1:] if quick else SOLO
    for stage in stages:
        for d in drivers:
            args = [stage, "--runs", "60", "--driver", d, "--trace-run", "3"]
            out.append((f"solo {stage} {d}", args))
        out.append((f"solo {stage} quick red", [stage, "--runs", "40", "--quick-start",
                                                 "--red-zone", "--sisu", "stage"]))
    for stage in stages:
        out.append((f"race {stage}", [stage, "--players", "3", "--runs", "8", "--trace"]))
    out.append(("race mud", [SOLO[0], "--players", "4", "--runs", "6", "--mud", "2=1",
                             "--driver", "aggressive", "--trace-run", "1"]))
    rallies = ("examples/rally-1/rally-1.rally.json", "examples/rulebook/rally-6.rally.json")
    for rally in rallies[: 1 if quick else 2]:
        out.append((f"rally {rally}", [rally, "--players", "3", "--runs", "3", "--trace",
                                       "--checkpoints"]))
    return out


def fingerprint(args: list[str]) -> tuple[str, str]:
    """SHA-256 of the JSON and of the printed output of ``pacenote drive ARGS``."""
    from typer.testing import CliRunner

    from pacenote.cli.app import app

    runner = CliRunner()
    got = []
    for extra in (["--json"], []):
        res = runner.invoke(app, ["drive", *args, *extra], catch_exceptions=False)
        if res.exit_code != 0:
            raise SystemExit(f"drive {' '.join(args)}: exit {res.exit_code}\n{res.output}")
        got.append(hashlib.sha256(res.stdout.encode()).hexdigest())
    return got[0], got[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--record", type=Path)
    parser.add_argument("--check", type=Path)
    parser.add_argument("--quick", action="store_true", help="a few cases only")
    args = parser.parse_args()
    os.chdir(ROOT)
    os.environ.setdefault("PACENOTE_CACHE_DIR", "")  # planned afresh, not read from disk
    os.environ["COLUMNS"] = "120"
    want = json.loads(args.check.read_text()) if args.check else {}
    got: dict[str, list[str]] = {}
    bad = 0
    for name, argv in cases(args.quick):
        got[name] = list(fingerprint(argv))
        same = "" if not want else (" same" if want.get(name) == got[name] else " DIFFERENT")
        bad += same == " DIFFERENT"
        print(f"{name}: {got[name][0][:16]} {got[name][1][:16]}{same}", flush=True)
    if args.record:
        args.record.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
