#!/usr/bin/env bash
# Install (or with --uninstall, remove) Pinochle Desktop's menu entry, icons,
# AppStream metadata and file types for the current user, under
# ${XDG_DATA_HOME:-$HOME/.local/share}. Nothing outside that folder is touched.
#
#   ./packaging/linux/install_user.sh               # install or update
#   ./packaging/linux/install_user.sh --uninstall   # remove exactly those files
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
mode=install
case "${1:-}" in
  "") ;;
  --uninstall) mode=uninstall ;;
  -h|--help) sed -n '2,7p' "$0"; exit 0 ;;
  *) echo "usage: $0 [--uninstall]" >&2; exit 2 ;;
esac
python="${PYTHON:-}"
if [ -z "$python" ]; then
  if [ -x "$root/.venv/bin/python" ]; then python="$root/.venv/bin/python"; else python=python3; fi
fi
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# The menu entry runs `pinochle-desktop`; point it at the venv when that is not on PATH.
build_args=()
if ! command -v pinochle-desktop >/dev/null 2>&1; then
  if [ -x "$root/.venv/bin/pinochle-desktop" ]; then
    build_args=(--exec "$root/.venv/bin/pinochle-desktop")
  elif [ "$mode" = install ]; then
    echo "warning: pinochle-desktop is not on PATH; the menu entry works once it is." >&2
  fi
fi

# Build into a temporary tree; its file list is exactly what we install or remove.
tmp="$(mktemp -d "${TMPDIR:-/tmp}/pinochle-desktop-install.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
"$python" "$here/build_desktop_files.py" "$tmp" "${build_args[@]}" >/dev/null

while IFS= read -r -d '' file; do
  relative="${file#"$tmp/share/"}"
  if [ "$mode" = install ]; then
    install -D -m 644 "$file" "$data_home/$relative"
  else
    rm -f "$data_home/$relative"
  fi
done < <(find "$tmp/share" -type f -print0)

# Refresh the caches (all optional).
if command -v update-desktop-database >/dev/null 2>&1 && [ -d "$data_home/applications" ]; then
  update-desktop-database -q "$data_home/applications" || true
fi
if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data_home/mime/packages" ]; then
  update-mime-database "$data_home/mime" 2>/dev/null || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -d "$data_home/icons/hicolor" ]; then
  gtk-update-icon-cache -q -t -f "$data_home/icons/hicolor" || true
fi
if [ "$mode" = install ]; then
  echo "Installed Pinochle Desktop's desktop files under $data_home"
else
  echo "Removed Pinochle Desktop's desktop files from $data_home"
fi
