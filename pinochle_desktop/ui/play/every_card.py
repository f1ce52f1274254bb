"""Every card played as dealt: no undo and no claims while a challenge series or
a lesson runs on the table, and both given back as they were afterwards."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .controller import GameController

#: claims need at least this many tricks: none is ever offered
NO_CLAIMS = 10**6

#: what :func:`give_back` restores: (undo allowed, fewest tricks for a claim)
Saved = tuple[bool, int]


def undo_and_claims(controller: GameController) -> Saved:
    """The table's undo and claim settings as they are now."""
    return controller.allow_undo, controller.claim_min_tricks


def play_every_card(controller: GameController) -> None:
    """Switch undo and claims off."""
    controller.allow_undo = False
    controller.claim_min_tricks = NO_CLAIMS


def give_back(controller: GameController, saved: Saved) -> None:
    """Undo and claims as they were when ``saved`` was taken."""
    controller.allow_undo, controller.claim_min_tricks = saved
