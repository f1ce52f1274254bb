"""Hints: the strongest available computer player's move, with a one-line reason.

A card to play is judged by :func:`judge_cards`, the very evaluation the review
window's analysis uses (``review.play_analysis.judge_play`` calls it): the
Expert's search over the same number of sampled deals from the same seed, so
the hint and the analysis of that card name the same card. Every other
decision (bids, trump, passing, burying, conceding) is the strongest available
level's (whichever of Expert, Standard or Random exists). Players return only
an action, so the reason is written here from the observation: it describes
the move, it does not claim to be the player's own thinking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...ai import make_player
from ...ai.policy.called import team_view
from ...engine import Action, Card, Observation, score_meld, trick_winner
from ...engine.cards import Suit
from ..words import describe_choice, suit_label
from .config import best_level

if TYPE_CHECKING:
    from ...ai.search.move_stats import MoveStats
    from ...ai.search.workers import ProcessPool

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
    """A player used only to suggest the person's move."""

    name = "adviser"

    def __init__(self) -> None:
        self.level = best_level()
        self._player = make_player(self.level, seed=12345)

    def choose(self, obs: Observation) -> Action:
        plays = [a for a in obs.legal_actions if a.kind == "play"]
        if obs.phase == "play" and len(plays) > 1 and len(plays) == len(obs.legal_actions):
            return Action.play(Card(best_card(obs)))
        return self._player.choose(obs)


def explain(obs: Observation, action: Action) -> str:
    """One sentence saying what ``action`` does for the person: what to do (the cards,
    the suit, the button) and why."""
    what = describe_choice(action, obs)
    legal = obs.legal_actions
    if len(legal) == 1:
        return f"{what}: it is the only thing you may do."
    reason = _reason(obs, action) or "it is what the strongest computer player would do here."
    return f"{what}: {reason}"


def _reason(obs: Observation, action: Action) -> str:
    kind = action.kind
    if kind == "bid":
        suit, meld = _best_meld(obs)
        return f"your best meld is {meld} with {suit.word} as trump, and your cards can carry it."
    if kind == "pass":
        suit, meld = _best_meld(obs)
        return f"your best meld is only {meld} ({suit.word}); bidding higher risks being set."
    if kind == "trump" and action.suit is not None:
        return _trump_reason(obs, action.suit)
    if kind == "give":
        return _give_reason(obs, action)
    if kind == "bury":
        return _bury_reason(obs, action)
    if kind == "play":
        return _play_reason(obs, action)
    if kind == "meld":
        return "laying meld now scores it before the stock runs out."
    if obs.rules.stakes and kind in ("play_hand", "concede", "claim", "rearrange",
                                     "concede_contract"):
        return _stakes_reason(obs, kind)
    if kind in ("play_hand", "concede", "moon"):
        return _declare_reason(obs, kind)
    if kind == "see_widow":
        return "the widow may fill in your meld; conceding unseen costs the whole bid."
    if kind == "concede_unseen":
        return "your hand is too weak to make the bid even with a good widow."
    if kind == "misdeal":
        return "a hand with that many nines is weak; the same dealer deals again."
    if kind == "keep" and obs.phase == "build":
        return "this card adds more to your hand (counters, meld, length) than an unseen one."
    if kind == "reject":
        return "an unseen card is likely worth more to your hand than this one."
    if kind == "keep":
        return "your hand is worth playing despite the nines."
    if kind == "no_meld":
        return "keeping the cards in hand is worth more than what this meld scores now."
    if kind in ("dix_exchange", "dix_show"):
        return "the dix scores 10 now."
    if kind == "call" and action.cards:
        return "whoever holds it plays as your partner; it is a card you lack and need."
    return ""


