"""Nothing lost when the player quits: the autosave holds the game after every
action (each bid, pass, trump, pass of cards, bury, meld and card) and from the
deal of a game the person chose (New Game) or of the next hand, before anyone acts;
every finished hand is written to the history database (a moment later, once the
table has drawn the hand's end; at once when the history is read or the player
quits), and the autosave is forgotten at game end.

The autosave is the engine's action log (a few kilobytes in a common game).
A change of the game marks it due and a single-shot timer hands it, once
control is back in the event loop, to a thread of its own that writes it, so
moves applied in one go are written once and the GUI thread only copies the
list of moves (``bench/autosave_gui_thread.py``: the whole write grows with
the game, to hundreds of milliseconds in a never-ending stakes game). At most
one write is under way and one due; a slow write lengthens the wait before
the next. :meth:`GameRecorder.flush` writes at once, here (quitting). The file
is fsynced only when a hand has ended (the storage layer's rule), even when
the hand's last state was coalesced with the next.

Listens to the controller's signals (the scene never knows it exists). While
the autosave cannot be written, :attr:`save_trouble` says why (a lasting
notice, :class:`SaveTroubleLabel`) and says "" once a write succeeds again;
the game goes on. A history that cannot be written (read-only, locked by
another program, a full disk) never holds the table up: the storage keeps the
hand in memory and records it once it can, and :attr:`notice` tells the
player once; other storage trouble goes, once, to :attr:`message`.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import dataclasses
import logging
import time
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from ...engine import State
from ...engine.states.base import _log_entry
from ...storage import (
    HistoryDB,
    HistoryError,
    SaveMeta,
    SeatInfo,
    clear_autosave,
    open_history,
    write_autosave,
)
from ...storage.savegame import is_hand_end
from ...storage.text import shorten
from ..engine_text import engine_text, error_text
from .controller import GameController

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

#: the wait before a due autosave is written, ms: the next turn of the event loop...
AUTOSAVE_DELAY_MS = 0
#: ... or this, when the last write took longer than SLOW_WRITE_MS (a slow disk)
SLOW_AUTOSAVE_DELAY_MS = 300
SLOW_WRITE_MS = 25.0
#: ... and at least this many times as long as the last write took
SLOW_WRITE_SPACING = 4
#: the wait before a scored hand goes to the history, ms: long enough that the table
#: has drawn the hand's end first (a turn of the event loop of its own)
RECORD_DELAY_MS = 50


class _Snapshot:
    """The game as it is at one move, for the autosave's thread: what a save reads of
    a :class:`~...engine.State`, with the moves copied (the game goes on meanwhile)."""

    def __init__(self, state: State, frame: dict[str, Any] | None) -> None:
        #: the live game, read on the autosave's thread only for its fixed frame
        self.game = state
        self.rules = state.rules
        self.seed = state.seed
        self.hand_number = state.hand_number
        self.phase = state.phase
        self.scores = list(state.scores)
        self.is_terminal = state.is_terminal
        self.log = list(state.log)  # a copy of references: the GUI thread's one cost
        #: the saved game without its moves (the same for the whole game), once known
        self.frame = frame

    def to_dict(self) -> dict[str, Any]:
        if self.frame is None:  # the rules and the deal: fixed from the first deal on
            self.frame = {k: v for k, v in self.game.to_dict().items() if k != "log"}
        data = dict(self.frame)
        data["log"] = [_log_entry(seat, action) for seat, action in self.log]
        return data


class GameRecorder(QObject):
    #: a sentence for the status bar or a message box (storage trouble)
    message = Signal(str)
    #: why the autosave cannot be written now (a lasting notice); "" once it is again
    save_trouble = Signal(str)
    #: a write on the autosave's thread ended: (its number, its problem in words or
    #: None, milliseconds)
    _written = Signal(int, object, float)
    #: a sentence the player must read, once a session: hands kept in memory because
    #: the history cannot be written just now
    notice = Signal(str)

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.meta: SaveMeta | None = None
        self._db: HistoryDB | None = None
        self._db_tried = False
        self._warned = False
        #: an fsync is owed: a hand ended since the last write
        self._durable_due = False
        #: milliseconds the last autosave took (its wait follows it)
        self.last_write_ms = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.write_due)
        #: the autosave's own thread, the write under way there, and another one due
        self._writer = concurrent.futures.ThreadPoolExecutor(1, thread_name_prefix="autosave")
        self._writing: Future[str | None] | None = None
        #: the number of the last write handed to the thread
        self._serial = 0
        self._again = False
        self._written.connect(self._on_written)
        #: the saved game without its moves, for the game it was made from
        self._frame: tuple[State, dict[str, Any]] | None = None
        #: why the autosave cannot be written, while it cannot ("" while it can)
        self.save_problem = ""
        #: the game last seen (deal number, moves): an undo goes on with the same game
        self._seen: tuple[int, list[Any]] | None = None
        #: the person chose this game (New Game): kept from its deal, before anyone acts
        self._chosen = False
        #: hands scored and not yet handed to the history: (game, hand number, game id,
        #: the person's seat, seats), recorded on the next turn of the event loop
        self._due_hands: list[tuple[State, int, str, int | None, list[SeatInfo]]] = []
        self._record_timer = QTimer(self)
        self._record_timer.setSingleShot(True)
        self._record_timer.timeout.connect(self.record_due)
        controller.reset.connect(self.new_game)
        controller.state_changed.connect(self.changed)
        controller.hand_scored.connect(self._hand_scored)
        controller.game_over.connect(self._game_over)

    # -- the game's identity -------------------------------------------------------
    def seats(self) -> list[SeatInfo]:
        return [SeatInfo(s.name, s.level) for s in self.controller.config.seats]

    def new_game(self) -> None:
        """A game started or was loaded: a fresh identity (``adopt`` keeps a saved one);
        a card taken back (the same deal, fewer of the same moves) is the same game."""
        state = self.controller.stored_game()
        seen, self._seen = self._seen, None
        if (self.meta is not None and state is not None and seen is not None and state.log
                and state.seed == seen[0] and list(state.log) == seen[1][: len(state.log)]):
            self.meta = SaveMeta(seats=self.seats(), game_id=self.meta.game_id,
                                 continued_from=self.meta.continued_from)
        else:
            self.meta = SaveMeta(seats=self.seats())
            self._chosen = False
        self._timer.stop()
        self._again = False
        self._durable_due = False

    def keep_deal(self) -> None:
        """The person chose the game just dealt (New Game, a deal by its number): the
        autosave holds it from now, before anyone acts, so quitting (or a crash) right
        after the deal offers these very cards back."""
        self._chosen = True
        self.changed()

    def adopt(self, meta: SaveMeta) -> None:
        """Keep the identity of a game opened from a file (a new play-through of it:
        ``load_game``) or the autosave (the same one)."""
        self.meta = SaveMeta(seats=self.seats(), game_id=meta.game_id,
                             continued_from=meta.continued_from)

    def current_meta(self) -> SaveMeta:
        if self.meta is None:
            self.new_game()
        assert self.meta is not None
        if self.meta.coach != self.controller.config.coach:  # kept with the game
            self.meta = dataclasses.replace(self.meta, coach=self.controller.config.coach)
        return self.meta

    # -- writing ---------------------------------------------------------------------
    def changed(self) -> None:
        """The game changed: the autosave is due (written on the timer, once)."""
        state = self.controller.stored_game()
        if state is None:
            return
        self._seen = (state.seed, state.log)
        if state.is_terminal or not self.worth_writing():
            return  # a game over clears it; nothing of the person's to lose yet
        if is_hand_end(state):
            self._durable_due = True
        self._start_timer()

    def _start_timer(self) -> None:
        if not self._timer.isActive():
            slow = self.last_write_ms > SLOW_WRITE_MS
            # a long game's write holds the interpreter a while: the table gets the rest
            wait = max(SLOW_AUTOSAVE_DELAY_MS, int(SLOW_WRITE_SPACING * self.last_write_ms))
            self._timer.start(wait if slow else AUTOSAVE_DELAY_MS)

    @property
    def pending(self) -> bool:
        """An autosave is due or being written."""
        return self._timer.isActive() or self._writing is not None or self._again

    def worth_keeping(self) -> bool:
        """Something would be lost without the autosave: a game not over in which the
        person has made a move (or any move, when computers play every seat), or a
        later hand. A fresh deal is not: an autosave the person chose to keep ("not
        now" at start-up) stays until they play in the new game."""
        state = self.controller.stored_game()
        if state is None or state.is_terminal or not state.log:
            return False
        person = self.controller.human_seat
        if person is None or state.hand_number > 0:
            return True
        return any(seat == person for seat, _action in state.log)

    def worth_writing(self) -> bool:
        """The autosave should hold the game now: :meth:`worth_keeping`, or the fresh
        deal of a game the person chose (:meth:`keep_deal`; nothing to ask about before
        another New Game, but quitting offers it back)."""
        state = self.controller.stored_game()
        if state is None or state.is_terminal:
            return False
        return self._chosen or self.worth_keeping()

    def write_due(self) -> None:
        """The timer's work: hand the game as it is now to the autosave's thread (or,
        while a write is under way there, write again once it ends)."""
        state = self.controller.stored_game()
        if state is None or not self.worth_writing():
            return
        if self._writing is not None:
            self._again = True
            return
        durable = True if self._durable_due or is_hand_end(state) else None
        self._durable_due = False
        snapshot = self._snapshot(state)
        meta = self.current_meta()
        self._serial += 1
        try:
            self._writing = self._writer.submit(self._write, self._serial, snapshot, meta,
                                                durable)
        except RuntimeError:  # shut down (the window is closing): flush() writes it
            self._durable_due = durable is True
            return

    def _snapshot(self, state: State) -> _Snapshot:
        frame = self._frame[1] if self._frame is not None and self._frame[0] is state else None
        return _Snapshot(state, frame)

    def _write(self, serial: int, snapshot: _Snapshot, meta: SaveMeta,
               durable: bool | None) -> str | None:
        """On the autosave's thread: write ``snapshot``; None, or the problem in words."""
        start = time.perf_counter()
        problem = self._write_now(snapshot, meta, durable)
        if snapshot.frame is not None:
            self._frame = (snapshot.game, snapshot.frame)
        with contextlib.suppress(RuntimeError):  # the recorder is gone
            self._written.emit(serial, problem, (time.perf_counter() - start) * 1000)
        return problem

    @staticmethod
    def _write_now(state: Any, meta: SaveMeta, durable: bool | None) -> str | None:
        try:
            # fsynced when a hand has ended, only renamed after other moves
            write_autosave(state, meta, durable=durable)
        except (OSError, ValueError) as exc:
            return translate("Recorder", "The game could not be saved automatically "
                             "({problem}).").format(problem=error_text(exc))
        return None

    def _on_written(self, serial: int, problem: str | None, ms: float) -> None:
        """Back on the GUI thread: a write ended; the next one, if due, is timed."""
        if serial != self._serial or self._writing is None:
            return  # waited for already (wait_written)
        self._writing = None
        self.last_write_ms = ms
        self._saved(problem)
        if self._again:
            self._again = False
            self._start_timer()

    def wait_written(self) -> str | None:
        """Wait for the write under way on the autosave's thread; its problem, if any."""
        writing, self._writing = self._writing, None
        if writing is None:
            return None
        try:
            problem = writing.result()
        except Exception as exc:  # a bug in the writing: said as a failed save
            log.exception("the autosave's thread failed")
            problem = error_text(exc)
        self._saved(problem)
        if self._again:
            self._again = False
            self._start_timer()
        return problem

    def _saved(self, problem: str | None) -> None:
        """Tell the player while the autosave cannot be written, and when it can again."""
        if problem is None:
            if self.save_problem:
                self.save_problem = ""
                self.save_trouble.emit("")
            return
        if problem != self.save_problem:
            self.save_problem = problem
            log.warning("autosave failed: %s", problem)
            self.save_trouble.emit(shorten(problem))

    def flush(self) -> str | None:
        """Write the game now, here (quitting): None when it is written (or nothing
        was due); otherwise why it could not be, in words."""
        self._timer.stop()
        self._again = False
        self.wait_written()
        if not self.worth_writing():
            return None
        return self.autosave()

    def autosave(self, *_args: object) -> str | None:
        """Write the game as it is now, here; None, or the problem in words."""
        state = self.controller.stored_game()
        if state is None or state.is_terminal:
            return None
        durable = True if self._durable_due or is_hand_end(state) else None
        start = time.perf_counter()
        problem = self._write_now(state, self.current_meta(), durable)
        self.last_write_ms = (time.perf_counter() - start) * 1000
        self._saved(problem)
        if problem is not None:
            return shorten(problem)
        self._durable_due = False
        return None

    def forget(self) -> None:
        """The game is abandoned (a new game was chosen): no autosave of it is kept."""
        self._timer.stop()
        self._again = False
        self.wait_written()  # a write under way would bring it back
        self._durable_due = False
        try:
            clear_autosave()
        except OSError as exc:
            self._warn(translate("Recorder", "The last game's autosave could not be removed "
                                 "({problem}).").format(problem=error_text(exc)))

    def history(self) -> HistoryDB | None:
        """The hand history, opened at the first call (a problem goes to :attr:`message`),
        with every hand scored so far handed to it."""
        self.record_due()
        return self._history()

    def _history(self) -> HistoryDB | None:
        problem = self.open_history()
        if problem:
            self.message.emit(engine_text(problem))
        return self._db

    def open_history(self) -> str | None:
        """Open the history now, if not tried yet; the sentence for the player when it
        could not be opened as it was (the window says it with the start-up notices)."""
        if self._db_tried:
            return None
        self._db_tried = True
        self._db, problem = open_history()
        return problem

    def unrecorded_hands(self) -> int:
        """Try once more to add the hands kept in memory to the history (quitting); how
        many still could not be written."""
        self.record_due()
        if self._db is None:
            return 0
        self._db.flush_pending()
        return self._db.pending_count

    def close_history(self) -> None:
        """Close the hand history (quitting), after a last try at the kept hands."""
        self.record_due()
        if self._db is not None:
            self._db.close()
            self._db = None

    def _hand_scored(self, *_args: object) -> None:
        """A hand was scored: it goes to the history a moment later (RECORD_DELAY_MS),
        so the table draws the hand's end first (the history's own reads, the quit and
        closing it record it at once)."""
        state = self.controller.stored_game()
        if state is None or not state.history:
            return
        meta = self.current_meta()
        self._due_hands.append((state, state.history[-1].hand, meta.game_id,
                                self.controller.human_seat, list(meta.seats)))
        self._record_timer.start(RECORD_DELAY_MS)

    def record_due(self) -> None:
        """Hand the hands scored since the last call to the history, oldest first."""
        self._record_timer.stop()
        due, self._due_hands = self._due_hands, []
        if not due:
            return
        db = self._history()
        if db is None:
            return
        for state, hand, game_id, human_seat, seats in due:
            try:
                # never waits long: a locked or read-only history keeps the hand for later
                db.record_state(state, game_id, human_seat, seats, hand_number=hand)
            except (OSError, ValueError, HistoryError) as exc:
                self._warn(translate("Recorder", "This hand could not be added to your "
                                     "history ({problem}).").format(problem=error_text(exc)))
        kept = db.take_notice()
        if kept:
            self.notice.emit(engine_text(kept))

    def _game_over(self, *_args: object) -> None:
        self._timer.stop()
        self._again = False
        self.wait_written()  # a write under way would bring it back
        self._durable_due = False
        with contextlib.suppress(OSError):
            clear_autosave()

    def _warn(self, text: str) -> None:
        if not self._warned:
            self._warned = True
            self.message.emit(shorten(text))


class SaveTroubleLabel(QLabel):
    """A lasting notice in the status bar while the autosave cannot be written: shown
    from the first failed write until one succeeds (the reason in its tooltip)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("save_trouble")
        self.setText(translate("Recorder", "Game not saved"))
        self.setStyleSheet("QLabel { color: palette(bright-text); background: #b3261e; "
                           "padding: 0 6px; border-radius: 3px; }")
        self.hide()

    def show_trouble(self, problem: str) -> None:
        """``problem``: why the game cannot be saved now; "" once it can again."""
        self.setToolTip(problem)
        self.setAccessibleDescription(problem)
        self.setVisible(bool(problem))


def show_save_trouble(recorder: GameRecorder, status_bar: QStatusBar) -> SaveTroubleLabel:
    """Put the autosave's lasting notice in ``status_bar``, kept up to date by ``recorder``."""
    label = SaveTroubleLabel(status_bar)
    status_bar.addPermanentWidget(label)
    recorder.save_trouble.connect(label.show_trouble)

    def say(problem: str) -> None:
        if problem:
            status_bar.showMessage(problem, 8000)

    recorder.save_trouble.connect(say)
    return label
