"""Bounds checked on rules and games read from files, *before* the engine builds
anything from them.

The engine's :class:`RuleSet` declares each option's bounds in its field
metadata (ranges, text lengths, entries: :mod:`engine.rules.limits`);
:func:`check_rules_data` applies those same bounds to the raw JSON first, so a
``num_players`` of 10^8 or a ``max_bid`` of 10^9 is refused in words instead
of building ``range(10**8)``. Here only what a file adds: the number and
length of the option names, the rules version. :func:`check_game_data` does
the same for the engine's state document (seed, deal, how many moves and each
one's length) inside a save, the autosave or the history. Both first refuse a
value nested deeper than any we write
(:func:`~..engine.nesting.nested_too_deeply`, the one depth check every reader
applies), so nothing here recurses far.

Both raise ValueError with a sentence (no capital, no full stop) that quotes at
most a short excerpt of the offending value.
"""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from ..engine import RuleSet
from ..engine.nesting import nested_too_deeply
from ..engine.rules.fields import option_info
from ..engine.rules.limits import MAX_SEATS, limit_problems
from ..engine.rules.serialisation import VERSION_KEY
from ..engine.text import QT_TRANSLATE_NOOP, listing
from .text import check_text, clause, excerpt, reason_of

#: keys in a rules object (the engine knows about 75)
MAX_RULE_KEYS = 200
#: the longest option name
MAX_KEY = 60

#: a game's seed: |seed| below this (the program draws seeds below 2**53)
MAX_SEED = 2**128
#: moves a saved game may hold, checked before any is replayed: a game to the highest
#: target the rules allow (100,000) fits; replaying this many takes a few seconds, where
#: a 20 MB file of moves alone would take minutes
MAX_MOVES = 100_000
#: one move in a game's log ("0:bury AS KS ..."): the longest is under 60 characters
MAX_MOVE_TEXT = 200
#: a hand, the widow or the stock of an explicit deal, written as text or as a list
MAX_CARDS_TEXT = 1_000
MAX_CARDS = 200

_NULLABLE = ("max_redeals", "increment_threshold", "stuck_bid")


def _words(name: str) -> str:
    return name.replace("_", " ")


def _saved(what: str) -> str:
    """"the saved deal", "the saved widow" or "the saved stock"."""
    saved = {"deal": QT_TRANSLATE_NOOP("Files", "the saved deal"),
             "widow": QT_TRANSLATE_NOOP("Files", "the saved widow"),
             "stock": QT_TRANSLATE_NOOP("Files", "the saved stock")}
    return saved.get(what, what)


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_rules_data(data: Any) -> None:
    """ValueError in words if the rules object ``data`` holds an out-of-range number,
    a text that is too long or cannot be written back, or too many entries."""
    if not isinstance(data, dict):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the rules are not a set of rule options"))
    if nested_too_deeply(data):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the rules are nested too deeply to be real"))
    if len(data) > MAX_RULE_KEYS:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "the rules have {count} options, far more than there are"
        ).format(count=f"{len(data):,}"))
    known = {f.name: f for f in fields(RuleSet)}
    for key, value in data.items():
        check_text(key, QT_TRANSLATE_NOOP("Files", "a rule option's name"), max_length=MAX_KEY)
        if key == VERSION_KEY:
            if not _whole(value) or not 0 < value < 10**6:
                raise ValueError(QT_TRANSLATE_NOOP(
                    "Files", "the rules version is not a whole number: {value}"
                ).format(value=excerpt(value)))
            continue
        if key not in known:
            continue  # the engine names unknown options
        _check_option(key, value)


