"""Saved games (``.pinochle`` files) and the autosave.

A save is JSON, never code: the format and its version, the program version,
when it was saved, the seats (names and computer levels), a short summary for
"resume?" prompts, and under ``"game"`` the engine's state document (rules,
seed or explicit deal, first dealer and the full action log). Loading replays
the log through the engine, so a file can only ever produce a legal game.

Anything wrong with a file raises :class:`SaveFileError` whose message names
the problem in words (under 300 characters, quoting at most an excerpt of a
bad value). Loading only reads: a failed load never modifies, moves or
deletes a file. Only a regular file is opened (a named pipe never hangs the
load), and everything the engine would build from (rule options, seed, deal,
moves, names) is bounded first (:mod:`storage.bounds`).

Older format versions are upgraded by ``SAVE_MIGRATIONS`` (from-version ->
function); version 1 is the first, so the table is empty for now.
"""

from __future__ import annotations

import contextlib
import logging
import re
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from .. import __version__
from ..engine import Action, Phase, State, StateError
from ..engine.text import QT_TRANSLATE_NOOP
from . import atomic, paths
from .bounds import MAX_MOVES, check_game_data
from .jsonfile import DocumentError, DocumentFormat, Migration, decode_json, describe
from .rulesets import from_newer_version, newer_program
from .seats import SeatInfo, default_seats, human_seat_of
from .text import encodable, excerpt, reason_of, shorten

log = logging.getLogger(__name__)

SUFFIX = ".pinochle"
#: the file dialogs' filter for saved games (the engine's own JSON opens too)
FILE_FILTER = f"Pinochle games (*{SUFFIX});;JSON files (*.json);;All files (*)"
#: from-version -> function returning the document at from-version + 1
SAVE_MIGRATIONS: dict[int, Migration] = {}
SAVE_FORMAT = DocumentFormat(
    "pinochle-save", 1, QT_TRANSLATE_NOOP("Files", "saved game"), limit=atomic.SAVE_LIMIT,
    migrations=SAVE_MIGRATIONS,
)
#: the engine's own state document: accepted as a save with unnamed seats
ENGINE_FORMAT = "pinochle-state"


class SaveFileError(ValueError):
    """A saved game that cannot be opened; the message names the problem for people."""


@dataclass
class SaveMeta:
    """Everything in a save besides the game itself."""

    seats: list[SeatInfo]
    #: ties the save, the autosave and the hand history of one play-through together
    game_id: str = field(default_factory=lambda: uuid.uuid4().hex)
    #: the game id of the saved game this play-through was opened from ("" if none)
    continued_from: str = ""
    #: when the file was written (ISO 8601 with the UTC offset); set by ``save_game``
    saved_at: str = ""
    #: the version of the program that wrote the file
    app_version: str = __version__
    #: the coach judges the person's moves in this game (a file without it: not coached)
    coach: bool = False

    @property
    def human_seat(self) -> int | None:
        return human_seat_of(self.seats)

    def play_through(self) -> SaveMeta:
        """The same seats under a fresh game id that links back to this one: a saved
        game opened again is played on as a new play-through, so the hands played
        from it are recorded even when the file was played from before."""
        return SaveMeta(seats=list(self.seats), continued_from=self.game_id,
                        saved_at=self.saved_at, app_version=self.app_version, coach=self.coach)


@dataclass(frozen=True)
class SaveSummary:
    """What a "resume this game?" prompt shows, read without replaying the game."""

    variant: str
    hand_number: int
    phase: str
    scores: list[int]
    finished: bool
    saved_at: str
    names: list[str]


def game_document(state: State, meta: SaveMeta) -> dict[str, Any]:
    """The save's body (without format and version)."""
    link = {"continued_from": meta.continued_from} if meta.continued_from else {}
    return {
        "app_version": __version__,
        "saved_at": meta.saved_at,
        "game_id": meta.game_id,
        **link,
        "seats": [s.to_dict() for s in meta.seats],
        "coach": meta.coach,
        "summary": {
            "variant": state.rules.variant,
            "hand_number": state.hand_number,
            "phase": str(state.phase),
            "scores": list(state.scores),
            "finished": state.is_terminal,
        },
        "game": state.to_dict(),
    }


