"""A compact, fast model of the trick-play phase, for search and random playouts.

Why it exists: the computer players judge a move by playing the rest of the
hand out many times over sampled deals (Monte-Carlo playouts) and, near the
end, by solving the remaining tricks exactly. ``AuctionState`` is built for
clarity, events and saving, and is far too slow for hundreds of thousands of
playouts a second. This module keeps only what trick play needs:

* a hand is a 24-bit *presence mask* (bit ``c`` set when card id ``c`` is
  held at least once) plus a flat count list (``counts[seat * 24 + c]``), so
  every deck works: 2, 4 or 6 copies of each card (48, 80, 96, 120 cards);
* legal moves are a few mask operations on precomputed tables (suit masks,
  "higher cards of the same suit", "cards that beat X with trump T");
* :func:`random_playout` runs a whole hand in one tight loop on local copies,
  with a specialised path for the default rules (``head_rule`` "always" with
  ``must_trump``).

The rules are the trick kernel's (:mod:`.trick`): :func:`legal` is
:func:`.trick.legal_mask`, and the card tables are the kernel's. Two speed
copies remain, each cross-checked against the kernel by the test suite on
random deals of every deck size and rule: :func:`play` keeps the trick's
winner and best card in the position's own fields (the solver's make/unmake
loop), and the playout loops ``_loop_always`` / ``_loop_general`` decide
follow / trump / head inline on local variables (a call per card would cost
about half the playout speed; see ``bench/engine_speed.py``).

Typical use::

    pos = from_hands(rules, hands, trump, order, leader=bidder, first_lead=True)
    for card in legal_cards(pos):
        trial = pos.copy()
        play(trial, card)
        total = random_playout(trial, rng)   # trick points per side

Points are trick points only (counters plus the last-trick bonus); cards a
bidder buried are not included.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from ..cards import ALL_CARDS, Card, Suit, SuitLike, deck_copies, format_cards, to_suit
from ..phase import Phase
from ..rules.ruleset import RuleSet
from . import trick as _trick
from .trick import (
    ABOVE,
    BEATS,
    BIT,
    HEAD_CODES,
    SUIT_MASK,
    SUIT_MASK_OF,
    Trick,
    head_code,
    legal_mask,
)

# --- card tables: the kernel's (engine.trick), re-exported for the search code -----

#: every card id
ALL_MASK = _trick.ALL_MASK

_Choices = tuple[int, ...]


def _bits_of(mask: int, offset: int) -> _Choices:
    return tuple(offset + i for i in range(mask.bit_length()) if mask >> i & 1)


#: for a 12-bit mask (spades and hearts), the card ids it holds
_LOW: tuple[_Choices, ...] = tuple(_bits_of(m, 0) for m in range(4096))
#: for the top 12 bits (diamonds and clubs) shifted down, the card ids it holds
_HIGH: tuple[_Choices, ...] = tuple(_bits_of(m, 12) for m in range(4096))
#: per suit: for a 6-bit mask of that suit (shifted down), the card ids it holds
_SUIT_CHOICES: tuple[tuple[_Choices, ...], ...] = tuple(
    tuple(_bits_of(m, 6 * s) for m in range(64)) for s in range(4)
)
#: per trump: for each winning card, the cards that would beat it (the kernel's table)
_BEATS = BEATS
_HEAD_CODES = HEAD_CODES


def mask_cards(mask: int) -> list[Card]:
    """The cards whose bits are set in ``mask``, lowest id first."""
    return [ALL_CARDS[c] for c in _LOW[mask & 4095] + _HIGH[mask >> 12 & 4095]]


#: a presence mask of some cards (copies collapse)
cards_mask = _trick.mask_of


# --- the rules and the table, fixed for a hand -----------------------------------


class PlayConfig:
    """What stays fixed during one hand's trick play: rules, seats, sides.

    Shared (never copied) by every position of the hand; built once per rule
    set and seating order and cached by :func:`play_config`.
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
        "values",
    )

    def __init__(self, rules: RuleSet, order: Sequence[int], head_rule: str | None = None) -> None:
        rule = head_rule or rules.head_rule
        if rule not in _HEAD_CODES:
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
        self.head = _HEAD_CODES[rule]
        self.must_trump = rules.must_trump
        self.first_lead_trump = rules.first_lead_trump
        #: counter value of each card id
        self.values: tuple[int, ...] = tuple(rules.counter_values[c % 6] for c in range(24))
        self.last_bonus = rules.last_trick_bonus
        self.copies = deck_copies(rules.deck)
        #: the specialised playout loop applies (head_rule always + must_trump)
        self.fast = self.head == 0 and self.must_trump


_CONFIGS: dict[tuple[RuleSet, tuple[int, ...], str | None], PlayConfig] = {}


