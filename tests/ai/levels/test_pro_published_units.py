"""Pro as seed 003 publishes it, in the seed's own units: the published site
scores in tens (its least bid is 20 and a counter is 1 point), so its "half a
point" is 5 of our full-scale points; its bidding code simulates 1,000 rounds
per trump suit."""

from __future__ import annotations

from typing import Any

import pytest

from pinochle_desktop.ai.levels import pro
from pinochle_desktop.ai.levels.pro import ProPlayer
from pinochle_desktop.ai.policy.heuristics import to_mask
from pinochle_desktop.engine import Phase, new_game, preset


def _play_observation() -> Any:
    state = new_game(preset("partnership"), seed=5, dealer=3)
    while state.phase != Phase.PLAY:
        legal = state.legal_actions()
        bids = [a for a in legal if a.kind == "bid"]
        state.apply(bids[0] if bids and not state.bids else
                    next((a for a in legal if a.kind in ("pass", "play_hand")), legal[0]))
    seat = state.current_player
    assert seat is not None
    return state.observation(seat)


def test_pro_keeps_every_card_within_half_a_published_point(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Seed 003, Pro: "For each legal play, simulate the rest of the round 200
    times with random deals of the unseen cards. If any play results in an
    average round score that is more than half a point lower than the highest
    average play, then remove it from the options considered." Half a point of
    the site's is 5 of ours: a card 4 points below the best stays, one 6 below goes."""
    obs = _play_observation()
    cards = [a.card for a in obs.legal_actions if a.kind == "play"]
    assert len(cards) >= 3
    best, near, far = cards[0], cards[1], cards[2:]
    values = {best: 100.0, near: 96.0, **{c: 94.0 for c in far}}
    monkeypatch.setattr(pro, "play_values", lambda *_args: values)
    assert ProPlayer(1).prune(obs) == to_mask([best, near])


def test_pro_bids_from_a_thousand_rounds_per_suit() -> None:
    """Seed 003, Pro's bidding: "Simulate many rounds with cards randomly dealt to
    standard strategy players. Set the maximum willing bid at the round score
    achieved in more than 75% of the simulations"; the published code runs
    1,000 rounds for each trump suit (on the 48-card deck)."""
    state = new_game(preset("partnership"), seed=5, dealer=3)
    obs = state.observation(0)
    estimate = ProPlayer(1).estimate(obs)
    assert estimate.scores and all(len(v) == 1000 for v in estimate.scores.values())
