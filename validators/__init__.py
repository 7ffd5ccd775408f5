"""Validators: every structural and playability check a stage and a rally need.

Each check is a small function over a :class:`StageContext` (stage, tileset, course
and cell graph built once) that yields :class:`Finding` objects with a stable code
(``validators/README.md`` lists them all); ``@check`` registers it.

    from pacenote.validators import validate_stage, validate_paths
    findings = validate_stage(stage)           # list[Finding], errors first
    reports = validate_paths(["tracks/"])      # list[Report], one per file
"""

from __future__ import annotations

# The check modules register themselves on import; the order here is the report order.
from pacenote.validators import playability, structure  # noqa: F401
from pacenote.validators.codes import CODES, SEVERITIES, Severity
from pacenote.validators.context import StageContext
from pacenote.validators.figures import StageFigures, stage_figures
from pacenote.validators.finding import Finding, Where
from pacenote.validators.registry import CHECKS, check, run_checks
from pacenote.validators.runner import (
    Report,
    Validator,
    find_files,
    stage_context,
    validate_paths,
    validate_stage,
)

__all__ = [
    "CHECKS", "CODES", "SEVERITIES", "Finding", "Report", "Severity", "StageContext",
    "StageFigures", "Validator", "Where", "check", "find_files", "run_checks", "stage_context",
    "stage_figures", "validate_paths", "validate_stage",
]
