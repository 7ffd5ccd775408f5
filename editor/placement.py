"""Where a new tile goes and how it is turned: pure functions, no Qt, no rules.

The scoring follows Rekee's automatic rotation (docs/formats.md):
every world side of the target hex scores how well it meets its neighbour —
2 for road against road with the same lane count, 1 for road against road with a
different lane count, 1 for no road against no road, 1 for a side with no
neighbour, 0 for road against no road. A tile appended at an open end must in
addition show a road edge on the side the course arrives from.
"""

from __future__ import annotations

from collections.abc import Iterable

from pacenote.hexgrid import Hex, cube_round, opposite, world_to_local_side
from pacenote.stage import Placement, Stage, base_id
from pacenote.tiles import Tileset, TileSide


def side_of(tileset: Tileset, tile_id: str) -> TileSide | None:
    """The printed side of a placed tile id (graphical variants ``103a-2`` included)."""
    return tileset.get(base_id(tile_id))


def road_sides(side: TileSide, rot: int) -> dict[int, int]:
    """World sides carrying road for a side turned by ``rot``, with their lane count
    (GT 119/120 have 3 lanes at one end and 2 at the other)."""
    return {w: side.lanes_at(e) for e, w in zip(side.edges, side.road_sides(rot), strict=True)}


def placed_road_sides(tileset: Tileset, placement: Placement) -> dict[int, int]:
    side = side_of(tileset, placement.tile)
    return {} if side is None else road_sides(side, placement.rot)


def facing_fit(mine: int | None, theirs: int | None) -> int:
    """Rekee's score for one facing pair of edges (lane counts, None = no road)."""
    if mine is None and theirs is None:
        return 1
    if mine is None or theirs is None:
        return 0
    return 2 if mine == theirs else 1


def rotation_score(stage: Stage, tileset: Tileset, side: TileSide, at: Hex, rot: int) -> int:
    """How well ``side`` turned by ``rot`` fits its neighbours on ``at``."""
    mine = road_sides(side, rot)
    score = 0
    for direction in range(6):
        neighbour = stage.at(at.neighbour(direction))
        if neighbour is None or neighbour.is_decorative:
            score += 1
            continue
        theirs = placed_road_sides(tileset, neighbour).get(opposite(direction))
        score += facing_fit(mine.get(direction), theirs)
    return score


def arrival_side(stage: Stage, tileset: Tileset, at: Hex) -> int | None:
    """The first world side of ``at`` (A…F order) that a neighbour's road faces."""
    for direction in range(6):
        neighbour = stage.at(at.neighbour(direction))
        if neighbour is not None and opposite(direction) in placed_road_sides(tileset, neighbour):
            return direction
    return None


def auto_rotation(stage: Stage, tileset: Tileset, side: TileSide, at: Hex,
                  arrival: int | None = None) -> int:
    """The rotation for ``side`` on ``at``.

    With an ``arrival`` side only rotations that put a road edge there are
    considered (unless the side has none that can). Ties go to the rotation that
    is driven in the side's description order (entering at its ``from`` edge),
    then to the lowest rotation, so the choice is stable.
    """
    rotations: Iterable[int] = range(6)
    if arrival is not None:
        connecting = [rot for rot in range(6) if arrival in road_sides(side, rot)]
        # Where the road arriving has a lane count, an end with as many lanes meets it
        # (a 3-lane GT edge never meets a 2-lane one).
        wanted = _arriving_lanes(stage, tileset, at, arrival)
        matching = [rot for rot in connecting if road_sides(side, rot)[arrival] == wanted]
        # A road meeting the edge at a slant meets only one with the same slant (GT
        # expansions, docs/tiles.md "Skewed edges").
        slant = _arriving_slant(stage, tileset, at, arrival)
        slanted = [rot for rot in matching if _slant(side, rot, arrival) == slant]
        rotations = slanted or matching or connecting or rotations

    def key(rot: int) -> tuple[int, int, int]:
        forwards = side.road_sides(rot)[0] == arrival  # arrives where its description begins
        return (rotation_score(stage, tileset, side, at, rot), int(forwards), -rot)

    return max(rotations, key=key)


def _slant(side: TileSide, rot: int, world_side: int) -> str | None:
    """How ``side`` turned by ``rot`` meets ``world_side``: ``"left"``/``"right"`` at a
    slant, None square-on (or no road there)."""
    return side.skew_at(world_to_local_side(world_side, rot))


def _arriving_slant(stage: Stage, tileset: Tileset, at: Hex, arrival: int) -> str | None:
    neighbour = stage.at(at.neighbour(arrival))
    side = None if neighbour is None else side_of(tileset, neighbour.tile)
    if neighbour is None or side is None:
        return None
    return _slant(side, neighbour.rot, opposite(arrival))


