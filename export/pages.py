"""Lay out and paint the export's pages (A4 portrait) on a :class:`Canvas`.

Layout only: every fact printed comes from the page models (guide, cover, sheet).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pacenote import playtime
from pacenote.boxes import box_words
from pacenote.export.booklet import Booklet, CoverStage, Page, RallyCover, options_text
from pacenote.export.buildsteps import SIDE_WORDS, BuildStep
from pacenote.export.canvas import MARGIN, MUTED, PAGE_H, PAGE_W, TEXT, Canvas
from pacenote.export.guide import StageGuide, circuit_facts
from pacenote.export.sheet import DAMAGE, STAGE_HEAD, SheetPart, SheetRow
from pacenote.i18n import N_, decimal, tr, trn
from pacenote.playtime import MINUTES_BETWEEN_STAGES
from pacenote.timefmt import clock
from pacenote.validators.guidelines import STAGE_TILES

WIDTH = PAGE_W - 2 * MARGIN
BOTTOM = PAGE_H - MARGIN  # the footer sits below, in the bottom margin
ACCENT = "#1f4e9c"  # the course arrows' blue
HEAD_FILL = "#dfe7f3"
STRIPE = "#f3f5f8"
RULE = "#9aa3ad"
WARN_FILL = "#fdecea"
WARN = "#b3261e"


def paint_page(c: Canvas, booklet: Booklet, index: int) -> None:
    """Paint page ``index`` (from 0) of the booklet."""
    page = booklet.pages[index]
    if isinstance(page, RallyCover):
        _cover(c, page)
    elif isinstance(page, StageGuide):
        _guide(c, page, _stage_context(booklet, page))
    else:
        _sheet(c, page)
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


def _header(c: Canvas, title: str, subtitle: str, tag: str = "", tag_fill: str = ACCENT
            ) -> float:
    """Title, subtitle and a rule; returns the y below them."""
    y = MARGIN
    tag_w = 0.0
    if tag:
        tag_w = c.measure(tag, 9, bold=True)[0] + 6
        c.rect(MARGIN + WIDTH - tag_w, y + 1, tag_w, 7, fill=tag_fill, radius=1.2)
        c.text(MARGIN + WIDTH - tag_w, y + 1, tag_w, 7, tag, 9, bold=True, colour="#ffffff",
               align="center", valign="middle")
    size = 20.0
    while size > 12 and c.measure(title, size, bold=True)[0] > WIDTH - tag_w - 4:
        size -= 1  # long names shrink rather than run into the tag
    h = c.text(MARGIN, y, WIDTH - tag_w - 4, 12, title, size, bold=True)
    y += max(h, 8) + 1
    y += c.text(MARGIN, y, WIDTH, 6, subtitle, 9, colour=MUTED) + 2
    c.line(MARGIN, y, MARGIN + WIDTH, y, TEXT, 0.5)
    return y + 3


def _banner(c: Canvas, y: float, title: str, lines: list[str]) -> float:
    """A red warning box; returns the y below it."""
    text = "\n".join(lines[:4] + ([tr("… and {n} more", n=len(lines) - 4)]
                                  if len(lines) > 4 else []))
    h_title = c.measure(title, 9.5, bold=True, width=WIDTH - 8)[1]
    h_text = c.measure(text, 7.5, width=WIDTH - 8)[1] if text else 0.0
    h = h_title + h_text + 5
    c.rect(MARGIN, y, WIDTH, h, fill=WARN_FILL, stroke=WARN, width=0.5, radius=1.5)
    c.text(MARGIN + 4, y + 2, WIDTH - 8, h_title, title, 9.5, bold=True, colour=WARN, wrap=True)
    if text:
        c.text(MARGIN + 4, y + 2.5 + h_title, WIDTH - 8, h_text, text, 7.5, colour=WARN,
               wrap=True)
    return y + h + 3


def fit_pt(c: Canvas, text: str, width: float, pt: float, *, bold: bool = False,
           italic: bool = False, smallest: float = 5.0) -> float:
    """The largest font size from ``pt`` down to ``smallest`` at which ``text`` fits on one
    line of ``width`` mm: long words (German, Polish) shrink rather than get cut off."""
    while pt > smallest and c.measure(text, pt, bold=bold, italic=italic)[0] > width:
        pt = max(pt - 0.25, smallest)
    return pt


def _section(c: Canvas, x: float, y: float, w: float, title: str) -> float:
    c.text(x, y, w, 6, title.upper(), 9, bold=True, colour=ACCENT)
    return y + 5.5


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


def class_tag(stage_class: str, kind: str) -> str:
    """``SHORT STAGE``, ``MEDIUM RACE``, ``LONG RALLY`` on a page's corner tag."""
    tags = {("short", "stage"): N_("SHORT STAGE"), ("medium", "stage"): N_("MEDIUM STAGE"),
            ("long", "stage"): N_("LONG STAGE"), ("short", "race"): N_("SHORT RACE"),
            ("medium", "race"): N_("MEDIUM RACE"), ("long", "race"): N_("LONG RACE"),
            ("short", "rally"): N_("SHORT RALLY"), ("medium", "rally"): N_("MEDIUM RALLY"),
            ("long", "rally"): N_("LONG RALLY")}
    found = tags.get((stage_class, kind))
    return tr(found) if found else f"{stage_class} {kind}".upper()


