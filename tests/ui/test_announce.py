"""What a screen reader is told at the table: whose turn, each bid,
each card, who takes each trick, the status bar's news, hints and refusals."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action
from pinochle_desktop.storage import Settings
from pinochle_desktop.ui.announce import Announcer
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences


def test_a_hand_is_told_as_it_is_played(qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    config = GameConfig.standard("partnership", level="random", seed=5, autoplay=True)
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.controller.hand_scored, timeout=20_000):
        pass
    window.controller.stop()
    said = window.announcer.spoken
    assert any(s.endswith(("bids 250.", "passes.")) for s in said)
    assert any(" plays the " in s and " of " in s for s in said)  # "West plays the ace of spades."
    assert sum(s.endswith("takes the trick.") for s in said) >= 1
    assert any("won the bid at" in s for s in said)  # the status bar's news


def test_your_turn_and_a_refused_card_are_told(qtbot: QtBot, tmp_path: Path) -> None:
    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    qtbot.addWidget(window)
    window.show()
    controller = window.controller
    qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=10_000)
    said = window.announcer.spoken
    assert any(s.startswith("Your turn") for s in said)
    state = controller.state
    assert state is not None
    reason = state.why_not(Action.parse("play AS"))
    assert reason is not None  # no card is played before the auction is over
    assert not controller.submit("play AS")
    assert window.announcer.spoken[-1] == " ".join(reason.split())  # told at once


def test_announcing_with_no_screen_reader_is_harmless(qtbot: QtBot) -> None:
    from PySide6.QtWidgets import QLabel

    label = QLabel("table")
    qtbot.addWidget(label)
    announcer = Announcer(label)
    QAccessible.setActive(True)
    try:
        announcer.say("  West   bids 250. ")
        announcer.say("")
    finally:
        QAccessible.setActive(False)
    assert announcer.spoken == ["West bids 250."]
