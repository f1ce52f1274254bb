"""The Expert: legal, no peeking, deterministic, and sensible on built positions."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from pinochle_desktop.ai.levels.expert import ExpertOptions, ExpertPlayer
from pinochle_desktop.ai.search.expert import MoveStats
from pinochle_desktop.engine import PRESET_NAMES, Action, Phase, new_game, preset
from pinochle_desktop.engine.cards import Suit
from pinochle_desktop.engine.observation import Observation
from pinochle_desktop.engine.states.base import BaseState
from tests.engine.helpers import act, game_with, sane_random_action

#: partnership as its positions assume: a first player holding meld may pass
PARTNERSHIP = dataclasses.replace(preset("partnership"), must_open_with_meld=False)


def expert(seed: int = 1) -> ExpertPlayer:
    return ExpertPlayer(seed, ExpertOptions(samples=24, bid_samples=12, workers=0))


def redistribute_hidden(state: BaseState, seat: int, rng: random.Random) -> BaseState:
    """A copy where the other seats' unseen cards are dealt among them anew."""
    other = state.clone()
    hands = other.hands  # type: ignore[attr-defined]
    shown = other.meld_shown  # type: ignore[attr-defined]
    received = other.received  # type: ignore[attr-defined]
    pool: list = []  # type: ignore[type-arg]
    keep: dict[int, list] = {}  # type: ignore[type-arg]
    sizes: dict[int, int] = {}
    for s in range(other.rules.num_players):
        if s == seat:
            continue
        public = Counter(shown[s]) + Counter(
            c for c in received[s] if c in state.observation(seat).gave
        )
        fixed: list = []  # type: ignore[type-arg]
        hidden = []
        for c in hands[s]:
            if public[c] > 0:
                public[c] -= 1
                fixed.append(c)
            else:
                hidden.append(c)
        keep[s] = fixed
        sizes[s] = len(hidden)
        pool.extend(hidden)
    rng.shuffle(pool)
    for s, fixed in keep.items():
        hands[s] = fixed + [pool.pop() for _ in range(sizes[s])]
    other._legal_cache = None
    return other


def drive_to(state: BaseState, phase: Phase, rng: random.Random, extra: int = 0) -> None:
    while state.phase != phase:
        state.apply(sane_random_action(state, rng))
    for _ in range(extra):
        if state.phase != phase:
            break
        state.apply(sane_random_action(state, rng))


@pytest.mark.parametrize("meld", [0, 1])
@pytest.mark.parametrize(
    ("phase", "extra"), [(Phase.BID, 0), (Phase.PLAY, 0), (Phase.PLAY, 9), (Phase.PLAY, 30)]
)
def test_decision_ignores_hidden_cards(phase: Phase, extra: int, meld: int) -> None:
    """Also with ``meld=1``, which reads the meld shown (:mod:`ai.shown_meld`)."""
    for seed in range(3):
        rng = random.Random(seed)
        state = new_game(PARTNERSHIP, seed=seed)
        drive_to(state, phase, rng, extra)
        if state.phase != phase:
            continue
        seat = state.current_player
        assert seat is not None
        other = redistribute_hidden(state, seat, rng)
        assert other.hands != state.hands  # type: ignore[attr-defined]
        obs_a, obs_b = state.observation(seat), other.observation(seat)
        assert obs_a.to_dict() == obs_b.to_dict()
        a = ExpertPlayer(5, ExpertOptions(samples=24, bid_samples=12, workers=0, meld=meld))
        b = ExpertPlayer(5, ExpertOptions(samples=24, bid_samples=12, workers=0, meld=meld))
        assert a.choose(obs_a) == b.choose(obs_b)


def test_same_seed_same_decision() -> None:
    state = new_game(PARTNERSHIP, seed=4)
    drive_to(state, Phase.PLAY, random.Random(4), 5)
    obs = state.observation(state.current_player or 0)
    assert expert(3).choose(obs) == expert(3).choose(obs)


