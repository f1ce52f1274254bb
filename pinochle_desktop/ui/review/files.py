"""The review window's files and replays: a hand exported to a file or imported
from one, and a new game dealing exactly a reviewed hand's cards.

Each function answers in words for the window's status line: a failure is a
:class:`HandFileProblem` whose message says what went wrong.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from ...engine import State, new_game, parse_cards
from ...storage import HandRecord, HistoryDB, HistoryError
from ..engine_text import error_text
from ..words import QT_TRANSLATE_NOOP

_FILTER = QT_TRANSLATE_NOOP("Review", "Pinochle hand (*.pinochle-hand *.json);;All files (*)")

translate = QCoreApplication.translate


class HandFileProblem(Exception):
    """A hand could not be written, read or dealt again (the message says why)."""


def ask_export_path(parent: QWidget, record: HandRecord) -> str | None:
    """The file to export ``record`` to, asked of the person (None: cancelled)."""
    stem = f"{record.variant} hand {record.hand_number + 1}"
    chosen, _ = QFileDialog.getSaveFileName(parent, translate("Review", "Export hand"),
                                            f"{stem}.pinochle-hand", translate("Review", _FILTER))
    return chosen or None


def ask_import_path(parent: QWidget) -> str | None:
    """The hand file to import, asked of the person (None: cancelled)."""
    chosen, _ = QFileDialog.getOpenFileName(parent, translate("Review", "Import hand"), "",
                                            translate("Review", _FILTER))
    return chosen or None


def export_hand(db: HistoryDB, hand_id: int, path: str | Path) -> str:
    """Write hand ``hand_id`` to ``path``; the sentence to show."""
    try:
        db.export_hand_file(hand_id, path)
    except HistoryError as exc:
        raise HandFileProblem(error_text(exc)) from exc
    except OSError as exc:
        raise HandFileProblem(
            translate("Review", "The hand could not be written to {path} ({problem}).").format(
                path=path, problem=exc.strerror or exc)) from exc
    return translate("Review", "The hand is written to {path}.").format(path=path)


def import_hand(db: HistoryDB, path: str | Path) -> tuple[int, str]:
    """Add the hand in ``path`` to the history: its id and the sentence to show."""
    try:  # every problem the file or the history can cause is a HistoryError, in words
        before = db.count_hands()
        hand_id = db.import_hand_file(path)
        added = db.count_hands() > before
    except HistoryError as exc:
        raise HandFileProblem(error_text(exc)) from exc
    return hand_id, (translate("Review", "The hand is imported.") if added else
                     translate("Review", "That hand was already in your history; it is shown."))


def deal_again(record: HandRecord, start: State) -> State:
    """A new game of ``start``'s rules dealing exactly ``record``'s cards, same dealer."""
    try:
        if start.rules.hand_building:  # no deal: the face-down pile the hands were built from
            return new_game(start.rules, seed=start.seed, dealer=record.dealer,
                            stock=parse_cards(record.stock))
        hands = [parse_cards(h) for h in record.deal]
        if start.rules.style == "classic":
            up = parse_cards(record.up_card or "")
            return new_game(start.rules, seed=start.seed, deal=hands, dealer=record.dealer,
                            stock=parse_cards(record.stock) + up)
        return new_game(start.rules, seed=start.seed, deal=hands, dealer=record.dealer,
                        widow=parse_cards(record.widow))
    except ValueError as exc:
        raise HandFileProblem(translate("Review", "This deal cannot be played again "
                                        "({problem}).").format(problem=error_text(exc))) from exc
