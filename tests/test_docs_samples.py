"""The command samples in the docs (a fenced block starting ``$ pacenote …``) print what
the docs show: a reader who runs one gets those lines. Lines shown as ``…`` or ``...``
stand for output left out; wrapped table cells are compared with whitespace collapsed."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest
from conftest import ROOT

pytestmark = pytest.mark.slow  # each sample is a real test drive

DOCS = [ROOT / "README.md", ROOT / "validators" / "README.md",
        *sorted((ROOT / "docs").glob("*.md"))]
BLOCK = re.compile(r"^```[a-z]*\n(\$ pacenote [^\n]+)\n(.*?)^```", re.M | re.S)


def samples() -> list[tuple[str, str, list[str]]]:
    found = []
    for doc in DOCS:
        for m in BLOCK.finditer(doc.read_text("utf-8")):
            shown = [line for line in m[2].splitlines() if line.strip() not in ("", "…", "...")]
            found.append((doc.name, m[1].removeprefix("$ pacenote "), shown))
    return found


def collapsed(text: str) -> str:
    return " ".join(text.split())


def test_the_docs_have_command_samples():
    assert {doc for doc, _, _ in samples()} >= {"README.md", "engine.md"}


@pytest.mark.parametrize(("doc", "command", "shown"), samples(),
                         ids=[f"{d}: {c}" for d, c, _ in samples()])
def test_a_command_sample_prints_what_the_docs_show(pacenote_cli, monkeypatch, doc: str,
                                                    command: str, shown: list[str]):
    monkeypatch.chdir(ROOT)  # the samples name files relative to the checkout
    code, out, err = pacenote_cli(*shlex.split(command))
    assert (code, err) == (0, "")
    printed = collapsed(out)
    missing = [line for line in shown if collapsed(line) not in printed]
    assert not missing, f"{doc}: `pacenote {command}` no longer prints {missing}"


def test_a_changed_figure_is_caught(pacenote_cli, monkeypatch):
    """The check can fail: the README's sample with one figure changed is not printed."""
    doc, command, shown = next(s for s in samples() if s[0] == "README.md")
    monkeypatch.chdir(ROOT)
    printed = collapsed(pacenote_cli(*shlex.split(command))[1])
    assert all(collapsed(line) in printed for line in shown)
    altered = [re.sub(r"\d", lambda d: str((int(d[0]) + 1) % 10), line, count=1)
               for line in shown if re.search(r"\d", line)]
    assert altered and not any(collapsed(line) in printed for line in altered)


def test_samples_use_files_of_the_checkout():
    for doc, command, _ in samples():
        files = [a for a in shlex.split(command) if a.endswith((".json", ".rgt"))]
        assert files and all((ROOT / Path(f)).is_file() for f in files), (doc, command)


def test_samples_that_run_write_nothing_into_the_checkout():
    """A sample runs in the checkout: one that writes a file (``-o``, ``--bundle``) would
    leave it there. Such samples are shown, not run (a comment line first in the block)."""
    writes = {"-o", "--output", "--bundle"}
    for doc, command, _ in samples():
        assert not writes & set(shlex.split(command)), (doc, command)


# The editor's pictures in the docs are made by one script, so none shows words the app
# no longer shows: every editor-*.png the README and docs/*.md show is one it writes.
PICTURES = re.compile(r"img/(editor-[\w-]+\.png)")


def test_every_editor_picture_is_made_by_the_script():
    script = (ROOT / "scripts" / "editor_pictures.py").read_text("utf-8")
    shown = {m[1] for doc in DOCS for m in PICTURES.finditer(doc.read_text("utf-8"))}
    assert shown, "no editor picture found in the docs"
    made = set(re.findall(r'"(editor-[\w-]+\.png)"', script))
    made |= {f"editor-{w}x{h}.png" for w, h in re.findall(r"\((\d{4}), (\d{3,4})\)", script)}
    assert shown <= made, f"pictures no script makes: {sorted(shown - made)}"
