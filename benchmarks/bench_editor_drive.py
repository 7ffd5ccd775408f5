"""Progressive test drive results in the real editor window (issue 24, part 2): how long
after pressing Test drive the dock shows the plan's par and hot spots, the solo runs and
the whole race, on a 14-tile rulebook stage with 4 players and the default runs.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor_drive.py [ROUNDS]

The stage is the rulebook's Rally 3 SS1 (14 road tiles), opened from its file as a user
would. Each round makes a change the plan must follow (one more mud token on the 7th
tile: a stage the process has not planned; the disk cache is an empty folder), presses
Test drive (the toolbar action, as Ctrl+T does) with 4 players and the default runs, and
times on the GUI thread, from the press: the first result (the plan's par and hot spots
shown in the dock and on the heat map), the solo runs, and the whole race. Then the same
press again with nothing changed (the plan in memory).

Floor, measured in the same run: ``pacenote.engine.first_look`` and ``test_drive``
called directly (no window) on a stage the process has not planned: the window can only
add to them. Targets: first results <= 0.5 s after the press, the race <= 2 s.
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
os.environ["PACENOTE_CACHE_DIR"] = tempfile.mkdtemp(prefix="pacenote-bench-drive-")

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

    window.drive.worker.progress.connect(first)
    try:
        window.drive.drive_action.trigger()
        while window.drive.worker.is_busy():
            app.processEvents()
            time.sleep(0.002)
        app.processEvents()
        seen["race"] = time.perf_counter() - t0
    finally:
        window.drive.worker.progress.disconnect(first)
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


def muddy(stage: Any, on: bool, tokens: int = 1) -> Any:
    from pacenote.stage import Token

    tiles = list(stage.tiles)
    p = tiles[6]
    tiles[6] = replace(p, tokens=tuple(Token("mud-spray", 0.1 * k, 0.0, 0.0)
                                       for k in range(tokens)) if on else ())
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
    floor(muddy(base, True, tokens=99))  # the engine's imports and first calls: not counted
    for i in range(rounds):
        floors.append(floor(muddy(base, True, tokens=10 + i)))
        doc = window.document
        doc.undo_stack.push(StageEdit(doc, doc.stage, muddy(base, True, tokens=1 + i), "mud"))
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
