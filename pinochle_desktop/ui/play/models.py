"""Table models over plain game data: the score sheet, the trick log and the bid history.

Thin adapters (the PySide6 ``editabletreemodel`` example): each holds a list of
plain rows built from the engine's history or the viewer's observation, and
brackets changes with ``beginInsertRows``/``endInsertRows`` (or a reset when a
different game is shown) so views keep their scroll position.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from ...engine import Action, Observation
from ...engine.result import HandResult
from ..words import SUIT_SYMBOLS, card_label, describe_action, settlement_word, signed_cell

translate = QCoreApplication.translate

Index = QModelIndex | QPersistentModelIndex
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_CENTER = Qt.AlignmentFlag.AlignCenter


class _RowsModel(QAbstractTableModel):
    """Rows of display strings under fixed headers; rows are only ever appended or reset."""

    def __init__(self) -> None:
        super().__init__()
        self.headers: list[str] = []
        self.rows: list[list[str]] = []
        self.numeric_from = 1

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.headers)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if index.column() >= self.numeric_from else None
        return None

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return self.headers[section] if section < len(self.headers) else None
        return str(section + 1)

    def _set(self, headers: list[str], rows: list[list[str]]) -> None:
        """Append new rows if the old ones are a prefix, otherwise reset."""
        if headers == self.headers and rows[: len(self.rows)] == self.rows:
            if len(rows) > len(self.rows):
                self.beginInsertRows(QModelIndex(), len(self.rows), len(rows) - 1)
                self.rows = rows
                self.endInsertRows()
            return
        self.beginResetModel()
        self.headers = headers
        self.rows = rows
        self.endResetModel()


class ScoreSheetModel(_RowsModel):
    """One row per finished hand: bidder, bid, trump, result, then each side's figures."""

    def __init__(self) -> None:
        super().__init__()
        self.summaries: list[HandResult] = []
        self.numeric_from = 2

    def set_history(self, history: list[HandResult] | list[dict[str, Any]], seat_names: list[str],
                    side_names: list[str]) -> None:
        headers = [translate("ScoreSheet", "Hand"), translate("ScoreSheet", "Bidder"),
                   translate("ScoreSheet", "Bid", "the contract"),
                   translate("ScoreSheet", "Trump"), translate("ScoreSheet", "Result")]
        results = [HandResult.of(s) for s in history]
        if any(r.is_stakes for r in results):
            # the auction for stakes: the ledger of units per player, and the kitty
            for name in side_names:
                headers += [translate("ScoreSheet", "{name}: units").format(name=name),
                            translate("ScoreSheet", "total")]
            headers.append(translate("ScoreSheet", "Kitty"))
            self.summaries = results
            self._set(headers, [self.stakes_row(r, seat_names, len(side_names))
                                for r in results])
            return
        ledger = any(r.check_totals is not None for r in results)
        for name in side_names:
            headers += [translate("ScoreSheet", "{name}: meld").format(name=name),
                        translate("ScoreSheet", "counters"), translate("ScoreSheet", "hand"),
                        translate("ScoreSheet", "total")]
            if ledger:
                headers.append(translate("ScoreSheet", "checks"))
        self.summaries = results
        rows = [self.row_for(s, seat_names, len(side_names)) for s in self.summaries]
        self._set(headers, rows)

    @staticmethod
    def row_for(summary: HandResult | dict[str, Any], seat_names: list[str],
                sides: int) -> list[str]:
        r = HandResult.of(summary)
        bidder = r.bidder
        row = [
            str(r.hand + 1),
            seat_names[bidder] if bidder is not None else "—",
            str(r.contract) if r.contract is not None else "—",
            SUIT_SYMBOLS.get(str(r.trump), "—"),
            result_word(r),
        ]
        melds = r.kept_meld
        points = r.points or []
        deltas = r.deltas or []
        scores = r.scores or []
        checks = r.check_totals
        for side in range(sides):
            row += [_at(melds, side), _at(points, side), signed_cell(deltas, side),
                    _at(scores, side)]
            if checks is not None:  # check pinochle: the ledger after this hand
                row.append(signed_cell(checks, side))
        return row


    @staticmethod
    def stakes_row(summary: HandResult | dict[str, Any], seat_names: list[str],
                   sides: int) -> list[str]:
        """A stakes hand: how it was settled, each player's units this hand and after it,
        then the kitty after it (with what went in or out)."""
        r = HandResult.of(summary)
        row = [
            str(r.hand + 1),
            seat_names[r.bidder] if r.bidder is not None else "—",
            str(r.contract) if r.contract is not None else "—",
            SUIT_SYMBOLS.get(str(r.trump), "—"),
            result_word(r),
        ]
        deltas = r.deltas or []
        scores = r.scores or []
        for side in range(sides):
            row += [signed_cell(deltas, side), _at(scores, side)]
        kitty_delta = r.kitty_delta or 0
        row.append(f"{r.kitty or 0} ({kitty_delta:+d})" if kitty_delta else str(r.kitty or 0))
        return row


def result_word(summary: HandResult | dict[str, Any]) -> str:
    r = HandResult.of(summary)
    if r.bidder is None:
        return "—"
    if r.is_stakes:
        return settlement_word(r.settlement)
    if r.conceded:
        return translate("ScoreSheet", "Conceded")
    if r.moon:
        return translate("ScoreSheet", "Moon made") if r.made \
            else translate("ScoreSheet", "Moon failed")
    return translate("ScoreSheet", "Made") if r.made else translate("ScoreSheet", "Set")


def _at(values: list[int], i: int) -> str:
    return str(values[i]) if i < len(values) else ""


class TrickLogModel(_RowsModel):
    """This hand's finished tricks: who led, each seat's card, who won."""

    def set_observation(self, obs: Observation, seat_names: list[str]) -> None:
        headers = [translate("ScoreSheet", "Led by"), *seat_names,
                   translate("ScoreSheet", "Won by")]
        rows: list[list[str]] = []
        for leader, cards, winner in obs.tricks:
            played = dict(cards)
            rows.append([
                seat_names[leader],
                *[card_label(played[s].code) if s in played else "" for s in
                  range(len(seat_names))],
                seat_names[winner],
            ])
        self.numeric_from = len(headers)
        self._set(headers, rows)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role == Qt.ItemDataRole.TextAlignmentRole and index.isValid():
            return _CENTER
        return super().data(index, role)


class BidHistoryModel(_RowsModel):
    """This hand's auction, bid by bid."""

    def set_observation(self, obs: Observation, seat_names: list[str]) -> None:
        passed = describe_action(Action("pass"))
        rows = [[seat_names[seat], passed if amount is None else str(amount)]
                for seat, amount in obs.bids]
        self._set([translate("ScoreSheet", "Player"),
                   translate("ScoreSheet", "Bid", "the contract")], rows)
