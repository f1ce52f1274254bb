"""A seat sure of a sweep from what it knows takes every trick in every deal that
fits what it knows, whatever the others play: checked against dealt-out
possibilities, in every auction preset."""

from __future__ import annotations

import random

import pytest

from pinochle_desktop.ai.knowledge.holdings import analyse
from pinochle_desktop.ai.knowledge.sampler import sample_hands
from pinochle_desktop.ai.knowledge.shown_meld import ShownMeld
from pinochle_desktop.ai.search.sure_claim import OutOfNodes, SureClaim
from pinochle_desktop.engine import Phase, State, new_game, preset
from pinochle_desktop.engine.observation import Observation
from pinochle_desktop.engine.play.fast_moves import legal, play
from pinochle_desktop.engine.play.fast_position import from_hands
from pinochle_desktop.engine.play.trick import mask_ids
from pinochle_desktop.engine.rules.presets import PRESET_NAMES

from ...ui.conftest import sensible

AUCTION_PRESETS = [name for name in PRESET_NAMES if preset(name).style == "auction"]


def hand_end(variant: str, seed: int, cards_left: int) -> State:
    """A hand played at random (the auction quickly: one bid, then passes) until each
    hand holds ``cards_left`` cards."""
    rng = random.Random(seed)
    state = new_game(preset(variant), seed=seed)
    while True:
        if state.phase == Phase.PLAY and max(len(h) for h in state.hands) <= cards_left:
            return state
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            state.apply("continue")
            continue
        legal_actions = list(state.legal_actions())
        passes = [a for a in legal_actions if a.kind == "pass"]
        if state.phase == Phase.BID and passes and any(b for _, b in state.bids):
            state.apply(passes[0])
        elif state.phase == Phase.PLAY:
            state.apply(rng.choice(legal_actions))
        else:
            state.apply(sensible(legal_actions))


def deals_that_fit(obs: Observation, rng: random.Random, count: int) -> list[list[list[int]]]:
    """Deals of the unseen cards that fit every card-by-card fact the seat knows."""
    know = analyse(obs)
    know = ShownMeld(obs, know).tighten(know)
    out = []
    for _ in range(count * 3):
        hands = sample_hands(know, obs.hand, obs.rules.num_players, rng)
        fits = all(know.allowed.get(s, -1) >> int(c) & 1
                   for s in know.allowed for c in hands[s] if c not in know.known.get(s, []))
        if fits:
            out.append([[int(c) for c in hand] for hand in hands])
        if len(out) == count:
            break
    return out


@pytest.mark.parametrize("variant", AUCTION_PRESETS)
def test_a_sure_sweep_takes_every_trick_in_every_deal_that_fits(variant: str) -> None:
    sure = 0
    for seed in range(8):
        state = hand_end(variant, seed, 2 if preset(variant).num_players > 4 else 3)
        for seat in state.active_seats:
            obs = state.observation(seat)
            try:
                if not SureClaim(obs, max_nodes=20_000).sweeps():
                    continue
            except OutOfNodes:
                continue
            sure += 1
            rng = random.Random(seed * 10 + seat)
            for hands in deals_that_fit(obs, rng, 6):
                claimant = SureClaim(obs)
                pos = from_hands(state.rules, hands, obs.trump or 0, state.active_seats,
                                 leader=state.current_player,
                                 trick=[(s, int(c)) for s, c in state.trick])
                side = pos.cfg.side[seat]
                while pos.turn >= 0:
                    if pos.turn == seat:
                        card = claimant.keeping_card()
                    else:
                        card = rng.choice(mask_ids(legal(pos)))
                    claimant.play(card)
                    play(pos, card)
                assert pos.tricks[side] == sum(pos.tricks), (variant, seed, seat, hands)
    assert sure, f"no seat was ever sure in {variant}"
