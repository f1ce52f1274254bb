"""The computer players' levels in words, for the New Game and Preferences dialogs.

The level names (``easy``, ``standard``...) are the player registry's keys;
:func:`level_name` is what a player reads, translated (context ``Levels``). A
level this table does not know (a colleague's new one) is shown capitalised.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..translating import QT_TRANSLATE_NOOP

LEVEL_NAMES = {
    "random": QT_TRANSLATE_NOOP("Levels", "Random"),
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "standard": QT_TRANSLATE_NOOP("Levels", "Standard"),
    "pro": QT_TRANSLATE_NOOP("Levels", "Pro"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}


def level_name(level: str) -> str:
    """``level`` as the player reads it ("Expert")."""
    words = LEVEL_NAMES.get(level)
    return QCoreApplication.translate("Levels", words) if words else level.capitalize()


__all__ = ["LEVEL_NAMES", "level_name"]
