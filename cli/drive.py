"""CLI command ``drive``: AI drivers run a stage many times; pace, risk and hot spots."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from pacenote.cli.app import app, help_text
from pacenote.cli.drivereport import print_circuit_report, print_race_report, print_report
from pacenote.engine.personalities import PERSONALITIES
from pacenote.errors import PacenoteFileError, error_text
from pacenote.i18n import msg, said, tr
from pacenote.jsonio import json_text

if TYPE_CHECKING:  # the engine and rich load when a drive runs, not for --help
    from pacenote.engine import DriveSettings, RaceEntry
    from pacenote.engine.ruleset import Ruleset
    from pacenote.rally import Rally, RallyStage
    from pacenote.stage import Stage
    from pacenote.tiles import Tileset


MAX_CARS = 6  # cars in one race of the engine (a rally file may name up to 10 players)


class Sisu(StrEnum):
    off = "off"
    stage = "stage"
    rally = "rally"


class Joker(StrEnum):
    once = "once"
    free = "free"


class OnOff(StrEnum):
    on = "on"
    off = "off"


class StartWeather(StrEnum):
    dry = "dry"
    wet = "wet"


class WeatherTokens(StrEnum):
    bag = "bag"
    aside = "aside"


# GT options (docs/engine.md "GT races"): the rules of a GT race only.
GT_OPTIONS = {"weather": "--weather", "start_weather": "--start-weather",
              "weather_tokens": "--weather-tokens"}
GT_ON = msg("[default: the file's option, else the GT ruleset's: on]")
GT_DRY = msg("[default: the file's option, else the GT ruleset's: dry]")
GT_BAG = msg("[default: the file's option, else the GT ruleset's: bag]")
WEATHER_HELP = msg("GT: a weather token drawn flips every dashboard (on), or is put back and "
                   "another drawn (off). {default}", default=GT_ON)
START_WEATHER_HELP = msg("GT: the weather at the start of the race (each car starts on the "
                         "tyres that suit it). {default}",
                         default=GT_DRY)
WEATHER_TOKENS_HELP = msg("GT: weather tokens drawn go back into the bag, or stay aside for "
                          "the rest of the race. {default}",
                          default=GT_BAG)


# The advanced rules' default: a rally file's options, else the ruleset's (docs/engine.md).
RULE_OFF = msg("[default: the rally file's option, else the ruleset's: off]")
RULE_ON = msg("[default: the rally file's option, else the ruleset's: on]")
RULE_ONCE = msg("[default: the rally file's option, else the ruleset's: once]")
LAPS_HELP = msg("A circuit race (GT, or DIRT tiles round the RX 401): laps. [default: the "
                "circuit file's, else 1]")
JOKER_HELP = msg("An RX circuit's joker branch: every car takes it once per race, or free (a "
                 "road like any other). {default}", default=RULE_ONCE)

# the circuit and GT options, declared here to keep drive_command short
MudOption = Annotated[list[str] | None, typer.Option(
    "--mud", metavar="COURSE_TILE[=TOKENS]",
    help="Extra -1 mud token(s) on a course tile, numbered from 1 as pacenote graph numbers "
         "them (TOKENS: 1 if left out). Repeatable. [default: none]")]
LapsOption = Annotated[int | None, typer.Option("--laps", min=1, max=20,
                                                help=help_text(LAPS_HELP))]
JokerOption = Annotated[Joker | None, typer.Option("--joker", help=help_text(JOKER_HELP))]
WeatherOption = Annotated[OnOff | None, typer.Option("--weather", help=help_text(WEATHER_HELP))]
StartWeatherOption = Annotated[StartWeather | None, typer.Option(
    "--start-weather", help=help_text(START_WEATHER_HELP))]
WeatherTokensOption = Annotated[WeatherTokens | None, typer.Option(
    "--weather-tokens", help=help_text(WEATHER_TOKENS_HELP))]


def check_driver(name: str) -> None:
    """The --driver value must name one of the engine's drivers (drive and edit)."""
    if name not in PERSONALITIES:
        raise typer.BadParameter(msg("unknown driver {name}; choose from {names}",
                                     name=repr(name), names=", ".join(PERSONALITIES)),
                                 param_hint="--driver")


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
            raise typer.BadParameter(msg("{item} is not COURSE_TILE[=TOKENS] (COURSE_TILE 1 or "
                                         "more, as pacenote graph numbers the tiles; TOKENS 1 "
                                         "or more)", item=repr(item)),
                                     param_hint="--mud") from None
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
        help=help_text(msg("Advanced rule: 5-second penalty tokens to change the next start "
                           "order. {default}", default=RULE_OFF)))] = None,
    seed: Annotated[int, typer.Option("--seed", "-s", help="Seed: same seed, same report.")] = 0,
    driver: Annotated[str, typer.Option(
        "--driver", "-d", help=help_text(msg("One of: {names}.",
                                             names=", ".join(PERSONALITIES))))] = "expert",
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
        help=help_text(msg("Advanced rule: gear 2 straight from 0. {default}",
                           default=RULE_OFF)))] = None,
    red_zone: Annotated[bool | None, typer.Option(
        "--red-zone/--no-red-zone",
        help=help_text(msg("Advanced rule: brake dice as gas in top gear. {default}",
                           default=RULE_OFF)))] = None,
    sisu: Annotated[Sisu | None, typer.Option(
        "--sisu", help=help_text(msg("Advanced rule: SISU token once per stage/rally, or "
                                     "off. {default}", default=RULE_OFF)))] = None,
    leader: Annotated[bool | None, typer.Option(
        "--leader-dice/--no-leader-dice",
        help=help_text(msg("Solo driver leads every round on gravel (leader dice); off = "
                           "single stage without leader dice. {default}",
                           default=RULE_ON)))] = None,
    mud: MudOption = None,
    laps: LapsOption = None,
    joker: JokerOption = None,
    weather: WeatherOption = None,
    start_weather: StartWeatherOption = None,
    weather_tokens: WeatherTokensOption = None,
) -> None:
    """Test-drive a stage solo, race cars on it, or race a whole rally.

    STAGE alone: time trials of one car; with --players N: N cars race on it; RALLY: the
    cars race every stage. The report gives pace, risk, hot spots and, with several cars,
    traffic and the play duration."""
    from pacenote.engine import DriveSettings
    from pacenote.rally import is_rally_file

    check_driver(driver)
    # naming a run to trace asks for its trace: --trace-run alone is not ignored
    trace_run = (trace_index or 0) if trace or trace_index is not None else None
    changes = _rule_changes(quick_start=quick_start, red_zone=red_zone, leader_dice=leader,
                            checkpoints=checkpoints, sisu_token=sisu, joker=joker, weather=weather,
                            start_weather=start_weather, weather_tokens=weather_tokens)
    base = DriveSettings(driver=driver, seed=seed, extra_mud=tuple(_mud_option(mud or []).items()),
                         jobs=jobs, trace_run=trace_run, once=True)
    if is_rally_file(stage_file):
        if laps is not None:
            raise typer.BadParameter(msg("only for a circuit, not a rally"), param_hint="--laps")
        _drive_rally(stage_file, ruleset_file, changes, base, runs, players, as_json)
        return
    _drive_stage(stage_file, ruleset_file, changes, replace(base, laps=laps), runs, players,
                 as_json)