def play_config(rules: RuleSet, order: Sequence[int], head_rule: str | None = None) -> PlayConfig:
    """The (cached) :class:`PlayConfig` for these rules and this play order."""
    key = (rules, tuple(order), head_rule)
    cfg = _CONFIGS.get(key)
    if cfg is None:
        if len(_CONFIGS) > 256:
            _CONFIGS.clear()
        cfg = _CONFIGS[key] = PlayConfig(rules, order, head_rule)
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
    cfg = play_config(rules, order, head_rule)
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
    """The full-information position of an ``AuctionState`` in the PLAY phase."""
    if getattr(state, "phase", None) != Phase.PLAY or getattr(state, "trump", None) is None:
        raise ValueError("the state is not in the trick-play phase")
    rules: RuleSet = state.rules
    values = rules.counter_values
    side_of = rules.side_of
    points = [0] * len(rules.sides)
    tricks = [0] * len(rules.sides)
    for seat, won in enumerate(state.won):
        if won:
            points[side_of(seat)] += sum(values[c % 6] for c in won)
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
    )
    if state.tricks:
        pos.last_winner = state.tricks[-1][2]
    return pos


# --- moves ---------------------------------------------------------------------------


def legal(pos: FastPosition) -> int:
    """The legal cards of the player to move, as a presence mask (0 once over).

    The kernel's :func:`.trick.legal_mask` for the position's rules.
    """
    seat = pos.turn
    if seat < 0:
        return 0
    cfg = pos.cfg
    trick = pos.trick
    return legal_mask(
        pos.hands[seat], trick[0] if trick else -1, pos.win, pos.best, pos.trump, cfg.head,
        cfg.must_trump, pos.first_lead and cfg.first_lead_trump,
    )


def legal_cards(pos: FastPosition) -> list[Card]:
    """:func:`legal` as a list of distinct cards, lowest id first."""
    return mask_cards(legal(pos))


#: what :func:`play` returns for :func:`unplay`
Undo = tuple[int, int, int, int, int, int, bool, tuple[int, ...] | None, int, int]


def play(pos: FastPosition, card: int) -> Undo:
    """Play ``card`` for the player to move, in place; return the undo record.

    The card must be legal (see :func:`legal`); only possession is checked.
    Finishing a trick credits its points and the trick to the winner's side
    (plus the last-trick bonus on the last trick) and the winner leads next.
    """
    seat = pos.turn
    if seat < 0:
        raise ValueError("the hand is over")
    bit = BIT[card]
    mask = pos.hands[seat]
    if not mask & bit:
        raise ValueError(f"{Card(card)} is not in seat {seat}'s hand")
    index = 24 * seat + card
    left = pos.counts[index] - 1
    pos.counts[index] = left
    if not left:
        pos.hands[seat] = mask ^ bit
    pos.left -= 1
    cfg = pos.cfg
    trick = pos.trick
    undo_head = (seat, card, pos.leader, pos.win, pos.win_seat, pos.best, pos.first_lead)
    if not trick:
        pos.leader = pos.win_seat = seat
        pos.win = pos.best = card
        pos.first_lead = False
    else:
        if bit & _BEATS[pos.trump][pos.win]:
            pos.win = card
            pos.win_seat = seat
        if bit & ABOVE[pos.best]:
            pos.best = card
    trick.append(card)
    if len(trick) < cfg.n:
        pos.turn = cfg.next_seat[seat]
        return (*undo_head, None, 0, pos.last_winner)
    values = cfg.values
    gained = 0
    for c in trick:
        gained += values[c]
    winner = pos.win_seat
    if not pos.left:
        gained += cfg.last_bonus
    side = cfg.side[winner]
    pos.points[side] += gained
    pos.tricks[side] += 1
    done = tuple(trick)
    last = pos.last_winner
    pos.last_winner = winner
    pos.trick = []
    pos.win = pos.best = -1
    pos.leader = winner
    pos.turn = winner if pos.left else -1
    return (*undo_head, done, gained, last)


def unplay(pos: FastPosition, undo: Undo) -> None:
    """Take back the move that returned ``undo`` (moves are undone last first)."""
    seat, card, leader, win, win_seat, best, first_lead, done, gained, last = undo
    cfg = pos.cfg
    if done is not None:
        side = cfg.side[pos.last_winner]
        pos.points[side] -= gained
        pos.tricks[side] -= 1
        pos.last_winner = last
        pos.trick = list(done)
    pos.trick.pop()
    index = 24 * seat + card
    pos.counts[index] += 1
    pos.hands[seat] |= BIT[card]
    pos.left += 1
    pos.turn = seat
    pos.leader = leader
    pos.win = win
    pos.win_seat = win_seat
    pos.best = best
    pos.first_lead = first_lead


def final_points(pos: FastPosition) -> list[int]:
    """Trick points per side so far (with the last-trick bonus once over)."""
    return pos.points[:]


