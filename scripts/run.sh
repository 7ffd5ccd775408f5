#!/usr/bin/env bash
# Set everything up, then run pacenote's main job on the example rally (Rally 1 of the
# rulebook): the editor on the rally when there is a display, otherwise the CLI
# validates it and races it with four players.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

RALLY=examples/rally-1/rally-1.rally.json
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec .venv/bin/pacenote edit "$RALLY"
fi
echo "No display: validating the example rally and racing it with 4 players instead of opening the editor."
.venv/bin/pacenote validate "$RALLY"
exec .venv/bin/pacenote drive "$RALLY" --players 4 --runs 100
