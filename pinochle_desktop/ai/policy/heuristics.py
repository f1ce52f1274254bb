"""The published Standard card-play rules, on 24-bit card masks.

Why masks: the same rules drive two things that must agree -- a seat's real
decision (from its observation, see :mod:`.table_view`) and the thousands of
simulated rounds behind a Standard or Pro bid (on :mod:`engine.play.fast`
positions). Written once over plain integers, they are fast enough for both.

The rules (Standard, as published; Pro uses them after pruning):

* **Leading**: play the highest trump that is guaranteed to take the trick
  (no higher trump can be held by an opponent). Otherwise the highest
  non-trump card; Pro: the highest *guaranteed* non-trump, else the lowest
  card.
* **Following**: with no card that beats the trick so far, play the lowest
  counter when the partner's card is winning, else the lowest card. With a
  card that beats it, play the highest winning card, or, playing last, the
  lowest card that takes the trick.

Our additions (they only break ties the published rules leave open, or fix
the behaviour players complained about):

* a non-trump lead avoids suits an opponent is known to be void in while it
  may still hold trump (no leading into a ruff), when another suit is open;
* a follower does not overtake a partner whose card is already sure to win
  when the rules leave it free not to (it feeds a counter instead);
* "lowest card" means lowest rank, non-trump before trump, from the
  shortest suit on a tie (towards a void); the highest card on a tie comes
  from the longest suit.
"""

from __future__ import annotations

from ...engine.play.fast import FastPosition, legal, play
from ...engine.play.trick import ABOVE, BEATS, BIT, SUIT_MASK
from ...engine.play.trick import mask_ids as bits

#: bits of one rank in every suit (index = rank, 0 = nine .. 5 = ace)
RANK_MASK: tuple[int, ...] = tuple(sum(1 << (s * 6 + r) for s in range(4)) for r in range(6))
#: every card id
FULL = (1 << 24) - 1


def to_mask(cards: object) -> int:
    mask = 0
    for c in cards:  # type: ignore[attr-defined]
        mask |= 1 << int(c)
    return mask


