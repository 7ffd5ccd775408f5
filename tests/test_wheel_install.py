"""The built wheel, installed without extras into a fresh venv with no PySide6, carries
the tileset and schemas, validates and drives a stage, and says in one line what needs Qt.

Catches package data missing from the wheel and Qt imported by the core: the source tree
is never importable here (the wheel is built from a copy, and the check runs outside the
repository). Dependencies come from the running interpreter's site-packages through a
folder of links that leaves PySide6 out (a .pth line in the new venv), so nothing is
downloaded; pacenote itself comes only from the wheel.
"""

from __future__ import annotations

import ast
import json
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

CHECK = """
import json, sys
from importlib import resources
import pacenote
from pacenote.tiles import load_tileset
from pacenote.jsonio import load_schema
ts = load_tileset()
schemas = sorted(p.name for p in resources.files("pacenote.schema").iterdir()
                 if p.name.endswith(".schema.json"))
for name in schemas:
    load_schema(name[: -len(".schema.json")])
print(json.dumps({"file": pacenote.__file__, "sides": len(ts), "ids": [s.id for s in ts],
                  "cells": len(ts["215b"].geometry.road_cells), "schemas": schemas}))
"""


def layer_folders() -> list[str]:
    """The folders setup.py maps into the ``pacenote`` namespace (its FOLDERS dict)."""
    tree = ast.parse((ROOT / "setup.py").read_text("utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "FOLDERS":
            return sorted(set(ast.literal_eval(node.value).values()))
    raise AssertionError("setup.py has no FOLDERS")


def copy_sources(dest: Path) -> None:
    """What the build needs: pyproject, setup.py, README and every mapped package folder."""
    dest.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so")  # built here: not copied
    for folder in layer_folders():
        shutil.copytree(ROOT / folder, dest / folder, ignore=ignore)


def light_dependencies(dest: Path) -> Path:
    """A folder linking every installed distribution but Qt and pacenote itself: what
    ``pip install pacenote`` without extras would bring."""
    dest.mkdir()
    left_out = ("pyside6", "shiboken6", "pacenote", "__editable__", "_pacenote")
    for folder in (Path(p) for p in site.getsitepackages()):
        if not folder.is_dir():
            continue
        for entry in folder.iterdir():
            if entry.name.lower().startswith(left_out) or entry.suffix == ".pth":
                continue
            if not (dest / entry.name).exists():
                (dest / entry.name).symlink_to(entry)
    return dest


@pytest.mark.slow
def test_wheel_installs_alone_and_loads_tileset_and_schemas(tmp_path):
    src = tmp_path / "src"
    copy_sources(src)
    dist = tmp_path / "dist"
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q",
                            "-w", str(dist), str(src)],
                           capture_output=True, text=True, timeout=600)
    assert build.returncode == 0, build.stderr
    (wheel,) = dist.glob("pacenote-*.whl")

    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / "bin" / "python"
    purelib = subprocess.run([str(python), "-c", "import sysconfig; "
                              "print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    # Appended after the venv's own site-packages: pacenote from the wheel wins, and
    # .pth files in the linked folder (an editable pacenote) are not processed.
    deps = light_dependencies(tmp_path / "deps")
    (Path(purelib) / "_pacenote_test_deps.pth").write_text(f"{deps}\n")
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                              "--no-deps", "--no-index", "-q", str(wheel)],
                             capture_output=True, text=True, timeout=600)
    assert install.returncode == 0, install.stderr

    away = tmp_path / "elsewhere"
    away.mkdir()
    check = subprocess.run([str(python), "-I", "-c", CHECK], capture_output=True, text=True,
                           cwd=away, timeout=300)
    assert check.returncode == 0, check.stderr
    found = json.loads(check.stdout)
    assert Path(found["file"]).is_relative_to(env_dir)  # not the source tree
    assert found["sides"] == 64 and found["ids"][0] == "201a" and found["ids"][-1] == "232b"
    assert found["cells"] == 13
    assert "tileset.schema.json" in found["schemas"]

    def pacenote(*args: str | Path) -> subprocess.CompletedProcess[str]:
        return subprocess.run([str(env_dir / "bin" / "pacenote"), *map(str, args)],
                              capture_output=True, text=True, cwd=away, timeout=300)

    # the compiled planning kernels were built into the wheel (engine/native/)
    native = subprocess.run([str(python), "-I", "-c", "import pacenote.engine._native"],
                            capture_output=True, text=True, cwd=away)
    assert native.returncode == 0, native.stderr
    no_qt = subprocess.run([str(python), "-I", "-c", "import PySide6"], capture_output=True,
                           text=True, cwd=away)
    assert no_qt.returncode == 1 and "No module named 'PySide6'" in no_qt.stderr
    command = pacenote("tiles", "--json", "231a")
    assert command.returncode == 0, command.stderr
    assert json.loads(command.stdout)[0]["limits"] == [5]
    stage = ROOT / "examples" / "rally-1" / "ss1.stage.json"
    checked = pacenote("validate", stage)
    assert checked.returncode == 0 and "0 errors" in checked.stdout, checked.stderr
    driven = pacenote("drive", "-n", "5", "--json", stage)
    assert driven.returncode == 0, driven.stderr
    assert json.loads(driven.stdout)["finished"] == 5
    drawn = pacenote("render", stage, "-o", away / "ss1.svg")
    assert drawn.returncode == 0 and "</svg>" in (away / "ss1.svg").read_text()
    # translations ship in the wheel and work without Qt: the service park's words in Spanish
    spanish = pacenote("--lang", "es", "render", stage, "-o", away / "ss1-es.svg")
    assert spanish.returncode == 0, spanish.stderr
    assert "ASISTENCIA" in (away / "ss1-es.svg").read_text("utf-8")
    assert "ASISTENCIA" not in (away / "ss1.svg").read_text("utf-8")
    # ... and the CLI's own words: findings, the summary and --help (issue 27)
    german = pacenote("--lang", "de", "validate", stage)
    assert german.returncode == 0, german.stderr
    assert "Hinweis stage-length: " in german.stdout and "Straßen-Streckenteile" in german.stdout
    assert german.stdout.splitlines()[-1].startswith("1 Datei geprüft: 0 Fehler")
    russian = pacenote("--lang", "ru", "validate", "--help")
    assert russian.returncode == 0, russian.stderr
    assert "Проверяет спецучастки и ралли" in russian.stdout and "Использование:" in russian.stdout
    hint = 'needs Qt (PySide6), which is not installed: pip install "pacenote[editor]"'
    for args in (["edit"], ["render", stage, "-o", away / "ss1.png"],
                 ["export", stage, "-o", away / "ss1.pdf"]):
        refused = pacenote(*args)
        assert refused.returncode == 2 and refused.stdout == "", args
        assert len(refused.stderr.splitlines()) == 1 and hint in refused.stderr, args
    assert not (away / "ss1.png").exists() and not (away / "ss1.pdf").exists()