def dumps_game(state: State, meta: SaveMeta, *, indent: int | None = 1) -> str:
    """The text of a save file."""
    return SAVE_FORMAT.dumps(game_document(state, meta), indent=indent)


def save_game(
    path: Path | str, state: State, meta: SaveMeta, *, durable: bool = True, compact: bool = False
) -> SaveMeta:
    """Write ``state`` to ``path`` atomically; return ``meta`` with ``saved_at`` set.

    Raises OSError if the file cannot be written, SaveFileError (a ValueError)
    if the game cannot be written as a file this program could open again (a
    name that cannot be encoded, over the size limit, more moves than a save
    may hold); either way the old file, if any, is intact.
    """
    if len(meta.seats) != state.rules.num_players:
        raise ValueError(f"{len(meta.seats)} seats described for {state.rules.num_players}")
    if len(state.log) > MAX_MOVES:  # the file could not be opened again
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "The game could not be saved: it has {count} moves, more than a saved "
            "game may hold ({limit}).").format(count=f"{len(state.log):,}",
                                               limit=f"{MAX_MOVES:,}"))
    meta.saved_at = datetime.now().astimezone().isoformat(timespec="seconds")
    meta.app_version = __version__
    text = dumps_game(state, meta, indent=None if compact else 1)
    try:
        atomic.write_text(path, text, durable=durable, limit=SAVE_FORMAT.limit)
    except UnicodeEncodeError as exc:
        bad = excerpt(exc.object[max(0, exc.start - 20) : exc.end + 20])
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "The game could not be saved: some text in it cannot be written ({value})."
        ).format(value=bad)) from None
    except atomic.FileTooLargeError as exc:
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "The game could not be saved: {reason}")
                            .format(reason=reason_of(exc))) from None
    return meta


def load_game(path: Path | str, *, same_game: bool = False) -> tuple[State, SaveMeta]:
    """Open a save to play on: (state, meta). SaveFileError names any problem (whatever
    is wrong with the file); files are only read.

    Each opening is a new play-through (:meth:`SaveMeta.play_through`): the meta has
    a fresh ``game_id`` and ``continued_from`` names the file's. ``same_game`` keeps
    the file's id: the autosave is the play-through in progress.
    """
    path = Path(path)
    return _opened(lambda: _loads_game(_read(path), path.name), path.name, same_game)


def loads_game(raw: bytes | str, name: str = QT_TRANSLATE_NOOP("Files", "The file"),
               *, same_game: bool = False) -> tuple[State, SaveMeta]:
    """Open a save from its bytes or text; ``name`` is how messages refer to it."""
    return _opened(lambda: _loads_game(raw, name), name, same_game)


def _opened(load: Callable[[], tuple[State, SaveMeta]], name: str, same_game: bool,
            ) -> tuple[State, SaveMeta]:
    try:
        state, meta = load()
    except SaveFileError as exc:
        raise SaveFileError(shorten(reason_of(exc))) from None
    except (RecursionError, MemoryError):
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "{name} is damaged: the game in it is impossibly large.").format(name=name)
        ) from None
    except Exception as exc:  # whatever a file holds, the caller gets the documented error
        log.exception("opening %s failed unexpectedly", name)
        raise SaveFileError(shorten(QT_TRANSLATE_NOOP(
            "Files", "{name} could not be opened ({failure}).").format(
                name=name, failure=f"{type(exc).__name__}: {excerpt(str(exc), 60)}"))) from None
    return state, (meta if same_game else meta.play_through())


