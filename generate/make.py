"""``generate_stage``: a brief in, ranked candidate stages out (or a BriefError naming the
point that cannot be met and the nearest achievable value)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from pacenote.errors import error_text
from pacenote.generate.brief import Brief, BriefError
from pacenote.generate.candidate import Candidate
from pacenote.generate.features import side_features
from pacenote.generate.pool import Pool, owned_pool
from pacenote.generate.score import PAR_TOLERANCE
from pacenote.generate.search import Search, run_search
from pacenote.generate.settings import load_settings
from pacenote.hexgrid import SQRT3
from pacenote.i18n import msg
from pacenote.stage import Stage
from pacenote.timefmt import clock

DEFAULT_BUDGET = 30.0  # seconds: a few exact drives; the editor runs it off the GUI thread


@dataclass(frozen=True)
class Generated:
    brief: Brief
    pool: Pool
    candidates: tuple[Candidate, ...]  # best first
    seconds: float
    drives: int  # exact drives made
    refused: int  # finalists the validators turned down
    cut: bool = False  # the budget cut the search short (another machine may do more)
    drive_seconds: float = 0.0  # the slowest exact drive (an overrun stays below it)

    def stage(self, i: int = 0, name: str = "") -> Stage:
        return self.candidates[i].stage(name or "Generated stage", self.pool.tileset_name)


def check_pool(brief: Brief, pool: Pool) -> None:
    """Points of the brief the boxes cannot meet whatever the layout."""
    road = sum(pool.copies[n] for n in pool.road_numbers())
    ends = min(sum(pool.copies[s.number] for s in pool.of_kind(k)) for k in ("start", "finish"))
    if ends == 0:
        raise BriefError(msg("boxes: no START and FINISH among the tiles owned"))
    most = road + 2
    lo, _, _ = brief.tile_range()
    if lo > most:
        raise BriefError(msg("tiles: {asked} road tiles asked but the boxes owned ({boxes}) "
                             "hold {most} (START and FINISH included); nearest achievable: "
                             "{most}", asked=lo, boxes=", ".join(brief.boxes), most=most))
    have: set[str] = set()
    for n in pool.road_numbers():
        for piece in pool.sides[n]:
            have |= side_features(piece)
    for feature in sorted(brief.with_features - have):
        raise BriefError(msg("with {feature}: no tile owned has {feature}; nearest "
                             "achievable: without {feature}", feature=feature))
    check_terrain(brief, pool)
    if brief.table is not None:  # the tiles' own area is a bound no layout beats
        tile = load_settings().tile_cm[pool.game]
        hexes = lo + 1 + brief.service
        area = hexes * tile * tile * SQRT3 / 2
        if area > brief.table.width * brief.table.height:
            side = math.sqrt(area / (brief.table.width * brief.table.height))
            raise BriefError(msg("table: {n} tiles of {tile} cm cover {area} m², more than "
                                 "{table}; nearest achievable: a table larger than "
                                 "{width}x{height} cm (the tiles' own area)", n=lo,
                                 tile=f"{tile:g}", area=f"{area / 1e4:.2f}",
                                 table=str(brief.table), width=f"{brief.table.width * side:.0f}",
                                 height=f"{brief.table.height * side:.0f}"))


def check_terrain(brief: Brief, pool: Pool) -> None:
    """A terrain asked for that no owned road tile has."""
    terrains = sorted({s.terrain for n in pool.road_numbers() for s in pool.sides[n]})
    for name, _ in brief.terrain:
        if name not in terrains:
            raise BriefError(msg("terrain {name}: no tile owned ({boxes}) has {name}; nearest "
                                 "achievable: {terrains}", name=name,
                                 boxes=", ".join(brief.boxes), terrains=",".join(terrains)))


def generate_stage(brief: Brief, *, seed: int = 1, count: int = 1,
                   budget: float = DEFAULT_BUDGET, avoid: tuple[Candidate, ...] = (),
                   log: Callable[[str], None] = lambda _: None,
                   timer: Callable[[], float] = time.monotonic) -> Generated:
    """Up to ``count`` distinct stages for ``brief``, best first, within ``budget``
    seconds on ``timer`` (the wall clock; the benchmark's ``--slowdown`` reads the
    process's CPU time scaled instead, a machine that many times slower); BriefError
    (one line: the point and the nearest achievable value) when the brief cannot be
    met."""
    start = timer()
    try:
        pool = owned_pool(brief.boxes)
    except ValueError as exc:
        raise BriefError(msg("boxes: {problem}", problem=error_text(exc))) from None
    if pool.game != "dirt":
        raise BriefError(msg("boxes: GT boxes make circuits (pacenote generate --boxes gt-core "
                             "makes a closed circuit)"))
    check_pool(brief, pool)
    settings = load_settings()
    services = pool.of_kind("service")
    search = Search(brief, pool, settings.model, settings.tile_cm[pool.game], Random(seed),
                    start + budget, services[0] if brief.service and services else None,
                    log, avoid=avoid, budget=budget, clock=timer)
    found = run_search(search, count)
    seconds = timer() - start
    if not found:
        if brief.table is not None and not search.elite:
            raise BriefError(msg("table: no chain of {n} tiles found that fits {table}; try a "
                                 "larger table or fewer tiles", n=brief.tile_range()[0],
                                 table=str(brief.table)))
        raise BriefError(msg("no stage found within the budget; try a larger --budget"))
    best = found[0]
    par = brief.par_target(best.road_tiles)
    if brief.par is not None and par is not None and best.par is not None and \
            abs(best.par - par) > 3 * PAR_TOLERANCE:
        raise BriefError(msg("par: {par} is out of reach with {n} tiles of {boxes}; nearest "
                             "achieved: {best}", par=clock(par), n=best.road_tiles,
                             boxes="+".join(brief.boxes), best=clock(best.par)))
    return Generated(brief, pool, tuple(found), seconds, len(search.driven), search.refused,
                     search.cut, search.drive_seconds)