# --- random playouts ---------------------------------------------------------------


def random_playout(pos: FastPosition, rng: random.Random) -> list[int]:
    """Play the hand out at random; return trick points per side at the end.

    Every player picks uniformly among its *distinct* legal cards (like
    picking a random legal action of the state). Includes the points already
    won and the last-trick bonus. ``pos`` is not changed: the playout works on
    local copies, so copying is part of its cost.

    The draw is fixed, so a playout can be replayed exactly: with ``n``
    distinct legal cards in increasing id order, the card at index
    ``rng.getrandbits(32) * n >> 32`` is played, and nothing is drawn when
    ``n == 1`` (the bias, under n / 2**32, is far below playout noise).
    """
    return playout(pos, rng)[0]


def playout(pos: FastPosition, rng: random.Random) -> tuple[list[int], list[int]]:
    """:func:`random_playout` returning ``(points per side, tricks per side)``."""
    cfg = pos.cfg
    points = pos.points[:]
    tricks = pos.tricks[:]
    if pos.turn < 0:
        return points, tricks
    hands = pos.hands[:]
    counts = pos.counts[:]
    getbits = rng.getrandbits
    trump = pos.trump
    if pos.trick:
        trick = pos.trick
        values = cfg.values
        pts = 0
        for c in trick:
            pts += values[c]
        led = SUIT_MASK_OF[trick[0]]
        win = pos.win
        win_seat = pos.win_seat
        best = pos.best
        follow = cfg.followers[pos.leader][len(trick) - 1 :]
    else:
        # the lead, here so the loops need no first-lead test
        seat = pos.turn
        mask = hands[seat]
        if pos.first_lead and cfg.first_lead_trump and mask & SUIT_MASK[trump]:
            mask &= SUIT_MASK[trump]
        low = _LOW[mask & 4095]
        high = _HIGH[mask >> 12]
        nlow = len(low)
        n = nlow + len(high)
        k = getbits(32) * n >> 32 if n > 1 else 0
        c = low[k] if k < nlow else high[k - nlow]
        index = 24 * seat + c
        n = counts[index] - 1
        counts[index] = n
        if not n:
            hands[seat] ^= BIT[c]
        pts = cfg.values[c]
        led = SUIT_MASK_OF[c]
        win = best = c
        win_seat = seat
        follow = cfg.followers[seat]
    # cards left after this trick, shared evenly: the tricks still to lead
    rest = (pos.left - (0 if pos.trick else 1) - len(follow)) // cfg.n
    loop = _loop_always if cfg.fast else _loop_general
    loop(cfg, hands, counts, points, tricks, getbits, trump, led, win, win_seat, best, pts,
         follow, rest)
    return points, tricks


