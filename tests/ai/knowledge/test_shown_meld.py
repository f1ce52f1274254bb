"""The meld on the table as a ceiling on what each seat can hold."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pinochle_desktop.ai.knowledge.holdings import analyse
from pinochle_desktop.ai.knowledge.shown_meld import ShownMeld
from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.engine.cards import parse_card
from tests.ai.levels.test_expert import drive_to
from tests.engine.helpers import act, game_with


def _bit(code: str) -> int:
    return 1 << int(parse_card(code))


def test_a_seat_that_showed_no_dix_and_no_heart_marriage_is_dealt_neither() -> None:
    rules = preset("partnership")
    # seat 1 holds kings around (so shows the king of hearts) and no queen of
    # hearts, no nine of spades; seat 0 bids and names spades
    state = game_with(rules, {1: "KH KS KD KC 9H JH TD AD 9C JC TC QC"}, dealer=3)
    act(state, "bid 250", "pass", "pass", "pass", "trump S")
    while state.phase != Phase.PLAY:
        state.apply(state.legal_actions()[0])
    obs = state.observation(0)
    know = analyse(obs)
    shown = ShownMeld(obs, know)
    assert shown.totals[1] == int(obs.melds[1]["total"])  # type: ignore[index]
    tight = shown.tighten(know)
    # a queen of hearts with the shown king would be a marriage it did not show;
    # a nine of spades would be a dix
    assert not tight.allowed[1] & _bit("QH")
    assert not tight.allowed[1] & _bit("9S")
    # a queen of spades would make a royal marriage (the king of spades is shown)
    assert not tight.allowed[1] & _bit("QS")
    # cards that make no meld with the shown ones stay open
    assert tight.allowed[1] & _bit("TH")
    assert tight.allowed[1] & _bit("9H")
    # the plain knowledge had all of them open
    for code in ("QH", "9S", "QS"):
        assert know.allowed[1] & _bit(code)


@pytest.mark.parametrize("variant", ["partnership", "three_handed", "double_deck"])
def test_the_real_hands_always_fit_the_tightened_knowledge(variant: str) -> None:
    """Sound: no card a seat really holds is ever barred from it."""
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        state = new_game(preset(variant), seed=seed)
        drive_to(state, Phase.PLAY, rng, seed * 3)
        if state.phase != Phase.PLAY:
            continue
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        know = analyse(obs)
        shown = ShownMeld(obs, know)
        tight = shown.tighten(know)
        hands = state.hands  # type: ignore[attr-defined]
        assert shown.consistent([list(h) for h in hands])
        for s, mask in tight.allowed.items():
            if s not in shown.totals:
                continue
            unknown = Counter(hands[s])
            unknown.subtract(know.known.get(s, []))
            for card, n in unknown.items():
                if n > 0:
                    assert mask >> int(card) & 1, (variant, seed, s, card)
                    checked += 1
    assert checked > 100