def _loads_game(raw: bytes | str, name: str) -> tuple[State, SaveMeta]:
    data = _document(raw, name)
    seats_raw = data.get("seats")
    game = data.get("game")
    if not isinstance(game, dict):
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "{name} is damaged: the game itself is missing.").format(name=name))
    if from_newer_version(game.get("rules"), data.get("app_version")):
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "{name} was saved by a newer version of Pinochle Desktop{by}, with rules "
            "this version does not know. Update the program to open it.").format(
                name=name, by=_written_by(data)))
    try:
        check_game_data(game)
    except ValueError as exc:
        raise _damaged(name, exc) from None
    try:
        state = State.from_dict(game)
    except StateError as exc:
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "{name} could not be replayed: {reason}")
                            .format(name=name, reason=reason_of(exc))) from None
    except (RecursionError, MemoryError):
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "{name} is damaged: the game in it is impossibly large.").format(name=name)
        ) from None
    except Exception as exc:  # an engine bug must not take the program down with it
        log.exception("replaying %s failed unexpectedly", name)
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "{name} could not be replayed: {reason}")
                            .format(name=name, reason=replay_failure(game, exc))) from None
    n = state.rules.num_players
    if seats_raw is None:
        seats = default_seats(n)
    else:
        try:
            if not isinstance(seats_raw, list):
                raise ValueError(QT_TRANSLATE_NOOP("Files", "the seats are not a list"))
            seats = [SeatInfo.from_dict(s) for s in seats_raw]
        except ValueError as exc:
            raise _damaged(name, exc) from None
        if len(seats) != n:
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} is damaged: it describes {seats} seats for a {players}-player "
                "game.").format(name=name, seats=len(seats), players=n))
    coach = data.get("coach", False)
    if not isinstance(coach, bool):
        raise _damaged(name, ValueError(QT_TRANSLATE_NOOP(
            "Files", "it does not say plainly whether the game is coached")))
    meta = SaveMeta(
        seats=seats,
        coach=coach,
        game_id=_text(data.get("game_id"), name, QT_TRANSLATE_NOOP("Files", "game id"), 100)
        or uuid.uuid4().hex,
        saved_at=_text(data.get("saved_at"), name, QT_TRANSLATE_NOOP("Files", "time of saving"),
                       64),
        app_version=_text(data.get("app_version"), name,
                          QT_TRANSLATE_NOOP("Files", "program version"), 64),
        continued_from=_text(data.get("continued_from"), name,
                             QT_TRANSLATE_NOOP("Files", "game id"), 100),
    )
    return state, meta


def peek(path: Path | str) -> SaveSummary:
    """The summary of a save without replaying it (for a "resume?" prompt or Recent menu).

    The summary is what the file claims; ``load_game`` is the check. Its texts
    and numbers are bounded all the same (names of at most 40 characters...).
    """
    path = Path(path)
    try:
        return _peek(path)
    except SaveFileError as exc:
        raise SaveFileError(shorten(reason_of(exc))) from None


def _peek(path: Path) -> SaveSummary:
    data = _document(_read(path), path.name)
    summary = data.get("summary")
    game = data.get("game")
    seats = data.get("seats")
    try:
        if not isinstance(summary, dict) or not isinstance(game, dict):
            raise TypeError
        if seats is not None and not isinstance(seats, list):
            raise TypeError
        names = [SeatInfo.from_dict(s).name for s in seats or []]
        scores = summary["scores"]
        if not isinstance(scores, list) or len(scores) > 8:
            raise TypeError
        return SaveSummary(
            variant=_short(summary["variant"], 40),
            hand_number=_bounded(summary["hand_number"]),
            phase=_short(summary["phase"], 40),
            scores=[_bounded(x) for x in scores],
            finished=bool(summary["finished"]),
            saved_at=_short(data.get("saved_at", ""), 64),
            names=names,
        )
    except (KeyError, TypeError, ValueError, OverflowError):
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "{name} is damaged: its summary is missing.").format(name=path.name)
        ) from None


