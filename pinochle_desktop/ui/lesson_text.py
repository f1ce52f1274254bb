"""What a lesson says at each step, in plain words for someone new to pinochle.

Each step of :mod:`...ai.lessons` gets a title and a few sentences, written from
the person's observation (their cards, the bids, trump, the meld shown) and from
the rules in force: the rules' own sentences (:mod:`.rules.text`) say how the
tricks are played and scored, so a lesson never disagrees with Help > Rules. The
move to make is not written here: the lesson shows the adviser's decision and its
reason beside these words. Context ``Lesson``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..ai.lessons import Lesson
from ..engine import Observation, score_meld
from ..engine.cards import Suit
from ..engine.meld.auction import meld_values
from ..engine.result import HandResult
from ..engine.rules.values import card_values, points_of
from .announce import meld_words
from .engine_text import engine_text
from .play.config import title_of
from .rules.text import classic_items, play_items, scoring_items, second_half_rules, sides_sentence
from .words import card_words, cards_label, plural, suit_label, suit_name

translate = QCoreApplication.translate

#: a seat's name as the table shows it (``GameController.seat_name``)
Names = Callable[[int | None], str]


@dataclass(frozen=True)
class StepWords:
    """A step's title and its sentences."""

    title: str
    body: str


def lesson_title(lesson: Lesson) -> str:
    """The lesson's name in the chooser and the panel: the variant's title."""
    return title_of(lesson.variant)


def lesson_summary(lesson: Lesson) -> str:
    """What the lesson walks through, in a sentence (the chooser's description)."""
    rules = lesson.rules
    if rules.style == "classic":
        return translate("Lesson", "Two players, no auction: trump is turned up, you meld after "
                         "winning a trick and draw from the stock, then play the last tricks out.")
    if rules.widow_size:
        return translate("Lesson", "Each for yourself: the auction, the widow, burying cards, the "
                         "meld and the first tricks.")
    if len(rules.sides[rules.side_of(lesson.seat)]) > 1:
        return translate("Lesson", "You and a partner against two: the auction, naming trump, "
                         "the meld and the first tricks.")
    return translate("Lesson", "The auction, naming trump, the meld and the first tricks.")


def _sentences(*parts: str) -> str:
    return " ".join(p.strip() for p in parts if p and p.strip())


def _best_meld(obs: Observation) -> tuple[Suit, int, list[str]]:
    """The suit that gives the person the most meld now, the meld and its parts' names."""
    rules = obs.rules
    best = max(Suit, key=lambda s: score_meld(obs.hand, s, rules).total)
    meld = score_meld(obs.hand, best, rules)
    return best, meld.total, [engine_text(item.name) for item in meld.melds]


def _side_meld(obs: Observation, seat: int) -> int:
    """The meld shown by ``seat``'s side."""
    rules = obs.rules
    side = rules.sides[rules.side_of(seat)]
    return sum(int((obs.melds[s] or {}).get("total", 0)) for s in side if s < len(obs.melds))


def _partner(obs: Observation) -> int | None:
    partners = obs.rules.partners_of(obs.seat)
    return partners[0] if len(partners) == 1 else None


def step_words(step: str, obs: Observation, name: Names,
               result: HandResult | None = None) -> StepWords:
    """The words of ``step`` for the position ``obs`` (the person's view); ``result``:
    the hand's summary, once it is scored."""
    writer = _WRITERS[step]
    return writer(obs, name, result)


# -- the auction ------------------------------------------------------------------------

