"""``pinochle-sim``: play many deals or games between computer players and report.

Examples::

    pinochle-sim --variant partnership --players random,random,random,random --games 20 --check
    pinochle-sim --variant partnership --players standard,easy,standard,easy --deals 500 \
        --duplicate --json

With ``--duplicate`` each deal (or game) is replayed with the players rotated
one seat at a time, so every group of players holds every hand; the points
per deal and the confidence interval are then of each group's score minus the
mean of the other groups, which removes most of the luck of the cards.
``--list-rules`` prints every key ``--rule`` takes, with its default and range.
"""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
import time
from collections.abc import Callable, Sequence
from typing import Any, cast

from .ai.base import SeededPlayer
from .ai.challenge import deal_seed, player_seed
from .ai.registry import PLAYER_TYPES, make_player
from .ai.tasks import ProcessPool
from .engine.actions import Action
from .engine.cards import Card
from .engine.events import AllPassed
from .engine.observation import Observation
from .engine.phase import Phase
from .engine.quote import number, shown
from .engine.result import HandResult
from .engine.rules.fields import option_info
from .engine.rules.presets import PRESET_NAMES, preset
from .engine.rules.ruleset import RuleSet
from .engine.states.base import BaseState
from .engine.states.checks import check_hand_total, check_invariants
from .engine.states.game import new_game
from .sim_report import MAX_HANDS, GroupStats, SimResult, print_text, report

#: the ranges of the counts on the command line (issue #24): checked before anything
#: is built, refused with a sentence and exit code 2
DEALS_RANGE = (1, 10_000_000)
GAMES_RANGE = (1, 1_000_000)
FIRST_RANGE = (0, 1_000_000_000)
SEED_RANGE = (-(2**63), 2**63 - 1)
#: the longest KEY=VALUE a --rule may be
MAX_RULE_TEXT = 1_000
#: whole-number rule options that may also be "none" (RuleSet.with_option)
NULLABLE_RULES = ("max_redeals", "increment_threshold", "stuck_bid")


def decision_kind(phase: str) -> str:
    """Cards played, bids, cards passed, and everything else (trump, bury, meld, ...)."""
    if phase in ("play", "classic_trick"):
        return "card"
    return phase if phase in ("bid", "pass") else "other"


def check_counts(args: argparse.Namespace) -> str | None:
    """What is wrong with --deals, --games, --first or --seed, in a sentence, or None."""
    for option, value, (low, high) in (
        ("--deals", args.deals, DEALS_RANGE),
        ("--games", args.games, GAMES_RANGE),
        ("--first", args.first, FIRST_RANGE),
        ("--seed", args.seed, SEED_RANGE),
    ):
        if value is not None and not low <= value <= high:
            return f"{option} takes a whole number from {low:,} to {high:,}, not {number(value)}."
    return None


def check_rule_override(key: str, text: str) -> None:
    """ValueError in words if ``--rule key=text`` sets a number outside the option's
    declared range (``option_info(key).minimum/maximum``): checked before the rules
    are built, so ``num_players=100000000`` never reaches the engine."""
    if len(key) + len(text) > MAX_RULE_TEXT:
        raise ValueError(f"--rule {shown(key + '=' + text)} is too long.")
    try:
        info = option_info(key)
    except KeyError:
        return  # the engine names unknown options
    if info.minimum is None or info.maximum is None:
        return
    word = text.strip().lower()
    if (info.optional or key in NULLABLE_RULES) and word in ("none", "unlimited", ""):
        return
    try:
        value = int(word)
    except ValueError:
        raise ValueError(f"{key} takes a whole number, not {shown(text)}.") from None
    if not info.minimum <= value <= info.maximum:
        raise ValueError(
            f"{key} takes a whole number from {info.minimum:,} to {info.maximum:,}, "
            f"not {number(value)}."
        )


