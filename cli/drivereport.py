"""The ``drive`` command's printed reports: a solo test drive, a race or rally, and a
circuit race (GT or DIRT tiles), in the player's language where translated."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pacenote.cli.safetext import safe_markup
from pacenote.i18n import N_
from pacenote.timefmt import clock

if TYPE_CHECKING:  # rich and the engine load when a drive runs, not for --help
    from rich.console import Console
    from rich.table import Table

    from pacenote.engine import DriveReport, RaceReport


# Circuit races: who drives by which rules, in the report's first line.
RULES_NOTE = {"gt": N_("GT rules"),
              "dirt": N_("DIRT rules: pacenote's reading, no DIRT rulebook covers circuits")}
BOOK_GUIDANCE = N_("the GT book's \"Build your own track\": a short race of 15 pieces x 1 "
                   "lap takes 30 min for 4 players")

# The race reports' table columns (translated with the context "race table column").
CIRCUIT_COLUMNS = (N_("driver", "race table column"), N_("place", "race table column"),
                   N_("wins", "race table column"), N_("laps led", "race table column"),
                   N_("rounds led", "race table column"), N_("pit stops", "race table column"),
                   N_("losses of control", "race table column"),
                   N_("overtakes", "race table column"), N_("blocked", "race table column"))
RACE_COLUMNS = (N_("driver", "race table column"), N_("mean", "race table column"),
                N_("sd", "race table column"), N_("p10", "race table column"),
                N_("p90", "race table column"), N_("place", "race table column"),
                N_("wins", "race table column"), N_("passes", "race table column"),
                N_("blocked", "race table column"), N_("crashes", "race table column"),
                N_("retired", "race table column"))
HOT_SPOT_COLUMNS = (N_("stage", "race table column"), N_("cell", "race table column"),
                    N_("tile", "race table column"), N_("blocked", "race table column"),
                    N_("traffic", "race table column"))
REPAIRED = N_("spare wheel")  # a repair of the service park (the others: KINDS)


def print_circuit_report(console: Console, path: Path, r: RaceReport, pieces: int) -> None:
    """A circuit race (GT, or DIRT tiles round the RX 401): places in the order cars
    crossed the line after the last lap, per driver."""
    from rich.table import Table

    from pacenote.i18n import decimal, tr, trn
    from pacenote.validators.circuitguide import PLAYERS, race_minutes

    rules = tr(RULES_NOTE[r.game]) if r.game in RULES_NOTE else r.game
    console.print(f"[bold]{safe_markup(path.name)}[/bold]: " + tr(
        "{races} of {cars} over {laps} ({rules}), driver {driver}, seed {seed}",
        races=trn("{n} race", "{n} races", r.runs), cars=trn("{n} car", "{n} cars", r.players),
        laps=trn("{n} lap", "{n} laps", r.laps), rules=rules, driver=r.driver, seed=r.seed))
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_row(tr("race length"), decimal(tr(
        "{rounds} rounds, {turns} car-turns per race", rounds=f"{r.rounds_mean:.1f}",
        turns=f"{r.car_turns_mean:.1f}")))
    summary.add_row(tr("play duration"), decimal(tr(
        "about {minutes} min at the table for {players}, simulated; the book's guidance: "
        "about {book} min for {book_players} players ({pieces}, {laps}), from {guidance}",
        minutes=f"{r.play_minutes:.0f}", players=trn("{n} player", "{n} players", r.players),
        book=f"{race_minutes(pieces, r.laps):.0f}", book_players=PLAYERS,
        pieces=trn("{n} piece", "{n} pieces", pieces), laps=trn("{n} lap", "{n} laps", r.laps),
        guidance=tr(BOOK_GUIDANCE))))
    summary.add_row(tr("traffic"), decimal(tr(
        "{overtakes} overtakes, {blocked} turns blocked by cars per race",
        overtakes=f"{r.overtakes:.2f}", blocked=f"{r.blocked_turns:.2f}")))
    if r.options.get("joker"):
        summary.add_row(tr("joker"), tr("every car takes the joker branch once per race")
                        if r.options["joker"] == "once" else tr(
                            "the joker branch is a road like any other (rules option "
                            "joker: free)"))
    console.print(summary)
    table = Table(title=tr("Per driver, per race (grid drawn at random: the first drawn on "
                           "pole)"), title_justify="left")
    for col in CIRCUIT_COLUMNS:
        table.add_column(tr(col, "race table column"),
                         justify="left" if col == "driver" else "right")
    for d in r.drivers:
        table.add_row(f"#{d.driver_id + 1}", decimal(f"{d.position_mean:.2f}"), str(d.wins),
                      *(decimal(f"{v:.2f}") for v in (
                          d.laps_led, d.rounds_led, d.pit_stops, d.losses_of_control,
                          d.overtakes, d.blocked_turns)))
    console.print(table)


def print_race_report(console: Console, path: Path, r: RaceReport) -> None:
    from rich.table import Table

    from pacenote.i18n import decimal, said, tr, trn

    rally = r.unit[0] == "rally"
    words = {k: tr(v) for k, v in r.words.items()}  # race or rally: the engine's words
    players = trn("{n} player", "{n} players", r.players)
    runs = trn("{n} rally", "{n} rallies", r.runs) if rally else \
        trn("{n} race", "{n} races", r.runs)
    console.print(f"[bold]{safe_markup(path.name)}[/bold]: " + tr(
        "{runs} of {cars}, driver {driver}, seed {seed}; {stages}", runs=runs,
        cars=trn("{n} car", "{n} cars", r.players), driver=r.driver, seed=r.seed,
        stages=trn("stage {names}", "stages {names}", len(r.stages),
                   names=safe_markup(", ".join(r.stages)))))
    summary = Table(show_header=False, box=None, pad_edge=False)
    summary.add_row(tr("play duration"), decimal(tr(
        "about {minutes} min at the table for {players}, simulated ({turns} car-turns, "
        "{rounds} rounds)", minutes=f"{r.play_minutes:.0f}", players=players,
        turns=f"{r.car_turns_mean:.1f}", rounds=f"{r.rounds_mean:.1f}")))
    if r.guidance_minutes is not None:
        summary.add_row(tr("rulebook"), tr(
            "playing time about {minutes} min for these stages and {players}: the "
            "simulation is {note}", minutes=f"{r.guidance_minutes:.0f}", players=players,
            note=said(r.duration_note)))
    summary.add_row(words["time"], decimal(tr("mean {time} per driver",
                                              time=clock(r.total_mean, tenths=True))))
    summary.add_row(tr("traffic"), decimal(tr(
        "{overtakes} overtakes, {blocked} turns blocked by cars {per}",
        overtakes=f"{r.overtakes:.2f}", blocked=f"{r.blocked_turns:.2f}", per=words["per"])))
    summary.add_row(tr("retirements"), str(r.retirements))
    serviced = [s for s in r.service if s.service]
    if serviced:  # what the service park repaired, per car (the JSON's "service")
        summary.add_row(tr("service"), decimal(tr("{repairs} repaired per car", repairs="; ".join(
            tr("after {stage}: {kinds}", stage=safe_markup(s.stage), kinds=", ".join(
                f"{tr(kind.replace('_', ' '))} {v:.2f}"
                for kind, v in s.repaired_per_car.items()))
            for s in serviced))))
    console.print(summary)
    table = Table(title=tr("Per driver (first start order drawn at random)"),
                  title_justify="left")
    for col in RACE_COLUMNS:
        table.add_column(tr(col, "race table column"),
                         justify="left" if col == "driver" else "right")
    for d in r.drivers:
        table.add_row(f"#{d.driver_id + 1}", decimal(clock(d.total_mean, tenths=True)),
                      decimal(f"{d.total_sd:.1f}"), clock(d.total_p10), clock(d.total_p90),
                      decimal(f"{d.position_mean:.2f}"), str(d.wins),
                      decimal(f"{d.overtakes:.2f}"), decimal(f"{d.blocked_turns:.2f}"),
                      decimal(f"{d.crashes:.2f}"), str(d.retirements))
    console.print(table)
    stages = Table(title=tr("{times} and {damage} (tokens {per})", times=words["stage_times"],
                            damage=words["damage"], per=words["per"]), title_justify="left")
    stages.add_column(tr("driver", "race table column"))
    for label in r.stages:
        stages.add_column(safe_markup(label), justify="right")
    stages.add_column(tr("damage carried", "race table column"))
    for d in r.drivers:
        stages.add_row(f"#{d.driver_id + 1}",
                       *(decimal(clock(t, tenths=True)) for t in d.stage_means),
                       " ".join(decimal(f"{tr(k)} {v:.2f}") for k, v in d.damage_carried.items())
                       or "-")
    console.print(stages)
    if r.hot_spots:
        hot = Table(title=tr("Congestion hot spots (blocked by cars, or plan changed by "
                             "traffic)"), title_justify="left")
        for col in HOT_SPOT_COLUMNS:
            hot.add_column(tr(col, "race table column"),
                           justify="right" if col in ("blocked", "traffic") else "left")
        for h in r.hot_spots[:10]:
            hot.add_row(safe_markup(h.stage), safe_markup(h.cell), safe_markup(h.tile),
                        str(h.blocked), str(h.traffic))
        console.print(hot)


# One lap of a circuit of DIRT tiles: a DIRT stage's report, timed over the lap.
_LAP_WORDS = {"stage time": N_("lap time")}
DIRT_LAP = N_("one lap of a circuit on the DIRT rules: pacenote's reading, no DIRT "
              "rulebook covers circuits")


# A GT solo time trial reads the same report in the GT's words: a lap, gear tokens,
# focus tokens, spins (token 0) and goes off the track (00); no shortcuts or spare wheel.
_GT_WORDS = {"stage time": N_("lap time"), "seconds tokens": N_("focus tokens"),
             "spin": N_("spin (0)"), "crash": N_("off track (00)")}


COLUMNS = (N_("cell", "drive table column"), N_("tile", "drive table column"),
           N_("hex", "drive table column"), N_("losses", "drive table column"),
           N_("per run", "drive table column"), N_("crashes", "drive table column"))
# The dashboard's columns by terrain (the ruleset's names), where DEFAULT values are read.
DASHBOARD_COLUMNS = (N_("gravel", "dashboard column"), N_("gravel_leader", "dashboard column"),
                     N_("asphalt", "dashboard column"), N_("snow", "dashboard column"))
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


def print_report(console: Console, stage_file: Path, r: DriveReport,
                 default_columns: list[str] | None = None, *, gt: bool = False,
                  lap: bool = False) -> None:
    """A solo test drive; ``gt``: a GT circuit's time trial, in GT's words; ``lap``: one
    lap of a circuit of DIRT tiles (pacenote's reading)."""
    from rich.table import Table

    from pacenote.i18n import decimal, tr, trn

    def row(label: str, value: str) -> None:  # the player's language and decimal mark
        summary.add_row(tr(label), decimal(value))

    def word(w: str) -> str:
        return _GT_WORDS.get(w, w) if gt else _LAP_WORDS.get(w, w) if lap else w

    console.print(f"[bold]{safe_markup(stage_file.name)}[/bold]: "
                  + tr("{runs} solo runs, driver {driver}, seed {seed}", runs=r.runs,
                       driver=r.driver, seed=r.seed)
                  + (tr(" (GT solo time trial: one lap, gear-token times)") if gt else "")
                  + (" (" + tr(DIRT_LAP) + ")" if lap and not gt else ""))
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
            + "  " + "  ".join(f"{tr(k, 'shortcut token')} {v}"
                               for k, v in r.shortcut_outcomes.items()))
    if r.exact is not None and not gt:
        e = r.exact
        row(N_("per run (exact)"),
            tr("damage") + " " + "  ".join(f"{tr(k)} {v:.3f}" for k, v in e.damage.items())
            + "; " + tr("shortcuts {entries} entries, {share} of runs",
                        entries=f"{e.shortcut_entries:.3f}", share=f"{e.shortcut_runs:.1%}"))
    row(word(N_("seconds tokens")),
        tr("{n} left per run on average", n=f"{r.seconds_left_mean:.1f}") + mark)
    if default_columns:
        names = [tr(c, "dashboard column") for c in default_columns]
        summary.add_row(tr("dashboard"), trn(
            "{columns} column: DEFAULT values, not printed in the rulebook (a --ruleset file "
            "overrides them)", "{columns} columns: DEFAULT values, not printed in the rulebook "
            "(a --ruleset file overrides them)", len(names), columns=names[0] if len(names) == 1
            else tr("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])))
    if r.blocked_turns:
        row(N_("blocked turns"), tr("{n} (no die could enter a cell ahead)", n=r.blocked_turns))
    if r.spare_wheel_runs or r.sisu_runs:
        row(N_("spare wheel / SISU"), tr("{spare} / {sisu} runs", spare=r.spare_wheel_runs,
                                     sisu=r.sisu_runs))
    console.print(summary)
    console.print(_histogram(r, tr("Lap time distribution") if gt or lap
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
