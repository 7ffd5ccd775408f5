"""No menu of the editor has two entries with the same accelerator (the letter after
``&``, Alt+letter) in any language: Qt would only cycle between them."""

from __future__ import annotations

import re

import pytest

from pacenote import i18n

LANGUAGES = list(i18n.LANGUAGES)


def _key(text: str) -> str | None:
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(title: str, actions: list) -> list[tuple[str, str, list[str]]]:  # noqa: ANN001
    """(menu, letter, entries) for every letter two entries of one menu share, this menu
    and its submenus."""
    out = []
    keys: dict[str, list[str]] = {}
    for action in actions:
        if action.isSeparator():
            continue
        key = _key(action.text())
        if key is not None:
            keys.setdefault(key, []).append(action.text())
        if action.menu() is not None:
            out += clashes(action.text(), action.menu().actions())
    out += [(title, key, texts) for key, texts in keys.items() if len(texts) > 1]
    return out


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_menu_has_two_equal_accelerators(qapp, isolated, language):
    from conftest import close_window

    from pacenote.editor.app import MainWindow
    from pacenote.editor.language import install

    try:
        assert install(language) == language
        window = MainWindow()
        try:
            bar = window.menuBar().actions()
            assert len(bar) >= 5 and all(_key(a.text()) for a in bar)
            assert clashes("menu bar", bar) == []
        finally:
            close_window(window)
    finally:
        install("en")


def test_the_check_finds_a_clash(qapp):
    from PySide6.QtWidgets import QMenu

    menu = QMenu("&File")
    menu.addAction("&Open…")
    menu.addAction("Open &Recent")
    sub = menu.addMenu("&Export")
    sub.addAction("&Rekee JSON")
    sub.addAction("&rgt")
    assert clashes("&File", menu.actions()) == [("&Export", "r", ["&Rekee JSON", "&rgt"])]
    menu.addAction("Save &As…")
    menu.addAction("&Another")
    assert ("&File", "a", ["Save &As…", "&Another"]) in clashes("&File", menu.actions())
