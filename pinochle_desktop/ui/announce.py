"""What a screen reader says at the table (issue #25).

The table is drawn on a QGraphicsScene, which a screen reader cannot read by
itself, so the game tells it what happens, as Qt accessibility announcements
(``QAccessibleAnnouncementEvent``, Qt 6.8): whose turn it is, each bid and
pass, trump named, the meld shown, each card played, who takes each trick, the
status bar's sentences (the contract, trump, passes, meld, the score), hints,
and, at once (assertive), a move the rules refuse.

Orca 43 to 45 do not take the announcement; they speak a notification
(:mod:`.speech_channel`), which Orca 46 and newer speak as well as the
announcement. So each text goes one way, chosen by what the screen reader on the
accessibility bus listens for (:mod:`.atspi_listeners`): the announcement, or the
notification; both while that is not known (no bus, or another desktop). The
texts said while the first look is under way wait for its answer (a few
milliseconds; :data:`FIRST_LOOK_WAIT` at most), so the first ones are not heard twice.
Cards written as labels (``Q♠``) are said in words. Every text announced is also kept in
:attr:`Announcer.spoken` (the last 200), which the tests read and which a
player could be shown.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

from ..engine.cards import Suit, parse_card
from .atspi_listeners import ListenerWatch
from .engine_text import engine_text
from .speech_channel import channel_for
from .words import SUIT_SYMBOLS, card_words, is_you

translate = QCoreApplication.translate  # lupdate recognises the alias

#: what the screen readers on the desktop's accessibility bus listen for
_listeners = ListenerWatch()
#: the longest a text waits for the first look at who listens, s
FIRST_LOOK_WAIT = 3.0
#: how often a waiting text looks whether the answer has come, ms
_HOLD_POLL_MS = 20


class Announcer(QObject):
    """Speaks for ``target`` (the table's view): ``say("West bids 250")``; cards
    shown as labels (``Q♠``) are said in words."""

    def __init__(self, target: QObject, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.target = target
        #: the texts announced, oldest first (the last 200)
        self.spoken: list[str] = []
        #: texts waiting for the first look at who listens, in order: (text, assertive)
        self._held: list[tuple[str, bool]] = []
        self._held_since = 0.0
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.setInterval(_HOLD_POLL_MS)
        self._hold.timeout.connect(self._release)
        if isinstance(target, QWidget):
            channel_for(target)  # made at once: no text waits on its making
        if QAccessible.isActive():
            _listeners.refresh()  # who listens, known before the first text

    def say(self, text: str, assertive: bool = False) -> None:
        text = " ".join(spoken_cards(text).split())
        if not text:
            return
        self.spoken.append(text)
        del self.spoken[:-200]
        # one channel when the screen reader on the bus is known: the announcement for one
        # that takes it (Orca 46 and newer would also speak the notification), the
        # notification for one that does not (Orca 43 to 45); both while unknown
        if QAccessible.isActive():  # a screen reader's bridge is on: look who listens
            _listeners.refresh()
        if self._held or _listeners.first_look_under_way:
            if not self._held:
                self._held_since = time.monotonic()
            self._held.append((text, assertive))
            self._hold.start()
            return
        self._send(text, assertive)

    def _release(self) -> None:
        """Send the texts held for the first look, once it has answered (or taken too long)."""
        if (_listeners.first_look_under_way
                and time.monotonic() - self._held_since < FIRST_LOOK_WAIT):
            self._hold.start()
            return
        held, self._held = self._held, []
        for text, assertive in held:
            self._send(text, assertive)

    def _send(self, text: str, assertive: bool) -> None:
        takes = _listeners.announcements
        if takes is not False:
            event = QAccessibleAnnouncementEvent(self.target, text)
            event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                                else QAccessible.AnnouncementPoliteness.Polite)
            QAccessible.updateAccessibility(event)
        if takes is not True and isinstance(self.target, QWidget):
            channel_for(self.target).speak(text)


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


#: seconds after which a new game says the table's keys again
KEYS_AGAIN_AFTER = 60.0


def table_keys_words() -> str:
    """The table's keys in one sentence, said when a game starts and on request (?)."""
    return translate("Announce", "Keys at the table: Left and Right arrows move between the "
                     "cards of your hand, Enter or Space plays or chooses the card, Tab reaches "
                     "the questions and their buttons, H gives a hint, L shows the last trick, "
                     "question mark says these keys again.")


def connect_table_announcements(controller: Any, announcer: Announcer,
                                hints: Any | None = None) -> None:
    """Announce a :class:`~.play.controller.GameController`'s game (``hints``: a
    signal of (action, reason) pairs, the controller's own ``hint_ready`` if None)."""
    name: Callable[[int | None], str] = controller.seat_name

    def you(seat: int) -> bool:
        """Whether the sentence is about the player ("You bid 250", not "You bids 250")."""
        return seat == controller.human_seat or is_you(name(seat))

    def bid(seat: int, amount: object) -> None:
        if amount is None:
            announcer.say(translate("Announce", "You pass.") if you(seat) else
                          translate("Announce", "{0} passes.").format(name(seat)))
        elif you(seat):
            announcer.say(translate("Announce", "You bid {0}.").format(amount))
        else:
            announcer.say(translate("Announce", "{0} bids {1}.").format(name(seat), amount))

    def turn(seat: object) -> None:
        if keys_due[0] and seat == controller.human_seat:
            keys_due[0] = False
            keys()
        words = turn_words(controller, seat if isinstance(seat, int) else None)
        if words:
            announcer.say(words)

    def trump(seat: int, suit: str) -> None:
        letter = str(suit)[:1].upper()
        if letter not in Suit.__members__:
            return
        if you(seat):
            announcer.say(translate("Announce", "You name {suit} trump.").format(
                suit=engine_text(Suit[letter].word)))
            return
        announcer.say(translate("Announce", "{seat} names {suit} trump.").format(
            seat=name(seat), suit=engine_text(Suit[letter].word)))

    def played(seat: int, code: str, *_: object) -> None:
        card = card_words(parse_card(code))
        if you(seat):
            announcer.say(translate("Announce", "You play the {0}.").format(card))
        else:
            announcer.say(translate("Announce", "{0} plays the {1}.").format(name(seat), card))

    def trick(seat: int, *_: object) -> None:
        announcer.say(translate("Announce", "You take the trick.") if you(seat) else
                      translate("Announce", "{0} takes the trick.").format(name(seat)))

    def melds(shown: object) -> None:
        if not isinstance(shown, dict):
            return
        for seat, meld in sorted(shown.items()):
            if isinstance(seat, int) and isinstance(meld, dict):
                announcer.say(meld_words(seat, name(seat), meld, you(seat)))

    def keys() -> None:
        announcer.say(table_keys_words())
        keys_said[0] = time.monotonic()

    #: a game started and its keys are not said yet: they are, before the player's first turn
    keys_due = [False]
    #: when the keys were said last: a game opened just after another (the start-up's game,
    #: then a file) does not say them again
    keys_said = [-KEYS_AGAIN_AFTER]

    def game_started() -> None:
        keys_due[0] = time.monotonic() - keys_said[0] > KEYS_AGAIN_AFTER

    controller.reset.connect(game_started)
    requested = getattr(announcer.target, "keys_requested", None)
    if requested is not None:
        requested.connect(keys)
    controller.bid_made.connect(bid)
    controller.trump_named.connect(trump)
    controller.card_played.connect(played)
    controller.trick_won.connect(trick)
    controller.melds_shown.connect(melds)
    controller.message.connect(announcer.say)
    controller.turn_changed.connect(turn)
    controller.illegal_move.connect(lambda reason: announcer.say(reason, assertive=True))
    (hints or controller.hint_ready).connect(lambda _action, reason: announcer.say(
        translate("Announce", "Hint: {0}").format(reason)))


def meld_words(seat: int, seat_name: str, meld: dict[str, Any], you: bool = False) -> str:
    """"North shows 80: a run in hearts." ("You show ...", "West has no meld.")."""
    total = meld.get("total") or 0
    kinds = [engine_text(m["name"]) for m in meld.get("melds", [])
             if isinstance(m, dict) and "name" in m]
    if not total or not kinds:
        return (translate("Announce", "You have no meld.") if you else
                translate("Announce", "{0} has no meld.").format(seat_name))
    what = ", ".join(kinds)
    if you:
        return translate("Announce", "You show {total}: {melds}.").format(total=total, melds=what)
    return translate("Announce", "{seat} shows {total}: {melds}.").format(
        seat=seat_name, total=total, melds=what)


#: cards as shown (``10♥``, ``Q♠ J♦``) and a suit's symbol before its name (``♥ Hearts``)
_LABEL = r"(?:10|[9JQKA])[♠♥♦♣]"
_CARD_LABELS = re.compile(rf"(?<![\w♠♥♦♣]){_LABEL}(?:\s+{_LABEL})*(?![\w♠♥♦♣])")
_SUIT_MARK = re.compile(r"[♠♥♦♣]\s*(?=\w)")
_SYMBOL_SUITS = {symbol: letter for letter, symbol in SUIT_SYMBOLS.items()}


def spoken_cards(text: str) -> str:
    """``Play Q♠: ...`` -> ``Play the queen of spades: ...``: a text shown with card
    labels, as it is said (a symbol read aloud is "black spade suit", or nothing)."""
    def cards(match: re.Match[str]) -> str:
        words = []
        for label in match.group(0).split():
            rank = "T" if label[:-1] == "10" else label[:-1]
            words.append(translate("Announce", "the {0}").format(
                card_words(parse_card(rank + _SYMBOL_SUITS[label[-1]]))))
        return ", ".join(words)

    return _SUIT_MARK.sub("", _CARD_LABELS.sub(cards, text))


__all__ = ["Announcer", "connect_table_announcements", "meld_words", "spoken_cards",
           "table_keys_words", "turn_words"]
