# ruff: noqa: RUF009 (the fields' defaults, made by _opt, are all immutable values)
"""The rule set: every house-rule option as a declared parameter with a default.
Over 500 lines on purpose: besides the fields (their words, choices and bounds
in :class:`OptionInfo`) and the derived values, it holds :func:`validate_rules`,
which :meth:`RuleSet.validate` calls; in a module of its own, validation would
import this one and be imported by it (an import circle, which
``tests/test_layering.py`` refuses even when deferred). What the options choose
from is in :mod:`.choices`, the dict form with its version and migrations in
:mod:`.serialisation`; every name of both is re-exported here.

A :class:`RuleSet` is a frozen value. Presets are values too (see
:mod:`pinochle_desktop.engine.presets`); house rules are made with
``dataclasses.replace(rules, ...)``. Points are always full scale.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from itertools import pairwise
from typing import Any, get_args

from ..cards import deck_copies, deck_has_nines, deck_size
from ..text import QT_TRANSLATE_NOOP
from .choices import (
    COUNT_VALUES,
    DOUBLE_DECK_MELDS,
    MELD_KINDS,
    MISDEAL_CONDITIONS,
    RACEHORSE_MELDS,
    SCARNE_BANDS,
    SINGLE_DECK_MELDS,
    STAKES_SCALES,
    TWO_HANDED_MELDS,
    AllPass,
    Deck,
    HeadRule,
    KittyPayout,
    MeldTable,
    MisdealCondition,
    MoonReward,
    PartnerRule,
    PassMode,
    Phase2Head,
    RedealScope,
    SaveMeld,
    StakesBands,
    StakesScale,
    Style,
    TieRule,
    TrumpRequires,
    UpgradeScoring,
    WidowMode,
)
from .limits import EXCERPT, MAX_NOTE_NAME, OptionInfo, excerpt, limit_problems
from .serialisation import (
    RULES_MIGRATIONS,
    RULES_VERSION,
    VERSION_KEY,
    FutureRulesError,
    Migration,
    field_values,
    migrate_rules_dict,
    option_from_text,
    rules_to_dict,
)
from .values import total_trick_points

#: the most amounts a bid may name (min_bid, then each step up to max_bid): issue #24,
#: a max_bid of 100,000,000 made the bid grid (engine.deal.bid_grid) run for ever.
MAX_BID_STEPS = 2_000
#: the most seats at a table (num_players is 2 to this), so seats are 0 to MAX_SEATS - 1
MAX_SEATS = 8
#: the longest text of an option: the variant's name, a misdeal condition, a meld's name
MAX_OPTION_TEXT = 40
#: a meld value is from 0 to this
MAX_MELD_VALUE = 100_000
#: the most bands in a stakes table, and the most a number in it may be (a bid or units)
MAX_STAKES_BANDS = 40
MAX_STAKES_VALUE = 100_000


def _opt(
    default: Any,
    doc: str,
    *,
    choices: tuple[Any, ...] = (),
    minimum: int | None = None,
    maximum: int | None = None,
    max_items: int | None = None,
    max_text: int | None = None,
    item_range: tuple[int, int] | None = None,
    optional: bool = False,
) -> Any:
    low, high = item_range if item_range is not None else (None, None)
    info = OptionInfo(doc, choices, minimum, maximum, optional=optional or default is None,
                      max_items=max_items, max_text=max_text, item_minimum=low, item_maximum=high)
    return field(default=default, metadata={"option": info})


@dataclass(frozen=True)
class RuleSet:
    """Every option of RULES.md sections 2-9. Points are full scale.

    Each field documents itself: ``option_info(name)`` gives its words, choices and range.
    """

    # --- players and deck -------------------------------------------------
    variant: str = _opt("partnership", "The preset the rules start from (a name, not checked).",
                        max_text=MAX_OPTION_TEXT)
    style: Style = _opt(
        "auction", "Auction games, or classic two-handed with a stock.", choices=get_args(Style)
    )
    num_players: int = _opt(4, "Players at the table.", minimum=2, maximum=MAX_SEATS)
    sides: tuple[tuple[int, ...], ...] = _opt(
        ((0, 2), (1, 3)), "The sides, as tuples of seats; partners sit opposite.",
        max_items=MAX_SEATS, item_range=(0, MAX_SEATS - 1),
    )
    deck: Deck = _opt("single", "The cards in play.", choices=get_args(Deck))
    hand_size: int = _opt(12, "Cards dealt to each player.", minimum=1, maximum=60)
    widow_size: int = _opt(0, "Cards in the widow; the bidder buries as many.",
                           minimum=0, maximum=12)
    widow_mode: WidowMode = _opt(
        "none",
        "The widow: none; 'shown': turned up for all then taken; 'blind': taken "
        "unseen; 'kitty': the bidder gives one card to each player.",
        choices=get_args(WidowMode),
    )
    sit_out: int = _opt(
        0, "Seats left of the dealer that sit a hand out (4 or 5 at a 3-player auction).",
        minimum=0, maximum=6,
    )
    # --- deal ---------------------------------------------------------------
    deal_packet: int = _opt(3, "Cards per packet in the deal.", choices=(3, 4, 5))
    misdeal_nines: bool = _opt(False, "A player dealt too many nines may throw the hand in.")
    misdeal_conditions: tuple[str, ...] = _opt(
        ("5_nines",), "The hands that may be thrown in (any one qualifies).",
        choices=MISDEAL_CONDITIONS, max_items=10, max_text=MAX_OPTION_TEXT,
    )
    max_redeals: int | None = _opt(
        3, "Hands that may be thrown in, in one deal or in the game (redeal_limit_scope; "
        "None: unlimited).", minimum=0, maximum=50, optional=True,
    )
    redeal_limit_scope: RedealScope = _opt(
        "deal", "Whether max_redeals counts the redeals of each deal or of the whole game.",
        choices=get_args(RedealScope),
    )
    # --- auction ------------------------------------------------------------
    min_bid: int = _opt(250, "The lowest opening bid.", minimum=0, maximum=20_000)
    bid_increment: int = _opt(10, "Each bid beats the last by at least this.",
                              minimum=1, maximum=1_000)
    increment_threshold: int | None = _opt(
        None, "From this bid on, bids go up by increment_above (None: never).",
        minimum=0, maximum=50_000,
    )
    increment_above: int = _opt(50, "The bigger step from increment_threshold on.",
                                minimum=1, maximum=5_000)
    max_bid: int = _opt(
        2500,
        f"The highest bid (at most 100,000, and at most {MAX_BID_STEPS:,} amounts from "
        "the minimum bid up: issue #24).",
        minimum=0, maximum=100_000,
    )
    jump_bids: bool = _opt(True, "A bid may skip ahead instead of going up by one step.")
    first_bidder_must_open: bool = _opt(False, "The player left of the dealer may not pass first.")
    must_open_with_meld: bool = _opt(False, "A player holding meld may not pass before a bid.")
    all_pass: AllPass = _opt("redeal", "What happens when nobody bids.", choices=get_args(AllPass))
    stuck_bid: int | None = _opt(
        None, "A stuck dealer's contract (None: the minimum bid).", minimum=0, maximum=50_000
    )
    trump_requires: TrumpRequires = _opt(
        "none", "What the bid winner must hold in the suit named trump.",
        choices=get_args(TrumpRequires),
    )
    call_partner: bool = _opt(
        False,
        "Five-handed: after trump the bidder names a card; its holder is the bidder's "
        "secret partner for the hand, everyone else plays against them.",
    )
    partner_rule: PartnerRule = _opt(
        "first_played",
        "Which holder of a called card that exists twice is the partner: the first to "
        "play it, or the first holder clockwise from the bidder.",
        choices=get_args(PartnerRule),
    )
    call_any_card: bool = _opt(
        False,
        "Five-handed: the bidder may call any card, not only a card in the trump suit "
        "(seed 002: \"the bidder asks for a desired card in the trump suit\").",
    )
    # --- passing ------------------------------------------------------------
    pass_count: int = _opt(0, "Cards partner and bidder swap after trump.", choices=(0, 2, 3, 4))
    pass_mode: PassMode = _opt(
        "partner_first", "Whether the bidder sees the partner's cards before passing back.",
        choices=get_args(PassMode),
    )
    # --- meld ---------------------------------------------------------------
    meld_values: MeldTable = _opt(
        SINGLE_DECK_MELDS, "Meld values for 1, 2, 3 and 4 copies of each meld kind.",
        max_items=32, max_text=MAX_OPTION_TEXT, item_range=(0, MAX_MELD_VALUE),
    )
    run_counts_marriage: bool = _opt(False, "A run also scores its royal marriage.")
    roundhouse_bonus: bool = _opt(False, "K and Q in every suit score 250.")
    marriages_trump_only: bool = _opt(False, "Marriages outside trump score nothing.")
    quadruple_wins_game: bool = _opt(
        False, "Racehorse: four of a run, royal marriage or pinochle wins the game."
    )
    # --- play ---------------------------------------------------------------
    must_trump: bool = _opt(True, "A player void in the suit led must trump if able.")
    head_rule: HeadRule = _opt(
        "always", "When a player must beat the card winning the trick.",
        choices=get_args(HeadRule),
    )
    first_lead_trump: bool = _opt(False, "The bidder's first lead must be trump if held.")
    # --- counting and scoring ------------------------------------------------
    count_method: int = _opt(
        2, "What cards won in tricks are worth (see COUNT_VALUES).", choices=(1, 2, 3, 4)
    )
    last_trick_bonus: int = _opt(10, "Points for the last trick.", minimum=0, maximum=1_000)
    display_simplified: bool = _opt(False, "Scores are shown without the trailing zero.")
    save_meld: SaveMeld = _opt(
        "one_trick", "What a side must do in the play for its meld to count.",
        choices=get_args(SaveMeld),
    )
    save_meld_points: int = _opt(
        200, "Trick points that keep meld when save_meld is 'counters'.",
        minimum=0, maximum=10_000,
    )
    min_meld_on_board: int = _opt(200, "Least meld that counts.", minimum=0, maximum=10_000)
    bidder_min_trick_points: int = _opt(
        0, "The bidding side is set unless it takes this much in tricks.",
        minimum=0, maximum=10_000,
    )
    allow_concede: bool = _opt(True, "The bidder may concede before the first lead.")
    forced_concede_over_max: bool = _opt(False, "A bid no play can make must be conceded.")
    concede_unseen_at_min: bool = _opt(
        False, "A bidder forced in at the minimum may concede before seeing the widow."
    )
    # --- shoot the moon, pinochling ----------------------------------------
    shoot_the_moon: bool = _opt(False, "After meld the bidder may promise every trick.")
    moon_reward: MoonReward = _opt(
        "win_game", "What a kept moon promise earns.", choices=get_args(MoonReward)
    )
    moon_points: int = _opt(1000, "A moon's score when it scores points.",
                            minimum=0, maximum=100_000)
    moon_fixed: int = _opt(250, "A moon's score when it scores a fixed amount.",
                           minimum=0, maximum=100_000)
    moon_penalty: int = _opt(1000, "What a failed moon costs.", minimum=0, maximum=100_000)
    pinochling: bool = _opt(False, "A side taking every trick wins the game.")
    # --- check pinochle's ledger (RULES.md section 10) ----------------------
    check_ledger: bool = _opt(False, "Keep check pinochle's ledger beside the score.")
    check_double_marriage: bool = _opt(True, "A double marriage earns a check.")
    check_double_pinochle: bool = _opt(True, "A double pinochle earns a check.")
    check_double_around: bool = _opt(True, "A double around earns two checks.")
    check_seven_nines: int = _opt(
        0, "Checks for being dealt seven nines (0: no such check).", choices=(0, 5, 10)
    )
    check_played_and_lost: bool = _opt(
        False, "A bidder who played the hand out and lost pays one more check."
    )
    check_game: int = _opt(5, "Checks for winning the game.", choices=(5, 10))
    # --- the auction played for stakes (RULES.md section 11, seed 004) -------
    stakes: bool = _opt(
        False,
        "Play for stakes: each hand is paid off in units by the bid's band (made: every "
        "other player pays the bidder; conceded: single bete; played and lost: double "
        "bete), with a kitty; the units are the score. Before the first lead the bidder "
        "may claim a contract the meld makes, re-arrange (bury, meld and trump again) or "
        "concede, and the opponents may concede it.",
    )
    only_bidder_melds: bool = _opt(False, "Only the bidder melds (seed 004).")
    stakes_scale: StakesScale = _opt(
        "scarne", "The published scale of units per bid band, or 'custom' for a table of "
        "your own (stakes_bands).", choices=get_args(StakesScale),
    )
    stakes_bands: StakesBands = _opt(
        SCARNE_BANDS, "Units a bid is worth: (lowest bid of the band, units) pairs, lowest "
        "first; a bid is worth the highest band it reaches.",
        max_items=MAX_STAKES_BANDS, item_range=(0, MAX_STAKES_VALUE),
    )
    stakes_spades_double: bool = _opt(
        False, "A hand with spades trump pays double (a concession pays single)."
    )
    kitty_payout: KittyPayout = _opt(
        "made_bid", "When the kitty pays out: never; to a bidder who makes a bid of at least "
        "kitty_payout_bid (it pays like one more player, as far as it holds); or split "
        "evenly among the players when the game ends.", choices=get_args(KittyPayout),
    )
    kitty_payout_bid: int = _opt(
        350, "The least made bid the kitty pays (kitty_payout 'made_bid').",
        minimum=0, maximum=100_000,
    )
    stakes_rounds: int = _opt(
        4, "Rounds of deals in a stakes game (each player deals once a round); 0: play "
        "until the players stop.", minimum=0, maximum=1_000,
    )
    # --- more seed rules as options (RULES.md section 12) ---------------------
    meld_near_bid: bool = _opt(
        False,
        "Double deck (seed 000): the bidding side plays the hand only with at least "
        "near_bid_meld in meld between partners and its meld within near_bid_gap of the "
        "bid; otherwise it must concede.",
    )
    near_bid_meld: int = _opt(
        200, "The least meld the bidding side needs to play the hand (meld_near_bid; "
        "the seed's 20 on the simplified scale).", minimum=0, maximum=10_000,
    )
    near_bid_gap: int = _opt(
        500, "How far the bidding side's meld may be below the bid to play the hand "
        "(meld_near_bid; the seed's 50 on the simplified scale).", minimum=0, maximum=100_000,
    )
    under_the_gun_bid: int | None = _opt(
        None, "Three-handed (seed 002): a player forced to open the bidding (under the "
        "gun) may open as low as this, below the minimum bid; every other bid is at least "
        "the minimum (None: no under-the-gun bids).", minimum=1, maximum=20_000,
    )
    misbid_meld: int = _opt(
        0, "Mis-bid (seed 000): a side that bid must hold this much meld between its "
        "players, or its contract is void (0: no such rule; the seed's 20 or 200).",
        minimum=0, maximum=10_000,
    )
    misbid_penalty: bool = _opt(
        False, "A mis-bid side loses the amount of its contract; without the penalty it "
        "scores nothing for the hand.",
    )
    summed_bids: bool = _opt(
        False, "Partnership (seeds 000/002): each player bids once, individually; partners' "
        "bids are summed. The highest bid only decides trump; each side's sum is its "
        "contract, so either side can score or be set.",
    )
    hand_building: bool = _opt(
        False, "Two-handed auction (seeds 000/002): no cards are dealt. The players take "
        "turns drawing the top card of the face-down pile and keep it (the next card goes "
        "unseen to their discard pile) or reject it (it is discarded and the next card is "
        "kept) until the pile is gone; then they bid. Each discard pile's counters count "
        "for its owner at the end of the hand.",
    )
    building_discards_to_defender: bool = _opt(
        False, "Hand building (seeds 000/002, a variation 'to make it more difficult for "
        "the bid-winning player'): both discard piles count for the player who did not "
        "win the bid.",
    )
    # --- end of game --------------------------------------------------------
    target_score: int = _opt(1500, "The score that wins the game.", minimum=10, maximum=100_000)
    tie_rule: TieRule = _opt(
        "bidder_wins", "Who wins when several sides pass the target on one hand.",
        choices=get_args(TieRule),
    )
    extend_by: int = _opt(250, "How much the target rises on a tie (tie_rule 'extend').",
                          minimum=10, maximum=10_000)
    target_exceed: bool = _opt(
        False, "A score must exceed the target, not just reach it, to win."
    )
    bid_out_only: bool = _opt(False, "Only a bidder who makes the contract can go out.")
    slide_out: bool = _opt(False, "A side over the target wins once the others fail enough bids.")
    slide_out_sets: int = _opt(3, "Failed bids that allow a slide out.", minimum=1, maximum=50)
    # --- classic two-handed -------------------------------------------------
    upgrade_scoring: UpgradeScoring = _opt(
        "difference", "What a bigger meld reusing a smaller one's cards scores.",
        choices=get_args(UpgradeScoring),
    )
    last_draw_choice: bool = _opt(False, "The 12th trick's winner may take the turned-up trump.")
    phase2_head: Phase2Head = _opt(
        "always", "After the stock runs out, when a player must win the trick.",
        choices=get_args(Phase2Head),
    )
    round_counts: bool = _opt(False, "Counts ending in 7, 8 or 9 round up to the next ten.")
    dealer_dix_bonus: int = _opt(10, "The dealer's points when the turned-up card is a nine.",
                                 minimum=0, maximum=1_000)
    # --- metadata -----------------------------------------------------------
    extra: tuple[tuple[str, str], ...] = _opt(
        (), f"Notes kept with the rules (a name of at most {MAX_NOTE_NAME} characters, "
        "a text).", max_items=32, max_text=2_000,
    )

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
        return total_trick_points(self)

    def meld_value(self, kind: str, copies: int) -> int:
        """Value of ``copies`` simultaneous copies of meld ``kind`` (0 for 0 copies)."""
        if copies <= 0:
            return 0
        values = _meld_lookup(self.meld_values).get(kind)
        if values is None:
            return 0
        if copies <= 4:
            return values[copies - 1]
        # more copies than the table has columns (a 120-card deck holds six of each
        # card): seed 002 values five aces as "double aces and triple aces combined",
        # so the copies make the fewest melds of at most four, as even as possible
        groups = -(-copies // 4)
        size, bigger = divmod(copies, groups)
        points = (groups - bigger) * values[size - 1]
        return points + bigger * values[size] if bigger else points

    def stake_units(self, amount: int) -> int:
        """Units a bid of ``amount`` is worth (``stakes_bands``): the units of the
        highest band it reaches; 0 below the first band."""
        units = 0
        for low, value in self.stakes_bands:
            if amount < low:
                break
            units = value
        return units

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

    # -- serialisation (:mod:`.serialisation`) -------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return rules_to_dict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Build from a dict; unknown keys are an error, missing keys take defaults.

        A dict without ``rules_version`` is version 1; older versions are brought up
        to date by :data:`RULES_MIGRATIONS`, newer ones refused
        (:class:`FutureRulesError`).
        """
        return cls(**field_values(data, cls()))

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> RuleSet:
        return cls.from_dict(json.loads(text))

    def with_option(self, name: str, text: str) -> RuleSet:
        """Set one option from text (``key=value`` on a command line)."""
        return replace(self, **{name: option_from_text(self, name, text)})

