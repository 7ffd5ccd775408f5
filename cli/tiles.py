"""CLI commands about tiles: ``pacenote tiles`` (table, ``--json [--geometry]``,
``--gallery [--overlay]``) and
``pacenote render`` (one tile side with ``--tile``, or a whole stage)."""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from pacenote.cli.app import UsageError, app
from pacenote.cli.outputs import check_output_file
from pacenote.cli.safetext import safe
from pacenote.errors import PacenoteFileError, require_qt
from pacenote.export.render import DEFAULT_SCALE, write_drawing
from pacenote.hexgrid import EDGE_NAMES
from pacenote.i18n import N_, msg, tr, trn
from pacenote.jsonio import json_text, read_json
from pacenote.stage import normalise_tile_id
from pacenote.tiles import DEFAULT_TILESET, Tileset, TileSide, load_tileset, load_tileset_file

if TYPE_CHECKING:  # shapely loads when a tile is drawn, not for --help
    from pacenote.drawing import Primitive

DANGER_STYLE = {"none": "dim", "low": "yellow", "medium": "dark_orange", "high": "red"}
# The table's and the captions' words for the tileset schema's values (translated where
# they are shown: tr(word, comment)).
KIND_WORDS = {"start": N_("start", "tile kind"), "finish": N_("finish", "tile kind"),
              "service": N_("service", "tile kind"), "straight": N_("straight", "tile kind"),
              "bend": N_("bend", "tile kind"), "corner": N_("corner", "tile kind"),
              "s-bend": N_("s-bend", "tile kind"), "wavy": N_("wavy", "tile kind"),
              "pit": N_("pit", "tile kind"), "start-finish": N_("start-finish", "tile kind"),
              "junction": N_("junction", "tile kind"), "separate": N_("separate", "tile kind"),
              "crossing": N_("crossing", "tile kind"), "scenery": N_("scenery", "tile kind"),
              "parallel": N_("parallel", "tile kind"), "underpass": N_("underpass", "tile kind")}
DANGER_WORDS = {"none": N_("none", "danger"), "low": N_("low", "danger"),
                "medium": N_("medium", "danger"), "high": N_("high", "danger")}
LINE_WORDS = {"start": N_("start line"), "finish": N_("finish line"),
              "start-finish": N_("start-finish line")}
PIT_WORDS = {"repair": N_("repair", "pit service"), "tyres": N_("tyres", "pit service")}
COLUMNS = (("id", N_("id", "tiles table"), "left"), ("kind", N_("kind", "tiles table"), "left"),
           ("edges", N_("edges", "tiles table"), "left"),
           ("danger", N_("danger", "tiles table"), "left"),
           ("cells", N_("cells", "tiles table"), "right"),
           ("limits", N_("limits", "tiles table"), "left"),
           ("features", N_("features", "tiles table"), "left"))


def _word(table: dict[str, str], value: str, comment: str = "") -> str:
    """A schema value in the current language (a value the table lacks as it is)."""
    return tr(table[value], comment) if value in table else value

TILESET_HELP = N_("Tileset: a shipped name (dirt-core, dirt-exp-3xx, gt-core, gt-exp) or a "
                  "tileset file (.json).")
SCALE_HELP = N_("Pixels per hex radius in PNG output (SVG: nominal size).")


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
        known = f"{ids[0]}…{ids[-1]}" if ids else msg("none")
        raise UsageError(msg("unknown tile side {id} in tileset {tileset} (sides {known})",
                             id=repr(raw_id), tileset=tileset.name, known=known))
    return side


