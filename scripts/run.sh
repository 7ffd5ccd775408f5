#!/usr/bin/env bash
# Set everything up, then run pacenote's main job on the example rally:
# the editor when there is a display, otherwise the CLI validates and test-drives it.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

STAGE=examples/rally-1/ss1.stage.json
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec .venv/bin/pacenote edit "$STAGE"
fi
echo "No display: validating the example rally and test-driving its SS1 instead of opening the editor."
.venv/bin/pacenote validate examples/rally-1/
exec .venv/bin/pacenote drive "$STAGE" --runs 1000
