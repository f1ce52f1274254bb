"""Passing and burying: pick N cards in the hand, then confirm."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QWidget

from ...engine import Action, Observation, parse_cards
from ..words import cards_label, plural
from .base import Panel

translate = QCoreApplication.translate


class SelectionPanel(Panel):
    """The person clicks cards in the hand (the scene reports the selection here)."""

    #: () the person wants to start the selection again
    cleared = Signal()

    def __init__(self, obs: Observation, kind: str, target: str,
                 parent: QWidget | None = None) -> None:
        self.kind = kind
        legal = [a for a in obs.legal_actions if a.kind == kind]
        self.legal = set(legal)
        self.count = len(legal[0].cards) if legal else 0
        count = self.count
        if kind == "give":
            title = plural(translate("SelectionPanel", "Pass %n card(s) to {target}", None,
                                     count), count).format(target=target)
            note = translate("SelectionPanel", "Click cards in your hand to choose them.")
            if obs.received:
                note = translate("SelectionPanel", "You received {cards}.").format(
                    cards=cards_label([c.code for c in obs.received])) + " " + note
        else:
            title = plural(translate("SelectionPanel", "Bury %n card(s)", None, count), count)
            note = translate("SelectionPanel", "Click cards in your hand to bury them face "
                             "down; counters you bury still count for you. Keep your meld if "
                             "you can.")
        super().__init__(title, note, parent)
        self._base_note = note
        row = self.button_row()
        self.clear_button = self.action_button(row, translate("SelectionPanel", "Clear"), None)
        self.clear_button.clicked.connect(self.cleared.emit)
        self.confirm = self.action_button(row, translate("SelectionPanel", "Choose cards"), None,
                                          primary=True)
        self.confirm.clicked.connect(self._confirm)
        #: how to choose without the mouse (the confirm button's tooltip until the cards
        #: are chosen)
        self.keys_tip = translate("SelectionPanel", "On the table: the Left and Right arrows "
                                  "move between your cards, Space chooses one, Enter passes "
                                  "the cards once all are chosen.") if kind == "give" \
            else translate("SelectionPanel", "On the table: the Left and Right arrows move "
                           "between your cards, Space chooses one, Enter buries the cards "
                           "once all are chosen.")
        row.addStretch(1)
        self.selection: list[str] = []
        self.set_selection([])

    def focus_target(self) -> QWidget | None:
        """The cards are chosen on the table: the keyboard goes there."""
        return None

    def confirm_if_ready(self) -> bool:
        """Enter on the table once the cards are chosen: pass or bury them (False when
        the choice is not complete or not allowed)."""
        if not self.confirm.isEnabled():
            return False
        self._confirm()
        return True

    def set_selection(self, codes: list[str]) -> None:
        self.selection = list(codes)
        action = self.action()
        ok = action is not None and action in self.legal
        give = self.kind == "give"
        self.confirm.setEnabled(ok)
        if len(codes) == self.count:
            text = translate("SelectionPanel", "Pass {cards}") if give \
                else translate("SelectionPanel", "Bury {cards}")
            self.confirm.setText(text.format(cards=cards_label(codes)))
            if not ok:
                self.confirm.setToolTip(translate(
                    "SelectionPanel", "Melded cards may be buried only when nothing else is "
                    "left."))
        else:
            text = translate("SelectionPanel", "Pass ({chosen} of {count} chosen)") if give \
                else translate("SelectionPanel", "Bury ({chosen} of {count} chosen)")
            self.confirm.setText(text.format(chosen=len(codes), count=self.count))
            self.confirm.setToolTip(self.keys_tip)
        if ok:
            self.confirm.setToolTip(self.keys_tip)

    def action(self) -> Action | None:
        if len(self.selection) != self.count:
            return None
        cards = parse_cards(self.selection)
        return Action.give(cards) if self.kind == "give" else Action.bury(cards)

    def _confirm(self) -> None:
        action = self.action()
        if action is not None:
            self.chosen.emit(action)