def _short(value: Any, limit: int) -> str:
    """Text of at most ``limit`` characters that can be written back; TypeError otherwise."""
    if not isinstance(value, str) or len(value) > limit or not encodable(value):
        raise TypeError
    return value


def _bounded(value: Any) -> int:
    """A whole number of at most a billion either way; TypeError otherwise."""
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 10**9:
        raise TypeError
    return value


def replay_failure(game: dict[str, Any], exc: BaseException) -> str:
    """Which move of ``game`` makes the engine fail with ``exc``, in a sentence.

    The engine explains every refusal it foresees (StateError); anything else
    is found by replaying the moves again one at a time.
    """
    failure = f"{type(exc).__name__}: {excerpt(str(exc), 60)}"
    moves = game.get("log")
    try:
        state = State.from_dict(dict(game, log=[]))
    except Exception as first:
        return QT_TRANSLATE_NOOP("Files", "the deal cannot be set up ({failure}).").format(
            failure=f"{type(first).__name__}: {excerpt(str(first), 60)}")
    if not isinstance(moves, list):
        return QT_TRANSLATE_NOOP("Files", "the game cannot be set up ({failure}).").format(
            failure=failure)
    for number, entry in enumerate(moves, start=1):
        text = entry.split(":", 1)[-1] if isinstance(entry, str) else entry
        try:
            if not isinstance(text, str):
                raise TypeError("a move must be text")
            action = Action.parse(text)
            reason = state.why_not(action)
            if reason is not None:
                return QT_TRANSLATE_NOOP(
                    "Files", "move {number} ({move}) is not allowed there: {reason}"
                ).format(number=number, move=excerpt(text), reason=reason)
            state.apply(action)
        except Exception as err:
            return QT_TRANSLATE_NOOP(
                "Files", "move {number} ({move}) could not be played: the rules engine failed "
                "on it ({failure})."
            ).format(number=number, move=excerpt(text),
                     failure=f"{type(err).__name__}: {excerpt(str(err), 60)}")
    return QT_TRANSLATE_NOOP("Files", "the game fails after its last move ({failure}).").format(
        failure=failure)


def _read(path: Path) -> bytes:
    try:
        return atomic.read_bytes(path, SAVE_FORMAT.limit)
    except FileNotFoundError:
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "The file {path} does not exist.")
                            .format(path=path)) from None
    except atomic.FileTooLargeError as exc:
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "{reason} It cannot be a saved game.")
                            .format(reason=reason_of(exc))) from None
    except IsADirectoryError:
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "{path} is a folder, not a saved game.")
                            .format(path=path)) from None
    except OSError as exc:
        raise SaveFileError(QT_TRANSLATE_NOOP("Files", "{name} could not be read ({reason}).")
                            .format(name=path.name, reason=describe(exc))) from None


def _document(raw: bytes | str, name: str) -> dict[str, Any]:
    """Decode, check the format and version, migrate; SaveFileError in words."""
    raw = raw.encode("utf-8") if isinstance(raw, str) else raw
    try:
        data = decode_json(raw)
    except DocumentError as exc:
        if exc.kind in ("truncated", "not_json") and \
                raw.removeprefix(b"\xef\xbb\xbf").lstrip()[:1] not in (b"{", b"["):
            # empty, or text of another kind: not a damaged game, no game at all
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} is not a Pinochle Desktop saved game.").format(name=name)
            ) from None
        if exc.kind == "truncated":
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} is incomplete: it ends too early, as if it was cut off while "
                "being written.").format(name=name)) from None
        if exc.kind == "not_text":
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} is not a saved pinochle game (it is not text).").format(name=name)
            ) from None
        raise _damaged(name, exc) from None
    if isinstance(data, dict) and data.get("format") == ENGINE_FORMAT:
        return {"game": data}  # an engine state (pinochle-sim, bug reports): unnamed seats
    try:
        return SAVE_FORMAT.upgrade(data)
    except DocumentError as exc:
        if exc.kind == "wrong_format":
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} is not a Pinochle Desktop saved game.").format(name=name)
            ) from None
        if exc.kind == "future":
            by = _written_by(data)
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} was saved by a newer version of Pinochle Desktop{by}, in file "
                "format {version}; this version reads format {current}. Update the program to "
                "open it.").format(name=name, by=by, version=exc.version,
                                   current=SAVE_FORMAT.version)) from None
        if exc.kind == "obsolete":
            raise SaveFileError(QT_TRANSLATE_NOOP(
                "Files", "{name} is in an old format (version {version}) that this version of "
                "Pinochle Desktop can no longer read.").format(name=name, version=exc.version)
            ) from None
        raise _damaged(name, exc) from None