#: each field's :class:`OptionInfo`, in field order
_INFO: dict[str, OptionInfo] = {f.name: f.metadata["option"] for f in fields(RuleSet)}

#: the allowed values of every single-valued option with a fixed set of choices
#: (from the fields' metadata; misdeal_conditions lists its element choices there)
CHOICES: dict[str, tuple[Any, ...]] = {
    name: info.choices
    for name, info in _INFO.items()
    if info.choices and not isinstance(RuleSet.__dataclass_fields__[name].default, tuple)
}


def option_info(name: str) -> OptionInfo:
    """The documentation, choices and range of the RuleSet field ``name`` (KeyError if none)."""
    return _INFO[name]


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
    # bounds first: nothing below is built from a value out of its range
    shape = [p for name, info in _INFO.items() if name not in _INT_NAMES
             for p in limit_problems(name, getattr(rules, name), info)]
    if shape:
        return shape
    for name in _INT_NAMES:
        problems += limit_problems(name, getattr(rules, name), _INFO[name])
    if any(_not_a_number(name, getattr(rules, name)) for name in _INT_NAMES):
        return problems  # a number that is not one: nothing more can be said
    for name, allowed in CHOICES.items():
        value = getattr(rules, name)
        if value not in allowed:
            shown = ", ".join(str(a) for a in allowed)
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "'{value}' is not a choice for {option} (choose {shown})."
            ).format(value=excerpt(value), option=name.replace("_", " "), shown=shown))
    if problems:
        return problems

    seats = sorted(s for side in rules.sides for s in side)
    # the sides hold at most 8 sides of 8 seats: compared without building range(num_players)
    if len(seats) != rules.num_players or seats != list(range(len(seats))):
        add(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The sides must seat each of the {num_players:,} players exactly once (they seat "
                "{seats})."
            ).format(num_players=rules.num_players, seats=excerpt(seats, EXCERPT))
        )
    if rules.num_players < 2 or rules.num_players > MAX_SEATS:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "A table has between 2 and {most} players."
        ).format(most=MAX_SEATS))
    if not 0 <= rules.sit_out < rules.num_players - 1:
        add(QT_TRANSLATE_NOOP("Rules", "At least two players must play each hand."))
    dealt = rules.active_players * rules.hand_size + rules.widow_size
    if rules.hand_building:  # as many cards discarded as kept
        dealt += rules.active_players * rules.hand_size
    if rules.style == "auction" and dealt != deck_size(rules.deck):
        if rules.widow_size:
            dealing = QT_TRANSLATE_NOOP(
                "Rules", "{hands} hands of {hand_size} cards and a widow of {widow_size} use "
                         "{dealt} cards, but the {deck} deck has {deck_size}.")
        else:
            dealing = QT_TRANSLATE_NOOP(
                "Rules", "{hands} hands of {hand_size} cards use {dealt} cards, but the {deck} "
                         "deck has {deck_size}.")
        add(dealing.format(hands=rules.active_players, hand_size=rules.hand_size,
                           widow_size=rules.widow_size, dealt=dealt, deck=rules.deck,
                           deck_size=deck_size(rules.deck)))
    if rules.style == "classic":
        if rules.num_players != 2 or rules.deck != "single":
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Classic two-handed pinochle is for 2 players with a 48-card deck."))
        if rules.hand_size != 12:
            add(QT_TRANSLATE_NOOP("Rules", "Classic two-handed pinochle deals 12 cards each."))
    if rules.quadruple_wins_game and deck_copies(rules.deck) < 4:
        add(
            QT_TRANSLATE_NOOP(
                "Rules",
                "A quadruple meld cannot be held with the {deck} deck ({deck_size} cards): it "
                "needs four copies of each card."
            ).format(deck=rules.deck, deck_size=deck_size(rules.deck))
        )
    if rules.check_ledger and not ledger_applies(rules):
        add(
            QT_TRANSLATE_NOOP(
                "Rules",
                "The check ledger is for auction games where everyone plays alone (three-handed, "
                "cutthroat): checks are paid between single players.")
        )
    if rules.stakes:
        problems += _stakes_problems(rules)
    if rules.summed_bids:
        problems += _summed_problems(rules)
    if rules.hand_building:
        problems += _building_problems(rules)
    elif rules.building_discards_to_defender:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The discard piles go to the player who did not bid only with hand building."))
    if rules.call_partner:
        if rules.style != "auction" or any(len(side) != 1 for side in rules.sides):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Calling a partner is for auction games where everyone keeps a score of "
                    "their own (five-handed): the partner changes with every hand.")
            )
        if rules.active_players < 3:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Calling a partner needs at least three players in each hand."))
        if rules.pass_count:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Passing cards needs a known partner, but a called partner is secret."))
    bad = [c for c in rules.misdeal_conditions if c not in MISDEAL_CONDITIONS]
    if bad:  # checked even with misdeal on nines off: they are kept and saved
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Unknown misdeal condition(s): {conditions}."
        ).format(conditions=excerpt(', '.join(bad))))
    if rules.misdeal_nines:
        if not deck_has_nines(rules.deck):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Misdeal on nines needs nines in the deck, and the {deck} deck ({deck_size} "
                    "cards) has none."
                ).format(deck=rules.deck, deck_size=deck_size(rules.deck))
            )
        if not rules.misdeal_conditions:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Misdeal on nines is on but no qualifying hand is chosen."))
    if rules.max_redeals is not None and rules.max_redeals < 0:
        add(QT_TRANSLATE_NOOP("Rules", "The redeal limit cannot be negative."))
    if rules.display_simplified:
        if rules.count_method in (1, 2):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Simplified display drops the trailing zero, but classic counts (method "
                    "{count_method}) give points that are not multiples of 10: use count method "
                    "3 or 4."
                ).format(count_method=rules.count_method)
            )
        odd = [k for k, values in rules.meld_values for v in values if v % 10]
        if odd:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Simplified display needs meld values in tens ({melds})."
            ).format(melds=excerpt(', '.join(sorted(set(odd))))))
        if rules.last_trick_bonus % 10:
            add(QT_TRANSLATE_NOOP("Rules", "Simplified display needs a last-trick bonus in tens."))
    if rules.pass_count:
        if any(len(side) != 2 for side in rules.sides):
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "Passing cards is for partnership games (two partners per side); this game "
                    "has no partner to pass to.")
            )
        if rules.style == "classic":
            add(QT_TRANSLATE_NOOP("Rules", "Classic two-handed pinochle has no passing."))
        if rules.pass_count >= rules.hand_size:
            add(QT_TRANSLATE_NOOP("Rules", "Cannot pass as many cards as a hand holds."))
    if rules.style == "auction":
        if rules.min_bid <= 0:
            add(QT_TRANSLATE_NOOP("Rules", "The minimum bid must be above zero."))
        if rules.bid_increment <= 0:
            add(QT_TRANSLATE_NOOP("Rules", "The bid increment must be above zero."))
        if rules.max_bid < rules.min_bid:
            add(QT_TRANSLATE_NOOP("Rules", "The highest allowed bid is below the minimum bid."))
        if rules.widow_mode == "none" and rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "A widow size is set but the widow is off."))
        if rules.widow_mode != "none" and not rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "The widow is on but holds no cards."))
        if rules.widow_mode == "kitty" and rules.widow_size != rules.active_players:
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "A kitty gives one card to each player, so it must hold {active_players} "
                    "cards, not {widow_size}."
                ).format(active_players=rules.active_players, widow_size=rules.widow_size)
            )
        if rules.stuck_bid is not None and rules.all_pass != "dealer_stuck":
            add(QT_TRANSLATE_NOOP("Rules", "A stuck-dealer bid is set but 'all pass' redeals."))
        if rules.concede_unseen_at_min and not rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "Conceding without looking at the widow needs a widow."))
        if rules.misbid_meld and rules.only_bidder_melds:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "A mis-bid is found in the bidding side's meld, but with 'only the bidder melds' "
                "the partners' meld is never shown: turn off one of them."))
        gun = rules.under_the_gun_bid
        if gun is not None:
            if not (rules.first_bidder_must_open or rules.must_open_with_meld):
                add(QT_TRANSLATE_NOOP(
                    "Rules",
                    "Under-the-gun bids are for a player forced to open, but neither 'the first "
                    "bidder must open' nor 'a player holding meld must open' is on."))
            if gun <= 0 or gun >= rules.min_bid:
                add(QT_TRANSLATE_NOOP(
                    "Rules",
                    "An under-the-gun bid opens below the minimum bid of {min_bid:,}, so it must "
                    "be from 1 to {highest:,}, not {gun:,}."
                ).format(min_bid=rules.min_bid, highest=rules.min_bid - 1, gun=gun))
    else:
        if rules.shoot_the_moon:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Shoot the moon needs an auction; classic two-handed has none."))
        if rules.misbid_meld:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "A mis-bid voids a bid's contract; classic two-handed has no auction."))
        if rules.meld_near_bid:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "The double-deck rule 'meld near the bid' needs a bid; classic two-handed has no "
                "auction."))
        if rules.widow_size:
            add(QT_TRANSLATE_NOOP("Rules", "Classic two-handed pinochle has a stock, not a widow."))
    if rules.moon_points < 0 or rules.moon_penalty < 0 or rules.moon_fixed < 0:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Moon rewards and penalties are entered as positive numbers."))
    if rules.target_score <= 0:
        add(QT_TRANSLATE_NOOP("Rules", "The target score must be above zero."))
    if rules.extend_by <= 0 and rules.tie_rule == "extend":
        add(QT_TRANSLATE_NOOP("Rules", "Extending the target needs a positive step."))
    if rules.slide_out and rules.slide_out_sets < 1:
        add(QT_TRANSLATE_NOOP("Rules", "Slide-out needs the opponents to fail at least one bid."))
    if rules.save_meld == "counters" and rules.save_meld_points <= 0:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Saving meld with counters needs a positive number of trick points."))
    if rules.style == "auction":
        steps = bid_step_count(rules)
        if steps > MAX_BID_STEPS:
            add(
                QT_TRANSLATE_NOOP(
                    "Rules",
                    "From the minimum bid to the highest bid there are {steps:,} bids to choose "
                    "from; at most {most:,} are allowed (raise the step or lower the "
                    "highest bid)."
                ).format(steps=steps, most=MAX_BID_STEPS)
            )
    return problems


