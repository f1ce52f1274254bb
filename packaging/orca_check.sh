#!/usr/bin/env bash
# Play part of a hand with the real Orca screen reader listening, and print what
# Orca spoke (the "SPEECH OUTPUT" lines of its debug log), then how many of those
# lines were about the other seats' bids, cards and tricks.
#
#   packaging/orca_check.sh [--language de] [--cards N] [--python PYTHON]
#
# Needs (Debian 12): orca, speech-dispatcher, xvfb, xdotool, dbus, at-spi2-core,
# python3-gi, gir1.2-atspi-2.0. Everything runs on a virtual X server in a D-Bus
# session of its own, with fresh settings folders: the player's own desktop and
# files are not touched. The driver is tests/accessibility/table_session.py.
set -euo pipefail
cd "$(dirname "$0")/.."
python=.venv/bin/python
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --python) python="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
for tool in orca Xvfb xdotool dbus-run-session /usr/bin/python3; do
  command -v "$tool" >/dev/null || { echo "missing: $tool (see docs/accessibility.md)" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dbus-run-session -- /usr/bin/python3 tests/accessibility/table_session.py \
  --python "$python" --root "$PWD" --out "$work/heard.json" \
  --orca-log "$work/orca.debug" "${args[@]}" 2>/dev/null
/usr/bin/python3 - "$work/heard.json" <<'PY'
import json, re, sys
data = json.load(open(sys.argv[1]))
spoken = data.get("orca", [])
print(f"Orca spoke {len(spoken)} lines:")
for line in spoken:
    print("  " + line)
# the sentences of ui/announce.py about another seat (English; German: West, Nord, Ost)
about_others = re.compile(r"(West|North|East|Nord|Ost)\b.{0,20}\b(passes|bids|plays|takes|"
                          r"shows|has no meld|names|won|passt|bietet|spielt|nimmt|zeigt|hat)\b")
about = [s for s in spoken if about_others.match(s) and ":" not in s[:8]]
print(f"lines about the other seats' bids, cards, tricks and meld: {len(about)}")
print(f"cards the player played: {data.get('played', 0)}")
PY
