"""A computer player's reason in a player's words: the move first, cards in words, then why.

Every :class:`~.base.Decision` a level gives is :func:`stated`: its reason
begins with what the player does ("Plays the ace of hearts", "Passes the ace
and ten of trump", "Bids 250"; a card held twice is named once, "the two aces of
diamonds"), followed by the level's own why. The whys of the rules several
levels share (Standard and Pro's passing lists and burying rule, the kitty, the
called card, two-handed melds) are written here from the move and the position:
each says which of the rule's steps picked the cards; the whys of searches and
simulations are written where their figures are.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from ...engine.play.trick import beats
from ...engine.rules.values import card_values, points_of
from ...engine.text import QT_TRANSLATE_NOOP, Text, listing
from ..base import Decision
from .passing import VOID_STEP, pass_list, split_meld

#: the move and its why, joined: every stated reason is this template
JOIN = QT_TRANSLATE_NOOP("Reasons", "{action}. {why}")

#: what a player does, by action kind (the kinds with cards, an amount or a suit below)
DOING: dict[str, Text] = {
    "pass": QT_TRANSLATE_NOOP("Reasons", "Passes"),
    "misdeal": QT_TRANSLATE_NOOP("Reasons", "Throws the hand in"),
    "keep": QT_TRANSLATE_NOOP("Reasons", "Keeps the hand"),
    "reject": QT_TRANSLATE_NOOP("Reasons", "Rejects the drawn card"),
    "concede": QT_TRANSLATE_NOOP("Reasons", "Concedes the hand"),
    "concede_unseen": QT_TRANSLATE_NOOP("Reasons", "Concedes without turning up the widow"),
    "see_widow": QT_TRANSLATE_NOOP("Reasons", "Turns up the widow"),
    "play_hand": QT_TRANSLATE_NOOP("Reasons", "Plays the hand out"),
    "moon": QT_TRANSLATE_NOOP("Reasons", "Shoots the moon"),
    "claim": QT_TRANSLATE_NOOP("Reasons", "Claims the contract"),
    "rearrange": QT_TRANSLATE_NOOP("Reasons", "Takes the burial back"),
    "concede_contract": QT_TRANSLATE_NOOP("Reasons", "Concedes the contract to the bidder"),
    "continue": QT_TRANSLATE_NOOP("Reasons", "Goes on"),
    "no_meld": QT_TRANSLATE_NOOP("Reasons", "Lays no meld"),
    "dix_exchange": QT_TRANSLATE_NOOP("Reasons", "Exchanges the dix for the turned-up trump"),
    "dix_show": QT_TRANSLATE_NOOP("Reasons", "Shows the dix"),
    "no_dix": QT_TRANSLATE_NOOP("Reasons", "Keeps the dix in hand"),
    "bid": QT_TRANSLATE_NOOP("Reasons", "Bids {amount}"),
    "trump": QT_TRANSLATE_NOOP("Reasons", "Names {suit} as trump"),
    "play": QT_TRANSLATE_NOOP("Reasons", "Plays {cards}"),
    "give": QT_TRANSLATE_NOOP("Reasons", "Passes {cards}"),
    "bury": QT_TRANSLATE_NOOP("Reasons", "Buries {cards}"),
    "kitty": QT_TRANSLATE_NOOP("Reasons", "Hands out the kitty: {cards}"),
    "meld": QT_TRANSLATE_NOOP("Reasons", "Melds {cards}"),
    "take": QT_TRANSLATE_NOOP("Reasons", "Takes {cards}"),
    "call": QT_TRANSLATE_NOOP("Reasons", "Calls {cards}"),
}
#: hand building: the drawn card kept (``keep`` elsewhere keeps a hand of nines)
KEEP_DRAWN = QT_TRANSLATE_NOOP("Reasons", "Keeps the drawn card")


def card_words(card: Card) -> Text:
    """``ace of hearts``."""
    return QT_TRANSLATE_NOOP("Reasons", "{rank} of {suit}").format(
        rank=card.rank.word, suit=card.suit.word)


def and_list(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` (translatable, item by item)."""
    if len(items) <= 1:
        return items[0] if items else ""
    return QT_TRANSLATE_NOOP("Reasons", "{items} and {item}").format(
        items=listing(items[:-1]), item=items[-1])


