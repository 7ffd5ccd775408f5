"""docs/rules.md says every DIRT rule is pinned by a test: every rule bullet of its DIRT
sections and every row of its DIRT readings carries an id, every id has a row in its
"Pinned" table, and every test a row names exists."""

from __future__ import annotations

import re

from conftest import ROOT

RULES = (ROOT / "docs" / "rules.md").read_text("utf-8")
DIRT_SECTIONS = ("The stage", "Moving (the cell graph)", "Dice and a turn (the engine)",
                 "Races (DIRT)", "Between stages (rallies)")
ID = re.compile(r"\[([DR]\d+)\]")


def section(title: str) -> str:
    m = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## )", RULES, re.M | re.S)
    assert m, f"docs/rules.md has no section {title!r}"
    return m[1]


def pinned() -> dict[str, list[str]]:
    rows = re.findall(r"^\| ([DR]\d+) \| (.+) \|$", section("Pinned"), re.M)
    table: dict[str, list[str]] = {}
    for rule, tests in rows:
        assert rule not in table, f"{rule} has two rows"
        table[rule] = re.findall(r"`([\w.]+\.py::\w+)`", tests)
        assert table[rule], f"{rule} names no test"
    return table


def test_every_dirt_rule_and_reading_has_an_id():
    for title in DIRT_SECTIONS:
        bullets = re.split(r"^- ", section(title), flags=re.M)[1:]
        assert bullets, title
        for b in bullets:
            assert ID.search(b), f"{title}: a rule without an id: {b[:60]!r}"
    rows = [r for r in section("Readings").splitlines() if r.startswith("| ")
            and not r.startswith(("| case", "|---"))]
    # readings that decide nothing the engine or the validators play carry no id
    unplayed = [r for r in rows if not ID.search(r)]
    assert [r.split("|")[1].strip() for r in unplayed] == ["Tyres"]


def test_every_id_has_a_row_and_every_row_an_id():
    body = RULES.replace(section("Pinned"), "")
    used = ID.findall(body)
    assert len(used) == len(set(used)), "an id used twice"
    assert set(used) == set(pinned())


def test_every_test_a_row_names_exists():
    for rule, tests in pinned().items():
        for ref in tests:
            path, name = ref.split("::")
            file = ROOT / "tests" / path
            assert file.is_file(), f"{rule}: no file tests/{path}"
            assert re.search(rf"^def {name}\(", file.read_text("utf-8"), re.M), \
                f"{rule}: no test {name} in tests/{path}"
