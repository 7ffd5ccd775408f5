"""The rally director's bundle: ``pacenote export RALLY -o DIR/`` and ``STAGE -o DIR/``."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote

import pytest
from test_cli_errors import pacenote

from pacenote.export import bundle as bundle_module
from pacenote.export.bundle import is_bundle, load_bundle, write_bundle
from pacenote.export.picklist import pick_list
from pacenote.formats import load_stage
from pacenote.rally import load_rally
from pacenote.stage import Placement, Stage

ROOT = Path(__file__).resolve().parent.parent
RALLY_3 = ROOT / "examples" / "rulebook" / "rally-3.rally.json"
STAGE = ROOT / "examples" / "rulebook" / "rally-6-ss3.stage.json"


@pytest.fixture(scope="module")
def rally_bundle(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("bundles") / "rally-3"
    write_bundle(load_bundle(RALLY_3), folder)
    return folder


class Links(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.targets: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if key in ("href", "src") and value is not None:
                self.targets.append(value)


def links(folder: Path) -> list[str]:
    parser = Links()
    parser.feed((folder / "index.html").read_text("utf-8"))
    return parser.targets


def placements(stage: Stage) -> list[tuple[str, int, int, int]]:
    return [(p.tile, p.q, p.r, p.rot) for p in stage.tiles]


def test_rally_bundle_holds_every_file(rally_bundle):
    names = sorted(p.name for p in rally_bundle.iterdir())
    per_stage = [f"ss{i}{s}" for i in (1, 2, 3)
                 for s in (".png", ".rekee.json", ".rgt", ".stage.json")]
    assert names == sorted(["index.html", "overview.png", "rally-3.pdf", "rally-3.rally.json",
                            "tiles.txt", "pacenote-bundle.manifest", *per_stage])
    assert (rally_bundle / "rally-3.pdf").read_bytes().startswith(b"%PDF")
    for png in rally_bundle.glob("*.png"):
        assert png.read_bytes().startswith(b"\x89PNG")


def test_index_links_every_file_and_only_files_that_exist(rally_bundle):
    targets = links(rally_bundle)
    assert targets and all("/" not in t and ":" not in t for t in targets)  # relative only
    linked = {unquote(t) for t in targets}
    assert all((rally_bundle / name).is_file() for name in linked)
    assert linked == {p.name for p in rally_bundle.iterdir()} - {"index.html",
                                                                  "pacenote-bundle.manifest"}


@pytest.mark.parametrize("suffix", [".stage.json", ".rekee.json", ".rgt"])
def test_stage_files_load_back_to_the_rally_stages(rally_bundle, suffix):
    rally = load_rally(RALLY_3)
    for i, entry in enumerate(rally.stages, start=1):
        original = rally.load_stage(entry)
        back = load_stage(rally_bundle / f"ss{i}{suffix}")
        assert placements(back) == placements(original)
        assert back.name == original.name


def test_bundled_rally_file_is_the_same_rally(rally_bundle):
    original = load_rally(RALLY_3)
    copy = load_rally(rally_bundle / "rally-3.rally.json")
    assert (copy.name, copy.author, copy.notes, copy.players, copy.boxes) == \
        (original.name, original.author, original.notes, original.players, original.boxes)
    assert [(e.label, e.service) for e in copy.stages] == \
        [(e.label, e.service) for e in original.stages]
    assert [placements(s) for s in copy.load_stages()] == \
        [placements(s) for s in original.load_stages()]


def test_pick_list_names_each_stage_the_physical_tiles_and_the_flips(rally_bundle):
    text = (rally_bundle / "tiles.txt").read_text("utf-8")
    assert text.startswith("Rally 3: tiles to take out of the box\n")
    assert "SS2 · Rally 3 - SS2 (15 tiles)\n  1 x 201a\n  1 x 202b\n" in text
    # 202 is side a in SS1 and SS3, side b in SS2: flipped both times.
    assert "Between SS1 and SS2:\n  flip: 202 (a → b), 203 (a → b), 209 (b → a), 216 (a → b)" \
        in text
    assert re.search(r"^  202\s+a\s+b\s+a  flipped$", text, re.MULTILINE)
    assert "flipped between stages: 202, 203, 209, 211, 212, 216, 217, 222" in text


def test_pick_list_counts_copies_and_turns_only_what_it_must():
    def stage(*tiles: str) -> Stage:
        return Stage(tiles=tuple(Placement(t, i, 0, 0) for i, t in enumerate(tiles)))

    picks = pick_list("Two boxes", [("A", "a", stage("210a", "210a", "205a")),
                                    ("B", "b", stage("210a", "210b", "206a"))], boxes=2)
    assert picks.physical() == {205: 1, 206: 1, 210: 2}
    (change,) = picks.changes()
    assert change.flip == [(210, "a", "b")]
    assert change.put_away == [205] and change.take_out == ["206a"]
    assert picks.flipped() == [210]


def test_stage_bundle(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "one"
    code, out, err = pacenote(monkeypatch, capsys, "export", STAGE, "-o", f"{folder}/")
    assert code == 0 and err == ""
    assert out.startswith(f"wrote {folder}/: ")
    names = {p.name for p in folder.iterdir()}
    stem = "rally-6-ss3"
    assert names == {"index.html", "tiles.txt", f"{stem}.pdf", f"{stem}.png",
                     f"{stem}.stage.json", f"{stem}.rekee.json", f"{stem}.rgt",
                     "pacenote-bundle.manifest"}
    assert {unquote(t) for t in links(folder)} == names - {"index.html", "pacenote-bundle.manifest"}
    assert placements(load_stage(folder / f"{stem}.rgt")) == placements(load_stage(STAGE))


def test_rerun_replaces_only_the_bundles_own_files(tmp_path):
    folder = tmp_path / "b"
    bundle = load_bundle(STAGE)
    write_bundle(bundle, folder)
    (folder / "stale.txt").write_text("from the user", "utf-8")
    write_bundle(bundle, folder)
    assert (folder / "stale.txt").read_text("utf-8") == "from the user" and is_bundle(folder)
    assert [p.name for p in tmp_path.iterdir()] == ["b"]  # no temp or old folder left
    assert not [p for p in folder.iterdir() if p.name.startswith(".")]


def test_reexport_into_itself_keeps_the_users_files(tmp_path, monkeypatch, capsys):
    """Issue 23: export a rally to b/, add b/my-notes.txt and b/mywork/draft.stage.json,
    export b/'s own rally file into b/ again: both stay."""
    folder = tmp_path / "b"
    assert pacenote(monkeypatch, capsys, "export", RALLY_3, "-o", f"{folder}/")[0] == 0
    (folder / "my-notes.txt").write_text("mine", "utf-8")
    (folder / "mywork").mkdir()
    draft = (folder / "ss1.stage.json").read_bytes()
    (folder / "mywork" / "draft.stage.json").write_bytes(draft)
    before = {p.name for p in folder.iterdir()}
    monkeypatch.chdir(tmp_path)
    code, out, err = pacenote(monkeypatch, capsys, "export", "b/rally-3.rally.json", "-o", "b/")
    assert code == 0, err
    assert (folder / "my-notes.txt").read_text("utf-8") == "mine"
    assert (folder / "mywork" / "draft.stage.json").read_bytes() == draft
    assert {p.name for p in folder.iterdir()} == before
    assert load_rally(folder / "rally-3.rally.json").load_stages()


