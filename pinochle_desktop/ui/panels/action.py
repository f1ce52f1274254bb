"""The floating panel over the table: shows the right question for the phase.

Bidding, naming trump, calling a partner, passing or burying, the declare /
misdeal / widow prompts, two-handed meld choices and the end-of-hand summary
each have a small panel class; this frame picks one from the viewer's observation and forwards
the person's choice as ``chosen(Action)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFontInfo
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action, Observation
from ...engine.cards import Rank
from ...engine.result import HandResult
from ..words import and_list, card_label, cards_label, describe_action, plural
from .base import ChoicePanel, Panel
from .bid import BidPanel
from .building import BuildPanel
from .call import CallPanel
from .selection import SelectionPanel
from .stakes_words import choice_label, decision_words, widow_words
from .style import panel_style
from .summary import SummaryPanel
from .trump import TrumpPanel

translate = QCoreApplication.translate


@dataclass
class PanelContext:
    """What the panel needs to know besides the observation."""

    obs: Observation
    names: list[str]
    side_names: list[str]
    #: the person is to act now
    is_turn: bool
    #: the last hand's summary once it is scored
    summary: HandResult | dict[str, Any] | None = None
    game_over_text: str = ""
    #: classic two-handed: (action, meld name, points) for each legal meld
    classic_melds: list[tuple[Action, str, int]] = field(default_factory=list)
    autoplay: bool = False


class ActionPanel(QFrame):
    """Hosts at most one panel; hidden when there is nothing to ask."""

    #: (Action) the person's choice
    chosen = Signal(object)
    #: () the person asked for a new game (game over)
    new_game_requested = Signal()
    #: () the person cleared the card selection (passing, burying)
    selection_cleared = Signal()
    #: () the keyboard belongs on the table now: the panel it was on went away, or the new
    #: panel's answer is chosen among the cards (passing, burying)
    table_focus_wanted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ActionPanel")
        #: the usual size of the program's words, which a large table scales
        self._base_px = QFontInfo(self.font()).pixelSize()
        self.setStyleSheet(panel_style(False))
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(22, 16, 22, 18)
        self.current: Panel | None = None
        self._key: tuple[Any, ...] | None = None
        #: tighter margins, words and buttons for a small table
        self.compact = False
        #: a table with little room: a short question's note on one line
        self.tight = False
        #: how much larger than usual everything is (a large table)
        self.scale = 1.0
        self.hide()

    def set_compact(self, on: bool) -> None:
        """Tighter margins, smaller words and buttons (a small table), or not."""
        self.set_room(on, on, self.scale)

    def set_room(self, compact: bool, tight: bool, scale: float = 1.0) -> None:
        """Fit the table: ``compact`` (a small table: tighter margins, smaller words and
        buttons), ``tight`` (so little room that a short question's note keeps to one
        line; otherwise notes wrap), ``scale`` (a large table: everything that much
        larger, in steps of a tenth)."""
        scale = max(1.0, round(scale, 1))
        if (compact, tight, scale) == (self.compact, self.tight, self.scale):
            return
        restyle = (compact, scale) != (self.compact, self.scale)
        self.compact, self.tight, self.scale = compact, tight, scale
        if restyle:
            self.setStyleSheet(panel_style(compact, scale, self._base_px))
        margins = (12, 8, 12, 10) if compact else (22, 16, 22, 18)
        self._layout.setContentsMargins(*(round(v * scale) for v in margins))
        if self.current is not None:
            self.current.set_room(compact, tight, scale)
            # sized for the note as it is shown now (wrapped, or on one line)
            QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.adjustSize()

    def present(self, ctx: PanelContext) -> None:
        """Show the panel the situation calls for (rebuilt only when it changes)."""
        key = self._key_for(ctx)
        if key == self._key:
            return
        self._key = key
        panel = self._build(ctx) if key is not None else None
        focus = QApplication.focusWidget()
        had_focus = focus is not None and self.isAncestorOf(focus)
        if self.current is not None:
            self.current.hide()
            self.current.deleteLater()
        self.current = panel
        if panel is None:
            self.hide()
            if had_focus:
                self.table_focus_wanted.emit()
            return
        panel.chosen.connect(self.chosen.emit)
        if isinstance(panel, SelectionPanel):
            panel.cleared.connect(self.selection_cleared.emit)
        if isinstance(panel, SummaryPanel):
            panel.new_game_requested.connect(self.new_game_requested.emit)
        panel.set_room(self.compact, self.tight, self.scale)
        self._layout.addWidget(panel)
        panel.show()
        self.show()
        self.adjustSize()
        self.raise_()
        self._take_focus(panel, had_focus)

    def _take_focus(self, panel: Panel, had_focus: bool) -> None:
        """A new question takes the keyboard (in the active window): its main answer's
        button, so the person hears the question and can answer at once; a choice made
        among the cards sends the keyboard to the table."""
        window = self.window()
        if not (window.isActiveWindow() or had_focus):
            return
        target = panel.focus_target()
        if target is None:
            self.table_focus_wanted.emit()
        else:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def show_hint(self, action: Action) -> None:
        """Mark the panel's button for a hinted answer (see :meth:`Panel.show_hint`)."""
        if self.current is not None:
            self.current.show_hint(action)

    def hinted_buttons(self) -> list[str]:
        """The texts of the buttons a hint marked (for tests and tools)."""
        from PySide6.QtWidgets import QPushButton

        return [b.text() for b in self.findChildren(QPushButton) if b.property("hinted")]

    def set_selection(self, codes: list[str]) -> None:
        if isinstance(self.current, SelectionPanel):
            self.current.set_selection(codes)

    def _key_for(self, ctx: PanelContext) -> tuple[Any, ...] | None:
        obs = ctx.obs
        if obs.phase == "game_over":
            return ("game_over", ctx.game_over_text, obs.hand_number)
        if obs.phase == "hand_over":
            return ("hand_over", obs.hand_number, ctx.autoplay)
        if not ctx.is_turn or obs.phase in ("play", "classic_trick"):
            return None
        if obs.phase == "build":  # a new card to keep or reject on every turn
            return ("build", obs.hand_number, obs.stock_size)
        return (obs.phase, obs.hand_number, tuple(str(a) for a in obs.legal_actions),
                len(obs.bids))

    def _build(self, ctx: PanelContext) -> Panel | None:
        obs = ctx.obs
        phase = obs.phase
        if phase in ("hand_over", "game_over"):
            if ctx.summary is None:
                return None
            return SummaryPanel(ctx.summary, ctx.names, ctx.side_names, ctx.game_over_text,
                                may_continue=not ctx.autoplay)
        if phase == "build":
            return BuildPanel(obs)
        if phase == "bid":
            return BidPanel(obs, ctx.names)
        if phase == "trump":
            return TrumpPanel(obs)
        if phase == "call":
            return CallPanel(obs)
        if phase == "pass":
            target = ctx.names[obs.bidder] if obs.bidder is not None and obs.bidder != obs.seat \
                else _partner_name(obs, ctx.names)
            return SelectionPanel(obs, "give", target)
        if phase == "bury":
            return SelectionPanel(obs, "bury", "")
        if phase == "kitty":
            return KittyPanel(obs, ctx.names)
        if phase == "classic_meld":
            return _classic_meld_panel(ctx)
        return _prompt(obs, ctx)


