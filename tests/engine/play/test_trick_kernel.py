"""The trick kernel (``engine.trick``) against the rules written the obvious way.

Every layer that plays tricks (``tricks.legal_plays``, the states,
``classic.phase2_plays``, ``fastplay`` and the computer players' masks) asks
the kernel, so the kernel is checked here against an independent, plainly
written reference: the list-based rule the engine used before the kernel.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from collections.abc import Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine import preset
from pinochle_desktop.engine.cards import ALL_CARDS, Card, make_deck
from pinochle_desktop.engine.play.trick import (
    ABOVE,
    ALL_MASK,
    BEATS,
    BIT,
    HEAD_CODES,
    SUIT_MASK,
    Trick,
    beats,
    head_code,
    legal_mask,
    mask_ids,
    mask_of,
    ruled_out,
    winning_index,
)
from pinochle_desktop.engine.play.tricks import legal_plays, trick_winner, why_illegal
from pinochle_desktop.engine.rules.ruleset import RuleSet

HEAD_RULES = tuple(HEAD_CODES)


# --- the reference: trick rules written out on lists ---------------------------------


def ref_beats(card: int, best: int, trump: int) -> bool:
    if card // 6 == best // 6:
        return card % 6 > best % 6
    return card // 6 == trump


def ref_winner(trick: Sequence[int], trump: int) -> int:
    best = 0
    for i in range(1, len(trick)):
        if ref_beats(trick[i], trick[best], trump):
            best = i
    return best


def ref_legal(
    hand: Sequence[Card], trick: Sequence[Card], trump: int, rule: str, must_trump: bool,
    first_lead_trump: bool,
) -> list[Card]:
    cards = list(dict.fromkeys(hand))
    if not trick:
        if first_lead_trump:
            trumps = [c for c in cards if c // 6 == trump]
            if trumps:
                return trumps
        return cards
    led = trick[0] // 6
    winner = trick[ref_winner(trick, trump)]
    heading = rule in ("always", "always_strict") or (rule == "trump_led" and led == trump)
    follow = [c for c in cards if c // 6 == led]
    if follow:
        if not heading:
            return follow
        if rule == "always" and led != trump and winner // 6 == trump:
            return follow
        best_led = max(c for c in trick if c // 6 == led)
        return [c for c in follow if c > best_led] or follow
    trumps = [c for c in cards if c // 6 == trump]
    if trumps and must_trump:
        if heading and winner // 6 == trump:
            return [c for c in trumps if c > winner] or trumps
        return trumps
    return cards


def rules_with(head: str, must_trump: bool, first_lead_trump: bool) -> RuleSet:
    return dataclasses.replace(
        preset("double_deck"), head_rule=head, must_trump=must_trump,
        first_lead_trump=first_lead_trump,
    )


def deal_spot(seed: int) -> tuple[list[Card], list[Card], int]:
    """A hand and a trick in progress from a double deck (copies included)."""
    rng = random.Random(seed)
    deck = make_deck("double")
    rng.shuffle(deck)
    down = rng.randrange(0, 8)
    size = rng.randrange(1, 13)
    return deck[down : down + size], deck[:down], rng.randrange(4)


# --- the rules ---------------------------------------------------------------------------


def test_tables() -> None:
    for trump in range(4):
        for win in range(24):
            for card in range(24):
                assert beats(card, win, trump) == ref_beats(card, win, trump)
                assert bool(BEATS[trump][win] & BIT[card]) == ref_beats(card, win, trump)
    assert ABOVE[5] == 0 and SUIT_MASK[1] == 63 << 6 and ALL_MASK == (1 << 24) - 1
    assert mask_ids(mask_of([3, 3, 17, 0])) == [0, 3, 17]
    with pytest.raises(ValueError):
        head_code("sometimes")


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), head=st.sampled_from(HEAD_RULES), must_trump=st.booleans(),
       first=st.booleans())
def test_legal_plays_are_the_reference_rule(
    seed: int, head: str, must_trump: bool, first: bool
) -> None:
    hand, trick, trump = deal_spot(seed)
    rules = rules_with(head, must_trump, first)
    want = ref_legal(hand, trick, trump, head, must_trump, first)
    assert legal_plays(hand, trick, trump, rules, first_lead=True) == want
    # the head rule can be overridden (two-handed phase 2)
    other = HEAD_RULES[(HEAD_RULES.index(head) + 1) % 4]
    assert legal_plays(hand, trick, trump, rules, first_lead=True, head_rule=other) == ref_legal(
        hand, trick, trump, other, must_trump, first
    )
    if trick:
        assert trick_winner(trick, trump) == ref_winner(trick, trump)
    for card in hand:
        assert (why_illegal(card, hand, trick, trump, rules, first_lead=True) is None) == (
            card in want
        )


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), head=st.sampled_from(HEAD_RULES), must_trump=st.booleans())
def test_trick_value_follows_the_plays(seed: int, head: str, must_trump: bool) -> None:
    """``Trick.add`` keeps the winner and the led suit's best card; ``legal`` is the mask rule."""
    hand, cards, trump = deal_spot(seed)
    trick = Trick.start(trump, 2)
    assert not trick.plays and trick.lead == -1 and trick.led == -1
    assert Trick.start(trump) is Trick.start(trump) == Trick(-1, trump)
    for i, card in enumerate(cards):
        trick = trick.add((2 + i) % 4, card)
        down = cards[: i + 1]
        assert trick.cards == tuple(down) and len(trick.plays) == i + 1
        assert trick.leader == 2 and trick.lead == down[0] and trick.led == down[0] // 6
        w = ref_winner(down, trump)
        assert (trick.win, trick.winner) == (down[w], (2 + w) % 4)
        assert trick.best == max(c for c in down if c // 6 == down[0] // 6)
        assert trick == Trick.of(trick.plays, trump, 2)
    code = head_code(head)
    got = mask_ids(trick.legal(mask_of(hand), code, must_trump))
    assert got == sorted(set(ref_legal(hand, cards, trump, head, must_trump, False)))
    # a value: frozen, and copies share it
    with pytest.raises(AttributeError):
        trick.win = 0  # type: ignore[misc]
    assert copy.deepcopy(trick) is trick and copy.copy(trick) is trick


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**32), head=st.sampled_from(HEAD_RULES), must_trump=st.booleans())
def test_ruled_out_is_what_a_legal_play_reveals(seed: int, head: str, must_trump: bool) -> None:
    """A card ``x`` is ruled out exactly when holding it would have made the play illegal."""
    _hand, cards, trump = deal_spot(seed)
    if not cards:
        return
    trick = Trick.of(enumerate(cards), trump)
    code = head_code(head)
    for card in range(24):
        out = trick.ruled_out(card, code, must_trump)
        assert out == ruled_out(card, trick.lead, trick.win, trick.best, trump, code, must_trump)
        for x in range(24):
            legal = ref_legal([ALL_CARDS[card], ALL_CARDS[x]], cards, trump, head, must_trump,
                              False)
            assert bool(out & BIT[x]) == (card not in legal), (card, x)


def test_identical_cards_first_played_wins() -> None:
    ace = 5
    assert winning_index([ace, ace], 1) == 0
    assert Trick.of([(0, ace), (1, ace)], 1).winner == 0
    with pytest.raises(ValueError):
        winning_index([], 0)


def test_legal_mask_lead() -> None:
    hand = mask_of([0, 7, 13])
    assert legal_mask(hand, -1, -1, -1, 1, 0, True, trump_lead=True) == BIT[7]
    assert legal_mask(hand, -1, -1, -1, 3, 0, True, trump_lead=True) == hand
    assert legal_mask(hand, -1, -1, -1, 1, 0, True) == hand
