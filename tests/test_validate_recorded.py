"""`pacenote validate`'s findings, text and JSON, for every shipped file and broken copies
of every example stage, against output recorded before validate's per-file work was cut
(issue 13, part 1): a faster path must not change a single finding, its wording, its
place or its order.

The files: examples/ and tests/data/ as shipped, plus three broken copies of every
example stage (its middle tile removed, its last tile turned, its last tile removed),
written in the three formats in turn. The text is recorded line by line (a change shows
as a readable diff), the JSON as a digest of its canonical form. Record again (only when
a check or a message is meant to change): ``.venv/bin/python tests/test_validate_recorded.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RECORDED = Path(__file__).resolve().parent / "recorded" / "validate-findings.json"
FORMATS = ((".stage.json", "native"), (".json", "rekee"), (".rgt", "rgt"))


def make_cases(folder: Path) -> None:
    """examples/, tests/data/ and the broken copies, under ``folder``."""
    from pacenote.formats import load_stage, save_stage
    from pacenote.stage import Placement

    shutil.copytree(ROOT / "examples", folder / "examples")
    shutil.copytree(ROOT / "tests" / "data", folder / "data")
    stages = sorted((ROOT / "examples").rglob("*.stage.json"))
    for n, path in enumerate(stages):
        stage = load_stage(path)
        tiles = list(stage.tiles)
        middle = tiles[: len(tiles) // 2] + tiles[len(tiles) // 2 + 1:]
        p = tiles[-1]
        turned = [*tiles[:-1], Placement(p.tile, p.q, p.r, (p.rot + 1) % 6, p.tokens)]
        variants = {"no-middle": middle, "turned": turned, "no-last": tiles[:-1]}
        for k, (name, placed) in enumerate(variants.items()):
            suffix, fmt = FORMATS[(n + k) % len(FORMATS)]
            stem = path.name.removesuffix(".stage.json")
            save_stage(stage.with_tiles(placed), folder / "broken" / f"{stem}-{name}{suffix}",
                       fmt)


def outputs(folder: Path, run: Callable[..., tuple[int, str, str]]) -> dict[str, Any]:
    """The exit code, text lines, JSON digest and file count of ``pacenote validate .``
    run in ``folder``."""
    old = Path.cwd()
    os.chdir(folder)
    try:
        code, text, _ = run("validate", ".")
        code_json, out, _ = run("validate", ".", "--format", "json")
    finally:
        os.chdir(old)
    assert code == code_json
    reports = json.loads(out)
    canonical = json.dumps(reports, sort_keys=True, separators=(",", ":"))
    return {"exit": code, "files": len(reports), "text": text.splitlines(),
            "json_sha256": hashlib.sha256(canonical.encode("utf-8")).hexdigest()}


def test_findings_are_unchanged(pacenote_cli, tmp_path) -> None:
    make_cases(tmp_path)
    got = outputs(tmp_path, pacenote_cli)
    want = json.loads(RECORDED.read_text("utf-8"))
    assert got["exit"] == want["exit"]
    assert got["text"] == want["text"]  # every line: file, code, place, wording, order
    assert got["json_sha256"] == want["json_sha256"]
    assert got["files"] == want["files"] > 150  # noqa: PLR2004 - every shipped and broken file


def _record() -> None:
    import tempfile

    from pacenote.cli import main

    def run(*args: str) -> tuple[int, str, str]:
        import contextlib
        import io

        out, err = io.StringIO(), io.StringIO()
        sys.argv = ["pacenote", *args]
        code: int | str | None = 0
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                main()
            except SystemExit as ended:
                code = ended.code
        return code if isinstance(code, int) else 0, out.getvalue(), err.getvalue()

    with tempfile.TemporaryDirectory() as tmp:
        make_cases(Path(tmp))
        got = outputs(Path(tmp), run)
    RECORDED.write_text(json.dumps(got, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"recorded {got['files']} files in {RECORDED}")


if __name__ == "__main__":
    _record()
