"""Five-handed (a called partner): the teams as one seat sees them, and the call.

The game's sides are single players; each hand the bidder's team is the
bidder and whoever holds the called card, and nobody knows who that is until
the card is played. The levels were written for fixed sides, so every player
first turns its observation into one with the hand's teams *as this seat
believes them* (:func:`team_view`); everything else then plays as in a
partnership game with uneven sides. Only the observation is used.

What a seat believes:

* before a bidder is known (misdeal, auction), while the bidder is still
  naming trump and calling, and when it decides whether to play the hand: a
  partner is assumed two seats on, which stands for "one other player, cards
  unknown" in the simulations behind those decisions;
* the partner is known (it played the called card, or every copy is
  accounted for and one other player holds the bidder's missing one): the
  true teams;
* the bidder, otherwise: alone during the play (it does not know who is
  with it, so it feeds nobody);
* a player holding a copy of the called card: the bidder's partner (it
  becomes partner by playing it first; under "first holder clockwise" it
  may be wrong);
* everyone else: against the bidder, with all other players.
"""

from __future__ import annotations

import dataclasses
import random

from ...engine.actions import Action
from ...engine.cards import Card, deck_copies
from ...engine.observation import Observation

#: the order in which a bidder looks for a card to call: ace, ten, king, queen, jack, nine
_CALL_ORDER = (5, 4, 3, 2, 1, 0)


def known_partner(obs: Observation) -> int | None:
    """The partner when the table already shows who it is: it played the called
    card, or every copy is accounted for (in our hand, laid in meld, played)
    and only one other player can hold the one the bidder lacks."""
    if obs.partner is not None:
        return obs.partner
    called, bidder = obs.called, obs.bidder
    if called is None or bidder is None:
        return None
    copies = deck_copies(obs.rules.deck)
    seen = [0] * obs.rules.num_players
    seen[obs.seat] = obs.hand.count(called)
    for seat, shown in enumerate(obs.meld_cards):
        if seat != obs.seat:
            seen[seat] = max(seen[seat], shown.count(called))
    for _, trick, _ in obs.tricks:
        for seat, card in trick:
            if card == called and seat != obs.seat:
                seen[seat] += 1
    for seat, card in obs.trick:
        if card == called and seat != obs.seat:
            seen[seat] += 1
    holders = [s for s, n in enumerate(seen) if n and s != bidder]
    if sum(seen) == copies and len(holders) == 1:
        return holders[0]
    return None


def believed_sides(obs: Observation) -> tuple[tuple[int, ...], ...]:
    """The two teams of this hand as ``obs.seat`` can tell them."""
    rules = obs.rules
    seats = [s for s in range(rules.num_players) if s not in obs.sitting_out]
    me = obs.seat
    bidder = obs.bidder
    partner = known_partner(obs)
    if bidder is None or obs.called is None or (partner is None and obs.phase == "declare"):
        lead = me if bidder is None else bidder
        at = seats.index(lead)
        team: tuple[int, ...] = (lead, seats[(at + 2) % len(seats)])
    elif partner is not None:
        team = (bidder, partner)
    elif me != bidder and obs.called in obs.hand:
        team = (bidder, me)
    else:
        team = (bidder,)
    others = tuple(s for s in seats if s not in team)
    return team, others + tuple(s for s in obs.sitting_out)


def team_view(obs: Observation) -> Observation:
    """``obs`` itself, or (called partner) a copy whose rules have this hand's teams."""
    if not obs.rules.call_partner:
        return obs
    sides = believed_sides(obs)
    rules = dataclasses.replace(obs.rules, sides=sides, call_partner=False)
    scores = tuple(max(obs.scores[s] for s in side) for side in sides)
    return dataclasses.replace(obs, rules=rules, scores=scores)


def best_call(obs: Observation) -> Action:
    """The highest trump the bidder does not hold every copy of (the ace of trump
    if it can): its holder is the strongest partner to have."""
    legal = {a.card: a for a in obs.legal_actions if a.kind == "call"}
    trump = int(obs.trump or 0)
    copies = deck_copies(obs.rules.deck)
    for rank in _CALL_ORDER:
        card = Card(trump * 6 + rank)
        if card in legal and obs.hand.count(card) < copies:
            return legal[card]
    return legal.get(Card(trump * 6 + 5), obs.legal_actions[0])  # every trump held: alone


def random_call(obs: Observation, rng: random.Random) -> Action:
    """A random trump card not held in every copy (Easy)."""
    trump = int(obs.trump or 0)
    copies = deck_copies(obs.rules.deck)
    pool = [
        a
        for a in obs.legal_actions
        if a.kind == "call" and a.card // 6 == trump and obs.hand.count(a.card) < copies
    ]
    return rng.choice(pool) if pool else best_call(obs)