def test_only_the_manifest_makes_a_folder_a_bundle(tmp_path, monkeypatch, capsys):
    """An index.html that says "pacenote export bundle" no longer hands the folder over."""
    folder = tmp_path / "site"
    folder.mkdir()
    (folder / "index.html").write_text('<meta name="generator" content="pacenote export '
                                       'bundle">', "utf-8")
    (folder / "essay.txt").write_text("precious", "utf-8")
    code, _, err = pacenote(monkeypatch, capsys, "export", STAGE, "-o", f"{folder}/")
    assert code == 2 and "holds no pacenote bundle" in err
    assert sorted(p.name for p in folder.iterdir()) == ["essay.txt", "index.html"]


def test_a_bundle_file_the_user_changed_is_never_overwritten(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "b"
    write_bundle(load_bundle(STAGE), folder)
    (folder / "tiles.txt").write_text("my own pick list", "utf-8")
    code, _, err = pacenote(monkeypatch, capsys, "export", STAGE, "-o", f"{folder}/")
    assert code == 2
    assert err == (f"pacenote: error: {folder / 'tiles.txt'}: changed since pacenote wrote it, "
                   "and the new bundle has a file of that name: move it away, or export to a "
                   "new folder\n")
    assert (folder / "tiles.txt").read_text("utf-8") == "my own pick list"
    # A user's file where the new bundle puts one of its own: refused the same way.
    (folder / "tiles.txt").unlink()
    write_bundle(load_bundle(STAGE), folder)
    other = ROOT / "examples" / "rulebook" / "rally-6-ss1.stage.json"
    (folder / "rally-6-ss1.png").write_text("a picture of mine", "utf-8")
    with pytest.raises(Exception, match="a file pacenote did not write"):
        write_bundle(load_bundle(other), folder)
    assert (folder / "rally-6-ss1.png").read_text("utf-8") == "a picture of mine"


def test_a_changed_file_the_new_bundle_drops_is_kept(tmp_path):
    folder = tmp_path / "b"
    write_bundle(load_bundle(STAGE), folder)
    (folder / "rally-6-ss3.rgt").write_text("edited by hand", "utf-8")
    other = ROOT / "examples" / "rulebook" / "rally-6-ss1.stage.json"
    write_bundle(load_bundle(other), folder)
    assert (folder / "rally-6-ss3.rgt").read_text("utf-8") == "edited by hand"
    assert not (folder / "rally-6-ss3.stage.json").exists()  # pacenote's, unchanged: gone
    assert (folder / "rally-6-ss1.stage.json").exists()


def test_a_planted_manifest_cannot_name_files_outside(tmp_path):
    folder = tmp_path / "b"
    folder.mkdir()
    (tmp_path / "precious.txt").write_text("precious", "utf-8")
    (folder / "pacenote-bundle.manifest").write_text(
        '{"format": "pacenote-bundle", "version": 1, "files": {"../precious.txt": "' + "0" * 64
        + '"}}', "utf-8")
    with pytest.raises(Exception, match=r"\$\.files: not a list of file names"):
        write_bundle(load_bundle(STAGE), folder)
    assert (tmp_path / "precious.txt").read_text("utf-8") == "precious"


def test_a_kill_between_the_manifests_leaves_a_bundle_pacenote_still_owns(tmp_path,
                                                                          monkeypatch):
    folder = tmp_path / "b"
    write_bundle(load_bundle(STAGE), folder)
    real = bundle_module.os.replace
    calls = []

    def dies_after_one(src: object, dst: object) -> None:
        calls.append(dst)
        if len(calls) == 3:  # the first manifest and one file are in
            raise KeyboardInterrupt  # as a kill would stop it
        real(src, dst)

    monkeypatch.setattr(bundle_module.os, "replace", dies_after_one)
    with pytest.raises(KeyboardInterrupt):
        write_bundle(load_bundle(STAGE, par_runs=5), folder)  # par times: other bytes
    monkeypatch.setattr(bundle_module.os, "replace", real)
    write_bundle(load_bundle(STAGE), folder)  # every file still pacenote's
    assert is_bundle(folder)


def test_a_failed_export_leaves_the_good_bundle_untouched(tmp_path, monkeypatch):
    folder = tmp_path / "b"
    write_bundle(load_bundle(STAGE), folder)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}

    def broken(*args: object, **kwargs: object) -> str:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(bundle_module, "pick_text", broken)
    with pytest.raises(Exception, match="No space left on device"):
        write_bundle(load_bundle(STAGE), folder)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before
    assert [p.name for p in tmp_path.iterdir()] == ["b"]


