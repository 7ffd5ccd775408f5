"""``pacenote graph``: the course and its cell graph, for a player or a script."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from pacenote.cli.app import app
from pacenote.cli.safetext import safe_markup
from pacenote.hexgrid import EDGE_NAMES
from pacenote.i18n import N_, said, tr

if TYPE_CHECKING:  # networkx and rich load when the command runs, not for --help
    from pacenote.course import Course
    from pacenote.graph import CellGraph


def graph_summary(course: Course, graph: CellGraph) -> dict[str, Any]:
    """Machine-readable facts about a course and its graph (the ``--json`` output)."""
    def world(side: int | None) -> str | None:
        return None if side is None else EDGE_NAMES[side]

    road_cells = graph.road_cells()
    cells_per_tile = Counter(graph.g.nodes[n]["tile_index"] for n in road_cells)
    return {
        "complete": course.complete,
        "tiles": [
            {
                "index": ct.index, "tile": ct.side.id, "q": ct.hex.q, "r": ct.hex.r,
                "rot": ct.placement.rot, "enters": world(ct.entry_side),
                "leaves": world(ct.exit_side), "reversed": ct.reversed,
                "cells": cells_per_tile.get(ct.index, 0),
            }
            for ct in course.tiles
        ],
        "cells": len(road_cells),
        "nodes": graph.g.number_of_nodes(),
        "edges": dict(sorted(graph.edge_kinds().items())),
        "fewest_dice": graph.fewest_dice(),
        "fewest_dice_with_jumps": graph.fewest_dice(jumps=True),
        "issues": [{"code": i.code, "message": i.message} for i in course.issues],
        "unused_placements": course.unused,
        "open_ends": [{"q": e.hex.q, "r": e.hex.r, "side": EDGE_NAMES[e.world_side]}
                      for e in course.open_ends],
    }


@app.command("graph")
def graph_command(
    stage_file: Annotated[Path, typer.Argument(
        help="Stage file (.stage.json, Rekee .json, .rgt).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")] = False,
) -> None:
    """Show the course (tiles in driving order) and its cell graph."""
    from rich.console import Console
    from rich.table import Table

    from pacenote.course import build_course
    from pacenote.graph import build_graph
    from pacenote.loading import load_known_stage

    stage, tileset = load_known_stage(stage_file)
    course = build_course(stage, tileset)
    summary = graph_summary(course, build_graph(course))
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
        return
    console = Console()
    table = Table(title=tr("{name}: course in driving order",
                           name=safe_markup(stage.name or stage_file.name)))
    for col in GRAPH_COLUMNS:
        table.add_column(tr(col, "graph table column"),
                         justify="right" if col in ("#", "rot", "cells") else "left")
    for t in summary["tiles"]:
        table.add_row(str(t["index"] + 1), safe_markup(t["tile"]), f'{t["q"]},{t["r"]}',
                      str(t["rot"]),
                      t["enters"] or "-", t["leaves"] or "-",
                      tr("reversed") if t["reversed"] else tr("as printed"), str(t["cells"]))
    console.print(table)
    edges = ", ".join(f"{k} {v}" for k, v in summary["edges"].items())
    console.print(tr("cells: {cells}  graph nodes: {nodes}  edges: {edges}",
                     cells=summary["cells"], nodes=summary["nodes"], edges=edges))
    fewest = summary["fewest_dice"]
    console.print(tr("fewest dice from start to finish: {n} (with jumps {jumps})", n=fewest,
                     jumps=summary["fewest_dice_with_jumps"]) if fewest is not None
                  else tr("fewest dice from start to finish: the finish cannot be reached"))
    for issue in course.issues:  # the course's own words (the JSON keeps them English)
        console.print(f"[yellow]{issue.code}[/yellow]: {safe_markup(said(issue.message))}")
    if not summary["complete"]:
        console.print("[red]" + tr("not one clean chain from START to FINISH") + "[/red] "
                      + tr("(run `pacenote validate` for details)"))


GRAPH_COLUMNS = (N_("#", "graph table column"), N_("tile", "graph table column"),
                 N_("hex", "graph table column"), N_("rot", "graph table column"),
                 N_("enters", "graph table column"), N_("leaves", "graph table column"),
                 N_("direction", "graph table column"), N_("cells", "graph table column"))
