"""Classic two-handed pinochle, phase 1 after a trick: the winner's dix and
meld, then both players draw; the last two cards; the turn to phase 2.

Functions over the plain state (:class:`.classic_hand.ClassicHand`); the fields
they keep are created there.
"""

from __future__ import annotations

from ..actions import Action
from ..cards import ALL_CARDS
from ..events import Dix, Drew, Event, MeldLaid, NoDix, NoMeld, PhaseTwo, Took
from ..meld.classic import USE_DIX, MeldPlan, meld_options
from ..meld.words import meld_words
from ..phase import Phase
from .classic_hand import CODES, NINE, ClassicHand, codes

_TAKE = tuple(Action("take", cards=(c,)) for c in ALL_CARDS)
_NO_MELD = Action("no_meld")
_DIX_EXCHANGE = Action("dix_exchange")
_DIX_SHOW = Action("dix_show")
_NO_DIX = Action("no_dix")


# -- the winner's turn in phase 1 -------------------------------------------------------
def dix_options(state: ClassicHand) -> list[Action]:
    if _may_exchange(state):
        return [_DIX_EXCHANGE, _DIX_SHOW, _NO_DIX]
    return [_DIX_SHOW, _NO_DIX]


def _may_exchange(state: ClassicHand) -> bool:
    """Only the first dix of the hand, and never for an up card that is itself a nine."""
    up = state.up_card
    return state.dix_declared == 0 and up is not None and up % 6 != NINE


def meld_actions(state: ClassicHand) -> list[Action]:
    """The melds the trick's winner may lay now, and laying none."""
    return [*(plan.spec.action for plan in state._meld_opts), _NO_MELD]


def meld_or_not(state: ClassicHand, seat: int, action: Action) -> Event:
    """The winner lays one of the melds offered (or none); then both draw."""
    effects: list[Event] = []
    event: Event
    if action.kind == "no_meld":
        event = NoMeld(seat=seat)
    else:
        plan = next(p for p in state._meld_opts if p.spec.action == action)
        event = _lay(state, seat, plan)
    state._meld_opts = []
    _draw(state, seat, effects)
    return event.with_effects(*effects)


def winner_turn(state: ClassicHand, winner: int, effects: list[Event]) -> None:
    if state._hand[winner][state._t * 6 + NINE]:
        state.phase = Phase.CLASSIC_DIX
        state.current_player = winner
        return
    _offer_meld(state, winner, effects)


def _offer_meld(state: ClassicHand, winner: int, effects: list[Event]) -> None:
    opts = meld_options(
        state._t, state._hand[winner], state.table[winner], state._table_count[winner],
        state._values, [m[4] for m in state.melds[winner]], state._difference, state._plain,
    )
    if opts:
        state._meld_opts = opts
        state.phase = Phase.CLASSIC_MELD
        state.current_player = winner
        return
    _draw(state, winner, effects)


def declare_dix(state: ClassicHand, seat: int, kind: str) -> Event:
    """The trick's winner exchanges its dix for the up card, shows it, or keeps it hidden."""
    effects: list[Event] = []
    dix = state._t * 6 + NINE
    points = state._dix_value
    event: Event
    if kind == "no_dix":
        event = NoDix(seat=seat)
    else:
        state._hand[seat][dix] -= 1
        state._forget(seat, dix)
        state.dix_declared += 1
        took: str | None = None
        if kind == "dix_exchange":
            up = state.up_card
            assert up is not None
            state._hand[seat][up] += 1
            state.known[1 - seat].append(up)
            state.up_card = dix
            took = CODES[up]
        else:
            state.table[seat].append((dix, USE_DIX, -1, -1))
            state._table_count[seat][dix] += 1
        state._record(seat, "dix", meld_words("dix"), points, (dix,), points)
        how = "show" if took is None else "exchange"
        event = Dix(seat=seat, how=how, card=CODES[dix], points=points, took=took)
    _offer_meld(state, seat, effects)
    return event.with_effects(*effects)


