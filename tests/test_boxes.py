"""The boxes data (tilesets/boxes.json): every box's contents as the box table has it."""

from __future__ import annotations

import doctest

import pytest

import pacenote.boxes
from pacenote.boxes import BoxListError, load_boxes, owned_copies, parse_box_list
from pacenote.tiles import load_tileset

# Copied from the box table (shared/data/tile-facts/coarse-all.yaml, `boxes:`): key ->
# (name, game, expansion, discontinued, pieces, numbers).
EXPECTED = {
    "gt-core": ("GT Core Box", "gt", False, False, 32, 20),
    "gt-championship": ("GT Championship", "gt", True, False, 12, 10),
    "gt-world-tour": ("GT World Tour", "gt", True, False, 12, 11),
    "gt-team-challenge": ("GT Team Challenge", "gt", True, False, 12, 12),
    "gt-adrenaline-pack": ("GT Adrenaline Pack", "gt", True, False, 5, 5),
    "dirt-core": ("DIRT Core Box", "dirt", False, False, 32, 32),
    "dirt-monte-carlo": ("DIRT Monte Carlo", "dirt", True, False, 26, 26),
    "dirt-110-percent": ("DIRT 110%", "dirt", True, True, 24, 24),
    "dirt-rx": ("DIRT RX", "dirt", True, False, 15, 15),
    "dirt-climb": ("DIRT Climb", "dirt", True, False, 4, 4),
    "dirt-copilot-pack": ("DIRT Copilot Pack", "dirt", True, True, 6, 6),
}


def test_every_box_as_the_table_has_it():
    boxes = load_boxes()
    assert list(boxes) == list(EXPECTED)
    for key, (name, game, expansion, discontinued, pieces, numbers) in EXPECTED.items():
        box = boxes[key]
        assert (box.name, box.game, box.expansion, box.discontinued) == (
            name, game, expansion, discontinued), key
        assert sum(box.copies.values()) == pieces, key
        assert len(box.copies) == numbers, key


def test_box_contents_by_number():
    boxes = load_boxes()
    assert boxes["dirt-core"].numbers == frozenset(range(201, 233))
    assert boxes["dirt-rx"].numbers == frozenset(range(401, 416))
    assert boxes["dirt-climb"].numbers == {325, 326, 418, 419}
    assert boxes["dirt-copilot-pack"].numbers == {416, 417, 902, 903, 904, 905}
    assert boxes["dirt-monte-carlo"].numbers == frozenset(range(301, 325)) | {416, 417}
    assert boxes["gt-adrenaline-pack"].numbers == {151, 152, 153, 154, 901}
    assert boxes["gt-core"].copies[103] == 3
    assert boxes["gt-world-tour"].variants[125] == ("-2",)
    assert boxes.holding(301) == ("dirt-monte-carlo", "dirt-110-percent")


@pytest.mark.parametrize("box, tileset", [("dirt-core", "dirt-core"), ("gt-core", "gt-core")])
def test_core_boxes_agree_with_their_tilesets(box, tileset):
    assert dict(load_boxes()[box].copies) == {int(n): c for n, c
                                              in load_tileset(tileset).copies.items()}


def test_owned_copies_add_up_over_boxes():
    copies = owned_copies(parse_box_list("dirt-monte-carlo,dirt-110-percent,dirt-core:2"))
    assert copies[301] == 2 and copies[416] == 1 and copies[210] == 2
    assert 401 not in copies


def test_aliases_and_case():
    assert parse_box_list("DIRT-Core-Box, gt-core-box") == ("dirt-core", "gt-core")


@pytest.mark.parametrize("text, words", [
    ("dirt-coer", "unknown box 'dirt-coer' (did you mean dirt-core?)"),
    ("dirt core", "'dirt core' is not a box name"),
    ("dirt-core:0", "a box count is 1 to 9"),
    (" , ", "no box named"),
])
def test_bad_lists_say_what_is_wrong(text, words):
    with pytest.raises(BoxListError, match=None) as error:
        parse_box_list(text)
    assert words in str(error.value)
    assert "\n" not in str(error.value)


def test_doctests():
    assert doctest.testmod(pacenote.boxes).failed == 0
