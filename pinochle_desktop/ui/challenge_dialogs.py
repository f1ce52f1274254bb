"""The challenge's two dialogs: choosing a series, and a deal's results beside the Expert's.

:class:`ChallengeSetupDialog` asks for the game, the series number (random, or a
friend's), how many deals and the level of the computer players around you.
:class:`ChallengeResultsDialog` shows, after each deal, your result and the
Expert's side by side, the difference, where the two lines of play parted, and
every deal of the series so far with its running total.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..ai.challenge import EXPERT_KIND, MAX_DEALS, MAX_SERIES, DealOutcome, Parting
from ..engine import Action
from ..engine.result import net_points
from ..engine.rules.presets import PRESET_NAMES, preset
from ..storage.challenges import DealScore, SeriesRecord
from .announce import Announcer, spoken_cards
from .play.config import available_levels, default_level, title_of
from .words import describe_action, level_name, suit_label

translate = QCoreApplication.translate

#: deals a series has unless the person asks for another number
DEFAULT_DEALS = 12


@dataclass
class ChallengePlan:
    """A series to play: the game, its number, its length, who sits around you."""

    variant: str
    series: int
    deals: int = DEFAULT_DEALS
    #: the level of every computer player at the table (partners and opponents)
    level: str = "standard"
    #: your seat
    seat: int = 0
    #: the Expert that plays your seat in the replays
    expert: str = EXPERT_KIND

    def kinds(self) -> list[str | None]:
        """The player kind at each seat (None: you). An Expert at the table plays as
        the challenge's Expert does: without a clock, so the same series plays the same."""
        n = preset(self.variant).num_players
        kind = self.expert if self.level == "expert" else self.level
        return [None if s == self.seat else kind for s in range(n)]


def plan_of(record: SeriesRecord) -> ChallengePlan:
    """The plan that plays the series ``record`` (to continue it where it stopped)."""
    kind = next((k for k in record.levels if k is not None), "standard")
    return ChallengePlan(variant=record.variant, series=record.series, deals=record.deals,
                         level="expert" if kind == record.expert else kind, seat=record.seat,
                         expert=record.expert)


def new_series_number(rng: random.Random | None = None) -> int:
    """A series number to offer: random, short enough to read out to a friend."""
    return (rng or random.SystemRandom()).randrange(1, MAX_SERIES)


