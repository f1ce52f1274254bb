"""The Expert's search: evaluate choices over deals sampled from an observation.

Pure functions of (observation, seed, sample count), so they run the same in
this process or in a worker process, and the same seed gives the same answer.
Each sampled deal respects everything the seat knows (voids, shown meld,
passed cards; see :mod:`knowledge`). Moves are scored by playing the hand out
with the :mod:`rollout` policy, or, once few cards remain, by solving the
sampled deal exactly (minimax with alpha-beta over the remaining cards).
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..engine.cards import Card, Suit, make_deck, remove_cards
from ..engine.fastplay import FastPosition, from_hands, legal, play, unplay
from ..engine.meld import score_meld
from ..engine.observation import Observation
from .heuristics import bits
from .knowledge import Knowledge, analyse
from .playouts import position_for
from .rollout import Evaluator, policy_named, rollout
from .sampler import sample_hands
from .view import active_seats


def endgame_size(n_players: int) -> int:
    """Solve exactly once this few cards are left in all hands together."""
    return {2: 12, 3: 9}.get(n_players, 8)


def _hidden_buried(obs: Observation, know: Knowledge) -> float:
    if obs.seat == obs.bidder or not know.hidden_discards or not know.unseen:
        return 0.0
    values = obs.rules.counter_values
    mean = sum(values[c % 6] for c in know.unseen) / len(know.unseen)
    return mean * know.hidden_discards


def solve(pos: FastPosition, ev: Evaluator, side: int, alpha: float, beta: float) -> float:
    """Exact value of a full-information position for ``side`` (others minimise)."""
    if pos.turn < 0:
        return ev.value(pos.points, pos.tricks)
    maximise = pos.cfg.side[pos.turn] == side
    best = -math.inf if maximise else math.inf
    for c in bits(legal(pos)):
        undo = play(pos, c)
        v = solve(pos, ev, side, alpha, beta)
        unplay(pos, undo)
        if maximise:
            if v > best:
                best = v
            alpha = max(alpha, v)
        else:
            if v < best:
                best = v
            beta = min(beta, v)
        if alpha >= beta:
            break
    return best


@dataclass
class MoveStats:
    """Per-sample values of one move (samples are shared by all moves: paired)."""

    values: list[float] = field(default_factory=list)
    #: samples in which the playout policy itself would choose this move
    votes: int = 0

    @property
    def total(self) -> float:
        return sum(self.values)

    @property
    def count(self) -> int:
        return len(self.values)

    @property
    def mean(self) -> float:
        return self.total / self.count if self.count else -math.inf

    def merge(self, other: MoveStats) -> None:
        self.values.extend(other.values)
        self.votes += other.votes


def pick_move(stats: dict[int, MoveStats], z: float = 1.0) -> int:
    """The policy's favourite move unless another is better beyond the noise.

    Each sample scores every move, so moves are compared by their paired
    differences; a move replaces the favourite only when its mean advantage
    exceeds ``z`` standard errors of that difference.
    """
    default = max(stats, key=lambda c: (stats[c].votes, stats[c].mean, -c))
    best = default
    best_gain = 0.0
    base = stats[default].values
    n = len(base)
    if n < 2:
        return max(stats, key=lambda c: (stats[c].mean, -c))
    for card, st in stats.items():
        if card == default:
            continue
        diffs = [a - b for a, b in zip(st.values, base, strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        margin = z * math.sqrt(var / n)
        if mean > margin and mean > best_gain:
            best, best_gain = card, mean
    return best


def play_values(
    obs: Observation, seed: int, samples: int, max_seconds: float = 0.0, policy: str = "expert"
) -> dict[int, MoveStats]:
    """Mean value of each legal card over ``samples`` sampled deals."""
    rng = random.Random(seed)
    know = analyse(obs)
    ev = Evaluator(obs, _hidden_buried(obs, know))
    side = obs.rules.side_of(obs.seat)
    moves = [a.card for a in obs.legal_actions if a.kind == "play"]
    stats = {int(c): MoveStats() for c in moves}
    limit = endgame_size(len(active_seats(obs)))
    deadline = time.perf_counter() + max_seconds if max_seconds > 0 else math.inf
    chooser = policy_named(policy)
    holders = [s for s, n in know.unknown_count.items() if n > 0]
    if len(holders) <= 1 and not know.hidden_discards:
        samples = 1  # every unseen card is in one known hand: the deal is certain
    for i in range(samples):
        if i and time.perf_counter() > deadline:
            break
        hands = sample_hands(know, obs.hand, obs.rules.num_players, rng)
        pos = position_for(obs, hands)
        if len(stats) > 1 and pos.left > limit:
            stats[chooser(pos)].votes += 1
        for c in stats:
            trial = pos.copy()
            play(trial, c)
            if trial.left <= limit:
                v = solve(trial, ev, side, -math.inf, math.inf)
            else:
                rollout(trial, chooser)
                v = ev.value(trial.points, trial.tricks)
            stats[c].values.append(v)
    return stats


# -- bidding and declaring ----------------------------------------------------------


def _bury_for(hand: list[Card], trump: Suit, count: int, obs: Observation) -> list[Card]:
    """A quick bury for simulation: non-meld, non-trump cards, counters first."""
    rules = obs.rules
    melded = score_meld(hand, trump, rules).cards
    free = list(hand)
    for c in melded:
        if c in free:
            free.remove(c)
    values = rules.counter_values
    pool = sorted(free, key=lambda c: (c.suit == trump, c.rank == 5, -values[c % 6], c % 6))
    if len(pool) < count:
        pool += sorted((c for c in hand if c not in pool), key=lambda c: c % 6)
    return pool[:count]


def contract_samples(
    obs: Observation, suits: list[Suit], seed: int, samples: int, policy: str = "expert"
) -> dict[int, list[tuple[float, float]]]:
    """For each trump suit: per sample (side meld + trick points as bidder, value).

    Simulates this seat winning the auction: the widow (if any) is taken and
    a bury chosen, everyone's meld is counted, and the hand is played out
    with the rollout policy, this seat leading.
    """
    rules = obs.rules
    rng = random.Random(seed)
    me = obs.seat
    order = active_seats(obs)
    n = rules.num_players
    deck = make_deck(rules.deck)
    unseen = remove_cards(deck, obs.hand)
    out: dict[int, list[tuple[float, float]]] = {int(s): [] for s in suits}
    side = rules.side_of(me)
    chooser = policy_named(policy)
    for _ in range(samples):
        pool = unseen[:]
        rng.shuffle(pool)
        hands: list[list[Card]] = [[] for _ in range(n)]
        for s in order:
            if s != me:
                hands[s] = pool[: rules.hand_size]
                pool = pool[rules.hand_size :]
        widow = pool[: rules.widow_size] if rules.widow_mode in ("shown", "blind") else []
        for suit in suits:
            mine = obs.hand + widow
            buried: list[Card] = []
            if widow:
                buried = _bury_for(mine, suit, len(widow), obs)
                mine = remove_cards(mine, buried)
            trial = [list(h) for h in hands]
            trial[me] = mine
            melds = [0] * len(rules.sides)
            for s in order:
                melds[rules.side_of(s)] += score_meld(trial[s], suit, rules).total
            pos = from_hands(rules, trial, suit, order, leader=me, first_lead=True)
            rollout(pos, chooser)
            buried_pts = sum(rules.counter_values[c % 6] for c in buried)
            total = melds[side] + pos.points[side] + buried_pts
            # value as bidder at a contract equal to the total reached (for ranking)
            other = [melds[i] + pos.points[i] for i in range(len(rules.sides)) if i != side]
            value = total - (sum(other) / len(other) if other else 0.0)
            out[int(suit)].append((float(total), value))
    return out


def declare_values(
    obs: Observation, seed: int, samples: int, policy: str = "expert"
) -> tuple[float, float, float]:
    """(mean value of playing the hand, chance of making it, chance of every trick)."""
    rng = random.Random(seed)
    know = analyse(obs)
    ev = Evaluator(obs, _hidden_buried(obs, know))
    side = obs.rules.side_of(obs.seat)
    total = made = all_tricks = 0.0
    for _ in range(samples):
        hands = sample_hands(know, obs.hand, obs.rules.num_players, rng)
        pos = position_for(obs, hands)
        rollout(pos, policy_named(policy))
        total += ev.value(pos.points, pos.tricks)
        deltas = ev.deltas(pos.points, pos.tricks)
        if deltas[side] >= 0:
            made += 1
        if pos.tricks[side] == sum(pos.tricks):
            all_tricks += 1
    return total / samples, made / samples, all_tricks / samples
