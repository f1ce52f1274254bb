"""The window saves and opens games (the storage format, tests/storage has the rest):
round trips, and plain words when a file is bad."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import new_game, preset

from .conftest import WindowFactory


def test_window_save_and_open(qtbot: QtBot, make_window: WindowFactory, tmp_path: Path,
                              monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window("partnership", seed=8)
    c = window.controller
    assert c.state is not None
    path = tmp_path / "mine.pinochle"
    assert window.games._save_to(path)
    assert str(path) in window.prefs.recent_files()
    saved = c.state.to_json()
    other = make_window("two_handed", seed=1)
    assert other.games.open_path(str(path))
    assert other.controller.state is not None
    assert other.controller.state.to_json() == saved
    assert len(other.table.scene.plates) == 4
    warnings: list[str] = []

    def fake_warning(*args: object) -> QMessageBox.StandardButton:
        warnings.append(str(args[2]))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", fake_warning)
    broken = tmp_path / "broken.pinochle"
    broken.write_text("{ nope")
    assert not other.games.open_path(str(broken))
    assert warnings and "broken.pinochle" in warnings[0]
    assert other.controller.state.to_json() == saved, "a failed open leaves the game alone"


def test_a_game_saved_at_the_end_of_a_hand_reopens_with_its_score_and_next_hand(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    """Quitting while the hand's score is shown, then opening the game again: the
    score and the Next hand button are back (not an empty table)."""
    from pinochle_desktop.ui.panels.summary import SummaryPanel
    from tests.engine.helpers import play_standard

    state = new_game(preset("three_handed"), seed=4)
    play_standard(state, 4, lambda s: s.phase.value == "hand_over")
    path = tmp_path / "end-of-hand.pinochle"
    path.write_text(state.to_json())
    window = make_window("partnership", seed=1)
    assert window.games.open_path(str(path))
    window.table.refresh()
    panel = window.table.panel.current
    assert isinstance(panel, SummaryPanel)
    assert not panel.next_button.isHidden()
    reopened = window.controller.state
    assert reopened is not None and reopened.phase.value == "hand_over"
    panel.next_button.click()
    qtbot.waitUntil(lambda: window.controller.state is not None
                    and window.controller.state.hand_number == 1, timeout=5000)