def _pick(mask: int, hand: int, longest: bool) -> int:
    """One card of ``mask`` (all of one rank): from the shortest (or longest) suit in ``hand``."""
    if not mask & (mask - 1):
        return mask.bit_length() - 1
    best = -1
    best_len = -1
    for c in bits(mask):
        n = (hand & SUIT_MASK[c // 6]).bit_count()
        if best < 0 or (n > best_len if longest else n < best_len):
            best, best_len = c, n
    return best


def lowest(mask: int, trump: int, hand: int | None = None) -> int:
    """Lowest card: lowest rank, non-trump before trump, from the shortest suit."""
    tm = SUIT_MASK[trump]
    ref = mask if hand is None else hand
    for part in (mask & ~tm, mask & tm):
        if part:
            for r in range(6):
                m = part & RANK_MASK[r]
                if m:
                    return _pick(m, ref, longest=False)
    return -1


def highest(mask: int, hand: int | None = None) -> int:
    """Highest-ranked card; on a tie the one from the longest suit."""
    ref = mask if hand is None else hand
    for r in range(5, -1, -1):
        m = mask & RANK_MASK[r]
        if m:
            return _pick(m, ref, longest=True)
    return -1


def lowest_counter(mask: int, trump: int, values: tuple[int, ...]) -> int:
    """Lowest card that counts points (non-trump first); -1 when none counts.
    ``values``: what each card id is worth (:func:`.rules.values.card_values`)."""
    tm = SUIT_MASK[trump]
    for part in (mask & ~tm, mask & tm):
        for r in range(6):
            m = part & RANK_MASK[r]
            while m:
                low = m & -m
                c = low.bit_length() - 1
                if values[c] > 0:
                    return c
                m ^= low
    return -1


def sure_trump(card: int, threat: int) -> bool:
    """A trump no card an opponent may hold can beat (identical copies lose)."""
    return not threat & ABOVE[card]


def can_beat(win: int, led: int, trump: int, cards: int, may_void: bool) -> bool:
    """Could a player who may hold ``cards`` beat ``win`` (led suit ``led``)?

    ``may_void``: the player may be out of the led suit (so may trump).
    """
    wsuit = win // 6
    if wsuit == led:
        if cards & ABOVE[win]:
            return True
        return wsuit != trump and may_void and bool(cards & SUIT_MASK[trump])
    # a trump is winning a plain lead: only a higher trump, from a player out of the suit
    return may_void and bool(cards & ABOVE[win])


def standard_lead(choices: int, trump: int, threat: int, unsafe_suits: int = 0) -> int:
    """Standard's lead from ``choices`` (the legal cards).

    ``threat``: every card an opponent may hold. ``unsafe_suits``: a suit mask
    of suits an opponent is known void in (and may trump).
    """
    tm = SUIT_MASK[trump]
    trumps = choices & tm
    if trumps:
        top = highest(trumps)
        if sure_trump(top, threat):
            return top
    plain = choices & ~tm
    if plain:
        safe = plain & ~unsafe_suits
        return highest(safe or plain, choices)
    return lowest(trumps, trump)


def pro_lead(
    choices: int, trump: int, threat: int, plain_sure: int, hand: int | None = None
) -> int:
    """Pro's lead among the playouts' survivors ``choices``.

    ``plain_sure``: the non-trump cards known to be sure winners (no higher
    card and no trump can come from an opponent).
    """
    tm = SUIT_MASK[trump]
    for c in reversed(bits(choices & tm)):
        if sure_trump(c, threat):
            return c
    sure = choices & ~tm & plain_sure
    if sure:
        return highest(sure, hand)
    return lowest(choices, trump, hand)


def standard_follow(
    choices: int,
    win: int,
    trump: int,
    partner_winning: bool,
    last: bool,
    partner_safe: bool,
    values: tuple[int, ...],
    hand: int | None = None,
) -> int:
    """Standard's card when following, from ``choices``.

    ``win``: the card winning the trick now. ``partner_safe``: the partner's
    winning card cannot be beaten by anyone still to play.
    """
    beaters = choices & BEATS[trump][win]
    if beaters and partner_winning and partner_safe and beaters != choices:
        beaters = 0  # let the partner's trick stand; feed it instead
    if beaters:
        if last:
            return lowest(beaters, trump, hand)
        return highest(beaters, hand)
    if partner_winning:
        c = lowest_counter(choices, trump, values)
        if c >= 0:
            return c
    return lowest(choices, trump, hand)


# --- the policy on fast positions (simulated rounds) ------------------------------------


def policy_card(pos: FastPosition) -> int:
    """Standard's card for the seat to move in a simulated round.

    Card memory: the player knows every card still out (the other hands
    together) but not who holds which.
    """
    choices = legal(pos)
    if not choices & (choices - 1):
        return choices.bit_length() - 1
    seat = pos.turn
    cfg = pos.cfg
    hands = pos.hands
    threat = 0
    for s in cfg.order:
        if s != seat:
            threat |= hands[s]
    trump = pos.trump
    if not pos.trick:
        return standard_lead(choices, trump, threat)
    win = pos.win
    partner = cfg.side[pos.win_seat] == cfg.side[seat]
    last = len(pos.trick) == cfg.n - 1
    safe = last or not can_beat(win, pos.trick[0] // 6, trump, threat, True)
    values = cfg.values
    return standard_follow(choices, win, trump, partner, last, safe, values, hands[seat])


def pro_policy_card(pos: FastPosition) -> int:
    """Pro's rules as a playout policy: Standard's following, Pro's leading.

    A lead cashes a sure winner (a trump no outstanding card beats; a plain
    card with no higher card out and no opponent able to trump it), else
    plays the lowest card, instead of Standard's highest plain card.
    """
    choices = legal(pos)
    if not choices & (choices - 1):
        return choices.bit_length() - 1
    if pos.trick:
        return policy_card(pos)
    seat = pos.turn
    cfg = pos.cfg
    hands = pos.hands
    trump = pos.trump
    tm = SUIT_MASK[trump]
    threat = 0
    ruffs = 0
    for s in cfg.order:
        if s == seat:
            continue
        threat |= hands[s]
        if cfg.side[s] != cfg.side[seat] and hands[s] & tm:
            for suit in range(4):
                if suit != trump and not hands[s] & SUIT_MASK[suit]:
                    ruffs |= SUIT_MASK[suit]
    plain_sure = 0
    for c in bits(choices & ~tm & ~ruffs):
        if not threat & ABOVE[c]:
            plain_sure |= 1 << c
    return pro_lead(choices, trump, threat, plain_sure, hands[seat])


def heuristic_playout(pos: FastPosition) -> tuple[list[int], list[int]]:
    """Play the hand out with :func:`policy_card` for everyone: (points, tricks) per side."""
    p = pos.copy()
    while p.turn >= 0:
        play(p, policy_card(p))
    return p.points, p.tricks


__all__ = [
    "BEATS",
    "BIT",
    "RANK_MASK",
    "bits",
    "can_beat",
    "heuristic_playout",
    "highest",
    "lowest",
    "lowest_counter",
    "policy_card",
    "pro_lead",
    "pro_policy_card",
    "standard_follow",
    "standard_lead",
    "sure_trump",
    "to_mask",
]