def _deal(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    title = translate("Lesson", "The deal")
    welcome = translate("Lesson", "Welcome to {game}.").format(game=title_of(rules.variant))
    ready = translate("Lesson", "Read each step here, then press Continue: the table waits for "
                      "you. At your turns the lesson suggests a move and says why.")
    if rules.style == "classic":
        up = obs.up_card
        turned = translate("Lesson", "You play against {other}; each of you holds {cards} cards. "
                           "The card turned up beside the stock, the {card}, makes {suit} trump "
                           "for this hand.").format(
            other=name(1 - obs.seat), cards=len(obs.hand),
            card=card_words(up) if up is not None else "—",
            suit=suit_name(up.suit) if up is not None else "—")
        scoring = translate("Lesson", "You score in two ways: by laying meld (combinations of "
                            "cards) after you win a trick, and by taking counters, the high "
                            "cards, in tricks.")
        rules_now = [item for item in classic_items(rules)[:-1] if item]
        return StepWords(title, _sentences(welcome, turned, scoring, *rules_now, ready))
    partner = _partner(obs)
    if partner is not None:
        seat = translate("Lesson", "You sit at the bottom of the table; your partner, {partner}, "
                         "sits across from you.").format(partner=name(partner))
    else:
        seat = translate("Lesson", "You sit at the bottom of the table, your {cards} cards face "
                         "up in front of you.").format(cards=len(obs.hand))
    parts = translate("Lesson", "A hand has three parts: the auction, where the players bid for "
                      "the right to name trump; the meld, where everyone shows the combinations "
                      "in their hand for points; and the tricks, where the cards are played out "
                      "for more points.")
    widow = ""
    if rules.widow_size:
        n = rules.widow_size
        widow = plural(translate("Lesson", "%n card(s) are set aside as the widow: whoever wins "
                                 "the auction takes them.", None, n), n)
    return StepWords(title, _sentences(welcome, sides_sentence(rules), seat, parts, widow, ready))


def _your_bid(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    if _partner(obs) is None:
        promise = translate("Lesson", "It is your turn to bid. A bid is a promise: the points "
                            "you will make in this hand, your meld and the counters you win in "
                            "tricks together. If you make less, the bid is taken off your score.")
    else:
        promise = translate("Lesson", "It is your turn to bid. A bid is a promise: the points "
                            "your side will make in this hand, its meld and the counters it wins "
                            "in tricks together. If it makes less, the bid is taken off its "
                            "score.")
    steps = translate("Lesson", "The lowest bid is {lowest}, and each bid must beat the one "
                      "before by {step} or more. A pass is final: you are out of this auction, "
                      "but you still play the hand. The highest bidder names trump.").format(
        lowest=rules.min_bid, step=rules.bid_increment)
    suit, meld, kinds = _best_meld(obs)
    if meld:
        holding = translate("Lesson", "With {suit} as trump your meld would be {meld}: "
                            "{melds}.").format(suit=suit_name(suit), meld=meld,
                                               melds=", ".join(kinds))
    else:
        holding = translate("Lesson", "You hold no meld yet, whatever the trump.")
    forced = ""
    if obs.forced_bid is not None and obs.forced_bid.rule == "holding_meld":
        forced = translate("Lesson", "You hold meld, so these rules do not let you pass before "
                           "someone has bid.")
    elif obs.forced_bid is not None:
        forced = translate("Lesson", "These rules do not let you pass here.")
    return StepWords(translate("Lesson", "Your bid"), _sentences(promise, steps, holding, forced))


def _contract(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    bidder, amount = obs.bidder, obs.contract
    title = translate("Lesson", "The auction is over")
    alone = _partner(obs) is None
    if bidder == obs.seat and alone:
        text = translate("Lesson", "You won the auction at {amount}. You name trump, and you "
                         "must now make at least {amount} in meld and counters together; if you "
                         "fall short, you are set: {amount} comes off your score.")
    elif bidder == obs.seat:
        text = translate("Lesson", "You won the auction at {amount}. You name trump, and your "
                         "side must now make at least {amount} in meld and counters together; "
                         "if it falls short, it is set: {amount} comes off its score.")
    elif bidder is not None and bidder in obs.rules.partners_of(obs.seat):
        text = translate("Lesson", "Your partner, {bidder}, won the auction at {amount} and names "
                         "trump. Your side must now make at least {amount} in meld and counters "
                         "together: help your partner take tricks.")
    else:
        text = translate("Lesson", "{bidder} won the auction at {amount} and names trump. Your "
                         "job now is to stop them: the counters you take count for you, and if "
                         "they fall short of {amount}, they lose it.")
    return StepWords(title, text.format(bidder=name(bidder), amount=amount))


def _widow(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    cards = cards_label([c.code for c in obs.widow or ()])
    n = len(obs.widow or ())
    if obs.bidder == obs.seat:
        text = plural(translate("Lesson", "The widow, {cards}, is turned up for everyone to see, "
                                "and goes into your hand. You now hold %n card(s) too many: "
                                "once trump is named you bury that many, face down.", None, n), n)
    else:
        text = translate("Lesson", "The widow, {cards}, is turned up for everyone to see, and "
                         "{bidder} takes it. Note its cards: nobody else can hold them.")
    return StepWords(translate("Lesson", "The widow"),
                     text.format(cards=cards, bidder=name(obs.bidder)))


def _your_trump(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    legal = [a.suit for a in obs.legal_actions if a.kind == "trump" and a.suit is not None]
    each = ", ".join(translate("Lesson", "{suit} {meld}").format(
        suit=suit_label(s), meld=score_meld(obs.hand, s, rules).total) for s in legal)
    text = _sentences(
        translate("Lesson", "Name trump: choose one suit. For this hand every card of that suit "
                  "beats every card of the other suits, and the run, the royal marriage and the "
                  "dix count only in trump."),
        translate("Lesson", "Your meld with each suit as trump: {each}.").format(each=each),
        translate("Lesson", "Trump usually goes where your meld is biggest and your cards are "
                  "longest, since trumps take tricks."))
    return StepWords(translate("Lesson", "Naming trump"), text)


def _trump(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    suit = obs.trump
    assert suit is not None
    if obs.bidder == obs.seat:
        text = translate("Lesson", "You named {suit} trump. Every card in {suit} now beats "
                         "every card of the other suits, even a low one against an ace.")
    else:
        text = translate("Lesson", "{bidder} named {suit} trump. Every card in {suit} now "
                         "beats every card of the other suits, even a low one against an ace.")
    return StepWords(translate("Lesson", "Trump"),
                     text.format(bidder=name(obs.bidder), suit=suit_name(suit)))


def _your_pass(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    n = obs.rules.pass_count
    if obs.bidder == obs.seat:
        text = plural(translate("Lesson", "Your partner passed you their best cards; now pass "
                                "%n card(s) back. Keep your meld and your trumps; give back "
                                "what your hand needs least.", None, n), n)
    else:
        text = plural(translate("Lesson", "Your partner won the auction: pass them %n card(s). "
                                "Give what helps the bidder most: trumps, aces, and cards that "
                                "may complete their meld.", None, n), n)
    return StepWords(translate("Lesson", "Passing cards"), text)


def _your_bury(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    n = obs.rules.widow_size
    text = _sentences(
        plural(translate("Lesson", "Bury %n card(s) face down. Buried cards are out of play, but "
                         "any counters among them still score for you.", None, n), n),
        translate("Lesson", "Keep your meld and your trumps. Cards of a short side suit are good "
                  "to bury: with that suit gone from your hand, you can trump it later."))
    return StepWords(translate("Lesson", "Burying cards"), text)


def _meld(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    what = translate("Lesson", "Everyone shows their meld: combinations of cards that score at "
                     "once. A marriage is the king and queen of one suit, worth double in "
                     "trump; a run is the ace, ten, king, queen and jack of trump; a pinochle "
                     "is the queen of spades with the jack of diamonds; an ace, king, queen or "
                     "jack of every suit is a meld 'around'; the nine of trump is the dix.")
    seat = obs.seat
    mine = obs.melds[seat] if seat < len(obs.melds) else None
    yours = meld_words(seat, name(seat), dict(mine or {}), you=True)
    side = ""
    if _partner(obs) is not None:
        side = translate("Lesson", "With your partner's, your side's meld is {meld}.").format(
            meld=_side_meld(obs, seat))
    # the rules' own sentences after the counters: when meld counts, what a bid must make
    scoring = scoring_items(rules)[1:]
    return StepWords(translate("Lesson", "Meld"), _sentences(what, yours, side, *scoring))


def _your_declare(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    contract = obs.contract or 0
    meld = _side_meld(obs, obs.seat)
    need = max(0, contract - meld)
    have = (translate("Lesson", "You have {meld} in meld, so you need {need} in counters to "
                      "make {contract}; all the counters together are worth {total}.")
            if _partner(obs) is None else
            translate("Lesson", "Your side has {meld} in meld, so it needs {need} in counters "
                      "to make {contract}; all the counters together are worth {total}."))
    text = _sentences(
        translate("Lesson", "Before the first lead the bidder may play the hand or concede it. "
                  "Conceding costs the bid at once and nothing more; playing and falling short "
                  "costs the bid as well, and the others keep the counters they took."),
        have.format(meld=meld, need=need, contract=contract,
                    total=obs.rules.total_trick_points))
    return StepWords(translate("Lesson", "Play or concede"), text)


def _your_card(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    start = translate("Lesson", "Now the cards are played out, one trick at a time: each player "
                      "plays one card, and the best card takes them all.")
    if obs.trick:
        seat, card = obs.trick[0]
        now = translate("Lesson", "{leader} led the {card}.").format(leader=name(seat),
                                                                    card=card_words(card))
    else:
        now = translate("Lesson", "You lead: the others must follow the suit you play.")
    counters = scoring_items(rules)[0]  # the rules' first scoring sentence: the counters
    return StepWords(translate("Lesson", "Playing the tricks"),
                     _sentences(start, *play_items(rules), counters, now))


def _first_trick(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    _leader, plays, winner = obs.tricks[0]
    card = next((c for s, c in plays if s == winner), plays[-1][1])
    points = points_of([c for _, c in plays], card_values(rules, obs.trump))
    if winner == obs.seat:
        took = translate("Lesson", "You took the first trick with the {card}: {points} in "
                         "counters.")
    else:
        took = translate("Lesson", "{winner} took the first trick with the {card}: {points} in "
                         "counters.")
    took = took.format(winner=name(winner), card=card_words(card), points=points)
    if rules.style == "classic":
        how = translate("Lesson", "While the stock lasts the higher card of the suit led takes "
                        "the trick, or a trump; of two identical cards the one led wins. The "
                        "winner may lay one meld, draws first from the stock and leads next.")
    else:
        how = translate("Lesson", "The highest trump takes a trick; without a trump, the highest "
                        "card of the suit led. Of two identical cards, the first played wins. "
                        "Whoever takes a trick leads the next one.")
    return StepWords(translate("Lesson", "The first trick"), _sentences(took, how))


def _few_tricks(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    text = _sentences(
        translate("Lesson", "You have seen how a trick goes. Play the rest of the hand yourself: "
                  "at each of your turns this panel suggests a move and says why."),
        translate("Lesson", "Keep track of the high cards and trumps already played. L shows "
                  "the last trick again, and the trick log (Ctrl+2) lists every trick."),
        translate("Lesson", "The last trick is worth {bonus} more.").format(
            bonus=obs.rules.last_trick_bonus) if obs.rules.last_trick_bonus else "")
    return StepWords(translate("Lesson", "Play on"), text)


def _hand_over(obs: Observation, name: Names, result: HandResult | None) -> StepWords:
    rules = obs.rules
    side = rules.side_of(obs.seat)
    lines: list[str] = []
    if result is not None and result.deltas is not None:
        meld = (result.meld_saved or result.meld or [0] * len(result.deltas))[side]
        points = (result.points or [0] * len(result.deltas))[side]
        scored = result.deltas[side]
        if rules.style == "classic":
            lines.append(translate("Lesson", "You scored {scored}: {meld} in meld and {points} in "
                                   "counters. {other} scored {theirs}.").format(
                scored=scored, meld=meld, points=points, other=name(1 - obs.seat),
                theirs=result.deltas[1 - side]))
        elif result.bidding_side == side and _partner(obs) is None:
            if result.made:
                text = translate("Lesson", "You made your bid of {contract}, with {meld} in meld "
                                 "and {points} in counters: you score {scored}.")
            elif result.conceded:
                text = translate("Lesson", "You conceded your bid of {contract}: you score "
                                 "{scored}.")
            else:
                text = translate("Lesson", "You were set: {meld} in meld and {points} in "
                                 "counters fell short of {contract}, so you score {scored}.")
            lines.append(text.format(contract=result.contract, meld=meld, points=points,
                                     scored=scored))
        elif result.bidding_side == side:
            if result.made:
                text = translate("Lesson", "Your side made its bid of {contract}, with {meld} in "
                                 "meld and {points} in counters: it scores {scored}.")
            elif result.conceded:
                text = translate("Lesson", "Your side conceded its bid of {contract}: it scores "
                                 "{scored}.")
            else:
                text = translate("Lesson", "Your side was set: {meld} in meld and {points} in "
                                 "counters fell short of {contract}, so it scores {scored}.")
            lines.append(text.format(contract=result.contract, meld=meld, points=points,
                                     scored=scored))
        else:
            text = (translate("Lesson", "{bidder} made the bid of {contract}.") if result.made
                    else translate("Lesson", "{bidder} fell short of {contract} and loses it."))
            lines.append(text.format(bidder=name(result.bidder), contract=result.contract))
            keeps = (translate("Lesson", "You keep your own meld and counters: you score "
                               "{scored}.") if _partner(obs) is None else
                     translate("Lesson", "Your side keeps its own meld and counters: it scores "
                               "{scored}."))
            lines.append(keeps.format(scored=scored))
    if rules.style == "classic":
        lines.append(translate("Lesson", "A game goes on hand after hand, until a player has "
                               "more than {target}.").format(target=rules.target_score))
    else:
        lines.append(translate("Lesson", "A game goes on hand after hand, until a side "
                               "reaches {target}.").format(target=rules.target_score))
    lines.append(closing_words())
    return StepWords(translate("Lesson", "The hand is over"), _sentences(*lines))


def closing_words() -> str:
    """The lesson's last sentence: what to try next."""
    return translate("Lesson", "That is a whole hand. Next, take another lesson from Help > Learn "
                     "to Play, or start a game of your own with Game > New Game, where H gives "
                     "a hint at any of your turns.")


# -- classic two-handed ---------------------------------------------------------------------

def _classic_card(obs: Observation, name: Names, _result: HandResult | None) -> StepWords:
    if obs.trick:
        seat, card = obs.trick[0]
        now = translate("Lesson", "{leader} led the {card}: you need not follow suit, but only "
                        "a higher card in {suit} or a trump takes it.").format(
            leader=name(seat), card=card_words(card), suit=suit_name(card.suit))
    else:
        now = translate("Lesson", "You lead: you may play any card.")
    text = _sentences(
        translate("Lesson", "While the stock lasts you may play any card to a trick. Winning a "
                  "trick lets you lay a meld, but the cards you hold for meld are worth keeping: "
                  "a low card that costs nothing is often the best one to give up."),
        now)
    return StepWords(translate("Lesson", "Your first trick"), text)


def _classic_meld(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    text = translate("Lesson", "You won the trick, so you may lay one meld now; it scores at "
                     "once. The cards stay face up on the table, and you can still play them to "
                     "later tricks. Only one meld goes down for each trick you win, so the "
                     "biggest usually goes first; a card on the table may later join a meld of "
                     "another kind (a queen of spades of a marriage may join a pinochle).")
    return StepWords(translate("Lesson", "Laying meld"), text)


def _classic_dix(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    rules = obs.rules
    up = obs.up_card
    points = meld_values(rules).value("dix", 1)
    if up is not None:
        text = translate("Lesson", "You hold the dix, the nine of trump. After winning a trick "
                         "you may exchange it for the turned-up trump, the {card}, or just show "
                         "it: either way it scores {points}.").format(
            card=card_words(up), points=points)
    else:
        text = translate("Lesson", "You hold the dix, the nine of trump. After winning a trick "
                         "you may show it: it scores {points}.").format(points=points)
    return StepWords(translate("Lesson", "The dix"), text)


def _phase_two(obs: Observation, _name: Names, _result: HandResult | None) -> StepWords:
    text = _sentences(
        translate("Lesson", "The stock is used up, and the last tricks are played with stricter "
                  "rules."),
        second_half_rules(obs.rules),
        translate("Lesson", "Every card is now in one of the two hands: count the trumps still "
                  "out."))
    return StepWords(translate("Lesson", "The stock is used up"), text)


_Writer = Callable[[Observation, Names, HandResult | None], StepWords]
#: each step's words (every step of ``ai.lessons.TRIGGERS`` has one)
_WRITERS: dict[str, _Writer] = {
    "deal": _deal,
    "your_bid": _your_bid,
    "contract": _contract,
    "widow": _widow,
    "your_trump": _your_trump,
    "trump": _trump,
    "your_pass": _your_pass,
    "your_bury": _your_bury,
    "meld": _meld,
    "your_declare": _your_declare,
    "your_card": _your_card,
    "first_trick": _first_trick,
    "few_tricks": _few_tricks,
    "hand_over": _hand_over,
    "classic_card": _classic_card,
    "classic_meld": _classic_meld,
    "classic_dix": _classic_dix,
    "phase_two": _phase_two,
}

__all__ = ["StepWords", "closing_words", "lesson_summary", "lesson_title", "step_words"]
