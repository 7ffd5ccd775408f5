#!/usr/bin/env bash
# Set everything up, then run the linter and the whole test suite (GUI tests offscreen).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

export QT_QPA_PLATFORM=offscreen
.venv/bin/ruff check .
bash scripts/lint-imports.sh
bash scripts/typecheck.sh
set +e
.venv/bin/python -m pytest "$@"
status=$?
set -e
if [ "$status" -eq 5 ]; then
  echo "test: pytest collected no tests; that is a failure" >&2
  exit 1
fi
exit "$status"
