"""Hints: the strongest available computer player's move, with a one-line reason.

A card to play is judged by :func:`judge_cards`, the Expert's search over
sampled deals from the position's own seed (the deals the coach's judge, and so
the review window's analysis, weighs that card over). Every other
decision (bids, trump, passing, burying, conceding) is the strongest available
level's (whichever of Expert, Standard or Random exists). A lesson's suggested
move is this adviser's too (``ui/lesson.py``). When that player gives its reason
with its :class:`~...ai.base.Decision` (every level does for the cards it passes
or buries), the hint says it; otherwise a reason for the other moves is written
here from the observation: it describes the move, it does not claim to be the
player's own thinking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...ai import make_player
from ...ai.base import Decision
from ...ai.policy.called import team_view
from ...ai.policy.reasons import JOIN
from ...engine import Action, Observation, score_meld, trick_winner
from ...engine.cards import Suit
from ...engine.rules.values import card_values
from ...engine.text import Text
from ..engine_text import engine_text
from ..words import describe_choice, suit_label, suit_name, units_words
from .config import best_level

if TYPE_CHECKING:
    from ...ai.search.move_stats import MoveStats
    from ...ai.search.workers import ProcessPool

translate = QCoreApplication.translate

#: deals sampled to judge a card: the hint's and the review analysis's default alike
SAMPLES = 200


def evaluation_seed(obs: Observation) -> int:
    """The seed a position's cards are judged with: the same for the hint and the
    review's analysis of the same card (it counts the cards played in the hand)."""
    played = sum(len(cards) for _, cards, _ in obs.tricks) + len(obs.trick)
    return 7919 * (played + 1) + 1


