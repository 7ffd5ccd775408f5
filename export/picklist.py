"""The pick list: which tiles to take out of the box for each stage, and for a rally which
physical tiles it needs and what changes on the table between two stages.

Reading (docs/export.md, "The bundle"): the table holds one stage at a time. After a
stage the next one is built from it: tiles it does not use go back in the box, new ones
come out, and a tile used on the other side is flipped. A tile number is one physical
tile per copy in the box (``Tileset.copies``) times the boxes at hand.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pacenote.boxes import BoxSpec, box_words
from pacenote.i18n import tr, trn
from pacenote.stage import Stage, base_id
from pacenote.tilelist import tile_list


@dataclass(frozen=True)
class PickStage:
    label: str  # "SS1"
    name: str
    lines: list[str]  # the rulebook's list, "1 x 210b", catalogue order
    sides: Counter[str]  # tile side id -> how many placed

    @property
    def numbers(self) -> Counter[int]:
        """Physical tiles per number this stage needs on the table."""
        out: Counter[int] = Counter()
        for side, n in self.sides.items():
            out[_number(side)] += n
        return out


@dataclass(frozen=True)
class Change:
    """What happens on the table between two stages."""

    before: str  # label of the stage just played
    after: str  # label of the stage to build
    take_out: list[str]  # tile sides to take out of the box, placed this side up
    put_away: list[int]  # tile numbers back into the box
    flip: list[tuple[int, str, str]]  # (number, side before, side after), one per tile turned


@dataclass(frozen=True)
class PickList:
    title: str
    stages: list[PickStage]
    boxes: BoxSpec

    def physical(self) -> dict[int, int]:
        """Tile number -> physical tiles the rally needs (the most any one stage uses)."""
        need: dict[int, int] = {}
        for s in self.stages:
            for number, n in s.numbers.items():
                need[number] = max(need.get(number, 0), n)
        return dict(sorted(need.items()))

    def sides_by_stage(self, number: int) -> list[str]:
        """For one tile number, the side(s) each stage shows: ``["a", "b", "-"]``."""
        return ["+".join(sorted(_side(side) * n for side, n in s.sides.items()
                                if _number(side) == number)) or "-" for s in self.stages]

    def flipped(self) -> list[int]:
        """Tile numbers shown on side a in one stage and side b in another."""
        return [n for n in self.physical()
                if len({c for sides in self.sides_by_stage(n) if sides != "-"
                        for c in sides.split("+")}) > 1]

    def changes(self) -> list[Change]:
        return [_change(a, b) for a, b in zip(self.stages, self.stages[1:], strict=False)]


def pick_list(title: str, stages: list[tuple[str, str, Stage]],
              boxes: BoxSpec = 1) -> PickList:
    """The pick list of stages given as ``(label, name, stage)`` in running order."""
    return PickList(title, [PickStage(label, name, tile_list(stage),
                                      Counter(base_id(p.tile) for p in stage.tiles))
                            for label, name, stage in stages], boxes)


def _number(side: str) -> int:
    """The tile number of a side id (``"210b"``; a side-less ``"101"`` pit stop too)."""
    return int(side.rstrip("ab"))


def _side(side: str) -> str:
    return side[-1] if side[-1:] in ("a", "b") else ""


def _change(a: PickStage, b: PickStage) -> Change:
    take_out: list[str] = []
    put_away: list[int] = []
    flip: list[tuple[int, str, str]] = []
    for number in sorted(set(a.numbers) | set(b.numbers)):
        had = {s: a.sides.get(f"{number}{s}", 0) for s in "ab"}
        want = {s: b.sides.get(f"{number}{s}", 0) for s in "ab"}
        kept = min(sum(had.values()), sum(want.values()))
        # Tiles already showing the wanted side stay; of the others kept, each is turned.
        turned = kept - sum(min(had[s], want[s]) for s in "ab")
        # Turned tiles go to the one side short of tiles (both short: none is kept).
        for side, other in (("a", "b"), ("b", "a")):
            missing = max(want[side] - had[side], 0)
            turn = min(missing, turned)
            flip.extend([(number, other, side)] * turn)
            take_out.extend([f"{number}{side}"] * (missing - turn))
        put_away.extend([number] * max(sum(had.values()) - sum(want.values()), 0))
    return Change(a.label, b.label, take_out, put_away, flip)


def pick_text(picks: PickList) -> str:
    """``tiles.txt``: per stage the rulebook list, then the rally's physical tiles."""
    out = [tr("{title}: tiles to take out of the box", title=picks.title), ""]
    for s in picks.stages:
        n = sum(s.sides.values())
        out.append(f"{s.label} · {s.name} ({trn('{n} tile', '{n} tiles', n)})")
        out.extend(f"  {line}" for line in s.lines)
        out.append("")
    if len(picks.stages) < 2:
        return "\n".join(out).rstrip() + "\n"
    need = picks.physical()
    boxes = (trn("{n} box", "{n} boxes", picks.boxes) if isinstance(picks.boxes, int)
             else box_words(picks.boxes))
    out.append(tr("Whole rally: {tiles} physical tiles from {boxes} (the table holds one stage "
                  "at a time)", tiles=sum(need.values()), boxes=boxes))
    labels = [s.label for s in picks.stages]
    head = tr("tile", "pick list column")
    width = max(len(head), 6)  # "201 x2"
    out.append(f"  {head:<{width}}" + "  ".join(f"{lab:>5}" for lab in labels))
    for number, count in need.items():
        sides = picks.sides_by_stage(number)
        mark = "  " + tr("flipped") if number in picks.flipped() else ""
        copies = f" x{count}" if count > 1 else "   "
        out.append(f"  {f'{number}{copies}':<{width}}" + "".join(f"  {s:>5}" for s in sides)
                   + mark)
    flipped = picks.flipped()
    out.append("  " + tr("flipped between stages: {tiles}",
                         tiles=", ".join(map(str, flipped)) if flipped else tr("none")))
    out.append("")
    for ch in picks.changes():
        out.append(tr("Between {before} and {after}:", before=ch.before, after=ch.after))
        if not (ch.take_out or ch.put_away or ch.flip):
            out.append("  " + tr("the same tiles, the same sides up (rebuild the layout)"))
        if ch.flip:
            out.append("  " + tr("flip: {tiles}", tiles=", ".join(
                f"{n} ({a} → {b})" for n, a, b in ch.flip)))
        if ch.put_away:
            out.append("  " + tr("put away: {tiles}", tiles=", ".join(map(str, ch.put_away))))
        if ch.take_out:
            out.append("  " + tr("take out: {tiles}", tiles=", ".join(ch.take_out)))
    return "\n".join(out).rstrip() + "\n"