def _arriving_lanes(stage: Stage, tileset: Tileset, at: Hex, arrival: int) -> int | None:
    neighbour = stage.at(at.neighbour(arrival))
    if neighbour is None:
        return None
    return placed_road_sides(tileset, neighbour).get(opposite(arrival))


def flipped_placement(stage: Stage, tileset: Tileset, placement: Placement) -> Placement:
    """The other side of the same physical tile on the same hex.

    The rotation is kept when the other side shows road on the same world sides;
    otherwise it is turned to fit its neighbours as well as it can.
    """
    flipped = placement.flipped()
    old, new = side_of(tileset, placement.tile), side_of(tileset, flipped.tile)
    if old is None or new is None or flipped.tile == placement.tile:
        return flipped
    if set(road_sides(new, flipped.rot)) == set(road_sides(old, placement.rot)):
        return flipped
    others = stage.removed(placement.hex)
    arrival = arrival_side(others, tileset, placement.hex)
    rot = auto_rotation(others, tileset, new, placement.hex, arrival)
    return Placement(flipped.tile, flipped.q, flipped.r, rot, flipped.tokens)


def moved_tiles(stage: Stage, hexes: Iterable[Hex], delta: tuple[int, int]) -> Stage | None:
    """The stage with the tiles on ``hexes`` shifted by an axial ``delta``.

    None when a tile would land on a hex occupied by a tile that is not moving.
    """
    moving = {Hex(*h) for h in hexes}
    targets = {Hex(h.q + delta[0], h.r + delta[1]) for h in moving}
    staying = [p for p in stage.tiles if p.hex not in moving]
    if any(p.hex in targets for p in staying):
        return None
    tiles = [p.moved(Hex(p.q + delta[0], p.r + delta[1])) if p.hex in moving else p
             for p in stage.tiles]
    return stage.with_tiles(tiles)


def used_numbers(stage: Stage, tileset: Tileset) -> dict[int, set[str]]:
    """Tile number → the side ids placed for it (decorative tiles left out)."""
    out: dict[int, set[str]] = {}
    for p in stage.tiles:
        side = side_of(tileset, p.tile)
        if side is not None:
            out.setdefault(side.number, set()).add(side.id)
    return out


LEFT, RIGHT = -1, 1  # the way a curve turns, as seen by the driver


def turn_of(side: TileSide, rot: int, arrival: int) -> int | None:
    """Which way ``side`` turned by ``rot`` bends a course arriving through world side
    ``arrival``: LEFT, RIGHT, 0 (straight on) or None (no road there, or a dead end)."""
    sides = road_sides(side, rot)
    if arrival not in sides or len(sides) != 2:
        return None
    [leave] = [w for w in sides if w != arrival]
    ahead = opposite(arrival)  # the world directions run clockwise: +1 is a right turn
    step = (leave - ahead) % 6
    return 0 if step == 0 else RIGHT if step in (1, 2) else LEFT


def turning_rotation(side: TileSide, arrival: int, way: int) -> int | None:
    """The rotation that puts road on ``arrival`` and bends the course ``way``
    (None when the side cannot: a straight, or a bend of the other hand only)."""
    for rot in range(6):
        if turn_of(side, rot, arrival) == way:
            return rot
    return None


def rotate_hex(h: Hex, centre: Hex, steps: int) -> Hex:
    """``h`` turned about ``centre`` by ``steps`` 60° clockwise steps (axial: one step
    takes the N offset (1, 0) to NE (0, 1), i.e. (q, r) → (-r, q + r))."""
    q, r = h.q - centre.q, h.r - centre.r
    for _ in range(steps % 6):
        q, r = -r, q + r
    return Hex(centre.q + q, centre.r + r)


def group_centre(hexes: Iterable[Hex]) -> Hex:
    """The hex holding the middle of ``hexes``: the pivot of a group rotation."""
    points = [Hex(*h) for h in hexes]
    return cube_round(sum(h.q for h in points) / len(points),
                      sum(h.r for h in points) / len(points))


def rotated_group(stage: Stage, hexes: Iterable[Hex], steps: int,
                  centre: Hex | None = None) -> Stage | None:
    """The tiles on ``hexes`` turned together about ``centre`` (default: their
    :func:`group_centre`), as one rigid piece: each moves to its turned hex and turns
    by ``steps`` too, so every joint between them holds. None when a tile would land on
    a tile that is not moving."""
    moving = {Hex(*h) for h in hexes}
    if not moving:
        return None
    centre = centre or group_centre(moving)
    staying = {p.hex for p in stage.tiles if p.hex not in moving}
    if any(rotate_hex(h, centre, steps) in staying for h in moving):
        return None
    return stage.with_tiles([p.moved(rotate_hex(p.hex, centre, steps)).rotated(steps)
                             if p.hex in moving else p for p in stage.tiles])
