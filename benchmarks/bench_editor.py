"""Time placing a tile in the editor on a 30-tile stage, until the canvas shows it.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor.py

The stage is the shared 30-tile benchmark stage without its FINISH tile, with a mud
token on every third tile, opened from its file as a user would (File → Open); each
round places the FINISH at the open end (click-to-place: auto-rotation, undo command,
scene update, open ends, palette marks) and then forces a synchronous repaint of the
canvas viewport, then undoes it. Printed: the first round (tile drawing not cached yet,
and the first edit after an open, where a full garbage collection of what the open
loaded used to land) and the median / worst of the later rounds, split into model +
scene update and repaint, the garbage collector's time, and the background analysis
(course, cell graph and validators) that follows each change off the GUI thread. Then
the same with a 4-player race's results shown (heat map, congestion map, the replay's
cars), and each median beside the 50 ms target and as a ratio to the floor: a repaint
with nothing changed, measured in the same run.

The GUI thread's CPU time (``time.thread_time``) is printed beside the wall time: on a
shared machine the wall time includes waiting for a core, and the background analysis
of the previous change competes for the interpreter.
"""

from __future__ import annotations

import gc
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from stages import benchmark_stage  # noqa: E402

ROUNDS = 40
TARGET_MS = 50  # placing a tile, until the canvas shows it
PLAYERS, RACE_RUNS = 4, 200