def _partner_name(obs: Observation, names: list[str]) -> str:
    partners = obs.rules.partners_of(obs.seat)
    return names[partners[0]] if partners else translate("ActionPanel", "your partner")


def _prompt(obs: Observation, ctx: PanelContext) -> Panel:
    """Every yes/no style decision: one button per legal action."""
    phase = obs.phase
    legal = obs.legal_actions
    title, note = translate("ActionPanel", "Your decision"), ""
    primary = {"play_hand", "keep", "see_widow", "dix_exchange", "dix_show"}
    if obs.rules.stakes and phase in ("declare", "widow"):
        # a stakes game's decisions before the first lead are paid in units
        title, note = decision_words(obs, ctx.names) if phase == "declare" \
            else widow_words(obs)
        return ChoicePanel(title, note, [(choice_label(a, obs), a, a.kind in primary, "")
                                         for a in legal], short=phase == "declare")
    if phase == "misdeal":
        nines = sum(1 for c in obs.hand if c.rank == Rank.NINE)
        title = translate("ActionPanel", "Throw this hand in?")
        note = plural(translate(
            "ActionPanel", "You hold %n nine(s), so you may call a misdeal and the same dealer "
            "redeals.", None, nines), nines)
    elif phase == "widow":
        title = translate("ActionPanel", "Concede without seeing the widow?")
        forced = obs.forced_bid
        if forced is not None and forced.rule == "dealer_stuck":
            note = translate(
                "ActionPanel", "Everyone passed, so you, the dealer, are stuck at "
                "{contract}. Concede now and lose {contract} (the others score nothing), or "
                "turn up the widow and play.").format(contract=obs.contract)
        else:
            note = translate(
                "ActionPanel", "You were forced to open at {contract}. Concede now and lose "
                "{contract} (the others score nothing), or turn up the widow and play.").format(
                contract=obs.contract)
    elif phase == "declare" and not any(a.kind == "play_hand" for a in legal):
        # the rules leave only conceding: say why, not "Play the hand?" over one button
        title = translate("ActionPanel", "You cannot make {contract}").format(
            contract=obs.contract)
        note = _must_concede_note(obs)
    elif phase == "declare":
        title = translate("ActionPanel", "Play the hand?")
        note = _declare_note(obs, ctx.names)
        if any(a.kind == "moon" for a in legal):
            note += " " + translate("ActionPanel", "Shooting the moon means taking every trick.")
    elif phase == "classic_dix":
        title = translate("ActionPanel", "You hold the dix (the nine of trump)")
        note = translate("ActionPanel",
                         "Exchange it for the turned-up trump card, or show it, for 10 points.")
    elif phase == "classic_take":
        title = translate("ActionPanel", "Take which card?")
        note = translate("ActionPanel", "You won the last trick of the stock: choose the last "
                         "card or the trump card.")
    choices = []
    for action in legal:
        label = describe_action(action)
        if action.kind == "concede" and obs.contract:
            label = translate("ActionPanel", "{action} (−{contract})").format(
                action=label, contract=obs.contract)
        if action.kind == "take":
            card = card_label(action.card.code)
            if obs.up_card is not None and action.card == obs.up_card:
                label = translate("ActionPanel", "Take {card} (trump card)").format(card=card)
            else:
                label = translate("ActionPanel", "Take {card} (last stock card)").format(
                    card=card)
        choices.append((label, action, action.kind in primary, ""))
    # declaring comes with every seat's meld shown: on a small table the note takes one line
    return ChoicePanel(title, note, choices, short=phase == "declare")


