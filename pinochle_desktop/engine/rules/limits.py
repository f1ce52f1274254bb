"""What each rule option documents about itself (:class:`OptionInfo`) and the checks of
its bounds: whole numbers in range, texts short and writable, collections of a
sane size.

:func:`.validation.validate_rules` runs :func:`limit_problems` on every option
*before* anything is built from the values, so a rule set with 10^8 players
or a 15 MB note is refused in a sentence at once, and every message quotes at
most :data:`EXCERPT` characters of a value (:func:`excerpt`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..quote import EXCERPT, excerpt, number, shown
from ..text import QT_TRANSLATE_NOOP

#: the most amounts a bid may name (min_bid, then each step up to max_bid): a bid grid
#: (engine.states.deal.bid_grid) of 10^8 amounts would never finish.
MAX_BID_STEPS = 2_000
#: the most seats at a table (num_players is 2 to this), so seats are 0 to MAX_SEATS - 1
MAX_SEATS = 8
#: the longest text of an option: the variant's name, a misdeal condition, a meld's name
MAX_OPTION_TEXT = 40
#: a meld value is from 0 to this
MAX_MELD_VALUE = 100_000
#: the most bands in a stakes table, and the most a number in it may be (a bid or units)
MAX_STAKES_BANDS = 40
MAX_STAKES_VALUE = 100_000



@dataclass(frozen=True)
class OptionInfo:
    """What a :class:`RuleSet` field documents about itself (its ``metadata["option"]``).

    ``choices``: the values allowed (for a tuple field: for each element);
    ``minimum``/``maximum``: the whole-number range (inclusive); ``optional``: None
    is allowed too (it means "none"/"unlimited"). The rules dialog builds its
    controls from these; :func:`validate_rules` checks them.

    For texts and tuple fields: ``max_items``, the most entries;
    ``max_text``, the most characters of the text (of each text in it);
    ``item_minimum``/``item_maximum``, the range of each whole number in it.
    """

    doc: str
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    optional: bool = False
    max_items: int | None = None
    max_text: int | None = None
    item_minimum: int | None = None
    item_maximum: int | None = None


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _writable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _text_problem(text: object, what: str, limit: int | None) -> str | None:
    if not isinstance(text, str):
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{what} must be text, not {text}."
        ).format(what=what, text=shown(text))
    if limit is not None and len(text) > limit:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{what} may be at most {limit:,} characters long, not {length:,}."
        ).format(what=what, limit=limit, length=len(text))
    if not _writable(text):
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{what} holds characters that cannot be saved: {text}."
        ).format(what=what, text=excerpt(text))
    return None


def _words(name: str) -> str:
    return name.replace("_", " ")


def _range_problem(what: str, value: object, low: int, high: int) -> str | None:
    if not _whole(value):
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{what} must be a whole number, not {value}."
        ).format(what=what, value=shown(value))
    assert isinstance(value, int)
    if not low <= value <= high:
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{what} must be from {low:,} to {high:,}, not {value}."
        ).format(what=what, low=low, high=high, value=number(value))
    return None


def limit_problems(name: str, value: Any, info: OptionInfo) -> list[str]:
    """What is out of bounds in option ``name``'s ``value`` (its type, range, length,
    number of entries), in words; cheap whatever the value's size."""
    what = _words(name).capitalize()
    if value is None:
        return [] if info.optional else [QT_TRANSLATE_NOOP(
            "Rules",
            "{what} must be set."
        ).format(what=what)]
    if info.minimum is not None and info.maximum is not None:
        problem = _range_problem(what, value, info.minimum, info.maximum)
        return [problem] if problem else []
    if info.max_items is None:
        if isinstance(value, str) or info.max_text is not None:
            problem = _text_problem(value, what, info.max_text)
            return [problem] if problem else []
        return []
    if not isinstance(value, tuple):
        return [QT_TRANSLATE_NOOP(
            "Rules",
            "{what} must be a list, not {value}."
        ).format(what=what, value=shown(value))]
    if len(value) > info.max_items:
        return [QT_TRANSLATE_NOOP(
            "Rules",
            "{what} may have at most {most:,} entries, not {length:,}."
        ).format(what=what, most=info.max_items, length=len(value))]
    problems: list[str] = []
    for item in value:
        problem = _item_problem(name, item, info)
        if problem:
            problems.append(problem)
            break  # one is enough to say what is wrong
    return problems


