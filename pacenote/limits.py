"""How big a file pacenote reads may be: one home for every limit (docs/formats.md, "Limits").

A shared file must never make pacenote hang or eat memory, so every reader checks
these before the expensive work (parsing, schema checks, building the course, the
cell graph, a picture). Each limit is far above any stage the game's boxes can build:
two boxes hold 64 tile sides; a rulebook long stage has about 30 road tiles.
"""

from __future__ import annotations

from pacenote.i18n import Grouped, Text, msgn

MAX_FILE_BYTES = 2 * 1024 * 1024  # any JSON file pacenote reads (a 300-tile stage: ~30 KB)
MAX_JSON_DEPTH = 32  # nesting of arrays and objects (the deepest shipped file has 7)
MAX_STRING_CHARS = 20_000  # one string: a name, a file name, the notes
MAX_INTEGER_DIGITS = 30  # an integer literal (Python refuses > 4,300 digits with a crash)

MAX_TILES = 300  # placements in one stage (tiles and decorative tiles)
MAX_COORDINATE = 1_000  # |q| and |r| of a placement, axial hexes from the origin
MAX_TOKENS_PER_TILE = 32  # tokens on one placement
MAX_TOKEN_NUMBER = 1_000.0  # |q|, |r|, |dir| of a token (.rgt: |X|, |Y|, |Orientation|)
MAX_RALLY_STAGES = 50  # stages in one rally file
# Road tiles of a course that is test-driven: the expert's exact planning and turn tables
# grow with the course, about 0.05 s and 1.6 MB a road tile (a cold `drive` of a line of
# straights, --runs 1000, benchmarks/bench_engine.py --big). The limit keeps a cold drive
# at it under the 4 s budget of one command (issue 23) with a margin: 56 tiles took
# ~3.5 s CPU; since the turn tables' re-lay search is compiled (issue 24) 64 tiles take
# ~3.0 s lightly loaded, 3.2-3.6 s under load, and 120 MB (3.9 s before; 4.3 s without the
# compiled kernels): the margin 56 had. 64: the tile sides of two boxes.
MAX_DRIVE_TILES = 64

# A rally as a whole (the per-file limits do not bound it: 50 stages of 300 tiles each
# took export past 150 s and 2.9 GB): tiles in all its stages, and road tiles of all the
# courses one command drives (drive of a rally, export --par). A rulebook rally has
# three stages of 10 to 18 road tiles; ten long stages are 180.
MAX_RALLY_TILES = 800
MAX_RALLY_DRIVE_TILES = 192
# pacenote layout's default time budget, seconds (--budget): it says what it reached.
LAYOUT_BUDGET = 10.0

MAX_PNG_PIXELS = 40_000_000  # a rendered PNG (width x height): 160 MB of pixels at most

LIMITS: dict[str, int | float] = {
    "file size (bytes)": MAX_FILE_BYTES,
    "JSON nesting depth": MAX_JSON_DEPTH,
    "characters in one string": MAX_STRING_CHARS,
    "digits in one integer": MAX_INTEGER_DIGITS,
    "tiles in one stage": MAX_TILES,
    "|q|, |r| of a tile": MAX_COORDINATE,
    "tokens on one tile": MAX_TOKENS_PER_TILE,
    "|q|, |r|, |dir| of a token": MAX_TOKEN_NUMBER,
    "stages in one rally": MAX_RALLY_STAGES,
    "road tiles of a test-driven course": MAX_DRIVE_TILES,
    "tiles in all stages of a rally": MAX_RALLY_TILES,
    "road tiles driven for one rally (drive, export --par)": MAX_RALLY_DRIVE_TILES,
    "pixels in a PNG picture": MAX_PNG_PIXELS,
}


def too_long_to_drive(road_tiles: int) -> Text | None:
    """Why a course of ``road_tiles`` cannot be test-driven, or None if it can."""
    if road_tiles <= MAX_DRIVE_TILES:
        return None
    return msgn("{n} road tile, more than the limit of {limit} for a test drive "
                "(docs/formats.md, Limits)", "{n} road tiles, more than the limit of {limit} "
                "for a test drive (docs/formats.md, Limits)", road_tiles, limit=MAX_DRIVE_TILES)


def too_many_rally_tiles(tiles: int, stages: int) -> Text | None:
    """Why a rally of ``tiles`` tiles in ``stages`` stages is refused, or None."""
    if tiles <= MAX_RALLY_TILES:
        return None
    return msgn("{tiles} tiles in its {n} stage, more than the limit of {limit} for a rally "
                "(docs/formats.md, Limits)", "{tiles} tiles in its {n} stages, more than the "
                "limit of {limit} for a rally (docs/formats.md, Limits)", stages,
                tiles=Grouped(tiles), limit=Grouped(MAX_RALLY_TILES))


def too_much_to_drive(road_tiles: int, stages: int) -> Text | None:
    """Why driving ``road_tiles`` road tiles over ``stages`` stages is refused, or None."""
    if road_tiles <= MAX_RALLY_DRIVE_TILES:
        return None
    return msgn("{tiles} road tiles to drive in {n} stage, more than the limit of {limit} "
                "for one rally (docs/formats.md, Limits)", "{tiles} road tiles to drive in {n} "
                "stages, more than the limit of {limit} for one rally (docs/formats.md, Limits)",
                stages, tiles=Grouped(road_tiles), limit=MAX_RALLY_DRIVE_TILES)
