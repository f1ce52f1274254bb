"""Every player answers with a :class:`Decision`: a legal action, and its reason when
the player can give one."""

from __future__ import annotations

import dataclasses

import pytest

from pinochle_desktop.ai.base import Decision
from pinochle_desktop.ai.levels.standard import CARD_REASONS, StandardPlayer
from pinochle_desktop.ai.registry import PLAYER_TYPES, make_player, quick_kind
from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.engine.text import Text

#: partnership as its positions assume: a first player holding meld may pass
PARTNERSHIP = dataclasses.replace(preset("partnership"), must_open_with_meld=False)


def why(decision: Decision) -> Text:
    """The level's own why: the reason after the move in words (``Bids 250. ...``)."""
    assert isinstance(decision.reason, Text) and decision.reason.fields is not None
    reason = decision.reason.fields["why"]
    assert isinstance(reason, Text)
    return reason


def decisions(variant: str, kind: str, seed: int) -> list[tuple[str, Decision]]:
    """One hand of ``variant`` with ``kind`` in every seat: (phase, decision) per move."""
    rules = preset(variant)
    state = new_game(rules, seed=seed)
    players = [make_player(kind, seed * 10 + s) for s in range(rules.num_players)]
    out: list[tuple[str, Decision]] = []
    while state.current_player is not None and not state.hand_number and len(out) < 2_000:
        obs = state.observation(state.current_player)
        decision = players[state.current_player].decide(obs)
        assert isinstance(decision, Decision), (kind, obs.phase, decision)
        assert decision.action in obs.legal_actions, (kind, obs.phase, decision)
        assert decision.reason is None or isinstance(decision.reason, Text)
        out.append((obs.phase, decision))
        state.apply(decision.action)
    return out


@pytest.mark.parametrize("variant", ["three_handed", "partnership"])
@pytest.mark.parametrize("base", list(PLAYER_TYPES))
def test_every_level_decides_legally(base: str, variant: str) -> None:
    kind = quick_kind(base)
    moves = decisions(variant, kind, seed=5)
    # choose is the decision's action: the same hand move for move
    rules = preset(variant)
    state = new_game(rules, seed=5)
    players = [make_player(kind, 50 + s) for s in range(rules.num_players)]
    for _phase, decision in moves:
        seat = state.current_player
        assert seat is not None
        assert players[seat].choose(state.observation(seat)) == decision.action
        state.apply(decision.action)


def test_standard_says_why_for_every_card_bid_and_trump() -> None:
    moves = decisions("partnership", "standard", seed=7)
    cards = [d for phase, d in moves if phase == "play"]
    bids = [d for phase, d in moves if phase == "bid"]
    trumps = [d for phase, d in moves if phase == "trump"]
    assert cards and bids and trumps
    assert all(d.rule.startswith("trump_") and d.reason for d in trumps)
    assert all((d.rule in CARD_REASONS and why(d) == CARD_REASONS[d.rule])
               or d.rule == "only_choice" for d in cards)
    assert all(d.reason for d in cards + bids)
    assert any("simulated deals" in d.reason.lower() for d in bids if d.reason)


def test_a_bid_reason_names_the_limit_and_the_meld() -> None:
    state = new_game(PARTNERSHIP, seed=3)
    seat = state.current_player
    assert seat is not None
    decision = StandardPlayer(1).decide(state.observation(seat))
    assert decision.rule in ("bid_within_limit", "pass_over_limit")
    assert isinstance(decision.reason, Text) and decision.reason.context == "Reasons"
    fields = why(decision).fields
    assert fields is not None
    assert {"limit", "meld", "suit"} <= set(fields)


def test_a_declare_reason_gives_the_chance_of_making_it() -> None:
    """Three-handed: the bidder who may play or concede says how often it makes it."""
    for seed in range(30):
        state = new_game(preset("three_handed"), seed=seed)
        players = [StandardPlayer(seed * 3 + s) for s in range(3)]
        while state.phase not in ("declare", "play", "hand_over"):
            seat = state.current_player
            assert seat is not None
            state.apply(players[seat].choose(state.observation(seat)))
        if state.phase == "declare" and len(state.legal_actions()) > 1:
            break
    else:
        raise AssertionError("no declare question in 30 deals")
    seat = state.current_player
    assert seat is not None
    decision = players[seat].decide(state.observation(seat))
    assert decision.rule.startswith("declare_") and decision.reason
    assert "% of simulated deals" in decision.reason


def test_the_expert_passes_on_the_reason_of_the_level_it_asks() -> None:
    """Cutthroat: the Expert leaves the auction to Pro, and says Pro's reason."""
    from pinochle_desktop.ai.levels.pro import ProPlayer

    state = new_game(preset("cutthroat"), seed=3)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    expert = make_player(quick_kind("expert"), 1).decide(obs)
    assert expert == ProPlayer(1).decide(obs)
    assert expert.rule in ("bid_within_limit", "pass_over_limit") and expert.reason


def test_the_expert_says_why_it_bids_from_its_own_simulations() -> None:
    """Three-handed: the Expert bids from its own simulated deals, and says so."""
    state = new_game(preset("three_handed"), seed=3)
    seat = state.current_player
    assert seat is not None
    expert = make_player(quick_kind("expert"), 1)
    obs = state.observation(seat)
    decision = expert.decide(obs)
    assert decision.action == make_player(quick_kind("expert"), 1).choose(obs)
    assert decision.rule in ("bid_within_limit", "pass_over_limit", "bid_forced")
    assert decision.reason
