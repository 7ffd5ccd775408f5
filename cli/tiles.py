"""CLI commands about tiles: ``pacenote tiles`` (table, ``--json``, ``--gallery``) and
``pacenote render`` (one tile side with ``--tile``, or a whole stage)."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Annotated, Any

import typer

from pacenote.cli.app import UsageError, app
from pacenote.drawing import tile_drawing
from pacenote.export.render import DEFAULT_SCALE, write_drawing
from pacenote.stage import normalise_tile_id
from pacenote.tiles import DEFAULT_TILESET, Tileset, TileSide, load_tileset, load_tileset_file

DANGER_STYLE = {"none": "dim", "low": "yellow", "medium": "dark_orange", "high": "red"}

TILESET_HELP = "Tileset: a shipped name (dirt-core, gt-core) or a tileset .json file."
SCALE_HELP = "Pixels per hex radius in PNG output (SVG: nominal size)."


def open_tileset(name_or_file: str) -> Tileset:
    """A shipped tileset by name, or any tileset file (for tileset authors)."""
    if name_or_file.endswith(".json") or Path(name_or_file).is_file():
        return load_tileset_file(name_or_file)
    return load_tileset(name_or_file)


def find_side(tileset: Tileset, raw_id: str) -> TileSide:
    """The side with this id (``210a``, ``210A``); a UsageError naming the tileset's sides."""
    tid = normalise_tile_id(raw_id)
    side = tileset.get(tid) if tid else None
    if side is None:
        ids = list(tileset.sides)
        known = f"{ids[0]}…{ids[-1]}" if ids else "none"
        raise UsageError(f"unknown tile side {raw_id!r} in tileset {tileset.name} "
                         f"(sides {known})")
    return side


def side_facts(side: TileSide, copies: int | None = None) -> dict[str, Any]:
    """What ``tiles --json`` reports for one side.

    ``cells`` counts the road cells (one per lane per row, one per single row, each
    corner cell; not slide halves or shortcuts); ``limits`` is the limit of every
    road cell that has one, in the order of the road cells.
    """
    road = side.geometry.road_cells if side.edges and not side.is_service else ()
    facts = {
        "id": side.id,
        "number": side.number,
        "side": side.side,
        "kind": side.kind,
        "danger": side.danger,
        "terrain": side.terrain,
        "edges": list(side.edge_names),
        "lanes": side.lanes,
        "sections": len(side.sections),
        "cells": len(road),
        "limits": [c.limit for c in road if c.limit is not None],
        "corners": [{"section": s.index, "turn": s.turn, "inner": list(s.inner),
                     "outer": list(s.outer)} for s in side.sections if s.is_corner],
        "slide_rows": [s.index for s in side.sections if s.slide],
        "jumps": [{"section": s.index, "value": s.jump} for s in side.sections
                  if s.jump is not None],
        "fords": [s.index for s in side.sections if s.ford],
        "shortcuts": [{"limit": sc.limit, "side": sc.side, "touches": list(sc.touches)}
                      for sc in side.shortcuts],
        "line": side.line,
    }
    if side.gt is not None:
        from pacenote.gtfacts import gt_side_facts

        facts.update(gt_side_facts(side, copies))
    return facts


def features(facts: dict[str, Any]) -> list[str]:
    """Short words for what a side carries besides plain cells."""
    out = []
    if facts["kind"] == "service":
        out.append("service park")
    if facts.get("pit_lanes"):
        out.append("pit stop: " + ", ".join(f"{'+'.join(p['services'])} {p['gear']}"
                                            for p in facts["pit_lanes"]))
    if facts.get("grid"):
        out.append(f"{len(facts['grid'])} grid boxes")
    for c in facts["corners"]:
        if c.get("double_inner"):
            out.append("doubled inner lane")
        if c.get("dotted"):
            out.append("dotted " + " ".join(str(d["limit"]) for d in c["dotted"]))
    if facts["line"]:
        out.append(f"{facts['line']} line")
    if facts["slide_rows"]:
        n = len(facts["slide_rows"])
        out.append(f"{n} slide row{'s' if n > 1 else ''}")
    out.extend(f"jump ^{j['value']}" for j in facts["jumps"])
    out.extend("ford" for _ in facts["fords"])
    for sc in facts["shortcuts"]:
        out.append(f"shortcut {sc['limit']}")
    return out


def summary_line(facts: dict[str, Any]) -> str:
    """One line per side: the gallery's caption."""
    parts = [facts["kind"], "→".join(facts["edges"])]
    if facts["danger"] != "none":
        parts.append(f"{facts['danger']} danger")
    if facts["kind"] not in ("service", "pit"):
        parts.append(f"{facts['cells']} cells")
    if facts["limits"]:
        parts.append("limits " + " ".join(map(str, facts["limits"])))
    return ", ".join(parts + features(facts))


