"""The start page shown when the editor opens without a file: new stage, new rally,
open, import, recent files, the example stages and the example rallies, one click each."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage
from pacenote.rally import load_rally

# The example stages of a source checkout (not installed with the package).
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example_stages(folder: Path = EXAMPLES) -> list[tuple[str, Path]]:
    """(title, file) for each example stage: the stage's name, else its file name. A
    stage laid out the same as one listed already (a rally's own copy) is listed once."""
    found = []
    seen = set()
    for path in sorted(folder.glob("**/*.stage.json")) if folder.is_dir() else []:
        try:
            stage = load_stage(path)
        except PacenoteFileError:
            continue
        if (stage.name, stage.tiles) in seen:
            continue
        seen.add((stage.name, stage.tiles))
        found.append((stage.name or path.name, path))
    return found


def example_rallies(folder: Path = EXAMPLES) -> list[tuple[str, Path]]:
    """(title, file) for each example rally (Rally 1 and the rulebook's rallies): the
    rally's name, else its file name. A rally whose stages are laid out the same as one
    listed already (a copy in another folder) is listed once."""
    found: list[tuple[str, Path, bool]] = []
    seen = set()
    for path in sorted(folder.glob("**/*.rally.json")) if folder.is_dir() else []:
        try:
            rally = load_rally(path)
            loaded = rally.load_stages()
        except PacenoteFileError:
            continue
        stages = tuple(s.tiles for s in loaded)
        if (rally.name, stages) in seen:
            continue
        seen.add((rally.name, stages))
        found.append((rally.name or path.name, path, any(s.laps is not None for s in loaded)))
    # the stage rallies first (Rally 1, the rulebook's), then events of circuit races
    return [(title, path) for title, path, _ in sorted(found, key=lambda f: f[2])]


class StartPage(QWidget):
    new_stage = Signal()
    new_rally = Signal()
    open_dialog = Signal()
    import_dialog = Signal()
    open_path = Signal(object)  # Path

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("start-page")
        title = QLabel("<h1>" + self.tr("pacenote editor") + "</h1><p>"
                       + self.tr("Build a Rallyman: DIRT stage from the game's tiles, check it "
                                 "and test-drive it.") + "</p>")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons: dict[str, QPushButton] = {}
        actions = QGridLayout()
        shown = {"New stage": self.tr("New stage"), "New rally": self.tr("New rally"),
                 "Open…": self.tr("Open…"), "Import Rekee / .rgt…": self.tr("Import Rekee / .rgt…")}
        for column, (label, signal) in enumerate((("New stage", self.new_stage),
                                                  ("New rally", self.new_rally),
                                                  ("Open…", self.open_dialog),
                                                  ("Import Rekee / .rgt…", self.import_dialog))):
            button = QPushButton(shown[label])  # keyed by the English label (tests, scripts)
            button.setMinimumHeight(40)
            button.clicked.connect(signal.emit)
            actions.addWidget(button, 0, column)
            self.buttons[label] = button
        self.recent = QGroupBox(self.tr("Open recent"))
        self.examples = QGroupBox(self.tr("Open an example"))
        self.rallies = QGroupBox(self.tr("Open an example rally"))
        self.columns = {group: QVBoxLayout(group)
                        for group in (self.recent, self.examples, self.rallies)}
        lists = QGridLayout()
        lists.addWidget(self.recent, 0, 0, Qt.AlignmentFlag.AlignTop)
        lists.addWidget(self.examples, 0, 1, Qt.AlignmentFlag.AlignTop)
        lists.addWidget(self.rallies, 0, 2, Qt.AlignmentFlag.AlignTop)
        box = QWidget()
        box.setMaximumWidth(960)
        inner = QVBoxLayout(box)
        inner.addWidget(title)
        inner.addLayout(actions)
        inner.addLayout(lists)
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        outer.addWidget(box, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(2)

    def fill(self, recent: list[Path], examples: list[tuple[str, Path]],
             rallies: list[tuple[str, Path]] | None = None) -> None:
        """The recent files (missing ones left out) and the examples, one link each."""
        self._links(self.recent, [(p.name, p) for p in recent if p.is_file()],
                    self.tr("No recent files yet"))
        self._links(self.examples, examples,
                    self.tr("No examples here (a source checkout has them)"))
        self._links(self.rallies, rallies or [],
                    self.tr("No example rallies here (a source checkout has them)"))

    def _links(self, group: QGroupBox, items: list[tuple[str, Path]], empty: str) -> None:
        layout = self.columns[group]
        while layout.count():
            item = layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        if not items:
            layout.addWidget(QLabel(empty))
        for text, path in items:
            button = QPushButton(text)
            button.setFlat(True)
            button.setStyleSheet("text-align: left; color: #1f4e9c;")
            button.setToolTip(str(path))
            button.clicked.connect(_emitter(self.open_path.emit, path))
            layout.addWidget(button)

    def links(self, group: QGroupBox) -> list[QPushButton]:
        return [w for w in group.findChildren(QPushButton)]


def _emitter(emit: Callable[[object], None], path: Path) -> Callable[[], None]:
    return lambda: emit(path)
