"""The fast trick-play model's data: card-id tables, the hand's fixed
:class:`PlayConfig`, the :class:`FastPosition` and the ways to build one.

Part of the fast model described in :mod:`.fast` (which re-exports every name
here): the moves are in :mod:`.fast_moves`, the random playouts in
:mod:`.fast_playout`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..cards import ALL_CARDS, Card, Suit, SuitLike, deck_copies, format_cards, to_suit
from ..phase import Phase
from ..rules.ruleset import RuleSet
from ..rules.values import card_values
from . import trick as _trick
from .trick import BIT, HEAD_CODES, Trick

# --- card tables: the kernel's (engine.trick), re-exported for the search code -----

#: every card id
ALL_MASK = _trick.ALL_MASK

_Choices = tuple[int, ...]


def _bits_of(mask: int, offset: int) -> _Choices:
    return tuple(offset + i for i in range(mask.bit_length()) if mask >> i & 1)


#: for a 12-bit mask (spades and hearts), the card ids it holds
LOW_IDS: tuple[_Choices, ...] = tuple(_bits_of(m, 0) for m in range(4096))
#: for the top 12 bits (diamonds and clubs) shifted down, the card ids it holds
HIGH_IDS: tuple[_Choices, ...] = tuple(_bits_of(m, 12) for m in range(4096))
#: per suit: for a 6-bit mask of that suit (shifted down), the card ids it holds
SUIT_IDS: tuple[tuple[_Choices, ...], ...] = tuple(
    tuple(_bits_of(m, 6 * s) for m in range(64)) for s in range(4)
)


def mask_cards(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, lowest id first."""
    return [ALL_CARDS[c] for c in LOW_IDS[mask & 4095] + HIGH_IDS[mask >> 12 & 4095]]


#: a presence mask of some cards (copies collapse)
cards_mask = _trick.mask_of


# --- the rules and the table, fixed for a hand -----------------------------------


class PlayConfig:
    """What stays fixed during one hand's trick play: rules, trump, seats, sides.

    Shared (never copied) by every position of the hand; built once per rule
    set, trump and seating order and cached by :func:`play_config`.
    """

    __slots__ = (
        "copies",
        "fast",
        "first_lead_trump",
        "followers",
        "head",
        "last_bonus",
        "must_trump",
        "n",
        "next_seat",
        "num_seats",
        "num_sides",
        "order",
        "rules",
        "side",
        "trump",
        "values",
    )

    def __init__(
        self, rules: RuleSet, order: Sequence[int], head_rule: str | None = None,
        trump: SuitLike | None = None,
    ) -> None:
        rule = head_rule or rules.head_rule
        if rule not in HEAD_CODES:
            raise ValueError(f"unknown head_rule {rule!r}")
        order = tuple(int(s) for s in order)
        n_seats = rules.num_players
        if not order or len(set(order)) != len(order) or not all(0 <= s < n_seats for s in order):
            raise ValueError(f"bad seating order {order!r} for {n_seats} seats")
        self.rules = rules
        self.order: tuple[int, ...] = order
        self.n = len(order)
        self.num_seats = n_seats
        self.side: tuple[int, ...] = tuple(
            rules.side_of(s) if any(s in side for side in rules.sides) else -1
            for s in range(n_seats)
        )
        if any(self.side[s] < 0 for s in order):
            raise ValueError("every seat in play must belong to a side")
        self.num_sides = len(rules.sides)
        nxt = [-1] * n_seats
        follow: list[tuple[tuple[int, int], ...]] = [()] * n_seats
        for i, s in enumerate(order):
            nxt[s] = order[(i + 1) % self.n]
            follow[s] = tuple(
                (order[(i + k) % self.n], 24 * order[(i + k) % self.n]) for k in range(1, self.n)
            )
        #: the seat after each seat in play order (-1 for seats out of play)
        self.next_seat: tuple[int, ...] = tuple(nxt)
        #: for a leader: ((seat, seat * 24), ...) of the others in play order
        self.followers: tuple[tuple[tuple[int, int], ...], ...] = tuple(follow)
        #: 0 always, 1 always_strict, 2 trump_led, 3 never
        self.head = HEAD_CODES[rule]
        self.must_trump = rules.must_trump
        self.first_lead_trump = rules.first_lead_trump
        #: the trump suit's index (-1: not given; the values are then those before
        #: trump is named)
        self.trump = -1 if trump is None else int(to_suit(trump))
        #: what each card id is worth in the tricks (the rules' table, not a copy)
        self.values: tuple[int, ...] = card_values(rules, trump)
        self.last_bonus = rules.last_trick_bonus
        self.copies = deck_copies(rules.deck)
        #: the specialised playout loop applies (head_rule always + must_trump)
        self.fast = self.head == 0 and self.must_trump


