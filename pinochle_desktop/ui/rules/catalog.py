"""Every house-rule option the dialog offers, in page order, in words.

:data:`OPTIONS` is the catalogue (see :mod:`.rule_options` for what each entry
holds): the pages, labels, explanations and examples. What the options may be
comes from the RuleSet fields themselves (``engine.rules.option_info``): each
choice list here only puts words to the field's choices, in the field's order,
and the spin boxes take the field's range. How a change ripples to the other
options is the engine's (:mod:`pinochle_desktop.engine.rule_consistency`);
contradictions that remain are for ``RuleSet.validate()`` to explain.
"""

from __future__ import annotations

from typing import Any, TypedDict

from ...engine import PRESET_NAMES, PRESET_TITLES, RuleSet, preset
from ...engine.cards import deck_copies
from ...engine.rules.consistency import is_resting
from ...engine.rules.ruleset import MISDEAL_CONDITIONS, option_info
from ...engine.states.ledger import ledger_applies
from .options import (
    CLASSIC_ONLY,
    NO_AUCTION,
    Choice,
    RuleOption,
    auction_only,
    call_reason,
    cards_each_words,
    classic_only,
    deck_words,
    misdeal_reason,
    passing_reason,
    players_words,
    sit_out_reason,
)

_A = auction_only(NO_AUCTION)
_C = classic_only(CLASSIC_ONLY)
_FIXED = "Set by the variant: choose another variant at the top to change it."

CONDITION_WORDS = {
    "5_nines": "Five or more nines",
    "6_nines": "Six or more nines",
    "5_nines_no_meld": "Five nines and no meld",
    "4_nines_no_aces": "Four nines and no aces",
    "5_nines_max_one_ace": "Five nines and at most one ace",
}


def _choices(*pairs: tuple[Any, str]) -> tuple[Choice, ...]:
    return tuple(Choice(value, label) for value, label in pairs)


def _labelled(name: str, words: dict[Any, str]) -> tuple[Choice, ...]:
    """The RuleSet field's choices, in its order, each with its words here."""
    allowed = option_info(name).choices
    if set(words) != set(allowed):
        raise ValueError(f"{name}: words for {list(words)}, but the choices are {list(allowed)}")
    return tuple(Choice(value, words[value]) for value in allowed)


class _Range(TypedDict):
    minimum: int
    maximum: int


def _bounds(name: str, none_value: int | None = None) -> _Range:
    """The spin box's range: the RuleSet field's (down to ``none_value``, None's stand-in)."""
    info = option_info(name)
    if info.minimum is None or info.maximum is None:
        raise ValueError(f"{name} has no range")
    low = info.minimum if none_value is None else min(none_value, info.minimum)
    return _Range(minimum=low, maximum=info.maximum)


def _ledger_reason(rules: RuleSet) -> str | None:
    if not ledger_applies(rules):
        return ("Checks are paid between players who play alone "
                "(three-handed, cutthroat, check pinochle).")
    return None


def _ledger_off(rules: RuleSet) -> str | None:
    return None if rules.check_ledger else "The check ledger is off."

