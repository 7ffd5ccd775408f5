"""Time the editor's live validation and test-drive overlays on the 30-tile stage.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/bench_editor_overlays.py [RUNS]

Printed:
- the background analysis after each change, with the validators (what the editor
  runs now) and without them (course + cell graph only), on the whole stage and on
  the stage with a middle tile deleted (open end, unused tiles);
- change → findings listed: wall time from an edit (delete a tile, then undo) until
  the Problems dock, badges and status bar show the new findings (worker thread,
  signal hand-off and the GUI-thread update);
- the GUI-thread part of that alone (Problems list, badges, status bar);
- the test drive through the editor (``drive_stage``, RUNS runs, default 1000, expert,
  on the worker thread) and the GUI-thread cost of showing its result (panel, heat
  map) plus one canvas repaint.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from stages import benchmark_stage  # noqa: E402

ROUNDS = 20


def ms(seconds: float) -> str:
    return f"{seconds * 1000:8.1f}"


def mean_time(fn: object, reps: int = 10) -> float:
    fn()  # warm: tile geometry and caches
    t0 = time.perf_counter()
    for _ in range(reps):
        fn()  # type: ignore[operator]
    return (time.perf_counter() - t0) / reps


def main() -> None:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from pacenote.course import build_course
    from pacenote.editor.analysis import analyse
    from pacenote.editor.testdrive import DriveSettings, drive_stage
    from pacenote.graph import build_graph

    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    app = QApplication.instance() or QApplication([])
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"pacenote-bench-{os.getpid()}"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp))
    os.environ["PACENOTE_RECOVERY_DIR"] = str(tmp / "recovery")
    from pacenote.editor.app import MainWindow

    stage = benchmark_stage(30)
    window = MainWindow()
    window.resize(1600, 1000)
    window.show()
    window.document.edit(stage, "setup")
    window.view.fit()
    window.worker.wait()
    app.processEvents()
    tileset = window.document.tileset
    middle = window.document.stage.tiles[15].hex
    broken = stage.removed(middle)

    print("30-tile stage, canvas 1600x1000 offscreen; ms (mean of 10 unless said)")
    for name, s in (("complete stage", stage), ("middle tile deleted", broken)):
        with_checks = mean_time(lambda s=s: analyse(s, tileset))
        without = mean_time(lambda s=s: build_graph(build_course(s, tileset)).fewest_dice())
        findings = len(analyse(s, tileset).findings)
        print(f"analysis, {name:<20} {ms(with_checks)} with validators ({findings} findings), "
              f"{ms(without).strip()} course + graph only")

    def shown() -> bool:
        a = window.analysis
        return a is not None and a.stage is window.document.stage

    wall: list[float] = []
    for _ in range(ROUNDS):
        for change in (lambda: window.scene.select_hexes([middle]) or window.delete(),
                       window.document.undo_stack.undo):
            t0 = time.perf_counter()
            change()
            while not shown():
                window.worker.wait(5)
                app.processEvents()
            wall.append(time.perf_counter() - t0)
    print(f"change → findings listed    {ms(statistics.median(wall))} median, "
          f"{ms(max(wall)).strip()} worst of {len(wall)} edits (delete / undo)")

    analyses = [analyse(broken, tileset), analyse(stage, tileset)]
    gui: list[float] = []
    for i in range(ROUNDS * 2):
        a = analyses[i % 2]
        t0 = time.perf_counter()
        window._show_findings(a)  # the GUI-thread handler of analysis_ready
        gui.append(time.perf_counter() - t0)
    print(f"findings → dock, badges     {ms(statistics.median(gui))} median, "
          f"{ms(max(gui)).strip()} worst (GUI thread)")

    settings = DriveSettings("expert", runs, 0)
    t0 = time.perf_counter()
    result = drive_stage(stage, tileset, settings)
    drive_s = time.perf_counter() - t0
    print(f"test drive, {runs} runs expert {drive_s:8.2f} s (worker thread; "
          f"{len(result.report.loc_by_cell)} cells with losses)")
    show: list[float] = []
    for _ in range(5):
        t0 = time.perf_counter()
        window.drive._finished(result)  # the GUI-thread handler of the drive's result
        window.view.viewport().repaint()
        show.append(time.perf_counter() - t0)
    print(f"result → panel + heat map   {ms(statistics.median(show))} median of 5, incl. "
          "one canvas repaint (GUI thread)")
    window.document.undo_stack.setClean()
    window.close()


if __name__ == "__main__":
    main()
