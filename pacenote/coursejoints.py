"""Whether two placed tiles' road ends meet lane for lane across a joint of the course."""

from __future__ import annotations

from pacenote.coursetiles import _MAX_TURNED, CourseTile, Joint, RoadTile, Turned
from pacenote.hexgrid import local_to_world_side


def make_joint(a: CourseTile, b: CourseTile, world_side: int) -> Joint:
    lanes_a = a.side.lanes_at(a.exit_edge) if a.exit_edge is not None else a.side.lanes
    lanes_b = b.side.lanes_at(b.entry_edge) if b.entry_edge is not None else b.side.lanes
    if b.side.is_service:
        return Joint(a.index, b.index, world_side, lanes_a, lanes_b, True)
    assert a.exit_edge is not None and b.entry_edge is not None  # consecutive tiles meet
    matched = lanes_meet(a.road, local_to_world_side(a.exit_edge, a.placement.rot),
                          b.road, local_to_world_side(b.entry_edge, b.placement.rot))
    return Joint(a.index, b.index, world_side, lanes_a, lanes_b, matched)


# Whether two turned sides' lanes meet across a joint, per (turned side, world side) on
# each side of it: where on the board the joint lies does not change the answer.
_MEETS: dict[tuple[int, int, int, int], tuple[Turned, Turned, bool]] = {}


def lanes_meet(a: RoadTile, wa: int, b: RoadTile, wb: int) -> bool:
    """Whether ``a``'s road end on world side ``wa`` and the neighbouring ``b``'s on
    ``wb`` join lane for lane."""
    ta, tb = a.turned, b.turned
    key = (id(ta), wa, id(tb), wb)
    found = _MEETS.get(key)
    if found is not None and found[0] is ta and found[1] is tb:
        return found[2]
    pa = a.lane_ends(wa)
    # lane_endpoints lists left→right for a driver leaving; entering b we see them reversed.
    pb = b.lane_ends(wb)[::-1]
    # Roads may differ in drawn width (215 is narrower); lanes join when both have the
    # same count, share a centre and run left-to-right the same way.
    # A road meeting the edge at a slant joins only one meeting it at the same slant
    # (GT expansions: a skewed edge and a square one never line up).
    matched = len(pa) == len(pb) and _same_centre(pa, pb) and _same_way(pa, pb) \
        and ta.skews.get(wa) == tb.skews.get(wb)
    if len(_MEETS) >= _MAX_TURNED:
        _MEETS.clear()
    _MEETS[key] = (ta, tb, matched)
    return matched


def _centre(pts: list[tuple[float, float]]) -> tuple[float, float]:
    (x0, y0), (x1, y1) = pts[0], pts[-1]
    return ((x0 + x1) / 2, (y0 + y1) / 2)


def _same_centre(pa: list[tuple[float, float]], pb: list[tuple[float, float]]) -> bool:
    (xa, ya), (xb, yb) = _centre(pa), _centre(pb)
    return abs(xa - xb) < 1e-6 and abs(ya - yb) < 1e-6


def _same_way(pa: list[tuple[float, float]], pb: list[tuple[float, float]]) -> bool:
    cx, cy = _centre(pa)
    return ((pa[0][0] - cx) * (pb[0][0] - cx) + (pa[0][1] - cy) * (pb[0][1] - cy)) > 0

