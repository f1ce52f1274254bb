"""Stepping through a recorded hand: the moves in words, and the position at any step.

Built from ``HistoryDB.replay(id)`` (the game just before the deal and the
hand's moves). Step 0 is the hand as dealt; step k is the position after k
moves. Going forward applies one move to the position already shown; going
back rebuilds from the start (a hand is about sixty moves: instant), so every
step is exactly the engine's own state after the same moves.

:func:`snapshot` turns a position into what the review table shows with every
hand face up, reading each seat's cards from that seat's own observation.
The words are translated (context ``Review``); a step's ``stage`` stays the
English name of the phase (translated where the list of moves shows it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Phase, State, sort_hand
from ...engine.cards import Suit
from ...engine.events import (
    Dealt,
    HandScored,
    KittyDealt,
    PartnerRevealed,
    TrickWon,
    TrumpNamed,
    WidowTaken,
)
from ..panels.stakes_words import settlement_sentence
from ..table.records import PlateText
from ..words import QT_TRANSLATE_NOOP, card_label, describe_choice, plural, suit_label, units_words

translate = QCoreApplication.translate

#: what each phase is called in the list of moves (English; translated where shown)
STAGES = {
    Phase.MISDEAL: QT_TRANSLATE_NOOP("Review", "Deal"),
    Phase.BID: QT_TRANSLATE_NOOP("Review", "Bidding"),
    Phase.WIDOW: QT_TRANSLATE_NOOP("Review", "Widow"),
    Phase.KITTY: QT_TRANSLATE_NOOP("Review", "Kitty"),
    Phase.TRUMP: QT_TRANSLATE_NOOP("Review", "Trump"),
    Phase.PASS: QT_TRANSLATE_NOOP("Review", "Passing"),
    Phase.BURY: QT_TRANSLATE_NOOP("Review", "Burying"),
    Phase.DECLARE: QT_TRANSLATE_NOOP("Review", "Declaring"),
    Phase.PLAY: QT_TRANSLATE_NOOP("Review", "Play"),
    Phase.CLASSIC_TRICK: QT_TRANSLATE_NOOP("Review", "Play"),
    Phase.CLASSIC_MELD: QT_TRANSLATE_NOOP("Review", "Meld"),
    Phase.CLASSIC_DIX: QT_TRANSLATE_NOOP("Review", "Meld"),
    Phase.CLASSIC_TAKE: QT_TRANSLATE_NOOP("Review", "Draw"),
}


@dataclass(frozen=True)
class Step:
    """One line of the list of moves: the position after ``number`` moves."""

    number: int
    seat: int | None
    action: Action | None
    stage: str
    text: str
    #: the trick this card went to (1-based), for a card played
    trick: int | None = None
    #: the trick this move completed, if any
    completes_trick: int | None = None
    #: the widow still lies face down in the middle after this step
    widow_waiting: bool = False
    #: the widow as dealt (codes), for showing it while it waits
    widow: str = ""


class HandReplay:
    """A recorded hand's positions, step by step."""

    def __init__(self, start: State, actions: Sequence[Action], names: Sequence[str]) -> None:
        self._start = start.clone()
        self.actions = list(actions)
        self.names = list(names) + [translate("Review", "Seat {number}").format(number=s + 1)
                                    for s in range(len(names), 16)]
        self.rules = start.rules
        self.steps: list[Step] = []
        #: finished trick n (1-based) -> the step at which it was complete
        self.trick_steps: dict[int, int] = {}
        self._build()
        self._shown: tuple[int, State] | None = None

    def __len__(self) -> int:
        return len(self.actions) + 1

    @property
    def tricks(self) -> int:
        return len(self.trick_steps)

    def name(self, seat: int | None) -> str:
        return translate("Review", "Everyone") if seat is None else self.names[seat]

    def _build(self) -> None:
        state = self._start.clone()
        widow = _last_widow(state)
        waiting = bool(widow)
        dealer = self.name(state.dealer)
        self.steps.append(Step(0, None, None, "Deal",
                               translate("Review", "{name} deals.").format(name=dealer),
                               widow_waiting=waiting, widow=widow))
        tricks = 0
        for number, action in enumerate(self.actions, start=1):
            stage = STAGES.get(state.phase, str(state.phase).capitalize())
            seat = state.current_player
            playing = action.kind == "play"
            said = describe_choice(action, state.observation(seat)) if seat is not None \
                else describe_choice(action, state.observation(0))
            event = state.apply(action)
            trick = tricks + 1 if playing else None
            done: int | None = None
            notes: list[str] = []
            for e in event.all():
                if isinstance(e, TrickWon):
                    tricks += 1
                    done = tricks
                    notes.append(_trick_won(self.name(e.seat), tricks, e.points))
                elif isinstance(e, Dealt):
                    widow = e.widow or ""
                    waiting = bool(widow)
                    notes.append(translate("Review", "{name} deals again.").format(
                        name=self.name(state.dealer)))
                elif isinstance(e, (WidowTaken, KittyDealt)):
                    waiting = False
                elif isinstance(e, TrumpNamed) and action.kind != "trump":
                    notes.append(translate("Review", "Trump: {suit}.").format(
                        suit=suit_label(e.suit)))
                elif isinstance(e, PartnerRevealed):
                    who = self.name(e.seat)
                    notes.append(translate("Review", "You are the partner.") if who == "You"
                                 else translate("Review", "{name} is the partner.").format(
                                     name=who))
                elif isinstance(e, HandScored) and e.result.is_stakes:
                    notes.append(settlement_sentence(e.result, self.names) + ".")
                elif isinstance(e, HandScored):
                    notes.append(translate("Review", "The hand is scored."))
            if done is not None:
                self.trick_steps[done] = number
            text = f"{self.name(seat)}: {said}"
            if notes:
                text += " — " + " ".join(notes)
            self.steps.append(Step(number, seat, action, stage, text, trick, done,
                                   waiting, widow))

    # -- positions ----------------------------------------------------------------------
    def state_at(self, number: int) -> State:
        """The engine state after ``number`` moves (0: as dealt). Do not change it."""
        number = max(0, min(number, len(self.actions)))
        if self._shown is not None and self._shown[0] <= number:
            done, state = self._shown
        else:
            done, state = 0, self._start.clone()
        for action in self.actions[done:number]:
            state.apply(action)
        self._shown = (number, state)
        return state

    def trick_end(self, trick: int) -> int:
        """The step at which trick ``trick`` (1-based) was complete."""
        if trick not in self.trick_steps:
            tricks = self.tricks  # a plain name: lupdate drops a call whose number is not
            raise ValueError(plural(translate(
                "Review", "This hand has %n trick(s); there is no trick {trick}.", None,
                tricks), tricks).format(trick=trick))
        return self.trick_steps[trick]


