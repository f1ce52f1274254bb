"""Whole-file writes that never leave half a file, and reads with a size limit.

A write goes to a temporary file in the same folder, is flushed to disk
(``fsync``) and then renamed over the target with ``os.replace``, which is
atomic on every platform we ship: a crash or a killed process leaves either the
old file or the new one, never a mixture. Reads refuse files over a limit so a
wrong or hostile file cannot make the program swallow gigabytes.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
import stat
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

from ..engine.text import QT_TRANSLATE_NOOP
from . import paths

MB = 1024 * 1024
#: saved games and the autosave
SAVE_LIMIT = 20 * MB
#: settings, rule sets, exported rules
SMALL_LIMIT = 2 * MB


#: how long a temporary file of ours may sit before :func:`clean_stale_temp_files`
#: takes it for one left by a killed write (a live write takes milliseconds)
STALE_AGE = 60.0
#: ``O_NOFOLLOW`` where the platform has it (opening a link fails instead of following it)
_NOFOLLOW: int = getattr(os, "O_NOFOLLOW", 0)
#: the names :func:`write_bytes` gives its temporary files: ``.<name>.<8 random>.tmp``
TEMP_PATTERN = re.compile(r"\.(?P<target>.+)\.[a-z0-9_]{8}\.tmp")


class FileTooLargeError(ValueError):
    """A file is bigger than the limit for its kind; the message is for people."""


class NotRegularFileError(OSError):
    """The path is a named pipe, a device or a socket: never opened for reading."""


def write_bytes(
    path: Path | str, data: bytes, *, durable: bool = True, limit: int | None = None
) -> None:
    """Replace ``path`` with ``data`` atomically, as a file private to the player.

    The new file is ``0600`` whatever the umask and whatever the file it
    replaces allowed (a link at ``path`` is replaced, never written through);
    a folder made for it is ``0700``. ``durable`` fsyncs the data and the
    folder so the new content survives a power cut, not just a crash of this
    process. ``limit``: refuse (with FileTooLargeError, nothing written) data
    the program could not read back.
    """
    path = Path(path)
    if limit is not None and len(data) > limit:
        raise FileTooLargeError(QT_TRANSLATE_NOOP(
            "Files", "{file} would be too large ({size}; the limit is {limit}), so it was "
            "not written."
        ).format(file=path.name, size=describe_size(len(data)), limit=describe_size(limit)))
    folder = path.parent
    paths.ensure_dir(folder)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            if durable:
                os.fsync(out.fileno())
        os.chmod(tmp, paths.PRIVATE_FILE)  # what mkstemp gives on POSIX, made sure of
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_dir(folder)


def open_private(path: Path | str, *, append: bool = True) -> tuple[int, bool]:
    """Open ``path`` for writing as a file private to the player, never through a link.

    Returns the descriptor (readable too; ``append``: every write goes to the
    end) and whether a link had to be replaced. The file is created ``0600``
    whatever the umask, and tightened to that if it was wider. A symbolic
    link at ``path``, or a file there that belongs to someone else, is removed
    and a new file made in its place: what it pointed at is never opened. A
    folder, named pipe or device there is an OSError (see :func:`not_regular`).
    """
    path = Path(path)
    flags = (os.O_RDWR | os.O_CREAT | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
             | (os.O_APPEND if append else 0))
    replaced = False
    while True:
        try:
            fd = os.open(path, flags, paths.PRIVATE_FILE)
        except OSError:
            if replaced or not os.path.islink(path):
                raise
            os.unlink(path)  # the link goes; the file it names is not touched
            replaced = True
            flags |= os.O_EXCL  # the file made next is surely a new one of ours
            continue
        try:
            info = os.fstat(fd)
            if not stat.S_ISREG(info.st_mode):
                raise not_regular(path, info.st_mode)
            foreign = hasattr(os, "getuid") and info.st_uid != os.getuid()
            if foreign and not replaced:
                os.unlink(path)
            elif hasattr(os, "fchmod") and stat.S_IMODE(info.st_mode) & ~paths.PRIVATE_FILE:
                os.fchmod(fd, stat.S_IMODE(info.st_mode) & paths.PRIVATE_FILE)
            if hasattr(os, "set_blocking"):
                os.set_blocking(fd, True)
        except BaseException:
            os.close(fd)
            raise
        if foreign and not replaced:
            os.close(fd)
            replaced = True
            flags |= os.O_EXCL
            continue
        return fd, replaced


def create_private(path: Path | str, *, beside: Sequence[str] = ()) -> None:
    """Make ``path`` exist as a file private to the player before another
    library opens it by name; tighten it, and the files named ``path`` plus
    each suffix in ``beside``, if an earlier version left them readable.

    SQLite gives the files it keeps beside a database (``-wal``, ``-shm``) the
    database's own permissions, so a database created here first stays
    private whatever the umask. A link at ``path`` is not followed. Errors
    are ignored: the library that opens the file says what is wrong.
    """
    path = Path(path)
    flags = os.O_RDONLY | os.O_CREAT | _NOFOLLOW | getattr(os, "O_NONBLOCK", 0)
    with contextlib.suppress(OSError):
        os.close(os.open(path, flags | getattr(os, "O_CLOEXEC", 0), paths.PRIVATE_FILE))
    paths.make_private([path, *(path.with_name(path.name + extra) for extra in beside)])


def write_text(
    path: Path | str, text: str, *, durable: bool = True, limit: int | None = None
) -> None:
    """Replace ``path`` with ``text`` (UTF-8) atomically.

    UnicodeEncodeError (a ValueError) if the text holds lone surrogates; nothing is written.
    """
    write_bytes(path, text.encode("utf-8"), durable=durable, limit=limit)


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
    OSError (missing, unreadable) propagates for the caller to phrase; a
    folder is IsADirectoryError and a named pipe or device NotRegularFileError,
    found without waiting on it.
    """
    path = Path(path)
    with open_regular(path) as f:
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
    return FileTooLargeError(QT_TRANSLATE_NOOP(
        "Files", "{file} is too large ({size}; the limit is {limit})."
    ).format(file=path.name, size=describe_size(size), limit=describe_size(limit)))


