"""Actions, cards and suits in the words a card player reads."""

from __future__ import annotations

from ..engine import Action, Card, parse_card
from ..engine.cards import Suit

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def possessive(name: str) -> str:
    """A seat's name as an owner: ``You`` -> ``Your``, ``East`` -> ``East's``,
    ``Ross`` -> ``Ross's``; ``You & North`` -> ``You & North's`` (the side's)."""
    if name == "You":
        return "Your"
    if name == "you":
        return "your"
    return f"{name}'s"


def card_label(code: str) -> str:
    """``TH`` -> ``10♥``."""
    return parse_card(code).label


def cards_label(codes: list[str] | str) -> str:
    items = codes.split() if isinstance(codes, str) else codes
    return " ".join(card_label(c) for c in items)


def card_words(card: Card) -> str:
    """``AH`` -> ``ace of hearts``."""
    return f"{card.rank.word} of {card.suit.word}"


def suit_label(letter: str | Suit | None) -> str:
    if letter is None:
        return "—"
    key = letter.name if isinstance(letter, Suit) else str(letter)
    return f"{SUIT_SYMBOLS[key]} {SUIT_WORDS[key].capitalize()}"


_SIMPLE = {
    "pass": "Pass",
    "misdeal": "Throw the hand in (misdeal)",
    "keep": "Keep the hand",
    "concede": "Concede the hand",
    "concede_unseen": "Concede without seeing the widow",
    "see_widow": "Turn up the widow and play",
    "play_hand": "Play the hand",
    "moon": "Shoot the moon",
    "continue": "Next hand",
    "no_meld": "Do not meld",
    "dix_exchange": "Exchange the dix for the trump card",
    "dix_show": "Show the dix (10)",
    "no_dix": "Keep the dix hidden",
}


def describe_action(action: Action) -> str:
    """``play TH`` -> ``Play 10♥``; ``trump H`` -> ``Name ♥ Hearts as trump``."""
    kind = action.kind
    if kind in _SIMPLE:
        return _SIMPLE[kind]
    if kind == "bid":
        return f"Bid {action.amount}"
    if kind == "trump" and action.suit is not None:
        return f"Name {suit_label(action.suit)} as trump"
    labels = " ".join(c.label for c in action.cards)
    return {
        "play": f"Play {labels}",
        "give": f"Pass {labels}",
        "bury": f"Bury {labels}",
        "kitty": f"Deal the kitty: {labels}",
        "meld": f"Meld {labels}",
        "take": f"Take {labels}",
        "call": f"Call {labels}",
    }.get(kind, str(action))


def signed_cell(values: list[int], i: int) -> str:
    """``values[i]`` with its sign (``+40``), or empty past the end."""
    return f"{values[i]:+d}" if i < len(values) else ""
