"""A computer player's reason in a player's words: the move first, cards in words, then why.

Every :class:`~.base.Decision` a level gives is :func:`stated`: its reason
begins with what the player does ("Plays the ace of hearts", "Passes the ace
and ten of trump", "Bids 250"), followed by the level's own why. The whys of
decisions every level shares (passing, burying, the kitty, the called card,
two-handed melds) are written here from the move and the position; the whys
of searches and simulations are written where their figures are.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card, Suit
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from ...engine.play.trick import beats
from ...engine.rules.values import card_values, points_of
from ...engine.text import QT_TRANSLATE_NOOP, Text, listing, translate
from ..base import Decision

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


def cards_words(cards: Sequence[Card], trump: Suit | None = None) -> str:
    """``the ace and ten of trump and the king of clubs``: cards by suit, highest first."""
    suits: list[Suit] = []
    for c in cards:
        if c.suit not in suits:
            suits.append(c.suit)
    groups = []
    for suit in suits:
        ranks = sorted((c.rank for c in cards if c.suit == suit), reverse=True)
        words = and_list([r.word for r in ranks])
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


GIVE_REASONS: dict[str, Text] = {
    "pass_to_bidder": QT_TRANSLATE_NOOP(
        "Reasons", "The bidder needs trumps and aces: {trumps} and {aces} among them, and "
        "this hand's meld ({meld}) stays."),
    "pass_back": QT_TRANSLATE_NOOP(
        "Reasons", "Cards the meld does not need, going back to the partner: the meld stays "
        "at {meld}, with {trumps} among them."),
    "pass_breaks_meld": QT_TRANSLATE_NOOP(
        "Reasons", "Too few cards outside the meld: these cost the least of it ({meld} down "
        "to {after})."),
    "bury_keeps_meld": QT_TRANSLATE_NOOP(
        "Reasons", "None of them is needed for the meld ({meld}); the {counters} in counters "
        "buried count for the bidder."),
    "bury_no_counters": QT_TRANSLATE_NOOP(
        "Reasons", "None of them is needed for the meld ({meld}), and none is a counter that "
        "could be lost in play."),
    "bury_breaks_meld": QT_TRANSLATE_NOOP(
        "Reasons", "Too few cards outside the meld: burying these costs the least of it "
        "({meld} down to {after}); the {counters} in counters buried count for the bidder."),
}


def _without(hand: Sequence[Card], cards: Sequence[Card]) -> list[Card]:
    rest = list(hand)
    for c in cards:
        if c in rest:
            rest.remove(c)
    return rest


def give_reason(obs: Observation, action: Action) -> tuple[Text, str]:
    """Why pass or bury ``action``'s cards, from the position: the meld kept, the
    trumps and aces given, the counters buried (and the rule key)."""
    trump = obs.trump
    cards = list(action.cards)
    rules = obs.rules
    meld = meld_total(obs.hand, trump, rules) if trump is not None else 0
    after = meld_total(_without(obs.hand, cards), trump, rules) if trump is not None else 0
    trumps = sum(1 for c in cards if c.suit == trump)
    aces = sum(1 for c in cards if c.suit != trump and c.rank.letter == "A")
    if action.kind == "bury":
        counters = points_of(cards, card_values(rules, trump))
        rule = "bury_breaks_meld" if after < meld else (
            "bury_keeps_meld" if counters else "bury_no_counters")
        return GIVE_REASONS[rule].format(meld=meld, after=after, counters=counters), rule
    if after < meld:
        rule = "pass_breaks_meld"
    else:
        rule = "pass_back" if obs.seat == obs.bidder else "pass_to_bidder"
    return GIVE_REASONS[rule].format(
        meld=meld, after=after, trumps=translate("Reasons", "%n trump(s)", None, trumps),
        aces=translate("Reasons", "%n plain ace(s)", None, aces)), rule


def give_decision(obs: Observation, action: Action) -> Decision:
    """``action`` (a pass or a bury) with :func:`give_reason`."""
    why, rule = give_reason(obs, action)
    return Decision(action, why, rule)


KITTY_REASON = QT_TRANSLATE_NOOP(
    "Reasons", "The {mine} adds most to this hand; the partners get the next best cards and "
    "the opponents the least.")
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
    """The kitty handed out, with why (the first card is the dealer's own)."""
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
    "call_decision",
    "card_words",
    "cards_words",
    "classic_meld_decision",
    "classic_trick_decision",
    "give_decision",
    "give_reason",
    "kitty_decision",
    "random_reason",
    "stated",
]
