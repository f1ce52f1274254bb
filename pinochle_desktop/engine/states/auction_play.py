"""An auction hand's trick play and scoring: the cards to the tricks, the
called partner showing itself, a conceded or played hand scored.
"""

from __future__ import annotations

from typing import Any

from ..actions import Action
from ..cards import CODES, Card, format_cards
from ..events import Conceded, Event, PartnerRevealed, card_played, trick_won
from ..meld.auction import wins_the_game
from ..phase import Phase
from ..play.trick import BIT, HEAD_CODES, Trick, legal_mask, mask_ids
from ..rules.values import card_values, points_of
from .auction_hand import AuctionHand
from .ledger import (
    MADE_SETTLEMENTS,
    bidder_checks,
    kitty_shares,
    meld_checks,
    nine_checks,
    stake_payments,
)
from .scoring import score_hand

PLAY_ACTIONS = tuple(Action("play", cards=(Card(i),)) for i in range(24))
#: the play actions of each 6-bit part of a card mask (a suit), lowest card
#: first: a mask's actions are the four parts' tuples in turn (as ``mask_ids``)
_SUIT_ACTIONS: tuple[tuple[tuple[Action, ...], ...], ...] = tuple(
    tuple(tuple(PLAY_ACTIONS[6 * s + r] for r in range(6) if m >> r & 1) for m in range(64))
    for s in range(4)
)
#: the per-side figures of a hand summary that five-handed turns into per-seat ones
_SEAT_KEYS = ("meld", "meld_saved", "points", "tricks", "deltas")


