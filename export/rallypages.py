"""Paint a rally's own pages (A4 portrait) on a :class:`Canvas`: the cover (stages,
service, rules) and the rally sheet filled in by hand.

Layout only: every fact printed comes from the page models (cover, sheet).
"""

from __future__ import annotations

from pathlib import Path

from pacenote import playtime
from pacenote.boxes import box_words
from pacenote.export.booklet import CoverStage, RallyCover, options_text
from pacenote.export.canvas import MARGIN, MUTED, TEXT, Canvas
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
    fit_pt,
    header,
    section,
)
from pacenote.export.sheet import DAMAGE, STAGE_HEAD, SheetPart, SheetRow
from pacenote.i18n import N_, decimal, tr, trn
from pacenote.playtime import MINUTES_BETWEEN_STAGES

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


def paint_cover(c: Canvas, cover: RallyCover) -> None:
    tag = class_tag(cover.rally_class, "rally") if cover.rally_class else ""
    y = header(c, cover.name or Path(cover.source).name,
                tr("Rally booklet") + by_line(cover.author), tag)
    if cover.problems:
        y = banner(c, y, tr("DRAFT: this rally has errors and is not ready to play"),
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
    y = section(c, MARGIN, y + 3, WIDTH, tr("stages"))
    y = _cover_table(c, y, cover)
    # Long rallies: the tile lists (also on every stage page) give way to the rules.
    rules = [tr(line) for line in SERVICE_RULES]
    rules_h = sum(c.measure(line, 8.5, width=WIDTH - 4)[1] + 1.5 for line in rules)
    if y + 10 + _cover_tiles_height(cover) + 10 + rules_h <= BOTTOM:
        y = section(c, MARGIN, y + 5, WIDTH, tr("tiles per stage"))
        y = _cover_tiles(c, y, cover)
    if y + 10 + rules_h <= BOTTOM:
        y = section(c, MARGIN, y + 5, WIDTH, tr("between stages"))
        for line in rules:
            c.text(MARGIN, y, 4, 4, "•", 8.5)
            y += c.text(MARGIN + 4, y, WIDTH - 4, 20, line, 8.5, wrap=True) + 1.5
    if cover.notes and BOTTOM - y > 12:
        y = section(c, MARGIN, y + 4, WIDTH, tr("notes"))
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


def paint_sheet(c: Canvas, part: SheetPart) -> None:
    more = tr(" · part {n} of {count}", n=part.part, count=part.parts) if part.parts > 1 else ""
    y = header(c, tr("RALLY SHEET"), part.rally + more + tr(" · fill in by hand"), "")
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
