"""The house-rule options of the pages Trump and passing, Meld values and
Play, in page order, in words.

Part of the catalogue (:data:`.catalog.OPTIONS`, which puts the pages' tuples
together in dialog order); see :mod:`.catalog` for what the words are for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..words import QT_TRANSLATE_NOOP
from .catalog_kit import (
    labelled,
)
from .options import (
    RuleOption,
)

translate = QCoreApplication.translate

PLAY_OPTIONS: tuple[RuleOption, ...] = (
    # -- trump and passing --------------------------------------------------------------------
    RuleOption(
        "trump_requires",
        "Trump and passing",
        QT_TRANSLATE_NOOP("HouseRules", "To name trump you need"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "What the bid winner must hold in the suit named as trump."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "With 'a marriage', you may only name hearts if you hold K♥ and Q♥."
        ),
        "choice",
        choices=labelled(
            "trump_requires",
            {
                "none": QT_TRANSLATE_NOOP("HouseRules", "Nothing: any suit"),
                "marriage": QT_TRANSLATE_NOOP("HouseRules", "A marriage in that suit"),
                "meld_in_suit": QT_TRANSLATE_NOOP(
                    "HouseRules", "Some meld in that suit (run, marriage or dix)"
                ),
            },
        ),
    ),
    RuleOption(
        "pass_count",
        "Trump and passing",
        QT_TRANSLATE_NOOP("HouseRules", "Cards passed"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "After trump is named, partner and bidder swap this many cards."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "With 3: your partner passes you 3 cards, and you pass 3 back."
        ),
        "choice",
        choices=labelled(
            "pass_count",
            {
                0: QT_TRANSLATE_NOOP("HouseRules", "No passing"),
                2: QT_TRANSLATE_NOOP("HouseRules", "2 cards"),
                3: QT_TRANSLATE_NOOP("HouseRules", "3 cards"),
                4: QT_TRANSLATE_NOOP("HouseRules", "4 cards"),
            },
        ),
    ),
    RuleOption(
        "pass_mode",
        "Trump and passing",
        QT_TRANSLATE_NOOP("HouseRules", "Order of passing"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Whether the bidder sees the partner's cards before passing back."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Partner first: the bidder passes back with the received cards in hand."
        ),
        "choice",
        choices=labelled(
            "pass_mode",
            {
                "partner_first": QT_TRANSLATE_NOOP(
                    "HouseRules", "Partner passes first, then the bidder passes back"
                ),
                "simultaneous": QT_TRANSLATE_NOOP("HouseRules", "Both pass at the same time"),
            },
        ),
    ),
    RuleOption(
        "call_partner",
        "Trump and passing",
        QT_TRANSLATE_NOOP("HouseRules", "Bidder calls a partner"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "After naming trump the bidder names a card; whoever holds it is the bidder's "
            "secret partner for the hand, and shows it by playing that card.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You call A♥: the player holding the ace of hearts plays with you."
        ),
        "bool",
    ),
    RuleOption(
        "partner_rule",
        "Trump and passing",
        QT_TRANSLATE_NOOP("HouseRules", "Which holder is the partner"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The called card exists more than once: which of its holders plays with the bidder.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A♥ is held by West and East: the first to play it, or West (first clockwise).",
        ),
        "choice",
        choices=labelled(
            "partner_rule",
            {
                "first_played": QT_TRANSLATE_NOOP("HouseRules", "The first to play it"),
                "first_clockwise": QT_TRANSLATE_NOOP(
                    "HouseRules", "The first holder clockwise from the bidder"
                ),
            },
        ),
    ),
    RuleOption(
        "call_any_card",
        "Trump and passing",
        QT_TRANSLATE_NOOP("HouseRules", "Any card may be called"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The bidder may call a card of any suit; off, the called card must be in the "
            "trump suit, as the usual five-handed game has it.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Spades are trump: off, you call a spade such as A♠; on, you may call A♥."
        ),
        "bool",
    ),
    # -- meld values (the table itself is edited on the page) ---------------------------------
    RuleOption(
        "run_counts_marriage",
        "Meld values",
        QT_TRANSLATE_NOOP("HouseRules", "A run also counts its royal marriage"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The K and Q inside a run score as a royal marriage as well."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "A bare run scores 190 (150 + 40) instead of 150."),
        "bool",
    ),
    RuleOption(
        "roundhouse_bonus",
        "Meld values",
        QT_TRANSLATE_NOOP("HouseRules", "Roundhouse bonus"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "K and Q in every suit score 250 instead of the 240 its parts add up to."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "K Q of all four suits with hearts trump: 250."),
        "bool",
    ),
    RuleOption(
        "marriages_trump_only",
        "Meld values",
        QT_TRANSLATE_NOOP("HouseRules", "Marriages count only in trump"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Marriages in other suits score nothing (the racehorse table)."
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Spades are trump: K♥ Q♥ scores nothing, K♠ Q♠ scores 40."),
        "bool",
    ),
    RuleOption(
        "quadruple_wins_game",
        "Meld values",
        QT_TRANSLATE_NOOP("HouseRules", "A quadruple wins the game"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Four runs, four royal marriages or four pinochles in one hand win the game "
            "when the hand is scored (the racehorse table).",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "You hold all four Q♠ and all four J♦: the game is yours."),
        "bool",
    ),
    RuleOption(
        "upgrade_scoring",
        "Meld values",
        QT_TRANSLATE_NOOP("HouseRules", "Building on a meld on the table"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "What a bigger meld scores when it reuses cards of a smaller one on the table.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Royal marriage laid earlier, then the run: adds 110 (difference) or 150 (full).",
        ),
        "choice",
        choices=labelled(
            "upgrade_scoring",
            {
                "difference": QT_TRANSLATE_NOOP(
                    "HouseRules", "The difference (royal marriage then run adds 110)"
                ),
                "full": QT_TRANSLATE_NOOP("HouseRules", "The full value (the run scores 150)"),
            },
        ),
    ),
    # -- play ---------------------------------------------------------------------------------
    RuleOption(
        "must_trump",
        "Play",
        QT_TRANSLATE_NOOP("HouseRules", "Must trump when void"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A player with no card of the suit led must play a trump if they have one.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "Hearts are led and you have none: you must play a trump."),
        "bool",
    ),
    RuleOption(
        "head_rule",
        "Play",
        QT_TRANSLATE_NOOP("HouseRules", "Beating the winning card (heading)"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "When a player must play a card that beats the one winning the trick."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Always: the K♠ is winning and you hold the A♠ and the 9♠: you must play the A♠.",
        ),
        "choice",
        choices=labelled(
            "head_rule",
            {
                "always": QT_TRANSLATE_NOOP(
                    "HouseRules", "Always, if you can (the traditional rule)"
                ),
                "always_strict": QT_TRANSLATE_NOOP(
                    "HouseRules", "Always, even after someone has trumped the suit led"
                ),
                "trump_led": QT_TRANSLATE_NOOP("HouseRules", "Only when trump is led"),
                "never": QT_TRANSLATE_NOOP("HouseRules", "Never: just follow suit"),
            },
        ),
    ),
    RuleOption(
        "first_lead_trump",
        "Play",
        QT_TRANSLATE_NOOP("HouseRules", "First lead must be trump"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The bidder's first lead must be a trump if they hold one."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Hearts are trump: the bidder opens the play with a heart."
        ),
        "bool",
    ),
    RuleOption(
        "phase2_head",
        "Play",
        QT_TRANSLATE_NOOP("HouseRules", "After the stock runs out, beat the card led"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "In the second half, when a player must win the trick if able."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Always: the 10♦ is led and you hold the A♦: you must play it."
        ),
        "choice",
        choices=labelled(
            "phase2_head",
            {
                "always": QT_TRANSLATE_NOOP("HouseRules", "Always, if you can"),
                "trump_led": QT_TRANSLATE_NOOP("HouseRules", "Only when trump is led"),
            },
        ),
    ),
    RuleOption(
        "last_draw_choice",
        "Play",
        QT_TRANSLATE_NOOP("HouseRules", "Winner chooses the last card"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The winner of the 12th trick may take the face-down card or the turned-up trump.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The last stock card is the A♠ and the trump card is the 9♥: the winner picks.",
        ),
        "bool",
    ),
)

__all__ = ["PLAY_OPTIONS"]
