#!/usr/bin/env bash
# Build the desktop-integration tree into a temporary prefix and validate it:
# desktop-file-validate, appstreamcli validate, xmllint, update-mime-database
# (and that *.pinochle maps to application/x-pinochle-save), and every icon size.
# Missing validators are installed with apt-get when run as root; otherwise the
# command to run is printed and the check fails. Exits non-zero on any failure.
#
#   ./packaging/linux/check_desktop_files.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
app_id="io.github.pinochledesktop.PinochleDesktop"
python="${PYTHON:-}"
if [ -z "$python" ]; then
  if [ -x "$root/.venv/bin/python" ]; then python="$root/.venv/bin/python"; else python=python3; fi
fi
export QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}"

# --- the validators ------------------------------------------------------------
declare -A package_of=(
  [desktop-file-validate]=desktop-file-utils
  [appstreamcli]=appstream
  [xmllint]=libxml2-utils
  [update-mime-database]=shared-mime-info
)
missing=()
for tool in "${!package_of[@]}"; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("${package_of[$tool]}")
done
if [ "${#missing[@]}" -gt 0 ]; then
  cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing validators: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive bash -c "$cmd"
  else
    echo "check_desktop_files: missing validators; install them with:" >&2
    echo "  sudo $cmd" >&2
    exit 1
  fi
fi

# --- build -----------------------------------------------------------------------
tmp="$(mktemp -d "${TMPDIR:-/tmp}/pinochle-desktop-files.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
"$python" "$here/build_desktop_files.py" "$tmp"
share="$tmp/share"
failures=0
step() { echo; echo "== $*"; }
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }

step "desktop-file-validate"
desktop-file-validate "$share/applications/$app_id.desktop" && echo "ok" \
  || fail "desktop-file-validate"

step "appstreamcli validate --no-net --explain"
appstreamcli validate --no-net --explain "$share/metainfo/$app_id.metainfo.xml" \
  || fail "appstreamcli validate"

step "xmllint --noout (mime, metainfo, icon)"
xmllint --noout "$share/mime/packages/$app_id.xml" \
  "$share/metainfo/$app_id.metainfo.xml" \
  "$share/icons/hicolor/scalable/apps/$app_id.svg" && echo "ok" || fail "xmllint"

step "update-mime-database"
if XDG_DATA_DIRS="$share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" \
  update-mime-database "$share/mime"; then
  for pair in "application/x-pinochle-save:*.pinochle" "application/x-pinochle-hand:*.pinochle-hand"; do
    if cut -d: -f2- "$share/mime/globs2" | grep -qxF "$pair"; then
      echo "ok: ${pair#*:} -> ${pair%%:*}"
    else
      fail "${pair#*:} does not map to ${pair%%:*} in the compiled database"
    fi
  done
  grep -q "application/x-pinochle-save" "$share/mime/magic" \
    && echo "ok: magic for application/x-pinochle-save" || fail "no magic for the save type"
else
  fail "update-mime-database"
fi

step "Qt's QMimeDatabase sees the types (by name and by content)"
printf '{\n  "format": "pinochle-save",\n  "version": 1\n}\n' > "$tmp/game.json"
if XDG_DATA_DIRS="$share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}" "$python" - "$tmp" <<'EOF'
import sys
from PySide6.QtCore import QMimeDatabase

db = QMimeDatabase()
tmp = sys.argv[1]
got = {
    "x.pinochle": db.mimeTypeForFile("x.pinochle", QMimeDatabase.MatchMode.MatchExtension).name(),
    "x.pinochle-hand": db.mimeTypeForFile(
        "x.pinochle-hand", QMimeDatabase.MatchMode.MatchExtension
    ).name(),
    "game.json (content)": db.mimeTypeForFile(
        f"{tmp}/game.json", QMimeDatabase.MatchMode.MatchContent
    ).name(),
}
want = {
    "x.pinochle": "application/x-pinochle-save",
    "x.pinochle-hand": "application/x-pinochle-hand",
    "game.json (content)": "application/x-pinochle-save",
}
for key, name in got.items():
    print(f"{key}: {name}")
sys.exit(0 if got == want else 1)
EOF
then echo "ok"; else fail "QMimeDatabase does not map the files to our types"; fi

step "icons"
for size in 16 24 32 48 64 128 256 512; do
  png="$share/icons/hicolor/${size}x${size}/apps/$app_id.png"
  if [ -s "$png" ] && head -c 8 "$png" | od -An -tx1 | grep -q "89 50 4e 47"; then
    echo "ok: ${size}x${size}"
  else
    fail "missing or not a PNG: $png"
  fi
done
[ -s "$share/icons/hicolor/scalable/apps/$app_id.svg" ] && echo "ok: scalable" \
  || fail "missing scalable icon"

echo
if [ "$failures" -gt 0 ]; then
  echo "check_desktop_files: $failures check(s) failed" >&2
  exit 1
fi
echo "check_desktop_files: all checks passed"
