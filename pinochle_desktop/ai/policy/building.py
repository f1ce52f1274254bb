"""Hand building (two-handed auction, seeds 000/002): keep or reject the drawn card.

The published rule of every level below the Expert (and the Expert's too: it has
no search of its own for this phase). Keeping the drawn card sends the next,
unseen card to our discard pile; rejecting it sends the drawn card there and
puts the next card in the hand. So the choice is between the card we see and an
unknown card: keep it when it is worth at least the average card we have not
seen. A card's worth to a hand: its counters, what it adds to the best meld
(the best trump suit, with the card or without it), and a little for length in
a suit (trump length takes tricks).
"""

from __future__ import annotations

from collections import Counter

from ...engine.actions import Action
from ...engine.cards import Card, make_deck
from ...engine.meld.auction import meld_totals
from ...engine.observation import Observation
from ...engine.rules.values import card_values

#: what a card in a suit adds for each card of that suit already held
LENGTH_WEIGHT = 2.0


def card_worth(card: Card, hand: list[Card], obs: Observation) -> float:
    """What ``card`` adds to ``hand``: counters, meld gained, suit length."""
    rules = obs.rules
    values = card_values(rules)
    before = max(meld_totals(hand, rules, dix=False))
    after = max(meld_totals([*hand, card], rules, dix=False))
    length = sum(1 for c in hand if c // 6 == card // 6)
    return values[card] + (after - before) + LENGTH_WEIGHT * length


def build_choice(obs: Observation) -> Action:
    """Keep the drawn card when it is worth at least the average unseen card."""
    legal = obs.legal_actions
    keep = next((a for a in legal if a.kind == "keep"), legal[0])
    reject = next((a for a in legal if a.kind == "reject"), keep)
    drawn = obs.drawn
    if drawn is None:
        return keep
    hand = list(obs.hand)
    unseen = Counter(make_deck(obs.rules.deck))
    unseen.subtract(hand)
    unseen.subtract(obs.discards)
    unseen.subtract((drawn,))
    pool = [c for c, k in unseen.items() if k > 0 for _ in range(k)]
    if not pool:
        return keep
    worth = {c: card_worth(c, hand, obs) for c in set(pool)}
    average = sum(worth[c] for c in pool) / len(pool)
    return keep if card_worth(drawn, hand, obs) >= average else reject