def test_feeds_a_counter_to_a_partner_whose_card_holds() -> None:
    # seat 0 leads a low club, partner (seat 1) takes it with the ace, seat 2 follows;
    # seat 3 plays last to a trick its partner has won: it throws its ten
    rules = PARTNERSHIP
    state = game_with(
        rules,
        {
            0: "9C AS TS KS QS JS 9S AH TH KH QH JH",
            1: "AC AC 9D 9D JD JD QD QD KD KD TD TD",
            2: "9C JC JC AD AD 9H 9H JH AS TS KS QS",
            3: "TC TC KC KC QC QC 9S JS AH TH KH QH",
        },
        dealer=2,
    )
    act(
        state,
        "pass",
        "bid 250",
        "pass",
        "pass",
        "trump S",
        "play_hand",
        "play 9C",
        "play AC",
        "play JC",
    )
    assert state.current_player == 3
    assert expert().choose(state.observation(3)) == Action.parse("play TC")


def test_wins_cheaply_when_last() -> None:
    # seat 3 plays last to 9C JC KC holding AC and TC: the ten wins and keeps the ace
    rules = PARTNERSHIP
    state = game_with(
        rules,
        {
            0: "9C AS TS KS QS JS 9S AH TH KH QH JH",
            1: "JC 9C 9D 9D JD JD QD QD KD KD TD TD",
            2: "KC JC QC QC AD AD 9H 9H JH AS TS KS",
            3: "AC TC AC TC KC QS 9S JS AH TH KH QH",
        },
        dealer=2,
    )
    act(
        state,
        "pass",
        "bid 250",
        "pass",
        "pass",
        "trump S",
        "play_hand",
        "play 9C",
        "play JC",
        "play KC",
    )
    assert state.current_player == 3
    assert expert().choose(state.observation(3)) == Action.parse("play TC")


@pytest.mark.parametrize("auction", ["pro", "search", "auto", "ev"])
@pytest.mark.parametrize("name", PRESET_NAMES)
def test_expert_plays_legal_hands(name: str, auction: str) -> None:
    """Every seat an Expert, every preset: a whole hand of legal decisions."""
    import dataclasses

    rules = preset(name)
    if name == "partnership":
        rules = dataclasses.replace(rules, pass_count=3, shoot_the_moon=True, misdeal_nines=True)
    state = new_game(rules, seed=11)
    players = [
        ExpertPlayer(s, ExpertOptions(samples=8, bid_samples=4, workers=0, auction=auction))
        for s in range(rules.num_players)
    ]
    while not state.history:
        seat = state.current_player
        assert seat is not None
        action = players[seat].choose(state.observation(seat))
        assert action in state.legal_actions()
        state.apply(action)


def _plain_minimax(pos, ev, side):  # type: ignore[no-untyped-def]
    from pinochle_desktop.ai.policy.heuristics import bits
    from pinochle_desktop.engine.play.fast import legal, play, unplay

    if pos.turn < 0:
        return ev.value(pos.points, pos.tricks)
    values = []
    for c in bits(legal(pos)):
        undo = play(pos, c)
        values.append(_plain_minimax(pos, ev, side))
        unplay(pos, undo)
    return max(values) if pos.cfg.side[pos.turn] == side else min(values)


@pytest.mark.parametrize(
    ("variant", "seed", "down"),
    [("partnership", s, 38 + s) for s in range(6)]
    + [("double_deck", s, 68 + s) for s in range(4)],
)
def test_endgame_solver_equals_plain_minimax(variant: str, seed: int, down: int) -> None:
    """The solver (alpha-beta, one card of each interchangeable run) finds the
    exact minimax value, also with four copies of every card (double deck)."""
    import math

    from pinochle_desktop.ai.search.expert import solve
    from pinochle_desktop.ai.search.playouts import position_for
    from pinochle_desktop.ai.search.rollout import Evaluator

    rng = random.Random(seed)
    state = new_game(preset(variant), seed=seed)
    drive_to(state, Phase.PLAY, rng, down)
    assert state.phase == Phase.PLAY  # 5-10 cards are left in the hands
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    pos = position_for(obs, [list(h) for h in state.hands])  # type: ignore[attr-defined]
    ev = Evaluator(obs)
    side = obs.rules.side_of(seat)
    assert solve(pos.copy(), ev, side, -math.inf, math.inf) == _plain_minimax(pos.copy(), ev, side)