#: the shape of one entry of each tuple option: "text", "numbers" (a tuple of whole
#: numbers), "named" (a text and the numbers), "note" (two texts)
_ITEM_SHAPES = {
    "misdeal_conditions": "text",
    "sides": "numbers",
    "meld_values": "named",
    "stakes_bands": "numbers",
    "extra": "note",
}
#: a note's name (the ``extra`` option's first text) is at most this long
MAX_NOTE_NAME = 60


def _item_problem(name: str, item: Any, info: OptionInfo) -> str | None:
    what = _words(name).capitalize()
    shape = _ITEM_SHAPES.get(name, "text")
    if shape == "text":
        return _text_problem(
            item, QT_TRANSLATE_NOOP("Rules", "Each of the {option}").format(option=_words(name)),
            info.max_text)
    if shape == "note":
        if not isinstance(item, tuple) or len(item) != 2:
            return QT_TRANSLATE_NOOP(
                "Rules",
                "{what} must be pairs of a name and a text, not {item}."
            ).format(what=what, item=shown(item))
        return (_text_problem(item[0], QT_TRANSLATE_NOOP("Rules", "A note's name"), MAX_NOTE_NAME)
                or _text_problem(item[1], QT_TRANSLATE_NOOP("Rules", "A note"), info.max_text))
    numbers = item
    if shape == "named":
        if not isinstance(item, tuple) or len(item) != 2:
            return QT_TRANSLATE_NOOP(
                "Rules",
                "{what} must be pairs of a meld and its values, not {item}."
            ).format(what=what, item=shown(item))
        problem = _text_problem(item[0], QT_TRANSLATE_NOOP("Rules", "A meld's name"), info.max_text)
        if problem:
            return problem
        numbers = item[1]
        if not isinstance(numbers, tuple) or len(numbers) != 4:
            return QT_TRANSLATE_NOOP(
                "Rules", "Each meld has four values (for 1 to 4 copies), not {numbers}."
            ).format(numbers=shown(numbers))
    if not isinstance(numbers, tuple) or len(numbers) > (info.max_items or 0):
        return QT_TRANSLATE_NOOP(
            "Rules",
            "{what} holds {numbers}, which is not a short list of numbers."
        ).format(what=what, numbers=shown(numbers))
    low, high = info.item_minimum, info.item_maximum
    for value in numbers:
        if low is not None and high is not None:
            problem = _range_problem(_item_words(name), value, low, high)
            if problem:
                return problem
        elif not _whole(value):
            return QT_TRANSLATE_NOOP(
                "Rules",
                "{what} must hold whole numbers, not {value}."
            ).format(what=what, value=shown(value))
    return None


def _item_words(name: str) -> str:
    words = {"sides": QT_TRANSLATE_NOOP("Rules", "A seat in the sides"),
             "meld_values": QT_TRANSLATE_NOOP("Rules", "A meld value"),
             "stakes_bands": QT_TRANSLATE_NOOP("Rules", "A number in the stakes bands")}
    return words.get(name) or QT_TRANSLATE_NOOP("Rules", "A number in the {option}").format(
        option=_words(name))


__all__ = [
    "EXCERPT",
    "MAX_BID_STEPS",
    "MAX_MELD_VALUE",
    "MAX_NOTE_NAME",
    "MAX_OPTION_TEXT",
    "MAX_SEATS",
    "MAX_STAKES_BANDS",
    "MAX_STAKES_VALUE",
    "OptionInfo", "excerpt", "limit_problems", "number", "shown"]
