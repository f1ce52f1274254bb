"""The fast trick-play model agrees exactly with the reference rules.

``fastplay`` is what the computer players search with; if it disagreed with
``tricks.legal_plays`` / ``trick_winner`` they would plan with illegal cards or
misjudge who wins. Every check here compares it with the reference engine.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine import BaseState, Phase, RuleSet, new_game, preset
from pinochle_desktop.engine.cards import Card, make_deck, parse_cards
from pinochle_desktop.engine.play import fast as fp
from pinochle_desktop.engine.play.tricks import legal_plays, trick_winner
from pinochle_desktop.engine.states.auction import AuctionState

from ..helpers import sane_random_action

HEAD_RULES = ("always", "always_strict", "trump_led", "never")
#: presets whose hands, dealt from a shuffled deck, use every card
FULL_DECK = ("partnership", "cutthroat", "double_deck", "six_handed", "eight_handed")
#: three-handed plays 15 cards each after burying: 3 cards stay out of play
PRESETS = (*FULL_DECK, "three_handed")

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def variant(name: str, head: str, must_trump: bool = True, first_trump: bool = False) -> RuleSet:
    return dataclasses.replace(
        preset(name), head_rule=head, must_trump=must_trump, first_lead_trump=first_trump
    )


def random_deal(rules: RuleSet, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    deck = make_deck(rules.deck)
    rng.shuffle(deck)
    k = rules.hand_size
    hands = [deck[i * k : (i + 1) * k] for i in range(rules.num_players)]
    return hands, deck[k * rules.num_players :]


def snapshot(pos: fp.FastPosition) -> tuple[object, ...]:
    return (
        tuple(pos.hands), tuple(pos.counts), pos.trump, pos.turn, tuple(pos.trick),
        pos.leader if pos.trick else None, pos.win, pos.win_seat if pos.trick else None,
        pos.best, tuple(pos.points), tuple(pos.tricks), pos.first_lead, pos.left,
        pos.last_winner,
    )


class Reference:
    """Trick play written the obvious way with the reference rule functions."""

    def __init__(self, rules: RuleSet, hands: list[list[Card]], trump: int, order: list[int],
                 leader: int) -> None:
        self.rules = rules
        self.hands = [list(h) for h in hands]
        self.trump = trump
        self.order = order
        self.turn = leader
        self.trick: list[tuple[int, Card]] = []
        self.first = True
        self.points = [0] * len(rules.sides)
        self.tricks = [0] * len(rules.sides)
        self.over = False

    def legal(self) -> list[Card]:
        return legal_plays(self.hands[self.turn], [c for _, c in self.trick], self.trump,
                           self.rules, first_lead=self.first)

    def play(self, card: Card) -> int | None:
        """Play; return the winning seat when the trick is complete."""
        self.hands[self.turn].remove(card)
        self.trick.append((self.turn, card))
        self.first = False
        if len(self.trick) < len(self.order):
            self.turn = self.order[(self.order.index(self.turn) + 1) % len(self.order)]
            return None
        cards = [c for _, c in self.trick]
        winner = self.trick[trick_winner(cards, self.trump)][0]
        side = self.rules.side_of(winner)
        values = self.rules.counter_values
        self.points[side] += sum(values[c % 6] for c in cards)
        self.tricks[side] += 1
        self.trick = []
        self.turn = winner
        if not self.hands[winner]:
            self.points[side] += self.rules.last_trick_bonus
            self.over = True
        return winner


def check_trick_value(pos: fp.FastPosition) -> None:
    """``play`` keeps the trick's winner and best card inline (a speed copy of
    the kernel's ``Trick.add``): they must be the kernel's."""
    if not pos.trick:
        return
    now = fp.trick_value(pos)
    assert (now.win, now.winner, now.best, now.leader) == (
        pos.win, pos.win_seat, pos.best, pos.leader
    )
    assert [c for _, c in now.plays] == pos.trick


def sorted_ids(mask: int) -> list[int]:
    return [c for c in range(24) if mask >> c & 1]


def replay_reference(ref: Reference, rng: random.Random) -> None:
    """A random playout with the draw protocol documented in ``random_playout``."""
    while not ref.over:
        options = sorted(set(ref.legal()))
        n = len(options)
        ref.play(options[rng.getrandbits(32) * n >> 32] if n > 1 else options[0])


# --- tables ----------------------------------------------------------------------


def test_tables_describe_the_cards() -> None:
    ace_s, ten_s, nine_s = parse_cards("AS TS 9S")
    assert fp.ABOVE[ace_s] == 0
    assert fp.ABOVE[ten_s] == 1 << ace_s
    assert fp.mask_cards(fp.ABOVE[nine_s]) == parse_cards("JS QS KS TS AS")
    assert fp.mask_cards(fp.SUIT_MASK[2]) == parse_cards("9D JD QD KD TD AD")
    assert fp.mask_cards(fp.cards_mask(parse_cards("AC AC 9S"))) == parse_cards("9S AC")


# --- random deals against the reference, every option -----------------------------


def run_cross_check(rules: RuleSet, seed: int) -> None:
    rng = random.Random(seed)
    hands, rest = random_deal(rules, rng)
    trump = rng.randrange(4)
    order = list(range(rules.num_players))
    leader = rng.choice(order)
    pos = fp.from_hands(rules, hands, trump, order, leader=leader, first_lead=True)
    ref = Reference(rules, hands, trump, order, leader)
    undo_checks = 0
    while not ref.over:
        want = ref.legal()
        assert sorted_ids(fp.legal(pos)) == sorted(set(want)), (pos, ref.trick)
        assert pos.turn == ref.turn
        card = rng.choice(want)
        before = snapshot(pos)
        if rng.random() < 0.1:
            # a move taken back leaves the position exactly as it was
            undo = fp.play(pos, card)
            fp.unplay(pos, undo)
            assert snapshot(pos) == before
            undo_checks += 1
        fp.play(pos, card)
        check_trick_value(pos)
        winner = ref.play(card)
        if winner is not None:
            assert pos.last_winner == winner
            assert pos.trick == []
        assert pos.points == ref.points
        assert pos.tricks == ref.tricks
    assert pos.is_over and fp.legal(pos) == 0
    values = rules.counter_values
    unplayed = sum(values[c % 6] for c in rest)
    assert sum(pos.points) == rules.total_trick_points - unplayed
    assert sum(pos.tricks) == len(hands[0])


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("head", HEAD_RULES)
@SETTINGS
@given(seed=st.integers(0, 2**32), must_trump=st.booleans(), first_trump=st.booleans())
def test_legal_moves_winners_and_points_match_the_rules(
    name: str, head: str, seed: int, must_trump: bool, first_trump: bool
) -> None:
    run_cross_check(variant(name, head, must_trump, first_trump), seed)


@pytest.mark.parametrize("name", FULL_DECK)
def test_full_deck_hands_total_the_deck_points(name: str) -> None:
    rules = preset(name)
    assert rules.total_trick_points == {
        "partnership": 250, "cutthroat": 250, "double_deck": 500, "six_handed": 750,
        "eight_handed": 490,  # the four-player last trick, 10 (seeds 000/002)
    }[name]
    rng = random.Random(7)
    for _ in range(20):
        hands, _ = random_deal(rules, rng)
        pos = fp.from_hands(rules, hands, rng.randrange(4), range(rules.num_players), leader=0)
        points, tricks = fp.playout(pos, rng)
        assert sum(points) == rules.total_trick_points
        assert sum(tricks) == rules.hand_size


# --- random playouts: exactly a reference playout with the same draws -----------------


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("head", HEAD_RULES)
@SETTINGS
@given(seed=st.integers(0, 2**32), must_trump=st.booleans(), first_trump=st.booleans(),
       played=st.integers(0, 30))
def test_random_playout_replays_the_reference(
    name: str, head: str, seed: int, must_trump: bool, first_trump: bool, played: int
) -> None:
    rules = variant(name, head, must_trump, first_trump)
    rng = random.Random(seed)
    hands, _ = random_deal(rules, rng)
    trump = rng.randrange(4)
    order = list(range(rules.num_players))
    leader = rng.choice(order)
    pos = fp.from_hands(rules, hands, trump, order, leader=leader, first_lead=True)
    ref = Reference(rules, hands, trump, order, leader)
    # start part way through the hand, often in the middle of a trick
    for _ in range(played):
        if ref.over:
            break
        card = rng.choice(ref.legal())
        fp.play(pos, card)
        ref.play(card)
    before = snapshot(pos)
    draw_seed = rng.getrandbits(64)
    points, tricks = fp.playout(pos, random.Random(draw_seed))
    assert snapshot(pos) == before, "a playout must not change its start position"
    replay_reference(ref, random.Random(draw_seed))
    assert points == ref.points
    assert tricks == ref.tricks
    assert fp.random_playout(pos, random.Random(draw_seed)) == points


def test_mid_trick_position_from_hands() -> None:
    rules = preset("partnership")
    rng = random.Random(3)
    hands, _ = random_deal(rules, rng)
    trump = 1
    ref = Reference(rules, hands, trump, [0, 1, 2, 3], leader=2)
    played: list[tuple[int, Card]] = []
    for _ in range(6):  # one whole trick and two cards of the next
        seat = ref.turn
        card = ref.legal()[0]
        ref.play(card)
        played.append((seat, card))
    pos = fp.from_hands(rules, ref.hands, trump, [0, 1, 2, 3], trick=ref.trick,
                        points=ref.points, tricks=ref.tricks)
    assert pos.turn == ref.turn
    assert fp.trick_winner_seat(pos) == ref.trick[trick_winner([c for _, c in ref.trick],
                                                               trump)][0]
    assert fp.legal_cards(pos) == sorted(set(ref.legal()))
    total = fp.random_playout(pos, rng)
    assert sum(total) == 250


def test_from_hands_rejects_impossible_positions() -> None:
    rules = preset("partnership")
    hands, _ = random_deal(rules, random.Random(1))
    ace = parse_cards("AS")[0]
    swap = [c for c in hands[0] if c != ace]
    with pytest.raises(ValueError):  # a third ace of spades
        fp.from_hands(rules, [[*swap[1:], ace, *[ace] * (12 - len(swap))], *hands[1:]], 0,
                      [0, 1, 2, 3], leader=0)
    with pytest.raises(ValueError):  # a seat out of play holding cards
        fp.from_hands(rules, hands, 0, [0, 1, 2], leader=0)
    with pytest.raises(ValueError):  # uneven hands
        fp.from_hands(rules, [hands[0][:-1], *hands[1:]], 0, [0, 1, 2, 3], leader=0)
    with pytest.raises(ValueError):  # no leader
        fp.from_hands(rules, hands, 0, [0, 1, 2, 3])
    with pytest.raises(ValueError):  # the trick skips a seat
        fp.from_hands(rules, [h[:-1] if s in (0, 2) else h for s, h in enumerate(hands)], 0,
                      [0, 1, 2, 3], trick=[(0, hands[0][-1]), (2, hands[2][-1])])
    with pytest.raises(ValueError):
        fp.play(fp.from_hands(rules, hands, 0, [0, 1, 2, 3], leader=0),
                next(c for c in range(24) if c not in hands[0]))


def test_copy_is_independent() -> None:
    rules = preset("double_deck")
    rng = random.Random(11)
    hands, _ = random_deal(rules, rng)
    pos = fp.from_hands(rules, hands, 3, [0, 1, 2, 3], leader=1)
    twin = pos.copy()
    before = snapshot(pos)
    for _ in range(9):
        fp.play(twin, fp.legal_cards(twin)[-1])
    assert snapshot(pos) == before
    assert snapshot(twin) != before


# --- the real state machine ---------------------------------------------------------


def drive_to_play(state: BaseState, rng: random.Random) -> None:
    for _ in range(10_000):
        if state.phase == Phase.PLAY:
            return
        state.apply(sane_random_action(state, rng))
    raise AssertionError("never reached trick play")


STATE_VARIANTS: tuple[tuple[str, dict[str, object]], ...] = (
    ("partnership", {}),
    ("partnership", {"head_rule": "always_strict", "pass_count": 3}),
    ("partnership", {"head_rule": "trump_led", "first_lead_trump": True}),
    ("partnership", {"head_rule": "never", "must_trump": False}),
    ("three_handed", {}),
    ("cutthroat", {"head_rule": "always_strict"}),
    ("auction_sit_out", {}),
    ("double_deck", {}),
    ("racehorse", {"first_lead_trump": True}),
    ("six_handed", {"head_rule": "trump_led"}),
    ("eight_handed", {"must_trump": False}),
)


@pytest.mark.parametrize(("name", "changes"), STATE_VARIANTS)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_agrees_with_the_state_along_a_whole_hand(
    name: str, changes: dict[str, object], seed: int
) -> None:
    rules = dataclasses.replace(preset(name), **changes)  # type: ignore[arg-type]
    state = new_game(rules, seed=seed)
    assert isinstance(state, AuctionState)
    rng = random.Random(seed)
    drive_to_play(state, rng)
    pos = fp.from_state(state)
    hand = state.hand_number
    while state.phase == Phase.PLAY:
        legal = sorted(a.card for a in state.legal_actions())
        assert fp.legal_cards(pos) == legal
        fresh = fp.from_state(state)
        assert snapshot(fresh) == snapshot(pos)
        action = rng.choice(state.legal_actions())
        assert pos.turn == state.current_player
        fp.play(pos, action.card)
        state.apply(action)
        check_trick_value(pos)
        if state.phase == Phase.PLAY and state.trick:
            now = fp.trick_value(pos)
            assert state._trick == now  # the state's own Trick value
    assert state.hand_number == hand
    assert pos.is_over
    values = rules.counter_values
    want = [0] * len(rules.sides)
    for seat, won in enumerate(state.won):
        want[rules.side_of(seat)] += sum(values[c % 6] for c in won)
    last = state.tricks[-1][2]
    want[rules.side_of(last)] += rules.last_trick_bonus
    assert pos.points == want
    summary = state.history[-1]
    scored = list(summary.points)
    scored[summary.bidding_side] -= summary.buried_points
    assert pos.points == scored
    assert pos.tricks == summary.tricks


def test_from_state_needs_trick_play() -> None:
    state = new_game(preset("partnership"), seed=5)
    with pytest.raises(ValueError):
        fp.from_state(state)
