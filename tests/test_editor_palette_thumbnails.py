"""Palette thumbnails are drawn when first shown, not when the editor opens, and are
kept on disk so the next start need not draw them (issue 13, part 6)."""

from __future__ import annotations

import pytest

from pacenote.editor import palette as palette_module
from pacenote.editor.palette import LazyThumbnail, Palette, cached_thumbnail, thumbnail


@pytest.fixture
def drawn(monkeypatch, tmp_path) -> list[str]:
    """Tile ids drawn from scratch, with an empty disk cache of our own."""
    monkeypatch.setenv("PACENOTE_CACHE_DIR", str(tmp_path))
    calls: list[str] = []

    def counting(tileset, tile_id, size=palette_module.THUMB):
        calls.append(tile_id)
        return thumbnail(tileset, tile_id, size)

    monkeypatch.setattr(palette_module, "thumbnail", counting)
    return calls


def test_opening_the_palette_draws_only_what_it_shows(qtbot, tileset, drawn):
    widget = Palette(tileset)
    qtbot.addWidget(widget)
    assert drawn == []  # nothing drawn before the palette is painted
    widget.resize(320, 400)
    widget.show()
    qtbot.waitExposed(widget)
    widget.grab()
    assert 0 < len(drawn) < len(tileset)  # the thumbnails in view, not all 64
    assert drawn[0] == next(iter(tileset)).id


def test_a_thumbnail_comes_back_from_disk_as_drawn(qapp, tileset, drawn, tmp_path):
    first = cached_thumbnail(tileset, "224b")
    assert drawn == ["224b"] and list((tmp_path / "thumbnails").glob("*.png"))
    again = cached_thumbnail(tileset, "224b")
    assert drawn == ["224b"]  # read, not drawn
    assert again.toImage() == first.toImage()


def test_a_damaged_cached_thumbnail_is_drawn_again(qapp, tileset, drawn, tmp_path):
    cached_thumbnail(tileset, "210a")
    (entry,) = (tmp_path / "thumbnails").glob("*.png")
    entry.write_bytes(b"not a png")
    assert cached_thumbnail(tileset, "210a").toImage() == thumbnail(tileset, "210a").toImage()
    assert drawn == ["210a", "210a"]


def test_a_disabled_side_is_greyed(qapp, tileset, drawn):
    from PySide6.QtCore import QSize
    from PySide6.QtGui import QIcon

    icon = QIcon(LazyThumbnail(tileset, "210a"))
    size = QSize(palette_module.THUMB, palette_module.THUMB)
    normal = icon.pixmap(size, QIcon.Mode.Normal).toImage()
    disabled = icon.pixmap(size, QIcon.Mode.Disabled).toImage()
    assert normal != disabled
    assert drawn == ["210a"]  # drawn once for both
