"""What one seat may know: the only input the computer players ever get.

Built by ``state.observation(seat)``. It holds the seat's own cards and public
information only: bids, the contract and trump, melds laid on the table, cards
played, the widow once it is turned up, and the cards this seat passed or
received. Another seat's hidden cards never appear here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .cards import Card, Suit, format_cards
from .rules import RuleSet


@dataclass
class Observation:
    seat: int
    rules: RuleSet
    phase: str
    current_player: int | None
    dealer: int
    hand_number: int
    hand: list[Card]
    hand_sizes: list[int]
    scores: list[int]
    target: int
    legal_actions: list[Action]
    #: seats that sit this hand out
    sitting_out: tuple[int, ...] = ()
    #: (seat, amount) in order; amount None for a pass
    bids: list[tuple[int, int | None]] = field(default_factory=list)
    bidder: int | None = None
    contract: int | None = None
    trump: Suit | None = None
    #: the widow if this seat has seen it (turned up, or taken blind by this seat)
    widow: list[Card] | None = None
    #: cards this seat gave away (passing, kitty) and received
    gave: list[Card] = field(default_factory=list)
    received: list[Card] = field(default_factory=list)
    #: cards this seat buried (bidder only)
    buried: list[Card] = field(default_factory=list)
    #: each seat's shown meld: {"total": n, "melds": [...]} or None before meld
    melds: list[dict[str, Any] | None] = field(default_factory=list)
    #: cards each seat showed in meld (public until played)
    meld_cards: list[list[Card]] = field(default_factory=list)
    #: the trick in progress: (seat, card)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    #: finished tricks this hand: (leader, [(seat, card)...], winner)
    tricks: list[tuple[int, list[tuple[int, Card]], int]] = field(default_factory=list)
    #: tricks and trick points taken per seat so far this hand
    tricks_taken: list[int] = field(default_factory=list)
    points_taken: list[int] = field(default_factory=list)
    moon: bool = False
    #: check pinochle's ledger: each seat's checks won (or paid) so far
    checks: list[int] = field(default_factory=list)
    #: five-handed: the card the bidder called, and its partner once it has
    #: shown itself by playing that card (None until then)
    called: Card | None = None
    partner: int | None = None
    # -- classic two-handed --------------------------------------------------
    stock_size: int = 0
    #: the turned-up trump card under the stock (None once taken)
    up_card: Card | None = None
    #: cards each seat has on the table in meld (classic phase 1)
    table: list[list[Card]] = field(default_factory=list)
    #: cards this seat has seen the opponent draw (the last stock card)
    known_opponent_cards: list[Card] = field(default_factory=list)
    #: the last face-down stock card, turned up for both while the winner chooses
    exposed_card: Card | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON-friendly form (for logs and debugging)."""
        return {
            "seat": self.seat,
            "variant": self.rules.variant,
            "phase": self.phase,
            "current_player": self.current_player,
            "dealer": self.dealer,
            "hand": format_cards(self.hand),
            "hand_sizes": self.hand_sizes,
            "bids": self.bids,
            "bidder": self.bidder,
            "contract": self.contract,
            "trump": self.trump.name if self.trump is not None else None,
            "called": self.called.code if self.called is not None else None,
            "partner": self.partner,
            "widow": format_cards(self.widow) if self.widow is not None else None,
            "gave": format_cards(self.gave),
            "received": format_cards(self.received),
            "buried": format_cards(self.buried),
            "melds": self.melds,
            "trick": [(s, c.code) for s, c in self.trick],
            "tricks": [(lead, [(s, c.code) for s, c in t], w) for lead, t, w in self.tricks],
            "scores": self.scores,
            "legal_actions": [str(a) for a in self.legal_actions],
            "stock_size": self.stock_size,
            "up_card": self.up_card.code if self.up_card is not None else None,
            "table": [format_cards(t) for t in self.table],
        }

    def hidden_card_count(self) -> int:
        """How many cards are unseen by this seat (in other hands, stock or widow)."""
        return sum(n for s, n in enumerate(self.hand_sizes) if s != self.seat)
