"""The engine's functions stay readable: none of 80 lines or more, and radon rates no
block F (issue 22), in every engine and drive module except the planning modules that
another piece of work owns (listed below; they keep their own budget)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PLANNING = {"fronts.py", "evaluate.py", "exact.py", "outcomes.py", "planner.py",
            "planbook.py", "chain.py"}
FILES = sorted([p for p in (ROOT / "engine").glob("*.py") if p.name not in PLANNING]
               + [ROOT / "cli" / "drive.py"])
MAX_LINES = 79


def long_functions(path: Path, most: int = MAX_LINES) -> list[str]:
    """``file:function lines`` of every function longer than ``most`` lines."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.name}:{n.name} {n.end_lineno - n.lineno + 1}"
            for n in ast.walk(tree)
            if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
            and n.end_lineno is not None and n.end_lineno - n.lineno + 1 > most]


def test_no_engine_function_of_80_lines() -> None:
    assert [f for p in FILES for f in long_functions(p)] == []


def test_the_check_sees_a_long_function(tmp_path: Path) -> None:
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_LINES))
    src = tmp_path / "long.py"
    src.write_text(f"def f() -> None:\n{body}\n", encoding="utf-8")
    assert long_functions(src) == [f"long.py:f {MAX_LINES + 1}"]


def test_radon_rates_no_engine_block_f() -> None:
    radon = pytest.importorskip("radon.complexity")
    rated_f = [f"{p.name}:{b.name} {b.complexity}"
               for p in FILES for b in radon.cc_visit(p.read_text(encoding="utf-8"))
               if radon.cc_rank(b.complexity) == "F"]
    assert rated_f == []
