"""Where Pinochle Desktop keeps its files, by the platform's conventions.

* config dir: ``settings.json``, ``rulesets.json`` (things a person chose)
* data dir: ``saves/`` (the default folder for ``.pinochle`` files) and
  ``history.sqlite3`` (things a person would miss if they were lost)
* state dir: ``autosave.pinochle`` and ``window.json`` (things that only
  describe where the program was)
* log dir: ``pinochle-desktop.log`` (rotated) and ``faults.log`` (what
  :mod:`faulthandler` wrote when the interpreter itself crashed)

Every function reads the environment when it is called, never at import, so
tests (and a portable install) can redirect the folders: platformdirs honours
``XDG_CONFIG_HOME``, ``XDG_DATA_HOME`` and ``XDG_STATE_HOME`` on Linux, and
``PINOCHLE_DESKTOP_HOME`` puts all three under one folder on every platform.
Nothing here creates a folder; :func:`ensure_dir` does that at write time.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "pinochle-desktop"
#: when set, config/, data/ and state/ live under this folder (portable mode, tests)
HOME_OVERRIDE = "PINOCHLE_DESKTOP_HOME"


def _override(kind: str) -> Path | None:
    home = os.environ.get(HOME_OVERRIDE)
    return Path(home) / kind if home else None


def config_dir() -> Path:
    """Settings and named rule sets."""
    return _override("config") or platformdirs.user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """Saved games (default folder) and the hand history database."""
    return _override("data") or platformdirs.user_data_path(APP_NAME, appauthor=False)


def state_dir() -> Path:
    """The autosave and the window state."""
    return _override("state") or platformdirs.user_state_path(APP_NAME, appauthor=False)


def log_dir() -> Path:
    """The log files (``~/.local/state/pinochle-desktop/log`` on Linux)."""
    override = _override("state")
    if override is not None:
        return override / "log"
    return platformdirs.user_log_path(APP_NAME, appauthor=False)


def log_path() -> Path:
    return log_dir() / "pinochle-desktop.log"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def rulesets_path() -> Path:
    return config_dir() / "rulesets.json"


def window_state_path() -> Path:
    return state_dir() / "window.json"


def saves_dir() -> Path:
    """The folder Save As and Open start in."""
    return data_dir() / "saves"


def history_path() -> Path:
    return data_dir() / "history.sqlite3"


def autosave_path() -> Path:
    return state_dir() / "autosave.pinochle"


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its parents) if needed; return it."""
    path.mkdir(parents=True, exist_ok=True)
    return path
