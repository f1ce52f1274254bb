"""The auction played for stakes at the table (RULES.md section 11): the words of the
decisions before the first lead, of a hand's settlement in units, and the ledger.

Pure functions of an observation or a :class:`HandResult` (testable without a
window), and :func:`dress_panel`, which puts them on the floating panel the
action frame built (its declare prompt and its end-of-hand summary speak points;
a stakes hand is paid in units).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QPushButton, QTableWidgetItem

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


# -- the panel ---------------------------------------------------------------------------------


def dress_panel(panel: object, obs: Observation, names: list[str],
                summary: HandResult | None) -> None:
    """Put the stakes words on the panel the action frame built for ``obs``: the
    decision before the first lead (the bidder's or an opponent's) and the hand's
    settlement. Nothing is done outside a stakes game."""
    if panel is None or not obs.rules.stakes:
        return
    title = getattr(panel, "title", None)
    set_note = getattr(panel, "set_note", None)
    if obs.phase in ("declare", "widow") and title is not None and set_note is not None:
        head, note = decision_words(obs, names) if obs.phase == "declare" \
            else widow_words(obs)
        title.setText(head)
        set_note(note)
        buttons: dict[str, QPushButton] = getattr(panel, "buttons", {})
        for action_text, button in buttons.items():
            action = Action.parse(action_text)
            label = describe_choice(action, obs)
            value = units_words(stake_of(obs))
            if action.kind == "concede":
                label += _tr(" (−{0} each)").format(value)
            elif action.kind == "concede_unseen":
                label = _tr("Throw in unseen (−{0} to the kitty)").format(value)
            elif action.kind == "concede_contract":
                label += _tr(" (−{0})").format(value)
            button.setText(label)
            button.setAccessibleName(label)
        return
    table = getattr(panel, "table", None)
    if obs.phase in ("hand_over", "game_over") and summary is not None \
            and HandResult.of(summary).is_stakes and title is not None:
        if getattr(panel, "_stakes_dressed", False):
            return
        sentence = summary_title(summary, names)
        note = summary_note(summary, names)
        if obs.phase == "game_over":  # the title says who won; the hand goes in the note
            note = f"{sentence}. {note}"
        else:
            title.setText(sentence)
        if set_note is not None:
            set_note(note)
        if table is not None:
            _fill_table(table, summary_headers(), summary_rows(summary, names))
        setattr(panel, "_stakes_dressed", True)  # noqa: B010


def _fill_table(table: Any, headers: list[str], rows: list[list[str]]) -> None:
    table.clear()
    table.setColumnCount(len(headers))
    table.setRowCount(len(rows))
    table.setHorizontalHeaderLabels(headers)
    table.setAccessibleName(_tr("Units this hand"))
    for r, values in enumerate(rows):
        for c, value in enumerate(values):
            item = QTableWidgetItem(value)
            if c:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    fit = getattr(table.parent(), "_fit_rows", None)
    if callable(fit):
        fit(30)


__all__ = [
    "decision_words",
    "dress_panel",
    "settlement_sentence",
    "stake_of",
    "summary_headers",
    "summary_note",
    "summary_rows",
    "summary_title",
    "widow_words",
]
