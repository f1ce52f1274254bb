"""The house-rule options of the pages Scoring and End of game, in page order, in words.

Part of the catalogue (:data:`.catalog.OPTIONS`, which puts the pages' tuples
together in dialog order); see :mod:`.catalog` for what the words are for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..words import QT_TRANSLATE_NOOP
from .catalog_kit import (
    bounds,
    labelled,
)
from .options import (
    RuleOption,
)

translate = QCoreApplication.translate

SCORING_OPTIONS: tuple[RuleOption, ...] = (
    # -- scoring --------------------------------------------------------------------------------
    RuleOption(
        "count_method",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Counting cards"),
        QT_TRANSLATE_NOOP("HouseRules", "What each card won in tricks is worth."),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Counters: A, 10 and K are worth 10 each; Q, J and 9 nothing."
        ),
        "choice",
        choices=labelled(
            "count_method",
            {
                1: QT_TRANSLATE_NOOP("HouseRules", "Classic: A 11, 10 10, K 4, Q 3, J 2"),
                2: QT_TRANSLATE_NOOP("HouseRules", "A and 10 count 10, K and Q 5"),
                3: QT_TRANSLATE_NOOP("HouseRules", "Counters: A, 10 and K count 10"),
                4: QT_TRANSLATE_NOOP(
                    "HouseRules", "Simplified: A, 10 and K count 1 (shown without the zero)"
                ),
            },
        ),
    ),
    RuleOption(
        "last_trick_bonus",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Last trick bonus"),
        QT_TRANSLATE_NOOP("HouseRules", "Points for winning the last trick."),
        QT_TRANSLATE_NOOP("HouseRules", "10 on a single deck makes the counters total 250."),
        "int",
        **bounds("last_trick_bonus"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "display_simplified",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Show simplified scores"),
        QT_TRANSLATE_NOOP("HouseRules", "Drop the trailing zero on screen (1 instead of 10)."),
        QT_TRANSLATE_NOOP("HouseRules", "A run shows as 15, a contract of 250 as 25."),
        "bool",
    ),
    RuleOption(
        "round_counts",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Round the count"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A count ending in 7, 8 or 9 rounds up to the next ten; 6 or less rounds down.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "127 in counters scores 130; 126 scores 120."),
        "bool",
    ),
    RuleOption(
        "save_meld",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Keeping your meld"),
        QT_TRANSLATE_NOOP("HouseRules", "What a side must do in the play for its meld to count."),
        QT_TRANSLATE_NOOP(
            "HouseRules", "One trick: a side that wins no trick at all loses its meld."
        ),
        "choice",
        choices=labelled(
            "save_meld",
            {
                "always": QT_TRANSLATE_NOOP("HouseRules", "Meld always counts"),
                "one_trick": QT_TRANSLATE_NOOP("HouseRules", "Win at least one trick"),
                "counters": QT_TRANSLATE_NOOP("HouseRules", "Take enough counters (set below)"),
            },
        ),
    ),
    RuleOption(
        "save_meld_points",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Counters needed to keep meld"),
        QT_TRANSLATE_NOOP("HouseRules", "Trick points a side must take for its meld to count."),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Double deck: at least 200 in tricks (20 in simplified points)."
        ),
        "int",
        **bounds("save_meld_points"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "min_meld_on_board",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Least meld that counts"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "A side's meld below this is not 'on the board' and scores nothing."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Double deck: 180 in meld counts for nothing when the least is 200."
        ),
        "int",
        **bounds("min_meld_on_board"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "bidder_min_trick_points",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Bidder's least trick points"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The bidding side goes set unless it takes at least this much in tricks."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Double deck tables often require 200 (20 simplified)."),
        "int",
        **bounds("bidder_min_trick_points"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "allow_concede",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Bidder may concede"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Before the first lead the bidder may give up: minus the bid, and the others "
            "score their meld.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Bid 350 and the widow didn't help: concede and lose 350."),
        "bool",
    ),
    RuleOption(
        "forced_concede_over_max",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Hopeless bids must be conceded"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A bid above the bidder's meld plus every trick point can only be conceded.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Meld 60 and a bid of 350: 60 + 250 can't reach it, so the bidder concedes.",
        ),
        "bool",
    ),
    RuleOption(
        "concede_unseen_at_min",
        "Scoring",
        QT_TRANSLATE_NOOP("HouseRules", "Concede without seeing the widow"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A bidder forced in at the minimum may give up before the widow is turned: "
            "minus the bid, and the others score nothing.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Forced to open at 300 with a poor hand: throw it in unseen for minus 300.",
        ),
        "bool",
    ),
    # -- end of game --------------------------------------------------------------------------
    RuleOption(
        "target_score",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "Game is won at"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The score that wins the game, checked at the end of each hand."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Partnership 1500, three-handed 1000, double deck 5000."),
        "int",
        **bounds("target_score"),
        step=50,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "tie_rule",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "If several pass the target together"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Who wins when more than one side reaches the target on the same hand."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Bid-and-out: the bidding side wins if it made its bid."),
        "choice",
        choices=labelled(
            "tie_rule",
            {
                "bidder_wins": QT_TRANSLATE_NOOP(
                    "HouseRules", "The bidding side wins if it made its bid"
                ),
                "extend": QT_TRANSLATE_NOOP("HouseRules", "The target goes up (by the step below)"),
                "play_another": QT_TRANSLATE_NOOP(
                    "HouseRules", "Play one more hand; the highest score wins"
                ),
            },
        ),
    ),
    RuleOption(
        "target_exceed",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "The target must be exceeded"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A score must go past the target to win; reaching it exactly is not enough.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Two-handed to 1000: 1000 plays on, 1010 wins."),
        "bool",
    ),
    RuleOption(
        "extend_by",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "Target goes up by"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "How much the target rises each time several sides pass it together."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Both sides pass 1000: play on to 1250."),
        "int",
        **bounds("extend_by"),
        step=50,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "bid_out_only",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "Only the bidder can go out"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Passing the target ends the game only for a bidder who makes the contract.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Cutthroat: 1020 points won't end the game until you win a bid and make it.",
        ),
        "bool",
    ),
    RuleOption(
        "slide_out",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "Slide out"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A side over the target wins without bidding once the others have failed "
            "their bids enough times.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You are past 1500 and the opponents have gone set three times: you win."
        ),
        "bool",
    ),
    RuleOption(
        "slide_out_sets",
        "End of game",
        QT_TRANSLATE_NOOP("HouseRules", "Failed bids for a slide out"),
        QT_TRANSLATE_NOOP("HouseRules", "How many times the other sides must go set."),
        QT_TRANSLATE_NOOP("HouseRules", "3: the opponents' third failed bid lets you slide out."),
        "int",
        **bounds("slide_out_sets"),
        step=1,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " times"),
    ),
)

__all__ = ["SCORING_OPTIONS"]