def _check_option(name: str, value: Any) -> None:
    """The bounds ``RuleSet`` declares for option ``name`` (:mod:`engine.rules.limits`),
    applied to the raw JSON value before anything is built from it."""
    if value is None:
        return  # allowed or not: the engine says so
    info = option_info(name)
    if info.max_items is None and isinstance(value, list | dict):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "{option} is not a single value: {value}")
                         .format(option=_words(name), value=excerpt(value)))
    problems = limit_problems(name, _field_shape(name, value), info)
    if (not problems and info.choices and info.max_items is None
            and isinstance(value, int | str) and value not in info.choices):
        choices = listing([str(c) for c in info.choices])
        problems = [QT_TRANSLATE_NOOP("Files", "{option} must be one of {choices}, not {value}")
                    .format(option=_words(name), choices=choices, value=excerpt(value))]
    if problems:
        raise ValueError(clause(problems[0]))


def _field_shape(name: str, value: Any) -> Any:
    """A JSON value in the shape of its ``RuleSet`` field: lists as tuples, the meld
    table and the notes (JSON objects) as tuples of pairs. Cheap: the value is
    already bounded in size and in depth (:func:`check_rules_data`)."""
    if isinstance(value, dict):
        if name == "meld_values":
            return tuple((k, _field_shape("", v)) for k, v in value.items())
        return tuple((k, v) for k, v in value.items())
    if isinstance(value, list):
        return tuple(_field_shape("", v) for v in value)
    return value


def check_game_data(game: Any) -> None:
    """ValueError in words if the engine state document ``game`` holds rules, a seed,
    a deal or moves out of bounds (the engine checks the rest as it replays)."""
    if not isinstance(game, dict):
        return  # the engine says what it expected
    if nested_too_deeply(game):
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the saved game is nested too deeply to be "
                                           "real"))
    rules = game.get("rules")
    if rules is not None:
        try:
            check_rules_data(rules)
        except ValueError as exc:
            raise ValueError(QT_TRANSLATE_NOOP("Files", "in its rules, {reason}").format(
                reason=reason_of(exc))) from None
    seed = game.get("seed")
    if isinstance(seed, int) and not isinstance(seed, bool) and abs(seed) >= MAX_SEED:
        raise ValueError(QT_TRANSLATE_NOOP("Files", "the saved seed is out of range ({value})")
                         .format(value=excerpt(seed)))
    for key in ("deal", "widow", "stock"):
        if key in game:
            _check_cards(game[key], _saved(key), nested=key == "deal")
    log = game.get("log")
    if isinstance(log, list) and len(log) > MAX_MOVES:
        raise ValueError(QT_TRANSLATE_NOOP(
            "Files", "the saved game holds {count} moves, more than any game played here "
            "(at most {limit})").format(count=f"{len(log):,}", limit=f"{MAX_MOVES:,}"))
    if isinstance(log, list):
        for index, entry in enumerate(log, start=1):
            if isinstance(entry, str):
                check_text(entry, QT_TRANSLATE_NOOP("Files", "move {number} of the saved game")
                           .format(number=index), max_length=MAX_MOVE_TEXT)


def _check_cards(value: Any, what: str, *, nested: bool) -> None:
    """An explicit deal (a list of hands), widow or stock: text or a list of card codes."""
    if nested and isinstance(value, list):
        if len(value) > MAX_SEATS:
            raise ValueError(QT_TRANSLATE_NOOP(
                "Files", "the saved deal has {count} hands; a table seats {seats}"
            ).format(count=f"{len(value):,}", seats=MAX_SEATS))
        for number, hand in enumerate(value, start=1):
            _check_cards(hand, QT_TRANSLATE_NOOP("Files", "the saved hand {number} of the deal")
                         .format(number=number), nested=False)
        return
    if isinstance(value, str):
        check_text(value, what, max_length=MAX_CARDS_TEXT)
    elif isinstance(value, list):
        if len(value) > MAX_CARDS:
            raise ValueError(QT_TRANSLATE_NOOP("Files", "{what} has {count} cards").format(
                what=what, count=f"{len(value):,}"))
        for card in value:
            if isinstance(card, str):
                check_text(card, QT_TRANSLATE_NOOP("Files", "a card in {what}").format(
                    what=what), max_length=4)
