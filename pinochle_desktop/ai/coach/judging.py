"""The coach's judge: what a person's move costs by the Expert's own evaluation.

Given a seat's observation and the move the person is about to make,
:func:`assess` compares it with the Expert's choice over the same sampled deals
(paired, so the noise of the deals cancels) and returns a :class:`Verdict`: the
expected cost in points, its standard error, the Expert's move with the
Expert's reason, and a sentence saying why this move costs. :func:`judge`
returns the verdict only when it is worth a warning: the cost reaches the
threshold *and* is more than ``z`` standard errors (a real difference, not the
noise of the sample).

* Cards: every legal card's playout values, with the Expert's own knowledge of
  the hidden hands (:func:`.levels.expert.play_chunk` with the Expert's options:
  the bidder's shape, shown meld, the pass and the play read as the Expert
  reads them): the coach knows what the Expert and the hint know.
* Bids and passes in the auction: the simulated deals of the Expert's auction
  (:func:`.search.expert.auction_samples`): holding the contract at an amount
  is worth our total where the side reaches it, minus the amount where it does
  not, less the others' total; the Expert's willing bid is the amount reached
  in its share of deals (``make_threshold``). A bid above that is judged
  against stopping there (or passing); a pass against the Expert's bid. A bid
  or a pass the Expert would make too gets a verdict of no cost that still
  carries the willing bid and how often the contract is made.
* Trump: the same deals, the contract known, each suit's expected score. With
  the widow in the bidder's hand, the other hands are sampled around it and,
  for each suit, the bidder buries as the bidding policy's simulation does
  (:func:`.policy.passing.quick_bury`) and the hand is played out.
* Passing and burying cards: the hand played out over sampled deals after this
  choice and after the Expert's (the partner's pass back included).

Only the observation is read; the hidden cards are sampled (``tests/ai``
checks it never sees them).
"""

from __future__ import annotations

import dataclasses
import random
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.actions import Action
from ...engine.cards import Card, Suit, make_deck, remove_cards
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from ...engine.play.fast_position import from_hands
from ...engine.rules.values import card_values, points_of
from ...engine.states.scoring import saved_meld
from ...engine.text import Text
from ..base import Decision
from ..levels.common import bid_reason
from ..levels.expert import ExpertPlayer, play_chunk
from ..levels.expert_options import ExpertOptions
from ..levels.expert_reasons import EXPERT_REASONS, percent
from ..policy.called import team_view
from ..policy.passing import declarer_back, pick_cards, quick_bury, void_first
from ..policy.reasons import action_words, card_words, cards_words, stated
from ..policy.view import active_seats
from ..search.auction_sample import AuctionSample
from ..search.auction_values import defending_value, opposing_bidder, willing_contract
from ..search.expert import auction_samples
from ..search.move_stats import MoveStats, paired_difference, search_decision
from ..search.rollout import DEFAULT_POLICY, policy_named, rollout
from ..search.workers import ProcessPool, run_chunks
from .words import COACH_WORDS, deals_words

__all__ = ["JUDGED", "JUDGED_KINDS", "CoachOptions", "Verdict", "assess", "evaluation_seed",
           "is_judged", "judge"]

#: the moves the coach judges, by phase (every other move goes through unjudged)
JUDGED: dict[str, tuple[str, ...]] = {
    "play": ("play",),
    "bid": ("bid", "pass"),
    "trump": ("trump",),
    "pass": ("give",),
    "bury": ("bury",),
}
#: the kinds of move the coach judges
JUDGED_KINDS = tuple(dict.fromkeys(k for kinds in JUDGED.values() for k in kinds))


def is_judged(phase: str, kind: str) -> bool:
    """Whether a move of ``kind`` in ``phase`` is one the coach judges."""
    return kind in JUDGED.get(str(getattr(phase, "value", phase)), ())


def _auction_searched(obs: Observation) -> bool:
    """Whether the Expert's own auction search decides here (as ``ExpertPlayer`` does
    with its ``auction="auto"``): an auction game not for stakes, played in
    partnerships (as far as the seat can tell them) or with a widow. Elsewhere the
    Expert bids as Pro does, and points are not what a stakes hand pays."""
    rules = team_view(obs).rules
    if rules.style != "auction" or rules.stakes:
        return False
    return all(len(side) >= 2 for side in rules.sides) or bool(rules.widow_size)


