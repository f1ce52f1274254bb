"""Versioned JSON documents: ``{"format": ..., "version": N, ...}`` with migrations.

One :class:`DocumentFormat` per kind of file names the format, the current
version and the migrations from each older version (``{0: v0_to_v1, ...}``,
applied in turn). :meth:`DocumentFormat.read` raises :class:`DocumentError`
whose ``kind`` says what is wrong, so each caller can phrase it for its file.

:func:`load_or_default` is the policy for files the program can live without
(settings, rule sets): a damaged, unreadable or future-version file is kept
beside the original as ``<name>.bak-<YYYYmmdd-HHMMSS>``, the caller uses its
defaults, and a sentence to show the user once comes back with the result.
"""

from __future__ import annotations

import json
import logging
import os
import shutil
import stat
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

from ..engine.nesting import nested_too_deeply
from ..engine.text import QT_TRANSLATE_NOOP, Text
from . import atomic, notices
from .text import reason_of, shorten

log = logging.getLogger(__name__)

#: turns a document of version N into version N + 1 (the version key is set for it)
Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: what went wrong reading a document
ErrorKind = Literal[
    "unreadable",  # the file could not be opened or read (permissions, a folder...)
    "too_large",  # over the size limit
    "not_text",  # not UTF-8
    "not_json",  # not valid JSON
    "truncated",  # valid JSON until the text ends early: cut off
    "wrong_format",  # JSON, but not this kind of document
    "bad_version",  # no usable version number
    "future",  # written by a newer program
    "obsolete",  # an old version we have no migration for
    "bad_content",  # the right format and version, but the content does not make sense
]


class DocumentError(ValueError):
    """A document that cannot be used; ``kind`` says why, the message says it in words."""

    def __init__(self, kind: ErrorKind, message: str, version: int | None = None) -> None:
        super().__init__(message)
        self.kind: ErrorKind = kind
        #: the version found in the file, when there was one
        self.version = version


def _no_constant(name: str) -> Any:
    """JSON has no NaN or Infinity (Python's reader accepts them): refuse them."""
    raise ValueError(QT_TRANSLATE_NOOP("Files", "{name} is not a number a file of ours holds")
                     .format(name=name))