def side_facts(side: TileSide, copies: int | None = None) -> dict[str, Any]:
    """What ``tiles --json`` reports for one side.

    ``cells`` counts the road cells (one per lane per row, one per single row, each
    corner cell; not slide halves or shortcuts); ``limits`` is the limit of every
    road cell that has one, in the order of the road cells.
    """
    if side.roads or side.kind == "scenery":  # several roads, or none (pacenote.multiroad)
        from pacenote.multiroad import multi_road_facts

        return {"id": side.id, "number": side.number, "side": side.side, "kind": side.kind,
                "danger": side.danger, "terrain": side.terrain, "lanes": side.lanes,
                **multi_road_facts(side)}
    road = side.geometry.road_cells if side.edges and not side.is_service else ()
    facts = {
        "id": side.id,
        "number": side.number,
        "side": side.side,
        "kind": side.kind,
        "danger": side.danger,
        "terrain": side.terrain,
        "edges": list(side.edge_names),
        "edge_lanes": {EDGE_NAMES[e]: side.lanes_at(e) for e in side.edges},
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
        "climb": [{"section": s.index, "lane": "left" if p.lane == 0 else "right",
                   "mark": f"{p.mark:+d}", "points": p.points}
                  for s in side.sections for p in s.climb],
    }
    if side.gt is not None:
        from pacenote.gtfacts import gt_side_facts

        facts.update(gt_side_facts(side, copies))
    elif side.edge_lanes:  # a DIRT side whose tileset gives its lanes per edge (RX)
        from pacenote.multiroad import edge_lanes

        facts["edge_lanes"] = edge_lanes(side)
    return facts


def side_geometry(side: TileSide) -> list[dict[str, Any]]:
    """Every cell of a side with its polygon, for ``tiles --json --geometry``: road cells
    in road order, then slide halves, then shortcuts; tile-local frame (circumradius 1,
    y up, upright as printed), the exterior ring without repeating its first point."""
    if side.is_service or side.kind == "scenery":
        return []
    if side.roads:
        return [cell for road in side.roads for cell in side_geometry(road)]
    return [{"key": c.key, "kind": c.kind, "section": c.section, "limit": c.limit,
             "polygon": [[round(x, 4), round(y, 4)] for x, y in c.polygon.exterior.coords[:-1]]}
            for c in side.geometry.cells.values()]


def features(facts: dict[str, Any]) -> list[str]:
    """Short words for what a side carries besides plain cells."""
    out = []
    if facts["kind"] == "service":
        out.append(tr("service park"))
    if facts.get("pit_lanes"):
        lanes = ", ".join("+".join(_word(PIT_WORDS, s, "pit service") for s in p["services"])
                          + f" {p['gear']}" for p in facts["pit_lanes"])
        out.append(tr("pit stop: {lanes}", lanes=lanes))
    if facts.get("grid"):
        out.append(trn("{n} grid box", "{n} grid boxes", len(facts["grid"])))
    for c in facts["corners"]:
        if c.get("double_inner"):
            out.append(tr("doubled inner lane"))
        if c.get("dotted"):
            out.append(tr("dotted {limits}",
                          limits=" ".join(str(d["limit"]) for d in c["dotted"])))
    if facts["line"]:
        out.append(_word(LINE_WORDS, facts["line"]))
    if facts["slide_rows"]:
        out.append(trn("{n} slide row", "{n} slide rows", len(facts["slide_rows"])))
    out.extend(tr("jump ^{n}", n=j["value"]) for j in facts["jumps"])
    out.extend(tr("ford") for _ in facts["fords"])
    for sc in facts["shortcuts"]:
        out.append(tr("shortcut {limit}", limit=sc["limit"]))
    if facts.get("climb"):
        out.append(trn("climb plates on {n} line", "climb plates on {n} lines",
                       len({c["section"] for c in facts["climb"]})))
    return out


def summary_line(facts: dict[str, Any]) -> str:
    """One line per side: the gallery's caption."""
    parts = [_word(KIND_WORDS, facts["kind"], "tile kind"), "→".join(facts["edges"])]
    if facts["danger"] != "none":
        parts.append(tr("{danger} danger", danger=_word(DANGER_WORDS, facts["danger"],
                                                         "danger")))
    if facts["kind"] not in ("service", "pit"):
        parts.append(trn("{n} cell", "{n} cells", facts["cells"]))
    if facts["limits"]:
        parts.append(tr("limits {limits}", limits=" ".join(map(str, facts["limits"]))))
    return ", ".join(parts + features(facts))


