"""The canvas's right-click menu: what can be done where the user clicked.

On a tile: rotate, flip, the curve keys and delete (acting on that tile, which becomes the
selection, or on the selection it is part of), the token there (turn, remove) and
**Add token here ▸** with every token pacenote draws, by its readable name; on an empty
hex: place the palette's tile there. Token ids stay Rekee's (``mud-spray``); the menu
shows their names (``Mud spray (MUD)``), as the canvas labels them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu

from pacenote.editor import edits
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.hexgrid import Hex, pixel_to_hex
from pacenote.tokendraw import LOOKS, token_at, token_kind

if TYPE_CHECKING:
    from pacenote.editor.editing import EditingWindow

# The tokens' readable names, one per kind pacenote draws (pacenote.tokendraw.LOOKS).
TOKEN_NAMES: dict[str, str] = {
    "mud-spray": QT_TRANSLATE_NOOP("TokenMenu", "Mud spray"),
    "chicane-limit": QT_TRANSLATE_NOOP("TokenMenu", "Chicane with a speed limit"),
    "chicane": QT_TRANSLATE_NOOP("TokenMenu", "Chicane"),
    "water": QT_TRANSLATE_NOOP("TokenMenu", "Water"),
    "jump": QT_TRANSLATE_NOOP("TokenMenu", "Jump"),
    "climb-ascent": QT_TRANSLATE_NOOP("TokenMenu", "Climb: ascent"),
    "climb-descent": QT_TRANSLATE_NOOP("TokenMenu", "Climb: descent"),
    "cloud": QT_TRANSLATE_NOOP("TokenMenu", "Cloud"),
    "oxygen": QT_TRANSLATE_NOOP("TokenMenu", "Oxygen"),
    "joker-entrance": QT_TRANSLATE_NOOP("TokenMenu", "Joker lap: entrance"),
    "joker-exit": QT_TRANSLATE_NOOP("TokenMenu", "Joker lap: exit"),
    "finish": QT_TRANSLATE_NOOP("TokenMenu", "Finish"),
}
TOKEN_KINDS = tuple(LOOKS)  # what Add token offers: every token pacenote draws


translate = QCoreApplication.translate


def tr(text: str) -> str:
    """A token's name (marked with QT_TRANSLATE_NOOP above), translated."""
    return translate("TokenMenu", text)


def token_name(token_id: str) -> str:
    """``chicane-limit-gravel`` → ``Chicane with a speed limit``; an unknown id as is."""
    name = TOKEN_NAMES.get(token_kind(token_id))
    return tr(name) if name is not None else token_id


def token_label(kind: str) -> str:
    """The Add token entry: the name and the label the canvas draws, ``Mud spray (MUD)``."""
    return f"{token_name(kind)} ({LOOKS[kind][0]})"


def token_menu(window: EditingWindow, world: tuple[float, float]) -> QMenu | None:
    """The context menu at ``world`` (scene units, y up), or None when nothing applies."""
    stage = window.document.stage
    menu = QMenu(window)
    at = pixel_to_hex(*world)
    placement = stage.at(at)
    hit = token_at(stage.tiles, *world)
    if placement is not None:
        if at not in window.scene.selected_hexes():
            window.scene.select_hexes([at])  # the menu acts on the tile clicked
        for text, act in ((translate("TokenMenu", "Rotate clockwise"), lambda: window.rotate(1)),
                          (translate("TokenMenu", "Rotate counter-clockwise"),
                           lambda: window.rotate(-1)),
                          (translate("TokenMenu", "Flip to the other side"), window.flip),
                          (translate("TokenMenu", "Delete"), window.delete)):
            menu.addAction(text, act)
        menu.addSeparator()
    elif window.palette.current_tile() is not None:
        tile = window.palette.current_tile() or ""
        menu.addAction(translate("TokenMenu", "Place {tile} here").format(tile=tile),
                       lambda: window.drop_tile(tile, at))
    if hit is not None:
        i, j = hit
        name = token_name(stage.tiles[i].tokens[j].id)
        menu.addAction(translate("TokenMenu", "Turn the {name} token").format(name=name.lower()),
                       lambda: window.apply(edits.turn_token(stage, i, j)))
        menu.addAction(translate("TokenMenu", "Remove the {name} token").format(name=name.lower()),
                       lambda: window.apply(edits.remove_token(stage, i, j)))
    if placement is not None:
        add = menu.addMenu(translate("TokenMenu", "Add token here"))
        for kind in TOKEN_KINDS:
            add.addAction(token_label(kind), _adder(window, at, kind, world))
    return None if menu.isEmpty() else menu


def _adder(window: EditingWindow, at: Hex, kind: str,
           world: tuple[float, float]) -> Callable[[], bool]:
    return lambda: window.add_token(at, kind, world)
