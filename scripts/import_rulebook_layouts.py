"""Write examples/rulebook/rally-N-ssM.stage.json from the rulebook stages as the book's
pictures lay them out (a build-time tool: the project never reads the source folder).

The source is a folder of 18 native stage files converted from a public Tabletop
Simulator mod's layouts of the book's pictures. What this script decides, and why:

- A straight connects the same edges at two rotations, so the conversion could not
  tell which way a START or FINISH arch faces: each arch is turned so that the course
  drives it as printed (the road runs START -> FINISH through the arch).
- Where the layout's tile list differs from the book's printed list, the book wins
  where one box can build it: Rally 6 SS1's 229b is the book's 229a (the same road and
  limits). Rally 3 SS2's printed list holds both sides of tile 224, which one box cannot
  build; the layout has 228a where the list has 224b, and keeps it (said in the notes).
- Scenery pieces (901-905) around the stages are kept only with ``--scenery keep``.
- Placements are written in driving order (START ... FINISH), then the service park.

Usage: ``python scripts/import_rulebook_layouts.py SOURCE_DIR [--scenery keep|drop]``
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from pacenote.course import build_course
from pacenote.formats import load_stage
from pacenote.jsonio import write_json_atomic
from pacenote.tiles import load_tileset

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "examples" / "rulebook"
BOOK_FIXES = {"rally-6-ss1": {"229b": "229a"}}
KEPT_NOTE = {
    "rally-3-ss2": " The book's list holds both 224a and 224b, the two sides of one physical "
                   "tile, which one box cannot build; the book's picture (as laid out here) "
                   "has 228a where the list has 224b, so 228a is used.",
    "rally-6-ss1": " The picture-derived layout had 229b where the book prints 229a (the same "
                   "road and limits): the book's 229a is used.",
}


def arches_as_printed(stage_data: dict[str, object], path: Path) -> dict[str, object]:
    """The stage with every START/FINISH arch turned to be driven as printed."""
    tmp = path.with_suffix(".tmp.json")
    for _ in range(4):  # turning one arch can change which way the course runs
        tmp.write_text(json.dumps(stage_data), "utf-8")
        stage = load_stage(tmp)
        course = build_course(stage, load_tileset(stage.tileset))
        wrong = [ct.road.index for ct in course.tiles
                 if ct.road.side.kind in ("start", "finish") and ct.reversed]
        if not wrong:
            break
        tiles = stage_data["tiles"]
        assert isinstance(tiles, list)
        for i in wrong:
            tiles[i]["rot"] = (tiles[i]["rot"] + 3) % 6
    tmp.unlink()
    if wrong:
        raise SystemExit(f"{path.name}: arches still reversed at {wrong}")
    # Placements listed in driving order, then the tiles off the course (service park,
    # scenery), as the rulebook lists a stage: a reader of the file follows the road.
    order = [ct.road.index for ct in course.tiles]
    tiles = stage_data["tiles"]
    assert isinstance(tiles, list)
    rest = [i for i in range(len(tiles)) if i not in order]
    stage_data["tiles"] = [tiles[i] for i in order + rest]
    return stage_data


def convert(source: Path, keep_scenery: bool) -> None:
    for src in sorted(source.glob("rally-*-ss*.stage.json")):
        key = src.name.removesuffix(".stage.json")
        data = json.loads(src.read_text("utf-8"))
        fixes = BOOK_FIXES.get(key, {})
        tiles = [dict(t, tile=fixes.get(t["tile"], t["tile"])) for t in data["tiles"]
                 if keep_scenery or not t["tile"].startswith("9")]
        out = OUT / src.name
        old = json.loads(out.read_text("utf-8"))
        m = re.match(r"rally-(\d)-ss(\d)", key)
        assert m is not None
        listed = " ".join(sorted(t["tile"] for t in tiles if not t["tile"].startswith("9")))
        stage = {
            "format": "pacenote-stage", "version": 1,
            "name": old["name"], "author": old["author"], "tileset": "dirt-core",
            "tiles": tiles,
            "notes": (f"Rallyman: DIRT rulebook, ready-to-play rallies: Rally {m[1]} - SS{m[2]}; "
                      f"laid out as the book's picture shows it ({listed}), from a public "
                      f"Tabletop Simulator mod's layout of the book (leberschnitzel/"
                      f"RallymanDirtTTS); the START and FINISH arches face the way the road "
                      f"runs." + KEPT_NOTE.get(key, "")),
        }
        write_json_atomic(out, arches_as_printed(stage, out))
        print(f"{out.relative_to(ROOT)}: {len(tiles)} tiles")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", type=Path)
    parser.add_argument("--scenery", choices=("keep", "drop"), default="drop")
    args = parser.parse_args()
    convert(args.source, args.scenery == "keep")


if __name__ == "__main__":
    main()
