"""Game speed: how long computer players wait and how long animations take."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...engine.text import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Speed:
    name: str
    #: the speed's name in English (marked for the catalogue; :attr:`label` translates it)
    english: str
    #: pause before each computer move, after a trick, between hands (autoplay),
    #: after the deal and after meld is shown, in ms
    delay_ms: int
    trick_pause_ms: int
    hand_pause_ms: int
    deal_pause_ms: int
    meld_pause_ms: int
    #: animation durations are multiplied by this (0 = no animation)
    animation: float

    @property
    def label(self) -> str:
        """The speed's name in the player's language."""
        return QCoreApplication.translate("Speeds", self.english)


SPEEDS: dict[str, Speed] = {
    s.name: s
    for s in (
        Speed("slow", QT_TRANSLATE_NOOP("Speeds", "Slow"), 900, 1600, 3500, 1500, 4000, 1.4),
        Speed("normal", QT_TRANSLATE_NOOP("Speeds", "Normal"), 550, 1000, 2500, 1100, 2800, 1.0),
        Speed("fast", QT_TRANSLATE_NOOP("Speeds", "Fast"), 250, 550, 1500, 650, 1500, 0.6),
        Speed("instant", QT_TRANSLATE_NOOP("Speeds", "Instant (no animation)"), 0, 0, 0, 0, 0, 0.0),
    )
}
DEFAULT_SPEED = "normal"


def speed(name: str) -> Speed:
    return SPEEDS.get(name, SPEEDS[DEFAULT_SPEED])