_CONFIGS: dict[tuple[RuleSet, tuple[int, ...], str | None, int], PlayConfig] = {}


def play_config(
    rules: RuleSet, order: Sequence[int], head_rule: str | None = None,
    trump: SuitLike | None = None,
) -> PlayConfig:
    """The (cached) :class:`PlayConfig` for these rules, trump and play order."""
    key = (rules, tuple(order), head_rule, -1 if trump is None else int(to_suit(trump)))
    cfg = _CONFIGS.get(key)
    if cfg is None:
        if len(_CONFIGS) > 256:
            _CONFIGS.clear()
        cfg = _CONFIGS[key] = PlayConfig(rules, order, head_rule, trump)
    return cfg


# --- a position --------------------------------------------------------------------


class FastPosition:
    """A trick-play position with full information (every hand known).

    Fields (all public, read freely; change them only through :func:`play`):
    ``hands[seat]`` presence mask; ``counts[seat * 24 + card]`` copies held;
    ``trump`` suit index; ``turn`` seat to move (-1 once the hand is over);
    ``trick`` card ids of the trick in progress, led by ``leader``; ``win``
    and ``win_seat`` the card winning it so far and who played it; ``best``
    the highest card of the led suit so far (``always_strict``); ``points``
    and ``tricks`` per side (``points`` gets the last-trick bonus when the
    last trick is taken); ``first_lead`` until the first card is led;
    ``left`` cards still in hands; ``last_winner`` winner of the last
    finished trick (-1 before the first).
    """

    __slots__ = (
        "best",
        "cfg",
        "counts",
        "first_lead",
        "hands",
        "last_winner",
        "leader",
        "left",
        "points",
        "trick",
        "tricks",
        "trump",
        "turn",
        "win",
        "win_seat",
    )

    cfg: PlayConfig
    hands: list[int]
    counts: list[int]
    trump: int
    turn: int
    trick: list[int]
    leader: int
    win: int
    win_seat: int
    best: int
    points: list[int]
    tricks: list[int]
    first_lead: bool
    left: int
    last_winner: int

    def copy(self) -> FastPosition:
        """An independent copy (a few list slices; far cheaper than deepcopy)."""
        new = _new_position()
        new.cfg = self.cfg
        new.hands = self.hands[:]
        new.counts = self.counts[:]
        new.trump = self.trump
        new.turn = self.turn
        new.trick = self.trick[:]
        new.leader = self.leader
        new.win = self.win
        new.win_seat = self.win_seat
        new.best = self.best
        new.points = self.points[:]
        new.tricks = self.tricks[:]
        new.first_lead = self.first_lead
        new.left = self.left
        new.last_winner = self.last_winner
        return new

    @property
    def is_over(self) -> bool:
        return self.turn < 0

    @property
    def trick_seats(self) -> list[int]:
        """The seats that have played to the trick in progress, in order."""
        out: list[int] = []
        seat = self.leader
        for _ in self.trick:
            out.append(seat)
            seat = self.cfg.next_seat[seat]
        return out

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds, copies repeated, lowest id first."""
        base = 24 * seat
        return [ALL_CARDS[c] for c in range(24) for _ in range(self.counts[base + c])]

    def __repr__(self) -> str:
        hands = "; ".join(f"{s}: {format_cards(self.hand(s))}" for s in self.cfg.order)
        return (
            f"FastPosition(trump={Suit(self.trump).name}, turn={self.turn}, "
            f"trick={format_cards(self.trick)}, points={self.points}, hands=[{hands}])"
        )


def _new_position() -> FastPosition:
    return FastPosition.__new__(FastPosition)


def from_hands(
    rules: RuleSet,
    hands: Sequence[Iterable[int]],
    trump: SuitLike,
    order: Sequence[int],
    *,
    leader: int | None = None,
    trick: Sequence[tuple[int, int]] = (),
    points: Sequence[int] | None = None,
    tricks: Sequence[int] | None = None,
    first_lead: bool = False,
    head_rule: str | None = None,
) -> FastPosition:
    """A position from explicit hands (after sampling the hidden cards).

    ``hands`` has one card list per seat (empty for seats out of play);
    ``order`` the seats in play clockwise (``state.active_seats``). Either
    ``leader`` (the seat to lead an empty trick) or ``trick``, the cards of
    the trick in progress as ``(seat, card)`` pairs (the cards are no longer
    in the hands). ``points`` and ``tricks`` per side are what has been won
    so far (default 0). ``first_lead`` marks the first lead of the hand
    (``first_lead_trump``). ``head_rule`` overrides ``rules.head_rule``.
    Raises ValueError on hands that cannot occur.
    """
    cfg = play_config(rules, order, head_rule, trump)
    n_seats = cfg.num_seats
    if len(hands) != n_seats:
        raise ValueError(f"need {n_seats} hands, got {len(hands)}")
    pos = _new_position()
    pos.cfg = cfg
    pos.trump = int(to_suit(trump))
    masks = [0] * n_seats
    counts = [0] * (24 * n_seats)
    sizes = [0] * n_seats
    for seat, hand in enumerate(hands):
        cards = list(hand)
        if cards and not (min(cards) >= 0 and max(cards) < 24):
            raise ValueError(f"card id out of range in {cards}")
        base = 24 * seat
        mask = 0
        for c in cards:
            counts[base + c] += 1
            mask |= BIT[c]
        masks[seat] = mask
        sizes[seat] = len(cards)
    pos.hands = masks
    pos.counts = counts
    total = [sum(counts[c::24]) for c in range(24)]
    for _seat, card in trick:
        total[int(card)] += 1
    if max(total) > cfg.copies:
        worst = Card(total.index(max(total)))
        raise ValueError(f"more than {cfg.copies} copies of {worst}")
    for seat in range(n_seats):
        if sizes[seat] and cfg.next_seat[seat] < 0:
            raise ValueError(f"seat {seat} holds cards but is not in the play order")
    down = [(int(s), int(c)) for s, c in trick]
    if len(down) >= cfg.n:
        raise ValueError("a complete trick is not in progress: start the next one instead")
    pos.trick = [c for _, c in down]
    if down:
        pos.leader = down[0][0]
        seat = pos.leader
        for s, _ in down:
            if s != seat:
                raise ValueError("the trick's seats are not in play order")
            seat = cfg.next_seat[s]
        pos.turn = seat
    else:
        if leader is None:
            raise ValueError("give the leader or the trick in progress")
        if cfg.next_seat[leader] < 0:
            raise ValueError(f"leader {leader} is not in the play order")
        pos.leader = pos.turn = leader
    # the seats still to play this trick hold one card more than the others
    played = {s for s, _ in down}
    after = {s: sizes[s] - (0 if s in played else 1) for s in cfg.order}
    pos.left = sum(sizes)
    if (pos.left or down) and (len(set(after.values())) != 1 or min(after.values()) < 0):
        raise ValueError(f"hand sizes do not fit the trick in progress: {sizes}")
    _restart_trick(pos)
    nsides = cfg.num_sides
    pos.points = list(points) if points is not None else [0] * nsides
    pos.tricks = list(tricks) if tricks is not None else [0] * nsides
    if len(pos.points) != nsides or len(pos.tricks) != nsides:
        raise ValueError(f"points and tricks need one number per side ({nsides})")
    pos.first_lead = bool(first_lead) and not down
    pos.last_winner = -1
    if pos.left == 0 and not down:
        pos.turn = -1
    return pos


def _restart_trick(pos: FastPosition) -> None:
    """Recompute ``win``, ``win_seat`` and ``best`` from ``trick`` and ``leader``."""
    now = trick_value(pos)
    pos.win, pos.win_seat, pos.best = now.win, now.winner, now.best


def trick_value(pos: FastPosition) -> Trick:
    """The kernel's :class:`.trick.Trick` of the trick in progress (cross-checks)."""
    return Trick.of(zip(pos.trick_seats, pos.trick, strict=True), pos.trump, pos.leader)


