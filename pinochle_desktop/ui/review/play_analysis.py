"""Hand analysis: what each of the person's decisions cost, and what the contract could make.

Every move of the person's that the coach judges (bids and passes in the
auction, trump, passed and buried cards, cards) is put to the coach's judge
(:func:`...ai.coach.judging.assess`) from that seat's own observation: the
Expert knows only what the person knew. The verdict names the Expert's choice
and the estimated cost of the difference in points.

For the contract, ``contract_samples`` plays the bidder's hand out many times
(the widow and the other hands sampled) and gives the points the hand made
each time, per trump suit: the histogram of the review window.

Pure functions on observations; the worker (``analysis_worker``) runs them off
the GUI thread. The verdicts' words are translated (context ``Review``).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...ai.coach.judging import CoachOptions, Verdict, assess, describe, is_judged
from ...ai.policy.called import team_view
from ...ai.policy.reasons import cards_words
from ...ai.search.expert import contract_samples
from ...ai.search.rollout import DEFAULT_POLICY
from ...ai.search.workers import ProcessPool
from ...engine import Observation
from ...engine.actions import Action
from ...engine.cards import Suit
from ..engine_text import engine_text
from ..words import QT_TRANSLATE_NOOP, is_you, plural, suit_label, suit_name
from .hand_replay import HandReplay

translate = QCoreApplication.translate

#: the playout policy the searches use: the Expert's own
POLICY = DEFAULT_POLICY


# -- the contract ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ContractQuestion:
    bidder: int
    bidder_name: str
    contract: int
    trump: int | None
    obs: Observation


@dataclass(frozen=True)
class ContractVerdict:
    bidder_name: str
    contract: int
    trump: int | None
    #: per suit (int): the points the bidder's side made in each simulated deal
    totals: dict[int, list[float]]

    def shown_suit(self) -> int:
        """The suit the histogram shows: the trump named, else the best one."""
        if self.trump is not None and self.trump in self.totals:
            return self.trump
        return self.best_suit()

    def best_suit(self) -> int:
        return max(self.totals, key=lambda s: (_mean(self.totals[s]), -s))

    @property
    def text(self) -> str:
        suit = self.shown_suit()
        values = self.totals[suit]
        if not values:
            return translate("Review", "No deals were simulated.")
        made = sum(1 for v in values if v >= self.contract)
        label = suit_label(Suit(suit).name)
        if is_you(self.bidder_name):  # whole sentences: German words an owner its own way
            sentence = translate("Review", "Your hand with {suit} as trump made {contract} or "
                                 "more in {made} of {deals} simulated deals (average "
                                 "{average}).")
        else:
            sentence = translate("Review", "{seat}'s hand with {suit} as trump made {contract} "
                                 "or more in {made} of {deals} simulated deals (average "
                                 "{average}).")
        lines = [sentence.format(seat=self.bidder_name, suit=label, contract=self.contract,
                                 made=made, deals=len(values), average=round(_mean(values)))]
        best = self.best_suit()
        if best != suit:
            lines.append(translate("Review", "Best trump by simulation: {suit} (average "
                                   "{average}).").format(
                                       suit=suit_label(Suit(best).name),
                                       average=round(_mean(self.totals[best]))))
        return " ".join(lines)


def _mean(values: list[float]) -> float:
    return sum(values) / len(values) if values else float("-inf")


def contract_question(replay: HandReplay) -> ContractQuestion | None:
    """The bidder's view when they made their last bid (None without a contract)."""
    final = replay.state_at(len(replay) - 1)
    if not final.history or final.history[-1].bidder is None:
        return None
    summary = final.history[-1]
    bidder = int(summary.bidder)  # type: ignore[arg-type]
    contract = int(summary.contract or 0)
    trump_name = summary.trump
    trump = int(Suit[trump_name]) if isinstance(trump_name, str) else None
    when = None
    for step in replay.steps[1:]:
        if step.seat == bidder and step.action is not None and step.action.kind == "bid":
            when = step.number - 1
    if when is None:  # stuck or forced: the hand as dealt
        when = next((s.number - 1 for s in replay.steps[1:] if s.stage == "Bidding"), 0)
    obs = team_view(replay.state_at(when).observation(bidder))
    return ContractQuestion(bidder, replay.name(bidder), contract, trump, obs)


