"""Make the editor pictures of docs/editor.md and the README: the start page, the Stage
dock, tokens with pacenote labels, a picture export, a rally's stage tabs with the Rally
dock and the rally's own undo history, the Tokens dock, building a stage, the window
after a test drive and with a finding selected (as ``pacenote edit --screenshot`` makes
them), a 4-player race: results per driver, the congestion map and the replay, and the
whole window at 1366 × 768 and 1920 × 1080 after a six-car rally race.

    QT_QPA_PLATFORM=offscreen .venv/bin/python scripts/editor_pictures.py docs/img
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"
RALLY2_SS1 = ROOT / "examples" / "rulebook" / "rally-2-ss1.stage.json"
RALLY_1 = ROOT / "examples" / "rally-1" / "rally-1.rally.json"


from pacenote.editor.rally_panel import SERVICE  # noqa: E402


def settle(app: QApplication) -> None:
    for _ in range(6):
        app.processEvents()


def main(out: Path) -> None:
    app = QApplication([sys.argv[0]])
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      tempfile.mkdtemp(prefix="pacenote-pictures-"))
    from pacenote.course import build_course
    from pacenote.editor.app import MainWindow
    from pacenote.editor.image_dialog import ImageOptions
    from pacenote.editor.settings import add_recent

    add_recent(ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json")
    w = MainWindow(remember_layout=False)
    w.resize(1600, 1000)
    w.show()
    w.show_start_page()
    settle(app)
    w.grab().save(str(out / "editor-start-page.png"))

    w.files.open_file(SS1, ask=False)
    course = build_course(w.document.stage).tiles
    w.add_token(course[3].hex, "mud-spray", course[3].hex.center())
    w.add_token(course[6].hex, "chicane-limit-gravel", course[6].hex.center())
    w.view.fit()
    w.worker.wait()
    settle(app)
    dock = w.stage_dock
    dock.grab().save(str(out / "editor-stage-panel.png"))
    w.scene.set_label_mode("pacenotes")
    settle(app)
    w.view.viewport().grab().save(str(out / "editor-tokens-pacenotes.png"))
    w.files.export_image_to(out / "stage-picture.png", ImageOptions("Rally 1 - SS1", True, 70))
    w.document.mark_clean()
    w.worker.wait()
    w.close()
    token_palette_picture(app, out)
    rally_picture(app, out)
    screenshots(out)
    building_picture(app, out)
    race_pictures(app, out)
    for size in LAPTOP_SIZES:
        laptop_picture(app, out, size)


def token_palette_picture(app: QApplication, out: Path) -> None:
    """The Tokens dock beside Tiles, a water token just dropped from it on SS1's fifth tile."""
    from pacenote.course import build_course
    from pacenote.editor.app import MainWindow

    w = MainWindow(remember_layout=False)
    w.resize(1366, 768)
    w.show()
    w.files.open_file(SS1, ask=False)
    target = build_course(w.document.stage).tiles[4].hex
    w.tokens_dock.raise_()
    w.token_palette.setCurrentRow(w.token_palette.kinds().index("water"))
    w.drop_token("water", target.center())
    w.view.fit()
    w.worker.wait()
    settle(app)
    w.grab().save(str(out / "editor-token-palette.png"))
    w.document.mark_clean()
    w.close()


def rally_picture(app: QApplication, out: Path) -> None:
    """Rally 1 on its second stage's tab, service after SS3 ticked (not saved): the Rally
    dock shows each stage, the totals and the findings that change brings."""
    from pacenote.editor.app import MainWindow

    w = MainWindow(remember_layout=False)
    w.resize(1600, 1000)
    w.show()
    w.files.open_file(RALLY_1, ask=False)
    w.rally.select(1)
    w.rally_panel.item(2).setCheckState(SERVICE, Qt.CheckState.Checked)
    w.worker.wait()
    w.rally.wait()
    settle(app)
    w.rally.wait()
    settle(app)
    w.grab().save(str(out / "editor-rally.png"))
    # Then SS2 run last and the rally renamed, the Rally dock focused: the History dock
    # shows the rally's own history (docs/editor.md, "Undoing rally changes").
    w.rally_panel.buttons["Later ▶"].click()
    w.rally_panel.name.textEdited.emit("Rally 1 (night)")
    w.history_dock.raise_()
    w.activateWindow()
    w.rally_panel.table.setFocus()
    w.rally.wait()
    settle(app)
    w.grab().save(str(out / "editor-rally-history.png"))
    w.document.mark_clean()
    w.close()


def screenshots(out: Path) -> None:
    """The pictures ``pacenote edit --screenshot`` makes (docs/editor.md lists them)."""
    from pacenote.editor import screenshot

    screenshot(out / "editor-rally1-ss1.png", SS1)
    screenshot(out / "editor-validation.png", out / "editor-validation.stage.json",
               finding="road-into-no-road")
    screenshot(out / "editor-test-drive.png", SS1, drive=1000)
    # docs/gt.md: GT circuit 5, and a 2-lane straight in a 3-lane circuit
    screenshot(out / "editor-gt-circuit.png", ROOT / "examples" / "gt" / "circuit-5.stage.json")
    screenshot(out / "editor-gt-validation.png", out / "editor-gt-validation.stage.json",
               finding="lane-mismatch")


