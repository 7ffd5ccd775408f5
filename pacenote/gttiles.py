"""What Rallyman: GT tiles print beyond DIRT's tile model (tile facts FORMAT-GT.md).

A GT side is a :class:`pacenote.tiles.TileSide` whose ``gt`` holds :class:`GtSide`
(lane counts at both ends, graphical variants, pit lanes) and whose sections each hold
a :class:`GtSection` (cells per row, wide cells, tapers, staggered bands, grid boxes,
corner path widths, hazard limits, sharp-corner dotted lines). The parsers here read
the tileset JSON (schema/tileset.schema.json) for :mod:`pacenote.tiles`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

Limit = int | str  # N, or "N!" for a hazard limit, as printed


@dataclass(frozen=True)
class Dotted:
    """One sharp-corner dotted segment across one lane of a corner's entry or exit line."""

    at: Literal["entry", "exit"]
    lane: int  # counted from the inside of the corner: 1 = innermost
    limit: int | None  # the number printed on it, or None for a hazard triangle
    hazard: bool

    @property
    def label(self) -> str:
        """As printed: the number, or ``!`` for a hazard triangle."""
        return "!" if self.hazard else str(self.limit)


@dataclass(frozen=True)
class GtSection:
    """The GT extras of one section (row, staggered band or corner)."""

    lanes: int = 0  # rows and bands: cells side by side (rows with span: their count)
    span: tuple[int, ...] = ()  # rows: width of each cell in lanes, when one is wide
    taper: bool = False  # rows: the road changes width within the row
    grid: tuple[int, ...] = ()  # rows: lanes (1 = left) with a painted grid box
    band_cells: tuple[int, ...] = ()  # bands: cells per lane, left to right
    width_in: tuple[float, float] = (0.0, 0.0)  # corners: (outer, inner) widths in lanes
    width_out: tuple[float, float] = (0.0, 0.0)
    double_inner: bool = False
    dotted: tuple[Dotted, ...] = ()
    inner_hazard: tuple[bool, ...] = ()  # corners: which inner cells print "N!"
    outer_hazard: tuple[bool, ...] = ()
    # GT junctions (151, 152): a corner taking only some lanes of the road at its entry and
    # exit lines, a row holding cells only in some lanes (1 = left; empty: the whole road)
    lanes_in: tuple[int, ...] = ()
    lanes_out: tuple[int, ...] = ()
    part: tuple[int, ...] = ()

    @property
    def road_lanes(self) -> int:
        """Lanes of road the row or band spans (a wide cell spans several)."""
        return sum(self.span) if self.span else self.lanes


@dataclass(frozen=True)
class PitLane:
    lane: int
    services: tuple[str, ...]  # "repair", "tyres"
    gear: str  # the gear token the car gets: "0" or "00"


@dataclass(frozen=True)
class GtSide:
    """The GT extras of one tile side."""

    lanes_to: int  # lane count at the road's ``to`` edge (``TileSide.lanes`` is at ``from``)
    lane_widths: tuple[tuple[int, float], ...]  # lane width by the road's lane count
    variants: tuple[str, ...] = ()
    pit_lanes: tuple[PitLane, ...] = ()
    same_as: str | None = None

    def lane_width(self, lanes: int) -> float:
        """Width of one lane of a road that has ``lanes`` lanes."""
        return dict(self.lane_widths)[lanes]

    def road_width(self, lanes: int) -> float:
        return lanes * self.lane_width(lanes)


def parse_limit(raw: Limit) -> tuple[int, bool]:
    """``4`` → (4, False); ``"4!"`` → (4, True)."""
    if isinstance(raw, str):
        return int(raw.rstrip("!")), raw.endswith("!")
    return raw, False


def format_limit(limit: int, hazard: bool) -> Limit:
    return f"{limit}!" if hazard else limit


def gt_section(raw: dict[str, Any]) -> GtSection:
    if raw["type"] == "corner":
        w_in, w_out = raw.get("width_in", {}), raw.get("width_out", {})
        no_outer = 0 if not raw["outer"] else 1  # a junction's one-path corner
        return GtSection(
            width_in=(float(w_in.get("outer", no_outer)), float(w_in.get("inner", 1))),
            width_out=(float(w_out.get("outer", no_outer)), float(w_out.get("inner", 1))),
            lanes_in=tuple(raw.get("lanes_in", ())), lanes_out=tuple(raw.get("lanes_out", ())),
            double_inner=raw.get("double_inner", False),
            dotted=tuple(Dotted(d["at"], d["lane"], d.get("limit"), d.get("hazard", False))
                         for d in raw.get("dotted", [])),
            inner_hazard=tuple(parse_limit(v)[1] for v in raw["inner"]),
            outer_hazard=tuple(parse_limit(v)[1] for v in raw["outer"]),
        )
    if raw["type"] == "band":
        return GtSection(lanes=raw["lanes"], band_cells=tuple(raw["cells"]))
    return GtSection(lanes=raw["lanes"], span=tuple(raw.get("span", ())),
                     taper=raw.get("taper", False), grid=tuple(raw.get("grid", ())),
                     part=tuple(raw.get("part", ())))


def gt_side(raw: dict[str, Any], lane_widths: dict[str, float]) -> GtSide:
    road = raw.get("road") or {}
    lanes = road.get("lanes", 3)
    return GtSide(
        lanes_to=road.get("lanes_to", lanes),
        lane_widths=tuple(sorted((int(k), float(v)) for k, v in lane_widths.items())),
        variants=tuple(raw.get("variants", ())),
        pit_lanes=tuple(PitLane(p["lane"], tuple(p["services"]), p["gear"])
                        for p in raw.get("pit_lanes", ())),
        same_as=raw.get("same_as"),
    )
