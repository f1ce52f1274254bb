"""Ledgers of payments between players: check pinochle's checks (RULES.md section
10) and the units of the auction played for stakes (section 11). Either way a
hand's payments add up to zero (the stakes' kitty counted as one more purse).

**Checks**: besides the score, each hand earns checks: for big melds (counted
for every player, kept even when the bid fails), for holding seven nines, and
against a bidder who looked at the widow and lost. Every check a player earns
is paid by each of the other players. The game's winner earns the game checks
the same way.

**Units** (seed 004): a bid is worth the units of its band
(:meth:`RuleSet.stake_units`). A made contract collects that from every other
player, active and inactive; a bidder who concedes (single bete) pays it to
every other player and to the kitty; played and lost (double bete), twice
that; a bidder left at the minimum who throws in unseen pays the kitty alone.
There the units are the score: ``deltas`` and ``scores`` of the hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from ..cards import Rank, Suit
from ..meld.auction import MeldItem, MeldResult
from ..rules.fields import ledger_applies as ledger_applies
from ..rules.ruleset import RuleSet

_AROUNDS = ("aces", "kings", "queens", "jacks")


def meld_checks(meld: MeldResult | None, rules: RuleSet) -> int:
    """Checks for one player's meld: run +1, aces around +1, roundhouse +2 and,
    as the rules choose, double marriage +1, double pinochle +1, double around +2."""
    if meld is None:
        return 0
    checks = 0
    marriages = 0
    for item in meld.melds:
        if item.kind == "run":
            checks += item.copies
        elif item.kind == "aces" and (item.copies == 1 or not rules.check_double_around):
            checks += 1  # a double around earns its own two checks instead, if chosen
        if item.kind in _AROUNDS and item.copies >= 2 and rules.check_double_around:
            checks += 2
        if item.kind == "pinochle" and item.copies >= 2 and rules.check_double_pinochle:
            checks += 1
        if item.kind in ("marriage", "royal_marriage"):
            if item.copies >= 2 and rules.check_double_marriage:
                checks += 1
            marriages |= 1 << _suit_of(item)
    if _roundhouse(meld, marriages):
        checks += 2
    return checks


def _suit_of(item: MeldItem) -> int:
    return int(item.cards[0]) // 6 if item.cards else 0


def _roundhouse(meld: MeldResult, marriage_suits: int) -> bool:
    """A king and queen of every suit: a marriage (or a run) in each one."""
    if any(item.kind == "roundhouse" for item in meld.melds):
        return True
    suits = marriage_suits
    for item in meld.melds:
        if item.kind == "run" and item.cards:
            suits |= 1 << (int(item.cards[0]) // 6)
    return suits == 0b1111


def nine_checks(hand: Sequence[int], rules: RuleSet) -> int:
    """Seven or more nines dealt to a player (an option, 0 when off)."""
    if not rules.check_seven_nines:
        return 0
    nines = sum(1 for c in hand if c % 6 == Rank.NINE)
    return rules.check_seven_nines if nines >= 7 else 0


def bidder_checks(rules: RuleSet, made: bool, saw_widow: bool, played: bool) -> int:
    """The bidder's checks for a lost contract: -1 for looking at the widow,
    and -1 more for playing the hand out (an option)."""
    if made:
        return 0
    checks = -1 if saw_widow else 0
    if played and rules.check_played_and_lost:
        checks -= 1
    return checks


def settle(earned: Sequence[int], active: Sequence[int]) -> list[int]:
    """What each seat wins (or pays) when every check is paid by each other
    active player: ``(players - 1) * own - sum of the others'``."""
    out = [0] * len(earned)
    total = sum(earned[s] for s in active)
    n = len(active)
    for s in active:
        out[s] = n * earned[s] - total
    return out


#: how a stakes hand ends (:attr:`HandResult.settlement`)
Settlement = Literal[
    "made", "claimed", "conceded_to", "single_bete", "double_bete", "thrown_in"
]
#: the settlements in which the bidder wins
MADE_SETTLEMENTS = ("made", "claimed", "conceded_to")


def stake_of(rules: RuleSet, contract: int, trump: str | None, settlement: str) -> int:
    """The units each payer pays (or is paid) for ``contract`` settled so: the
    band's value; doubled with spades trump (``stakes_spades_double``; ``trump`` is
    the suit's name, "S", as in the hand's summary) except on a concession, which
    "pays only a single amount"; doubled again for a double bete."""
    value = rules.stake_units(contract)
    if settlement in ("single_bete", "thrown_in"):
        return value
    if rules.stakes_spades_double and trump == Suit.S.name:
        value *= 2
    return 2 * value if settlement == "double_bete" else value


def stake_payments(
    rules: RuleSet, bidder: int, contract: int, trump: str | None, settlement: str, kitty: int
) -> tuple[list[int], int, int]:
    """(units each seat wins this hand, the kitty's change, the stake) of a stakes
    hand; every seat at the table pays or is paid, active or not (seed 004: "the
    inactive players ... participate in the settlement"). ``kitty``: the units in
    the kitty before the hand (it pays a made bid only what it holds)."""
    n = rules.num_players
    stake = stake_of(rules, contract, trump, settlement)
    units = [0] * n
    if settlement == "thrown_in":
        # "He pays three units to the kitty (but nothing to his opponents)"
        units[bidder] = -stake
        return units, stake, stake
    others = [s for s in range(n) if s != bidder]
    if settlement in MADE_SETTLEMENTS:
        for seat in others:
            units[seat] = -stake
        units[bidder] = stake * len(others)
        kitty_delta = 0
        if rules.kitty_payout == "made_bid" and contract >= rules.kitty_payout_bid:
            kitty_delta = -min(stake, max(0, kitty))
            units[bidder] -= kitty_delta
        return units, kitty_delta, stake
    # bete: "pay to the players, active and inactive, the value of his bid", and to
    # the kitty, which is paid like one more player
    for seat in others:
        units[seat] = stake
    units[bidder] = -stake * (len(others) + 1)
    return units, stake, stake


def kitty_shares(kitty: int, num_players: int) -> int:
    """Each player's share when the kitty is split at the end of the game (what
    cannot be shared evenly stays in the kitty)."""
    return max(0, kitty) // num_players