OPTIONS: tuple[RuleOption, ...] = (
    # -- players and deck ---------------------------------------------------------------
    RuleOption(
        "players", "Players and deck", "Players",
        "Who plays, and who plays together.",
        "Four-handed partnership: you and the player opposite against the other two.",
        "info", info=players_words,
        depends=lambda r: "Choose how many sit at the table below." if r.sit_out else _FIXED,
    ),
    RuleOption(
        "deck", "Players and deck", "Deck",
        "The cards in play.",
        "A single deck has two of each card from 9 to ace: 48 cards.",
        "info", info=lambda r: deck_words(r.deck)[0].upper() + deck_words(r.deck)[1:],
        depends=lambda r: _FIXED,
    ),
    RuleOption(
        "sit_out", "Players and deck", "Players at the table",
        "Four or five people at a three-player auction: some sit each hand out.",
        "With five, the dealer and the second player on the dealer's left sit out.",
        "choice",
        choices=_choices(
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
        choices=_labelled("widow_mode", {
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
        "int", **_bounds("widow_size"), step=1, suffix=" cards",
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
        "choice", choices=_labelled("deal_packet", {3: "3 cards", 4: "4 cards", 5: "5 cards"}),
    ),
    RuleOption(
        "dealer_dix_bonus", "Deal", "Dealer's bonus for a turned-up nine",
        "Points the dealer scores at once when the turned-up trump card is a nine.",
        "The 9♥ is turned up: hearts are trump and the dealer scores 10.",
        "int", **_bounds("dealer_dix_bonus"), suffix=" points", variant_reason=_C,
    ),
    # -- auction --------------------------------------------------------------------------
    RuleOption(
        "min_bid", "Auction", "Minimum bid",
        "The lowest opening bid.",
        "Partnership 250, three-handed 300 (250 for an easier game), double deck 500.",
        "int", **_bounds("min_bid"), suffix=" points", variant_reason=_A,
    ),
    RuleOption(
        "bid_increment", "Auction", "Bids go up by",
        "Each bid must beat the last by at least this much.",
        "With 10: 250, 260, 270...",
        "int", **_bounds("bid_increment"), suffix=" points", variant_reason=_A,
    ),
    RuleOption(
        "increment_threshold", "Auction", "Bigger steps from",
        "From this bid on, bids go up by the bigger step below.",
        "Double deck: steps of 10 up to 600, then steps of 50.",
        "optional_int", **_bounds("increment_threshold"), none_value=0, none_label="Never",
        suffix=" points", variant_reason=_A,
    ),
    RuleOption(
        "increment_above", "Auction", "Bigger step",
        "The step once bids reach the threshold above.",
        "With 50 from 600: 600, 650, 700...",
        "int", **_bounds("increment_above"), suffix=" points", variant_reason=_A,
        depends=lambda r: None if r.increment_threshold is not None
        else "Bids never switch to bigger steps.",
    ),
    RuleOption(
        "max_bid", "Auction", "Highest bid",
        "The highest bid anyone may make.",
        "2,500 for a single deck, 10,000 for a double deck.",
        "int", **_bounds("max_bid"), step=50, suffix=" points", variant_reason=_A,
    ),
    RuleOption(
        "jump_bids", "Auction", "Jump bids allowed",
        "A bid may skip ahead instead of going up by one step.",
        "After 250 you may bid 300 at once.",
        "bool", variant_reason=_A,
    ),
    RuleOption(
        "first_bidder_must_open", "Auction", "First bidder must open",
        "The player on the dealer's left may not pass on the first call.",
        "Racehorse: the first bidder opens at 500 whatever the cards.",
        "bool", variant_reason=_A,
    ),
    RuleOption(
        "must_open_with_meld", "Auction", "Must open with meld",
        "A player holding any meld may not pass before someone has bid.",
        "You hold a marriage and nobody has bid yet: you must bid.",
        "bool", variant_reason=_A,
    ),
    RuleOption(
        "all_pass", "Auction", "If everyone passes",
        "What happens when nobody bids.",
        "Stuck dealer: the dealer takes the contract at the minimum bid.",
        "choice",
        choices=_labelled("all_pass", {
            "redeal": "The deal passes on (redeal)",
            "dealer_stuck": "The dealer is stuck with the bid",
        }),
        variant_reason=_A,
    ),
    RuleOption(
        "stuck_bid", "Auction", "Stuck dealer's bid",
        "The contract a stuck dealer must make.",
        "Some tables stick the dealer at 190 rather than the minimum bid.",
        "optional_int", **_bounds("stuck_bid"), none_value=0,
        none_label="The minimum bid", suffix=" points", variant_reason=_A,
        depends=lambda r: "Only when the dealer is stuck with the bid."
        if is_resting("stuck_bid", r) else None,
    ),
    # -- trump and passing --------------------------------------------------------------------
    RuleOption(
        "trump_requires", "Trump and passing", "To name trump you need",
        "What the bid winner must hold in the suit named as trump.",
        "With 'a marriage', you may only name hearts if you hold K♥ and Q♥.",
        "choice",
        choices=_labelled("trump_requires", {
            "none": "Nothing: any suit",
            "marriage": "A marriage in that suit",
            "meld_in_suit": "Some meld in that suit (run, marriage or dix)",
        }),
        variant_reason=_A,
    ),
    RuleOption(
        "pass_count", "Trump and passing", "Cards passed",
        "After trump is named, partner and bidder swap this many cards.",
        "With 3: your partner passes you 3 cards, and you pass 3 back.",
        "choice",
        choices=_labelled(
            "pass_count", {0: "No passing", 2: "2 cards", 3: "3 cards", 4: "4 cards"}
        ),
        variant_reason=passing_reason,
    ),
    RuleOption(
        "pass_mode", "Trump and passing", "Order of passing",
        "Whether the bidder sees the partner's cards before passing back.",
        "Partner first: the bidder passes back with the received cards in hand.",
        "choice",
        choices=_labelled("pass_mode", {
            "partner_first": "Partner passes first, then the bidder passes back",
            "simultaneous": "Both pass at the same time",
        }),
        variant_reason=passing_reason,
        depends=lambda r: None if r.pass_count else "No cards are passed.",
    ),
    RuleOption(
        "call_partner", "Trump and passing", "Bidder calls a partner",
        "After naming trump the bidder names a card; whoever holds it is the bidder's "
        "secret partner for the hand, and shows it by playing that card.",
        "You call A♥: the player holding the ace of hearts plays with you.",
        "bool",
        variant_reason=call_reason,
    ),
    RuleOption(
        "partner_rule", "Trump and passing", "Which holder is the partner",
        "The called card exists more than once: which of its holders plays with the bidder.",
        "A♥ is held by West and East: the first to play it, or West (first clockwise).",
        "choice",
        choices=_labelled("partner_rule", {
            "first_played": "The first to play it",
            "first_clockwise": "The first holder clockwise from the bidder",
        }),
        variant_reason=call_reason,
        depends=lambda r: None if r.call_partner else "No partner is called.",
    ),
    # -- meld values (the table itself is edited on the page) ---------------------------------
    RuleOption(
        "run_counts_marriage", "Meld values", "A run also counts its royal marriage",
        "The K and Q inside a run score as a royal marriage as well.",
        "A bare run scores 190 (150 + 40) instead of 150.",
        "bool",
        variant_reason=auction_only(
            "In classic two-handed each meld is laid on its own turn, so a run never "
            "also scores its marriage."),
    ),
    RuleOption(
        "roundhouse_bonus", "Meld values", "Roundhouse bonus",
        "K and Q in every suit score 250 instead of the 240 its parts add up to.",
        "K Q of all four suits with hearts trump: 250.",
        "bool",
        variant_reason=auction_only(
            "In classic two-handed a roundhouse is laid as separate melds, one per turn."),
    ),
    RuleOption(
        "marriages_trump_only", "Meld values", "Marriages count only in trump",
        "Marriages in other suits score nothing (the racehorse table).",
        "Spades are trump: K♥ Q♥ scores nothing, K♠ Q♠ scores 40.",
        "bool",
        variant_reason=auction_only("Classic two-handed always counts every marriage."),
    ),
    RuleOption(
        "quadruple_wins_game", "Meld values", "A quadruple wins the game",
        "Four runs, four royal marriages or four pinochles in one hand win the game "
        "when the hand is scored (the racehorse table).",
        "You hold all four Q♠ and all four J♦: the game is yours.",
        "bool",
        variant_reason=lambda r: None if r.style == "auction" and deck_copies(r.deck) >= 4
        else "Only decks with four copies of each card can hold a quadruple.",
    ),
    RuleOption(
        "upgrade_scoring", "Meld values", "Building on a meld on the table",
        "What a bigger meld scores when it reuses cards of a smaller one on the table.",
        "Royal marriage laid earlier, then the run: adds 110 (difference) or 150 (full).",
        "choice",
        choices=_labelled("upgrade_scoring", {
            "difference": "The difference (royal marriage then run adds 110)",
            "full": "The full value (the run scores 150)",
        }),
        variant_reason=_C,
    ),
    # -- play ---------------------------------------------------------------------------------
    RuleOption(
        "must_trump", "Play", "Must trump when void",
        "A player with no card of the suit led must play a trump if they have one.",
        "Hearts are led and you have none: you must play a trump.",
        "bool",
    ),
    RuleOption(
        "head_rule", "Play", "Beating the winning card (heading)",
        "When a player must play a card that beats the one winning the trick.",
        "Always: the K♠ is winning and you hold the A♠ and the 9♠: you must play the A♠.",
        "choice",
        choices=_labelled("head_rule", {
            "always": "Always, if you can (the traditional rule)",
            "always_strict": "Always, even after someone has trumped the suit led",
            "trump_led": "Only when trump is led",
            "never": "Never: just follow suit",
        }),
        variant_reason=auction_only(
            "Classic two-handed has its own rule for the second half (below)."),
    ),
    RuleOption(
        "first_lead_trump", "Play", "First lead must be trump",
        "The bidder's first lead must be a trump if they hold one.",
        "Hearts are trump: the bidder opens the play with a heart.",
        "bool", variant_reason=auction_only("In classic two-handed any card may be led."),
    ),
    RuleOption(
        "phase2_head", "Play", "After the stock runs out, beat the card led",
        "In the second half, when a player must win the trick if able.",
        "Always: the 10♦ is led and you hold the A♦: you must play it.",
        "choice",
        choices=_labelled("phase2_head", {
            "always": "Always, if you can",
            "trump_led": "Only when trump is led",
        }),
        variant_reason=_C,
    ),
    RuleOption(
        "last_draw_choice", "Play", "Winner chooses the last card",
        "The winner of the 12th trick may take the face-down card or the turned-up trump.",
        "The last stock card is the A♠ and the trump card is the 9♥: the winner picks.",
        "bool", variant_reason=_C,
    ),
    # -- scoring --------------------------------------------------------------------------------
    RuleOption(
        "count_method", "Scoring", "Counting cards",
        "What each card won in tricks is worth.",
        "Counters: A, 10 and K are worth 10 each; Q, J and 9 nothing.",
        "choice",
        choices=_labelled("count_method", {
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
        "int", **_bounds("last_trick_bonus"), suffix=" points",
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
        "bool", variant_reason=_C,
    ),
    RuleOption(
        "save_meld", "Scoring", "Keeping your meld",
        "What a side must do in the play for its meld to count.",
        "One trick: a side that wins no trick at all loses its meld.",
        "choice",
        choices=_labelled("save_meld", {
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
        "int", **_bounds("save_meld_points"), suffix=" points", variant_reason=_A,
        depends=lambda r: None if r.save_meld == "counters"
        else "Only when meld is kept by taking counters.",
    ),
    RuleOption(
        "min_meld_on_board", "Scoring", "Least meld that counts",
        "A side's meld below this is not 'on the board' and scores nothing.",
        "Double deck: 180 in meld counts for nothing when the least is 200.",
        "int", **_bounds("min_meld_on_board"), suffix=" points", variant_reason=_A,
        depends=lambda r: None if r.save_meld == "counters"
        else "Only when meld is kept by taking counters.",
    ),
    RuleOption(
        "bidder_min_trick_points", "Scoring", "Bidder's least trick points",
        "The bidding side goes set unless it takes at least this much in tricks.",
        "Double deck tables often require 200 (20 simplified).",
        "int", **_bounds("bidder_min_trick_points"), suffix=" points", variant_reason=_A,
    ),
    RuleOption(
        "allow_concede", "Scoring", "Bidder may concede",
        "Before the first lead the bidder may give up: minus the bid, and the others "
        "score their meld.",
        "Bid 350 and the widow didn't help: concede and lose 350.",
        "bool", variant_reason=_A,
    ),
    RuleOption(
        "forced_concede_over_max", "Scoring", "Hopeless bids must be conceded",
        "A bid above the bidder's meld plus every trick point can only be conceded.",
        "Meld 60 and a bid of 350: 60 + 250 can't reach it, so the bidder concedes.",
        "bool", variant_reason=_A,
    ),
    RuleOption(
        "concede_unseen_at_min", "Scoring", "Concede without seeing the widow",
        "A bidder forced in at the minimum may give up before the widow is turned: "
        "minus the bid, and the others score nothing.",
        "Forced to open at 300 with a poor hand: throw it in unseen for minus 300.",
        "bool", variant_reason=_A,
        depends=lambda r: "Needs a widow." if is_resting("concede_unseen_at_min", r) else None,
    ),
    # -- end of game --------------------------------------------------------------------------
    RuleOption(
        "target_score", "End of game", "Game is won at",
        "The score that wins the game, checked at the end of each hand.",
        "Partnership 1500, three-handed 1000, double deck 5000.",
        "int", **_bounds("target_score"), step=50, suffix=" points",
    ),
    RuleOption(
        "tie_rule", "End of game", "If several pass the target together",
        "Who wins when more than one side reaches the target on the same hand.",
        "Bid-and-out: the bidding side wins if it made its bid.",
        "choice",
        choices=_labelled("tie_rule", {
            "bidder_wins": "The bidding side wins if it made its bid",
            "extend": "The target goes up (by the step below)",
            "play_another": "Play one more hand; the highest score wins",
        }),
        depends=lambda r: "With bid-out only, only the bidder can go out, so there are "
        "no ties." if r.bid_out_only else None,
    ),
    RuleOption(
        "extend_by", "End of game", "Target goes up by",
        "How much the target rises each time several sides pass it together.",
        "Both sides pass 1000: play on to 1250.",
        "int", **_bounds("extend_by"), step=50, suffix=" points",
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
        "int", **_bounds("slide_out_sets"), step=1, suffix=" times",
        variant_reason=auction_only("Classic two-handed has no bids to fail."),
        depends=lambda r: None if r.slide_out and not r.bid_out_only else "Slide out is off.",
    ),
    # -- special ---------------------------------------------------------------------------
    RuleOption(
        "misdeal_nines", "Special", "Misdeal on nines",
        "A player dealt too many nines may throw the hand in; the same dealer deals again.",
        "You are dealt five nines: throw the hand in for a new deal.",
        "bool", variant_reason=misdeal_reason,
    ),
    RuleOption(
        "misdeal_conditions", "Special", "Hands that may be thrown in",
        "Any one of the ticked hands qualifies.",
        "Tick 'Four nines and no aces' to let a player with 9 9 9 9 and no ace redeal.",
        "conditions",
        choices=tuple(Choice(c, CONDITION_WORDS[c]) for c in MISDEAL_CONDITIONS),
        variant_reason=misdeal_reason,
        depends=lambda r: None if r.misdeal_nines else "Misdeal on nines is off.",
    ),
    RuleOption(
        "max_redeals", "Special", "Redeals allowed in a game",
        "Once this many hands have been thrown in, nobody is asked again.",
        "3: the fourth hand full of nines must be played.",
        "optional_int", **_bounds("max_redeals", none_value=-1), step=1, none_value=-1,
        none_label="Unlimited", variant_reason=misdeal_reason,
        depends=lambda r: None if r.misdeal_nines else "Misdeal on nines is off.",
    ),
    RuleOption(
        "shoot_the_moon", "Special", "Shoot the moon",
        "After meld, the bidder may promise to take every trick.",
        "You hold a run and all four aces: shoot the moon and win the game outright.",
        "bool", variant_reason=_A,
    ),
    RuleOption(
        "moon_reward", "Special", "Taking every trick after shooting",
        "What the bidder gets for keeping the promise.",
        "Win the game at once, whatever the scores.",
        "choice",
        choices=_labelled("moon_reward", {
            "win_game": "Wins the game",
            "points": "Scores the moon points (below)",
            "fixed": "Scores a fixed amount (below) whatever the bid",
        }),
        variant_reason=_A,
        depends=lambda r: None if r.shoot_the_moon else "Shoot the moon is off.",
    ),
    RuleOption(
        "moon_points", "Special", "Moon points",
        "What a successful moon scores when it scores points.",
        "1000 for taking every trick.",
        "int", **_bounds("moon_points"), step=50, suffix=" points", variant_reason=_A,
        depends=lambda r: None if r.shoot_the_moon and r.moon_reward == "points"
        else "Only when a moon scores points.",
    ),
    RuleOption(
        "moon_fixed", "Special", "Fixed moon score",
        "What a successful moon scores when it scores a fixed amount.",
        "250, however high the bid was.",
        "int", **_bounds("moon_fixed"), step=50, suffix=" points", variant_reason=_A,
        depends=lambda r: None if r.shoot_the_moon and r.moon_reward == "fixed"
        else "Only when a moon scores a fixed amount.",
    ),
    RuleOption(
        "moon_penalty", "Special", "Failed moon costs",
        "What the bidder loses when the other side takes a trick.",
        "1000: one trick lost and the bidder is 1000 down.",
        "int", **_bounds("moon_penalty"), step=50, suffix=" points", variant_reason=_A,
        depends=lambda r: None if r.shoot_the_moon else "Shoot the moon is off.",
    ),
    RuleOption(
        "pinochling", "Special", "Pinochling",
        "A side that takes every trick wins the game, even without shooting the moon.",
        "Your side wins all 12 tricks: the game is yours.",
        "bool",
        variant_reason=auction_only(
            "Taking every trick has no special reward in classic two-handed."),
    ),
    # -- check pinochle's ledger ------------------------------------------------------------
    RuleOption(
        "check_ledger", "Checks", "Check ledger",
        "Keep check pinochle's ledger beside the score: each check is paid by every "
        "other player. Always: run +1, aces around +1, roundhouse +2, a bidder who "
        "saw the widow and lost -1.",
        "You meld a run: each of the other two pays you a check.",
        "bool", variant_reason=_ledger_reason,
    ),
    RuleOption(
        "check_double_marriage", "Checks", "Check for a double marriage",
        "Both kings and queens of one suit earn a check.",
        "K Q K Q of clubs: +1 check.",
        "bool", variant_reason=_ledger_reason, depends=_ledger_off,
    ),
    RuleOption(
        "check_double_pinochle", "Checks", "Check for a double pinochle",
        "Both queens of spades and both jacks of diamonds earn a check.",
        "Q♠ Q♠ J♦ J♦: +1 check.",
        "bool", variant_reason=_ledger_reason, depends=_ledger_off,
    ),
    RuleOption(
        "check_double_around", "Checks", "Checks for a double around",
        "Eight aces, kings, queens or jacks earn two checks (instead of one for aces).",
        "Both aces of every suit: +2 checks.",
        "bool", variant_reason=_ledger_reason, depends=_ledger_off,
    ),
    RuleOption(
        "check_seven_nines", "Checks", "Checks for seven nines",
        "Being dealt seven nines earns checks, with or without the bid.",
        "Seven nines in your 15 cards: +5 checks.",
        "choice",
        choices=_labelled("check_seven_nines", {0: "None", 5: "+5 checks", 10: "+10 checks"}),
        variant_reason=_ledger_reason, depends=_ledger_off,
    ),
    RuleOption(
        "check_played_and_lost", "Checks", "Extra check for playing and losing",
        "A bidder who plays the hand out and is set pays one more check "
        "(looking at the widow and losing always costs one).",
        "You play a hopeless 350 and go set: -2 checks instead of -1.",
        "bool", variant_reason=_ledger_reason, depends=_ledger_off,
    ),
    RuleOption(
        "check_game", "Checks", "Checks for the game",
        "What winning the game earns.",
        "You reach 1000 first: +5 checks from each of the others.",
        "choice", choices=_labelled("check_game", {5: "+5 checks", 10: "+10 checks"}),
        variant_reason=_ledger_reason, depends=_ledger_off,
    ),
)


#: options by field name
BY_NAME: dict[str, RuleOption] = {o.name: o for o in OPTIONS}
#: RuleSet fields that are not options (the variant's identity and bookkeeping)
NOT_OPTIONS = frozenset({"variant", "style", "num_players", "sides", "extra", "meld_values"})

def editable(option: RuleOption) -> bool:
    return option.kind != "info"


def options_on(page: str) -> list[RuleOption]:
    return [o for o in OPTIONS if o.page == page]


def value_of(option: RuleOption, rules: RuleSet) -> Any:
    return getattr(rules, option.name)


def value_words(option: RuleOption, rules: RuleSet) -> str:
    """The option's value as a person would say it."""
    if option.info is not None:
        return option.info(rules)
    value = value_of(option, rules)
    if option.kind == "bool":
        return "Yes" if value else "No"
    if option.kind == "choice":
        return option.choice_label(value)
    if option.kind == "conditions":
        return "; ".join(CONDITION_WORDS.get(c, c) for c in value) or "None ticked"
    if option.kind == "optional_int" and value is None:
        return option.none_label
    return f"{value:,}{option.suffix}"


def applicability_table() -> list[tuple[str, list[str]]]:
    """(option label, presets where it can be chosen) for every editable option: the
    closing note's table, and a check that every option applies somewhere."""
    rows: list[tuple[str, list[str]]] = []
    for option in OPTIONS:
        if not editable(option):
            continue
        where = [v for v in PRESET_NAMES if option.variant_reason(preset(v)) is None]
        rows.append((option.label, where))
    return rows


def variant_title(variant: str) -> str:
    return PRESET_TITLES.get(variant, variant.replace("_", " ").capitalize())
