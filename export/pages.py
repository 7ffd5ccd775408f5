"""Lay out and paint the export's pages (A4 portrait) on a :class:`Canvas`: the stage
build guides here, a rally's cover and sheet in :mod:`pacenote.export.rallypages`.

Layout only: every fact printed comes from the page models (guide, cover, sheet).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pacenote import playtime
from pacenote.export.booklet import Booklet, Page, RallyCover
from pacenote.export.buildsteps import SIDE_WORDS, BuildStep
from pacenote.export.canvas import MARGIN, MUTED, TEXT, Canvas
from pacenote.export.guide import StageGuide, circuit_facts
from pacenote.export.pagekit import (
    ACCENT,
    BOTTOM,
    HEAD_FILL,
    RULE,
    STRIPE,
    WARN,
    WIDTH,
    banner,
    by_line,
    class_tag,
    header,
    section,
)
from pacenote.export.rallypages import paint_cover, paint_sheet
from pacenote.i18n import N_, decimal, said, tr, trn
from pacenote.timefmt import clock
from pacenote.validators.guidelines import STAGE_TILES


def paint_page(c: Canvas, booklet: Booklet, index: int) -> None:
    """Paint page ``index`` (from 0) of the booklet."""
    page = booklet.pages[index]
    if isinstance(page, RallyCover):
        paint_cover(c, page)
    elif isinstance(page, StageGuide):
        _guide(c, page, _stage_context(booklet, page))
    else:
        paint_sheet(c, page)
    _footer(c, booklet, index, page)


def _stage_context(booklet: Booklet, guide: StageGuide) -> str:
    guides = booklet.guides
    if len(guides) == 1 and booklet.pages[0] is guide:
        if guide.circuit:  # English says stage for both; other languages name the circuit
            return tr("Stage build guide", "a GT circuit's page")
        return tr("Stage build guide")
    return tr("{title} · stage {n} of {count}", title=booklet.title,
              n=guides.index(guide) + 1, count=len(guides))


def _footer(c: Canvas, booklet: Booklet, index: int, page: Page) -> None:
    y = BOTTOM + 5
    c.line(MARGIN, y - 1.5, MARGIN + WIDTH, y - 1.5, RULE, 0.2)
    source = page.source if isinstance(page, StageGuide) else booklet.source
    c.text(MARGIN, y, WIDTH * 0.75, 5, f"pacenote · {Path(source).name}", 7, colour=MUTED)
    if len(booklet.pages) > 1:
        c.text(MARGIN, y, WIDTH, 5, tr("page {n} / {count}", n=index + 1,
                                       count=len(booklet.pages)), 7, colour=MUTED, align="right")


# --- stage build guide ---------------------------------------------------------------------

LEFT_W = 52.0
GAP = 6.0
RIGHT_X = MARGIN + LEFT_W + GAP
RIGHT_W = WIDTH - LEFT_W - GAP
HALF_GAP = 4.0
COMPACT_FROM = 17  # steps from which the build table runs in two halves side by side
MIN_DRAWING = 80.0  # mm of drawing height kept however long the build table gets
MM_PER_ROW_PT = 0.62  # row height per point of font size (8 pt → 5 mm)
TILE_LINE = 4.3
KEY = {"place it": N_("where the tile goes next to the tile before it, as on the drawing (top "
                      "of the page = far side of the table)."),
       "number at": N_("the corner with the tile's printed number (dark wedge on the drawing)."),
       "road": N_("how the course turns across the tile.")}


@dataclass(frozen=True)
class Column:
    title: str
    cell: Callable[[BuildStep], str]
    align: str = "left"
    bold: bool = False
    colour: str = TEXT


NOTES_MAX = 24.0  # mm at most for a stage's notes at the foot of its page

BUILD_COLUMNS = (
    Column("#", lambda s: str(s.number), "center", True, ACCENT),
    Column(N_("tile"), lambda s: s.tile, bold=True),
    Column(N_("place it"), lambda s: local_place(s)),
    Column(N_("number at"), lambda s: tr(s.number_corner)),
    Column(N_("road"), lambda s: tr(s.road or s.role)),
    Column("", lambda s: tr(s.role) if s.road else "", bold=True),
)


CLASS_NAMES = (N_("short", "class"), N_("medium", "class"), N_("long", "class"))


def local_place(s: BuildStep) -> str:
    """The build table's "place it" in the current language (``above #1``)."""
    if s.after is None or s.side is None:
        return tr("first tile")
    return f"{tr(SIDE_WORDS[s.side])} #{s.after}"


