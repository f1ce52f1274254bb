"""The engine's, the storage's and the computer players' words, translated.

Those packages import no Qt: they write a player's text as a
:class:`~pinochle_desktop.engine.text.Text` (English, with its context,
template and fields). :func:`engine_text` turns one into the words of the
installed translation: the template through ``QCoreApplication.translate``,
each field that is itself a :class:`Text` likewise, then the fields filled in.
A plain ``str`` comes back unchanged.

Call it where such a text is shown, and before it goes through a Qt signal
typed ``str``: Qt hands a plain string on, and the translation is lost.
"""

from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication

from ..engine.text import Text, english
from ..storage.text import Clause

log = logging.getLogger(__name__)

__all__ = ["engine_text", "error_text"]


def engine_text(value: str) -> str:
    """``value`` in the player's language (a plain ``str`` is returned as it is)."""
    if not isinstance(value, Text):
        return value
    try:
        return _translated(value)
    except (KeyError, IndexError, ValueError, TypeError) as exc:
        # a translation naming a field the English lacks: the English is still right
        log.warning("translation of %r under %s cannot be filled in: %s",
                    value.template, value.context, exc)
        return str(value)


def error_text(exc: BaseException) -> str:
    """The sentence an exception carries, in the player's language.

    Storage raises its errors with a :class:`Text` (``exc.args[0]``), and
    ``str(exc)`` is its English: this translates it. Any other exception (an
    ``OSError`` from the system, a plain message) reads as ``str(exc)``."""
    args = getattr(exc, "args", ())
    if args and isinstance(args[0], Text) and str(exc) == args[0]:
        return engine_text(args[0])
    return str(exc)


def _translated(value: Text) -> str:
    words = QCoreApplication.translate(value.context, value.template,
                                       value.disambiguation, value.n)
    if value.n >= 0 and words == value.template.replace("%n", str(value.n)):
        words = english(value.template, value.n)  # untranslated: English plural forms
    if value.fields is not None:
        fields: dict[str, Any] = {
            name: engine_text(field) if isinstance(field, Text) else field
            for name, field in value.fields.items()
        }
        words = words.format_map(fields)
    if isinstance(value, Clause):  # worked into another sentence: no full stop of its own
        if words == str(Text(value.context, value.template, value.fields, value.n)):
            return str(value)  # untranslated: the English clause, in lower case
        words = words.rstrip(".")
    return words