class GcClock:
    """Time the garbage collector spends, and its deepest generation, since reset()."""

    def __init__(self) -> None:
        self.ms, self.deepest, self._t0 = 0.0, -1, 0.0
        gc.callbacks.append(self._event)

    def reset(self) -> None:
        self.ms, self.deepest = 0.0, -1

    def _event(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self._t0 = time.perf_counter()
        else:
            self.ms += (time.perf_counter() - self._t0) * 1000
            self.deepest = max(self.deepest, info["generation"])


CLOCK = GcClock()


def place_rounds(app: Any, window: Any, tile: str,
                 check: Callable[[], bool] = lambda: True
                 ) -> tuple[list[float], list[float], list[float], list[float]]:
    """Place ``tile`` at the open end and repaint, then undo, ROUNDS times: the model +
    scene update, the repaint, the GUI thread's CPU time and the garbage collector's
    time of each placement, in ms."""
    viewport = window.view.viewport()
    update_ms: list[float] = []
    paint_ms: list[float] = []
    cpu_ms: list[float] = []
    gc_ms: list[float] = []
    for _ in range(ROUNDS):
        CLOCK.reset()
        c0 = time.thread_time()
        t0 = time.perf_counter()
        assert window.place_at_end(tile)
        t1 = time.perf_counter()
        viewport.repaint()  # paint now, synchronously, as the next frame would
        t2 = time.perf_counter()
        cpu_ms.append((time.thread_time() - c0) * 1000)
        gc_ms.append(CLOCK.ms)
        assert len(window.document.stage.tiles) == 30 and check()
        update_ms.append((t1 - t0) * 1000)
        paint_ms.append((t2 - t1) * 1000)
        window.worker.wait()
        app.processEvents()
        window.document.undo_stack.undo()
        viewport.repaint()
        window.worker.wait()
        app.processEvents()
    return update_ms, paint_ms, cpu_ms, gc_ms


def show_race(app: Any, window: Any, tile: str) -> float:
    """Drive PLAYERS cars on the whole stage through the Test drive toolbar, open the
    replay at its last turn, then take the FINISH away again; seconds the drive took."""
    assert window.place_at_end(tile)
    window.worker.wait()
    app.processEvents()
    window.drive.players_box.setValue(PLAYERS)
    window.drive.runs_box.setValue(RACE_RUNS)
    t0 = time.perf_counter()
    assert window.drive.start()
    while window.drive.worker.is_busy() or window.replay.replay is None:
        window.drive.wait()
        window.replay.wait()
        app.processEvents()
    seconds = time.perf_counter() - t0
    window.replay.open()
    window.replay.go_last()
    app.processEvents()
    assert overlays_shown(window)
    window.document.undo_stack.undo()
    window.worker.wait()
    app.processEvents()
    assert not window.heat_map.layer.isVisible()  # stale: hidden until the FINISH is back
    return seconds


def overlays_shown(window: Any) -> bool:
    return bool(window.heat_map.layer.isVisible() and window.heat_map.cells
                and window.drive.congestion_map.layer.isVisible()
                and window.drive.congestion_map.cells
                and window.replay.layer.layer.isVisible() and window.replay.layer.cars)


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from pacenote.editor.analysis import analyse

    app = QApplication.instance() or QApplication([])
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"pacenote-bench-{os.getpid()}"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    os.environ["PACENOTE_RECOVERY_DIR"] = str(tmp / "recovery")
    from dataclasses import replace

    from pacenote.editor.app import MainWindow
    from pacenote.formats import save_stage
    from pacenote.stage import Token

    full = benchmark_stage(30)
    finish = next(p for p in full.tiles if p.tile.startswith("203"))
    stage = full.removed(finish.hex)
    # A token on every third tile: the canvas draws them too (issue 11).
    stage = stage.with_tiles([replace(p, tokens=(Token("mud-spray", 0.1, 0.0, 0.0),))
                              if i % 3 == 0 else p for i, p in enumerate(stage.tiles)])
    window = MainWindow()
    window.resize(1600, 1000)
    window.show()
    path = tmp / "bench30.stage.json"
    tmp.mkdir(parents=True, exist_ok=True)
    save_stage(stage, path, "native")
    assert window.files.open_file(path, ask=False)
    window.view.fit()
    app.processEvents()
    window.worker.wait()
    app.processEvents()
    viewport = window.view.viewport()
    # What an edit pays when a full collection lands in it: the editor freezes what an
    # open loaded (gc.freeze), so only what changed since is walked.
    t0 = time.perf_counter()
    gc.collect()
    full_gc_ms = (time.perf_counter() - t0) * 1000

    update_ms, paint_ms, cpu_ms, gc_ms = place_rounds(app, window, finish.tile)
    total = [u + p for u, p in zip(update_ms, paint_ms, strict=True)]
    # The same repaint with nothing changed: on a loaded machine the ratio of the two
    # says more than either alone.
    still_ms: list[float] = []
    for _ in range(ROUNDS):
        t0 = time.perf_counter()
        viewport.repaint()
        still_ms.append((time.perf_counter() - t0) * 1000)

    placed = window.document.stage.placed(finish)
    t0 = time.perf_counter()
    reps = 10
    for _ in range(reps):
        analyse(placed, window.document.tileset)
    analysis_ms = (time.perf_counter() - t0) / reps * 1000

    # With a 4-player race's results: placing the FINISH makes the stage the one driven,
    # so the heat map, the congestion map and the replay's cars come back and are drawn.
    race_s = show_race(app, window, finish.tile)
    race_update, race_paint, race_cpu, _ = place_rounds(app, window, finish.tile,
                                                     check=lambda: overlays_shown(window))
    race_total = [u + p for u, p in zip(race_update, race_paint, strict=True)]

    def row(name: str, values: list[float]) -> None:
        later = values[1:]
        print(f"{name:<34} {values[0]:>8.1f} {statistics.median(later):>8.1f} "
              f"{max(later):>8.1f}")

    print(f"placing a tile on a 30-tile stage, {ROUNDS} rounds, canvas 1600x1000 offscreen")
    print(f"{'ms':<34} {'first':>8} {'median':>8} {'worst':>8}")
    row("model + scene update", update_ms)
    row("canvas repaint", paint_ms)
    row("place → shows it, GUI CPU", cpu_ms)
    row("place → canvas shows it", total)
    row("  of which garbage collection", gc_ms)
    print(f"{'a full collection after open':<34} {full_gc_ms:>8.1f}  (what an edit pays when "
          f"one lands in it; {gc.get_freeze_count()} objects frozen)")
    row("repaint, nothing changed (floor)", still_ms)
    print(f"with {PLAYERS}-player results ({race_s:.1f} s to drive {RACE_RUNS} races): "
          f"heat map {len(window.heat_map.cells)} cells, congestion "
          f"{len(window.drive.congestion_map.cells)} cells, {len(window.replay.layer.cars)} cars")
    row("  model + scene update", race_update)
    row("  canvas repaint", race_paint)
    row("  place → shows it, GUI CPU", race_cpu)
    row("  place → canvas shows it", race_total)
    floor = statistics.median(still_ms[1:])
    for name, values, cpu in (("placing", total, cpu_ms),
                              (f"placing, {PLAYERS}-player results", race_total, race_cpu)):
        median, cpu_median = statistics.median(values[1:]), statistics.median(cpu[1:])
        print(f"{name:<34} {median:>8.1f} ms median ({median / TARGET_MS:.2f} of the "
              f"{TARGET_MS} ms target; GUI CPU {cpu_median:.1f} ms, "
              f"{cpu_median / TARGET_MS:.2f}); {median / floor:.1f}x the floor")
    print(f"{'background analysis (mean)':<34} {analysis_ms:>8.1f}  (course, cell graph, "
          "validators; off the GUI thread)")
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
