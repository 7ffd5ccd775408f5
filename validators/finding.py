"""A finding: one thing a validator noticed, with a stable code and where it is."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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

    def text(self) -> str:
        """``tiles 205a, 210b; hexes (1,0); cells 3:1.o2`` (empty parts left out)."""
        parts = []
        if self.stages:
            parts.append("stages " + ", ".join(self.stages))
        if self.tiles:
            parts.append("tiles " + ", ".join(self.tiles))
        if self.hexes:
            parts.append("hexes " + ", ".join(f"({q},{r})" for q, r in self.hexes))
        if self.cells:
            parts.append("cells " + ", ".join(self.cells))
        if self.placements:
            parts.append("placements " + ", ".join(map(str, self.placements)))
        return "; ".join(parts)


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

    def line(self, file: str) -> str:
        """``FILE: severity code [where]: message``, the text output's line."""
        where = self.where.text()
        return f"{file}: {self.severity} {self.code}{f' [{where}]' if where else ''}: " \
               f"{self.message}"
