"""Every field of every dialog has a name a screen reader can say (its own
accessible name, its visible text or a label that is its buddy), and every one of
these windows closes with Esc."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QCalendarWidget,
    QComboBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QScrollBar,
    QTabBar,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import PRESET_NAMES, preset
from pinochle_desktop.storage import HistoryDB, RuleSetStore
from pinochle_desktop.ui.dialogs.crash_report import CrashReporter
from pinochle_desktop.ui.dialogs.new_game import NewGameDialog
from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
from pinochle_desktop.ui.dialogs.resume_prompt import ResumeDialog
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.review.stats_dialog import StatsDialog
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.rules.dialog import RulesDialog
from pinochle_desktop.ui.rules.in_play import RulesInPlayDialog
from pinochle_desktop.ui.tasks import gui_tasks

from ..history_helpers import record_game, user_dirs  # noqa: F401  (fixture)

#: the kinds of widget a person types in, ticks, picks from or moves through
INPUTS = (QLineEdit, QAbstractSpinBox, QComboBox, QAbstractButton, QAbstractSlider,
          QAbstractItemView, QTextBrowser)
#: parts of Qt's own widgets (a spin box's line edit, a table's scroll bars...)
INNER = (QScrollBar, QHeaderView, QTabBar, QCalendarWidget)


def _is_inner(widget: QWidget) -> bool:
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, (QAbstractSpinBox, QComboBox, QAbstractItemView, *INNER)):
            return True
        parent = parent.parentWidget()
    return isinstance(widget, INNER)


def unnamed_fields(window: QWidget) -> list[str]:
    """Each focusable field that a screen reader could not name."""
    buddies = {id(label.buddy()) for label in window.findChildren(QLabel)
               if label.buddy() is not None and label.text().strip()}
    problems = []
    for widget in window.findChildren(QWidget):
        if not isinstance(widget, INPUTS) or _is_inner(widget):
            continue
        if widget.focusPolicy() == Qt.FocusPolicy.NoFocus:
            continue
        text = widget.text().replace("&", "").strip() if isinstance(widget, QAbstractButton) \
            else ""
        if widget.accessibleName().strip() or text or id(widget) in buddies:
            continue
        problems.append(f"{type(widget).__name__} {widget.objectName()!r} "
                        f"(tooltip {widget.toolTip()[:40]!r})")
    return problems


def closes_with_esc(qtbot: QtBot, window: QWidget) -> bool:
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=2000)
    return not window.isVisible()


@pytest.fixture
def db(user_dirs: Path) -> Iterator[HistoryDB]:  # noqa: F811
    with HistoryDB() as history:
        yield history


def test_new_game_and_preferences(qtbot: QtBot, user_dirs: Path) -> None:  # noqa: F811
    prefs = Preferences()
    for make in (NewGameDialog, PreferencesDialog):
        dialog = make(prefs)
        qtbot.addWidget(dialog)
        if isinstance(dialog, NewGameDialog):
            dialog.autoplay.setChecked(True)  # your seat's level box too
        assert unnamed_fields(dialog) == [], type(dialog).__name__
        assert closes_with_esc(qtbot, dialog)
    new_game = NewGameDialog(prefs)
    qtbot.addWidget(new_game)
    assert new_game.target.accessibleName() == "Target score"
    assert new_game.deal.accessibleName() == "Deal number"


@pytest.mark.parametrize("variant", ["partnership", "two_handed", "auction_stakes",
                                     "five_handed"])
def test_house_rules_every_page(qtbot: QtBot, user_dirs: Path,  # noqa: F811
                                variant: str) -> None:
    assert variant in PRESET_NAMES
    dialog = RulesDialog(None, preset(variant), RuleSetStore())
    qtbot.addWidget(dialog)
    for page in dialog.pages:
        dialog.show_page(page)
        assert unnamed_fields(dialog.pages[page]) == [], page
    assert unnamed_fields(dialog) == []
    # the bid boxes are named and described by their own option
    if variant != "two_handed":
        spin = dialog.row("min_bid").widget
        assert spin.accessibleName() == "Minimum bid"
        assert spin.accessibleDescription() == "The lowest opening bid."
    assert closes_with_esc(qtbot, dialog)
    in_play = RulesInPlayDialog(preset(variant))
    qtbot.addWidget(in_play)
    assert unnamed_fields(in_play) == []
    assert closes_with_esc(qtbot, in_play)


def test_review_window_and_statistics(qtbot: QtBot, db: HistoryDB) -> None:
    record_game(db, "partnership", 11, "p", hands=2)
    window = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks())
    qtbot.addWidget(window)
    window.select_row(0)
    assert window.replay is not None
    assert unnamed_fields(window) == []
    assert closes_with_esc(qtbot, window)
    stats = StatsDialog(db)
    qtbot.addWidget(stats)
    assert unnamed_fields(stats) == []
    assert closes_with_esc(qtbot, stats)


@pytest.mark.parametrize("damaged", [False, True])
def test_resume_prompt(qtbot: QtBot, damaged: bool) -> None:
    dialog = ResumeDialog("Four-handed partnership, hand 2.", damaged=damaged)
    qtbot.addWidget(dialog)
    assert unnamed_fields(dialog) == []
    assert closes_with_esc(qtbot, dialog)
    assert dialog.choice == ""  # Esc leaves the autosave for next time


def test_crash_report(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[QMessageBox] = []

    def show(box: QMessageBox) -> int:  # the box, shown without its own event loop
        shown.append(box)
        box.show()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", show)
    reporter = CrashReporter(lambda: None)
    try:
        raise RuntimeError("the table fell over")
    except RuntimeError as exc:
        reporter.excepthook(RuntimeError, exc, exc.__traceback__)
    (box,) = shown
    qtbot.addWidget(box)
    assert unnamed_fields(box) == []
    assert closes_with_esc(qtbot, box)
    QApplication.processEvents()
