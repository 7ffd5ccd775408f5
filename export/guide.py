"""What a stage's build guide page says: everything read from the stage, nothing drawn.

The page painter (:mod:`pacenote.export.pages`) only lays this out, so tests can check
the content without rendering and every output format prints the same facts.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pacenote import playtime
from pacenote.boxes import BoxSpec
from pacenote.course import Course
from pacenote.drawing import Drawing, Polygon, Style
from pacenote.drivable import drive_blocker
from pacenote.engine import DriveSettings, RaceEntry, Ruleset, test_drive, test_race
from pacenote.engine.testdrive import DEFAULT_RACE_RUNS
from pacenote.errors import PacenoteFileError
from pacenote.export.buildsteps import BuildStep, build_steps
from pacenote.hexgrid import hex_corners, rotate_point
from pacenote.i18n import msg, tr, trn
from pacenote.stage import Stage
from pacenote.stagedraw import stage_drawing
from pacenote.tilelist import tile_list
from pacenote.validators import Finding, StageContext, circuitguide, stage_context
from pacenote.validators.guidelines import (
    MINUTES_PER_TILE,
    PLAYERS,
    STAGE_TILES,
    course_class,
    play_minutes,
    road_tiles,
)

NUMBER_MARK = "#1d1d1d"
DRIVER = "expert"  # the par time is the expert's expected time (docs/engine.md)
MAX_CARS = 6  # cars in one race of the engine


@dataclass(frozen=True)
class ParTime:
    runs: int
    seed: int
    par: float | None  # the expert's expected time, seconds
    mean: float | None  # mean time of the runs that finished, seconds
    finished: int


@dataclass(frozen=True)
class CircuitRace:
    """A circuit's races as the build guide quotes them (``pacenote drive CIRCUIT
    --players N``): the expert driver in every car, over the circuit's laps."""

    races: int
    players: int
    laps: int
    rounds: float  # rounds per race
    minutes: float  # simulated play duration at the table
    overtakes: float  # per race, the whole field
    blocked: float  # turns blocked by cars per race


@dataclass
class StageGuide:
    name: str
    author: str
    source: str  # the file it came from, as given
    tiles: list[str]  # rulebook style, "1 x 210b"
    steps: list[BuildStep]
    drawing: Drawing
    road_tiles: int | None  # road tiles START → FINISH; None without both
    cells: int  # road cells of the course's graph (lanes, corner paths, slide halves)
    stage_class: str | None
    service: str | None  # the service park's tile id when one follows the FINISH
    complete: bool
    errors: list[Finding] = field(default_factory=list)
    notes: str = ""
    off_course: list[str] = field(default_factory=list)  # road tiles placed but not driven
    label: str = ""  # "SS1" in a rally
    par: ParTime | None = None
    par_note: str = ""  # why there is no par time although one was asked for (a Text)
    players: int = PLAYERS  # the estimated playing time is for this many players
    circuit: tuple[int, int] | None = None  # a closed GT circuit's (pieces, laps)
    race: CircuitRace | None = None  # a circuit's races, with the par time

    @property
    def kind(self) -> str:
        """What the page calls it: a GT circuit is raced, a DIRT stage is driven."""
        return "race" if self.circuit else "stage"

    @property
    def minutes(self) -> int | None:
        """The rulebook's playing time for the class (4 players)."""
        if self.stage_class is None:
            return None
        return round(STAGE_TILES[self.stage_class] * MINUTES_PER_TILE)

    @property
    def play_minutes(self) -> int | None:
        """Estimated playing time for ``players`` (the rulebook's rate, scaled)."""
        return None if self.road_tiles is None else play_minutes(self.road_tiles, self.players)

    @property
    def title(self) -> str:
        name = self.name or Path(self.source).name
        if not self.label or self.label.lower() in name.lower():  # "Rally 1 - SS2"
            return name
        return f"{self.label} · {name}"