@dataclass(frozen=True)
class CoachOptions:
    """How hard the coach looks and when it speaks."""

    #: the least expected cost, in points, worth a warning
    threshold: float = 20.0
    #: the cost must exceed this many standard errors of the paired difference
    z: float = 2.0
    #: sampled deals for a card (and for a pass or a bury)
    samples: int = 160
    #: simulated deals for a bid, a pass in the auction or a trump
    bid_samples: int = 192
    #: processes to spread the deals over (0: here)
    workers: int = 0
    #: the card-play playout policy (the Expert's)
    policy: str = DEFAULT_POLICY

    def scaled(self, factor: int) -> CoachOptions:
        """The same coach with ``factor`` times the deals (a later, fuller look)."""
        return dataclasses.replace(self, samples=self.samples * factor,
                                   bid_samples=self.bid_samples * factor)


@dataclass(frozen=True)
class Verdict:
    """What the person's move costs against the Expert's choice."""

    kind: str
    #: the person's move and the Expert's
    action: Action
    better: Action
    #: expected points lost by the person's move (paired mean), and its standard error
    cost: float
    error: float
    #: deals the figures are over
    deals: int
    #: why this move costs, in words (a :class:`Text`: translated where shown)
    why: Text
    #: the Expert's own reason for its move (its :class:`Decision`'s), if it gives one
    reason: Text | None
    rule: str
    #: bids and passes in the auction: the Expert's willing bid, and the share of the
    #: deals (0..1) in which the side makes ``contract`` (the amount bid; for a pass,
    #: the lowest bid there was to make)
    willing: int | None = None
    made: float | None = None
    contract: int | None = None

    @property
    def agrees(self) -> bool:
        """The Expert makes the same move (a verdict of no cost, for its figures)."""
        return self.better == self.action

    def warns(self, threshold: float, z: float) -> bool:
        """Worth a warning: the cost reaches ``threshold`` and beats the noise."""
        return self.cost >= threshold and self.cost > z * self.error


def evaluation_seed(obs: Observation) -> int:
    """A seed fixed by the public position (the same question gets the same answer)."""
    played = sum(len(cards) for _, cards, _ in obs.tricks) + len(obs.trick)
    return (7919 * (played + 1) + 104729 * len(obs.bids) + 31 * obs.hand_number
            + 7 * obs.seat + 1) & 0x7FFFFFFF


def judge(obs: Observation, action: Action, options: CoachOptions | None = None,
          seed: int | None = None, pool: ProcessPool | None = None) -> Verdict | None:
    """The verdict on ``action`` when it is worth a warning, else None."""
    opts = options or CoachOptions()
    verdict = assess(obs, action, opts, seed, pool)
    if verdict is None or not verdict.warns(opts.threshold, opts.z):
        return None
    return verdict


def assess(obs: Observation, action: Action, options: CoachOptions | None = None,
           seed: int | None = None, pool: ProcessPool | None = None) -> Verdict | None:
    """The verdict on ``action`` against the Expert's choice; None when there is nothing
    to compare (the only legal move, a kind of move not judged, the Expert's own move:
    but a bid or pass the Expert agrees with gets a verdict that :attr:`~Verdict.agrees`,
    with the auction's figures)."""
    opts = options or CoachOptions()
    if not is_judged(obs.phase, action.kind) or len(obs.legal_actions) < 2:
        return None
    if action not in obs.legal_actions:
        return None
    base = evaluation_seed(obs) if seed is None else seed
    phase = obs.phase
    if phase == "play" and action.kind == "play":
        return _judge_card(team_view(obs), action, opts, base, pool)
    if phase in ("bid", "trump") and not _auction_searched(obs):
        return None
    if phase == "bid" and action.kind in ("bid", "pass"):
        return _judge_bid(obs, action, opts, base, pool)
    if phase == "trump" and action.kind == "trump":
        return _judge_trump(obs, action, opts, base, pool)
    if phase in ("pass", "bury") and action.kind in ("give", "bury"):
        return _judge_kept(obs, action, opts, base)
    return None


# -- cards ------------------------------------------------------------------------------


