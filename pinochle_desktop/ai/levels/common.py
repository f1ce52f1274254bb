"""The decision dispatcher every level shares, and the non-card decisions of Standard and Pro.

A level is a :class:`LevelPlayer` with one method per phase (``on_bid``,
``on_play``, ``on_classic_meld``...), each answering with an action or a
:class:`~..base.Decision` (the action and why). ``decide`` answers at once
when only one action is legal, and checks that a level never returns an
action that is not in ``obs.legal_actions`` (a programming error, raised
loudly); ``choose`` is the decision's action.

Randomness: Easy draws from the player's own seeded ``rng``. The simulations
of Standard and Pro draw from a generator seeded by the player's seed and
the *public* position (:meth:`LevelPlayer.decision_rng`), so a decision does
not depend on what the player was asked before, and a seat given the same
observation twice answers the same way.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ...engine.actions import Action
from ...engine.cards import Suit
from ...engine.meld.auction import meld_points
from ...engine.observation import Observation
from ...engine.text import QT_TRANSLATE_NOOP, Text
from ..base import Decision, SeededPlayer
from ..policy.bidding import BidEstimate
from ..policy.building import build_choice
from ..policy.called import best_call, team_view
from ..policy.reasons import build_decision, call_decision, stated
from ..search.playouts import contract_outcomes

_MASK = (1 << 61) - 1

#: the reason for the only legal action
ONLY_CHOICE = QT_TRANSLATE_NOOP("Reasons", "It is the only thing the rules allow here.")


def mix(*values: int) -> int:
    """A stable integer hash (the built-in ``hash`` of text changes between runs)."""
    h = 1469598103934665603
    for v in values:
        h = ((h ^ (v & _MASK)) * 1099511628211) & _MASK
    return h


class LevelPlayer(SeededPlayer):
    """Base of Easy, Standard and Pro: routes each phase to ``on_<phase>``."""

    name = "level"

    def __init__(self, seed: int = 0, rng: random.Random | None = None) -> None:
        super().__init__(seed, rng)
        self.seed = seed

    def decide(self, obs: Observation) -> Decision:
        legal = obs.legal_actions
        if not legal:
            raise ValueError(f"seat {obs.seat} has nothing to decide now")
        if len(legal) == 1:
            return stated(Decision(legal[0], ONLY_CHOICE, "only_choice"), obs)
        obs = team_view(obs)
        handler: Callable[[Observation], Action | Decision] | None = getattr(
            self, "on_" + obs.phase, None)
        if handler is None:
            return Decision(legal[0])
        answer = handler(obs)
        decision = answer if isinstance(answer, Decision) else Decision(answer)
        if decision.action not in legal:
            raise RuntimeError(
                f"{self.name} chose {decision.action}, which is not legal in {obs.phase}")
        return stated(decision, obs)

    def choose(self, obs: Observation) -> Action:
        return self.decide(obs).action

    def on_call(self, obs: Observation) -> Action | Decision:
        """Five-handed: call the highest trump we do not hold every copy of."""
        return call_decision(obs, best_call(obs))

    def on_build(self, obs: Observation) -> Action | Decision:
        """Hand building: keep the drawn card when it is worth more than an unseen one
        (:func:`.building.build_choice`)."""
        return build_decision(obs, build_choice(obs))

    def decision_rng(self, obs: Observation, *salt: int) -> random.Random:
        """A generator fixed by our seed and public facts of the position."""
        key = mix(
            self.seed, obs.hand_number, obs.dealer, obs.seat, len(obs.bids), len(obs.tricks),
            len(obs.trick), *salt,
        )
        return random.Random(key)

    def hand_rng(self, obs: Observation, salt: int = 0) -> random.Random:
        """A generator fixed by our seed, the hand number and the cards we hold."""
        return random.Random(mix(self.seed, obs.hand_number, obs.dealer, obs.seat, salt,
                                 *sorted(int(c) for c in obs.hand)))


# --- shared non-card decisions (Standard and Pro) ---------------------------------------


def bid_from_limit(obs: Observation, limit: int) -> Action:
    """The published auction: raise by the smallest step while it stays within ``limit``."""
    legal = obs.legal_actions
    bids = sorted((a for a in legal if a.kind == "bid"), key=lambda a: a.amount)
    passes = [a for a in legal if a.kind == "pass"]
    if not bids:
        return passes[0]
    if not passes or bids[0].amount <= limit:
        return bids[0]
    return passes[0]


#: why a bid or a pass, by the key a :class:`Decision` carries
BID_REASONS: dict[str, Text] = {
    "bid_within_limit": QT_TRANSLATE_NOOP(
        "Reasons", "Simulated deals of this hand reach {limit} often enough (best meld "
        "{meld}, with {suit} as trump), so the bidding goes on."),
    "pass_over_limit": QT_TRANSLATE_NOOP(
        "Reasons", "The next bid, {amount}, is more than simulated deals of this hand reach "
        "often enough: {limit} (best meld {meld}, with {suit} as trump)."),
    "bid_forced": QT_TRANSLATE_NOOP(
        "Reasons", "Passing is not allowed here, so the least bid is made."),
    "bid_guess": QT_TRANSLATE_NOOP(
        "Reasons", "Willing to go to {limit} this hand, a limit guessed at the start of it."),
}


def bid_decision(obs: Observation, limit: int, suit: int | None = None,
                 guess: bool = False) -> Decision:
    """:func:`bid_from_limit`'s action, with why (:func:`bid_reason`)."""
    return bid_reason(obs, bid_from_limit(obs, limit), limit, suit, guess)


