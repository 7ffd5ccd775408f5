"""The rally director's bundle: one folder with everything to print or share.

``pacenote export RALLY -o DIR/`` writes the booklet PDF, each stage as ``.stage.json``,
Rekee ``.json`` and ``.rgt``, a PNG preview of each stage (and of the whole rally), the
pick list ``tiles.txt``, the rally file pointing at the stage files next to it, and an
``index.html`` linking all of it (docs/export.md, "The bundle").

A folder is pacenote's bundle only by the manifest it wrote there
(``pacenote-bundle.manifest``: each file it made, with its SHA-256). Every file is made in
a hidden folder first; a new bundle folder is then renamed into place whole, and a
re-export moves its files in one by one, replacing or removing only the files the
manifest lists and the user left unchanged: the user's own files stay, and a file the
new bundle would write over that is not pacenote's refuses the export, naming it. A
folder that is not empty and holds no manifest is never written into.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import secrets
import shutil
import stat
from dataclasses import dataclass, field
from pathlib import Path

from pacenote.boxes import BoxSpec, format_boxes
from pacenote.course import build_course
from pacenote.errors import PacenoteFileError, cannot_write
from pacenote.export.booklet import Booklet, RallyCover, load_booklet
from pacenote.export.guide import StageGuide
from pacenote.export.indexpage import index_html
from pacenote.export.overview import rally_overview
from pacenote.export.picklist import PickList, pick_list, pick_text
from pacenote.export.render import write_drawing
from pacenote.export.writer import pdf_bytes
from pacenote.formats import checked_text, conversion_warnings, load_stage
from pacenote.i18n import N_, Joined, msg
from pacenote.jsonio import (
    json_text,
    read_json,
    write_bytes_atomic,
    write_json_atomic,
    write_text_atomic,
)
from pacenote.rally import FORMAT as RALLY_FORMAT
from pacenote.rally import VERSION as RALLY_VERSION
from pacenote.rally import Rally, is_rally_file, load_rally
from pacenote.stage import Stage
from pacenote.stagedraw import stage_drawing

PREVIEW_SCALE = 60.0  # pixels per hex radius in the stage previews
OVERVIEW_SCALE = 40.0
# What each stage becomes: (format, file suffix, what the index calls it).
# The bundle's manifest: every file pacenote wrote into the folder, with its SHA-256. A
# folder is pacenote's to update only by it, and only the files it lists, unchanged.
MANIFEST = "pacenote-bundle.manifest"
MANIFEST_FORMAT = "pacenote-bundle"
MANIFEST_VERSION = 1
STAGE_FILES = (("native", ".stage.json", "pacenote"), ("rekee", ".rekee.json", "Rekee"),
               ("rgt", ".rgt", ".rgt"))


@dataclass(frozen=True)
class BundleFile:
    name: str  # relative to the bundle folder
    kind: str  # "booklet", "rally", "tiles", "overview", "stage", "preview"
    stage: int | None = None  # index of the stage it belongs to
    label: str = ""  # how the index names the link


@dataclass
class BundleStage:
    label: str
    stem: str  # file name stem of the stage's files, "ss1"
    stage: Stage
    guide: StageGuide
    service: bool
    warnings: list[str] = field(default_factory=list)  # what Rekee/.rgt leave out (Texts)


@dataclass
class Bundle:
    """Everything the bundle holds, before and after it is written."""

    title: str
    stem: str  # the booklet's and rally file's name stem
    booklet: Booklet
    stages: list[BundleStage]
    picks: PickList
    rally: Rally | None = None
    files: list[BundleFile] = field(default_factory=list)

    @property
    def cover(self) -> RallyCover | None:
        return next((p for p in self.booklet.pages if isinstance(p, RallyCover)), None)


def load_bundle(source: str | Path, *, drivers: int | None = None, par_runs: int | None = None,
                seed: int = 0) -> Bundle:
    """Read a rally or stage file and work out every page and list of its bundle."""
    source = Path(source)
    booklet = load_booklet(source, drivers=drivers, par_runs=par_runs, seed=seed)
    guides = booklet.guides
    if is_rally_file(source):
        rally = load_rally(source)
        stages = [BundleStage(e.label, _slug(e.label) or f"ss{e.index + 1}", rally.load_stage(e),
                              g, e.service)
                  for e, g in zip(rally.stages, guides, strict=True)]
        stem = source.name[:-len(".rally.json")]
        title = rally.name or stem
        boxes: BoxSpec = rally.boxes
    else:
        rally = None
        stem = _stem(source)
        stages = [BundleStage("", stem, load_stage(source), guides[0], False)]
        title = guides[0].title
        boxes = 1
    if len({s.stem for s in stages}) < len(stages):  # labels that slug alike: number them
        for i, s in enumerate(stages):
            s.stem = f"{i + 1:02d}-{s.stem}"
    picks = pick_list(title, [(s.label or "stage", s.guide.name or s.stem, s.stage)
                              for s in stages], boxes)
    return Bundle(title, stem, booklet, stages, picks, rally)


def write_bundle(bundle: Bundle, folder: str | Path) -> Path:
    """Write the bundle into ``folder``: a new folder (made in its existing parent), an
    empty one, or one holding an earlier bundle, as its manifest
    (:data:`MANIFEST`) tells. Only the files the manifest lists, unchanged since, are
    replaced or removed; every other file is the user's and stays. A file pacenote
    would write over that is not its own, unchanged, refuses the export, naming it."""
    folder = Path(folder)
    previous = _previous_files(folder)  # None: the folder is new
    # Built beside the folder if it is new (renamed into place whole), else inside it
    # (hidden), so each file is moved in by a rename on the same disk.
    base = folder.parent / f".{folder.name}." if previous is None else folder / ".pacenote-"
    tmp = Path(f"{base}{secrets.token_hex(6)}.tmp")
    try:
        tmp.mkdir()
    except OSError as exc:  # no such parent folder (it is not created), no permission
        raise PacenoteFileError(folder, "", cannot_write(exc)) from None
    try:
        bundle.files = _write_files(bundle, tmp, folder)
        made = {f.name: file_digest(tmp / f.name) for f in bundle.files}
        if previous is None:
            _write_manifest(tmp, made)
            os.rename(tmp, folder)
        else:
            _move_in(tmp, folder, made, previous)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PacenoteFileError(folder, "", cannot_write(exc)) from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return folder


def file_digest(path: Path) -> str:
    """SHA-256 of a file's bytes, in hex."""
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def _entry_digest(path: Path) -> str | None:
    """The digest of a file pacenote may have written there, or None when nothing is
    there; a symlink, folder or other non-file is told by a digest no file has."""
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISREG(st.st_mode):
        return "not a regular file"
    return file_digest(path)


