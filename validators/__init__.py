"""Validators: every structural and playability check a stage and a rally need.

Each check is a small function over a :class:`StageContext` (stage, tileset, course
and cell graph built once) that yields :class:`Finding` objects with a stable code
(``validators/README.md`` lists them all); ``@check`` registers it.

    from pacenote.validators import validate_stage
    findings = validate_stage(stage)           # list[Finding], errors first

The validators never find or read files: callers load stages and rallies with the
core's loaders (``pacenote.loading``, ``pacenote.rally``) and pass them in;
``pacenote validate`` (``cli/validate.py``) walks folders and reports per file.
"""

from __future__ import annotations

# The check modules register themselves on import; the order here is the report order.
from pacenote.validators import circuit, playability, structure  # noqa: F401
from pacenote.validators.codes import CODES, SEVERITIES, Severity
from pacenote.validators.context import StageContext
from pacenote.validators.figures import StageFigures, stage_figures
from pacenote.validators.finding import Finding, Where
from pacenote.validators.registry import CHECKS, check, run_checks
from pacenote.validators.runner import Report, stage_context, unreadable, validate_stage

__all__ = [
    "CHECKS", "CODES", "SEVERITIES", "Finding", "Report", "Severity", "StageContext",
    "StageFigures", "Where", "check", "run_checks", "stage_context", "stage_figures",
    "unreadable", "validate_stage",
]