def from_state(state: Any) -> FastPosition:
    """The full-information position of a state in the PLAY phase: the trick play of
    an auction variant, or the classic two-handed game's second half (after the
    stock is gone: must follow, and head the trick as ``phase2_head`` says)."""
    if getattr(state, "phase", None) != Phase.PLAY or getattr(state, "trump", None) is None:
        raise ValueError("the state is not in the trick-play phase")
    rules: RuleSet = state.rules
    head_rule = rules.phase2_head if rules.style == "classic" else None
    side_of = rules.side_of
    points = [0] * len(rules.sides)
    tricks = [0] * len(rules.sides)
    for seat, taken in enumerate(state.points_taken):
        if taken:
            points[side_of(seat)] += taken
    for seat, n in enumerate(state.tricks_taken):
        if n:
            tricks[side_of(seat)] += n
    first = not state.tricks and not state.trick
    pos = from_hands(
        rules,
        state.hands,
        state.trump,
        state.active_seats,
        leader=state.current_player,
        trick=state.trick,
        points=points,
        tricks=tricks,
        first_lead=first,
        head_rule=head_rule,
    )
    if state.tricks:
        pos.last_winner = state.tricks[-1][2]
    return pos


def suit_index(suit: SuitLike) -> int:
    """``Suit`` or text to the 0..3 index used by positions."""
    return int(to_suit(suit))


__all__ = [
    "ALL_MASK",
    "HIGH_IDS",
    "LOW_IDS",
    "SUIT_IDS",
    "FastPosition",
    "PlayConfig",
    "cards_mask",
    "from_hands",
    "from_state",
    "mask_cards",
    "play_config",
    "suit_index",
    "trick_value",
]
