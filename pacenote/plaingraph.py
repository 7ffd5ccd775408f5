"""A directed graph in networkx's own dict-of-dicts layout, for building a cell graph
without importing networkx.

Importing networkx (all its algorithms, and its backend registry) costs several times
what building and checking a stage does, and ``pacenote validate`` needs none of it:
:func:`pacenote.graph.build_graph` builds a :class:`PlainDiGraph`, the validators read
it through :class:`GraphView` (which a networkx ``DiGraph`` also is), and
:meth:`to_networkx` makes the networkx graph, node for node and edge for edge in the
same order, when the engine or the editor first asks for ``CellGraph.g``.

The methods have networkx's meaning exactly: ``add_node`` adds or updates a node's
attributes, ``add_edge`` adds missing end nodes and adds or updates the edge's
attributes, ``succ[u][v]`` and ``pred[v][u]`` are the same attribute dict.

>>> g = PlainDiGraph()
>>> g.add_node("a", front=1.0)
>>> g.add_edge("a", "b", kind="straight")
>>> list(g.nodes.items()), g.succ["a"]["b"] is g.pred["b"]["a"]
([('a', {'front': 1.0}), ('b', {})], True)
>>> sorted(edges(g))
[('a', 'b', {'kind': 'straight'})]
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    import networkx as nx

N = TypeVar("N", bound=Hashable)


class GraphView(Protocol[N]):
    """What reading a graph needs: a networkx ``DiGraph`` and a :class:`PlainDiGraph`
    both are one (reach, movement, validators read graphs through it)."""

    @property
    def nodes(self) -> Mapping[N, dict[str, Any]]: ...

    @property
    def succ(self) -> Mapping[N, Mapping[N, dict[str, Any]]]: ...

    @property
    def pred(self) -> Mapping[N, Mapping[N, dict[str, Any]]]: ...

    @property
    def graph(self) -> dict[str, Any]: ...


class PlainDiGraph(Generic[N]):
    """Nodes, successors and predecessors as plain dicts (see the module docstring)."""

    def __init__(self) -> None:
        self.graph: dict[str, Any] = {}
        self.nodes: dict[N, dict[str, Any]] = {}
        self.succ: dict[N, dict[N, dict[str, Any]]] = {}
        self.pred: dict[N, dict[N, dict[str, Any]]] = {}
        # Every edge in the order networkx would hold it, so to_networkx keeps each
        # node's successor and predecessor order.
        self._order: dict[tuple[N, N], None] = {}

    def add_node(self, n: N, **attrs: Any) -> None:
        data = self.nodes.get(n)
        if data is None:
            self.nodes[n] = attrs
            self.succ[n] = {}
            self.pred[n] = {}
        else:
            data.update(attrs)

    def add_node_data(self, n: N, data: dict[str, Any]) -> None:
        """Add a new node ``n`` whose attribute dict is ``data`` itself (no copy): the
        builder's way to add many nodes without passing each attribute as a keyword."""
        if n in self.nodes:
            self.nodes[n].update(data)
            return
        self.nodes[n] = data
        self.succ[n] = {}
        self.pred[n] = {}

    def add_edge(self, u: N, v: N, **attrs: Any) -> None:
        if u not in self.nodes:
            self.add_node(u)
        if v not in self.nodes:
            self.add_node(v)
        nbrs = self.succ[u]
        data = nbrs.get(v)
        if data is None:
            nbrs[v] = self.pred[v][u] = attrs
            self._order[(u, v)] = None
        else:
            data.update(attrs)

    def add_edges_from(self, ebunch: Iterable[tuple[N, N, dict[str, Any]]]) -> None:
        """Add or update each edge ``(u, v, attributes)``: as :meth:`add_edge` for each,
        in one call (the builder adds hundreds of steps per stage this way)."""
        nodes, succ, pred, order = self.nodes, self.succ, self.pred, self._order
        for u, v, attrs in ebunch:
            if u not in nodes:
                self.add_node(u)
            if v not in nodes:
                self.add_node(v)
            nbrs = succ[u]
            data = nbrs.get(v)
            if data is None:
                nbrs[v] = pred[v][u] = attrs.copy()
                order[(u, v)] = None
            else:
                data.update(attrs)

    def remove_edges_from(self, pairs: Iterable[tuple[N, N]]) -> None:
        for u, v in pairs:
            if u in self.succ and v in self.succ[u]:
                del self.succ[u][v]
                del self.pred[v][u]
                del self._order[(u, v)]

    def remove_node(self, n: N) -> None:
        """Remove ``n`` and every edge into or out of it (as networkx's)."""
        self.remove_edges_from([(n, w) for w in list(self.succ[n])] +
                               [(p, n) for p in list(self.pred[n])])
        del self.nodes[n], self.succ[n], self.pred[n]

    def __len__(self) -> int:
        return len(self.nodes)

    def to_networkx(self) -> nx.DiGraph[N]:
        """The same graph as a networkx ``DiGraph`` (attribute dicts copied)."""
        import networkx as nx

        g: nx.DiGraph[N] = nx.DiGraph()
        g.graph.update(self.graph)
        g.add_nodes_from(self.nodes.items())
        g.add_edges_from((u, v, self.succ[u][v]) for u, v in self._order)
        return g


def edges(g: GraphView[N]) -> Iterator[tuple[N, N, dict[str, Any]]]:
    """Every edge with its attributes, node by node (as networkx's ``edges(data=True)``)."""
    for u, nbrs in g.succ.items():
        for v, d in nbrs.items():
            yield u, v, d
