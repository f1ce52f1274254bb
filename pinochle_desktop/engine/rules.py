"""The rule set: every house-rule option as a declared parameter with a default.

A :class:`RuleSet` is a frozen value. Presets are values too (see
:mod:`pinochle_desktop.engine.presets`); house rules are made with
``dataclasses.replace(rules, ...)``. Points are always full scale.
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any

from .cards import deck_copies, deck_has_nines, deck_size

#: meld kinds in the value table; each maps to values for 1, 2, 3 and 4 copies.
MELD_KINDS = (
    "run",
    "royal_marriage",
    "marriage",
    "aces",
    "kings",
    "queens",
    "jacks",
    "pinochle",
    "dix",
)

MeldTable = tuple[tuple[str, tuple[int, int, int, int]], ...]

#: the standard single-deck table (double values where all copies are held).
SINGLE_DECK_MELDS: MeldTable = (
    ("run", (150, 1500, 2250, 3000)),
    ("royal_marriage", (40, 80, 120, 160)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 1000, 1500, 2000)),
    ("kings", (80, 800, 1200, 1600)),
    ("queens", (60, 600, 900, 1200)),
    ("jacks", (40, 400, 600, 800)),
    ("pinochle", (40, 300, 600, 900)),
    ("dix", (10, 20, 30, 40)),
)

#: the double-deck table of RULES.md section 5 (full scale).
DOUBLE_DECK_MELDS: MeldTable = (
    ("run", (150, 1500, 2250, 3000)),
    ("royal_marriage", (40, 80, 120, 160)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 1000, 1500, 2000)),
    ("kings", (80, 800, 1200, 1600)),
    ("queens", (60, 600, 900, 1200)),
    ("jacks", (40, 400, 600, 800)),
    ("pinochle", (40, 300, 600, 900)),
    ("dix", (10, 20, 30, 40)),
)

#: racehorse (RULES.md section 5): runs, royal marriages and pinochles pay 300 doubled
#: and 900 tripled, and a quadruple wins the game (``quadruple_wins_game``; the
#: fourth column is then never used); arounds as on the double-deck table.
RACEHORSE_MELDS: MeldTable = (
    ("run", (150, 300, 900, 900)),
    ("royal_marriage", (40, 300, 900, 900)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 1000, 1500, 2000)),
    ("kings", (80, 800, 1200, 1600)),
    ("queens", (60, 600, 900, 1200)),
    ("jacks", (40, 400, 600, 800)),
    ("pinochle", (40, 300, 900, 900)),
    ("dix", (10, 20, 30, 40)),
)

#: classic two-handed: arounds never double (two arounds are two melds).
TWO_HANDED_MELDS: MeldTable = (
    ("run", (150, 300, 450, 600)),
    ("royal_marriage", (40, 80, 120, 160)),
    ("marriage", (20, 40, 60, 80)),
    ("aces", (100, 200, 300, 400)),
    ("kings", (80, 160, 240, 320)),
    ("queens", (60, 120, 180, 240)),
    ("jacks", (40, 80, 120, 160)),
    ("pinochle", (40, 300, 340, 640)),
    ("dix", (10, 20, 30, 40)),
)

#: counter values per rank (9, J, Q, K, 10, A) for each count method.
COUNT_VALUES: dict[int, tuple[int, int, int, int, int, int]] = {
    1: (0, 2, 3, 4, 10, 11),
    2: (0, 0, 5, 5, 10, 10),
    3: (0, 0, 0, 10, 10, 10),
    4: (0, 0, 0, 10, 10, 10),  # simplified 1/1/1 shown without the trailing zero
}

MISDEAL_CONDITIONS = (
    "5_nines",
    "6_nines",
    "5_nines_no_meld",
    "4_nines_no_aces",
    "5_nines_max_one_ace",
)

CHOICES: dict[str, tuple[Any, ...]] = {
    "style": ("auction", "classic"),
    "deck": ("single", "double", "triple", "double_with_nines"),
    "widow_mode": ("none", "shown", "blind", "kitty"),
    "all_pass": ("redeal", "dealer_stuck"),
    "trump_requires": ("none", "marriage", "meld_in_suit"),
    "pass_count": (0, 2, 3, 4),
    "pass_mode": ("partner_first", "simultaneous"),
    "head_rule": ("always", "always_strict", "trump_led", "never"),
    "count_method": (1, 2, 3, 4),
    "save_meld": ("always", "one_trick", "counters"),
    "moon_reward": ("win_game", "points", "fixed"),
    "tie_rule": ("bidder_wins", "extend", "play_another"),
    "upgrade_scoring": ("difference", "full"),
    "phase2_head": ("always", "trump_led"),
    "deal_packet": (3, 4, 5),
    "check_seven_nines": (0, 5, 10),
    "check_game": (5, 10),
    "partner_rule": ("first_played", "first_clockwise"),
}


@dataclass(frozen=True)
class RuleSet:
    """Every option of RULES.md sections 2-9. Points are full scale."""

    # --- players and deck -------------------------------------------------
    variant: str = "partnership"
    style: str = "auction"  # "classic" is two-handed with a stock
    num_players: int = 4
    #: the sides, as tuples of seats; partners sit opposite.
    sides: tuple[tuple[int, ...], ...] = ((0, 2), (1, 3))
    deck: str = "single"
    hand_size: int = 12
    widow_size: int = 0
    #: "shown": turned up for all then taken; "blind": taken unseen;
    #: "kitty": the bidder gives one card to each player.
    widow_mode: str = "none"
    #: seats left of the dealer that sit a hand out (4 or 5 at a 3-player auction)
    sit_out: int = 0
    # --- deal ---------------------------------------------------------------
    deal_packet: int = 3
    misdeal_nines: bool = False
    misdeal_conditions: tuple[str, ...] = ("5_nines",)
    max_redeals: int | None = 3
    # --- auction ------------------------------------------------------------
    min_bid: int = 250
    bid_increment: int = 10
    increment_threshold: int | None = None
    increment_above: int = 50
    max_bid: int = 2500
    jump_bids: bool = True
    first_bidder_must_open: bool = False
    must_open_with_meld: bool = False
    all_pass: str = "redeal"
    stuck_bid: int | None = None
    trump_requires: str = "none"
    #: five-handed: after trump the bidder names a card; its holder is the
    #: bidder's secret partner for the hand, everyone else plays against them
    call_partner: bool = False
    #: which holder of a called card that exists twice is the partner: the
    #: first to play it, or the first holder clockwise from the bidder
    partner_rule: str = "first_played"
    # --- passing ------------------------------------------------------------
    pass_count: int = 0
    pass_mode: str = "partner_first"
    # --- meld ---------------------------------------------------------------
    meld_values: MeldTable = SINGLE_DECK_MELDS
    run_counts_marriage: bool = False
    roundhouse_bonus: bool = False
    marriages_trump_only: bool = False
    #: racehorse: four of a run, royal marriage or pinochle wins the game
    quadruple_wins_game: bool = False
    # --- play ---------------------------------------------------------------
    must_trump: bool = True
    head_rule: str = "always"
    first_lead_trump: bool = False
    # --- counting and scoring ------------------------------------------------
    count_method: int = 2
    last_trick_bonus: int = 10
    display_simplified: bool = False
    save_meld: str = "one_trick"
    save_meld_points: int = 200
    min_meld_on_board: int = 200
    bidder_min_trick_points: int = 0
    allow_concede: bool = True
    forced_concede_over_max: bool = False
    concede_unseen_at_min: bool = False
    # --- shoot the moon, pinochling ----------------------------------------
    shoot_the_moon: bool = False
    moon_reward: str = "win_game"
    moon_points: int = 1000
    moon_fixed: int = 250
    moon_penalty: int = 1000
    pinochling: bool = False
    # --- check pinochle's ledger (RULES.md section 10) ----------------------
    check_ledger: bool = False
    check_double_marriage: bool = True
    check_double_pinochle: bool = True
    check_double_around: bool = True
    #: checks for being dealt seven nines (0: no such check)
    check_seven_nines: int = 0
    #: a bidder who played the hand out and lost pays one more check
    check_played_and_lost: bool = False
    #: checks for winning the game
    check_game: int = 5
    # --- end of game --------------------------------------------------------
    target_score: int = 1500
    tie_rule: str = "bidder_wins"
    extend_by: int = 250
    bid_out_only: bool = False
    slide_out: bool = False
    slide_out_sets: int = 3
    # --- classic two-handed -------------------------------------------------
    upgrade_scoring: str = "difference"
    last_draw_choice: bool = False
    phase2_head: str = "always"
    round_counts: bool = False
    dealer_dix_bonus: int = 10
    # --- metadata -----------------------------------------------------------
    extra: tuple[tuple[str, str], ...] = field(default=())

    # -- derived values ---------------------------------------------------------
    @property
    def deck_size(self) -> int:
        return deck_size(self.deck)

    @property
    def active_players(self) -> int:
        """How many seats receive cards in a hand."""
        return self.num_players - self.sit_out

    @property
    def counter_values(self) -> tuple[int, int, int, int, int, int]:
        return COUNT_VALUES[self.count_method]

    @property
    def total_trick_points(self) -> int:
        """Counters in the deck plus the last-trick bonus (250 on 48 cards)."""
        values = self.counter_values
        copies = self.deck_size // (24 if self.deck in ("single", "double_with_nines") else 20)
        return sum(values) * 4 * copies + self.last_trick_bonus

    def meld_value(self, kind: str, copies: int) -> int:
        """Value of ``copies`` simultaneous copies of meld ``kind`` (0 for 0 copies)."""
        if copies <= 0:
            return 0
        values = _meld_lookup(self.meld_values).get(kind)
        if values is None:
            return 0
        if copies <= 4:
            return values[copies - 1]
        return values[3] + (copies - 4) * values[0]

    def side_of(self, seat: int) -> int:
        for index, side in enumerate(self.sides):
            if seat in side:
                return index
        raise ValueError(f"seat {seat} is on no side")

    def partners_of(self, seat: int) -> tuple[int, ...]:
        return tuple(s for s in self.sides[self.side_of(seat)] if s != seat)

    def validate(self) -> list[str]:
        """Contradictions in plain words; an empty list means the rules are usable."""
        return validate_rules(self)

    # -- serialisation ------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "meld_values":
                value = {k: list(v) for k, v in value}
            elif f.name == "sides":
                value = [list(s) for s in value]
            elif f.name in ("misdeal_conditions",):
                value = list(value)
            elif f.name == "extra":
                value = dict(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from a dict; unknown keys are an error, missing keys take defaults."""
        if not isinstance(data, dict):
            raise ValueError("the rules must be a JSON object")
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        kwargs: dict[str, Any] = {}
        for name, value in data.items():
            kwargs[name] = _coerce(name, value, getattr(cls(), name))
        rules = cls(**kwargs)
        return rules

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RuleSet:
        return cls.from_dict(json.loads(text))

    def with_option(self, name: str, text: str) -> RuleSet:
        """Set one option from text (``key=value`` on a command line)."""
        known = {f.name for f in fields(self)}
        if name not in known:
            raise ValueError(f"unknown rule option {name!r}")
        default = getattr(self, name)
        value: Any
        if isinstance(default, bool):
            low = text.strip().lower()
            if low not in ("1", "0", "true", "false", "yes", "no", "on", "off"):
                raise ValueError(f"{name} takes true or false, not {text!r}")
            value = low in ("1", "true", "yes", "on")
        elif name in ("max_redeals", "increment_threshold", "stuck_bid"):
            value = None if text.strip().lower() in ("none", "unlimited", "") else int(text)
        elif isinstance(default, int):
            value = int(text)
        elif name == "misdeal_conditions":
            value = tuple(x for x in text.replace("+", ",").split(",") if x)
        elif name == "sides":
            value = tuple(tuple(int(s) for s in side.split("-")) for side in text.split(","))
        elif isinstance(default, str):
            value = text
        else:
            value = json.loads(text)
            value = _coerce(name, value, default)
        return dataclasses.replace(self, **{name: value})