def decode_json(raw: bytes) -> Any:
    """Parse JSON bytes; DocumentError (not_text / truncated / not_json) if impossible.

    Every file we read comes through here, so lists and objects nested deeper than
    :data:`~..engine.nesting.MAX_DEPTH` are refused before any reader walks them.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DocumentError("not_text", QT_TRANSLATE_NOOP(
            "Files", "it is not a text file")) from None
    text = text.removeprefix("\ufeff")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise DocumentError("truncated", QT_TRANSLATE_NOOP(
                "Files", "the file ends too early (it was cut off)")) from None
        raise DocumentError("not_json", QT_TRANSLATE_NOOP(
            "Files", "it is not valid JSON (line {line}, column {column})"
        ).format(line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise DocumentError("not_json", QT_TRANSLATE_NOOP(
            "Files", "it is nested too deeply to be a real file")) from None
    except ValueError as exc:  # e.g. an integer with thousands of digits
        raise DocumentError("not_json", shorten(QT_TRANSLATE_NOOP(
            "Files", "it holds an impossible value ({reason})").format(reason=reason_of(exc)))
        ) from None
    if nested_too_deeply(data):
        raise DocumentError("not_json", QT_TRANSLATE_NOOP(
            "Files", "it is nested too deeply to be a real file"))
    return data


@dataclass(frozen=True)
class DocumentFormat:
    """A kind of JSON file: its format name, current version and migrations."""

    #: the ``format`` value, e.g. ``"pinochle-settings"``
    name: str
    #: the version this program writes
    version: int
    #: what to call it in sentences: "settings file"
    label: str
    #: refuse files bigger than this
    limit: int = atomic.SMALL_LIMIT
    #: from-version -> migration to from-version + 1
    migrations: Mapping[int, Migration] = field(default_factory=dict)

    def wrap(self, body: Mapping[str, Any]) -> dict[str, Any]:
        """The document to write: format and version first, then ``body``."""
        return {"format": self.name, "version": self.version, **body}

    def dumps(self, body: Mapping[str, Any], *, indent: int | None = 2) -> str:
        return json.dumps(self.wrap(body), indent=indent, ensure_ascii=False) + "\n"

    def write(self, path: Path | str, body: Mapping[str, Any], *, durable: bool = True) -> None:
        """Write atomically (temp file, fsync, rename).

        OSError if the file cannot be written; ValueError (nothing written) if
        the text cannot be encoded or would be over the size this format reads.
        """
        atomic.write_text(path, self.dumps(body), durable=durable, limit=self.limit)

    def read(self, path: Path | str) -> dict[str, Any]:
        """Read, check and migrate; DocumentError if the file cannot be used.

        FileNotFoundError propagates: a missing file is not damage.
        """
        try:
            raw = atomic.read_bytes(path, self.limit)
        except FileNotFoundError:
            raise
        except atomic.FileTooLargeError as exc:
            raise DocumentError("too_large", reason_of(exc)) from None
        except OSError as exc:
            raise DocumentError("unreadable", QT_TRANSLATE_NOOP(
                "Files", "it could not be read ({reason})").format(reason=describe(exc))) from None
        return self.parse(raw)

    def parse(self, raw: bytes | str) -> dict[str, Any]:
        """Check and migrate a document given as bytes or text."""
        data = decode_json(raw.encode("utf-8") if isinstance(raw, str) else raw)
        return self.upgrade(data)

    def check_version(self, data: Any) -> int:
        """The document's version, after checking the format; DocumentError otherwise."""
        if not isinstance(data, dict) or data.get("format") != self.name:
            raise DocumentError("wrong_format", QT_TRANSLATE_NOOP(
                "Files", "it is not a Pinochle Desktop {file}").format(file=self.label))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise DocumentError("bad_version", QT_TRANSLATE_NOOP(
                "Files", "it has no valid format version"))
        if version > self.version:
            raise DocumentError(
                "future",
                QT_TRANSLATE_NOOP(
                    "Files", "it was written by a newer version of Pinochle Desktop (format "
                    "{version})").format(version=version),
                version,
            )
        return version

    def upgrade(self, data: Any) -> dict[str, Any]:
        """Apply the migrations from the document's version up to the current one."""
        version = self.check_version(data)
        assert isinstance(data, dict)
        while version < self.version:
            step = self.migrations.get(version)
            if step is None:
                raise DocumentError(
                    "obsolete",
                    QT_TRANSLATE_NOOP(
                        "Files", "its format (version {version}) is too old for this program "
                        "to read").format(version=version),
                    version,
                )
            try:
                data = step(dict(data))
            except (KeyError, TypeError, ValueError, AttributeError, IndexError) as exc:
                raise DocumentError(
                    "bad_content",
                    shorten(QT_TRANSLATE_NOOP(
                        "Files", "it could not be updated from version {version} ({reason})"
                    ).format(version=version, reason=reason_of(exc))),
                ) from None
            version += 1
            data["format"] = self.name
            data["version"] = version
        return data


def describe(exc: OSError) -> str:
    """An OSError in words: "permission denied", "no space left on device"..."""
    if isinstance(exc.strerror, Text):
        return exc.strerror  # our own words (atomic.not_regular): translatable
    return exc.strerror.lower() if exc.strerror else str(exc)


# -- files the program can do without: keep the bad one aside, use defaults ------------


@dataclass
class Loaded:
    """What :func:`load_or_default` found."""

    #: the migrated document, or None: use the defaults
    data: dict[str, Any] | None
    #: a sentence to show the user once (None when there is nothing to say)
    message: str | None = None
    #: where the bad file was kept
    backup: Path | None = None
    #: the technical reason, for the log
    problem: str | None = None
    #: the message as a notice for the start-up (when a ``source`` was given)
    notice: notices.Notice | None = None