def _trump_reason(obs: Observation, suit: Suit) -> str:
    """Why name ``suit``: its meld and its length, against the other suits you may name."""
    rules = obs.rules
    legal = [a.suit for a in obs.legal_actions if a.kind == "trump" and a.suit is not None]
    melds = {s: score_meld(obs.hand, s, rules).total for s in legal}
    length = {s: sum(1 for c in obs.hand if c.suit == s) for s in legal}
    meld, count = melds.get(suit, 0), length.get(suit, 0)
    words = f"{suit_label(suit)} gives you {meld} in meld and you hold {count} of them"
    others = [s for s in legal if s != suit]
    if not others:
        return words + "."
    best_other = max(others, key=lambda s: (melds[s], length[s]))
    if meld >= melds[best_other]:
        return (f"{words}; the next best, {suit_label(best_other)}, melds "
                f"{melds[best_other]}.")
    return (f"{words}: less meld than {suit_label(best_other)} ({melds[best_other]}), but "
            f"{count} trumps against {length[best_other]} take more tricks.")


def _give_reason(obs: Observation, action: Action) -> str:
    """Why pass these cards: to the bidder, trump and aces; from the bidder, cards your
    meld does not need."""
    cards = list(action.cards)
    trump = obs.trump
    if obs.bidder is not None and obs.bidder != obs.seat:
        trumps = sum(1 for c in cards if trump is not None and c.suit == trump)
        aces = sum(1 for c in cards if c.rank.letter == "A" and c.suit != trump)
        parts = []
        if trumps:
            parts.append(f"{trumps} trump{'s' if trumps != 1 else ''}")
        if aces:
            parts.append(f"{aces} ace{'s' if aces != 1 else ''}")
        if parts:
            return (f"the bidder needs tricks and meld: {' and '.join(parts)} help most, "
                    "and they are your best of those.")
        return "they are the cards most likely to win tricks or fill in the bidder's meld."
    return _keeps_meld(obs, cards, "passing them")


def _bury_reason(obs: Observation, action: Action) -> str:
    cards = list(action.cards)
    counters = sum(obs.rules.counter_values[c.rank] for c in cards)
    reason = _keeps_meld(obs, cards, "burying them")
    if counters:
        reason = reason[:-1] + f", and the {counters} in counters buried still count for you."
    return reason


def _keeps_meld(obs: Observation, cards: list[Card], doing: str) -> str:
    """Your meld before and after giving up ``cards``, in words."""
    if obs.trump is None:
        return "they are the cards your hand needs least."
    before = score_meld(obs.hand, obs.trump, obs.rules).total
    rest = list(obs.hand)
    for card in cards:
        if card in rest:
            rest.remove(card)
    after = score_meld(rest, obs.trump, obs.rules).total
    short = [s for s in Suit if s != obs.trump
             and sum(1 for c in rest if c.suit == s) == 0
             and any(c.suit == s for c in cards)]
    voids = f" and leaves you void in {', '.join(suit_label(s) for s in short)}" \
        if short else ""
    if after >= before:
        return f"your meld stays at {before} after {doing}{voids}."
    return f"this costs the least meld ({before} down to {after}){voids}."


def _declare_reason(obs: Observation, kind: str) -> str:
    meld = int((obs.melds[obs.seat] or {}).get("total", 0)) if obs.seat < len(obs.melds) else 0
    contract = obs.contract or 0
    need = max(0, contract - meld)
    if kind == "play_hand":
        return (f"with {meld} in meld you need {need} in counters to make {contract}, "
                "and your cards can take that.")
    if kind == "concede":
        return (f"with {meld} in meld you would need {need} in counters; conceding loses "
                f"{contract}, going set would lose that and give the others their counters.")
    return "your cards can take every trick."


def _stakes_reason(obs: Observation, kind: str) -> str:
    """Why a stakes decision before the first lead (RULES.md section 11)."""
    units = obs.rules.stake_units(obs.contract or 0)
    if obs.bidder is not None and obs.seat != obs.bidder:
        if kind == "concede_contract":
            return (f"the bidder's meld and cards look strong enough: conceding pays {units} "
                    "now rather than risking a long hand.")
        return (f"the bidder may well be set: if so, the bidder pays you {2 * units} "
                "(double bete).")
    if kind == "claim":
        return f"your meld alone makes the bid: collect {units} from each player without play."
    if kind == "rearrange":
        return "another trump or burial gives more meld or a stronger hand."
    if kind == "concede":
        return (f"a single bete pays {units} to each; playing and losing would pay twice "
                "that.")
    return _declare_reason(obs, kind)


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
