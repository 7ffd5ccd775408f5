#!/usr/bin/env bash
# Shared set-up for scripts/run.sh and scripts/test.sh (sourced, not run):
# system libraries Qt needs, a C compiler and Python's headers (the planner's compiled
# kernels, engine/native/: without them pacenote runs its NumPy path, slower), a virtualenv
# in .venv, pacenote installed editable with dev tools.
set -euo pipefail

PACKAGES=(python3-venv libegl1 libgl1 libglib2.0-0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1
          libdbus-1-3 fonts-dejavu-core libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
          libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 xvfb xauth
          poppler-utils  # pdftotext: the tests read the PDFs they write
          gcc libc6-dev python3-dev)  # the compiled planning kernels (engine/native/)

missing=()
if command -v dpkg >/dev/null 2>&1; then
  for p in "${PACKAGES[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
fi
if ((${#missing[@]})); then
  echo "setup: installing system packages: ${missing[*]}"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null 2>&1 || PYTHON=python3
if [ ! -x .venv/bin/python ]; then
  echo "setup: creating .venv with $PYTHON"
  "$PYTHON" -m venv .venv
fi
stamp=.venv/.pacenote-installed
# Installed again when the build changes: the package list, setup.py or the C kernels.
newer=$(find pyproject.toml setup.py engine/native -newer "$stamp" 2>/dev/null | head -1 || true)
if [ ! -f "$stamp" ] || [ -n "$newer" ]; then
  echo "setup: installing pacenote and its dependencies into .venv"
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  # setuptools warns on every editable install that folders named like the package may
  # shadow it: that is this layout on purpose (setup.py maps each folder to a subpackage).
  PYTHONWARNINGS=ignore .venv/bin/python -m pip install -q -e ".[editor,dev]"
  touch "$stamp"
fi