def _move_in(tmp: Path, folder: Path, made: dict[str, str], previous: dict[str, str]) -> None:
    """Replace the earlier bundle's files by the new ones, file by file, keeping every
    file that is not pacenote's (or that the user changed since)."""
    now = {name: _entry_digest(folder / name) for name in {*made, *previous}}
    for name in sorted(made):  # first every check, then any change
        if now[name] is not None and now[name] != previous.get(name):
            problem = (msg("changed since pacenote wrote it, and the new bundle has a file of "
                           "that name: move it away, or export to a new folder")
                       if name in previous else
                       msg("a file pacenote did not write, and the new bundle has a file of "
                           "that name: move it away, or export to a new folder"))
            raise PacenoteFileError(folder / name, "", problem)
    ours = {n: d for n, d in previous.items() if now[n] == d}  # unchanged since written
    # A kill in the middle leaves a manifest that owns both the old and the new files.
    _write_manifest(folder, {**ours, **made}, previous=ours)
    for name in sorted(made):
        os.replace(tmp / name, folder / name)
    for name in sorted(set(ours) - set(made)):  # pacenote's, no longer part of the bundle
        with contextlib.suppress(FileNotFoundError):
            os.unlink(folder / name)
    _write_manifest(folder, made)


def _write_manifest(folder: Path, files: dict[str, str],
                    previous: dict[str, str] | None = None) -> None:
    data: dict[str, object] = {"format": MANIFEST_FORMAT, "version": MANIFEST_VERSION,
                               "files": dict(sorted(files.items()))}
    if previous:
        data["previous"] = dict(sorted(previous.items()))
    write_json_atomic(folder / MANIFEST, data)


def _previous_files(folder: Path) -> dict[str, str] | None:
    """What the folder's manifest says pacenote wrote (name -> digest), ``{}`` for an
    empty folder, None for a new one; PacenoteFileError for any other folder."""
    if not folder.exists() and not folder.is_symlink():
        return None
    if not folder.is_dir() or folder.is_symlink():
        raise PacenoteFileError(folder, "", msg("exists and is not a folder: a bundle is a "
                                                "folder"))
    manifest = folder / MANIFEST
    if not os.path.lexists(manifest):
        if any(not e.name.startswith(".pacenote-") for e in os.scandir(folder)):
            raise PacenoteFileError(folder, "", msg(
                "is a folder that is not empty and holds no pacenote bundle (no {manifest}): "
                "choose a new or empty folder", manifest=MANIFEST))
        return {}
    data = read_json(manifest)
    if not (isinstance(data, dict) and data.get("format") == MANIFEST_FORMAT
            and data.get("version") == MANIFEST_VERSION):
        raise PacenoteFileError(manifest, "$.format", msg(
            "not a pacenote bundle manifest (format {format}, version {version})",
            format=MANIFEST_FORMAT, version=MANIFEST_VERSION))
    files: dict[str, str] = {}
    for key in ("files", "previous"):
        listed = data.get(key, {})
        if not isinstance(listed, dict):
            raise PacenoteFileError(manifest, f"$.{key}", msg("expected an object"))
        for name, sha in listed.items():
            if not (_plain_name(name) and isinstance(sha, str) and _DIGEST.fullmatch(sha)):
                raise PacenoteFileError(manifest, f"$.{key}", msg(
                    "not a list of file names in the folder and their SHA-256 digests"))
            files.setdefault(name, sha)
    # A kill between the two manifests: a file may hold its old or its new bytes.
    for name, sha in data.get("previous", {}).items():
        if name in data.get("files", {}) and _entry_digest(folder / name) == sha:
            files[name] = sha
    return files