def build_rules(variant: str, overrides: Sequence[str]) -> RuleSet:
    rules = preset(variant)
    for item in overrides:
        if "=" not in item:
            raise ValueError(f"--rule takes key=value, not {shown(item)}")
        key, value = item.split("=", 1)
        check_rule_override(key.strip(), value.strip())
        rules = rules.with_option(key.strip(), value.strip())
    problems = rules.validate()
    if problems:
        raise ValueError(" ".join(problems))
    return rules


#: a position kept by :func:`hand_positions`: what the seat saw, and every hand as it was
Position = tuple[Observation, list[list[Card]]]


def hand_positions(state: BaseState, choose: Callable[[Observation], Action],
                   keep: Callable[[Observation], bool]) -> list[Position]:
    """Play the hand ``state`` is in to its end, each seat's move from ``choose``
    (a chance step takes the first legal action), and return the positions
    ``keep`` wants: the seat's observation and the true hands at that moment
    (for measuring what a seat can infer; never shown to a player)."""
    out: list[Position] = []
    start = len(state.history)
    while len(state.history) == start and not state.is_terminal:
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
            continue
        obs = state.observation(seat)
        if keep(obs):
            out.append((obs, [list(h) for h in cast(Any, state).hands]))
        state.apply(choose(obs))
    return out


