"""The tile palette: every side of the tileset as a thumbnail, searchable and filterable.

Sides already on the stage are marked; the other side of a tile whose copies are
all on the stage is greyed out (one physical tile per number: flip the placed
tile with F instead).
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QMimeData,
    QPoint,
    QRect,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QDrag, QIcon, QIconEngine, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)

from pacenote.boxes import BoxSpec, owned_counts
from pacenote.editor.marks import QT_TRANSLATE_NOOP
from pacenote.editor.tile_item import tile_primitives
from pacenote.tiles import DANGER_LEVEL, Tileset, TileSide

TILE_MIME = "application/x-pacenote-tile"
FEATURES = ("shortcut", "jump", "ford", "slide")
WORDS = (  # the tileset's kinds and dangers and the features, shown translated
    QT_TRANSLATE_NOOP("Palette", "bend"),
    QT_TRANSLATE_NOOP("Palette", "corner"),
    QT_TRANSLATE_NOOP("Palette", "finish"),
    QT_TRANSLATE_NOOP("Palette", "pit"),
    QT_TRANSLATE_NOOP("Palette", "s-bend"),
    QT_TRANSLATE_NOOP("Palette", "service"),
    QT_TRANSLATE_NOOP("Palette", "start"),
    QT_TRANSLATE_NOOP("Palette", "start-finish"),
    QT_TRANSLATE_NOOP("Palette", "straight"),
    QT_TRANSLATE_NOOP("Palette", "wavy"),
    QT_TRANSLATE_NOOP("Palette", "shortcut"),
    QT_TRANSLATE_NOOP("Palette", "jump"),
    QT_TRANSLATE_NOOP("Palette", "ford"),
    QT_TRANSLATE_NOOP("Palette", "slide"),
    QT_TRANSLATE_NOOP("Palette", "none"),
    QT_TRANSLATE_NOOP("Palette", "low"),
    QT_TRANSLATE_NOOP("Palette", "medium"),
    QT_TRANSLATE_NOOP("Palette", "high"),
)
translate = QCoreApplication.translate
THUMB = 84
ID_ROLE = Qt.ItemDataRole.UserRole
USED_BRUSH = QBrush(QColor("#d9efd2"))


def speed_limits(side: TileSide) -> set[int]:
    """Every speed limit printed on the side's road (rows and corner paths)."""
    out: set[int] = set()
    for sec in side.sections:
        out.update(x for x in (*sec.limits, *sec.inner, *sec.outer) if x is not None)
    return out


def features(side: TileSide) -> set[str]:
    found = set()
    if side.shortcuts:
        found.add("shortcut")
    if any(sec.jump is not None for sec in side.sections):
        found.add("jump")
    if any(sec.ford for sec in side.sections):
        found.add("ford")
    if any(sec.slide for sec in side.sections):
        found.add("slide")
    return found


@dataclass(frozen=True)
class PaletteFilter:
    """What the palette shows. Empty/None fields do not filter."""

    text: str = ""
    kind: str | None = None
    danger: str | None = None
    features: frozenset[str] = field(default_factory=frozenset)
    limit_min: int | None = None  # the side shows a speed limit within [min, max]
    limit_max: int | None = None

    def matches(self, side: TileSide) -> bool:
        text = self.text.strip().lower()
        if text and not any(text in s for s in (side.id, side.kind, side.danger, side.terrain)):
            return False
        if self.kind and side.kind != self.kind:
            return False
        if self.danger and side.danger != self.danger:
            return False
        if not self.features <= features(side):
            return False
        if self.limit_min is not None or self.limit_max is not None:
            lo = self.limit_min if self.limit_min is not None else 0
            hi = self.limit_max if self.limit_max is not None else 99
            if not any(lo <= x <= hi for x in speed_limits(side)):
                return False
        return True


def thumbnail(tileset: Tileset, tile_id: str, size: int = THUMB) -> QPixmap:
    """The printed side, upright, exactly as the canvas draws it."""
    from pacenote.export.qtpaint import paint

    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    scale = size / 2.04
    painter.translate(size / 2, size / 2)
    painter.scale(scale, scale)
    paint(painter, list(tile_primitives(tileset, tile_id, 0)), scale)
    painter.end()
    return pixmap


def cached_thumbnail(tileset: Tileset, tile_id: str) -> QPixmap:
    """:func:`thumbnail`, kept on disk (pacenote.diskcache) under a key of the side and
    of the code that draws it, so the editor opens without drawing its palette anew."""
    from pacenote import diskcache
    from pacenote.export.qtpaint import encode_png
    from pacenote.i18n import current_language

    key = diskcache.digest([diskcache.source_digest("pacenote", "pacenote.export",
                                                    "pacenote.editor",
                                                    suffixes=diskcache.WITH_TRANSLATIONS),
                            repr(tileset[tile_id]), str(THUMB),
                            current_language()])  # the tile's words are painted translated
    stored = diskcache.read_checked("thumbnails", key, "png")
    pixmap = QPixmap()
    if stored is not None and pixmap.loadFromData(stored, "PNG"):
        return pixmap
    pixmap = thumbnail(tileset, tile_id)
    with contextlib.suppress(OSError):
        diskcache.write_checked("thumbnails", key, "png", encode_png(pixmap))
    return pixmap


