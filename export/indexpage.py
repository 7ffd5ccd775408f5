"""The bundle's ``index.html``: the rally at a glance, linking every file of the bundle.

One self-contained page (inline style, no scripts, relative links only), so it opens
from a USB stick or a shared folder as well as from a web server.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING
from urllib.parse import quote

from pacenote import playtime
from pacenote.boxes import box_words
from pacenote.export.booklet import options_text
from pacenote.export.guide import circuit_facts
from pacenote.i18n import current_language, said, tr, trn
from pacenote.timefmt import clock

if TYPE_CHECKING:
    from pacenote.export.bundle import Bundle, BundleFile, BundleStage

GENERATOR = "pacenote export bundle"  # marks a folder pacenote may overwrite

STYLE = """
body { font-family: "DejaVu Sans", sans-serif; color: #1d1d1d; margin: 2em auto;
       max-width: 70em; padding: 0 1.5em; line-height: 1.4; }
h1 { margin-bottom: 0; } .by { color: #5f6368; margin-top: .2em; }
h2 { color: #1f4e9c; font-size: 1.05em; text-transform: uppercase; letter-spacing: .04em;
     border-bottom: 1px solid #c8ccd2; padding-bottom: .2em; margin-top: 1.8em; }
dl { display: grid; grid-template-columns: 10em 1fr; gap: .3em 1em; }
dt { color: #5f6368; font-weight: bold; } dd { margin: 0; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .35em .6em; vertical-align: top; }
th { background: #e1e7f0; } tr:nth-child(even) td { background: #f4f6f9; }
td.n { text-align: right; } td.nw, td.n { white-space: nowrap; }
.tiles { font-size: .85em; columns: 2; column-gap: 1.2em; min-width: 12em; }
.tiles span { display: block; white-space: nowrap; }
td.files { white-space: normal; min-width: 9em; }
.downloads a { display: inline-block; margin: 0 .8em .3em 0; white-space: nowrap; }
.main a { display: inline-block; margin-right: 1.2em; font-weight: bold; }
img { max-width: 100%; border: 1px solid #c8ccd2; }
.stages { display: flex; flex-wrap: wrap; gap: 1.5em; margin-top: 1.5em; }
.stages figure { margin: 0; flex: 1 1 18em; } figcaption { font-weight: bold; }
.warn { color: #b00020; } .notes { font-style: italic; color: #3c4043; }
footer { color: #5f6368; font-size: .85em; margin-top: 3em; }
"""


def _link(f: BundleFile, text: str | None = None) -> str:
    return f'<a href="{escape(quote(f.name))}">{escape(text or tr(f.label) or f.name)}</a>'


def _stage_row(i: int, s: BundleStage, files: list[BundleFile], par: bool) -> str:
    g = s.guide
    mins = "–" if g.play_minutes is None else tr("~{minutes} min", minutes=g.play_minutes)
    cells = [escape(s.label or "–"), escape(g.name or s.stem),
             "–" if g.road_tiles is None else str(g.road_tiles), str(g.cells),
             escape(tr(g.stage_class, "class") if g.stage_class else tr("draft")), mins]
    if par:
        cells.append(clock(g.par.par) if g.par and g.par.par is not None else "–")
    cells.append(escape(tr("service park")) if s.service else "–")
    own = [f for f in files if f.stage == i]
    cells.append('<span class="downloads">' + " ".join(
        _link(f, tr(f.label)) for f in own) + "</span>")
    cells.append('<div class="tiles">' + "".join(f"<span>{escape(t)}</span>" for t in g.tiles)
                 + "</div>")
    classes = {0: ' class="nw"', 2: ' class="n"', 3: ' class="n"', 5: ' class="nw"',
               len(cells) - 2: ' class="files"'}
    tds = "".join(f"<td{classes.get(k, '')}>{c}</td>" for k, c in enumerate(cells))
    return f"<tr>{tds}</tr>"


def index_html(bundle: Bundle, files: list[BundleFile]) -> str:
    """The page for ``bundle`` whose folder holds ``files``."""
    cover = bundle.cover
    by_kind = {f.kind: f for f in files if f.stage is None}
    par = any(s.guide.par is not None for s in bundle.stages)
    author = cover.author if cover else bundle.stages[0].guide.author
    out = ["<!DOCTYPE html>", f'<html lang="{current_language()}">', "<head>",
           '<meta charset="utf-8">',
           f'<meta name="generator" content="{GENERATOR}">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{escape(bundle.title)}</title>", f"<style>{STYLE}</style>", "</head>",
           "<body>", f"<h1>{escape(bundle.title)}</h1>"]
    if author:
        out.append(f'<p class="by">{escape(tr("by {author}", author=author))}</p>')
    out.append('<p class="main">' + " ".join(
        _link(by_kind[k]) for k in ("booklet", "tiles", "rally") if k in by_kind) + "</p>")
    out.append("<dl>")
    for key, value in _facts(bundle):
        out.append(f"<dt>{escape(key)}</dt><dd>{escape(value)}</dd>")
    out.append("</dl>")
    errors = [s for s in bundle.stages if s.guide.errors]
    if errors or (cover and cover.problems):
        problems = "; ".join(
            [f"{s.label or s.stem}: " + trn("{n} validation error", "{n} validation errors",
                                            len(s.guide.errors)) for s in errors]
            + [f.text for f in (cover.problems if cover else [])])
        out.append('<p class="warn">' + escape(tr("Not ready to play: {problems}",
                                                  problems=problems)) + "</p>")
    if "overview" in by_kind:
        out += [f"<h2>{escape(tr('At a glance'))}</h2>",
                f'<img src="{escape(quote(by_kind["overview"].name))}" '
                f'alt="{escape(tr("{title}: every stage", title=bundle.title))}">']
    out.append(f"<h2>{escape(tr('Stages'))}</h2>")
    head = [tr("stage"), tr("name"), tr("road tiles"), tr("cells"), tr("class"),
            tr(playtime.NAME)]
    head += [tr("par time")] if par else []
    head += [tr("then"), tr("files"), tr("tiles")]
    out.append("<table><tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>")
    out += [_stage_row(i, s, files, par) for i, s in enumerate(bundle.stages)]
    out.append("</table>")
    out.append('<div class="stages">')
    for i, s in enumerate(bundle.stages):
        png = next(f for f in files if f.stage == i and f.kind == "preview")
        name = f"{s.label} · {s.guide.name}" if s.label else s.guide.name or s.stem
        out.append(f'<figure><figcaption>{escape(name)}</figcaption>'
                   f'<a href="{escape(quote(png.name))}"><img src="{escape(quote(png.name))}" '
                   f'alt="{escape(name)}"></a></figure>')
    out.append("</div>")
    flipped = bundle.picks.flipped()
    if len(bundle.stages) > 1:
        need = bundle.picks.physical()
        out += [f"<h2>{escape(tr('Tiles'))}</h2>",
                "<p>" + escape(tr("{n} physical tiles for the whole rally; flipped between "
                                  "stages: {tiles}. Per stage and between stages: ",
                                  n=sum(need.values()),
                                  tiles=", ".join(map(str, flipped)) or tr("none")))
                + f"{_link(by_kind['tiles'], 'tiles.txt')}.</p>"]
    lost = [w for s in bundle.stages for w in s.warnings]
    if lost:
        out.append(f"<h2>{escape(tr('Community formats'))}</h2><ul>" + "".join(
            f"<li>{escape(said(w))}</li>" for w in dict.fromkeys(lost)) + "</ul>")
    notes = cover.notes if cover else bundle.stages[0].guide.notes
    if notes:
        out += [f"<h2>{escape(tr('Notes'))}</h2>", f'<p class="notes">{escape(notes)}</p>']
    out += ["<footer>" + escape(tr("Written by pacenote:")) + " <code>pacenote export</code>. "
            + escape(tr("Files: {n}.", n=len(files))) + "</footer>", "</body>", "</html>", ""]
    return "\n".join(out)


def _facts(bundle: Bundle) -> list[tuple[str, str]]:
    cover = bundle.cover
    if cover is None:
        g = bundle.stages[0].guide
        if g.circuit is not None:
            facts = circuit_facts(*g.circuit)
        elif g.road_tiles is not None:
            facts = [(tr("length"), tr("{tiles} road tiles, {cells} cells: {size}",
                                       tiles=g.road_tiles, cells=g.cells,
                                       size=tr(g.stage_class or "", "class")))]
        else:
            facts = [(tr("length"), tr("no START → FINISH course yet"))]
        if g.play_minutes is not None and g.circuit is None:
            facts.append((tr(playtime.NAME), tr("~{minutes} min for {players} players",
                                                minutes=g.play_minutes, players=g.players)))
        facts.append((tr("service park"), tr("yes ({tile})", tile=g.service) if g.service
                      else tr("no")))
        return facts
    classes = ", ".join(tr(s.stage_class, "class") if s.stage_class else "?"
                        for s in cover.stages)
    stages = trn("{n} stage ({classes})", "{n} stages ({classes})", len(cover.stages),
                 classes=classes)
    facts = [(tr("length"), stages + (tr(": a {size} rally", size=tr(cover.rally_class, "class"))
                                      if cover.rally_class else ""))]
    if cover.play_minutes is not None:
        facts.append((tr(playtime.NAME), tr("~{minutes} min for {players} players",
                                            minutes=cover.play_minutes, players=cover.players)))
    serviced = [s.label for s in cover.stages if s.service]
    facts.append((tr("service park"), tr("after {stages}", stages=", ".join(serviced))
                  if serviced else tr("none")))
    facts.append((tr("tile boxes"), box_words(cover.boxes)))
    if cover.options:
        facts.append((tr("advanced rules"), options_text(cover.options)))
    return facts
