"""A scored hand: :class:`HandResult`, the typed form of the hand summary.

``state.history`` holds one per finished hand and the ``hand_scored`` event
carries its dict. The fields are named as the summary's keys always were, and
:meth:`HandResult.to_dict` gives back exactly the dict the engine built
before there was a class (the same keys, in the same order, with the same
values), so history rows, saved hand records and ``pinochle-sim`` output do
not change. Which keys that dict has depends on the game:

* auction games: ``bidder`` ... ``took_all`` (the bidder is never None there);
* a called partner (five-handed): also ``hand_points``, ``hand_sides``,
  ``partner`` and ``called``; the per-side lists are per seat;
* classic two-handed: ``trump``, ``dealer``, ``meld``, ``melds``, the counters,
  ``tricks``, ``last_trick`` and ``deltas``;
* racehorse: ``game_meld`` when a meld won the game;
* the check ledger: ``checks``, ``check_payments`` and ``check_totals``;
* the auction for stakes: ``stake``, ``settlement``, ``kitty_delta`` and ``kitty``
  (``deltas`` and ``scores`` are then units);
* always: ``scores`` and ``hand``.

A field that a game does not have is None (its lists too), and is left out of
:meth:`to_dict`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

_AUCTION_KEYS = (
    "bidder", "bidding_side", "contract", "trump", "made", "conceded", "unseen", "moon",
    "meld", "meld_saved", "points", "tricks", "buried_points", "deltas", "took_all",
)
_PARTNER_KEYS = ("hand_points", "hand_sides", "partner", "called")
_CLASSIC_KEYS = (
    "trump", "dealer", "meld", "melds", "counters", "counters_rounded", "points",
    "raw_points", "tricks", "last_trick", "deltas",
)


@dataclass(frozen=True, slots=True)
class HandResult:
    """How one hand scored. Per-side lists are indexed by the game's sides."""

    # -- every game --------------------------------------------------------------
    #: the hand's number in the game, from 0
    hand: int = 0
    #: each side's score after this hand
    scores: list[int] | None = None
    #: what each side scored this hand
    deltas: list[int] | None = None
    #: each side's meld (for classic, each player's)
    meld: list[int] | None = None
    #: each side's counters (classic: rounded when the rules round them)
    points: list[int] | None = None
    #: tricks each side took
    tricks: list[int] | None = None
    #: the trump suit's name ("S" for spades), None if none was named
    trump: str | None = None
    # -- auction games -----------------------------------------------------------
    bidder: int | None = None
    bidding_side: int | None = None
    contract: int | None = None
    made: bool | None = None
    conceded: bool | None = None
    #: conceded without seeing the widow
    unseen: bool | None = None
    moon: bool | None = None
    #: the meld each side kept (lost meld counts 0)
    meld_saved: list[int] | None = None
    #: counters buried by the bidder (they count for the bidder)
    buried_points: int | None = None
    #: the side that took every trick, if one did
    took_all: int | None = None
    # -- a called partner (five-handed) ---------------------------------------------
    #: the two teams' counters (``points`` is per seat)
    hand_points: list[int] | None = None
    #: the teams of this hand, as seat lists
    hand_sides: list[list[int]] | None = None
    partner: int | None = None
    #: the called card's code
    called: str | None = None
    # -- racehorse ---------------------------------------------------------------
    #: the seat whose meld won the game
    game_meld: int | None = None
    # -- RULES.md section 12 ----------------------------------------------------------
    #: the sides whose contract was void by a mis-bid (too little meld behind the bid)
    misbid: list[int] | None = None
    #: summed bids: each side's contract (the sum of its players' bids; 0: it did not bid)
    contracts: list[int] | None = None
    # -- the check ledger ----------------------------------------------------------
    checks: list[int] | None = None
    check_payments: list[int] | None = None
    check_totals: list[int] | None = None
    # -- the auction for stakes (RULES.md section 11) --------------------------------
    #: units each payer paid (or was paid) this hand: the bid's band value, doubled
    #: for spades (``stakes_spades_double``) and for a double bete
    stake: int | None = None
    #: how the hand was settled: "made", "claimed", "conceded_to" (the opponents
    #: conceded), "single_bete" (the bidder conceded), "double_bete" (played and
    #: lost) or "thrown_in" (at the minimum, without looking at the widow)
    settlement: str | None = None
    #: the kitty's units in (out when negative) this hand, and after it
    kitty_delta: int | None = None
    kitty: int | None = None
    # -- classic two-handed ----------------------------------------------------------
    dealer: int | None = None
    #: each player's melds: [{"kind", "name", "points", "cards"}, ...]
    melds: list[list[dict[str, Any]]] | None = None
    counters: list[int] | None = None
    counters_rounded: list[int] | None = None
    raw_points: list[int] | None = None
    last_trick: int | None = None

    @property
    def is_classic(self) -> bool:
        return self.melds is not None

    @property
    def has_partner(self) -> bool:
        """A hand with a called partner: the lists are per seat, ``hand_sides`` the teams."""
        return self.hand_sides is not None

    @property
    def is_stakes(self) -> bool:
        """A hand of the auction for stakes: ``deltas`` and ``scores`` are units."""
        return self.settlement is not None

    @property
    def bete(self) -> bool:
        """The bidder lost a stakes hand (single or double bete, or thrown in)."""
        return self.settlement in ("single_bete", "double_bete", "thrown_in")

    @property
    def kept_meld(self) -> list[int]:
        """The meld that counted: ``meld_saved`` where the game has it, else ``meld``."""
        if self.meld_saved is not None:
            return self.meld_saved
        return self.meld if self.meld is not None else []

    def _keys(self) -> list[str]:
        if self.melds is not None:
            keys = list(_CLASSIC_KEYS)
        elif self.bidder is not None:
            keys = list(_AUCTION_KEYS)
            if self.hand_sides is not None:
                keys.extend(_PARTNER_KEYS)
        else:
            keys = []
        for key in ("game_meld", "contracts", "misbid", "checks", "stake", "settlement",
                    "kitty_delta", "kitty"):
            if getattr(self, key) is not None:
                keys.append(key)
        keys += ["scores", "hand"]
        for key in ("check_payments", "check_totals"):
            if getattr(self, key) is not None:
                keys.append(key)
        return keys

    def to_dict(self) -> dict[str, Any]:
        """The summary as a dict: the keys this game has, in the engine's order."""
        out: dict[str, Any] = {}
        for key in self._keys():
            value = getattr(self, key)
            if isinstance(value, list):
                value = [list(v) if isinstance(v, list) else v for v in value]
            out[key] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> HandResult:
        """The result a summary dict describes (unknown keys are ignored)."""
        names = _FIELD_NAMES
        return cls(**{k: v for k, v in data.items() if k in names})

    @classmethod
    def of(cls, value: HandResult | dict[str, Any]) -> HandResult:
        """``value`` itself, or the result its dict describes."""
        return value if isinstance(value, HandResult) else cls.from_dict(value)


_FIELD_NAMES = frozenset(f.name for f in fields(HandResult))


def net_points(deltas: Sequence[float], side: int) -> float:
    """What a hand came to for ``side``: its points less the mean of the other sides'
    (a side gains by scoring more and by the others scoring less)."""
    others = [d for i, d in enumerate(deltas) if i != side]
    return deltas[side] - (sum(others) / len(others) if others else 0)
