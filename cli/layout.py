"""``pacenote layout`` and ``pacenote tilelist``: between rulebook tile lists and stages."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import UsageError, app
from pacenote.cli.boxes import BOXES_HELP, boxes_option
from pacenote.cli.outputs import check_output_file
from pacenote.cli.safetext import safe
from pacenote.errors import error_text
from pacenote.i18n import decimal, msg, said, tr, trn
from pacenote.limits import LAYOUT_BUDGET


@app.command("layout")
def layout_command(
    tiles: Annotated[list[str], typer.Argument(
        help='Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook '
             "prints them.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Stage file to write.")],
    name: Annotated[str, typer.Option("--name", help="Stage name. [default: none]")] = "",
    seed: Annotated[int, typer.Option("--seed", help="Try another arrangement.")] = 1,
    boxes: Annotated[str, typer.Option("--boxes", help=BOXES_HELP)] = "1",
    laps: Annotated[int | None, typer.Option(
        "--laps", min=1, max=20,
        help="GT circuit: laps of the race. [default: not written in the file]")] = None,
    force: Annotated[bool, typer.Option(
        "--force", help="Replace a read-only output file.")] = False,
    budget: Annotated[float, typer.Option(
        "--budget", min=0.1, max=3600, metavar="SECONDS",
        help="Time to search for the most compact layout; then the best found so far is "
             "kept (it says how far it came).")] = LAYOUT_BUDGET,
) -> None:
    """Arrange a tile list into a stage: a chain, or a GT circuit.

    A DIRT list becomes one clean chain START → … → FINISH (+ service park); a GT list with
    102 becomes a closed circuit (+ pit stop beside it)."""
    from pacenote.autolayout import Budget, LayoutError, layout
    from pacenote.circuitlayout import circuit_layout, is_circuit_list
    from pacenote.formats import save_stage
    from pacenote.tilelist import parse_tile_list

    check_output_file(output, force=force)
    owned = boxes_option(boxes)
    timer = Budget(budget)
    try:
        ids = parse_tile_list(" ".join(tiles))
        circuit = is_circuit_list(ids)
        if circuit:
            stage = circuit_layout(ids, name=name, seed=seed, boxes=owned, laps=laps,
                                   timer=timer)
        elif laps is not None:  # a DIRT stage has no laps: better said than dropped
            raise typer.BadParameter(msg("only for a GT circuit (a list with the start-finish "
                                         "piece 102)"), param_hint="--laps")
        else:
            stage = layout(ids, name=name, seed=seed, boxes=owned, timer=timer)
    except (ValueError, LayoutError) as exc:
        raise UsageError(msg("tile list: {problem}", problem=error_text(exc))) from None
    save_stage(stage, output, force=force)
    reached = decimal(said(timer.reached()))  # the seconds' decimal mark, not the path's
    typer.echo(tr("wrote {path}: {tiles} in {shape} ({reached})", path=safe(str(output)),
                  tiles=trn("{n} tile", "{n} tiles", len(stage.tiles)),
                  shape=tr("a closed circuit") if circuit else tr("one chain"),
                  reached=tr("{reached}: the most compact of those", reached=reached)
                  if timer.cut else reached))


@app.command("tilelist")
def tilelist_command(
    stage_file: Annotated[Path, typer.Argument(help="Stage file.")],
) -> None:
    """Print the stage's tiles as the rulebook lists them (1 x 210b), by box."""
    from pacenote.formats import load_stage
    from pacenote.tilelist import tile_list_by_box

    for name, lines in tile_list_by_box(load_stage(stage_file)):
        typer.echo(f"{safe(name)}:")
        for line in lines:
            typer.echo(f"  {safe(line)}")
