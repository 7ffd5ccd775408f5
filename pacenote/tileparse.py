"""Reading a tileset file's parsed JSON into a :class:`~pacenote.tilesides.Tileset`:
one-road sides, sides with several roads, scenery, GT extras (:mod:`pacenote.gttiles`);
every problem the schema cannot see is a one-line error naming the file and JSON path."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any

from pacenote.errors import PacenoteFileError
from pacenote.gttiles import GtSide, gt_section, gt_side, parse_limit
from pacenote.hexgrid import edge_index
from pacenote.i18n import msg, msgn
from pacenote.jsonio import validate
from pacenote.tilesides import (
    MULTI_ROAD_KINDS,
    Border,
    ClimbPlate,
    Section,
    Shortcut,
    Tileset,
    TileSide,
)


def parse_tileset(data: Any, path: str | Path | None = None, *, check: bool = True) -> Tileset:
    """A tileset from its parsed JSON; ``check`` schema-checks it first (any file not
    shipped with pacenote must be)."""
    if check:
        validate(data, "tileset", path)
    sides = []
    seen: set[str] = set()
    for i, raw in enumerate(data["tiles"]):
        where = f"$.tiles[{i}]"
        if raw["id"] in seen:
            raise PacenoteFileError(path, f"{where}.id", msg("duplicate tile side {id}",
                                                             id=repr(raw["id"])))
        seen.add(raw["id"])
        if raw["id"] != f"{raw['number']}{raw['side']}":
            raise PacenoteFileError(path, f"{where}.id", msg(
                "{id} does not match number and side", id=repr(raw["id"])))
        sides.append(_side(raw, data.get("road_width", 0.5), path, where,
                           data.get("lane_widths") if data.get("family") == "gt" else None))
    copies = {int(k): v for k, v in data.get("copies", {}).items()}
    return Tileset(data["name"], data.get("title", data["name"]), sides, copies,
                   list(data.get("notes", [])), dict(data.get("unmodelled", {})))


def _side(raw: dict[str, Any], default_width: float, path: str | Path | None,
          where: str, lane_widths: dict[str, float] | None = None) -> TileSide:
    if raw["kind"] in MULTI_ROAD_KINDS or "roads" in raw:
        return _multi_road_side(raw, default_width, path, where, lane_widths)
    if raw["kind"] == "scenery":
        return TileSide(id=raw["id"], number=raw["number"], side=raw["side"], kind="scenery",
                        danger=raw["danger"], terrain=raw["terrain"], start_edge=0,
                        end_edge=None, lanes=0, road_width=default_width, via=(), sections=(),
                        shortcuts=(), notes=tuple(raw.get("notes", [])),
                        scenery=raw.get("scenery", ""))
    side = _one_road_side(raw, default_width, path, where, lane_widths)
    if "edge_lanes" in raw:
        side = replace(side, edge_lanes=_edge_lanes(raw["edge_lanes"]))
    return side


def _edge_lanes(raw: dict[str, int]) -> tuple[tuple[int, int], ...]:
    return tuple((edge_index(k), v) for k, v in raw.items())


def _multi_road_side(raw: dict[str, Any], default_width: float, path: str | Path | None,
                     where: str, lane_widths: dict[str, float] | None = None) -> TileSide:
    """A side with several roads: each road parsed as a one-road side of its own."""
    if raw["kind"] not in MULTI_ROAD_KINDS or len(raw.get("roads", [])) < 2:
        raise PacenoteFileError(path, f"{where}.roads", msg(
            "a {kind} side needs a kind of {kinds} and at least two roads", kind=raw["kind"],
            kinds=", ".join(MULTI_ROAD_KINDS)))
    roads = []
    for k, r in enumerate(raw["roads"]):
        sub = {"id": raw["id"], "number": raw["number"], "side": raw["side"],
               "kind": r.get("kind", "straight"), "danger": raw["danger"],
               "terrain": raw["terrain"], "road": r["road"], "sections": r["sections"],
               "shortcuts": r.get("shortcuts", [])}
        road = _one_road_side(sub, default_width, path, f"{where}.roads[{k}]", lane_widths)
        used = tuple((edge_index(e), tuple(v)) for e, v in r.get("lanes_at", {}).items())
        roads.append(replace(road, road_id=r["id"], lanes_used=used,
                             hidden=r.get("hidden", False)))
    ids = [r.road_id for r in roads]
    if len(set(ids)) != len(ids):
        raise PacenoteFileError(path, f"{where}.roads", msg("two roads with one id"))
    edge_lanes = _edge_lanes(raw.get("edge_lanes", {}))
    if not edge_lanes:  # the roads say: each edge has the lanes of the roads meeting it
        edge_lanes = tuple((e, max(r.lanes_at(e) for r in roads if e in r.edges))
                           for e in dict.fromkeys(e for r in roads for e in r.edges))
    labels = {lab for r in roads for sec in r.sections for lab in sec.labels}
    borders = []
    for k, b in enumerate(raw.get("borders", [])):
        missing = [c for c in b["cells"] if c not in labels]
        if missing:
            raise PacenoteFileError(path, f"{where}.borders[{k}].cells", msg(
                "no road has a cell labelled {label}", label=repr(missing[0])))
        borders.append(Border((b["cells"][0], b["cells"][1]), b.get("limit")))
    first = roads[0]
    return TileSide(
        id=raw["id"], number=raw["number"], side=raw["side"], kind=raw["kind"],
        danger=raw["danger"], terrain=raw["terrain"], start_edge=first.start_edge,
        end_edge=first.end_edge, lanes=first.lanes, road_width=first.road_width, via=(),
        sections=(), shortcuts=(), notes=tuple(raw.get("notes", [])), roads=tuple(roads),
        edge_lanes=edge_lanes, borders=tuple(borders),
        skew=tuple(dict.fromkeys(s for r in roads for s in r.skew)))


def _one_road_side(raw: dict[str, Any], default_width: float, path: str | Path | None,
                   where: str, lane_widths: dict[str, float] | None = None) -> TileSide:
    gt = None if lane_widths is None else gt_side(raw, lane_widths)
    road = raw.get("road") or {"from": "S", "to": None}  # the GT pit piece has no road
    lanes = road.get("lanes", 2)
    sections = tuple(_section(i, s, lanes, gt is not None) for i, s in enumerate(raw["sections"]))
    shortcuts = tuple(
        Shortcut(i, s["limit"], s["side"], tuple(s["touches"]),
                 _points(s.get("reach", [])), _points(s.get("outline", [])))
        for i, s in enumerate(raw.get("shortcuts", []))
    )
    for sc in shortcuts:
        bad = [t for t in sc.touches if t >= len(sections)]
        if bad:
            raise PacenoteFileError(path, f"{where}.shortcuts[{sc.index}].touches", msgn(
                "section {section} does not exist ({n} section)",
                "section {section} does not exist ({n} sections)", len(sections),
                section=bad[0]))
    start = edge_index(road["from"])
    end = None if road.get("to") is None else edge_index(road["to"])
    if end == start:
        raise PacenoteFileError(path, f"{where}.road.to",
                                msg("road cannot start and end on one edge"))
    if gt is not None:
        _check_gt(raw, lanes, gt, lane_widths or {}, path, where)
    if (end is None) != (raw["kind"] in ("service", "pit")):
        raise PacenoteFileError(path, f"{where}.road.to",
                                msg("only the service park has a road with one end"))
    return TileSide(
        id=raw["id"], number=raw["number"], side=raw["side"], kind=raw["kind"],
        danger=raw["danger"], terrain=raw["terrain"], start_edge=start, end_edge=end,
        lanes=lanes,
        road_width=road.get("width", default_width if gt is None else gt.road_width(lanes)),
        via=tuple(tuple(p) for p in road.get("via", [])),
        sections=sections, shortcuts=shortcuts, notes=tuple(raw.get("notes", [])), gt=gt,
        radius=road.get("radius"), yard=_points(road.get("yard", [])),
        skew=tuple((edge_index(e), v) for e, v in road.get("skew", {}).items()),
    )


def _points(raw: list[list[float]]) -> tuple[tuple[float, float], ...]:
    return tuple((float(x), float(y)) for x, y in raw)


def _check_gt(raw: dict[str, Any], lanes: int, gt: GtSide, lane_widths: dict[str, float],
              path: str | Path | None, where: str) -> None:
    """What the schema cannot say about a GT side: every lane count has a lane width."""
    counts = {lanes, gt.lanes_to} if raw["kind"] != "pit" else set()
    counts |= {s.get("lanes", 0) for s in raw["sections"] if s["type"] != "corner"}
    for n in sorted(counts - {0}):
        if str(n) not in lane_widths:
            raise PacenoteFileError(path, f"{where}.road", msg(
                "no lane width for {n}-lane roads in $.lane_widths", n=n))


def _section(index: int, raw: dict[str, Any], lanes: int, gt: bool = False) -> Section:
    extra = gt_section(raw) if gt else None
    if raw["type"] == "corner":
        cells = raw.get("cells", {})
        return Section(index, "corner", raw["length"], turn=raw["turn"],
                       inner=tuple(parse_limit(v)[0] for v in raw["inner"]),
                       outer=tuple(parse_limit(v)[0] for v in raw["outer"]), gt=extra,
                       labels=(*cells.get("inner", ()), *cells.get("outer", ())),
                       lane_divider=raw.get("lane_divider", False))
    if raw["type"] == "band":
        return Section(index, "band", raw["length"], gt=extra)
    row_lanes = 0 if gt or "lanes" not in raw else raw["lanes"]  # DIRT: a row of its own width
    if "limits" in raw:
        limits: tuple[int | None, ...] = (raw["limits"].get("left"), raw["limits"].get("right"))
    else:
        limits = (raw.get("limit"),) * (1 if raw.get("single") else row_lanes or lanes)
    climb = tuple(ClimbPlate(0 if lane == "left" else 1, int(plate["mark"]), plate["points"])
                  for lane, plate in sorted(raw.get("climb", {}).items()))
    return Section(
        index, "row", raw["length"], slide=raw.get("slide", False),
        single=raw.get("single", False), ford=raw.get("ford", False), jump=raw.get("jump"),
        limits=limits, line=raw.get("line"), line_at=raw.get("line_at", "far"), gt=extra,
        climb=climb,
        lanes=row_lanes, labels=tuple(raw.get("cells", ())),
        cut=edge_index(raw["cut"]) if "cut" in raw else None,
        partial_divider=raw.get("divider") == "partial",
    )