def test_names_the_suit_it_can_make_the_contract_in() -> None:
    # seat 0 holds a run and most of the aces in hearts, almost nothing in spades:
    # stuck with the contract, it names hearts
    rules = PARTNERSHIP
    state = game_with(
        rules,
        {0: "AH AH TH KH KH QH QH JH 9H AC AD AS"},
        dealer=0,
    )
    act(state, "pass", "pass", "pass")
    assert state.phase == Phase.BID
    act(state, "bid 250")
    assert state.phase == Phase.TRUMP and state.current_player == 0
    assert expert().choose(state.observation(0)) == Action.parse("trump H")


def test_sampled_bidder_holds_trump_as_its_longest_suit() -> None:
    from pinochle_desktop.ai.knowledge.holdings import analyse
    from pinochle_desktop.ai.search.expert import BidderShape

    rules = PARTNERSHIP
    # hearts: a royal marriage and both nines shown in meld, the ten hidden
    state = game_with(
        rules,
        {1: "KH QH TH 9H 9H JS QS TS KD JC 9C 9D"},
        dealer=1,
    )
    act(state, "pass", "pass", "pass", "bid 250", "trump H")
    while state.phase != Phase.PLAY:
        state.apply(state.legal_actions()[0])
    obs = state.observation(0)  # an opponent of the bidder, seat 1
    shape = BidderShape(obs, tries=40)
    know = analyse(obs)
    rng = random.Random(2)
    for _ in range(20):
        hands = shape.draw(know, obs, rng)
        counts = Counter(c.suit for c in hands[1])
        assert counts[Suit.H] >= max(counts.values())
    # and without the inference the bidder is often drawn short in trump
    plain = BidderShape(obs, tries=0)
    short = 0
    for _ in range(200):
        counts = Counter(c.suit for c in plain.draw(know, obs, rng)[1])
        short += counts[Suit.H] < max(counts.values())
    assert short > 0


def _lead_position(hands: dict[int, str]):  # type: ignore[no-untyped-def]
    from pinochle_desktop.engine.cards import parse_cards
    from pinochle_desktop.engine.play.fast import from_hands

    rules = PARTNERSHIP
    deal = [[int(c) for c in parse_cards(hands[s])] for s in range(4)]
    return from_hands(rules, deal, Suit.S, [0, 1, 2, 3], leader=0)


def test_pro_playout_policy_cashes_a_sure_ace_and_otherwise_leads_low() -> None:
    from pinochle_desktop.ai.policy.heuristics import policy_card, pro_policy_card
    from pinochle_desktop.engine.cards import Card, parse_card

    hands = {
        0: "AH KD 9D 9C",
        1: "9H TD QC JC",
        2: "JH JD KC TC",
        3: "QH AD AC QS",
    }
    pos = _lead_position(hands)
    # the ace of hearts cannot be beaten or trumped: cash it
    assert Card(pro_policy_card(pos)) == parse_card("AH")
    # without it: no sure winner, so lead the lowest card (Standard leads its king)
    hands[0] = "9H KD 9D 9C"
    hands[1] = "AH TD QC JC"
    pos = _lead_position(hands)
    assert Card(pro_policy_card(pos)) in (parse_card("9H"), parse_card("9D"), parse_card("9C"))
    assert Card(policy_card(pos)) == parse_card("KD")


def test_endgame_option_solves_every_sampled_deal_exactly() -> None:
    """``endgame=12``: from 12 cards left, each sampled deal's value of a card is
    the exact minimax value of that deal, not a playout's."""
    from pinochle_desktop.ai.search.expert import play_values

    rng = random.Random(3)
    state = new_game(PARTNERSHIP, seed=3)
    drive_to(state, Phase.PLAY, rng, 36)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    assert sum(len(state.observation(s).hand) for s in range(4)) == 12
    stats = play_values(obs, seed=5, samples=6, endgame=12)
    _assert_values_are_exact_solves(obs, stats, seed=5, policy=None, leaf=0)