def test_a_folder_that_is_not_a_bundle_is_never_replaced(tmp_path, monkeypatch, capsys):
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "thesis.txt").write_text("precious", "utf-8")
    code, _, err = pacenote(monkeypatch, capsys, "export", STAGE, "-o", f"{folder}/")
    assert code == 2
    assert err == (f"pacenote: error: {folder}: is a folder that is not empty and holds no "
                   "pacenote bundle (no pacenote-bundle.manifest): choose a new or empty folder\n")
    assert (folder / "thesis.txt").read_text("utf-8") == "precious"
    # An empty folder is fine.
    empty = tmp_path / "empty"
    empty.mkdir()
    assert pacenote(monkeypatch, capsys, "export", STAGE, "-o", empty)[0] == 0
    assert is_bundle(empty)


def test_booklet_figures_follow_the_rally_players(tmp_path):
    guide = load_bundle(RALLY_3, drivers=2).stages[0].guide
    assert (guide.players, guide.road_tiles, guide.play_minutes) == (2, 14, 20)
    assert guide.cells > guide.road_tiles * 4


def test_booklet_pages_print_key_figures_notes_and_a_prefilled_sheet(rally_bundle):
    from test_export_pdf import pdf_pages

    pages = [p["text"] for p in pdf_pages((rally_bundle / "rally-3.pdf").read_bytes())]
    cover, ss1, ss2, ss3, sheet = pages
    # 3 x 14 road tiles x 2.5 min + 3 x 5 min between stages: the book's long rally
    assert "~120 min for 4 players" in cover
    guide = load_bundle(RALLY_3).stages[1].guide
    flat = " ".join(ss2.split())
    assert f"14 road tiles START → FINISH, {guide.cells} road" in flat
    assert "~35 min for 4 players" in flat
    assert "NOTES" in ss2 and "224a" in flat and "228a" in flat  # the substitution is printed
    assert "NOTES" in ss1 and "NOTES" in ss3
    for label in ("SS1 · Rally 3 - SS1", "SS2 · Rally 3 - SS2", "SS3 · Rally 3 - SS3"):
        assert label in sheet
    assert sheet.count("then SERVICE PARK: all damage repaired, spare wheel back") == 2
    assert sheet.splitlines().count("gear") == 2 * 4  # the rally's 4 players


