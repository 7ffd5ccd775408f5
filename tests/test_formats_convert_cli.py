"""``pacenote convert`` run as users run it: a process, its output and its exit code."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import run_pacenote

from pacenote.formats import load_stage

DATA = Path(__file__).parent / "data"


pacenote = run_pacenote


def test_chain_of_conversions(tmp_path):
    steps = [(DATA / "rx-finland-like.rgt", tmp_path / "rx.stage.json", "native"),
             (tmp_path / "rx.stage.json", tmp_path / "rx.json", "rekee"),
             (tmp_path / "rx.json", tmp_path / "rx.rgt", "rgt")]
    for source, target, fmt in steps:
        done = pacenote("convert", source, "-o", target)
        assert done.returncode == 0, done.stderr
        assert done.stdout == f"wrote {target} ({fmt}): 7 tiles, 3 tokens\n"
        assert done.stderr == ""
    first, last = load_stage(DATA / "rx-finland-like.rgt"), load_stage(tmp_path / "rx.rgt")
    assert [(p.tile, p.q, p.r, p.rot) for p in last.tiles] == [
        (p.tile, p.q, p.r, p.rot) for p in first.tiles]
    # Native and Rekee files have no Path, so the final .rgt carries Rekee's constant one.
    assert json.loads((tmp_path / "rx.rgt").read_text())["Path"].startswith("C:\\Applications")


def test_to_overrides_the_extension_and_lost_fields_are_listed(tmp_path):
    target = tmp_path / "mini.txt"
    done = pacenote("convert", DATA / "mini.stage.json", "-o", target, "--to", "rgt")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(f"wrote {target} (rgt): 6 tiles, 1 token; not representable: "
                                  "the notes (.rgt has no field for them)")
    assert done.stdout.count("\n") == 1
    assert json.loads(target.read_text())["Tuiles"][4]["TuileId"] == "905A"


def test_refuses_to_overwrite_the_input_unless_forced(tmp_path):
    source = tmp_path / "c.json"
    source.write_text((DATA / "chicane-example1.json").read_text())
    before = source.read_text()
    done = pacenote("convert", source, "-o", tmp_path / "." / "c.json")
    assert done.returncode == 2
    assert done.stderr == (f"pacenote: error: {tmp_path / '.' / 'c.json'}: is the input file; "
                           "use --force to overwrite it\n")
    assert source.read_text() == before
    done = pacenote("convert", source, "-o", source, "--force")
    assert done.returncode == 0, done.stderr
    assert source.read_text() != before  # rewritten compact, as Rekee writes
    assert load_stage(source) == load_stage(DATA / "chicane-example1.json")


def test_bad_input_is_one_line_and_exit_2(tmp_path):
    done = pacenote("convert", DATA / "malformed" / "bad-id.rgt", "-o", tmp_path / "x.json")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "bad-id.rgt: $.Tuiles[1].TuileId: " in done.stderr
    assert not (tmp_path / "x.json").exists()


def test_unrepresentable_token_is_exit_2_naming_the_tile(tmp_path):
    source = tmp_path / "mud.json"
    source.write_text('{"title": "m", "tiles": [{"q": 0, "r": 0, "id": "202a", "dir": 0}, '
                      '{"q": 1, "r": 0, "id": "212b", "dir": 0, "tokens": '
                      '[{"id": "mud-spray", "q": 0.2, "r": 0.1, "dir": 0.0}]}]}')
    done = pacenote("convert", source, "-o", tmp_path / "mud.rgt")
    assert done.returncode == 2
    assert "mud.rgt: tile 2 (212b at q=1, r=0): token 'mud-spray' has no .rgt equivalent" in (
        done.stderr)
    assert not (tmp_path / "mud.rgt").exists()


def test_unwritable_output_is_exit_2(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("")
    done = pacenote("convert", DATA / "short-track2.json", "-o", blocker / "x.rgt")
    assert done.returncode == 2
    assert done.stderr.startswith(f"pacenote: error: {blocker / 'x.rgt'}: cannot write: ")
    assert done.stderr.count("\n") == 1


def test_unknown_output_type_without_to(tmp_path):
    done = pacenote("convert", DATA / "short-track2.json", "-o", tmp_path / "x.yaml")
    assert done.returncode == 2
    assert "x.yaml: unknown stage file type" in done.stderr