def _must_concede_note(obs: Observation) -> str:
    """The engine's reason the bidding side may only concede (``obs.must_concede``), in
    words: over its meld and every trick, or (meld near the bid) too little meld."""
    why = obs.must_concede
    if why is None:
        return ""
    if why.rule == "over_max":
        return translate(
            "ActionPanel", "Your meld ({meld}) and every counter in the tricks ({tricks}) "
            "come to {most}, short of {contract}, so the hand is conceded: it costs the bid, "
            "and the others score their meld.").format(
            meld=why.meld, tricks=why.trick_points, most=why.most, contract=why.contract)
    return translate(
        "ActionPanel", "Your meld ({meld}) is not enough to play a bid of {contract} under "
        "this table's rule \"Meld near the bid to play\", so the hand is conceded: it costs "
        "the bid, and the others score their meld.").format(meld=why.meld,
                                                            contract=why.contract)


def _declare_note(obs: Observation, names: list[str]) -> str:
    """The declare prompt's note: the contract against the meld that counts toward it (in
    a partnership the side's, with the bidder's own share; alone, the bidder's)."""
    def total(seat: int) -> int:
        meld = obs.melds[seat] if seat < len(obs.melds) else None
        return int((meld or {}).get("total", 0))

    own = total(obs.seat)
    side = obs.rules.sides[obs.rules.side_of(obs.seat)]
    if len(side) < 2:
        return translate(
            "ActionPanel", "Your contract is {contract}; your meld is {meld}. Conceding now "
            "costs the bid, and the others score their meld.").format(
            contract=obs.contract, meld=own)
    together = sum(total(s) for s in side)
    others = and_list([names[s] for s in side if s != obs.seat])
    return translate(
        "ActionPanel", "Your contract is {contract}; your side's meld is {together} (yours "
        "{own}, {others} {theirs}). Conceding now costs the bid, and the others score their "
        "meld.").format(contract=obs.contract, together=together, own=own, others=others,
                        theirs=together - own)


