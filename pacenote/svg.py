"""Write a :class:`~pacenote.drawing.Drawing` as SVG text (y flipped to SVG's y-down)."""

from __future__ import annotations

from html import escape

from pacenote.drawing import Circle, Drawing, Polygon, Polyline, Style, Text
from pacenote.i18n import tr

FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"


def _style(style: Style, scale: float) -> str:
    parts = [f'fill="{style.fill or "none"}"']
    if style.stroke:
        parts.append(f'stroke="{style.stroke}" stroke-width="{style.width * scale:.2f}"')
        parts.append('stroke-linejoin="round" stroke-linecap="round"')
        if style.dash:
            dashes = ",".join(f"{d * scale:.2f}" for d in style.dash)
            parts.append(f'stroke-dasharray="{dashes}"')
    if style.opacity < 1:
        parts.append(f'opacity="{style.opacity:.2f}"')
    return " ".join(parts)


def to_svg(drawing: Drawing, scale: float = 200.0, background: str | None = "#ffffff") -> str:
    """SVG document; ``scale`` is pixels per world unit (hex circumradius)."""
    x0, y0, x1, y1 = drawing.bounds()
    w, h = (x1 - x0) * scale, (y1 - y0) * scale

    def pt(p: tuple[float, float]) -> str:
        return f"{(p[0] - x0) * scale:.2f},{(y1 - p[1]) * scale:.2f}"

    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:.0f}" height="{h:.0f}" '
        f'viewBox="0 0 {w:.2f} {h:.2f}">',
    ]
    if background:
        out.append(f'<rect width="100%" height="100%" fill="{background}"/>')
    for p in drawing.primitives:
        if isinstance(p, Polygon):
            rings = [p.points, *p.holes]
            d = " ".join("M" + " L".join(pt(q) for q in ring) + " Z" for ring in rings)
            out.append(f'<path d="{d}" fill-rule="evenodd" {_style(p.style, scale)}/>')
        elif isinstance(p, Polyline):
            out.append(f'<polyline points="{" ".join(pt(q) for q in p.points)}" '
                       f'{_style(p.style, scale)}/>')
        elif isinstance(p, Circle):
            cx, cy = pt(p.center).split(",")
            out.append(f'<circle cx="{cx}" cy="{cy}" r="{p.radius * scale:.2f}" '
                       f'{_style(p.style, scale)}/>')
        elif isinstance(p, Text):
            cx, cy = pt(p.position).split(",")
            rot = f' transform="rotate({-p.angle:.1f} {cx} {cy})"' if p.angle else ""
            weight = ' font-weight="bold"' if p.bold else ""
            out.append(
                f'<text x="{cx}" y="{cy}" font-family="{FONT}" font-size="{p.size * scale:.2f}"'
                f'{weight} fill="{p.colour}" text-anchor="middle" dominant-baseline="central"'
                f'{rot}>{escape(tr(p.text))}</text>'
            )
    out.append("</svg>")
    return "\n".join(out) + "\n"