def _assert_values_are_exact_solves(
    obs: Observation, stats: dict[int, MoveStats], seed: int, policy: str | None, leaf: int
) -> None:
    """Redraw the sampled deals of ``play_values(obs, seed=seed, ...)`` and check
    each card's value on each is the exact solve (after ``policy`` playing down
    to ``leaf`` cards left, when given)."""
    import math

    from pinochle_desktop.ai.knowledge.holdings import analyse
    from pinochle_desktop.ai.search.expert import BidderShape, rollout_to, solve
    from pinochle_desktop.ai.search.playouts import position_for
    from pinochle_desktop.ai.search.rollout import Evaluator, policy_named
    from pinochle_desktop.engine.play.fast import play

    draws = random.Random(seed)
    know = analyse(obs)
    shape = BidderShape(obs, tries=0)
    ev = Evaluator(obs)
    side = obs.rules.side_of(obs.seat)
    count = len(next(iter(stats.values())).values)
    for i in range(count):
        pos = position_for(obs, shape.draw(know, obs, draws))
        for card, st in stats.items():
            trial = pos.copy()
            play(trial, card)
            if policy is not None:
                rollout_to(trial, policy_named(policy), leaf)
                assert trial.left <= leaf
            assert st.values[i] == solve(trial, ev, side, -math.inf, math.inf)


def test_interchangeable_cards_are_tried_once() -> None:
    from pinochle_desktop.ai.policy.heuristics import to_mask
    from pinochle_desktop.ai.search.expert import distinct_moves
    from pinochle_desktop.engine.cards import parse_cards

    counts = PARTNERSHIP.counter_values  # 9 J Q K T A: 0 0 5 5 10 10
    values = tuple(counts[c % 6] for c in range(24))  # per card id

    def moves(mine: str, outside: str) -> set[str]:
        mask = to_mask(parse_cards(mine))
        kept = distinct_moves(mask, to_mask(parse_cards(outside)) if outside else 0, values)
        return {str(c) for c in parse_cards(mine) if kept >> int(c) & 1}

    # ace and ten of hearts, nothing between them out: one is enough; the
    # king counts as much but the queen (the same as the king) splits 9-J from Q-K
    assert moves("AH TH KH QH JH 9H", "") == {"9H", "QH", "TH"}
    # a king held by another player separates the queen from the ten and ace
    assert moves("AH TH QH", "KH") == {"QH", "TH"}
    # the other ten out (or on the trick) breaks the ace-ten run too
    assert moves("AH TH", "TH") == {"TH", "AH"}
    # other suits are independent
    assert moves("AH TH AS TS", "") == {"TH", "TS"}


def test_leaf_option_ends_each_playout_in_an_exact_solve() -> None:
    """``leaf=12``: from the start of the hand, each sampled deal is played out
    with the policy until 12 cards are left and then solved exactly."""
    from pinochle_desktop.ai.search.expert import play_values

    rng = random.Random(4)
    state = new_game(PARTNERSHIP, seed=4)
    drive_to(state, Phase.PLAY, rng, 9)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    stats = play_values(obs, seed=6, samples=5, policy="pro", leaf=12)
    assert len(next(iter(stats.values())).values) == 5
    _assert_values_are_exact_solves(obs, stats, seed=6, policy="pro", leaf=12)


def test_sampling_is_settled_only_when_no_other_card_can_catch_up() -> None:
    from pinochle_desktop.ai.search.expert import MoveStats, settled

    noise = [(-1) ** i * (i % 7) for i in range(200)]
    clear = {
        1: MoveStats([50.0 + e for e in noise], votes=120),
        2: MoveStats([20.0 + e for e in noise], votes=80),
        3: MoveStats([50.0 + e for e in noise], votes=0),  # the same card in effect
    }
    assert settled(clear, 1.0, 3.0)
    # a rival 1 point behind with noise of +-30: more samples might still tell
    close = {
        1: MoveStats([50.0 + e for e in noise], votes=120),
        2: MoveStats([49.0 + 5 * e for e in noise], votes=80),
    }
    assert not settled(close, 1.0, 3.0)


