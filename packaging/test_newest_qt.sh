#!/usr/bin/env bash
# Run the whole test suite, headless, against this checkout with the newest
# PySide6-Essentials (or the one in $PYSIDE_VERSION), in a scratch venv that
# leaves the project's own .venv alone. The exit code is pytest's.
#
#   ./packaging/test_newest_qt.sh                       # newest PySide6, temp venv
#   PYSIDE_VERSION=6.11.3 ./packaging/test_newest_qt.sh /tmp/qt611   # kept venv
#   PYTHON=python3.13 ./packaging/test_newest_qt.sh '' tests/ui -x   # pytest args
#
# $1: the venv folder (created or reused, and kept); empty or absent: a temporary
# one, removed at the end. Further arguments go to pytest.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
venv="${1:-}"
shift || true
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
[ -n "$venv" ] || venv="$tmp/venv"

[ -x "$venv/bin/python" ] || "${PYTHON:-python3}" -m venv "$venv"
py="$venv/bin/python"
# the project's runtime and test dependencies, from pyproject.toml, less PySide6
mapfile -t deps < <("$py" - "$root/pyproject.toml" <<'EOF'
import re, sys, tomllib
project = tomllib.load(open(sys.argv[1], "rb"))["project"]
for dep in project["dependencies"] + project["optional-dependencies"]["test"]:
    if not re.match(r"pyside6", dep, re.I):
        print(dep)
EOF
)
"$py" -m pip install --quiet --upgrade pip
"$py" -m pip install --quiet --upgrade \
  "PySide6-Essentials${PYSIDE_VERSION:+==$PYSIDE_VERSION}" "${deps[@]}"
"$py" -c 'import sys, PySide6; print(f"PySide6 {PySide6.__version__}, Python {sys.version.split()[0]}")'

export QT_QPA_PLATFORM=offscreen PYTHONPATH="$root"
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
export XDG_STATE_HOME="$tmp/state" XDG_CACHE_HOME="$tmp/cache"
export XDG_RUNTIME_DIR="$tmp/runtime"
mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
cd "$root"
status=0
"$py" -X faulthandler -m pytest -q -p no:cacheprovider "$@" || status=$?
exit "$status"