def judge_cards(obs: Observation, samples: int = SAMPLES, seed: int | None = None,
                workers: int = 0, pool: ProcessPool | None = None) -> dict[int, MoveStats]:
    """The Expert's search: each legal card's points over ``samples`` sampled deals of
    the unseen cards, from ``obs`` (five-handed: the teams as the seat can tell them).
    ``workers``: processes from ``pool`` to spread the deals over (0: here)."""
    from ...ai.search.expert import play_values
    from ...ai.search.move_stats import MoveStats
    from ...ai.search.rollout import DEFAULT_POLICY
    from ...ai.search.workers import run_chunks

    base = seed if seed is not None else evaluation_seed(obs)
    chunks = max(1, min(workers, samples)) if workers > 0 else 1
    sizes = [samples // chunks + (1 if i < samples % chunks else 0) for i in range(chunks)]
    args = [(obs, base + i, n, 0.0, DEFAULT_POLICY) for i, n in enumerate(sizes) if n]
    stats: dict[int, MoveStats] = {}
    for part in run_chunks(play_values, args, workers, pool):
        for card, st in part.items():
            stats.setdefault(card, MoveStats()).merge(st)
    return stats


def best_card(obs: Observation, samples: int = SAMPLES) -> int:
    """The card the Expert's search picks (see :func:`judge_cards`)."""
    from ...ai.search.move_stats import pick_move

    return pick_move(judge_cards(team_view(obs), samples))


class Adviser:
    """A player used only to suggest the person's move (the hint's, a lesson's)."""

    name = "adviser"

    def __init__(self, pool: ProcessPool | None = None) -> None:
        """``pool``: the worker processes a searching level is handed (its own if None)."""
        self.level = best_level()
        self._player = make_player(self.level, seed=12345, pool=pool)

    def choose(self, obs: Observation) -> Action:
        return self.decide(obs).action

    def decide(self, obs: Observation) -> Decision:
        """The suggested move, with the adviser's own reason when it gives one."""
        plays = [a for a in obs.legal_actions if a.kind == "play"]
        if obs.phase == "play" and len(plays) > 1 and len(plays) == len(obs.legal_actions):
            from ...ai.search.move_stats import pick_move, search_decision

            stats = judge_cards(team_view(obs))
            return search_decision(obs, stats, pick_move(stats))
        return self._player.decide(obs)


class Advice:
    """Asks the :class:`Adviser` through a thinker for its whole decision (the action and
    its reason), where a thinker asks a player for an action."""

    name = "adviser"
    cost = "quick"

    def __init__(self, pool: ProcessPool | None = None) -> None:
        """``pool``: the worker processes the adviser's search is handed (the app's)."""
        self.adviser = Adviser(pool)

    def choose(self, obs: Observation) -> Decision:
        return self.adviser.decide(obs)


def explain(obs: Observation, action: Action, reason: str | None = None) -> str:
    """One sentence saying what ``action`` does for the person: what to do (the cards,
    the suit, the button) and why: ``reason``, the player's own (a
    :class:`~...engine.text.Text`, translated here), or else one written from ``obs``."""
    what = describe_choice(action, obs)
    legal = obs.legal_actions
    if len(legal) == 1:
        return translate("Hint", "{what}: it is the only thing you may do.").format(what=what)
    if isinstance(reason, Text) and reason.template == JOIN.template and reason.fields:
        reason = reason.fields["why"]  # the move is named here, for the person
    words = _reason(obs, action) if not reason else engine_text(reason)
    words = words or translate(
        "Hint", "it is what the strongest computer player would do here.")
    return translate("Hint", "{what}: {reason}").format(what=what, reason=words)


def _reason(obs: Observation, action: Action) -> str:
    kind = action.kind
    if kind == "bid":
        suit, meld = _best_meld(obs)
        return translate("Hint", "your best meld is {meld} with {suit} as trump, and your cards "
                         "can carry it.").format(meld=meld, suit=suit_name(suit))
    if kind == "pass":
        suit, meld = _best_meld(obs)
        return translate("Hint", "your best meld is only {meld} ({suit}); bidding higher risks "
                         "being set.").format(meld=meld, suit=suit_name(suit))
    if kind == "trump" and action.suit is not None:
        return _trump_reason(obs, action.suit)
    if kind == "play":
        return _play_reason(obs, action)
    if kind == "meld":
        return translate("Hint", "laying meld now scores it before the stock runs out.")
    if obs.rules.stakes and kind in ("play_hand", "concede", "claim", "rearrange",
                                     "concede_contract"):
        return _stakes_reason(obs, kind)
    if kind in ("play_hand", "concede", "moon"):
        return _declare_reason(obs, kind)
    if kind == "see_widow":
        return translate("Hint", "the widow may fill in your meld; conceding unseen costs the "
                         "whole bid.")
    if kind == "concede_unseen":
        return translate("Hint", "your hand is too weak to make the bid even with a good widow.")
    if kind == "misdeal":
        return translate("Hint", "a hand with that many nines is weak; the same dealer deals "
                         "again.")
    if kind == "keep" and obs.phase == "build":
        return translate("Hint", "this card adds more to your hand (counters, meld, length) "
                         "than an unseen one.")
    if kind == "reject":
        return translate("Hint", "an unseen card is likely worth more to your hand than this "
                         "one.")
    if kind == "keep":
        return translate("Hint", "your hand is worth playing despite the nines.")
    if kind == "no_meld":
        return translate("Hint", "keeping the cards in hand is worth more than what this meld "
                         "scores now.")
    if kind in ("dix_exchange", "dix_show"):
        return translate("Hint", "the dix scores 10 now.")
    if kind == "call" and action.cards:
        return translate("Hint", "whoever holds it plays as your partner; it is a card you lack "
                         "and need.")
    return ""


def _trump_reason(obs: Observation, suit: Suit) -> str:
    """Why name ``suit``: its meld and its length, against the other suits you may name."""
    rules = obs.rules
    legal = [a.suit for a in obs.legal_actions if a.kind == "trump" and a.suit is not None]
    melds = {s: score_meld(obs.hand, s, rules).total for s in legal}
    length = {s: sum(1 for c in obs.hand if c.suit == s) for s in legal}
    meld, count = melds.get(suit, 0), length.get(suit, 0)
    others = [s for s in legal if s != suit]
    if not others:
        return translate("Hint", "{suit} gives you {meld} in meld and you hold {count} of "
                         "them.").format(suit=suit_label(suit), meld=meld, count=count)
    best_other = max(others, key=lambda s: (melds[s], length[s]))
    if meld >= melds[best_other]:
        text = translate("Hint", "{suit} gives you {meld} in meld and you hold {count} of "
                         "them; the next best, {other}, melds {other_meld}.")
    else:
        text = translate("Hint", "{suit} gives you {meld} in meld and you hold {count} of "
                         "them: less meld than {other} ({other_meld}), but {count} trumps "
                         "against {other_count} take more tricks.")
    return text.format(suit=suit_label(suit), meld=meld, count=count,
                       other=suit_label(best_other), other_meld=melds[best_other],
                       other_count=length[best_other])


def _declare_reason(obs: Observation, kind: str) -> str:
    meld = int((obs.melds[obs.seat] or {}).get("total", 0)) if obs.seat < len(obs.melds) else 0
    contract = obs.contract or 0
    need = max(0, contract - meld)
    if kind == "play_hand":
        return translate("Hint", "with {meld} in meld you need {need} in counters to make "
                         "{contract}, and your cards can take that.").format(
            meld=meld, need=need, contract=contract)
    if kind == "concede":
        return translate("Hint", "with {meld} in meld you would need {need} in counters; "
                         "conceding loses {contract}, going set would lose that and give the "
                         "others their counters.").format(meld=meld, need=need,
                                                          contract=contract)
    return translate("Hint", "your cards can take every trick.")


def _stakes_reason(obs: Observation, kind: str) -> str:
    """Why a stakes decision before the first lead (RULES.md section 11)."""
    amount = obs.rules.stake_units(obs.contract or 0)
    units, twice = units_words(amount), units_words(2 * amount)  # "1 unit", "4 units"
    if obs.bidder is not None and obs.seat != obs.bidder:
        if kind == "concede_contract":
            return translate("Hint", "the bidder's meld and cards look strong enough: conceding "
                             "pays {units} now rather than risking a long hand.").format(
                units=units)
        return translate("Hint", "the bidder may well be set: if so, the bidder pays you "
                         "{units} (double bete).").format(units=twice)
    if kind == "claim":
        return translate("Hint", "your meld alone makes the bid: collect {units} from each "
                         "player without play.").format(units=units)
    if kind == "rearrange":
        return translate("Hint", "another trump or burial gives more meld or a stronger hand.")
    if kind == "concede":
        return translate("Hint", "a single bete pays {units} to each; playing and losing would "
                         "pay twice that.").format(units=units)
    return _declare_reason(obs, kind)


def _best_meld(obs: Observation) -> tuple[Suit, int]:
    best = max(Suit, key=lambda s: score_meld(obs.hand, s, obs.rules).total)
    return best, score_meld(obs.hand, best, obs.rules).total


def _play_reason(obs: Observation, action: Action) -> str:
    card = action.card
    trump = obs.trump
    if not obs.trick:
        if trump is not None and card.suit == trump:
            return translate("Hint", "leading trump draws out the opponents' trumps.")
        if card.rank.letter == "A":
            return translate("Hint", "an ace is the top card of its suit and should win the "
                             "trick.")
        return translate("Hint", "a lead that keeps your strong cards for later.")
    cards = [c for _, c in obs.trick] + [card]
    wins = trump is not None and trick_winner(cards, int(trump)) == len(cards) - 1
    current = trick_winner([c for _, c in obs.trick], int(trump)) if trump is not None else 0
    leader_seat = obs.trick[current][0]
    # five-handed: the partner as this seat can tell it
    partner_winning = leader_seat in team_view(obs).rules.partners_of(obs.seat)
    counter = card_values(obs.rules, trump)[card] > 0
    if partner_winning and counter and not wins:
        return translate("Hint", "your partner is winning the trick, so give them a counter.")
    if wins:
        return translate("Hint", "it takes the trick.")
    if counter:
        return translate("Hint", "you cannot win this trick cheaply; this keeps your best "
                         "cards.")
    return translate("Hint", "you cannot win this trick, so throw a card with no points.")
