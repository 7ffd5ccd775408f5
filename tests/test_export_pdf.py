"""The PDF export: A4 pages, the rally booklet's page order, and its text.

The text is read back from the PDF itself: the page content streams mapped through the
fonts' ToUnicode tables (Qt embeds both), enough to find words without a PDF library.
"""

from __future__ import annotations

import re
import zlib
from pathlib import Path

import pytest

from pacenote.export import load_booklet
from pacenote.export.writer import pdf_bytes
from pacenote.formats import load_stage
from pacenote.rally import load_rally
from pacenote.tilelist import tile_list

ROOT = Path(__file__).resolve().parent.parent
RALLY = ROOT / "examples" / "rally-1" / "rally-1.rally.json"
SS1 = ROOT / "examples" / "rally-1" / "ss1.stage.json"

_OBJ = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
_HEX = re.compile(rb"<([0-9A-Fa-f]+)>")


def _objects(pdf: bytes) -> dict[int, tuple[bytes, bytes]]:
    """Object number → (dictionary text, decoded stream or b"")."""
    out = {}
    for m in _OBJ.finditer(pdf):
        body = m.group(2)
        head, sep, rest = body.partition(b"stream")
        stream = b""
        if sep:
            stream = rest.removeprefix(b"\r").removeprefix(b"\n").rsplit(b"endstream", 1)[0]
            if b"/FlateDecode" in head:  # the end-of-line before endstream is not data
                stream = zlib.decompressobj().decompress(stream)
        out[int(m.group(1))] = (head, stream)
    return out


def _cmap(stream: bytes) -> dict[int, str]:
    """A ToUnicode CMap (bfchar and bfrange, with or without arrays)."""
    def chars(hexes: bytes) -> str:
        raw = bytes.fromhex(hexes.decode())
        return raw.decode("utf-16-be")

    out: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", stream, re.S):
        codes = _HEX.findall(block)
        for src, dst in zip(codes[::2], codes[1::2], strict=True):
            out[int(src, 16)] = chars(dst)
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", stream, re.S):
        for line in block.strip().splitlines():
            m = re.match(rb"\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(.*)", line)
            if not m:
                continue
            lo, hi, dst = int(m.group(1), 16), int(m.group(2), 16), m.group(3)
            if dst.startswith(b"["):
                for i, d in enumerate(_HEX.findall(dst)):
                    out[lo + i] = chars(d)
            else:
                first = chars(_HEX.findall(dst)[0])
                for i in range(hi - lo + 1):
                    out[lo + i] = first[:-1] + chr(ord(first[-1]) + i)
    return out


def pdf_pages(pdf: bytes) -> list[dict]:
    """Per page: its MediaBox and its text (one line per text object)."""
    objs = _objects(pdf)

    def ref(head: bytes, key: bytes) -> int:
        return int(re.search(rb"/" + key + rb" (\d+) 0 R", head).group(1))

    fonts = {}
    for n, (head, _) in objs.items():
        if b"/Type /Font" in head and b"/ToUnicode" in head:
            fonts[n] = _cmap(objs[ref(head, b"ToUnicode")][1])
    pages = []
    for head, _ in objs.values():
        if not re.search(rb"/Type /Page\b(?!s)", head):
            continue
        box = [float(v) for v in re.search(rb"/MediaBox \[([^\]]*)\]", head).group(1).split()]
        resources = objs[ref(head, b"Resources")][0]
        names = {name.decode(): int(num) for name, num in
                 re.findall(rb"/(F\d+) (\d+) 0 R", resources)}
        content = objs[ref(head, b"Contents")][1]
        lines, current, cmap = [], [], {}
        for token in re.finditer(rb"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj|\bET\b", content):
            if token.group(1):
                cmap = fonts[names[token.group(1).decode()]]
            elif token.group(2):
                code = token.group(2)
                current.extend(cmap.get(int(code[i:i + 4], 16), "?")
                               for i in range(0, len(code), 4))
            elif current:
                lines.append(re.sub(r"\s+", " ", "".join(current)).strip())
                current = []
        pages.append({"box": box, "text": "\n".join(lines)})
    return pages


@pytest.fixture(scope="module")
def rally_pdf() -> bytes:
    return pdf_bytes(load_booklet(RALLY))


def test_rally_booklet_is_cover_stages_sheet(rally_pdf):
    assert rally_pdf.startswith(b"%PDF-")
    pages = pdf_pages(rally_pdf)
    rally = load_rally(RALLY)
    assert len(pages) == 1 + len(rally.stages) + 1 == 5
    assert len(re.findall(rb"/Type /Page\b(?!s)", rally_pdf)) == 5
    for page in pages:  # A4 portrait in points
        assert page["box"][2:] == pytest.approx([595, 842], abs=1)
    cover, *stages, sheet = [p["text"] for p in pages]
    assert "Rally 1" in cover and "MEDIUM RALLY" in cover
    for entry, text in zip(rally.stages, stages, strict=True):
        stage = rally.load_stage(entry)
        assert stage.name in cover and stage.name in text
        assert "BUILD ORDER" in text and "SHORT STAGE" in text
        for line in tile_list(stage):
            assert line in text  # the rulebook list
            assert line in cover  # and the cover's tiles per stage
        for p in stage.tiles:
            assert text.count(p.tile) >= 3  # drawing, tile list, build table
    assert "RALLY SHEET" in sheet
    for label in ("SS1", "SS2", "SS3", "damage carried", "spare wheel", "total",
                  "final time", "final position"):
        assert label in sheet


def test_sheet_has_the_rulebook_rows_and_a_column_per_driver():
    for drivers in (4, 6, 9):
        sheet = pdf_pages(pdf_bytes(load_booklet(RALLY, drivers=drivers)))[-1]["text"]
        lines = sheet.splitlines()
        # Two stages carry damage and a spare wheel into the next one: one gear/gas/brake
        # slot and one Y/N pair per driver each.
        assert lines.count("gear") == lines.count("brake") == 2 * drivers
        assert lines.count("Y") == lines.count("N") == 2 * drivers
        assert lines.count("damage carried") == 2 and lines.count("final time") == 1


def test_a_stage_pdf_is_one_page_with_its_build_guide():
    pages = pdf_pages(pdf_bytes(load_booklet(SS1)))
    assert len(pages) == 1
    text = pages[0]["text"]
    stage = load_stage(SS1)
    assert stage.name in text and "Stage build guide" in text
    for line in tile_list(stage):
        assert line in text
    assert "upper left of #2" in text and "service park" in text
