"""The auction played for stakes (RULES.md section 11) in words: the decisions before
the first lead, a hand's settlement in units, and the summary table's rows.

Pure functions of an observation or a :class:`HandResult` (testable without a
window); the declare prompt (:mod:`.action`) and the end-of-hand summary
(:mod:`.summary`) build a stakes game's panel from them, since a stakes hand is
paid in units, not points.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ...engine import Action, Observation
from ...engine.result import HandResult
from ..words import asked_of_opponent, describe_choice, units_words

_CONTEXT = "Stakes"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _mid(name: str) -> str:
    return "you" if name == "You" else name


def _verb(name: str, singular: str, plural: str) -> str:
    return plural if name == "You" else singular


def stake_of(obs: Observation) -> int:
    """Units the contract is worth (its band), before spades or a double bete."""
    return obs.rules.stake_units(obs.contract or 0)


# -- the decisions before the first lead ---------------------------------------------------


def decision_words(obs: Observation, names: list[str]) -> tuple[str, str]:
    """(title, note) of the panel asking a stakes decision before the first lead:
    the bidder plays, claims, concedes or re-arranges; an opponent concedes or defends."""
    contract = obs.contract or 0
    value = units_words(stake_of(obs))
    others = obs.rules.num_players - 1
    if asked_of_opponent(obs):
        bidder = names[obs.bidder] if obs.bidder is not None else "—"
        title = _tr("{0} bid {1} and will play it: concede it or defend?").format(
            bidder, f"{contract:,}")
        note = _tr("Conceding pays {0} {1} now, as if the contract were made (it is made "
                   "without play only if every opponent concedes); defending plays it out, "
                   "and if {0} is set, {2} pays you twice that.").format(
            bidder, value, _mid(bidder))
        return title, note
    meld = (obs.melds[obs.seat] or {}).get("total", 0) if obs.seat < len(obs.melds) else 0
    title = _tr("Your contract is {0}: play, claim, concede or re-arrange?").format(
        f"{contract:,}")
    parts = [_tr("Your meld is {0}; the bid is worth {1} from each of the {2} others.").format(
        meld, value, others)]
    legal = {a.kind for a in obs.legal_actions}
    if "claim" in legal:
        parts.append(_tr("Your meld makes the bid: claim it and be paid without play."))
    if "concede" in legal:
        parts.append(_tr("Conceding (single bete) pays {0} to each player and the kitty; "
                         "playing and losing (double bete) pays twice that.").format(value))
    if "rearrange" in legal:
        parts.append(_tr("Re-arranging takes the buried cards back to name trump, meld and "
                         "bury again."))
    return title, " ".join(parts)


def widow_words(obs: Observation) -> tuple[str, str]:
    """(title, note) of the forced bidder's question before the widow (seed 004: "He
    pays three units to the kitty (but nothing to his opponents)")."""
    value = units_words(stake_of(obs))
    return (_tr("Throw in without seeing the widow?"),
            _tr("You were forced to open at {0}. Throw in now and pay {1} to the kitty "
                "alone, or turn up the widow and play (conceding after that pays {1} to "
                "each player and the kitty).").format(obs.contract, value))


# -- a hand's settlement ---------------------------------------------------------------------


def settlement_sentence(summary: HandResult | dict[str, Any], names: list[str]) -> str:
    """What was paid to whom: ``North made 350: 4 units from each player``."""
    r = HandResult.of(summary)
    if r.bidder is None or r.settlement is None:
        return ""
    who = names[r.bidder]
    contract = f"{r.contract or 0:,}"
    stake = units_words(r.stake or 0)
    settlement = r.settlement
    kitty_in = r.kitty_delta or 0
    if settlement in ("made", "claimed", "conceded_to"):
        how = {
            "made": _tr("{0} made {1}"),
            "claimed": _tr("{0} claimed {1}"),
            "conceded_to": _tr("{0} won {1} unplayed (conceded)"),
        }[settlement].format(who, contract)
        text = _tr("{0}: {1} from each player").format(how, stake)
        if kitty_in < 0:
            text += _tr(", and {0} from the kitty").format(units_words(-kitty_in))
        return text
    if settlement == "thrown_in":
        return _tr("{0} threw in {1} unseen: {2} to the kitty").format(who, contract, stake)
    how = _tr("{0} conceded {1} (single bete)") if settlement == "single_bete" \
        else _tr("{0} {1} set on {2} (double bete)")
    if settlement == "single_bete":
        head = how.format(who, contract)
    else:
        head = how.format(who, _verb(who, "was", "were"), contract)
    return _tr("{0}: {1} to each player and the kitty").format(head, stake)


def summary_title(summary: HandResult | dict[str, Any], names: list[str]) -> str:
    return settlement_sentence(summary, names)


def summary_note(summary: HandResult | dict[str, Any], names: list[str]) -> str:
    """The bidder's meld and counters against the bid, and the kitty after the hand."""
    r = HandResult.of(summary)
    parts: list[str] = []
    if r.bidder is not None and r.settlement in ("made", "double_bete"):
        meld = r.kept_meld
        points = r.points or []
        side = r.bidding_side if r.bidding_side is not None else r.bidder
        if side < len(meld) and side < len(points):
            parts.append(_tr("{0}: meld {1} + counters {2} = {3}, needing {4}.").format(
                names[r.bidder], meld[side], points[side], meld[side] + points[side],
                r.contract))
    if r.kitty is not None:
        parts.append(_tr("The kitty holds {0}.").format(units_words(r.kitty)))
    return " ".join(parts)


#: the summary table's columns in a stakes game (units, with the kitty as a last row)
def summary_headers() -> list[str]:
    return [_tr("Player"), _tr("Meld"), _tr("Counters"), _tr("This hand"), _tr("Units")]


def summary_rows(summary: HandResult | dict[str, Any], names: list[str]) -> list[list[str]]:
    """One row per player (units won or paid this hand, units after it), then the kitty."""
    r = HandResult.of(summary)
    melds = r.kept_meld
    points = r.points or []
    deltas = r.deltas or []
    scores = r.scores or []
    rows: list[list[str]] = []
    for seat, name in enumerate(names):
        mark = _tr(" (bidder)") if seat == r.bidder else ""
        rows.append([
            name + mark,
            str(melds[seat]) if seat < len(melds) and seat == r.bidder else "",
            str(points[seat]) if seat < len(points) else "",
            f"{deltas[seat]:+d}" if seat < len(deltas) else "",
            str(scores[seat]) if seat < len(scores) else "",
        ])
    rows.append([_tr("Kitty"), "", "", f"{r.kitty_delta or 0:+d}", str(r.kitty or 0)])
    return rows


def choice_label(action: Action, obs: Observation) -> str:
    """A decision's button before the first lead, with what it costs in units."""
    label = describe_choice(action, obs)
    value = units_words(stake_of(obs))
    if action.kind == "concede":
        label += _tr(" (−{0} each)").format(value)
    elif action.kind == "concede_unseen":
        label = _tr("Throw in unseen (−{0} to the kitty)").format(value)
    elif action.kind == "concede_contract":
        label += _tr(" (−{0})").format(value)
    return label


def table_name() -> str:
    """The accessible name of the summary's table in a stakes game."""
    return _tr("Units this hand")


__all__ = [
    "choice_label",
    "decision_words",
    "settlement_sentence",
    "stake_of",
    "summary_headers",
    "summary_note",
    "summary_rows",
    "summary_title",
    "table_name",
    "widow_words",
]
