"""Files from strangers: one bad file never takes the run down, nothing is read from
outside the folder, and every limit is checked before the expensive work (issue 15, 2-3).

Each case here crashed the whole run with a traceback (exit 1), hung, or read a file
outside the folder before these checks existed.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from conftest import EXAMPLES

from pacenote import limits
from pacenote.cli.validate import summary, validate_paths
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage
from pacenote.rally import load_rally

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
SECRET = "TOP-SECRET-CONTENT-OUTSIDE"




def rekee(q: str = "0", token: str = "0", title: str = "t") -> str:
    """Rekee JSON text with literal (possibly hostile) numbers and title."""
    return (f'{{"title": "{title}", "tiles": [{{"q": {q}, "r": 0, "id": "201a", "dir": 0, '
            f'"tokens": [{{"id": "water", "q": {token}, "r": 0, "dir": 0}}]}}]}}')


HOSTILE = {  # file name → (content, what the one-line reason says)
    "deep.json": ("[" * 970 + "]" * 970, "nested more than 32 deep"),
    "deep-object.stage.json": ('{"a":' * 970 + "1" + "}" * 970, "nested more than 32 deep"),
    "long-integer.json": (rekee(q="9" * 4400), "$.tiles[0].q: an integer of 4,400 digits"),
    "huge-number.json": (rekee(token="1e400"), "$.tiles[0].tokens[0].q: expected a finite"),
    "nan.json": (rekee(token="NaN"), "$.tiles[0].tokens[0].q: expected a finite number"),
}


@pytest.fixture
def hostile_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "tracks"
    folder.mkdir()
    shutil.copy(SS1, folder / "good.stage.json")
    for name, (text, _) in HOSTILE.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


@pytest.mark.parametrize("name", list(HOSTILE))
def test_each_hostile_file_is_a_one_line_load_error(hostile_folder, name):
    with pytest.raises(PacenoteFileError) as info:
        load_stage(hostile_folder / name)
    assert HOSTILE[name][1] in str(info.value)
    assert "\n" not in str(info.value) and len(str(info.value)) < 300


def test_one_bad_file_never_takes_the_run_down(pacenote_cli, hostile_folder):
    code, out, err = pacenote_cli("validate", hostile_folder)
    assert code == 2 and err == ""
    lines = out.splitlines()
    for name, (_, reason) in HOSTILE.items():
        assert any(line.startswith(f"{hostile_folder / name}: error unreadable-file: ")
                   and reason in line for line in lines), name
    assert not any("good.stage.json" in line and "unreadable" in line for line in lines)
    # The good file was checked too, and the verdict agrees with the exit code.
    assert lines[-1].startswith(f"1 file checked, {len(HOSTILE)} files could not be read:")
    assert "no errors)" not in lines[-1] and "not every file could be checked" in lines[-1]


def test_json_output_of_hostile_files_is_valid(pacenote_cli, hostile_folder):
    code, out, _ = pacenote_cli("validate", hostile_folder, "--format", "json")
    assert code == 2
    reports = json.loads(out)
    assert len(reports) == len(HOSTILE) + 1


def test_an_unforeseen_failure_in_a_check_is_that_files_finding(monkeypatch, tmp_path):
    """Even a bug in a check (here: a RecursionError) reports the file and goes on."""
    from pacenote.validators import registry

    shutil.copy(SS1, tmp_path / "a.stage.json")
    shutil.copy(SS1, tmp_path / "b.stage.json")
    real = registry.run_checks
    calls = []

    def flaky(ctx):  # the first file's checks blow up, the second's run normally
        calls.append(ctx)
        if len(calls) == 1:
            raise RecursionError("maximum recursion depth exceeded")
        return real(ctx)

    monkeypatch.setattr("pacenote.validators.runner.run_checks", flaky)
    first, second = validate_paths([tmp_path])
    assert first.unreadable and "could not be checked (RecursionError" in \
        first.findings[0].message
    assert not second.unreadable and second.findings


@pytest.mark.parametrize("command", [
    ["convert", "{f}", "-o", "{out}.stage.json"], ["graph", "{f}"], ["tilelist", "{f}"],
    ["render", "{f}", "-o", "{out}.svg"], ["drive", "{f}", "--runs", "1"],
])
@pytest.mark.parametrize("name", ["deep.json", "long-integer.json", "huge-number.json"])
def test_other_commands_refuse_hostile_files_in_one_line(pacenote_cli, hostile_folder,
                                                         tmp_path, command, name):
    args = [a.format(f=hostile_folder / name, out=tmp_path / "out") for a in command]
    code, _, err = pacenote_cli(*args)
    assert code == 2 and err.count("\n") == 1 and HOSTILE[name][1] in err
    assert not list(tmp_path.glob("out*"))


def test_a_lone_surrogate_is_kept_printed_escaped_and_converted(pacenote_cli, tmp_path):
    """``"\\ud800"`` crashed convert (UTF-8 cannot encode it): it is written as an escape
    and reads back the same; validate prints it escaped."""
    source = tmp_path / "surrogate.json"
    source.write_text(rekee(title="SS\\ud800"), encoding="utf-8")
    for out in ("out.stage.json", "out.rgt", "out.json"):
        code, stdout, err = pacenote_cli("convert", source, "-o", tmp_path / out)
        assert code == 0, err
        assert load_stage(tmp_path / out).name == "SS\ud800"
    (tmp_path / "SS\udcff.stage.json").write_bytes((tmp_path / "out.stage.json").read_bytes())
    code, stdout, err = pacenote_cli("validate", tmp_path)
    assert code == 1 and "SS\\udcff.stage.json: error" in stdout


# --- only regular files, only so big, only the expected extension ------------------------

def test_a_symlink_to_a_device_is_refused_without_reading(tmp_path):
    link = tmp_path / "zero.stage.json"
    link.symlink_to("/dev/zero")
    with pytest.raises(PacenoteFileError, match="not a regular file"):
        load_stage(link)


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    with pytest.raises(PacenoteFileError, match="not a regular file"):
        load_stage(fifo)


def test_a_huge_file_is_refused_by_its_size_before_reading(tmp_path):
    big = tmp_path / "big.stage.json"
    with big.open("wb") as handle:  # sparse: 2 GB on paper, nothing on disk
        handle.truncate(2 * 1024**3)
    with pytest.raises(PacenoteFileError, match="larger than the limit of 2,097,152 bytes"):
        load_stage(big)


def test_a_rally_must_be_named_like_one(tmp_path):
    fake = tmp_path / "rally.json"
    fake.write_text("{}", encoding="utf-8")
    with pytest.raises(PacenoteFileError, match=r"expected a file name ending in \.rally\.json"):
        load_rally(fake)


# --- a rally's stages stay inside its folder ----------------------------------------------

def rally_with(folder: Path, *files: str) -> Path:
    path = folder / "r.rally.json"
    stages = [{"file": f, "service": False} for f in files]
    path.write_text(json.dumps({"format": "pacenote-rally", "version": 1, "stages": stages}),
                    encoding="utf-8")
    return path


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file outside the rally's folder whose content must never be read or quoted."""
    secret = tmp_path / "secret.stage.json"
    secret.write_text(SECRET, encoding="utf-8")
    return secret


