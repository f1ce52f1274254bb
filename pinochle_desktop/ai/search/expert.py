"""The Expert's search: evaluate choices over deals sampled from an observation.

Pure functions of (observation, seed, sample count), so they run the same in
this process or in a worker process, and the same seed gives the same answer.
Each sampled deal respects everything the seat knows (voids, shown meld,
passed cards; see :mod:`knowledge`). Moves are scored by playing the hand out
with the :mod:`rollout` policy, or, once few cards remain, by solving the
sampled deal exactly (minimax with alpha-beta over the remaining cards).

Here: the play search (:func:`play_values`, with :class:`BidderShape` for the
deals), the declare search (:func:`declare_values`) and the auction's
simulated deals (:func:`auction_samples`). The exact endgame is in
:mod:`.endgame`, the comparison of cards over samples in :mod:`.move_stats`,
the values of simulated auction deals in :mod:`.auction_values`; every name
of those is re-exported here.
"""

from __future__ import annotations

import math
import random
import time

from ...engine.cards import Card, Suit, make_deck, remove_cards
from ...engine.meld.auction import meld_total, score_meld
from ...engine.observation import Observation
from ...engine.play.fast_moves import play
from ...engine.play.fast_position import from_hands
from ...engine.rules.values import card_values, points_of
from ...engine.states.scoring import saved_meld
from ..knowledge.bid_reading import BidReading
from ..knowledge.holdings import Knowledge, analyse, played_by_seat
from ..knowledge.sampler import sample_hands
from ..knowledge.shown_meld import ShownMeld
from ..policy.bidding import candidate_suits
from ..policy.pass_reading import PassReading
from ..policy.passing import play_the_pass
from ..policy.view import active_seats
from .auction_sample import AuctionSample
from .auction_values import defending_value, expected_at, opposing_bidder, see_widow_value
from .endgame import certain_endgame_size, distinct_moves, endgame_size, rollout_to, solve
from .game_odds import deciding_hand
from .inference import PlayModel, resample, weighted_deals
from .move_stats import SETTLE_STEP, MoveStats, paired_difference, pick_move, settled
from .playouts import position_for
from .rollout import Evaluator, Policy, policy_named, rollout


def _hidden_buried(obs: Observation, know: Knowledge) -> float:
    if obs.seat == obs.bidder or not know.hidden_discards or not know.unseen:
        return 0.0
    values = card_values(obs.rules, obs.trump)
    mean = points_of(know.unseen, values) / len(know.unseen)
    return mean * know.hidden_discards


