"""The docs as a new user reads them: no placeholder left to fill in (``OWNER``), and
every file they name or link exists in the checkout (examples of a track repository's
own files, ``tracks/…`` and ``DIR/…``, excepted)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import ROOT

DOCS = [ROOT / "README.md", ROOT / "validators" / "README.md",
        *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")
MD_FILE = re.compile(r"(?<![\w/.:-])([\w./-]+\.md)\b")
PATH = re.compile(r"(?<![\w/.:-])((?:[\w.-]+/)+[\w.-]+\.(?:py|json|sh|toml|md|png|svg|yaml))\b")
ELSEWHERE = ("tracks/", "DIR/", "out/", "my-rally/")  # a user's files, not the checkout's


def exists(doc: Path, ref: str) -> bool:
    return any((base / ref).exists() for base in (doc.parent, ROOT, ROOT / "docs"))


@pytest.mark.parametrize("doc", DOCS, ids=[str(d.relative_to(ROOT)) for d in DOCS])
def test_no_placeholder_and_no_dangling_reference(doc: Path) -> None:
    text = doc.read_text("utf-8")
    assert "OWNER" not in text
    dangling = {m[1] for m in LINK.finditer(text)
                if not m[1].startswith(("http:", "https:", "mailto:")) and not exists(doc, m[1])}
    dangling |= {m[1] for m in MD_FILE.finditer(text) if not exists(doc, m[1])}
    dangling |= {m[1] for m in PATH.finditer(text)
                 if not m[1].startswith(ELSEWHERE) and "../" not in m[1]  # refused paths
                 and not exists(doc, m[1])}
    assert not dangling, f"{doc.name} names files that do not exist: {sorted(dangling)}"


def test_the_check_finds_a_dangling_reference(tmp_path: Path) -> None:
    doc = tmp_path / "x.md"
    doc.write_text("see rules-dirt.md and [a](docs/none.md)", encoding="utf-8")
    text = doc.read_text("utf-8")
    assert {m[1] for m in MD_FILE.finditer(text) if not exists(doc, m[1])} == \
        {"rules-dirt.md", "docs/none.md"}