@pytest.mark.parametrize("how", ["dotdot", "absolute", "symlink", "dotdot-inside"])
def test_rally_stage_paths_stay_inside_the_rally_folder(pacenote_cli, tmp_path, outside,
                                                         how):
    folder = tmp_path / "rally"
    folder.mkdir()
    shutil.copy(SS1, folder / "ss1.stage.json")
    if how == "symlink":
        (folder / "link.stage.json").symlink_to(outside)
    name = {"dotdot": "../secret.stage.json", "absolute": str(outside),
            "symlink": "link.stage.json", "dotdot-inside": "sub/../ss1.stage.json"}[how]
    rally = rally_with(folder, "ss1.stage.json", name)
    code, out, err = pacenote_cli("validate", rally)
    assert SECRET[:10] not in out + err
    if how == "dotdot-inside":  # a '..' that stays inside the folder is fine
        assert "rally-stage-unreadable" not in out
        return
    assert code == 1 and "rally-stage-unreadable" in out
    assert ("an absolute path" if how == "absolute" else "leads outside the rally's folder") in out
    with pytest.raises(PacenoteFileError, match=r"\$\.stages\[1\]\.file: "):
        load_rally(rally).load_stage(load_rally(rally).stages[1])


def test_export_refuses_a_rally_stage_outside_the_folder(pacenote_cli, tmp_path, outside):
    folder = tmp_path / "rally"
    folder.mkdir()
    rally = rally_with(folder, "../secret.stage.json")
    code, _, err = pacenote_cli("export", rally, "-o", tmp_path / "b.pdf")
    assert code == 2 and "leads outside the rally's folder" in err and SECRET[:10] not in err