def test_pictures_of_a_finished_stage_show_no_open_end():
    from pacenote.course import build_course
    from pacenote.drawing import Text
    from pacenote.export.guide import guide_drawing
    from pacenote.export.overview import rally_overview

    rally = load_rally(RALLY_3)
    stages = rally.load_stages()  # SS3 ends at its FINISH, without a service park

    def texts(d) -> list[str]:  # noqa: ANN001
        return [p.text for p in d.primitives if isinstance(p, Text)]

    assert "next" not in texts(rally_overview([(e.label, s) for e, s in
                                              zip(rally.stages, stages, strict=True)]))
    assert "next" not in texts(guide_drawing(stages[2], build_course(stages[2])))
    draft = Stage(tiles=stages[2].tiles[:4])  # cut short: the open end is where to go on
    assert "next" in texts(guide_drawing(draft, build_course(draft)))


def test_what_output_names_a_bundle(tmp_path):
    from pacenote.cli.export import is_folder_output

    (tmp_path / "there.v1").mkdir()
    assert not is_folder_output(f"{tmp_path}/rally-3")  # no extension: refused as a file
    assert is_folder_output(f"{tmp_path}/rally-3.v2/")  # a trailing slash
    assert is_folder_output(f"{tmp_path}/there.v1")  # an existing folder
    assert not is_folder_output(f"{tmp_path}/rally-3.pdf")
    assert not is_folder_output(f"{tmp_path}/rally-3.txt")  # refused as a file type


def test_a_missing_parent_folder_is_an_error(tmp_path, monkeypatch, capsys):
    out = tmp_path / "typo" / "bundle"
    code, _, err = pacenote(monkeypatch, capsys, "export", STAGE, "-o", f"{out}/")
    assert code == 2
    assert err == (f"pacenote: error: {out}: no such folder {out.parent}: create it first "
                   "(pacenote does not create folders for an output)\n")
    assert not list(tmp_path.iterdir())


def test_a_stage_file_that_would_not_read_back_is_never_written(tmp_path, monkeypatch, capsys):
    """Issue 23: a Rekee token with "id": "" loads, but pacenote's own format refuses it:
    the bundle says so in one line instead of writing a .stage.json pacenote refuses."""
    source = tmp_path / "tok.json"
    source.write_text('{"name": "t", "tiles": [{"q": 0, "r": 0, "id": "101a", "dir": 0, '
                      '"tokens": [{"id": "", "q": 0, "r": 0, "dir": 0}]}]}', "utf-8")
    folder = tmp_path / "b"
    code, _, err = pacenote(monkeypatch, capsys, "export", source, "-o", f"{folder}/")
    assert code == 2
    assert err.endswith(f"pacenote: error: {folder / 'tok.stage.json'}: $.tiles[0].tokens[0]"
                        ".id: would not read back: expected a non-empty string\n")
    assert not folder.exists()


def test_pick_list_of_graphical_variants_and_a_sideless_pit_stop():
    """Found by the fuzzer (issue 23): a stage with "106b-2" or a side-less "101" made
    the bundle's pick list crash."""
    stage = Stage(tiles=(Placement("106b-2", 0, 0, 0), Placement("106b", 1, 0, 0),
                         Placement("101", 2, 0, 0)))
    picks = pick_list("GT", [("A", "a", stage), ("B", "b", stage)])
    assert picks.physical() == {101: 1, 106: 2}
    assert picks.sides_by_stage(106) == ["bb", "bb"] and picks.flipped() == []
