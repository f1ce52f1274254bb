"""Dealing (a seeded chance step), seats in play, misdeal on nines, the bid grid."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from functools import lru_cache

from ..actions import Action
from ..cards import Card, Rank, make_deck
from ..meld.auction import meld_totals
from ..rules.ruleset import RuleSet

#: deal numbers a later deal gets are below this (the New Game dialog takes them)
MAX_DEAL_NUMBER = 10**9


def first_dealer(seed: int, num_players: int) -> int:
    """The dealer of a game's first deal, drawn from its seed."""
    return random.Random(seed ^ 0x5EED).randrange(num_players)


def deal_number_for(game_seed: int, index: int, dealer: int, num_players: int) -> int:
    """The number of a game's deal ``index`` (1 and up; deal 0's number is the game's
    seed): a new game with this number deals these very cards, from the same dealer
    (issue #23: "every hand has its own deal number that replays that hand").

    Numbers are drawn from the game's seed and the deal's index until one whose
    first dealer (:func:`first_dealer`) is this deal's dealer: a few tries."""
    number = 1
    for attempt in range(256):
        digest = hashlib.blake2b(f"{game_seed}/{index}/{attempt}".encode(), digest_size=8)
        number = int.from_bytes(digest.digest(), "big") % (MAX_DEAL_NUMBER - 1) + 1
        if first_dealer(number, num_players) == dealer:
            break
    return number


def sitting_out(rules: RuleSet, dealer: int) -> tuple[int, ...]:
    """Seats that receive no cards this hand: the dealer, then the 2nd on the left."""
    if not rules.sit_out:
        return ()
    n = rules.num_players
    seats = [dealer]
    if rules.sit_out >= 2:
        seats.append((dealer + 2) % n)
    for k in range(3, rules.sit_out + 1):
        seats.append((dealer + k) % n)
    return tuple(seats)


def active_order(rules: RuleSet, start: int, out: tuple[int, ...]) -> list[int]:
    """Active seats clockwise from ``start`` (inclusive)."""
    n = rules.num_players
    return [(start + k) % n for k in range(n) if (start + k) % n not in out]


def deal_cards(
    rules: RuleSet, rng: random.Random, dealer: int
) -> tuple[list[list[Card]], list[Card]]:
    """Shuffle and deal packets clockwise from the dealer's left; set the widow aside.

    The widow takes one card after each packet round until it is full.
    """
    deck = make_deck(rules.deck)
    rng.shuffle(deck)
    out = sitting_out(rules, dealer)
    order = active_order(rules, (dealer + 1) % rules.num_players, out)
    hands: list[list[Card]] = [[] for _ in range(rules.num_players)]
    widow: list[Card] = []
    pos = 0
    while pos < len(deck):
        for seat in order:
            room = rules.hand_size - len(hands[seat])
            take = min(rules.deal_packet, room)
            hands[seat].extend(deck[pos : pos + take])
            pos += take
        if len(widow) < rules.widow_size and pos < len(deck):
            widow.append(deck[pos])
            pos += 1
    return hands, widow


def _nines(hand: list[Card]) -> int:
    return sum(1 for c in hand if c % 6 == Rank.NINE)


def _aces(hand: list[Card]) -> int:
    return sum(1 for c in hand if c % 6 == Rank.ACE)


def meld_without_dix(hand: Sequence[Card], rules: RuleSet) -> int:
    """The best meld over the four trump suits, leaving out the dix."""
    return max(meld_totals(hand, rules, dix=False))


def qualifies_for_misdeal(hand: list[Card], rules: RuleSet) -> bool:
    """Does this hand meet any of the table's chosen misdeal-on-nines conditions?"""
    nines = _nines(hand)
    if nines < 4:
        return False
    aces = _aces(hand)
    for cond in rules.misdeal_conditions:
        if cond == "5_nines" and nines >= 5:
            return True
        if cond == "6_nines" and nines >= 6:
            return True
        if cond == "4_nines_no_aces" and nines >= 4 and aces == 0:
            return True
        if cond == "5_nines_max_one_ace" and nines >= 5 and aces <= 1:
            return True
        if cond == "5_nines_no_meld" and nines >= 5 and meld_without_dix(hand, rules) == 0:
            return True
    return False


@lru_cache(maxsize=64)
def bid_grid(rules: RuleSet) -> tuple[int, ...]:
    """Every amount a bid may name: the minimum, then each increment up to the maximum."""
    out = []
    amount = rules.min_bid
    while amount <= rules.max_bid:
        out.append(amount)
        threshold = rules.increment_threshold
        step = (
            rules.increment_above
            if threshold is not None and amount >= threshold
            else (rules.bid_increment)
        )
        amount += step
    return tuple(out)


@lru_cache(maxsize=64)
def bid_actions(rules: RuleSet) -> tuple[Action, ...]:
    """One shared Action per amount of the bid grid."""
    return tuple(Action.bid(a) for a in bid_grid(rules))


@lru_cache(maxsize=64)
def gun_actions(rules: RuleSet) -> tuple[Action, ...]:
    """The under-the-gun openings (seed 002): from ``under_the_gun_bid`` in steps of
    ``bid_increment`` up to below the minimum bid."""
    low = rules.under_the_gun_bid
    if low is None or rules.bid_increment <= 0:
        return ()
    return tuple(Action.bid(a) for a in range(low, rules.min_bid, rules.bid_increment))