def _card_stats(obs: Observation, opts: CoachOptions, seed: int,
                pool: ProcessPool | None) -> dict[int, MoveStats]:
    chunks = max(1, min(opts.workers, opts.samples))
    sizes = [opts.samples // chunks + (1 if i < opts.samples % chunks else 0)
             for i in range(chunks)]
    expert = ExpertOptions(workers=0, max_seconds=0.0, policy=opts.policy)
    args = [(obs, seed + 7919 * i, n, expert) for i, n in enumerate(sizes) if n]
    stats: dict[int, MoveStats] = {}
    for part in run_chunks(play_chunk, args, opts.workers, pool):
        for card, st in part.items():
            stats.setdefault(card, MoveStats()).merge(st)
    return stats


def _judge_card(obs: Observation, action: Action, opts: CoachOptions, seed: int,
                pool: ProcessPool | None) -> Verdict | None:
    stats = _card_stats(obs, opts, seed, pool)
    chosen = int(action.card)
    if chosen not in stats or len(stats) < 2 or stats[chosen].count < 2:
        return None
    best = max(stats, key=lambda c: (stats[c].mean, -c))
    if best == chosen:
        return None
    cost, error = paired_difference(stats[best].values, stats[chosen].values)
    decision = search_decision(obs, stats, best)
    n = stats[chosen].count
    why = COACH_WORDS["card_costs"].format(card=card_words(Card(chosen)),
                                           better=card_words(Card(best)), cost=round(cost),
                                           deals=deals_words(n))
    return Verdict("play", action, decision.action, cost, error, n, why, decision.reason,
                   "card_costs")


# -- the auction ------------------------------------------------------------------------


