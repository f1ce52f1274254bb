"""The house-rule options of the page Stakes (the auction played for stakes, RULES.md
section 11, seed 004), in words.

Part of the catalogue (:data:`.catalog.OPTIONS`); see :mod:`.catalog` for what
the words are for. Which options a stakes game greys, and why, is the engine's
(:mod:`pinochle_desktop.engine.rules.applicability`).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..words import QT_TRANSLATE_NOOP
from .catalog_kit import bounds, labelled
from .options import RuleOption

translate = QCoreApplication.translate

PAGE = "Stakes"


STAKES_OPTIONS: tuple[RuleOption, ...] = (
    RuleOption(
        "stakes",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Play for stakes"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Each hand is paid off in units by the bid's band: made, every other player pays the "
            "bidder; conceded, the bidder pays each of them and the kitty (single bete); played "
            "and lost, twice that (double bete). The units are the score.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "You make a bid of 350 at a table of four: each of the other three pays you 4 units.",
        ),
        "bool",
    ),
    RuleOption(
        "only_bidder_melds",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Only the bidder melds"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "The other players show and score no meld; only the bidder's meld counts."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You hold a run but did not win the bid: it scores nothing."
        ),
        "bool",
    ),
    RuleOption(
        "stakes_scale",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Scale of units"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "What a bid is worth in units: a published scale, or a table of your own (below).",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Scarne: 250-290 is worth 2 units, 300-340 3, and one more each 50 up to 700 "
            "or more: 11.",
        ),
        "choice",
        choices=labelled(
            "stakes_scale",
            {
                "scarne": QT_TRANSLATE_NOOP(
                    "HouseRules", "Scarne (2 at 250, one more each 50 points)"
                ),
                "scarne_bonus": QT_TRANSLATE_NOOP(
                    "HouseRules", "Scarne with bonus (2, 3, 5, 7, 10 ... 30)"
                ),
                "hoyle": QT_TRANSLATE_NOOP(
                    "HouseRules", "Hoyle (1 at 300, 2 at 350, then two more each 50)"
                ),
                "custom": QT_TRANSLATE_NOOP("HouseRules", "My own table"),
            },
        ),
    ),
    RuleOption(
        "stakes_bands",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Units for each bid"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Each row: the lowest bid of a band and its units; a bid is worth the highest band it "
            "reaches. Editing the table makes the scale your own.",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Change 350's units from 4 to 5: a made 350 collects 5 units from each player.",
        ),
        "bands",
    ),
    RuleOption(
        "stakes_spades_double",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Spades pay double"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "A hand with spades trump pays double, made or played and lost (a concession pays "
            "single).",
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "You make 400 in spades: each player pays you twice the band's units."
        ),
        "bool",
    ),
    RuleOption(
        "kitty_payout",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "The kitty pays"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "Every bete and throw-in pays the kitty too; this is when it pays out."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "Made bid: you make 350 or more and the kitty pays you the bid's units, as far as it "
            "holds them.",
        ),
        "choice",
        choices=labelled(
            "kitty_payout",
            {
                "never": QT_TRANSLATE_NOOP("HouseRules", "Never (it only grows)"),
                "made_bid": QT_TRANSLATE_NOOP(
                    "HouseRules", "A bidder who makes a high enough bid (below)"
                ),
                "game_end": QT_TRANSLATE_NOOP("HouseRules", "Shared evenly when the game ends"),
            },
        ),
    ),
    RuleOption(
        "kitty_payout_bid",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Least bid the kitty pays"),
        QT_TRANSLATE_NOOP(
            "HouseRules", "A made bid of at least this much collects from the kitty too."
        ),
        QT_TRANSLATE_NOOP(
            "HouseRules", "350: a made 350 takes its units from the kitty; a made 340 does not."
        ),
        "int",
        **bounds("kitty_payout_bid"),
        step=10,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " points"),
    ),
    RuleOption(
        "stakes_rounds",
        PAGE,
        QT_TRANSLATE_NOOP("HouseRules", "Rounds of deals"),
        QT_TRANSLATE_NOOP(
            "HouseRules",
            "The game ends after this many rounds, each player dealing once a round; the most "
            "units win. 0: play until you stop.",
        ),
        QT_TRANSLATE_NOOP("HouseRules", "4 at a table of four: 16 deals."),
        "int",
        **bounds("stakes_rounds"),
        step=1,
        suffix=QT_TRANSLATE_NOOP("HouseRules", " rounds"),
    ),
)


__all__ = [
    "PAGE",
    "STAKES_OPTIONS",
]
