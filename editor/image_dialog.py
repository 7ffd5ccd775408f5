"""Options for File → Export picture: a title above the map, the tile list beside it,
and the scale (pixels per hex)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from pacenote.export.render import DEFAULT_SCALE


@dataclass(frozen=True)
class ImageOptions:
    title: str = ""
    tiles: bool = True
    scale: float = DEFAULT_SCALE


class ImageOptionsDialog(QDialog):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export picture"))
        self.title = QLineEdit(title)
        self.title.setPlaceholderText(self.tr("No title"))
        self.tiles = QCheckBox(self.tr("Tile list beside the map"))
        self.tiles.setChecked(True)
        self.scale = QSpinBox()
        self.scale.setRange(20, 600)
        self.scale.setSingleStep(20)
        self.scale.setValue(int(DEFAULT_SCALE))
        self.scale.setSuffix(self.tr(" px per hex"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("Title"), self.title)
        form.addRow("", self.tiles)
        form.addRow(self.tr("Scale"), self.scale)
        form.addRow(buttons)

    def options(self) -> ImageOptions:
        return ImageOptions(self.title.text().strip(), self.tiles.isChecked(),
                            float(self.scale.value()))