def backup_path(path: Path, now: datetime | None = None) -> Path:
    """``<name>.bak-<YYYYmmdd-HHMMSS>`` beside ``path``, with ``-2``, ``-3``... if taken."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.name}.bak-{stamp}")
    n = 2
    while candidate.exists():
        candidate = path.with_name(f"{path.name}.bak-{stamp}-{n}")
        n += 1
    return candidate


def existing_backup(path: Path) -> Path | None:
    """A backup beside ``path`` with exactly its bytes (the user was told already)."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            return None
        content: bytes | None = None
        for other in sorted(path.parent.glob(f"{path.name}.bak-*")):
            other_info = other.stat()
            if not stat.S_ISREG(other_info.st_mode) or other_info.st_size != info.st_size:
                continue
            if content is None:
                content = atomic.read_bytes(path, atomic.SAVE_LIMIT)
            if atomic.read_bytes(other, atomic.SAVE_LIMIT) == content:
                return other
    except (OSError, ValueError):
        return None
    return None


def keep_aside(path: Path, mode: Literal["move", "copy"], now: datetime | None = None) -> Path:
    """Keep the file at ``path`` as a timestamped backup; return the backup's path."""
    target = backup_path(path, now)
    if mode == "move":
        os.replace(path, target)
    else:
        atomic.check_regular(path)  # copying a named pipe would wait for a writer
        shutil.copy2(path, target)
    return target


def load_or_default(
    path: Path,
    fmt: DocumentFormat,
    *,
    keep: Literal["move", "copy"] = "move",
    fallback: str = QT_TRANSLATE_NOOP("Files", "the defaults are in use"),
    now: datetime | None = None,
    source: notices.Source | None = None,
) -> Loaded:
    """Read ``path``; on damage keep it aside, return no data and a sentence for the user.

    ``keep="move"`` moves the bad file aside (the next save writes a fresh
    one); ``keep="copy"`` leaves the original untouched until the next save
    and copies it aside once: if an identical backup exists the user has
    already been told, and no message comes back.
    A missing file is not damage: ``Loaded(None)`` with no message. Only a
    regular file is read: a folder or a named pipe in its place is moved aside
    like a damaged file (a pipe is never opened, so nothing waits on it).
    With a ``source``, the message is also posted as a start-up notice
    (:mod:`storage.notices`), delivered once.
    """
    try:
        return Loaded(fmt.read(path))
    except FileNotFoundError:
        return Loaded(None)
    except DocumentError as exc:
        error = exc
    log.warning("%s %s cannot be used: %s", fmt.label, path, error)
    reason = shorten(reason_of(error), 120)
    if error.kind == "future":
        what = QT_TRANSLATE_NOOP(
            "Files", "Your {file} was written by a newer version of Pinochle Desktop")
    elif error.kind == "unreadable":
        what = QT_TRANSLATE_NOOP("Files", "Your {file} could not be read ({reason})")
    else:
        what = QT_TRANSLATE_NOOP("Files", "Your {file} was damaged ({reason})")
    what = what.format(file=fmt.label, reason=reason)
    if keep == "copy":
        previous = existing_backup(path)
        if previous is not None:
            return Loaded(None, None, previous, str(error))
    text: str
    try:
        backup: Path | None = keep_aside(path, keep, now)
        text = QT_TRANSLATE_NOOP("Files", "{what}; {fallback}. The old file is kept as {backup}."
                                 ).format(what=what, fallback=fallback, backup=backup)
    except OSError as exc:
        log.warning("could not keep %s aside: %s", path, exc)
        backup = None
        text = QT_TRANSLATE_NOOP("Files", "{what}; {fallback}.").format(
            what=what, fallback=fallback)
    notice = notices.post(text, source, backup) if source is not None else None
    return Loaded(None, text, backup, str(error), notice)
