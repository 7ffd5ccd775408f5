"""Help menu: the keyboard shortcuts window lists every key the window has, says what
docs/editor.md's table says, and the first-run tips show once."""

from __future__ import annotations

import re

import pytest
from conftest import ROOT, close_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QApplication

from pacenote.editor.actions import MENUS, WORDS, shortcut_rows
from pacenote.editor.helpwindow import ShortcutsDialog, native

pytestmark = pytest.mark.usefixtures("isolated")


def docs_table() -> list[tuple[str, str, tuple[str, ...]]]:
    text = (ROOT / "docs" / "editor.md").read_text("utf-8")
    section = text.split("## Keyboard shortcuts", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        cells = [c.strip().replace("\\|", "|")
                 for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if len(cells) == 3 and cells[0] not in ("menu", "---"):
            rows.append((cells[0], cells[1], tuple(re.findall(r"`([^`]+)`", cells[2]))))
    return rows


def test_the_shortcuts_window_lists_every_key_as_the_docs_do(qtbot, window):
    w = window
    qtbot.keyClick(w.view, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: any(isinstance(d, ShortcutsDialog) and d.isVisible()
                                for d in QApplication.topLevelWidgets()))
    dialog = next(d for d in QApplication.topLevelWidgets()
                  if isinstance(d, ShortcutsDialog) and d.isVisible())
    documented = docs_table()
    assert documented, "docs/editor.md has no Keyboard shortcuts table"
    assert dialog.listed() == [(m, t, native(k)) for m, t, k in documented]
    assert [(r.menu, r.text, r.keys) for r in shortcut_rows(w)] == documented
    # every shortcut the window answers to is in the window (none hidden from it)
    listed = {k for r in shortcut_rows(w) for k in r.keys}
    for action in w.findChildren(QAction):
        for key in action.shortcuts():
            if action.isVisible() and action.parent() is w:
                assert key.toString() in listed, (action.text(), key.toString())
    dialog.close()


def test_the_table_builds_the_menus(window):
    w = window
    titles = [a.text() for a in w.menuBar().actions()]
    assert titles == ["&File", "&Edit", "Ra&lly", "&Drive", "&View", "&Help"]
    file_menu = w.menus["&File"]
    texts = [a.text() for a in file_menu.actions() if not a.isSeparator() and a.menu() is None]
    expected = [e.text for e in MENUS if e.menu == "&File" and e.text and e.submenu is None]
    assert texts == expected
    subs = [a.text() for a in file_menu.actions() if a.menu() is not None]
    assert subs == ["New &With Boxes", "Open Re&cent"]


def test_a_row_added_with_after_lands_there():
    """The generator's way in: one row, placed after the entry it names."""
    from pacenote.editor.actions import Entry, ordered

    added = Entry("&File", "&Generate…", lambda w: None, name="generate_action",
                  after="import_action")
    names = [e.name for e in ordered([*MENUS, added])]
    assert names[names.index("import_action") + 1] == "generate_action"


def test_first_run_tips_show_once(qtbot, isolated, dialogs):
    from pacenote.editor.app import MainWindow

    w = MainWindow()  # a first run: nothing in the settings
    w.show()
    qtbot.waitExposed(w)
    try:
        assert w.tips.isVisible() and "Shift+double-click" in w.tips.text.text()
        qtbot.mouseClick(w.tips.close_button, Qt.MouseButton.LeftButton)
        assert not w.tips.isVisible()
    finally:
        close_window(w)
    again = MainWindow()
    again.show()
    qtbot.waitExposed(again)
    try:
        assert not again.tips.isVisible()
        again.tips_action.trigger()  # Help → Tips brings them back
        assert again.tips.isVisible()
    finally:
        close_window(again)


def test_documentation_and_about(window, dialogs, monkeypatch):
    opened = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    window.docs_action.trigger()
    assert opened and opened[0].toLocalFile().endswith("docs/editor.md")
    shown = []
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "about", lambda *a: shown.append(a[2]))
    window.about_action.trigger()
    assert shown and "pacenote" in shown[0]


def test_every_word_the_table_shows_is_marked_for_translation():
    """lupdate cannot read the table: its menus, the entries it makes and their tips are
    listed in WORDS (QT_TRANSLATE_NOOP), so the catalogues hold them."""
    shown = {part for e in MENUS for part in e.menu.split("/")}
    shown |= {e.text for e in MENUS if e.run is not None or e.submenu is not None}
    shown |= {e.tip for e in MENUS if e.tip}
    assert shown - set(WORDS) == set()