class Runner:
    """Plays hands with one player object per seat, timing every decision."""

    def __init__(self, rules: RuleSet, kinds: list[str], seed: int, check: bool,
                 pool: ProcessPool | None = None) -> None:
        """``pool``: the worker processes handed to the players that run their own
        (the caller's to shut down; None: each such player makes its own)."""
        self.rules = rules
        self.pool = pool
        self.kinds = kinds
        self.seed = seed
        self.check = check
        self.result = SimResult()
        self.result.timings = {k: [] for k in dict.fromkeys(kinds)}
        n = rules.num_players
        for side in rules.sides:
            self.result.groups.append(GroupStats(list(side), [kinds[s] for s in side]))
        self.rotations = len(rules.sides) if len(kinds) == n else 1
        #: hands thrown in (everyone passed) since the last hand was scored
        self._thrown_in = 0

    def _players(self, rotation: int, salt: int) -> list[SeededPlayer]:
        """Seat ``s`` gets the player that started at seat ``s - rotation``."""
        n = self.rules.num_players
        return [
            make_player(self.kinds[(s - rotation) % n], seed=player_seed(self.seed, salt, s),
                        pool=self.pool)
            for s in range(n)
        ]

    def _group_of_seat(self, seat: int, rotation: int) -> int:
        original = (seat - rotation) % self.rules.num_players
        return self.rules.side_of(original)

    def _step(self, state: BaseState, players: list[SeededPlayer]) -> None:
        seat = state.current_player
        if seat is None:
            state.apply(state.legal_actions()[0])
            return
        obs = state.observation(seat)
        player = players[seat]
        start = time.perf_counter()
        action = player.choose(obs)
        spent = time.perf_counter() - start
        self.result.timings[player.name].append(spent)
        by_kind = self.result.kind_timings.setdefault(player.name, {})
        by_kind.setdefault(decision_kind(obs.phase), []).append(spent)
        event = state.apply(action)
        if event.effects:
            self._thrown_in += sum(1 for e in event.effects if isinstance(e, AllPassed))
        if self.check:
            problems = check_invariants(state)
            if problems:
                self.result.violations.extend(problems)

    def play_hand(self, state: BaseState, players: list[SeededPlayer]) -> HandResult | None:
        """Play until the current hand is scored; return its summary."""
        start_hands = len(state.history)
        self._thrown_in = 0
        while len(state.history) == start_hands and not state.is_terminal:
            self._step(state, players)
        if len(state.history) == start_hands:
            return None
        if self.check:
            self.result.violations.extend(check_hand_total(state))
        return state.history[-1]

    def _record_hand(self, summary: HandResult, rotation: int) -> list[float]:
        """Per-group points of this hand; contract tallies by group."""
        sides = self.rules.sides
        per_group = [0.0] * len(sides)
        for side_index, side in enumerate(sides):
            group = self._group_of_seat(side[0], rotation)
            per_group[group] += (summary.deltas or [])[side_index]
        bidder = summary.bidder
        if bidder is not None and summary.made is not None:
            group = self._group_of_seat(bidder, rotation)
            stats = self.result.groups[group]
            if summary.made:
                stats.contracts_made += 1
            else:
                stats.contracts_set += 1
        return per_group

    def hand_record(
        self, summary: HandResult, rotation: int, per_group: list[float]
    ) -> dict[str, Any]:
        """What a hand came to, by player group: who bought it (seat and
        group), at what, in which suit, whether it was made, each group's
        points, and how many deals were thrown in (everyone passed) before it."""
        bidder = summary.bidder
        return {
            "table": rotation,
            "thrown_in": self._thrown_in,
            "bidder": bidder,
            "bidder_group": None if bidder is None else self._group_of_seat(bidder, rotation),
            "contract": summary.contract,
            "trump": summary.trump,
            "made": summary.made,
            "conceded": bool(summary.conceded),
            "points": per_group,
        }

    def _add_deal_points(self, totals: list[float], rotations: int) -> None:
        groups = self.result.groups
        duplicate = rotations > 1
        for g, stats in enumerate(groups):
            if duplicate:
                others = [totals[h] for h in range(len(groups)) if h != g]
                value = (totals[g] - sum(others) / len(others)) / rotations
            else:
                value = totals[g]
            stats.deal_points.append(value)

    def run_deals(self, deals: int, duplicate: bool, progress: Progress, first: int = 0) -> None:
        """Play deals ``first`` to ``first + deals - 1`` of this seed (each deal
        and its players' seeds depend only on the seed and the deal's number)."""
        rotations = self.rotations if duplicate else 1
        for done, d in enumerate(range(first, first + deals)):
            totals = [0.0] * len(self.result.groups)
            for rotation in range(rotations):
                state = new_game(self.rules, seed=deal_seed(self.seed, d))
                players = self._players(rotation, d)
                summary = self.play_hand(state, players)
                if summary is None:
                    continue
                per_group = self._record_hand(summary, rotation)
                record = self.hand_record(summary, rotation, per_group)
                self.result.hands.append({"deal": d, **record})
                for g, pts in enumerate(per_group):
                    totals[g] += pts
            self._add_deal_points(totals, rotations)
            self.result.deals += 1
            progress.update(done + 1)

    def run_games(self, games: int, duplicate: bool, progress: Progress) -> None:
        rotations = self.rotations if duplicate else 1
        for g in range(games):
            for rotation in range(rotations):
                state = new_game(self.rules, seed=deal_seed(self.seed, g))
                players = self._players(rotation, g)
                while not state.is_terminal and state.hand_number < MAX_HANDS:
                    summary = self.play_hand(state, players)
                    if summary is None:
                        break
                    per_group = self._record_hand(summary, rotation)
                    self.result.hands.append(
                        {"game": g, "hand": len(state.history),
                         **self.hand_record(summary, rotation, per_group)}
                    )
                    if rotations == 1:
                        self._add_deal_points(per_group, 1)
                    else:
                        self._add_deal_points([p * rotations for p in per_group], rotations)
                    self.result.deals += 1
                    if state.phase == Phase.HAND_OVER:
                        state.apply(state.legal_actions()[0])
                if state.winner is None:
                    self.result.unfinished_games += 1
                else:
                    group = self._group_of_seat(self.rules.sides[state.winner][0], rotation)
                    self.result.groups[group].games_won += 1
                if self.check and state.is_terminal:
                    self.result.violations.extend(_round_trip(state))
                self.result.games += 1
            progress.update(g + 1)