class ChallengeSetupDialog(QDialog):
    """Game > Challenge the Expert: which series to play."""

    def __init__(self, variant: str, level: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("challenge_setup")
        self.setWindowTitle(translate("Challenge", "Challenge the Expert"))
        layout = QVBoxLayout(self)
        intro = QLabel(translate(
            "Challenge", "Play a series of deals; after each one the Expert plays the very "
            "same cards in your seat, with the same partners and opponents, and you see both "
            "results side by side. Give a friend the series number to play the same deals. Each "
            "game is played by its standard rules (not your house rules), and a card cannot be "
            "taken back."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        form = QFormLayout()
        self.variant_combo = QComboBox()
        for name in PRESET_NAMES:
            self.variant_combo.addItem(title_of(name), name)
        index = self.variant_combo.findData(variant)
        self.variant_combo.setCurrentIndex(max(0, index))
        self.variant_combo.setAccessibleName(translate("Challenge", "Game"))
        form.addRow(self._buddy(translate("Challenge", "&Game:"), self.variant_combo),
                    self.variant_combo)
        self.series_spin = QSpinBox()
        self.series_spin.setRange(1, MAX_SERIES - 1)
        self.series_spin.setValue(new_series_number())
        self.series_spin.setAccessibleName(translate("Challenge", "Series number"))
        self.series_spin.setToolTip(translate(
            "Challenge", "The same number deals the same cards: enter a friend's number to "
            "play their series."))
        form.addRow(self._buddy(translate("Challenge", "Series &number:"), self.series_spin),
                    self.series_spin)
        self.deals_spin = QSpinBox()
        self.deals_spin.setRange(1, MAX_DEALS)
        self.deals_spin.setValue(DEFAULT_DEALS)
        self.deals_spin.setAccessibleName(translate("Challenge", "Deals"))
        form.addRow(self._buddy(translate("Challenge", "&Deals:"), self.deals_spin),
                    self.deals_spin)
        self.level_combo = QComboBox()
        for name in available_levels():
            self.level_combo.addItem(level_name(name), name)
        index = self.level_combo.findData(level or default_level())
        self.level_combo.setCurrentIndex(max(0, index))
        self.level_combo.setAccessibleName(translate("Challenge", "Partners and opponents"))
        form.addRow(self._buddy(translate("Challenge", "&Partners and opponents:"),
                                self.level_combo), self.level_combo)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.addButton(translate("Challenge", "&Start the Series"),
                                              QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.start_button.setDefault(True)  # once in the dialog: Return starts the series
        self.variant_combo.setFocus()

    @staticmethod
    def _buddy(text: str, widget: QWidget) -> QLabel:
        label = QLabel(text)
        label.setBuddy(widget)
        return label

    def plan(self) -> ChallengePlan:
        return ChallengePlan(variant=str(self.variant_combo.currentData()),
                             series=self.series_spin.value(), deals=self.deals_spin.value(),
                             level=str(self.level_combo.currentData()))


# -- the results -------------------------------------------------------------------------

def points(value: float) -> str:
    """Points as shown: whole numbers plain, halves (three sides' means) with one decimal."""
    return f"{value:+.0f}" if float(value).is_integer() else f"{value:+.1f}"


def contract_words(result: DealOutcome) -> str:
    """Who bought the hand, at what, in which suit, and whether it was made."""
    if result.contract is None or result.bidder is None:
        if result.trump:
            return translate("Challenge", "Trump {suit}").format(suit=suit_label(result.trump))
        return translate("Challenge", "No contract")
    if result.bidder_side == result.side:
        text = (translate("Challenge", "Yours at {contract}, made") if result.made
                else translate("Challenge", "Yours at {contract}, set"))
    else:
        text = (translate("Challenge", "Theirs at {contract}, made") if result.made
                else translate("Challenge", "Theirs at {contract}, set"))
    text = text.format(contract=result.contract)
    if result.trump:
        text += translate("Challenge", " ({suit})", "after the contract: its trump").format(
            suit=suit_label(result.trump))
    return text


def difference_words(difference: float) -> str:
    if difference > 0:
        return translate("Challenge", "You did {points} points better than the Expert.").format(
            points=points(difference).lstrip("+"))
    if difference < 0:
        return translate("Challenge", "The Expert did {points} points better than you.").format(
            points=points(-difference).lstrip("+"))
    return translate("Challenge", "You and the Expert came out the same.")


def parting_words(parting: Parting | None, seat: int) -> str:
    """Where your line of play and the Expert's went apart, in a sentence."""
    if parting is None:
        return translate("Challenge", "You and the Expert played exactly the same cards.")
    if parting.seat != seat:
        return translate("Challenge", "The other players' moves went apart first, at move "
                         "{number}.").format(number=parting.index + 1)

    def said(text: str | None) -> str:
        return describe_action(Action.parse(text)) if text else "—"

    if parting.trick is not None:
        where = translate("Challenge", "in trick {trick}").format(trick=parting.trick)
    elif parting.phase == "bid":
        where = translate("Challenge", "in the bidding")
    else:
        where = translate("Challenge", "before the play")
    return translate("Challenge", "The lines parted {where}: you chose “{yours}”, the Expert "
                     "chose “{theirs}”.").format(where=where, yours=said(parting.first),
                                                   theirs=said(parting.second))


def _item(text: str) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    item.setData(Qt.ItemDataRole.AccessibleTextRole, spoken_cards(text))  # suits in words
    return item


def _table(name: str, columns: Sequence[str]) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setTabKeyNavigation(False)
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    table.setAccessibleName(name)
    return table


class ChallengeResultsDialog(QDialog):
    """A deal's two results, their difference, where the lines parted, and the series.

    In a series only its two buttons close it (Esc does not stop a series by accident):
    Next Deal (or Finish) accepts, Stop the Series emits ``stopped``."""

    #: the person stopped the series here
    stopped = Signal()

    def __init__(self, parent: QWidget | None = None, *, last: bool = False,
                 in_series: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("challenge_results")
        self.setWindowTitle(translate("Challenge", "Challenge the Expert: Results"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("challenge_heading")
        font = self.heading.font()
        font.setBold(True)
        self.heading.setFont(font)
        layout.addWidget(self.heading)
        self.compare = _table(translate("Challenge", "Your result and the Expert's"),
                              [translate("Challenge", "You"),
                               translate("Challenge", "The Expert")])
        self.compare.setRowCount(4)
        self.compare.setVerticalHeaderLabels([
            translate("Challenge", "Contract"), translate("Challenge", "Your side"),
            translate("Challenge", "Opponents"), translate("Challenge", "Net points")])
        rows = self.compare.verticalHeader().defaultSectionSize() * 4 + 4
        self.compare.setFixedHeight(rows + self.compare.horizontalHeader().sizeHint().height()
                                    + 2 * self.compare.frameWidth() + 2)
        layout.addWidget(self.compare)
        self.difference = QLabel()
        self.difference.setObjectName("challenge_difference")
        self.difference.setWordWrap(True)
        layout.addWidget(self.difference)
        self.parted = QLabel()
        self.parted.setObjectName("challenge_parted")
        self.parted.setWordWrap(True)
        layout.addWidget(self.parted)
        self.series_table = _table(translate("Challenge", "The series so far"), [
            translate("Challenge", "Deal"), translate("Challenge", "You"),
            translate("Challenge", "The Expert"), translate("Challenge", "Difference")])
        self.series_table.verticalHeader().setVisible(False)
        self.series_table.setVisible(in_series)
        layout.addWidget(self.series_table)
        self.total = QLabel()
        self.total.setObjectName("challenge_total")
        self.total.setVisible(in_series)
        layout.addWidget(self.total)
        buttons = QDialogButtonBox()
        if in_series:
            self.next_button: QPushButton = buttons.addButton(
                translate("Challenge", "&Finish") if last else
                translate("Challenge", "&Next Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
            self.stop_button: QPushButton | None = buttons.addButton(
                translate("Challenge", "&Stop the Series"), QDialogButtonBox.ButtonRole.ActionRole)
            self.stop_button.clicked.connect(self._stop)
        else:
            self.next_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
            self.stop_button = None
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.next_button.setDefault(True)
        self.next_button.setEnabled(False)
        self._in_series = in_series
        self._yours: DealOutcome | None = None
        #: says each result as it comes in (the Expert's arrives while the dialog is open)
        self.announcer = Announcer(self, self)

    def _stop(self) -> None:
        self.stopped.emit()
        self.done(QDialog.DialogCode.Rejected.value)

    def reject(self) -> None:
        """Esc and the window's close button: nothing in a series (its buttons decide)."""
        if not self._in_series:
            super().reject()

    def show_yours(self, heading: str, yours: DealOutcome) -> None:
        """Your result now; the Expert's column says it is still playing."""
        self._yours = yours
        self.heading.setText(heading)
        self._column(0, yours)
        waiting = translate("Challenge", "playing…")
        for row in range(4):
            self.compare.setItem(row, 1, _item(waiting))
        self.difference.setText(translate("Challenge", "The Expert is playing the same deal "
                                          "in your seat…"))
        self.parted.setText("")
        self.parted.setAccessibleName("")
        self._describe()

    def show_expert(self, expert: DealOutcome, parting: Parting | None) -> None:
        assert self._yours is not None
        self._column(1, expert)
        self.difference.setText(difference_words(self._yours.net - expert.net))
        self.parted.setText(parting_words(parting, self._yours.seat))
        self.parted.setAccessibleName(spoken_cards(self.parted.text()))  # cards in words
        self.next_button.setEnabled(True)
        self.next_button.setFocus()
        self._describe()
        self.announcer.say(" ".join((self.difference.text(), self.parted.text())))

    def show_failure(self, message: str) -> None:
        self.difference.setText(message)
        self.next_button.setEnabled(True)
        self._describe()

    def show_series(self, side: int, scores: Sequence[DealScore], planned: int) -> None:
        table = self.series_table
        table.setRowCount(len(scores))
        total = 0.0
        for row, score in enumerate(scores):
            difference = score.difference(side)
            total += difference
            for column, text in enumerate((
                    str(score.deal + 1), points(net_points(score.yours, side)),
                    points(net_points(score.expert, side)), points(difference))):
                table.setItem(row, column, _item(text))
        if len(scores) >= planned:
            text = translate("Challenge", "Series finished: {deals} deals, {total} points "
                             "against the Expert.")
        else:
            text = translate("Challenge", "Series so far: {deals} of {planned} deals, {total} "
                             "points against the Expert.")
        self.total.setText(text.format(deals=len(scores), planned=planned, total=points(total)))
        self._describe()

    def _column(self, column: int, result: DealOutcome) -> None:
        own = result.deltas[result.side]
        others = [d for i, d in enumerate(result.deltas) if i != result.side]
        for row, text in enumerate((contract_words(result), str(own),
                                    " / ".join(str(d) for d in others), points(result.net))):
            self.compare.setItem(row, column, _item(text))

    def _describe(self) -> None:
        """What a screen reader says when the dialog opens: the whole result in words."""
        parts = [self.heading.text(), self.difference.text(), self.parted.text()]
        if self.total.isVisible() or not self.total.isHidden():
            parts.append(self.total.text())
        self.setAccessibleDescription(spoken_cards(" ".join(p for p in parts if p)))

    def summary(self) -> str:
        return self.accessibleDescription()