def _written_by(data: Any) -> str:
    """" (0.2.0)": the newer program version a save records, to follow "a newer version"
    ("" if it records none newer than this one)."""
    app = data.get("app_version") if isinstance(data, dict) else None
    return f" ({app})" if isinstance(app, str) and newer_program(app) else ""


def _text(value: Any, name: str, what: str, limit: int) -> str:
    if value is None:
        return ""
    if not isinstance(value, str) or len(value) > limit or not encodable(value):
        raise SaveFileError(QT_TRANSLATE_NOOP(
            "Files", "{name} is damaged: its {what} is not valid.").format(name=name, what=what))
    return value


def _damaged(name: str, exc: BaseException) -> SaveFileError:
    """"{name} is damaged: {reason}." with the reason ``exc`` gives."""
    return SaveFileError(QT_TRANSLATE_NOOP("Files", "{name} is damaged: {reason}.").format(
        name=name, reason=reason_of(exc)))


def suggested_name(state: State, when: datetime | None = None) -> str:
    """A file name for Save As: ``partnership 2024-05-01 1032.pinochle``."""
    stamp = (when or datetime.now()).strftime("%Y-%m-%d %H%M")
    variant = re.sub(r"[^A-Za-z0-9_-]+", "_", state.rules.variant) or "game"
    return f"{variant} {stamp}{SUFFIX}"


# -- autosave -----------------------------------------------------------------------------


def autosave_path() -> Path:
    """Where the autosave lives (the state dir; read at call time)."""
    return paths.autosave_path()


def write_autosave(state: State, meta: SaveMeta, *, durable: bool | None = None) -> None:
    """Save the game in progress; the table calls it after every action (each bid,
    trump, pass of cards, meld and card), a few kilobytes and well under
    a millisecond (``bench/autosave_cost.py``).

    Atomic, so a crash or a kill at any moment leaves the previous or the new
    autosave. ``durable``: fsync the file and its folder, so the autosave also
    survives a power cut. ``None`` (the default) fsyncs only when a hand has
    just ended (:func:`is_hand_end`): after other moves a rename is safe
    against a crash, and at the end of each hand the autosave reaches the disk;
    ``True`` when a hand's end was written together with the next move.
    """
    if durable is None:
        durable = is_hand_end(state)
    save_game(autosave_path(), state, meta, durable=durable, compact=True)


def is_hand_end(state: State) -> bool:
    """True when ``state`` waits after a scored hand (or the game is over)."""
    return state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)


def read_autosave() -> tuple[State, SaveMeta] | None:
    """The autosaved game, or None if there is none.

    SaveFileError if it is damaged (it is left in place: offer to discard it
    with :func:`clear_autosave`). A finished game (``state.is_terminal``) is
    returned too; the GUI normally clears the autosave at game over.
    """
    path = autosave_path()
    if not path.exists():
        return None
    return load_game(path, same_game=True)


def clear_autosave() -> None:
    """Forget the autosave (a finished game, a new game, or the user declined to resume),
    with any temporary file a killed process left behind while writing it."""
    path = autosave_path()
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    if path.parent.is_dir():
        for stale in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                stale.unlink()
