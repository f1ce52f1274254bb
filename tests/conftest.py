"""Shared test setup: headless Qt and user folders redirected to a temp dir."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# silent tests: the table's sounds are asked for (and recorded) but never opened
os.environ["PINOCHLE_DESKTOP_SOUND"] = "off"
_tmp = tempfile.mkdtemp(prefix="pinochle-tests-")
for _name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
    os.environ[_name] = os.path.join(_tmp, _name.lower())
