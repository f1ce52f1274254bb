"""The Expert's options: one frozen record, each option with its default, a line
saying what it does and the values it takes.

``ExpertPlayer(seed, ExpertOptions(samples=128))`` uses it, the registry reads
the names, types and defaults from it to parse ``expert/samples=128/z=0``, and
the search chunks carry it to the worker processes (it pickles). Values out of
range are refused with a sentence (``ValueError``) when the record is made.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from ..search.rollout import DEFAULT_POLICY

#: the decisions option ``own`` can hand back to the Expert
OWN_PHASES = frozenset({"bid", "trump", "pass", "bury", "declare", "misdeal", "widow", "kitty"})
#: the playout policies by name (``rollout.policy_named``; "expert" is the older
#: full-sight policy in ``rollout.py``)
POLICIES = ("pro", "standard", "expert")


def option(default: Any, doc: str, *, low: float | None = None, high: float | None = None,
           choices: tuple[str, ...] = ()) -> Any:
    """A field of :class:`ExpertOptions`: its default, what it does, and its bounds
    (``low``/``high``, inclusive) or the words it takes (``choices``)."""
    return field(default=default,
                 metadata={"doc": doc, "low": low, "high": high, "choices": choices})


@dataclass(frozen=True)
class ExpertOptions:
    """Everything that sets how the Expert searches (defaults: the shipped Expert)."""

    samples: int = option(384, "sampled deals per card decision (and declare playouts)",
                          low=1)
    bid_samples: int = option(192, "simulated deals per auction decision", low=1)
    #: None: min(2, CPUs), decided by the player
    workers: int | None = option(
        None, "search processes; 0 keeps the search in the calling process", low=0)
    max_seconds: float = option(0.45, "card-search deadline per chunk (0: none)", low=0)
    make_threshold: float = option(
        0.75, "share of simulated deals the willing bid must be reached in", low=0, high=1)
    partner_raise_margin: int = option(
        60, "extra points needed to bid over one's own partner (without partner_model)")
    #: "bid as a partnership"
    partner_model: bool = option(
        True, "over a partner's bid, bid only when the side scores more with us declaring "
        "(the partner passing to us) than with the partner declaring (our pass to it; its "
        "hand read from its bids)")
    partner_margin: int = option(
        10, "with partner_model: points a deal our declaring must gain over the partner's",
        low=0)
    z: float = option(
        1.0, "standard errors by which a card must beat the policy's favourite", low=0)
    #: measured: TD over 9D at +2.0 +/- 0.64 on 384 deals of which 24 differed;
    #: a second sample of 768 gave +0.03
    min_differ: int = option(
        48, "a card ahead of the policy's on fewer deals that differ than this must "
        "hold its lead on a second sample (0: off)", low=0)
    policy: str = option(DEFAULT_POLICY, "card-play playout policy", choices=POLICIES)
    #: the 75% rule and the contract-aware trump were calibrated with
    #: Standard-rule playouts; with Pro's leads the simulated totals run higher
    #: and the Expert was set more often than Pro (89 of 1,076 contracts against 48 of 924)
    bid_policy: str = option("standard", "playout policy of the auction simulations",
                             choices=POLICIES)
    #: "auto": search in partnership games and games with a widow (three-handed:
    #: +5 points per deal over Pro's decisions, docs/ai.md); Pro's in classic
    #: two-handed, cutthroat, and five-handed until the seat can tell the teams
    auction: str = option(
        "auto", "auction decisions: auto, search (its own), pro (Pro's), ev (bid while "
        "holding the contract is worth more than defending)",
        choices=("auto", "search", "pro", "ev"))
    #: 192 bid samples instead of 48 (with the trump on 4 x 48) made the auction
    #: less noisy: +5 points per deal on the same 300 deals
    trump_scale: int = option(
        1, "the trump choice simulates this many times bid_samples (1: the auction's deals)",
        low=1)
    shape_tries: int = option(
        12, "redraws of a sampled deal whose bidder is short in trump (0: no inference)", low=0)
    play: str = option("search", "card play: search, or pro (Pro's, to measure the auction "
                       "alone)", choices=("search", "pro"))
    #: 12 in three-handed measured no better than 9
    endgame: int = option(
        0, "exact solve from this many cards left in all hands (0: the table size's default)",
        low=0)
    leaf: int = option(
        0, "playouts stop at this many cards left and the rest is solved exactly (0: off)",
        low=0)
    settle: float = option(
        0.0, "stop sampling once every other card is this many standard errors behind "
        "(0: off)", low=0)
    meld: int = option(
        1, "deal no seat a card that would have made it show more meld (0: off)", low=0)
    read_pass: bool = option(
        True, "deal no passer a card its passing list ranks ahead of a card it passed")
    infer: int = option(
        8, "opponent model: each sampled deal kept from this many drawn (0: off)", low=0)
    infer_eps: float = option(
        0.1, "opponent model: weight per play Standard's rules would not have made",
        low=0, high=1)
    give: str = option(
        "own", "the pass: own (scored: meld kept, trumps and aces, voids) or pro (Pro's "
        "passing lists, the pass the auction simulations and pass reading assume)",
        choices=("own", "pro"))
    #: a 3-card pass adds about +81 meld on average to the declaring side
    model_pass: bool = option(
        True, "auction simulations play the pass after trump (tables with pass_count)")
    read_bids: int = option(
        8, "auction deals drawn per deal kept, weighted by the bids so far (0: off)", low=0)
    #: off: over 120 games it won 64 against 70 without it (docs/ai.md)
    game: int = option(
        0, "near the end of a game, play for the chance of winning it (0: for points)", low=0)
    own: str = option(
        "", "phases joined by '+' the Expert decides itself where the auction mode leaves "
        "them to Pro")

    def __post_init__(self) -> None:
        for f in dataclasses.fields(self):
            check(f.name, getattr(self, f.name), f.metadata)
        unknown = self.own_phases - OWN_PHASES
        if unknown:
            raise ValueError(
                f"Option own takes phases joined by '+' ({', '.join(sorted(OWN_PHASES))}), "
                f"not {'+'.join(sorted(unknown))!r}."
            )

    @property
    def own_phases(self) -> frozenset[str]:
        return frozenset(p for p in self.own.split("+") if p)


def check(name: str, value: Any, meta: Any) -> None:
    """Raise ``ValueError`` with a sentence if ``value`` is outside option ``name``'s range."""
    choices = meta.get("choices") or ()
    if choices and value not in choices:
        raise ValueError(
            f"Option {name} takes {', '.join(choices[:-1])} or {choices[-1]}, not {value!r}.")
    low, high = meta.get("low"), meta.get("high")
    if value is None or isinstance(value, str):
        return
    if low is not None and high is not None and not low <= value <= high:
        raise ValueError(f"Option {name} takes a number from {low:g} to {high:g}, not {value}.")
    if low is not None and value < low:
        raise ValueError(f"Option {name} takes a number of at least {low:g}, not {value}.")
    if high is not None and value > high:
        raise ValueError(f"Option {name} takes a number of at most {high:g}, not {value}.")