def bid_reason(obs: Observation, action: Action, limit: int, suit: int | None = None,
               guess: bool = False) -> Decision:
    """``action`` (a bid or a pass) with why: the limit (from simulated deals of the
    hand, or a ``guess``), and the best meld with ``suit`` as trump."""
    if action.kind == "bid" and not any(a.kind == "pass" for a in obs.legal_actions) \
            and (action.amount or 0) > limit:
        rule = "bid_forced"
    elif guess:
        rule = "bid_guess"
    else:
        rule = "bid_within_limit" if action.kind == "bid" else "pass_over_limit"
    trump = Suit(suit) if suit is not None else max(
        Suit, key=lambda s: meld_points(obs.hand, s, obs.rules))
    amount = min((a.amount for a in obs.legal_actions if a.kind == "bid"), default=0)
    reason = BID_REASONS[rule].format(limit=limit, amount=amount, suit=trump.word,
                                      meld=meld_points(obs.hand, trump, obs.rules))
    return Decision(action, reason, rule)


#: why the other choices of Standard and Pro, by the key a :class:`Decision` carries
CHOICE_REASONS: dict[str, Text] = {
    "trump_best_estimate": QT_TRANSLATE_NOOP(
        "Reasons", "With {suit} as trump, simulated deals of this hand reach {limit} often "
        "enough (meld {meld}): the most of the suits that may be named."),
    "trump_longest": QT_TRANSLATE_NOOP(
        "Reasons", "The {suit} are the longest suit that may be named."),
    "misdeal_weak": QT_TRANSLATE_NOOP(
        "Reasons", "Simulated deals of this hand reach only {limit}, less than the least bid "
        "({least}), so the hand is thrown in."),
    "misdeal_keep": QT_TRANSLATE_NOOP(
        "Reasons", "Simulated deals of this hand reach {limit}, enough to bid, so it is kept."),
    "widow_see": QT_TRANSLATE_NOOP(
        "Reasons", "The contract is made in {percent}% of simulated deals: worth turning up "
        "the widow."),
    "widow_concede": QT_TRANSLATE_NOOP(
        "Reasons", "The contract is made in only {percent}% of simulated deals: conceding "
        "unseen costs the least."),
    "declare_play": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand makes the contract in {percent}% of simulated deals."),
    "declare_concede": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand makes the contract in only {percent}% of simulated "
        "deals: conceding saves the others' counters."),
    "declare_moon": QT_TRANSLATE_NOOP(
        "Reasons", "Played out, the hand takes every trick in {percent}% of simulated deals, "
        "worth more than playing it as usual."),
}


