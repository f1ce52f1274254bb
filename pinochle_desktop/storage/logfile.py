"""The program's log: a rotating file in the platform's log folder, and faulthandler.

A desktop program is started from a menu, so nobody sees its terminal; what
goes wrong must land in a file the player can find and send. The log keeps
three files of 1 MB. A crash of the interpreter itself (a segfault in Qt)
cannot run Python's logging, so :mod:`faulthandler` writes its traceback to
``faults.log``; the next start moves that text into the log, where a report
finds it.

The log says where the player's files are, so it is private like them: the
folder ``0700``, the files ``0600``, and no file here is opened through a
symbolic link (one found in its place is replaced by a file, and the log says
so), so a link planted in the folder cannot make the program write, empty or
read a file elsewhere.

Nothing here raises: a log folder that cannot be written leaves the program
logging to the terminal only, and :func:`setup_logging` says so in a sentence
the caller can show.
"""

from __future__ import annotations

import faulthandler
import io
import logging
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from . import atomic, paths

#: bytes per log file, and how many old ones are kept
LOG_BYTES = 1_000_000
LOG_BACKUPS = 3
#: the most of a previous run's fault report carried into the log
FAULT_TEXT_LIMIT = 64_000
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("pinochle_desktop")


@dataclass
class LogSetup:
    """Where the log goes; ``problem`` is a sentence for the player, or ``""``."""

    path: Path | None
    problem: str = ""
    #: the open file faulthandler writes to (kept open for the program's life)
    fault_file: IO[str] | None = None


_CURRENT: LogSetup | None = None


class PrivateRotatingFileHandler(logging.FileHandler):
    """A rotating log whose every file is opened private and never through a link
    (at start and after each rotation; rotation itself only renames and removes).

    It rotates as the standard library's ``RotatingFileHandler`` does (a file that
    would grow past ``max_bytes`` becomes ``.1``, ``.1`` becomes ``.2`` ..., the
    oldest of ``backup_count`` is dropped), but over :class:`logging.FileHandler`,
    so that start-up does not import ``logging.handlers`` and all it needs (a
    tenth of the time to the first paint, ``bench/startup.py``).
    """

    def __init__(self, filename: Path, max_bytes: int, backup_count: int) -> None:
        #: the links found (and replaced) where the log file should be
        self.replaced: list[Path] = []
        self.max_bytes = max_bytes
        self.backup_count = backup_count
        super().__init__(filename, mode="a", encoding="utf-8", errors="backslashreplace")

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self._full(record):
                self._rotate_files()
            super().emit(record)
        except Exception:
            self.handleError(record)

    def _full(self, record: logging.LogRecord) -> bool:
        """The record would take the file past ``max_bytes`` (never for a device)."""
        if os.path.exists(self.baseFilename) and not os.path.isfile(self.baseFilename):
            return False
        if self.stream is None:
            self.stream = self._open()
        if self.max_bytes <= 0:
            return False
        self.stream.seek(0, 2)
        return self.stream.tell() + len(f"{self.format(record)}\n") >= self.max_bytes

    def _rotate_files(self) -> None:
        if self.stream is not None:
            self.stream.close()
            self.stream = None
        if self.backup_count > 0:
            for n in range(self.backup_count - 1, 0, -1):
                older, newer = f"{self.baseFilename}.{n}", f"{self.baseFilename}.{n + 1}"
                if os.path.exists(older):
                    if os.path.exists(newer):
                        os.remove(newer)
                    os.rename(older, newer)
            first = f"{self.baseFilename}.1"
            if os.path.exists(first):
                os.remove(first)
            self.rotate(self.baseFilename, first)
        self.stream = self._open()

    def rotate(self, source: str, dest: str) -> None:
        """The full file becomes the newest backup (a rename: nothing is opened)."""
        if os.path.exists(source):
            os.rename(source, dest)

    def _open(self) -> io.TextIOWrapper:
        fd, replaced = atomic.open_private(self.baseFilename, append=True)
        if replaced:
            self.replaced.append(Path(self.baseFilename))
        return open(fd, "a", encoding=self.encoding, errors=self.errors)


def current() -> LogSetup | None:
    """The set-up made by :func:`setup_logging`, if it ran."""
    return _CURRENT


def setup_logging(verbose: bool = False, folder: Path | None = None) -> LogSetup:
    """Log to a rotating file (and to the terminal when ``verbose``); turn faulthandler on."""
    global _CURRENT
    root = logging.getLogger()
    for handler in list(root.handlers):
        if getattr(handler, "_pinochle", False):
            root.removeHandler(handler)
            handler.close()
    if _CURRENT is not None and _CURRENT.fault_file is not None:
        faulthandler.disable()
        _CURRENT.fault_file.close()
    root.setLevel(logging.DEBUG if verbose else logging.INFO)
    formatter = logging.Formatter(FORMAT)
    terminal = logging.StreamHandler(sys.stderr)
    terminal.setLevel(logging.DEBUG if verbose else logging.WARNING)
    terminal.setFormatter(formatter)
    terminal._pinochle = True  # type: ignore[attr-defined]
    root.addHandler(terminal)
    where = folder if folder is not None else paths.log_dir()
    target = where / paths.log_path().name
    setup = LogSetup(path=target)
    try:
        paths.ensure_dir(where)
        paths.make_private([where, *backups(target)])
        handler = PrivateRotatingFileHandler(target, LOG_BYTES, LOG_BACKUPS)
    except OSError as exc:
        setup = LogSetup(path=None, problem=(
            f"The log file could not be written in {where} ({exc.strerror or exc}); "
            "the game works, but problems are only shown on the terminal."))
        terminal.setLevel(logging.DEBUG if verbose else logging.INFO)
        if not faulthandler.is_enabled() and sys.stderr is not None:
            faulthandler.enable()
        _CURRENT = setup
        log.warning("%s", setup.problem)
        return setup
    handler.setFormatter(formatter)
    handler._pinochle = True  # type: ignore[attr-defined]
    root.addHandler(handler)
    for link in handler.replaced:
        log.warning("%s was a link; it was replaced by a new log file", link)
    setup.fault_file = _fault_file(where / paths.faults_path().name)
    _CURRENT = setup
    return setup


def backups(target: Path) -> list[Path]:
    """The rotated copies of the log file ``target`` (``.1`` to ``.LOG_BACKUPS``)."""
    return [target.with_name(f"{target.name}.{n}") for n in range(1, LOG_BACKUPS + 1)]


def _fault_file(path: Path) -> IO[str] | None:
    """Carry a previous crash's report into the log, then point faulthandler at the file."""
    try:
        fd, replaced = atomic.open_private(path, append=False)
    except OSError as exc:
        log.warning("crash reports go to the terminal only (%s: %s)", path, exc)
        if sys.stderr is not None:
            faulthandler.enable()
        return None
    fault = os.fdopen(fd, "r+", encoding="utf-8", errors="replace")
    if replaced:
        log.warning("%s was a link; it was replaced by a new file", path)
    try:
        text = fault.read(FAULT_TEXT_LIMIT)
        if text:
            log.error("The previous run ended in a crash:\n%s", text.rstrip())
            fault.seek(0)
            fault.truncate()
    except (OSError, ValueError) as exc:
        log.warning("crash reports go to the terminal only (%s: %s)", path, exc)
        fault.close()
        if sys.stderr is not None:
            faulthandler.enable()
        return None
    faulthandler.enable(file=fault)
    return fault