def _check_gt_options(changes: Mapping[str, Any], rules: Ruleset) -> None:
    """A GT option on the DIRT rules would change nothing: say so rather than ignore it."""
    for option, flag in GT_OPTIONS.items():
        if option in changes and rules.game != "gt":
            raise typer.BadParameter(msg("only for a GT circuit or a rally of GT circuits"),
                                     param_hint=flag)


def _rule_changes(**options: bool | StrEnum | None) -> dict[str, bool | str]:
    """The ruleset options given on the command line (None: not given)."""
    return {k: v.value if isinstance(v, StrEnum) else v for k, v in options.items()
            if v is not None}


def _drive_rally(stage_file: Path, ruleset_file: Path | None, changes: Mapping[str, Any],
                 base: DriveSettings, runs: int | None, players: int | None,
                 as_json: bool) -> None:
    """Race every stage of a rally file (its own options, then the command line's)."""
    from pacenote.engine import load_ruleset, stage_ruleset
    from pacenote.engine.testdrive import DEFAULT_RACE_RUNS
    from pacenote.rally import check_rally_drive, check_rally_tiles, load_rally

    rally = load_rally(stage_file)
    entries = _rally_entries(rally)
    # the rally races on the rules of its game (a GT event: the GT rules), as the editor
    rules = (load_ruleset(ruleset_file) if ruleset_file is not None or not entries
             else stage_ruleset(entries[0].stage, entries[0].tileset))
    rules = rules.with_options(**rally.options) if rally.options else rules
    _check_gt_options(changes, rules)
    rules = rules.with_options(**changes) if changes else rules
    cars = players or rally.players or 4
    if cars > MAX_CARS:  # the rally's sheet may have more columns than a race has cars
        raise PacenoteFileError(stage_file, "$.players", msg(
            "{cars} players, and a test drive races 1 to {most} cars: pass --players 1 to "
            "{most}", cars=cars, most=MAX_CARS))
    check_rally_tiles([e.stage for e in entries], stage_file)
    check_rally_drive([e.stage for e in entries], stage_file)
    _drive_field(stage_file, entries, replace(
        base, runs=runs or DEFAULT_RACE_RUNS, ruleset=rules, players=cars), as_json)


