"""What one seat may know: the only input the computer players ever get.

Built by ``state.observation(seat)``. It holds the seat's own cards and public
information only: bids, the contract and trump, melds laid on the table, cards
played, the widow once it is turned up, and the cards this seat passed or
received. Another seat's hidden cards never appear here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import MISSING, dataclass, fields
from typing import Any, NoReturn

from .actions import Action
from .cards import Card, Suit, format_cards
from .phase import Phase
from .rules.ruleset import RuleSet


class FrozenDict(dict[str, Any]):
    """A dict that refuses changes: shared, read-only parts of observations.

    It is a ``dict`` (JSON, ``isinstance`` and equality work as before); every
    method that would change it raises TypeError, and copies share it.
    """

    __slots__ = ()

    def _read_only(self, *_args: object, **_kwargs: object) -> NoReturn:
        raise TypeError("this part of an observation is read-only; copy it to change it")

    __setitem__ = __delitem__ = __ior__ = _read_only
    clear = pop = popitem = setdefault = update = _read_only

    def __reduce__(self) -> tuple[type[FrozenDict], tuple[dict[str, Any]]]:
        return (FrozenDict, (dict(self),))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> FrozenDict:
        return self


class FrozenList(list[Any]):
    """A list that refuses changes (inside a :class:`FrozenDict`): equal to the
    same list, JSON as a list, shared by copies."""

    __slots__ = ()

    def _read_only(self, *_args: object, **_kwargs: object) -> NoReturn:
        raise TypeError("this part of an observation is read-only; copy it to change it")

    __setitem__ = __delitem__ = __iadd__ = __imul__ = _read_only
    append = extend = insert = remove = pop = clear = sort = reverse = _read_only

    def __reduce__(self) -> tuple[type[FrozenList], tuple[list[Any]]]:
        return (FrozenList, (list(self),))

    def __copy__(self) -> FrozenList:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> FrozenList:
        return self


#: values that are frozen already (freeze leaves them as they are, without a call)
_SCALARS = frozenset({str, int, float, bool, type(None)})


def freeze(value: Any) -> Any:
    """``value`` with every dict made a :class:`FrozenDict` and every list a
    :class:`FrozenList` (so it still equals the value it came from)."""
    scalars = _SCALARS
    if type(value) is dict or isinstance(value, Mapping):
        return FrozenDict(
            {k: v if type(v) in scalars else freeze(v) for k, v in value.items()}
        )
    if isinstance(value, list):
        return FrozenList([v if type(v) in scalars else freeze(v) for v in value])
    if isinstance(value, tuple):
        return tuple([v if type(v) in scalars else freeze(v) for v in value])
    return value


def thaw(value: Any) -> Any:
    """The plain form of a :func:`freeze` d value: dicts and lists again."""
    if isinstance(value, Mapping):
        return {k: thaw(v) for k, v in value.items()}
    if isinstance(value, list):
        return [thaw(v) for v in value]
    if isinstance(value, tuple):
        return tuple(thaw(v) for v in value)
    return value


@dataclass(frozen=True)
class MustConcede:
    """The engine's reason that the bidding side may only concede its contract.

    ``rule``: ``"over_max"`` (the meld and every counter in the tricks come to
    less than the contract) or ``"meld_near_bid"`` (the table's "meld near the
    bid to play": less meld than ``least_meld``, or more than ``gap`` below the
    contract). ``meld`` is the meld that counts toward the contract (the side's,
    or the bidder's own before the others have shown theirs)."""

    rule: str
    meld: int
    trick_points: int
    contract: int
    least_meld: int = 0
    gap: int = 0

    @property
    def most(self) -> int:
        """The most the bidding side could reach: its meld and every counter."""
        return self.meld + self.trick_points


@dataclass(frozen=True)
class ForcedBid:
    """The engine's reason that a seat may not pass, or was put in at the minimum.

    ``rule``: ``"first_bidder"`` (the first player must open), ``"holding_meld"``
    (a player holding meld may not pass before someone has bid) or
    ``"dealer_stuck"`` (everyone passed, so the dealer takes the contract).
    ``amount``: the least bid (or the contract the seat was put in at);
    ``meld``: the meld that forbids the pass (``"holding_meld"``)."""

    rule: str
    amount: int
    meld: int = 0


@dataclass(frozen=True)
class Observation:
    """What ``seat`` may know now: an immutable value (tuples, read-only dicts).

    Observations of the same hand share their unchanging parts (the melds,
    the finished tricks, the rules); ``dataclasses.replace`` makes a changed
    copy. The states build them with :func:`observe` (no ``__slots__``: one
    dict for all fields is what makes that fast).
    """

    seat: int
    rules: RuleSet
    #: a StrEnum: ``obs.phase == "play"`` holds
    phase: Phase
    current_player: int | None
    dealer: int
    hand_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    target: int
    legal_actions: tuple[Action, ...]
    #: seats that sit this hand out
    sitting_out: tuple[int, ...] = ()
    #: (seat, amount) in order; amount None for a pass
    bids: tuple[tuple[int, int | None], ...] = ()
    bidder: int | None = None
    contract: int | None = None
    trump: Suit | None = None
    #: the widow if this seat has seen it (turned up, or taken blind by this seat)
    widow: tuple[Card, ...] | None = None
    #: cards this seat gave away (passing, kitty) and received
    gave: tuple[Card, ...] = ()
    received: tuple[Card, ...] = ()
    #: cards this seat buried (bidder only)
    buried: tuple[Card, ...] = ()
    #: each seat's shown meld: {"total": n, "melds": [...]} (read-only) or None before meld
    melds: tuple[Mapping[str, Any] | None, ...] = ()
    #: cards each seat showed in meld (public until played)
    meld_cards: tuple[tuple[Card, ...], ...] = ()
    #: the trick in progress: (seat, card)
    trick: tuple[tuple[int, Card], ...] = ()
    #: finished tricks this hand: (leader, ((seat, card)...), winner)
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...], int], ...] = ()
    #: tricks and trick points taken per seat so far this hand
    tricks_taken: tuple[int, ...] = ()
    points_taken: tuple[int, ...] = ()
    moon: bool = False
    #: check pinochle's ledger: each seat's checks won (or paid) so far
    checks: tuple[int, ...] = ()
    #: five-handed: the card the bidder called, and its partner once it has
    #: shown itself by playing that card (None until then)
    called: Card | None = None
    partner: int | None = None
    # -- hand building (two-handed auction) ---------------------------------------
    #: the card this seat drew and must keep or reject (its turn to build only)
    drawn: Card | None = None
    #: the cards this seat rejected to its own discard pile (the ones it saw; the
    #: cards it discarded unseen are known to nobody)
    discards: tuple[Card, ...] = ()
    #: each seat's discard pile, how many cards
    discard_sizes: tuple[int, ...] = ()
    # -- classic two-handed --------------------------------------------------
    #: cards in the face-down pile (classic: the stock; hand building: the pile drawn from)
    stock_size: int = 0
    #: the turned-up trump card under the stock (None once taken)
    up_card: Card | None = None
    #: cards each seat has on the table in meld (classic phase 1)
    table: tuple[tuple[Card, ...], ...] = ()
    #: cards this seat has seen the opponent draw (the last stock card)
    known_opponent_cards: tuple[Card, ...] = ()
    #: the last face-down stock card, turned up for both while the winner chooses
    exposed_card: Card | None = None
    # -- the engine's own decisions, with their reasons (the seat to act only) ------
    #: bidding: why Pass is not allowed; the widow question: why this seat holds
    #: the contract it may concede unseen
    forced_bid: ForcedBid | None = None
    #: declaring: why the bidding side may only concede
    must_concede: MustConcede | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form (for logs and debugging)."""
        return {
            "seat": self.seat,
            "variant": self.rules.variant,
            "phase": self.phase.value,
            "current_player": self.current_player,
            "dealer": self.dealer,
            "hand": format_cards(self.hand),
            "hand_sizes": list(self.hand_sizes),
            "bids": list(self.bids),
            "bidder": self.bidder,
            "contract": self.contract,
            "trump": self.trump.name if self.trump is not None else None,
            "called": self.called.code if self.called is not None else None,
            "partner": self.partner,
            "widow": format_cards(self.widow) if self.widow is not None else None,
            "gave": format_cards(self.gave),
            "received": format_cards(self.received),
            "buried": format_cards(self.buried),
            "melds": [thaw(m) if m is not None else None for m in self.melds],
            "trick": [(s, c.code) for s, c in self.trick],
            "tricks": [(lead, [(s, c.code) for s, c in t], w) for lead, t, w in self.tricks],
            "scores": list(self.scores),
            "legal_actions": [str(a) for a in self.legal_actions],
            "stock_size": self.stock_size,
            "up_card": self.up_card.code if self.up_card is not None else None,
            "table": [format_cards(t) for t in self.table],
        }

    def hidden_card_count(self) -> int:
        """How many cards are unseen by this seat (in other hands, stock or widow)."""
        return sum(n for s, n in enumerate(self.hand_sizes) if s != self.seat)


#: every field's name, and the defaults of those that have one
FIELDS: tuple[str, ...] = tuple(f.name for f in fields(Observation))
_DEFAULTS: dict[str, Any] = {
    f.name: f.default for f in fields(Observation) if f.default is not MISSING
}


def observe(**values: Any) -> Observation:
    """``Observation(**values)`` without the frozen dataclass's field-by-field
    ``__init__`` (a third of an observation's cost): the fields are set as one
    dict. Every field without a default must be given, and nothing else."""
    data = _DEFAULTS.copy()
    data.update(values)
    if len(data) != len(FIELDS) or len(values) < len(FIELDS) - len(_DEFAULTS):
        unknown = set(values) - set(FIELDS)
        missing = set(FIELDS) - set(data)
        raise TypeError(f"observe(): unknown fields {unknown}, missing fields {missing}")
    return observation_of(data)


def observation_of(data: dict[str, Any]) -> Observation:
    """The observation whose fields are ``data``, taken as it is (not copied):
    ``data`` must hold every field (as :func:`observe` makes sure) and values
    that are never changed."""
    if len(data) != _FIELD_COUNT:
        raise TypeError(f"observation_of(): {len(data)} fields, not {len(FIELDS)}")
    obs = _new(Observation)
    _set(obs, "__dict__", data)
    return obs


_FIELD_COUNT = len(FIELDS)
_new = object.__new__
_set = object.__setattr__
