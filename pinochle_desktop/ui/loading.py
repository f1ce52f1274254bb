"""Opening a saved game without freezing the window: the replay runs on a thread.

A save is the game's list of moves, replayed move by move (pure Python: a
never-ending stakes game of a megabyte takes seconds). :func:`load_with_progress`
runs the reading on a thread while the window's events go on (a local event
loop, so callers still get the game back as an answer), shows a progress bar
with Cancel when it takes longer than :data:`SHOW_AFTER_MS` (a short game, the
common case, never flashes one), and counts the moves from the engine's
``replay_progress``. Cancel stops the replay: nothing is changed, the game on
the table stays.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from typing import Any, TypeVar, cast

from PySide6.QtCore import QCoreApplication, QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget

from ..engine.states.base import replay_progress

translate = QCoreApplication.translate
T = TypeVar("T")

#: a load that takes longer than this shows its progress, ms
SHOW_AFTER_MS = 300


class LoadCancelled(BaseException):
    """The person cancelled the load (a BaseException: nothing on the way mistakes it
    for a damaged file)."""


class _Load(QObject):
    """One load on its thread; its signals arrive on the GUI thread."""

    progress = Signal(int, int)
    finished = Signal()

    def __init__(self, read: Callable[[], Any]) -> None:
        super().__init__()
        self.read = read
        self.cancel_asked = threading.Event()
        self.result: Any = None
        self.error: BaseException | None = None
        self.done = False

    def run(self) -> None:
        replay_progress.set(self._report)  # this thread's context only
        try:
            self.result = self.read()
        except BaseException as exc:  # handed to the GUI thread (LoadCancelled too)
            self.error = exc
        self.done = True
        self.finished.emit()

    def _report(self, done: int, total: int) -> None:
        if self.cancel_asked.is_set():
            raise LoadCancelled
        self.progress.emit(done, total)


class LoadProgress(QProgressDialog):
    """The bar shown while a long game is replayed, with Cancel."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(translate("Loading", "Opening the game…"),
                         translate("Loading", "Cancel"), 0, 0, parent)
        self.setObjectName("load_progress")
        self.setWindowTitle(translate("Loading", "Opening the game"))
        self.setWindowModality(Qt.WindowModality.WindowModal)
        self.setAutoClose(False)
        self.setAutoReset(False)
        self.setMinimumDuration(0)

    def show_moves(self, done: int, total: int) -> None:
        self.setMaximum(total)
        self.setValue(done)
        self.setLabelText(translate("Loading", "Replaying move {done} of {total}…")
                          .format(done=done, total=total))


def load_with_progress(parent: QWidget | None, read: Callable[[], T], *,
                       show_after_ms: int = SHOW_AFTER_MS) -> T:
    """``read()`` on a thread, the window's events going on meanwhile; its answer, or
    its exception here. :class:`LoadCancelled` when the person cancels."""
    load = _Load(read)
    loop = QEventLoop()
    shown: list[LoadProgress] = []
    last = [0, 0]

    def on_progress(done: int, total: int) -> None:
        last[:] = [done, total]
        if shown:
            shown[0].show_moves(done, total)

    def show() -> None:
        if load.done:
            return
        dialog = LoadProgress(parent)
        dialog.canceled.connect(load.cancel_asked.set)
        shown.append(dialog)
        if last[1]:
            dialog.show_moves(*last)
        dialog.show()

    load.progress.connect(on_progress)
    load.finished.connect(loop.quit)
    timer = QTimer()
    timer.setSingleShot(True)
    timer.timeout.connect(show)
    thread = threading.Thread(target=load.run, name="load-game", daemon=True)
    # the replay makes objects by the hundred thousand: the collector's full passes
    # over them would stop the window for a third of a second at a time
    collecting = gc.isenabled()
    gc.disable()
    try:
        timer.start(show_after_ms)
        thread.start()
        if not load.done:
            loop.exec()
        timer.stop()
        thread.join()
    finally:
        if collecting:
            gc.enable()
    cancelled = load.cancel_asked.is_set()  # pressed as the last moves were replayed
    for dialog in shown:
        dialog.canceled.disconnect()
        dialog.close()  # (a closed progress dialog says "canceled")
        dialog.deleteLater()
    if load.error is not None:
        raise load.error
    if cancelled:
        raise LoadCancelled
    return cast(T, load.result)
