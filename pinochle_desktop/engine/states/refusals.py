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
from ..cards import Card, format_cards
from ..phase import Phase

#: what each phase waits for, said to the player whose turn it is
WAITING_FOR: dict[Phase, str] = {
    Phase.MISDEAL: "You may throw this hand in for its nines: choose to throw it in or keep it.",
    Phase.BID: "It is the auction: bid or pass.",
    Phase.WIDOW: "Choose to see the widow or to concede without seeing it.",
    Phase.KITTY: "Give one kitty card to each player first.",
    Phase.TRUMP: "Name trump first.",
    Phase.CALL: "Call the card that picks your partner first.",
    Phase.PASS: "Choose the cards to pass first.",
    Phase.BURY: "Choose the cards to bury first.",
    Phase.DECLARE: "Decide first whether to play the hand.",
    Phase.PLAY: "Play a card.",
    Phase.CLASSIC_TRICK: "Play a card.",
    Phase.CLASSIC_MELD: "Lay a meld now, or choose not to meld.",
    Phase.CLASSIC_DIX: "Exchange or show the nine of trump, or go on without it.",
    Phase.CLASSIC_TAKE: "Take one of the two cards left.",
    Phase.HAND_OVER: "The hand is over: continue to the next deal.",
    Phase.GAME_OVER: "The game is over.",
}

#: each action kind as a choice in a sentence
KIND_WORDS: dict[str, str] = {
    "pass": "pass", "misdeal": "throw the hand in", "keep": "keep the hand",
    "concede": "concede", "concede_unseen": "concede without seeing the widow",
    "see_widow": "see the widow", "play_hand": "play the hand", "moon": "shoot the moon",
    "continue": "continue", "no_meld": "not meld", "dix_exchange": "exchange the dix",
    "dix_show": "show the dix", "no_dix": "go on without the dix", "bid": "bid",
    "trump": "name trump", "play": "play a card", "give": "pass cards",
    "bury": "bury cards", "kitty": "give the kitty", "meld": "lay a meld",
    "take": "take a card", "call": "call a card",
}

#: the verb for a choice of cards ("Choose 3 cards to bury.")
CARD_VERBS = {"give": "pass", "bury": "bury", "kitty": "give from the kitty",
              "meld": "meld", "take": "take", "call": "call", "play": "play"}


def explain(phase: Phase, action: Action, legal: Sequence[Action],
            hand: Sequence[Card] | None) -> str:
    """A sentence saying why ``action`` (not in ``legal``) is refused in ``phase``.

    ``hand`` is the cards of the player to act, when the phase has one.
    """
    if phase == Phase.GAME_OVER:
        return WAITING_FOR[phase]
    if not legal:
        return "Nobody is to act now."
    offered = list(dict.fromkeys(a.kind for a in legal))
    if action.kind not in offered:
        choices = ", ".join(KIND_WORDS.get(k, k) for k in offered)
        return f"{WAITING_FOR.get(phase, 'Not now.')} (You may {choices}.)"
    same = [a for a in legal if a.kind == action.kind]
    if action.kind == "trump":
        suits = sorted({a.suit.name for a in same if a.suit is not None})
        return f"You may name only {_either(suits)} as trump now."
    if action.kind == "bid":
        return f"Bid {min(a.amount for a in same)} or more, in steps the table allows."
    if action.cards or same[0].cards:
        return _cards_refused(action, same, hand)
    return f"'{action}' is not allowed now."


def _cards_refused(action: Action, same: list[Action], hand: Sequence[Card] | None) -> str:
    verb = CARD_VERBS.get(action.kind, action.kind)
    sizes = sorted({len(a.cards) for a in same})
    if len(sizes) == 1 and len(action.cards) != sizes[0]:
        n = sizes[0]
        return f"Choose exactly {n} card{'s' if n != 1 else ''} to {verb}."
    if hand is not None and action.kind not in ("call", "take"):
        held = Counter(hand)
        for card, wanted in Counter(action.cards).items():
            if held[card] < wanted:
                many = "that many copies of " if held[card] else ""
                return f"You do not hold {many}{card.label}."
    usable = {c for a in same for c in a.cards}
    for card in action.cards:
        if card not in usable:
            if action.kind == "call":
                return (f"{card.label} cannot be called: call one of "
                        f"{format_cards(sorted(usable))}.")
            return f"{card.label} may not be chosen to {verb} under these rules."
    return f"Those cards may not be chosen to {verb} together under these rules."


def _either(words: list[str]) -> str:
    names = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
    said = [names.get(w, w) for w in words]
    if len(said) <= 1:
        return said[0] if said else "no suit"
    return ", ".join(said[:-1]) + " or " + said[-1]