def test_validate_dir_does_not_follow_symlinks_out_of_it(pacenote_cli, tmp_path, outside):
    folder = tmp_path / "tracks"
    folder.mkdir()
    shutil.copy(SS1, folder / "ss1.stage.json")
    (folder / "escape.stage.json").symlink_to(outside)
    (folder / "dir-link").symlink_to(tmp_path)  # a folder symlink is not walked into
    code, out, _ = pacenote_cli("validate", folder)
    assert code == 2 and SECRET[:10] not in out
    assert f"{folder / 'escape.stage.json'}: error unreadable-file: a symlink leading outside" \
        in out
    assert out.splitlines()[-1].startswith("1 file checked, 1 file could not be read:")


# --- limits, checked before the expensive work -----------------------------------------

def rekee_tiles(tiles: list[dict[str, object]]) -> str:
    return json.dumps({"title": "", "tiles": tiles})


@pytest.mark.parametrize(("text", "reason"), [
    (rekee_tiles([{"q": i, "r": 0, "id": "202a", "dir": 0}
                  for i in range(limits.MAX_TILES + 1)]), "$.tiles: 301 tiles, more than"),
    (rekee_tiles([{"q": 10**18, "r": 0, "id": "202a", "dir": 0}]),
     "$.tiles[0].q: farther than 1000 hexes"),
    (rekee_tiles([{"q": 0, "r": -1001, "id": "202a", "dir": 0}]),
     "$.tiles[0].r: farther than 1000 hexes"),
    (rekee_tiles([{"q": 0, "r": 0, "id": "202a", "dir": 0,
                   "tokens": [{"id": "water", "q": 0, "r": 0, "dir": 0}] * 33}]),
     "$.tiles[0].tokens: 33 tokens, more than the limit of 32"),
    (rekee_tiles([{"q": 0, "r": 0, "id": "202a", "dir": 0,
                   "tokens": [{"id": "water", "q": 0, "r": 0, "dir": 1e30}]}]),
     "$.tiles[0].tokens[0].dir: beyond the limit"),
    (json.dumps({"title": "x" * 20_001, "tiles": []}), "$.title: a string of 20,001 characters"),
])
def test_limits_are_one_line_errors_naming_the_place(tmp_path, text, reason):
    path = tmp_path / "big.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(PacenoteFileError) as info:
        load_stage(path)
    assert reason in str(info.value)


def test_limits_hold_in_every_format(tmp_path):
    native = json.loads(SS1.read_text("utf-8"))
    native["tiles"][0]["q"] = 5000
    (tmp_path / "far.stage.json").write_text(json.dumps(native), encoding="utf-8")
    with pytest.raises(PacenoteFileError, match=r"\$\.tiles\[0\]\.q: farther than 1000"):
        load_stage(tmp_path / "far.stage.json")
    rgt = {"Name": "", "Tuiles": [{"X": 55, "Y": 5000, "Orientation": 0, "TuileId": "202A"}]}
    (tmp_path / "far.rgt").write_text(json.dumps(rgt), encoding="utf-8")
    with pytest.raises(PacenoteFileError, match=r"\$\.Tuiles\[0\]\.Y \(r = Y - 52\)"):
        load_stage(tmp_path / "far.rgt")


def test_every_limit_is_documented():
    doc = (Path(__file__).resolve().parent.parent / "docs" / "formats.md").read_text("utf-8")
    section = doc.split("## Limits", 1)[1].replace("\\|", "|")
    for what, value in limits.LIMITS.items():
        shown = f"{value:,}" if isinstance(value, int) else f"{value:,g}"
        assert f"| {what} | {shown} |" in section, what


def test_summary_agrees_with_the_exit_code(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[", encoding="utf-8")
    line = summary(validate_paths([bad]))
    assert line == ("0 files checked, 1 file could not be read: 0 errors, 0 warnings, 0 info "
                    "(not every file could be checked)")
