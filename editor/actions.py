"""The editor's menus and actions, declared in one table with their shortcuts.

:data:`MENUS` lists every menu entry in order: its menu, its text, what it does and its
keys. :func:`build` makes the window's actions and menus from it, and the Help menu's
Keyboard shortcuts window (:mod:`pacenote.editor.helpwindow`) lists the same rows, so
the menus, the shortcuts window and docs/editor.md's table (a test compares them) cannot
disagree. An entry whose action another part of the editor owns (the test drive's, the
undo stacks', a dock's) names it with ``existing``; the table still places it and the
shortcuts window still lists it.

To add an entry (File → Generate…, say), add a row: ``Entry("&File", "&Generate…",
lambda w: w.generator.open(), name="generate_action", after="import_action")`` — or
put it where it belongs in :data:`MENUS`; nothing else changes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu

from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.placement import LEFT, RIGHT

if TYPE_CHECKING:
    from pacenote.editor.app import MainWindow

Run = Callable[["MainWindow"], object]
Find = Callable[["MainWindow"], QAction]
Submenu = Callable[["MainWindow"], QMenu]
CONTEXT = "MainWindow"  # the translation context of the table's words


@dataclass(frozen=True)
class Entry:
    """One menu entry: a new action (``run``), an action made elsewhere (``existing``),
    a submenu (``submenu``) or a separator (no text)."""

    menu: str  # "&File", or "&File/New &With Boxes" for a submenu
    text: str = ""  # "" with nothing else: a separator
    run: Run | None = None
    keys: tuple[str, ...] = ()  # portable text: "Ctrl+S" (Cmd+S on macOS)
    tip: str = ""
    name: str = ""  # the window's attribute for the action ("save_action")
    existing: Find | None = None
    submenu: Submenu | None = None
    checkable: bool = False
    after: str = ""  # for a row added later: place it after this named entry
    tip_fields: tuple[tuple[str, str], ...] = ()  # the tip's {fields}, filled once translated


def _new_with(boxes: str) -> Run:
    return lambda w: w.files.new_stage(boxes)


NEW_BOXES = (("Rallyman: &DIRT stage", "dirt-core"), ("Rallyman: &GT circuit", "gt-core"),
             ("DIRT stage with GT &asphalt", "dirt-core+gt-core"),
             ("DIRT stage with &expansions (Monte Carlo / 110% / Climb 301–326)",
              "dirt-core+dirt-exp-3xx"),
             ("GT circuit with e&xpansion pieces (121–154)", "gt-core+gt-exp"))

MENUS: list[Entry] = [
    Entry("&File", "&New", lambda w: w.files.new_stage(), ("Ctrl+N",), name="new_action"),
    Entry("&File", "New &Rally", lambda w: w.start_new_rally(), ("Ctrl+Shift+N",),
          "A rally of several stages, one tab each, saved as a .rally.json",
          name="new_rally_action"),
    Entry("&File", "&Generate…", lambda w: w.generate_dialog(),
          tip="Generate stages to a brief (boxes, length, difficulty, table) and open one",
          name="generate_action"),
    *(Entry("&File/New &With Boxes", text, _new_with(boxes),
            tip="New empty stage with the tiles of tileset {name}", tip_fields=(("name", boxes),),
            name=f"new_{boxes.replace('-', '_').replace('+', '_')}_action")
      for text, boxes in NEW_BOXES),
    Entry("&File", "&Open…", lambda w: w.files.open_dialog(), ("Ctrl+O",), name="open_action"),
    Entry("&File", "Open &Recent", submenu=lambda w: w.recent_menu),
    Entry("&File"),
    Entry("&File", "&Save", lambda w: w.files.save(), ("Ctrl+S",), name="save_action"),
    Entry("&File", "Save &As…", lambda w: w.files.save_as(), ("Ctrl+Shift+S",),
          name="save_as_action"),
    Entry("&File"),
    Entry("&File", "&Import Rekee / .rgt…", lambda w: w.files.import_dialog(),
          name="import_action"),
    Entry("&File", "Export as &Rekee JSON…", lambda w: w.files.export_dialog("rekee"),
          name="export_rekee_action"),
    Entry("&File", "Export as .&rgt…", lambda w: w.files.export_dialog("rgt"),
          name="export_rgt_action"),
    Entry("&File", "Export &picture (PNG/SVG)…", lambda w: w.files.export_image_dialog(),
          ("Ctrl+E",), name="export_image_action"),
    Entry("&File", "Export print&able build guide (PDF)…",
          lambda w: w.files.export_printable_dialog(w.drive.result),
          tip="The stage's build guide, ready to print (as pacenote export writes it)",
          name="export_printable_action"),
    Entry("&File", "Export rally &booklet (PDF)…", lambda w: w.rally_export.booklet_dialog(),
          tip="Cover, every stage's build guide and the rally sheet (as pacenote export "
              "RALLY -o FILE.pdf writes them)", name="export_booklet_action"),
    Entry("&File", "Export rally b&undle (folder)…", lambda w: w.rally_export.bundle_dialog(),
          tip="The folder a rally director prints or shares: booklet, stage files, "
              "pictures, pick list, index.html (as pacenote export RALLY -o DIR/)",
          name="export_bundle_action"),
    Entry("&File"),
    Entry("&File", "&Quit", lambda w: w.close(), ("Ctrl+Q",), name="quit_action"),
    Entry("&Edit", "&Undo", keys=("Ctrl+Z",), existing=lambda w: w.undo_action),
    # every platform's habit works everywhere
    Entry("&Edit", "&Redo", keys=("Ctrl+Shift+Z", "Ctrl+Y"), existing=lambda w: w.redo_action),
    Entry("&Edit"),
    Entry("&Edit", "&Place at the open end", lambda w: w.place_selected_tile(), ("Return",),
          "Place the palette's tile where the course goes on", name="place_action"),
    Entry("&Edit", "Rotate &clockwise", lambda w: w.rotate(1), ("R",),
          name="rotate_cw_action"),
    Entry("&Edit", "Rotate counter-clockwise", lambda w: w.rotate(-1), ("Shift+R",),
          name="rotate_ccw_action"),
    Entry("&Edit", "Curve turning &left", lambda w: w.turn_curve(LEFT), ("[",),
          "Turn the selected curve to bend left, or place the palette's curve so "
          "(also Shift+double-click in the palette)", name="turn_left_action"),
    Entry("&Edit", "Curve turning righ&t", lambda w: w.turn_curve(RIGHT), ("]",),
          "Turn the selected curve to bend right, or place the palette's curve so "
          "(also Ctrl+double-click in the palette)", name="turn_right_action"),
    Entry("&Edit", "&Flip to the other side", lambda w: w.flip(), ("F",), name="flip_action"),
    Entry("&Edit", "&Delete", lambda w: w.delete(), ("Delete", "Backspace"),
          name="delete_action"),
    Entry("&Edit", "Select &all", lambda w: w.select_all(), ("Ctrl+A",),
          name="select_all_action"),
    Entry("&Edit", "Centre the &map", lambda w: w.centre_map(), ("Ctrl+Shift+0",),
          "Move the whole stage so its middle is at the origin", name="centre_action"),
    Entry("Ra&lly", "&New stage in the rally", lambda w: w.rally.add_new(),
          name="add_stage_action"),
    Entry("Ra&lly", "&Add stage file to the rally…", lambda w: w.rally.add_file(),
          name="add_stage_file_action"),
    Entry("Ra&lly", "&Remove stage from the rally", lambda w: w.rally.remove_current(),
          name="remove_stage_action"),
    Entry("Ra&lly", "Ne&xt stage", lambda w: w.step_stage(1), ("Ctrl+PgDown",),
          name="next_stage_action"),
    Entry("Ra&lly", "Pre&vious stage", lambda w: w.step_stage(-1), ("Ctrl+PgUp",),
          name="previous_stage_action"),
    Entry("Ra&lly"),
    Entry("Ra&lly", "&Undo rally change", existing=lambda w: w.undo_rally_action),
    Entry("Ra&lly", "Red&o rally change", existing=lambda w: w.redo_rally_action),
    Entry("&Drive", "Test &drive", existing=lambda w: w.drive.drive_action),
    Entry("&Drive", "&Cancel test drive", existing=lambda w: w.drive.cancel_action),
    Entry("&Drive/&Replay", "&Replay a run of the test drive",
          existing=lambda w: w.replay.open_action),
    Entry("&Drive/&Replay"),
    *(Entry("&Drive/&Replay", text, existing=find) for text, find in (
        ("|◀ First", lambda w: w.replay.first_action),
        ("◀ Back", lambda w: w.replay.back_action),
        ("▶ Play", lambda w: w.replay.play_action),
        ("Forward ▶", lambda w: w.replay.forward_action),
        ("Last ▶|", lambda w: w.replay.last_action),
        ("Round back", lambda w: w.replay.round_back_action),
        ("Round forward", lambda w: w.replay.round_forward_action))),
    Entry("&View", "Zoom &in", lambda w: w.view.zoom_in(), ("Ctrl++", "Ctrl+="),
          name="zoom_in_action"),
    Entry("&View", "Zoom &out", lambda w: w.view.zoom_out(), ("Ctrl+-",),
          name="zoom_out_action"),
    Entry("&View", "Zoom to &fit", lambda w: w.view.fit(), ("Ctrl+0",), name="fit_action"),
    Entry("&View"),
    Entry("&View", "&Heat map (test drive)", existing=lambda w: w.drive.heat_action),
    Entry("&View", "&Congestion map (race)", existing=lambda w: w.drive.congestion_action),
    Entry("&View", "Problem &badges on tiles",
          lambda w: w.findings_overlay.set_badges_visible(w.badges_action.isChecked()),
          name="badges_action", checkable=True),
    Entry("&View", "Cycle tile &labels (ids / pacenotes / none)", lambda w: w.cycle_labels(),
          ("L",), name="labels_action"),
    Entry("&View"),
    *(Entry("&View", title, existing=find) for title, find in (
        ("Tiles", lambda w: w.palette_dock.toggleViewAction()),
        ("Tokens", lambda w: w.tokens_dock.toggleViewAction()),
        ("Stage", lambda w: w.stage_dock.toggleViewAction()),
        ("History", lambda w: w.history_dock.toggleViewAction()),
        ("Problems", lambda w: w.findings_dock.toggleViewAction()),
        ("Test drive", lambda w: w.drive_dock.toggleViewAction()),
        ("Rally", lambda w: w.rally_dock.toggleViewAction()),
        ("Replay", lambda w: w.replay.dock.toggleViewAction()))),
    Entry("&Help", "&Keyboard shortcuts", lambda w: w.help.shortcuts(), ("F1",),
          "Every key of the editor, from this table", name="shortcuts_action"),
    Entry("&Help", "&Tips for building a stage", lambda w: w.help.show_tips(),
          name="tips_action"),
    Entry("&Help", "The editor's &documentation", lambda w: w.help.documentation(),
          name="docs_action"),
    Entry("&Help"),
    Entry("&Help", "&About pacenote", lambda w: w.help.about(), name="about_action"),
]

# Every word of the table the window shows, marked for the editor's catalogue (lupdate
# cannot read the table; the table's rows are translated where they are shown, with
# this context): the menus, the entries the table makes and their tips (a test checks
# that none is missing). An entry made elsewhere shows its own action's text.
WORDS = (
    QT_TRANSLATE_NOOP("MainWindow", "&File"),
    QT_TRANSLATE_NOOP("MainWindow", "New &With Boxes"),
    QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
    QT_TRANSLATE_NOOP("MainWindow", "Ra&lly"),
    QT_TRANSLATE_NOOP("MainWindow", "&Drive"),
    QT_TRANSLATE_NOOP("MainWindow", "&Replay"),
    QT_TRANSLATE_NOOP("MainWindow", "&View"),
    QT_TRANSLATE_NOOP("MainWindow", "&Help"),
    QT_TRANSLATE_NOOP("MainWindow", "&New"),
    QT_TRANSLATE_NOOP("MainWindow", "New &Rally"),
    QT_TRANSLATE_NOOP("MainWindow",
        "A rally of several stages, one tab each, saved as a .rally.json"),
    QT_TRANSLATE_NOOP("MainWindow", "&Generate…"),
    QT_TRANSLATE_NOOP("MainWindow",
        "Generate stages to a brief (boxes, length, difficulty, table) and open one"),
    QT_TRANSLATE_NOOP("MainWindow", "Rallyman: &DIRT stage"),
    QT_TRANSLATE_NOOP("MainWindow", "New empty stage with the tiles of tileset {name}"),
    QT_TRANSLATE_NOOP("MainWindow", "Rallyman: &GT circuit"),
    QT_TRANSLATE_NOOP("MainWindow", "DIRT stage with GT &asphalt"),
    QT_TRANSLATE_NOOP("MainWindow",
        "DIRT stage with &expansions (Monte Carlo / 110% / Climb 301–326)"),
    QT_TRANSLATE_NOOP("MainWindow", "GT circuit with e&xpansion pieces (121–154)"),
    QT_TRANSLATE_NOOP("MainWindow", "&Open…"),
    QT_TRANSLATE_NOOP("MainWindow", "Open &Recent"),
    QT_TRANSLATE_NOOP("MainWindow", "&Save"),
    QT_TRANSLATE_NOOP("MainWindow", "Save &As…"),
    QT_TRANSLATE_NOOP("MainWindow", "&Import Rekee / .rgt…"),
    QT_TRANSLATE_NOOP("MainWindow", "Export as &Rekee JSON…"),
    QT_TRANSLATE_NOOP("MainWindow", "Export as .&rgt…"),
    QT_TRANSLATE_NOOP("MainWindow", "Export &picture (PNG/SVG)…"),
    QT_TRANSLATE_NOOP("MainWindow", "Export print&able build guide (PDF)…"),
    QT_TRANSLATE_NOOP("MainWindow",
        "The stage's build guide, ready to print (as pacenote export writes it)"),
    QT_TRANSLATE_NOOP("MainWindow", "Export rally &booklet (PDF)…"),
    QT_TRANSLATE_NOOP("MainWindow",
        "Cover, every stage's build guide and the rally sheet (as pacenote export RALLY "
        "-o FILE.pdf writes them)"),
    QT_TRANSLATE_NOOP("MainWindow", "Export rally b&undle (folder)…"),
    QT_TRANSLATE_NOOP("MainWindow",
        "The folder a rally director prints or shares: booklet, stage files, pictures, "
        "pick list, index.html (as pacenote export RALLY -o DIR/)"),
    QT_TRANSLATE_NOOP("MainWindow", "&Quit"),
    QT_TRANSLATE_NOOP("MainWindow", "&Place at the open end"),
    QT_TRANSLATE_NOOP("MainWindow", "Place the palette's tile where the course goes on"),
    QT_TRANSLATE_NOOP("MainWindow", "Rotate &clockwise"),
    QT_TRANSLATE_NOOP("MainWindow", "Rotate counter-clockwise"),
    QT_TRANSLATE_NOOP("MainWindow", "Curve turning &left"),
    QT_TRANSLATE_NOOP("MainWindow",
        "Turn the selected curve to bend left, or place the palette's curve so (also "
        "Shift+double-click in the palette)"),
    QT_TRANSLATE_NOOP("MainWindow", "Curve turning righ&t"),
    QT_TRANSLATE_NOOP("MainWindow",
        "Turn the selected curve to bend right, or place the palette's curve so (also "
        "Ctrl+double-click in the palette)"),
    QT_TRANSLATE_NOOP("MainWindow", "&Flip to the other side"),
    QT_TRANSLATE_NOOP("MainWindow", "&Delete"),
    QT_TRANSLATE_NOOP("MainWindow", "Select &all"),
    QT_TRANSLATE_NOOP("MainWindow", "Centre the &map"),
    QT_TRANSLATE_NOOP("MainWindow", "Move the whole stage so its middle is at the origin"),
    QT_TRANSLATE_NOOP("MainWindow", "&New stage in the rally"),
    QT_TRANSLATE_NOOP("MainWindow", "&Add stage file to the rally…"),
    QT_TRANSLATE_NOOP("MainWindow", "&Remove stage from the rally"),
    QT_TRANSLATE_NOOP("MainWindow", "Ne&xt stage"),
    QT_TRANSLATE_NOOP("MainWindow", "Pre&vious stage"),
    QT_TRANSLATE_NOOP("MainWindow", "Zoom &in"),
    QT_TRANSLATE_NOOP("MainWindow", "Zoom &out"),
    QT_TRANSLATE_NOOP("MainWindow", "Zoom to &fit"),
    QT_TRANSLATE_NOOP("MainWindow", "Problem &badges on tiles"),
    QT_TRANSLATE_NOOP("MainWindow", "Cycle tile &labels (ids / pacenotes / none)"),
    QT_TRANSLATE_NOOP("MainWindow", "&Keyboard shortcuts"),
    QT_TRANSLATE_NOOP("MainWindow", "Every key of the editor, from this table"),
    QT_TRANSLATE_NOOP("MainWindow", "&Tips for building a stage"),
    QT_TRANSLATE_NOOP("MainWindow", "The editor's &documentation"),
    QT_TRANSLATE_NOOP("MainWindow", "&About pacenote"),
)



def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def ordered(entries: list[Entry]) -> list[Entry]:
    """The table with every ``after`` row moved behind the entry it names."""
    out = [e for e in entries if not e.after]
    for e in entries:
        if e.after:
            at = next(i for i, x in enumerate(out) if x.name == e.after)
            out.insert(at + 1, e)
    return out


def make_action(window: MainWindow, entry: Entry) -> QAction:
    """A new action of the table, on the window (its keys work with the menu bar
    hidden) and under its ``name``."""
    assert entry.run is not None
    action = QAction(tr(entry.text), window)
    if entry.keys:
        action.setShortcuts([QKeySequence(k) for k in entry.keys])
    if entry.tip:
        action.setStatusTip(tr(entry.tip).format(**dict(entry.tip_fields)) if entry.tip_fields
                            else tr(entry.tip))
    action.setCheckable(entry.checkable)
    run = entry.run
    action.triggered.connect(lambda _checked=False: run(window))
    window.addAction(action)
    if entry.name:
        setattr(window, entry.name, action)
    return action


def make_actions(window: MainWindow) -> None:
    """Every new action of the table, before the menus (the controllers need some)."""
    for entry in ordered(MENUS):
        if entry.run is not None:
            make_action(window, entry)
        elif entry.existing is not None and entry.keys:  # made elsewhere, keys from here
            entry.existing(window).setShortcuts([QKeySequence(k) for k in entry.keys])


def build_menus(window: MainWindow) -> dict[str, QMenu]:
    """The menu bar from the table; the menus by path ("&File/New &With Boxes")."""
    menus: dict[str, QMenu] = {}
    bar = window.menuBar()

    def menu(path: str) -> QMenu:
        if path not in menus:
            parent, _, title = path.rpartition("/")
            menus[path] = menu(parent).addMenu(tr(title)) if parent \
                else bar.addMenu(tr(title))
        return menus[path]

    for entry in ordered(MENUS):
        target = menu(entry.menu)
        if entry.submenu is not None:
            sub = entry.submenu(window)
            sub.setTitle(tr(entry.text))
            target.addMenu(sub)
        elif not entry.text:
            target.addSeparator()
        else:
            target.addAction(action_of(window, entry))
    return menus


def action_of(window: MainWindow, entry: Entry) -> QAction:
    if entry.existing is not None:
        return entry.existing(window)
    found = getattr(window, entry.name)
    assert isinstance(found, QAction)
    return found


@dataclass(frozen=True)
class ShortcutRow:
    menu: str  # "Edit", "Drive → Replay"
    text: str  # the entry without its & marks
    keys: tuple[str, ...]  # as QKeySequence prints them, portable ("Ctrl+S")
    shown_menu: str = ""  # the menu and the entry as the window shows them (translated)
    shown_text: str = ""


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shortcut_rows(window: MainWindow) -> list[ShortcutRow]:
    """Every entry of the table that has keys, with the keys its action really has."""
    rows = []
    for entry in ordered(MENUS):
        if not entry.text or entry.submenu is not None:
            continue
        keys = tuple(k.toString(QKeySequence.SequenceFormat.PortableText)
                     for k in action_of(window, entry).shortcuts())
        if keys:
            shown_menu = " → ".join(plain(tr(p)) for p in entry.menu.split("/"))
            shown_text = plain(action_of(window, entry).text())
            rows.append(ShortcutRow(" → ".join(plain(p) for p in entry.menu.split("/")),
                                    plain(entry.text), keys, shown_menu, shown_text))
    return rows
