"""The report: for each point of the brief, the target and what the candidate achieves."""

from __future__ import annotations

from dataclasses import dataclass

from pacenote.generate.brief import Brief, terrain_words
from pacenote.generate.candidate import Candidate
from pacenote.generate.features import course_features, single_rows
from pacenote.generate.score import SINGLE_ROW_PLAYERS, met, terrain_counts
from pacenote.playtime import stage_minutes
from pacenote.timefmt import clock
from pacenote.validators.guidelines import stage_class


@dataclass(frozen=True)
class Line:
    point: str  # boxes, tiles, class, par, loc, features, terrain, players, table, checks
    target: str
    achieved: str
    met: bool

    def __str__(self) -> str:
        mark = "ok" if self.met else "MISSED"
        return f"{self.point:<9} target {self.target:<24} achieved {self.achieved:<24} {mark}"


def report_lines(brief: Brief, cand: Candidate, *, tileset: str) -> list[Line]:
    m = cand.misses
    lo, hi, aim = brief.tile_range()
    sides = [x.side for x in cand.links]
    lines = [Line("boxes", "+".join(brief.boxes), f"{len(sides)} pieces of {tileset}", True),
             Line("tiles", f"{lo}-{hi}" if lo != hi else str(aim), str(cand.road_tiles),
                  met("tiles", m.get("tiles", 0.0)))]
    if brief.stage_class:
        got = stage_class(cand.road_tiles)
        lines.append(Line("class", brief.stage_class, got, got == brief.stage_class))
    par = brief.par_target(cand.road_tiles)
    if par is not None:
        lines.append(Line("par", f"{clock(par)} ± 10 s" if brief.par is not None
                          else f"{clock(par)} ({brief.difficulty})",
                          f"{clock(cand.par)} (expert, exact)", met("par", m.get("par", 0.0))))
    loc = brief.loc_target(cand.road_tiles)
    if loc is not None and cand.loc is not None:
        lines.append(Line("risk", f"{loc:.2f} losses/run ({brief.difficulty})",
                          f"{cand.loc:.2f} losses/run", met("loc", m.get("loc", 0.0))))
    elif loc is not None:  # not driven in full: its par missed
        lines.append(Line("risk", f"{loc:.2f} losses/run ({brief.difficulty})",
                          f"~{cand.estimate.loc:.2f} (estimate; not driven)", False))
    have = course_features(sides)
    if brief.with_features or brief.without_features:
        want = [f"+{f}" for f in sorted(brief.with_features)] + \
               [f"-{f}" for f in sorted(brief.without_features)]
        lines.append(Line("features", " ".join(want), ", ".join(sorted(have)) or "none",
                          m.get("with", 0.0) == 0 and m.get("without", 0.0) == 0))
    if brief.terrain:
        counts = terrain_counts(sides)
        lines.append(Line("terrain", terrain_words(brief.terrain),
                          ", ".join(f"{t} {n}" for t, n in sorted(counts.items(),
                                                                   key=lambda x: -x[1])),
                          met("terrain", m.get("terrain", 0.0))))
    singles = single_rows(sides)
    minutes = stage_minutes(cand.road_tiles, brief.players)
    lines.append(Line("players", str(brief.players),
                      f"~{minutes:.0f} min, {singles} one-car rows",
                      singles == 0 or brief.players < SINGLE_ROW_PLAYERS))
    if brief.table is not None:
        fp = cand.footprint
        lines.append(Line("table", str(brief.table), f"{fp} (turned {fp.angle}°)",
                          fp.fits(brief.table)))
    errors = sum(1 for f in cand.findings if f.severity == "error")
    warnings = sum(1 for f in cand.findings if f.severity == "warning")
    lines.append(Line("checks", "0 errors, 0 warnings", f"{errors} errors, {warnings} warnings",
                      errors == 0 and warnings == 0))
    return lines
