"""Expert: our own level. Searches over deals consistent with what it has seen.

* Card play: for every legal card, the hand is played out on many sampled
  deals (voids, shown meld and passed cards respected) with a sensible
  playout policy, or solved exactly once few cards remain; the card with the
  best mean value for the side (its score minus the opponents') is played.
* Bidding: the hand is simulated as the contract in every suit (widow and
  bury included); the highest willing bid maximises the expected score given
  the set penalty; trump is the suit with the best simulated value.
* Passing, burying: the choices that keep meld and give the partner (or the
  bidder) the trumps and aces, by a quick evaluation of every legal choice.
* Concede, moon, misdeal: by simulation of the hand from this observation.
Search runs in worker processes (see :mod:`workers`) within a sample budget.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable, Sequence

from ...engine.actions import Action
from ...engine.cards import Card, Rank, Suit
from ...engine.meld.auction import meld_total
from ...engine.observation import Observation
from ...engine.rules.values import card_values, points_of
from ...engine.states.deal import meld_without_dix
from ...engine.text import translate
from ..base import Decision, SeededPlayer
from ..policy.called import best_call, team_view
from ..policy.reasons import call_decision, stated
from ..search.auction_values import willing_contract
from ..search.expert import (
    AuctionSample,
    MoveStats,
    auction_samples,
    declare_values,
    defending_value,
    expected_at,
    opposing_bidder,
    pick_move,
    play_values,
    see_widow_value,
)
from ..search.game_odds import (
    GameSpot,
    deciding_hand,
    game_chance_at,
    game_chance_defending,
    game_decides,
)
from ..search.move_stats import confirmed, differing, favourite, search_decision
from ..search.workers import ProcessPool, default_workers, run_chunks
from .common import ONLY_CHOICE, bid_reason
from .expert_options import ExpertOptions
from .expert_reasons import EXPERT_REASONS, bury_weighed, kitty_weighed, pass_weighed, percent
from .pro import ProPlayer

__all__ = ["ExpertOptions", "ExpertPlayer", "play_chunk"]


def play_chunk(obs: Observation, seed: int, samples: int,
               options: ExpertOptions) -> dict[int, MoveStats]:
    """One chunk of the card search (in a worker process or here): ``play_values``
    with the Expert's options."""
    o = options
    return play_values(
        obs, seed, samples, max_seconds=o.max_seconds, policy=o.policy,
        shape_tries=o.shape_tries, endgame=o.endgame, infer=o.infer, infer_eps=o.infer_eps,
        game=o.game, leaf=o.leaf, settle=o.settle, z=o.z, meld=o.meld, read_pass=o.read_pass,
    )


