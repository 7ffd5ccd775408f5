"""validators/README.md documents every finding code (an API for community CI), and the
registry declares every stage code it can report."""

from __future__ import annotations

import re
from pathlib import Path

from pacenote.validators import CHECKS, CODES

README = Path(__file__).resolve().parent.parent / "validators" / "README.md"
LINE = re.compile(r"^(?P<file>\S+): (?P<severity>error|warning|info) (?P<code>[a-z-]+)"
                  r"(?: \[[^\]]*\])?: .+$")


def test_the_code_table_lists_exactly_the_codes_with_their_severity_and_meaning():
    rows = re.findall(r"^\| `([a-z-]+)` \| (\w+) \| (.+) \|$", README.read_text("utf-8"), re.M)
    assert [code for code, _, _ in rows] == list(CODES)
    for code, severity, meaning in rows:
        assert (severity, meaning) == CODES[code], code


def test_every_code_has_an_example_line_of_its_own():
    text = README.read_text("utf-8")
    sections = re.split(r"^#### ", text, flags=re.M)[1:]
    seen = {}
    for section in sections:
        code = re.match(r"`([a-z-]+)`", section).group(1)
        examples = [m for m in map(LINE.match, re.findall(r"```\n(.+?)\n```", section, re.S))
                    if m]
        assert examples, code
        assert all(m["code"] == code and m["severity"] == CODES[code][0] for m in examples)
        seen[code] = True
    assert list(seen) == list(CODES)


def test_the_ci_snippet_validates_a_tracks_folder():
    text = README.read_text("utf-8")
    job = re.search(r"```yaml\n(.+?)```", text, re.S).group(1)
    assert "actions/setup-python" in job and 'pip install "$PACENOTE"' in job
    assert job.rstrip().endswith("- run: pacenote validate --format github tracks/")


def test_the_registry_declares_every_stage_code():
    declared = {code for chk in CHECKS for code in chk.codes}
    # Reported outside the checks: by the file reader, the tileset loader, the rally checks.
    rally = {c for c in CODES if c.startswith("rally-")}
    elsewhere = {"unreadable-file", "unknown-tileset"} | rally
    assert declared == set(CODES) - elsewhere
