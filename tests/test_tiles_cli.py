"""`pacenote tiles` (table, --json, --gallery) and `pacenote render --tile` on the real
tileset."""

from __future__ import annotations

import json
import os
import struct
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import run_pacenote
from typer.testing import CliRunner

from pacenote.cli import app
from pacenote.tiles import load_tileset

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "rally-1" / "ss1.stage.json"
runner = CliRunner()


def invoke(*args: str):
    result = runner.invoke(app, list(args), env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    return result


run = run_pacenote


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


@pytest.fixture(scope="module")
def facts() -> dict[str, dict]:
    rows = json.loads(invoke("tiles", "--json").stdout)
    return {r["id"]: r for r in rows}


# --- tiles --json ---------------------------------------------------------------------------


def test_json_reports_every_side_in_catalogue_order(facts):
    assert list(facts) == [s.id for s in load_tileset()]
    assert len(facts) == 64
    for row in facts.values():
        assert {"id", "kind", "edges", "cells", "limits", "slide_rows", "jumps", "fords",
                "shortcuts", "danger", "terrain", "lanes"} <= set(row)


@pytest.mark.parametrize(("tile_id", "cells", "limits"), [
    ("210a", 4, [1, 2, 2, 2]),  # 1 inner + 3 outer
    ("210b", 3, [1, 2, 2]),
    ("211a", 8, [1, 2, 2, 2]),  # 2 + (1 + 3) + 2
    ("204a", 4, []),
    ("206a", 8, []),
    ("202a", 6, []),
    ("231a", 5, [5]),  # 2 + 1 single + 2
    ("231b", 5, [4]),
    ("215b", 13, [1, 2, 2, 2, 1, 2, 2, 2]),  # 2 + 4 + 1 + 4 + 2
    ("220a", 13, [2, 2, 3, 3, 3]),
    ("229a", 8, [4, 5, 5, 4, 5, 5]),
    ("201a", 0, []),
])
def test_cells_and_limits_as_printed(facts, tile_id, cells, limits):
    assert (facts[tile_id]["cells"], facts[tile_id]["limits"]) == (cells, limits)


def test_cells_and_limits_follow_the_description_for_every_side(facts):
    for side in load_tileset():
        cells, limits = 0, []
        for sec in side.sections:
            if sec.is_corner:
                cells += len(sec.inner) + len(sec.outer)
                limits += [*sec.inner, *sec.outer]
            else:
                cells += 1 if sec.single else side.lanes
                limits += [x for x in sec.limits if x is not None]
        assert (facts[side.id]["cells"], facts[side.id]["limits"]) == (cells, limits), side.id


def test_features_as_printed(facts):
    assert [s["limit"] for s in facts["224b"]["shortcuts"]] == [5, 5]
    assert facts["224b"]["shortcuts"][1] == {"limit": 5, "side": "right", "touches": [1, 2]}
    assert facts["207b"]["jumps"] == [{"section": 1, "value": 4}]
    assert facts["207b"]["fords"] == [2]
    assert facts["220b"]["jumps"] == [{"section": 3, "value": 3}]
    assert facts["220b"]["fords"] == [4] and facts["220b"]["slide_rows"] == [1]
    assert facts["211a"]["slide_rows"] == [0, 2]
    assert facts["230b"]["shortcuts"] == [{"limit": 6, "side": "right", "touches": [0, 1, 2]}]
    assert facts["210a"]["edges"] == ["S", "SE"] and facts["202b"]["edges"] == ["N", "S"]
    assert facts["202b"]["line"] == "start" and facts["203a"]["line"] == "finish"
    assert facts["203b"]["danger"] == "high" and facts["201a"]["terrain"] == "none"
    assert facts["229a"]["corners"] == [
        {"section": 1, "turn": "right", "inner": [4], "outer": [5, 5]},
        {"section": 2, "turn": "right", "inner": [4], "outer": [5, 5]}]
    assert sum(len(r["shortcuts"]) for r in facts.values()) == 17
    assert sum(len(r["jumps"]) for r in facts.values()) == 7


def test_json_for_chosen_sides_accepts_any_case():
    rows = json.loads(invoke("tiles", "--json", "224B", "210a").stdout)
    assert [r["id"] for r in rows] == ["224b", "210a"]


# --- tiles (table) ------------------------------------------------------------------------


def test_table_lists_every_side_with_its_counts_and_features():
    out = invoke("tiles").stdout
    lines = {line.split("│")[1].strip(): line for line in out.splitlines()
             if line.startswith("│") and line.split("│")[1].strip()}
    assert list(lines) == [s.id for s in load_tileset()]
    cols = [c.strip() for c in lines["224b"].split("│")[1:-1]]
    assert cols == ["224b", "corner", "S→NE", "medium", "9", "3 3 4 4 4",
                    "2 slide rows, shortcut 5, shortcut 5"]
    assert "jump ^4, ford" in lines["207b"] and "start line" in lines["202a"]


# --- bad arguments --------------------------------------------------------------------------


def test_unknown_tile_is_one_line_and_exit_2(tmp_path):
    for args in (["tiles", "299a"], ["render", "--tile", "299a", "-o", str(tmp_path / "x.svg")]):
        out = run(*args)
        assert out.returncode == 2, out
        assert out.stderr == ("pacenote: error: unknown tile side '299a' in tileset dirt-core "
                              "(sides 201a…232b)\n")
    assert not (tmp_path / "x.svg").exists()


def test_render_needs_exactly_one_of_stage_and_tile(tmp_path):
    for args in (["render", "-o", "x.svg"], ["render", str(EXAMPLE), "--tile", "210a",
                                              "-o", "x.svg"]):
        out = run(*args, cwd=tmp_path)
        assert out.returncode == 2
        assert out.stderr == ("pacenote: error: render needs a STAGE file or --tile ID "
                              "(exactly one of them)\n")


def test_unknown_output_format_is_one_line_and_exit_2(tmp_path):
    out = run("render", "--tile", "210a", "-o", str(tmp_path / "tile.pdf"))
    assert out.returncode == 2
    assert out.stderr == (f"pacenote: error: {tmp_path / 'tile.pdf'}: cannot write '.pdf': "
                          "use .svg or .png\n")


def test_broken_tileset_file_is_one_line_and_exit_2(tmp_path):
    from pacenote.tiles import tileset_data

    data = tileset_data()
    data["tiles"][18]["danger"] = "extreme"
    bad = tmp_path / "mine.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    out = run("tiles", "--tileset", str(bad))
    assert out.returncode == 2
    assert out.stderr.startswith(f"pacenote: error: {bad}: $.tiles[18].danger: expected one of "
                                 '"none", "low", "medium", "high", got a string of 7 characters')
    assert out.stderr.count("\n") == 1 and "Traceback" not in out.stderr


# --- render ---------------------------------------------------------------------------------


def test_render_tile_to_svg(tmp_path):
    out = tmp_path / "210a.svg"
    invoke("render", "--tile", "210a", "-o", str(out))
    root = ET.parse(out).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "210a" in texts
    assert sorted(t for t in texts if t.isdigit()) == ["1", "2", "2", "2"]  # limit circles
    assert len(list(root.iter("{http://www.w3.org/2000/svg}circle"))) >= 4


def test_render_tile_to_png(tmp_path):
    (tmp_path / "sub").mkdir()
    out = tmp_path / "sub" / "215b.png"
    invoke("render", "--tile", "215b", "-o", str(out), "--scale", "100")
    w, h = png_size(out)
    assert (w, h) == (220, 194)  # hexagon 2 × √3 radii plus margins, at 100 px per radius
    assert [p.name for p in out.parent.iterdir()] == ["215b.png"]  # no temp file left


def test_render_png_and_svg_get_the_same_file_mode(tmp_path):
    """Both are written with the umask's mode (a private temp file once made PNGs 0600)."""
    for suffix in ("svg", "png"):
        invoke("render", "--tile", "210a", "-o", str(tmp_path / f"210a.{suffix}"))
    umask = os.umask(0)
    os.umask(umask)
    modes = {p.suffix: p.stat().st_mode & 0o777 for p in tmp_path.iterdir()}
    assert modes == {".svg": 0o666 & ~umask, ".png": 0o666 & ~umask}


def test_render_a_stage(tmp_path):
    out = tmp_path / "ss1.svg"
    invoke("render", str(EXAMPLE), "-o", str(out))
    texts = [t.text for t in ET.parse(out).getroot().iter("{http://www.w3.org/2000/svg}text")]
    for tile in ("202a", "208a", "219a", "203a"):
        assert tile in texts


# --- gallery --------------------------------------------------------------------------------


class Images(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.srcs: list[str] = []
        self.captions: list[str] = []
        self._in_caption = False

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag == "img":
            self.srcs.append(dict(attrs)["src"])
        self._in_caption = self._in_caption or tag == "figcaption"
        if tag == "details":
            self._in_caption = False

    def handle_data(self, data: str) -> None:
        if self._in_caption:
            self.captions.append(data)


def test_gallery_writes_a_png_per_side_and_an_index(tmp_path):
    folder = tmp_path / "gallery"
    result = invoke("tiles", "--gallery", str(folder), "--scale", "60")
    assert result.stdout.strip() == f"wrote 64 tile pictures and {folder / 'index.html'}"
    ids = [s.id for s in load_tileset()]
    assert sorted(p.name for p in folder.iterdir()) == sorted([f"{i}.png" for i in ids]
                                                              + ["index.html"])
    for i in ids:
        assert png_size(folder / f"{i}.png") == (132, 116)
    page = Images()
    page.feed((folder / "index.html").read_text("utf-8"))
    assert page.srcs == [f"{i}.png" for i in ids]
    text = "".join(page.captions)
    assert "224b corner, S→NE, medium danger, 9 cells, limits 3 3 4 4 4, 2 slide rows" in text
    assert "201a service, S, service park" in text


def test_gallery_and_json_do_not_mix(tmp_path):
    out = run("tiles", "--json", "--gallery", str(tmp_path))
    assert out.returncode == 2 and "do not go together" in out.stderr


def test_gallery_overlay_draws_the_measured_outlines_over_the_sides(tmp_path):
    shapes = Path(__file__).parent / "data" / "reference" / "dirt-core-shapes.json"
    plain, over = tmp_path / "plain", tmp_path / "over"
    invoke("tiles", "217b", "--gallery", str(plain), "--scale", "60")
    invoke("tiles", "217b", "--gallery", str(over), "--scale", "60", "--overlay", str(shapes))
    assert png_size(over / "217b.png") == png_size(plain / "217b.png")
    assert (over / "217b.png").read_bytes() != (plain / "217b.png").read_bytes()


@pytest.mark.parametrize(("args", "message"), [
    (("tiles", "--geometry"), "--geometry goes with --json"),
    (("tiles", "--json", "--overlay", "x.json"), "--overlay goes with --gallery"),
])
def test_geometry_and_overlay_need_their_partner_option(args, message):
    out = run(*args)
    assert out.returncode == 2 and message in out.stderr


def test_a_bad_overlay_file_is_one_line_naming_where(tmp_path):
    bad = tmp_path / "shapes.json"
    bad.write_text('{"sides": [{"id": "217b", "road": [[0, 0], [1, 0]]}]}', "utf-8")
    out = run("tiles", "217b", "--gallery", str(tmp_path / "g"), "--overlay", str(bad))
    assert out.returncode != 0
    assert out.stderr.strip().splitlines() == [
        f"pacenote: error: {bad}: $.sides[0]: expected an 'id' and a 'road' outline "
        "(a list of at least 3 [x, y] points)"]