def ledger_applies(rules: RuleSet) -> bool:
    """Checks are paid between players who play alone, in an auction game
    (the check ledger, :mod:`ledger`; here because :func:`validate_rules` asks)."""
    return rules.style == "auction" and all(len(side) == 1 for side in rules.sides)


def validate_rules(rules: RuleSet) -> list[str]:
    """Contradictions in plain words: :meth:`RuleSet.validate`.

    This is the single source of those messages: the rules dialog shows them
    and keeps OK disabled until the list is empty.
    """
    problems: list[str] = []
    add = problems.append
    for name, allowed in CHOICES.items():
        value = getattr(rules, name)
        if value not in allowed:
            shown = ", ".join(str(a) for a in allowed)
            add(f"'{value}' is not a choice for {name.replace('_', ' ')} (choose {shown}).")
    if problems:
        return problems

    seats = sorted(s for side in rules.sides for s in side)
    if seats != list(range(rules.num_players)):
        add(
            f"The sides must seat each of the {rules.num_players} players exactly once "
            f"(they seat {seats})."
        )
    if rules.num_players < 2 or rules.num_players > 8:
        add("A table has between 2 and 8 players.")
    if not 0 <= rules.sit_out < rules.num_players - 1:
        add("At least two players must play each hand.")
    dealt = rules.active_players * rules.hand_size + rules.widow_size
    if rules.style == "auction" and dealt != deck_size(rules.deck):
        widow = f" and a widow of {rules.widow_size}" if rules.widow_size else ""
        add(
            f"{rules.active_players} hands of {rules.hand_size} cards{widow} use {dealt} "
            f"cards, but the {rules.deck} deck has {deck_size(rules.deck)}."
        )
    if rules.style == "classic":
        if rules.num_players != 2 or rules.deck != "single":
            add("Classic two-handed pinochle is for 2 players with a 48-card deck.")
        if rules.hand_size != 12:
            add("Classic two-handed pinochle deals 12 cards each.")
    if rules.quadruple_wins_game and deck_copies(rules.deck) < 4:
        add(
            f"A quadruple meld cannot be held with the {rules.deck} deck "
            f"({deck_size(rules.deck)} cards): it needs four copies of each card."
        )
    if rules.check_ledger and not ledger_applies(rules):
        add(
            "The check ledger is for auction games where everyone plays alone "
            "(three-handed, cutthroat): checks are paid between single players."
        )
    if rules.call_partner:
        if rules.style != "auction" or any(len(side) != 1 for side in rules.sides):
            add(
                "Calling a partner is for auction games where everyone keeps a score "
                "of their own (five-handed): the partner changes with every hand."
            )
        if rules.active_players < 3:
            add("Calling a partner needs at least three players in each hand.")
        if rules.pass_count:
            add("Passing cards needs a known partner, but a called partner is secret.")
    if rules.misdeal_nines:
        if not deck_has_nines(rules.deck):
            add(
                f"Misdeal on nines needs nines in the deck, and the {rules.deck} deck "
                f"({deck_size(rules.deck)} cards) has none."
            )
        if not rules.misdeal_conditions:
            add("Misdeal on nines is on but no qualifying hand is chosen.")
        bad = [c for c in rules.misdeal_conditions if c not in MISDEAL_CONDITIONS]
        if bad:
            add(f"Unknown misdeal condition(s): {', '.join(bad)}.")
    if rules.max_redeals is not None and rules.max_redeals < 0:
        add("The redeal limit cannot be negative.")
    if rules.display_simplified:
        if rules.count_method in (1, 2):
            add(
                "Simplified display drops the trailing zero, but classic counts "
                f"(method {rules.count_method}) give points that are not multiples of 10: "
                "use count method 3 or 4."
            )
        odd = [k for k, values in rules.meld_values for v in values if v % 10]
        if odd:
            add(f"Simplified display needs meld values in tens ({', '.join(sorted(set(odd)))}).")
        if rules.last_trick_bonus % 10:
            add("Simplified display needs a last-trick bonus in tens.")
    if rules.pass_count:
        if any(len(side) != 2 for side in rules.sides):
            add(
                "Passing cards is for partnership games (two partners per side); "
                "this game has no partner to pass to."
            )
        if rules.style == "classic":
            add("Classic two-handed pinochle has no passing.")
        if rules.pass_count >= rules.hand_size:
            add("Cannot pass as many cards as a hand holds.")
    if rules.style == "auction":
        if rules.min_bid <= 0:
            add("The minimum bid must be above zero.")
        if rules.bid_increment <= 0:
            add("The bid increment must be above zero.")
        if rules.max_bid < rules.min_bid:
            add("The highest allowed bid is below the minimum bid.")
        if rules.widow_mode == "none" and rules.widow_size:
            add("A widow size is set but the widow is off.")
        if rules.widow_mode != "none" and not rules.widow_size:
            add("The widow is on but holds no cards.")
        if rules.widow_mode == "kitty" and rules.widow_size != rules.active_players:
            add(
                f"A kitty gives one card to each player, so it must hold "
                f"{rules.active_players} cards, not {rules.widow_size}."
            )
        if rules.stuck_bid is not None and rules.all_pass != "dealer_stuck":
            add("A stuck-dealer bid is set but 'all pass' redeals.")
        if rules.concede_unseen_at_min and not rules.widow_size:
            add("Conceding without looking at the widow needs a widow.")
    else:
        if rules.shoot_the_moon:
            add("Shoot the moon needs an auction; classic two-handed has none.")
        if rules.widow_size:
            add("Classic two-handed pinochle has a stock, not a widow.")
    if rules.moon_points < 0 or rules.moon_penalty < 0 or rules.moon_fixed < 0:
        add("Moon rewards and penalties are entered as positive numbers.")
    if rules.target_score <= 0:
        add("The target score must be above zero.")
    if rules.extend_by <= 0 and rules.tie_rule == "extend":
        add("Extending the target needs a positive step.")
    if rules.slide_out and rules.slide_out_sets < 1:
        add("Slide-out needs the opponents to fail at least one bid.")
    if rules.save_meld == "counters" and rules.save_meld_points <= 0:
        add("Saving meld with counters needs a positive number of trick points.")
    if any(v < 0 for _, values in rules.meld_values for v in values):
        add("Meld values cannot be negative.")
    return problems


