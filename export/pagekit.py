"""What every exported page shares: the A4 layout's measures and colours, the header, the
warning banner, section titles, font fitting and the class tag (:mod:`pacenote.export.pages`
paints the stage guides, :mod:`pacenote.export.rallypages` a rally's cover and sheet)."""

from __future__ import annotations

from pacenote.export.canvas import MARGIN, MUTED, PAGE_H, PAGE_W, TEXT, Canvas
from pacenote.i18n import N_, tr

WIDTH = PAGE_W - 2 * MARGIN
BOTTOM = PAGE_H - MARGIN  # the footer sits below, in the bottom margin
ACCENT = "#1f4e9c"  # the course arrows' blue
HEAD_FILL = "#dfe7f3"
STRIPE = "#f3f5f8"
RULE = "#9aa3ad"
WARN_FILL = "#fdecea"
WARN = "#b3261e"


def header(c: Canvas, title: str, subtitle: str, tag: str = "", tag_fill: str = ACCENT
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


def banner(c: Canvas, y: float, title: str, lines: list[str]) -> float:
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


def section(c: Canvas, x: float, y: float, w: float, title: str) -> float:
    c.text(x, y, w, 6, title.upper(), 9, bold=True, colour=ACCENT)
    return y + 5.5


def class_tag(stage_class: str, kind: str) -> str:
    """``SHORT STAGE``, ``MEDIUM RACE``, ``LONG RALLY`` on a page's corner tag."""
    tags = {("short", "stage"): N_("SHORT STAGE"), ("medium", "stage"): N_("MEDIUM STAGE"),
            ("long", "stage"): N_("LONG STAGE"), ("short", "race"): N_("SHORT RACE"),
            ("medium", "race"): N_("MEDIUM RACE"), ("long", "race"): N_("LONG RACE"),
            ("short", "rally"): N_("SHORT RALLY"), ("medium", "rally"): N_("MEDIUM RALLY"),
            ("long", "rally"): N_("LONG RALLY")}
    found = tags.get((stage_class, kind))
    return tr(found) if found else f"{stage_class} {kind}".upper()


def by_line(author: str) -> str:
    return tr(" · by {author}", author=author) if author else ""