def test_settle_option_stops_sampling_once_the_card_is_clear() -> None:
    from pinochle_desktop.ai.search.expert import SETTLE_STEP, pick_move, play_values

    rng = random.Random(9)
    state = new_game(PARTNERSHIP, seed=9)
    drive_to(state, Phase.PLAY, rng, 20)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    assert len(obs.legal_actions) == 7
    full = play_values(obs, seed=1, samples=384, policy="pro")
    early = play_values(obs, seed=1, samples=384, policy="pro", settle=3.0)
    used = len(next(iter(early.values())).values)
    assert 2 * SETTLE_STEP <= used < 384
    assert pick_move(early) == pick_move(full)


def test_defending_value_counts_a_short_declarer_as_set_and_every_other_side() -> None:
    from pinochle_desktop.ai.search.expert import defending_value

    # three-handed: the declarer (side 1) falls short of 300 and scores -300;
    # we (100) are measured against the mean of it and the third player (50)
    assert defending_value((100.0, 200.0, 50.0), 0, 1, 300) == 100.0 - (-300.0 + 50.0) / 2
    # it makes: its total counts
    assert defending_value((100.0, 320.0, 50.0), 0, 1, 300) == 100.0 - (320.0 + 50.0) / 2
    # partnership: the other side only
    assert defending_value((150.0, 400.0), 0, 1, 250) == -250.0


def test_ev_auction_in_three_handed_overcalls_a_forced_opening_only_with_a_hand() -> None:
    # seat 0 is forced to open at 300; seat 1 decides whether to take it over
    rules = preset("three_handed")
    strong = game_with(rules, {1: "AH AH TH KH KH QH QH JH JH AC AD AS KS QS 9H"}, dealer=2)
    weak = game_with(rules, {1: "9C 9C JC 9D 9D JD 9S 9S JS QC QD KC KD TD TC"}, dealer=2)
    for state in (strong, weak):
        act(state, "bid 300")
        assert state.current_player == 1
    player = ExpertPlayer(3, ExpertOptions(samples=24, bid_samples=48, workers=0, auction="ev"))
    assert player.choose(strong.observation(1)).kind == "bid"
    player = ExpertPlayer(3, ExpertOptions(samples=24, bid_samples=48, workers=0, auction="ev"))
    assert player.choose(weak.observation(1)).kind == "pass"


def test_forced_bidder_looks_at_the_widow_unless_the_hand_is_hopeless() -> None:
    # seat 0 is forced to open at 300 and the others pass: the widow step
    rules = preset("three_handed")
    fair = game_with(rules, {0: "AH TH KH QH JH 9H AC AD KD QD KS QS JD 9C 9S"}, dealer=2)
    junk = game_with(rules, {0: "9C 9C JC TC 9D 9D JD TD 9S 9S JS TS 9H JH TH"}, dealer=2)
    for state in (fair, junk):
        act(state, "bid 300", "pass", "pass")
        assert state.phase == Phase.WIDOW and state.current_player == 0
    kinds = []
    for state in (fair, junk):
        player = ExpertPlayer(3, ExpertOptions(samples=24, bid_samples=64, workers=0, own="widow"))
        kinds.append(player.choose(state.observation(0)).kind)
    assert kinds == ["see_widow", "concede_unseen"]


def test_give_pro_passes_as_pro_and_the_scored_pass_is_another_policy() -> None:
    """``give=pro``: the Expert's pass is Pro's (the one its simulations assume);
    the default ``own`` is its scored pass, which differs from Pro's somewhere."""
    from pinochle_desktop.ai.levels.pro import ProPlayer

    rules = dataclasses.replace(PARTNERSHIP, pass_count=3)
    differ = 0
    spots = 0
    for seed in range(12):
        state = new_game(rules, seed=seed)
        drive_to(state, Phase.PASS, random.Random(seed))
        obs = state.observation(state.current_player or 0)
        options = ExpertOptions(samples=24, bid_samples=12, workers=0)
        as_pro = ExpertPlayer(seed, dataclasses.replace(options, give="pro")).choose(obs)
        own = ExpertPlayer(seed, options).choose(obs)
        assert as_pro == ProPlayer(seed).choose(obs)
        assert own in obs.legal_actions and own.kind == "give"
        spots += 1
        differ += own != as_pro
    assert spots == 12 and differ > 0
