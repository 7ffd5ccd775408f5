"""Progressive test drive results in the real editor window (issue 24, part 2): how long
after pressing Test drive the dock shows the plan's par and hot spots, the solo runs and
the whole race, on a 14-tile rulebook stage with 4 players and the default runs.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor_drive.py [ROUNDS]

The stage is the rulebook's Rally 3 SS1 (14 road tiles), opened from its file as a user
would. Each round makes a change the plan must follow (a mud token on another tile), with no
disk cache and no earlier sweep or driver kept in memory: the stage is planned afresh,
as after an edit at the finish, which changes every cell's values, presses
Test drive (the toolbar action, as Ctrl+T does) with 4 players and the default runs, and
times on the GUI thread, from the press: the first result (the plan's par and hot spots
shown in the dock and on the heat map), the solo runs, and the whole race. Then the same
press again with nothing changed (the plan in memory).

Floor, measured in the same run: ``pacenote.engine.first_look`` and ``test_drive``
called directly (no window) on the same edited stage, planned afresh just before the
window does: the window can only add to them. Targets: first results <= 0.5 s after the
press, the race <= 2 s.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PACENOTE_CACHE_DIR"] = ""  # no disk cache: every plan made in this process

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "examples" / "rulebook" / "rally-3-ss1.stage.json"
PLAYERS = 4
FIRST_TARGET, RACE_TARGET = 0.5, 2.0


def press(app: Any, window: Any) -> dict[str, float]:
    """Seconds from the press to each result the dock shows (wall, GUI thread)."""
    seen: dict[str, float] = {}
    t0 = time.perf_counter()

    def first(result: Any) -> None:
        seen[result.first] = time.perf_counter() - t0

    from PySide6.QtCore import QEventLoop

    loop = QEventLoop()  # the GUI thread idles in its event loop, as in the editor
    worker = window.drive.worker
    worker.progress.connect(first)
    worker.finished.connect(loop.quit)
    worker.failed.connect(loop.quit)
    try:
        window.drive.drive_action.trigger()
        if worker.is_busy():
            loop.exec()
        app.processEvents()  # the dock and the heat map show the result
        seen["race"] = time.perf_counter() - t0
    finally:
        worker.progress.disconnect(first)
        worker.finished.disconnect(loop.quit)
        worker.failed.disconnect(loop.quit)
    assert window.drive.result is not None and window.drive.result.race is not None
    return seen


def floor(stage: Any) -> tuple[float, float]:
    """Seconds of first_look, then test_drive, called directly on an unplanned stage."""
    from pacenote.engine import DriveSettings, first_look, test_drive

    t0 = time.perf_counter()
    first_look(stage, DriveSettings())
    t1 = time.perf_counter()
    test_drive(stage, DriveSettings())
    return t1 - t0, time.perf_counter() - t1


def forget() -> None:
    """No sweep or driver of this process to reuse: an edit that changes every cell's
    rest of the stage (the floor of docs/engine.md "What an edit can reuse")."""
    from pacenote.engine.suffix import RECENT
    from pacenote.engine.testdrive import forget_drivers

    RECENT.clear()
    forget_drivers()


def muddy(stage: Any, tile: int) -> Any:
    """``stage`` with a mud token on its tile ``tile`` (counted from 0 in the file)."""
    from pacenote.stage import Token

    tiles = list(stage.tiles)
    tiles[tile] = replace(tiles[tile], tokens=(Token("mud-spray", 0.1, 0.0, 0.0),))
    return stage.with_tiles(tiles)


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="pacenote-bench-editor-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    os.environ["PACENOTE_RECOVERY_DIR"] = str(tmp / "recovery")
    from pacenote.editor.app import MainWindow
    from pacenote.editor.commands import StageEdit
    from pacenote.formats import load_stage

    window = MainWindow()
    window.resize(1600, 1000)
    window.show()
    assert window.files.open_file(STAGE, ask=False)
    app.processEvents()
    window.worker.wait()
    app.processEvents()
    window.drive.players_box.setValue(PLAYERS)
    runs = window.drive.runs_box.value()
    base = load_stage(STAGE)
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    floors: list[tuple[float, float]] = []
    floor(muddy(base, 1))  # the engine's imports and first calls: not counted
    for i in range(rounds):  # each a stage not planned yet, one mud token like the others
        edited = muddy(base, 2 + i)
        forget()
        floors.append(floor(edited))
        forget()  # the window plans the very stage the floor did, afresh
        doc = window.document
        doc.undo_stack.push(StageEdit(doc, doc.stage, edited, "mud"))
        app.processEvents()
        window.worker.wait()
        app.processEvents()
        cold.append(press(app, window))
        warm.append(press(app, window))
    print(f"{STAGE.name}: {PLAYERS} players, {runs} runs (the dock's default), "
          f"{rounds} rounds, medians (first / worst)")

    def line(name: str, values: list[float], target: float | None, low: float) -> None:
        med = statistics.median(values)
        goal = f"  target <= {target:.1f} s ({med / target:.2f} of it)" if target else ""
        print(f"  {name:44} {med:6.2f} s ({values[0]:.2f} / {max(values):.2f}) = "
              f"{med / low:4.1f}x floor{goal}")

    look = statistics.median(f for f, _ in floors)
    drive = statistics.median(d for _, d in floors)
    print(f"  floor: first_look {look:.2f} s, then test_drive {drive:.2f} s "
          f"(the engine alone, no window)")
    line("after an edit: plan's par + hot spots shown", [c["plan"] for c in cold],
         FIRST_TARGET, look)
    line("after an edit: solo runs shown", [c["solo"] for c in cold], None, look + drive)
    line("after an edit: the race shown", [c["race"] for c in cold], RACE_TARGET, look + drive)
    line("nothing changed: plan's par + hot spots shown", [c["plan"] for c in warm],
         FIRST_TARGET, look)
    line("nothing changed: the race shown", [c["race"] for c in warm], RACE_TARGET,
         look + drive)
    window.document.undo_stack.setClean()  # closing asks nothing
    window.close()


if __name__ == "__main__":
    main()
