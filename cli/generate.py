"""``pacenote generate``: stages, circuits and rallies to a brief (docs/generate.md)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, NoReturn

import typer

from pacenote.cli.app import UsageError, app
from pacenote.cli.outputs import check_output_file, check_output_folder
from pacenote.cli.safetext import safe
from pacenote.errors import error_text
from pacenote.i18n import decimal, msg, said, tr, trn

EXIT_UNMET = 1  # the brief cannot be met (one line naming the point)


@app.command("generate")
def generate_command(
    output: Annotated[Path, typer.Option("-o", "--output", help=(
        "File to write: a stage (*.stage.json), or with --rally a rally (*.rally.json) "
        "with its stage files beside it. With --count K the other candidates go to "
        "NAME-2.stage.json, ...")) ],
    boxes: Annotated[str, typer.Option("--boxes", help=(
        "Boxes owned, e.g. dirt-core or dirt-core:2,dirt-rx (gt-core: a GT circuit)."))
    ] = "dirt-core",
    stage_class: Annotated[str | None, typer.Option("--class", help=(
        "Length class by the rulebook: short, medium or long. [default: medium unless "
        "--tiles]"))] = None,
    tiles: Annotated[int | None, typer.Option("--tiles", min=3, max=99, help=(
        "Road tiles START to FINISH (instead of --class). [default: by --class]"))] = None,
    difficulty: Annotated[str | None, typer.Option("--difficulty", help=(
        "easy, medium or hard: the expert's par and losses of control per tile "
        "(the generate guide in the docs). [default: medium unless --par]"))] = None,
    par: Annotated[str | None, typer.Option("--par", help=(
        "The expert's par time wanted, M:SS (within 10 s). [default: by --difficulty]"))
    ] = None,
    with_: Annotated[str, typer.Option("--with", help=(
        "Features wanted: jumps,fords,shortcuts,slides. [default: none]"))] = "",
    without: Annotated[str, typer.Option("--without", help=(
        "Features banned. [default: none]"))] = "",
    terrain: Annotated[str | None, typer.Option("--terrain", help=(
        "Terrain mix of the road tiles, where the boxes allow: gravel,asphalt,snow "
        "(equal shares) or gravel:60,asphalt:40 (shares; within 15 % of the tiles). "
        "[default: any terrain]"))] = None,
    players: Annotated[int, typer.Option("--players", min=1, max=10, help=(
        "Players (playing time; one-car rows count against from 5)."))] = 4,
    table: Annotated[str | None, typer.Option("--table", help=(
        "Table size WIDTHxDEPTH in cm, e.g. 120x80: the laid stage must fit. "
        "[default: any size]"))] = None,
    seed: Annotated[int, typer.Option("--seed", help="Same seed, same stages.")] = 1,
    count: Annotated[int, typer.Option("--count", min=1, max=20, help=(
        "Distinct candidates to write, ranked by how well they meet the brief."))] = 1,
    budget: Annotated[float | None, typer.Option("--budget", min=1.0, help=(
        "Seconds the search may take (a rally: per stage). [default: 30]"))] = None,
    no_service: Annotated[bool, typer.Option("--no-service", help=(
        "No service park after the FINISH."))] = False,
    name: Annotated[str, typer.Option("--name", help=(
        "Stage or rally name. [default: \"Generated stage (seed N)\"]"))] = "",
    rally: Annotated[bool, typer.Option("--rally", help="Make a whole rally.")] = False,
    stages: Annotated[int, typer.Option("--stages", min=1, max=9, help=(
        "Rally: number of stages."))] = 3,
    service: Annotated[str | None, typer.Option("--service", help=(
        "Rally: service after these stages, e.g. after:1,2 (default: after each stage "
        "but the last)."))] = None,
    minutes: Annotated[float | None, typer.Option("--minutes", min=10, help=(
        "Rally: simulated play duration wanted (within 15 %). [default: the "
        "rulebook's playing time of the stages]"))] = None,
    laps: Annotated[int | None, typer.Option("--laps", min=1, max=20, help=(
        "GT circuit: laps of the race. [default: by the GT class guidelines]"))] = None,
    bundle: Annotated[str | None, typer.Option("--bundle", metavar="DIR", help=(
        "Also write the rally director's bundle of what was generated into this folder "
        "(booklet, stage files, pictures, pick list, index.html), as pacenote export "
        "-o DIR/ does. [default: no bundle]"))] = None,
) -> None:
    """Generate a stage (DIRT), a circuit (GT) or a rally that meets a brief.

    Every stage written validates with 0 errors and 0 warnings and drives to the finish;
    the report says, point by point, the target and what was achieved. A brief that
    cannot be met is one line naming the point and the nearest achievable value (exit 1)."""
    from pacenote.boxes import BoxListError, parse_box_list
    from pacenote.generate.brief import (
        Brief,
        BriefError,
        parse_features,
        parse_par,
        parse_table,
        parse_terrain,
    )

    check_output_file(output)
    if bundle is not None:  # refused before the search, not after it
        check_output_folder(Path(bundle))
    if stage_class is not None and tiles is not None:
        raise UsageError(msg("give --class or --tiles, not both"))
    try:
        brief = Brief(
            boxes=parse_box_list(boxes),
            stage_class=stage_class, tiles=tiles,
            difficulty=difficulty or (None if par else "medium"),
            par=parse_par(par) if par is not None else None,
            with_features=parse_features(with_), without_features=parse_features(without),
            players=players, table=parse_table(table) if table else None,
            service=not no_service, laps=laps,
            terrain=parse_terrain(terrain) if terrain is not None else ())
    except (BoxListError, BriefError) as exc:
        raise UsageError(error_text(exc)) from None
    from pacenote.boxes import load_boxes

    gt = load_boxes()[brief.boxes[0]].game == "gt"
    try:
        if rally and gt:
            raise UsageError(msg("--rally: a GT race is one circuit (give DIRT boxes for a "
                                 "rally)"))
        if rally:
            _rally(brief, output, stages, service, minutes, seed, budget, name)
        elif gt:
            _circuits(brief, output, seed, count, budget, name)
        else:
            _stages(brief, output, seed, count, budget, name)
    except BriefError as exc:
        _unmet(said(error_text(exc)))
    if bundle is not None:  # through the very code of pacenote export -o DIR/
        from pacenote.cli.export import export_bundle

        export_bundle(output, bundle, players=brief.players, seed=seed)


def _unmet(message: str) -> NoReturn:
    print(tr("pacenote: cannot meet the brief: {problem}", problem=safe(message)),
          file=sys.stderr)
    raise typer.Exit(EXIT_UNMET)


def _stages(brief: object, output: Path, seed: int, count: int, budget: float | None,
            name: str) -> None:
    from pacenote.formats import save_stage
    from pacenote.generate.brief import Brief
    from pacenote.generate.make import DEFAULT_BUDGET, generate_stage
    from pacenote.generate.report import report_lines

    assert isinstance(brief, Brief)
    result = generate_stage(brief, seed=seed, count=count,
                            budget=budget or DEFAULT_BUDGET)
    stem = output.name.removesuffix(".stage.json").removesuffix(".json")
    suffix = output.name[len(stem):] or ".stage.json"
    for i, cand in enumerate(result.candidates):
        path = output if i == 0 else output.with_name(f"{stem}-{i + 1}{suffix}")
        label = name or f"Generated stage (seed {seed})"
        save_stage(result.stage(i, label if i == 0 else f"{label} #{i + 1}"), path)
        typer.echo(_candidate(f"#{i + 1} {safe(str(path))}", cand.road_tiles, cand.par,
                              cand.loc, str(cand.footprint))
                   + decimal(tr(", score {score}", score=f"{cand.score:.2f}")))
    if len(result.candidates) < count:
        typer.echo(trn("only {n} distinct candidate within the budget ({seconds} s)",
                       "only {n} distinct candidates within the budget ({seconds} s)",
                       len(result.candidates), seconds=f"{result.seconds:.0f}"))
    for line in report_lines(brief, result.candidates[0], tileset=result.pool.tileset_name):
        typer.echo(safe(said(line)))
    if result.pool.unmodelled:
        typer.echo(tr("skipped (no tileset models them yet): tiles {tiles}",
                      tiles=", ".join(map(str, result.pool.unmodelled))))
    drives = trn("{n} exact drive", "{n} exact drives", result.drives)
    typer.echo(decimal(trn("searched {seconds} s, {drives}, {n} finalist refused by the "
                           "validators", "searched {seconds} s, {drives}, {n} finalists refused "
                           "by the validators", result.refused,
                           seconds=f"{result.seconds:.1f}", drives=drives)))


def _candidate(label: str, tiles: int, par: float | None, loss: float | None,
               footprint: str) -> str:
    """``LABEL: 14 tiles, par 2:41, 0.71 losses/run, 120x80 cm`` in the current language."""
    from pacenote.timefmt import clock

    risk = decimal(tr("{losses} losses/run, ", losses=f"{loss:.2f}")) if loss is not None else ""
    return trn("{label}: {n} tile, par {par}, {risk}{footprint}",
               "{label}: {n} tiles, par {par}, {risk}{footprint}", tiles, label=label,
               par=decimal(clock(par)), risk=risk, footprint=footprint)


def _circuits(brief: object, output: Path, seed: int, count: int, budget: float | None,
              name: str) -> None:
    from dataclasses import replace

    from pacenote.formats import save_stage
    from pacenote.generate.brief import Brief
    from pacenote.generate.circuit import generate_circuit
    from pacenote.generate.make import DEFAULT_BUDGET
    from pacenote.generate.report import POINTS, point_line, word
    from pacenote.validators.guidelines import CLASS_WORDS

    assert isinstance(brief, Brief)
    result = generate_circuit(brief, seed=seed, count=count, budget=budget or DEFAULT_BUDGET)
    stem = output.name.removesuffix(".stage.json").removesuffix(".json")
    suffix = output.name[len(stem):] or ".stage.json"
    for i, circuit in enumerate(result.circuits):
        path = output if i == 0 else output.with_name(f"{stem}-{i + 1}{suffix}")
        label = name or f"Generated circuit (seed {seed})"
        save_stage(replace(circuit.stage, name=label if i == 0 else f"{label} #{i + 1}"), path)
        laps = trn("{n} lap", "{n} laps", circuit.laps)
        typer.echo(trn("{label}: {n} piece x {laps}, {race_class}, {footprint} (turned "
                       "{angle}°)", "{label}: {n} pieces x {laps}, {race_class}, {footprint} "
                       "(turned {angle}°)", circuit.pieces, label=f"#{i + 1} {safe(str(path))}",
                       laps=laps, race_class=said(word(CLASS_WORDS, circuit.race_class)),
                       footprint=str(circuit.footprint), angle=circuit.footprint.angle))
    best = result.circuits[0]
    if brief.stage_class is not None:
        typer.echo(point_line("class", said(word(CLASS_WORDS, brief.stage_class)),
                              said(word(CLASS_WORDS, best.race_class)),
                              best.race_class == brief.stage_class))
    if brief.table is not None:
        typer.echo(point_line("table", str(brief.table), str(best.footprint), True))
    typer.echo(tr("{point} the GT race engine is not there yet: no par for a circuit "
                  "(--difficulty and --par do not apply)",
                  point=tr(POINTS["par"], "brief point").ljust(9)))
    typer.echo(decimal(trn("searched {seconds} s, {n} piece list tried",
                           "searched {seconds} s, {n} piece lists tried", result.tried,
                           seconds=f"{result.seconds:.1f}")))


def _clock(seconds: float | None) -> str:
    from pacenote.timefmt import clock

    return clock(seconds)


def _rally(brief: object, output: Path, stages: int, service: str | None,
           minutes: float | None, seed: int, budget: float | None, name: str) -> None:
    from collections import Counter

    from pacenote.formats import save_stage
    from pacenote.generate.brief import Brief
    from pacenote.generate.make import DEFAULT_BUDGET
    from pacenote.generate.rally import RallyPlan, generate_rally, parse_service
    from pacenote.generate.report import point_line, report_lines
    from pacenote.rally import Rally, RallyStage, is_rally_file, save_rally

    assert isinstance(brief, Brief)
    if not is_rally_file(output):
        raise UsageError(msg("--rally writes a rally file: -o NAME.rally.json"))
    plan = RallyPlan(stages, parse_service(service, stages), minutes, brief.players)
    made = generate_rally(brief, plan, seed=seed, budget=budget or DEFAULT_BUDGET)
    stem = output.name.removesuffix(".rally.json")
    entries = []
    for i, generated in enumerate(made.stages):
        label = f"SS{i + 1}"
        path = output.with_name(f"{stem}-ss{i + 1}.stage.json")
        check_output_file(path)
        save_stage(made.stage(i, f"{name or stem} {label}"), path)
        entries.append(RallyStage(i, label, made.service[i], f"$.stages[{i}]",
                                  source=path.name))
        best = generated.candidates[0]
        typer.echo(_candidate(f"{label} {safe(path.name)}", best.road_tiles, best.par,
                              best.loc, str(best.footprint))
                   + (tr(", service after") if made.service[i] else ""))
        for line in report_lines(generated.brief, best, tileset=generated.pool.tileset_name):
            if not line.met or line.point in ("par", "table"):
                typer.echo(safe(f"    {said(line)}"))
    boxes = max(Counter(brief.boxes).values())
    save_rally(Rally(name or stem, tuple(entries), boxes=boxes, players=brief.players),
               output)
    target = decimal(tr("{minutes} min", minutes=f"{minutes:g}")) if minutes is not None else "-"
    within = minutes is None or abs(made.minutes - minutes) <= 0.15 * minutes
    typer.echo(trn("wrote {path}: {n} stage, service after {after}",
                   "wrote {path}: {n} stages, service after {after}", stages,
                   path=safe(str(output)),
                   after=", ".join(str(n) for n in sorted(plan.service_after))
                   or tr("none", "service after")))
    rounds = trn("{n} round", "{n} rounds", made.rounds)
    achieved = trn("{minutes} min simulated, {n} player ({rounds})",
                   "{minutes} min simulated, {n} players ({rounds})", brief.players,
                   minutes=f"{made.minutes:.0f}", rounds=rounds)
    typer.echo(point_line("duration", target, achieved + "  ", within))  # its own spacing
