"""Hand analysis: what the Expert would have played, and what the contract could make.

For each card the person played, the Expert's search (``play_values``) scores
every legal card over sampled deals of the unseen cards, from that seat's own
observation: the Expert knows only what the person knew. It is the in-game
hint's evaluation (``play.hint.judge_cards``), so a hint and the analysis of
the same card agree. The verdict names the
Expert's choice and the estimated cost of the difference in points.

For the contract, ``contract_samples`` plays the bidder's hand out many times
(the widow and the other hands sampled) and gives the points the hand made
each time, per trump suit: the histogram of the review window.

Pure functions on observations; the worker (``analysis_worker``) runs them off
the GUI thread. The verdicts' words are translated (context ``Review``).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ...ai.policy.called import team_view
from ...ai.search.expert import contract_samples, pick_move
from ...ai.search.rollout import DEFAULT_POLICY
from ...ai.search.workers import ProcessPool
from ...engine import Observation, Phase
from ...engine.cards import Card, Suit
from ..play.hint import judge_cards
from ..words import is_you, suit_label
from .hand_replay import HandReplay

translate = QCoreApplication.translate

#: the playout policy the searches use: the Expert's own
POLICY = DEFAULT_POLICY
#: below this many points a difference is noise, not a mistake
NOISE = 5.0


@dataclass(frozen=True)
class PlayQuestion:
    """A card the person played, and what they knew when they played it."""

    step: int
    trick: int
    seat: int
    played: int
    obs: Observation

    @property
    def choices(self) -> int:
        return sum(1 for a in self.obs.legal_actions if a.kind == "play")


@dataclass(frozen=True)
class PlayVerdict:
    step: int
    trick: int
    played: int
    expert: int
    #: the Expert's estimate of the points lost by the card played (0 when the same)
    cost: float
    choices: int
    samples: int

    @property
    def text(self) -> str:
        played = Card(self.played).label
        if self.choices <= 1:
            text = translate("Review", "Trick {trick}: you played {played}. It was the only "
                             "card you could play.")
        elif self.expert == self.played:
            text = translate("Review", "Trick {trick}: you played {played}. Expert: the same "
                             "card.")
        elif self.cost < NOISE:
            text = translate("Review", "Trick {trick}: you played {played}. Expert: {expert} "
                             "(about the same).")
        else:
            text = translate("Review", "Trick {trick}: you played {played}. Expert: {expert} "
                             "(you lost about {points} points).")
        return text.format(trick=self.trick, played=played, expert=Card(self.expert).label,
                           points=round(self.cost))


def play_questions(replay: HandReplay, seat: int) -> list[PlayQuestion]:
    """Every card ``seat`` played in the trick-taking play (the second half, in classic)."""
    out: list[PlayQuestion] = []
    for step in replay.steps[1:]:
        action = step.action
        if step.seat != seat or action is None or action.kind != "play" or step.trick is None:
            continue
        before = replay.state_at(step.number - 1)
        if before.phase != Phase.PLAY:
            continue
        # five-handed: the teams as the player could tell them then
        out.append(PlayQuestion(step.number, step.trick, seat, int(action.card),
                                team_view(before.observation(seat))))
    return out


def judge_play(question: PlayQuestion, samples: int, workers: int = 0,
               seed: int | None = None, pool: ProcessPool | None = None) -> PlayVerdict:
    """The Expert's choice and the cost of the card played (``workers``: processes to
    use, from ``pool``; with no pool the search runs here)."""
    if question.choices <= 1:
        return PlayVerdict(question.step, question.trick, question.played, question.played,
                           0.0, question.choices, 0)
    # the in-game hint's own evaluation: the same card for the same position
    stats = judge_cards(question.obs, samples, seed, workers, pool)
    expert = pick_move(stats)
    played = stats.get(question.played)
    cost = 0.0
    if played is not None and expert != question.played:
        cost = max(0.0, stats[expert].mean - played.mean)
    return PlayVerdict(question.step, question.trick, question.played, expert, cost,
                       question.choices, samples)


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