def _lay(state: ClassicHand, seat: int, plan: MeldPlan) -> Event:
    spec = plan.spec
    meld_id = len(state.melds[seat])
    a_id = meld_id if spec.meld_class == "A" else -1
    c_id = meld_id if spec.meld_class == "C" else -1
    table = state.table[seat]
    for i in plan.from_table:
        card, uses, old_a, old_c = table[i]
        table[i] = (card, uses | spec.use, old_a if a_id < 0 else a_id,
                    old_c if c_id < 0 else c_id)
    hand = state._hand[seat]
    count = state._table_count[seat]
    for card in plan.from_hand:
        hand[card] -= 1
        state._forget(seat, card)
        table.append((card, spec.use, a_id, c_id))
        count[card] += 1
    face = state._values[(spec.kind, spec.copies)]
    state._record(seat, spec.kind, spec.name, plan.points, spec.cards, face)
    return MeldLaid(
        seat=seat,
        meld_kind=spec.kind,
        name=spec.name,
        points=plan.points,
        cards=codes(spec.cards),
        from_hand=codes(plan.from_hand),
        from_table=codes(sorted(table[i][0] for i in plan.from_table)),
        upgraded=[state.melds[seat][m][1] for m in plan.upgraded],
    )


# -- drawing --------------------------------------------------------------------------
def _draw(state: ClassicHand, winner: int, effects: list[Event]) -> None:
    """Winner then loser draw; the last two cards go by the last-draw rule."""
    loser = 1 - winner
    stock = state.stock
    if len(stock) > 1:
        card = stock.pop()
        state._hand[winner][card] += 1
        effects.append(Drew(seat=winner, card=CODES[card], source="stock"))
        card = stock.pop()
        state._hand[loser][card] += 1
        effects.append(Drew(seat=loser, card=CODES[card], source="stock"))
        state.phase = Phase.CLASSIC_TRICK
        state.leader = winner
        state.current_player = winner
        return
    if state.rules.last_draw_choice and stock[0] != state.up_card:
        state.phase = Phase.CLASSIC_TAKE
        state.current_player = winner
        return
    _take_last(state, winner, False, effects)


def take_options(state: ClassicHand) -> list[Action]:
    """The last draw by choice: the last face-down card or the up card."""
    assert state.up_card is not None
    return [_TAKE[state.stock[0]], _TAKE[state.up_card]]


def take(state: ClassicHand, seat: int, card: int) -> Event:
    effects: list[Event] = []
    _take_last(state, seat, card == state.up_card, effects)
    return Took(seat=seat, card=CODES[card], effects=tuple(effects))


def _take_last(state: ClassicHand, winner: int, take_up: bool, effects: list[Event]) -> None:
    """The last face-down card (shown to both) and the up card: both become known."""
    last = state.stock.pop()
    up = state.up_card
    assert up is not None
    state.up_card = None
    mine, theirs = (up, last) if take_up else (last, up)
    loser = 1 - winner
    state._hand[winner][mine] += 1
    state._hand[loser][theirs] += 1
    state.known[loser].append(mine)
    state.known[winner].append(theirs)
    effects.append(Drew(seat=winner, card=CODES[mine],
                        source="up_card" if take_up else "last"))
    effects.append(Drew(seat=loser, card=CODES[theirs],
                        source="last" if take_up else "up_card"))
    _start_phase2(state, winner, effects)


def _start_phase2(state: ClassicHand, leader: int, effects: list[Event]) -> None:
    returned: list[list[str]] = []
    for seat in (0, 1):
        cards = [e[0] for e in state.table[seat]]
        hand = state._hand[seat]
        for c in cards:
            hand[c] += 1
        state.known[1 - seat] += cards
        state.table[seat] = []
        state._table_count[seat] = [0] * 24
        returned.append(codes(sorted(cards)))
    state.phase1 = False
    state.phase = Phase.PLAY
    state.leader = leader
    state.current_player = leader
    effects.append(PhaseTwo(seat=None, leader=leader, returned=returned))
