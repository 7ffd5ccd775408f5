"""The built wheel, installed alone into a fresh venv, carries the tileset and schemas.

Catches package data missing from the wheel: the source tree is never importable
here (the wheel is built from a copy, and the check runs outside the repository).
Dependencies come from the running interpreter's site-packages (a .pth line in the
new venv), so nothing is downloaded for them; pacenote itself comes only from the wheel.
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
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for folder in layer_folders():
        shutil.copytree(ROOT / folder, dest / folder, ignore=ignore)


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
    # .pth files in these folders (an editable pacenote) are not processed.
    deps = [p for p in site.getsitepackages() if Path(p).is_dir()]
    (Path(purelib) / "_pacenote_test_deps.pth").write_text("\n".join(deps) + "\n")
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

    command = subprocess.run([str(env_dir / "bin" / "pacenote"), "tiles", "--json", "231a"],
                             capture_output=True, text=True, cwd=away, timeout=300)
    assert command.returncode == 0, command.stderr
    assert json.loads(command.stdout)[0]["limits"] == [5]
