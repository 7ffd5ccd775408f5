"""Background work off the GUI thread: the course analysis after every change, and the
test drive. Only the newest request's result is delivered; older ones are dropped."""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from pacenote.boxes import BoxSpec
from pacenote.editor.analysis import analyse
from pacenote.i18n import Text, said
from pacenote.stage import Stage
from pacenote.tiles import Tileset

log = logging.getLogger(__name__)


class _Relay(QObject):
    done = Signal(int, object, object)  # generation, result or None, error text or None
    partial = Signal(int, object)  # generation, a first result the task has ready


class _Job(QRunnable):
    def __init__(self, worker: LatestOnlyWorker, generation: int,
                 task: Callable[[], object]) -> None:
        super().__init__()
        self.worker, self.generation, self.task = worker, generation, task

    def run(self) -> None:
        if self.generation != self.worker.latest():
            return  # a newer request is already queued (or this one was cancelled)
        result: object = None
        error: str | None = None
        try:
            result = self.task()
        except self.worker.refusals as exc:  # the task's one-line reason: shown, not logged
            given = exc.args[0] if len(exc.args) == 1 else None
            error = said(given) if isinstance(given, Text) else str(exc)  # in the user's words
        except Exception as exc:  # a bug in a task must not take the editor down
            log.exception("%s failed", self.worker.what)
            error = f"{self.worker.what} failed: {exc}"
        with contextlib.suppress(RuntimeError):  # the window is gone: nobody to tell
            self.worker.relay.done.emit(self.generation, result, error)


class LatestOnlyWorker(QObject):
    """``submit(task)`` runs ``task()`` on a one-thread pool; ``finished(result)`` (or
    ``failed(reason)``) fires for the newest submission only. ``cancel()`` drops the
    running task's result (Python code cannot be stopped midway: it runs to its end).
    Exceptions of the ``refusals`` types are the task saying why it gives no result."""

    finished = Signal(object)
    failed = Signal(str)
    busy_changed = Signal(bool)
    progress = Signal(object)  # a first result of the newest task (submit_progressive)

    def __init__(self, what: str, parent: QObject | None = None,
                 refusals: tuple[type[Exception], ...] = ()) -> None:
        super().__init__(parent)
        self.what, self.refusals = what, refusals
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self.relay = _Relay(self)  # a child created after the pool: deleted after it
        self.relay.done.connect(self._deliver)
        self.relay.partial.connect(self._deliver_partial)
        self._lock = threading.Lock()
        self._generation = 0
        self._busy = False

    def latest(self) -> int:
        with self._lock:
            return self._generation

    def _next(self) -> int:
        with self._lock:
            self._generation += 1
            return self._generation

    def submit(self, task: Callable[[], object]) -> None:
        self.pool.start(_Job(self, self._next(), task))
        self._set_busy(True)

    def submit_progressive(self, task: Callable[[Callable[[object], None]], object]) -> None:
        """``task(report)`` may call ``report(partial)`` with first results as they are
        ready; ``progress(partial)`` fires for each, while the task is the newest."""
        generation = self._next()
        relay = self.relay

        def report(partial: object) -> None:
            with contextlib.suppress(RuntimeError):  # the window is gone: nobody to tell
                relay.partial.emit(generation, partial)

        self.pool.start(_Job(self, generation, partial(task, report)))
        self._set_busy(True)

    def cancel(self) -> None:
        self._next()
        self._set_busy(False)

    def is_busy(self) -> bool:
        return self._busy

    def wait(self, msecs: int = 30_000) -> bool:
        return self.pool.waitForDone(msecs)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busy_changed.emit(busy)

    @Slot(int, object, object)
    def _deliver(self, generation: int, result: object, error: str | None) -> None:
        if generation != self.latest():
            return
        self._set_busy(False)
        if error is not None:
            self.failed.emit(error)
        else:
            self.finished.emit(result)


    @Slot(int, object)
    def _deliver_partial(self, generation: int, partial_result: object) -> None:
        if generation == self.latest():
            self.progress.emit(partial_result)


class AnalysisWorker(LatestOnlyWorker):
    """``request(stage)`` queues an analysis; ``finished(Analysis)`` fires for the newest.

    The analysis starts ``DELAY_MS`` after the last request: the change is painted
    first (a Python analysis thread would hold the GIL the repaint needs) and a burst
    of changes is analysed once. ``wait()`` starts a pending one at once."""

    DELAY_MS = 30

    def __init__(self, tileset: Tileset, parent: QObject | None = None) -> None:
        super().__init__("course analysis", parent)
        self.tileset = tileset
        self.boxes: BoxSpec = 1  # boxes the user owns: the validators count copies by it
        self._pending: Stage | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(self.DELAY_MS)
        self._timer.timeout.connect(self._start_pending)

    def request(self, stage: Stage) -> None:
        self._pending = stage
        self._timer.start()

    def _start_pending(self) -> None:
        self._timer.stop()
        if self._pending is not None:
            stage, self._pending = self._pending, None
            self.submit(partial(analyse, stage, self.tileset, self.boxes))

    def cancel(self) -> None:
        self._timer.stop()
        self._pending = None
        super().cancel()

    def wait(self, msecs: int = 30_000) -> bool:
        self._start_pending()
        return super().wait(msecs)