class ExpertPlayer(SeededPlayer):
    name = "expert"
    #: it waits on its own worker processes (``pool``), so a thread is enough to ask it
    cost = "own_processes"

    def __init__(
        self,
        seed: int = 0,
        options: ExpertOptions | None = None,
        *,
        fallback: Callable[[int], SeededPlayer] | None = None,
    ) -> None:
        """``options``: how it searches (:class:`ExpertOptions`, the shipped Expert if
        None); ``fallback``: the player for the decisions it leaves to another level
        (Pro's)."""
        super().__init__(seed)
        self.seed = seed
        self.options = ExpertOptions() if options is None else options
        opts = self.options
        self.workers = default_workers() if opts.workers is None else opts.workers
        #: the worker processes of the search: handed in by their owner (the app, the
        #: simulator); with none handed in, the player makes its own at the first search
        self.pool: ProcessPool | None = None
        #: the decisions the Expert makes itself where the auction mode leaves them to Pro
        self.own = opts.own_phases
        self._bid_cache: dict[tuple[object, ...], list[AuctionSample]] = {}
        self._fallback_factory = fallback
        self._fallback: SeededPlayer | None = None
        self._decisions = 0
        #: the decision the fallback gave for the question being answered
        self._told: Decision | None = None

    # -- dispatch ---------------------------------------------------------------
    def decide(self, obs: Observation) -> Decision:
        """The action with why: what the search found, or the reason of the level it
        left the decision to."""
        legal = obs.legal_actions
        if len(legal) == 1:
            return stated(Decision(legal[0], ONLY_CHOICE, "only_choice"), obs)
        self._told = None
        action = self._choose(obs)
        told, self._told = self._told, None
        decision = told if told is not None and told.action == action else Decision(action)
        return stated(decision, obs)

    def choose(self, obs: Observation) -> Action:
        return self.decide(obs).action

    def _choose(self, obs: Observation) -> Action:
        """The action; the methods that pick it leave their :class:`Decision` (the
        action with why) in ``_told``."""
        self._decisions += 1
        obs = team_view(obs)
        phase = obs.phase
        if phase == "call":
            return self._tell(call_decision(obs, best_call(obs)))
        if phase == "play":
            return self._play(obs) if self.options.play == "search" else self._other(obs)
        if self._auction_mode(obs) == "pro" and phase not in self.own:
            return self._other(obs)
        if phase == "bid":
            return self._bid(obs)
        if phase == "trump":
            return self._trump(obs)
        if phase == "pass":
            return self._give(obs) if self.options.give == "own" else self._other(obs)
        if phase == "bury":
            return self._bury(obs)
        if phase == "declare":
            return self._declare(obs)
        if phase == "misdeal":
            return self._misdeal(obs)
        if phase == "widow":
            return self._widow(obs)
        if phase == "kitty":
            return self._kitty(obs)
        return self._other(obs)

    def _auction_mode(self, obs: Observation) -> str:
        if self.options.auction != "auto":
            return self.options.auction
        rules = obs.rules
        if rules.style != "auction":
            return "pro"  # classic two-handed: no auction; its other decisions are Pro's
        if rules.stakes:
            # playing for stakes: Pro's auction, which weighs a bid in units (its own
            # simulations count points, which a stakes hand does not pay)
            return "pro"
        partners = all(len(side) >= 2 for side in rules.sides)
        if partners or rules.widow_size:
            return "search"
        # five-handed until the seat can tell the teams; cutthroat (no widow),
        # where the own auction measured no better than Pro's (-1.7 over 100 deals)
        return "pro"

    def _seed(self, obs: Observation) -> int:
        """A seed fixed by the player's seed and the public position."""
        key = (obs.hand_number, len(obs.bids), len(obs.tricks), len(obs.trick), obs.seat)
        return (self.seed * 1_000_003 + hash(key)) & 0x7FFFFFFF

    def _pool(self) -> ProcessPool | None:
        if self.workers <= 0:
            return None
        if self.pool is None:
            self.pool = ProcessPool(self.workers)
        return self.pool

    def _tell(self, decision: Decision) -> Action:
        """``decision``'s action, its reason kept for :meth:`decide`."""
        self._told = decision
        return decision.action

    def _other(self, obs: Observation) -> Action:
        if self._fallback is None:
            factory = self._fallback_factory or ProPlayer
            self._fallback = factory(self.seed)
        self._told = self._fallback.decide(obs)
        return self._told.action

    # -- card play -----------------------------------------------------------------
    def _play(self, obs: Observation) -> Action:
        """The search's card: the policy's favourite unless another card is better
        beyond the noise. A card ahead on fewer than ``min_differ`` deals that
        came out differently must hold its lead on a second, independent sample
        of deals; otherwise the best card ahead on enough deals (usually the
        favourite) is played."""
        opts = self.options
        merged = self._card_stats(obs, self._seed(obs))
        pick = pick_move(merged, opts.z)
        fav = favourite(merged)
        if pick == fav or not opts.min_differ:
            return self._tell(search_decision(obs, merged, pick))
        if differing(merged[pick].values, merged[fav].values) >= opts.min_differ:
            return self._tell(search_decision(obs, merged, pick))
        second = self._card_stats(obs, self._seed(obs) ^ 0x2545F491)
        if confirmed(second, pick, fav, opts.z):
            return self._tell(search_decision(obs, merged, pick, second))
        return self._tell(search_decision(obs, merged, pick_move(merged, opts.z, opts.min_differ)))

    def _card_stats(self, obs: Observation, base: int) -> dict[int, MoveStats]:
        """Every legal card's values over ``options.samples`` deals (seeds from ``base``)."""
        chunks = max(1, self.workers)
        per = max(1, self.options.samples // chunks)
        args = [(obs, base + 7919 * k, per, self.options) for k in range(chunks)]
        results = run_chunks(play_chunk, args, self.workers, self._pool())
        merged: dict[int, MoveStats] = {}
        for result in results:
            for card, st in result.items():
                merged.setdefault(card, MoveStats()).merge(st)
        return merged

    # -- auction -------------------------------------------------------------------
    def _auction_rows(self, obs: Observation, scale: int = 1) -> list[AuctionSample]:
        """Simulated deals for this hand's auction, cached while the hand, the
        likely opposing bidder and (when they are read) the bids stay the same
        (``scale`` times the bid samples).

        A partner holding the high bid is not read: its strength would only
        make us raise our own partner, where the question is whether our hand
        is the better one to declare with."""
        bids = tuple(obs.bids) if self.options.read_bids else ()
        # only the EV auction and the end of a game compare with defending
        defend = self._auction_mode(obs) == "ev" or self._game_spot(obs) is not None
        key = (
            obs.hand_number, obs.seat, tuple(sorted(obs.hand)), opposing_bidder(obs), scale, bids,
            defend, self._partner_holds_bid(obs),
        )
        cached = self._bid_cache.get(key)
        if cached is not None:
            return cached
        suits = list(Suit)
        chunks = max(1, self.workers)
        per = max(1, self.options.bid_samples * scale // chunks)
        base = self._seed(obs) ^ 0x5A5A
        opts = self.options
        partner = self._high_bidder(obs) if self._partner_holds_bid(obs) else None
        # the partner's bids are read only when its own declaring is valued too
        skip = (partner,) if partner is not None and not opts.partner_model else ()
        with_partner = partner if opts.partner_model else None
        args = [
            (obs, suits, base + 104729 * k, per, opts.bid_policy, defend, opts.read_bids, skip,
             "pro" if opts.model_pass else None, with_partner)
            for k in range(chunks)
        ]
        parts = run_chunks(auction_samples, args, self.workers, self._pool())
        rows = [r for part in parts for r in part]
        self._bid_cache = {key: rows}
        return rows

    def _simulate_bid(self, obs: Observation) -> dict[int, list[float]]:
        """Per trump suit, our side's simulated totals as the bidder."""
        rows = self._auction_rows(obs)
        return {int(s): [r.win[int(s)][0] for r in rows] for s in Suit}

    def _willing(self, totals: list[float]) -> int:
        """The highest contract made in at least the threshold share of simulations."""
        return willing_contract(totals, self.options.make_threshold)

    def _bid(self, obs: Observation) -> Action:
        legal = obs.legal_actions
        bids = [a for a in legal if a.kind == "bid"]
        passes = [a for a in legal if a.kind == "pass"]
        if not bids:
            return self._tell(Decision(passes[0], EXPERT_REASONS["bid_none"], "bid_none"))
        if self._auction_mode(obs) == "ev" and not self._partner_holds_bid(obs):
            return self._tell(self._bid_ev(obs, bids, passes))
        spot = self._game_spot(obs)
        if spot is not None and passes and not self._partner_holds_bid(obs):
            for_game = self._bid_for_game(obs, spot, bids[0], passes[0])
            if for_game is not None:
                return self._tell(for_game)
        totals = self._simulate_bid(obs)
        suit = max(totals, key=lambda s: self._willing(totals[s]))
        willing = self._willing(totals[suit])
        partner_high = self._partner_holds_bid(obs)
        if partner_high and self.options.partner_model:
            amount = min(a.amount for a in bids)
            hold, leave = self._over_partner_values(obs, amount)
            if hold < leave + self.options.partner_margin:
                left = passes[0] if passes else bids[0]
                rule = "leave_partner" if passes else "bid_forced"
                if math.isinf(leave):
                    rule = "leave_partner_unvalued" if passes else rule
                    leave = 0.0
                return self._tell(Decision(left, EXPERT_REASONS[rule].format(
                    amount=amount, hold=round(hold), leave=round(leave)), rule))
        elif partner_high:
            # raising partner costs: only with extra strength
            willing -= self.options.partner_raise_margin
        affordable = [a for a in bids if a.amount <= willing]
        choice = affordable[0] if affordable else passes[0] if passes else bids[0]
        return self._tell(bid_reason(obs, choice, willing, int(suit)))

    def _over_partner(self, obs: Observation, amount: int) -> bool:
        """Whether bidding ``amount`` over our partner's high bid scores more for the
        side than leaving the contract with the partner: our declaring (the partner
        passing to us) against the partner's (our cards passed to it, its hand read
        from its bids), each set where it falls short of its contract."""
        hold, leave = self._over_partner_values(obs, amount)
        return hold >= leave + self.options.partner_margin

    def _over_partner_values(self, obs: Observation, amount: int) -> tuple[float, float]:
        """(the side's expected score holding the contract at ``amount``, leaving it with
        the partner) over the simulated deals; leaving is minus infinity when no deal
        valued the partner's declaring."""
        rows = self._auction_rows(obs)
        partner_bid = max((a for _, a in obs.bids if a is not None), default=obs.rules.min_bid)
        theirs = [r.partner for r in rows if r.partner is not None]
        hold = max(expected_at(rows, suit, amount) for suit in rows[0].win)
        if not theirs:
            return hold, math.inf
        leave = statistics.fmean(
            (ours if ours >= partner_bid else -partner_bid) - other for ours, other in theirs
        )
        return hold, leave

    def _bid_ev(self, obs: Observation, bids: list[Action], passes: list[Action]) -> Decision:
        """Bid on when holding the contract is worth more than letting an opponent have it.

        Holding it at ``b``: per simulated deal our total when it reaches ``b``,
        else minus ``b``; less the other sides' mean total. Letting the likeliest
        opponent have it at its bid: our total less the other sides' mean, the
        opponent's total counted as minus its bid where it falls short. Without
        reading the bids, only the deals in which its hand reaches a bid it made
        (not a forced opening) count: it bid on strength.
        """
        rows = self._auction_rows(obs)
        rules = obs.rules
        side = rules.side_of(obs.seat)
        rival = opposing_bidder(obs)
        rside = rules.side_of(rival) if rival is not None else None
        shown = [a for s, a in obs.bids if a is not None and rules.side_of(s) != side]
        their_bid = max(shown, default=rules.min_bid)
        strong = rows
        if not self.options.read_bids and shown and rside is not None:
            strong = [r for r in rows if r.defend_all[rside] >= their_bid]
            if len(strong) < max(8, len(rows) // 8):
                strong = rows
        defend = statistics.fmean(
            defending_value(r.defend_all, side, rside, their_bid) for r in strong
        )
        bid = min(bids, key=lambda a: a.amount)
        hold = max(expected_at(rows, suit, bid.amount) for suit in rows[0].win)
        rule = "bid_ev_hold" if hold >= defend or not passes else "pass_ev_defend"
        reason = EXPERT_REASONS[rule].format(amount=bid.amount, hold=round(hold),
                                             defend=round(defend))
        return Decision(bid if rule == "bid_ev_hold" else passes[0], reason, rule)

    def _game_spot(self, obs: Observation) -> GameSpot | None:
        """The game situation when this hand may decide the game (else None)."""
        if not self.options.game or obs.phase not in ("bid", "trump"):
            return None
        return deciding_hand(obs)

    def _bid_for_game(
        self, obs: Observation, spot: GameSpot, bid: Action, pass_: Action
    ) -> Decision | None:
        """Bid on when holding the contract gives the better chance of winning
        the game than letting the likeliest opponent have it; None when no
        simulated outcome of this hand ends the game (then points decide)."""
        rows = self._auction_rows(obs)
        if not game_decides(spot, rows):
            return None
        high = max((a for _, a in obs.bids if a is not None), default=obs.rules.min_bid)
        hold = max(game_chance_at(spot, rows, suit, bid.amount) for suit in rows[0].win)
        committed = self._high_bidder(obs) is not None  # an opponent holds the bid
        let = game_chance_defending(spot, rows, high, committed)
        rule = "bid_for_game" if hold >= let else "pass_for_game"
        reason = EXPERT_REASONS[rule].format(amount=bid.amount, hold=percent(hold),
                                             let=percent(let))
        return Decision(bid if hold >= let else pass_, reason, rule)

    @staticmethod
    def _high_bidder(obs: Observation) -> int | None:
        high = [s for s, a in obs.bids if a is not None]
        return high[-1] if high else None

    def _partner_holds_bid(self, obs: Observation) -> bool:
        seat = self._high_bidder(obs)
        if seat is None:
            return False
        return seat != obs.seat and obs.rules.side_of(seat) == obs.rules.side_of(obs.seat)

    def _trump(self, obs: Observation) -> Action:
        legal = [a for a in obs.legal_actions if a.suit is not None]
        if obs.widow is not None and obs.bidder == obs.seat and obs.rules.widow_size:
            # the widow is in hand now: score suits on the real hand, no new simulation
            best = max(legal, key=lambda a: self._suit_strength(obs.hand, a.suit, obs))
            suit = Suit(int(best.suit or 0))
            trumps = sum(1 for c in obs.hand if c.suit == suit)
            return self._tell(Decision(best, EXPERT_REASONS["trump_in_hand"].format(
                meld=meld_total(obs.hand, suit, obs.rules),
                count=translate("Reasons", "%n trump(s)", None, trumps)), "trump_in_hand"))
        # the contract is known now: the suit with the best expected score at it
        # (made: our total, set: minus the contract; less the other side's total)
        rows = self._auction_rows(obs, scale=self.options.trump_scale)
        contract = obs.contract or 0
        spot = self._game_spot(obs)
        if spot is not None and game_decides(spot, rows):
            chance = {int(a.suit or 0): game_chance_at(spot, rows, int(a.suit or 0), contract)
                      for a in legal}
            best = max(legal, key=lambda a: (chance[int(a.suit or 0)], -int(a.suit or 0)))
            return self._tell(Decision(best, EXPERT_REASONS["trump_for_game"].format(
                percent=percent(chance[int(best.suit or 0)]), count=len(rows)),
                "trump_for_game"))
        value = {int(a.suit or 0): expected_at(rows, int(a.suit or 0), contract) for a in legal}
        best = max(legal, key=lambda a: (value[int(a.suit or 0)], -int(a.suit or 0)))
        return self._tell(Decision(best, EXPERT_REASONS["trump_expected"].format(
            value=round(value[int(best.suit or 0)]), contract=contract, count=len(rows)),
            "trump_expected"))

    @staticmethod
    def _suit_strength(hand: Sequence[Card], suit: Suit | None, obs: Observation) -> float:
        assert suit is not None
        meld = meld_total(hand, suit, obs.rules)
        trumps = [c for c in hand if c.suit == suit]
        power = sum(6 + c.rank for c in trumps) * 4
        return meld + power

    # -- passing, burying, kitty ---------------------------------------------------------
    def _give(self, obs: Observation) -> Action:
        assert obs.trump is not None
        trump = obs.trump
        rules = obs.rules
        bidder = obs.seat == obs.bidder
        received = list(obs.received)

        def score(action: Action) -> float:
            keep = list(obs.hand)
            for c in action.cards:
                keep.remove(c)
            meld = meld_total(keep, trump, rules)
            value = 0.0
            for c in action.cards:
                if c.suit == trump:
                    value += (25 + 3 * c.rank) * (-1 if bidder else 1)
                elif c.rank == Rank.ACE:
                    value += 14 * (-1 if bidder else 1)
                if bidder and c in received:
                    value -= 4  # passing straight back wastes the partner's gift
            if bidder:
                suits_left = {c.suit for c in keep if c.suit != trump}
                value += 6 * (3 - len(suits_left))  # voids let the bidder trump in
            return meld * 1.5 + value

        best = max(obs.legal_actions, key=lambda a: (score(a), str(a)))
        return self._tell(pass_weighed(obs, best))

    def _bury(self, obs: Observation) -> Action:
        assert obs.trump is not None
        trump = obs.trump
        rules = obs.rules
        values = card_values(rules, trump)

        def score(action: Action) -> float:
            keep = list(obs.hand)
            for c in action.cards:
                keep.remove(c)
            meld = meld_total(keep, trump, rules)
            gain = points_of(action.cards, values)
            cost = sum(30 + 3 * c.rank for c in action.cards if c.suit == trump)
            cost += sum(12 for c in action.cards if c.rank == Rank.ACE and c.suit != trump)
            suits_left = {c.suit for c in keep if c.suit != trump}
            return meld * 2 + gain - cost + 8 * (3 - len(suits_left))

        best = max(obs.legal_actions, key=lambda a: (score(a), str(a)))
        return self._tell(bury_weighed(obs, best))

    def _kitty(self, obs: Observation) -> Action:
        """Keep the best kitty card, give the partner the next, opponents the least."""
        rules = obs.rules
        me = obs.seat
        order = [s for s in range(rules.num_players) if s not in obs.sitting_out]
        start = order.index(me)
        seats = order[start:] + order[:start]
        mine = rules.side_of(me)

        values = card_values(rules, obs.trump)

        def strength(c: Card) -> int:
            return 3 * c.rank + values[c]

        def score(action: Action) -> tuple[int, str]:
            total = 0
            for seat, card in zip(seats, action.cards, strict=False):
                weight = 3 if seat == me else (1 if rules.side_of(seat) == mine else -1)
                total += weight * strength(card)
            return total, str(action)

        return self._tell(kitty_weighed(obs, max(obs.legal_actions, key=score)))

    # -- declare, misdeal, widow ----------------------------------------------------------
    def _declare(self, obs: Observation) -> Action:
        kinds = {a.kind: a for a in obs.legal_actions}
        chunks = max(1, self.workers)
        per = max(1, self.options.samples // chunks)
        base = self._seed(obs) ^ 0x3C3C
        args = [(obs, base + 31 * k, per, self.options.policy) for k in range(chunks)]
        results = run_chunks(declare_values, args, self.workers, self._pool())
        mean = statistics.fmean(r[0] for r in results)
        all_tricks = statistics.fmean(r[2] for r in results)
        deals = per * len(results)
        if "moon" in kinds and all_tricks >= 0.92:
            return self._tell(Decision(kinds["moon"], EXPERT_REASONS["declare_moon"].format(
                percent=percent(all_tricks), count=deals), "declare_moon"))
        concede_value: float | None = None
        if "concede" in kinds and obs.contract is not None:
            side = obs.rules.side_of(obs.seat)
            others = [
                float(m["total"])
                for s, m in enumerate(obs.melds)
                if m is not None and obs.rules.side_of(s) != side
            ]
            n_other = max(1, len(obs.rules.sides) - 1)
            concede_value = -obs.contract - sum(others) / n_other
            if concede_value > mean + 5:
                return self._tell(Decision(kinds["concede"], EXPERT_REASONS[
                    "declare_concede"].format(mean=round(mean), cost=round(concede_value),
                                              count=deals), "declare_concede"))
        action = kinds.get("play_hand") or obs.legal_actions[0]
        rule = "declare_play" if concede_value is None else "declare_play_over_concede"
        return self._tell(Decision(action, EXPERT_REASONS[rule].format(
            mean=round(mean), cost=round(concede_value or 0), count=deals), rule))

    def _misdeal(self, obs: Observation) -> Action:
        meld = meld_without_dix(obs.hand, obs.rules)
        aces = sum(1 for c in obs.hand if c.rank == Rank.ACE)
        want = meld < 100 and aces <= 2
        rule = "misdeal_weak_hand" if want else "misdeal_keep_hand"
        action = next(a for a in obs.legal_actions if a.kind == ("misdeal" if want else "keep"))
        words = translate("Reasons", "%n ace(s)", None, aces)
        return self._tell(Decision(action, EXPERT_REASONS[rule].format(meld=meld, aces=words),
                                   rule))

    def _widow(self, obs: Observation) -> Action:
        """A forced bidder looks at the widow when that is worth more, over the
        simulated deals, than conceding unseen (minus the contract, nothing for
        the others)."""
        contract = obs.contract or obs.rules.min_bid
        rows = self._auction_rows(obs)
        see = see_widow_value(rows, contract)
        kind = "see_widow" if see >= -contract else "concede_unseen"
        rule = "widow_see_value" if kind == "see_widow" else "widow_concede_value"
        action = next(a for a in obs.legal_actions if a.kind == kind)
        return self._tell(Decision(action, EXPERT_REASONS[rule].format(
            see=round(see), concede=-contract, count=len(rows)), rule))