@lru_cache(maxsize=128)
def _meld_lookup(table: MeldTable) -> dict[str, tuple[int, int, int, int]]:
    return dict(table)


def _coerce(name: str, value: Any, default: Any) -> Any:
    """Turn JSON values back into the dataclass field types, checking them."""
    if name == "meld_values":
        if not isinstance(value, dict):
            raise ValueError("meld_values must be an object of meld name to values")
        table = []
        for kind in MELD_KINDS:
            raw = value.get(kind, dict(default).get(kind))
            if not isinstance(raw, list | tuple) or len(raw) != 4:
                raise ValueError(f"meld value for {kind} must be four numbers")
            table.append((kind, tuple(_int(name, v) for v in raw)))
        return tuple(table)
    if name == "sides":
        if not isinstance(value, list):
            raise ValueError("sides must be a list of seat lists")
        return tuple(tuple(_int(name, s) for s in side) for side in value)
    if name == "misdeal_conditions":
        if not isinstance(value, list):
            raise ValueError("misdeal_conditions must be a list")
        return tuple(str(v) for v in value)
    if name == "extra":
        if not isinstance(value, dict):
            raise ValueError("extra must be an object")
        return tuple(sorted((str(k), str(v)) for k, v in value.items()))
    if value is None:
        if name in ("max_redeals", "increment_threshold", "stuck_bid"):
            return None
        raise ValueError(f"{name} may not be empty")
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false")
        return value
    if isinstance(default, int) or name in ("max_redeals", "increment_threshold", "stuck_bid"):
        return _int(name, value)
    if isinstance(default, str):
        if not isinstance(value, str):
            raise ValueError(f"{name} must be text")
        return value
    return value


def _int(name: str, value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number")
    if abs(value) > 10**9:
        raise ValueError(f"{name} is out of range")
    return value