def check_hands(rules: RuleSet, seed: int, hands: int, kind: str = "random") -> list[str]:
    """Check mode (``--check``) on the first ``hands`` hands of one game of ``rules``
    (fewer if it ends), ``kind`` players at every seat: every invariant after every
    move, each hand's totals, and the JSON round trip of a finished game. The
    violations, in words (empty: none)."""
    runner = Runner(rules, [kind] * rules.num_players, seed, check=True)
    state = new_game(rules, seed=seed)
    players = runner._players(0, 0)
    while not state.is_terminal and len(state.history) < hands:
        if runner.play_hand(state, players) is None:
            break
        if state.phase == Phase.HAND_OVER:
            state.apply(state.legal_actions()[0])
    if state.is_terminal:
        runner.result.violations.extend(_round_trip(state))
    return runner.result.violations


def _round_trip(state: BaseState) -> list[str]:
    again = BaseState.from_json(state.to_json())
    if again.scores != state.scores or again.phase != state.phase:
        return ["JSON round trip gives a different state"]
    return []


class Progress:
    """A one-line progress bar on stderr, only when stderr is a terminal or forced."""

    def __init__(self, total: int, label: str, enabled: bool) -> None:
        self.total = total
        self.label = label
        self.enabled = enabled and total > 1
        self.start = time.perf_counter()
        self.last = 0.0

    def update(self, done: int) -> None:
        if not self.enabled:
            return
        now = time.perf_counter()
        if now - self.last < 0.2 and done < self.total:
            return
        self.last = now
        width = 30
        filled = int(width * done / self.total)
        rate = done / max(now - self.start, 1e-9)
        eta = (self.total - done) / rate if rate else 0
        bar = "#" * filled + "-" * (width - filled)
        sys.stderr.write(f"\r{self.label} [{bar}] {done}/{self.total} eta {eta:5.0f}s")
        if done >= self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


#: ``pinochle-sim --help``: what the module's docstring says, in plain text
HELP_DESCRIPTION = "Play many deals or games between computer players and report the results."
HELP_EPILOG = """\
examples:
  pinochle-sim --variant partnership --players random,random,random,random --games 20 --check
  pinochle-sim --variant partnership --players standard,easy,standard,easy --deals 500 \\
      --duplicate --json
  pinochle-sim --variant partnership --rule pass_count=3 --rule misdeal_nines=true --games 5

With --duplicate each deal (or game) is replayed with the players rotated one
seat at a time, so every group of players holds every hand; the points per
deal and their 95% confidence interval are then each group's score minus the
mean of the other groups, which removes most of the luck of the cards.
--list-rules prints every KEY that --rule takes.
"""


def rule_keys() -> str:
    """Every rule option ``--rule`` takes: its name, default, allowed values and words."""
    from dataclasses import fields

    from .engine.rules.fields import OPTION_INFO, RuleFields

    lines = ["Rule options for --rule KEY=VALUE (defaults of the partnership preset; "
             "each variant sets its own):", ""]
    defaults = preset("partnership")
    for item in fields(RuleFields):
        info = OPTION_INFO.get(item.name)
        if info is None:
            continue
        value = getattr(defaults, item.name)
        allowed = ""
        if isinstance(value, bool):
            allowed = " true or false"
        elif info.choices:
            allowed = " one of " + ", ".join(str(c) for c in info.choices)
        elif info.minimum is not None or info.maximum is not None:
            allowed = f" {info.minimum if info.minimum is not None else ''}.." \
                      f"{info.maximum if info.maximum is not None else ''}"
        if info.optional:
            allowed += " or none"
        shown_value = str(value).lower() if isinstance(value, bool) else str(value)
        lines.append(f"  {item.name} (default {shown_value}{';' if allowed else ''}{allowed})")
        lines.extend(f"      {line}" for line in textwrap.wrap(info.doc, 72))
    return "\n".join(lines) + "\n"