def _auction_rows(obs: Observation, suits: list[Suit], opts: CoachOptions, seed: int,
                  pool: ProcessPool | None, defend: bool = False,
                  partner: int | None = None) -> list[AuctionSample]:
    chunks = max(1, min(opts.workers, opts.bid_samples))
    per = max(1, opts.bid_samples // chunks)
    policy = ExpertOptions().bid_policy
    args = [(obs, suits, seed + 104729 * k, per, policy, defend, 0, (), None, partner)
            for k in range(chunks)]
    return [r for part in run_chunks(auction_samples, args, opts.workers, pool) for r in part]


def _holding(rows: Sequence[AuctionSample], suit: int, amount: int) -> list[float]:
    """Per deal: holding ``amount`` in ``suit``: our total when made, else minus the
    amount; less the others' total (:func:`.auction_values.expected_at`, deal by deal)."""
    out = []
    for r in rows:
        ours, theirs = r.win[suit]
        out.append((ours if ours >= amount else -amount) - theirs)
    return out


def _best_suit(rows: Sequence[AuctionSample], amount: int) -> int:
    suits = list(rows[0].win)
    return max(suits, key=lambda s: (statistics.fmean(_holding(rows, s, amount)), -s))


def _made(rows: Sequence[AuctionSample], suit: int, amount: int) -> float:
    return sum(1 for r in rows if r.win[suit][0] >= amount) / len(rows)


def _willing(rows: Sequence[AuctionSample]) -> tuple[int, int]:
    """(the Expert's willing bid, its suit): the highest contract reached in its share of
    the simulated deals (``ExpertOptions.make_threshold``), in the suit reaching most."""
    share = ExpertOptions().make_threshold

    def at(suit: int) -> int:
        return willing_contract([r.win[suit][0] for r in rows], share)

    suit = max(rows[0].win, key=lambda s: (at(s), -s))
    return at(suit), suit


def _high_bidder(obs: Observation) -> int | None:
    high = [s for s, a in obs.bids if a is not None]
    return high[-1] if high else None


def _passing(obs: Observation, rows: Sequence[AuctionSample]) -> list[float] | None:
    """Per deal: what passing is worth (the partner or the likeliest opponent declaring)."""
    rules = obs.rules
    side = rules.side_of(obs.seat)
    high = _high_bidder(obs)
    if high is not None and high != obs.seat and rules.side_of(high) == side:
        bid = max(a for _, a in obs.bids if a is not None)
        if any(r.partner is None for r in rows):
            return None
        return [(o if o >= bid else -bid) - t for o, t in
                (r.partner for r in rows if r.partner is not None)]
    rival = opposing_bidder(obs)
    if rival is None or not all(r.defend_all for r in rows):
        return None
    rside = rules.side_of(rival)
    shown = [a for s, a in obs.bids if a is not None and rules.side_of(s) != side]
    their_bid = max(shown, default=rules.min_bid)
    return [defending_value(r.defend_all, side, rside, their_bid) for r in rows]


def _judge_bid(obs: Observation, action: Action, opts: CoachOptions, seed: int,
               pool: ProcessPool | None) -> Verdict | None:
    bids = sorted(a.amount for a in obs.legal_actions if a.kind == "bid")
    passes = [a for a in obs.legal_actions if a.kind == "pass"]
    if not bids:
        return None
    rules = obs.rules
    high = _high_bidder(obs)
    partner_high = (high is not None and high != obs.seat
                    and rules.side_of(high) == rules.side_of(obs.seat))
    partner = high if partner_high and not rules.widow_size else None
    rows = _auction_rows(obs, list(Suit), opts, seed, pool, defend=True, partner=partner)
    if not rows:
        return None
    willing, suit = _willing(rows)
    passing = _passing(obs, rows)
    lowest = bids[0]
    if not passes:  # a forced opening: the choice is only how much, the least at worst
        willing = max(willing, lowest)
    would_bid = lowest <= willing
    if would_bid and partner_high and passing is not None:
        hold = statistics.fmean(_holding(rows, _best_suit(rows, lowest), lowest))
        would_bid = hold >= statistics.fmean(passing) + ExpertOptions().partner_margin
    n = len(rows)
    if action.kind == "bid":
        amount = action.amount
        share = _made(rows, _best_suit(rows, amount), amount)
        if would_bid and amount <= willing:
            return _auction_agrees(obs, action, n, willing, suit, share, amount)
        mine = _holding(rows, _best_suit(rows, amount), amount)
        made = percent(share)
        if would_bid:
            cap = max(b for b in bids if b <= willing)
            better = next(a for a in obs.legal_actions if a.kind == "bid" and a.amount == lowest)
            theirs = _holding(rows, _best_suit(rows, cap), cap)
            rule = "bid_too_high"
        else:
            if passing is None:
                return None
            better, theirs, rule = passes[0], passing, "bid_over_nothing"
        cost, error = paired_difference(theirs, mine)
        why = COACH_WORDS[rule].format(amount=amount, made=made, deals=deals_words(n),
                                       willing=willing)
    else:
        amount = lowest
        if not would_bid:
            share = _made(rows, _best_suit(rows, lowest), lowest)
            return _auction_agrees(obs, action, n, willing, suit, share, lowest)
        if passing is None:
            return None
        better = next(a for a in obs.legal_actions if a.kind == "bid" and a.amount == lowest)
        best = _best_suit(rows, lowest)
        cost, error = paired_difference(_holding(rows, best, lowest), passing)
        rule = "pass_gives_up"
        share = _made(rows, best, lowest)
        why = COACH_WORDS[rule].format(cost=round(cost), amount=lowest, made=percent(share),
                                       deals=deals_words(n), willing=willing)
    expert = stated(bid_reason(obs, better, willing, suit), obs)
    return Verdict(action.kind, action, better, cost, error, n, why, expert.reason, rule,
                   willing, share, amount)


def _auction_agrees(obs: Observation, action: Action, deals: int, willing: int, suit: int,
                    share: float, contract: int) -> Verdict:
    """The verdict on a bid or pass the Expert makes too: no cost, the auction's figures."""
    decision = bid_reason(obs, action, willing, suit)
    expert = stated(decision, obs)
    why = decision.reason
    assert why is not None  # bid_reason always says why
    return Verdict(action.kind, action, action, 0.0, 0.0, deals, why, expert.reason,
                   "expert_agrees", willing, share, contract)


def _judge_trump(obs: Observation, action: Action, opts: CoachOptions, seed: int,
                 pool: ProcessPool | None) -> Verdict | None:
    legal = [int(a.suit) for a in obs.legal_actions if a.kind == "trump" and a.suit is not None]
    if action.suit is None or len(legal) < 2:
        return None
    contract = obs.contract or obs.rules.min_bid
    if obs.widow is not None and obs.bidder == obs.seat and obs.rules.widow_size:
        # the widow is in hand: the auction's deals no longer fit the hand
        totals = _widow_trump_totals(obs, legal, opts, seed)
        if totals is None:
            return None
        values = {s: [ours - theirs for ours, theirs in totals[s]] for s in legal}
        made = {s: sum(1 for ours, _ in totals[s] if ours >= contract) / len(totals[s])
                for s in legal}
    else:
        rows = _auction_rows(obs, list(Suit), opts, seed, pool)
        values = {s: _holding(rows, s, contract) for s in legal}
        made = {s: _made(rows, s, contract) for s in legal}
    best = max(legal, key=lambda s: (statistics.fmean(values[s]), -s))
    chosen = int(action.suit)
    if best == chosen:
        return None
    cost, error = paired_difference(values[best], values[chosen])
    better = next(a for a in obs.legal_actions
                  if a.kind == "trump" and a.suit is not None and int(a.suit) == best)
    n = len(values[chosen])
    why = COACH_WORDS["trump_costs"].format(
        suit=Suit(chosen).word, better=Suit(best).word, cost=round(cost), deals=deals_words(n),
        made=percent(made[chosen]), better_made=percent(made[best]))
    reason = EXPERT_REASONS["trump_expected"].format(
        value=round(statistics.fmean(values[best])), contract=contract, count=n)
    expert = stated(Decision(better, reason, "trump_expected"), obs)
    return Verdict("trump", action, better, cost, error, n, why, expert.reason,
                   "trump_costs")


def _widow_trump_totals(obs: Observation, suits: list[int], opts: CoachOptions,
                        seed: int) -> dict[int, list[tuple[float, float]]] | None:
    """Per suit, per sampled deal of the other hands: (our side's total, the others'
    mean), the bidder holding the widow burying for that suit by the bidding policy's
    quick bury, the hand played out. None when the hands do not come out even."""
    order = active_seats(obs)
    others = [obs.hand_sizes[s] for s in order if s != obs.seat]
    count = len(obs.hand) - min(others, default=len(obs.hand))
    if count < 0:
        return None
    buried = {s: quick_bury(list(obs.hand), s, obs.rules, count) for s in suits}
    named = {s: dataclasses.replace(obs, trump=Suit(s)) for s in suits}
    rng = random.Random(seed)
    out: dict[int, list[tuple[float, float]]] = {s: [] for s in suits}
    for _ in range(max(2, opts.bid_samples)):
        hands = _deal_rest(obs, rng)
        if hands is None:
            return None
        for s in suits:
            trial = [list(h) for h in hands]
            trial[obs.seat] = remove_cards(trial[obs.seat], buried[s])
            if len({len(trial[x]) for x in order}) != 1:
                return None
            out[s].append(_hand_totals(named[s], trial, buried[s], opts.policy))
    return out


# -- passing and burying: the kept hand played out -----------------------------------------


def _expert_choice(obs: Observation) -> Decision:
    """The Expert's own pass or bury (with its reason), decided here."""
    return ExpertPlayer(0, ExpertOptions(workers=0)).decide(obs)


def _receiver(obs: Observation) -> int | None:
    """Whom this seat's passed cards go to: the bidder, or the bidder's partner."""
    bidder = obs.bidder
    if bidder is None:
        return None
    if obs.seat != bidder:
        return bidder
    partners = obs.rules.partners_of(bidder)
    return partners[0] if partners else None


def _deal_rest(obs: Observation, rng: random.Random) -> list[list[Card]] | None:
    """The other hands as they may be now: cards this seat gave are where it gave
    them; every other unseen card falls at random, each hand its known size."""
    rules = obs.rules
    hands: list[list[Card]] = [[] for _ in range(rules.num_players)]
    hands[obs.seat] = list(obs.hand)
    unseen = remove_cards(make_deck(rules.deck), list(obs.hand))
    receiver = _receiver(obs)
    if obs.gave and receiver is not None:
        hands[receiver] = list(obs.gave)
        unseen = remove_cards(unseen, list(obs.gave))
    rng.shuffle(unseen)
    for s in active_seats(obs):
        if s == obs.seat:
            continue
        need = obs.hand_sizes[s] - len(hands[s])
        if need < 0 or need > len(unseen):
            return None
        hands[s] += unseen[:need]
        unseen = unseen[need:]
    return hands


def _after(obs: Observation, hands: list[list[Card]], action: Action) -> tuple[
        list[list[Card]], list[Card]]:
    """The hands once ``action`` is made (and the bidder's pass back, by Standard's
    lists, when this seat passes first), and the cards buried."""
    rules = obs.rules
    trump = int(obs.trump or 0)
    trial = [list(h) for h in hands]
    cards = list(action.cards)
    trial[obs.seat] = remove_cards(trial[obs.seat], cards)
    if action.kind == "bury":
        return trial, cards
    receiver = _receiver(obs)
    if receiver is None:
        return trial, []
    bidder = obs.bidder
    if receiver == bidder and bidder is not None:
        k = len(cards)
        seen = trial[bidder] + cards if rules.pass_mode == "partner_first" else trial[bidder]
        first = void_first(seen, trump, rules, k)
        back = pick_cards(seen, trump, rules, k, first, declarer_back(trump, cards))
        trial[bidder] = remove_cards(trial[bidder] + cards, back)
        trial[obs.seat] += back
    else:
        trial[receiver] += cards
    return trial, []


def _hand_value(obs: Observation, hands: list[list[Card]], buried: list[Card],
                policy: str) -> float:
    """Our side's score less the others' mean (see :func:`_hand_totals`)."""
    ours, theirs = _hand_totals(obs, hands, buried, policy)
    return ours - theirs


def _hand_totals(obs: Observation, hands: list[list[Card]], buried: list[Card],
                 policy: str) -> tuple[float, float]:
    """(our side's score, the others' mean), the hand played out from the first lead
    (each side's meld, saved by its tricks; the bidder's side short of the contract
    scores minus it)."""
    rules = obs.rules
    trump = Suit(int(obs.trump or 0))
    bidder = obs.bidder if obs.bidder is not None else obs.seat
    order = active_seats(obs)
    melds = [0] * len(rules.sides)
    for s in order:
        melds[rules.side_of(s)] += meld_total(hands[s], trump, rules)
    pos = from_hands(rules, hands, trump, order, leader=bidder, first_lead=True)
    rollout(pos, policy_named(policy))
    bside = rules.side_of(bidder)
    kept = points_of(buried, card_values(rules, int(trump)))
    contract = obs.contract or rules.min_bid
    totals = []
    for i in range(len(rules.sides)):
        pts = pos.points[i] + (kept if i == bside else 0)
        total = float(saved_meld(rules, melds[i], pos.tricks[i], pts) + pts)
        if i == bside and total < contract:
            total = -float(contract)
        totals.append(total)
    side = rules.side_of(obs.seat)
    others = [t for i, t in enumerate(totals) if i != side]
    return totals[side], (sum(others) / len(others) if others else 0.0)


def kept_values(obs: Observation, actions: Sequence[Action], seed: int, samples: int,
                policy: str = DEFAULT_POLICY) -> list[list[float]]:
    """Per action, its value on each of ``samples`` sampled deals (the same deals);
    no values when the hands are not yet ready to play (another pass or a bury to come)."""
    rng = random.Random(seed)
    out: list[list[float]] = [[] for _ in actions]
    for _ in range(samples):
        hands = _deal_rest(obs, rng)
        if hands is None:
            break
        for i, action in enumerate(actions):
            trial, buried = _after(obs, hands, action)
            if len({len(trial[s]) for s in active_seats(obs)}) != 1:
                return [[] for _ in actions]  # more to give or bury first: not a whole hand
            out[i].append(_hand_value(obs, trial, buried, policy))
    return out


def _judge_kept(obs: Observation, action: Action, opts: CoachOptions,
                seed: int) -> Verdict | None:
    if obs.trump is None:
        return None
    expert = _expert_choice(obs)
    if expert.action == action or expert.action.kind != action.kind:
        return None
    theirs, mine = kept_values(obs, [expert.action, action], seed, opts.samples, opts.policy)
    if len(mine) < 2:
        return None
    cost, error = paired_difference(theirs, mine)
    rule = "bury_costs" if action.kind == "bury" else "give_costs"
    n = len(mine)
    why = COACH_WORDS[rule].format(cost=round(cost), deals=deals_words(n),
                                   better=cards_words(list(expert.action.cards), obs.trump))
    expert = stated(expert, obs)
    return Verdict(action.kind, action, expert.action, cost, error, n, why, expert.reason, rule)


def describe(verdict: Verdict, obs: Observation) -> Text:
    """What the Expert would do instead, in a player's words (``Plays the ace of ...``)."""
    return action_words(verdict.better, obs)