def judge_contract(question: ContractQuestion, samples: int, seed: int = 4242) -> ContractVerdict:
    suits = list(Suit)
    raw = contract_samples(question.obs, suits, seed, samples, policy=POLICY)
    totals = {int(s): [total for total, _ in raw.get(int(s), [])] for s in suits}
    return ContractVerdict(question.bidder_name, question.contract, question.trump, totals)


# -- every decision ------------------------------------------------------------------------------

#: the person's move, by its kind (the kinds the coach judges), as the analysis names it
#: inside a sentence (the cards in :func:`...ai.policy.reasons.cards_words`' words)
_MOVE_WORDS = {
    "bid": QT_TRANSLATE_NOOP("Review", "your bid of {amount}"),
    "pass": QT_TRANSLATE_NOOP("Review", "your pass in the auction"),
    "trump": QT_TRANSLATE_NOOP("Review", "naming {suit} as trump"),
    "give": QT_TRANSLATE_NOOP("Review", "passing {cards}"),
    "bury": QT_TRANSLATE_NOOP("Review", "burying {cards}"),
    "play": QT_TRANSLATE_NOOP("Review", "playing {cards} in trick {trick}"),
}


@dataclass(frozen=True)
class DecisionQuestion:
    """A move of the person's that the coach judges, and what they knew then."""

    step: int
    trick: int | None
    kind: str
    action: Action
    obs: Observation


@dataclass(frozen=True)
class DecisionVerdict:
    """The coach's verdict on one decision (``verdict`` None: the Expert's own move, or
    nothing to compare it with), and the coach's options it was judged with (its
    threshold and significance test say which decisions cost)."""

    question: DecisionQuestion
    verdict: Verdict | None
    coach: CoachOptions = dataclasses.field(default_factory=CoachOptions)

    @property
    def step(self) -> int:
        return self.question.step

    @property
    def kind(self) -> str:
        return self.question.kind

    @property
    def cost(self) -> float:
        return max(0.0, self.verdict.cost) if self.verdict is not None else 0.0

    def costs(self) -> bool:
        """Whether this decision cost points by the coach's own rule: what it would warn
        about at the table (the threshold reached, beyond the noise of the deals)."""
        return self.verdict is not None and self.verdict.warns(self.coach.threshold,
                                                               self.coach.z)

    @property
    def what(self) -> str:
        """The move inside a sentence: ``your bid of 460``, ``passing the ace of trump``,
        ``playing the ten of hearts in trick 9``."""
        action, obs = self.question.action, self.question.obs
        trump = obs.trump if self.kind in ("give", "bury") else None
        return translate("Review", _MOVE_WORDS[self.kind]).format(
            amount=action.amount, trick=self.question.trick,
            suit=suit_name(int(action.suit or 0)),
            cards=engine_text(cards_words(list(action.cards), trump)))

    @property
    def headline(self) -> str:
        """:attr:`what` beginning a line: ``Your bid of 460``."""
        what = self.what
        return what[:1].upper() + what[1:]

    @property
    def text(self) -> str:
        v = self.verdict
        if v is None:
            return translate("Review", "{what}. Expert: the same, or no better.").format(
                what=self.headline)
        if v.agrees:
            parts = [translate("Review", "{what}. Expert: the same.").format(
                what=self.headline)]
            auction = auction_words(v)
            if auction:
                parts.append(auction)
            return " ".join(parts)
        if not self.costs():
            cost = translate("Review", "no cost worth counting")
        elif v.error > 0 and v.deals > 1:
            cost = translate("Review", "cost about {points} ± {error} points").format(
                points=round(self.cost), error=round(v.error))
        else:
            cost = translate("Review", "cost about {points} points").format(
                points=round(self.cost))
        # the Expert's reason begins with its move in words; describe() when it gives none
        expert = engine_text(v.reason) if v.reason else engine_text(
            describe(v, self.question.obs)) + "."
        parts = [translate("Review", "{what}: {cost}. Expert: {expert}").format(
            what=self.headline, cost=cost, expert=expert)]
        auction = auction_words(v)
        if auction:
            parts.append(auction)
        elif self.kind == "trump":  # the suits' chances of making the contract
            parts.append(engine_text(v.why))
        return " ".join(parts)


