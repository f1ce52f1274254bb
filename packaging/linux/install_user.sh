#!/usr/bin/env bash
# Install (or with --uninstall, remove) Pinochle Desktop's menu entry, icons,
# AppStream metadata and file types for the current user, under
# ${XDG_DATA_HOME:-$HOME/.local/share}. Nothing outside that folder is touched.
#
#   ./packaging/linux/install_user.sh               # install or update
#   ./packaging/linux/install_user.sh --uninstall   # remove exactly those files
#
# The program asks itself to do it (`pinochle-desktop --install-desktop-entry`),
# so the menu entry starts that very program: the built app in dist/ when there
# is one, else the pinochle-desktop on PATH, else this checkout's .venv. A built
# app copied elsewhere is installed from its own folder with
#   /where/you/copied/pinochle-desktop/pinochle-desktop --install-desktop-entry
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
option=--install-desktop-entry
case "${1:-}" in
  "") ;;
  --uninstall) option=--uninstall-desktop-entry ;;
  -h|--help) sed -n '2,12p' "$0"; exit 0 ;;
  *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac

program="${PINOCHLE_DESKTOP:-}"
if [ -z "$program" ]; then
  if [ -x "$root/dist/pinochle-desktop/pinochle-desktop" ]; then
    program="$root/dist/pinochle-desktop/pinochle-desktop"
  elif command -v pinochle-desktop >/dev/null 2>&1; then
    program="$(command -v pinochle-desktop)"
  elif [ -x "$root/.venv/bin/pinochle-desktop" ]; then
    program="$root/.venv/bin/pinochle-desktop"
  else
    echo "No pinochle-desktop program was found: build the app (packaging/build_app.sh)," >&2
    echo "install the game (packaging/bootstrap.sh setup), or set PINOCHLE_DESKTOP." >&2
    exit 1
  fi
fi
QT_QPA_PLATFORM=offscreen exec "$program" "$option"
