#!/usr/bin/env bash
# Regenerate the README's examples gallery: the picture of each rulebook rally is the
# overview.png of the bundle `pacenote export` writes for it.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for n in 1 2 3 4 5 6; do
  QT_QPA_PLATFORM=offscreen .venv/bin/pacenote export "examples/rulebook/rally-$n.rally.json" \
    -o "$tmp/rally-$n/" >/dev/null
  cp "$tmp/rally-$n/overview.png" "docs/img/rulebook-rally-$n.png"
  echo "docs/img/rulebook-rally-$n.png"
done
