"""The program's log: a rotating file in the platform's log folder, and faulthandler.

A desktop program is started from a menu, so nobody sees its terminal; what
goes wrong must land in a file the player can find and send. The log keeps
three files of 1 MB. A crash of the interpreter itself (a segfault in Qt)
cannot run Python's logging, so :mod:`faulthandler` writes its traceback to
``faults.log``; the next start moves that text into the log, where a report
finds it.

Nothing here raises: a log folder that cannot be written leaves the program
logging to the terminal only, and :func:`setup_logging` says so in a sentence
the caller can show.
"""

from __future__ import annotations

import faulthandler
import logging
import logging.handlers
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from . import paths

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
    target = where / "pinochle-desktop.log"
    setup = LogSetup(path=target)
    try:
        paths.ensure_dir(where)
        handler = logging.handlers.RotatingFileHandler(
            target, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8",
            errors="backslashreplace")
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
    setup.fault_file = _fault_file(where / "faults.log")
    _CURRENT = setup
    return setup


def _fault_file(path: Path) -> IO[str] | None:
    """Carry a previous crash's report into the log, then point faulthandler at the file."""
    try:
        if path.exists() and not path.is_file():
            raise OSError("not a regular file")
        if path.is_file() and path.stat().st_size:
            with path.open("r", encoding="utf-8", errors="replace") as old:
                text = old.read(FAULT_TEXT_LIMIT)
            log.error("The previous run ended in a crash:\n%s", text.rstrip())
        fault = path.open("w", encoding="utf-8")
    except OSError as exc:
        log.warning("crash reports go to the terminal only (%s: %s)", path, exc)
        if sys.stderr is not None:
            faulthandler.enable()
        return None
    faulthandler.enable(file=fault)
    return fault
