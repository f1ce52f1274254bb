"""Hand building (two-handed auction, seeds 000/002): the drawn card, Keep or Reject.

The seat to act sees the top card of the face-down pile. Keeping it puts it in the
hand and sends the next card, unseen, to the player's discard pile; rejecting it
sends it to the discard pile and puts the next card in the hand.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QLabel, QPushButton, QWidget

from ...engine import Action, Observation
from ..words import QT_TRANSLATE_NOOP, card_label
from .base import Panel

translate = QCoreApplication.translate

#: the single keys that keep or reject the drawn card (anywhere in the window while the
#: panel is up), with what they do (translated where shown: the tooltips, Help)
KEYS = {
    "keep": ("K", QT_TRANSLATE_NOOP("BuildPanel", "Keep the card you drew (hand building)")),
    "reject": ("R", QT_TRANSLATE_NOOP("BuildPanel",
                                      "Reject the card you drew (hand building)")),
}


class BuildPanel(Panel):
    """The drawn card with a Keep and a Reject button (K and R, Tab to one and Space or
    Enter, or the mnemonics Alt+K and Alt+R)."""

    def __init__(self, obs: Observation, parent: QWidget | None = None) -> None:
        left = obs.stock_size
        super().__init__(
            translate("BuildPanel", "Keep this card?"),
            translate("BuildPanel", "Keep it and the next card goes face down, unseen, to your "
                      "discard pile; reject it and it goes to your discard pile, and you keep "
                      "the next card. {left} cards left in the pile; you hold {held}.").format(
                left=left, held=len(obs.hand)),
            parent,
        )
        drawn = obs.drawn
        text = card_label(drawn.code) if drawn is not None else "?"
        self.card = QLabel(text)
        self.card.setObjectName("DrawnCard")
        self.card.setAlignment(Qt.AlignmentFlag.AlignCenter)
        red = drawn is not None and drawn.code[-1] in "HD"
        self.card.setStyleSheet(
            f"font-size: 34px; font-weight: bold; color: {'#c8102e' if red else '#17301f'};"
            " background: #fbfaf5; border: 1px solid #8a8a8a; border-radius: 6px;"
            " padding: 10px 18px;")
        self.card.setAccessibleName(
            translate("BuildPanel", "You drew the {card}").format(card=text))
        self.box.addWidget(self.card, 0, Qt.AlignmentFlag.AlignLeft)
        legal = {a.kind: a for a in obs.legal_actions}
        row = self.button_row()
        self.buttons: dict[str, QPushButton] = {}
        for kind, label, name, primary in (
            ("keep", translate("BuildPanel", "&Keep"),
             translate("BuildPanel", "Keep the {card}").format(card=text), True),
            ("reject", translate("BuildPanel", "&Reject"),
             translate("BuildPanel", "Reject the {card}").format(card=text), False),
        ):
            action = legal.get(kind, Action(kind))
            button = self.action_button(row, label, action, primary=primary)
            button.setAccessibleName(name)
            key = KEYS[kind][0]
            button.setToolTip(translate("BuildPanel", "{action} ({key})").format(
                action=name, key=QKeySequence(key).toString(
                    QKeySequence.SequenceFormat.NativeText)))
            button.setEnabled(kind in legal)
            self.buttons[kind] = button
            # a single key, wherever the keyboard is in the window (the table, a dock)
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(button.click)
        row.addStretch(1)

    def hint_button(self, action: Action) -> QPushButton | None:
        return self.buttons.get(action.kind)
