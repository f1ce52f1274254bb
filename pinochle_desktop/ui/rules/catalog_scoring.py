"""The house-rule options of the pages Scoring and End of game, in page order, in words.

Part of the catalogue (:data:`.catalog.OPTIONS`, which puts the pages' tuples
together in dialog order); see :mod:`.catalog` for what the words are for.
"""

from __future__ import annotations

from ...engine.rules.consistency import is_resting
from .catalog_kit import (
    AUCTION,
    CLASSIC,
    bounds,
    labelled,
)
from .options import (
    RuleOption,
    auction_only,
)

SCORING_OPTIONS: tuple[RuleOption, ...] = (
    # -- scoring --------------------------------------------------------------------------------
    RuleOption(
        "count_method", "Scoring", "Counting cards",
        "What each card won in tricks is worth.",
        "Counters: A, 10 and K are worth 10 each; Q, J and 9 nothing.",
        "choice",
        choices=labelled("count_method", {
            1: "Classic: A 11, 10 10, K 4, Q 3, J 2",
            2: "A and 10 count 10, K and Q 5",
            3: "Counters: A, 10 and K count 10",
            4: "Simplified: A, 10 and K count 1 (shown without the zero)",
        }),
    ),
    RuleOption(
        "last_trick_bonus", "Scoring", "Last trick bonus",
        "Points for winning the last trick.",
        "10 on a single deck makes the counters total 250.",
        "int", **bounds("last_trick_bonus"), suffix=" points",
    ),
    RuleOption(
        "display_simplified", "Scoring", "Show simplified scores",
        "Drop the trailing zero on screen (1 instead of 10).",
        "A run shows as 15, a contract of 250 as 25.",
        "bool",
    ),
    RuleOption(
        "round_counts", "Scoring", "Round the count",
        "A count ending in 7, 8 or 9 rounds up to the next ten; 6 or less rounds down.",
        "127 in counters scores 130; 126 scores 120.",
        "bool", variant_reason=CLASSIC,
    ),
    RuleOption(
        "save_meld", "Scoring", "Keeping your meld",
        "What a side must do in the play for its meld to count.",
        "One trick: a side that wins no trick at all loses its meld.",
        "choice",
        choices=labelled("save_meld", {
            "always": "Meld always counts",
            "one_trick": "Win at least one trick",
            "counters": "Take enough counters (set below)",
        }),
        variant_reason=auction_only(
            "In classic two-handed melds score as soon as they are laid."),
    ),
    RuleOption(
        "save_meld_points", "Scoring", "Counters needed to keep meld",
        "Trick points a side must take for its meld to count.",
        "Double deck: at least 200 in tricks (20 in simplified points).",
        "int", **bounds("save_meld_points"), suffix=" points", variant_reason=AUCTION,
        depends=lambda r: None if r.save_meld == "counters"
        else "Only when meld is kept by taking counters.",
    ),
    RuleOption(
        "min_meld_on_board", "Scoring", "Least meld that counts",
        "A side's meld below this is not 'on the board' and scores nothing.",
        "Double deck: 180 in meld counts for nothing when the least is 200.",
        "int", **bounds("min_meld_on_board"), suffix=" points", variant_reason=AUCTION,
        depends=lambda r: None if r.save_meld == "counters"
        else "Only when meld is kept by taking counters.",
    ),
    RuleOption(
        "bidder_min_trick_points", "Scoring", "Bidder's least trick points",
        "The bidding side goes set unless it takes at least this much in tricks.",
        "Double deck tables often require 200 (20 simplified).",
        "int", **bounds("bidder_min_trick_points"), suffix=" points", variant_reason=AUCTION,
    ),
    RuleOption(
        "allow_concede", "Scoring", "Bidder may concede",
        "Before the first lead the bidder may give up: minus the bid, and the others "
        "score their meld.",
        "Bid 350 and the widow didn't help: concede and lose 350.",
        "bool", variant_reason=AUCTION,
    ),
    RuleOption(
        "forced_concede_over_max", "Scoring", "Hopeless bids must be conceded",
        "A bid above the bidder's meld plus every trick point can only be conceded.",
        "Meld 60 and a bid of 350: 60 + 250 can't reach it, so the bidder concedes.",
        "bool", variant_reason=AUCTION,
    ),
    RuleOption(
        "concede_unseen_at_min", "Scoring", "Concede without seeing the widow",
        "A bidder forced in at the minimum may give up before the widow is turned: "
        "minus the bid, and the others score nothing.",
        "Forced to open at 300 with a poor hand: throw it in unseen for minus 300.",
        "bool", variant_reason=AUCTION,
        depends=lambda r: "Needs a widow." if is_resting("concede_unseen_at_min", r) else None,
    ),
    # -- end of game --------------------------------------------------------------------------
    RuleOption(
        "target_score", "End of game", "Game is won at",
        "The score that wins the game, checked at the end of each hand.",
        "Partnership 1500, three-handed 1000, double deck 5000.",
        "int", **bounds("target_score"), step=50, suffix=" points",
    ),
    RuleOption(
        "tie_rule", "End of game", "If several pass the target together",
        "Who wins when more than one side reaches the target on the same hand.",
        "Bid-and-out: the bidding side wins if it made its bid.",
        "choice",
        choices=labelled("tie_rule", {
            "bidder_wins": "The bidding side wins if it made its bid",
            "extend": "The target goes up (by the step below)",
            "play_another": "Play one more hand; the highest score wins",
        }),
        depends=lambda r: "With bid-out only, only the bidder can go out, so there are "
        "no ties." if r.bid_out_only else None,
    ),
    RuleOption(
        "target_exceed", "End of game", "The target must be exceeded",
        "A score must go past the target to win; reaching it exactly is not enough.",
        "Two-handed to 1000: 1000 plays on, 1010 wins.",
        "bool",
    ),
    RuleOption(
        "extend_by", "End of game", "Target goes up by",
        "How much the target rises each time several sides pass it together.",
        "Both sides pass 1000: play on to 1250.",
        "int", **bounds("extend_by"), step=50, suffix=" points",
        depends=lambda r: None if r.tie_rule == "extend" and not r.bid_out_only
        else "Only when the target goes up.",
    ),
    RuleOption(
        "bid_out_only", "End of game", "Only the bidder can go out",
        "Passing the target ends the game only for a bidder who makes the contract.",
        "Cutthroat: 1020 points won't end the game until you win a bid and make it.",
        "bool", variant_reason=auction_only("Classic two-handed has no bidder."),
    ),
    RuleOption(
        "slide_out", "End of game", "Slide out",
        "A side over the target wins without bidding once the others have failed "
        "their bids enough times.",
        "You are past 1500 and the opponents have gone set three times: you win.",
        "bool", variant_reason=auction_only("Classic two-handed has no bids to fail."),
        depends=lambda r: "With bid-out only, only the bidder can go out." if r.bid_out_only
        else None,
    ),
    RuleOption(
        "slide_out_sets", "End of game", "Failed bids for a slide out",
        "How many times the other sides must go set.",
        "3: the opponents' third failed bid lets you slide out.",
        "int", **bounds("slide_out_sets"), step=1, suffix=" times",
        variant_reason=auction_only("Classic two-handed has no bids to fail."),
        depends=lambda r: None if r.slide_out and not r.bid_out_only else "Slide out is off.",
    ),
)

__all__ = ["SCORING_OPTIONS"]