def _percent(share: float) -> int:
    return round(100 * share)


def trump_from_estimate(obs: Observation, estimate: BidEstimate, threshold: float) -> Decision:
    """The legal suit with the highest willing bid, among suits we hold."""
    options = [a for a in obs.legal_actions if a.kind == "trump" and a.suit is not None]
    held = {c // 6 for c in obs.hand}
    pool = [a for a in options if a.suit in held] or options
    simulated = [a for a in pool if int(a.suit or 0) in estimate.scores]
    if simulated:
        best = max(
            simulated,
            key=lambda a: (
                estimate.willing(int(a.suit or 0), threshold),
                estimate.mean(int(a.suit or 0)),
                -int(a.suit or 0),
            ),
        )
        suit = Suit(int(best.suit or 0))
        reason = CHOICE_REASONS["trump_best_estimate"].format(
            suit=suit.word, limit=estimate.willing(suit, threshold),
            meld=meld_points(obs.hand, suit, obs.rules))
        return Decision(best, reason, "trump_best_estimate")
    length = {s: sum(1 for c in obs.hand if c // 6 == s) for s in range(4)}
    best = max(pool, key=lambda a: (length[int(a.suit or 0)], -int(a.suit or 0)))
    reason = CHOICE_REASONS["trump_longest"].format(suit=Suit(int(best.suit or 0)).word)
    return Decision(best, reason, "trump_longest")


def misdeal_choice(obs: Observation, estimate: BidEstimate, threshold: float) -> Decision:
    """Throw the hand in when we would not even bid the minimum with it."""
    _, willing = estimate.best(threshold)
    kind = "misdeal" if willing < obs.rules.min_bid else "keep"
    rule = "misdeal_weak" if kind == "misdeal" else "misdeal_keep"
    action = next((a for a in obs.legal_actions if a.kind == kind), obs.legal_actions[0])
    reason = CHOICE_REASONS[rule].format(limit=willing, least=obs.rules.min_bid)
    return Decision(action, reason, rule)


def widow_choice(obs: Observation, estimate: BidEstimate,
                 give_up_below: float = 0.2) -> Decision:
    """A forced bidder concedes unseen (the cheapest way to lose) when making it is unlikely."""
    contract = obs.contract or obs.rules.min_bid
    chance = max(estimate.chance(s, contract) for s in estimate.scores)
    kind = "concede_unseen" if chance < give_up_below else "see_widow"
    rule = "widow_concede" if kind == "concede_unseen" else "widow_see"
    action = next((a for a in obs.legal_actions if a.kind == kind), obs.legal_actions[0])
    return Decision(action, CHOICE_REASONS[rule].format(percent=_percent(chance)), rule)


def declare_choice(
    obs: Observation, rng: random.Random, samples: int, concede_below: float = 0.1
) -> Decision:
    """Play, concede or shoot the moon, from Standard-rule playouts of the hand.

    Concede when the contract is made in fewer than ``concede_below`` of the
    playouts (conceding saves the opponents' trick points). Shoot the moon
    only when it is worth more on average than playing normally.
    """
    legal = {a.kind: a for a in obs.legal_actions}
    made, every, mean = contract_outcomes(obs, rng, samples)
    rules = obs.rules
    if "moon" in legal:
        reward = {
            "win_game": max(obs.target, 1000),
            "points": rules.moon_points,
            "fixed": rules.moon_fixed,
        }.get(rules.moon_reward, rules.moon_points)
        moon_value = every * reward - (1 - every) * rules.moon_penalty
        if every >= 0.9 and moon_value > mean:
            return Decision(legal["moon"], CHOICE_REASONS["declare_moon"].format(
                percent=_percent(every)), "declare_moon")
    if "concede" in legal and made < concede_below:
        return Decision(legal["concede"], CHOICE_REASONS["declare_concede"].format(
            percent=_percent(made)), "declare_concede")
    action = legal.get("play_hand")
    if action is None:
        return Decision(obs.legal_actions[0])
    return Decision(action, CHOICE_REASONS["declare_play"].format(percent=_percent(made)),
                    "declare_play")
