"""Events: what happened, in JSON-friendly form.

Every applied action yields an event; automatic consequences (a trick won, a
hand scored, a new deal) are attached to it as ``effects`` and also appended
to the state's flat event list, which the GUI and the history consume.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    #: what happened: "dealt", "bid", "passed", "contract", "trump", "card_played",
    #: "trick_won", "melds", "hand_scored", "game_over"...
    kind: str
    #: the seat that acted or is concerned, if any
    seat: int | None = None
    #: details; only JSON types (cards as ``AS`` strings)
    data: dict[str, Any] = field(default_factory=dict)
    #: automatic follow-on events caused by the same action
    effects: tuple[Event, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "seat": self.seat, "data": self.data}
        if self.effects:
            out["effects"] = [e.to_dict() for e in self.effects]
        return out

    def all(self) -> list[Event]:
        """This event then its effects, flattened."""
        out = [self]
        for e in self.effects:
            out.extend(e.all())
        return out
