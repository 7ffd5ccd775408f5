"""``pacenote validate --format github``: every finding is one annotation GitHub shows on
the file and line, and text from a file can never forge another one."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

from conftest import EXAMPLES, ROOT

# The Actions runner's grammar: ::LEVEL key=value,key=value::MESSAGE, the values and the
# message percent-encoded (a property never holds a raw ':' or ',').
ANNOTATION = re.compile(r"^::(error|warning|notice) ((?:[a-z]+=[^,:\r\n]*,)*[a-z]+=[^,:\r\n]*)"
                        r"::(.*)$")


def decode(text: str) -> str:
    for code, char in (("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")):
        text = text.replace(code, char)
    return text


def parse(out: str) -> tuple[list[dict[str, str]], str]:
    """The annotations (level, properties and message, decoded) and the summary line."""
    *lines, last = out.rstrip("\n").split("\n")
    found = []
    for line in lines:
        m = ANNOTATION.match(line)
        assert m, f"not an annotation: {line!r}"
        props = dict(p.split("=", 1) for p in m[2].split(","))
        found.append({"level": m[1], **{k: decode(v) for k, v in props.items()},
                      "message": decode(m[3])})
    return found, last


def test_examples_as_annotations(pacenote_cli, monkeypatch):
    monkeypatch.chdir(ROOT)
    code, out, err = pacenote_cli("validate", "--format", "github", "examples/")
    found, summary = parse(out)
    _, as_json, _ = pacenote_cli("validate", "--format", "json", "examples/")
    expected = [(r["file"], f) for r in json.loads(as_json) for f in r["findings"]]
    assert len(found) == len(expected) > 0
    levels = {"error": "error", "warning": "warning", "info": "notice"}
    for a, (file, f) in zip(found, expected, strict=True):
        assert (a["file"], a["level"], a["title"], a["message"]) == \
            (file.partition("#")[0], levels[f["severity"]], f"pacenote {f['code']}",
             f["message"])
        lines = (ROOT / a["file"]).read_bytes().count(b"\n") + 1
        assert 1 <= int(a["line"]) <= lines
    assert summary.endswith(")") and "checked" in summary


def test_the_line_is_the_tile_named(pacenote_cli, tmp_path):
    """A finding about a placement points at that tile's line in the stage file."""
    stage = json.loads((EXAMPLES / "rally-1" / "ss1.stage.json").read_text("utf-8"))
    stage["tiles"][4]["tile"] = "299a"  # unknown side: an error naming placement 4
    path = tmp_path / "bad.stage.json"
    path.write_text(json.dumps(stage, indent=2), encoding="utf-8")
    found, _ = parse(pacenote_cli("validate", "--format", "github", path)[1])
    unknown = [a for a in found if a["title"] == "pacenote unknown-tile"]
    text = path.read_text("utf-8").splitlines()
    assert unknown and '"299a"' in text[int(unknown[0]["line"]) - 1] or \
        any('"299a"' in text[int(unknown[0]["line"]) - 1 + k] for k in range(4))


def test_json_error_line_and_column(pacenote_cli, tmp_path):
    path = tmp_path / "cut.stage.json"
    path.write_text('{"name": "x",\n "tiles": [\n', encoding="utf-8")
    found, _ = parse(pacenote_cli("validate", "--format", "github", path)[1])
    assert [(a["level"], a["line"], a["col"]) for a in found] == [("error", "3", "1")]


def test_no_text_from_a_file_forges_an_annotation(pacenote_cli, tmp_path):
    """A rally whose stage label and file name hold '::', ',', '%' and newlines: each
    finding is still exactly one annotation and says what the file says."""
    folder = tmp_path / "a,b::c"
    folder.mkdir()
    shutil.copy(EXAMPLES / "rally-1" / "ss1.stage.json", folder / "ss1.stage.json")
    label = "SS1\n::error file=x.json,line=1::forged 100%"
    rally = {"format": "pacenote-rally", "version": 1, "name": "R", "stages": [
        {"label": label, "file": "ss1.stage.json", "service": True},
        {"label": "SS2", "file": "gone.stage.json", "service": False}]}
    path = folder / "r.rally.json"
    path.write_text(json.dumps(rally), encoding="utf-8")
    code, out, _ = pacenote_cli("validate", "--format", "github", path)
    found, _ = parse(out)
    assert not any("forged" in line and not line.startswith("::")
                   for line in out.splitlines())
    assert {Path(a["file"]) for a in found} >= {path}
    assert all(a["file"] != "x.json" for a in found)
    gone = [a for a in found if a["title"] == "pacenote rally-stage-unreadable"]
    assert gone and label.replace("\n", "\\x0a") not in gone[0]["message"]
    # the rally file is one line: every annotation is on it
    assert {a["line"] for a in found if Path(a["file"]) == path} == {"1"}


def test_a_schema_error_points_at_its_entry(pacenote_cli, tmp_path):
    rally = {"format": "pacenote-rally", "version": 1, "name": "R", "stages": [
        {"label": "SS1", "file": "a.stage.json", "service": True},
        {"label": "SS2", "file": "b.stage.json"}]}
    path = tmp_path / "r.rally.json"
    path.write_text(json.dumps(rally, indent=2), encoding="utf-8")
    found, _ = parse(pacenote_cli("validate", "--format", "github", path)[1])
    text = path.read_text("utf-8").splitlines()
    assert len(found) == 1 and found[0]["message"].startswith("$.stages[1]")
    assert '"SS2"' in " ".join(text[int(found[0]["line"]) - 1:int(found[0]["line"]) + 2])


def test_a_message_with_newlines_and_colons_stays_one_annotation():
    from pacenote.cli.annotations import annotation
    from pacenote.validators import Finding

    forged = "SS1\n::error file=x.json,line=1::forged\r\x1b]0;t\x07 100%"
    line = annotation("t,r::a.json", Finding("rally-stage-unreadable", forged), 3, 2)
    assert "\n" not in line and "\r" not in line and "\x1b" not in line
    found, _ = parse(line + "\nsummary")
    assert len(found) == 1 and found[0]["file"] == "t,r::a.json"
    assert (found[0]["line"], found[0]["col"]) == ("3", "2")
    assert "forged" in found[0]["message"] and "\n" not in found[0]["message"]
