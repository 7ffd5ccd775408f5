"""Safe writes (issue 15, part 6): nothing written that cannot be read back, the input
never overwritten by accident, symlinks and devices handled as documented, permissions
kept, no folders created for an output, temporary files of a killed write cleaned up."""

from __future__ import annotations

import json
import os
import shutil
import signal
import stat
import subprocess
import sys
import time

import pytest
from conftest import EXAMPLES

from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, save_stage
from pacenote.jsonio import write_bytes_atomic
from pacenote.stage import Placement, Stage, Token

SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"




@pytest.mark.parametrize("name", ["x.json", "x.rgt", "x.stage.json"])
def test_a_stage_that_would_not_read_back_is_not_written(tmp_path, name):
    """A token at infinity was written as ``inf`` (invalid JSON) with exit 0."""
    stage = Stage(tiles=(Placement("202a", 0, 0, 0, (Token("water", float("inf"), 0, 0),)),))
    with pytest.raises(PacenoteFileError, match="would not read back"):
        save_stage(stage, tmp_path / name)
    assert not list(tmp_path.iterdir())


def test_output_is_input_is_seen_through_dotdot(monkeypatch, pacenote_cli, tmp_path):
    """``-o missing-dir/../input`` overwrote a .stage.json with Rekee content."""
    source = tmp_path / "in.stage.json"
    shutil.copy(SS1, source)
    before = source.read_bytes()
    monkeypatch.chdir(tmp_path)
    code, _, err = pacenote_cli("convert", "in.stage.json", "-o",
                       "missing-dir/../in.stage.json", "--to", "rekee")
    assert code == 2 and "is the input file" in err
    assert source.read_bytes() == before and not (tmp_path / "missing-dir").exists()


def test_output_is_input_through_a_symlink(pacenote_cli, tmp_path):
    source = tmp_path / "in.stage.json"
    shutil.copy(SS1, source)
    (tmp_path / "alias.json").symlink_to(source)
    code, _, err = pacenote_cli("convert", source, "-o", tmp_path / "alias.json")
    assert code == 2 and "is the input file" in err


@pytest.mark.parametrize("command", [
    ["convert", SS1, "-o", "{out}.rgt"], ["render", SS1, "-o", "{out}.svg"],
    ["export", SS1, "-o", "{out}.pdf"], ["layout", "202a", "203a", "-o", "{out}.stage.json"],
])
def test_a_missing_output_folder_is_an_error(pacenote_cli, tmp_path, command):
    """``convert -o /no/such/dir/x.rgt`` created the folders and exited 0."""
    args = [str(a).format(out=tmp_path / "no" / "such" / "x") for a in command]
    code, _, err = pacenote_cli(*args)
    assert code == 2 and "no such folder" in err and err.count("\n") == 1
    assert not (tmp_path / "no").exists()


def test_a_symlinked_output_is_written_through(pacenote_cli, tmp_path):
    real = tmp_path / "real.json"
    real.write_text("{}", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(real)
    code, _, err = pacenote_cli("convert", SS1, "-o", link)
    assert code == 0, err
    assert link.is_symlink() and load_stage(real).tiles == load_stage(SS1).tiles


@pytest.mark.parametrize("kind", ["device", "fifo", "directory"])
def test_devices_pipes_and_folders_are_not_written(pacenote_cli, tmp_path, kind):
    out = tmp_path / "out.json"
    if kind == "device":
        out.symlink_to("/dev/null")
    elif kind == "fifo":
        os.mkfifo(out)
    else:
        out.mkdir()
    code, _, err = pacenote_cli("convert", SS1, "-o", out)
    assert code == 2 and err.count("\n") == 1
    assert ("is a directory" if kind == "directory" else "not a regular file") in err
    with pytest.raises(PacenoteFileError):
        write_bytes_atomic(out, b"x")
    assert [p.name for p in tmp_path.iterdir()] == ["out.json"]  # no temp file left


def test_an_overwritten_file_keeps_its_permissions(pacenote_cli, tmp_path):
    """0600 became 0644."""
    out = tmp_path / "private.json"
    out.write_text("{}", encoding="utf-8")
    out.chmod(0o600)
    code, _, err = pacenote_cli("convert", SS1, "-o", out)
    assert code == 0, err
    assert stat.S_IMODE(out.stat().st_mode) == 0o600 and load_stage(out).tiles


KILLED_WRITER = """
import os, sys, time
from pacenote import jsonio
def stall(fd):
    print("writing", flush=True)
    time.sleep(60)
os.fsync = stall
jsonio.write_bytes_atomic(sys.argv[1], b"new content")
"""


def test_a_killed_write_leaves_the_file_whole_and_its_temp_is_cleaned_next_time(tmp_path):
    target = tmp_path / "stage.json"
    target.write_bytes(b"old content")
    writer = subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(target)],
                              stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None and writer.stdout.readline() == "writing\n"
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=30)
    left = [p for p in tmp_path.iterdir() if p != target]
    assert len(left) == 1 and left[0].name.startswith(".stage.json.pacenote-")
    assert target.read_bytes() == b"old content"  # whole: the old file, untouched
    # A temp file of a writer still running is not touched.
    live = tmp_path / f".stage.json.pacenote-{os.getpid()}.beef.tmp"
    live.write_bytes(b"")
    time.sleep(0.01)
    write_bytes_atomic(target, b"next")
    assert sorted(tmp_path.iterdir()) == sorted([target, live])
    assert target.read_bytes() == b"next"


def test_a_converted_file_reads_back_equal(pacenote_cli, tmp_path):
    for name in ("a.json", "a.rgt", "a.stage.json"):
        code, _, err = pacenote_cli("convert", SS1, "-o", tmp_path / name)
        assert code == 0, err
        json.loads((tmp_path / name).read_text("utf-8"))
        assert load_stage(tmp_path / name).tiles == load_stage(SS1).tiles
