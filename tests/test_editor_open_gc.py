"""After an open the editor freezes what is alive (gc.freeze), so the first full
garbage collection does not walk the loaded document inside the user's first edit
(benchmarks/bench_editor.py times it); a later open collects what the earlier one froze,
and closing the window unfreezes it all."""

from __future__ import annotations

import gc

import pytest
from conftest import EXAMPLES, make_window

pytestmark = pytest.mark.usefixtures("isolated")


def test_open_freezes_a_later_open_collects_and_close_unfreezes(qtbot, dialogs):
    w = make_window(qtbot)
    full: list[int] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "stop" and info["generation"] == 2:
            full.append(info["collected"])

    gc.callbacks.append(seen)
    try:
        assert w.files.open_file(EXAMPLES / "rally-1" / "ss1.stage.json")
        frozen = gc.get_freeze_count()
        assert frozen > 1000  # the modules and the document, out of the collector's sight
        full.clear()
        assert w.files.open_file(EXAMPLES / "rally-1" / "rally-1.rally.json")
        assert full, "the second open collects what the first one froze"
        assert gc.get_freeze_count() > 1000
    finally:
        gc.callbacks.remove(seen)
        w.rally.wait()
        w.document.mark_clean()
        w.worker.wait()
        w.close()
    assert gc.get_freeze_count() == 0
