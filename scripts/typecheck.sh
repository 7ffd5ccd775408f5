#!/usr/bin/env bash
# mypy --strict over every pacenote module. The layer folders are installed as
# subpackages of ``pacenote`` (setup.py), so mypy reads them through a tree of links
# laid out as the installed package: .mypy-tree/pacenote/{engine,validators,...}.
set -euo pipefail
cd "$(dirname "$0")/.."
tree=.mypy-tree
rm -rf "$tree"
mkdir -p "$tree/pacenote"
for entry in pacenote/*; do
  ln -s "../../$entry" "$tree/pacenote/$(basename "$entry")"
done
for layer in $(.venv/bin/python -c "
import ast
tree = ast.parse(open('setup.py').read())
folders = next(ast.literal_eval(n.value) for n in tree.body
               if isinstance(n, ast.Assign) and getattr(n.targets[0], 'id', '') == 'FOLDERS')
print(' '.join(f for name, f in folders.items() if name != 'pacenote'))"); do
  ln -s "../../$layer" "$tree/pacenote/$layer"
done
# Errors name the repository's own files, not the links.
MYPYPATH="$tree" .venv/bin/mypy --strict --cache-dir .mypy_cache -p pacenote "$@" \
  | sed -E "s#^$tree/pacenote/(engine|validators|export|editor|cli|schema|tilesets)/#\1/#; s#^$tree/##"
exit "${PIPESTATUS[0]}"
