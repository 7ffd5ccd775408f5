"""The cell graph built from fragments (each side's cells and inside steps worked out
once per direction, each joint's steps once per pair of fragments) is the graph the
builder makes tile by tile in place: the same cells with the same attributes (progress
to the last bit), the same steps, every cell's successors and predecessors in the same
order, the same bands. Checked on every example stage, broken copies of them and the
benchmark stages, with the fragments both fresh and already known."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

import pacenote.graph as graph_module
import pacenote.graphbands as bands_module
import pacenote.graphbranches as branches_module
import pacenote.graphfragments as fragments_module
from pacenote.course import Course, build_course
from pacenote.cutspaces import join_cut_spaces
from pacenote.formats import load_stage
from pacenote.graph import build_graph
from pacenote.gtgraph import mark_gt
from pacenote.plaingraph import PlainDiGraph

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
from stages import benchmark_stage  # noqa: E402

EXAMPLES = sorted((ROOT / "examples").rglob("*.stage.json"))


def in_place(course: Course) -> tuple[PlainDiGraph[Any], list[Any]]:
    """The graph as the builder made it before fragments: every tile built where it lies."""
    g: PlainDiGraph[Any] = PlainDiGraph()
    bands: list[Any] = []
    cells: dict[int, list[Any]] = {}
    for ct in course.driven:
        before = set(g.nodes)
        bands.extend(bands_module.tile_bands(g, ct))
        cells[ct.index] = [n for n in g.nodes if n not in before]
    g.graph["dirt_lanes"] = {ct.index: ct.side.lanes for ct in course.driven}
    for a, b in zip(bands, bands[1:], strict=False):
        bands_module.link_bands(g, a, b)
    for band in bands:
        bands_module.inside_band(g, band)
    for ct in course.driven:
        bands_module.shortcut_edges(g, ct, bands)
    bands_module.jump_edges(g, [n for n, d in g.nodes.items() if d["jump"] is not None])
    for branch in course.branches:  # an RX joker: only the junction builder knows it
        if branch.driven:
            branches_module.add_branch(g, course, branch.driven, cells)
    graph_module._mark_start_finish(g, course, cells)
    mark_gt(g, course)
    gone = set(join_cut_spaces(g, course))
    g.graph["length"] = course.length
    return g, [graph_module._without(b, gone) for b in bands] if gone else bands


def layout(g: Any) -> tuple[Any, ...]:
    return (list(g.nodes.items()), [(u, list(g.succ[u].items())) for u in g.nodes],
            [(v, list(g.pred[v].items())) for v in g.nodes], dict(g.graph))


def _stages() -> list[tuple[str, Any]]:
    out = []
    for path in EXAMPLES:
        stage = load_stage(path)
        tiles = list(stage.tiles)
        out.append((path.name, stage))
        out.append((f"{path.name}-no-middle",
                    stage.with_tiles(tiles[: len(tiles) // 2] + tiles[len(tiles) // 2 + 1:])))
        out.append((f"{path.name}-no-last", stage.with_tiles(tiles[:-1])))
    out += [(f"benchmark-{n}", benchmark_stage(n)) for n in (10, 14, 18, 30)]
    return out


STAGES = _stages()


@pytest.mark.parametrize("fresh", [True, False], ids=["fragments-fresh", "fragments-known"])
def test_the_graph_from_fragments_is_the_graph_built_in_place(fresh: bool) -> None:
    for name, stage in STAGES:
        course = build_course(stage)
        if fresh:
            fragments_module._FRAGMENTS.clear()
            fragments_module._JOINTS.clear()
        built = build_graph(course)
        want, bands = in_place(course)
        assert layout(built.view) == layout(want), name
        assert repr(layout(built.view)) == repr(layout(want)), name  # floats to the bit
        assert [vars(b) for b in built.bands] == [vars(b) for b in bands], name
