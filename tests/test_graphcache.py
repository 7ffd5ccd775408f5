"""Cell-graph templates: the graph built from cached templates is the graph the tile
geometry gives, for every example stage and every tile side; the disk cache is never
stale and never in the way."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote import diskcache, graphcache
from pacenote.autolayout import LayoutError, layout
from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.graph import CellGraph, build_graph, node_name
from pacenote.graphcache import SideTemplate, derive_template, side_template, touches
from pacenote.stage import Stage
from pacenote.tiles import Tileset, load_tileset, parse_tileset, tileset_data

EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").rglob("*.stage.json"))
SIDES = [s.id for s in load_tileset() if s.kind not in ("start", "finish", "service")]


@pytest.fixture
def cache(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    return tmp_path


def fresh_tileset(*, derived: bool) -> Tileset:
    """A tileset of new side objects (nothing in memory yet); ``derived``: each side's
    template computed from its shapely geometry, bypassing every cache."""
    ts = parse_tileset(tileset_data(), "dirt-core.json")
    if derived:
        for side in ts:
            side.__dict__["template"] = derive_template(side)
    return ts


def disk_tileset(monkeypatch: pytest.MonkeyPatch) -> Tileset:
    """A tileset whose templates were all read back from the disk cache."""
    for side in fresh_tileset(derived=False):
        side_template(side)  # derived and stored
    ts = fresh_tileset(derived=False)
    with monkeypatch.context() as m:
        m.setattr(graphcache, "derive_template", lambda s: pytest.fail(f"derived {s.id}"))
        for side in ts:
            side.__dict__["template"] = side_template(side)
    return ts


@pytest.fixture(scope="module")
def both(tmp_path_factory) -> tuple[Tileset, Tileset]:
    """(templates read from a fresh disk cache, templates derived from geometry)."""
    with pytest.MonkeyPatch.context() as m:
        m.setenv("PACENOTE_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        return disk_tileset(m), fresh_tileset(derived=True)


def stage_with(side_id: str) -> Stage:
    """A short stage START → side → FINISH (the box has one START and one FINISH tile,
    each double-sided: try the combinations the layout accepts)."""
    for ids in (["202a", side_id, "203b"], ["202a", side_id, "203a"],
                ["202b", side_id, "203b"]):
        try:
            return layout(ids, tries=8)
        except (LayoutError, ValueError):
            continue
    raise AssertionError(f"no short stage holds {side_id}")


def snapshot(graph: CellGraph) -> dict:
    """Everything about a graph: nodes in order with their data, each node's successors
    and predecessors in order with the edge data, the graph's own data."""
    g = graph.g
    return {
        "nodes": [(node_name(n), d) for n, d in g.nodes(data=True)],
        "succ": {node_name(n): [(node_name(v), d) for v, d in g.succ[n].items()] for n in g},
        "pred": {node_name(n): [node_name(u) for u in g.pred[n]] for n in g},
        "graph": dict(g.graph),
    }


def graphs(stage: Stage, cached: Tileset, derived: Tileset) -> tuple[CellGraph, CellGraph]:
    return (build_graph(build_course(stage, cached)), build_graph(build_course(stage, derived)))


def test_every_sides_template_from_disk_is_the_one_its_geometry_gives(cache, monkeypatch):
    ts = disk_tileset(monkeypatch)
    assert len(list((cache / "celltemplates").glob("*.json"))) == len(ts)
    for side in ts:
        assert side.template == derive_template(side), side.id


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_example_graphs_from_templates_equal_graphs_from_geometry(path, both):
    from_disk, from_geometry = graphs(load_stage(path), *both)
    assert snapshot(from_disk) == snapshot(from_geometry)