def _drive_stage(stage_file: Path, ruleset_file: Path | None, changes: Mapping[str, Any],
                 base: DriveSettings, runs: int | None, players: int | None,
                 as_json: bool) -> None:
    """A stage or circuit: solo (a DIRT stage's time trials, a GT circuit's solo laps) or
    raced by ``players`` cars, on the rules of its game."""
    from pacenote.course import build_course
    from pacenote.engine import RaceEntry, load_ruleset
    from pacenote.engine.testdrive import DEFAULT_RACE_RUNS, DEFAULT_RUNS, stage_game
    from pacenote.loading import load_known_stage

    stage, tileset = load_known_stage(stage_file)
    game = stage_game(stage, tileset)  # a GT circuit: the GT rules
    if base.laps is not None and not build_course(stage, tileset).is_circuit:
        raise typer.BadParameter(msg("only for a circuit (a course round a start-finish "  # a
                                     "piece: GT 102 or RX 401)"), param_hint="--laps")  # stage
    rules = load_ruleset(ruleset_file, game=game)
    _check_gt_options(changes, rules)
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
        raise PacenoteFileError(stage_file, "", msg("cannot drive: {reason}",
                                                    reason=error_text(exc))) from None
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
    lap = report.graph is not None and report.graph.course.is_circuit
    print_report(console, stage_file, report, defaults, gt=gt, lap=lap)
    if trace_run is not None:
        console.print("\n[bold]" + tr("Run {run} turn by turn", run=trace_run) + "[/bold] "
                      + tr("(seed {seed}, {driver})", seed=settings.seed,
                           driver=settings.driver))
        for line in report.trace:  # one line each, never wrapped
            console.print(said(line), markup=False, soft_wrap=True)


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
        raise PacenoteFileError(path, "", msg("cannot drive: {reason}",
                                              reason=error_text(exc))) from None
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
    if report.laps and len(entries) == 1:  # a circuit race: first across the line wins
        print_circuit_report(console, path, report, _circuit_pieces(entries[0]))
    else:
        print_race_report(console, path, report)
    if report.trace:
        console.print("\n[bold]" + tr("Run {run} round by round", run=settings.trace_run)
                      + "[/bold] " + tr("(seed {seed}, {driver})", seed=settings.seed,
                                        driver=settings.driver))
        for line in report.trace:
            console.print(said(line), markup=False, soft_wrap=True)


def _circuit_pieces(entry: RaceEntry) -> int:
    """Road pieces of a circuit's loop (102 included, the pit stop not), as the GT book's
    playing time counts them."""
    from pacenote.course import build_course
    from pacenote.tiles import load_tileset

    return len(build_course(entry.stage, entry.tileset or load_tileset(entry.stage.tileset))
               .tiles)
