"""Nothing lost: the autosave after every action, quitting keeps the game and
the next start offers it back at that very point, nothing dealt behind the offer, and a
game in progress is never abandoned without asking."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from pinochle_desktop import app as app_module
from pinochle_desktop.engine import State, new_game, preset
from pinochle_desktop.storage import autosave_path, read_autosave
from pinochle_desktop.ui.dialogs.resume_prompt import ResumeDialog
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.play import recorder as recorder_module
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.controller import GameController
from pinochle_desktop.ui.play.thinker import SyncThinker
from pinochle_desktop.ui.preferences import Preferences
from pinochle_desktop.ui.window_games import GameActions

from .conftest import sensible

pytestmark = pytest.mark.usefixtures("user_dirs")


@pytest.fixture
def windows(qtbot: QtBot) -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for window in made:
        if window._part is not None:
            window.controller.stop()


def saved_log() -> list[Any] | None:
    found = read_autosave()
    return None if found is None else list(found[0].log)


def window_for(qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
               config: GameConfig | None, *, paused: bool = False) -> MainWindow:
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    if paused:
        window.controller.set_paused(True)  # builds the table; nothing moves until told
    qtbot.addWidget(window)
    windows.append(window)
    window.show()
    return window


def play_as_person(qtbot: QtBot, window: MainWindow, done: Callable[[], bool]) -> None:
    """The person makes sensible moves (first legal card) until ``done()`` on their turn."""
    controller = window.controller
    for _ in range(400):
        qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
        if done():
            return
        controller.submit(sensible(controller.legal_actions()))
    raise AssertionError("the game never got there")


def answering(asked: list[str], answer: list[bool]) -> Callable[..., bool]:
    """A stand-in for the window's yes-or-no question: notes it, answers ``answer[0]``."""

    def confirm(question: str, *_args: object) -> bool:
        asked.append(question)
        return answer[0]

    return confirm


def answer_resume(act: Callable[[ResumeDialog], None]) -> None:
    """Answer "Resume your unfinished game?" as soon as it is on screen."""

    def press() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, ResumeDialog):
            act(dialog)
        else:
            QTimer.singleShot(10, press)

    QTimer.singleShot(0, press)


def resume(dialog: ResumeDialog) -> None:
    assert dialog.resume_button is not None
    dialog.resume_button.click()


