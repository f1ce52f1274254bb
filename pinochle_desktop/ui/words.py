"""Actions, cards and suits in the words a card player reads."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Card, Observation, parse_card
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
    "reject": "Reject the card",
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
    # the auction for stakes, before the first lead (RULES.md section 11)
    "claim": "Claim: your meld makes the bid",
    "rearrange": "Re-arrange (bury, meld and name trump again)",
    "concede_contract": "Concede the contract",
}

#: the auction for stakes: how a hand was settled (``HandResult.settlement``), as a
#: result word (the score sheet, the review) and as a sentence's verb
SETTLEMENT_WORDS = {
    "made": "Made",
    "claimed": "Claimed",
    "conceded_to": "Conceded to the bidder",
    "single_bete": "Single bete",
    "double_bete": "Double bete",
    "thrown_in": "Thrown in",
}


def _tr(text: str) -> str:
    return QCoreApplication.translate("Words", text)


def settlement_word(settlement: str | None) -> str:
    """``double_bete`` -> ``Double bete`` (translated); ``—`` for None."""
    if settlement is None:
        return "—"
    return _tr(SETTLEMENT_WORDS.get(settlement, settlement.replace("_", " ").capitalize()))


def units_words(units: int) -> str:
    """``1 unit``, ``4 units`` (translated)."""
    return (_tr("{0} unit") if abs(units) == 1 else _tr("{0} units")).format(f"{units:,}")


def asked_of_opponent(obs: Observation) -> bool:
    """A stakes hand's decision before the first lead is asked of an opponent of the
    bidder (play on or concede the contract), not of the bidder."""
    return (obs.rules.stakes and obs.phase == "declare" and obs.bidder is not None
            and obs.seat != obs.bidder)


def describe_choice(action: Action, obs: Observation) -> str:
    """:func:`describe_action` in the situation of ``obs``: to an opponent of a stakes
    bidder, ``play_hand`` is defending the contract."""
    if action.kind == "play_hand" and asked_of_opponent(obs):
        return _tr("Defend: play it out")
    return _tr(describe_action(action))


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
