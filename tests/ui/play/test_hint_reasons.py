"""The hint says the adviser's own reason when the adviser gives one."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from pinochle_desktop.ai.levels.standard import StandardPlayer
from pinochle_desktop.engine import Observation, Phase, new_game, preset
from pinochle_desktop.ui.engine_text import engine_text
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.controller import GameController
from pinochle_desktop.ui.play.hint import Adviser, explain
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


def first_turn(variant: str, phase: str) -> Observation:
    """The first position of ``variant`` (random moves from seeded deals) where the seat
    to move is in ``phase``, from that seat."""
    for seed in range(1, 60):
        rng = random.Random(seed)
        state = new_game(preset(variant), seed=seed)
        for _ in range(200):
            seat = state.current_player
            if seat is None or state.is_terminal:
                break
            obs = state.observation(seat)
            if obs.phase == phase and len(obs.legal_actions) > 1:
                return obs
            state.apply(rng.choice(obs.legal_actions))
    raise AssertionError(f"no {phase} turn in {variant}")


@pytest.mark.parametrize(("variant", "phase"), [("racehorse", "pass"),
                                                ("three_handed", "bury")])
def test_passing_and_burying_hints_give_the_levels_reason(variant: str, phase: str) -> None:
    """The cards to pass or bury are explained by the level that chose them; the hint
    writes no reason of its own for them."""
    obs = first_turn(variant, phase)
    decision = Adviser().decide(obs)
    assert decision.action.kind == ("give" if phase == "pass" else "bury")
    assert decision.reason and decision.reason.fields is not None
    why = engine_text(decision.reason.fields["why"])
    assert explain(obs, decision.action, decision.reason).endswith(why)
    assert explain(obs, decision.action).endswith(
        "it is what the strongest computer player would do here.")
