"""Game speed: how long computer players wait and how long animations take."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Speed:
    name: str
    label: str
    #: pause before each computer move, after a trick, between hands (autoplay),
    #: after the deal and after meld is shown, in ms
    delay_ms: int
    trick_pause_ms: int
    hand_pause_ms: int
    deal_pause_ms: int
    meld_pause_ms: int
    #: animation durations are multiplied by this (0 = no animation)
    animation: float


SPEEDS: dict[str, Speed] = {
    s.name: s
    for s in (
        Speed("slow", "Slow", 900, 1600, 3500, 1500, 4000, 1.4),
        Speed("normal", "Normal", 550, 1000, 2500, 1100, 2800, 1.0),
        Speed("fast", "Fast", 250, 550, 1500, 650, 1500, 0.6),
        Speed("instant", "Instant (no animation)", 0, 0, 0, 0, 0, 0.0),
    )
}
DEFAULT_SPEED = "normal"


def speed(name: str) -> Speed:
    return SPEEDS.get(name, SPEEDS[DEFAULT_SPEED])