#: two or more copies of one rank in a list of cards: "two aces" (a deck holds at most four)
COPIES = QT_TRANSLATE_NOOP("Reasons", "{count} {ranks}")
COPY_COUNTS: dict[int, Text] = {
    2: QT_TRANSLATE_NOOP("Reasons", "two"),
    3: QT_TRANSLATE_NOOP("Reasons", "three"),
    4: QT_TRANSLATE_NOOP("Reasons", "four"),
}
#: the ranks in the plural, nine to ace (for :data:`COPIES`)
RANK_PLURALS: tuple[Text, ...] = (
    QT_TRANSLATE_NOOP("Reasons", "nines"), QT_TRANSLATE_NOOP("Reasons", "jacks"),
    QT_TRANSLATE_NOOP("Reasons", "queens"), QT_TRANSLATE_NOOP("Reasons", "kings"),
    QT_TRANSLATE_NOOP("Reasons", "tens"), QT_TRANSLATE_NOOP("Reasons", "aces"),
)


def _rank_words(ranks: Sequence[Rank]) -> list[str]:
    """Each rank once, highest first, with its number when more than one copy:
    ``["two aces", "ten"]``."""
    copies = Counter(ranks)
    out: list[str] = []
    for rank in sorted(copies, reverse=True):
        n = copies[rank]
        count = COPY_COUNTS.get(n)
        if n == 1:
            out.append(rank.word)
        elif count is not None:
            out.append(COPIES.format(count=count, ranks=RANK_PLURALS[rank]))
        else:
            out.append(COPIES.format(count=str(n), ranks=RANK_PLURALS[rank]))
    return out


def cards_words(cards: Sequence[Card], trump: Suit | None = None) -> str:
    """``the ace and ten of trump and the two kings of clubs``: cards by suit, highest
    first, each card once with its number of copies."""
    suits: list[Suit] = []
    for c in cards:
        if c.suit not in suits:
            suits.append(c.suit)
    groups = []
    for suit in suits:
        words = and_list(_rank_words([c.rank for c in cards if c.suit == suit]))
        if suit == trump:
            groups.append(QT_TRANSLATE_NOOP("Reasons", "the {ranks} of trump").format(ranks=words))
        else:
            groups.append(QT_TRANSLATE_NOOP("Reasons", "the {ranks} of {suit}").format(
                ranks=words, suit=suit.word))
    return and_list(groups)


def action_words(action: Action, obs: Observation) -> Text:
    """What ``action`` does, in a player's words: ``Plays the ace of hearts``."""
    kind = action.kind
    if kind == "keep" and obs.phase == "build":
        return KEEP_DRAWN
    doing = DOING.get(kind)
    if doing is None:
        return Text("Reasons", str(action))
    if kind == "bid":
        return doing.format(amount=action.amount)
    if kind == "trump":
        return doing.format(suit=Suit(int(action.suit or 0)).word)
    if action.cards:
        trump = obs.trump if kind in ("give", "bury") else None
        return doing.format(cards=cards_words(list(action.cards), trump))
    return doing


def stated(decision: Decision, obs: Observation, why: Text | None = None) -> Decision:
    """``decision`` with its reason beginning with the move in words; ``why`` stands
    in when the decision gives none. A reason already stated is kept."""
    reason = decision.reason if decision.reason else why
    if reason is None:
        return decision
    if isinstance(reason, Text) and reason.template == JOIN.template:
        return decision if reason is decision.reason else Decision(decision.action, reason,
                                                                   decision.rule)
    return Decision(decision.action, JOIN.format(action=action_words(decision.action, obs),
                                                 why=reason), decision.rule)


# --- the whys of choices every level makes alike ------------------------------------------

#: a choice drawn at random
AT_RANDOM = QT_TRANSLATE_NOOP("Reasons", "Chosen at random among the {count} legal choices.")


def random_reason(obs: Observation) -> Text:
    return AT_RANDOM.format(count=len(obs.legal_actions))


#: why Standard and Pro pass or bury the cards they do: the rule of their lists
#: (:mod:`.passing`), by the key a :class:`Decision` carries
GIVE_REASONS: dict[str, Text] = {
    "pass_to_bidder": QT_TRANSLATE_NOOP(
        "Reasons", "Its list for passing to the bidder: no card of its meld ({meld}) while "
        "other cards are left, then {steps}."),
    "pass_to_bidder_no_meld": QT_TRANSLATE_NOOP(
        "Reasons", "Its list for passing to the bidder: {steps}."),
    "pass_back": QT_TRANSLATE_NOOP(
        "Reasons", "Its list for passing back to the partner: no card of its meld ({meld}) "
        "while other cards are left, then {steps}."),
    "pass_back_no_meld": QT_TRANSLATE_NOOP(
        "Reasons", "Its list for passing back to the partner: {steps}."),
    "bury_rule": QT_TRANSLATE_NOOP(
        "Reasons", "Its rule for burying: {steps}; never a trump or an ace while other cards "
        "may go."),
    "bury_rule_forced": QT_TRANSLATE_NOOP(
        "Reasons", "Its rule for burying: {steps}; a trump or an ace only because too few "
        "other cards may go."),
    "bury_only_high": QT_TRANSLATE_NOOP(
        "Reasons", "Its rule for burying: never a trump or an ace while other cards may go, "
        "and here too few other cards may go."),
}
#: the last step of a pass list when the other cards run out
MELD_STEP = QT_TRANSLATE_NOOP(
    "Reasons", "the meld cards whose loss costs the meld least ({meld} down to {after})")
