"""Every card played as dealt: no undo and no claims while a challenge series or
a lesson runs on the table, and both given back as they were afterwards.

A challenge also plays fair (``fair_play``): nothing shows what the Expert would
choose while its own result is still to be compared, so the hint answers with
the reason instead and the coach is off. The window asks :func:`hint_refused`
before a hint and sets the Allow Undo preference through :func:`set_allow_undo`,
which keeps undo off until the series or lesson gives it back.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

if TYPE_CHECKING:
    from .controller import GameController

#: claims need at least this many tricks: none is ever offered
NO_CLAIMS = 10**6

#: what :func:`give_back` restores: (undo allowed, fewest tricks for a claim)
Saved = tuple[bool, int]


@dataclass
class _Held:
    """A table playing every card: undo as the preference wants it afterwards, and
    why no hint is given (None: hints are given)."""

    allow_undo: bool
    no_hints: str | None


_held: WeakKeyDictionary[GameController, _Held] = WeakKeyDictionary()


def undo_and_claims(controller: GameController) -> Saved:
    """The table's undo and claim settings as they are now."""
    held = _held.get(controller)
    allow = controller.allow_undo if held is None else held.allow_undo
    return allow, controller.claim_min_tricks


def play_every_card(controller: GameController, *, fair_play: str | None = None) -> None:
    """Switch undo and claims off; with ``fair_play`` (the reason, in words) hints and
    the coach too."""
    held = _held.get(controller)
    if held is None:
        _held[controller] = _Held(controller.allow_undo, fair_play)
    else:
        held.no_hints = fair_play
    controller.allow_undo = False
    controller.claim_min_tricks = NO_CLAIMS
    if fair_play is not None:
        controller.coach.cancel()
        controller.coach.enabled = False


def give_back(controller: GameController, saved: Saved) -> None:
    """Undo and claims as they were when ``saved`` was taken (undo as the preference
    wants it now, if it was changed meanwhile); hints come back."""
    held = _held.pop(controller, None)
    allow, controller.claim_min_tricks = saved
    controller.allow_undo = allow if held is None else held.allow_undo


def set_allow_undo(controller: GameController, on: bool) -> None:
    """The Allow Undo preference changed: the table follows it now, or, while every
    card is played, once that ends."""
    held = _held.get(controller)
    if held is None:
        controller.allow_undo = on
    else:
        held.allow_undo = on


def every_card_played(controller: GameController) -> bool:
    """Undo is held off by a challenge or a lesson (the preference is not followed)."""
    return controller in _held


def hint_refused(controller: GameController) -> str | None:
    """Why no hint is given on this table now, in words; None when one may be asked."""
    held = _held.get(controller)
    return None if held is None else held.no_hints