_DIGEST = re.compile(r"[0-9a-f]{64}")


def _plain_name(name: str) -> bool:
    """A file name of the bundle's own making: in the folder itself, nothing hidden."""
    return (isinstance(name, str) and name not in ("", MANIFEST) and not name.startswith(".")
            and "/" not in name and "\\" not in name and name.isprintable())


def _write_files(bundle: Bundle, out: Path, shown: Path) -> list[BundleFile]:
    """Every file of the bundle, written into ``out`` (named as in ``shown`` in errors)."""
    files: list[BundleFile] = []

    def add(name: str, data: bytes | str, kind: str, stage: int | None = None,
            label: str = "") -> None:
        if isinstance(data, str):
            write_text_atomic(out / name, data)
        else:
            write_bytes_atomic(out / name, data)
        files.append(BundleFile(name, kind, stage, label))

    add(f"{bundle.stem}.pdf", pdf_bytes(bundle.booklet), "booklet",
        label=N_("rally booklet (PDF)") if bundle.rally else N_("build guide (PDF)"))
    if bundle.rally is not None:
        add(f"{bundle.stem}.rally.json", _rally_json(bundle), "rally", label=N_("rally file"))
        overview = rally_overview([(s.label, s.stage) for s in bundle.stages])
        write_drawing(overview, out / "overview.png", scale=OVERVIEW_SCALE)
        files.append(BundleFile("overview.png", "overview", label=N_("the rally at a glance")))
    add("tiles.txt", pick_text(bundle.picks), "tiles", label=N_("pick list (tiles.txt)"))
    for i, s in enumerate(bundle.stages):
        for fmt, suffix, what in STAGE_FILES:
            name = f"{s.stem}{suffix}"
            try:  # every stage file is read back before it is written, as convert does
                text = checked_text(s.stage, fmt, shown / name)
            except PacenoteFileError as exc:
                if fmt == "native":  # the rally file names it: no bundle without it
                    raise
                s.warnings.append(Joined(what, ": ", msg("not written, {where}: {problem}",
                                                         where=exc.where, problem=exc.problem)))
                continue
            add(name, text, "stage", i, what)
            if fmt != "native":
                s.warnings.extend(Joined(what, ": ", w)
                                  for w in conversion_warnings(s.stage, fmt))
        course = build_course(s.stage)
        write_drawing(stage_drawing(s.stage, course, open_ends=not course.complete),
                      out / f"{s.stem}.png", scale=PREVIEW_SCALE)
        files.append(BundleFile(f"{s.stem}.png", "preview", i, N_("picture (PNG)")))
    files.append(BundleFile("index.html", "index", label=N_("this page")))
    write_text_atomic(out / "index.html", index_html(bundle, files))
    return files


def _rally_json(bundle: Bundle) -> str:
    """The rally file of the bundle: the same rally, its stages the files next to it."""
    rally = bundle.rally
    assert rally is not None
    data: dict[str, object] = {"format": RALLY_FORMAT, "version": RALLY_VERSION,
                               "name": rally.name}
    if rally.author:
        data["author"] = rally.author
    if rally.players is not None:
        data["players"] = rally.players
    if rally.boxes != 1:
        data["boxes"] = rally.boxes if isinstance(rally.boxes, int) else format_boxes(rally.boxes)
    data["stages"] = [{"label": s.label, "file": f"{s.stem}.stage.json", "service": s.service}
                      for s in bundle.stages]
    if rally.options:
        data["options"] = rally.options
    if rally.notes:
        data["notes"] = rally.notes
    return json_text(data, indent=2) + "\n"


def is_bundle(folder: str | Path) -> bool:
    """A folder written by :func:`write_bundle` (it holds pacenote's manifest)."""
    try:
        data = read_json(Path(folder) / MANIFEST)
    except PacenoteFileError:
        return False
    return isinstance(data, dict) and data.get("format") == MANIFEST_FORMAT


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (".stage.json", ".json", ".rgt"):
        if name.lower().endswith(suffix):
            return _slug(name[:-len(suffix)]) or "stage"
    return _slug(path.stem) or "stage"
