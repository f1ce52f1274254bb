"""What the rule options choose from: the meld value tables, the counter values
of each count method, and the choices of the text options.

Plain values, no :class:`.ruleset.RuleSet`: the rule set's fields
(:mod:`.fields`) declare their defaults and choices from them, and presets and
the rules dialog read them.
"""

from __future__ import annotations

from typing import Literal, get_args

#: meld kinds in the value table; each maps to values for 1, 2, 3 and 4 copies.
MELD_KINDS = (
    "run",
    "royal_marriage",
    "marriage",
    "aces",
    "kings",
    "queens",
    "jacks",
    "pinochle",
    "dix",
)

MeldTable = tuple[tuple[str, tuple[int, int, int, int]], ...]

#: the standard single-deck table (double values where all copies are held).
SINGLE_DECK_MELDS: MeldTable = (
    ("run", (150, 1500, 2250, 3000)),
    ("royal_marriage", (40, 80, 120, 160)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 1000, 1500, 2000)),
    ("kings", (80, 800, 1200, 1600)),
    ("queens", (60, 600, 900, 1200)),
    ("jacks", (40, 400, 600, 800)),
    ("pinochle", (40, 300, 600, 900)),
    ("dix", (10, 20, 30, 40)),
)

#: the double-deck table of RULES.md section 5 (full scale).
DOUBLE_DECK_MELDS: MeldTable = (
    ("run", (150, 1500, 2250, 3000)),
    ("royal_marriage", (40, 80, 120, 160)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 1000, 1500, 2000)),
    ("kings", (80, 800, 1200, 1600)),
    ("queens", (60, 600, 900, 1200)),
    ("jacks", (40, 400, 600, 800)),
    ("pinochle", (40, 300, 600, 900)),
    ("dix", (10, 20, 30, 40)),
)

#: racehorse (RULES.md section 5): runs, royal marriages and pinochles pay 300 doubled
#: and 900 tripled, and a quadruple wins the game (``quadruple_wins_game``; the
#: fourth column is then never used); arounds as on the double-deck table. A plain
#: marriage (outside trump) scores 20 however many copies are held: seed 002 says
#: "all runs, double, triple, and quadruple, marriages must be in trump" (issue #22).
RACEHORSE_MELDS: MeldTable = (
    ("run", (150, 300, 900, 900)),
    ("royal_marriage", (40, 300, 900, 900)),
    ("marriage", (20, 20, 20, 20)),
    ("aces", (100, 1000, 1500, 2000)),
    ("kings", (80, 800, 1200, 1600)),
    ("queens", (60, 600, 900, 1200)),
    ("jacks", (40, 400, 600, 800)),
    ("pinochle", (40, 300, 900, 900)),
    ("dix", (10, 20, 30, 40)),
)

#: classic two-handed: arounds never double (two arounds are two melds).
TWO_HANDED_MELDS: MeldTable = (
    ("run", (150, 300, 450, 600)),
    ("royal_marriage", (40, 80, 120, 160)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 200, 300, 400)),
    ("kings", (80, 160, 240, 320)),
    ("queens", (60, 120, 180, 240)),
    ("jacks", (40, 80, 120, 160)),
    ("pinochle", (40, 300, 340, 640)),
    ("dix", (10, 20, 30, 40)),
)

#: counter values per rank (9, J, Q, K, 10, A) for each count method.
COUNT_VALUES: dict[int, tuple[int, int, int, int, int, int]] = {
    1: (0, 2, 3, 4, 10, 11),
    2: (0, 0, 5, 5, 10, 10),
    3: (0, 0, 0, 10, 10, 10),
    4: (0, 0, 0, 10, 10, 10),  # simplified 1/1/1 shown without the trailing zero
}

MisdealCondition = Literal[
    "5_nines",
    "6_nines",
    "5_nines_no_meld",
    "4_nines_no_aces",
    "5_nines_max_one_ace",
]
MISDEAL_CONDITIONS: tuple[str, ...] = get_args(MisdealCondition)

# -- the choices of the text options (plain strings at run time, so JSON and
# -- comparisons with strings are unchanged) -------------------------------------------
Style = Literal["auction", "classic"]
Deck = Literal["single", "double", "triple", "double_with_nines"]
WidowMode = Literal["none", "shown", "blind", "kitty"]
AllPass = Literal["redeal", "dealer_stuck"]
TrumpRequires = Literal["none", "marriage", "meld_in_suit"]
PartnerRule = Literal["first_played", "first_clockwise"]
PassMode = Literal["partner_first", "simultaneous"]
HeadRule = Literal["always", "always_strict", "trump_led", "never"]
SaveMeld = Literal["always", "one_trick", "counters"]
MoonReward = Literal["win_game", "points", "fixed"]
TieRule = Literal["bidder_wins", "extend", "play_another"]
UpgradeScoring = Literal["difference", "full"]
Phase2Head = Literal["always", "trump_led"]
RedealScope = Literal["deal", "game"]
StakesScale = Literal["scarne", "scarne_bonus", "hoyle", "custom"]
KittyPayout = Literal["never", "made_bid", "game_end"]

#: the auction for stakes (RULES.md section 11): what a bid is worth in units, as
#: (lowest bid of the band, units) pairs, lowest band first; a bid is worth the
#: units of the highest band it reaches (the last band covers every higher bid)
StakesBands = tuple[tuple[int, int], ...]

#: the published scales over 50-point bands. Scarne's plain scale (the default):
#: 250-290: 2, 300-340: 3, then one more unit a band up to 700 or more: 11
SCARNE_BANDS: StakesBands = tuple((250 + 50 * i, 2 + i) for i in range(10))
#: Scarne's bonus scale over the same bands
SCARNE_BONUS_BANDS: StakesBands = tuple(
    zip(range(250, 701, 50), (2, 3, 5, 7, 10, 13, 17, 21, 25, 30), strict=True)
)
#: a Hoyle-style scale: 300-340: 1, 350-390: 2, then two more a band to 550-590: 10
HOYLE_BANDS: StakesBands = ((300, 1), (350, 2), (400, 4), (450, 6), (500, 8), (550, 10))
#: each named scale's table (``custom``: the table as the players entered it)
STAKES_SCALES: dict[StakesScale, StakesBands] = {
    "scarne": SCARNE_BANDS,
    "scarne_bonus": SCARNE_BONUS_BANDS,
    "hoyle": HOYLE_BANDS,
}


__all__ = [
    "COUNT_VALUES",
    "DOUBLE_DECK_MELDS",
    "HOYLE_BANDS",
    "MELD_KINDS",
    "MISDEAL_CONDITIONS",
    "RACEHORSE_MELDS",
    "SCARNE_BANDS",
    "SCARNE_BONUS_BANDS",
    "SINGLE_DECK_MELDS",
    "STAKES_SCALES",
    "TWO_HANDED_MELDS",
    "AllPass",
    "Deck",
    "HeadRule",
    "KittyPayout",
    "MeldTable",
    "MisdealCondition",
    "MoonReward",
    "PartnerRule",
    "PassMode",
    "Phase2Head",
    "RedealScope",
    "SaveMeld",
    "StakesBands",
    "StakesScale",
    "Style",
    "TieRule",
    "TrumpRequires",
    "UpgradeScoring",
    "WidowMode",
]
