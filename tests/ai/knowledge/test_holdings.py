"""What a seat knows of the other hands after the pass."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from pinochle_desktop.ai.knowledge.holdings import analyse
from pinochle_desktop.ai.knowledge.sampler import sample_hands
from pinochle_desktop.engine import parse_cards, preset
from tests.engine.helpers import act, game_with


def test_cards_the_bidder_passes_straight_back_are_not_counted_in_its_hand() -> None:
    """The partner passes AD TD KD; the bidder sends the AD straight back. The
    partner knows the bidder holds TD and KD, not the AD (counting it made the
    bidder's unknown cards negative and the Pro's playouts fail)."""
    rules = dataclasses.replace(preset("partnership"), pass_count=3)
    state = game_with(rules, {
        0: "AS TS KS QS JS 9S AH TH KH QH JH 9H",
        2: "AD TD KD QD JD 9D AC TC KC QC JC 9C",
    }, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass", "trump S", "give AD TD KD", "give AD 9H JH")
    obs = state.observation(2)
    assert Counter(obs.received) == Counter(parse_cards("AD 9H JH"))
    know = analyse(obs)
    held = Counter(know.known[0])  # its meld on the table, and what it kept of the pass
    assert held[parse_cards("TD")[0]] == 1 and held[parse_cards("KD")[0]] == 1
    assert held[parse_cards("AD")[0]] == 0
    assert all(n >= 0 for n in know.unknown_count.values())
    hands = sample_hands(know, list(obs.hand), 4, random.Random(1))
    assert [len(h) for h in hands] == [12, 12, 12, 12]
    assert Counter(parse_cards("TD KD")) <= Counter(hands[0])


def test_racehorse_cards_the_bidder_may_have_buried_are_not_placed_in_its_hand() -> None:
    """Racehorse: the partner passes across after the blind is taken, then the
    bidder buries. A card it was given and buried must not be counted in its hand
    (Standard and Pro failed with "hand sizes do not fit the trick in progress")."""
    import random as _random

    from pinochle_desktop.ai.knowledge.holdings import analyse
    from pinochle_desktop.engine import Phase, new_game, preset
    from tests.engine.helpers import sane_random_action

    buried_a_gift = 0
    for seed in range(30):
        state = new_game(preset("racehorse"), seed=seed)
        rng = _random.Random(seed)
        while state.phase != Phase.PLAY and not state.is_terminal:
            state.apply(sane_random_action(state, rng))
        if state.is_terminal or state.bidder is None:
            continue
        bidder = state.observation(state.bidder)
        if set(bidder.buried) & set(bidder.received):
            buried_a_gift += 1
        hand = state.hand_number
        while state.phase == Phase.PLAY and state.hand_number == hand:
            for seat in range(4):
                know = analyse(state.observation(seat))
                for other, cards in know.known.items():
                    assert len(cards) <= state.observation(seat).hand_sizes[other], (seed, seat)
            state.apply(sane_random_action(state, rng))
    assert buried_a_gift  # the case happened in these deals
