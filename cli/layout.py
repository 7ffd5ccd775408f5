"""``pacenote layout`` and ``pacenote tilelist``: between rulebook tile lists and stages."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from pacenote.cli.app import UsageError, app


@app.command("layout")
def layout_command(
    tiles: Annotated[list[str], typer.Argument(
        help='Tile sides, e.g. 202a 205b 210a ... or "1 x 202a" entries as the rulebook '
             "prints them.")],
    output: Annotated[Path, typer.Option("-o", "--output", help="Stage file to write.")],
    name: Annotated[str, typer.Option("--name", help="Stage name.")] = "",
    seed: Annotated[int, typer.Option("--seed", help="Try another arrangement.")] = 1,
    boxes: Annotated[int, typer.Option(
        "--boxes", min=1, max=9, help="Copies of the tile box at hand.")] = 1,
) -> None:
    """Arrange a tile list into one clean chain START → … → FINISH (+ service park)."""
    from pacenote.autolayout import LayoutError, layout
    from pacenote.formats import save_stage
    from pacenote.tilelist import parse_tile_list

    try:
        ids = parse_tile_list(" ".join(tiles))
        stage = layout(ids, name=name, seed=seed, boxes=boxes)
    except (ValueError, LayoutError) as exc:
        raise UsageError(f"tile list: {exc}") from None
    save_stage(stage, output)
    typer.echo(f"wrote {output}: {len(stage.tiles)} tiles in one chain")


@app.command("tilelist")
def tilelist_command(
    stage_file: Annotated[Path, typer.Argument(help="Stage file.")],
) -> None:
    """Print the stage's tiles as the rulebook lists them (1 x 210b)."""
    from pacenote.formats import load_stage
    from pacenote.tilelist import tile_list

    for line in tile_list(load_stage(stage_file)):
        typer.echo(line)
