"""The house-rule options of the pages Players and deck, Deal and Auction, in page order, in words.

Part of the catalogue (:data:`.catalog.OPTIONS`, which puts the pages' tuples
together in dialog order); see :mod:`.catalog` for what the words are for.
"""

from __future__ import annotations

from ...engine.rules.consistency import is_resting
from ...engine.rules.ruleset import RuleSet
from .catalog_kit import (
    AUCTION,
    CLASSIC,
    FIXED,
    bounds,
    choice_list,
    labelled,
)
from .options import (
    RuleOption,
    auction_only,
    cards_each_words,
    deck_words,
    players_words,
    sit_out_reason,
)


def _building_reason(rules: RuleSet) -> str | None:
    """Hand building is the two-handed auction: auction games of single players."""
    if AUCTION(rules):
        return AUCTION(rules)
    if rules.stakes or rules.call_partner or any(len(side) > 1 for side in rules.sides):
        return "Hand building is for two players each playing alone, not for stakes."
    return None


SETUP_OPTIONS: tuple[RuleOption, ...] = (
    # -- players and deck ---------------------------------------------------------------
    RuleOption(
        "players", "Players and deck", "Players",
        "Who plays, and who plays together.",
        "Four-handed partnership: you and the player opposite against the other two.",
        "info", info=players_words,
        depends=lambda r: "Choose how many sit at the table below." if r.sit_out else FIXED,
    ),
    RuleOption(
        "deck", "Players and deck", "Deck",
        "The cards in play.",
        "A single deck has two of each card from 9 to ace: 48 cards.",
        "info", info=lambda r: deck_words(r.deck)[0].upper() + deck_words(r.deck)[1:],
        depends=lambda r: FIXED,
    ),
    RuleOption(
        "sit_out", "Players and deck", "Players at the table",
        "Four or five people at a three-player auction: some sit each hand out.",
        "With five, the dealer and the second player on the dealer's left sit out.",
        "choice",
        choices=choice_list(
            (1, "Four: the dealer sits out each hand"),
            (2, "Five: the dealer and the second on the dealer's left sit out"),
        ),
        variant_reason=sit_out_reason,
    ),
    RuleOption(
        "widow_mode", "Players and deck", "Widow",
        "Cards set aside in the deal, and what the bidder does with them.",
        "Three-handed: 3 cards are turned up for all, the bidder takes them and buries 3.",
        "choice",
        choices=labelled("widow_mode", {
            "none": "No widow",
            "shown": "Turned up for everyone, then taken by the bidder",
            "blind": "Taken unseen by the bidder",
            "kitty": "A kitty: the bidder gives one card to each player",
        }),
        variant_reason=auction_only("Classic two-handed has a stock instead of a widow."),
    ),
    RuleOption(
        "widow_size", "Players and deck", "Cards in the widow",
        "How many cards the widow holds; the bidder buries as many.",
        "Racehorse: a blind of 4, and the bidder buries 4.",
        "int", **bounds("widow_size"), step=1, suffix=" cards",
        variant_reason=auction_only("Classic two-handed has a stock instead of a widow."),
        depends=lambda r: "There is no widow." if r.widow_mode == "none" else (
            "A kitty holds one card for each player." if r.widow_mode == "kitty" else None),
    ),
    RuleOption(
        "hand_size", "Players and deck", "Cards each",
        "Follows from the deck, the players and the widow.",
        "48 cards, 3 players and a widow of 3: 15 cards each.",
        "info", info=cards_each_words,
    ),
    # -- deal -----------------------------------------------------------------------------
    RuleOption(
        "deal_packet", "Deal", "Cards per packet",
        "Cards go round in packets of this many, starting left of the dealer.",
        "Packets of 3 deal 12 cards in four rounds; double-deck tables often use 4 or 5.",
        "choice", choices=labelled("deal_packet", {3: "3 cards", 4: "4 cards", 5: "5 cards"}),
    ),
    RuleOption(
        "dealer_dix_bonus", "Deal", "Dealer's bonus for a turned-up nine",
        "Points the dealer scores at once when the turned-up trump card is a nine.",
        "The 9♥ is turned up: hearts are trump and the dealer scores 10.",
        "int", **bounds("dealer_dix_bonus"), suffix=" points", variant_reason=CLASSIC,
    ),
    RuleOption(
        "hand_building", "Deal", "Two-handed hand building",
        "No deal: two players take turns drawing the top card of the face-down pile "
        "and keep it (the next card goes unseen to their discard pile) or reject it "
        "(it is discarded and the next card kept), then bid. Each discard pile counts "
        "for its owner.",
        "You draw the A♠ and keep it: the next card goes face down, unseen, to your "
        "discard pile. Turning it on makes the table two players with no widow.",
        "bool", variant_reason=_building_reason,
    ),
    RuleOption(
        "building_discards_to_defender", "Deal", "Discard piles count for the non-bidder",
        "With hand building: both discard piles count for the player who did not win the "
        "bid, which makes the contract harder to make.",
        "You win the bid at 250: the counters in both discard piles are your opponent's.",
        "bool", variant_reason=_building_reason,
        depends=lambda r: None if r.hand_building else "Hand building is off.",
    ),
    # -- auction --------------------------------------------------------------------------
    RuleOption(
        "min_bid", "Auction", "Minimum bid",
        "The lowest opening bid.",
        "Partnership 250, three-handed 300 (250 for an easier game), double deck 500.",
        "int", **bounds("min_bid"), suffix=" points", variant_reason=AUCTION,
    ),
    RuleOption(
        "bid_increment", "Auction", "Bids go up by",
        "Each bid must beat the last by at least this much.",
        "With 10: 250, 260, 270...",
        "int", **bounds("bid_increment"), suffix=" points", variant_reason=AUCTION,
    ),
    RuleOption(
        "increment_threshold", "Auction", "Bigger steps from",
        "From this bid on, bids go up by the bigger step below.",
        "Double deck: steps of 10 up to 600, then steps of 50.",
        "optional_int", **bounds("increment_threshold"), none_value=0, none_label="Never",
        suffix=" points", variant_reason=AUCTION,
    ),
    RuleOption(
        "increment_above", "Auction", "Bigger step",
        "The step once bids reach the threshold above.",
        "With 50 from 600: 600, 650, 700...",
        "int", **bounds("increment_above"), suffix=" points", variant_reason=AUCTION,
        depends=lambda r: None if r.increment_threshold is not None
        else "Bids never switch to bigger steps.",
    ),
    RuleOption(
        "max_bid", "Auction", "Highest bid",
        "The highest bid anyone may make.",
        "2,500 for a single deck, 10,000 for a double deck.",
        "int", **bounds("max_bid"), step=50, suffix=" points", variant_reason=AUCTION,
    ),
    RuleOption(
        "jump_bids", "Auction", "Jump bids allowed",
        "A bid may skip ahead instead of going up by one step.",
        "After 250 you may bid 300 at once.",
        "bool", variant_reason=AUCTION,
    ),
    RuleOption(
        "first_bidder_must_open", "Auction", "First bidder must open",
        "The player on the dealer's left may not pass on the first call.",
        "Racehorse: the first bidder opens at 500 whatever the cards.",
        "bool", variant_reason=AUCTION,
    ),
    RuleOption(
        "must_open_with_meld", "Auction", "Must open with meld",
        "A player holding any meld may not pass before someone has bid.",
        "You hold a marriage and nobody has bid yet: you must bid.",
        "bool", variant_reason=AUCTION,
    ),
    RuleOption(
        "all_pass", "Auction", "If everyone passes",
        "What happens when nobody bids.",
        "Stuck dealer: the dealer takes the contract at the minimum bid.",
        "choice",
        choices=labelled("all_pass", {
            "redeal": "The deal passes on (redeal)",
            "dealer_stuck": "The dealer is stuck with the bid",
        }),
        variant_reason=AUCTION,
    ),
    RuleOption(
        "stuck_bid", "Auction", "Stuck dealer's bid",
        "The contract a stuck dealer must make.",
        "Some tables stick the dealer at 190 rather than the minimum bid.",
        "optional_int", **bounds("stuck_bid"), none_value=0,
        none_label="The minimum bid", suffix=" points", variant_reason=AUCTION,
        depends=lambda r: "Only when the dealer is stuck with the bid."
        if is_resting("stuck_bid", r) else None,
    ),
)

__all__ = ["SETUP_OPTIONS"]
