"""Bidding: a spin box that steps through the legal amounts, with Bid and Pass."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, Signal
from PySide6.QtGui import QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QAbstractSpinBox, QHBoxLayout, QPushButton, QSpinBox, QWidget

from ...engine import Action, Observation, score_meld
from ...engine.cards import Suit
from ...engine.observation import ForcedBid
from ..words import describe_action, suit_label
from .base import Panel

translate = QCoreApplication.translate


class AmountSpinBox(QSpinBox):
    """A spin box whose arrows move through a given list of amounts (the legal bids)."""

    #: () Enter was pressed in the box: bid the amount
    entered = Signal()

    def __init__(self, amounts: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.amounts = sorted(amounts) or [0]
        self.setRange(self.amounts[0], self.amounts[-1])
        self.setValue(self.amounts[0])
        self.setAccelerated(True)

    def event(self, event: QEvent) -> bool:
        """Letters are the window's single-key actions (H for a hint, L for the last
        trick): an amount takes digits only, so it lets them through."""
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            text = event.text()
            if text.isalpha() and not event.modifiers() & ~Qt.KeyboardModifier.ShiftModifier:
                event.ignore()
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter bids the amount in the box (the keyboard need not go to Bid)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.interpretText()
            event.accept()
            if self.isEnabled():
                self.entered.emit()
            return
        super().keyPressEvent(event)

    def stepBy(self, steps: int) -> None:
        index = self._index()
        index = max(0, min(len(self.amounts) - 1, index + steps))
        self.setValue(self.amounts[index])

    def _index(self) -> int:
        value = self.value()
        best = 0
        for i, amount in enumerate(self.amounts):
            if amount <= value:
                best = i
        return best

    # Qt 6.11 and newer (so far) place the edit field of a style-sheeted spin box from its
    # buttons: with NoButtons it comes out 1 pixel wide and the amount is not drawn. Where Qt
    # gets it right (6.10 and older) these do nothing.
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._widen_edit_field()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._widen_edit_field()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        self._widen_edit_field()

    def _widen_edit_field(self) -> None:
        edit = self.lineEdit()
        field = edit.geometry()
        if field.width() * 2 >= self.width():
            return
        # the vertical inset (border and padding) is right: use it on the sides too
        inset = max(0, field.top())
        edit.setGeometry(QRect(inset, field.top(), max(1, self.width() - 2 * inset),
                               field.height()))

    def snapped(self) -> int:
        """The entered amount, moved up to the next legal one if it falls between."""
        value = self.value()
        for amount in self.amounts:
            if amount >= value:
                return amount
        return self.amounts[-1]


def forced_words(forced: ForcedBid | None) -> str:
    """Why Pass is not allowed, from the engine's reason (``obs.forced_bid``), in the
    words the engine refuses a Pass with."""
    if forced is None:
        return ""
    if forced.rule == "first_bidder":
        return translate("Refusals", "You must open the bidding (at least {amount}).").format(
            amount=forced.amount)
    if forced.rule == "holding_meld":
        return translate("Refusals", "You hold meld, so you may not pass before someone has "
                         "bid.")
    return ""


class BidPanel(Panel):
    def __init__(self, obs: Observation, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(translate("BidPanel", "Your bid"), "", parent)
        legal = obs.legal_actions
        amounts = [a.amount for a in legal if a.kind == "bid"]
        can_pass = any(a.kind == "pass" for a in legal)
        bids = [(s, a) for s, a in obs.bids if a is not None]
        notes = []
        if bids:
            seat, amount = bids[-1]
            notes.append(translate("BidPanel", "High bid: {amount} by {seat}.").format(
                amount=amount, seat=names[seat]))
        else:
            notes.append(translate("BidPanel", "You open the bidding (minimum {amount}).").format(
                amount=obs.rules.min_bid))
        best = max(Suit, key=lambda s: score_meld(obs.hand, s, obs.rules).total)
        meld = score_meld(obs.hand, best, obs.rules).total
        notes.append(translate("BidPanel", "Your best meld: {meld} with {suit} as trump.").format(
            meld=meld, suit=suit_label(best)))
        if not amounts:
            notes.append(translate("BidPanel", "You may not bid (you hold no marriage)."))
        no_pass = forced_words(obs.forced_bid) if not can_pass else ""
        if no_pass:
            notes.append(no_pass)
        self.set_note(" ".join(notes))
        row = QHBoxLayout()
        row.addStretch(1)
        self.spin = AmountSpinBox(amounts or [obs.rules.min_bid])
        self.spin.setEnabled(bool(amounts))
        self.spin.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.spin.setToolTip(translate("BidPanel", "Up and Down arrows (or the − and + buttons) "
                                       "step through the bids you may make; Enter bids."))
        self.spin.setAccessibleName(translate("BidPanel", "Bid amount"))
        self.spin.lineEdit().setAccessibleName(self.spin.accessibleName())
        self.spin.setAccessibleDescription(translate(
            "BidPanel", "Up and Down step through the bids you may make; Enter bids."))
        self.spin.entered.connect(self._bid)
        steps = ((-1, "−", translate("BidPanel", "Lower bid")),
                 (1, "+", translate("BidPanel", "Raise bid")))
        for step, text, name in steps:
            button = QPushButton(text)
            button.setObjectName("Step")
            button.setAccessibleName(name)  # said as a word, not a sign; the amount is the box's
            button.setEnabled(bool(amounts))
            button.setAutoRepeat(True)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _=False, k=step: self.spin.stepBy(k))
            row.addWidget(button)
            if step < 0:
                row.addWidget(self.spin)
        self.bid_button = QPushButton()
        self.bid_button.setObjectName("Primary")
        self.bid_button.setEnabled(bool(amounts))
        self.bid_button.clicked.connect(self._bid)
        row.addWidget(self.bid_button)
        self.pass_button = QPushButton(describe_action(Action("pass")))
        self.pass_button.setEnabled(can_pass)
        if not can_pass:
            self.pass_button.setToolTip(
                no_pass or translate("BidPanel", "You may not pass now."))
        self.pass_button.clicked.connect(lambda: self.chosen.emit(Action("pass")))
        row.addWidget(self.pass_button)
        row.addStretch(1)
        self.box.addLayout(row)
        self.spin.valueChanged.connect(self._label)
        self._label()

    def focus_target(self) -> QWidget | None:
        """The amount (Up and Down choose it, Enter bids), or Pass when no bid is allowed."""
        if self.spin.isEnabled():
            return self.spin
        return self.pass_button if self.pass_button.isEnabled() else None

    def _label(self) -> None:
        self.bid_button.setText(describe_action(Action.bid(self.spin.snapped())))

    def hint_button(self, action: Action) -> QPushButton | None:
        """A hinted bid puts its amount in the box and marks Bid; a pass marks Pass."""
        if action.kind == "pass":
            return self.pass_button
        if action.kind == "bid" and action.amount is not None:
            self.spin.setValue(action.amount)
            return self.bid_button
        return None

    def _bid(self) -> None:
        self.chosen.emit(Action.bid(self.spin.snapped()))