def building_picture(app: QApplication, out: Path) -> None:
    """SS1's first seven tiles: the palette filtered to corners with 210b chosen, its drop
    preview at the active open end, 227a selected and the cell under the mouse."""
    from pacenote.course import build_course
    from pacenote.editor.app import MainWindow
    from pacenote.editor.hover import hover_info
    from pacenote.formats import load_stage

    ss1 = load_stage(SS1)
    first = [ct.placement for ct in build_course(ss1).tiles[:7]]
    w = MainWindow(remember_layout=False)
    w.resize(1600, 1000)
    w.show()
    w.document.edit(ss1.with_tiles(first), "first tiles")
    w.worker.wait()
    settle(app)
    for dock in (w.stage_dock, w.drive_dock, w.replay.dock, w.findings_dock):
        dock.hide()
    w.history_dock.show()
    w.palette.kind.setCurrentIndex(w.palette.kind.findData("corner"))
    w.palette.select("210b")
    assert w.active_end is not None
    w.scene.show_ghost(w._drop_preview("210b", w.active_end.hex))
    corner = next(p for p in first if p.tile == "227a")
    w.scene.tiles[corner.hex].setSelected(True)
    w.view.fit()
    x, y = corner.hex.center()
    on_road = next(p for p in ((x + dx / 10, y + dy / 10) for dx in range(-6, 7)
                               for dy in range(-6, 7))
                   if "inner" in hover_info(w.document.stage, w.document.tileset, p).text())
    w._hovered(on_road)
    settle(app)
    w.grab().save(str(out / "editor-building.png"))
    w.document.mark_clean()
    w.close()


def race_pictures(app: QApplication, out: Path) -> None:
    """Rally 2 SS1 of the rulebook raced by 4 expert cars (30 races, seed 5): the Test
    drive dock with a column per car, the congestion map over the heat map, and the replay
    of race 0 where the cars are closest."""
    from pacenote.editor.app import MainWindow

    w = MainWindow(remember_layout=False)
    w.resize(1600, 1000)
    w.show()
    w.files.open_file(RALLY2_SS1, ask=False)
    w.worker.wait()
    settle(app)
    w.drive.runs_box.setValue(30)
    w.drive.seed_box.setValue(5)
    w.drive.players_box.setValue(4)
    assert w.drive.start()
    while w.drive.worker.is_busy() or w.replay.replay is None:
        w.drive.wait()
        w.replay.wait()
        settle(app)
    w.view.fit()
    settle(app)
    w.grab().save(str(out / "editor-race.png"))
    w.drive.heat_action.setChecked(False)  # the congestion map alone
    settle(app)
    w.view.viewport().grab().save(str(out / "editor-congestion.png"))
    w.drive.heat_action.setChecked(True)
    w.replay.open()
    replay = w.replay.replay
    assert replay is not None

    def spread(index: int) -> float:  # of the cars on the road: small when they bunch up
        cars = [c.cell for c in replay.turns[index].cars if c.state == "road"]
        front = replay.board.front
        return max(front[c] for c in cars) - min(front[c] for c in cars) \
            if len(cars) == 4 else 1e9

    w.replay.go(min(range(len(replay.turns)), key=spread))
    w.stage_dock.hide()  # the whole Replay dock, down to the printed turn
    w.history_dock.hide()
    settle(app)
    w.grab().save(str(out / "editor-replay.png"))
    w.document.mark_clean()
    w.replay.wait()
    w.close()


LAPTOP_SIZES = ((1366, 768), (1920, 1080))


def laptop_picture(app: QApplication, out: Path, size: tuple[int, int]) -> None:
    """The whole window at a laptop's and a desktop's size after a six-car race of Rally
    1 (20 rallies, seed 5): every dock there, the race table whole (docs/editor.md,
    "Window and layout")."""
    from pacenote.editor.app import MainWindow

    w = MainWindow(remember_layout=False)
    w.resize(*size)
    w.show()
    w.files.open_file(RALLY_1, ask=False)
    w.worker.wait()
    settle(app)
    w.drive.runs_box.setValue(20)
    w.drive.seed_box.setValue(5)
    w.drive.players_box.setValue(6)
    assert w.drive.start()
    while w.drive.worker.is_busy():
        w.drive.wait()
        settle(app)
    w.replay.wait()
    settle(app)
    w.view.fit()
    settle(app)
    table = w.drive_panel.race_table
    assert table.horizontalScrollBar().maximum() == 0, "the race table scrolls sideways"
    w.grab().save(str(out / f"editor-{size[0]}x{size[1]}.png"))
    w.document.mark_clean()
    w.drive.wait()
    w.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/img"))
