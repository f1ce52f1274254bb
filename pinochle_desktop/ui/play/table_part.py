"""The heavy half of the main window: controller, table, models and their docks.

Built just after the window's first paint (see ``MainWindow``) so the window
appears as fast as a bare one; importing the engine, the computer players and
the card renderer happens here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QAbstractItemModel, QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QHeaderView, QMainWindow, QTableView

from ...storage.settings import COACH_THRESHOLD
from ..preferences import Preferences
from ..table.card_art import CardRenderer
from ..words import seat_names
from .coach import CoachPrompt
from .controller import GameController
from .game_table import GameTable
from .models import BidHistoryModel, ScoreSheetModel, TrickLogModel
from .presenter import side_name
from .thinker import Thinker

translate = QCoreApplication.translate

if TYPE_CHECKING:
    from ...ai.tasks import TaskService


class TablePart:
    """Everything that needs the engine: built once, owned by the main window."""

    def __init__(self, window: QMainWindow, thinker: Thinker | None,
                 prefs: Preferences, tasks: TaskService | None = None) -> None:
        self.controller = GameController(thinker, window, tasks=tasks)
        self.controller.allow_undo = prefs.allow_undo
        self.controller.coach.set_threshold(prefs.coach_threshold)
        self.coach_prompt = CoachPrompt(self.controller, window)
        prefs.changed.connect(self._setting_changed)
        renderer = CardRenderer(prefs.shown_face_style, prefs.back_style)
        renderer.defer_rendering = True  # a new card size costs the animation no pause
        self.renderer = renderer
        self.table = GameTable(self.controller, renderer, window)
        self.table.four_color = renderer.face_style == "4color"
        self.table.scene.set_table_color(prefs.shown_table_color)
        self.table.confirm_play = prefs.confirm_play
        self.table.auto_play_single = prefs.auto_play_single
        self.table.auto_play_pause_ms = prefs.auto_play_pause_ms
        self.score_model = ScoreSheetModel()
        self.trick_model = TrickLogModel()
        self.bid_model = BidHistoryModel()
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        right = Qt.DockWidgetArea.RightDockWidgetArea
        self.score_dock = _dock(window, translate("TablePart", "Score sheet"), "score_sheet",
                                self.score_model, bottom)
        self.trick_dock = _dock(window, translate("TablePart", "Trick log"), "trick_log",
                                self.trick_model, right)
        self.bid_dock = _dock(window, translate("TablePart", "Bid history"), "bid_history",
                              self.bid_model, right)
        self.controller.state_changed.connect(self.update_models)
        self.controller.reset.connect(self.update_models)

    def _setting_changed(self, key: str, value: object) -> None:
        if key == COACH_THRESHOLD.key and isinstance(value, int):
            self.controller.coach.set_threshold(value)

    def update_models(self) -> None:
        c = self.controller
        rules = c.rules()
        if rules is None:
            return
        obs = c.observation()
        names = seat_names([s.name for s in c.config.seats])
        seating = self.table.seating()
        sides = [side_name(obs, seating, s) for s in range(len(rules.sides))]
        self.score_model.set_history(c.hand_results(), names, sides)
        self.trick_model.set_observation(obs, names)
        self.bid_model.set_observation(obs, names)


def _dock(window: QMainWindow, title: str, name: str, model: QAbstractItemModel,
          area: Qt.DockWidgetArea) -> QDockWidget:
    view = QTableView()
    view.setModel(model)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setAlternatingRowColors(True)
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.verticalHeader().setVisible(False)
    model.rowsInserted.connect(lambda *_: view.scrollToBottom())
    dock = QDockWidget(title, window)
    dock.setObjectName(name)
    dock.setWidget(view)
    window.addDockWidget(area, dock)
    dock.hide()
    return dock
