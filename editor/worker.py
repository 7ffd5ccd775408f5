"""Recompute the course analysis off the GUI thread; only the newest result is delivered."""

from __future__ import annotations

import contextlib
import logging
import threading

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from pacenote.editor.analysis import Analysis, analyse
from pacenote.stage import Stage
from pacenote.tiles import Tileset

log = logging.getLogger(__name__)


class _Relay(QObject):
    done = Signal(int, object)  # generation, Analysis or None


class _Job(QRunnable):
    def __init__(self, worker: AnalysisWorker, generation: int, stage: Stage) -> None:
        super().__init__()
        self.worker, self.generation, self.stage = worker, generation, stage

    def run(self) -> None:
        if self.generation != self.worker.latest():
            return  # a newer stage is already queued: skip the stale one
        try:
            result: Analysis | None = analyse(self.stage, self.worker.tileset)
        except Exception:  # a bug in analysis must not take the editor down
            log.exception("course analysis failed")
            result = None
        with contextlib.suppress(RuntimeError):  # the window is gone: nobody to tell
            self.worker.relay.done.emit(self.generation, result)


class AnalysisWorker(QObject):
    """``request(stage)`` queues an analysis; ``finished(Analysis)`` fires for the newest."""

    finished = Signal(object)

    def __init__(self, tileset: Tileset, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.tileset = tileset
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)  # a child created after the pool: deleted after it
        self.relay.done.connect(self._deliver)
        self._lock = threading.Lock()
        self._generation = 0

    def latest(self) -> int:
        with self._lock:
            return self._generation

    def request(self, stage: Stage) -> None:
        with self._lock:
            self._generation += 1
            generation = self._generation
        self.pool.start(_Job(self, generation, stage))

    def wait(self, msecs: int = 30_000) -> bool:
        return self.pool.waitForDone(msecs)

    @Slot(int, object)
    def _deliver(self, generation: int, result: Analysis | None) -> None:
        if generation == self.latest() and result is not None:
            self.finished.emit(result)
