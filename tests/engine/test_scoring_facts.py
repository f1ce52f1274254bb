"""Every copy of a scoring fact held equal to its source, under every rule option.

The sources: :func:`~pinochle_desktop.engine.rules.values.card_values` (what each
card is worth in the tricks, trump included) and
:func:`~pinochle_desktop.engine.meld.auction.score_meld` (a hand's meld, with the
cards it uses). What must agree with them: the meld total's speed copy
(``meld_total``, ``meld_totals``, ``count_total``, which bidding, the misdeal
and the must-concede checks use), the fast trick model (its card values, its
tally over a whole deal, the tally it starts a search from), the game's running
tally (``points_taken``), the points each trick event carries, and the hand's
scored trick points.

The rule sets are made from the RuleSet's own fields: each preset, then each
preset with each yes/no option turned the other way and each option with
choices set to each other choice (and an odd meld table, so a meld kind mixed
up shows). A new option is covered without touching this file.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Iterator

import pytest

from pinochle_desktop.engine import BaseState, Phase, new_game
from pinochle_desktop.engine.cards import Card, Rank, Suit, contains_all, make_deck, parse_cards
from pinochle_desktop.engine.events import Buried, TrickWon, TrumpNamed
from pinochle_desktop.engine.meld.auction import meld_total, meld_totals, score_meld
from pinochle_desktop.engine.play import fast
from pinochle_desktop.engine.rules.fields import option_info
from pinochle_desktop.engine.rules.presets import PRESETS
from pinochle_desktop.engine.rules.ruleset import RuleSet
from pinochle_desktop.engine.rules.values import card_values, points_of, total_trick_points
from tests.engine.helpers import sane_random_action

#: odd values in every row (no two kinds alike), so a kind mixed up shows
_ODD_TABLE = tuple(
    (kind, tuple(7 * i + 3 * n + 1 for n in range(4)))
    for i, (kind, _values) in enumerate(RuleSet().meld_values)
)


def option_variants(base: RuleSet) -> Iterator[tuple[str, RuleSet]]:
    """``base``, then ``base`` with each yes/no and each choice option changed."""
    yield "as preset", base
    for f in dataclasses.fields(RuleSet):
        info = option_info(f.name)
        now = getattr(base, f.name)
        if isinstance(now, bool):
            others: list[object] = [not now]
        elif info.choices and not isinstance(now, tuple):
            others = [c for c in info.choices if c != now]
        else:
            continue
        for value in others:
            yield f"{f.name}={value!r}", dataclasses.replace(base, **{f.name: value})
    yield "odd meld table", dataclasses.replace(base, meld_values=_ODD_TABLE)


def _hands(rules: RuleSet, rng: random.Random, count: int) -> Iterator[list[Card]]:
    """Random hands of the rules' deck: half drawn from the whole deck, half from
    one or two suits and the pinochle cards (where runs, marriages and several
    pinochles at once are common)."""
    deck = make_deck(rules.deck)
    pinochle = (Card.of(Rank.QUEEN, Suit.S), Card.of(Rank.JACK, Suit.D))
    for i in range(count):
        size = rng.choice((rules.hand_size, rules.hand_size + rules.widow_size,
                           rng.randrange(0, 30)))
        pool = deck
        if i % 2:
            suits = rng.sample(list(Suit), rng.choice((1, 2)))
            pool = [c for c in deck if c.suit in suits or c in pinochle]
        yield rng.sample(pool, min(size, len(pool)))


#: the presets of auction games (classic two-handed melds one meld at a time, by
#: :mod:`pinochle_desktop.engine.meld.classic`)
AUCTION_PRESETS = sorted(name for name, rules in PRESETS.items() if rules.style == "auction")


@pytest.mark.parametrize("preset_name", AUCTION_PRESETS)
def test_the_meld_total_and_cards_agree_with_the_itemised_meld(preset_name: str) -> None:
    base = PRESETS[preset_name]
    for label, rules in option_variants(base):
        rng = random.Random(f"{preset_name} {label}")
        for cards in _hands(rules, rng, 25):
            totals = meld_totals(cards, rules)
            without_dix = meld_totals(cards, rules, dix=False)
            for suit in Suit:
                meld = score_meld(cards, suit, rules)
                where = f"{preset_name}, {label}: {' '.join(c.code for c in cards)} in {suit.name}"
                assert meld_total(cards, suit, rules) == meld.total, where
                assert totals[suit] == meld.total, where
                plain = sum(m.points for m in meld.melds if m.kind != "dix")
                assert meld_total(cards, suit, rules, dix=False) == plain, where
                assert without_dix[suit] == plain, where
                # the cards the meld uses are in the hand and alone make the whole meld
                used = meld.cards
                assert contains_all(cards, used), where
                assert score_meld(used, suit, rules).total == meld.total, where
                for item in meld.melds:
                    need = Counter(item.cards)
                    assert all(Counter(used)[c] >= n for c, n in need.items()), where


def _seats_in_play(rules: RuleSet) -> list[int]:
    return list(range(rules.num_players - rules.sit_out))


@pytest.mark.parametrize("preset_name", sorted(PRESETS))
def test_the_fast_model_counts_by_the_card_values(preset_name: str) -> None:
    base = PRESETS[preset_name]
    for label, rules in option_variants(base):
        if rules.validate():
            continue
        rng = random.Random(f"{preset_name} {label}")
        order = _seats_in_play(rules)
        deck = make_deck(rules.deck)
        rng.shuffle(deck)
        k = len(deck) // len(order)
        hands: list[list[Card]] = [[] for _ in range(rules.num_players)]
        for i, seat in enumerate(order):
            hands[seat] = deck[i * k : (i + 1) * k]
        left_out = deck[len(order) * k :]
        for suit in Suit:
            values = card_values(rules, suit)
            where = f"{preset_name}, {label}, trump {suit.name}"
            assert fast.play_config(rules, order, trump=suit).values == values, where
            pos = fast.from_hands(rules, hands, suit, order, leader=order[0], first_lead=True)
            expected = total_trick_points(rules, suit) - points_of(left_out, values)
            assert sum(fast.random_playout(pos, rng)) == expected, where
            while not pos.is_over:  # move by move, as the search plays
                fast.play(pos, rng.choice(fast.legal_cards(pos)))
            assert sum(pos.points) == expected, where


def _play_one_hand(state: BaseState, rng: random.Random, where: str) -> None:
    """Play a hand at random, checking every trick's points, the running tally and
    the fast model's starting tally against the card values as it goes, and the
    scored trick points at the end."""
    rules = state.rules
    trump: Suit | None = getattr(state, "trump", None) if rules.style == "classic" else None
    seats = rules.num_players
    tally = [0] * seats
    last_winner = -1
    buried: list[Card] = []
    for _ in range(20_000):
        if state.phase == Phase.HAND_OVER or state.is_terminal:
            break
        event = state.apply(sane_random_action(state, rng))
        for e in event.all():
            if isinstance(e, TrumpNamed):
                trump = Suit[e.suit] if len(e.suit) == 1 else None
            elif isinstance(e, Buried):
                buried = parse_cards(e.cards)
            elif isinstance(e, TrickWon):
                assert trump is not None, where
                cards = parse_cards(" ".join(e.codes))
                assert e.points == points_of(cards, card_values(rules, trump)), where
                last_winner = e.seat if e.winner is None else e.winner
                tally[last_winner] += int(e.points or 0) + (e.last_trick_bonus or 0)
        if state.phase in (Phase.HAND_OVER,) or state.is_terminal:
            break
        taken = state.points_taken  # type: ignore[attr-defined]
        if state.phase == Phase.PLAY:
            assert list(taken) == tally, where
            if not state.trick:
                side_points = [0] * len(rules.sides)
                for seat, points in enumerate(tally):
                    side_points[rules.side_of(seat)] += points
                assert fast.from_state(state).points == side_points, where
    else:
        raise AssertionError(f"{where}: the hand did not end")
    if rules.style != "auction" or not state.history:
        return
    summary = state.history[-1]
    if summary.conceded or summary.moon or rules.hand_building or summary.bidder is None:
        return
    scored = summary.hand_points if summary.hand_points is not None else summary.points
    assert trump is not None, where
    expected = sum(tally) + rules.last_trick_bonus + points_of(buried, card_values(rules, trump))
    assert sum(scored) == expected, where
    if summary.hand_sides is not None and summary.points is not None:
        # a called partner's hand: each defender scores the tricks it won itself
        for seat in set(range(seats)) - set(summary.hand_sides[0]):
            own = tally[seat] + (rules.last_trick_bonus if seat == last_winner else 0)
            assert summary.points[seat] == own, f"{where}: seat {seat}"


@pytest.mark.parametrize("preset_name", sorted(PRESETS))
def test_the_tally_and_the_trick_events_count_by_the_card_values(preset_name: str) -> None:
    base = PRESETS[preset_name]
    played = 0
    for label, rules in option_variants(base):
        if rules.validate():
            continue
        seed = random.Random(f"{preset_name} {label}").getrandbits(32)
        try:
            state = new_game(rules, seed=seed)
        except ValueError:
            continue
        _play_one_hand(state, random.Random(seed), f"{preset_name}, {label}")
        played += 1
    assert played >= 10
