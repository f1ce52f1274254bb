"""The floating panels offer exactly the legal choices, and emit the chosen action."""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, BaseState, Phase, new_game, preset
from pinochle_desktop.ui.panels.action import ActionPanel, KittyPanel, PanelContext
from pinochle_desktop.ui.panels.base import ChoicePanel
from pinochle_desktop.ui.panels.bid import BidPanel
from pinochle_desktop.ui.panels.summary import SummaryPanel
from pinochle_desktop.ui.play.config import GameConfig

from ..conftest import WindowFactory

NAMES = ["You", "West", "North", "East"]


def _panel(qtbot: QtBot, state: BaseState) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    seat = state.current_player
    assert seat is not None
    panel.present(PanelContext(obs=state.observation(seat), names=NAMES,
                               side_names=["You & North", "West & East"], is_turn=True))
    return panel


def _advance_to(state: BaseState, phase: Phase) -> None:
    while state.phase != phase:
        legal = state.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        state.apply(bids[0] if bids and not state.bids else
                    next((a for a in legal if a.kind == "pass"), legal[0]))


def test_bid_panel_steps_through_legal_amounts(qtbot: QtBot) -> None:
    state = new_game(preset("double_deck"), seed=3)
    assert state.phase == Phase.BID
    state.apply(Action.bid(590))  # above 600 the steps grow from 10 to 50
    panel = _panel(qtbot, state)
    assert isinstance(panel.current, BidPanel)
    amounts = [a.amount for a in state.legal_actions() if a.kind == "bid"]
    spin = panel.current.spin
    assert spin.value() == amounts[0]
    assert amounts[:3] == [600, 650, 700]
    spin.stepBy(2)
    assert spin.value() == 700
    assert panel.current.bid_button.text() == "Bid 700"
    with qtbot.waitSignal(panel.chosen) as blocker:
        qtbot.mouseClick(panel.current.bid_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [Action.bid(700)]


def test_misdeal_prompt(qtbot: QtBot) -> None:
    state = new_game(dataclasses.replace(preset("partnership"), misdeal_nines=True), seed=29)
    assert state.phase == Phase.MISDEAL
    panel = _panel(qtbot, state)
    assert isinstance(panel.current, ChoicePanel)
    assert set(panel.current.buttons) == {"misdeal", "keep"}
    with qtbot.waitSignal(panel.chosen) as blocker:
        qtbot.mouseClick(panel.current.buttons["misdeal"], Qt.MouseButton.LeftButton)
    assert blocker.args == [Action("misdeal")]


def test_declare_prompt_offers_the_moon(qtbot: QtBot) -> None:
    rules = dataclasses.replace(preset("partnership"), shoot_the_moon=True)
    state = new_game(rules, seed=4)
    _advance_to(state, Phase.TRUMP)
    state.apply(state.legal_actions()[0])
    assert state.phase == Phase.DECLARE
    panel = _panel(qtbot, state)
    assert isinstance(panel.current, ChoicePanel)
    assert set(panel.current.buttons) == {"play_hand", "concede", "moon"}


def test_kitty_panel_deals_one_card_each(qtbot: QtBot) -> None:
    rules = dataclasses.replace(preset("partnership"), widow_size=4, widow_mode="kitty",
                                hand_size=11)
    state = new_game(rules, seed=6)
    _advance_to(state, Phase.KITTY)
    panel = _panel(qtbot, state)
    kitty = panel.current
    assert isinstance(kitty, KittyPanel)
    with qtbot.waitSignal(panel.chosen) as blocker:
        qtbot.mouseClick(kitty.confirm, Qt.MouseButton.LeftButton)
    assert blocker.args[0] in state.legal_actions()


def test_two_handed_meld_choices_name_each_meld(qtbot: QtBot,
                                                make_window: WindowFactory) -> None:
    window = make_window("two_handed", seed=8)
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(c.is_human_turn, timeout=2000)
        state = c.state
        assert state is not None
        if state.phase == Phase.CLASSIC_MELD:
            break
        legal = state.legal_actions()
        c.submit(next((a for a in legal if a.kind in ("no_dix",)), legal[0]))
    assert state.phase == Phase.CLASSIC_MELD
    panel = window.table.panel.current
    assert isinstance(panel, ChoicePanel)
    melds = [a for a in state.legal_actions() if a.kind == "meld"]
    assert melds and set(panel.buttons) == {str(a) for a in melds} | {"no_meld"}
    for action, name, points in c.classic_meld_choices():
        text = panel.buttons[str(action)].text()
        assert name.lower() in text.lower() and f"+{points}" in text
    qtbot.mouseClick(panel.buttons[str(melds[0])], Qt.MouseButton.LeftButton)
    assert any(a == melds[0] for _, a in state.log)


def test_game_over_offers_a_new_game(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("partnership", seed=3)
    c = window.controller
    config = GameConfig.standard("partnership", level="random", seed=3, autoplay=True)
    config.target = 100
    with qtbot.waitSignal(c.game_over, timeout=10000):
        window.games.start_game(config)
    qtbot.waitUntil(lambda: isinstance(window.table.panel.current, SummaryPanel), timeout=2000)
    panel = window.table.panel.current
    assert isinstance(panel, SummaryPanel)
    assert "win" in panel.title.text()


def test_bid_panel_shows_the_amount(qtbot: QtBot) -> None:
    """The styled spin box draws the amount (Qt 6.11 laid its text field out 1 pixel wide)."""
    state = new_game(preset("double_deck"), seed=3)
    panel = _panel(qtbot, state)
    panel.setStyleSheet(panel.styleSheet())  # a style change lays the field out again
    panel.resize(520, 220)
    panel.show()
    qtbot.waitExposed(panel)
    assert isinstance(panel.current, BidPanel)
    spin = panel.current.spin
    edit = spin.lineEdit()
    assert edit.isVisible()
    assert edit.width() >= edit.fontMetrics().horizontalAdvance(spin.text())
    assert spin.rect().contains(edit.geometry())


def test_a_hopeless_contract_says_why_it_is_conceded(qtbot: QtBot) -> None:
    """Three-handed, bid 300 on 20 meld: the rules leave only conceding (the meld and
    every counter come to 270). The panel says so, not "Play the hand?" over a single
    Concede button."""
    from ..table.phase_states import phase_states

    state = phase_states("three_handed")["declare"]
    assert [a.kind for a in state.legal_actions()] == ["concede"]
    assert state.rules.forced_concede_over_max and state.contract == 300
    panel = _panel(qtbot, state)
    assert isinstance(panel.current, ChoicePanel)
    assert panel.current.title.text() == "You cannot make 300"
    note = panel.current.note.full_text
    assert "Your meld (20) and every counter in the tricks (250) come to 270" in note
    assert set(panel.current.buttons) == {"concede"}
