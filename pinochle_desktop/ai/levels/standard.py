"""Standard, as published: simulation bidding at 83%, the passing preferences, card memory.

* **Bidding**: simulate rounds with the unseen cards dealt at random to
  Standard-strategy players (:mod:`.bidding`); the maximum willing bid is the
  round score reached in more than 83% of them. Raise by the smallest step
  while within it, then pass. The simulation is done once per hand and
  reused by every later bid, the trump choice, the misdeal and widow choices.
  At a table that passes cards after trump, a simulated round plays the
  pass first (a round "randomly dealt to standard strategy players" at such a
  table includes it); ``standard/model_pass=false`` values the
  hand as dealt, for comparison.
* **Trump**: the suit (among those we hold) with the highest willing bid.
* **Playing for stakes** (:mod:`..policy.stakes`): the same simulations, read as
  expected units: bid while the chance of making the bid is above the
  break-even chance of the stakes (plus :attr:`StandardPlayer.stakes_margin`),
  trump by expected units at the contract, claim a contract the meld makes,
  concede when a single bete costs less than playing on, throw in unseen at
  the minimum when that costs less than looking at the widow.
* **Passing** (:mod:`.passing`): never a meld card when avoidable; to the
  declarer the highest trumps, then the highest other cards; back from the
  declarer whole short suits without an ace (voids), plain kings, plain
  queens, the JD unless just received, the lowest plain, the lowest trump.
* **Leading**: the highest trump that is sure to win (card memory: nothing
  higher can be out against us), otherwise the highest non-trump card.
* **Following**: unable to beat the trick, the lowest counter when the partner
  is winning it, else the lowest card; able to beat it, the highest winning
  card, or playing last, the lowest card that takes the trick.

Extensions are described in :mod:`.heuristics` (tie-breaks, not overtaking a
partner whose card is safe), :mod:`.passing` (burying, kitty),
:mod:`.classic_play` (two-handed) and :mod:`.common` (misdeal, widow, concede).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.actions import Action
from ...engine.cards import Suit
from ...engine.observation import Observation
from ...engine.play.tricks import trick_winner
from ...engine.rules.values import card_values
from ...engine.text import QT_TRANSLATE_NOOP, Text
from ..base import Decision
from ..policy.bidding import BidEstimate, EstimateCache, sample_count
from ..policy.classic_play import (
    classic_dix,
    classic_meld,
    classic_take,
    classic_trick,
    meld_value,
)
from ..policy.heuristics import (
    BEATS,
    pro_lead,
    standard_follow,
    standard_lead,
    sure_trump,
    to_mask,
)
from ..policy.passing import choose_bury, choose_kitty, choose_pass
from ..policy.reasons import (
    CLASSIC_REASONS,
    bury_decision,
    classic_meld_decision,
    classic_trick_decision,
    kitty_decision,
    pass_decision,
)
from ..policy.stakes import best_units, break_even, declare_by_units, trump_by_units, widow_by_units
from ..policy.view import View, build_view
from ..search.playouts import contract_outcomes
from .common import (
    LevelPlayer,
    bid_decision,
    bid_from_limit,
    bid_reason,
    declare_choice,
    misdeal_choice,
    trump_from_estimate,
    widow_choice,
)
from .expert_options import option


@dataclass(frozen=True)
class SimulationOptions:
    """How Standard and Pro simulate a round (defaults: the shipped levels);
    the registry parses them from ``standard/model_pass=false``."""

    model_pass: bool = option(
        True, "simulated rounds play the pass after trump (tables with pass_count)")
    bid_samples: int | None = option(
        None, "simulated rounds per trump suit on 48 cards (None: the level's own, "
        "Standard 24, Pro 1,000)", low=1)


def follow_context(obs: Observation, view: View) -> tuple[int, bool, bool, bool]:
    """(winning card, partner winning, playing last, partner's card safe) of the trick."""
    assert obs.trump is not None
    cards = [c for _, c in obs.trick]
    i = trick_winner(cards, int(obs.trump))
    win = int(cards[i])
    partner = obs.trick[i][0] in view.partners
    last = len(obs.trick) == len(view.order) - 1
    safe = partner and (last or view.partner_safe(obs.trick, win))
    return win, partner, last, safe


def standard_card(obs: Observation, choices: int | None = None, pro: bool = False) -> Action:
    """The published lead/follow rules among ``choices`` (default: every legal card)."""
    return standard_decision(obs, choices, pro).action


def standard_decision(obs: Observation, choices: int | None = None,
                      pro: bool = False) -> Decision:
    """:func:`standard_card`'s card, with the rule that picked it (:data:`CARD_REASONS`)."""
    assert obs.trump is not None
    view = build_view(obs)
    trump = int(obs.trump)
    if choices is None:
        choices = to_mask(a.card for a in obs.legal_actions if a.kind == "play")
    if not obs.trick:
        if pro:
            plain_sure = view.plain_sure()
            card = pro_lead(choices, trump, view.threat, plain_sure, view.hand)
        else:
            card = standard_lead(choices, trump, view.threat, view.unsafe_suits())
        if card // 6 == trump:
            rule = "lead_sure_trump" if sure_trump(card, view.threat) else "lead_low"
        elif pro:
            rule = "lead_sure_plain" if plain_sure >> card & 1 else "lead_low"
        else:
            rule = "lead_high_plain"
    else:
        win, partner, last, safe = follow_context(obs, view)
        values = card_values(obs.rules, trump)
        card = standard_follow(choices, win, trump, partner, last, safe, values, view.hand)
        cards = [int(c) for _, c in obs.trick]
        if trick_winner([*cards, card], trump) == len(cards):
            rule = "take_cheapest" if last else "take_highest"
        elif partner and values[card] > 0:
            rule = "leave_partner" if safe and choices & BEATS[trump][win] else "feed_partner"
        else:
            rule = "throw_low"
    action = next(a for a in obs.legal_actions if a.kind == "play" and a.card == card)
    return Decision(action, CARD_REASONS[rule], rule)


#: the rules of the published card play, by the key a :class:`Decision` carries
CARD_REASONS: dict[str, Text] = {
    "lead_sure_trump": QT_TRANSLATE_NOOP(
        "Reasons", "The highest trump, and no card still out can beat it."),
    "lead_high_plain": QT_TRANSLATE_NOOP(
        "Reasons", "No trump is sure to win, so the highest card of a side suit leads."),
    "lead_sure_plain": QT_TRANSLATE_NOOP(
        "Reasons", "A sure winner: no higher card is out, and no one can trump it."),
    "lead_low": QT_TRANSLATE_NOOP(
        "Reasons", "No sure winner to lead, so the lowest card goes."),
    "take_highest": QT_TRANSLATE_NOOP(
        "Reasons", "It takes the trick: the highest card that wins, as others play after."),
    "take_cheapest": QT_TRANSLATE_NOOP(
        "Reasons", "Playing last, the cheapest card that takes the trick."),
    "leave_partner": QT_TRANSLATE_NOOP(
        "Reasons", "The partner's card cannot be beaten: let it win and add a counter."),
    "feed_partner": QT_TRANSLATE_NOOP(
        "Reasons", "The partner is winning the trick, so it gets a counter."),
    "throw_low": QT_TRANSLATE_NOOP(
        "Reasons", "The trick cannot be won, so the lowest card goes."),
}


#: why a decision of a hand played for stakes, by the key a :class:`Decision` carries
STAKES_REASONS: dict[str, Text] = {
    "stakes_bid": QT_TRANSLATE_NOOP(
        "Reasons", "With {suit} as trump, simulated deals of this hand make {amount} in "
        "{percent}% of them: more than the {need}% a contract needs to win stakes on average."),
    "stakes_pass": QT_TRANSLATE_NOOP(
        "Reasons", "Simulated deals of this hand make the next bid, {amount}, in only "
        "{percent}% of them (with {suit} as trump, its best): a contract needs more than "
        "{need}% to win stakes on average."),
    "stakes_trump": QT_TRANSLATE_NOOP(
        "Reasons", "Of the suits simulated, this trump is worth the most stakes at the "
        "contract."),
    "stakes_see_widow": QT_TRANSLATE_NOOP(
        "Reasons", "Looking at the widow is expected to cost less than throwing in unseen."),
    "stakes_concede_unseen": QT_TRANSLATE_NOOP(
        "Reasons", "Throwing in unseen costs one payment: less than looking at the widow is "
        "expected to cost."),
    "stakes_concede_contract": QT_TRANSLATE_NOOP(
        "Reasons", "The bidder's meld alone makes the contract: nothing can stop it."),
    "stakes_defend": QT_TRANSLATE_NOOP(
        "Reasons", "The bidder's meld does not make the contract alone: the bidder may still "
        "be set."),
    "stakes_claim": QT_TRANSLATE_NOOP(
        "Reasons", "The meld alone makes the bid, so it is collected without play."),
    "stakes_concede": QT_TRANSLATE_NOOP(
        "Reasons", "The hand is made in only {percent}% of simulated deals: a single bete "
        "costs less than playing on."),
    "stakes_play": QT_TRANSLATE_NOOP(
        "Reasons", "The hand is made in {percent}% of simulated deals: playing on is worth "
        "more than a single bete."),
}


def stakes_bid_decision(obs: Observation, estimate: BidEstimate, willing: int, suit: int,
                        need: float) -> Decision:
    """:func:`.common.bid_from_limit`'s action at ``willing`` (the highest bid made in
    more than ``need`` of the simulated deals, 0 when not even the least is), with
    why: how often the simulated deals make the next bid, against ``need``."""
    action = bid_from_limit(obs, willing)
    bids = [a.amount or 0 for a in obs.legal_actions if a.kind == "bid"]
    if action.kind == "bid" and not any(a.kind == "pass" for a in obs.legal_actions) \
            and (action.amount or 0) > willing:
        return bid_reason(obs, action, willing, suit)  # forced to bid
    if action.kind == "bid":
        amount = action.amount or 0
    else:
        amount = min(bids, default=0)
        suit = max(estimate.scores, key=lambda s: (estimate.chance(s, amount), -s))
    rule = "stakes_bid" if action.kind == "bid" else "stakes_pass"
    reason = STAKES_REASONS[rule].format(
        amount=amount, suit=Suit(suit).word, percent=round(100 * estimate.chance(suit, amount)),
        need=round(100 * need))
    return Decision(action, reason, rule)


def stakes_declare_decision(obs: Observation, action: Action, made: float) -> Decision:
    """:func:`..policy.stakes.declare_by_units`'s action with why (``made``: the chance
    the bidder makes it)."""
    kind = action.kind
    if obs.seat != obs.bidder:
        rule = "stakes_concede_contract" if kind == "concede_contract" else "stakes_defend"
    elif kind in ("claim", "concede"):
        rule = "stakes_" + kind
    else:
        rule = "stakes_play"
    return Decision(action, STAKES_REASONS[rule].format(percent=round(100 * made)), rule)


class StandardPlayer(LevelPlayer):
    name = "standard"
    cost = "search"
    #: bid up to the score reached in more than this share of simulated rounds
    threshold = 0.83
    #: simulated rounds per trump suit (48-card deck; fewer on bigger decks)
    bid_samples = 24
    #: trump suits simulated (the most promising ones)
    bid_suits = 3
    #: playouts behind a concede / moon decision
    declare_samples = 24
    #: playing for stakes: bid while the chance of making it is this far above the
    #: break-even chance of the expected units (:mod:`..policy.stakes`)
    stakes_margin = 0.05
    pass_level = "standard"

    def __init__(self, seed: int = 0, options: SimulationOptions | None = None) -> None:
        super().__init__(seed)
        self.options = options or SimulationOptions()
        self.estimates = EstimateCache()

    def estimate(self, obs: Observation) -> BidEstimate:
        samples = sample_count(obs.rules, self.options.bid_samples or self.bid_samples)
        level = self.pass_level if self.options.model_pass else None
        return self.estimates.get(obs, self.hand_rng(obs, 1), samples, self.bid_suits, level)

    # -- auction and the cards before play ------------------------------------------------
    def on_bid(self, obs: Observation) -> Decision:
        if obs.rules.stakes:  # by expected units, not points
            estimate = self.estimate(obs)
            suit, willing = best_units(estimate, obs.rules, self.stakes_margin)
            return stakes_bid_decision(obs, estimate, willing, suit,
                                       break_even(obs.rules) + self.stakes_margin)
        suit, willing = self.estimate(obs).best(self.threshold)
        return bid_decision(obs, willing, suit)

    def on_trump(self, obs: Observation) -> Action | Decision:
        estimate = self.estimate(obs)
        if obs.rules.stakes:
            chosen = trump_by_units(obs, estimate)
            if chosen is not None:
                return Decision(chosen, STAKES_REASONS["stakes_trump"], "stakes_trump")
        return trump_from_estimate(obs, estimate, self.threshold)

    def on_misdeal(self, obs: Observation) -> Action | Decision:
        return misdeal_choice(obs, self.estimate(obs), self.threshold)

    def on_widow(self, obs: Observation) -> Action | Decision:
        if obs.rules.stakes:
            action = widow_by_units(obs, self.estimate(obs))
            rule = "stakes_" + action.kind
            return Decision(action, STAKES_REASONS.get(rule), rule)
        return widow_choice(obs, self.estimate(obs))

    def on_declare(self, obs: Observation) -> Action | Decision:
        samples = sample_count(obs.rules, self.declare_samples)
        if obs.rules.stakes:
            kinds = {a.kind for a in obs.legal_actions}
            made = 0.0
            if obs.seat == obs.bidder and "play_hand" in kinds and "claim" not in kinds:
                made = contract_outcomes(obs, self.decision_rng(obs, 2), samples)[0]
            return stakes_declare_decision(obs, declare_by_units(obs, made), made)
        return declare_choice(obs, self.decision_rng(obs, 2), samples)

    def on_pass(self, obs: Observation) -> Decision:
        return pass_decision(obs, choose_pass(obs, self.pass_level), self.pass_level)

    def on_bury(self, obs: Observation) -> Decision:
        return bury_decision(obs, choose_bury(obs))

    def on_kitty(self, obs: Observation) -> Decision:
        return kitty_decision(obs, choose_kitty(obs))

    # -- trick play -----------------------------------------------------------------------
    def on_play(self, obs: Observation) -> Decision:
        return standard_decision(obs)

    # -- classic two-handed -----------------------------------------------------------------
    def on_classic_trick(self, obs: Observation) -> Decision:
        return classic_trick_decision(obs, classic_trick(obs))

    def on_classic_meld(self, obs: Observation) -> Decision:
        action = classic_meld(obs)
        return classic_meld_decision(obs, action, meld_value(obs, action))

    def on_classic_dix(self, obs: Observation) -> Decision:
        return Decision(classic_dix(obs), CLASSIC_REASONS["classic_dix"], "classic_dix")

    def on_classic_take(self, obs: Observation) -> Decision:
        return Decision(classic_take(obs), CLASSIC_REASONS["classic_take"], "classic_take")