@app.command("tiles")
def tiles_command(
    ids: Annotated[list[str] | None, typer.Argument(
        metavar="ID", help="Tile sides to show (default: all).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per side.")] = False,
    gallery: Annotated[Path | None, typer.Option(
        "--gallery", metavar="DIR", help="Write one PNG per side and index.html to DIR.")] = None,
    tileset: Annotated[str, typer.Option("--tileset", help=TILESET_HELP)] = DEFAULT_TILESET,
    scale: Annotated[float, typer.Option("--scale", help=SCALE_HELP)] = DEFAULT_SCALE,
) -> None:
    """List the tile sides of a tileset: table, JSON, or a picture gallery."""
    ts = open_tileset(tileset)
    sides = [find_side(ts, i) for i in ids] if ids else list(ts)
    if gallery is not None:
        if as_json:
            raise UsageError("--json and --gallery do not go together")
        index = write_gallery(ts, sides, gallery, scale)
        typer.echo(f"wrote {len(sides)} tile pictures and {index}")
    elif as_json:
        typer.echo(json.dumps([side_facts(s, ts.copies.get(s.number)) for s in sides],
                              indent=2, ensure_ascii=False))
    else:
        _print_table(ts, sides)


def _print_table(ts: Tileset, sides: list[TileSide]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=f"{ts.title} ({len(sides)} sides)")
    for name, justify in (("id", "left"), ("kind", "left"), ("edges", "left"),
                          ("danger", "left"), ("cells", "right"), ("limits", "left"),
                          ("features", "left")):
        table.add_column(name, justify=justify)  # type: ignore[arg-type]
    for side in sides:
        f = side_facts(side, ts.copies.get(side.number))
        table.add_row(f["id"], f["kind"], "→".join(f["edges"]),
                      f"[{DANGER_STYLE[f['danger']]}]{f['danger']}[/]", str(f["cells"]),
                      " ".join(map(str, f["limits"])), ", ".join(features(f)))
    Console().print(table)


def write_gallery(ts: Tileset, sides: list[TileSide], folder: Path, scale: float) -> Path:
    """One PNG per side plus ``index.html`` showing them all; returns the index path."""
    from pacenote.jsonio import write_text_atomic

    figures = []
    for side in sides:
        write_drawing(tile_drawing(side), folder / f"{side.id}.png", scale=scale)
        facts = side_facts(side, ts.copies.get(side.number))
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in side.notes)
        details = f"<details><summary>notes</summary><ul>{notes}</ul></details>" if notes else ""
        figures.append(
            f'<figure id="{side.id}"><img src="{side.id}.png" alt="tile side {side.id}">'
            f"<figcaption><b>{side.id}</b> {html.escape(summary_line(facts))}{details}"
            "</figcaption></figure>"
        )
    title = html.escape(f"{ts.title}: tile gallery")
    page = "\n".join([
        "<!doctype html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{title}</title>",
        "<style>body{font-family:sans-serif;margin:1.5em;background:#f6f6f2}"
        ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));"
        "gap:1em}figure{margin:0;background:#fff;border:1px solid #ddd;border-radius:6px;"
        "padding:.5em}img{width:100%;height:auto}figcaption{font-size:.85em}"
        "details{color:#555;margin-top:.3em}</style></head><body>",
        f"<h1>{title}</h1>",
        f"<p>{len(sides)} tile sides of tileset <code>{html.escape(ts.name)}</code>, "
        "drawn by <code>pacenote tiles --gallery</code>.</p>",
        '<div class="grid">',
        *figures,
        "</div></body></html>",
    ])
    index = folder / "index.html"
    write_text_atomic(index, page + "\n")
    return index


@app.command("render")
def render_command(
    stage: Annotated[Path | None, typer.Argument(
        metavar="STAGE", help="Stage file to draw (.stage.json, Rekee .json, .rgt).")] = None,
    tile: Annotated[str | None, typer.Option(
        "--tile", help="Draw one tile side, e.g. 210a.")] = None,
    *,
    output: Annotated[Path, typer.Option("--output", "-o", help="Output file; .svg or .png.")],
    tileset: Annotated[str, typer.Option("--tileset", help=TILESET_HELP)] = DEFAULT_TILESET,
    scale: Annotated[float, typer.Option("--scale", help=SCALE_HELP)] = DEFAULT_SCALE,
) -> None:
    """Draw a stage or one tile side to SVG or PNG (chosen by the output's extension)."""
    if (stage is None) == (tile is None):
        raise UsageError("render needs a STAGE file or --tile ID (exactly one of them)")
    if tile is not None:
        drawing = tile_drawing(find_side(open_tileset(tileset), tile))
    else:
        from pacenote.formats import load_stage
        from pacenote.stagedraw import stage_drawing

        assert stage is not None
        drawing = stage_drawing(load_stage(stage))
    typer.echo(f"wrote {write_drawing(drawing, output, scale=scale)}")
