"""The fast trick-play model's random playouts: a whole hand in one tight loop.

Part of the fast model described in :mod:`.fast` (which re-exports every name
here). The loops ``_loop_always`` / ``_loop_general`` decide follow / trump /
head inline on local variables, a speed copy of the trick kernel
(:mod:`.trick`) cross-checked against it by the test suite: a call per card
would cost about half the playout speed (see ``bench/engine_speed.py``). The
tables they use are bound to locals at the top of each loop, so living in
another module than the tables costs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .fast_position import HIGH_IDS, LOW_IDS, SUIT_IDS, FastPosition, PlayConfig
from .trick import ABOVE, BEATS, BIT, SUIT_MASK, SUIT_MASK_OF


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
        low = LOW_IDS[mask & 4095]
        high = HIGH_IDS[mask >> 12]
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
    low_t = LOW_IDS
    high_t = HIGH_IDS
    suit_choices = SUIT_IDS
    values = cfg.values
    side = cfg.side
    followers = cfg.followers
    beats = BEATS[trump]
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
    low_t = LOW_IDS
    high_t = HIGH_IDS
    suit_choices = SUIT_IDS
    values = cfg.values
    side = cfg.side
    followers = cfg.followers
    beats = BEATS[trump]
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


__all__ = ["playout", "random_playout"]
