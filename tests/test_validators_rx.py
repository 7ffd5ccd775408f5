"""RX circuits (DIRT tiles, start-finish 401) and junction branches: the example circuit
validates clean with its joker branch; without the branch it warns `joker-missing`, with a
branch that stops short it fails `branch-not-joined`; it can be driven (its races:
tests/test_dirt_circuits.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pacenote.course import build_course
from pacenote.drivable import NO_LAP, drive_blocker
from pacenote.formats import load_stage
from pacenote.stage import Stage
from pacenote.tiles import load_tileset
from pacenote.validators import validate_stage

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "rx" / "rx-joker.stage.json"


@pytest.fixture(scope="module")
def rx() -> Stage:
    return load_stage(EXAMPLE)


def codes(stage: Stage) -> list[str]:
    return [f.code for f in validate_stage(stage, tileset=load_tileset(stage.tileset))]


def test_the_rx_circuit_closes_with_its_joker_branch(rx: Stage) -> None:
    course = build_course(rx)
    assert course.is_circuit and course.closed and course.complete
    assert [t.side.id for t in course.tiles][:2] == ["401b", "204a"]
    assert course.tiles[5].route == "S-N" and course.tiles[7].route == "S-N"
    (joker,) = course.branches
    assert (joker.fork, joker.route, joker.join, joker.join_route) == (5, "S-NE", 7, "NE-N")
    assert [rx.tiles[p].tile for p, _ in joker.passes] == ["206a", "229a", "230a", "218a"]
    assert codes(rx) == []


def test_an_rx_circuit_without_a_joker_warns(rx: Stage) -> None:
    loop_only = rx.with_tiles(rx.tiles[:12])
    assert codes(loop_only) == ["joker-missing"]
    assert codes(rx) == []  # the fixed twin


def test_a_branch_that_does_not_join_again_is_an_error(rx: Stage) -> None:
    cut = rx.with_tiles(rx.tiles[:14])  # the branch stops two tiles short of 405b
    assert "branch-not-joined" in codes(cut)
    assert "branch" not in codes(cut) and "tile-unused" not in codes(cut)
    assert "branch-not-joined" not in codes(rx)


def test_an_rx_circuit_can_be_driven_and_an_open_one_says_why_not(rx: Stage) -> None:
    assert drive_blocker(build_course(rx)) is None
    cut = rx.removed(rx.tiles[2].hex)  # 208a: the loop no longer closes
    assert drive_blocker(build_course(cut)) == NO_LAP


def test_the_joker_branch_is_in_the_cell_graph(rx: Stage) -> None:
    from pacenote.graph import build_graph

    course = build_course(rx)
    view = build_graph(course).view
    # the fork 404a (course tile 5): into the branch only across the junction line J4
    # (m2 | jc, limit 4 printed on it: the branch cell's limit); both branch cells, open to
    # each other at the partial divider, are entered from m2
    assert sorted(view.pred[(5, "jc")]) == [(5, "m2")] == sorted(view.pred[(5, "ji")])
    assert view.nodes[(5, "jc")]["limit"] == 4
    assert sorted(view.succ[(5, "m1")]) == [(5, "n1"), (5, "n2")]  # the main road's own
    # the tiles between are numbered after the course's 12
    assert [course.tile(i).side.id for i in range(12, 16)] == ["206a", "229a", "230a", "218a"]
    assert {n[0] for n in view.nodes} == set(range(16))
    # the join 405b (course tile 7): out of the branch only across J2 (n2 | ji, limit 2)
    assert sorted(view.pred[(7, "n2")]) == [(7, "jc"), (7, "ji"), (7, "m1"), (7, "m2")]
    assert view.nodes[(7, "ji")]["limit"] == 2
    assert all(view.nodes[v]["front"] > view.nodes[u]["front"]
               for u in view.nodes for v, d in view.succ[u].items() if not d.get("wrap"))


def test_the_build_guide_lays_the_joker_after_the_loop(rx: Stage) -> None:
    from pacenote.export.buildsteps import build_steps

    steps = build_steps(build_course(rx))
    assert [s.tile for s in steps][12:] == ["206a", "229a", "230a", "218a"]
    assert steps[12].after == 6 and [s.after for s in steps[13:]] == [13, 14, 15]
    assert len({s.hex for s in steps}) == len(steps) == len(rx.tiles)