class _ListRules(argparse.Action):
    """``--list-rules``: print the rule keys and stop, like ``--help``."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        sys.stdout.write(rule_keys())
        parser.exit()


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="pinochle-sim", description=HELP_DESCRIPTION,
                                     epilog=HELP_EPILOG,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--variant", default="partnership", choices=PRESET_NAMES,
                        metavar="NAME",
                        help=f"the game to play: {', '.join(PRESET_NAMES)} "
                             "(default: partnership)")
    parser.add_argument(
        "--players",
        default=None,
        metavar="P1,P2,...",
        help=(
            f"player type per seat, comma separated ({', '.join(PLAYER_TYPES)}); "
            "the Expert takes options: expert/samples=128/z=0 (default: random at every seat)"
        ),
    )
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--deals", type=int, default=None, metavar="N",
                      help="play N single hands (default: 100)")
    mode.add_argument("--games", type=int, default=None, metavar="N",
                      help="play N whole games")
    parser.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="change a rule of the variant, e.g. pass_count=3 (repeatable; see --list-rules)",
    )
    parser.add_argument("--list-rules", action=_ListRules, nargs=0,
                        help="list every KEY that --rule takes, with its default, and exit")
    parser.add_argument("--seed", type=int, default=1, metavar="N",
                        help="the deal number the run starts from: the same seed plays the same "
                             "cards (default: 1)")
    parser.add_argument(
        "--first",
        type=int,
        default=0,
        metavar="K",
        help="with --deals: start at deal K of the seed (a long run in resumable pieces)",
    )
    parser.add_argument(
        "--duplicate", action="store_true", help="replay each deal with the players rotated"
    )
    parser.add_argument(
        "--check",
        action="store_true",
        help="verify invariants on every move; exit 1 on any violation",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--per-deal",
        action="store_true",
        help=(
            "with --json: each side's points for every deal, to compare two runs deal by "
            "deal, and a record of every hand (bidder's group, contract, trump, made, "
            "points by group, deals thrown in before it)"
        ),
    )
    parser.add_argument(
        "--progress",
        action="store_true",
        help="always show the progress bar (default: on a terminal)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    problem = check_counts(args)
    if problem is not None:
        print(f"pinochle-sim: {problem}", file=sys.stderr)
        return 2
    try:
        rules = build_rules(args.variant, args.rule)
    except ValueError as exc:
        print(f"pinochle-sim: {exc}", file=sys.stderr)
        return 2
    kinds = (args.players or ",".join(["random"] * rules.num_players)).split(",")
    kinds = [k.strip() for k in kinds]
    if args.first < 0 or (args.first and args.games is not None):
        print(
            "pinochle-sim: --first takes a deal number (0 or more) and goes with --deals",
            file=sys.stderr,
        )
        return 2
    if len(kinds) != rules.num_players:
        print(
            f"pinochle-sim: {args.variant} needs {rules.num_players} players, got {len(kinds)}",
            file=sys.stderr,
        )
        return 2
    for kind in dict.fromkeys(kinds):
        try:
            make_player(kind)  # names, option types and option values
        except ValueError as exc:
            print(f"pinochle-sim: {exc}", file=sys.stderr)
            return 2
    pool = ProcessPool()  # one set of worker processes for every Expert of the run
    runner = Runner(rules, kinds, args.seed, args.check, pool)
    show = args.progress or sys.stderr.isatty()
    start = time.perf_counter()
    try:
        if args.games is not None:
            runner.run_games(args.games, args.duplicate, Progress(args.games, "games", show))
        else:
            deals = args.deals if args.deals is not None else 100
            runner.run_deals(deals, args.duplicate, Progress(deals, "deals", show), args.first)
    finally:
        pool.shutdown()
    data = report(runner.result, time.perf_counter() - start, rules)
    if args.per_deal:
        for side, stats in zip(data["sides"], runner.result.groups, strict=True):
            side["deal_points"] = [round(p, 2) for p in stats.deal_points]
        data["hands"] = runner.result.hands
    if args.json:
        print(json.dumps(data))
    else:
        print_text(data)
    if args.check and runner.result.violations:
        return 1
    if args.check and runner.result.unfinished_games:
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
