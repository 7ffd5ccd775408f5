#!/usr/bin/env bash
# Check the layer contracts in pyproject.toml ([tool.importlinter]) with import-linter.
# The layers live in separate folders mapped into one namespace (setup.py), which an
# editable install does not lay out on disk: install a plain copy in a temp folder and
# let import-linter read that.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
.venv/bin/python -m pip install -q --no-deps --no-compile --target "$tmp/site" . 2>"$tmp/pip.log" \
  || { cat "$tmp/pip.log" >&2; exit 1; }
(cd "$tmp" && PYTHONPATH="$tmp/site" "$OLDPWD/.venv/bin/lint-imports" --config "$OLDPWD/pyproject.toml" --no-cache)
