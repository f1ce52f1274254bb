"""Whether a seat can be *sure*, from what it knows, that its side takes every
remaining trick: the test for claiming the rest fairly.

A claim is certain for seat ``me`` when ``me`` has a way of playing its own
cards, deciding each card from what it has seen by then, that wins every
remaining trick for its side against every legal play of every distribution
of the cards it has not seen that fits what it knows: its own hand, the cards
played, the meld shown (cards still held, and the ceilings the meld total
sets), the cards it passed and was passed, and the voids and ceilings shown
by failures to follow, trump or head a trick (:mod:`..knowledge.holdings`,
:mod:`..knowledge.shown_meld`). The partner's cards are unseen like the
opponents', and the partner's plays count among "every legal play": with the
partner still to lead, the claim is certain only if whatever the partner may
hold and lead still leads into the sweep.

:class:`SureClaim` decides it with an AND-OR search in which the others hold
their cards *lazily*: the cards ``me`` has not seen form one pool, each other
seat holds the cards known to be its own plus a number of pool cards not yet
named, and a seat may play any card it could hold, provided the cards that
would have made that card illegal (:func:`~...engine.play.trick.ruled_out`)
can all lie elsewhere (in the others' unnamed places, or among the cards in no
hand: buried, the widow). Having played it, the seat is known not to hold
them. Every real deal and every real play of it is one of these lazy plays,
so a sweep against the lazy others is a sweep against every consistent deal;
the lazy others may be a little stronger than any real deal (they are not
asked that one deal explains all their choices at once), which can only make
a claim rarer, never wrong. The search stops after ``max_nodes`` positions
and then says "not sure".
"""

from __future__ import annotations

from ...engine.observation import Observation
from ...engine.play.fast_position import play_config
from ...engine.play.trick import ABOVE, BEATS, BIT, SUIT_MASK, legal_mask, mask_ids, ruled_out
from ..knowledge.holdings import analyse
from ..knowledge.shown_meld import ShownMeld
from .endgame import distinct_moves

#: positions searched before the answer is "not sure"
MAX_NODES = 60_000
#: counter values that make every card count alike (a sweep only counts tricks)
_NO_VALUES = (0,) * 24


#: what :meth:`SureClaim._do` returns for :meth:`SureClaim._undo`: the seat, the card,
#: where it came from (0 the claimant's hand, 1 the seat's known cards, 2 the pool), the
#: seat's allowed cards, the trick's win, winner and best before, and the finished trick
_Undo = tuple[int, int, int, int, int, int, int, list[tuple[int, int]] | None]


class OutOfNodes(Exception):
    """The search used its node budget without an answer."""


def _count(counts: list[int], mask: int) -> int:
    return sum(counts[c] for c in mask_ids(mask))


