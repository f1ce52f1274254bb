"""The hint says the adviser's own reason when the adviser gives one."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai.levels.standard import StandardPlayer
from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.controller import GameController
from pinochle_desktop.ui.play.hint import explain
from pinochle_desktop.ui.play.thinker import SyncThinker


def test_explain_says_the_players_reason() -> None:
    state = new_game(preset("partnership"), seed=3)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    decision = StandardPlayer(1).decide(obs)
    assert decision.reason
    words = explain(obs, decision.action, decision.reason)
    assert decision.reason.fields is not None
    why = str(decision.reason.fields["why"])  # the player's reason after its move in words
    assert words.endswith(why)
    assert why not in explain(obs, decision.action)


def test_a_bid_hint_gives_the_advisers_reason(qtbot: QtBot,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("pinochle_desktop.ui.play.hint.best_level", lambda: "standard")
    c = GameController(SyncThinker())
    c.delay_ms = 0
    c.start(GameConfig.standard("partnership", level="random", seed=3))
    qtbot.waitUntil(c.is_human_turn, timeout=5000)
    assert c.phase() == Phase.BID
    with qtbot.waitSignal(c.hint_ready, timeout=20000) as blocker:
        c.request_hint()
    action, words = blocker.args
    assert action.startswith(("bid", "pass"))
    assert "simulated deals of this hand" in words
    c.stop()
