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
    bidder's unknown cards negative and the Pro's playouts fail, issue #21)."""
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
