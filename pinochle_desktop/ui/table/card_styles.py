"""The deck faces and card backs a player can choose (names for menus)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from PySide6.QtCore import QCoreApplication

from ...engine.text import QT_TRANSLATE_NOOP


class StyleNames(Mapping[str, str]):
    """Style key -> its name for a menu, in the player's language (looked up when read)."""

    def __init__(self, context: str, english: dict[str, str]) -> None:
        self._context = context
        self._english = english

    def __getitem__(self, key: str) -> str:
        return QCoreApplication.translate(self._context, self._english[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self._english)

    def __len__(self) -> int:
        return len(self._english)


#: face styles: folder name -> words for a menu
FACE_STYLES = StyleNames("CardStyles", {
    "2color": QT_TRANSLATE_NOOP("CardStyles", "Two-colour deck"),
    "4color": QT_TRANSLATE_NOOP("CardStyles", "Four-colour deck"),
})
#: card backs: file stem -> words for a menu
BACK_STYLES = StyleNames("CardStyles", {
    "blue": QT_TRANSLATE_NOOP("CardStyles", "Blue back"),
    "red": QT_TRANSLATE_NOOP("CardStyles", "Red back"),
    "green": QT_TRANSLATE_NOOP("CardStyles", "Green back"),
})
