"""Whole-file writes that never leave half a file, and reads with a size limit.

A write goes to a temporary file in the same folder, is flushed to disk
(``fsync``) and then renamed over the target with ``os.replace``, which is
atomic on every platform we ship: a crash or a killed process leaves either the
old file or the new one, never a mixture. Reads refuse files over a limit so a
wrong or hostile file cannot make the program swallow gigabytes.
"""

from __future__ import annotations

import contextlib
import functools
import os
import stat
import tempfile
from pathlib import Path

MB = 1024 * 1024
#: saved games and the autosave
SAVE_LIMIT = 20 * MB
#: settings, rule sets, exported rules
SMALL_LIMIT = 2 * MB


class FileTooLargeError(ValueError):
    """A file is bigger than the limit for its kind; the message is for people."""


def write_bytes(path: Path | str, data: bytes, *, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` atomically; keeps an existing file's permissions.

    ``durable`` fsyncs the data and the folder so the new content survives a
    power cut, not just a crash of this process.
    """
    path = Path(path)
    folder = path.parent
    folder.mkdir(parents=True, exist_ok=True)
    try:
        mode = stat.S_IMODE(path.stat().st_mode)
    except OSError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            if durable:
                os.fsync(out.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_dir(folder)


@functools.cache
def _umask() -> int:
    """The process umask (read once: it can only be read by setting it)."""
    if os.name != "posix":
        return 0o022
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def write_text(path: Path | str, text: str, *, durable: bool = True) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically."""
    write_bytes(path, text.encode("utf-8"), durable=durable)


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX); a no-op where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def describe_size(size: int) -> str:
    if size >= MB:
        return f"{size / MB:.1f} MB"
    return f"{max(1, round(size / 1024))} KB"


def read_bytes(path: Path | str, limit: int) -> bytes:
    """The content of ``path``; FileTooLargeError if it holds more than ``limit`` bytes.

    Reads at most ``limit + 1`` bytes, so even a file that grows while it is
    read (or a device posing as a file) cannot exceed the limit in memory.
    OSError (missing, unreadable) propagates for the caller to phrase.
    """
    path = Path(path)
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise _too_large(path, size, limit)
        data = f.read(limit + 1)
    if len(data) > limit:
        raise _too_large(path, len(data), limit)
    return data


def read_text(path: Path | str, limit: int) -> str:
    """UTF-8 text of ``path`` with the same limit; UnicodeDecodeError if it is not text."""
    return read_bytes(path, limit).decode("utf-8")


def _too_large(path: Path, size: int, limit: int) -> FileTooLargeError:
    return FileTooLargeError(
        f"{path.name} is too large ({describe_size(size)}; the limit is {describe_size(limit)})."
    )