def _building_problems(rules: RuleSet) -> list[str]:
    """What contradicts hand building (RULES.md sections 9 and 12), in words."""
    problems: list[str] = []
    add = problems.append
    if rules.style != "auction":
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Hand building is the two-handed auction game; classic two-handed deals its hands "
            "and draws from the stock after each trick."))
        return problems
    if rules.active_players != 2 or len(rules.sides) != 2:
        add(QT_TRANSLATE_NOOP("Rules", "Hand building is for two players, each playing alone."))
    if rules.widow_size:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Hand building leaves no widow: every card is drawn, kept or discarded."))
    for name, on in ((QT_TRANSLATE_NOOP("Rules", "stakes"), rules.stakes),
                     (QT_TRANSLATE_NOOP("Rules", "misdeal on nines"), rules.misdeal_nines),
                     (QT_TRANSLATE_NOOP("Rules", "the check ledger"), rules.check_ledger),
                     (QT_TRANSLATE_NOOP("Rules", "summed bids"), rules.summed_bids),
                     (QT_TRANSLATE_NOOP("Rules", "passing cards"), rules.pass_count)):
        if on:
            add(QT_TRANSLATE_NOOP(
                "Rules",
                "Hand building does not go with {name}: turn off one of them."
            ).format(name=name))
    return problems


