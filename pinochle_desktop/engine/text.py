"""Words for players, written below the window: marked for translation, shown in English.

The engine, the storage and the computer players import no Qt, yet some of their
text reaches the screen: why a move is refused, a meld's name, a variant's title,
a contradiction in the house rules, a file that could not be read. Such text is
written with :func:`QT_TRANSLATE_NOOP` (or :func:`translate` when it has plural
forms) and, when it has fields, ``.format(name=value)``::

    QT_TRANSLATE_NOOP("Refusals", "Play a card.")
    QT_TRANSLATE_NOOP("Refusals", "Bid {amount} or more.").format(amount=250)
    translate("Refusals", "Choose exactly %n card(s) to {verb}.", None, n).format(verb=verb)

Both names are the ones ``pyside6-lupdate`` looks for, so the templates land in
the catalogue under their context (only literal arguments, given by position: a
call with a keyword argument or an f-string is not extracted properly).

What they return is a :class:`Text`: a ``str`` whose value is the English
sentence, so every caller, comparison, log line and saved file sees exactly the
words it saw before, and which also carries its context, template and fields.
``pinochle_desktop.ui.engine_text`` translates the template and each field that
is itself a :class:`Text`, then fills the fields in. Anything that makes a new
string from a :class:`Text` (``+``, an f-string, ``.lower()``, ``str.join``)
makes plain English: the translation is lost, never the words.

English plural forms: in a :func:`translate` template ``%n`` is the number and
``(s)`` becomes ``s`` unless the number is 1 ("%n card(s)": "1 card", "3 cards").
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["QT_TRANSLATE_NOOP", "Text", "alternatives", "english", "english_plural", "listing",
           "translate"]


def english_plural(words: str, n: int) -> str:
    """English plural forms where no translation gave its own: ``(s)`` is ``s`` unless
    ``n`` is 1 or -1 ("1 card", "3 cards", "-1 unit"); a translation has no ``(s)``."""
    return words.replace("(s)", "" if abs(n) == 1 else "s")


def english(template: str, n: int = -1) -> str:
    """``template``'s English words for the number ``n`` (``-1``: no number).

    ``%n`` is replaced by ``n``, and ``(s)`` by ``s`` unless ``n`` is 1."""
    if n < 0 and "%n" not in template:
        return template
    return english_plural(template.replace("%n", str(n)), n)


class Text(str):
    """An English sentence that remembers how to translate itself.

    ``context``, ``template`` and ``disambiguation`` are the catalogue entry;
    ``n`` the number of a plural form (``-1`` without one); ``fields`` the
    values to fill in (``None`` when the template is shown as it is, so a
    template with no fields may hold braces)."""

    __slots__ = ("context", "disambiguation", "fields", "n", "template")

    context: str
    template: str
    fields: Mapping[str, Any] | None
    n: int
    disambiguation: str | None

    def __new__(cls, context: str, template: str, fields: Mapping[str, Any] | None = None,
                n: int = -1, disambiguation: str | None = None) -> Text:
        words = english(template, n)
        if fields is not None:
            words = words.format_map(fields)
        self = super().__new__(cls, words)
        self.context = context
        self.template = template
        self.fields = None if fields is None else dict(fields)
        self.n = n
        self.disambiguation = disambiguation
        return self

    def format(self, *args: object, **fields: Any) -> Text:
        """This text with its named fields filled in (still translatable).

        Fields are named, never positional: a translation may reorder them."""
        if args:
            raise TypeError("a Text's fields are named: use .format(name=value)")
        merged = {**(self.fields or {}), **fields}
        return Text(self.context, self.template, merged, self.n, self.disambiguation)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Text, (self.context, self.template, self.fields, self.n, self.disambiguation))

    def __copy__(self) -> Text:
        return self

    def __deepcopy__(self, _memo: object) -> Text:
        return self


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # Qt's name: lupdate looks for it
    """Mark ``source`` for the catalogue under ``context``; its English value is ``source``."""
    return Text(context, source)


def translate(context: str, source: str, disambiguation: str | None = None,
              n: int = -1) -> Text:
    """Mark ``source`` (with plural forms when ``n`` is given) for the catalogue.

    Named and ordered like ``QCoreApplication.translate`` so lupdate extracts it
    (with ``numerus="yes"`` when a number is passed); it translates nothing: the
    English words come back, as a :class:`Text` the window translates."""
    return Text(context, source, None, n, disambiguation)


def listing(items: Sequence[str]) -> str:
    """``items`` as one list: "bid, pass, concede" (translatable, item by item)."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = QT_TRANSLATE_NOOP("Lists", "{items}, {item}").format(items=joined, item=item)
    return joined


def alternatives(items: Sequence[str]) -> str:
    """``items`` as choices: "spades, hearts or clubs" (translatable, item by item)."""
    if len(items) <= 1:
        return items[0] if items else ""
    return QT_TRANSLATE_NOOP("Lists", "{items} or {item}").format(
        items=listing(items[:-1]), item=items[-1])
