"""Why the Expert decides as it does, other than its cards (those are the card search's
:data:`~..search.move_stats.SEARCH_REASONS`): its auction, trump, declare, misdeal and
widow figures, by the key a :class:`~..base.Decision` carries."""

from __future__ import annotations

from ...engine.text import QT_TRANSLATE_NOOP, Text
from .common import BID_REASONS

__all__ = ["EXPERT_REASONS", "percent"]


def percent(share: float) -> int:
    """``share`` (0 to 1) in whole percent."""
    return round(100 * share)


#: why the Expert's own decisions other than cards (those are :data:`SEARCH_REASONS`)
EXPERT_REASONS: dict[str, Text] = {
    "bid_none": QT_TRANSLATE_NOOP("Reasons", "No bid is allowed here."),
    "bid_forced": BID_REASONS["bid_forced"],
    "leave_partner": QT_TRANSLATE_NOOP(
        "Reasons", "Over simulated deals, leaving the contract with the partner is worth "
        "about {leave} to the side, bidding {amount} over it about {hold}."),
    "leave_partner_unvalued": QT_TRANSLATE_NOOP(
        "Reasons", "The partner holds the bid, and no simulated deal valued bidding over it."),
    "bid_ev_hold": QT_TRANSLATE_NOOP(
        "Reasons", "Over simulated deals, holding the contract at {amount} is worth about "
        "{hold} to the side, letting the opponents have it about {defend}."),
    "pass_ev_defend": QT_TRANSLATE_NOOP(
        "Reasons", "Over simulated deals, letting the opponents have the contract is worth "
        "about {defend} to the side, holding it at {amount} only about {hold}."),
    "bid_for_game": QT_TRANSLATE_NOOP(
        "Reasons", "Holding the contract at {amount} wins the game in {hold}% of simulated "
        "deals, letting the opponents have it in {let}%."),
    "pass_for_game": QT_TRANSLATE_NOOP(
        "Reasons", "Letting the opponents have the contract wins the game in {let}% of "
        "simulated deals, holding it at {amount} in only {hold}%."),
    "trump_in_hand": QT_TRANSLATE_NOOP(
        "Reasons", "With the widow in hand, the most meld and trump strength: {meld} in meld "
        "and {count}."),
    "trump_for_game": QT_TRANSLATE_NOOP(
        "Reasons", "The game is won in {percent}% of {count} simulated deals with this trump "
        "at the contract: the most of the suits that may be named."),
    "trump_expected": QT_TRANSLATE_NOOP(
        "Reasons", "Over {count} simulated deals the side expects about {value} with this "
        "trump at {contract}: the most of the suits that may be named."),
    "declare_moon": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand takes every trick in {percent}% of {count} simulated "
        "deals."),
    "declare_concede": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand is worth about {mean} over {count} simulated deals; "
        "conceding ({cost}) is worth more."),
    "declare_play_over_concede": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand is worth about {mean} over {count} simulated deals, "
        "more than conceding ({cost})."),
    "declare_play": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand is worth about {mean} over {count} simulated deals."),
    "misdeal_weak_hand": QT_TRANSLATE_NOOP(
        "Reasons", "Only {meld} in meld (the dix aside) and {aces}: too weak to keep."),
    "misdeal_keep_hand": QT_TRANSLATE_NOOP(
        "Reasons", "{meld} in meld (the dix aside) and {aces}: worth keeping."),
    "widow_see_value": QT_TRANSLATE_NOOP(
        "Reasons", "Turning up the widow is worth about {see} over {count} simulated deals, "
        "no worse than conceding unseen ({concede})."),
    "widow_concede_value": QT_TRANSLATE_NOOP(
        "Reasons", "Turning up the widow is worth only about {see} over {count} simulated "
        "deals, less than conceding unseen ({concede})."),
}
