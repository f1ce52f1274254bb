"""What the player must be told once: said on the status bar, and in a box that does
not block the table.

Things found while starting -- a damaged settings, rule-set or history file moved
aside (``storage.startup_notices``), a problem on the command line
(:meth:`Notices.tell_at_start`) -- are gathered and said together once the window
has painted (:meth:`Notices.tell_start`), in one box. Later notices (a history that
cannot be written, card pictures that cannot be read) are said as they come
(:meth:`Notices.tell_once`, :meth:`Notices.card_pictures_missing`). Without ``box``
(the self-test, which counts any dialog as a failure) the notices go to the status
bar only. Everything said is kept in :attr:`Notices.told`, in order, for the
self-test's report.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from . import APP_TITLE
from .engine_text import engine_text

log = logging.getLogger(__name__)


class Notices(QObject):
    """The window's notices: gathered until the first paint, then said at once."""

    def __init__(self, window: QWidget, show_status: Callable[[str], None],
                 *, box: bool) -> None:
        super().__init__(window)
        self._window = window
        self._show_status = show_status
        self.box = box
        #: what was said at start-up (and later, once), in order: for the self-test's report
        self.told: list[str] = []
        self._waiting: list[str] = []
        #: the start-up notices were said (later ones are said at once)
        self.start_told = False
        #: the player was told that card pictures are missing (once a session)
        self._told_missing = False

    def tell_at_start(self, notes: list[str]) -> None:
        """Say ``notes`` with the start-up notices (or now, if those were said already)."""
        if self.start_told:
            self._tell(notes, "start_notes")
        else:
            self._waiting += notes

    def tell_start(self, found: list[str]) -> None:
        """Once, after the first paint: the notes waiting, the storage's notices (files
        moved aside) and ``found`` (what opening the files just now turned up)."""
        if self.start_told:
            return
        self.start_told = True
        from ..storage import startup_notices

        notes = self._waiting + startup_notices() + found
        self._waiting = []
        self._tell(notes, "start_notes")

    def tell_once(self, text: str) -> None:
        """Something the player must read, said once (the storage says it once)."""
        self._tell([text], "notice")

    def card_pictures_missing(self, name: str) -> None:
        """A card picture could not be read: say so once (the card is drawn plain)."""
        if self._told_missing:
            return
        self._told_missing = True
        # told from inside a paint: show the box once the paint is over
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, lambda: self._tell_missing(name))

    def _tell_missing(self, name: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        text = QCoreApplication.translate(
            "MainWindow",
            "Some card pictures could not be read ({pictures}), so those cards are drawn plain. "
            "The game goes on; reinstalling Pinochle Desktop brings the pictures back.",
        ).format(pictures=name)
        self._show_status(text)
        box = QMessageBox(QMessageBox.Icon.Warning, APP_TITLE, text,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName("missing_card_pictures")
        box.setModal(False)
        box.show()

    def _tell(self, notes: list[str], name: str) -> None:
        if not notes:
            return
        for note in notes:
            log.warning("told the player: %s", note)
        notes = [engine_text(note) for note in notes]  # the storage's words, translated
        self.told += notes
        self._show_status(notes[0])
        if not self.box:
            return
        from PySide6.QtWidgets import QMessageBox

        if name == "start_notes":
            head = QCoreApplication.translate("MainWindow", "Pinochle Desktop started, but:")
        else:
            head = QCoreApplication.translate("MainWindow", "Pinochle Desktop goes on, but:")
        box = QMessageBox(QMessageBox.Icon.Information, APP_TITLE, head,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setObjectName(name)
        from .screen_fit import unbroken_options

        box.setInformativeText("\n\n".join(unbroken_options(note) for note in notes))
        box.setModal(False)
        box.show()