def stage_guide(stage: Stage, source: str | Path, *, label: str = "", boxes: BoxSpec = 1,
                players: int = PLAYERS, par_runs: int | None = None,
                ruleset: Ruleset | None = None, seed: int = 0,
                checked: tuple[StageContext | None, list[Finding]] | None = None) -> StageGuide:
    """The build guide of one stage.

    ``checked`` is the stage's validation (``stage_context``) when the caller already has
    it; ``par_runs`` asks for the expert's par time over that many runs (``ruleset``
    defaults to the shipped one of the stage's game) and, on a circuit, its race figures
    for ``players`` cars (:func:`circuit_race`).
    """
    context, findings = checked or stage_context(stage, path=Path(source), boxes=boxes)
    if context is None:  # the stage names a tileset pacenote does not know
        raise PacenoteFileError(source, "$.tileset", findings[0].message)
    course = context.course
    road = road_tiles(course)
    service = course.service
    guide = StageGuide(
        name=stage.name, author=stage.author, source=str(source), tiles=tile_list(stage),
        steps=build_steps(course), drawing=guide_drawing(stage, course), road_tiles=road,
        cells=len(context.graph.road_cells()), players=players,
        stage_class=course_class(course),
        service=None if service is None else service.placement.tile,
        complete=course.complete, errors=[f for f in findings if f.severity == "error"],
        notes=stage.notes, label=label,
        circuit=(len(course.tiles), course.laps) if course.is_circuit and course.complete
        else None,
        off_course=[stage.tiles[i].tile for i in course.unused + course.unknown])
    if par_runs is not None:
        if not course.complete:
            guide.par_note = msg("the course is not one clean START → FINISH chain")
        elif (blocker := drive_blocker(course, context.graph)) is not None:
            guide.par_note = blocker
        else:  # a circuit: its game's rules unless given (test_drive picks them)
            guide.par = par_time(context, par_runs, ruleset, seed)
            if guide.circuit is not None:
                guide.race = circuit_race(context, par_runs, players, ruleset, seed)
    return guide


RACE_RUNS = DEFAULT_RACE_RUNS  # races at most for a circuit's figures (as pacenote drive)


def circuit_race(context: StageContext, runs: int, players: int, ruleset: Ruleset | None,
                 seed: int = 0) -> CircuitRace:
    """A circuit's races: ``players`` cars (1-6) of the expert driver over its laps,
    ``runs`` races (at most :data:`RACE_RUNS`)."""
    cars = max(1, min(players, MAX_CARS))
    settings = DriveSettings(driver=DRIVER, runs=min(runs, RACE_RUNS), seed=seed,
                             ruleset=ruleset, players=cars)
    stage = context.stage
    r = test_race([RaceEntry(stage.name or "race", stage, tileset=context.tileset)], settings)
    return CircuitRace(r.runs, cars, r.laps, r.rounds_mean, r.play_minutes, r.overtakes,
                       r.blocked_turns)


def circuit_facts(pieces: int, laps: int) -> list[tuple[str, str]]:
    """A closed GT circuit's length and playing time, as the GT rulebook's guidelines
    give them (:mod:`pacenote.validators.circuitguide`, 4 players)."""
    minutes = circuitguide.race_minutes(pieces, laps)
    kind = circuitguide.race_class(minutes)
    return [(tr("length"), trn("{pieces} pieces in the loop x {n} lap: a {size} race "
                               "(rulebook: {guidelines})",
                               "{pieces} pieces in the loop x {n} laps: a {size} race "
                               "(rulebook: {guidelines})", laps, pieces=pieces,
                               size=tr(kind, "class"), guidelines=tr(circuitguide.GUIDELINES))),
            (tr(playtime.NAME), tr("~{minutes} min for {players} players (rulebook: ~{book} min "
                                   "for a {size} race)", minutes=round(minutes),
                                   players=circuitguide.PLAYERS,
                                   book=circuitguide.CLASS_MINUTES[kind], size=tr(kind, "class")))]


def guide_drawing(stage: Stage, course: Course) -> Drawing:
    """The stage drawing plus a dark wedge in the corner of each tile's printed number,
    the mark the build table's "number at" column refers to."""
    d = stage_drawing(stage, course, open_ends=not course.complete)
    corner = hex_corners()[2]  # the top-left corner (they run counter-clockwise from east)
    # The wedge: the corner and a point 0.15 along each of the two edges meeting there.
    wedge = (corner, (corner[0] + 0.15, corner[1]), (corner[0] - 0.075, corner[1] - 0.13))
    style = Style(fill=NUMBER_MARK, stroke=NUMBER_MARK, width=0.01)
    for road in course.road_tiles:
        cx, cy = road.hex.center()
        pts = (rotate_point(p, road.placement.rot) for p in wedge)
        d.add(Polygon(tuple((cx + x, cy + y) for x, y in pts), style))
    return d


def par_time(context: StageContext, runs: int, ruleset: Ruleset | None,
             seed: int = 0) -> ParTime:
    """The expert driver's par and mean over ``runs`` solo runs (mud tokens included)."""
    settings = DriveSettings(driver=DRIVER, runs=runs, seed=seed, ruleset=ruleset)
    report = test_drive(context.stage, settings, tileset=context.tileset)
    return ParTime(runs, seed, report.par_time, report.mean, report.finished)
