"""CLI command ``drive``: AI drivers run a stage many times; pace, risk and hot spots."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from pacenote.cli.app import app
from pacenote.cli.safetext import safe_markup
from pacenote.engine.personalities import PERSONALITIES
from pacenote.errors import PacenoteFileError
from pacenote.i18n import N_
from pacenote.jsonio import json_text
from pacenote.timefmt import clock

if TYPE_CHECKING:  # the engine and rich load when a drive runs, not for --help
    from rich.console import Console
    from rich.table import Table

    from pacenote.engine import DriveReport, DriveSettings, RaceEntry, RaceReport
    from pacenote.engine.ruleset import Ruleset
    from pacenote.rally import Rally, RallyStage
    from pacenote.stage import Stage
    from pacenote.tiles import Tileset


MAX_CARS = 6  # cars in one race of the engine (a rally file may name up to 10 players)


class Sisu(StrEnum):
    off = "off"
    stage = "stage"
    rally = "rally"


# The advanced rules' default: a rally file's options, else the ruleset's (docs/engine.md).
RULE_DEFAULT = "[default: the rally file's option, else the ruleset's: {}]"


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
            tokens = int(count) if count else 1
            if tokens < 1:  # fewer than none would raise the limits
                raise ValueError
            number = int(tile)
            if number < 1:  # course tiles are numbered from 1, as pacenote graph numbers them
                raise ValueError
            mud[number - 1] = mud.get(number - 1, 0) + tokens  # the engine's course index
        except ValueError:
            raise typer.BadParameter(f"{item!r} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or "
                                     "more, as pacenote graph numbers the tiles; TOKENS 1 or "
                                     "more)", param_hint="--mud") from None
    return mud


@app.command("drive")
def drive_command(
    stage_file: Annotated[Path, typer.Argument(
        metavar="STAGE|RALLY",
        help="Stage file (.stage.json, Rekee .json, .rgt) or rally file (.rally.json).")],
    runs: Annotated[int | None, typer.Option(
        "--runs", "-n", min=1,
        help="Solo time trials, or races / rallies. [default: 1000 time trials, 200 races "
             "or rallies]")] = None,
    players: Annotated[int | None, typer.Option(
        "--players", "-p", min=1, max=MAX_CARS,
        help="Cars in the race. [default: 1 for a stage (a solo time trial); for a rally "
             "the rally file's players, else 4]")] = None,
    checkpoints: Annotated[bool | None, typer.Option(
        "--checkpoints/--no-checkpoints",
        help="Advanced rule: 5-second penalty tokens to change the next start order. "
             f"{RULE_DEFAULT.format('off')}")] = None,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: same seed, same report.")] = 0,
    driver: Annotated[str, typer.Option(
        "--driver", "-d", help=f"One of: {', '.join(PERSONALITIES)}.")] = "expert",
    as_json: Annotated[bool, typer.Option("--json", help="Print the report as JSON.")] = False,
    trace: Annotated[bool, typer.Option(
        "--trace", help="Also print one run turn by turn (run 0, or --trace-run).")] = False,
    trace_index: Annotated[int | None, typer.Option(
        "--trace-run", min=0,
        help="Which run to trace (implies --trace). [default: 0 with --trace]")] = None,
    jobs: Annotated[int, typer.Option("--jobs", "-j", min=1,
                                      help="Worker processes (same report).")] = 1,
    ruleset_file: Annotated[Path | None, typer.Option(
        "--ruleset", help="A ruleset JSON file instead of the shipped DIRT one. "
                          "[default: the shipped DIRT ruleset]")] = None,
    quick_start: Annotated[bool | None, typer.Option(
        "--quick-start/--no-quick-start",
        help=f"Advanced rule: gear 2 straight from 0. {RULE_DEFAULT.format('off')}")] = None,
    red_zone: Annotated[bool | None, typer.Option(
        "--red-zone/--no-red-zone",
        help=f"Advanced rule: brake dice as gas in top gear. {RULE_DEFAULT.format('off')}")] = None,
    sisu: Annotated[Sisu | None, typer.Option(
        "--sisu", help="Advanced rule: SISU token once per stage/rally, or off. "
                       f"{RULE_DEFAULT.format('off')}")] = None,
    leader: Annotated[bool | None, typer.Option(
        "--leader-dice/--no-leader-dice",
        help="Solo driver leads every round on gravel (leader dice); off = single stage "
             f"without leader dice. {RULE_DEFAULT.format('on')}")] = None,
    mud: Annotated[list[str] | None, typer.Option(
        "--mud", metavar="COURSE_TILE[=TOKENS]",
        help="Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph "
             "numbers them (TOKENS: 1 if left out). Repeatable. [default: none]")] = None,
    laps: Annotated[int | None, typer.Option(
        "--laps", min=1, max=20,
        help="A GT circuit race: laps (default: the circuit file's, else 1).")] = None,
) -> None:
    """Test-drive a stage solo, race cars on it, or race a whole rally.

    STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
    cars race every stage. The report gives pace, risk, hot spots and, with several cars,
    traffic and the play duration."""
    from pacenote.engine import DriveSettings, load_ruleset
    from pacenote.rally import is_rally_file

    check_driver(driver)
    # naming a run to trace asks for its trace: --trace-run alone is not ignored
    trace_run = (trace_index or 0) if trace or trace_index is not None else None
    changes = {k: v for k, v in (("quick_start", quick_start), ("red_zone", red_zone),
                                 ("leader_dice", leader), ("checkpoints", checkpoints),
                                 ("sisu_token", sisu.value if sisu else None)) if v is not None}
    base = DriveSettings(driver=driver, seed=seed, extra_mud=tuple(_mud_option(mud or []).items()),
                         jobs=jobs, trace_run=trace_run, once=True)
    if is_rally_file(stage_file):
        if laps is not None:
            raise typer.BadParameter("only for a circuit, not a rally", param_hint="--laps")
        _drive_rally(stage_file, load_ruleset(ruleset_file), changes, base, runs, players,
                     as_json)
        return
    _drive_stage(stage_file, ruleset_file, changes, replace(base, laps=laps), runs, players,
                 as_json)


def _drive_rally(stage_file: Path, rules: Ruleset, changes: Mapping[str, Any],
                 base: DriveSettings, runs: int | None, players: int | None,
                 as_json: bool) -> None:
    """Race every stage of a rally file (its own options, then the command line's)."""
    from pacenote.engine.testdrive import DEFAULT_RACE_RUNS
    from pacenote.rally import check_rally_drive, check_rally_tiles, load_rally

    rally = load_rally(stage_file)
    rules = rules.with_options(**rally.options) if rally.options else rules
    rules = rules.with_options(**changes) if changes else rules
    entries = _rally_entries(rally)
    cars = players or rally.players or 4
    if cars > MAX_CARS:  # the rally's sheet may have more columns than a race has cars
        raise PacenoteFileError(stage_file, "$.players", f"{cars} players, and a test drive "
                                f"races 1 to {MAX_CARS} cars: pass --players 1 to "
                                f"{MAX_CARS}")
    check_rally_tiles([e.stage for e in entries], stage_file)
    check_rally_drive([e.stage for e in entries], stage_file)
    _drive_field(stage_file, entries, replace(
        base, runs=runs or DEFAULT_RACE_RUNS, ruleset=rules, players=cars), as_json)


def _drive_stage(stage_file: Path, ruleset_file: Path | None, changes: Mapping[str, Any],
                 base: DriveSettings, runs: int | None, players: int | None,
                 as_json: bool) -> None:
    """A stage or circuit: solo (a DIRT stage's time trials, a GT circuit's solo laps) or
    raced by ``players`` cars, on the rules of its game."""
    from pacenote.engine import RaceEntry, load_ruleset
    from pacenote.engine.testdrive import DEFAULT_RACE_RUNS, DEFAULT_RUNS, stage_game
    from pacenote.loading import load_known_stage

    stage, tileset = load_known_stage(stage_file)
    game = stage_game(stage, tileset)  # a GT circuit: the GT rules
    if base.laps is not None and game != "gt":  # a stage has no laps: better said
        raise typer.BadParameter("only for a circuit (a course through the start-finish "
                                 "piece 102)", param_hint="--laps")
    rules = load_ruleset(ruleset_file, game=game)
    rules = rules.with_options(**changes) if changes else rules
    if players is not None and players > 1:
        _drive_field(stage_file, [RaceEntry(stage.name or stage_file.name, stage,
                                            tileset=tileset)],
                     replace(base, runs=runs or DEFAULT_RACE_RUNS, ruleset=rules,
                             players=players), as_json)
        return
    _drive_solo(stage_file, stage, tileset,
                replace(base, runs=runs or DEFAULT_RUNS, ruleset=rules), as_json)


def _rally_entries(rally: Rally) -> list[RaceEntry]:
    """The rally's stages to race, each with its tileset."""
    from pacenote.engine import RaceEntry

    entries = []
    for e in rally.stages:
        stage, tileset = _known(rally, e)
        entries.append(RaceEntry(e.label, stage, e.service, tileset))
    return entries


def _drive_solo(stage_file: Path, stage: Stage, tileset: Tileset, settings: DriveSettings,
                as_json: bool) -> None:
    """Solo time trials of one stage, printed (or as JSON)."""
    from rich.console import Console

    from pacenote.engine import CannotDrive, test_drive

    try:
        report = test_drive(stage, settings, tileset=tileset)
    except CannotDrive as exc:
        raise PacenoteFileError(stage_file, "", f"cannot drive: {exc}") from None
    defaults = (settings.ruleset.default_columns(stage_terrains(stage, tileset))
                if settings.ruleset is not None else [])
    trace_run = settings.trace_run
    if as_json:
        data = report.to_dict()
        data["stage"] = str(stage_file)
        data["default_columns"] = defaults
        if trace_run is not None:
            data["trace"] = list(report.trace)
        typer.echo(json.dumps(data, indent=2, ensure_ascii=True))
        return
    console = Console(highlight=False)
    gt = settings.ruleset is not None and settings.ruleset.game == "gt"
    _print_report(console, stage_file, report, defaults, gt=gt)
    if trace_run is not None:
        console.print(f"\n[bold]Run {trace_run} turn by turn[/bold] "
                      f"(seed {settings.seed}, {settings.driver})")
        for line in report.trace:
            console.print(line, markup=False, soft_wrap=True)  # one line each, never wrapped


def stage_terrains(stage: Stage, tileset: Tileset) -> set[str]:
    """The terrains of the stage's known road tiles (what picks the dashboard columns)."""
    from pacenote.stage import base_id

    return {side.terrain for p in stage.tiles if (side := tileset.get(base_id(p.tile)))}


def _known(rally: Rally, entry: RallyStage) -> tuple[Stage, Tileset]:
    """A rally entry's stage and tileset (a file entry names unknown tiles as a file)."""
    from pacenote.loading import load_known_stage
    from pacenote.tiles import load_tileset

    if entry.file is not None:  # checked to lie in the rally's folder before it is read
        with rally.reading(entry):  # an error names the rally and the stage's label
            return load_known_stage(rally.stage_file(entry))
    stage = rally.load_stage(entry)
    return stage, load_tileset(stage.tileset)


def _drive_field(path: Path, entries: list[RaceEntry], settings: DriveSettings,
                 as_json: bool) -> None:
    """Race ``settings.players`` cars over ``entries`` and print the report."""
    from rich.console import Console

    from pacenote.engine import CannotDrive, test_race
    from pacenote.rally import is_rally_file

    try:
        report = test_race(entries, settings)
    except CannotDrive as exc:
        raise PacenoteFileError(path, "", f"cannot drive: {exc}") from None
    if as_json:
        data = report.to_dict()
        if not report.trace:
            del data["trace"]
        data["rally" if is_rally_file(path) else "stage"] = str(path)
        typer.echo(json_text(data, indent=2))
        return
    console = Console(highlight=False)
    if not console.is_terminal:  # piped: wide enough for the per-driver table
        console = Console(highlight=False, width=max(console.width, 110))
    if report.game == "gt":
        _print_gt_race_report(console, path, report, _circuit_pieces(entries[0]))
    else:
        _print_race_report(console, path, report)
    if report.trace:
        console.print(f"\n[bold]Run {settings.trace_run} round by round[/bold] "
                      f"(seed {settings.seed}, {settings.driver})")
        for line in report.trace:
            console.print(line, markup=False, soft_wrap=True)


def _circuit_pieces(entry: RaceEntry) -> int:
    """Road pieces of a circuit's loop (102 included, the pit stop not), as the GT book's
    playing time counts them."""
    from pacenote.course import build_course
    from pacenote.tiles import load_tileset

    return len(build_course(entry.stage, entry.tileset or load_tileset(entry.stage.tileset))
               .tiles)


def _print_gt_race_report(console: Console, path: Path, r: RaceReport, pieces: int) -> None:
    """A GT circuit race: places in the order cars crossed the line, per driver."""
    from rich.table import Table

    from pacenote.formats.writing import plural
    from pacenote.validators.circuitguide import PLAYERS, race_minutes

    console.print(f"[bold]{safe_markup(path.name)}[/bold]: {plural(r.runs, 'race')} of "
                  f"{plural(r.players, 'car')} over {plural(r.laps, 'lap')} (GT rules), "
                  f"driver {r.driver}, seed {r.seed}")
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_row("race length", f"{r.rounds_mean:.1f} rounds, {r.car_turns_mean:.1f} "
                    f"car-turns per race")
    summary.add_row("play duration", f"about {r.play_minutes:.0f} min at the table for "
                    f"{plural(r.players, 'player')}, simulated; the GT book: about "
                    f"{race_minutes(pieces, r.laps):.0f} min for {PLAYERS} players "
                    f"({plural(pieces, 'piece')}, {plural(r.laps, 'lap')})")
    summary.add_row("traffic", f"{r.overtakes:.2f} overtakes, {r.blocked_turns:.2f} turns "
                    f"blocked by cars per race")
    console.print(summary)
    table = Table(title="Per driver (grid drawn at random: the first drawn on pole)",
                  title_justify="left")
    for col in ("driver", "place", "wins", "rounds led", "pit stops", "losses of control",
                "overtakes", "blocked"):
        table.add_column(col, justify="left" if col == "driver" else "right")
    for d in r.drivers:
        table.add_row(f"#{d.driver_id + 1}", f"{d.position_mean:.2f}", str(d.wins),
                      f"{d.rounds_led:.2f}", f"{d.pit_stops:.2f}",
                      f"{d.losses_of_control:.2f}", f"{d.overtakes:.2f}",
                      f"{d.blocked_turns:.2f}")
    console.print(table)


def _print_race_report(console: Console, path: Path, r: RaceReport) -> None:
    from rich.table import Table

    from pacenote.formats.writing import plural

    one, many = r.unit
    words = r.words  # race or rally: the engine's words
    players = plural(r.players, "player")
    console.print(f"[bold]{safe_markup(path.name)}[/bold]: {plural(r.runs, one, many)} of "
                  f"{plural(r.players, 'car')}, driver {r.driver}, seed {r.seed}; "
                  f"{'stages' if len(r.stages) > 1 else 'stage'} "
                  f"{safe_markup(', '.join(r.stages))}")
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_row("play duration", f"about {r.play_minutes:.0f} min at the table for "
                    f"{players}, simulated ({r.car_turns_mean:.1f} car-turns, "
                    f"{r.rounds_mean:.1f} rounds)")
    if r.guidance_minutes is not None:
        summary.add_row("rulebook", f"playing time about {r.guidance_minutes:.0f} min for "
                        f"these stages and {players}: the simulation is "
                        f"{r.duration_note}")
    summary.add_row(words["time"], f"mean {clock(r.total_mean, tenths=True)} per driver")
    summary.add_row("traffic", f"{r.overtakes:.2f} overtakes, {r.blocked_turns:.2f} turns "
                    f"blocked by cars per {one}")
    summary.add_row("retirements", str(r.retirements))
    serviced = [s for s in r.service if s.service]
    if serviced:  # what the service park repaired, per car (the JSON's "service")
        summary.add_row("service", "; ".join(
            f"after {safe_markup(s.stage)}: " + ", ".join(
                f"{kind.replace('_', ' ')} {v:.2f}" for kind, v in s.repaired_per_car.items())
            for s in serviced) + " repaired per car")
    console.print(summary)
    table = Table(title="Per driver (first start order drawn at random)",
                  title_justify="left")
    for col in ("driver", "mean", "sd", "p10", "p90", "place", "wins", "passes", "blocked",
                "crashes", "retired"):
        table.add_column(col, justify="left" if col == "driver" else "right")
    for d in r.drivers:
        table.add_row(f"#{d.driver_id + 1}", clock(d.total_mean, tenths=True),
                      f"{d.total_sd:.1f}", clock(d.total_p10), clock(d.total_p90),
                      f"{d.position_mean:.2f}", str(d.wins), f"{d.overtakes:.2f}",
                      f"{d.blocked_turns:.2f}", f"{d.crashes:.2f}", str(d.retirements))
    console.print(table)
    stages = Table(title=f"{words['stage_times']} and {words['damage']} (tokens "
                   f"{words['per']})", title_justify="left")
    stages.add_column("driver")
    for label in r.stages:
        stages.add_column(safe_markup(label), justify="right")
    stages.add_column("damage carried")
    for d in r.drivers:
        stages.add_row(f"#{d.driver_id + 1}", *(clock(t, tenths=True) for t in d.stage_means),
                       " ".join(f"{k} {v:.2f}" for k, v in d.damage_carried.items()) or "-")
    console.print(stages)
    if r.hot_spots:
        hot = Table(title="Congestion hot spots (blocked by cars, or plan changed by traffic)",
                    title_justify="left")
        for col in ("stage", "cell", "tile", "blocked", "traffic"):
            hot.add_column(col, justify="right" if col in ("blocked", "traffic") else "left")
        for h in r.hot_spots[:10]:
            hot.add_row(safe_markup(h.stage), safe_markup(h.cell), safe_markup(h.tile),
                        str(h.blocked), str(h.traffic))
        console.print(hot)


# A GT solo time trial reads the same report in the GT's words: a lap, gear tokens,
# focus tokens, spins (token 0) and goes off the track (00); no shortcuts or spare wheel.
_GT_WORDS = {"stage time": "lap time", "seconds tokens": "focus tokens",
             "spin": "spin (0)", "crash": "off track (00)"}


COLUMNS = (N_("cell", "drive table column"), N_("tile", "drive table column"),
           N_("hex", "drive table column"), N_("losses", "drive table column"),
           N_("per run", "drive table column"), N_("crashes", "drive table column"))
KINDS = (N_("spin"), N_("crash"), N_("sisu"), N_("gear"), N_("gas"), N_("brake"),
         N_("green_flag"))  # the engine's words for losses of control and damage drawn


def _histogram(r: DriveReport, title: str) -> Table:
    """The stage (or lap) times of the runs as a bar per time band."""
    from rich.table import Table

    from pacenote.i18n import decimal, tr

    hist = Table(title=title, title_justify="left")
    hist.add_column(tr("time"))
    hist.add_column(tr("runs"), justify="right")
    hist.add_column("")
    peak = max((n for _, _, n in r.histogram), default=1) or 1
    for lo, hi, n in r.histogram:
        hist.add_row(decimal(f"{clock(lo, tenths=True)}–{clock(hi, tenths=True)}"), str(n),
                     "█" * round(30 * n / peak))
    return hist


def _print_report(console: Console, stage_file: Path, r: DriveReport,
                  default_columns: list[str] | None = None, *, gt: bool = False) -> None:
    from rich.table import Table

    from pacenote.i18n import decimal, tr

    def row(label: str, value: str) -> None:  # the player's language and decimal mark
        summary.add_row(tr(label), decimal(value))

    def word(w: str) -> str:
        return _GT_WORDS.get(w, w) if gt else w

    console.print(f"[bold]{safe_markup(stage_file.name)}[/bold]: "
                  + tr("{runs} solo runs, driver {driver}, seed {seed}", runs=r.runs,
                       driver=r.driver, seed=r.seed)
                  + (" (GT solo time trial: one lap, gear-token times)" if gt else ""))
    exact = r.exact is not None
    mark = tr(" (exact)") if exact else ""  # figures computed exactly from the expert's tables
    per_run = tr("{n} per run")
    summary = Table(show_header=False, box=None, pad_edge=False)
    row(N_("finished"), tr("{finished}/{runs} runs", finished=r.finished, runs=r.runs)
        + f", {r.finish_share:.1%}{mark}"
        + (", " + tr("retired {n}", n=r.retired) if r.retired else "")
        + (", " + tr("stuck {n}", n=r.stuck) if r.stuck else ""))
    spread = "  ".join(f"{name} {clock(value, tenths=True)}" for name, value in
                       (("p10", r.p10), ("p50", r.p50), ("p90", r.p90)))
    mean = tr("mean {time}", time=clock(r.mean, tenths=True)) + mark
    if exact and r.runs_mean is not None:
        mean += " (" + tr("runs {time}", time=clock(r.runs_mean, tenths=True))
        mean += f" ± {r.runs_se:.1f} s)" if r.runs_se is not None else ")"
    elif r.runs_se is not None:
        mean += f" ± {r.runs_se:.1f} s"
    row(word(N_("stage time")), f"{mean}  {spread} " + tr("(runs)"))
    if r.par_time is not None:
        row(N_("par time"), f"{clock(r.par_time, tenths=True)} " + tr("(expert's expected time)"))
    row(N_("turns"), per_run.format(n=f"{r.turns_mean:.2f}") + mark)
    counted = tr("in the runs: ") if exact else ""  # counts stay the runs' own
    row(N_("losses of control"), per_run.format(n=f"{r.loc_per_run:.2f}") + f"{mark}  {counted}"
        + "  ".join(f"{tr(word(k))} {v}" for k, v in r.backs.items()))
    row(N_("damage drawn"), counted + "  ".join(f"{tr(k)} {v}" for k, v in r.damage.items())
        if r.damage else tr("none"))
    if not gt:
        row(N_("shortcuts"), counted + tr("{entries} entries in {runs} runs",
                                          entries=r.shortcut_entries, runs=r.shortcut_runs)
            + "  " + "  ".join(f"{k} {v}" for k, v in r.shortcut_outcomes.items()))
    if r.exact is not None and not gt:
        e = r.exact
        row(N_("per run (exact)"),
            tr("damage") + " " + "  ".join(f"{tr(k)} {v:.3f}" for k, v in e.damage.items())
            + "; " + tr("shortcuts {entries} entries, {share} of runs",
                        entries=f"{e.shortcut_entries:.3f}", share=f"{e.shortcut_runs:.1%}"))
    row(word(N_("seconds tokens")),
        tr("{n} left per run on average", n=f"{r.seconds_left_mean:.1f}") + mark)
    if default_columns:
        summary.add_row("dashboard", f"{' and '.join(default_columns)} column"
                        f"{'s' if len(default_columns) > 1 else ''}: DEFAULT values, not "
                        "printed in the rulebook (a --ruleset file overrides them)")
    if r.blocked_turns:
        row(N_("blocked turns"), tr("{n} (no die could enter a cell ahead)", n=r.blocked_turns))
    if r.spare_wheel_runs or r.sisu_runs:
        row(N_("spare wheel / SISU"), tr("{spare} / {sisu} runs", spare=r.spare_wheel_runs,
                                     sisu=r.sisu_runs))
    console.print(summary)
    console.print(_histogram(r, f"{word('stage time').capitalize()} distribution" if gt
                             else tr("Stage time distribution")))
    if r.hot_spots:
        hot = Table(title=tr("Hot spots (losses of control by cell)") if not exact else
                    tr("Hot spots (per run: exact)"), title_justify="left")
        for col in ("cell", "tile", "hex", "losses", "per run", "crashes"):
            hot.add_column(tr(col, "drive table column"),
                           justify="right" if col in ("losses", "per run", "crashes")
                           else "left")
        for h in r.hot_spots[:10]:
            hot.add_row(safe_markup(h.label), safe_markup(h.tile), f"{h.hex[0]},{h.hex[1]}",
                        str(h.losses), f"{h.loss_rate:.3f}", str(h.crashes))
        console.print(hot)
