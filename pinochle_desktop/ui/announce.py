"""What a screen reader says at the table (issue #25).

The table is drawn on a QGraphicsScene, which a screen reader cannot read by
itself, so the game tells it what happens, as Qt accessibility announcements
(``QAccessibleAnnouncementEvent``, Qt 6.8): whose turn it is, each bid and
pass, trump named, each card played, who takes each trick, the status bar's sentences
(the contract, trump, passes, meld, the score), hints, and, at once
(assertive), a move the rules refuse.

Every text announced is also kept in :attr:`Announcer.spoken` (the last 200),
which the tests read and which a player could be shown.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

from ..engine.cards import Suit, parse_card
from .engine_text import engine_text
from .words import card_words

translate = QCoreApplication.translate  # lupdate recognises the alias


class Announcer(QObject):
    """Speaks for ``target`` (the table's view): ``say("West bids 250")``."""

    def __init__(self, target: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = target
        #: the texts announced, oldest first (the last 200)
        self.spoken: list[str] = []

    def say(self, text: str, assertive: bool = False) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.spoken.append(text)
        del self.spoken[:-200]
        event = QAccessibleAnnouncementEvent(self.target, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                            else QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)


def turn_words(controller: Any, seat: int | None) -> str | None:
    """"Your turn: bid." for the person; "West to play." for the others; None between hands."""
    now = controller.phase() if seat is not None else None
    if now is None:
        return None
    phase = str(now)
    if seat == controller.human_seat:
        # whole sentences (a translation may put the words of each in its own order)
        play = translate("Announce", "Your turn: play a card.")
        return {"bid": translate("Announce", "Your turn: bid."),
                "trump": translate("Announce", "Your turn: name trump."),
                "play": play,
                "pass": translate("Announce", "Your turn: choose cards to pass."),
                "bury": translate("Announce", "Your turn: choose cards to bury."),
                "declare": translate("Announce", "Your turn: play the hand or concede."),
                "classic_trick": play,
                "classic_meld": translate("Announce", "Your turn: meld or go on."),
                "classic_dix": translate("Announce", "Your turn: exchange or show the dix."),
                }.get(phase, translate("Announce", "Your turn: your move."))
    if phase in ("play", "classic_trick"):
        return translate("Announce", "{0} to play.").format(controller.seat_name(seat))
    return None


def connect_table_announcements(controller: Any, announcer: Announcer,
                                hints: Any | None = None) -> None:
    """Announce a :class:`~.play.controller.GameController`'s game (``hints``: a
    signal of (action, reason) pairs, the controller's own ``hint_ready`` if None)."""
    name: Callable[[int | None], str] = controller.seat_name

    def bid(seat: int, amount: object) -> None:
        if amount is None:
            announcer.say(translate("Announce", "{0} passes.").format(name(seat)))
        else:
            announcer.say(translate("Announce", "{0} bids {1}.").format(name(seat), amount))

    def turn(seat: object) -> None:
        words = turn_words(controller, seat if isinstance(seat, int) else None)
        if words:
            announcer.say(words)

    def trump(seat: int, suit: str) -> None:
        letter = str(suit)[:1].upper()
        if letter not in Suit.__members__:
            return
        announcer.say(translate("Announce", "{seat} names {suit} trump.").format(
            seat=name(seat), suit=engine_text(Suit[letter].word)))

    controller.bid_made.connect(bid)
    controller.trump_named.connect(trump)
    controller.card_played.connect(lambda seat, code, *_: announcer.say(
        translate("Announce", "{0} plays the {1}.").format(name(seat),
                                                           card_words(parse_card(code)))))
    controller.trick_won.connect(lambda seat, *_: announcer.say(
        translate("Announce", "{0} takes the trick.").format(name(seat))))
    controller.message.connect(announcer.say)
    controller.turn_changed.connect(turn)
    controller.illegal_move.connect(lambda reason: announcer.say(reason, assertive=True))
    (hints or controller.hint_ready).connect(
        lambda _action, reason: announcer.say(translate("Announce", "Hint: {0}").format(reason)))


__all__ = ["Announcer", "connect_table_announcements", "turn_words"]
