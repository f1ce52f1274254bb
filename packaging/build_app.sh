#!/bin/sh
# Build the one-folder app in dist/pinochle-desktop/ and smoke-test it (see build_app.py).
exec python3 "$(dirname "$0")/build_app.py" "$@"
