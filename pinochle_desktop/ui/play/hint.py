"""Hints: the strongest available computer player's move, with a one-line reason.

The adviser is whichever of Expert, Standard or Random exists (colleagues add
levels over time). Players return only an action, so the reason is written
here from the observation: it describes the move, it does not claim to be
the player's own thinking.
"""

from __future__ import annotations

from ...ai import make_player
from ...ai.policy.called import team_view
from ...engine import Action, Observation, score_meld, trick_winner
from ...engine.cards import Suit
from ..words import describe_action
from .config import best_level


class Adviser:
    """A player used only to suggest the person's move."""

    name = "adviser"

    def __init__(self) -> None:
        self.level = best_level()
        self._player = make_player(self.level, seed=12345)

    def choose(self, obs: Observation) -> Action:
        return self._player.choose(obs)


def explain(obs: Observation, action: Action) -> str:
    """One sentence saying what ``action`` does for the person."""
    what = describe_action(action)
    legal = obs.legal_actions
    if len(legal) == 1:
        return f"{what}: it is the only thing you may do."
    reason = _reason(obs, action)
    return f"{what}: {reason}" if reason else what + "."


def _reason(obs: Observation, action: Action) -> str:
    kind = action.kind
    rules = obs.rules
    if kind == "bid":
        suit, meld = _best_meld(obs)
        return f"your best meld is {meld} with {suit.word} as trump, and your cards can carry it."
    if kind == "pass":
        suit, meld = _best_meld(obs)
        return f"your best meld is only {meld} ({suit.word}); bidding higher risks being set."
    if kind == "trump" and action.suit is not None:
        meld = score_meld(obs.hand, action.suit, rules).total
        return f"{action.suit.word} gives you {meld} in meld and the longest, strongest suit."
    if kind in ("give", "bury"):
        return "these cards are the least useful to your meld and trick taking."
    if kind == "play":
        return _play_reason(obs, action)
    if kind == "meld":
        return "laying meld now scores it before the stock runs out."
    return ""


def _best_meld(obs: Observation) -> tuple[Suit, int]:
    best = max(Suit, key=lambda s: score_meld(obs.hand, s, obs.rules).total)
    return best, score_meld(obs.hand, best, obs.rules).total


def _play_reason(obs: Observation, action: Action) -> str:
    card = action.card
    trump = obs.trump
    if not obs.trick:
        if trump is not None and card.suit == trump:
            return "leading trump draws out the opponents' trumps."
        if card.rank.letter == "A":
            return "an ace is the top card of its suit and should win the trick."
        return "a lead that keeps your strong cards for later."
    cards = [c for _, c in obs.trick] + [card]
    wins = trump is not None and trick_winner(cards, int(trump)) == len(cards) - 1
    current = trick_winner([c for _, c in obs.trick], int(trump)) if trump is not None else 0
    leader_seat = obs.trick[current][0]
    # five-handed: the partner as this seat can tell it
    partner_winning = leader_seat in team_view(obs).rules.partners_of(obs.seat)
    counter = obs.rules.counter_values[card.rank] > 0
    if partner_winning and counter and not wins:
        return "your partner is winning the trick, so give them a counter."
    if wins:
        return "it takes the trick."
    if counter:
        return "you cannot win this trick cheaply; this keeps your best cards."
    return "you cannot win this trick, so throw a card with no points."
