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
from ..words import asked_of_opponent, describe_choice, is_you, units_words

translate = QCoreApplication.translate


def _mid(name: str) -> str:
    """A name inside a sentence (``you``, not ``You``)."""
    return translate("Stakes", "you", "a name inside a sentence") if is_you(name) else name


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
        title = translate("Stakes", "{bidder} bid {contract} and will play it: concede it or "
                          "defend?").format(bidder=bidder, contract=f"{contract:,}")
        note = translate("Stakes", "Conceding pays {bidder} {units} now, as if the contract "
                         "were made (it is made without play only if every opponent "
                         "concedes); defending plays it out, and if {bidder} is set, {payer} "
                         "pays you twice that.").format(bidder=bidder, units=value,
                                                        payer=_mid(bidder))
        return title, note
    meld = (obs.melds[obs.seat] or {}).get("total", 0) if obs.seat < len(obs.melds) else 0
    title = translate("Stakes", "Your contract is {contract}: play, claim, concede or "
                      "re-arrange?").format(contract=f"{contract:,}")
    parts = [translate("Stakes", "Your meld is {meld}; the bid is worth {units} from each of "
                       "the {others} others.").format(meld=meld, units=value, others=others)]
    legal = {a.kind for a in obs.legal_actions}
    if "claim" in legal:
        parts.append(translate("Stakes",
                               "Your meld makes the bid: claim it and be paid without play."))
    if "concede" in legal:
        parts.append(translate("Stakes", "Conceding (single bete) pays {units} to each player "
                               "and the kitty; playing and losing (double bete) pays twice "
                               "that.").format(units=value))
    if "rearrange" in legal:
        parts.append(translate("Stakes", "Re-arranging takes the buried cards back to name "
                               "trump, meld and bury again."))
    return title, " ".join(parts)


def widow_words(obs: Observation) -> tuple[str, str]:
    """(title, note) of the forced bidder's question before the widow (seed 004: "He
    pays three units to the kitty (but nothing to his opponents)")."""
    value = units_words(stake_of(obs))
    return (translate("Stakes", "Throw in without seeing the widow?"),
            translate("Stakes", "You were forced to open at {contract}. Throw in now and pay "
                      "{units} to the kitty alone, or turn up the widow and play (conceding "
                      "after that pays {units} to each player and the kitty).").format(
                contract=obs.contract, units=value))


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
        if settlement == "made":
            how = translate("Stakes", "{bidder} made {contract}")
        elif settlement == "claimed":
            how = translate("Stakes", "{bidder} claimed {contract}")
        else:
            how = translate("Stakes", "{bidder} won {contract} unplayed (conceded)")
        how = how.format(bidder=who, contract=contract)
        if kitty_in < 0:
            return translate("Stakes", "{how}: {units} from each player, and {kitty} from the "
                             "kitty").format(how=how, units=stake,
                                             kitty=units_words(-kitty_in))
        return translate("Stakes", "{how}: {units} from each player").format(how=how,
                                                                             units=stake)
    if settlement == "thrown_in":
        return translate("Stakes", "{bidder} threw in {contract} unseen: {units} to the "
                         "kitty").format(bidder=who, contract=contract, units=stake)
    if settlement == "single_bete":
        head = translate("Stakes", "{bidder} conceded {contract} (single bete)")
    elif is_you(who):
        head = translate("Stakes", "{bidder} were set on {contract} (double bete)",
                         "you were set")
    else:
        head = translate("Stakes", "{bidder} was set on {contract} (double bete)")
    return translate("Stakes", "{how}: {units} to each player and the kitty").format(
        how=head.format(bidder=who, contract=contract), units=stake)


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
            parts.append(translate("Stakes", "{bidder}: meld {meld} + counters {counters} = "
                                   "{total}, needing {contract}.").format(
                bidder=names[r.bidder], meld=meld[side], counters=points[side],
                total=meld[side] + points[side], contract=r.contract))
    if r.kitty is not None:
        parts.append(translate("Stakes", "The kitty holds {units}.").format(
            units=units_words(r.kitty)))
    return " ".join(parts)


#: the summary table's columns in a stakes game (units, with the kitty as a last row)
def summary_headers() -> list[str]:
    return [translate("Stakes", "Player"), translate("Stakes", "Meld"),
            translate("Stakes", "Counters"), translate("Stakes", "This hand"),
            translate("Stakes", "Units")]


def summary_rows(summary: HandResult | dict[str, Any], names: list[str]) -> list[list[str]]:
    """One row per player (units won or paid this hand, units after it), then the kitty."""
    r = HandResult.of(summary)
    melds = r.kept_meld
    points = r.points or []
    deltas = r.deltas or []
    scores = r.scores or []
    rows: list[list[str]] = []
    for seat, name in enumerate(names):
        rows.append([
            translate("Stakes", "{name} (bidder)").format(name=name) if seat == r.bidder
            else name,
            str(melds[seat]) if seat < len(melds) and seat == r.bidder else "",
            str(points[seat]) if seat < len(points) else "",
            f"{deltas[seat]:+d}" if seat < len(deltas) else "",
            str(scores[seat]) if seat < len(scores) else "",
        ])
    rows.append([translate("Stakes", "Kitty"), "", "", f"{r.kitty_delta or 0:+d}",
                 str(r.kitty or 0)])
    return rows


def choice_label(action: Action, obs: Observation) -> str:
    """A decision's button before the first lead, with what it costs in units."""
    label = describe_choice(action, obs)
    value = units_words(stake_of(obs))
    if action.kind == "concede":
        label = translate("Stakes", "{action} (−{units} each)").format(action=label,
                                                                      units=value)
    elif action.kind == "concede_unseen":
        label = translate("Stakes", "Throw in unseen (−{units} to the kitty)").format(
            units=value)
    elif action.kind == "concede_contract":
        label = translate("Stakes", "{action} (−{units})").format(action=label, units=value)
    return label


def table_name() -> str:
    """The accessible name of the summary's table in a stakes game."""
    return translate("Stakes", "Units this hand")


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
