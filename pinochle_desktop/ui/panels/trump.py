"""Naming trump: one button per suit showing what that suit would meld."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton, QWidget

from ...engine import Action, Observation, score_meld
from ...engine.cards import Suit
from ..words import SUIT_SYMBOLS, suit_title
from .base import Panel

translate = QCoreApplication.translate


class TrumpPanel(Panel):
    def __init__(self, obs: Observation, parent: QWidget | None = None) -> None:
        note = translate("TrumpPanel", "Each suit shows what your meld would be.")
        if obs.contract:
            note = translate("TrumpPanel", "You won the bid at {contract}.").format(
                contract=obs.contract) + " " + note
        super().__init__(translate("TrumpPanel", "Name trump"), note, parent)
        legal = {a.suit for a in obs.legal_actions if a.kind == "trump"}
        melds = {s: score_meld(obs.hand, s, obs.rules).total for s in Suit}
        best = max((s for s in Suit if s in legal), key=lambda s: melds[s], default=None)
        row = self.button_row()
        self.buttons: dict[str, QPushButton] = {}
        for suit in Suit:
            letter = suit.name
            button = QPushButton(translate("TrumpPanel", "{symbol}\nmeld {meld}").format(
                symbol=SUIT_SYMBOLS[letter], meld=melds[suit]))
            button.setObjectName("Primary" if suit == best else "Suit")
            button.setMinimumWidth(86)
            button.setToolTip(translate("TrumpPanel", "{suit} as trump: meld {meld}").format(
                suit=suit_title(suit), meld=melds[suit]))
            color = "#c8102e" if letter in "HD" else "#17301f"
            button.setStyleSheet(f"color: {color}; font-size: 20px;")
            button.setEnabled(suit in legal)
            if suit not in legal:
                button.setToolTip(translate("TrumpPanel",
                                            "You must hold a marriage (or meld) in the suit "
                                            "you name."))
            # a screen reader says the suit's word, not the symbol
            button.setAccessibleName(translate(
                "TrumpPanel", "{suit}: your meld would be {meld}").format(
                suit=suit_title(suit), meld=melds[suit]))
            button.clicked.connect(lambda _=False, s=suit: self.chosen.emit(Action.trump(s)))
            row.addWidget(button)
            self.buttons[letter] = button
        row.addStretch(1)

    def hint_button(self, action: Action) -> QPushButton | None:
        return self.buttons.get(action.suit.name) if action.suit is not None else None