def _summed_problems(rules: RuleSet) -> list[str]:
    """What contradicts summed bids (RULES.md section 12), in words naming both options."""
    problems: list[str] = []
    add = problems.append
    if rules.style != "auction":
        add(QT_TRANSLATE_NOOP("Rules", "Summed bids need an auction; classic two-handed has none."))
        return problems
    if any(len(side) < 2 for side in rules.sides) or rules.call_partner:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Summed bids add partners' bids together, so every side needs partners; with sides "
            "of one player (or a called partner, secret until played) there is nothing to sum."))
    if rules.stakes:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes settles one bidder's contract, but with summed bids every side "
            "holds a contract: turn off one of them."))
    if rules.shoot_the_moon:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Shoot the moon is the bidder's promise, but with summed bids both sides hold "
            "contracts and the hand is always played: turn off shoot the moon."))
    if rules.forced_concede_over_max:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Hopeless bids must be conceded, but with summed bids either side can score or be "
            "set and the hand is always played: turn off one of them."))
    if rules.meld_near_bid:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Meld near the bid decides whether the bidding side plays the hand, but with summed "
            "bids the hand is always played: turn off one of them."))
    if rules.under_the_gun_bid is not None:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Under-the-gun bids open a three-handed auction below the minimum, but with summed "
            "bids everyone bids once on their own: turn off one of them."))
    return problems


