"""The cell-graph contract: the attributes every node and edge of a cell graph carries.

:mod:`pacenote.graph` builds graphs that keep it; the engine refuses graphs that do not
(:func:`check_graph`) rather than filling in defaults, and the engine tests' hand-built
graphs are checked against the same records. The meaning of each attribute is in
docs/internals.md, "Cell graph"; the types are here, once.

>>> import networkx as nx
>>> g = nx.DiGraph(start_progress=0.0, finish_progress=1.0, length=2.0)
>>> g.add_node((0, "0.0"), tile="206a")
>>> check_graph(g)
Traceback (most recent call last):
...
pacenote.cellcontract.GraphContractError: cell 1:0.0: missing attribute 'tile_index'
"""

from __future__ import annotations

import types
from typing import (
    TYPE_CHECKING,
    Literal,
    NotRequired,
    TypeAlias,
    TypedDict,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

from pacenote.cellkinds import CellKind
from pacenote.plaingraph import GraphView, edges

if TYPE_CHECKING:
    import networkx as nx

StepKind = Literal["straight", "diagonal", "corner", "slide", "shortcut", "jump"]
CornerPath = Literal["inner", "outer"]


Node = tuple[int, str]  # (course tile index, cell key on that tile)
CellDiGraph: TypeAlias = "nx.DiGraph[Node]"  # a cell graph's networkx graph


def node_name(node: Node) -> str:
    """How a cell is printed everywhere: the course tile's number, counted from 1 as
    ``pacenote graph`` and the build guide number the tiles, and the cell's key.

    >>> node_name((2, "1.o2"))
    '3:1.o2'
    """
    return f"{node[0] + 1}:{node[1]}"


def parse_node(name: str) -> Node:
    """The node a printed name stands for (``node_name`` backwards).

    >>> parse_node("3:1.o2")
    (2, '1.o2')
    """
    tile, _, cell = name.partition(":")
    return (int(tile) - 1, cell)


class CellAttrs(TypedDict):
    """Node attributes; the node id is ``(tile_index, cell)``."""

    tile: str  # tile side id, "210b"
    tile_index: int  # course index of the tile
    hex: tuple[int, int]  # (q, r)
    cell: str  # cell key on its tile
    kind: CellKind
    lane: int | None  # from the left in travel direction; None: full width, shortcut
    path: CornerPath | None  # corner cells only
    corner: str | None  # "tile_index:section" for corner cells
    rear: float  # progress interval along the course
    front: float
    limit: int | None  # highest gear allowed to enter
    slide: bool  # a full-width half of a slide row
    slide_row: bool  # any cell of a slide row
    jump: int | None  # N of a jump cell
    ford: bool
    shortcut: bool
    danger: Literal[1, 2, 3]  # low, medium, high: the tile's signal colour
    terrain: str  # "gravel", ...
    start: bool  # behind the start line
    grid: bool  # a start cell on the start line (gear-0 entry)
    finished: bool  # past the finish line
    # No polygon: CellGraph.polygon(node) gives a cell's outline, made only when asked.
    # Rallyman: GT cells (pacenote.gtgraph, docs/gt.md):
    hazard: NotRequired[bool]  # a hazard limit "N!": exactly that gear adds a hazard
    strip_rear: NotRequired[tuple[float, float]]  # across the road at the rear, as
    strip_front: NotRequired[tuple[float, float]]  # fractions of its width from the left
    lanes_rear: NotRequired[int]  # lane count of the road at the rear / front boundary
    lanes_front: NotRequired[int]
    grid_order: NotRequired[int]  # a circuit's grid box: 1 = pole position


class StepAttrs(TypedDict):
    """Edge attributes: a one-die step, or (``kind == "jump"``) a landing two cells on."""

    kind: StepKind
    path: NotRequired[CornerPath | None]  # corner and slide steps: the path entered
    jump: NotRequired[Literal[2]]  # jump edges only
    landing: NotRequired[Literal[1]]  # an ordinary step that is also a landing one cell on
    # Rallyman: GT steps (pacenote.gtgraph, docs/gt.md):
    dotted: NotRequired[Literal["in", "out"]]  # straight across a sharp-corner dotted line
    dotted_limit: NotRequired[int | None]  # its number (None: a hazard triangle)
    dotted_hazard: NotRequired[bool]
    dotted_avoidable: NotRequired[bool]  # the same cells are also joined diagonally
    wrap: NotRequired[bool]  # closes a circuit: back to the start of the lap
    line: NotRequired[bool]  # over a circuit's start-finish line


class GraphAttrs(TypedDict):
    start_progress: float | None
    finish_progress: float | None
    length: float
    dirt_lanes: NotRequired[dict[int, int]]  # lane count of each tile (GT joints read it)
    laps: NotRequired[int]  # a GT circuit: laps of its race
    lap_length: NotRequired[float]
    line_progress: NotRequired[float]  # where its start-finish line lies
    lap_tiles: NotRequired[int]  # a lap graph (engine/circuit.py): tile indexes per lap
    branch_from: NotRequired[int]  # a lap graph: the first tile index of a joker's tiles
    # GT skewed joints: a space on two tiles is one cell, the kept node -> the part's
    # node it took in (pacenote.cutspaces)
    joined_cells: NotRequired[dict[tuple[int, str], tuple[int, str]]]


class GraphContractError(ValueError):
    """A graph breaks the contract; the message names the node or edge in one line."""


def check_graph(g: CellDiGraph | GraphView[Node]) -> None:
    """Raise :class:`GraphContractError` at the first attribute that breaks the contract
    (a networkx graph or a plain one: :mod:`pacenote.plaingraph`)."""
    _check(dict(g.graph), GraphAttrs, "graph")
    for n, d in g.nodes.items():
        if not _is_node(n):
            raise GraphContractError(f"cell {n!r}: a node id is (tile_index, cell key)")
        where = f"cell {node_name(n)}"
        _check(d, CellAttrs, where)
    for u, v, d in edges(g):
        where = f"step {node_name(u)} → {node_name(v)}"
        _check(d, StepAttrs, where)
        if (d["kind"] == "jump") != ("jump" in d):
            raise GraphContractError(f"{where}: 'jump' is set on jump edges and only there")


def _is_node(n: object) -> bool:
    return (isinstance(n, tuple) and len(n) == 2 and isinstance(n[0], int)
            and isinstance(n[1], str))


_HINTS: dict[type, tuple[dict[str, object], frozenset[str]]] = {}


def required_keys(record: type) -> frozenset[str]:
    """The attributes every node (edge, graph) carries; the others are optional (GT)."""
    return _hints(record)[1]


def _hints(record: type) -> tuple[dict[str, object], frozenset[str]]:
    """Each attribute's type and the attributes that must be present, read from the
    record once."""
    if record not in _HINTS:
        hints = get_type_hints(record, include_extras=True)
        # Read NotRequired from the hints: with postponed annotations the class's own
        # __required_keys__ cannot see it.
        required = frozenset(k for k, t in hints.items() if get_origin(t) is not NotRequired)
        plain = {k: (get_args(t)[0] if get_origin(t) is NotRequired else t)
                 for k, t in hints.items()}
        _HINTS[record] = (plain, required)
    return _HINTS[record]


def _check(d: dict[str, object], record: type, where: str) -> None:
    hints, required = _hints(record)
    for key in hints:
        if key in required and key not in d:
            raise GraphContractError(f"{where}: missing attribute {key!r}")
    for key, value in d.items():
        hint = hints.get(key)
        if hint is None:
            raise GraphContractError(f"{where}: unknown attribute {key!r}")
        if not _fits(value, hint):
            raise GraphContractError(f"{where}: attribute {key!r} is {value!r}, "
                                     f"not {_name(hint)}")


def _fits(value: object, hint: object) -> bool:
    origin = get_origin(hint)
    if origin is Literal:
        return any(value == a and type(value) is type(a) for a in get_args(hint))
    if origin in (Union, types.UnionType):
        return any(_fits(value, h) for h in get_args(hint))
    if origin is dict:
        key, val = get_args(hint)
        return isinstance(value, dict) and all(_fits(k, key) and _fits(v, val)
                                               for k, v in value.items())
    if origin is tuple:
        args = get_args(hint)
        return (isinstance(value, tuple) and len(value) == len(args)
                and all(_fits(v, a) for v, a in zip(value, args, strict=True)))
    if hint is type(None):
        return value is None
    if hint is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if hint is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, hint) if isinstance(hint, type) else False


def _name(hint: object) -> str:
    if get_origin(hint) is Literal:
        return " or ".join(repr(a) for a in get_args(hint))
    if get_origin(hint) in (Union, types.UnionType):
        return " or ".join(_name(h) for h in get_args(hint))
    if hint is type(None):
        return "None"
    return getattr(hint, "__name__", str(hint))
