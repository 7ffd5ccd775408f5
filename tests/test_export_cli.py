"""`pacenote export` through the real command: SVG/PNG/PDF files, warnings, exit codes."""

from __future__ import annotations

import json
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from conftest import run_pacenote

from pacenote.formats import load_stage
from pacenote.tilelist import tile_list

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
RALLY = EXAMPLES / "rally-1" / "rally-1.rally.json"
SS1 = EXAMPLES / "rally-1" / "ss1.stage.json"
JUMPS = EXAMPLES / "rulebook" / "rally-6-ss3.stage.json"
MALFORMED = ROOT / "tests" / "data" / "malformed"
SVG = "{http://www.w3.org/2000/svg}"


def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return run_pacenote("export", *args, cwd=ROOT)


def svg_texts(path: Path) -> list[str]:
    root = ET.parse(path).getroot()
    return ["".join(t.itertext()) for t in root.iter(f"{SVG}text")]


def one_error_line(out: subprocess.CompletedProcess[str]) -> str:
    assert out.returncode == 2, out.stdout + out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("pacenote: error: "), out.stderr
    assert "Traceback" not in out.stderr
    return lines[0]


def broken_stage(tmp_path: Path) -> Path:
    data = json.loads(SS1.read_text("utf-8"))
    data["tiles"] = [t for t in data["tiles"] if t["tile"] != "227a"]
    data["name"] = "Broken draft"
    path = tmp_path / "broken.stage.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize("stage", [SS1, JUMPS], ids=lambda p: p.name)
def test_svg_stage_page_holds_every_tile_and_the_rulebook_list(tmp_path, stage):
    out_file = tmp_path / "guide.svg"
    out = run(stage, "-o", out_file)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"wrote {out_file}: 1 page"
    root = ET.parse(out_file).getroot()
    assert root.get("width", "").endswith("mm") and float(root.get("width")[:-2]) == \
        pytest.approx(210, abs=0.5)
    texts = svg_texts(out_file)
    st = load_stage(stage)
    assert st.name in texts and "BUILD ORDER" in texts and f"TILES ({len(st.tiles)})" in texts
    for line in tile_list(st):
        assert line in texts
    for p in st.tiles:  # drawing label and build table row at least
        assert texts.count(p.tile) >= 2, p.tile
    assert not [t for t in texts if t.startswith("DRAFT")]


def test_png_is_an_a4_page_at_150_dpi(tmp_path):
    out_file = tmp_path / "guide.png"
    out = run(SS1, "-o", out_file)
    assert out.returncode == 0, out.stderr
    data = out_file.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    assert struct.unpack(">II", data[16:24]) == (1240, 1754)


def test_rally_pdf_and_its_page_count(tmp_path):
    (tmp_path / "out").mkdir()  # a missing output folder is an error (test_hostile_writes)
    out_file = tmp_path / "out" / "rally.pdf"
    out = run(RALLY, "-o", out_file, "--players", "4")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"wrote {out_file}: 5 pages"
    assert out_file.read_bytes().startswith(b"%PDF-")
    assert not [p for p in out_file.parent.iterdir() if p.name != "rally.pdf"]  # no temp left


def test_par_time_runs_the_expert(tmp_path):
    out_file = tmp_path / "par.svg"
    out = run(SS1, "-o", out_file, "--par", "30", "--seed", "3")
    assert out.returncode == 0, out.stderr
    texts = " ".join(svg_texts(out_file))
    assert "par time" in texts and "expert driver, 30 runs" in texts and "30/30 finished" in texts