def _trick_won(who: str, trick: int, points: int | None) -> str:
    """"North wins trick 3 (25 points)." ("You win" when the seat is yours, named "You")."""
    if who == "You":
        if points is None:
            return translate("Review", "You win trick {trick}.").format(trick=trick)
        return translate("Review", "You win trick {trick} ({points} points).").format(
            trick=trick, points=points)
    if points is None:
        return translate("Review", "{name} wins trick {trick}.").format(name=who, trick=trick)
    return translate("Review", "{name} wins trick {trick} ({points} points).").format(
        name=who, trick=trick, points=points)


def _last_widow(state: State) -> str:
    for event in reversed(state.events):
        if isinstance(event, Dealt):
            return event.widow or ""
    return ""


# -- what the review table shows --------------------------------------------------------------


@dataclass(kw_only=True)
class SeatView(PlateText):
    """One seat on the review table: its plate's words and its cards."""

    name: str
    #: face-up cards in hand, sorted with trump first
    cards: list[str]
    #: classic two-handed: cards melded on the table
    table: list[str] = field(default_factory=list)


@dataclass
class TableSnapshot:
    seats: list[SeatView]
    #: the cards in the middle: the trick in progress, or the last trick won
    trick: list[tuple[int, str]]
    trick_caption: str
    #: the widow face up while it waits, or the bidder's buried cards
    middle: list[str]
    middle_caption: str
    stock_size: int = 0
    up_card: str | None = None
    #: the card the last move played (highlighted)
    last_card: tuple[int, str] | None = None
    info: list[str] = field(default_factory=list)


