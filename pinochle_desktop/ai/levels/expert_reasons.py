"""Why the Expert decides as it does, other than its cards (those are the card search's
:data:`~..search.move_stats.SEARCH_REASONS`): its auction, trump, declare, misdeal and
widow figures, and the weighing behind its pass, bury and kitty, by the key a
:class:`~..base.Decision` carries."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from ...engine.rules.values import card_values, points_of
from ...engine.text import QT_TRANSLATE_NOOP, Text, translate
from ..base import Decision
from ..policy.reasons import card_words
from .common import BID_REASONS

__all__ = ["EXPERT_REASONS", "GIVE_WEIGHED", "bury_weighed", "kitty_weighed", "pass_weighed",
           "percent"]


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


#: why the Expert passes, buries and hands out the kitty: it weighs every legal choice
GIVE_WEIGHED: dict[str, Text] = {
    "weigh_pass_to_bidder": QT_TRANSLATE_NOOP(
        "Reasons", "It weighed every set of cards it could pass: the meld it keeps ({after}) "
        "counts most, then the trumps and aces the bidder gets: {trumps} and {aces} here."),
    "weigh_pass_back": QT_TRANSLATE_NOOP(
        "Reasons", "It weighed every set of cards it could pass back: the meld it keeps "
        "({after}) counts most, then keeping its trumps and aces, voids to trump in ({voids} "
        "here), and not handing the partner's own cards straight back."),
    "weigh_bury": QT_TRANSLATE_NOOP(
        "Reasons", "It weighed every set of cards it could bury: the meld it keeps ({after}) "
        "counts most, then the counters buried, which count for the bidder ({counters} "
        "here), keeping trumps and aces, and voids to trump in ({voids} here)."),
    "weigh_kitty": QT_TRANSLATE_NOOP(
        "Reasons", "Its rule for the kitty: it keeps the strongest card by rank and counters "
        "(the {mine}); the partners get the next strongest and the opponents the weakest."),
}


def _left(obs: Observation, action: Action) -> list[Card]:
    keep = list(obs.hand)
    for c in action.cards:
        keep.remove(c)
    return keep


def _voids(obs: Observation, keep: Sequence[Card]) -> Text:
    """The side suits ``keep`` holds none of, as "%n void(s)"."""
    held = {c.suit for c in keep if c.suit != obs.trump}
    voids = 3 - len(held)
    return translate("Reasons", "%n void(s)", None, voids)


def pass_weighed(obs: Observation, action: Action) -> Decision:
    """The Expert's pass (its weighing of every legal choice), with why."""
    assert obs.trump is not None
    keep = _left(obs, action)
    after = meld_total(keep, obs.trump, obs.rules)
    if obs.seat == obs.bidder:
        rule = "weigh_pass_back"
        return Decision(action, GIVE_WEIGHED[rule].format(after=after, voids=_voids(obs, keep)),
                        rule)
    trumps = sum(1 for c in action.cards if c.suit == obs.trump)
    aces = sum(1 for c in action.cards if c.suit != obs.trump and c.rank.letter == "A")
    rule = "weigh_pass_to_bidder"
    return Decision(action, GIVE_WEIGHED[rule].format(
        after=after, trumps=translate("Reasons", "%n trump(s)", None, trumps),
        aces=translate("Reasons", "%n side-suit ace(s)", None, aces)), rule)


def bury_weighed(obs: Observation, action: Action) -> Decision:
    """The Expert's bury (its weighing of every legal choice), with why."""
    assert obs.trump is not None
    keep = _left(obs, action)
    counters = points_of(action.cards, card_values(obs.rules, obs.trump))
    rule = "weigh_bury"
    return Decision(action, GIVE_WEIGHED[rule].format(
        after=meld_total(keep, obs.trump, obs.rules), counters=counters,
        voids=_voids(obs, keep)), rule)


def kitty_weighed(obs: Observation, action: Action) -> Decision:
    """The Expert's kitty (strongest kept, next to partners, weakest to opponents)."""
    mine = card_words(action.cards[0]) if action.cards else ""
    rule = "weigh_kitty"
    return Decision(action, GIVE_WEIGHED[rule].format(mine=mine), rule)
