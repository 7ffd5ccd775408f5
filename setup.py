"""Packages are found, not listed: every top-level layer folder maps to one subpackage of
``pacenote`` (docs/internals.md), and its subpackages are discovered under it."""

from setuptools import find_packages, setup

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

setup(packages=packages, package_dir=package_dir)
