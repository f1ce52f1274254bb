"""A seat's picture of the trick play, as card masks, built from its observation only.

This is the "card memory" of the published levels: what has been played,
what was shown in meld and passed, and (through :mod:`.knowledge`) the voids
and ceilings revealed by play. From it the card-play rules ask whether a
card is a sure winner and whether an opponent may still beat a partner.

Classic two-handed is read here directly, not through :func:`.knowledge.analyse`:
in its first phase nobody has to follow suit, so a card of another suit says
nothing about a void, and in its second phase the opponent's hand is exactly
the cards not yet seen.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...engine.cards import Card, make_deck
from ...engine.observation import Observation
from ...engine.play.fast import ABOVE, SUIT_MASK
from ..knowledge.holdings import Knowledge, analyse
from .heuristics import can_beat, to_mask


@dataclass
class View:
    seat: int
    trump: int
    #: seats in play, clockwise
    order: list[int]
    hand: int
    #: for every other seat in play: the cards it may hold (presence mask)
    possible: dict[int, int]
    #: cards each other seat is known to hold
    known: dict[int, int]
    opponents: list[int]
    partners: list[int]
    knowledge: Knowledge | None = None
    #: classic phase 2: the opponent's exact hand
    exact: list[list[Card]] | None = None
    extra: dict[str, int] = field(default_factory=dict)

    @property
    def threat(self) -> int:
        """Every card an opponent may hold."""
        out = 0
        for s in self.opponents:
            out |= self.possible[s]
        return out

    def may_void(self, seat: int, suit: int) -> bool:
        """Could ``seat`` be out of ``suit``? (Not when it is known to hold one.)"""
        return not self.known[seat] & SUIT_MASK[suit]

    def unsafe_suits(self) -> int:
        """Suit mask of plain suits some opponent is surely out of while it may trump."""
        tm = SUIT_MASK[self.trump]
        out = 0
        for suit in range(4):
            if suit == self.trump:
                continue
            sm = SUIT_MASK[suit]
            for s in self.opponents:
                if not self.possible[s] & sm and self.possible[s] & tm:
                    out |= sm
                    break
        return out

    def plain_sure(self) -> int:
        """Our plain cards that would surely win if led now."""
        tm = SUIT_MASK[self.trump]
        threat = self.threat
        out = 0
        for suit in range(4):
            if suit == self.trump:
                continue
            mine = self.hand & SUIT_MASK[suit]
            if not mine:
                continue
            if any(self.may_void(s, suit) and self.possible[s] & tm for s in self.opponents):
                continue
            for c in range(suit * 6, suit * 6 + 6):
                if mine >> c & 1 and not threat & ABOVE[c]:
                    out |= 1 << c
        return out

    def partner_safe(self, trick: Sequence[tuple[int, Card]], win: int) -> bool:
        """No opponent still to play this trick can beat ``win``."""
        if not trick:
            return False
        n = len(self.order)
        i = self.order.index(self.seat)
        later = [self.order[(i + k) % n] for k in range(1, n - len(trick))]
        led = trick[0][1] // 6
        for s in later:
            if s in self.opponents and can_beat(
                win, led, self.trump, self.possible[s], self.may_void(s, led)
            ):
                return False
        return True


def active_seats(obs: Observation) -> list[int]:
    return [s for s in range(obs.rules.num_players) if s not in obs.sitting_out]


def build_view(obs: Observation) -> View:
    """The seat's view of the trick play (auction variants and classic phase 2)."""
    assert obs.trump is not None
    rules = obs.rules
    me = obs.seat
    order = active_seats(obs)
    side = rules.side_of(me)
    others = [s for s in order if s != me]
    partners = [s for s in others if rules.side_of(s) == side]
    opponents = [s for s in others if rules.side_of(s) != side]
    if rules.style == "classic":
        opp = 1 - me
        hidden = classic_unseen(obs)
        mask = to_mask(hidden)
        exact = [list(obs.hand), hidden] if me == 0 else [hidden, list(obs.hand)]
        return View(me, int(obs.trump), order, to_mask(obs.hand), {opp: mask}, {opp: mask},
                    [opp], [], None, exact=exact)
    know = analyse(obs)
    unseen = to_mask(know.unseen)
    possible = {}
    known = {}
    for s in others:
        k = to_mask(know.known.get(s, []))
        known[s] = k
        unknown = know.unknown_count.get(s, 0) > 0
        possible[s] = k | (unseen & know.allowed.get(s, -1)) if unknown else k
    return View(me, int(obs.trump), order, to_mask(obs.hand), possible, known, opponents,
                partners, know)


def classic_unseen(obs: Observation) -> list[Card]:
    """Classic two-handed: cards this seat has not seen played or in its own hand.

    In phase 2 these are exactly the opponent's hand. In phase 1 they are the
    opponent's hidden cards plus the face-down stock.
    """
    rest = Counter(make_deck(obs.rules.deck))
    rest.subtract(obs.hand)
    if obs.table:
        rest.subtract(obs.table[obs.seat])
        rest.subtract(obs.table[1 - obs.seat])
    rest.subtract(c for _, t, _ in obs.tricks for _, c in t)
    rest.subtract(c for _, c in obs.trick)
    if obs.up_card is not None:
        rest[obs.up_card] -= 1
    if obs.phase != "play":
        rest.subtract(obs.known_opponent_cards)
    return sorted(c for c, k in rest.items() for _ in range(max(k, 0)))
