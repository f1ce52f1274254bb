#!/usr/bin/env bash
# Set up everything Pinochle Desktop needs on a Debian/Ubuntu machine, then
# start the game (`run`), run the test suite (`test`), or only set up (`setup`).
#
#   ./packaging/bootstrap.sh run     # install and play
#   ./packaging/bootstrap.sh test    # install and run every test, headless
#
# System libraries Qt needs are installed with apt-get when we are root or
# have password-less sudo; otherwise the exact command to run is printed.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mode="${1:-run}"
shift || true

SYSTEM_PACKAGES=(
  libegl1 libgl1 libopengl0 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0
  libxkbcommon0 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1
  libxcb-image0 libxcb-randr0 libxcb-render-util0 libxcb-shape0 libxcb-xinerama0
  libxcb-xkb1 libx11-xcb1 fonts-dejavu-core
)

# On a fresh Ubuntu, unattended upgrades hold the package manager's lock for
# minutes after boot: wait for it (up to 10 minutes) instead of failing.
APT_WAIT=600
wait_for_apt_lock() {
  local waited=0 locks=(/var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock)
  command -v fuser >/dev/null 2>&1 || return 0
  while fuser "${locks[@]}" >/dev/null 2>&1; do
    if [ "$waited" -eq 0 ]; then
      echo "Another program is installing packages (often the automatic updates);"
      echo "waiting for it to finish (up to $((APT_WAIT / 60)) minutes)..."
    fi
    if [ "$waited" -ge "$APT_WAIT" ]; then
      echo "The package manager is still busy after $((APT_WAIT / 60)) minutes."
      echo "Let it finish (or reboot), then run this script again."
      exit 1
    fi
    sleep 5
    waited=$((waited + 5))
  done
}

install_system_packages() {
  command -v dpkg-query >/dev/null 2>&1 || return 0
  local missing=()
  for pkg in "${SYSTEM_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$pkg")
    fi
  done
  [ "${#missing[@]}" -eq 0 ] && return 0
  # apt itself also waits for the lock (DPkg::Lock::Timeout) where fuser is missing
  local opts="-o DPkg::Lock::Timeout=$APT_WAIT"
  local cmd="apt-get $opts update && apt-get $opts install -y --no-install-recommends ${missing[*]}"
  local failed="Installing the system libraries failed (see the apt messages above). Fix that, or
install them by hand with:  sudo bash -c '$cmd'  and run this script again."
  if [ "$(id -u)" -eq 0 ]; then
    echo "Installing system libraries for Qt: ${missing[*]}"
    wait_for_apt_lock
    DEBIAN_FRONTEND=noninteractive bash -c "$cmd" || { echo "$failed"; exit 1; }
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    echo "Installing system libraries for Qt with sudo: ${missing[*]}"
    wait_for_apt_lock
    sudo DEBIAN_FRONTEND=noninteractive bash -c "$cmd" || { echo "$failed"; exit 1; }
  else
    echo "Qt needs these system libraries, which are missing: ${missing[*]}"
    echo "Install them with:"
    echo "  sudo bash -c '$cmd'"
    echo "(continuing; the program may fail to start without them)"
  fi
}

PY="${PYTHON:-python3}"
if ! "$PY" -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null; then
  echo "Pinochle Desktop needs Python 3.11 or newer (found: $("$PY" --version 2>&1))."
  echo "Install it with: sudo apt-get install python3 python3-venv"
  exit 1
fi

setup_venv() {
  if [ ! -x .venv/bin/python ]; then
    "$PY" -m venv .venv || {
      echo "Could not create a virtual environment. Install venv with:"
      echo "  sudo apt-get install python3-venv"
      exit 1
    }
  fi
  .venv/bin/python -m pip install --quiet --upgrade pip
  .venv/bin/python -m pip install --quiet -e ".[test,dev]"
}

# the test suite also validates the desktop files with the tools players' desktops use,
# and reads the table from outside as a screen reader does (Xvfb, the AT-SPI bus, Atspi)
if [ "$mode" = test ]; then
  SYSTEM_PACKAGES+=(desktop-file-utils libxml2-utils appstream shared-mime-info
                    xvfb xdotool dbus at-spi2-core python3-gi gir1.2-atspi-2.0)
fi
install_system_packages
setup_venv

case "$mode" in
  setup)
    echo "Set up. Start the game with: .venv/bin/pinochle-desktop"
    ;;
  run)
    exec .venv/bin/python -m pinochle_desktop "$@"
    ;;
  test)
    export QT_QPA_PLATFORM=offscreen
    tmp="$(mktemp -d)"
    trap 'rm -rf "$tmp"' EXIT
    export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data"
    export XDG_STATE_HOME="$tmp/state" XDG_CACHE_HOME="$tmp/cache"
    export XDG_RUNTIME_DIR="$tmp/runtime"
    mkdir -p "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
    .venv/bin/python -m pytest -q "$@"
    ;;
  *)
    echo "usage: $0 [run|test|setup] [args...]"
    exit 2
    ;;
esac
