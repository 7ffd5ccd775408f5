"""A finding: one thing a validator noticed, with a stable code and where it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pacenote.i18n import N_, said, tr
from pacenote.validators.codes import Severity, severity


@dataclass(frozen=True)
class Where:
    """What a finding points at. Cells are graph node names (``"3:1.o2"``: course
    tile 3, cell 1.o2); placements are indexes into the file's tile list, from 0."""

    tiles: tuple[str, ...] = ()
    hexes: tuple[tuple[int, int], ...] = ()
    cells: tuple[str, ...] = ()
    placements: tuple[int, ...] = ()
    stages: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, list[Any]]:
        return {"tiles": list(self.tiles), "hexes": [list(h) for h in self.hexes],
                "cells": list(self.cells), "placements": list(self.placements),
                "stages": list(self.stages)}

    def text(self, translated: bool = False) -> str:
        """``tiles 205a, 210b; hexes (1,0); cells 3:1.o2`` (empty parts left out), in
        English or (``translated``) in the current language."""
        say = tr if translated else _same
        parts = []
        if self.stages:
            parts.append(say(N_("stages {list}"), list=", ".join(self.stages)))
        if self.tiles:
            parts.append(say(N_("tiles {list}"), list=", ".join(self.tiles)))
        if self.hexes:
            parts.append(say(N_("hexes {list}"),
                             list=", ".join(f"({q},{r})" for q, r in self.hexes)))
        if self.cells:
            parts.append(say(N_("cells {list}"), list=", ".join(self.cells)))
        if self.placements:
            parts.append(say(N_("placements {list}"), list=", ".join(map(str, self.placements))))
        return "; ".join(parts)


def _same(text: str, **values: Any) -> str:
    return text.format(**values)


# The severities in the human output's words (the codes and --json keep the English).
SEVERITY_WORDS: dict[str, str] = {"error": N_("error", "severity"),
                                  "warning": N_("warning", "severity"),
                                  "info": N_("info", "severity")}


@dataclass(frozen=True)
class Finding:
    code: str
    message: str
    where: Where = field(default_factory=Where)

    @property
    def severity(self) -> Severity:
        return severity(self.code)

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "severity": self.severity, "message": self.message,
                "where": self.where.to_dict()}

    @property
    def text(self) -> str:
        """The message in the current language (``message`` is the English, for
        ``--json``, ``--format github`` and whatever compares findings)."""
        return said(self.message)

    def line(self, file: str) -> str:
        """``FILE: severity code [where]: message``, the text output's line, in the
        current language (the code stays as it is)."""
        where = self.where.text(translated=True)
        parts = dict(file=file, severity=tr(SEVERITY_WORDS[self.severity], "severity"),
                     code=self.code, message=self.text)
        if where:
            return tr("{file}: {severity} {code} [{where}]: {message}", where=where, **parts)
        return tr("{file}: {severity} {code}: {message}", **parts)
