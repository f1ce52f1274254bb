"""The variant presets of RULES.md section 10, as plain :class:`RuleSet` values."""

from __future__ import annotations

import dataclasses

from .choices import DOUBLE_DECK_MELDS, RACEHORSE_MELDS, TWO_HANDED_MELDS
from .limits import excerpt
from .ruleset import RuleSet
from .variants import PRESET_NAMES, PRESET_TITLES

_BASE = RuleSet()

_THREE_HANDED = dataclasses.replace(
    _BASE,
    variant="three_handed",
    num_players=3,
    sides=((0,), (1,), (2,)),
    hand_size=15,
    widow_size=3,
    widow_mode="shown",
    min_bid=300,
    must_open_with_meld=True,  # seeds 001/002: only a player holding meld must open
    forced_concede_over_max=True,
    concede_unseen_at_min=True,
    target_score=1000,
)

#: the double-deck partnership game, which racehorse and five-handed vary
_DOUBLE_DECK = dataclasses.replace(
    _BASE,
    variant="double_deck",
    deck="double",
    hand_size=20,
    deal_packet=4,
    min_bid=500,
    increment_threshold=600,
    max_bid=10000,
    meld_values=DOUBLE_DECK_MELDS,
    count_method=3,
    last_trick_bonus=20,
    save_meld="counters",
    target_score=5000,
)

PRESETS: dict[str, RuleSet] = {
    "two_handed": dataclasses.replace(
        _BASE,
        variant="two_handed",
        style="classic",
        num_players=2,
        sides=((0,), (1,)),
        hand_size=12,
        deal_packet=4,
        meld_values=TWO_HANDED_MELDS,
        count_method=1,
        round_counts=True,
        save_meld="always",
        allow_concede=False,
        target_score=1000,
        target_exceed=True,
        tie_rule="extend",
        min_bid=0,
    ),
    "three_handed": _THREE_HANDED,
    "check_pinochle": dataclasses.replace(
        _THREE_HANDED, variant="check_pinochle", check_ledger=True
    ),
    "cutthroat": dataclasses.replace(
        _BASE,
        variant="cutthroat",
        num_players=3,
        sides=((0,), (1,), (2,)),
        hand_size=16,
        # seeds 000/002: "The dealer deals the entire deck out (16 cards to each
        # player), in packets of 4"
        deal_packet=4,
        min_bid=250,
        target_score=1000,
        bid_out_only=True,
    ),
    # seeds 000/002, four-handed: "As in the three-handed version, the first player is
    # forced to bid when holding meld"
    "partnership": dataclasses.replace(_BASE, variant="partnership", must_open_with_meld=True),
    "auction_sit_out": dataclasses.replace(
        _BASE,
        variant="auction_sit_out",
        num_players=4,
        sit_out=1,
        sides=((0,), (1,), (2,), (3,)),
        hand_size=15,
        widow_size=3,
        widow_mode="shown",
        min_bid=300,
        first_bidder_must_open=True,
        forced_concede_over_max=True,
        concede_unseen_at_min=True,
        target_score=1000,
    ),
    # seed 004: the classic auction played for stakes, "a rather remarkable game because
    # though fundamentally a game for three it makes a better game when played by four":
    # four at the table by default (the dealer sits out; sit_out 0 or 2 for three or five)
    "auction_stakes": dataclasses.replace(
        _BASE,
        variant="auction_stakes",
        num_players=4,
        sit_out=1,
        sides=((0,), (1,), (2,), (3,)),
        hand_size=15,
        widow_size=3,
        widow_mode="shown",
        # "the player on the left of the dealer makes the first bid which must be at
        # least 300"
        min_bid=300,
        first_bidder_must_open=True,
        forced_concede_over_max=True,
        concede_unseen_at_min=True,
        # "Only the bidder melds"; the buried cards "will be counted for him as won in
        # a trick", so the bidder's meld always stands
        only_bidder_melds=True,
        save_meld="always",
        stakes=True,
        target_score=1000,
    ),
    "double_deck": _DOUBLE_DECK,
    "racehorse": dataclasses.replace(
        _DOUBLE_DECK,
        variant="racehorse",
        hand_size=19,
        widow_size=4,
        widow_mode="blind",
        # seeds 000/002: "Bidding commences with the person immediately to the left of
        # the dealer automatically bidding 500"
        first_bidder_must_open=True,
        forced_open_at_min=True,
        # seed 002: "Racehorse means that, after the winning bidder has named
        # trump, that player's partner passes cards across the table"
        pass_count=4,
        pass_mode="partner_first",
        meld_values=RACEHORSE_MELDS,
        quadruple_wins_game=True,
        # seed 002: "The other team retains both their meld and their count provided
        # they took at least 10 points in the count."
        save_meld_points=10,
        min_meld_on_board=0,
    ),
    "five_handed": dataclasses.replace(
        _DOUBLE_DECK,
        variant="five_handed",
        num_players=5,
        sides=((0,), (1,), (2,), (3,), (4,)),
        call_partner=True,
        hand_size=16,
    ),
    "six_handed": dataclasses.replace(
        _BASE,
        variant="six_handed",
        num_players=6,
        sides=((0, 2, 4), (1, 3, 5)),
        deck="triple",
        hand_size=20,
        deal_packet=4,
        min_bid=750,
        # seeds 000/002: "follow all rules of double deck pinochle", whose bids go
        # up "in increments of 10 or more points until 600 is reached, then by 50"
        increment_threshold=600,
        max_bid=15000,
        meld_values=DOUBLE_DECK_MELDS,
        count_method=3,
        last_trick_bonus=30,
        save_meld="counters",
        target_score=5000,
    ),
    "eight_handed": dataclasses.replace(
        _BASE,
        variant="eight_handed",
        num_players=8,
        sides=((0, 4), (1, 5), (2, 6), (3, 7)),
        deck="double_with_nines",
        hand_size=12,
        min_bid=250,
        max_bid=10000,
        meld_values=DOUBLE_DECK_MELDS,
        # seeds 000/002: "Other than this, the four player rules apply", and there
        # "The last trick is always worth 10 points" (the preset's default); the
        # first player "is forced to bid when holding meld"
        must_open_with_meld=True,
        target_score=5000,
    ),
}




assert tuple(PRESETS) == PRESET_NAMES, "variants.py and the presets must list the same names"
__all__ = ["PRESETS", "PRESET_NAMES", "PRESET_TITLES", "preset"]


def preset(name: str) -> RuleSet:
    """The rule set of a named variant; ``dataclasses.replace`` it for house rules."""
    try:
        return PRESETS[name]
    except KeyError:
        raise ValueError(
            f"Unknown variant {excerpt(repr(name))}: choose one of {', '.join(PRESET_NAMES)}."
        ) from None