def kind_of(mode: int) -> str:
    """What a non-regular file is, in words ("it is a named pipe, not a file")."""
    if stat.S_ISDIR(mode):
        return QT_TRANSLATE_NOOP("Files", "it is a folder, not a file")
    if stat.S_ISFIFO(mode):
        return QT_TRANSLATE_NOOP("Files", "it is a named pipe, not a file")
    if stat.S_ISSOCK(mode):
        return QT_TRANSLATE_NOOP("Files", "it is a socket, not a file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return QT_TRANSLATE_NOOP("Files", "it is a device, not a file")
    return QT_TRANSLATE_NOOP("Files", "it is not a regular file")


def not_regular(path: Path, mode: int) -> OSError:
    """The error for opening ``path`` whose mode is not a regular file's."""
    what = kind_of(mode)
    if stat.S_ISDIR(mode):
        return IsADirectoryError(errno.EISDIR, what, str(path))
    return NotRegularFileError(errno.EINVAL, what, str(path))


def open_regular(path: Path | str) -> io.BufferedReader:
    """Open ``path`` for reading only if it is a regular file (following symlinks).

    Opened with ``O_NONBLOCK`` so a named pipe in its place cannot make us
    wait for a writer; checked with ``fstat`` on the open descriptor, so the
    file cannot be swapped between the check and the read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise not_regular(Path(path), mode)
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def check_regular(path: Path | str) -> None:
    """Nothing if ``path`` is missing or a regular file; the OSError of
    :func:`not_regular` otherwise (``stat`` only, nothing is opened)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISREG(mode):
        raise not_regular(Path(path), mode)


def is_temp_file(name: str) -> bool:
    """True for a name :func:`write_bytes` gives its temporary files."""
    return TEMP_PATTERN.fullmatch(name) is not None


def clean_stale_temp_files(
    folder: Path | str, *, max_age: float = STALE_AGE, now: float | None = None
) -> list[Path]:
    """Remove our temporary files that a killed write left in ``folder``; return them.

    Only regular files named like ours (``.<name>.<8 characters>.tmp``) and
    last changed more than ``max_age`` seconds ago are removed: a write in
    progress is never touched, nor is anything else in the folder. Not
    recursive. Errors (a missing folder, a file that will not go) are ignored.
    """
    folder = Path(folder)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        if not is_temp_file(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(info.st_mode) or now - info.st_mtime < max_age:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def clean_user_folders(*, max_age: float = STALE_AGE) -> list[Path]:
    """Tidy the program's folders once at start-up: what an earlier version left
    readable by others is made private (:func:`paths.make_user_files_private`),
    and :func:`clean_stale_temp_files` runs in every folder the program writes
    to (the config, data, saves and state folders). Returns the files removed."""
    paths.make_user_files_private()
    removed: list[Path] = []
    for folder in (paths.config_dir(), paths.data_dir(), paths.saves_dir(), paths.state_dir()):
        removed += clean_stale_temp_files(folder, max_age=max_age)
    return removed