def _loop_always(
    cfg: PlayConfig,
    hands: list[int],
    counts: list[int],
    points: list[int],
    tricks: list[int],
    getbits: Callable[[int], int],
    trump: int,
    led: int,
    win: int,
    win_seat: int,
    best: int,
    pts: int,
    follow: tuple[tuple[int, int], ...],
    rest: int,
) -> None:
    """The playout loop for the default rules: head_rule "always", must_trump.

    Starts inside a trick (at least its lead is played); ``rest`` further
    tricks follow. Mutates ``hands``, ``counts``, ``points`` and ``tricks``.
    """
    bits = BIT
    above = ABOVE
    suit_of = SUIT_MASK_OF
    low_t = _LOW
    high_t = _HIGH
    suit_choices = _SUIT_CHOICES
    values = cfg.values
    side = cfg.side
    followers = cfg.followers
    beats = _BEATS[trump]
    trump_mask = SUIT_MASK[trump]
    trump_shift = 6 * trump
    trump_choices = suit_choices[trump]
    led_shift = 6 * ((led.bit_length() - 1) // 6)
    led_choices = suit_choices[led_shift // 6]
    while True:
        for seat, base in follow:
            mask = hands[seat]
            # above[win] holds only cards of the winner's suit, so the one
            # test covers "beat it in the led suit" and "over-trump it", and is
            # empty (no duty) when a trump has taken a plain-suit lead
            legal = mask & led
            if legal:
                higher = legal & above[win]
                if higher:
                    legal = higher
                choices = led_choices[legal >> led_shift]
            else:
                legal = mask & trump_mask
                if legal:
                    higher = legal & above[win]
                    if higher:
                        legal = higher
                    choices = trump_choices[legal >> trump_shift]
                else:
                    choices = low_t[mask & 4095] + high_t[mask >> 12]
            n = len(choices)
            c = choices[getbits(32) * n >> 32] if n > 1 else choices[0]
            bit = bits[c]
            index = base + c
            n = counts[index] - 1
            counts[index] = n
            if not n:
                hands[seat] = mask ^ bit
            if bit & beats[win]:
                win = c
                win_seat = seat
            pts += values[c]
        s = side[win_seat]
        points[s] += pts
        tricks[s] += 1
        if not rest:
            break
        rest -= 1
        # the winner leads
        mask = hands[win_seat]
        low = low_t[mask & 4095]
        high = high_t[mask >> 12]
        nlow = len(low)
        n = nlow + len(high)
        k = getbits(32) * n >> 32 if n > 1 else 0
        c = low[k] if k < nlow else high[k - nlow]
        index = 24 * win_seat + c
        n = counts[index] - 1
        counts[index] = n
        if not n:
            hands[win_seat] = mask ^ bits[c]
        pts = values[c]
        win = c
        led = suit_of[c]
        led_shift = 6 * (c // 6)
        led_choices = suit_choices[c // 6]
        follow = followers[win_seat]
    points[side[win_seat]] += cfg.last_bonus


def _loop_general(
    cfg: PlayConfig,
    hands: list[int],
    counts: list[int],
    points: list[int],
    tricks: list[int],
    getbits: Callable[[int], int],
    trump: int,
    led: int,
    win: int,
    win_seat: int,
    best: int,
    pts: int,
    follow: tuple[tuple[int, int], ...],
    rest: int,
) -> None:
    """The playout loop for any head_rule and must_trump (see :func:`legal`)."""
    bits = BIT
    above = ABOVE
    suit_of = SUIT_MASK_OF
    low_t = _LOW
    high_t = _HIGH
    suit_choices = _SUIT_CHOICES
    values = cfg.values
    side = cfg.side
    followers = cfg.followers
    beats = _BEATS[trump]
    trump_mask = SUIT_MASK[trump]
    trump_shift = 6 * trump
    trump_choices = suit_choices[trump]
    head = cfg.head
    strict = head == 1
    must_trump = cfg.must_trump
    head_always = head <= 1
    head_trump_led = head == 2
    led_shift = 6 * ((led.bit_length() - 1) // 6)
    led_choices = suit_choices[led_shift // 6]
    heading = head_always or (head_trump_led and led == trump_mask)
    while True:
        for seat, base in follow:
            mask = hands[seat]
            legal = mask & led
            if legal:
                if heading:
                    # strict: beat the best card of the led suit even after a
                    # trump; always: above[win] is empty once trumped
                    higher = legal & above[best if strict else win]
                    if higher:
                        legal = higher
                choices = led_choices[legal >> led_shift]
            else:
                legal = mask & trump_mask if must_trump else 0
                if legal:
                    if heading:
                        # over-trump; empty when the winner is not a trump
                        higher = legal & above[win]
                        if higher:
                            legal = higher
                    choices = trump_choices[legal >> trump_shift]
                else:
                    choices = low_t[mask & 4095] + high_t[mask >> 12]
            n = len(choices)
            c = choices[getbits(32) * n >> 32] if n > 1 else choices[0]
            bit = bits[c]
            index = base + c
            n = counts[index] - 1
            counts[index] = n
            if not n:
                hands[seat] = mask ^ bit
            if bit & beats[win]:
                win = c
                win_seat = seat
            if bit & above[best]:
                best = c
            pts += values[c]
        s = side[win_seat]
        points[s] += pts
        tricks[s] += 1
        if not rest:
            break
        rest -= 1
        mask = hands[win_seat]
        low = low_t[mask & 4095]
        high = high_t[mask >> 12]
        nlow = len(low)
        n = nlow + len(high)
        k = getbits(32) * n >> 32 if n > 1 else 0
        c = low[k] if k < nlow else high[k - nlow]
        index = 24 * win_seat + c
        n = counts[index] - 1
        counts[index] = n
        if not n:
            hands[win_seat] = mask ^ bits[c]
        pts = values[c]
        win = best = c
        led = suit_of[c]
        led_shift = 6 * (c // 6)
        led_choices = suit_choices[c // 6]
        heading = head_always or (head_trump_led and led == trump_mask)
        follow = followers[win_seat]
    points[side[win_seat]] += cfg.last_bonus


def trick_winner_seat(pos: FastPosition) -> int:
    """The seat winning the trick in progress (-1 when no card is down)."""
    return pos.win_seat if pos.trick else -1


def suit_index(suit: SuitLike) -> int:
    """``Suit`` or text to the 0..3 index used by positions."""
    return int(to_suit(suit))


__all__ = [
    "ABOVE",
    "BEATS",
    "BIT",
    "SUIT_MASK",
    "FastPosition",
    "PlayConfig",
    "Undo",
    "cards_mask",
    "final_points",
    "from_hands",
    "from_state",
    "head_code",
    "legal",
    "legal_cards",
    "mask_cards",
    "play",
    "play_config",
    "playout",
    "random_playout",
    "suit_index",
    "trick_value",
    "trick_winner_seat",
]
