"""Actions, cards and suits in the words a card player reads."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine import Action, Card, Observation, parse_card
from ..engine.cards import Rank, Suit
from ..engine.text import QT_TRANSLATE_NOOP, english_plural

translate = QCoreApplication.translate
#: ``QT_TRANSLATE_NOOP`` marks a literal for the catalogue (translated where shown);
#: ``plural`` gives English ``(s)`` forms where no translation is installed
plural = english_plural


SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: the suits' names in English, marked for the catalogue under the engine's own
#: context (``engine.cards`` marks the same words): shown through :func:`suit_name`
SUIT_WORDS = {
    "S": QT_TRANSLATE_NOOP("Cards", "spades"),
    "H": QT_TRANSLATE_NOOP("Cards", "hearts"),
    "D": QT_TRANSLATE_NOOP("Cards", "diamonds"),
    "C": QT_TRANSLATE_NOOP("Cards", "clubs"),
}
#: the ranks' names in English by rank letter, shown through :func:`rank_name`
RANK_WORDS = {
    "9": QT_TRANSLATE_NOOP("Cards", "nine"),
    "J": QT_TRANSLATE_NOOP("Cards", "jack"),
    "Q": QT_TRANSLATE_NOOP("Cards", "queen"),
    "K": QT_TRANSLATE_NOOP("Cards", "king"),
    "T": QT_TRANSLATE_NOOP("Cards", "ten"),
    "A": QT_TRANSLATE_NOOP("Cards", "ace"),
}
#: the seats' default names (``play.config``): kept in English in the game and its
#: files, shown in the player's language through :func:`seat_name`; the names of a
#: larger table (Ada, Ben...) are people's names and stay as they are
SEAT_WORDS = {
    "You": QT_TRANSLATE_NOOP("Words", "You"),
    "North": QT_TRANSLATE_NOOP("Words", "North"),
    "East": QT_TRANSLATE_NOOP("Words", "East"),
    "South": QT_TRANSLATE_NOOP("Words", "South"),
    "West": QT_TRANSLATE_NOOP("Words", "West"),
}


def seat_name(name: str) -> str:
    """A seat's name as the player reads it: the default names (``You``, ``North``...)
    translated, any other name (the player's own, Ada...) as it is."""
    return translate("Words", name) if name in SEAT_WORDS else name


def kept_name(typed: str) -> str:
    """A name typed by the player as the game keeps it: the default name shown in the
    player's language ("Du") or nothing at all is kept as ``You``."""
    name = typed.strip()
    return "You" if not name or name == seat_name("You") else name


def seat_names(names: list[str]) -> list[str]:
    return [seat_name(n) for n in names]


def is_you(name: str) -> bool:
    """Whether ``name`` is the player's default name ``You`` (in English or translated):
    sentences about "you" are worded apart ("You were set", not "You was set")."""
    return name in ("You", translate("Words", "You"))


def and_list(items: list[str]) -> str:
    """``North``, ``North and South``, ``A and B and C`` (translated, pair by pair)."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = translate("Words", "{first} and {second}").format(first=joined, second=item)
    return joined


def hand_of(name: str) -> str:
    """``Your hand`` / ``East's hand``, in the player's language."""
    if is_you(name):
        return translate("Words", "Your hand")
    return translate("Words", "{seat}'s hand").format(seat=name)


def card_label(code: str) -> str:
    """``TH`` -> ``10♥``."""
    return parse_card(code).label


def cards_label(codes: list[str] | str) -> str:
    items = codes.split() if isinstance(codes, str) else codes
    return " ".join(card_label(c) for c in items)


def _letter(suit: str | Suit | int) -> str:
    if isinstance(suit, Suit):
        return suit.name
    if isinstance(suit, int):
        return Suit(suit).name
    return str(suit)


def suit_name(suit: str | Suit | int) -> str:
    """``H`` -> ``hearts`` in the player's language (inside a sentence)."""
    return translate("Cards", SUIT_WORDS[_letter(suit)])


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def suit_title(suit: str | Suit | int) -> str:
    """``H`` -> ``Hearts`` in the player's language (a label, a sentence's start)."""
    return _capital(suit_name(suit))


def rank_name(rank: Rank) -> str:
    """``Rank.ACE`` -> ``ace`` in the player's language."""
    return translate("Cards", RANK_WORDS[rank.letter])


def card_words(card: Card) -> str:
    """``AH`` -> ``ace of hearts`` (one template: German writes ``Herz-Ass``)."""
    return translate("Words", "{rank} of {suit}").format(rank=rank_name(card.rank),
                                                       suit=suit_name(card.suit))


def suit_label(letter: str | Suit | None) -> str:
    """``H`` -> ``♥ Hearts``; ``—`` for None."""
    if letter is None:
        return "—"
    key = _letter(letter)
    return f"{SUIT_SYMBOLS[key]} {suit_title(key)}"


#: the actions that are words alone (the rest name cards, an amount or a suit)
_SIMPLE = {
    "pass": QT_TRANSLATE_NOOP("Words", "Pass"),
    "misdeal": QT_TRANSLATE_NOOP("Words", "Throw the hand in (misdeal)"),
    "keep": QT_TRANSLATE_NOOP("Words", "Keep the hand"),
    "reject": QT_TRANSLATE_NOOP("Words", "Reject the card"),
    "concede": QT_TRANSLATE_NOOP("Words", "Concede the hand"),
    "concede_unseen": QT_TRANSLATE_NOOP("Words", "Concede without seeing the widow"),
    "see_widow": QT_TRANSLATE_NOOP("Words", "Turn up the widow and play"),
    "play_hand": QT_TRANSLATE_NOOP("Words", "Play the hand"),
    "moon": QT_TRANSLATE_NOOP("Words", "Shoot the moon"),
    "continue": QT_TRANSLATE_NOOP("Words", "Next hand"),
    "no_meld": QT_TRANSLATE_NOOP("Words", "Do not meld"),
    "dix_exchange": QT_TRANSLATE_NOOP("Words", "Exchange the dix for the trump card"),
    "dix_show": QT_TRANSLATE_NOOP("Words", "Show the dix (10)"),
    "no_dix": QT_TRANSLATE_NOOP("Words", "Keep the dix hidden"),
    # the auction for stakes, before the first lead (RULES.md section 11)
    "claim": QT_TRANSLATE_NOOP("Words", "Claim: your meld makes the bid"),
    "rearrange": QT_TRANSLATE_NOOP("Words", "Re-arrange (bury, meld and name trump again)"),
    "concede_contract": QT_TRANSLATE_NOOP("Words", "Concede the contract"),
}

#: the auction for stakes: how a hand was settled (``HandResult.settlement``), as a
#: result word (the score sheet, the review) and as a sentence's verb
SETTLEMENT_WORDS = {
    "made": QT_TRANSLATE_NOOP("Words", "Made"),
    "claimed": QT_TRANSLATE_NOOP("Words", "Claimed"),
    "conceded_to": QT_TRANSLATE_NOOP("Words", "Conceded to the bidder"),
    "single_bete": QT_TRANSLATE_NOOP("Words", "Single bete"),
    "double_bete": QT_TRANSLATE_NOOP("Words", "Double bete"),
    "thrown_in": QT_TRANSLATE_NOOP("Words", "Thrown in"),
}


def settlement_word(settlement: str | None) -> str:
    """``double_bete`` -> ``Double bete`` (translated); ``—`` for None."""
    if settlement is None:
        return "—"
    if settlement in SETTLEMENT_WORDS:
        return translate("Words", SETTLEMENT_WORDS[settlement])
    return settlement.replace("_", " ").capitalize()


def units_words(units: int) -> str:
    """``1 unit``, ``4 units``, ``-1,200 units`` (translated, with plural forms)."""
    n = abs(units)
    words = plural(translate("Words", "%n unit(s)", None, n), n)
    return words.replace(str(n), f"{units:,}", 1)


def asked_of_opponent(obs: Observation) -> bool:
    """A stakes hand's decision before the first lead is asked of an opponent of the
    bidder (play on or concede the contract), not of the bidder."""
    return (obs.rules.stakes and obs.phase == "declare" and obs.bidder is not None
            and obs.seat != obs.bidder)


def describe_choice(action: Action, obs: Observation) -> str:
    """:func:`describe_action` in the situation of ``obs``: to an opponent of a stakes
    bidder, ``play_hand`` is defending the contract."""
    if action.kind == "play_hand" and asked_of_opponent(obs):
        return translate("Words", "Defend: play it out")
    return describe_action(action)


def describe_action(action: Action) -> str:
    """``play TH`` -> ``Play 10♥``; ``trump H`` -> ``Name ♥ Hearts as trump`` (translated)."""
    kind = action.kind
    if kind in _SIMPLE:
        return translate("Words", _SIMPLE[kind])
    if kind == "bid":
        return translate("Words", "Bid {amount}").format(amount=action.amount)
    if kind == "trump" and action.suit is not None:
        return translate("Words", "Name {suit} as trump").format(suit=suit_label(action.suit))
    cards = " ".join(c.label for c in action.cards)
    if kind == "play":
        return translate("Words", "Play {cards}").format(cards=cards)
    if kind == "give":
        return translate("Words", "Pass {cards}", "pass cards to another player").format(
            cards=cards)
    if kind == "bury":
        return translate("Words", "Bury {cards}").format(cards=cards)
    if kind == "kitty":
        return translate("Words", "Deal the kitty: {cards}").format(cards=cards)
    if kind == "meld":
        return translate("Words", "Meld {cards}").format(cards=cards)
    if kind == "take":
        return translate("Words", "Take {cards}").format(cards=cards)
    if kind == "call":
        return translate("Words", "Call {cards}").format(cards=cards)
    return str(action)


def signed_cell(values: list[int], i: int) -> str:
    """``values[i]`` with its sign (``+40``), or empty past the end."""
    return f"{values[i]:+d}" if i < len(values) else ""


#: the computer players' levels (the player registry's keys) as a player reads them
LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("Levels", "Random"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "standard": QT_TRANSLATE_NOOP("Levels", "Standard"),
    "pro": QT_TRANSLATE_NOOP("Levels", "Pro"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}


def level_name(level: str) -> str:
    """``level`` as the player reads it ("Expert"); a level this table does not know (a
    colleague's new one) is shown capitalised."""
    words = LEVEL_NAMES.get(level)
    return translate("Levels", words) if words else level.capitalize()
