"""The engine's functions stay readable: none of 80 lines or more, and radon rates no
block F (issue 22), in every engine module and the drive command; and every engine module
is under 500 lines (issue 24, part 5: the planning modules were split)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FILES = sorted([*(ROOT / "engine").glob("*.py"), ROOT / "cli" / "drive.py"])
MAX_LINES = 79
MODULE_LINES = 499


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


def long_modules(folder: Path, most: int = MODULE_LINES) -> list[str]:
    """``file lines`` of every module of ``folder`` longer than ``most`` lines."""
    out = []
    for path in sorted(folder.glob("*.py")):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > most:
            out.append(f"{path.name} {lines}")
    return out


def test_every_engine_module_is_under_500_lines() -> None:
    assert long_modules(ROOT / "engine") == []


def test_the_check_sees_a_long_module(tmp_path: Path) -> None:
    (tmp_path / "long.py").write_text("x = 1\n" * (MODULE_LINES + 1), encoding="utf-8")
    (tmp_path / "short.py").write_text("x = 1\n" * MODULE_LINES, encoding="utf-8")
    assert long_modules(tmp_path) == [f"long.py {MODULE_LINES + 1}"]


PACKAGE = ("pacenote", "engine", "validators", "export", "editor", "cli", "generate")


def test_every_module_of_the_package_is_under_500_lines() -> None:
    """Issue 26: no module of pacenote (core, engine, validators, export, editor, CLI,
    generator) over ~500 lines; each has one job."""
    folders = [f for name in PACKAGE for f in (ROOT / name, *(ROOT / name).rglob("*/"))
               if f.is_dir() and "__pycache__" not in f.parts]
    assert [f"{folder.relative_to(ROOT)}/{m}" for folder in folders
            for m in long_modules(folder)] == []