def _stakes_problems(rules: RuleSet) -> list[str]:
    """What contradicts playing for stakes (RULES.md section 11), in words naming
    both options."""
    problems: list[str] = []
    add = problems.append
    if not ledger_applies(rules):
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes needs an auction game where everyone plays alone (sides of one "
            "player): the bidder is paid by, or pays, every other player."))
    if rules.check_ledger:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes and the check ledger are two ledgers of payments; choose one of "
            "them."))
    if rules.call_partner:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes settles the bidder against every other player, so a called "
            "partner cannot share the contract: turn off calling a partner."))
    if rules.shoot_the_moon:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Shoot the moon scores points, but playing for stakes pays in units by the bid: turn "
            "off shoot the moon."))
    if rules.pinochling:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Pinochling wins the game, but playing for stakes has no winning score: turn off "
            "pinochling."))
    if rules.misbid_meld:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes settles a contract in units, made or bete; a mis-bid (meld "
            "behind a bid) voids it: turn off the mis-bid rule."))
    if rules.under_the_gun_bid is not None:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes pays a bid by its band from the minimum bid up (seed 004: \"the "
            "first bid which must be at least 300\"), so an under-the-gun bid below it is worth "
            "nothing: turn off under-the-gun bids."))
    bands = rules.stakes_bands
    if not bands:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Playing for stakes needs at least one band in the stakes bands."))
        return problems
    if any(not isinstance(b, tuple) or len(b) != 2 for b in bands):
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "Each of the stakes bands is a pair: the lowest bid of the band and its units."))
        return problems
    lows = [low for low, _ in bands]
    if any(b <= a for a, b in pairwise(lows)):
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The stakes bands must go up, each band starting above the one before ({lows})."
        ).format(lows=excerpt(lows, EXCERPT)))
    if lows[0] > rules.min_bid:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The stakes bands start at {first:,}, above the minimum bid of {min_bid:,}: every "
            "bid needs a value in the table (lower the first band or raise the minimum bid)."
        ).format(first=lows[0], min_bid=rules.min_bid))
    scale = rules.stakes_scale
    if scale != "custom" and STAKES_SCALES.get(scale) != bands:
        add(QT_TRANSLATE_NOOP(
            "Rules",
            "The stakes scale '{scale}' does not match the stakes bands entered: choose the "
            "'custom' scale to keep a table of your own."
        ).format(scale=scale))
    return problems