def snapshot(replay: HandReplay, number: int) -> TableSnapshot:
    """The table after ``number`` moves, every hand face up."""
    state = replay.state_at(number)
    step = replay.steps[max(0, min(number, len(replay) - 1))]
    rules = state.rules
    views = [state.observation(s) for s in range(rules.num_players)]
    public = views[0]
    trump = Suit(public.trump) if public.trump is not None else None
    seats: list[SeatView] = []
    for seat, obs in enumerate(views):
        bids = [amount for who, amount in obs.bids if who == seat]
        status = ""
        if obs.bidder == seat and obs.contract is not None:
            status = translate("Review", "Bid {amount}").format(amount=obs.contract)
        elif bids:
            status = translate("Review", "Pass", "a player's bid") if bids[-1] is None \
                else str(bids[-1])
        details = []
        meld = obs.melds[seat] if seat < len(obs.melds) else None
        if meld is not None:
            details.append(translate("Review", "meld {points}").format(
                points=meld.get("total", 0)))
        if obs.tricks_taken and obs.tricks_taken[seat]:
            taken = obs.tricks_taken[seat]  # a plain name, for lupdate (see trick_end)
            details.append(plural(translate(
                "Review", "%n trick(s), {points} points", None, taken), taken).format(
                points=obs.points_taken[seat]))
        seats.append(SeatView(
            name=replay.name(seat),
            cards=[c.code for c in sort_hand(obs.hand, trump)],
            table=[c.code for c in obs.table[seat]] if obs.table else [],
            status=status,
            detail=", ".join(details),
            active=state.current_player == seat,
            dealer=state.dealer == seat,
            sitting_out=seat in obs.sitting_out,
        ))
    trick = [(seat, card.code) for seat, card in public.trick]
    caption = ""
    if not trick and public.tricks:
        _leader, cards, winner = public.tricks[-1]
        trick = [(seat, card.code) for seat, card in cards]
        caption = translate("Review", "Trick {number} won by {name}").format(
            number=len(public.tricks), name=replay.name(winner))
    elif trick:
        caption = translate("Review", "Trick {number}").format(number=len(public.tricks) + 1)
    middle: list[str] = []
    middle_caption = ""
    if step.widow_waiting and step.widow:
        middle = step.widow.split()
        middle_caption = translate("Review", "Widow")
    elif public.bidder is not None and views[public.bidder].buried and not public.tricks:
        middle = [c.code for c in views[public.bidder].buried]
        middle_caption = translate("Review", "Buried by {name}").format(
            name=replay.name(public.bidder))
    last = None
    if step.action is not None and step.action.kind == "play" and step.seat is not None:
        last = (step.seat, step.action.card.code)
    info = _info_lines(replay, state, step, caption)
    return TableSnapshot(seats, trick, caption, middle, middle_caption, public.stock_size,
                         public.up_card.code if public.up_card is not None else None, last, info)


def _info_lines(replay: HandReplay, state: State, step: Step, trick: str) -> list[str]:
    obs = state.observation(0)
    lines = [translate("Review", "Hand {number} · dealer {name}").format(
        number=obs.hand_number + 1, name=replay.name(obs.dealer))]
    if obs.bidder is not None and obs.contract is not None:
        lines.append(translate("Review", "Contract {amount} by {name}").format(
            amount=obs.contract, name=replay.name(obs.bidder)))
    if obs.trump is not None:
        lines.append(translate("Review", "Trump {suit}").format(
            suit=suit_label(Suit(obs.trump).name)))
    if obs.up_card is not None:
        lines.append(translate("Review", "Turned up {card}").format(
            card=card_label(obs.up_card.code)))
    if trick:
        lines.append(trick)
    if state.rules.stakes:
        units = " · ".join(f"{replay.name(s)} {u:+d}" for s, u in enumerate(obs.scores))
        lines.append(translate("Review", "Units: {units} · kitty {kitty}").format(
            units=units, kitty=units_words(state.kitty)))
    lines.append(translate("Review", "Move {number} of {total}: {move}").format(
        number=step.number, total=len(replay) - 1, move=step.text) if step.number
                 else step.text)
    return lines
