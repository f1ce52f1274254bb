"""Why an action is refused, in words, for every phase.

``BaseState.why_not`` asks :func:`explain` for anything its own phase checks
(plays and bids, which know the trick and auction rules best) do not cover,
so the status bar always has a sentence a player can act on: what the table
is waiting for, how many cards to choose, a card the player does not hold, a
card the rules keep out of this choice.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ..actions import Action
from ..cards import Card, Suit, format_cards, to_suit
from ..meld.auction import has_marriage
from ..observation import ForcedBid, MustConcede
from ..phase import Phase
from ..rules.ruleset import RuleSet
from ..text import QT_TRANSLATE_NOOP, Text, alternatives, listing, translate

#: what each phase waits for, said to the player whose turn it is
WAITING_FOR: dict[Phase, Text] = {
    Phase.MISDEAL: QT_TRANSLATE_NOOP(
        "Refusals", "You may throw this hand in for its nines: choose to throw it in or keep it."),
    Phase.BID: QT_TRANSLATE_NOOP("Refusals", "It is the auction: bid or pass."),
    Phase.WIDOW: QT_TRANSLATE_NOOP(
        "Refusals", "Choose to see the widow or to concede without seeing it."),
    Phase.KITTY: QT_TRANSLATE_NOOP("Refusals", "Give one kitty card to each player first."),
    Phase.TRUMP: QT_TRANSLATE_NOOP("Refusals", "Name trump first."),
    Phase.CALL: QT_TRANSLATE_NOOP("Refusals", "Call the card that picks your partner first."),
    Phase.PASS: QT_TRANSLATE_NOOP("Refusals", "Choose the cards to pass first."),
    Phase.BURY: QT_TRANSLATE_NOOP("Refusals", "Choose the cards to bury first."),
    Phase.DECLARE: QT_TRANSLATE_NOOP("Refusals", "Decide first whether to play the hand."),
    Phase.PLAY: QT_TRANSLATE_NOOP("Refusals", "Play a card."),
    Phase.CLASSIC_TRICK: QT_TRANSLATE_NOOP("Refusals", "Play a card."),
    Phase.CLASSIC_MELD: QT_TRANSLATE_NOOP("Refusals", "Lay a meld now, or choose not to meld."),
    Phase.CLASSIC_DIX: QT_TRANSLATE_NOOP(
        "Refusals", "Exchange or show the nine of trump, or go on without it."),
    Phase.CLASSIC_TAKE: QT_TRANSLATE_NOOP("Refusals", "Take one of the two cards left."),
    Phase.HAND_OVER: QT_TRANSLATE_NOOP("Refusals", "The hand is over: continue to the next deal."),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("Refusals", "The game is over."),
}

#: each action kind as a choice in a sentence ("You may bid, pass.")
KIND_WORDS: dict[str, Text] = {
    "pass": translate("Refusals", "pass", "to pass in the auction"),
    "misdeal": QT_TRANSLATE_NOOP("Refusals", "throw the hand in"),
    "keep": QT_TRANSLATE_NOOP("Refusals", "keep the hand"),
    "concede": QT_TRANSLATE_NOOP("Refusals", "concede"),
    "concede_unseen": QT_TRANSLATE_NOOP("Refusals", "concede without seeing the widow"),
    "see_widow": QT_TRANSLATE_NOOP("Refusals", "see the widow"),
    "play_hand": QT_TRANSLATE_NOOP("Refusals", "play the hand"),
    "moon": QT_TRANSLATE_NOOP("Refusals", "shoot the moon"),
    "continue": QT_TRANSLATE_NOOP("Refusals", "continue"),
    "no_meld": QT_TRANSLATE_NOOP("Refusals", "not meld"),
    "dix_exchange": QT_TRANSLATE_NOOP("Refusals", "exchange the dix"),
    "dix_show": QT_TRANSLATE_NOOP("Refusals", "show the dix"),
    "no_dix": QT_TRANSLATE_NOOP("Refusals", "go on without the dix"),
    "bid": QT_TRANSLATE_NOOP("Refusals", "bid"),
    "trump": QT_TRANSLATE_NOOP("Refusals", "name trump"),
    "play": QT_TRANSLATE_NOOP("Refusals", "play a card"),
    "give": QT_TRANSLATE_NOOP("Refusals", "pass cards"),
    "bury": QT_TRANSLATE_NOOP("Refusals", "bury cards"),
    "kitty": QT_TRANSLATE_NOOP("Refusals", "give the kitty"),
    "meld": QT_TRANSLATE_NOOP("Refusals", "lay a meld"),
    "take": QT_TRANSLATE_NOOP("Refusals", "take a card"),
    "call": QT_TRANSLATE_NOOP("Refusals", "call a card"),
}

#: the verb for a choice of cards ("Choose 3 cards to bury.")
CARD_VERBS: dict[str, Text] = {
    "give": translate("Refusals", "pass", "to pass cards to a partner"),
    "bury": QT_TRANSLATE_NOOP("Refusals", "bury"),
    "kitty": QT_TRANSLATE_NOOP("Refusals", "give from the kitty"),
    "meld": QT_TRANSLATE_NOOP("Refusals", "meld"),
    "take": QT_TRANSLATE_NOOP("Refusals", "take"),
    "call": QT_TRANSLATE_NOOP("Refusals", "call"),
    "play": QT_TRANSLATE_NOOP("Refusals", "play"),
}


def explain(phase: Phase, action: Action, legal: Sequence[Action],
            hand: Sequence[Card] | None) -> str:
    """A sentence saying why ``action`` (not in ``legal``) is refused in ``phase``.

    ``hand`` is the cards of the player to act, when the phase has one.
    """
    if phase == Phase.GAME_OVER:
        return WAITING_FOR[phase]
    if not legal:
        return QT_TRANSLATE_NOOP("Refusals", "Nobody is to act now.")
    offered = list(dict.fromkeys(a.kind for a in legal))
    if action.kind not in offered:
        choices = listing([KIND_WORDS.get(k, k) for k in offered])
        waiting = WAITING_FOR.get(phase) or QT_TRANSLATE_NOOP("Refusals", "Not now.")
        return QT_TRANSLATE_NOOP("Refusals", "{waiting} (You may {choices}.)").format(
            waiting=waiting, choices=choices)
    same = [a for a in legal if a.kind == action.kind]
    if action.kind == "trump":
        suits = sorted({a.suit.name for a in same if a.suit is not None})
        return QT_TRANSLATE_NOOP("Refusals", "You may name only {suits} as trump now.").format(
            suits=_either(suits))
    if action.kind == "bid":
        return QT_TRANSLATE_NOOP(
            "Refusals", "Bid {amount} or more, in steps the table allows."
        ).format(amount=min(a.amount for a in same))
    if action.cards or same[0].cards:
        return _cards_refused(action, same, hand)
    return QT_TRANSLATE_NOOP("Refusals", "'{action}' is not allowed now.").format(action=action)


def _cards_refused(action: Action, same: list[Action], hand: Sequence[Card] | None) -> str:
    verb = CARD_VERBS.get(action.kind, action.kind)
    sizes = sorted({len(a.cards) for a in same})
    if len(sizes) == 1 and len(action.cards) != sizes[0]:
        count = sizes[0]  # a plain name: lupdate drops a text whose number is an expression
        return translate("Refusals", "Choose exactly %n card(s) to {verb}.", None,
                         count).format(verb=verb)
    if hand is not None and action.kind not in ("call", "take"):
        held = Counter(hand)
        for card, wanted in Counter(action.cards).items():
            if held[card] < wanted:
                if held[card]:
                    return QT_TRANSLATE_NOOP(
                        "Refusals", "You do not hold that many copies of {card}."
                    ).format(card=card.label)
                return QT_TRANSLATE_NOOP("Refusals", "You do not hold {card}.").format(
                    card=card.label)
    usable = {c for a in same for c in a.cards}
    for card in action.cards:
        if card not in usable:
            if action.kind == "call":
                return QT_TRANSLATE_NOOP(
                    "Refusals", "{card} cannot be called: call one of {cards}."
                ).format(card=card.label, cards=format_cards(sorted(usable)))
            return QT_TRANSLATE_NOOP(
                "Refusals", "{card} may not be chosen to {verb} under these rules."
            ).format(card=card.label, verb=verb)
    return QT_TRANSLATE_NOOP(
        "Refusals", "Those cards may not be chosen to {verb} together under these rules."
    ).format(verb=verb)


def _either(letters: list[str]) -> str:
    said = [to_suit(letter).word if letter in "SHDC" else letter for letter in letters]
    if not said:
        return QT_TRANSLATE_NOOP("Refusals", "no suit")
    return alternatives(said)


def auction_refusal(action: Action, legal: Sequence[Action], hand: Sequence[Card],
                    rules: RuleSet, forced: ForcedBid | None, *, first_bid: bool) -> str:
    """Why a bid or a pass the auction does not allow is refused, for the bidder
    holding ``hand`` (``forced``: why it may not pass; ``first_bid``: nobody has bid)."""
    if action.kind == "pass":
        if forced is not None and forced.rule == "first_bidder":
            return QT_TRANSLATE_NOOP(
                "Refusals", "You must open the bidding (at least {amount})."
            ).format(amount=forced.amount)
        return QT_TRANSLATE_NOOP(
            "Refusals", "You hold meld, so you may not pass before someone has bid.")
    if rules.trump_requires == "marriage" and not any(has_marriage(hand, s) for s in Suit):
        return QT_TRANSLATE_NOOP(
            "Refusals", "You hold no marriage, so you may not bid (trump needs a marriage).")
    amounts = [a.amount for a in legal if a.kind == "bid"]
    if amounts and first_bid and rules.first_bidder_must_open and rules.forced_open_at_min:
        return QT_TRANSLATE_NOOP("Refusals", "The first bid is always {amount}.").format(
            amount=amounts[0])
    if amounts:
        return QT_TRANSLATE_NOOP(
            "Refusals", "Bid {amount} or more, in steps the table allows.").format(
            amount=amounts[0])
    return QT_TRANSLATE_NOOP("Refusals", "You cannot bid now.")


def concede_reason(rules: RuleSet, contract: int, meld: int) -> MustConcede | None:
    """Why a bidding side holding ``meld`` may only concede ``contract`` (None: it may
    play): over the meld and every trick (``forced_concede_over_max``), or, with
    ``meld_near_bid`` (seed 000, double deck: "You must have at least 20 meld points
    between you and your partner and be within 50 points of the bid to play the
    hand"), short of the least meld or too far below the bid."""
    rule = None
    if rules.forced_concede_over_max and contract > meld + rules.total_trick_points:
        rule = "over_max"
    elif rules.meld_near_bid and (
            meld < rules.near_bid_meld or contract - meld > rules.near_bid_gap):
        rule = "meld_near_bid"
    if rule is None:
        return None
    return MustConcede(rule=rule, meld=meld, trick_points=rules.total_trick_points,
                       contract=contract, least_meld=rules.near_bid_meld,
                       gap=rules.near_bid_gap)