def _guide(c: Canvas, g: StageGuide, context: str) -> None:
    by = by_line(g.author)
    tag = class_tag(g.stage_class, g.kind) if g.stage_class else tr("DRAFT")
    y = header(c, g.title, context + by, tag, WARN if g.errors or not g.stage_class else ACCENT)
    if g.errors:
        n = len(g.errors)
        y = banner(c, y, trn("DRAFT: this stage has {n} validation error and is not ready "
                              "to play", "DRAFT: this stage has {n} validation errors and is "
                              "not ready to play", n),
                    [f"{f.code}: {f.text}" for f in g.errors])
    # The notes go across the foot of the page, so they are printed whatever the table takes.
    notes_h = min(c.measure(g.notes, 6.5, italic=True, width=WIDTH)[1] + 7.5, NOTES_MAX) \
        if g.notes else 0.0
    bottom = BOTTOM - notes_h
    halves = 2 if len(g.steps) >= COMPACT_FROM else 1
    per_half = -(-len(g.steps) // halves)
    key_h = c.measure(_key(BUILD_COLUMNS), 6.5, width=RIGHT_W)[1]
    off = tr("also placed, not on the course: {tiles}", tiles=", ".join(g.off_course)) \
        if g.off_course else ""
    off_h = c.measure(off, 7.5, bold=True, width=RIGHT_W)[1] + 1 if off else 0.0
    room = bottom - y - MIN_DRAWING - 4 - 5.5 - off_h - key_h - 2
    max_pt = min(8.0, room / (per_half + 1) / MM_PER_ROW_PT)
    half_w = (RIGHT_W - HALF_GAP * (halves - 1)) / halves
    pt, columns, widths = _fit_columns(c, g.steps, half_w, max_pt)
    row_h = pt * MM_PER_ROW_PT
    table_h = 5.5 + (per_half + 1) * row_h + 1.5 + off_h + key_h
    bottom_h = max(table_h, min(_left_column_height(c, g), 90.0))
    drawing_h = bottom - y - bottom_h - 4
    c.drawing(g.drawing, MARGIN, y, WIDTH, drawing_h)
    top = y + drawing_h + 4
    c.line(MARGIN, top - 2, MARGIN + WIDTH, top - 2, RULE, 0.2)
    _left_column(c, g, top)
    ty = section(c, RIGHT_X, top, RIGHT_W, tr("build order"))
    end = ty
    for k in range(halves):
        part = g.steps[k * per_half:(k + 1) * per_half]
        x = RIGHT_X + k * (half_w + HALF_GAP)
        end = max(end, _build_table(c, x, ty, widths, columns, part, pt, row_h))
    end += 1.5
    if off:
        end += c.text(RIGHT_X, end, RIGHT_W, off_h, off, 7.5, bold=True, colour=WARN,
                      wrap=True) + 1
    c.text(RIGHT_X, end, RIGHT_W, key_h, _key(columns), 6.5, colour=MUTED, wrap=True)
    if g.notes:
        y = section(c, MARGIN, bottom + 1.5, WIDTH, tr("notes"))
        notes = c.fit_text(g.notes, WIDTH, BOTTOM - y, 6.5, italic=True)
        c.text(MARGIN, y, WIDTH, BOTTOM - y, notes, 6.5, italic=True, colour=MUTED, wrap=True)


def _key(columns: list[Column] | tuple[Column, ...]) -> str:
    return " ".join(f"{tr(col.title)}: {tr(KEY[col.title])}" for col in columns
                    if col.title in KEY)


def _fit_columns(c: Canvas, steps: list[BuildStep], width: float, max_pt: float
                 ) -> tuple[float, list[Column], list[float]]:
    """The largest font (≤ ``max_pt``) at which the columns' texts fit ``width``;
    the last columns go (the role, then the road) when nothing fits at a readable size."""
    pad = 2.0
    for keep in (len(BUILD_COLUMNS), len(BUILD_COLUMNS) - 1, len(BUILD_COLUMNS) - 2):
        columns = list(BUILD_COLUMNS[:keep])
        pt = max_pt
        while True:
            widths = [max([c.measure(tr(col.title), pt, bold=True)[0]]
                          + [c.measure(col.cell(s), pt, bold=col.bold)[0] for s in steps])
                      + pad for col in columns]
            if sum(widths) <= width or pt <= 6.0:
                break
            pt = max(pt - 0.25, 6.0)
        if sum(widths) <= width:
            break
    # Spare width shared in proportion (or, when even the narrowest table is too wide,
    # every column squeezed alike).
    scale = width / sum(widths)
    return pt, columns, [w * scale for w in widths]


def _build_table(c: Canvas, x: float, y: float, widths: list[float], columns: list[Column],
                 steps: list[BuildStep], pt: float, row_h: float) -> float:
    w = sum(widths)
    c.rect(x, y, w, row_h, fill=HEAD_FILL)
    cx = x
    for col, cw in zip(columns, widths, strict=True):
        c.text(cx + 1, y, cw - 2, row_h, tr(col.title), pt * 0.95, bold=True, align=col.align,
               valign="middle")
        cx += cw
    y += row_h
    for i, s in enumerate(steps):
        if i % 2:
            c.rect(x, y, w, row_h, fill=STRIPE)
        cx = x
        for col, cw in zip(columns, widths, strict=True):
            c.text(cx + 1, y, cw - 2, row_h, col.cell(s), pt, bold=col.bold, align=col.align,
                   valign="middle", colour=col.colour)
            cx += cw
        y += row_h
    c.line(x, y, x + w, y, RULE, 0.3)
    return y


def _facts(g: StageGuide) -> list[tuple[str, str]]:
    facts = []
    if g.circuit is not None and g.stage_class is not None:
        facts += circuit_facts(*g.circuit)
    elif g.road_tiles is not None and g.stage_class is not None:
        target = STAGE_TILES[g.stage_class]
        facts.append((tr("length"), tr("{tiles} road tiles START → FINISH, {cells} road "
                                       "cells: {size} (rulebook: {target} tiles)",
                                       tiles=g.road_tiles, cells=g.cells,
                                       size=tr(g.stage_class, "class"), target=target)))
        facts.append((tr(playtime.NAME), trn(
            "~{minutes} min for {n} player (rulebook: ~{book} min for a {size} stage and 4 "
            "players)", "~{minutes} min for {n} players (rulebook: ~{book} min for a {size} "
            "stage and 4 players)", g.players, minutes=g.play_minutes, book=g.minutes,
            size=tr(g.stage_class, "class"))))
    else:
        facts.append((tr("length"), tr("no START → FINISH course yet")))
    if g.circuit is None:  # a circuit has its pit-stop piece, drawn, not a service park
        facts.append((tr("service park"), tr("yes ({tile} after the FINISH)", tile=g.service)
                      if g.service else tr("no")))
    if g.par is not None:
        p = g.par
        if p.par is not None:
            text = tr("{par} (expert driver, {runs} runs; {finished}/{runs} finished)",
                      par=clock(p.par), runs=p.runs, finished=p.finished) if p.mean is None \
                else tr("{par} (expert driver, {runs} runs; mean of the runs {mean}; "
                        "{finished}/{runs} finished)", par=clock(p.par), runs=p.runs,
                        mean=clock(p.mean), finished=p.finished)
            facts.append((tr("par time"), decimal(text)))
        else:
            facts.append((tr("par time"), tr("none ({finished}/{runs} expert runs finished)",
                                             finished=p.finished, runs=p.runs)))
    elif g.par_note:
        facts.append((tr("par time"), said(g.par_note)))
    if g.race is not None:  # a circuit: its races, as pacenote drive --players reports them
        r = g.race
        facts.append((tr("races"), decimal(trn(
            "{n} simulated race of {players} cars: {rounds} rounds, about {minutes} min at "
            "the table; {overtakes} overtakes and {blocked} turns blocked by cars per race",
            "{n} simulated races of {players} cars: {rounds} rounds, about {minutes} min at "
            "the table; {overtakes} overtakes and {blocked} turns blocked by cars per race",
            r.races, players=r.players, rounds=f"{r.rounds:.1f}", minutes=round(r.minutes),
            overtakes=f"{r.overtakes:.2f}", blocked=f"{r.blocked:.2f}"))))
    return facts


def _tile_columns(g: StageGuide) -> list[list[str]]:
    """The rulebook list in columns read downwards, as the rulebook prints it."""
    n = 2 if len(g.tiles) < COMPACT_FROM else 3
    per = max(-(-len(g.tiles) // n), 1)
    return [g.tiles[i:i + per] for i in range(0, len(g.tiles), per)] or [[]]


def _left_column_height(c: Canvas, g: StageGuide) -> float:
    h = 5.5 + len(_tile_columns(g)[0]) * TILE_LINE + 4 + 5.5
    for key, value in _facts(g):
        h += c.measure(value, 7.5, width=LEFT_W)[1] + c.measure(key, 7, bold=True)[1] + 1.2
    return h


def _left_column(c: Canvas, g: StageGuide, y: float) -> None:
    y = section(c, MARGIN, y, LEFT_W, tr("tiles ({n})",
                                          n=sum(int(t.split()[0]) for t in g.tiles)))
    columns = _tile_columns(g)
    pt = 9.0 if len(columns) < 3 else 8.0
    for i, column in enumerate(columns):
        for j, line in enumerate(column):
            c.text(MARGIN + i * LEFT_W / len(columns), y + j * TILE_LINE, LEFT_W / len(columns),
                   TILE_LINE, line, pt)
    y += len(columns[0]) * TILE_LINE + 4
    y = section(c, MARGIN, y, LEFT_W, tr("race") if g.circuit else tr("stage"))
    for key, value in _facts(g):
        y += c.text(MARGIN, y, LEFT_W, 4, key, 7, bold=True, colour=MUTED)
        y += c.text(MARGIN, y, LEFT_W, 20, value, 7.5, wrap=True) + 1.2
