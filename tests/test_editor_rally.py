"""Rallies in the editor, clicked like a user would on the real window: File → New rally,
a tab per stage with its own undo history, the Rally dock (stages, service, findings,
totals), Save / Save As of the rally and its stage files, reopening, and the refusal
of a stage file outside the rally's folder."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLES, run_pacenote, settle
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from pacenote.autolayout import layout
from pacenote.editor.rally_panel import LABEL, SERVICE, TILES
from pacenote.formats import load_stage, save_stage
from pacenote.rally import load_rally
from pacenote.validators import stage_context
from pacenote.validators.figures import stage_figures

pytestmark = pytest.mark.usefixtures("isolated")

RALLY_1 = EXAMPLES / "rally-1" / "rally-1.rally.json"
CHAIN = ["202a", "204a", "203a"]  # START, straight, FINISH


def clean_close(w) -> None:
    """Every stage as saved, so the fixture closes the window without a prompt."""
    w.rally.wait()
    w.document.mark_clean()


def wait_rally(qtbot, w) -> None:
    """Until the Rally dock shows the figures of the rally as it is now."""
    qtbot.waitUntil(lambda: w.rally.analysis is not None
                    and w.rally.analysis.rally == w.document.rally_plan(), timeout=60_000)


def click_tab(qtbot, w, index: int) -> None:
    tabs = w.rally_tabs
    qtbot.mouseClick(tabs, Qt.MouseButton.LeftButton, pos=tabs.tabRect(index).center())
    assert w.document.current == index


def build(w, tiles: list[str]) -> None:
    for tile in tiles:
        assert w.place_at_end(tile), tile


def save_as(monkeypatch, w, path: Path) -> bool:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    return w.files.save_as()


def test_a_rally_of_three_stages_is_created_saved_and_reopened(qtbot, window, tmp_path,
                                                               monkeypatch):
    w = window
    w.new_rally_action.trigger()
    assert w.document.rally is not None and w.rally_tabs.isVisible()
    assert w.rally_tabs.labels() == ["SS1"] and w.rally_dock.isVisible()
    build(w, CHAIN)
    panel = w.rally_panel
    for layouts in (CHAIN[:2], CHAIN):  # SS2, SS3: new stages from the dock's button
        qtbot.mouseClick(panel.buttons["New stage"], Qt.MouseButton.LeftButton)
        build(w, layouts)
    assert w.rally_tabs.labels() == ["SS1", "SS2", "SS3"] and w.document.current == 2
    # Rename SS2 in the dock's table, service after SS1, then run SS3 before SS2.
    panel.item(1).setText(LABEL, "Col de Turini")
    panel.item(0).setCheckState(SERVICE, Qt.CheckState.Checked)
    qtbot.mouseClick(panel.buttons["◀ Earlier"], Qt.MouseButton.LeftButton)
    qtbot.keyClicks(panel.name, "Spring rally")
    panel.players.setValue(3)
    panel.boxes.setValue(2)
    assert w.rally_tabs.labels() == ["SS1", "SS3", "Col de Turini"]
    assert w.document.current == 1 and len(w.document.stage.tiles) == 3  # SS3 still shown
    assert w.document.dirty and w.isWindowModified()

    target = tmp_path / "spring" / "spring.rally.json"
    target.parent.mkdir()
    assert save_as(monkeypatch, w, target)
    assert not w.document.dirty
    saved = load_rally(target)
    assert (saved.name, saved.players, saved.boxes) == ("Spring rally", 3, 2)
    assert [(e.label, e.service, e.source) for e in saved.stages] == [
        ("SS1", True, "spring-ss1.stage.json"), ("SS3", False, "spring-ss3.stage.json"),
        ("Col de Turini", False, "spring-col-de-turini.stage.json")]
    assert [len(s.tiles) for s in saved.load_stages()] == [3, 3, 2]

    w.files.new_stage()
    assert w.document.rally is None and not w.rally_tabs.isVisible()
    assert w.files.open_file(target)
    assert w.rally_tabs.labels() == ["SS1", "SS3", "Col de Turini"]
    assert [s.service for s in w.document.slots] == [True, False, False]
    assert [len(s.stage.tiles) for s in w.document.slots] == [3, 3, 2]
    assert [panel.item(i).text(LABEL) for i in range(3)] == ["SS1", "SS3", "Col de Turini"]
    assert panel.item(0).checkState(SERVICE) == Qt.CheckState.Checked
    assert (panel.name.text(), panel.players.value(), panel.boxes.value()) == \
        ("Spring rally", 3, 2)
    assert w.drive.players_box.value() == 3  # the rally's players drive it
    assert not w.document.dirty


def test_each_stage_has_its_own_canvas_history_and_findings(qtbot, window):
    w = window
    w.new_rally_action.trigger()
    build(w, CHAIN)
    w.rally.add_new()
    build(w, CHAIN[:1])
    settle(qtbot, w)
    assert len(w.scene.tiles) == 1  # the canvas shows SS2 only
    assert w.history.stack() is w.document.slots[1].undo_stack
    w.undo_action.trigger()  # Edit → Undo: the current tab's stage
    assert w.document.stage.tiles == () and len(w.document.slots[0].stage.tiles) == 3
    click_tab(qtbot, w, 0)
    settle(qtbot, w)
    assert len(w.scene.tiles) == 3 and w.history.stack() is w.document.slots[0].undo_stack
    assert "*" in w.rally_tabs.tabText(0)
    w.undo_action.trigger()
    assert len(w.document.stage.tiles) == 2 and w.document.slots[1].stage.tiles == ()
    w.redo_action.trigger()
    settle(qtbot, w)
    assert not any(f.severity == "error" for f in w.analysis.findings)  # SS1's own checks
    click_tab(qtbot, w, 1)
    w.redo_action.trigger()  # SS2's history was kept while SS1 was shown
    assert len(w.document.stage.tiles) == 1
    settle(qtbot, w)
    assert any(f.severity == "error" for f in w.analysis.findings)  # a START alone
    wait_rally(qtbot, w)
    assert w.rally_tabs.tabTextColor(1) != w.rally_tabs.tabTextColor(0)  # errors in red
    clean_close(w)


def test_the_rally_dock_shows_each_stage_the_totals_and_the_rally_findings(qtbot, window,
                                                                           tmp_path):
    w = window
    folder = tmp_path / "rally-1"
    shutil.copytree(RALLY_1.parent, folder)
    assert w.files.open_file(folder / RALLY_1.name)
    assert w.rally_tabs.labels() == ["SS1", "SS2", "SS3"]
    wait_rally(qtbot, w)
    panel = w.rally_panel
    for i, entry in enumerate(load_rally(folder / RALLY_1.name).stages):
        ctx = stage_context(load_stage(folder / entry.source))[0]
        assert panel.item(i).text(TILES) == str(stage_figures(ctx).placed_tiles)
    assert "3 stages" in panel.totals.text() and "medium rally, about 90 min" in \
        panel.totals.text()
    codes = [f.code for f in w.rally.analysis.findings]
    assert codes == ["rally-length"]
    # Service after SS3 too: its stage has no service park, and nothing follows it.
    panel.item(2).setCheckState(SERVICE, Qt.CheckState.Checked)
    assert w.document.slots[2].service and w.document.dirty
    wait_rally(qtbot, w)
    codes = [f.code for f in w.rally.analysis.findings]
    assert "rally-service-missing" in codes and "rally-service-after-last-stage" in codes
    messages = [panel.findings.item(i).text() for i in range(panel.findings.count())]
    assert any("SS3" in m and "no service park" in m for m in messages)
    [missing] = [i for i in range(panel.findings.count())
                 if "no service park" in panel.findings.item(i).text()]
    line = panel.findings.item(missing)
    panel.findings.scrollToItem(line)
    qtbot.mouseClick(panel.findings.viewport(), Qt.MouseButton.LeftButton,
                     pos=panel.findings.visualItemRect(line).center())
    assert w.document.current == 2  # a click on the finding shows the stage it names
    clean_close(w)


def test_removing_and_reordering_stages(qtbot, window, dialogs, tmp_path):
    w = window
    folder = tmp_path / "r"
    shutil.copytree(RALLY_1.parent, folder)
    w.files.open_file(folder / RALLY_1.name)
    click_tab(qtbot, w, 1)
    w.select_all()
    w.delete()
    dialogs.answer("question", QMessageBox.StandardButton.No)
    assert not w.rally.remove_current()
    assert len(w.document.slots) == 3
    dialogs.answer("question", QMessageBox.StandardButton.Yes)
    assert w.rally.remove_current()
    # SS3 runs second now: SS1, SS2, … are the running order, renumbered (issue 26)
    assert w.rally_tabs.labels() == ["SS1", "SS2"] and (folder / "ss2.stage.json").is_file()
    assert w.document.slots[1].file == folder / "ss3.stage.json"
    w.rally_tabs.moveTab(1, 0)  # dragging a tab reorders the rally
    assert [s.label for s in w.document.slots] == ["SS2", "SS1"]
    w.files.save()
    assert [e.source for e in load_rally(folder / RALLY_1.name).stages] == [
        "ss3.stage.json", "ss1.stage.json"]
    assert load_stage(folder / "ss2.stage.json") == load_stage(RALLY_1.parent / "ss2.stage.json")
    w.rally.remove_current()
    assert not w.rally_panel.buttons["Remove"].isEnabled()  # a rally keeps one stage
    assert not w.rally.remove_current() and len(w.document.slots) == 1
    clean_close(w)


def test_a_stage_file_outside_the_rally_folder_is_refused_clearly(qtbot, window, dialogs,
                                                                  tmp_path, monkeypatch):
    w = window
    folder = tmp_path / "rally"
    shutil.copytree(RALLY_1.parent, folder)
    outside = tmp_path / "elsewhere" / "mine.stage.json"
    outside.parent.mkdir()
    save_stage(layout(CHAIN), outside)
    w.files.open_file(folder / RALLY_1.name)
    dialogs.answer("critical", QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(outside), ""))
    assert not w.rally.add_file()
    kind, title, text = dialogs.shown[-1]
    assert title == "Cannot add stage" and "outside the rally's folder" in text
    assert len(w.document.slots) == 3
    inside = folder / "extra" / "mine.stage.json"
    inside.parent.mkdir()
    shutil.copy(outside, inside)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(inside), ""))
    assert w.rally.add_file()
    assert w.rally_tabs.labels() == ["SS1", "SS4", "SS2", "SS3"]  # after the stage shown
    assert w.document.current == 1 and w.document.stage == load_stage(inside)
    assert w.files.save()
    assert "extra/mine.stage.json" in [e.source for e in load_rally(folder / RALLY_1.name).stages]

    # An unsaved rally may take any file; saving it elsewhere says why it cannot.
    w.new_rally_action.trigger()
    assert w.files.add_stage_file(outside)
    dialogs.answer("critical", QMessageBox.StandardButton.Ok)
    assert not save_as(monkeypatch, w, folder / "other.rally.json")
    kind, title, text = dialogs.shown[-1]
    assert title == "Cannot save rally" and "outside the rally's folder" in text
    assert not (folder / "other.rally.json").exists() and w.document.dirty
    clean_close(w)


def test_save_as_into_another_folder_takes_the_stage_files_along(qtbot, window, tmp_path,
                                                                 monkeypatch):
    w = window
    folder = tmp_path / "a"
    shutil.copytree(RALLY_1.parent, folder)
    w.files.open_file(folder / RALLY_1.name)
    w.select_all()
    w.delete()
    moved = tmp_path / "b" / "copy.rally.json"
    moved.parent.mkdir()
    theirs = moved.parent / "ss3.stage.json"  # someone else's file: never overwritten
    save_stage(layout(CHAIN), theirs)
    assert save_as(monkeypatch, w, moved)
    assert load_stage(theirs) == layout(CHAIN)
    rally = load_rally(moved)
    assert [e.source for e in rally.stages] == ["ss1.stage.json", "ss2.stage.json",
                                                "ss3-2.stage.json"]
    stages = rally.load_stages()
    assert stages[0].tiles == () and stages[1] == load_stage(folder / "ss2.stage.json")
    assert load_stage(folder / "ss1.stage.json").tiles  # the original is left as it was


def test_the_start_page_opens_an_example_rally_and_starts_a_new_one(qtbot, window):
    w = window
    w.show_start_page()
    links = w.start_page.links(w.start_page.rallies)
    assert [b.text() for b in links] == [  # Rally 1 once; the circuit event after the rallies
        *(f"Rally {n}" for n in range(1, 7)), "GT Team Challenge: a 4-lane circuit (two boxes)"]
    [rally_2] = [b for b in links if b.text() == "Rally 2"]
    qtbot.waitUntil(lambda: rally_2.isVisible() and rally_2.height() > 0)
    qtbot.mouseClick(rally_2, Qt.MouseButton.LeftButton)
    assert not w.start_page_shown() and w.view.isVisible()
    assert w.document.rally is not None and w.document.rally.name == "Rally 2"
    assert w.rally_tabs.labels() == ["SS1", "SS2", "SS3"]
    assert w.document.path == EXAMPLES / "rulebook" / "rally-2.rally.json"
    w.show_start_page()
    button = w.start_page.buttons["New rally"]
    qtbot.waitUntil(lambda: button.height() > 0)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not w.start_page_shown() and w.document.path is None
    assert w.rally_tabs.labels() == ["SS1"] and w.document.stage.tiles == ()
    assert w.windowTitle().startswith("Untitled rally")


def test_pacenote_edit_opens_a_rally(tmp_path):
    out = tmp_path / "rally.png"
    done = run_pacenote("edit", RALLY_1, "--screenshot", out)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"\x89PNG")
    done = run_pacenote("edit", "--help")
    assert ".rally.json" in done.stdout


def test_saving_only_stage_layouts_leaves_the_rally_file_as_written(qtbot, window,
                                                                    tmp_path):
    w = window
    folder = tmp_path / "r"
    shutil.copytree(RALLY_1.parent, folder)
    rally_file = folder / RALLY_1.name
    written = rally_file.read_text(encoding="utf-8")
    w.files.open_file(rally_file)
    click_tab(qtbot, w, 2)
    w.select_all()
    w.delete()
    assert "*" in w.rally_tabs.tabText(2) and "*" not in w.rally_tabs.tabText(0)
    assert w.files.save()
    assert rally_file.read_text(encoding="utf-8") == written
    assert load_stage(folder / "ss3.stage.json").tiles == ()
    assert load_stage(folder / "ss1.stage.json") == load_stage(RALLY_1.parent / "ss1.stage.json")
    # Labels name the stages in the race and on the rally sheet: two stages never share one.
    w.rally_panel.item(0).setText(LABEL, "SS2")
    assert [s.label for s in w.document.slots] == ["SS1", "SS2", "SS3"]
    assert "already names another stage" in w.statusBar().currentMessage()
    assert w.rally_panel.item(0).text(LABEL) == "SS1"


def test_the_rally_writer_round_trips_every_field(tmp_path):
    from pacenote.formats import native
    from pacenote.rally import rally_from_dict, rally_to_dict, save_rally

    original = load_rally(EXAMPLES / "rulebook" / "rally-3.rally.json")
    target = tmp_path / "copy.rally.json"
    save_rally(original, target)
    again = load_rally(target)
    assert rally_to_dict(again) == rally_to_dict(original)
    assert (again.name, again.author, again.notes, again.boxes, again.players,
            again.options) == (original.name, original.author, original.notes,
                               original.boxes, original.players, original.options)
    assert [(e.label, e.service, e.source) for e in again.stages] == \
        [(e.label, e.service, e.source) for e in original.stages]
    # Options, players, boxes and an inline stage are written back as read.
    data = {"format": "pacenote-rally", "version": 1, "name": "Inline", "boxes": 2,
            "players": 3, "options": {"red_zone": True, "sisu_token": "rally"},
            "stages": [{"label": "A", "stage": native.to_dict(layout(CHAIN)),
                        "service": False}, {"file": "b.stage.json", "service": True}]}
    inline = rally_from_dict(data, tmp_path / "in.rally.json")
    save_rally(inline, tmp_path / "out.rally.json")
    back = load_rally(tmp_path / "out.rally.json")
    assert (back.boxes, back.players, back.options) == (2, 3, data["options"])
    assert back.stages[0].inline == layout(CHAIN) and back.stages[1].label == "SS2"
    assert rally_to_dict(back)["stages"][1] == {"label": "SS2", "file": "b.stage.json",
                                                "service": True}


def test_a_rally_whose_stage_cannot_be_read_is_refused_in_one_line(qtbot, window, dialogs,
                                                                   tmp_path):
    w = window
    folder = tmp_path / "r"
    shutil.copytree(RALLY_1.parent, folder)
    (folder / "ss2.stage.json").unlink()
    build(w, CHAIN)
    before = w.document.stage
    dialogs.answer("warning", QMessageBox.StandardButton.Discard)
    dialogs.answer("critical", QMessageBox.StandardButton.Ok)
    assert not w.files.open_file(folder / RALLY_1.name)
    kind, title, text = dialogs.shown[-1]
    assert title == "Cannot open rally" and "ss2.stage.json" in text and "\n" not in text
    assert w.document.rally is None and w.document.stage == before  # nothing changed


def test_inline_and_rgt_stages_are_saved_where_they_belong(qtbot, window, tmp_path):
    from pacenote.formats import native

    w = window
    save_stage(layout(CHAIN), tmp_path / "b.rgt", "rgt")
    path = tmp_path / "mixed.rally.json"
    path.write_text(json.dumps({
        "format": "pacenote-rally", "version": 1, "name": "Mixed",
        "stages": [{"label": "A", "stage": native.to_dict(layout(CHAIN)), "service": False},
                   {"label": "B", "file": "b.rgt", "service": False}]}), encoding="utf-8")
    assert w.files.open_file(path)
    assert w.rally_tabs.labels() == ["A", "B"]
    for index in (0, 1):  # one tile fewer in each
        w.rally.select(index)
        w.scene.select_hexes([w.document.stage.tiles[-1].hex])
        assert w.delete()
    assert w.files.save()
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert "stage" in saved["stages"][0] and saved["stages"][1]["file"] == "b.stage.json"
    stages = load_rally(path).load_stages()
    assert [len(s.tiles) for s in stages] == [2, 2]
    assert len(load_stage(tmp_path / "b.rgt").tiles) == 3  # the original is left as it was


def test_rally_findings_name_an_unsaved_stage_in_a_sentence(qtbot, window):
    """A stage never saved has no file name: the rally's findings call it "the new
    stage" (the dock's File column says "not saved yet")."""
    w = window
    w.new_rally_action.trigger()
    build(w, CHAIN[:2])  # START, straight: no FINISH yet
    w.rally.add_new()
    w.rally_panel.item(0).setCheckState(SERVICE, Qt.CheckState.Checked)
    wait_rally(qtbot, w)
    lines = [w.rally_panel.findings.item(i).text()
             for i in range(w.rally_panel.findings.count())]
    assert "SS1 (the new stage) has 1 error (no-finish)" in lines
    assert any("service after SS1 but the new stage has no service park" in line
               for line in lines)
    assert w.rally_panel.item(0).text(1) == "not saved yet"
    clean_close(w)
