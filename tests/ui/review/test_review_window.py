"""The review window: the hand list and its filters, a face-up replay that is exactly the
recorded game at every step, jumping to a trick, the analysis, files, and replaying a deal."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, Phase, State, new_game
from pinochle_desktop.engine.events import Dealt
from pinochle_desktop.storage import HistoryDB
from pinochle_desktop.ui.review.history_models import HandListModel
from pinochle_desktop.ui.review.window import ReviewWindow
from pinochle_desktop.ui.tasks import gui_tasks

from ..history_helpers import record_game, user_dirs  # noqa: F401  (fixture)


@pytest.fixture
def db(user_dirs: Path) -> Iterator[HistoryDB]:  # noqa: F811
    with HistoryDB() as history:
        yield history


@pytest.fixture
def games(db: HistoryDB) -> dict[str, State]:
    """Three hands of a partnership game, two of three-handed, two of classic two-handed."""
    return {
        "p": record_game(db, "partnership", 11, "p", hands=3),
        "t": record_game(db, "three_handed", 12, "t", hands=2, level="easy"),
        "c": record_game(db, "two_handed", 13, "c", hands=2),
    }


def open_window(qtbot: QtBot, db: HistoryDB, **kwargs: object) -> ReviewWindow:
    window = ReviewWindow(db, samples=3, workers=0, tasks=gui_tasks(), **kwargs)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.resize(1200, 800)
    return window


def reference(game: State, log_start: int, moves: int) -> State:
    """The engine's own state: a new game of the same seed, the logged moves applied."""
    state = new_game(game.rules, seed=game.seed)
    for _, action in game.log[: log_start + moves]:
        state.apply(action)
    return state


def drawn_hands(window: ReviewWindow, state: State) -> None:
    """Every seat's cards on the review table are exactly its cards in ``state``."""
    for seat in range(state.num_players):
        obs = state.observation(seat)
        expected = [c.code for c in obs.hand] + [c.code for c in (obs.table[seat] if obs.table
                                                                  else [])]
        assert Counter(window.scene.seat_codes(seat)) == Counter(expected), seat
    assert window.scene.trick_codes()[: len(state.observation(0).trick)] == [
        (s, c.code) for s, c in state.observation(0).trick
    ]


def hand_ids(db: HistoryDB, game_id: str) -> list[int]:
    return [h.id for h in reversed(db.list_hands(game_id=game_id))]


def played_out(db: HistoryDB, game_id: str) -> int:
    """A hand of the game whose every trick was played."""
    return next(h for h in hand_ids(db, game_id) if len(db.get_hand(h).tricks) == 12)


# -- the list -----------------------------------------------------------------------------------


def test_the_list_shows_recorded_hands_and_filters_them(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State]
) -> None:
    window = open_window(qtbot, db)
    model = window.hand_model
    assert model.rowCount() == db.count_hands() == 7
    assert {model.hand(r).id for r in range(7)} == {h.id for h in db.list_hands()}
    assert "7 hands" in window.count_label.text()
    assert window.hand_id == model.hand(0).id  # the newest hand is shown at once
    window.variant_combo.setCurrentIndex(window.variant_combo.findData("three_handed"))
    assert model.rowCount() == 2 and all(model.hand(r).variant == "three_handed"
                                         for r in range(2))
    window.variant_combo.setCurrentIndex(0)
    window.result_combo.setCurrentIndex(window.result_combo.findData("set"))
    assert model.rowCount() == db.count_hands(result="set")
    window.result_combo.setCurrentIndex(0)
    window.mine_box.setChecked(True)
    assert model.rowCount() == db.count_hands(my_contract_only=True)
    window.mine_box.setChecked(False)
    window.since_box.setChecked(True)
    window.since_edit.setDate(window.since_edit.date().addYears(5))
    assert model.rowCount() == 0 and "No hands match" in window.count_label.text()
    assert not window.forward_button.isEnabled()


def test_the_list_fetches_long_histories_a_page_at_a_time(
    db: HistoryDB, games: dict[str, State]
) -> None:
    model = HandListModel(db, page=3)
    assert model.rowCount() == 3 and model.canFetchMore()
    model.fetchMore()
    model.fetchMore()
    assert model.rowCount() == 7 and not model.canFetchMore()


def test_an_empty_history_says_so(qtbot: QtBot, db: HistoryDB) -> None:
    window = open_window(qtbot, db)
    assert "No hands yet" in window.count_label.text()
    assert not window.analyse_button.isEnabled() and window.current_state() is None


# -- the replay ----------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["p", "t", "c"])
def test_stepping_shows_exactly_the_recorded_game(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State], game_id: str
) -> None:
    window = open_window(qtbot, db)
    hand = hand_ids(db, game_id)[-1]
    record = db.get_hand(hand)
    assert window.load_hand(hand)
    replay = window.replay
    assert replay is not None
    moves = len(replay) - 1
    assert [f"{s}:{a}" for s, a in
            ((st.seat, st.action) for st in replay.steps[1:])] == record.actions
    game = games[game_id]
    for k in range(moves + 1):
        expected = reference(game, record.log_start, k)
        shown = window.current_state()
        assert shown is not None and shown.to_dict() == expected.to_dict(), k
        drawn_hands(window, expected)
        assert window.step_model.current == k
        if k < moves:
            qtbot.mouseClick(window.forward_button, Qt.MouseButton.LeftButton)
    assert not window.forward_button.isEnabled()
    assert window.current_state().phase in (Phase.HAND_OVER, Phase.GAME_OVER)  # type: ignore[union-attr]
    for k in range(moves, -1, -7):  # and backwards, rebuilt from the deal
        window.step_to(k)
        assert window.current_state().to_dict() == reference(  # type: ignore[union-attr]
            game, record.log_start, k).to_dict()
    with qtbot.waitActive(window):
        window.show()
        window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Home)
    assert window.current_step == 0
    qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.current_step == 1