class LazyThumbnail(QIconEngine):
    """A side's thumbnail, drawn (or read from the disk cache) the first time the
    palette shows it: drawing all 64 up front was most of the time the editor took to
    open."""

    def __init__(self, tileset: Tileset, tile_id: str) -> None:
        super().__init__()
        self.tileset, self.tile_id = tileset, tile_id
        self.drawn: QPixmap | None = None
        self.made: dict[tuple[int, int, QIcon.Mode], QPixmap] = {}  # scaled, greyed

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        if self.drawn is None:
            self.drawn = cached_thumbnail(self.tileset, self.tile_id)
        key = (size.width(), size.height(), mode)
        if key not in self.made:  # the list repaints often: scale and grey once
            out = self.drawn
            if size != out.size():
                out = out.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                 Qt.TransformationMode.SmoothTransformation)
            if mode == QIcon.Mode.Disabled:  # greyed like any icon of a disabled item
                out = QApplication.style().generatedIconPixmap(mode, out, QStyleOption())
            self.made[key] = out
        return self.made[key]

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode,
              state: QIcon.State) -> None:
        painter.drawPixmap(rect, self.pixmap(rect.size(), mode, state))

    def clone(self) -> QIconEngine:
        copy = LazyThumbnail(self.tileset, self.tile_id)
        copy.drawn = self.drawn
        return copy


def describe(side: TileSide) -> str:
    limits = sorted(speed_limits(side))
    parts = [f"{side.id}: {translate('Palette', side.kind)}",
             translate("Palette", "{level} danger").format(
                 level=translate("Palette", side.danger))]
    if limits:
        parts.append(translate("Palette", "limits {values}").format(
            values=", ".join(map(str, limits))))
    parts.extend(translate("Palette", f) for f in sorted(features(side)))
    return " · ".join(parts)


