"""The house-rule options of the pages Special and Checks, in page order, in words.

Part of the catalogue (:data:`.catalog.OPTIONS`, which puts the pages' tuples
together in dialog order); see :mod:`.catalog` for what the words are for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine.rules.choices import MISDEAL_CONDITIONS
from ..words import QT_TRANSLATE_NOOP
from .catalog_kit import (
    CONDITION_WORDS,
    bounds,
    labelled,
)
from .options import (
    Choice,
    RuleOption,
)

translate = QCoreApplication.translate


SPECIAL_OPTIONS: tuple[RuleOption, ...] = (
    # -- special ---------------------------------------------------------------------------
    RuleOption(
        "misdeal_nines",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Misdeal on nines"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A player dealt too many nines may throw the hand in; the same dealer deals again.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You are dealt five nines: throw the hand in for a new deal."
        ),
        "bool",
    ),
    RuleOption(
        "misdeal_conditions",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Hands that may be thrown in"),
        QT_TRANSLATE_NOOP("HouseRules", "Any one of the ticked hands qualifies."),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Tick 'Four nines and no aces' to let a player with 9 9 9 9 and no ace redeal.",
        ),
        "conditions",
        choices=tuple(Choice(c, CONDITION_WORDS[c]) for c in MISDEAL_CONDITIONS),
    ),
    RuleOption(
        "max_redeals",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Redeals allowed"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Once this many hands have been thrown in (in one deal, or in the whole game: "
            "see the next option), nobody is asked again.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "3: the fourth hand full of nines must be played."),
        "optional_int",
        **bounds("max_redeals", none_value=-1),
        step=1,
        none_value=-1,
        none_label=QT_TRANSLATE_NOOP("HouseRules", "Unlimited"),
    ),
    RuleOption(
        "redeal_limit_scope",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "The redeal limit counts"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Whether the limit on thrown-in hands starts again with each deal or lasts "
            "the whole game.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Per deal: after three redeals the same dealer's fourth deal is played; the next "
            "dealer may be asked again.",
        ),
        "choice",
        choices=labelled(
            "redeal_limit_scope",
            {
                "deal": QT_TRANSLATE_NOOP(
                    "HouseRules", "Per deal (the same dealer redeals at most that often)"
                ),
                "game": QT_TRANSLATE_NOOP(
                    "HouseRules", "Per game (once used up, nobody is asked again)"
                ),
            },
        ),
    ),
    RuleOption(
        "shoot_the_moon",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Shoot the moon"),
        QT_TRANSLATE_NOOP("HouseRules", "After meld, the bidder may promise to take every trick."),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "You hold a run and all four aces: shoot the moon and win the game outright.",
        ),
        "bool",
    ),
    RuleOption(
        "moon_reward",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Taking every trick after shooting"),
        QT_TRANSLATE_NOOP("HouseRules", "What the bidder gets for keeping the promise."),
        QT_TRANSLATE_NOOP("HouseRules", "Win the game at once, whatever the scores."),
        "choice",
        choices=labelled(
            "moon_reward",
            {
                "win_game": QT_TRANSLATE_NOOP("HouseRules", "Wins the game"),
                "points": QT_TRANSLATE_NOOP("HouseRules", "Scores the moon points (below)"),
                "fixed": QT_TRANSLATE_NOOP(
                    "HouseRules", "Scores a fixed amount (below) whatever the bid"
                ),
            },
        ),
    ),
    RuleOption(
        "moon_points",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Moon points"),
        QT_TRANSLATE_NOOP("HouseRules", "What a successful moon scores when it scores points."),
        QT_TRANSLATE_NOOP("HouseRules", "1000 for taking every trick."),
        "int",
        **bounds("moon_points"),
        step=50,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "moon_fixed",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Fixed moon score"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "What a successful moon scores when it scores a fixed amount."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "250, however high the bid was."),
        "int",
        **bounds("moon_fixed"),
        step=50,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "moon_penalty",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Failed moon costs"),
        QT_TRANSLATE_NOOP("HouseRules", "What the bidder loses when the other side takes a trick."),
        QT_TRANSLATE_NOOP("HouseRules", "1000: one trick lost and the bidder is 1000 down."),
        "int",
        **bounds("moon_penalty"),
        step=50,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "pinochling",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Pinochling"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A side that takes every trick wins the game, even without shooting the moon.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Your side wins all 12 tricks: the game is yours."),
        "bool",
    ),
    # -- more seed rules (RULES.md section 12) --------------------------------------------
    RuleOption(
        "meld_near_bid",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Meld near the bid to play"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The bidding side plays the hand only with some meld between the partners and its "
            "meld close enough to the bid (the double-deck rule); otherwise it must concede.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "You bid 900 holding 300 meld between you: 600 short, more than 500, so you concede.",
        ),
        "bool",
    ),
    RuleOption(
        "near_bid_meld",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Least meld to play"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "With 'Meld near the bid to play': the meld the bidding side needs between the "
            "partners to play the hand (20 on the simplified scale).",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "200: a side with 190 meld must concede."),
        "int",
        **bounds("near_bid_meld"),
        step=10,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "near_bid_gap",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Meld within this of the bid"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "With 'Meld near the bid to play': how far the side's meld may be below the bid "
            "for the hand to be played "
            "(50 on the simplified scale: every trick's points).",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "500: a bid of 800 needs 300 meld."),
        "int",
        **bounds("near_bid_gap"),
        step=10,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "under_the_gun_bid",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Under-the-gun opening"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A player forced to open the bidding (holding meld, or first to bid when that "
            "player must open) may open as low as this, below the minimum bid; every other "
            "bid is at least the minimum.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "150: forced to open with little, you bid 150 instead of 300; the others must "
            "bid 300 or more to take it from you.",
        ),
        "optional_int",
        **bounds("under_the_gun_bid", none_value=0),
        step=10,
        none_value=0,
        none_label=QT_TRANSLATE_NOOP("HouseRules", "None"),
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "summed_bids",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Summed bids"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Each player bids once, on their own; partners' bids are added up. The highest "
            "bid only names trump: each side's sum is its contract, so either side can score "
            "or be set, and every hand is played (no concession).",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "You bid 300 and your partner 250: your side must make 550; they bid 250 and "
            "must make that.",
        ),
        "bool",
    ),
    RuleOption(
        "misbid_meld",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "Mis-bid: meld needed to bid"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A side that bid must hold this much meld between its players; if it turns out "
            "it did not, its contract is void (a mis-bid). 0: no such rule.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "200: you bid 300 and your side melds 150: mis-bid, your contract does not count.",
        ),
        "int",
        **bounds("misbid_meld"),
        step=10,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "misbid_penalty",
        "Special",
        QT_TRANSLATE_NOOP("HouseRules", "A mis-bid costs the contract"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "With the mis-bid rule: a mis-bid side loses the amount it bid; otherwise it "
            "scores nothing for the hand.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "You mis-bid 300: minus 300 instead of nothing."),
        "bool",
    ),
    # -- check pinochle's ledger ------------------------------------------------------------
    RuleOption(
        "check_ledger",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Check ledger"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Keep check pinochle's ledger beside the score: each check is paid by every "
            "other player. Always: run +1, aces around +1, roundhouse +2, a bidder who "
            "saw the widow and lost -1.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "You meld a run: each of the other two pays you a check."),
        "bool",
    ),
    RuleOption(
        "check_double_marriage",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Check for a double marriage"),
        QT_TRANSLATE_NOOP("HouseRules", "Both kings and queens of one suit earn a check."),
        QT_TRANSLATE_NOOP("HouseRules", "K Q K Q of clubs: +1 check."),
        "bool",
    ),
    RuleOption(
        "check_double_pinochle",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Check for a double pinochle"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Both queens of spades and both jacks of diamonds earn a check."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Q♠ Q♠ J♦ J♦: +1 check."),
        "bool",
    ),
    RuleOption(
        "check_double_around",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Checks for a double around"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Eight aces, kings, queens or jacks earn two checks (instead of one for aces).",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Both aces of every suit: +2 checks."),
        "bool",
    ),
    RuleOption(
        "check_seven_nines",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Checks for seven nines"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Being dealt seven nines earns checks, with or without the bid."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Seven nines in your 15 cards: +5 checks."),
        "choice",
        choices=labelled(
            "check_seven_nines",
            {
                0: QT_TRANSLATE_NOOP("HouseRules", "None"),
                5: QT_TRANSLATE_NOOP("HouseRules", "+5 checks"),
                10: QT_TRANSLATE_NOOP("HouseRules", "+10 checks"),
            },
        ),
    ),
    RuleOption(
        "check_played_and_lost",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Extra check for playing and losing"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A bidder who plays the hand out and is set pays one more check "
            "(looking at the widow and losing always costs one).",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You play a hopeless 350 and go set: -2 checks instead of -1."
        ),
        "bool",
    ),
    RuleOption(
        "check_game",
        "Checks",
        QT_TRANSLATE_NOOP("HouseRules", "Checks for the game"),
        QT_TRANSLATE_NOOP("HouseRules", "What winning the game earns."),
        QT_TRANSLATE_NOOP("HouseRules", "You reach 1000 first: +5 checks from each of the others."),
        "choice",
        choices=labelled(
            "check_game",
            {
                5: QT_TRANSLATE_NOOP("HouseRules", "+5 checks"),
                10: QT_TRANSLATE_NOOP("HouseRules", "+10 checks"),
            },
        ),
    ),
)

__all__ = ["SPECIAL_OPTIONS"]