def count_deals(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every game dealt from now on (``GameController.start``), by its deal number."""
    dealt: list[int] = []
    start = GameController.start

    def counting(self: GameController, config: GameConfig) -> None:
        start(self, config)
        dealt.append(self.config.seed or 0)

    monkeypatch.setattr(GameController, "start", counting)
    return dealt


@pytest.mark.parametrize(("variant", "passing", "wanted"), [
    ("partnership", 4, {"bid", "pass", "trump", "give", "play"}),
    ("three_handed", 0, {"bid", "pass", "trump", "bury", "play"}),
])
def test_the_autosave_holds_the_game_after_every_action(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow], variant: str,
        passing: int, wanted: set[str]) -> None:
    config = GameConfig.standard(variant, level="random", seed=5, autoplay=True)
    config.rules = dataclasses.replace(preset(variant), pass_count=passing)
    window = window_for(qtbot, prefs, windows, config, paused=True)
    controller = window.controller
    controller.state_changed.connect(lambda: controller.set_paused(True))
    qtbot.waitUntil(lambda: controller.state is not None, timeout=5000)
    state = controller.state
    assert isinstance(state, State)
    kinds: set[str] = set()
    for _ in range(300):
        moves = len(state.log)
        controller.set_paused(False)  # one move, then paused again by state_changed
        qtbot.waitUntil(lambda: len(state.log) > moves, timeout=5000)  # noqa: B023
        assert len(state.log) == moves + 1
        kinds.add(state.log[-1][1].kind)
        # written after this very move (a bid, a pass, trump, passed cards, a card...)
        qtbot.waitUntil(lambda: saved_log() == list(state.log), timeout=3000)
        if wanted <= kinds:
            return
    raise AssertionError(f"only {sorted(kinds)} were played")


def test_a_hand_end_is_fsynced_and_other_moves_are_not(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    writes: list[tuple[str, bool | None]] = []
    real = recorder_module.write_autosave

    def spy(state: State, meta: Any, *, durable: bool | None = None) -> None:
        writes.append((str(state.phase), durable))
        real(state, meta, durable=durable)

    monkeypatch.setattr(recorder_module, "write_autosave", spy)
    config = GameConfig.standard("partnership", level="random", seed=5, autoplay=True)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window._part is not None, timeout=5000)
    controller = window.controller
    controller.hand_pause_ms = 10**6
    controller.delay_ms = 1  # the hand's end waits for the (long) hand pause
    qtbot.waitUntil(lambda: any(phase == "hand_over" for phase, _ in writes), timeout=30_000)
    assert all(durable is True for phase, durable in writes if phase == "hand_over")
    assert all(durable is None for phase, durable in writes if phase != "hand_over")
    assert any(phase == "bid" for phase, _ in writes)  # moves too, not only trick ends


def test_quit_mid_hand_and_the_next_start_resumes_at_that_very_point(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    controller = window.controller
    trumps: list[int] = []
    controller.trump_named.connect(
        lambda *_: trumps.append(controller.state.hand_number))  # type: ignore[union-attr]
    # bid on hand 2 until trump is named, then quit on the person's next turn
    play_as_person(qtbot, window, lambda: 1 in trumps)
    state = controller.state
    assert state is not None and state.hand_number == 1 and not state.is_terminal
    before = state.to_dict()
    asked: list[str] = []
    answer = [True]
    monkeypatch.setattr(GameActions, "confirm",
                        lambda _self, *args: answering(asked, answer)(*args), raising=False)
    window.close()  # Ctrl+Q does the same (Game > Quit closes the window)
    assert not window.isVisible() and asked == []  # kept for next time: nothing to ask
    assert saved_log() == list(state.log)

    # the next start: nothing is dealt behind the question, Resume gives that very game
    dealt = count_deals(monkeypatch)
    again = window_for(qtbot, prefs, windows, None)
    answer_resume(resume)
    app_module._offer_resume(again)
    qtbot.waitUntil(lambda: again._part is not None and again.controller.state is not None
                    and bool(again.controller.state.log), timeout=10_000)
    resumed = again.controller.state
    assert resumed is not None
    assert resumed.to_dict() == before  # same hand, same bids, same cards
    assert dealt == []  # no throwaway game, and no re-deal
    # the status bar names this hand's own deal (a new game with it deals these cards)
    assert again.deal_label.text() == f"Deal {resumed.deal_number}"
    assert resumed.deal_number != resumed.seed  # hand 2 is not hand 1's deal


def test_closing_the_question_deals_a_game_and_keeps_the_autosave(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    config = GameConfig.standard("partnership", level="random", seed=5)
    first = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: first.controller.state is not None, timeout=5000)
    play_as_person(qtbot, first, lambda: len(first.controller.state.log) > 8)  # type: ignore
    first.close()
    kept = autosave_path().read_bytes()
    dealt = count_deals(monkeypatch)
    again = window_for(qtbot, prefs, windows, None)
    answer_resume(lambda dialog: dialog.reject())  # Esc: not now
    app_module._offer_resume(again)
    qtbot.waitUntil(lambda: len(dealt) == 1, timeout=10_000)  # dealt once, after the question
    controller = again.controller
    assert again.deal_label.text() == f"Deal {dealt[0]}"
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    assert autosave_path().read_bytes() == kept  # offered again if the person quits now
    controller.submit(sensible(controller.legal_actions()))
    state = controller.state
    assert state is not None
    qtbot.waitUntil(lambda: saved_log() == list(state.log), timeout=3000)  # now this game


def test_new_game_over_a_game_in_progress_asks_first(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    import pinochle_desktop.ui.dialogs.new_game as new_game_module

    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    controller = window.controller
    opened: list[bool] = []

    class NoDialog:
        def __init__(self, *_args: object) -> None:
            opened.append(True)

        def exec(self) -> int:
            return 0  # cancelled

    monkeypatch.setattr(new_game_module, "NewGameDialog", NoDialog)
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(window.games, "confirm",
                        answering(asked, answer))
    window.games.new_game()  # a fresh deal: nothing to lose, nothing asked
    assert asked == [] and opened == [True]
    play_as_person(qtbot, window, lambda: len(controller.state.log) > 6)  # type: ignore
    state = controller.state
    assert state is not None
    log = list(state.log)
    qtbot.waitUntil(lambda: saved_log() == log, timeout=3000)
    window.games.new_game()  # "Keep Playing"
    assert asked == ["Abandon the game in progress?"] and opened == [True]
    assert controller.state is state and list(state.log) == log
    answer[0] = True
    window.games.new_game()  # "Abandon It": the new-game dialog opens
    assert len(asked) == 2 and opened == [True, True]
    window.games.start_game(GameConfig.standard("partnership", level="random", seed=9))
    # the abandoned game is not offered back: the autosave holds the new deal
    qtbot.waitUntil(lambda: (found := read_autosave()) is not None
                    and found[0].seed == 9, timeout=3000)


def test_quitting_asks_only_when_the_game_cannot_be_kept(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    play_as_person(qtbot, window, lambda: len(window.controller.state.log) > 6)  # type: ignore

    def full_disk(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(recorder_module, "write_autosave", full_disk)
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(window.games, "confirm",
                        answering(asked, answer))
    window.close()
    assert asked == ["Quit and lose the game in progress?"]
    assert window.isVisible()  # "Keep Playing"
    answer[0] = True
    window.close()
    assert not window.isVisible()


def test_a_card_taken_back_is_the_same_game(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow]) -> None:
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    controller = window.controller
    play_as_person(qtbot, window, controller.can_undo)
    game_id = window.recorder.current_meta().game_id
    assert controller.undo()
    state = controller.state
    assert state is not None
    # the autosave and the history go on with the same game, one card shorter
    assert window.recorder.current_meta().game_id == game_id
    qtbot.waitUntil(lambda: saved_log() == list(state.log), timeout=3000)
    found = read_autosave()
    assert found is not None and found[1].game_id == game_id


def test_a_file_from_a_second_start_asks_before_replacing_the_game(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Double-clicking a saved game while a hand is under way: the running window
    asks first, and "Keep Playing" keeps the game on the table."""
    from pinochle_desktop.app import _bring_forward
    from pinochle_desktop.storage import SaveMeta, SeatInfo, save_game

    other = new_game(preset("partnership"), seed=77)
    path = tmp_path / "other.pinochle"
    save_game(path, other, SaveMeta(seats=[SeatInfo("You", None)] + [
        SeatInfo(n, "random") for n in ("West", "North", "East")]))
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    play_as_person(qtbot, window, lambda: len(window.controller.state.log) > 6)  # type: ignore
    state = window.controller.state
    asked: list[str] = []
    answer = [False]
    monkeypatch.setattr(window.games, "confirm",
                        answering(asked, answer))
    _bring_forward(window, [str(path)])
    assert asked == ["Abandon the game in progress?"]
    assert window.controller.state is state and window.games.path is None
    answer[0] = True
    _bring_forward(window, [str(path)])
    assert window.games.path == path


def same_game(found: tuple[State, Any] | None, state: State) -> bool:
    """The autosave holds ``state`` exactly: the same cards in every hand, the same deal."""
    return (found is not None and found[0].to_dict() == state.to_dict()
            and found[0].deal_number == state.deal_number)


def test_a_new_game_is_kept_from_the_deal_and_offered_back_as_dealt(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """New Game, then quit (or a kill) before anyone acts: the next start offers that
    very deal back, not an older game and not a redeal."""
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config, paused=True)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    window.games.start_game(GameConfig.standard("partnership", level="random", seed=41))
    state = window.controller.state
    assert state is not None and state.log == [] and state.deal_number == 41
    # on disk at once, before anyone acts (a kill loses nothing)
    qtbot.waitUntil(lambda: same_game(read_autosave(), state), timeout=3000)
    assert not window.games.game_in_progress()  # nothing to ask before another New Game
    window.close()
    assert same_game(read_autosave(), state)

    dealt = count_deals(monkeypatch)
    again = window_for(qtbot, prefs, windows, None)
    answer_resume(resume)
    app_module._offer_resume(again)
    qtbot.waitUntil(lambda: again._part is not None and again.controller.state is not None,
                    timeout=10_000)
    resumed = again.controller.state
    assert resumed is not None and resumed.to_dict() == state.to_dict()
    assert dealt == []  # not a redeal
    assert again.deal_label.text() == "Deal 41"


def test_the_next_hand_is_kept_from_its_deal(
        qtbot: QtBot, prefs: Preferences, windows: list[MainWindow],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The next hand dealt, then quit before anyone acts: the next start offers that
    hand back with its own cards and deal number."""
    config = GameConfig.standard("partnership", level="random", seed=5)
    window = window_for(qtbot, prefs, windows, config)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=5000)
    controller = window.controller

    def pause_at_the_next_hand() -> None:
        if controller.state is not None and controller.state.hand_number == 1:
            controller.set_paused(True)

    controller.state_changed.connect(pause_at_the_next_hand)
    for _ in range(400):  # the person plays hand 1 out and deals the next
        qtbot.waitUntil(lambda: controller.is_human_turn()
                        or controller.state.hand_number == 1, timeout=10_000)  # type: ignore
        if controller.state.hand_number == 1:  # type: ignore[union-attr]
            break
        controller.submit(sensible(controller.legal_actions()))
    state = controller.state
    assert state is not None and state.hand_number == 1
    assert state.log[-1][1].kind == "continue"  # nobody has acted in the new hand
    qtbot.waitUntil(lambda: same_game(read_autosave(), state), timeout=3000)
    window.close()

    dealt = count_deals(monkeypatch)
    again = window_for(qtbot, prefs, windows, None)
    answer_resume(resume)
    app_module._offer_resume(again)
    qtbot.waitUntil(lambda: again._part is not None and again.controller.state is not None,
                    timeout=10_000)
    resumed = again.controller.state
    assert resumed is not None and resumed.to_dict() == state.to_dict()
    assert dealt == []
    assert again.deal_label.text() == f"Deal {state.deal_number}"
