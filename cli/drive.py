"""CLI command ``drive``: AI drivers run a stage many times; pace, risk and hot spots."""

from __future__ import annotations

import json
from enum import StrEnum
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from pacenote.cli.app import app
from pacenote.cli.safetext import safe_markup
from pacenote.engine import (
    PERSONALITIES,
    CannotDrive,
    DriveReport,
    DriveSettings,
    load_ruleset,
    test_drive,
)
from pacenote.errors import PacenoteFileError
from pacenote.timefmt import clock


class Sisu(StrEnum):
    off = "off"
    stage = "stage"
    rally = "rally"


def check_driver(name: str) -> None:
    """The --driver value must name one of the engine's drivers (drive and edit)."""
    if name not in PERSONALITIES:
        raise typer.BadParameter(f"unknown driver {name!r}; choose from "
                                 f"{', '.join(PERSONALITIES)}", param_hint="--driver")


def _mud_option(values: list[str]) -> dict[int, int]:
    mud: dict[int, int] = {}
    for item in values:
        tile, _, count = item.partition("=")
        try:
            mud[int(tile)] = mud.get(int(tile), 0) + (int(count) if count else 1)
        except ValueError:
            raise typer.BadParameter(f"{item!r} is not TILE_INDEX[=TOKENS]",
                                     param_hint="--mud") from None
    return mud


@app.command("drive")
def drive_command(
    stage_file: Annotated[Path, typer.Argument(
        metavar="STAGE", help="Stage file (.stage.json, Rekee .json, .rgt).")],
    runs: Annotated[int, typer.Option("--runs", "-n", min=1,
                                      help="Solo time trials to run.")] = 1000,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: same seed, same report.")] = 0,
    driver: Annotated[str, typer.Option(
        "--driver", "-d", help=f"One of: {', '.join(PERSONALITIES)}.")] = "expert",
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    trace: Annotated[bool, typer.Option(
        "--trace", help="Also print one run turn by turn (run --trace-run).")] = False,
    trace_index: Annotated[int, typer.Option("--trace-run", min=0,
                                             help="Which run to trace.")] = 0,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1,
                                      help="Worker processes (same report).")] = 1,
    ruleset_file: Annotated[Path | None, typer.Option(
        "--ruleset", help="A ruleset JSON file instead of the shipped DIRT one.")] = None,
    quick_start: Annotated[bool | None, typer.Option(
        "--quick-start/--no-quick-start", help="Advanced rule: gear 2 straight from 0.")] = None,
    red_zone: Annotated[bool | None, typer.Option(
        "--red-zone/--no-red-zone", help="Advanced rule: brake dice as gas in top gear.")] = None,
    sisu: Annotated[Sisu | None, typer.Option(
        "--sisu", help="Advanced rule: SISU token once per stage/rally, or off.")] = None,
    leader: Annotated[bool | None, typer.Option(
        "--leader-dice/--no-leader-dice",
        help="Solo driver leads every round on gravel (leader dice); off = single stage "
             "without leader dice.")] = None,
    mud: Annotated[list[str] | None, typer.Option(
        "--mud", help="Extra -1 mud token(s) on a course tile: TILE_INDEX[=TOKENS]. "
                      "Repeatable.")] = None,
) -> None:
    """Run solo time trials of STAGE with an AI driver and report pace, risk and hot spots."""
    from pacenote.loading import load_known_stage

    check_driver(driver)
    rules = load_ruleset(ruleset_file)
    changes = {k: v for k, v in (("quick_start", quick_start), ("red_zone", red_zone),
                                 ("leader_dice", leader),
                                 ("sisu_token", sisu.value if sisu else None)) if v is not None}
    rules = rules.with_options(**changes) if changes else rules
    stage, tileset = load_known_stage(stage_file)
    settings = DriveSettings(driver=driver, runs=runs, seed=seed, ruleset=rules,
                             extra_mud=tuple(_mud_option(mud or []).items()), jobs=jobs,
                             trace_run=trace_index if trace else None)
    try:
        report = test_drive(stage, settings, tileset=tileset)
    except CannotDrive as exc:
        raise PacenoteFileError(stage_file, "", f"cannot drive: {exc}") from None
    if as_json:
        data = report.to_dict()
        data["stage"] = str(stage_file)
        if trace:
            data["trace"] = list(report.trace)
        typer.echo(json.dumps(data, indent=2, ensure_ascii=True))
        return
    console = Console(highlight=False)
    _print_report(console, stage_file, report)
    if trace:
        console.print(f"\n[bold]Run {trace_index} turn by turn[/bold] (seed {seed}, {driver})")
        for line in report.trace:
            console.print(line, markup=False, soft_wrap=True)  # one line each, never wrapped


def _print_report(console: Console, stage_file: Path, r: DriveReport) -> None:
    console.print(f"[bold]{safe_markup(stage_file.name)}[/bold]: {r.runs} solo runs, "
                  f"driver {r.driver}, seed {r.seed}")
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_row("finished", f"{r.finished}/{r.runs} ({r.finish_share:.1%})"
                    + (f", retired {r.retired}" if r.retired else "")
                    + (f", stuck {r.stuck}" if r.stuck else ""))
    spread = "  ".join(f"{name} {clock(value, tenths=True)}" for name, value in
                       (("mean", r.mean), ("p10", r.p10), ("p50", r.p50), ("p90", r.p90)))
    summary.add_row("stage time", spread)
    if r.par_time is not None:
        summary.add_row("par time", f"{clock(r.par_time, tenths=True)} (expert's expected time)")
    summary.add_row("turns", f"{r.turns_mean:.2f} per run")
    summary.add_row("losses of control", f"{r.loc_per_run:.2f} per run  "
                    + "  ".join(f"{k} {v}" for k, v in r.backs.items()))
    summary.add_row("damage drawn", "  ".join(f"{k} {v}" for k, v in r.damage.items()) or "none")
    summary.add_row("shortcuts", f"{r.shortcut_entries} entries in {r.shortcut_runs} runs  "
                    + "  ".join(f"{k} {v}" for k, v in r.shortcut_outcomes.items()))
    summary.add_row("seconds tokens", f"{r.seconds_left_mean:.1f} left per run on average")
    if r.blocked_turns:
        summary.add_row("blocked turns", f"{r.blocked_turns} (no die could enter a cell ahead)")
    if r.spare_wheel_runs or r.sisu_runs:
        summary.add_row("spare wheel / SISU", f"{r.spare_wheel_runs} / {r.sisu_runs} runs")
    console.print(summary)

    hist = Table(title="Stage time distribution", title_justify="left")
    hist.add_column("time")
    hist.add_column("runs", justify="right")
    hist.add_column("")
    peak = max((n for _, _, n in r.histogram), default=1) or 1
    for lo, hi, n in r.histogram:
        hist.add_row(f"{clock(lo, tenths=True)}–{clock(hi, tenths=True)}", str(n),
                     "█" * round(30 * n / peak))
    console.print(hist)

    if r.hot_spots:
        hot = Table(title="Hot spots (losses of control by cell)", title_justify="left")
        for col in ("cell", "tile", "hex", "losses", "per run", "crashes"):
            hot.add_column(col, justify="right" if col in ("losses", "per run", "crashes")
                           else "left")
        for h in r.hot_spots[:10]:
            hot.add_row(safe_markup(h.label), safe_markup(h.tile), f"{h.hex[0]},{h.hex[1]}",
                        str(h.losses), f"{h.losses / r.runs:.3f}", str(h.crashes))
        console.print(hot)
