"""Why a move costs, in words a person can read: the coach's sentences, marked for
translation (:mod:`...engine.text`), filled in with the judge's figures."""

from __future__ import annotations

from ...engine.text import QT_TRANSLATE_NOOP, Text, translate

__all__ = ["COACH_WORDS", "deals_words"]


def deals_words(n: int) -> Text:
    """``192 sampled deals``."""
    return translate("Coach", "%n sampled deal(s)", None, n)


#: why the person's move costs, by the verdict's rule
COACH_WORDS: dict[str, Text] = {
    "card_costs": QT_TRANSLATE_NOOP(
        "Coach", "Playing the {card} scores about {cost} points less than the {better} over "
        "{deals}."),
    "bid_too_high": QT_TRANSLATE_NOOP(
        "Coach", "Bidding {amount} is likely to be set: your side makes it in about {made}% "
        "of {deals}. {willing} is about what this hand is worth."),
    "bid_over_nothing": QT_TRANSLATE_NOOP(
        "Coach", "Bidding {amount} is likely to be set: your side makes it in about {made}% "
        "of {deals}. This hand is worth less than the lowest bid; passing costs less."),
    "pass_gives_up": QT_TRANSLATE_NOOP(
        "Coach", "Passing gives away about {cost} points: bidding {amount}, your side makes "
        "it in about {made}% of {deals}. About {willing} is what this hand is worth."),
    "trump_costs": QT_TRANSLATE_NOOP(
        "Coach", "With {suit} as trump your side scores about {cost} points less than with "
        "{better} over {deals}: it makes the contract in about {made}% of them against "
        "{better_made}%."),
    "give_costs": QT_TRANSLATE_NOOP(
        "Coach", "Passing these cards scores about {cost} points less than passing {better} "
        "over {deals}."),
    "bury_costs": QT_TRANSLATE_NOOP(
        "Coach", "Burying these cards scores about {cost} points less than burying {better} "
        "over {deals}."),
}
