"""Reading a hand history database's format without writing a byte of it.

The main file is opened read-only and immutable (no lock taken, no ``-wal`` or
``-shm`` file made) and its format checked (``user_version`` from 0 to the
current schema, our tables present), so a database that is refused is left
exactly as it was.
"""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from ..engine.text import QT_TRANSLATE_NOOP
from .history_schema import BUSY_TIMEOUT, TABLES, HistoryError, sqlite_problem


def connect_read_only(path: Path, *, immutable: bool = False) -> sqlite3.Connection:
    """A connection that never writes. ``immutable`` also takes no locks and opens no
    ``-wal`` or ``-shm`` file (it reads the main file alone), so a database that is
    refused is left byte for byte as it was, even one in WAL mode."""
    uri = f"{path.absolute().as_uri()}?mode=ro"
    if immutable:
        uri += "&immutable=1"
    return sqlite3.connect(uri, uri=True, isolation_level=None, timeout=BUSY_TIMEOUT)


def check_format(path: Path, target: int) -> int:
    """Read the schema version and tables without writing; HistoryError if the
    database is not ours, damaged, or newer. Returns the version.

    The main file is read as immutable first; only when it passes and a ``-wal``
    file beside it may hold later changes is it read again through the WAL."""
    version = _read_format(path, target, immutable=True)
    wal = path.with_name(path.name + "-wal")
    with contextlib.suppress(OSError):
        if wal.stat().st_size > 0:
            version = _read_format(path, target, immutable=False)
    return version


def _read_format(path: Path, target: int, *, immutable: bool) -> int:
    try:
        con = connect_read_only(path, immutable=immutable)
    except sqlite3.Error as exc:
        why, kind = sqlite_problem(exc)
        raise HistoryError(not_opened(path, why), kind) from None
    try:
        version = int(con.execute("PRAGMA user_version").fetchone()[0])
        tables = {
            r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
    except sqlite3.Error as exc:
        why, kind = sqlite_problem(exc)
        if kind == "damaged":
            why = QT_TRANSLATE_NOOP(
                "Files", "it is not a hand history database, or it is damaged")
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand history {path} cannot be read: {reason}.").format(
                path=path, reason=why), kind) from None
    finally:
        con.close()
    check_version(path, version, target, tables)
    return version


def not_opened(path: Path, why: str) -> str:
    return QT_TRANSLATE_NOOP("Files", "The hand history {path} could not be opened: {reason}."
                             ).format(path=path, reason=why)


def check_version(path: Path, version: int, target: int, tables: set[str] | None) -> None:
    if version < 0:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand history {path} is damaged: its format number ({version}) is "
            "not one Pinochle Desktop writes.").format(path=path, version=version),
            "damaged",
        )
    if version > target:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand history {path} was written by a newer version of Pinochle "
            "Desktop (schema {version}; this version knows {target}). Update the "
            "program to use it.").format(path=path, version=version, target=target),
            "newer",
        )
    if tables is None:
        return
    if version == 0 and tables:
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand history {path} is not a Pinochle Desktop hand history "
            "(it holds other tables).").format(path=path),
            "damaged",
        )
    if version > 0 and not tables >= TABLES:
        missing = ", ".join(sorted(TABLES - tables))
        raise HistoryError(QT_TRANSLATE_NOOP(
            "Files", "The hand history {path} is damaged: its tables are missing ({tables})."
        ).format(path=path, tables=missing), "damaged")
