"""Plays a user in a real ``pacenote edit`` process, for the crash-recovery tests.

Usage: ``python tests/editor_user.py STEP... -- edit [FILE]``. The steps run in order
on the real window (each waits until it can act), then ``pacenote`` runs with the
arguments after ``--`` exactly as the console script does. Steps:

- ``flip=TILE``: select the tile TILE and press F (flip it to its other side);
- ``stage=N``: show stage N (from 0) of the open rally, as a click on its tab;
- ``answer=LABEL``: wait for the recovery question and click its button LABEL;
- ``open=PATH``: File → Open, pick PATH in the file dialog;
- ``save-quit``: File → Save, then File → Quit.

Every dialog seen is printed as ``dialog: TITLE: TEXT`` for the test to check.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

Step = Callable[[], bool]  # True once done


def main_window() -> object | None:
    from pacenote.editor.app import MainWindow

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, MainWindow) and widget.isVisible():
            return widget
    return None


def flip(tile: str) -> Step:
    def step() -> bool:
        w = main_window()
        if w is None or QApplication.activeModalWidget() is not None:
            return False
        hexes = [p.hex for p in w.document.stage.tiles if p.tile == tile]  # type: ignore[attr-defined]
        if not hexes:
            return False
        w.scene.select_hexes(hexes)  # type: ignore[attr-defined]
        w.flip_action.trigger()  # type: ignore[attr-defined]
        return True
    return step


def answer(label: str) -> Step:
    def step() -> bool:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            return False
        print(f"dialog: {box.windowTitle()}: {box.text()}", flush=True)
        for button in box.buttons():
            if button.text().replace("&", "") == label:
                button.click()
                return True
        raise SystemExit(f"no button {label!r} in {[b.text() for b in box.buttons()]}")
    return step


def stage(index: str) -> Step:
    def step() -> bool:
        w = main_window()
        if w is None or QApplication.activeModalWidget() is not None:
            return False
        w.rally.select(int(index))  # type: ignore[attr-defined]
        return True
    return step


def open_file(path: str) -> Step:
    state = {"asked": False}

    def step() -> bool:
        modal = QApplication.activeModalWidget()
        if not state["asked"]:
            w = main_window()
            if w is None or modal is not None:
                return False
            state["asked"] = True
            QTimer.singleShot(0, w.open_action.trigger)  # type: ignore[attr-defined]
            return False
        if isinstance(modal, QFileDialog):
            # Typed into the name field, as a user would (selectFile alone is not enough
            # for Qt's own dialog to accept).
            name = modal.findChild(QLineEdit, "fileNameEdit")
            if not isinstance(name, QLineEdit):
                raise SystemExit("the file dialog has no file name field")
            name.setText(path)
            modal.accept()
            return True
        return False
    return step


def save_quit() -> bool:
    w = main_window()
    if w is None or QApplication.activeModalWidget() is not None:
        return False
    if not w.document.dirty:  # type: ignore[attr-defined]
        return False
    w.save_action.trigger()  # type: ignore[attr-defined]
    w.quit_action.trigger()  # type: ignore[attr-defined]
    return True


def parse(arg: str) -> Step:
    name, _, value = arg.partition("=")
    makers: dict[str, Callable[[str], Step]] = {"flip": flip, "answer": answer,
                                                "open": open_file, "stage": stage}
    if name == "save-quit":
        return save_quit
    return makers[name](value)


def main() -> None:
    split = sys.argv.index("--")
    steps = [parse(a) for a in sys.argv[1:split]]
    app = QApplication([sys.argv[0]])
    timer = QTimer(app)

    def tick() -> None:
        while steps and steps[0]():
            steps.pop(0)
        if not steps:
            timer.stop()

    timer.timeout.connect(tick)
    timer.start(50)
    sys.argv = ["pacenote", *sys.argv[split + 1:]]
    from pacenote.cli import main as pacenote_main

    pacenote_main()


if __name__ == "__main__":
    main()
