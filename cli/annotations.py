"""``pacenote validate --format github``: one GitHub Actions annotation per finding.

A line ``::error file=F,line=L,title=T::MESSAGE`` printed in a workflow's log makes the
pull request show MESSAGE on line L of file F (``warning`` and, for info, ``notice``
likewise). The line is where the finding points: the first tile it names in the stage
file's ``tiles`` list, the stage it names in a rally file's ``stages`` list, the line a
JSON error gives; else line 1.

Messages, labels and file names come from strangers. Each is first made printable
(:func:`pacenote.cli.safetext.safe`: no control character, no newline, no terminal
escape), then percent-encoded as the Actions toolkit does (``%``, CR, LF in the message;
also ``:`` and ``,`` in a property), so no text can end the annotation early or start a
command of its own (``::error::forged`` in a stage name stays inside the message).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import TYPE_CHECKING

from pacenote.cli.safetext import safe

if TYPE_CHECKING:
    from pacenote.validators import Finding, Report

LEVELS = {"error": "error", "warning": "warning", "info": "notice"}
_JSON_LINE = re.compile(r"^line (\d+) column (\d+):")
_JSON_ITEM = re.compile(r"^\$\.(tiles|stages)\[(\d+)\]")  # "$.tiles[3].rot: ..."
_DECODER = json.JSONDecoder()


def escape_data(text: str) -> str:
    """The message after ``::``, as the Actions toolkit escapes it.

    >>> escape_data("50% done\\nnext")
    '50%25 done%0Anext'
    """
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    """A property value (file, title): the message's escapes, and ``:`` and ``,``.

    >>> escape_property("a,b::c")
    'a%2Cb%3A%3Ac'
    """
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(file: str, finding: Finding, line: int, col: int | None = None) -> str:
    """One finding as a workflow command line."""
    props = [f"file={escape_property(safe(file))}", f"line={line}"]
    if col is not None:
        props.append(f"col={col}")
    props.append(f"title={escape_property(f'pacenote {finding.code}')}")
    return f"::{LEVELS[finding.severity]} {','.join(props)}::{escape_data(safe(finding.message))}"


def github_annotations(reports: list[Report], shown: tuple[str, ...] | list[str]) -> list[str]:
    """Every shown finding of ``reports`` as an annotation, in the text output's order."""
    out = []
    for report in reports:
        file, _, inline = report.file.partition("#")  # a stage held in a rally file
        lines = _Lines(Path(file))
        for finding in report.findings:
            if finding.severity not in shown:
                continue
            line, col = lines.of(finding, inline)
            out.append(annotation(file, finding, line, col))
    return out


class _Lines:
    """Where in a file a finding points, read once per file (JSON files only)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._text: str | None = None

    def text(self) -> str:
        if self._text is None:
            try:
                self._text = self.path.read_text("utf-8-sig") if self.path.is_file() else ""
            except (OSError, UnicodeDecodeError):
                self._text = ""
        return self._text

    def of(self, finding: Finding, inline: str) -> tuple[int, int | None]:
        """(line, column or None) of what ``finding`` names; (1, None) if unknown."""
        if finding.code == "unreadable-file":
            m = _JSON_LINE.match(finding.message)
            if m:
                return int(m[1]), int(m[2])
            item = _JSON_ITEM.match(finding.message)
            try:
                return (line_at(self.text(), member_starts(self.text(), item[1])[int(item[2])])
                        if item else 1), None
            except (ValueError, IndexError):
                return 1, None
        try:
            return (self._locate(finding, inline) or 1), None
        except (ValueError, IndexError):  # a file not as expected: the file, not a line
            return 1, None

    def _locate(self, finding: Finding, inline: str) -> int | None:
        text = self.text()
        if not text.lstrip().startswith("{"):
            return None  # not JSON (.rgt)
        if inline:  # "stages[1]": the inline stage's own tiles, else its entry
            index = int(inline.partition("[")[2].rstrip("]"))
            entry = member_starts(text, "stages")[index]
            if finding.where.placements:
                return line_at(text, member_starts(text, "tiles", entry)[
                    finding.where.placements[0]])
            return line_at(text, entry)
        if finding.where.placements:
            return line_at(text, member_starts(text, "tiles")[finding.where.placements[0]])
        if finding.where.stages:
            starts = member_starts(text, "stages")
            for k, start in enumerate(starts):
                entry, _ = _DECODER.raw_decode(text, start)
                label = entry.get("label", f"SS{k + 1}") if isinstance(entry, dict) else None
                if label == finding.where.stages[0]:
                    return line_at(text, start)
        return None


def line_at(text: str, pos: int) -> int:
    return text.count("\n", 0, pos) + 1


def _skip(text: str, pos: int) -> int:
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return pos


def member_starts(text: str, key: str, at: int = 0) -> list[int]:
    """Where each element of the array ``key`` of the object starting at ``at`` starts
    (character offsets); ValueError if the text is not such an object.

    >>> member_starts('{"a": 1, "tiles": [{"t": 1},\\n {"t": 2}]}', "tiles")
    [19, 30]
    """
    pos = _skip(text, at)
    if text[pos:pos + 1] != "{":
        raise ValueError("not an object")
    pos = _skip(text, pos + 1)
    while text[pos:pos + 1] == '"':
        name, pos = _DECODER.raw_decode(text, pos)
        pos = _skip(text, pos)
        if text[pos:pos + 1] != ":":
            raise ValueError("expected ':'")
        pos = _skip(text, pos + 1)
        if name == key and text[pos:pos + 1] == "[":
            starts = []
            pos = _skip(text, pos + 1)
            while text[pos:pos + 1] not in ("]", ""):
                starts.append(pos)
                _, pos = _DECODER.raw_decode(text, pos)
                pos = _skip(text, pos)
                if text[pos:pos + 1] == ",":
                    pos = _skip(text, pos + 1)
            return starts
        _, pos = _DECODER.raw_decode(text, pos)
        pos = _skip(text, pos)
        if text[pos:pos + 1] == ",":
            pos = _skip(text, pos + 1)
    raise ValueError(f"no array {key!r}")