def test_broken_stage_exports_with_a_banner_and_a_warning(tmp_path):
    stage = broken_stage(tmp_path)
    out_file = tmp_path / "broken.svg"
    out = run(stage, "-o", out_file, "--par", "5")
    assert out.returncode == 0, out.stderr
    assert out.stderr.strip() == (f"pacenote: warning: {stage}: 1 validation error (open-end): "
                                  "exported as a draft with a warning banner")
    texts = svg_texts(out_file)
    assert "DRAFT: this stage has 1 validation error and is not ready to play" in texts
    assert any(t.startswith("open-end: the course stops at 205a") for t in texts)
    assert "DRAFT" in texts  # the tag where a class would be
    assert "the course is not one clean START → FINISH chain" in " ".join(texts)
    assert any(t.startswith("also placed, not on the course: 213a") for t in texts)


@pytest.mark.parametrize("name", ["guide.jpg", "guide.docx"])  # no extension: a bundle folder
def test_unknown_output_format_exits_2(tmp_path, name):
    line = one_error_line(run(SS1, "-o", tmp_path / name))
    assert "use .pdf, .svg or .png" in line
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("suffix", [".svg", ".png"])
def test_a_rally_needs_pdf(tmp_path, suffix):
    line = one_error_line(run(RALLY, "-o", tmp_path / f"rally{suffix}"))
    assert line == (f"pacenote: error: {tmp_path / f'rally{suffix}'}: a rally booklet has "
                    f"several pages and {suffix} holds one: export it as .pdf")
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("bad", [MALFORMED / "bad-rot.stage.json", MALFORMED / "not-json.json",
                                 ROOT / "missing.stage.json"], ids=lambda p: p.name)
def test_unreadable_stage_exits_2_and_keeps_the_old_file(tmp_path, bad):
    out_file = tmp_path / "guide.pdf"
    out_file.write_bytes(b"previous export")
    line = one_error_line(run(bad, "-o", out_file))
    assert bad.name in line
    assert out_file.read_bytes() == b"previous export"
    assert [p.name for p in tmp_path.iterdir()] == ["guide.pdf"]


def test_rally_with_an_unreadable_stage_exits_2(tmp_path):
    for stage in RALLY.parent.glob("ss*.stage.json"):
        (tmp_path / stage.name).write_bytes(stage.read_bytes())
    data = json.loads(RALLY.read_text("utf-8"))
    data["stages"][1]["file"] = "nowhere.stage.json"
    rally = tmp_path / "broken.rally.json"
    rally.write_text(json.dumps(data), "utf-8")
    line = one_error_line(run(rally, "-o", tmp_path / "out.pdf"))
    assert "nowhere.stage.json" in line and "no such file" in line
    assert not (tmp_path / "out.pdf").exists()
    assert (tmp_path / "nowhere.stage.json").name in line


def test_unwritable_output_exits_2(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    line = one_error_line(run(SS1, "-o", blocker / "guide.png"))
    assert "guide.png" in line


@pytest.mark.parametrize("option", ["--players", "--drivers"])
@pytest.mark.parametrize("players", ["0", "11"])
def test_players_out_of_range_is_a_usage_error(tmp_path, players, option):
    out = run(RALLY, "-o", tmp_path / "r.pdf", option, players)
    assert out.returncode == 2 and option in out.stderr
    assert not list(tmp_path.iterdir())


def test_drivers_is_the_deprecated_name_of_players(tmp_path):
    """``--drivers`` (the old name) still works, says it is deprecated, and is hidden
    from --help; ``--players`` is the name drive and export share."""
    out = run(RALLY, "-o", tmp_path / "r.pdf", "--drivers", "4")
    assert out.returncode == 0 and "--drivers is deprecated: use --players" in out.stderr
    assert (tmp_path / "r.pdf").is_file()
    helped = run("--help")
    assert "--players" in helped.stdout and "--drivers" not in helped.stdout


def test_writing_a_booklet_checks_the_page_count(tmp_path):
    from pacenote.errors import PacenoteFileError
    from pacenote.export import load_booklet, write_booklet

    booklet = load_booklet(RALLY)
    with pytest.raises(PacenoteFileError, match=r"has 5 pages and \.png holds one"):
        write_booklet(booklet, tmp_path / "rally.png")
    assert not list(tmp_path.iterdir())
