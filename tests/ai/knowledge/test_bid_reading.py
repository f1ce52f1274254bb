"""Reading the bids: a seat that bid holds a hand it would bid on, one that passed does not."""

from __future__ import annotations

import dataclasses
import statistics

import pytest

from pinochle_desktop.ai.knowledge.bid_reading import BidReading, model_for
from pinochle_desktop.ai.levels.expert import ExpertOptions, ExpertPlayer
from pinochle_desktop.ai.levels.pro import ProPlayer
from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.engine.cards import parse_cards
from pinochle_desktop.engine.observation import Observation
from tests.engine.helpers import act, game_with

HAND = "AH TH KH QH 9H AC TC KS QS JD 9D 9C"


def _hand(text: str) -> list[int]:
    return [int(c) for c in parse_cards(text)]


#: partnership where every bid is a free choice (no forced opening with meld), so a
#: bid or a pass says what the hand is worth
FREE = dataclasses.replace(preset("partnership"), must_open_with_meld=False)


def _after(*bids: str, dealer: int = 1) -> Observation:
    state = game_with(FREE, {0: HAND}, dealer=dealer)
    act(state, *bids)
    assert state.phase == Phase.BID and state.current_player == 0
    return state.observation(0)


def test_bids_and_passes_become_bounds() -> None:
    # dealer 3: seat 0 opens; then seats 1, 2, 3 and seat 0 again
    obs = _after("bid 250", "bid 260", "pass", "bid 270", dealer=3)
    bounds = {s: (b.low, b.high) for s, b in BidReading(obs).bounds.items()}
    # seat 1 bid 260; seat 2 passed when the next bid was 270; seat 3 bid 270
    assert bounds == {1: (260, None), 2: (None, 270), 3: (270, None)}
    # a seat left unread (the partner holding the bid, say) gets no bound
    assert 2 not in BidReading(obs, frozenset({2})).bounds


def test_a_forced_opening_says_nothing() -> None:
    rules = preset("three_handed")
    state = new_game(rules, seed=3, dealer=2)
    opener = state.current_player
    act(state, "bid 300")
    seat = state.current_player
    assert seat is not None and seat != opener
    assert BidReading(state.observation(seat)).bounds == {}


@pytest.mark.parametrize("variant", ["partnership", "three_handed"])
def test_the_formula_follows_pros_willing_bid(variant: str) -> None:
    """The linear formula predicts what Pro's simulations would bid with a hand
    (three-handed: 15 cards and the widow, where the partnership formula
    overstates a hand by about 40 points)."""
    rules = preset(variant)
    model = model_for(rules)
    predicted, actual = [], []
    for seed in range(40):
        state = new_game(rules, seed=1000 + seed)
        while state.phase != Phase.BID:
            state.apply(state.legal_actions()[0])
        seat = state.current_player
        assert seat is not None
        obs = state.observation(seat)
        pro = ProPlayer(seed)
        actual.append(pro.estimate(obs).best(pro.threshold)[1])
        predicted.append(model.willing(list(obs.hand), rules))
    assert statistics.correlation(predicted, actual) > 0.85
    assert statistics.fmean(abs(p - a) for p, a in zip(predicted, actual, strict=True)) < 25


def test_weights_prefer_hands_that_explain_the_bids() -> None:
    obs = _after("bid 250", "pass")  # partner (seat 2) bid, opponent (seat 3) passed
    reading = BidReading(obs)
    strong = _hand("AS AS TS KS QS JS JD QS 9S AD AC AH")  # a run and aces: worth a bid
    weak = _hand("9S 9D JC QC 9C JD TD KD 9H JH QD TC")  # nothing
    rest: list[list[int]] = [[] for _ in range(4)]
    bid_strong = [list(h) for h in rest]
    bid_strong[2], bid_strong[3] = strong, weak
    bid_weak = [list(h) for h in rest]
    bid_weak[2], bid_weak[3] = weak, strong
    assert reading.weight(bid_strong) > 20 * reading.weight(bid_weak)


def _side_mean(player: ExpertPlayer, obs: Observation) -> float:
    totals = player._simulate_bid(obs)
    return statistics.fmean(v for values in totals.values() for v in values)


def test_expert_counts_on_a_partner_who_bid_and_not_on_one_who_passed() -> None:
    def player(read: int) -> ExpertPlayer:
        return ExpertPlayer(4, ExpertOptions(bid_samples=64, workers=0, read_bids=read))

    bid = _after("bid 250", "bid 260")  # partner bid 250, an opponent 260
    assert _side_mean(player(8), bid) > _side_mean(player(0), bid) + 30
    passed = _after("pass", "bid 250")  # partner passed, an opponent bid 250
    assert _side_mean(player(8), passed) < _side_mean(player(0), passed) - 8


def test_reading_keeps_the_decision_seeded() -> None:
    obs = _after("bid 250", "bid 260")
    a = ExpertPlayer(9, ExpertOptions(bid_samples=32, workers=0)).choose(obs)
    b = ExpertPlayer(9, ExpertOptions(bid_samples=32, workers=0)).choose(obs)
    assert a == b


def test_at_a_passing_table_a_bid_is_read_as_counting_on_the_pass() -> None:
    """Every level bids on what the pass will bring: Pro opens this
    hand at a 3-card-pass table (willing 300) and not where nobody passes (195).
    The reading must find it a likely opener there, as Pro would be."""
    text = "QC QS AS AC KH AD KD KC KC 9D 9H TD"
    weights = {}
    for count in (0, 3):
        rules = dataclasses.replace(FREE, pass_count=count)
        state = game_with(rules, {0: text}, dealer=3)
        willing = ProPlayer(seed=1).estimate(state.observation(0)).best(ProPlayer.threshold)[1]
        assert (willing >= 250) == (count == 3)
        act(state, "bid 250")
        weights[count] = BidReading(state.observation(1)).weight([_hand(text), [], [], []])
    assert weights[0] < 0.05
    assert weights[3] > 0.5
