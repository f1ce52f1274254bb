"""What a seat can infer from its observation: unseen cards, known holdings, voids.

Everything here is derived from an :class:`Observation` only, so a player that
builds its picture of the table through this module cannot peek.

Inferences:
* cards played, cards shown in meld (still held by their owner), cards this
  seat passed (held by the receiver until played), the widow turned up
  (held by the bidder unless buried), the kitty cards this seat gave;
* a seat that did not follow the led suit is void in it; one that also did
  not trump (when it had to) is void in trump;
* a seat that had to head the trick and played a lower card of the led suit
  holds no card of that suit above the best one then on the table (likewise
  for over-trumping).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...engine.cards import Card, make_deck
from ...engine.observation import Observation
from ...engine.play.trick import Trick, head_code


@dataclass
class Knowledge:
    seat: int
    #: cards whose location this seat does not know (in other hands, or buried)
    unseen: list[Card]
    #: cards known to be in another seat's hand right now
    known: dict[int, list[Card]] = field(default_factory=dict)
    #: for each seat, the card ids it may still hold (24-bit mask)
    allowed: dict[int, int] = field(default_factory=dict)
    #: how many unknown cards each other seat holds
    unknown_count: dict[int, int] = field(default_factory=dict)
    #: unseen cards that are in no hand (buried by another seat, or the widow)
    hidden_discards: int = 0
    #: all cards played so far this hand
    played: list[Card] = field(default_factory=list)


ALL = (1 << 24) - 1


def _suit_mask(suit: int) -> int:
    return 63 << (6 * suit)


def _above_mask(card: int) -> int:
    """Cards of the same suit ranked above ``card``."""
    base = card - card % 6
    return sum(1 << (base + r) for r in range(card % 6 + 1, 6))


def analyse(obs: Observation) -> Knowledge:
    rules = obs.rules
    me = obs.seat
    n = rules.num_players
    deck = Counter(make_deck(rules.deck))
    played: list[Card] = [c for _, t, _ in obs.tricks for _, c in t] + [c for _, c in obs.trick]
    remaining = deck.copy()
    remaining.subtract(obs.hand)
    remaining.subtract(played)
    # cards known in other hands
    known: dict[int, Counter[Card]] = {s: Counter() for s in range(n) if s != me}
    for s in known:
        if s < len(obs.meld_cards):
            known[s].update(obs.meld_cards[s])
    # cards this seat passed to its partner are in that hand unless played
    if obs.gave and obs.bidder is not None and rules.widow_mode != "kitty":
        gift = Counter(obs.gave)
        if me == obs.bidder:
            partners = rules.partners_of(me)
            receiver = partners[0] if partners else None
        else:
            receiver = obs.bidder
            # the bidder may pass some of them straight back (it saw them first)
            gift.subtract(obs.received)
        # a bidder who buries after the pass (racehorse: the blind, then the pass,
        # then the bury) may have buried what it was given: where is not known
        buries_after = (receiver == obs.bidder and rules.widow_size > 0
                        and rules.widow_mode in ("shown", "blind"))
        if receiver is not None and receiver in known and not buries_after:
            _add_unplayed(known[receiver], list(gift.elements()), obs, receiver)
    if me == obs.bidder:
        remaining.subtract(obs.buried)
    # hand building: the cards this seat rejected lie in its discard pile, in no hand
    remaining.subtract(obs.discards)
    if obs.drawn is not None:
        remaining.subtract((obs.drawn,))
    # remove known cards from the unseen pool
    for cards in known.values():
        for c, k in list(cards.items()):
            take = min(k, remaining[c])
            cards[c] = take
            remaining[c] -= take
    unseen = [c for c, k in sorted(remaining.items()) for _ in range(max(k, 0))]
    allowed = {s: ALL for s in known}
    _voids_and_ceilings(obs, allowed)
    unknown_count = {}
    for s in known:
        unknown_count[s] = obs.hand_sizes[s] - sum(known[s].values())
    buried_unknown = len(unseen) - sum(max(0, k) for k in unknown_count.values())
    return Knowledge(
        seat=me,
        unseen=unseen,
        known={s: sorted(c.elements()) for s, c in known.items()},
        allowed=allowed,
        unknown_count=unknown_count,
        hidden_discards=buried_unknown,
        played=played,
    )


def played_by_seat(obs: Observation) -> dict[int, list[Card]]:
    """The cards each seat has played this hand (the trick in progress included)."""
    out: dict[int, list[Card]] = {}
    for _, trick, _ in obs.tricks:
        for s, c in trick:
            out.setdefault(s, []).append(c)
    for s, c in obs.trick:
        out.setdefault(s, []).append(c)
    return out


def _add_unplayed(into: Counter[Card], cards: Sequence[Card], obs: Observation, seat: int) -> None:
    """Add ``cards`` to ``seat``'s known holding, less what ``seat`` has since played."""
    played_by = Counter(played_by_seat(obs).get(seat, []))
    gift = Counter(cards)
    gift.subtract(played_by)
    for c, k in gift.items():
        if k > 0:
            into[c] = max(into[c], k)


def _voids_and_ceilings(obs: Observation, allowed: dict[int, int]) -> None:
    rules = obs.rules
    trump = int(obs.trump) if obs.trump is not None else None
    if trump is None:
        return
    head = rules.head_rule
    tricks = [t for _, t, _ in obs.tricks]
    if rules.style == "classic":
        # phase 1 has no duty to follow: only phase-2 tricks (after the stock) tell
        if obs.stock_size or obs.up_card is not None:
            return
        head = rules.phase2_head
        tricks = tricks[12:]
    if obs.trick:
        tricks.append(obs.trick)
    code = head_code(head)
    must_trump = rules.must_trump
    for trick in tricks:
        now = Trick.of(trick[:1], trump)
        for seat, card in trick[1:]:
            if seat in allowed:
                allowed[seat] &= ~now.ruled_out(card, code, must_trump)
            now = now.add(seat, card)
