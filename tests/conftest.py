"""Shared fixtures and helpers: the tileset, the CLI in a fresh process, and the editor
window with scripted dialogs. GUI tests run offscreen; nothing here reads ../shared."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings as hypothesis_settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The suite reads pacenote's English (the source language) whatever the machine's locale;
# a test of another language asks for it (--lang, or its own LANGUAGE/LANG).
os.environ["LANGUAGE"] = "en"

# The suite's property and fuzz tests draw the same examples on every run, so the gate
# never fails on a case no one has seen; scripts/fuzz.py explores new ones.
hypothesis_settings.register_profile("pacenote", derandomize=True, database=None)
hypothesis_settings.load_profile("pacenote")

ROOT = Path(__file__).resolve().parent.parent
# Derived data (cell-graph templates) is cached beside pytest's own cache, not in ~/.cache.
os.environ.setdefault("PACENOTE_CACHE_DIR", str(ROOT / ".pytest_cache" / "pacenote"))
EXAMPLES = ROOT / "examples"


@pytest.fixture(autouse=True)
def _no_sweep_carried_over():  # noqa: ANN202
    """Every test plans from scratch: a sweep kept in memory by an earlier test (for the
    next edit's re-plan, engine/suffix.py) would be taken over instead of computed."""
    from pacenote.engine.suffix import RECENT

    RECENT.clear()
    yield
    RECENT.clear()


@pytest.fixture(scope="session")
def tileset():  # noqa: ANN201
    from pacenote.tiles import load_tileset

    return load_tileset()


@pytest.fixture
def pacenote_cli(monkeypatch, capsys):  # noqa: ANN201
    """Run the ``pacenote`` entry point in-process, as the installed script does:
    ``pacenote_cli("validate", path)`` → (exit code, stdout, stderr)."""
    from pacenote.cli import main

    def run(*args: str | Path) -> tuple[int, str, str]:
        monkeypatch.setattr(sys, "argv", ["pacenote", *map(str, args)])
        with pytest.raises(SystemExit) as ended:
            main()
        out = capsys.readouterr()
        code = ended.value.code
        return code if isinstance(code, int) else 0, out.out, out.err

    return run


def run_pacenote(*args: str | Path, cwd: Path | None = None,
                 timeout: float = 600) -> subprocess.CompletedProcess[str]:
    """The real ``pacenote`` command in a fresh process: exit code, stdout and stderr as a
    user sees them (offscreen Qt)."""
    return subprocess.run([sys.executable, "-m", "pacenote", *map(str, args)],
                          capture_output=True, text=True, timeout=timeout, cwd=cwd,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=False)


class Dialogs:
    """Scripted answers for QMessageBox; records what was shown."""

    def __init__(self) -> None:
        self.answers: dict[str, list[object]] = {}
        self.shown: list[tuple[str, str, str]] = []

    def answer(self, kind: str, *buttons: object) -> None:
        self.answers.setdefault(kind, []).extend(buttons)

    def handler(self, kind: str):  # noqa: ANN201
        def show(parent, title, text, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003, ANN202
            self.shown.append((kind, title, text))
            queue = self.answers.get(kind)
            if not queue:
                raise AssertionError(f"unexpected {kind} dialog: {title}: {text}")
            return queue.pop(0)

        return show


@pytest.fixture
def isolated(tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """Settings and recovery files in the test's temp dir (editor tests use it)."""
    from PySide6.QtCore import QSettings

    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                      str(tmp_path / "settings"))
    monkeypatch.setenv("PACENOTE_RECOVERY_DIR", str(tmp_path / "recovery"))



@pytest.fixture
def dialogs(monkeypatch) -> Dialogs:  # noqa: ANN001
    from PySide6.QtWidgets import QMessageBox

    d = Dialogs()
    for kind in ("warning", "question", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, d.handler(kind))
    return d


def make_window(qtbot):  # noqa: ANN001, ANN201
    """A shown, focused editor window."""
    from PySide6.QtWidgets import QApplication

    from pacenote.editor.app import MainWindow

    w = MainWindow()
    w.tips.hide()  # the first-run tips bar is test_editor_help's; no room taken here
    w.resize(1200, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    w.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    return w


def close_window(w) -> None:  # noqa: ANN001
    """Close without a save prompt, once its analysis and test drive are done."""
    w.document.mark_clean()  # every stage of a rally
    w.drive.wait()
    w.worker.wait()
    w.close()


@pytest.fixture
def window(qtbot, dialogs, isolated):  # noqa: ANN001, ANN201
    w = make_window(qtbot)
    yield w
    close_window(w)


def settle(qtbot, w) -> None:  # noqa: ANN001
    """Wait for the analysis of the current stage to reach the window."""
    w.worker.wait()
    qtbot.waitUntil(lambda: w.analysis is not None and w.analysis.stage is w.document.stage)


def drive_settings(qtbot, w, stage, *, runs: int, seed: int, players: int,  # noqa: ANN001
                   driver: str = "expert") -> None:
    """Open ``stage`` in a 1500 x 950 window and set the Test drive dock's driver, runs,
    seed and players (the race tests start the drive their own way)."""
    w.files.open_file(stage, ask=False)
    settle(qtbot, w)
    w.resize(1500, 950)
    w.drive.driver_box.setCurrentText(driver)
    w.drive.runs_box.setValue(runs)
    w.drive.seed_box.setValue(seed)
    w.drive.players_box.setValue(players)


# Modules whose tests take seconds each (GUI sessions, many test drives, the command line
# in fresh processes, PDF pages, the wheel): `pytest -m "not slow"` is the fast suite.
SLOW_PREFIXES = ("test_editor_", "test_gt_editor", "test_export_", "test_hostile_")
SLOW_MODULES = frozenset({
    "test_cli_errors", "test_cli_graph", "test_drive", "test_engine_expert",
    "test_engine_solo_exact", "test_examples", "test_formats_convert_cli",
    "test_race_engine", "test_rulebook_examples", "test_tilelist_layout", "test_tiles_cli",
    "test_validators_cli", "test_wheel_install",
})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        name = item.module.__name__ if item.module is not None else ""
        if name in SLOW_MODULES or name.startswith(SLOW_PREFIXES):
            item.add_marker(pytest.mark.slow)