@app.command("tiles")
def tiles_command(
    ids: Annotated[list[str] | None, typer.Argument(
        metavar="ID", help="Tile sides to show (default: all).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="One JSON object per side.")] = False,
    geometry: Annotated[bool, typer.Option(
        "--geometry", help="With --json: 'cells' lists every cell's kind and polygon "
        "(tile-local, circumradius 1, y up) instead of counting the road cells.")] = False,
    gallery: Annotated[Path | None, typer.Option(
        "--gallery", metavar="DIR", help="Write one PNG per side and index.html to DIR. "
        "[default: none: print a table]")] = None,
    overlay: Annotated[Path | None, typer.Option(
        "--overlay", metavar="SHAPES", help="With --gallery: draw measured outlines (a "
        "tile-shapes .json: road, shortcuts, cell lines per side) over each side. "
        "[default: none]")] = None,
    tileset: Annotated[str, typer.Option("--tileset", help=TILESET_HELP)] = DEFAULT_TILESET,
    scale: Annotated[float, typer.Option("--scale", help=SCALE_HELP)] = DEFAULT_SCALE,
) -> None:
    """List the tile sides of a tileset: table, JSON, or a picture gallery."""
    ts = open_tileset(tileset)
    sides = [find_side(ts, i) for i in ids] if ids else list(ts)
    if geometry and not as_json:
        raise UsageError(msg("--geometry goes with --json"))
    if overlay is not None and gallery is None:
        raise UsageError(msg("--overlay goes with --gallery"))
    if gallery is not None:
        if as_json:
            raise UsageError(msg("--json and --gallery do not go together"))
        # said here: PNG output's own hint, "or write .svg", is no option for a gallery
        require_qt(msg("pacenote tiles --gallery (PNG pictures)"))
        shapes = read_shapes(overlay) if overlay is not None else {}
        index = write_gallery(ts, sides, gallery, scale, shapes)
        typer.echo(trn("wrote {n} tile picture and {index}", "wrote {n} tile pictures and {index}",
                       len(sides), index=index))
    elif as_json:
        out = []
        for s in sides:
            facts = side_facts(s, ts.copies.get(s.number))
            if geometry:
                facts["cells"] = side_geometry(s)
            out.append(facts)
        typer.echo(json_text(out, indent=2))
    else:
        _print_table(ts, sides)


def _print_table(ts: Tileset, sides: list[TileSide]) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=trn("{title} ({n} side)", "{title} ({n} sides)", len(sides),
                            title=ts.title))
    for _, name, justify in COLUMNS:
        table.add_column(tr(name, "tiles table"),
                         justify=justify)  # type: ignore[arg-type]  # rich's justify Literal
    for side in sides:
        f = side_facts(side, ts.copies.get(side.number))
        danger = _word(DANGER_WORDS, f["danger"], "danger")
        table.add_row(f["id"], _word(KIND_WORDS, f["kind"], "tile kind"), "→".join(f["edges"]),
                      f"[{DANGER_STYLE[f['danger']]}]{danger}[/]", str(f["cells"]),
                      " ".join(map(str, f["limits"])), ", ".join(features(f)))
    Console().print(table)


def read_shapes(path: Path) -> dict[str, dict[str, Any]]:
    """Measured outlines by side id from a tile-shapes file; one-line file errors."""
    data = read_json(path)
    sides = data.get("sides") if isinstance(data, dict) else None
    if not isinstance(sides, list):
        raise PacenoteFileError(path, "$.sides", msg("missing: expected a list of sides"))
    out: dict[str, dict[str, Any]] = {}
    for i, side in enumerate(sides):
        if not (isinstance(side, dict) and isinstance(side.get("id"), str)
                and _is_ring(side.get("road"))):
            raise PacenoteFileError(path, f"$.sides[{i}]", msg(
                "expected an 'id' and a 'road' outline (a list of at least 3 [x, y] points)"))
        for j, sc in enumerate(side.get("shortcuts", [])):
            if not _is_ring(sc):
                raise PacenoteFileError(path, f"$.sides[{i}].shortcuts[{j}]",
                                        msg("expected a list of at least 3 [x, y] points"))
        out[side["id"]] = side
    return out


def _is_ring(raw: object) -> bool:
    return (isinstance(raw, list) and len(raw) >= 3 and all(
        isinstance(p, list) and len(p) == 2 and all(isinstance(v, int | float) for v in p)
        for p in raw))


def overlay_primitives(measured: dict[str, Any]) -> list[Primitive]:
    """Measured outlines drawn over a side: road in blue, shortcuts dashed, printed cell
    lines in magenta, so a mismatch with pacenote's drawing shows at a glance."""
    from pacenote.drawing import Polygon, Polyline, Style

    road = Style(stroke="#1565ff", width=0.014)
    out: list[Primitive] = [Polygon(tuple((float(x), float(y)) for x, y in measured["road"]),
                                    road)]
    out.extend(Polygon(tuple((float(x), float(y)) for x, y in sc),
                       Style(stroke="#1565ff", width=0.012, dash=(0.03, 0.02)))
               for sc in measured.get("shortcuts", []))
    for line in measured.get("cell_lines", []):
        if isinstance(line, dict) and "a" in line and "b" in line:
            out.append(Polyline(((float(line["a"][0]), float(line["a"][1])),
                                 (float(line["b"][0]), float(line["b"][1]))),
                                Style(stroke="#e020c0", width=0.01)))
    return out


def write_gallery(ts: Tileset, sides: list[TileSide], folder: Path, scale: float,
                  shapes: dict[str, dict[str, Any]] | None = None) -> Path:
    """One PNG per side plus ``index.html`` showing them all; returns the index path.
    ``shapes``: measured outlines by side id, drawn over the sides they name."""
    from pacenote.drawing import Drawing, tile_drawing
    from pacenote.jsonio import write_text_atomic

    figures = []
    for side in sides:
        drawing = tile_drawing(side)
        if shapes and side.id in shapes:
            drawing = Drawing([*drawing.primitives, *overlay_primitives(shapes[side.id])])
        write_drawing(drawing, folder / f"{side.id}.png", scale=scale)
        facts = side_facts(side, ts.copies.get(side.number))
        notes = "".join(f"<li>{html.escape(n)}</li>" for n in side.notes)
        details = (f"<details><summary>{html.escape(tr('notes', 'tile gallery'))}</summary>"
                   f"<ul>{notes}</ul></details>") if notes else ""
        alt = html.escape(tr("tile side {id}", id=side.id), quote=True)
        figures.append(
            f'<figure id="{side.id}"><img src="{side.id}.png" alt="{alt}">'
            f"<figcaption><b>{side.id}</b> {html.escape(summary_line(facts))}{details}"
            "</figcaption></figure>"
        )
    from pacenote.i18n import current_language

    title = html.escape(tr("{title}: tile gallery", title=ts.title))
    page = "\n".join([
        "<!doctype html>",
        f'<html lang="{current_language()}"><head><meta charset="utf-8">',
        f"<title>{title}</title>",
        "<style>body{font-family:sans-serif;margin:1.5em;background:#f6f6f2}"
        ".grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));"
        "gap:1em}figure{margin:0;background:#fff;border:1px solid #ddd;border-radius:6px;"
        "padding:.5em}img{width:100%;height:auto}figcaption{font-size:.85em}"
        "details{color:#555;margin-top:.3em}</style></head><body>",
        f"<h1>{title}</h1>",
        "<p>" + trn("{n} tile side of tileset {tileset}, drawn by {command}.",
                    "{n} tile sides of tileset {tileset}, drawn by {command}.", len(sides),
                    tileset=f"<code>{html.escape(ts.name)}</code>",
                    command="<code>pacenote tiles --gallery</code>") + "</p>",
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
        "--tile", help="Draw one tile side, e.g. 210a. [default: none: draw STAGE]")] = None,
    *,
    output: Annotated[Path, typer.Option("--output", "-o", help="Output file; .svg or .png.")],
    tileset: Annotated[str, typer.Option("--tileset", help=TILESET_HELP)] = DEFAULT_TILESET,
    scale: Annotated[float, typer.Option("--scale", help=SCALE_HELP)] = DEFAULT_SCALE,
    force: Annotated[bool, typer.Option(
        "--force", help="Replace a read-only output file.")] = False,
) -> None:
    """Draw a stage or one tile side to SVG or PNG (chosen by the output's extension)."""
    from pacenote.drawing import tile_drawing

    if (stage is None) == (tile is None):
        raise UsageError(msg("render needs a STAGE file or --tile ID (exactly one of them)"))
    check_output_file(output, force=force)
    if tile is not None:
        drawing = tile_drawing(find_side(open_tileset(tileset), tile))
    else:
        from pacenote.formats import load_stage
        from pacenote.stagedraw import stage_drawing

        assert stage is not None
        drawing = stage_drawing(load_stage(stage))
    typer.echo(tr("wrote {path}",
                  path=safe(str(write_drawing(drawing, output, scale=scale, force=force)))))
