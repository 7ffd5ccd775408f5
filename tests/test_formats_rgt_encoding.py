"""`.rgt` files written on Windows in Windows-1252, or in UTF-16 with a byte order mark,
load (as UTF-8 ones do), the text decoded in one place and the decoding said once by the
commands that read them; they are written back as UTF-8."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.errors import PacenoteFileError
from pacenote.formats import load_stage, source_encoding
from pacenote.jsonio import decode_text

DATA = Path(__file__).resolve().parent / "data"
RGT = {"Path": "C:\\Tracks", "Name": "Côte d'Azur", "Author": "Zoé",
       "Tuiles": [{"X": 54, "Y": 52, "Orientation": 0, "TuileId": "202A"},
                  {"X": 55, "Y": 52, "Orientation": 0, "TuileId": "301A"}],
       "lowResWidth": 2480, "lowResHeight": 1748}


@pytest.mark.parametrize(("codec", "said"), [("cp1252", "Windows-1252"),
                                             ("utf-16", "UTF-16 (with byte order mark)"),
                                             ("utf-8", None), ("utf-8-sig", None)])
def test_an_rgt_file_in_each_encoding_loads_with_its_text(tmp_path: Path, codec: str,
                                                          said: str | None) -> None:
    path = tmp_path / "cote.rgt"
    path.write_bytes(json.dumps(RGT, ensure_ascii=False).encode(codec))
    stage = load_stage(path)
    assert (stage.name, stage.author) == ("Côte d'Azur", "Zoé")
    assert [p.tile for p in stage.tiles] == ["202a", "301a"]
    assert stage.tileset == "dirt-core+dirt-exp-3xx"
    assert (source_encoding(stage) or None) == (None if said is None else
                                               f"read as {said} text (pacenote writes UTF-8)")


def test_the_commands_say_the_decoding_once(tmp_path: Path) -> None:
    path = tmp_path / "cote.rgt"
    path.write_bytes(json.dumps(RGT, ensure_ascii=False).encode("cp1252"))
    result = CliRunner().invoke(app, ["validate", str(path)])
    notes = [line for line in result.stderr.splitlines() if "Windows-1252" in line]
    assert len(notes) == 1 and notes[0].startswith("pacenote: note: ")
    out = tmp_path / "cote.stage.json"
    result = CliRunner().invoke(app, ["convert", str(path), "-o", str(out)])
    assert result.exit_code == 0 and result.output.count("Windows-1252") == 1
    assert load_stage(out).name == "Côte d'Azur"
    back = tmp_path / "back.rgt"
    result = CliRunner().invoke(app, ["convert", str(path), "-o", str(back)])
    assert result.output.count("Windows-1252") == 1
    assert json.loads(back.read_bytes().decode("utf-8"))["Name"] == "Côte d'Azur"
    assert source_encoding(load_stage(back)) is None


def test_a_native_stage_file_stays_utf8_only(tmp_path: Path) -> None:
    path = tmp_path / "s.stage.json"
    path.write_bytes(b'{"format": "pacenote-stage", "version": 1, "name": "C\xf4te", '
                     b'"tiles": []}')
    result = CliRunner().invoke(app, ["validate", str(path)])
    assert result.exit_code == 2 and "not UTF-8 text" in result.output
    with pytest.raises(PacenoteFileError, match="not UTF-8 text"):
        decode_text(b"\xff\xfe{\x00}\x00")  # only .rgt files may be UTF-16
    assert decode_text(b"\xff\xfe{\x00}\x00", legacy=True) == (
        "{}", "UTF-16 (with byte order mark)")
