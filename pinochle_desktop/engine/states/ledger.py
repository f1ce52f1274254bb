"""Check pinochle's ledger (RULES.md section 10): checks paid between players.

Besides the score, each hand earns checks: for big melds (counted for every
player, kept even when the bid fails), for holding seven nines, and against a
bidder who looked at the widow and lost. Every check a player earns is paid
by each of the other players, so a hand's payments add up to zero. The game's
winner earns the game checks the same way.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Rank
from ..meld.auction import MeldItem, MeldResult
from ..rules.ruleset import RuleSet
from ..rules.ruleset import (
    ledger_applies as ledger_applies,  # defined with validate(), which needs it
)

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
