"""Classic two-handed decisions for Standard and Pro (phase 1, meld, dix, last card).

The published levels describe the auction game; two-handed needs more:

* **Meld**: lay the meld worth the most now (a royal marriage already on
  the table makes the run worth 110 under ``upgrade_scoring = difference``).
  Melding is never declined: only one meld scores per trick won.
* **Dix**: exchange it for the turned-up trump when allowed, else show it.
* **Last card** (``last_draw_choice``): take the stronger card (trump first).
* **Phase 1 tricks** (no duty to follow): every card gets a *keep value* --
  twice the meld it still promises (melds not yet laid that it belongs to)
  plus its trick strength (counters, trumps). Leading, play the card cheapest
  to lose. Following, compare for each card what is kept and what the trick
  is worth: win with a cheap card (often a low trump) when the trick holds
  counters or winning lets us lay meld and draw first, otherwise throw the
  card that matters least (a low non-counter outside any meld).
* **Phase 2** is ordinary trick play with follow/trump/heading: the level's
  usual lead and follow rules apply, with the opponent's hand known exactly.
"""

from __future__ import annotations

from collections import Counter

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.meld.auction import score_meld
from ...engine.meld.classic import SPECS_BY_CARDS
from ...engine.observation import Observation
from ...engine.play.trick import beats
from ...engine.rules.values import card_values

_ACE = 5


def _laid(obs: Observation) -> set[tuple[str, tuple[str, ...]]]:
    """Melds this seat has laid, as (kind, sorted card codes)."""
    info = obs.melds[obs.seat] if obs.melds else None
    out: set[tuple[str, tuple[str, ...]]] = set()
    for m in (info or {}).get("melds", []):
        out.add((str(m.get("kind")), tuple(sorted(m.get("cards", [])))))
    return out


def meld_promise(obs: Observation) -> dict[int, int]:
    """For each card we hold (hand or table): the points of not-yet-laid melds it is in."""
    assert obs.trump is not None
    rules = obs.rules
    holdings = list(obs.hand) + (list(obs.table[obs.seat]) if obs.table else [])
    laid = _laid(obs)
    out: dict[int, int] = Counter()
    for item in score_meld(holdings, obs.trump, rules).melds:
        key = (item.kind, tuple(sorted(c.code for c in item.cards)))
        if key in laid:
            continue
        for c in set(item.cards):
            out[c] += item.points
    return out


def trick_strength(card: int, trump: int, values: tuple[int, ...]) -> int:
    return values[card] + (25 + 3 * (card % 6) if card // 6 == trump else 0)


def classic_trick(obs: Observation) -> Action:
    """A phase-1 card: cheap to lose when leading; win cheaply when the trick is worth it."""
    assert obs.trump is not None
    trump = int(obs.trump)
    values = card_values(obs.rules, trump)
    promise = meld_promise(obs)
    cards = [a.card for a in obs.legal_actions if a.kind == "play"]

    def keep(c: int) -> int:
        return 2 * promise.get(c, 0) + trick_strength(c, trump, values)

    if not obs.trick:
        best = min(cards, key=lambda c: (keep(c) + values[c], c % 6, c))
        return Action.play(best)
    led = obs.trick[0][1]
    bonus = 4 + min(obs.stock_size, 22) // 2
    if any(v > 0 for v in promise.values()):
        bonus += 20
    up = obs.up_card
    if (
        obs.stock_size == 1
        and up is not None
        and up // 6 == trump
        and up % 6 >= 3
        and not obs.rules.last_draw_choice
    ):
        bonus -= 15  # the loser of this trick takes the strong turned-up trump

    def cost(c: int) -> tuple[float, int, int]:
        swing = values[led] + values[c]
        if beats(c, led, trump):
            return (keep(c) - swing - bonus, c % 6, c)
        return (keep(c) + swing, c % 6, c)

    return Action.play(min(cards, key=cost))


def meld_value(obs: Observation, action: Action) -> int:
    """What laying this meld scores now (upgrades under ``difference`` count the rest)."""
    assert obs.trump is not None
    rules = obs.rules
    spec = SPECS_BY_CARDS[int(obs.trump)].get(tuple(sorted(int(c) for c in action.cards)))
    if spec is None:
        return 0
    value = rules.meld_value(spec.kind, spec.copies)
    if rules.upgrade_scoring != "difference" or not spec.upgrades:
        return value
    table = Counter(obs.table[obs.seat]) if obs.table else Counter()
    laid = _laid(obs)
    for kind, codes in laid:
        lower_cards = [c for c in spec.cards if Card(c).code in codes]
        upgrade = (kind == "royal_marriage" and spec.kind == "run") or (
            kind == "pinochle" and spec.kind == "pinochle" and len(codes) == 2
        )
        if upgrade and lower_cards and all(table[Card(c)] >= 1 for c in set(lower_cards)):
            return value - rules.meld_value(kind, 1)
    return value


def classic_meld(obs: Observation) -> Action:
    """The meld worth most now; fewest cards shown on a tie."""
    melds = [a for a in obs.legal_actions if a.kind == "meld"]
    if not melds:
        return obs.legal_actions[0]
    return max(melds, key=lambda a: (meld_value(obs, a), -len(a.cards), tuple(-c for c in a.cards)))


def classic_dix(obs: Observation) -> Action:
    kinds = {a.kind: a for a in obs.legal_actions}
    return kinds.get("dix_exchange") or kinds.get("dix_show") or obs.legal_actions[0]


def classic_take(obs: Observation) -> Action:
    """Of the last two cards, the stronger for phase 2 (trump first, then rank)."""
    assert obs.trump is not None
    trump = int(obs.trump)
    takes = [a for a in obs.legal_actions if a.kind == "take"]
    return max(takes, key=lambda a: (a.card // 6 == trump, a.card % 6, -a.card))
