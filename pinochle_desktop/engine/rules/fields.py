# ruff: noqa: RUF009 (the fields' defaults, made by _opt, are all immutable values)
"""The rule options: every house rule as a declared parameter with a default, and
the values that follow from them.

:class:`RuleFields` declares each option once, with its words, choices and
bounds in :class:`.limits.OptionInfo` (``option_info(name)``); where an option
applies is in :mod:`.applicability`, what contradicts what in :mod:`.validation`,
and :class:`.ruleset.RuleSet` adds validation and the dict form to these fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from functools import lru_cache
from typing import Any, get_args

from ..cards import deck_size
from .choices import (
    COUNT_VALUES,
    MISDEAL_CONDITIONS,
    SCARNE_BANDS,
    SINGLE_DECK_MELDS,
    AllPass,
    Deck,
    HeadRule,
    KittyPayout,
    MeldTable,
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
from .limits import (
    MAX_BID_STEPS,
    MAX_MELD_VALUE,
    MAX_NOTE_NAME,
    MAX_OPTION_TEXT,
    MAX_SEATS,
    MAX_STAKES_BANDS,
    MAX_STAKES_VALUE,
    OptionInfo,
)
from .values import total_trick_points


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
class RuleFields:
    """Every option of RULES.md sections 2-12 and what follows from them. Points are
    full scale. :class:`.ruleset.RuleSet` is the value people use.

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
        "the minimum bid up).",
        minimum=0, maximum=100_000,
    )
    jump_bids: bool = _opt(True, "A bid may skip ahead instead of going up by one step.")
    first_bidder_must_open: bool = _opt(False, "The player left of the dealer may not pass first.")
    must_open_with_meld: bool = _opt(False, "A player holding meld may not pass before a bid.")
    forced_open_at_min: bool = _opt(
        False, "The forced opener (first_bidder_must_open) bids the minimum and nothing else "
        "(racehorse, seeds 000/002: \"automatically bidding 500\").",
    )
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
        "(the usual rule: the bidder asks for a card in the trump suit).",
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
    only_bidder_melds: bool = _opt(False, "Only the bidder melds (as when playing for stakes).")
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
        "Double deck: the bidding side plays the hand only with at least "
        "near_bid_meld in meld between partners and its meld within near_bid_gap of the "
        "bid; otherwise it must concede.",
    )
    near_bid_meld: int = _opt(
        200, "The least meld the bidding side needs to play the hand (meld_near_bid; "
        "20 on the simplified scale).", minimum=0, maximum=10_000,
    )
    near_bid_gap: int = _opt(
        500, "How far the bidding side's meld may be below the bid to play the hand "
        "(meld_near_bid; 50 on the simplified scale).", minimum=0, maximum=100_000,
    )
    under_the_gun_bid: int | None = _opt(
        None, "Three-handed: a player forced to open the bidding (under the "
        "gun) may open as low as this, below the minimum bid; every other bid is at least "
        "the minimum (None: no under-the-gun bids).", minimum=1, maximum=20_000,
    )
    misbid_meld: int = _opt(
        0, "Mis-bid: a side that bid must hold this much meld between its "
        "players, or its contract is void (0: no such rule; often 200, which is 20 on the "
        "simplified scale).",
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



#: each field's :class:`OptionInfo`, in field order
OPTION_INFO: dict[str, OptionInfo] = {f.name: f.metadata["option"] for f in fields(RuleFields)}

#: the allowed values of every single-valued option with a fixed set of choices
#: (from the fields' metadata; misdeal_conditions lists its element choices there)
CHOICES: dict[str, tuple[Any, ...]] = {
    name: info.choices
    for name, info in OPTION_INFO.items()
    if info.choices and not isinstance(RuleFields.__dataclass_fields__[name].default, tuple)
}


def option_info(name: str) -> OptionInfo:
    """The documentation, choices and range of the RuleSet field ``name`` (KeyError if none)."""
    return OPTION_INFO[name]


def ledger_applies(rules: RuleFields) -> bool:
    """Checks are paid between players who play alone, in an auction game
    (the check ledger, :mod:`..states.ledger`, and playing for stakes)."""
    return rules.style == "auction" and all(len(side) == 1 for side in rules.sides)


def bid_step_count(rules: RuleFields) -> int:
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
    "OPTION_INFO",
    "RuleFields",
    "bid_step_count",
    "ledger_applies",
    "option_info",
]