class SureClaim:
    """A seat's view of the rest of the hand, searched for a sure sweep.

    Built from the seat's observation; :meth:`sweeps` says whether the sweep is
    sure; :meth:`keeping_card` gives the claimant's card that keeps it;
    :meth:`play` follows the real play (any seat's card).
    """

    def __init__(self, obs: Observation, max_nodes: int = MAX_NODES) -> None:
        rules = obs.rules
        if obs.trump is None:
            raise ValueError("no trump: not the trick play")
        know = analyse(obs)
        know = ShownMeld(obs, know).tighten(know)
        if know.hidden_discards < 0 or any(k < 0 for k in know.unknown_count.values()):
            raise ValueError("what the seat knows does not add up")
        self.me = me = obs.seat
        order = [s for s in range(rules.num_players) if s not in obs.sitting_out]
        head_rule = rules.phase2_head if rules.style == "classic" else None
        cfg = play_config(rules, order, head_rule)
        self.cfg = cfg
        self.side = cfg.side[me]
        self.trump = int(obs.trump)
        self.head = cfg.head
        self.must_trump = cfg.must_trump
        self.max_nodes = max_nodes
        self.nodes = 0
        self.mine = [0] * 24
        for c in obs.hand:
            self.mine[int(c)] += 1
        self.pool = [0] * 24
        for c in know.unseen:
            self.pool[int(c)] += 1
        #: the other seats in play, and for each: its known cards, how many unnamed
        #: pool cards it holds, and which cards it may still hold
        self.others = [s for s in order if s != me]
        n = rules.num_players
        self.known = [[0] * 24 for _ in range(n)]
        self.unknown = [0] * n
        self.allowed = [0] * n
        for s in self.others:
            for c in know.known.get(s, []):
                self.known[s][int(c)] += 1
            self.unknown[s] = max(0, know.unknown_count.get(s, 0))
            self.allowed[s] = know.allowed.get(s, (1 << 24) - 1)
        #: pool cards in no hand (buried by another seat, an unseen widow)
        self.spare = max(0, know.hidden_discards)
        self.trick: list[tuple[int, int]] = [(s, int(c)) for s, c in obs.trick]
        self.win = self.best = -1
        self.win_seat = -1
        for seat, card in self.trick:
            if self.win < 0:
                self.win = self.best = card
                self.win_seat = seat
            else:
                if BEATS[self.trump][self.win] >> card & 1:
                    self.win, self.win_seat = card, seat
                if ABOVE[self.best] >> card & 1:
                    self.best = card
        turn = obs.current_player
        if turn is None or cfg.next_seat[turn] < 0:
            raise ValueError("nobody in play is to move")
        self.turn = turn
        #: the hand's first lead is still to come (it must be a trump when the rules
        #: say so and the leader holds one); cards played since this view was taken
        self.first_lead = rules.first_lead_trump and not obs.tricks and not obs.trick
        self.played = 0
        #: proven answers at the start of a trick
        self._memo: dict[tuple[object, ...], bool] = {}
        self._rules_out: dict[tuple[int, int, int, int], int] = {}

    @property
    def deal_known(self) -> bool:
        """Whether the seat knows where every card in play is (one other seat in
        play, no card out of play unseen: the classic game's second half)."""
        return len(self.others) == 1 and not self.spare

    # -- masks -------------------------------------------------------------------------
    @staticmethod
    def _mask(counts: list[int]) -> int:
        mask = 0
        for c in range(24):
            if counts[c]:
                mask |= BIT[c]
        return mask

    def _live_outside(self) -> int:
        """Every card still in play that is not in the claimant's hand."""
        mask = self._mask(self.pool)
        for s in self.others:
            mask |= self._mask(self.known[s])
        for _, c in self.trick:
            mask |= BIT[c]
        return mask

    def _ruled_out(self, card: int) -> int:
        if not self.trick:
            return 0
        lead = self.trick[0][1]
        key = (card, lead, self.win, self.best)
        out = self._rules_out.get(key)
        if out is None:
            out = self._rules_out[key] = ruled_out(
                card, lead, self.win, self.best, self.trump, self.head, self.must_trump)
        return out

    # -- moves --------------------------------------------------------------------------
    def _my_moves(self) -> list[int]:
        lead = self.trick[0][1] if self.trick else -1
        mask = legal_mask(self._mask(self.mine), lead, self.win, self.best, self.trump,
                          self.head, self.must_trump, self.first_lead and not self.played)
        if mask & (mask - 1):
            mask = distinct_moves(mask, self._live_outside(), _NO_VALUES)
        # strongest first: a trump, then the higher cards
        trump = SUIT_MASK[self.trump]
        return sorted(mask_ids(mask), key=lambda c: (not BIT[c] & trump, -(c % 6)))

    def _can_lack(self, seat: int, barred: int) -> bool:
        """Whether ``seat`` may hold none of the pool cards ``barred`` (they fit
        elsewhere, and the seat still fills its unnamed places)."""
        pool = self.pool
        if not self.unknown[seat]:
            return True
        inside = barred & self._mask(pool)
        if not inside:
            return True
        need = _count(pool, inside)
        room = self.spare
        for t in self.others:
            if t != seat and self.unknown[t]:
                room += min(self.unknown[t], _count(pool, inside & self.allowed[t]))
        if need > room:
            return False
        return _count(pool, self.allowed[seat] & ~barred) >= self.unknown[seat]

    def _their_moves(self, seat: int) -> list[tuple[int, int]]:
        """(card, cards the seat is then known not to hold) for each card ``seat``
        could play; the cards that would take the trick from the claimant's side
        come first."""
        held = self._mask(self.known[seat])
        pool = self._mask(self.pool) & self.allowed[seat] if self.unknown[seat] else 0
        out = []
        for card in mask_ids(held | pool):
            barred = self._ruled_out(card)
            if barred & held or not self._can_lack(seat, barred):
                continue
            out.append((card, barred))
        if self.trick:
            beats = BEATS[self.trump][self.win]
            ours = self.cfg.side[self.win_seat] == self.side
            out.sort(key=lambda m: (not (ours and beats >> m[0] & 1), -(m[0] % 6)))
        return out

    # -- playing and taking back ------------------------------------------------------------
    def _do(self, card: int, barred: int) -> _Undo:
        seat = self.turn
        if seat == self.me:
            self.mine[card] -= 1
            source = 0
        elif self.known[seat][card]:
            self.known[seat][card] -= 1
            source = 1
        else:
            self.pool[card] -= 1
            self.unknown[seat] -= 1
            source = 2
        allowed = self.allowed[seat]
        if seat != self.me:
            self.allowed[seat] = allowed & ~barred
        before = (seat, card, source, allowed, self.win, self.win_seat, self.best)
        self.played += 1
        if not self.trick:
            self.win = self.best = card
            self.win_seat = seat
        else:
            if BEATS[self.trump][self.win] >> card & 1:
                self.win, self.win_seat = card, seat
            if ABOVE[self.best] >> card & 1:
                self.best = card
        self.trick.append((seat, card))
        if len(self.trick) < self.cfg.n:
            self.turn = self.cfg.next_seat[seat]
            return (*before, None)
        done = self.trick
        self.trick = []
        self.turn = self.win_seat
        self.win = self.best = self.win_seat = -1
        return (*before, done)

    def _undo(self, undo: _Undo) -> None:
        seat, card, source, allowed, win, win_seat, best, done = undo
        self.played -= 1
        if done is not None:
            self.trick = done
        self.trick.pop()
        self.turn = seat
        self.win, self.win_seat, self.best = win, win_seat, best
        self.allowed[seat] = allowed
        if source == 0:
            self.mine[card] += 1
        elif source == 1:
            self.known[seat][card] += 1
        else:
            self.pool[card] += 1
            self.unknown[seat] += 1

    # -- the search ------------------------------------------------------------------------
    def _over(self) -> bool:
        return not self.trick and not any(self.mine)

    def _key(self) -> tuple[object, ...]:
        pool_mask = self._mask(self.pool)
        return (
            self.turn, tuple(self.mine), tuple(self.pool), self.spare,
            tuple(tuple(self.known[s]) for s in self.others),
            tuple(self.unknown[s] for s in self.others),
            tuple(self.allowed[s] & pool_mask for s in self.others),
        )

    def _lost_trick(self, undo: _Undo) -> bool:
        """Whether the move that returned ``undo`` finished a trick the other side took."""
        return undo[-1] is not None and self.cfg.side[self.turn] != self.side

    def _sure(self) -> bool:
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise OutOfNodes
        if self._over():
            return True
        key = None
        if not self.trick:
            key = self._key()
            known = self._memo.get(key)
            if known is not None:
                return known
        if self.turn == self.me:
            answer = False
            for card in self._my_moves():
                undo = self._do(card, 0)
                ok = not self._lost_trick(undo) and self._sure()
                self._undo(undo)
                if ok:
                    answer = True
                    break
        else:
            answer = True
            for card, barred in self._their_moves(self.turn):
                undo = self._do(card, barred)
                ok = not self._lost_trick(undo) and self._sure()
                self._undo(undo)
                if not ok:
                    answer = False
                    break
        if key is not None:
            self._memo[key] = answer
        return answer

    def sweeps(self) -> bool:
        """Whether the claimant's side is sure to take every remaining trick
        (raises :class:`OutOfNodes` when the budget runs out first)."""
        self.nodes = 0
        return self._sure()

    def keeping_card(self) -> int:
        """The claimant's card (id) that keeps the sweep sure; the claimant must be
        to play and the sweep sure (ValueError otherwise)."""
        if self.turn != self.me:
            raise ValueError("the claimant is not to play")
        for card in self._my_moves():
            undo = self._do(card, 0)
            self.nodes = 0
            ok = not self._lost_trick(undo) and self._sure()
            self._undo(undo)
            if ok:
                return card
        raise ValueError("the sweep is not sure")

    def play(self, card: int) -> None:
        """Follow the real play: the seat to move plays ``card`` (id)."""
        seat = self.turn
        if seat == self.me:
            if not self.mine[card]:
                raise ValueError("the claimant does not hold that card")
            self._do(card, 0)
            return
        if not self.known[seat][card] and not (self.pool[card] and self.unknown[seat]):
            raise ValueError("that card cannot be in the seat's hand")
        self._do(card, self._ruled_out(card))


__all__ = ["MAX_NODES", "OutOfNodes", "SureClaim"]
