"""The variants' names and titles, light enough to import anywhere (menus, settings).

The rule sets themselves are in :mod:`presets`, which checks it lists the same names.
"""

from __future__ import annotations

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

PRESET_TITLES = {
    "two_handed": "Classic two-handed",
    "three_handed": "Three-handed auction (widow)",
    "check_pinochle": "Check pinochle (three-handed, with checks)",
    "cutthroat": "Cutthroat (three players)",
    "partnership": "Four-handed partnership",
    "auction_sit_out": "Four at an auction table (dealer sits out)",
    "auction_stakes": "Auction for stakes (3 to 5 players, paid in units)",
    "double_deck": "Double-deck partnership",
    "racehorse": "Racehorse (double deck, blind)",
    "five_handed": "Five-handed (double deck, called partner)",
    "six_handed": "Six-handed (triple deck, 2 teams of 3)",
    "eight_handed": "Eight-handed (4 teams of 2)",
}
