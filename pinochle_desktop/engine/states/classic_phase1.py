"""Classic two-handed pinochle, phase 1 after a trick: the winner's dix and
meld, then both players draw; the last two cards; the turn to phase 2."""

from __future__ import annotations

from ..events import Dix, Drew, Event, MeldLaid, NoDix, PhaseTwo
from ..meld.classic import USE_DIX, MeldPlan, meld_options
from ..meld.words import meld_words
from ..phase import Phase
from .classic_hand import CODES, NINE, ClassicHand, codes


class ClassicPhase1(ClassicHand):
    """The winner's turn and the drawing of phase 1."""

    def _take_from_table(self, seat: int, card: int) -> None:
        """Play a table copy: the one used in the most melds (the least useful one)."""
        table = self.table[seat]
        best = -1
        best_uses = -1
        for i, entry in enumerate(table):
            if entry[0] == card:
                uses = bin(entry[1]).count("1")
                if uses > best_uses:
                    best, best_uses = i, uses
        del table[best]
        self._table_count[seat][card] -= 1


    # -- the winner's turn in phase 1 -------------------------------------------------------
    def _winner_turn(self, winner: int, effects: list[Event]) -> None:
        if self._hand[winner][self._t * 6 + NINE]:
            self.phase = Phase.CLASSIC_DIX
            self.current_player = winner
            return
        self._offer_meld(winner, effects)

    def _offer_meld(self, winner: int, effects: list[Event]) -> None:
        opts = meld_options(
            self._t, self._hand[winner], self.table[winner], self._table_count[winner],
            self._values, [m[4] for m in self.melds[winner]], self._difference, self._plain,
        )
        if opts:
            self._meld_opts = opts
            self.phase = Phase.CLASSIC_MELD
            self.current_player = winner
            return
        self._draw(winner, effects)

    def _dix(self, seat: int, kind: str) -> Event:
        effects: list[Event] = []
        dix = self._t * 6 + NINE
        points = self._dix_value
        event: Event
        if kind == "no_dix":
            event = NoDix(seat=seat)
        else:
            self._hand[seat][dix] -= 1
            self._forget(seat, dix)
            self.dix_declared += 1
            took: str | None = None
            if kind == "dix_exchange":
                up = self.up_card
                assert up is not None
                self._hand[seat][up] += 1
                self.known[1 - seat].append(up)
                self.up_card = dix
                took = CODES[up]
            else:
                self.table[seat].append((dix, USE_DIX, -1, -1))
                self._table_count[seat][dix] += 1
            self._record(seat, "dix", meld_words("dix"), points, (dix,), points)
            how = "show" if took is None else "exchange"
            event = Dix(seat=seat, how=how, card=CODES[dix], points=points, took=took)
        self._offer_meld(seat, effects)
        return event.with_effects(*effects)

    def _lay(self, seat: int, plan: MeldPlan) -> Event:
        spec = plan.spec
        meld_id = len(self.melds[seat])
        a_id = meld_id if spec.meld_class == "A" else -1
        c_id = meld_id if spec.meld_class == "C" else -1
        table = self.table[seat]
        for i in plan.from_table:
            card, uses, old_a, old_c = table[i]
            table[i] = (card, uses | spec.use, old_a if a_id < 0 else a_id,
                        old_c if c_id < 0 else c_id)
        hand = self._hand[seat]
        count = self._table_count[seat]
        for card in plan.from_hand:
            hand[card] -= 1
            self._forget(seat, card)
            table.append((card, spec.use, a_id, c_id))
            count[card] += 1
        face = self._values[(spec.kind, spec.copies)]
        self._record(seat, spec.kind, spec.name, plan.points, spec.cards, face)
        return MeldLaid(
            seat=seat,
            meld_kind=spec.kind,
            name=spec.name,
            points=plan.points,
            cards=codes(spec.cards),
            from_hand=codes(plan.from_hand),
            from_table=codes(sorted(table[i][0] for i in plan.from_table)),
            upgraded=[self.melds[seat][m][1] for m in plan.upgraded],
        )

    # -- drawing --------------------------------------------------------------------------
    def _draw(self, winner: int, effects: list[Event]) -> None:
        """Winner then loser draw; the last two cards go by the last-draw rule."""
        loser = 1 - winner
        stock = self.stock
        if len(stock) > 1:
            card = stock.pop()
            self._hand[winner][card] += 1
            effects.append(Drew(seat=winner, card=CODES[card], source="stock"))
            card = stock.pop()
            self._hand[loser][card] += 1
            effects.append(Drew(seat=loser, card=CODES[card], source="stock"))
            self.phase = Phase.CLASSIC_TRICK
            self.leader = winner
            self.current_player = winner
            return
        if self.rules.last_draw_choice and stock[0] != self.up_card:
            self.phase = Phase.CLASSIC_TAKE
            self.current_player = winner
            return
        self._take_last(winner, False, effects)

    def _take_last(self, winner: int, take_up: bool, effects: list[Event]) -> None:
        """The last face-down card (shown to both) and the up card: both become known."""
        last = self.stock.pop()
        up = self.up_card
        assert up is not None
        self.up_card = None
        mine, theirs = (up, last) if take_up else (last, up)
        loser = 1 - winner
        self._hand[winner][mine] += 1
        self._hand[loser][theirs] += 1
        self.known[loser].append(mine)
        self.known[winner].append(theirs)
        effects.append(Drew(seat=winner, card=CODES[mine],
                            source="up_card" if take_up else "last"))
        effects.append(Drew(seat=loser, card=CODES[theirs],
                            source="last" if take_up else "up_card"))
        self._start_phase2(winner, effects)

    def _start_phase2(self, leader: int, effects: list[Event]) -> None:
        returned: list[list[str]] = []
        for seat in (0, 1):
            cards = [e[0] for e in self.table[seat]]
            hand = self._hand[seat]
            for c in cards:
                hand[c] += 1
            self.known[1 - seat] += cards
            self.table[seat] = []
            self._table_count[seat] = [0] * 24
            returned.append(codes(sorted(cards)))
        self.phase1 = False
        self.phase = Phase.PLAY
        self.leader = leader
        self.current_player = leader
        effects.append(PhaseTwo(seat=None, leader=leader, returned=returned))
