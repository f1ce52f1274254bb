"""Calling a partner (five-handed): the bidder names a card, and its holder plays along.

The trump suit's cards come first as large buttons, each saying how many copies
the bidder holds; a second row calls a card of another suit (pick the suit,
then the rank). Every button sends ``Action.call(card)`` like the generic panel.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QButtonGroup, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Action, Card, Observation
from ...engine.cards import Rank, Suit, deck_copies, deck_has_nines
from ..words import QT_TRANSLATE_NOOP, SUIT_SYMBOLS, card_words, suit_name
from .base import Panel

translate = QCoreApplication.translate

#: the panel's note (translated where it is shown)
CALL_NOTE = QT_TRANSLATE_NOOP("CallPanel", "Name a card: whoever holds it plays with you this "
                              "hand. Calling a card you hold every copy of means you play alone.")
_RED, _BLACK = "#c8102e", "#17301f"
_CHECKED = "QPushButton:checked { background: #ffcf4a; border-color: #e0a920; }"


def _ink(suit: Suit) -> str:
    return _RED if suit in (Suit.H, Suit.D) else _BLACK


class CallPanel(Panel):
    """The bidder's call: trump cards as big buttons; other suits on a second row
    when the rules allow calling any card."""

    def __init__(self, obs: Observation, parent: QWidget | None = None) -> None:
        super().__init__(translate("CallPanel", "Call your partner"),
                         translate("CallPanel", CALL_NOTE), parent)
        self.legal: dict[Card, Action] = {a.card: a for a in obs.legal_actions
                                          if a.kind == "call"}
        nines = deck_has_nines(obs.rules.deck)
        self.ranks = [r for r in reversed(Rank) if nines or r != Rank.NINE]
        self.copies = deck_copies(obs.rules.deck)
        self.held = {card: obs.hand.count(card) for card in self.legal}
        self.trump = obs.trump if obs.trump is not None else Suit.S
        #: the trump row's buttons by card code (``"AH"``)
        self.buttons: dict[str, QPushButton] = {}
        self._trump_row()
        #: the second row: a toggle per other suit, and one button per rank
        self.suit_buttons: dict[str, QPushButton] = {}
        self.rank_buttons: dict[Rank, QPushButton] = {}
        self.other_suit = next(s for s in Suit if s != self.trump)
        # other suits only where the rules let the bidder call them (call_any_card)
        if any(card.suit != self.trump for card in self.legal):
            self._other_row()
            self.show_suit(self.other_suit)

    # -- building ------------------------------------------------------------------
    def _trump_row(self) -> None:
        row = self.button_row()
        for rank in self.ranks:
            card = Card.of(rank, self.trump)
            column = QVBoxLayout()
            column.setSpacing(3)
            button = QPushButton(card.label)
            button.setObjectName("Suit")
            button.setStyleSheet(f"color: {_ink(self.trump)}; font-size: 24px; "
                                 "min-width: 54px; padding: 5px 6px;")
            self._wire(button, card)
            column.addWidget(button)
            caption = QLabel(self._held_text(card))
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            caption.setObjectName("PanelNote")
            column.addWidget(caption)
            row.addLayout(column)
            self.buttons[card.code] = button
        row.addStretch(1)

    def _other_row(self) -> None:
        row = self.button_row()
        row.addWidget(QLabel(translate("CallPanel", "Another suit:")))
        group = QButtonGroup(self)
        for suit in Suit:
            if suit == self.trump:
                continue
            button = QPushButton(SUIT_SYMBOLS[suit.name])
            button.setCheckable(True)
            button.setMinimumWidth(40)
            button.setToolTip(translate("CallPanel", "Call one of the {suit}").format(
                suit=suit_name(suit)))
            button.setStyleSheet(f"QPushButton {{ color: {_ink(suit)}; font-size: 20px; "
                                 f"padding: 3px 8px; }} {_CHECKED}")
            button.clicked.connect(lambda _=False, s=suit: self.show_suit(s))
            group.addButton(button)
            row.addWidget(button)
            self.suit_buttons[suit.name] = button
        row.addStretch(1)
        # the ranks on a row of their own keep the panel narrow enough to sit
        # between the side players' plates on a small window
        row = self.button_row()
        for rank in self.ranks:
            button = QPushButton()
            button.setMinimumWidth(46)
            button.clicked.connect(lambda _=False, r=rank: self._call(Card.of(r, self.other_suit)))
            row.addWidget(button)
            self.rank_buttons[rank] = button
        row.addStretch(1)

    def _wire(self, button: QPushButton, card: Card) -> None:
        button.setToolTip(self._tooltip(card))
        button.setEnabled(card in self.legal)
        button.clicked.connect(lambda _=False, c=card: self._call(c))

    # -- behaviour -----------------------------------------------------------------
    def show_suit(self, suit: Suit) -> None:
        """Show the ranks of ``suit`` on the second row."""
        self.other_suit = suit
        self.suit_buttons[suit.name].setChecked(True)
        for rank, button in self.rank_buttons.items():
            card = Card.of(rank, suit)
            button.setText(card.label)
            button.setStyleSheet(f"color: {_ink(suit)}; font-size: 18px; padding: 4px 8px;")
            button.setToolTip(self._tooltip(card))
            button.setEnabled(card in self.legal)

    def _call(self, card: Card) -> None:
        action = self.legal.get(card)
        if action is not None:
            self.chosen.emit(action)

    def _held_text(self, card: Card) -> str:
        held = self.held.get(card, 0)
        if held >= self.copies:
            return translate("CallPanel", "all {held} · alone").format(held=held)
        if not held:
            return translate("CallPanel", "you hold none")
        return translate("CallPanel", "you hold {held}").format(held=held)

    def _tooltip(self, card: Card) -> str:
        held = self.held.get(card, 0)
        if held >= self.copies:
            return translate("CallPanel", "You hold every {card}: you would play alone.").format(
                card=card_words(card))
        return translate("CallPanel", "Call the {card}: whoever holds one plays with you (you "
                         "hold {held} of {copies}).").format(card=card_words(card), held=held,
                                                            copies=self.copies)