def test_every_sides_graph_from_templates_equals_graph_from_geometry(both):
    cached, derived = both
    for side_id in SIDES:
        a, b = graphs(stage_with(side_id), cached, derived)
        assert snapshot(a) == snapshot(b), side_id


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_graph_cells_match_the_world_geometry(path):
    """An oracle apart from the templates: spans, limits and shortcut contacts read
    straight off each cell's world polygon."""
    graph = build_graph(build_course(load_stage(path)))
    g = graph.g
    joined = g.graph.get("joined_cells", {})  # a space cut by a skewed GT joint: one node
    gone = set(joined.values())
    for ct in graph.course.driven:
        for key, cell in ct.side.geometry.cells.items():
            if (ct.index, key) in gone:
                assert (ct.index, key) not in g.nodes
                continue
            d = g.nodes[(ct.index, key)]
            a, b = ct.to_course(cell.span[0]), ct.to_course(cell.span[1])
            front = max(a, b)
            far = joined.get((ct.index, key))
            if far is not None and far[0] == ct.index + 1:  # reaches on to the far part's front
                fct = graph.course.tile(far[0])
                span = fct.side.geometry.cells[far[1]].span
                front = max(fct.to_course(span[0]), fct.to_course(span[1]))
            assert (d["rear"], d["front"], d["limit"], d["kind"]) == (
                min(a, b), front, cell.limit, cell.kind)
            if cell.kind != "shortcut":
                continue
            x = (ct.index, key)
            linked = {v for v in g.succ[x]} | {u for u in g.pred[x]}
            for other in linked:
                assert touches(graph.polygon(other), graph.polygon(x)), (node_name(other), key)


def test_the_examples_compared_above_take_shortcuts_and_jumps():
    kinds = [build_graph(build_course(load_stage(p))).edge_kinds() for p in EXAMPLES]
    assert any(k.get("shortcut") for k in kinds) and any(k.get("jump") for k in kinds)


def test_every_gt_sides_template_from_disk_is_the_one_its_geometry_gives(cache):
    for side in parse_tileset(tileset_data("gt-core"), "gt-core.json"):
        side_template(side)
    for side in parse_tileset(tileset_data("gt-core"), "gt-core.json"):
        assert side_template(side) == derive_template(side), side.id
        assert side_template(side).gt is not None  # strips, dotted lines, grid boxes


def test_a_change_to_the_code_derives_templates_again(cache, monkeypatch):
    side = fresh_tileset(derived=False)["224b"]
    side_template(side)
    monkeypatch.setattr(graphcache, "_code_version", lambda: "another version")
    derived = []
    real = graphcache.derive_template
    monkeypatch.setattr(graphcache, "derive_template",
                        lambda s: derived.append(s.id) or real(s))
    side_template(side)
    assert derived == ["224b"]
    assert len(list((cache / "celltemplates").glob("*.json"))) == 2


def test_a_damaged_cache_entry_is_derived_again(cache):
    side = fresh_tileset(derived=False)["207b"]
    side_template(side)
    (entry,) = (cache / "celltemplates").glob("*.json")
    entry.write_text('{"length": "not a number"', "utf-8")
    assert side_template(side) == derive_template(side)
    entry.write_text('{"length": 1}', "utf-8")
    assert side_template(side) == derive_template(side)
    assert SideTemplate.from_json(diskcache.read("celltemplates", entry.stem)) \
        == derive_template(side)


def test_no_cache_folder_means_no_disk_cache(monkeypatch, tmp_path):
    monkeypatch.setenv("PACENOTE_CACHE_DIR", "")
    assert diskcache.cache_dir() is None
    side = fresh_tileset(derived=False)["210a"]
    assert side_template(side) == derive_template(side)
    assert diskcache.read("celltemplates", "anything") is None


def test_an_unwritable_cache_folder_is_skipped(monkeypatch, tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", "utf-8")
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(blocker / "cache"))
    side = fresh_tileset(derived=False)["210a"]
    assert side_template(side) == derive_template(side)  # no error
    assert blocker.read_text("utf-8") == "not a folder"