def _by(author: str) -> str:
    return tr(" · by {author}", author=author) if author else ""


def _guide(c: Canvas, g: StageGuide, context: str) -> None:
    by = _by(g.author)
    tag = class_tag(g.stage_class, g.kind) if g.stage_class else tr("DRAFT")
    y = _header(c, g.title, context + by, tag, WARN if g.errors or not g.stage_class else ACCENT)
    if g.errors:
        n = len(g.errors)
        y = _banner(c, y, trn("DRAFT: this stage has {n} validation error and is not ready "
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
    ty = _section(c, RIGHT_X, top, RIGHT_W, tr("build order"))
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
        y = _section(c, MARGIN, bottom + 1.5, WIDTH, tr("notes"))
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
        facts.append((tr("par time"), g.par_note.removeprefix("no par time: ")))
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
    y = _section(c, MARGIN, y, LEFT_W, tr("tiles ({n})",
                                          n=sum(int(t.split()[0]) for t in g.tiles)))
    columns = _tile_columns(g)
    pt = 9.0 if len(columns) < 3 else 8.0
    for i, column in enumerate(columns):
        for j, line in enumerate(column):
            c.text(MARGIN + i * LEFT_W / len(columns), y + j * TILE_LINE, LEFT_W / len(columns),
                   TILE_LINE, line, pt)
    y += len(columns[0]) * TILE_LINE + 4
    y = _section(c, MARGIN, y, LEFT_W, tr("race") if g.circuit else tr("stage"))
    for key, value in _facts(g):
        y += c.text(MARGIN, y, LEFT_W, 4, key, 7, bold=True, colour=MUTED)
        y += c.text(MARGIN, y, LEFT_W, 20, value, 7.5, wrap=True) + 1.2


# --- rally cover ---------------------------------------------------------------------------

RALLY_PLANS_TEXT = N_("short = 2 short stages, medium = 3 short or 2 long, long = 3 medium")
SERVICE_RULES = (
    N_("After a stage with service: remove all damage tokens and take back the spare wheel."),
    N_("After a stage without service: note each car's damage tokens (gear / gas / brake) on "
       "the rally sheet; they start the next stage on its dashboard. A spare wheel not used in "
       "the stage may be discarded between stages to remove one gas damage."),
    N_("Time cards and seconds tokens never carry over. The lowest total time plays first in "
       "the next stage."),
)


def _cover(c: Canvas, cover: RallyCover) -> None:
    tag = class_tag(cover.rally_class, "rally") if cover.rally_class else ""
    y = _header(c, cover.name or Path(cover.source).name,
                tr("Rally booklet") + _by(cover.author), tag)
    if cover.problems:
        y = _banner(c, y, tr("DRAFT: this rally has errors and is not ready to play"),
                    [f.text for f in cover.problems])
    facts = []
    if cover.rally_class is not None:
        how = tr("one of the rulebook's plans") if cover.plan_match \
            else tr("nearest rulebook class")
        classes = ", ".join(tr(s.stage_class, "class") if s.stage_class else "?"
                            for s in cover.stages)
        facts.append((tr("length"), trn(
            "{n} stage ({classes}): a {size} rally ({how}; {plans})",
            "{n} stages ({classes}): a {size} rally ({how}; {plans})", len(cover.stages),
            classes=classes, size=tr(cover.rally_class, "class"), how=how,
            plans=tr(RALLY_PLANS_TEXT))))
    if cover.play_minutes is not None and cover.rally_class is not None:
        facts.append((tr(playtime.NAME), trn(
            "~{minutes} min for {n} player: the stages at the rulebook's rate and {between} "
            "min between stages (rulebook: ~{book} min for a {size} rally and 4 players)",
            "~{minutes} min for {n} players: the stages at the rulebook's rate and {between} "
            "min between stages (rulebook: ~{book} min for a {size} rally and 4 players)",
            cover.players, minutes=cover.play_minutes,
            between=decimal(f"{MINUTES_BETWEEN_STAGES:g}"), book=cover.minutes,
            size=tr(cover.rally_class, "class"))))
    serviced = [s.label for s in cover.stages if s.service]
    facts.append((tr("service park"), tr("after {stages}", stages=", ".join(serviced))
                  if serviced else tr("none")))
    if isinstance(cover.boxes, int):
        facts.append((tr("tile boxes"), trn("{n} (every stage is built from this box)",
                                            "{n} (every stage is built from these boxes)",
                                            cover.boxes)))
    else:
        facts.append((tr("tile boxes"), box_words(cover.boxes)))
    if cover.options:
        facts.append((tr("advanced rules"), options_text(cover.options)))
    key_w = min(max([32.0, *(c.measure(k, 8.5, bold=True)[0] + 3 for k, _ in facts)]), 55.0)
    for key, value in facts:
        c.text(MARGIN, y, key_w, 5, key, fit_pt(c, key, key_w - 1, 8.5, bold=True), bold=True,
               colour=MUTED)
        y += max(c.text(MARGIN + key_w, y, WIDTH - key_w, 20, value, 9, wrap=True), 4.5) + 1.5
    y = _section(c, MARGIN, y + 3, WIDTH, tr("stages"))
    y = _cover_table(c, y, cover)
    # Long rallies: the tile lists (also on every stage page) give way to the rules.
    rules = [tr(line) for line in SERVICE_RULES]
    rules_h = sum(c.measure(line, 8.5, width=WIDTH - 4)[1] + 1.5 for line in rules)
    if y + 10 + _cover_tiles_height(cover) + 10 + rules_h <= BOTTOM:
        y = _section(c, MARGIN, y + 5, WIDTH, tr("tiles per stage"))
        y = _cover_tiles(c, y, cover)
    if y + 10 + rules_h <= BOTTOM:
        y = _section(c, MARGIN, y + 5, WIDTH, tr("between stages"))
        for line in rules:
            c.text(MARGIN, y, 4, 4, "•", 8.5)
            y += c.text(MARGIN + 4, y, WIDTH - 4, 20, line, 8.5, wrap=True) + 1.5
    if cover.notes and BOTTOM - y > 12:
        y = _section(c, MARGIN, y + 4, WIDTH, tr("notes"))
        notes = c.fit_text(cover.notes, WIDTH, BOTTOM - y, 8, italic=True)
        c.text(MARGIN, y, WIDTH, BOTTOM - y, notes, 8, italic=True, colour=MUTED, wrap=True)


COVER_COLUMNS = ((N_("stage"), 16, "left"), (N_("name"), 58, "left"), (N_("file"), 38, "left"),
                 (N_("road tiles"), 20, "center"), (N_("class"), 15, "center"),
                 (N_("then"), 21, "left"), (N_("page"), 12, "center"))
COVER_ROW = 6.0
TILES_PER_ROW = 4  # stage tile lists side by side on the cover
COVER_TILE_LINE = 4.0


def _cover_table(c: Canvas, y: float, cover: RallyCover) -> float:
    c.rect(MARGIN, y, WIDTH, COVER_ROW, fill=HEAD_FILL)
    x = MARGIN
    for title, w, align in COVER_COLUMNS:
        words = tr(title)
        longest = max(words.split(), key=lambda word: c.measure(word, 8, bold=True)[0])
        pt = min(fit_pt(c, longest, w - 3, 8, bold=True),  # a word is never broken
                 8.0 if c.measure(words, 8, bold=True, width=w - 3)[1] <= COVER_ROW else 6.5)
        c.text(x + 1.5, y, w - 3, COVER_ROW, words, pt, bold=True, align=align,
               valign="middle", wrap=True)
        x += w
    y += COVER_ROW
    for i, s in enumerate(cover.stages):
        if i % 2:
            c.rect(MARGIN, y, WIDTH, COVER_ROW, fill=STRIPE)
        cells = (s.label, s.name + (tr("  (errors)") if s.errors else ""), Path(s.source).name,
                 "-" if s.road_tiles is None else str(s.road_tiles),
                 tr(s.stage_class, "class") if s.stage_class else "-",
                 tr("service park", "the cover table's narrow 'then' column") if s.service
                 else "—", str(i + 2))  # the cover is page 1
        x = MARGIN
        for k, ((_, w, align), text) in enumerate(zip(COVER_COLUMNS, cells, strict=True)):
            c.text(x + 1.5, y, w - 3, COVER_ROW, text, fit_pt(c, text, w - 3, 8.5, bold=k == 0),
                   bold=k == 0, align=align, valign="middle",
                   colour=WARN if s.errors and k == 1 else TEXT)
            x += w
        y += COVER_ROW
    c.line(MARGIN, y, MARGIN + WIDTH, y, RULE, 0.3)
    return y


def _cover_groups(cover: RallyCover) -> list[list[CoverStage]]:
    return [cover.stages[i:i + TILES_PER_ROW]
            for i in range(0, len(cover.stages), TILES_PER_ROW)]


def _cover_tiles_height(cover: RallyCover) -> float:
    return sum(5 + -(-max(len(s.tiles) for s in group) // 2) * COVER_TILE_LINE + 3
               for group in _cover_groups(cover))


def _cover_tiles(c: Canvas, y: float, cover: RallyCover) -> float:
    """Each stage's rulebook list side by side, as the rulebook's rally pages print them."""
    w = WIDTH / min(len(cover.stages), TILES_PER_ROW)
    for group in _cover_groups(cover):
        for k, s in enumerate(group):
            x = MARGIN + k * w
            c.text(x, y, w, 5, s.label, 9, bold=True)
            half = -(-len(s.tiles) // 2)
            for j, t in enumerate(s.tiles):
                col, row = divmod(j, half)
                c.text(x + col * w / 2, y + 5 + row * COVER_TILE_LINE, w / 2, COVER_TILE_LINE,
                       t, 8.5)
        y += 5 + -(-max(len(s.tiles) for s in group) // 2) * COVER_TILE_LINE + 3
    return y


# --- rally sheet ---------------------------------------------------------------------------

LABEL_W = 40.0
NAME_H = 12.0
MAX_STRETCH = 1.8
SHEET_KEY = N_("time: m:ss, the stage's time cards minus the seconds tokens left. damage "
               "carried: the damage tokens on the dashboard going into the next stage. spare "
               "wheel: Y if the card is available in the next stage. total: the rally time so "
               "far; #: position (lowest total first, and first to play in the next stage).")


def _sheet(c: Canvas, part: SheetPart) -> None:
    more = tr(" · part {n} of {count}", n=part.part, count=part.parts) if part.parts > 1 else ""
    y = _header(c, tr("RALLY SHEET"), part.rally + more + tr(" · fill in by hand"), "")
    col_w = (WIDTH - LABEL_W) / part.drivers
    key = tr(SHEET_KEY)
    key_h = c.measure(key, 7, width=WIDTH)[1]
    # Rows grow into the free space (more room to write), up to MAX_STRETCH.
    free = BOTTOM - y - NAME_H - key_h - 4
    stretch = min(max(free / max(sum(r.height for r in part.rows), 1.0), 1.0), MAX_STRETCH)
    c.rect(MARGIN, y, WIDTH, NAME_H, fill=HEAD_FILL)
    c.text(MARGIN + 2, y, LABEL_W - 4, NAME_H, tr("driver"), 9, bold=True,
           valign="middle")
    for k in range(part.drivers):
        x = MARGIN + LABEL_W + k * col_w
        c.line(x + 2, y + NAME_H - 3, x + col_w - 2, y + NAME_H - 3, RULE, 0.25, dash=True)
    top = y
    y += NAME_H
    stage_index = 0
    heads: list[tuple[float, float, SheetRow]] = []  # painted last, over the column rules
    for row in part.rows:
        h = row.height * stretch
        if row.first:
            stage_index += 1
            c.line(MARGIN, y, MARGIN + WIDTH, y, TEXT, 0.5)
            head = STAGE_HEAD * stretch
            heads.append((y, head, row))
            y += head
            h -= head
        if stage_index % 2 == 0:
            c.rect(MARGIN, y, WIDTH, h, fill=STRIPE)
        _sheet_label(c, y, h, row)
        for k in range(part.drivers):
            _sheet_cell(c, MARGIN + LABEL_W + k * col_w, y, col_w, h, row)
        c.line(MARGIN + LABEL_W, y + h, MARGIN + WIDTH, y + h, RULE, 0.15)
        y += h
    c.line(MARGIN, y, MARGIN + WIDTH, y, TEXT, 0.5)
    for k in range(part.drivers + 1):  # column rules
        x = MARGIN + LABEL_W + k * col_w
        c.line(x, top, x, y, RULE if 0 < k < part.drivers else TEXT, 0.25)
    for hy, head, row in heads:
        _sheet_stage_head(c, hy, head, row)
    c.rect(MARGIN, top, WIDTH, y - top, stroke=TEXT, width=0.5)
    c.text(MARGIN, y + 3, WIDTH, key_h + 1, key, 7, colour=MUTED, wrap=True)


def _sheet_stage_head(c: Canvas, y: float, h: float, row: SheetRow) -> None:
    """The strip naming the stage (pre-printed) and what follows it."""
    c.rect(MARGIN, y, WIDTH, h, fill=HEAD_FILL)
    c.line(MARGIN, y, MARGIN + WIDTH, y, TEXT, 0.5)
    name = f"{row.stage} · {row.name}" if row.name and row.name != row.stage else row.stage
    c.text(MARGIN + 2, y, WIDTH * 0.6, h, name, 8, bold=True, colour=ACCENT, valign="middle")
    then = tr("then SERVICE PARK: all damage repaired, spare wheel back") if row.service else ""
    c.text(MARGIN + WIDTH * 0.4, y, WIDTH * 0.6 - 2, h, then,
           fit_pt(c, then, WIDTH * 0.6 - 2, 7, bold=True), bold=True, align="right",
           valign="middle")


def _sheet_label(c: Canvas, y: float, h: float, row: SheetRow) -> None:
    x = MARGIN + 2
    if row.first:
        c.text(x, y, 14, h, row.stage, 10, bold=True, colour=ACCENT, valign="middle")
    hint = ""
    if row.service and row.kind in ("damage", "spare"):
        hint = tr("service: repaired") if row.kind == "damage" else tr("service: new wheel")
    label = tr(row.label)
    if not hint:
        c.text(x + 14, y, LABEL_W - 16, h, label, 7.5, valign="middle", wrap=True)
        return
    # Label and hint as one block, centred in the row.
    label_h = c.measure(label, 7.5, width=LABEL_W - 16)[1]
    hint_pt = fit_pt(c, hint, LABEL_W - 16, 5.5, italic=True, smallest=4.0)
    hint_h = c.measure(hint, hint_pt, italic=True)[1]
    top = y + (h - label_h - hint_h) / 2
    c.text(x + 14, top, LABEL_W - 16, label_h, label, 7.5, wrap=True)
    c.text(x + 14, top + label_h, LABEL_W - 16, hint_h, hint, hint_pt, italic=True,
           colour=MUTED)


def _sheet_cell(c: Canvas, x: float, y: float, w: float, h: float, row: SheetRow) -> None:
    if row.kind in ("time", "final"):
        c.text(x, y, w, h, ":", 12, bold=True, colour=RULE, align="center", valign="middle")
    elif row.kind == "total":
        c.text(x, y, w * 0.6, h, ":", 12, bold=True, colour=RULE, align="center",
               valign="middle")
        c.line(x + w * 0.62, y + 2, x + w * 0.62, y + h - 2, RULE, 0.15)
        c.text(x + w * 0.64, y, w * 0.36, h, "#", 8, colour=RULE, valign="middle")
    elif row.kind == "position":
        c.text(x + 2, y, w - 4, h, "#", 9, colour=RULE, valign="middle")
    elif row.kind == "damage":
        line = (h - 2) / len(DAMAGE)
        for i, name in enumerate(DAMAGE):
            ly = y + 1 + i * line
            c.text(x + 1.5, ly, w - 3, line, tr(name), 6, colour=MUTED, valign="middle")
            c.line(x + w * 0.55, ly + line * 0.75, x + w - 2, ly + line * 0.75, RULE, 0.15,
                   dash=True)
    elif row.kind == "spare":
        # Two tick boxes, Y and N, centred; smaller in narrow columns.
        box = min(3.0, max((w - 8.0) / 4, 1.8))
        letter, gap = 2.4, max(min(w / 8, 4.0), 1.0)
        left = x + (w - (2 * (box + 0.8 + letter) + gap)) / 2
        answers = (tr("Y", "yes on the rally sheet"), tr("N", "no on the rally sheet"))
        for i, answer in enumerate(answers):
            bx = left + i * (box + 0.8 + letter + gap)
            c.rect(bx, y + (h - box) / 2, box, box, stroke=TEXT, width=0.25)
            c.text(bx + box + 0.8, y, letter + 1, h, answer, 7.5, valign="middle")
