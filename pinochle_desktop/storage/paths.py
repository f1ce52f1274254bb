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

Everything the program keeps is private to the player whatever the umask:
its folders are ``0700`` and its files ``0600`` (the hand history tells
anyone who can read it how the player plays). :func:`user_folders` and
:func:`user_files` list them all; :func:`make_private` tightens, at start-up,
what an earlier version left readable.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterable
from pathlib import Path

import platformdirs

APP_NAME = "pinochle-desktop"
#: when set, config/, data/ and state/ live under this folder (portable mode, tests)
HOME_OVERRIDE = "PINOCHLE_DESKTOP_HOME"
#: the permissions of every folder and file the program makes
PRIVATE_DIR = 0o700
PRIVATE_FILE = 0o600
#: the files SQLite keeps beside a database, with the database's permissions
SQLITE_SIDECARS = ("-wal", "-shm", "-journal")


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


def faults_path() -> Path:
    """Where :mod:`faulthandler` writes when the interpreter itself crashes."""
    return log_dir() / "faults.log"


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


def challenges_path() -> Path:
    """The series played against the Expert (``storage.challenges``)."""
    return data_dir() / "challenges.json"


def autosave_path() -> Path:
    return state_dir() / "autosave.pinochle"


def user_folders() -> tuple[Path, ...]:
    """Every folder the program creates, parents before children."""
    return (config_dir(), data_dir(), saves_dir(), state_dir(), log_dir())


def user_files() -> tuple[Path, ...]:
    """Every file of the program's own at its fixed place (the history with
    SQLite's files beside it; not the rotated logs, see ``logfile``)."""
    history = history_path()
    return (
        settings_path(),
        rulesets_path(),
        window_state_path(),
        autosave_path(),
        history,
        challenges_path(),
        *(history.with_name(history.name + extra) for extra in SQLITE_SIDECARS),
        log_path(),
        faults_path(),
    )


def runtime_dir() -> Path | None:
    """The user's runtime folder for sockets (``XDG_RUNTIME_DIR``), when the session names one.

    Not checked here: whoever puts a socket in it checks first that it is a
    folder of the user's own that nobody else can enter.
    """
    value = os.environ.get("XDG_RUNTIME_DIR", "")
    return Path(value) if os.path.isabs(value) else None


def ensure_dir(path: Path) -> Path:
    """Create ``path`` (and its missing parents) private to the player; return it.

    Every folder made here is ``0700`` whatever the umask; a folder that
    already existed is left as it is (see :func:`make_private`).
    """
    missing: list[Path] = []
    folder = path
    while not os.path.lexists(folder) and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder, PRIVATE_DIR)
        except FileExistsError:
            continue  # made meanwhile (another copy of the program): left as it is
        with contextlib.suppress(OSError):
            os.chmod(folder, PRIVATE_DIR)  # the umask may have taken bits off, never added
    if not path.is_dir():
        path.mkdir(parents=True, exist_ok=True)  # the error that says why (a file in the way)
    return path


def make_private(targets: Iterable[Path]) -> list[Path]:
    """Take group and other permissions off the given folders and files; return those changed.

    Only real folders and regular files owned by the player are changed: a
    symbolic link is never followed (the path is opened with ``O_NOFOLLOW``
    and changed through that descriptor) and a missing path is skipped.
    Errors are ignored: a read-only disk keeps what it has. Nothing is done
    where permissions are not POSIX ones (Windows keeps its own ACLs).
    """
    changed: list[Path] = []
    if os.name != "posix":
        return changed
    flags = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC
    for target in targets:
        try:
            fd = os.open(target, flags)
        except OSError:
            continue  # missing, a link, or not ours to read
        try:
            info = os.fstat(fd)
            mode = stat.S_IMODE(info.st_mode)
            if stat.S_ISDIR(info.st_mode):
                wanted = PRIVATE_DIR
            elif stat.S_ISREG(info.st_mode):
                wanted = mode & PRIVATE_FILE
            else:
                continue
            if info.st_uid != os.getuid() or mode == wanted:
                continue
            os.fchmod(fd, wanted)
        except OSError:
            continue
        finally:
            os.close(fd)
        changed.append(target)
    return changed


def make_user_files_private() -> list[Path]:
    """:func:`make_private` for every folder and file of :func:`user_folders` and
    :func:`user_files`; call once at start-up."""
    return make_private((*user_folders(), *user_files()))