class AuctionPlay(AuctionHand):
    """Trick play and scoring of an auction hand."""

    def _start_play(self, event: Event) -> Event:
        assert self.trump is not None
        self.phase = Phase.PLAY
        self.current_player = self.bidder
        self._trick = Trick.start(int(self.trump))
        order = self._order
        self._next = {s: order[(i + 1) % len(order)] for i, s in enumerate(order)}
        # each seat's cards as a mask, kept by _play from now on (a card's bit
        # goes when its last copy is played)
        masks = self._hand_masks
        for seat in order:
            mask = 0
            for c in self.hands[seat]:
                mask |= BIT[c]
            masks[seat] = mask
        rules = self.rules
        self._play_rules = (HEAD_CODES[rules.head_rule], rules.must_trump, rules.first_lead_trump)
        self._card_values = card_values(rules, self.trump)
        return event

    def _legal_ids(self, seat: int) -> list[int]:
        """Legal card ids, lowest first (the fast mask rules, same as ``legal_plays``)."""
        return mask_ids(self._legal_mask(seat))

    def _legal_plays(self, seat: int) -> list[Action]:
        """The legal play actions, lowest card first (:meth:`_legal_ids`' actions)."""
        mask = self._legal_mask(seat)
        a0, a1, a2, a3 = _SUIT_ACTIONS
        return [*a0[mask & 63], *a1[mask >> 6 & 63], *a2[mask >> 12 & 63], *a3[mask >> 18]]

    def _legal_mask(self, seat: int) -> int:
        trick = self._trick
        plays = trick.plays
        head, must_trump, first_lead_trump = self._play_rules
        return legal_mask(  # trick.legal(...), without a call more a card
            self._hand_masks[seat],
            plays[0][1] if plays else -1,
            trick.win,
            trick.best,
            trick.trump,
            head,
            must_trump,
            first_lead_trump and not self.tricks,
        )

    # -- trick play -------------------------------------------------------------
    def _play(self, seat: int, card: Card) -> Event:
        hand = self.hands[seat]
        hand.remove(card)
        if card not in hand:
            self._hand_masks[seat] &= ~BIT[card]
        shown = self.meld_shown[seat]
        if shown and card in shown:
            shown.remove(card)
            view = self._meld_cards_view
            if view is not None:  # only this seat's part changes
                self._meld_cards_view = (*view[:seat], tuple(shown), *view[seat + 1 :])
        trick = self._trick = self._trick.add(seat, card)
        code = CODES[card]
        revealed = self._reveal_partner(seat, card) if self.called is not None else None
        if len(trick.plays) < len(self._order):
            self.current_player = self._next[seat]
            if revealed is not None:
                return card_played(seat, code, None, (revealed,))
            return card_played(seat, code)
        winner = trick.winner
        leader = trick.leader
        cards = [c for _, c in trick.plays]
        self.tricks.append((leader, trick.plays, winner))
        self.won[winner].extend(cards)
        self.tricks_taken[winner] += 1
        points = points_of(cards, self._card_values)
        self._points[winner] += points
        self._trick = Trick.start(trick.trump)
        self._tricks_view = None
        won = trick_won(winner, format_cards(cards), leader, points=points)
        effects: tuple[Event, ...] = (won,) if revealed is None else (revealed, won)
        if not self.hands[winner]:
            effects = (*effects, self._score())
        else:
            self.current_player = winner
        return card_played(seat, code, None, effects)

    def _reveal_partner(self, seat: int, card: Card) -> Event | None:
        """Five-handed: the partner shows itself by playing the called card."""
        if card != self.called or seat == self.bidder or self.partner_shown:
            return None
        if self.rules.partner_rule == "first_played":
            self.partner = seat
        if seat != self.partner:
            return None
        self.partner_shown = True
        return PartnerRevealed(seat=seat, card=CODES[card])

    # -- scoring -------------------------------------------------------------------
    def _concede(self, seat: int, unseen: bool) -> Event:
        scored = self._score(conceded=True, unseen=unseen)
        return Conceded(seat=seat, unseen=unseen, effects=(scored,))

    def _score(
        self, conceded: bool = False, unseen: bool = False, settlement: str | None = None
    ) -> Event:
        """Score the hand: played out, conceded by the bidder (``unseen``: without
        looking at the widow), or, for stakes, ``settlement`` "claimed" or
        "conceded_to" (made without play)."""
        assert self.bidder is not None and self.contract is not None
        last_winner = self.tricks[-1][2] if self.tricks else None
        if self.rules.call_partner and self.partner is None:
            self.partner = self._first_holder()  # conceded before anyone played it
        sides = self.hand_sides()
        summary, made, wins_now = score_hand(
            self.rules,
            bidder=self.bidder,
            contract=self.contract,
            trump=self.trump,
            melds=[m.total if m is not None else 0 for m in self.melds],
            won=self._won_with_discards(),
            tricks_taken=self.tricks_taken,
            buried=self.buried,
            last_winner=last_winner,
            conceded=conceded,
            unseen=unseen,
            moon=self.moon,
            active=self._order,
            sides=sides,
            contracts=self.side_contracts() if self.rules.summed_bids else None,
        )
        if self.rules.call_partner:
            wins_now = self._seat_scores(summary, sides, wins_now)
        if self.rules.quadruple_wins_game and wins_now is None:
            # racehorse: a quadruple run, royal marriage or pinochle wins the game
            start = self._order.index(self.bidder) if self.bidder in self._order else 0
            for seat in self._order[start:] + self._order[:start]:
                if wins_the_game(self.melds[seat]):
                    wins_now = self.rules.side_of(seat)
                    summary["game_meld"] = seat
                    break
        if self.rules.check_ledger:
            summary["checks"] = self._hand_checks(made, conceded, unseen)
        if self.rules.stakes:
            if settlement is None:
                settlement = ("thrown_in" if unseen else "single_bete" if conceded
                              else "made" if made else "double_bete")
            made = self._settle_stakes(summary, settlement)
        bidding_side = self.rules.side_of(self.bidder)
        return self._finish_hand(summary, bidding_side, made, wins_now)

    def _won_with_discards(self) -> list[list[Card]]:
        """The cards each seat counts: its tricks and, with hand building, its discard
        pile (seeds 000/002: "cards from each player's discard pile are included in
        totals"), or both piles for the player who did not win the bid with
        ``building_discards_to_defender`` ("the discard pile created by drawing cards
        is used by the non-bidding player to score towards tricks")."""
        if not self.rules.hand_building:
            return self.won
        won = [list(w) for w in self.won]
        piles = self.discards
        if self.rules.building_discards_to_defender and self.bidder is not None:
            defender = next(s for s in self._order if s != self.bidder)
            won[defender] += [c for pile in piles for c in pile]
        else:
            for seat, pile in enumerate(piles):
                won[seat] += pile
        return won

    def side_contracts(self) -> list[int]:
        """Summed bids: each side's contract, the sum of its players' bids (seeds
        000/002: "partners' bids are then summed")."""
        rules = self.rules
        owed = [0] * len(rules.sides)
        for seat, amount in self.bids:
            if amount is not None:
                owed[rules.side_of(seat)] += amount
        return owed

    def _settle_stakes(self, summary: dict[str, Any], settlement: str) -> bool:
        """Pay a stakes hand in units (:func:`.ledger.stake_payments`): the hand's
        ``deltas`` become the units each player won, with the kitty's share; at the
        end of the game a kitty split among the players is paid here too. Returns
        whether the contract was made."""
        rules = self.rules
        assert self.bidder is not None and self.contract is not None
        units, kitty_delta, stake = stake_payments(
            rules, self.bidder, self.contract, summary["trump"], settlement, self.kitty
        )
        if rules.kitty_payout == "game_end" and self.last_stakes_hand():
            share = kitty_shares(self.kitty + kitty_delta, rules.num_players)
            units = [u + share for u in units]
            kitty_delta -= share * rules.num_players
        self.kitty += kitty_delta
        deltas = [0] * len(rules.sides)
        for seat, amount in enumerate(units):
            deltas[rules.side_of(seat)] += amount
        made = settlement in MADE_SETTLEMENTS
        summary["made"] = made
        summary["deltas"] = deltas
        summary["stake"] = stake
        summary["settlement"] = settlement
        summary["kitty_delta"] = kitty_delta
        summary["kitty"] = self.kitty
        return made

    def _seat_scores(
        self, summary: dict[str, Any], sides: tuple[tuple[int, ...], ...], wins_now: int | None
    ) -> int | None:
        """Five-handed: turn the two teams' figures into each player's score.

        The bidder and partner each score their team's total (or each lose the
        contract). Each defender scores its own meld, when the defenders saved
        their meld, and the counters in the tricks it won itself. The summary's
        per-side lists become per-seat lists (the game's sides are single
        seats); ``hand_sides`` and ``hand_points`` keep the teams. A hand that
        wins the game outright wins it for the bidder.
        """
        assert self.bidder is not None
        rules = self.rules
        values = card_values(rules, self.trump)
        last = self.tricks[-1][2] if self.tricks else None
        team = sides[0]
        summary["hand_points"] = list(summary["points"])
        per_seat: dict[str, list[int]] = {k: [0] * rules.num_players for k in _SEAT_KEYS}
        for seat in self._order:
            if seat in team:
                for key in _SEAT_KEYS:
                    per_seat[key][seat] = summary[key][0]
                continue
            own = self.melds[seat]
            meld = own.total if own is not None else 0
            saved = meld if summary["meld_saved"][1] == summary["meld"][1] else 0
            points = points_of(self.won[seat], values)
            points += rules.last_trick_bonus if seat == last else 0
            per_seat["meld"][seat] = meld
            per_seat["meld_saved"][seat] = saved
            per_seat["points"][seat] = points
            per_seat["tricks"][seat] = self.tricks_taken[seat]
            per_seat["deltas"][seat] = saved + points
        summary.update(per_seat)
        summary["bidding_side"] = rules.side_of(self.bidder)
        if summary["took_all"] is not None:
            summary["took_all"] = rules.side_of(sides[summary["took_all"]][0])
        summary["hand_sides"] = [list(side) for side in sides]
        summary["partner"] = self.partner
        summary["called"] = CODES[self.called] if self.called is not None else None
        return None if wins_now is None else rules.side_of(self.bidder)

    def _hand_checks(self, made: bool, conceded: bool, unseen: bool) -> list[int]:
        """Checks each seat earned this hand (check pinochle's ledger)."""
        rules = self.rules
        earned = [0] * rules.num_players
        for seat in self._order:
            earned[seat] = meld_checks(self.melds[seat], rules) + nine_checks(
                self.dealt[seat], rules
            )
        if self.bidder is not None:
            earned[self.bidder] += bidder_checks(
                rules, made, saw_widow=self.widow_seen and not unseen, played=not conceded
            )
        return earned

    def _points_taken(self) -> tuple[int, ...]:
        """Trick points (counters) each seat has won so far this hand (the
        sum of its tricks' points, kept as the tricks end)."""
        return tuple(self._points)

    @property
    def points_taken(self) -> tuple[int, ...]:
        """The running tally: trick points each seat has won so far this hand."""
        return tuple(self._points)
