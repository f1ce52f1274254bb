"""The panels word the engine's reasons: they show what the engine decided, and why,
without working it out again."""

from __future__ import annotations

import dataclasses

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, BaseState, Phase, new_game, preset
from pinochle_desktop.engine.observation import MustConcede
from pinochle_desktop.engine.states.auction import AuctionState
from pinochle_desktop.ui.panels.action import ActionPanel, PanelContext
from pinochle_desktop.ui.panels.base import ChoicePanel
from pinochle_desktop.ui.panels.bid import BidPanel

NAMES = ["You", "West", "East"]


def _panel(qtbot: QtBot, state: BaseState) -> ActionPanel:
    panel = ActionPanel()
    qtbot.addWidget(panel)
    seat = state.current_player
    assert seat is not None
    panel.present(PanelContext(obs=state.observation(seat), names=NAMES,
                               side_names=NAMES, is_turn=True))
    return panel


def test_the_bid_panel_says_why_pass_is_not_allowed_before_the_bid(qtbot: QtBot) -> None:
    """Three-handed: West passed; the seat to bid holds meld, so it may not pass. The
    panel says so on the note and on Pass, not only once the bid is made."""
    state = new_game(preset("three_handed"), seed=0)
    state.apply(Action("pass"))
    panel = _panel(qtbot, state)
    bid = panel.current
    assert isinstance(bid, BidPanel)
    assert not bid.pass_button.isEnabled()
    why = "You hold meld, so you may not pass before someone has bid."
    assert why in bid.note.full_text
    assert bid.pass_button.toolTip() == why


def test_a_free_pass_has_no_such_note(qtbot: QtBot) -> None:
    rules = dataclasses.replace(preset("partnership"), must_open_with_meld=False)
    state = new_game(rules, seed=3)
    panel = _panel(qtbot, state)
    bid = panel.current
    assert isinstance(bid, BidPanel) and bid.pass_button.isEnabled()
    assert "may not pass" not in bid.note.full_text
    assert "must open" not in bid.note.full_text


def _hopeless_declare() -> BaseState:
    from ..table.phase_states import phase_states

    state = phase_states("three_handed")["declare"]
    assert [a.kind for a in state.legal_actions()] == ["concede"]
    return state


@pytest.mark.parametrize(("why", "words"), [
    (MustConcede(rule="over_max", meld=40, trick_points=250, contract=350),
     "Your meld (40) and every counter in the tricks (250) come to 290, short of 350"),
    (MustConcede(rule="meld_near_bid", meld=15, trick_points=250, contract=350,
                 least_meld=20, gap=50),
     "Your meld (15) is not enough to play a bid of 350 under this table's rule"),
])
def test_the_must_concede_note_is_the_engines_reason(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, why: MustConcede, words: str) -> None:
    """The engine's reason, whatever it is, is what the panel says: its rule and its
    numbers (the engine's reason is replaced here, and the note follows it)."""
    state = _hopeless_declare()
    assert state.phase == Phase.DECLARE
    monkeypatch.setattr(AuctionState, "must_concede", lambda self: why)
    panel = _panel(qtbot, state)
    assert isinstance(panel.current, ChoicePanel)
    assert words in panel.current.note.full_text