def test_jump_to_trick_shows_that_trick_complete(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State]
) -> None:
    window = open_window(qtbot, db)
    hand = played_out(db, "p")
    record = db.get_hand(hand)
    window.load_hand(hand)
    window.tabs.setCurrentIndex(1)
    assert window.trick_model.rowCount() == len(record.tricks) == 12
    window.trick_spin.setValue(5)
    qtbot.mouseClick(window.trick_button, Qt.MouseButton.LeftButton)
    state = window.current_state()
    assert state is not None
    assert len(state.observation(0).tricks) == 5 and not state.observation(0).trick
    assert window.scene.trick_codes() == [(s, c) for s, c in record.tricks[4]["cards"]]
    points = window.trick_model.index(4, 4).data()
    assert str(record.tricks[4]["points"]) in points
    assert window.jump_to_trick(12)
    assert "last trick" in window.trick_model.index(11, 4).data()
    assert not window.jump_to_trick(13)
    assert "no trick 13" in window.status.text()


# -- analysis --------------------------------------------------------------------------------------


def test_the_analysis_runs_in_a_worker_and_shows_a_line_per_decision(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State]
) -> None:
    window = open_window(qtbot, db)
    hand = played_out(db, "p")
    window.load_hand(hand)
    record = db.get_hand(hand)
    played = sum(1 for t in record.tricks for seat, _ in t["cards"] if seat == 0)
    with qtbot.waitSignal(window.analysis_finished, timeout=30000):
        qtbot.mouseClick(window.analyse_button, Qt.MouseButton.LeftButton)
        assert window.analyse_button.text() == "&Stop"  # it runs while the window waits
    lines = [line for line in window.analysis_lines()
             if re.match(r"Playing .+ in trick \d+[.:]", line)]
    assert len(lines) == played == 12  # a line per card, and one per bid or pass before them
    assert all("Expert" in line for line in lines)
    verdict = window.contract_verdict
    assert verdict is not None and window.histogram.values
    assert len(window.histogram.values) == 3 and str(verdict.contract) in verdict.text
    assert window.analyse_button.text() == "&Analyse my play"
    window.analysis_list.itemClicked.emit(window.analysis_list.item(3))
    assert window.current_step == window.verdicts[3].step
    assert window.analysis.summary_label.text()


# -- files and replaying a deal ----------------------------------------------------------------


def test_a_hand_exported_to_a_file_imports_into_another_history(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State], tmp_path: Path
) -> None:
    window = open_window(qtbot, db)
    hand = hand_ids(db, "t")[1]
    window.load_hand(hand)
    path = tmp_path / "shared.pinochle-hand"
    assert window.export_hand(path) and path.is_file()
    with HistoryDB(tmp_path / "other.sqlite3") as other:
        friend = open_window(qtbot, other)
        new_id = friend.import_hand(path)
        assert new_id is not None and friend.hand_model.rowCount() == 1
        assert friend.hand_id == new_id and friend.replay is not None
        assert len(friend.replay) == len(window.replay)  # type: ignore[arg-type]
        assert friend.import_hand(path) == new_id
        assert "already in your history" in friend.status.text()
        bad = tmp_path / "bad.json"
        bad.write_text("[1, 2")
        assert friend.import_hand(bad) is None
        assert "could not be imported" in friend.status.text()


def test_play_this_deal_again_deals_the_same_cards(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State]
) -> None:
    window = open_window(qtbot, db)
    for game_id in ("p", "c"):
        hand = hand_ids(db, game_id)[1]
        window.load_hand(hand)
        record = db.get_hand(hand)
        numbers: list[tuple[int, str]] = []
        window.replay_deal_requested.connect(
            lambda seed, variant, into=numbers: into.append((seed, variant)))
        with qtbot.waitSignal(window.replay_hand_requested, timeout=2000) as blocker:
            qtbot.mouseClick(window.replay_button, Qt.MouseButton.LeftButton)
        state = blocker.args[0]
        dealt = state.events[0]
        assert isinstance(dealt, Dealt)
        assert dealt.hands == record.deal and dealt.dealer == record.dealer
        window.replay_deal_requested.disconnect()
        (seed, variant), = numbers
        assert (seed, variant) == (games[game_id].seed, record.variant)
        assert state.legal_actions() and isinstance(state.legal_actions()[0], Action)


def test_the_analysis_can_be_stopped_and_a_new_hand_shown(
    qtbot: QtBot, db: HistoryDB, games: dict[str, State]
) -> None:
    tasks = gui_tasks()
    window = ReviewWindow(db, samples=40, workers=0, tasks=tasks)
    qtbot.addWidget(window)
    window.load_hand(played_out(db, "p"))
    assert window.analyse()
    qtbot.mouseClick(window.analyse_button, Qt.MouseButton.LeftButton)  # "Stop"
    assert window.worker is None and window.analysis_status.text() == "Stopped."
    assert window.analyse_button.text() == "&Analyse my play"
    window.load_hand(hand_ids(db, "t")[0])  # the stopped worker never writes here
    assert tasks.wait(30)
    QCoreApplication.processEvents()  # deliver anything queued: it must find nothing connected
    assert window.verdicts == [] and window.analysis_lines() == []
