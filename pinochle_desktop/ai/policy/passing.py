"""Which cards to pass, bury or hand out from the kitty.

Passing follows the published preference lists. Each list starts with
"prefer not to pass any cards that result in a meld score for your hand":
the cards of the hand's meld with the named trump (a pinochle, a double
pinochle, a run, arounds, marriages, the dix) are kept whenever enough other
cards exist, and when they do not, the meld cards given up are the ones
whose loss costs the least meld (every combination is tried). The other
cards are taken in the order of the level's list.

Burying (three-handed, sit-out, racehorse) is our extension: bury cards that
are not meld, preferring counters that would likely be lost in play (a ten
or king without its ace), since buried counters count for the bidder, and
short plain suits, towards a void. Never trumps or aces while anything
else is left.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit, minus
from ...engine.meld.auction import meld_total, score_meld
from ...engine.observation import Observation
from ...engine.rules.ruleset import RuleSet
from ...engine.rules.values import card_values
from ...engine.text import QT_TRANSLATE_NOOP, Text

QS = Card.of(Rank.QUEEN, Suit.S)
JD = Card.of(Rank.JACK, Suit.D)

#: sort key of one card in a preference list: lower is passed first
Tier = Callable[[Card], tuple[int, ...]]


def split_meld(hand: list[Card], trump: int, rules: RuleSet) -> tuple[list[Card], list[Card]]:
    """(cards outside the meld, cards of the meld) with this trump."""
    meld = Counter(score_meld(hand, trump, rules).cards)
    free: list[Card] = []
    melded: list[Card] = []
    for c in hand:
        if meld[c] > 0:
            meld[c] -= 1
            melded.append(c)
        else:
            free.append(c)
    return free, melded


def pick_cards(
    hand: list[Card], trump: int, rules: RuleSet, k: int, first: list[Card], tier: Tier
) -> list[Card]:
    """``k`` cards: ``first`` (already ordered), then free cards by ``tier``, then
    the meld cards whose loss costs the least meld."""
    free, melded = split_meld(hand, trump, rules)
    chosen = list(first[:k])
    rest = sorted(minus(free, chosen), key=lambda c: (tier(c), c))
    chosen += rest[: k - len(chosen)]
    if len(chosen) >= k:
        return chosen
    need = k - len(chosen)
    base = minus(hand, chosen)
    best: tuple[Card, ...] = ()
    best_key: tuple[object, ...] | None = None
    for combo in dict.fromkeys(itertools.combinations(sorted(melded), need)):
        left = meld_total(minus(base, combo), trump, rules)
        key = (-left, [tier(c) for c in combo])
        if best_key is None or key < best_key:
            best, best_key = combo, key
    return chosen + list(best)


def as_give(obs: Observation, cards: list[Card]) -> Action:
    action = Action.give(cards)
    return action if action in obs.legal_actions else obs.legal_actions[0]


# --- preference lists ------------------------------------------------------------------


#: what each step of a preference list passes, in a player's words, by the first
#: element of the list's sort key (said in a level's reason, never used to choose)
STANDARD_TO_DECLARER_STEPS: dict[int, Text] = {
    0: QT_TRANSLATE_NOOP("Reasons", "the highest trumps"),
    1: QT_TRANSLATE_NOOP("Reasons", "the highest cards of the side suits"),
}
PRO_TO_DECLARER_STEPS: dict[int, Text] = {
    0: QT_TRANSLATE_NOOP("Reasons", "the highest trumps but the nines"),
    1: QT_TRANSLATE_NOOP("Reasons", "aces"),
    2: QT_TRANSLATE_NOOP("Reasons", "nines of trump"),
    3: QT_TRANSLATE_NOOP("Reasons", "the queen of spades or the jack of diamonds"),
    4: QT_TRANSLATE_NOOP("Reasons", "jacks"),
    5: QT_TRANSLATE_NOOP("Reasons", "nines"),
    6: QT_TRANSLATE_NOOP("Reasons", "the highest of the other cards"),
}
DECLARER_BACK_STEPS: dict[int, Text] = {
    1: QT_TRANSLATE_NOOP("Reasons", "kings of the side suits"),
    2: QT_TRANSLATE_NOOP("Reasons", "queens of the side suits"),
    3: QT_TRANSLATE_NOOP("Reasons", "the jack of diamonds"),
    4: QT_TRANSLATE_NOOP("Reasons", "the lowest cards of the side suits"),
    5: QT_TRANSLATE_NOOP("Reasons", "the lowest trumps"),
}
#: Standard's first step passing back: :func:`void_first`
VOID_STEP = QT_TRANSLATE_NOOP("Reasons", "a whole short side suit without an ace, for a void")


def standard_to_declarer(trump: int) -> Tier:
    """Highest trumps first, then the highest other cards."""
    return lambda c: (0 if c // 6 == trump else 1, -(c % 6))


def pro_to_declarer(trump: int) -> Tier:
    """High trumps (not nines), aces, nines of trump, QS/JD, jacks, nines, the rest."""

    def tier(c: Card) -> tuple[int, ...]:
        rank = c % 6
        if c // 6 == trump and rank != Rank.NINE:
            return (0, -rank)
        if rank == Rank.ACE:
            return (1,)
        if c // 6 == trump:
            return (2,)
        if c in (QS, JD):
            return (3,)
        if rank == Rank.JACK:
            return (4,)
        if rank == Rank.NINE:
            return (5,)
        return (6, -rank)

    return tier


def declarer_back(trump: int, received: list[Card]) -> Tier:
    """Plain kings, plain queens, the JD (unless just received), low plain, low trump."""
    keep_jd = JD in received

    def tier(c: Card) -> tuple[int, ...]:
        rank = c % 6
        plain = c // 6 != trump
        if plain and rank == Rank.KING:
            return (1,)
        if plain and rank == Rank.QUEEN:
            return (2,)
        if c == JD and plain and not keep_jd:
            return (3,)
        if plain:
            return (4, rank)
        return (5, rank)

    return tier


def void_first(hand: list[Card], trump: int, rules: RuleSet, k: int) -> list[Card]:
    """Standard declarer: whole short plain suits without an ace or meld card, shortest first."""
    free, _ = split_meld(hand, trump, rules)
    free_count = Counter(free)
    by_suit: dict[int, list[Card]] = {}
    for c in hand:
        by_suit.setdefault(c // 6, []).append(c)
    out: list[Card] = []
    for suit in sorted(by_suit, key=lambda s: (len(by_suit[s]), s)):
        cards = by_suit[suit]
        if suit == trump or any(c % 6 == Rank.ACE for c in cards):
            continue
        if any(free_count[c] < cards.count(c) for c in set(cards)):
            continue
        if len(out) + len(cards) <= k:
            out += sorted(cards)
    return out


def pass_list(obs: Observation, level: str) -> tuple[list[Card], Tier, dict[int, Text]]:
    """``level``'s list for this seat's pass ("standard" or "pro"): the cards taken
    first, the order of the rest, and each step of that order in words."""
    assert obs.trump is not None
    trump = int(obs.trump)
    if obs.seat != obs.bidder:
        if level == "standard":
            return [], standard_to_declarer(trump), STANDARD_TO_DECLARER_STEPS
        return [], pro_to_declarer(trump), PRO_TO_DECLARER_STEPS
    hand = list(obs.hand)
    k = obs.rules.pass_count
    first = void_first(hand, trump, obs.rules, k) if level == "standard" else []
    return first, declarer_back(trump, list(obs.received)), DECLARER_BACK_STEPS


def choose_pass(obs: Observation, level: str) -> Action:
    """The cards to pass for ``level`` ("standard" or "pro")."""
    assert obs.trump is not None
    first, tier, _ = pass_list(obs, level)
    picked = pick_cards(list(obs.hand), int(obs.trump), obs.rules, obs.rules.pass_count,
                        first, tier)
    return as_give(obs, picked)


# --- the pass in a simulated round ----------------------------------------------------------


def play_the_pass(
    hands: list[list[Card]], bidder: int, trump: int, rules: RuleSet, level: str = "standard"
) -> tuple[list[list[Card]], list[Card]]:
    """The hands after the bidder and its partner swap ``rules.pass_count`` cards.

    As the engine plays it (``pass_mode``): the partner passes first; with
    ``partner_first`` the bidder sees those cards before passing back, with
    ``simultaneous`` it passes from the hand it was dealt. Both sides pass by
    ``level``'s preference lists (:func:`choose_pass`), so a simulated round is
    the round the rules define. Returns (new hands, the cards the bidder
    received); the hands given are not changed.
    """
    k = rules.pass_count
    partners = rules.partners_of(bidder)
    if not k or not partners:
        return hands, []
    partner = partners[0]
    given_hand, bidder_hand = hands[partner], hands[bidder]
    if len(given_hand) < k or len(bidder_hand) < k:
        return hands, []
    tier = standard_to_declarer(trump) if level == "standard" else pro_to_declarer(trump)
    given = pick_cards(given_hand, trump, rules, k, [], tier)
    seen = bidder_hand + given if rules.pass_mode == "partner_first" else bidder_hand
    received = given if rules.pass_mode == "partner_first" else []
    first = void_first(seen, trump, rules, k) if level == "standard" else []
    back = pick_cards(seen, trump, rules, k, first, declarer_back(trump, received))
    out = list(hands)
    out[partner] = minus(given_hand, given) + back
    out[bidder] = minus(bidder_hand + given, back)
    return out, given


# --- burying ---------------------------------------------------------------------------------


def bury_score(card: int, cards: list[Card], trump: int, rules: RuleSet) -> float:
    """How much we would like to bury ``card`` (high first): loose counters, short suits.

    Buried counters count for the bidder, so a counter that would likely be
    lost in play (a ten or king without the ace of its suit) is best buried;
    trumps and aces win tricks and stay. Short plain suits go, towards a void.
    """
    suit = card // 6
    rank = card % 6
    if suit == trump:
        return -100.0 - rank
    if rank == 5:
        return -40.0
    value = card_values(rules, trump)[card]
    length = sum(1 for c in cards if c // 6 == suit)
    has_ace = any(c == suit * 6 + 5 for c in cards)
    loose = 0.0 if has_ace else 4.0
    return value + (loose if value else 0.0) + 3.0 * max(0, 4 - length)


def quick_bury(cards: list[Card], trump: int, rules: RuleSet, k: int) -> list[Card]:
    """``k`` cards to bury, greedily: never meld cards unless needed, then by :func:`bury_score`."""
    meld = Counter(score_meld(cards, trump, rules).cards)
    free: list[Card] = []
    kept = Counter(meld)
    for c in cards:
        if kept[c] > 0:
            kept[c] -= 1
        else:
            free.append(c)
    pool = free if len(free) >= k else list(cards)
    score = {c: bury_score(c, cards, trump, rules) for c in set(pool)}
    pool = sorted(pool, key=lambda c: (-score[c], c))
    return pool[:k]



def choose_bury(obs: Observation) -> Action:
    """The legal bury that scores best by :func:`bury_score`, with a bonus per void made."""
    assert obs.trump is not None
    rules = obs.rules
    trump = int(obs.trump)
    hand = list(obs.hand)
    score = {c: bury_score(c, hand, trump, rules) for c in set(hand)}
    length = Counter(c // 6 for c in hand)
    best = obs.legal_actions[0]
    best_key: tuple[float, tuple[int, ...]] | None = None
    for action in obs.legal_actions:
        cards = action.cards
        total = sum(score[c] for c in cards)
        gone = Counter(c // 6 for c in cards)
        total += sum(6.0 for s, n in gone.items() if s != trump and n == length[s])
        key = (-total, tuple(cards))
        if best_key is None or key < best_key:
            best, best_key = action, key
    return best


# --- the kitty -------------------------------------------------------------------------------


def card_strength(card: int) -> int:
    """A rough worth of a card to whoever gets it: rank, aces most."""
    return (0, 1, 2, 3, 5, 7)[card % 6]


def choose_kitty(obs: Observation) -> Action:
    """Keep the card that helps our meld most; the partner gets a good one, opponents the worst."""
    rules = obs.rules
    me = obs.seat
    n = rules.num_players
    active = [(me + k) % n for k in range(n) if (me + k) % n not in obs.sitting_out]
    hand = list(obs.hand)
    base = max(meld_total(hand, s, rules) for s in range(4))
    gain: dict[int, int] = {}
    for c in set(obs.widow or []):
        gain[c] = max(meld_total([*hand, c], s, rules) for s in range(4)) - base
    side = rules.side_of(me)
    best = obs.legal_actions[0]
    best_key: tuple[float, tuple[int, ...]] | None = None
    for action in obs.legal_actions:
        total = 0.0
        for seat, card in zip(active, action.cards, strict=False):
            if seat == me:
                total += gain.get(card, 0) + 2 * card_strength(card)
            elif rules.side_of(seat) == side:
                total += card_strength(card)
            else:
                total -= card_strength(card)
        key = (-total, tuple(action.cards))
        if best_key is None or key < best_key:
            best, best_key = action, key
    return best