#: the whole-number options with a range
_INT_NAMES = frozenset(name for name, info in _INFO.items()
                       if info.minimum is not None and info.maximum is not None)


def _not_a_number(name: str, value: object) -> bool:
    if value is None:
        return not _INFO[name].optional
    return not isinstance(value, int)


def bid_step_count(rules: RuleSet) -> int:
    """How many amounts :func:`engine.deal.bid_grid` lists, counted without listing them."""
    low, high = rules.min_bid, rules.max_bid
    step, above = rules.bid_increment, rules.increment_above
    if high < low:
        return 0
    if step <= 0 or above <= 0:
        return high - low + 1  # no usable step: as bad as the smallest one
    threshold = rules.increment_threshold
    if threshold is None or threshold > high:
        return (high - low) // step + 1
    below = max(0, -(-(threshold - low) // step))  # amounts low + k * step under the threshold
    first = low + below * step
    return below + ((high - first) // above + 1 if first <= high else 0)


@lru_cache(maxsize=128)
def _meld_lookup(table: MeldTable) -> dict[str, tuple[int, int, int, int]]:
    return dict(table)



__all__ = [
    "CHOICES",
    "COUNT_VALUES",
    "DOUBLE_DECK_MELDS",
    "MAX_BID_STEPS",
    "MAX_MELD_VALUE",
    "MAX_OPTION_TEXT",
    "MAX_SEATS",
    "MAX_STAKES_BANDS",
    "MAX_STAKES_VALUE",
    "MELD_KINDS",
    "MISDEAL_CONDITIONS",
    "RACEHORSE_MELDS",
    "RULES_MIGRATIONS",
    "RULES_VERSION",
    "SINGLE_DECK_MELDS",
    "STAKES_SCALES",
    "TWO_HANDED_MELDS",
    "VERSION_KEY",
    "AllPass",
    "Deck",
    "FutureRulesError",
    "HeadRule",
    "KittyPayout",
    "MeldTable",
    "Migration",
    "MisdealCondition",
    "MoonReward",
    "OptionInfo",
    "PartnerRule",
    "PassMode",
    "Phase2Head",
    "RedealScope",
    "RuleSet",
    "SaveMeld",
    "StakesBands",
    "StakesScale",
    "Style",
    "TieRule",
    "TrumpRequires",
    "UpgradeScoring",
    "WidowMode",
    "bid_step_count",
    "ledger_applies",
    "migrate_rules_dict",
    "option_info",
    "validate_rules",
]