def how_often(share: float, deals: int) -> str:
    """How often something happened in ``deals`` simulated deals, as a person says it:
    ``in about 1 hand in 4``, ``in about 3 hands in 10``, ``in none of the 24 simulated
    deals``."""
    if round(share * deals) <= 0:
        return plural(translate("Review", "in none of the %n simulated deal(s)", None, deals),
                      deals)
    if round(share * deals) >= deals:
        return plural(translate("Review", "in all %n simulated deal(s)", None, deals), deals)
    if share < 0.15 or share in (0.25, 0.5):
        return translate("Review", "in about 1 hand in {hands}").format(
            hands=max(2, round(1 / share)))
    tenths = min(9, max(1, round(10 * share)))
    return plural(translate("Review", "in about %n hand(s) in 10", None, tenths), tenths)


def auction_words(verdict: Verdict) -> str:
    """For a bid or a pass in the auction: the Expert's willing bid, and how often the
    contract is made (``The Expert would bid up to 290; a contract of 300 is made in
    about 1 hand in 4.``); empty for other moves."""
    if verdict.willing is None or verdict.made is None or verdict.contract is None:
        return ""
    often = how_often(verdict.made, verdict.deals)
    if verdict.better.kind == "pass":
        return translate("Review", "The Expert would pass; it values this hand at about "
                         "{willing}. A contract of {contract} is made {often}.").format(
                             willing=verdict.willing, contract=verdict.contract, often=often)
    return translate("Review", "The Expert would bid up to {willing}; a contract of "
                     "{contract} is made {often}.").format(
                         willing=verdict.willing, contract=verdict.contract, often=often)


def decision_questions(replay: HandReplay, seat: int) -> list[DecisionQuestion]:
    """Every move of ``seat``'s in the hand that the coach judges, in hand order."""
    out: list[DecisionQuestion] = []
    for step in replay.steps[1:]:
        action = step.action
        if step.seat != seat or action is None:
            continue
        before = replay.state_at(step.number - 1)
        if not is_judged(before.phase, action.kind):
            continue
        # five-handed: the teams as the player could tell them then
        obs = team_view(before.observation(seat))
        out.append(DecisionQuestion(step.number, step.trick, action.kind, action, obs))
    return out


def judge_decision(question: DecisionQuestion, samples: int, workers: int = 0,
                   pool: ProcessPool | None = None,
                   threshold: float | None = None) -> DecisionVerdict:
    """The coach's verdict on ``question`` over ``samples`` deals (bids as many);
    ``threshold``: the least cost worth counting (the person's coach setting; None:
    the coach's default)."""
    options = CoachOptions(samples=samples, bid_samples=samples, workers=workers)
    if threshold is not None:
        options = dataclasses.replace(options, threshold=float(threshold))
    return DecisionVerdict(question, assess(question.obs, question.action, options,
                                            pool=pool), options)


def hand_summary(verdicts: list[DecisionVerdict]) -> str:
    """One line on the whole hand: what the costly decisions cost, and the largest
    (``3 decisions cost about 45 points; the largest: your bid of 460.``)."""
    costly = [v for v in verdicts if v.costs()]
    if not costly:
        threshold = verdicts[0].coach.threshold if verdicts else CoachOptions().threshold
        return translate("Review", "No decision cost {threshold} points or more.").format(
            threshold=round(threshold))
    largest = max(costly, key=lambda v: v.cost)
    n = len(costly)
    return plural(translate("Review", "%n decision(s) cost about {points} points; the largest: "
                            "{what}.", None, n), n).format(
                                points=round(sum(v.cost for v in costly)), what=largest.what)


def hand_cost(verdicts: list[DecisionVerdict]) -> float:
    """The points the hand's decisions cost in all (the costly ones)."""
    return sum(v.cost for v in verdicts if v.costs())
