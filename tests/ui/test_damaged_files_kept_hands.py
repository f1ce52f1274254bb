"""What the player sees of damaged files and of hands the history could not take: a
damaged autosave is offered to be discarded and a game is dealt, a hand file with a
bad field is refused in words, a saved game opened twice is two play-throughs, and
hands kept in memory are written at quit or named before they are let go."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pinochle_desktop import app as app_module
from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.storage import HistoryDB, HistoryError, SaveMeta, SeatInfo, autosave_path
from pinochle_desktop.storage.savegame import dumps_game, save_game
from pinochle_desktop.ui.dialogs.resume_prompt import ResumeDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.controller import GameController
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.tasks import gui_tasks

from ..storage.drive import random_action

SEATS = [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "standard") for i in range(1, 4)]


pytestmark = pytest.mark.usefixtures("user_dirs")


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for window in made:
        if window._part is not None:
            window.controller.stop()


def window_for(qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
               config: GameConfig | None) -> MainWindow:
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    qtbot.addWidget(window)
    windows.append(window)
    window.show()
    return window


def when_asked(act: Callable[[ResumeDialog], None]) -> None:
    """Answer the start-up question as soon as it is on screen."""

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, ResumeDialog):
            act(dialog)
        else:
            QTimer.singleShot(10, press)

    QTimer.singleShot(0, press)


def scored_game(seed: int) -> Any:
    state = new_game(preset("partnership"), seed=seed)
    rng = random.Random(seed)
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        state.apply(random_action(state, rng))
    return state


@pytest.mark.parametrize("depth", [50, 600, 5000, 100_000])
def test_a_deeply_nested_autosave_is_offered_to_be_discarded_and_a_game_is_dealt(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch, depth: int) -> None:
    state = new_game(preset("partnership"), seed=5)
    rng = random.Random(5)
    for _ in range(20):
        state.apply(random_action(state, rng))
    document = json.loads(dumps_game(state, SaveMeta(SEATS)))
    document["game"]["rules"]["sides"] = "@@nested@@"
    text = json.dumps(document).replace('"@@nested@@"', "[" * depth + "0" + "]" * depth)
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    dealt: list[int] = []
    start = GameController.start

    def counting(self: GameController, config: GameConfig) -> None:
        start(self, config)
        dealt.append(1)

    monkeypatch.setattr(GameController, "start", counting)
    seen: list[tuple[bool, str]] = []

    def discard(dialog: ResumeDialog) -> None:
        seen.append((dialog.resume_button is None, dialog.body.text()))
        dialog.discard_button.click()

    window = window_for(qtbot, prefs, windows, None)
    when_asked(discard)
    app_module._offer_resume(window)
    qtbot.waitUntil(lambda: len(dealt) == 1, timeout=10_000)
    assert seen and seen[0][0], "the question is the one for a game that cannot be restored"
    assert "damaged" in seen[0][1] and "discard" in seen[0][1]
    assert not path.exists()
    assert window.controller.state is not None


def test_a_hand_file_with_a_bad_field_is_refused_in_plain_words(
        qtbot: QtBot, tmp_path: Path) -> None:
    state = scored_game(9)
    with HistoryDB(tmp_path / "source.sqlite3") as source:
        hand_id = source.record_state(state, "shared", 0, SEATS)
        assert hand_id is not None
        document = source.export_hand(hand_id)
    with HistoryDB() as db:
        window = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks())  # type: ignore[arg-type]
        qtbot.addWidget(window)
        for field, value in (("rules", {"sides": 5}), ("summary", 5), ("summary", [1])):
            path = tmp_path / f"{field}.json"
            path.write_text(json.dumps(dict(document, record=dict(document["record"],
                                                                  **{field: value}))))
            assert window.import_hand(path) is None
            words = window.status.text()
            assert words.startswith("The hand could not be imported: "), words
            assert "Error" not in words and "Traceback" not in words
        assert db.count_hands() == 0


def test_a_saved_game_opened_twice_is_two_play_throughs(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow], tmp_path: Path) -> None:
    state = new_game(preset("partnership"), seed=7)
    rng = random.Random(7)
    for _ in range(12):
        state.apply(random_action(state, rng))
    path = tmp_path / "game.pinochle"
    save_game(path, state, SaveMeta(SEATS, game_id="the-file"))
    config = GameConfig.standard("partnership", level="random", seed=3)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    ids = []
    for _ in range(2):
        window.controller.stop()
        assert window.games.open_path(str(path))
        meta = window.recorder.current_meta()
        assert meta.continued_from == "the-file"
        ids.append(meta.game_id)
    assert len(set(ids)) == 2 and "the-file" not in ids


def fill_disk(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """The history cannot be written while ``full[0]``: every hand is refused as on a
    full disk."""
    full = [True]
    real = HistoryDB.record_hand

    def record_hand(self: HistoryDB, *args: Any, **kwargs: Any) -> int:
        if full[0]:
            raise HistoryError("The hand history could not be used: the disk is full.")
        return real(self, *args, **kwargs)

    monkeypatch.setattr(HistoryDB, "record_hand", record_hand)
    return full


def playing_window(qtbot: QtBot, prefs: Preferences, windows: list[MainWindow]) -> MainWindow:
    config = GameConfig.standard("partnership", level="random", seed=3)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    window.controller.stop()
    return window


def test_hands_kept_while_the_disk_was_full_are_written_at_quit(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    full = fill_disk(monkeypatch)
    window = playing_window(qtbot, prefs, windows)
    db = window.recorder.history()
    assert db is not None
    assert db.record_state(scored_game(11), "kept-game", 0, SEATS) is None
    assert db.pending_count == 1
    full[0] = False  # space was freed; the player quits without playing another hand
    asked: list[str] = []
    monkeypatch.setattr(window.games, "confirm",
                        lambda question, *_: asked.append(question) or True)
    window.close()
    assert not window.isVisible() and asked == []
    with HistoryDB() as history:
        assert [h.game_id for h in history.list_hands()] == ["kept-game"]


def test_hands_that_still_cannot_be_written_are_named_before_quitting(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    full = fill_disk(monkeypatch)
    window = playing_window(qtbot, prefs, windows)
    db = window.recorder.history()
    assert db is not None
    for seed in (11, 12):
        db.record_state(scored_game(seed), f"kept-{seed}", 0, SEATS)
    assert db.pending_count == 2
    asked: list[str] = []
    answer = [False]

    def confirm(question: str, detail: str, *_: object) -> bool:
        asked.append(f"{question} {detail}")
        return answer[0]

    monkeypatch.setattr(window.games, "confirm", confirm)
    window.close()  # "Keep Playing": the window stays, the hands stay kept
    assert window.isVisible() and db.pending_count == 2
    assert len(asked) == 1 and "2 hands" in asked[0] and "history" in asked[0]
    full[0] = False  # the player freed some space
    window.close()
    assert not window.isVisible() and len(asked) == 1
    with HistoryDB() as history:
        assert history.count_hands() == 2


def test_quitting_anyway_lets_the_named_hands_go(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    fill_disk(monkeypatch)
    window = playing_window(qtbot, prefs, windows)
    db = window.recorder.history()
    assert db is not None
    db.record_state(scored_game(11), "kept", 0, SEATS)
    asked: list[str] = []
    monkeypatch.setattr(window.games, "confirm",
                        lambda question, *_: asked.append(question) or True)
    window.close()
    assert not window.isVisible() and asked == ["Quit without 1 hand in your history?"]
