"""Time a rally in the editor: opening it, switching stage tabs, and the Rally dock's
check after an edit.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor_rally.py

The rally is the shared benchmark stages of 30, 18 and 14 road tiles, saved as stage
files beside a ``.rally.json`` in a temporary folder. Printed: opening it (every stage read,
first one drawn), a tab switch until the canvas has repainted (GUI thread CPU beside
the wall time), and the rally check of the Rally dock (validators for every stage and
the rally's findings; off the GUI thread) with no stage's check cached here, and after
a tile of one stage was deleted (the other stages' checks are cached by layout; the
course and cell-graph caches below are warm in both, as in the editor).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from stages import benchmark_stage  # noqa: E402

ROUNDS = 30
SIZES = (30, 18, 14)
STAGES = len(SIZES)


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    tmp = Path(tempfile.mkdtemp(prefix="pacenote-bench-rally-"))
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    os.environ["PACENOTE_RECOVERY_DIR"] = str(tmp / "recovery")
    from pacenote.editor import rally_analysis
    from pacenote.editor.app import MainWindow
    from pacenote.formats import save_stage
    from pacenote.rally import Rally, RallyStage, save_rally

    entries = []
    for i, size in enumerate(SIZES):
        save_stage(benchmark_stage(size), tmp / f"ss{i + 1}.stage.json")
        entries.append(RallyStage(i, f"SS{i + 1}", i < STAGES - 1, f"$.stages[{i}]",
                                  source=f"ss{i + 1}.stage.json"))
    path = tmp / "bench.rally.json"
    save_rally(Rally("Bench", tuple(entries)), path)

    window = MainWindow(remember_layout=False)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    t0 = time.perf_counter()
    assert window.files.open_file(path, ask=False)
    window.view.viewport().repaint()
    open_ms = (time.perf_counter() - t0) * 1000
    window.worker.wait()
    window.rally.wait()
    app.processEvents()

    switch_ms: list[float] = []
    cpu_ms: list[float] = []
    for i in range(ROUNDS):
        c0, t0 = time.thread_time(), time.perf_counter()
        window.rally.select((window.document.current + 1) % STAGES)
        window.view.viewport().repaint()
        switch_ms.append((time.perf_counter() - t0) * 1000)
        cpu_ms.append((time.thread_time() - c0) * 1000)
        window.worker.wait()
        window.rally.wait()
        app.processEvents()
        assert window.document.current == (i + 1) % STAGES

    plan = window.document.rally_plan()
    window.scene.select_hexes([window.document.stage.tiles[-1].hex])
    window.delete()  # one tile of one stage: the other stages' checks are cached
    edited = window.document.rally_plan()
    window.worker.wait()
    window.rally.wait()  # the window's own check is done: nothing competes below
    rally_analysis._checked.cache_clear()
    t0 = time.perf_counter()
    rally_analysis.analyse_rally(plan)
    cold_ms = (time.perf_counter() - t0) * 1000
    t0 = time.perf_counter()
    rally_analysis.analyse_rally(edited)
    warm_ms = (time.perf_counter() - t0) * 1000

    print(f"a rally of stages of {', '.join(map(str, SIZES))} tiles, canvas 1600x1000 "
          "offscreen")
    print(f"{'open the rally (all stages read, first drawn)':<48} {open_ms:>8.1f} ms")
    print(f"{'switch tab → canvas repainted, median / worst':<48} "
          f"{statistics.median(switch_ms):>8.1f} / {max(switch_ms):.1f} ms")
    print(f"{'  of which GUI thread CPU, median':<48} {statistics.median(cpu_ms):>8.1f} ms")
    print(f"{'rally check, every stage checked again':<48} {cold_ms:>8.1f} ms  (worker thread)")
    print(f"{'rally check after a tile of one stage deleted':<48} {warm_ms:>8.1f} ms  "
          "(worker thread)")
    window.worker.wait()
    window.rally.wait()
    window.document.mark_clean()
    window.close()


if __name__ == "__main__":
    main()
