"""Melds' names, marked for translation: one whole name per meld and
number of copies, so a language can say "Doppel-Binokel" where English says
"Double pinochle".

The auction games list melds capitalised ("Double run", "Marriage in hearts");
two-handed meld, refusals and the log use the lower-case words ("royal marriage").
"""

from __future__ import annotations

from ..cards import Suit
from ..text import QT_TRANSLATE_NOOP, Text, translate

#: a meld's name in a sentence, by kind of the meld table (``{suit}``: a marriage's suit)
MELD_WORDS: dict[str, Text] = {
    "run": QT_TRANSLATE_NOOP("Meld", "run"),
    "royal_marriage": QT_TRANSLATE_NOOP("Meld", "royal marriage"),
    "marriage": QT_TRANSLATE_NOOP("Meld", "marriage in {suit}"),
    "aces": QT_TRANSLATE_NOOP("Meld", "aces around"),
    "kings": QT_TRANSLATE_NOOP("Meld", "kings around"),
    "queens": QT_TRANSLATE_NOOP("Meld", "queens around"),
    "jacks": QT_TRANSLATE_NOOP("Meld", "jacks around"),
    "pinochle": QT_TRANSLATE_NOOP("Meld", "pinochle"),
    "dix": QT_TRANSLATE_NOOP("Meld", "dix"),
}

#: a meld's name in a list (one copy), by kind
MELD_NAMES: dict[str, Text] = {
    "run": QT_TRANSLATE_NOOP("Meld", "Run"),
    "royal_marriage": QT_TRANSLATE_NOOP("Meld", "Royal marriage"),
    "marriage": QT_TRANSLATE_NOOP("Meld", "Marriage in {suit}"),
    "aces": QT_TRANSLATE_NOOP("Meld", "Aces around"),
    "kings": QT_TRANSLATE_NOOP("Meld", "Kings around"),
    "queens": QT_TRANSLATE_NOOP("Meld", "Queens around"),
    "jacks": QT_TRANSLATE_NOOP("Meld", "Jacks around"),
    "pinochle": QT_TRANSLATE_NOOP("Meld", "Pinochle"),
    "dix": QT_TRANSLATE_NOOP("Meld", "Dix"),
}

#: two, three and four copies of one meld in a list (``{meld}``: its lower-case words)
MULTIPLE: dict[int, Text] = {
    2: QT_TRANSLATE_NOOP("Meld", "Double {meld}"),
    3: QT_TRANSLATE_NOOP("Meld", "Triple {meld}"),
    4: QT_TRANSLATE_NOOP("Meld", "Quadruple {meld}"),
}

#: the bonus for a marriage in every suit with kings and queens around
ROUNDHOUSE = QT_TRANSLATE_NOOP("Meld", "Roundhouse bonus")
#: the two-handed game's double pinochle, laid as one meld
DOUBLE_PINOCHLE = QT_TRANSLATE_NOOP("Meld", "double pinochle")


def meld_words(kind: str, suit: Suit | None = None) -> Text:
    """``kind``'s name in a sentence ("marriage in hearts"); ``suit`` for a marriage."""
    words = MELD_WORDS[kind]
    return words.format(suit=suit.word) if kind == "marriage" and suit is not None else words


def meld_name(kind: str, copies: int, suit: Suit | None = None) -> Text:
    """The name of ``copies`` of ``kind`` in a list: "Run", "Double marriage in hearts",
    "5x pinochle"."""
    if copies == 1:
        name = MELD_NAMES[kind]
        return name.format(suit=suit.word) if kind == "marriage" and suit is not None else name
    several = MULTIPLE.get(copies) or translate("Meld", "%nx {meld}", None, copies)
    return several.format(meld=meld_words(kind, suit))
