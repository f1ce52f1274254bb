"""The review window's replay: a hand face up on the table, stepped through.

``ReplayPanel(scene)`` shows the position after any move of a
:class:`~.hand_replay.HandReplay`: a line about the hand, the table, the step
controls (first, back, forward, last, a slider, "trick N, Go") and the tabs
below it with the list of moves and the tricks with their points (the review
window adds its analysis as a further tab). Nothing is shown until
:meth:`show_hand`; :meth:`show_nothing` clears it. A trick that cannot be
shown is reported through ``problem(message)``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListView,
    QPushButton,
    QSlider,
    QSpinBox,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import State
from ...storage import HandRecord
from ..words import level_name
from .hand_replay import HandReplay, snapshot
from .history_models import StepListModel, TrickTableModel
from .replay_scene import ReplayScene, ReplayView

translate = QCoreApplication.translate


def _nav(text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
    """A step button: an arrow for a face, its words for the tooltip and screen readers."""
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setAccessibleName(tip)
    button.setFixedWidth(40)
    button.clicked.connect(slot)
    return button


class ReplayPanel(QWidget):
    """The table, its step controls and the moves and tricks of the hand shown."""

    #: (message) a request could not be met (a trick the hand does not have)
    problem = Signal(str)

    def __init__(self, scene: ReplayScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.replay: HandReplay | None = None
        self.current_step = 0
        self.step_model = StepListModel()
        self.trick_model = TrickTableModel()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.info_label = QLabel("")
        self.info_label.setWordWrap(True)
        layout.addWidget(self.info_label)
        self.view = ReplayView(self.scene)
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.addWidget(self.view, 1)
        table_layout.addLayout(self._build_controls())
        self.tabs = QTabWidget()
        self.step_view = QListView()
        self.step_view.setModel(self.step_model)
        self.step_view.setAccessibleName(translate("Review", "Moves of the hand"))
        self.step_view.clicked.connect(lambda index: self.step_to(index.row()))
        self.tabs.addTab(self.step_view, translate("Review", "Moves"))
        self.trick_view = QTableView()
        self.trick_view.setModel(self.trick_model)
        self.trick_view.setAccessibleName(translate("Review", "Tricks of the hand"))
        self.trick_view.verticalHeader().hide()
        self.trick_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.trick_view.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.trick_view.horizontalHeader().setStretchLastSection(True)
        self.trick_view.clicked.connect(lambda index: self.jump_to_trick(index.row() + 1))
        self.tabs.addTab(self.trick_view, translate("Review", "Tricks"))
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(table)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 1)
        split.setSizes([600, 270])
        split.setChildrenCollapsible(False)
        layout.addWidget(split, 1)

    def _build_controls(self) -> QVBoxLayout:
        """The step buttons and the slider; under them the move shown and the jump to a
        trick (two rows, so the panel fits beside the list on a small screen)."""
        rows = QVBoxLayout()
        row = QHBoxLayout()
        rows.addLayout(row)
        self.first_button = _nav("|◀", translate("Review", "Back to the deal (Home)"),
                                 lambda: self.step_to(0))
        self.back_button = _nav("◀", translate("Review", "One move back (Left arrow)"),
                                self.step_back)
        self.forward_button = _nav("▶", translate("Review", "One move forward (Right arrow)"),
                                   self.step_forward)
        self.last_button = _nav("▶|", translate("Review", "To the end of the hand (End)"),
                                self.step_to_end)
        for button in (self.first_button, self.back_button, self.forward_button,
                       self.last_button):
            row.addWidget(button)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.valueChanged.connect(self.step_to)
        self.slider.setAccessibleName(translate("Review", "Move shown"))
        row.addWidget(self.slider, 1)
        self.step_label = QLabel("")
        self.step_label.setWordWrap(True)
        row = QHBoxLayout()
        rows.addLayout(row)
        row.addWidget(self.step_label, 1)
        row.addSpacing(10)
        trick_label = QLabel(translate("Review", "Tric&k"))
        row.addWidget(trick_label)
        self.trick_spin = QSpinBox()
        self.trick_spin.setRange(1, 1)
        self.trick_spin.setAccessibleName(translate("Review", "Trick to show"))
        trick_label.setBuddy(self.trick_spin)
        row.addWidget(self.trick_spin)
        self.trick_button = QPushButton(translate("Review", "&Go"))
        self.trick_button.setToolTip(translate("Review", "Show the chosen trick, complete."))
        self.trick_button.clicked.connect(lambda: self.jump_to_trick(self.trick_spin.value()))
        row.addWidget(self.trick_button)
        return rows

    def _controls(self) -> tuple[QWidget, ...]:
        return (self.first_button, self.back_button, self.forward_button, self.last_button,
                self.slider, self.trick_spin, self.trick_button)

    # -- the hand shown ------------------------------------------------------------------------
    def show_hand(self, replay: HandReplay, record: HandRecord) -> None:
        """Seat the players of ``record`` and show ``replay`` at the deal."""
        self.replay = replay
        rules = replay.state_at(0).rules
        names = [s.name for s in record.seats]
        viewer = record.human_seat if record.human_seat is not None else 0
        levels = [level_name(info.level) if info.level else
                  translate("Review", "You") if seat == record.human_seat
                  else translate("Review", "Person")
                  for seat, info in enumerate(record.seats)]
        longest = max((len(h.split()) for h in record.deal), default=12)
        longest += len(record.widow.split()) if rules.widow_mode in ("shown", "blind") else 0
        self.scene.set_seats(names, levels, [rules.side_of(s) for s in range(rules.num_players)],
                             viewer, longest, table_row=rules.style == "classic")
        self.step_model.set_steps(replay.steps)
        self.trick_model.set_record(record)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(replay) - 1)
        self.slider.blockSignals(False)
        self.trick_spin.setRange(1, max(1, replay.tricks))
        for widget in self._controls():
            widget.setEnabled(True)
        self.trick_spin.setEnabled(replay.tricks > 0)
        self.trick_button.setEnabled(replay.tricks > 0)
        self.current_step = -1
        self.step_to(0)

    def show_nothing(self, message: str = "") -> None:
        """An empty table (with a hint to choose a hand unless ``message`` says why)."""
        self.replay = None
        self.scene.clear_cards()
        self.scene.set_seats([], [], [], 0, 12)
        self.step_model.set_steps([])
        self.trick_model.set_record(None)
        self.info_label.setText(translate("Review", "Choose a hand on the left to replay it.")
                                if not message else "")
        for widget in self._controls():
            widget.setEnabled(False)
        self.step_label.setText("")

    # -- stepping ------------------------------------------------------------------------------
    def current_state(self) -> State | None:
        """The engine position on show (do not change it)."""
        if self.replay is None:
            return None
        return self.replay.state_at(self.current_step)

    def step_to(self, number: int) -> None:
        replay = self.replay
        if replay is None:
            return
        number = max(0, min(number, len(replay) - 1))
        if number == self.current_step:
            return
        self.current_step = number
        snap = snapshot(replay, number)
        self.scene.show_snapshot(snap)
        self.info_label.setText("   ·   ".join(snap.info[:-1]) + "\n" + snap.info[-1])
        self.step_label.setText(translate("Review", "Move {number} of {total}").format(
            number=number, total=len(replay) - 1))
        self.trick_spin.setValue(self._trick_at(number))
        self.step_model.set_current(number)
        self.step_view.setCurrentIndex(self.step_model.index(number))
        self.slider.blockSignals(True)
        self.slider.setValue(number)
        self.slider.blockSignals(False)
        self.back_button.setEnabled(number > 0)
        self.first_button.setEnabled(number > 0)
        self.forward_button.setEnabled(number < len(replay) - 1)
        self.last_button.setEnabled(number < len(replay) - 1)

    def _trick_at(self, number: int) -> int:
        """The trick being played at move ``number``: the last card played's (1 before
        the play starts)."""
        assert self.replay is not None
        for step in reversed(self.replay.steps[: number + 1]):
            if step.trick is not None:
                return step.trick
        return 1

    def step_forward(self) -> None:
        self.step_to(self.current_step + 1)

    def step_back(self) -> None:
        self.step_to(self.current_step - 1)

    def step_to_end(self) -> None:
        if self.replay is not None:
            self.step_to(len(self.replay) - 1)

    def jump_to_trick(self, trick: int) -> bool:
        """Show trick ``trick`` (1-based) complete, all its cards on the table."""
        if self.replay is None:
            return False
        try:
            self.step_to(self.replay.trick_end(trick))
        except ValueError as exc:
            self.problem.emit(str(exc))
            return False
        self.trick_spin.setValue(trick)
        return True
