"""Two small helpers for the dialogs' translatable words (issue #25, ``docs/translations.md``).

* :func:`QT_TRANSLATE_NOOP` marks a literal of a table built at import time for
  ``pyside6-lupdate`` and returns it unchanged (typed ``str``: PySide6's own is
  typed ``object``); the text is translated where it is shown, with
  ``QCoreApplication.translate(context, value)``.
* :func:`plural` makes the English of a ``%n`` template. A template is written
  with ``(s)`` where English adds an ``s`` (``translate("Review", "%n hand(s)",
  None, n)``); Qt picks a translation's own plural form, but with no translation
  installed only ``%n`` is filled in: "1 hand", "3 hands" come from here. A
  translation never holds ``(s)``, so it passes through unchanged.
"""

from __future__ import annotations

__all__ = ["QT_TRANSLATE_NOOP", "plural"]


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """``text``, marked for the catalogue under ``context``."""
    return text


def plural(words: str, n: int) -> str:
    """``words`` (a translated ``%n`` template) with English ``(s)`` resolved for ``n``."""
    return words.replace("(s)", "" if n == 1 else "s")
