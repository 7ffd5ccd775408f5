"""Start-up: each command imports only what it uses (issue 13). Timing lives in
benchmarks/bench_startup.py; these tests pin which modules a command loads."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

from pacenote.cli.app import COMMANDS, app

ROOT = Path(__file__).resolve().parent.parent
STAGE = ROOT / "examples" / "rally-1" / "ss1.stage.json"
HEAVY = ("PySide6", "pydantic", "numpy", "shapely", "pacenote.engine", "pacenote.export",
         "pacenote.editor", "rich")


def modules_after(*args: str, tmp_path: Path) -> set[str]:
    """The modules loaded by a fresh process running ``pacenote ARGS``."""
    out = tmp_path / "modules.json"
    code = ("import json, sys\n"
            "from pacenote.cli import main\n"
            f"sys.argv = ['pacenote', *{list(args)!r}]\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            f"open({str(out)!r}, 'w').write(json.dumps(sorted(sys.modules)))\n")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)
    return set(json.loads(out.read_text()))


def loaded(modules: set[str], prefix: str) -> bool:
    return any(m == prefix or m.startswith(prefix + ".") for m in modules)


def test_version_loads_no_command_and_no_library_beyond_typer(tmp_path):
    modules = modules_after("--version", tmp_path=tmp_path)
    for heavy in (*HEAVY, "networkx", "jsonschema", "pacenote.validators", "pacenote.cli.drive"):
        assert not loaded(modules, heavy), heavy


def test_validate_loads_no_qt_engine_export_shapely_numpy_networkx_or_jsonschema(tmp_path):
    modules_after("validate", str(STAGE), tmp_path=tmp_path)  # cell templates now cached
    modules = modules_after("validate", str(STAGE), tmp_path=tmp_path)
    assert loaded(modules, "pacenote.validators")
    for heavy in (*HEAVY, "networkx", "jsonschema"):  # plain graph; quick schema check
        assert not loaded(modules, heavy), heavy
    commands = {f"pacenote.cli.{module}" for module in COMMANDS.values()}
    assert modules & commands == {"pacenote.cli.validate"}


def test_validating_gt_and_mixed_stages_needs_no_geometry(tmp_path):
    """GT sides are built from their templates too: no shapely, NumPy or networkx."""
    gt = [str(ROOT / "examples" / "gt" / name)
          for name in ("circuit-1.stage.json", "circuit-7.rgt", "mixed-asphalt.stage.json")]
    modules_after("validate", *gt, tmp_path=tmp_path)  # templates now cached
    modules = modules_after("validate", *gt, tmp_path=tmp_path)
    for heavy in (*HEAVY, "networkx", "jsonschema", "pacenote.gtgeometry",
                  "pacenote.tilegeometry"):
        assert not loaded(modules, heavy), heavy


@pytest.mark.parametrize("module", sorted(
    p.stem for p in (ROOT / "cli").glob("*.py") if p.stem not in ("__init__", "app")))
def test_every_command_is_in_the_lazy_table_with_its_module(module):
    importlib.import_module(f"pacenote.cli.{module}")
    defined = {info.name or info.callback.__name__.replace("_", "-")
               for info in app.registered_commands
               if info.callback.__module__ == f"pacenote.cli.{module}"}
    # Helper modules (outputs, safetext) define none and are in no row of the table.
    assert defined == {name for name, mod in COMMANDS.items() if mod == module}


def test_help_lists_every_command_in_table_order():
    from typer.testing import CliRunner

    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    at = [result.output.index(f"│ {name} ") for name in COMMANDS]
    assert at == sorted(at)


def test_help_loads_no_engine_export_qt_or_networkx(tmp_path):
    for args in (("--help",), ("drive", "--help"), ("export", "--help"), ("tiles", "--help")):
        modules = modules_after(*args, tmp_path=tmp_path)
        for heavy in ("PySide6", "numpy", "shapely", "networkx", "pacenote.engine.drivers",
                      "pacenote.engine.board", "pacenote.export.booklet", "pacenote.editor"):
            assert not loaded(modules, heavy), (args, heavy)


@pytest.mark.parametrize("package", ["pacenote.engine", "pacenote.export"])
def test_lazy_package_names_match_their_type_checking_imports(package):
    """The names a lazy package hands to lazy_exports are the ones it imports for mypy,
    each from the module the table names, and every one of them resolves."""
    import ast

    module = importlib.import_module(package)
    tree = ast.parse(Path(module.__file__).read_text("utf-8"))
    declared = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(package):
            for alias in node.names:
                declared[alias.name] = node.module.removeprefix(package + ".")
    table = next(n for n in ast.walk(tree) if isinstance(n, ast.Call)
                 and getattr(n.func, "id", "") == "lazy_exports").args[1]
    assert declared == ast.literal_eval(table)
    assert set(declared) == set(module.__all__)
    for name in module.__all__:
        assert getattr(module, name) is not None


def test_drive_of_a_stage_loads_no_networkx_qt_or_process_pool(tmp_path):
    """A stage's drive reads the plain cell graph (engine/board.py): networkx is loaded
    only for circuits' lap graphs and the editor; shapely only to derive templates."""
    modules_after("drive", str(STAGE), "--runs", "5", tmp_path=tmp_path)  # templates cached
    modules = modules_after("drive", str(STAGE), "--runs", "5", tmp_path=tmp_path)
    assert loaded(modules, "pacenote.engine")
    for heavy in ("networkx", "PySide6", "pacenote.editor", "shapely"):
        assert not loaded(modules, heavy), heavy
