"""``pacenote convert -o FOLDER`` says the output is a folder, not an unknown file type."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from pacenote.cli import main

SS1 = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"


def refusal(monkeypatch, capsys, *args: str) -> str:
    monkeypatch.setattr(sys, "argv", ["pacenote", *args])
    with pytest.raises(SystemExit) as ended:
        main()
    err = capsys.readouterr().err.splitlines()
    assert ended.value.code == 2 and len(err) == 1, err
    return err[0]


@pytest.mark.parametrize("to", [[], ["--to", "rekee"]], ids=["by-name", "with-to"])
def test_convert_to_a_folder_says_it_is_a_folder(monkeypatch, capsys, tmp_path, to):
    for folder in ("/", str(tmp_path)):
        line = refusal(monkeypatch, capsys, "convert", str(SS1), "-o", folder, *to)
        assert line == f"pacenote: error: {folder}: is a directory, not a file", line
    assert list(tmp_path.iterdir()) == []


def test_convert_to_a_file_of_no_known_type_still_says_so(monkeypatch, capsys, tmp_path):
    line = refusal(monkeypatch, capsys, "convert", str(SS1), "-o", str(tmp_path / "x.txt"))
    assert "unknown stage file type" in line
