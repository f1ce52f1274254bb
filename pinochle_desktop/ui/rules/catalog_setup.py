"""The house-rule options of the pages Players and deck, Deal and Auction, in page order, in words.

Part of the catalogue (:data:`.catalog.OPTIONS`, which puts the pages' tuples
together in dialog order); see :mod:`.catalog` for what the words are for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..words import QT_TRANSLATE_NOOP
from .catalog_kit import (
    bounds,
    choice_list,
    labelled,
)
from .options import (
    RuleOption,
    cards_each_words,
    deck_info,
    players_words,
)

translate = QCoreApplication.translate


SETUP_OPTIONS: tuple[RuleOption, ...] = (
    # -- players and deck ---------------------------------------------------------------
    RuleOption(
        "num_players",
        "Players and deck",
        QT_TRANSLATE_NOOP("HouseRules", "Players"),
        QT_TRANSLATE_NOOP("HouseRules", "Who plays, and who plays together."),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Four-handed partnership: you and the player opposite against the other two.",
        ),
        "info",
        info=players_words,
    ),
    RuleOption(
        "deck",
        "Players and deck",
        QT_TRANSLATE_NOOP("HouseRules", "Deck"),
        QT_TRANSLATE_NOOP("HouseRules", "The cards in play."),
        QT_TRANSLATE_NOOP(
            "HouseRules", "A single deck has two of each card from 9 to ace: 48 cards."
        ),
        "info",
        info=deck_info,
    ),
    RuleOption(
        "sit_out",
        "Players and deck",
        QT_TRANSLATE_NOOP("HouseRules", "Players at the table"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Four or five people at a three-player auction: some sit each hand out."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "With five, the dealer and the second player on the dealer's left sit out.",
        ),
        "choice",
        choices=choice_list(
            (1, QT_TRANSLATE_NOOP("HouseRules", "Four: the dealer sits out each hand")),
            (
                2,
                QT_TRANSLATE_NOOP(
                    "HouseRules", "Five: the dealer and the second on the dealer's left sit out"
                ),
            ),
        ),
    ),
    RuleOption(
        "widow_mode",
        "Players and deck",
        QT_TRANSLATE_NOOP("HouseRules", "Widow"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Cards set aside in the deal, and what the bidder does with them."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Three-handed: 3 cards are turned up for all, the bidder takes them and buries 3.",
        ),
        "choice",
        choices=labelled(
            "widow_mode",
            {
                "none": QT_TRANSLATE_NOOP("HouseRules", "No widow"),
                "shown": QT_TRANSLATE_NOOP(
                    "HouseRules", "Turned up for everyone, then taken by the bidder"
                ),
                "blind": QT_TRANSLATE_NOOP("HouseRules", "Taken unseen by the bidder"),
                "kitty": QT_TRANSLATE_NOOP(
                    "HouseRules", "A kitty: the bidder gives one card to each player"
                ),
            },
        ),
    ),
    RuleOption(
        "widow_size",
        "Players and deck",
        QT_TRANSLATE_NOOP("HouseRules", "Cards in the widow"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "How many cards the widow holds; the bidder buries as many."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Racehorse: a blind of 4, and the bidder buries 4."),
        "int",
        **bounds("widow_size"),
        step=1,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " cards"),
    ),
    RuleOption(
        "hand_size",
        "Players and deck",
        QT_TRANSLATE_NOOP("HouseRules", "Cards each"),
        QT_TRANSLATE_NOOP("HouseRules", "Follows from the deck, the players and the widow."),
        QT_TRANSLATE_NOOP("HouseRules", "48 cards, 3 players and a widow of 3: 15 cards each."),
        "info",
        info=cards_each_words,
    ),
    # -- deal -----------------------------------------------------------------------------
    RuleOption(
        "deal_packet",
        "Deal",
        QT_TRANSLATE_NOOP("HouseRules", "Cards per packet"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Cards go round in packets of this many, starting left of the dealer."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Packets of 3 deal 12 cards in four rounds; double-deck tables often use 4 or 5.",
        ),
        "choice",
        choices=labelled(
            "deal_packet",
            {
                3: QT_TRANSLATE_NOOP("HouseRules", "3 cards"),
                4: QT_TRANSLATE_NOOP("HouseRules", "4 cards"),
                5: QT_TRANSLATE_NOOP("HouseRules", "5 cards"),
            },
        ),
    ),
    RuleOption(
        "dealer_dix_bonus",
        "Deal",
        QT_TRANSLATE_NOOP("HouseRules", "Dealer's bonus for a turned-up nine"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Points the dealer scores at once when the turned-up trump card is a nine.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The 9♥ is turned up: hearts are trump and the dealer scores 10."
        ),
        "int",
        **bounds("dealer_dix_bonus"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "hand_building",
        "Deal",
        QT_TRANSLATE_NOOP("HouseRules", "Two-handed hand building"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "No deal: two players take turns drawing the top card of the face-down pile "
            "and keep it (the next card goes unseen to their discard pile) or reject it "
            "(it is discarded and the next card kept), then bid. Each discard pile counts "
            "for its owner.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "You draw the A♠ and keep it: the next card goes face down, unseen, to your "
            "discard pile. Turning it on makes the table two players with no widow.",
        ),
        "bool",
    ),
    RuleOption(
        "building_discards_to_defender",
        "Deal",
        QT_TRANSLATE_NOOP("HouseRules", "Discard piles count for the non-bidder"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "With hand building: both discard piles count for the player who did not win the "
            "bid, which makes the contract harder to make.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "You win the bid at 250: the counters in both discard piles are your opponent's.",
        ),
        "bool",
    ),
    # -- auction --------------------------------------------------------------------------
    RuleOption(
        "min_bid",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Minimum bid"),
        QT_TRANSLATE_NOOP("HouseRules", "The lowest opening bid."),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Partnership 250, three-handed 300 (250 for an easier game), double deck 500.",
        ),
        "int",
        **bounds("min_bid"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "bid_increment",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Bids go up by"),
        QT_TRANSLATE_NOOP("HouseRules", "Each bid must beat the last by at least this much."),
        QT_TRANSLATE_NOOP("HouseRules", "With 10: 250, 260, 270..."),
        "int",
        **bounds("bid_increment"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "increment_threshold",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Bigger steps from"),
        QT_TRANSLATE_NOOP("HouseRules", "From this bid on, bids go up by the bigger step below."),
        QT_TRANSLATE_NOOP("HouseRules", "Double deck: steps of 10 up to 600, then steps of 50."),
        "optional_int",
        **bounds("increment_threshold"),
        none_value=0,
        none_label=QT_TRANSLATE_NOOP("HouseRules", "Never"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "increment_above",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Bigger step"),
        QT_TRANSLATE_NOOP("HouseRules", "The step once bids reach the threshold above."),
        QT_TRANSLATE_NOOP("HouseRules", "With 50 from 600: 600, 650, 700..."),
        "int",
        **bounds("increment_above"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "max_bid",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Highest bid"),
        QT_TRANSLATE_NOOP("HouseRules", "The highest bid anyone may make."),
        QT_TRANSLATE_NOOP("HouseRules", "2,500 for a single deck, 10,000 for a double deck."),
        "int",
        **bounds("max_bid"),
        step=50,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "jump_bids",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Jump bids allowed"),
        QT_TRANSLATE_NOOP("HouseRules", "A bid may skip ahead instead of going up by one step."),
        QT_TRANSLATE_NOOP("HouseRules", "After 250 you may bid 300 at once."),
        "bool",
    ),
    RuleOption(
        "first_bidder_must_open",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "First bidder must open"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The player on the dealer's left may not pass on the first call."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Racehorse: the first bidder opens at 500 whatever the cards."
        ),
        "bool",
    ),
    RuleOption(
        "forced_open_at_min",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "First bid is always the minimum"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The player who must open bids the minimum and cannot choose a higher opening.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Racehorse: the player on the dealer's left always opens at 500."
        ),
        "bool",
    ),
    RuleOption(
        "must_open_with_meld",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Must open with meld"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "A player holding any meld may not pass before someone has bid."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You hold a marriage and nobody has bid yet: you must bid."
        ),
        "bool",
    ),
    RuleOption(
        "all_pass",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "If everyone passes"),
        QT_TRANSLATE_NOOP("HouseRules", "What happens when nobody bids."),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Stuck dealer: the dealer takes the contract at the minimum bid."
        ),
        "choice",
        choices=labelled(
            "all_pass",
            {
                "redeal": QT_TRANSLATE_NOOP("HouseRules", "The deal passes on (redeal)"),
                "dealer_stuck": QT_TRANSLATE_NOOP("HouseRules", "The dealer is stuck with the bid"),
            },
        ),
    ),
    RuleOption(
        "stuck_bid",
        "Auction",
        QT_TRANSLATE_NOOP("HouseRules", "Stuck dealer's bid"),
        QT_TRANSLATE_NOOP("HouseRules", "The contract a stuck dealer must make."),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Some tables stick the dealer at 190 rather than the minimum bid."
        ),
        "optional_int",
        **bounds("stuck_bid"),
        none_value=0,
        none_label=QT_TRANSLATE_NOOP("HouseRules", "The minimum bid"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
)

__all__ = ["SETUP_OPTIONS"]
