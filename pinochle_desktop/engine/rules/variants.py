"""The variants' names and titles, light enough to import anywhere (menus, settings).

The rule sets themselves are in :mod:`presets`, which checks it lists the same names.
"""

from __future__ import annotations

from ..text import QT_TRANSLATE_NOOP, Text

#: the presets people pick from, in menu order
PRESET_NAMES: tuple[str, ...] = (
    "two_handed",
    "three_handed",
    "check_pinochle",
    "cutthroat",
    "partnership",
    "auction_sit_out",
    "auction_stakes",
    "double_deck",
    "racehorse",
    "five_handed",
    "six_handed",
    "eight_handed",
)

#: each preset's title, as menus and the New Game dialog show it
PRESET_TITLES: dict[str, Text] = {
    "two_handed": QT_TRANSLATE_NOOP("Variants", "Classic two-handed"),
    "three_handed": QT_TRANSLATE_NOOP("Variants", "Three-handed auction (widow)"),
    "check_pinochle": QT_TRANSLATE_NOOP("Variants", "Check pinochle (three-handed, with checks)"),
    "cutthroat": QT_TRANSLATE_NOOP("Variants", "Cutthroat (three players)"),
    "partnership": QT_TRANSLATE_NOOP("Variants", "Four-handed partnership"),
    "auction_sit_out": QT_TRANSLATE_NOOP("Variants", "Four at an auction table (dealer sits out)"),
    "auction_stakes": QT_TRANSLATE_NOOP(
        "Variants", "Auction for stakes (3 to 5 players, paid in units)"),
    "double_deck": QT_TRANSLATE_NOOP("Variants", "Double-deck partnership"),
    "racehorse": QT_TRANSLATE_NOOP("Variants", "Racehorse (double deck, blind)"),
    "five_handed": QT_TRANSLATE_NOOP("Variants", "Five-handed (double deck, called partner)"),
    "six_handed": QT_TRANSLATE_NOOP("Variants", "Six-handed (triple deck, 2 teams of 3)"),
    "eight_handed": QT_TRANSLATE_NOOP("Variants", "Eight-handed (4 teams of 2)"),
}
