"""A fast, sensible card-play policy for playouts, and the hand evaluator.

The Expert judges a move by playing the rest of the hand out on many sampled
deals. Random playouts make every opponent a fool; this policy plays like a
reasonable club player with full sight of the sampled deal: it cashes sure
winners, leads low into a partner's strong suit, feeds counters to a partner
whose card will hold, wins cheaply when it can, and throws its least valuable
card otherwise. It works directly on :mod:`engine.play.fast` bitmasks.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine.observation import Observation
from ...engine.play.fast import FastPosition, legal, play
from ...engine.play.trick import ABOVE, BEATS, SUIT_MASK
from ...engine.rules.ruleset import RuleSet
from ...engine.rules.values import card_values, points_of
from ...engine.states.scoring import saved_meld
from ..policy.heuristics import bits
from .game_odds import GameSpot, win_chance

_ACE = 5


def _can_beat(hand: int, win: int, led_suit: int, trump: int, must_trump: bool) -> bool:
    """Could a player holding ``hand`` (following the rules) beat ``win``?"""
    led_mask = SUIT_MASK[led_suit]
    if hand & led_mask:
        return win // 6 == led_suit and bool(hand & ABOVE[win])
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return False
    if win // 6 == trump:
        return bool(trumps & ABOVE[win])
    return True


def choose_card(pos: FastPosition) -> int:
    """The policy's card for the player to move (a legal card)."""
    mask = legal(pos)
    if not mask & (mask - 1):
        return mask.bit_length() - 1
    cfg = pos.cfg
    seat = pos.turn
    side = cfg.side
    mine = side[seat]
    values = cfg.values
    trump = pos.trump
    hands = pos.hands
    cards = bits(mask)
    if not pos.trick:
        return _lead(pos, seat, mine, cards, values, trump, hands)
    win = pos.win
    led_suit = pos.trick[0] // 6
    must_trump = cfg.must_trump
    # seats still to play after this one
    played = len(pos.trick) + 1
    rest = [s for s, _ in cfg.followers[pos.leader][played - 1 :]]
    opponents_after = [s for s in rest if side[s] != mine]
    if side[pos.win_seat] == mine:
        safe = not any(
            _can_beat(hands[s], win, led_suit, trump, must_trump) for s in opponents_after
        )
        if safe:
            return max(
                cards,
                key=lambda c: (c // 6 != trump, values[c] > 0, c % 6 != _ACE, values[c], -(c % 6)),
            )
        return min(cards, key=lambda c: (values[c], c // 6 == trump, c % 6))
    beaten_by = BEATS[trump][win]
    winners = [c for c in cards if beaten_by >> c & 1]
    if winners:
        if not opponents_after:
            return min(winners, key=lambda c: (c // 6 == trump, c % 6, values[c]))
        safe_winners = [
            c
            for c in winners
            if not any(_can_beat(hands[s], c, led_suit, trump, must_trump) for s in opponents_after)
        ]
        if safe_winners:
            return min(safe_winners, key=lambda c: (c // 6 == trump, c % 6))
        trick_value = sum(values[c] for c in pos.trick)
        if trick_value >= 10:
            return max(winners, key=lambda c: (c // 6 != trump, c % 6))
    return min(cards, key=lambda c: (values[c], c // 6 == trump, c % 6))


def _lead(
    pos: FastPosition,
    seat: int,
    mine: int,
    cards: list[int],
    values: tuple[int, ...],
    trump: int,
    hands: list[int],
) -> int:
    cfg = pos.cfg
    others = [s for s in cfg.order if s != seat]
    opponents = [s for s in others if cfg.side[s] != mine]
    partners = [s for s in others if cfg.side[s] == mine]
    outside = 0
    for s in others:
        outside |= hands[s]
    trump_mask = SUIT_MASK[trump]
    sure: list[int] = []
    for c in cards:
        if ABOVE[c] & outside:
            continue
        suit = c // 6
        if suit != trump and any(
            not hands[s] & SUIT_MASK[suit] and hands[s] & trump_mask for s in opponents
        ):
            continue
        sure.append(c)
    if sure:
        return max(sure, key=lambda c: (c // 6 != trump, values[c], c % 6))
    # lead low into a suit where a partner holds the top card
    if partners:
        partner_cards = 0
        for s in partners:
            partner_cards |= hands[s]
        opp_cards = 0
        for s in opponents:
            opp_cards |= hands[s]
        for c in sorted(cards, key=lambda c: (values[c], c % 6)):
            suit = c // 6
            if suit == trump:
                continue
            top = partner_cards & SUIT_MASK[suit]
            if top and not opp_cards & _above_all(top):
                voids = any(
                    not hands[s] & SUIT_MASK[suit] and hands[s] & trump_mask for s in opponents
                )
                if not voids:
                    return c
    plain = [c for c in cards if c // 6 != trump]
    pool = plain or cards
    return min(pool, key=lambda c: (values[c], c % 6))


def _above_all(mask: int) -> int:
    """Cards strictly above the highest card in ``mask`` (same suit)."""
    top = mask.bit_length() - 1
    return ABOVE[top]


Policy = Callable[[FastPosition], int]

#: the Expert's playout policy (see :func:`policy_named`)
DEFAULT_POLICY = "pro"

#: a game-deciding hand's value: the chance of winning the game times this
#: (so a 1% better chance outweighs a hand's worth of points)
GAME_SCALE = 100_000.0


def rollout(pos: FastPosition, policy: Policy = choose_card) -> FastPosition:
    """Play ``pos`` (in place) to the end of the hand with ``policy``."""
    while pos.turn >= 0:
        play(pos, policy(pos))
    return pos


def policy_named(name: str) -> Policy:
    """The playout policies by name (names cross process boundaries)."""
    if name == "standard":
        from ..policy.heuristics import policy_card

        return policy_card
    if name == "pro":
        from ..policy.heuristics import pro_policy_card

        return pro_policy_card
    return choose_card


class Evaluator:
    """Turns trick points and tricks per side into the hand's value for one seat.

    The value is the seat's side's score for the hand minus the mean of the
    other sides' scores, exactly what duplicate scoring measures. With a game
    ``spot`` (a hand that may end the game) it is the chance of winning the
    game instead, times :data:`GAME_SCALE`, with the points as a tie-break.
    """

    def __init__(
        self, obs: Observation, hidden_buried_points: float = 0.0, spot: GameSpot | None = None
    ) -> None:
        self.spot = spot if len(obs.rules.sides) == 2 else None
        rules: RuleSet = obs.rules
        self.rules = rules
        self.side = rules.side_of(obs.seat)
        self.nsides = len(rules.sides)
        self.bside = rules.side_of(obs.bidder) if obs.bidder is not None else -1
        self.contract = obs.contract or 0
        self.moon = obs.moon
        melds = [0] * self.nsides
        for seat, m in enumerate(obs.melds):
            if m is not None:
                melds[rules.side_of(seat)] += int(m["total"])
        self.melds = melds
        buried = float(points_of(obs.buried, card_values(rules, obs.trump)))
        self.buried = buried if obs.seat == obs.bidder else hidden_buried_points

    def deltas(self, points: list[int], tricks: list[int]) -> list[float]:
        rules = self.rules
        out: list[float] = [0.0] * self.nsides
        b = self.bside
        for i in range(self.nsides):
            pts = points[i] + (self.buried if i == b else 0.0)
            saved = saved_meld(rules, self.melds[i], tricks[i], int(pts))
            out[i] = saved + pts
        if b >= 0:
            total_tricks = sum(tricks)
            if self.moon:
                if tricks[b] == total_tricks:
                    reward = rules.moon_reward
                    out[b] = (
                        out[b] + 1000.0
                        if reward == "win_game"
                        else float(rules.moon_points if reward == "points" else rules.moon_fixed)
                    )
                else:
                    out[b] = -float(rules.moon_penalty)
            elif out[b] < self.contract or points[b] + self.buried < rules.bidder_min_trick_points:
                out[b] = -float(self.contract)
        return out

    def value(self, points: list[int], tricks: list[int]) -> float:
        d = self.deltas(points, tricks)
        if self.spot is not None:
            ours, theirs = d[self.side], d[1 - self.side]
            b = self.bside
            made = b < 0 or d[b] >= 0
            chance = win_chance(self.spot, ours, theirs, b == self.side, made)
            return GAME_SCALE * chance + 0.001 * (ours - theirs)
        if self.nsides == 1:
            return d[0]
        others = sum(d) - d[self.side]
        return d[self.side] - others / (self.nsides - 1)
