"""The cell graph does not depend on how the tiles are drawn: for every side of the
tileset, driven both ways, and for every example stage, the graph has exactly the nodes
and edges recorded in ``tests/data/reference/tile-graphs.json`` (written before the road shapes
were fitted to the printed tiles, docs/tiles.md "Road shapes").

Regenerate the reference only when a rule change is meant to change the graph:
``python tests/test_tiles_graph.py --write``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from pacenote.course import Course, build_course
from pacenote.formats import load_stage
from pacenote.graph import build_graph
from pacenote.stage import Placement, Stage
from pacenote.tiles import load_tileset

ROOT = Path(__file__).resolve().parent.parent
REFERENCE = Path(__file__).parent / "data" / "reference" / "tile-graphs.json"
EXAMPLES = sorted((ROOT / "examples").rglob("*.stage.json"))
TILESET = load_tileset()
ANCHORS = ("202a", "203a")  # a straight start/finish tile to drive each side from


def side_courses(tile_id: str) -> dict[str, Course]:
    """Two-tile courses that drive ``tile_id`` forwards and backwards (keyed
    ``fwd``/``rev``), found by trying every rotation beside an anchor tile."""
    found: dict[str, Course] = {}
    for anchor in ANCHORS:
        for rot in range(6):
            for q, r in ((1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)):
                stage = Stage(tiles=(Placement(anchor, 0, 0, 0), Placement(tile_id, q, r, rot)))
                course = build_course(stage)
                mine = [t for t in course.driven if t.side.id == tile_id]
                if len(course.driven) == 2 and mine:
                    found.setdefault("rev" if mine[0].reversed else "fwd", course)
                if len(found) == 2:
                    return found
    return found


def node_id(node: tuple[int, str]) -> str:
    """The node's id as recorded (course index from 0: the graph's own, whatever
    ``node_name`` prints for users)."""
    return f"{node[0]}:{node[1]}"


def signature(course: Course) -> dict[str, Any]:
    """Nodes (with what the rules read from them) and edges of a course's graph."""
    g = build_graph(course).g
    nodes = sorted(
        f"{node_id(n)} {d['kind']} lane={d['lane']} path={d['path']} limit={d['limit']}"
        f" jump={d['jump']} start={d['start']} grid={d['grid']} finished={d['finished']}"
        for n, d in g.nodes(data=True))
    edges = sorted(
        f"{node_id(u)}>{node_id(v)} {d['kind']} path={d.get('path')}"
        f" landing={d.get('landing')} jump={d.get('jump')}"
        for u, v, d in g.edges(data=True))
    return {"nodes": nodes, "edges": edges}


def current() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for side in TILESET:
        if side.is_service:
            continue
        for way, course in sorted(side_courses(side.id).items()):
            out[f"{side.id} {way}"] = signature(course)
    for path in EXAMPLES:
        out[str(path.relative_to(ROOT))] = signature(build_course(load_stage(path)))
    return out


def reference() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(REFERENCE.read_text("utf-8"))
    return data


def test_every_side_is_driven_both_ways_and_every_example_is_recorded():
    ref = reference()
    sides = [s.id for s in TILESET if not s.is_service]
    assert sorted(k for k in ref if " " in k) == sorted(f"{s} {w}" for s in sides
                                                         for w in ("fwd", "rev"))
    assert sorted(k for k in ref if " " not in k) == sorted(  # as strings: gt-exp < gt/
        str(p.relative_to(ROOT)) for p in EXAMPLES)


@pytest.mark.parametrize("tile_id", [s.id for s in TILESET if not s.is_service])
def test_graph_of_a_side_is_unchanged_both_ways(tile_id):
    ref = reference()
    got = {way: signature(c) for way, c in side_courses(tile_id).items()}
    for way in ("fwd", "rev"):
        want = ref[f"{tile_id} {way}"]
        assert set(got[way]["nodes"]) ^ set(want["nodes"]) == set()
        assert set(got[way]["edges"]) ^ set(want["edges"]) == set()


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_graph_of_an_example_stage_is_unchanged(path):
    want = reference()[str(path.relative_to(ROOT))]
    got = signature(build_course(load_stage(path)))
    assert set(got["nodes"]) ^ set(want["nodes"]) == set()
    assert set(got["edges"]) ^ set(want["edges"]) == set()


def test_a_changed_edge_is_caught():
    # The check reads real differences: dropping one step of 217b shows up.
    course = side_courses("217b")["fwd"]
    sig = signature(course)
    sig["edges"] = sig["edges"][1:]
    assert set(sig["edges"]) ^ set(reference()["217b fwd"]["edges"]) != set()


if __name__ == "__main__" and sys.argv[1:] == ["--write"]:
    REFERENCE.write_text(json.dumps(current(), indent=0, sort_keys=True) + "\n", "utf-8")