class BidderShape:
    """What the auction says about the bidder's hand: trump is (one of) its longest suits.

    Whoever names trump after a simulated auction (Pro, the Expert) nearly
    always names one of its longest suits (58 of 60 Pro bidders measured);
    deals in which the bidder started with more cards of another suit than
    of trump are redrawn (up to a few times, so a surprising deal still gets
    through).
    """

    def __init__(self, obs: Observation, tries: int = 12) -> None:
        self.tries = tries
        self.bidder = obs.bidder
        self.trump = int(obs.trump) if obs.trump is not None else -1
        active = (
            obs.bidder is not None
            and obs.bidder != obs.seat
            and obs.trump is not None
            and obs.rules.style != "classic"
        )
        self.active = active
        self.played = played_by_seat(obs).get(obs.bidder, []) if obs.bidder is not None else []

    def plausible(self, hands: list[list[Card]]) -> bool:
        assert self.bidder is not None
        counts = [0, 0, 0, 0]
        for c in hands[self.bidder]:
            counts[c // 6] += 1
        for c in self.played:
            counts[c // 6] += 1
        return counts[self.trump] >= max(counts)

    def draw(self, know: Knowledge, obs: Observation, rng: random.Random) -> list[list[Card]]:
        hands = sample_hands(know, obs.hand, obs.rules.num_players, rng)
        if not self.active:
            return hands
        for _ in range(self.tries):
            if self.plausible(hands):
                break
            hands = sample_hands(know, obs.hand, obs.rules.num_players, rng)
        return hands


def play_values(
    obs: Observation,
    seed: int,
    samples: int,
    max_seconds: float = 0.0,
    policy: str = "expert",
    shape_tries: int = 0,
    endgame: int = 0,
    infer: int = 0,
    infer_eps: float = 0.1,
    game: int = 0,
    leaf: int = 0,
    settle: float = 0.0,
    z: float = 1.0,
    meld: int = 0,
    read_pass: bool = False,
) -> dict[int, MoveStats]:
    """Mean value of each legal card over ``samples`` sampled deals.

    Once at most ``endgame`` cards are left in all hands (0: the default for the
    table size) each sampled deal is solved exactly. With ``infer`` (at least
    1) the deals are resampled from ``infer`` times as many drawn, preferring
    deals on which the others' plays so far are what Standard's rules would
    have played (:mod:`.inference`). With ``leaf`` (more than the endgame
    size), each playout stops once ``leaf`` cards are left and the rest of the
    sampled deal is solved exactly: the policy misplays the last tricks most.
    With ``meld`` (1), no sampled deal gives a seat a card that would have
    made it show more meld than it did (:mod:`.shown_meld`). With ``read_pass``,
    no sampled deal gives a passer a card its passing list ranks ahead of a
    card it passed (:mod:`..policy.pass_reading`). With ``settle``
    (more than 0), sampling stops early once the choice is :func:`settled` at
    that many standard errors (``z`` as for :func:`pick_move`).
    With ``game``, on a hand that may end the game the cards are valued by the
    chance of winning the game (:mod:`.game_odds`) instead of points.
    """
    rng = random.Random(seed)
    know = analyse(obs)
    if meld:
        know = ShownMeld(obs, know).tighten(know)
    if read_pass:
        know = PassReading(obs).tighten(know)
    # in play only when a side is within one minimum bid of the target: further
    # off, points are the better guide (the game estimate is rough)
    ev = Evaluator(obs, _hidden_buried(obs, know), deciding_hand(obs, 1) if game else None)
    side = obs.rules.side_of(obs.seat)
    moves = [a.card for a in obs.legal_actions if a.kind == "play"]
    stats = {int(c): MoveStats() for c in moves}
    limit = endgame or endgame_size(len(active_seats(obs)))
    deadline = time.perf_counter() + max_seconds if max_seconds > 0 else math.inf
    chooser = policy_named(policy)
    holders = [s for s, n in know.unknown_count.items() if n > 0]
    certain = len(holders) <= 1 and not know.hidden_discards
    if certain:
        # every unseen card is in one known hand: one deal, solved exactly from
        # fewer cards on (a policy playout leads there from further back)
        samples = 1
        limit = max(limit, certain_endgame_size(len(active_seats(obs))))
    cutoff = max(limit, leaf)
    shape = BidderShape(obs, tries=shape_tries)

    def draw() -> list[list[Card]]:
        return shape.draw(know, obs, rng)

    deals: list[list[list[Card]]] = []
    if infer > 0 and not certain:
        model = PlayModel(obs, policy_named("standard"))
        deals = weighted_deals(draw, model, rng, samples, samples * infer, infer_eps)
    for i in range(samples):
        if i and time.perf_counter() > deadline:
            break
        check = settle > 0 and i >= 2 * SETTLE_STEP and i % SETTLE_STEP == 0
        if check and len(stats) > 1 and settled(stats, z, settle):
            break
        hands = deals[i] if deals else draw()
        pos = position_for(obs, hands)
        if len(stats) > 1 and pos.left > cutoff:
            stats[chooser(pos)].votes += 1
        for c in stats:
            trial = pos.copy()
            play(trial, c)
            if certain or leaf:
                rollout_to(trial, chooser, cutoff)
            if trial.left <= cutoff:
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
    values = card_values(rules, trump)
    pool = sorted(free, key=lambda c: (c.suit == trump, c.rank == 5, -values[c], c % 6))
    if len(pool) < count:
        pool += sorted((c for c in hand if c not in pool), key=lambda c: c % 6)
    return pool[:count]


def _side_totals(
    obs: Observation, trial: list[list[Card]], suit: int, leader: int, buried: list[Card],
    chooser: Policy,
) -> tuple[list[float], list[int]]:
    """Play one deal out with ``leader`` the bidder: each side's meld (saved) plus
    tricks, and each side's meld as shown."""
    rules = obs.rules
    order = active_seats(obs)
    melds = [0] * len(rules.sides)
    for s in order:
        melds[rules.side_of(s)] += meld_total(trial[s], Suit(suit), rules)
    pos = from_hands(rules, trial, Suit(suit), order, leader=leader, first_lead=True)
    rollout(pos, chooser)
    bside = rules.side_of(leader)
    kept = points_of(buried, card_values(rules, suit))
    out = []
    for i in range(len(rules.sides)):
        pts = pos.points[i] + (kept if i == bside else 0)
        out.append(float(saved_meld(rules, melds[i], pos.tricks[i], pts) + pts))
    return out, melds



def auction_deal(
    obs: Observation, unseen: list[Card], order: list[int], widowed: bool, rng: random.Random
) -> tuple[list[list[Card]], list[Card]]:
    """One deal of the cards this seat has not seen: the other hands and the widow."""
    rules = obs.rules
    pool = unseen[:]
    rng.shuffle(pool)
    hands: list[list[Card]] = [[] for _ in range(rules.num_players)]
    for s in order:
        if s != obs.seat:
            hands[s] = pool[: rules.hand_size]
            pool = pool[rules.hand_size :]
    return hands, (pool[: rules.widow_size] if widowed else [])


def auction_samples(
    obs: Observation,
    suits: list[Suit],
    seed: int,
    samples: int,
    policy: str = "expert",
    defend: bool = False,
    read_bids: int = 0,
    skip: tuple[int, ...] = (),
    pass_level: str | None = None,
    partner: int | None = None,
) -> list[AuctionSample]:
    """Simulated deals for the auction: this seat as bidder in each suit, and
    (with ``defend``) the likeliest opponent as bidder instead.

    At a table that passes cards after trump (``pass_count``), ``pass_level``
    ("standard" or "pro") plays the pass in every deal, the bidder's side
    passing by that level's lists (:func:`.passing.play_the_pass`; the
    Expert's own pass weighs every legal set of cards, too slow to repeat in
    each simulated deal); None values the hands as dealt.

    With ``read_bids`` the deals are resampled from that many times as many
    drawn ones, weighted by how well they explain the bids so far
    (:class:`.bid_reading.BidReading`; the seats in ``skip`` are not read).

    With ``partner`` (a partner's seat, holding the high bid) each deal is also
    played with that partner the bidder in its best suit, this seat passing to
    it: what the side scores if we leave the contract with the partner.

    The widow (if any) is taken, the pass played and a bury chosen; everyone's
    meld is counted;
    the hand is played out with the rollout policy, the bidder leading.
    """
    rules = obs.rules
    rng = random.Random(seed)
    me = obs.seat
    order = active_seats(obs)
    unseen = remove_cards(make_deck(rules.deck), obs.hand)
    side = rules.side_of(me)
    chooser = policy_named(policy)
    rival = opposing_bidder(obs) if defend else None
    widowed = rules.widow_mode in ("shown", "blind")
    passing = bool(pass_level and rules.pass_count)

    def draw() -> tuple[list[list[Card]], list[Card]]:
        return auction_deal(obs, unseen, order, widowed, rng)

    reading = BidReading(obs, frozenset(skip)) if read_bids else None
    if reading is not None and reading.active:
        drawn = [draw() for _ in range(samples * read_bids)]
        weights = [reading.weight(h) for h, _ in drawn]
        deals = resample(drawn, weights, rng, samples)
    else:
        deals = [draw() for _ in range(samples)]
    out: list[AuctionSample] = []
    for hands, widow in deals:
        win: dict[int, tuple[float, float]] = {}
        win_meld: dict[int, float] = {}
        for suit in suits:
            trial = [list(h) for h in hands]
            trial[me] = [*obs.hand, *widow]
            if passing:
                trial, _ = play_the_pass(trial, me, int(suit), rules, pass_level or "pro")
            mine = trial[me]
            buried = _bury_for(mine, suit, len(widow), obs) if widow else []
            trial[me] = remove_cards(mine, buried)
            totals, melds = _side_totals(obs, trial, int(suit), me, buried, chooser)
            others = [t for i, t in enumerate(totals) if i != side]
            shown = [m for i, m in enumerate(melds) if i != side]
            win[int(suit)] = (totals[side], sum(others) / len(others) if others else 0.0)
            win_meld[int(suit)] = sum(shown) / len(shown) if shown else 0.0
        against = (0.0, 0.0)
        against_all: tuple[float, ...] = ()
        if rival is not None:
            theirs = hands[rival] + widow
            suit_r = Suit(candidate_suits(theirs, rules, 1)[0])
            trial = [list(h) for h in hands]
            trial[me] = list(obs.hand)
            trial[rival] = theirs
            if passing:
                trial, _ = play_the_pass(trial, rival, int(suit_r), rules, pass_level or "pro")
                theirs = trial[rival]
            buried = _bury_for(theirs, suit_r, len(widow), obs) if widow else []
            trial[rival] = remove_cards(theirs, buried)
            totals, _ = _side_totals(obs, trial, int(suit_r), rival, buried, chooser)
            against = (totals[side], totals[rules.side_of(rival)])
            against_all = tuple(totals)
        with_partner = None
        if partner is not None and not widow:
            trial = [list(h) for h in hands]
            trial[me] = list(obs.hand)
            suit_p = candidate_suits(trial[partner], rules, 1)[0]
            if passing:
                trial, _ = play_the_pass(trial, partner, suit_p, rules, pass_level or "pro")
            totals, _ = _side_totals(obs, trial, suit_p, partner, [], chooser)
            others = [t for i, t in enumerate(totals) if i != side]
            with_partner = (totals[side], sum(others) / len(others) if others else 0.0)
        out.append(AuctionSample(win, against, against_all, win_meld, with_partner))
    return out


def contract_samples(
    obs: Observation, suits: list[Suit], seed: int, samples: int, policy: str = "expert"
) -> dict[int, list[tuple[float, float]]]:
    """For each trump suit: per sample (side meld + trick points as bidder, value).

    The value ranks suits: our total minus the other sides' mean total.
    """
    rows = auction_samples(obs, suits, seed, samples, policy)
    return {
        int(s): [(r.win[int(s)][0], r.win[int(s)][0] - r.win[int(s)][1]) for r in rows]
        for s in suits
    }


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


__all__ = [
    "SETTLE_STEP",
    "AuctionSample",
    "BidderShape",
    "MoveStats",
    "auction_deal",
    "auction_samples",
    "certain_endgame_size",
    "contract_samples",
    "declare_values",
    "defending_value",
    "distinct_moves",
    "endgame_size",
    "expected_at",
    "opposing_bidder",
    "paired_difference",
    "pick_move",
    "play_values",
    "rollout_to",
    "see_widow_value",
    "settled",
    "solve",
]