#: what the cards buried were, for :data:`GIVE_REASONS`' burying rule
BURY_STEPS: dict[str, Text] = {
    "loose": QT_TRANSLATE_NOOP(
        "Reasons", "counters likely lost in play (no ace of their suit in hand)"),
    "void": QT_TRANSLATE_NOOP("Reasons", "all of its {suits} for a void"),
    "short": QT_TRANSLATE_NOOP("Reasons", "cards of the shortest side suits"),
}
#: said after a burying rule when counters were buried
BURIED_COUNTERS = QT_TRANSLATE_NOOP(
    "Reasons", "{rule} The {counters} in counters buried count for the bidder.")
#: one step after another: "the highest trumps, then aces"
THEN = QT_TRANSLATE_NOOP("Reasons", "{items}, then {item}")


def then_list(items: Sequence[str]) -> str:
    """``a``, ``a, then b``, ``a, then b, then c`` (translatable, item by item)."""
    if not items:
        return ""
    joined = items[0]
    for item in items[1:]:
        joined = THEN.format(items=joined, item=item)
    return joined


def _without(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    rest = list(hand)
    for c in cards:
        if c in rest:
            rest.remove(c)
    return rest


def pass_decision(obs: Observation, action: Action, level: str) -> Decision:
    """``action`` (``level``'s pass, :func:`.passing.choose_pass`) with the steps of the
    level's list that picked its cards: the cards taken first, each further card by
    its step, and the meld cards when the others ran out."""
    assert obs.trump is not None
    trump = obs.trump
    rules = obs.rules
    hand = list(obs.hand)
    cards = list(action.cards)
    first, tier, steps = pass_list(obs, level)
    free, _ = split_meld(hand, int(trump), rules)
    taken = [c for c in first[:rules.pass_count] if c in cards]
    rest = _without(cards, taken)
    free = _without(free, taken)
    used: list[str] = [VOID_STEP] if taken else []
    keys: list[int] = []
    broken = False
    for c in sorted(rest, key=tier):
        if c in free:
            free.remove(c)
            if tier(c)[0] not in keys:
                keys.append(tier(c)[0])
        else:
            broken = True
    used += [steps[k] for k in keys]
    meld = meld_total(hand, trump, rules)
    if broken:
        after = meld_total(_without(hand, cards), trump, rules)
        used.append(MELD_STEP.format(meld=meld, after=after))
    rule = "pass_back" if obs.seat == obs.bidder else "pass_to_bidder"
    template = GIVE_REASONS[rule if meld else rule + "_no_meld"]
    return Decision(action, template.format(meld=meld, steps=then_list(used)), rule)


def bury_decision(obs: Observation, action: Action) -> Decision:
    """``action`` (:func:`.passing.choose_bury`'s cards) with what made them the ones to
    bury: counters likely lost in play, a void made, short side suits; a trump or an
    ace only when too few other cards may go."""
    assert obs.trump is not None
    trump = obs.trump
    hand = list(obs.hand)
    cards = list(action.cards)
    values = card_values(obs.rules, trump)
    left = _without(hand, cards)
    voids = [s for s in Suit if s != trump and any(c.suit == s for c in cards)
             and not any(c.suit == s for c in left)]
    forced = any(c.suit == trump or c.rank == Rank.ACE for c in cards)
    kinds: set[str] = set()
    for c in cards:
        if c.suit == trump or c.rank == Rank.ACE or c.suit in voids:
            continue
        has_ace = Card.of(Rank.ACE, c.suit) in hand
        kinds.add("loose" if values[c] and not has_ace else "short")
    used: list[str] = []
    if "loose" in kinds:
        used.append(BURY_STEPS["loose"])
    if voids:
        used.append(BURY_STEPS["void"].format(suits=and_list([s.word for s in voids])))
    if "short" in kinds:
        used.append(BURY_STEPS["short"])
    rule = "bury_rule_forced" if forced else "bury_rule"
    if not used:
        rule = "bury_only_high"
    why = GIVE_REASONS[rule].format(steps=then_list(used))
    counters = points_of(cards, values)
    if counters:
        why = BURIED_COUNTERS.format(rule=why, counters=counters)
    return Decision(action, why, rule)


KITTY_REASON = QT_TRANSLATE_NOOP(
    "Reasons", "Its rule for the kitty: it keeps the card that adds most to its meld and "
    "strength (the {mine}); the partners get the next best cards and the opponents the "
    "least.")
CALL_REASON = QT_TRANSLATE_NOOP(
    "Reasons", "The highest trump not held in every copy: whoever holds it is the strongest "
    "partner to have.")
BUILD_REASONS: dict[str, Text] = {
    "build_keep": QT_TRANSLATE_NOOP(
        "Reasons", "The {card} adds more to the hand (counters, meld, length) than an unseen "
        "card would on average."),
    "build_reject": QT_TRANSLATE_NOOP(
        "Reasons", "An unseen card would on average add more to the hand than the {card}."),
}
CLASSIC_REASONS: dict[str, Text] = {
    "classic_lead_cheap": QT_TRANSLATE_NOOP(
        "Reasons", "The card cheapest to lose: no counters and nothing for a meld to come."),
    "classic_win": QT_TRANSLATE_NOOP(
        "Reasons", "It takes the trick ({counters} in counters) for the least it costs the "
        "hand, and the winner melds and draws first."),
    "classic_duck": QT_TRANSLATE_NOOP(
        "Reasons", "The trick is not worth what taking it costs: the cheapest card goes."),
    "classic_meld": QT_TRANSLATE_NOOP(
        "Reasons", "The meld worth most now: {points}."),
    "classic_no_meld": QT_TRANSLATE_NOOP(
        "Reasons", "No meld may be laid now."),
    "classic_dix": QT_TRANSLATE_NOOP(
        "Reasons", "The dix scores 10 now."),
    "classic_take": QT_TRANSLATE_NOOP(
        "Reasons", "The stronger of the last two cards for the play to the end: trump first, "
        "then rank."),
}


def kitty_decision(obs: Observation, action: Action) -> Decision:
    """The kitty handed out by :func:`.passing.choose_kitty`, with its rule (the first
    card is the dealer's own)."""
    mine = card_words(action.cards[0]) if action.cards else ""
    return Decision(action, KITTY_REASON.format(mine=mine), "kitty_best_kept")


def call_decision(obs: Observation, action: Action) -> Decision:
    return Decision(action, CALL_REASON, "call_highest_trump")


def build_decision(obs: Observation, action: Action) -> Decision:
    rule = "build_keep" if action.kind == "keep" else "build_reject"
    drawn = obs.drawn
    card = card_words(drawn) if drawn is not None else ""
    return Decision(action, BUILD_REASONS[rule].format(card=card), rule)


def classic_trick_decision(obs: Observation, action: Action) -> Decision:
    """A two-handed phase-1 card, with why (cheap lead, a trick worth taking, a duck)."""
    if not obs.trick:
        return Decision(action, CLASSIC_REASONS["classic_lead_cheap"], "classic_lead_cheap")
    assert obs.trump is not None
    led = obs.trick[0][1]
    card = action.card
    values = card_values(obs.rules, obs.trump)
    if beats(card, led, int(obs.trump)):
        return Decision(action, CLASSIC_REASONS["classic_win"].format(
            counters=values[led] + values[card]), "classic_win")
    return Decision(action, CLASSIC_REASONS["classic_duck"], "classic_duck")


def classic_meld_decision(obs: Observation, action: Action, points: int) -> Decision:
    if action.kind == "meld":
        return Decision(action, CLASSIC_REASONS["classic_meld"].format(points=points),
                        "classic_meld")
    return Decision(action, CLASSIC_REASONS["classic_no_meld"], "classic_no_meld")


__all__ = [
    "AT_RANDOM",
    "CLASSIC_REASONS",
    "DOING",
    "JOIN",
    "action_words",
    "and_list",
    "build_decision",
    "bury_decision",
    "call_decision",
    "card_words",
    "cards_words",
    "classic_meld_decision",
    "classic_trick_decision",
    "kitty_decision",
    "pass_decision",
    "random_reason",
    "stated",
    "then_list",
]
