"""The rally director's bundle: one folder with everything to print or share.

``pacenote export RALLY -o DIR/`` writes the booklet PDF, each stage as ``.stage.json``,
Rekee ``.json`` and ``.rgt``, a PNG preview of each stage (and of the whole rally), the
pick list ``tiles.txt``, the rally file pointing at the stage files next to it, and an
``index.html`` linking all of it (docs/export.md, "The bundle").

The folder is built next to its destination under a hidden name and then renamed into
place, so a bundle appears whole or not at all; an older bundle is swapped out only
after the new one is complete. A folder that is not empty and not a pacenote bundle is
never replaced.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import shutil
from dataclasses import dataclass, field
from pathlib import Path

from pacenote.boxes import BoxSpec, format_boxes
from pacenote.course import build_course
from pacenote.errors import PacenoteFileError
from pacenote.export.booklet import Booklet, RallyCover, load_booklet
from pacenote.export.guide import StageGuide
from pacenote.export.indexpage import GENERATOR, index_html
from pacenote.export.overview import rally_overview
from pacenote.export.picklist import PickList, pick_list, pick_text
from pacenote.export.render import write_drawing
from pacenote.export.writer import pdf_bytes
from pacenote.formats import conversion_warnings, dumps_stage, load_stage
from pacenote.jsonio import write_bytes_atomic, write_text_atomic
from pacenote.rally import FORMAT as RALLY_FORMAT
from pacenote.rally import VERSION as RALLY_VERSION
from pacenote.rally import Rally, is_rally_file, load_rally
from pacenote.stage import Stage
from pacenote.stagedraw import stage_drawing

PREVIEW_SCALE = 60.0  # pixels per hex radius in the stage previews
OVERVIEW_SCALE = 40.0
# What each stage becomes: (format, file suffix, what the index calls it).
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
    warnings: list[str] = field(default_factory=list)  # what Rekee/.rgt leave out


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
    """Write the bundle into ``folder`` (created in its existing parent, or replaced if it
    holds an older bundle)."""
    folder = Path(folder)
    _check_replaceable(folder)
    tmp = folder.parent / f".{folder.name}.{secrets.token_hex(6)}.tmp"
    try:
        tmp.mkdir()
    except OSError as exc:  # no such parent folder (it is not created), no permission
        raise PacenoteFileError(folder, "", f"cannot write: {exc.strerror or exc}") from None
    try:
        bundle.files = _write_files(bundle, tmp)
        _swap_in(tmp, folder)
    except OSError as exc:
        shutil.rmtree(tmp, ignore_errors=True)
        raise PacenoteFileError(folder, "", f"cannot write: {exc.strerror or exc}") from None
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    return folder


def _write_files(bundle: Bundle, out: Path) -> list[BundleFile]:
    files: list[BundleFile] = []

    def add(name: str, data: bytes | str, kind: str, stage: int | None = None,
            label: str = "") -> None:
        if isinstance(data, str):
            write_text_atomic(out / name, data)
        else:
            write_bytes_atomic(out / name, data)
        files.append(BundleFile(name, kind, stage, label))

    add(f"{bundle.stem}.pdf", pdf_bytes(bundle.booklet), "booklet",
        label="rally booklet (PDF)" if bundle.rally else "build guide (PDF)")
    if bundle.rally is not None:
        add(f"{bundle.stem}.rally.json", _rally_json(bundle), "rally", label="rally file")
        overview = rally_overview([(s.label, s.stage) for s in bundle.stages])
        write_drawing(overview, out / "overview.png", scale=OVERVIEW_SCALE)
        files.append(BundleFile("overview.png", "overview", label="the rally at a glance"))
    add("tiles.txt", pick_text(bundle.picks), "tiles", label="pick list (tiles.txt)")
    for i, s in enumerate(bundle.stages):
        for fmt, suffix, what in STAGE_FILES:
            add(f"{s.stem}{suffix}", dumps_stage(s.stage, fmt), "stage", i, what)
            if fmt != "native":
                s.warnings.extend(f"{what}: {w}" for w in conversion_warnings(s.stage, fmt))
        course = build_course(s.stage)
        write_drawing(stage_drawing(s.stage, course, open_ends=not course.complete),
                      out / f"{s.stem}.png", scale=PREVIEW_SCALE)
        files.append(BundleFile(f"{s.stem}.png", "preview", i, "picture (PNG)"))
    files.append(BundleFile("index.html", "index", label="this page"))
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
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def _check_replaceable(folder: Path) -> None:
    if not folder.exists() and not folder.is_symlink():
        return
    if not folder.is_dir() or folder.is_symlink():
        raise PacenoteFileError(folder, "", "exists and is not a folder: a bundle is a folder")
    if any(folder.iterdir()) and not is_bundle(folder):
        raise PacenoteFileError(folder, "", "is a folder that is not empty and holds no "
                                            "pacenote bundle: choose a new or empty folder")


def is_bundle(folder: str | Path) -> bool:
    """A folder written by :func:`write_bundle` (its index.html says so)."""
    index = Path(folder) / "index.html"
    try:
        head = index.read_text("utf-8", errors="replace")[:2000]
    except OSError:
        return False
    return GENERATOR in head


def _swap_in(tmp: Path, folder: Path) -> None:
    """Move the finished bundle into place; the old one goes only once the new is in."""
    if not folder.exists():
        os.rename(tmp, folder)
        return
    old = folder.parent / f".{folder.name}.{secrets.token_hex(6)}.old"
    os.rename(folder, old)
    try:
        os.rename(tmp, folder)
    except OSError:
        os.rename(old, folder)  # put the good bundle back
        raise
    shutil.rmtree(old, ignore_errors=True)


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _stem(path: Path) -> str:
    name = path.name
    for suffix in (".stage.json", ".json", ".rgt"):
        if name.lower().endswith(suffix):
            return _slug(name[:-len(suffix)]) or "stage"
    return _slug(path.stem) or "stage"
