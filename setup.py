"""Packages are found, not listed: every top-level layer folder maps to one subpackage of
``pacenote`` (docs/internals.md), and its subpackages are discovered under it."""

from setuptools import Extension, find_packages, setup

# The layers and data folders, each installed as one subpackage of the namespace ``pacenote``.
FOLDERS = {
    "pacenote": "pacenote",
    "pacenote.engine": "engine",
    "pacenote.validators": "validators",
    "pacenote.generate": "generate",
    "pacenote.export": "export",
    "pacenote.editor": "editor",
    "pacenote.cli": "cli",
    "pacenote.schema": "schema",
    "pacenote.tilesets": "tilesets",
}

package_dir = dict(FOLDERS)
packages = []
for name, folder in FOLDERS.items():
    packages.append(name)
    for sub in find_packages(folder):
        packages.append(f"{name}.{sub}")
        package_dir[f"{name}.{sub}"] = f"{folder}/{sub.replace('.', '/')}"

# The planner's level solve and the exact evaluation of plans compiled (engine/native/,
# docs/engine.md "Speed"). Optional: without a C compiler and Python's headers the build
# goes on without it and pacenote runs the NumPy path (the same results, slower).
# -ffp-contract=off: no fused multiply-add, so that every float is the NumPy path's to
# the last bit.
NATIVE = Extension("pacenote.engine._native", ["engine/native/fronts.c"],
                   depends=["engine/native/evaluate.c", "engine/native/relays.c"], optional=True,
                   extra_compile_args=["-O2", "-ffp-contract=off"])

setup(packages=packages, package_dir=package_dir, ext_modules=[NATIVE])
