"""Bounds checked on rules and games read from files, *before* the engine builds
anything from them (issue #24).

The engine's :class:`RuleSet` declares each whole-number option's range in its
field metadata (``option_info(name).minimum/maximum``); :func:`check_rules_data`
applies those ranges to the raw JSON first, so a ``num_players`` of 10^8 or a
``max_bid`` of 10^9 is refused in words instead of building ``range(10**8)``.
It also bounds what the metadata does not: the length of every text (which
must be encodable, so the rules can be written back), the sides and the meld
values. :func:`check_game_data` does the same for the engine's state document
(seed, deal, moves) inside a save, the autosave or the history.

Both raise ValueError with a sentence (no capital, no full stop) that quotes at
most a short excerpt of the offending value.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from ..engine import RuleSet
from ..engine.rules import VERSION_KEY, option_info
from .text import check_text, excerpt

#: a rule option's text: the variant's name and every choice
MAX_RULE_TEXT = 40
#: misdeal conditions: at most this many, each a choice of at most MAX_RULE_TEXT
MAX_MISDEAL_CONDITIONS = 10
#: notes kept with the rules (``extra``): entries, name length, text length
MAX_EXTRA_ENTRIES = 32
MAX_EXTRA_NAME = 60
MAX_EXTRA_TEXT = 2_000
#: the engine declares no range for meld values: each is from 0 to this
MAX_MELD_VALUE = 100_000
#: meld kinds in a meld table (the engine knows 9)
MAX_MELD_KINDS = 32
#: seats at a table (the engine's num_players is 2 to 8)
MAX_SEATS = 8
#: keys in a rules object (the engine knows about 75)
MAX_RULE_KEYS = 200
#: the longest option name
MAX_KEY = 60

#: a game's seed: |seed| below this (the program draws seeds below 2**53)
MAX_SEED = 2**128
#: one move in a game's log ("0:bury AS KS ..."): the longest is under 60 characters
MAX_MOVE_TEXT = 200
#: a hand, the widow or the stock of an explicit deal, written as text or as a list
MAX_CARDS_TEXT = 1_000
MAX_CARDS = 200

_NULLABLE = ("max_redeals", "increment_threshold", "stuck_bid")


def _words(name: str) -> str:
    return name.replace("_", " ")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_rules_data(data: Any) -> None:
    """ValueError in words if the rules object ``data`` holds an out-of-range number,
    a text that is too long or cannot be written back, or too many entries."""
    if not isinstance(data, dict):
        raise ValueError("the rules are not a set of rule options")
    if len(data) > MAX_RULE_KEYS:
        raise ValueError(f"the rules have {len(data):,} options, far more than there are")
    known = {f.name: f for f in fields(RuleSet)}
    for key, value in data.items():
        check_text(key, "a rule option's name", max_length=MAX_KEY)
        if key == VERSION_KEY:
            if not _whole(value) or not 0 < value < 10**6:
                raise ValueError(f"the rules version is not a whole number: {excerpt(value)}")
            continue
        if key not in known:
            continue  # the engine names unknown options
        _check_option(key, value)


def _check_option(name: str, value: Any) -> None:
    info = option_info(name)
    what = _words(name)
    if value is None:
        return  # allowed or not: the engine says so
    if name == "sides":
        _check_sides(value)
    elif name == "meld_values":
        _check_meld_values(value)
    elif name == "misdeal_conditions":
        if not isinstance(value, list) or len(value) > MAX_MISDEAL_CONDITIONS:
            raise ValueError(
                f"the misdeal conditions are not a list of at most {MAX_MISDEAL_CONDITIONS}"
            )
        for item in value:
            check_text(item, "a misdeal condition", max_length=MAX_RULE_TEXT)
    elif name == "extra":
        _check_extra(value)
    elif isinstance(value, str):
        check_text(value, f"the {what}", max_length=MAX_RULE_TEXT)
    elif _whole(value):
        low, high = info.minimum, info.maximum
        if low is not None and high is not None and not low <= value <= high:
            shown = f"{value:,}" if abs(value) < 10**40 else excerpt(value)
            raise ValueError(f"{what} must be from {low:,} to {high:,}, not {shown}")
        if info.choices and value not in info.choices:
            choices = ", ".join(str(c) for c in info.choices)
            raise ValueError(f"{what} must be one of {choices}, not {excerpt(value)}")
    elif isinstance(value, list | dict):
        raise ValueError(f"{what} is not a single value: {excerpt(value)}")


def _check_sides(value: Any) -> None:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        raise ValueError(f"the sides are not a list of at most {MAX_SEATS} sides")
    for side in value:
        if not isinstance(side, list) or len(side) > MAX_SEATS:
            raise ValueError(f"a side is not a list of at most {MAX_SEATS} seats")
        for seat in side:
            if not _whole(seat) or not 0 <= seat < MAX_SEATS:
                raise ValueError(
                    f"a side names a seat that cannot be at the table: {excerpt(seat)}"
                )


def _check_meld_values(value: Any) -> None:
    if not isinstance(value, dict) or len(value) > MAX_MELD_KINDS:
        raise ValueError("the meld values are not a table of meld kinds")
    for kind, values in value.items():
        check_text(kind, "a meld's name", max_length=MAX_RULE_TEXT)
        if not isinstance(values, list) or len(values) > 4:
            raise ValueError(f"the values of the meld {excerpt(kind)} are not four numbers")
        for v in values:
            if not _whole(v) or not 0 <= v <= MAX_MELD_VALUE:
                shown = f"{v:,}" if _whole(v) and abs(v) < 10**40 else excerpt(v)
                raise ValueError(f"a meld value must be from 0 to {MAX_MELD_VALUE:,}, not {shown}")


def _check_extra(value: Any) -> None:
    if not isinstance(value, dict) or len(value) > MAX_EXTRA_ENTRIES:
        raise ValueError(f"the notes kept with the rules are not at most {MAX_EXTRA_ENTRIES}")
    for key, text in value.items():
        check_text(key, "a note's name", max_length=MAX_EXTRA_NAME)
        check_text(text, "a note kept with the rules", max_length=MAX_EXTRA_TEXT,
                   single_line=False)


def check_game_data(game: Any) -> None:
    """ValueError in words if the engine state document ``game`` holds rules, a seed,
    a deal or moves out of bounds (the engine checks the rest as it replays)."""
    if not isinstance(game, dict):
        return  # the engine says what it expected
    rules = game.get("rules")
    if rules is not None:
        try:
            check_rules_data(rules)
        except ValueError as exc:
            raise ValueError(f"in its rules, {exc}") from None
    seed = game.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool) and abs(seed) >= MAX_SEED:
        raise ValueError(f"the saved seed is out of range ({excerpt(seed)})")
    for key in ("deal", "widow", "stock"):
        if key in game:
            _check_cards(game[key], key, nested=key == "deal")
    log = game.get("log")
    if isinstance(log, list):
        for index, entry in enumerate(log, start=1):
            if isinstance(entry, str):
                check_text(entry, f"move {index} of the saved game", max_length=MAX_MOVE_TEXT)


def _check_cards(value: Any, what: str, *, nested: bool) -> None:
    """An explicit deal (a list of hands), widow or stock: text or a list of card codes."""
    if nested and isinstance(value, list):
        if len(value) > MAX_SEATS:
            raise ValueError(f"the saved deal has {len(value):,} hands; a table seats {MAX_SEATS}")
        for number, hand in enumerate(value, start=1):
            _check_cards(hand, f"hand {number} of the deal", nested=False)
        return
    if isinstance(value, str):
        check_text(value, f"the saved {what}", max_length=MAX_CARDS_TEXT)
    elif isinstance(value, list):
        if len(value) > MAX_CARDS:
            raise ValueError(f"the saved {what} has {len(value):,} cards")
        for card in value:
            if isinstance(card, str):
                check_text(card, f"a card in the saved {what}", max_length=4)