class TileList(QListWidget):
    """Thumbnails that drag out as tile ids."""

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:  # noqa: N802 - Qt API
        data = QMimeData()
        if items:
            data.setData(TILE_MIME, QByteArray(items[0].data(ID_ROLE).encode("utf-8")))
            data.setText(items[0].data(ID_ROLE))
        return data

    def mimeTypes(self) -> list[str]:  # noqa: N802 - Qt API
        return [TILE_MIME]

    def startDrag(self, actions: Qt.DropAction) -> None:  # noqa: N802 - Qt API
        # Always a copy: the default drag may end as a move, which would delete the
        # thumbnail from the palette.
        item = self.currentItem()
        if item is None or not item.flags() & Qt.ItemFlag.ItemIsDragEnabled:
            return
        drag = QDrag(self)
        drag.setMimeData(self.mimeData([item]))
        drag.setPixmap(item.icon().pixmap(THUMB, THUMB))
        drag.setHotSpot(QPoint(THUMB // 2, THUMB // 2))
        drag.exec(Qt.DropAction.CopyAction)


class Palette(QWidget):
    activated = Signal(str)  # tile id: place it at the active open end

    def __init__(self, tileset: Tileset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tileset = tileset
        self.search = QLineEdit(placeholderText=self.tr("Search: 210, corner, high…"))
        self.search.setClearButtonEnabled(True)
        self.kind = QComboBox()
        self.kind.addItem(self.tr("any kind"), None)
        for kind in dict.fromkeys(side.kind for side in tileset):
            self.kind.addItem(translate("Palette", kind), kind)
        self.danger = QComboBox()
        self.danger.addItem(self.tr("any danger"), None)
        for danger in DANGER_LEVEL:
            self.danger.addItem(translate("Palette", danger), danger)
        self.feature_boxes = {name: QCheckBox(translate("Palette", name)) for name in FEATURES}
        self.limit_min, self.limit_max = QSpinBox(), QSpinBox()
        for box in (self.limit_min, self.limit_max):
            box.setRange(0, 6)
            box.setSpecialValueText(self.tr("any"))
        self.list = TileList()
        self.list.setViewMode(QListView.ViewMode.IconMode)
        self.list.setIconSize(QSize(THUMB, THUMB))
        self.list.setGridSize(QSize(THUMB + 12, THUMB + 24))
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setMovement(QListView.Movement.Static)
        self.list.setUniformItemSizes(True)
        self.list.setDragEnabled(True)
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.items: dict[str, QListWidgetItem] = {}
        self._fill(tileset)
        self._layout()
        self.setMinimumWidth(3 * (THUMB + 12) + 40)  # three thumbnails a row
        self.search.textChanged.connect(self.refilter)
        self.kind.currentIndexChanged.connect(self.refilter)
        self.danger.currentIndexChanged.connect(self.refilter)
        self.limit_min.valueChanged.connect(self.refilter)
        self.limit_max.valueChanged.connect(self.refilter)
        for check in self.feature_boxes.values():
            check.toggled.connect(self.refilter)
        self.list.itemActivated.connect(lambda item: self.activated.emit(item.data(ID_ROLE)))

    def _fill(self, tileset: Tileset) -> None:
        self.tileset = tileset
        self.list.clear()
        self.items = {}
        for side in tileset:
            item = QListWidgetItem(QIcon(LazyThumbnail(tileset, side.id)), self._label(side, 0))
            item.setData(ID_ROLE, side.id)
            item.setToolTip(describe(side))
            item.setTextAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.list.addItem(item)
            self.items[side.id] = item

    def set_tileset(self, tileset: Tileset) -> None:
        """Show another tileset's sides (a stage of other boxes was opened or started)."""
        if tileset is self.tileset:
            return
        self._fill(tileset)
        self.kind.blockSignals(True)
        self.kind.clear()
        self.kind.addItem(self.tr("any kind"), None)
        for kind in dict.fromkeys(side.kind for side in tileset):
            self.kind.addItem(translate("Palette", kind), kind)
        self.kind.blockSignals(False)
        self.refilter()

    def _label(self, side: TileSide, placed: int, owned: int | None = None) -> str:
        """The id, with pieces placed / owned where more than one is owned."""
        owned = owned if owned is not None else self.tileset.copies.get(side.number, 1)
        return side.id if owned == 1 else f"{side.id} {placed}/{owned}"

    def _layout(self) -> None:
        filters = QGridLayout()
        filters.addWidget(self.kind, 0, 0)
        filters.addWidget(self.danger, 0, 1)
        row = QHBoxLayout()
        for box in self.feature_boxes.values():
            row.addWidget(box)
        filters.addLayout(row, 1, 0, 1, 2)
        limits = QHBoxLayout()
        limits.addWidget(QLabel(self.tr("speed limit")))
        limits.addWidget(self.limit_min)
        limits.addWidget(QLabel(self.tr("to")))
        limits.addWidget(self.limit_max)
        filters.addLayout(limits, 2, 0, 1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addLayout(filters)
        layout.addWidget(self.list, 1)

    def current_filter(self) -> PaletteFilter:
        return PaletteFilter(
            text=self.search.text(),
            kind=self.kind.currentData(),
            danger=self.danger.currentData(),
            features=frozenset(n for n, box in self.feature_boxes.items() if box.isChecked()),
            limit_min=self.limit_min.value() or None,
            limit_max=self.limit_max.value() or None,
        )

    def refilter(self) -> None:
        wanted = self.current_filter()
        for tile_id, item in self.items.items():
            item.setHidden(not wanted.matches(self.tileset[tile_id]))

    def visible_ids(self) -> list[str]:
        return [tid for tid, item in self.items.items() if not item.isHidden()]

    def current_tile(self) -> str | None:
        item = self.list.currentItem()
        if item is None or not item.isSelected() or not self.is_available(item.data(ID_ROLE)):
            return None
        return str(item.data(ID_ROLE))

    def select(self, tile_id: str) -> None:
        self.list.setCurrentItem(self.items[tile_id])

    def is_available(self, tile_id: str) -> bool:
        return bool(self.items[tile_id].flags() & Qt.ItemFlag.ItemIsEnabled)

    def set_usage(self, used: dict[int, set[str]], left: dict[int, int],
                  boxes: BoxSpec = 1) -> None:
        """Mark placed sides and count the pieces: ``left`` (number → pieces owned minus
        placed, in ``boxes`` boxes) labels each tile ``placed/owned`` where more than
        one is owned; a number with none left is greyed out and cannot be placed or
        dragged (a tile shows one side at a time: flip the placed one with F)."""
        counts = owned_counts(boxes, self.tileset.copies)
        for tile_id, item in self.items.items():
            side = self.tileset[tile_id]
            on_stage = tile_id in used.get(side.number, set())
            owned = counts.get(side.number, 1)
            remaining = left.get(side.number, owned)
            blocked = remaining <= 0
            flags = item.flags()
            if blocked:
                flags &= ~(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDragEnabled)
            else:
                flags |= Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsDragEnabled
            item.setFlags(flags)
            label = self._label(side, owned - remaining, owned)
            item.setText(f"{label} ✓" if on_stage else label)
            item.setBackground(USED_BRUSH if on_stage else QBrush())
            tip = describe(side)
            if on_stage:
                tip += " · on the stage"
            # in the badge's words: pieces placed of those owned (and so how many are left)
            tip += (f" · {owned - max(remaining, 0)} of {owned} placed, "
                    f"{max(remaining, 0)} left in the boxes owned")
            if blocked and not on_stage and owned == 1:
                tip += f" · tile {side.number} is on the stage on its other side (flip it with F)"
            elif blocked:
                tip += f" · all {owned} pieces {side.number} are on the stage"
            item.setToolTip(tip)
