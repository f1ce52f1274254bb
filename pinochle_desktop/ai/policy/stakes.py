"""The auction played for stakes (RULES.md section 11): deciding by expected units.

In a stakes game a bid is worth the units of its band (``RuleSet.stake_units``),
paid by every other player at the table when the contract is made; played and
lost (double bete) the bidder pays twice that to every other player and to the
kitty, conceded (single bete) once, and a bidder left at the minimum may throw
in unseen for one payment to the kitty alone. Points above the bid are worth
nothing. So with ``P`` other players and a chance ``p`` of making the contract
(from the simulations Standard and Pro already run), playing it is worth

    value x m x (p x P - (1 - p) x 2 x (P + 1))

units, ``m`` being 2 with spades trump under ``stakes_spades_double``. The
sign does not depend on the band: a contract is worth bidding while ``p`` is
above ``2(P + 1) / (3P + 2)`` (0.75 with three at the table, 0.73 with four);
the band only weighs one contract against another. The kitty's payout is left
out (a seat does not see how much the kitty holds), which errs on the careful
side.
"""

from __future__ import annotations

from ...engine.actions import Action
from ...engine.cards import Suit
from ...engine.observation import Observation
from ...engine.rules.ruleset import RuleSet
from ...engine.states.deal import bid_grid
from .bidding import BidEstimate


def payers(rules: RuleSet) -> int:
    """The players who pay a made contract: everyone else at the table."""
    return rules.num_players - 1


def break_even(rules: RuleSet) -> float:
    """The chance of making a contract above which playing it wins units on average."""
    others = payers(rules)
    return 2 * (others + 1) / (3 * others + 2)


def spades_factor(rules: RuleSet, suit: int | None) -> int:
    """2 when spades trump pays double (``stakes_spades_double``), else 1."""
    return 2 if rules.stakes_spades_double and suit == int(Suit.S) else 1


def play_value(rules: RuleSet, contract: int, suit: int | None, chance: float) -> float:
    """Expected units of playing ``contract`` out in ``suit`` with ``chance`` of making it."""
    others = payers(rules)
    value = rules.stake_units(contract) * spades_factor(rules, suit)
    return value * (chance * others - (1 - chance) * 2 * (others + 1))


def concede_value(rules: RuleSet, contract: int) -> float:
    """Units of conceding before the first lead (single bete: every other player
    and the kitty are paid once, spades or not)."""
    return -float(rules.stake_units(contract) * (payers(rules) + 1))


def willing_units(estimate: BidEstimate, suit: int, rules: RuleSet, margin: float = 0.0) -> int:
    """The highest bid worth playing in ``suit`` by expected units: the last amount of
    the bid grid made in more than the break-even share (plus ``margin``, a level's
    caution) of the simulated rounds; 0 when not even the minimum is."""
    need = break_even(rules) + margin
    best = 0
    top = estimate.scores[suit][-1] if estimate.scores[suit] else 0
    for amount in bid_grid(rules):
        if amount > top or estimate.chance(suit, amount) <= need:
            break
        best = amount
    return best


def best_units(estimate: BidEstimate, rules: RuleSet, margin: float = 0.0) -> tuple[int, int]:
    """(suit, willing bid) of the suit with the highest willing bid by units (ties: the
    better expected units at that bid, then the better mean)."""
    def key(suit: int) -> tuple[int, float, float, int]:
        willing = willing_units(estimate, suit, rules, margin)
        units = play_value(rules, willing, suit, estimate.chance(suit, willing)) if willing else 0
        return willing, units, estimate.mean(suit), -suit

    suit = max(estimate.scores, key=key)
    return suit, willing_units(estimate, suit, rules, margin)


def trump_by_units(obs: Observation, estimate: BidEstimate) -> Action | None:
    """The legal trump with the best expected units at the contract (None when no
    simulated suit is legal)."""
    rules = obs.rules
    contract = obs.contract or rules.min_bid
    options = [a for a in obs.legal_actions if a.kind == "trump" and a.suit is not None]
    simulated = [a for a in options if int(a.suit or 0) in estimate.scores]
    if not simulated:
        return None

    def key(a: Action) -> tuple[float, float, int]:
        suit = int(a.suit or 0)
        chance = estimate.chance(suit, contract)
        return play_value(rules, contract, suit, chance), estimate.mean(suit), -suit

    return max(simulated, key=key)


def declare_by_units(obs: Observation, made: float) -> Action:
    """Before the first lead of a stakes hand. An opponent concedes the contract only
    when the bidder's meld alone makes it (then nothing can stop it), else plays on.
    The bidder claims when the meld makes the bid; else plays, or concedes when a
    single bete costs less on average than playing with chance ``made``. Never
    re-arranges (its trump and burial were already its best)."""
    legal = {a.kind: a for a in obs.legal_actions}
    rules = obs.rules
    contract = obs.contract or rules.min_bid
    if obs.seat != obs.bidder:
        meld = obs.melds[obs.bidder] if obs.bidder is not None else None
        if meld is not None and meld["total"] >= contract and "concede_contract" in legal:
            return legal["concede_contract"]
        return legal.get("play_hand") or obs.legal_actions[0]
    if "claim" in legal:
        return legal["claim"]
    suit = int(obs.trump) if obs.trump is not None else None
    if "concede" in legal and (
        "play_hand" not in legal
        or concede_value(rules, contract) > play_value(rules, contract, suit, made)
    ):
        return legal["concede"]
    return legal.get("play_hand") or obs.legal_actions[0]


def widow_by_units(obs: Observation, estimate: BidEstimate) -> Action:
    """A bidder left at the minimum throws in unseen (one payment, to the kitty) when
    looking at the widow is worth less: playing on with the best suit's chance, or
    a single bete after the widow if that is cheaper."""
    rules = obs.rules
    contract = obs.contract or rules.min_bid
    see = max(
        max(play_value(rules, contract, s, estimate.chance(s, contract)),
            concede_value(rules, contract))
        for s in estimate.scores
    )
    unseen = -float(rules.stake_units(contract))
    kind = "concede_unseen" if unseen > see else "see_widow"
    return next((a for a in obs.legal_actions if a.kind == kind), obs.legal_actions[0])


__all__ = [
    "best_units",
    "break_even",
    "concede_value",
    "declare_by_units",
    "payers",
    "play_value",
    "spades_factor",
    "trump_by_units",
    "widow_by_units",
    "willing_units",
]
