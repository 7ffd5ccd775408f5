"""Time placing a tile in the editor on a 30-tile stage, until the canvas shows it.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor.py

The stage is the shared 30-tile benchmark stage without its FINISH tile, with a mud
token on every third tile, opened from its file as a user would (File → Open); each
round places the FINISH at the open end (click-to-place: auto-rotation, undo
command, scene update, open ends, palette marks) and then forces a synchronous
repaint of the canvas viewport, then undoes it. Printed: the first round (tile
drawing not cached yet, and the first edit after an open, where a full garbage
collection of what the open loaded used to land) and the median / worst of the later
rounds, split into
model + scene update and repaint, and the background analysis (course, cell
graph and validators) that follows each change off the GUI thread.

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
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from stages import benchmark_stage  # noqa: E402

ROUNDS = 40


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

    update_ms: list[float] = []
    paint_ms: list[float] = []
    cpu_ms: list[float] = []
    gc_ms: list[float] = []
    clock = GcClock()
    first_gc = -1
    for _ in range(ROUNDS):
        clock.reset()
        c0 = time.thread_time()
        t0 = time.perf_counter()
        assert window.place_at_end(finish.tile)
        t1 = time.perf_counter()
        viewport.repaint()  # paint now, synchronously, as the next frame would
        t2 = time.perf_counter()
        cpu_ms.append((time.thread_time() - c0) * 1000)
        gc_ms.append(clock.ms)
        first_gc = clock.deepest if len(gc_ms) == 1 else first_gc
        assert len(window.document.stage.tiles) == 30
        update_ms.append((t1 - t0) * 1000)
        paint_ms.append((t2 - t1) * 1000)
        window.worker.wait()
        app.processEvents()
        window.document.undo_stack.undo()
        viewport.repaint()
        window.worker.wait()
        app.processEvents()
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

    def row(name: str, values: list[float]) -> None:
        later = values[1:]
        print(f"{name:<28} {values[0]:>8.1f} {statistics.median(later):>8.1f} "
              f"{max(later):>8.1f}")

    print(f"placing a tile on a 30-tile stage, {ROUNDS} rounds, canvas 1600x1000 offscreen")
    print(f"{'ms':<28} {'first':>8} {'median':>8} {'worst':>8}")
    row("model + scene update", update_ms)
    row("canvas repaint", paint_ms)
    row("place → shows it, GUI CPU", cpu_ms)
    row("place → canvas shows it", total)
    row("  of which garbage collection", gc_ms)
    print(f"{'':<28} (deepest generation collected in the first round: {first_gc}; "
          f"frozen objects: {gc.get_freeze_count()})")
    print(f"{'a full collection after open':<28} {full_gc_ms:>8.1f}  (what an edit pays when "
          "one lands in it)")
    row("repaint, nothing changed", still_ms)
    ratio = statistics.median(total[1:]) / statistics.median(still_ms[1:])
    print(f"{'placing / still repaint':<28} {ratio:>17.1f}x (medians)")
    print(f"{'background analysis (mean)':<28} {analysis_ms:>8.1f}  (course, cell graph, "
          "validators; off the GUI thread)")
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