def _classic_meld_panel(ctx: PanelContext) -> Panel:
    choices: list[tuple[str, Action, bool, str]] = []
    best = max((p for _, _, p in ctx.classic_melds), default=0)
    for action, name, points in ctx.classic_melds:
        # the meld's name is translated (controller): a capital first, the rest as it is
        label = f"{name[:1].upper()}{name[1:]}  +{points}   " \
            f"({cards_label([c.code for c in action.cards])})"
        choices.append((label, action, points == best, ""))
    choices.append((describe_action(Action("no_meld")), Action("no_meld"), False, ""))
    return ChoicePanel(translate("ActionPanel", "You won the trick: lay a meld?"),
                       translate("ActionPanel", "One meld per trick won; it is scored now and "
                                 "its cards stay playable from the table."), choices,
                       vertical=True)


class KittyPanel(Panel):
    """The bid winner deals the kitty: one card to each player."""

    def __init__(self, obs: Observation, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(translate("ActionPanel", "Deal the kitty"),
                         translate("ActionPanel", "Give one kitty card to each player."), parent)
        self.legal = {a.cards: a for a in obs.legal_actions if a.kind == "kitty"}
        first = next(iter(self.legal), ())
        self.cards = list(first)
        n = len(self.cards)
        order = [(obs.seat + k) % obs.rules.num_players for k in range(obs.rules.num_players)
                 if (obs.seat + k) % obs.rules.num_players not in obs.sitting_out][:n]
        grid = QGridLayout()
        self.combos: list[QComboBox] = []
        for i, seat in enumerate(order):
            label = QLabel(names[seat])
            grid.addWidget(label, i, 0)
            combo = QComboBox()
            label.setBuddy(combo)
            combo.setAccessibleName(translate("ActionPanel", "Kitty card for {seat}").format(
                seat=names[seat]))
            for card in self.cards:
                combo.addItem(card.label, card.code)
            combo.setCurrentIndex(i)
            grid.addWidget(combo, i, 1)
            self.combos.append(combo)
        self.box.addLayout(grid)
        row = self.button_row()
        self.confirm = self.action_button(row, translate("ActionPanel", "Deal", "the kitty"), None,
                                          primary=True)
        self.confirm.clicked.connect(self._confirm)
        row.addStretch(1)

    def _confirm(self) -> None:
        codes = tuple(str(c.currentData()) for c in self.combos)
        for cards, action in self.legal.items():
            if tuple(c.code for c in cards) == codes:
                self.chosen.emit(action)
                return
        self.set_note(translate("ActionPanel", "Give each player a different kitty card."))
