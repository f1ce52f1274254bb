"""Who sat where: names and computer levels, as stored in saves and the history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.text import QT_TRANSLATE_NOOP
from .text import check_text

#: a seat's name: the Preferences and New Game dialogs allow at most 40 characters
MAX_NAME = 40
#: a computer level with its options ("expert/samples=128/z=0")
MAX_LEVEL = 64


@dataclass(frozen=True)
class SeatInfo:
    name: str
    #: a computer player's level ("standard", "expert"...); None for a person
    level: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "level": self.level}

    @staticmethod
    def from_dict(data: Any) -> SeatInfo:
        """ValueError (in words) unless ``data`` is ``{"name": text, "level": text|null}``,
        the name at most 40 characters, both one line that can be written back."""
        if not isinstance(data, dict):
            raise ValueError(QT_TRANSLATE_NOOP("Files", "a seat is not described properly"))
        name, level = data.get("name"), data.get("level")
        if not isinstance(name, str):
            raise ValueError(QT_TRANSLATE_NOOP("Files", "a seat's name is missing or not text"))
        check_text(name, QT_TRANSLATE_NOOP("Files", "a seat's name"), max_length=MAX_NAME)
        if level is not None:
            if not isinstance(level, str):
                raise ValueError(QT_TRANSLATE_NOOP("Files", "a seat's level is not text"))
            check_text(level, QT_TRANSLATE_NOOP("Files", "a seat's level"),
                       max_length=MAX_LEVEL)
        return SeatInfo(name, level)


def default_seats(num_players: int, human_seat: int | None = 0) -> list[SeatInfo]:
    """ "Seat 1".. with a person at ``human_seat`` and unknown computers elsewhere."""
    return [
        SeatInfo(f"Seat {s + 1}", None if s == human_seat else "unknown")
        for s in range(num_players)
    ]


def human_seat_of(seats: Sequence[SeatInfo]) -> int | None:
    """The first seat a person holds, or None when computers play every seat."""
    return next((s for s, info in enumerate(seats) if info.level is None), None)


def opponents_level(seats: Sequence[SeatInfo]) -> str:
    """The computers' level, or "mixed" when they differ (for statistics by difficulty)."""
    levels = {info.level for info in seats if info.level is not None}
    if not levels:
        return "none"
    return levels.pop() if len(levels) == 1 else "mixed"
