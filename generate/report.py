"""The report: for each point of the brief, the target and what the candidate achieves."""

from __future__ import annotations

from dataclasses import dataclass

from pacenote.generate.brief import Brief
from pacenote.generate.candidate import Candidate
from pacenote.generate.features import course_features, single_rows
from pacenote.generate.score import SINGLE_ROW_PLAYERS, met, terrain_counts
from pacenote.i18n import N_, Listed, Text, msg, msgn, said, tr
from pacenote.playtime import stage_minutes
from pacenote.timefmt import clock
from pacenote.validators.guidelines import CLASS_WORDS, stage_class

# The report's words (translated where it is shown: Line.translated).
POINTS = {"boxes": N_("boxes", "brief point"), "tiles": N_("tiles", "brief point"),
          "class": N_("class", "brief point"), "par": N_("par", "brief point"),
          "risk": N_("risk", "brief point"), "features": N_("features", "brief point"),
          "terrain": N_("terrain", "brief point"), "players": N_("players", "brief point"),
          "table": N_("table", "brief point"), "checks": N_("checks", "brief point"),
          "duration": N_("duration", "brief point")}
DIFFICULTIES = {"easy": msg("easy", "difficulty"), "medium": msg("medium", "difficulty"),
                "hard": msg("hard", "difficulty")}
TERRAINS = {"gravel": msg("gravel", "terrain"), "asphalt": msg("asphalt", "terrain"),
            "snow": msg("snow", "terrain")}
FEATURES = {"jumps": msg("jumps", "feature"), "fords": msg("fords", "feature"),
            "shortcuts": msg("shortcuts", "feature"), "slides": msg("slides", "feature")}


@dataclass(frozen=True)
class Line:
    point: str  # boxes, tiles, class, par, loc, features, terrain, players, table, checks
    target: str  # English as str; a Text is translated with the line
    achieved: str
    met: bool

    def __str__(self) -> str:
        mark = "ok" if self.met else "MISSED"
        return f"{self.point:<9} target {self.target:<24} achieved {self.achieved:<24} {mark}"

    def translated(self) -> str:
        """The line in the current language (English: the same text)."""
        return point_line(self.point, said(self.target), said(self.achieved), self.met)


def point_line(point: str, target: str, achieved: str, met: bool) -> str:
    """A report line in the current language: the point, its target and what was
    achieved, in columns, then ok or MISSED."""
    name = tr(POINTS[point], "brief point") if point in POINTS else point
    mark = tr("ok", "brief met") if met else tr("MISSED", "brief met")
    return tr("{point} target {target} achieved {achieved} {mark}", point=name.ljust(9),
              target=target.ljust(24), achieved=achieved.ljust(24), mark=mark)


def word(table: dict[str, Text], value: str) -> str:
    """A brief's word (a difficulty, terrain, feature) as a Text, or as it is."""
    return table.get(value, value)


def report_lines(brief: Brief, cand: Candidate, *, tileset: str) -> list[Line]:
    m = cand.misses
    lo, hi, aim = brief.tile_range()
    sides = [x.side for x in cand.links]
    lines = [Line("boxes", "+".join(brief.boxes),
                  msgn("{n} piece of {tileset}", "{n} pieces of {tileset}", len(sides),
                       tileset=tileset), True),
             Line("tiles", f"{lo}-{hi}" if lo != hi else str(aim), str(cand.road_tiles),
                  met("tiles", m.get("tiles", 0.0)))]
    if brief.stage_class:
        got = stage_class(cand.road_tiles)
        lines.append(Line("class", word(CLASS_WORDS, brief.stage_class), word(CLASS_WORDS, got),
                          got == brief.stage_class))
    par = brief.par_target(cand.road_tiles)
    if par is not None:
        lines.append(Line("par", msg("{time} ± 10 s", time=clock(par)) if brief.par is not None
                          else msg("{time} ({difficulty})", time=clock(par),
                                   difficulty=word(DIFFICULTIES, str(brief.difficulty))),
                          msg("{time} (expert, exact)", time=clock(cand.par)),
                          met("par", m.get("par", 0.0))))
    loc = brief.loc_target(cand.road_tiles)
    if loc is not None and cand.loc is not None:
        lines.append(Line("risk", _losses_target(loc, brief),
                          msg("{losses} losses/run", losses=Figure(cand.loc)),
                          met("loc", m.get("loc", 0.0))))
    elif loc is not None:  # not driven in full: its par missed
        lines.append(Line("risk", _losses_target(loc, brief),
                          msg("~{losses} (estimate; not driven)",
                              losses=Figure(cand.estimate.loc)), False))
    have = course_features(sides)
    if brief.with_features or brief.without_features:
        want = [f"+{f}" for f in sorted(brief.with_features)] + \
               [f"-{f}" for f in sorted(brief.without_features)]
        lines.append(Line("features", " ".join(want),
                          Listed(word(FEATURES, f) for f in sorted(have))
                          or msg("none", "features"),
                          m.get("with", 0.0) == 0 and m.get("without", 0.0) == 0))
    if brief.terrain:
        counts = terrain_counts(sides)
        lines.append(Line("terrain", Listed(msg("{terrain} {share} %", terrain=word(TERRAINS, t),
                                                share=f"{100 * share:.0f}")
                                            for t, share in brief.terrain),
                          Listed(msg("{terrain} {n}", terrain=word(TERRAINS, t), n=n)
                                 for t, n in sorted(counts.items(), key=lambda x: -x[1])),
                          met("terrain", m.get("terrain", 0.0))))
    singles = single_rows(sides)
    minutes = stage_minutes(cand.road_tiles, brief.players)
    lines.append(Line("players", str(brief.players),
                      msgn("~{minutes} min, {n} one-car row", "~{minutes} min, {n} one-car rows",
                           singles, minutes=f"{minutes:.0f}"),
                      singles == 0 or brief.players < SINGLE_ROW_PLAYERS))
    if brief.table is not None:
        fp = cand.footprint
        lines.append(Line("table", str(brief.table),
                          msg("{footprint} (turned {angle}°)", footprint=str(fp), angle=fp.angle),
                          fp.fits(brief.table)))
    errors = sum(1 for f in cand.findings if f.severity == "error")
    warnings = sum(1 for f in cand.findings if f.severity == "warning")
    lines.append(Line("checks", checks(0, 0), checks(errors, warnings),
                      errors == 0 and warnings == 0))
    return lines


def checks(errors: int, warnings: int) -> Text:
    """``0 errors, 0 warnings``."""
    return msg("{errors}, {warnings}", errors=msgn("{n} error", "{n} errors", errors),
               warnings=msgn("{n} warning", "{n} warnings", warnings))


class Figure(float):
    """A figure with two decimals (``0.71``), its decimal mark the language's."""

    def __str__(self) -> str:
        return f"{float(self):.2f}"

    def translated(self) -> str:
        from pacenote.i18n import decimal

        return decimal(str(self))


def _losses_target(loc: float, brief: Brief) -> Text:
    return msg("{losses} losses/run ({difficulty})", losses=Figure(loc),
               difficulty=word(DIFFICULTIES, str(brief.difficulty)))
