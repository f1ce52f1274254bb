"""Deal the unseen cards to the other seats consistently with what is known."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.cards import Card
from .holdings import Knowledge


def sample_hands(
    know: Knowledge, hand: Sequence[Card], num_players: int, rng: random.Random, tries: int = 40
) -> list[list[Card]]:
    """Full hands for every seat: ours as is, the others' known cards plus a random
    share of the unseen cards that respects voids and ceilings where possible.

    Cards left over (the unseen cards beyond the others' hand sizes) are the
    ones buried or set aside; they are simply not dealt.
    """
    seats = [s for s in range(num_players) if s != know.seat]
    need = {s: max(0, know.unknown_count.get(s, 0)) for s in seats}
    pool = list(know.unseen)
    for attempt in range(tries):
        relax = attempt >= tries // 2  # second half: ignore ceilings and voids if needed
        result = _try_deal(pool, seats, need, know, rng, relax and attempt == tries - 1)
        if result is not None:
            break
    else:  # pragma: no cover - the last attempt ignores constraints and cannot fail
        result = {s: [] for s in seats}
    hands: list[list[Card]] = [[] for _ in range(num_players)]
    hands[know.seat] = list(hand)
    for s in seats:
        hands[s] = list(know.known.get(s, [])) + result[s]
    return hands


def _try_deal(
    pool: list[Card],
    seats: list[int],
    need: dict[int, int],
    know: Knowledge,
    rng: random.Random,
    ignore_constraints: bool,
) -> dict[int, list[Card]] | None:
    cards = pool[:]
    rng.shuffle(cards)
    room = dict(need)
    out: dict[int, list[Card]] = {s: [] for s in seats}
    spare = len(cards) - sum(room.values())  # cards that go to no hand (buried, widow)
    # most constrained cards first: fewest seats allowed to hold them
    allowed = know.allowed

    def holders(c: int) -> list[int]:
        if ignore_constraints:
            return [s for s in seats if room[s] > 0]
        return [s for s in seats if room[s] > 0 and allowed.get(s, -1) >> c & 1]

    cards.sort(key=lambda c: sum(1 for s in seats if allowed.get(s, -1) >> c & 1))
    for c in cards:
        options = holders(c)
        if not options:
            if spare > 0:
                spare -= 1
                continue
            return None
        # weight by remaining room so hands fill evenly
        total = sum(room[s] for s in options)
        if spare > 0 and rng.random() < spare / (spare + total):
            spare -= 1
            continue
        pick = rng.random() * total
        for s in options:
            pick -= room[s]
            if pick < 0:
                break
        out[s].append(c)
        room[s] -= 1
    if any(room[s] for s in seats):
        return None
    return out
