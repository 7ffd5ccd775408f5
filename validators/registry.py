"""The check registry: each check is a small function over a StageContext that yields
findings; ``@check(codes..., when=...)`` registers it, :func:`run_checks` runs them all."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from pacenote.validators.codes import CODES, SEVERITIES
from pacenote.validators.context import StageContext
from pacenote.validators.finding import Finding

CheckFunc = Callable[[StageContext], Iterable[Finding]]


@dataclass(frozen=True)
class Check:
    name: str
    codes: tuple[str, ...]  # the only codes this check may report
    func: CheckFunc
    when: Callable[[StageContext], bool] | None  # run only when this holds


CHECKS: list[Check] = []


def check(*codes: str, when: Callable[[StageContext], bool] | None = None
          ) -> Callable[[CheckFunc], CheckFunc]:
    unknown = [c for c in codes if c not in CODES]
    if unknown:
        raise ValueError(f"undocumented finding codes {unknown}: add them to validators/codes.py")

    def register(func: CheckFunc) -> CheckFunc:
        CHECKS.append(Check(func.__name__, codes, func, when))
        return func

    return register


def run_checks(ctx: StageContext) -> list[Finding]:
    """All registered checks, errors first, then warnings, then info (each in check order)."""
    found: list[Finding] = []
    for chk in CHECKS:
        if chk.when is not None and not chk.when(ctx):
            continue
        for f in chk.func(ctx):
            if f.code not in chk.codes:
                raise ValueError(f"check {chk.name} reported {f.code!r}, which it does not declare")
            found.append(f)
    return sorted(found, key=lambda f: SEVERITIES.index(f.severity))
