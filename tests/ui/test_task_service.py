"""The task service on the Qt side: answers arrive on the GUI thread, and the
Thinker asks where the player's declared cost says (a process for a player
that searches in Python, a thread otherwise)."""

from __future__ import annotations

import threading

from pytestqt.qtbot import QtBot

from pinochle_desktop.ai import make_player
from pinochle_desktop.ai.tasks import Outcome
from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.ui.play.thinker import SyncThinker, Thinker
from pinochle_desktop.ui.tasks import gui_tasks


def test_answers_arrive_on_the_gui_thread(qtbot: QtBot) -> None:
    tasks = gui_tasks()
    got: list[tuple[int, int]] = []
    try:
        tasks.run(threading.get_ident,
                  on_done=lambda o: got.append((o.value, threading.get_ident())))
        qtbot.waitUntil(lambda: bool(got), timeout=10000)
        worker, receiver = got[0]
        assert receiver == threading.get_ident() != worker
    finally:
        tasks.shutdown()


def test_a_cancelled_answer_never_reaches_the_gui(qtbot: QtBot) -> None:
    tasks = gui_tasks()
    got: list[Outcome] = []
    release = threading.Event()
    try:
        ticket = tasks.run(release.wait, 10, on_done=got.append)
        ticket.cancel()
        release.set()
        assert tasks.wait(10)
        done = tasks.run(lambda: "later", on_done=got.append)
        qtbot.waitUntil(lambda: bool(got), timeout=10000)
        assert [o.value for o in got] == ["later"] and not done.cancelled
    finally:
        tasks.shutdown()


def test_the_thinker_asks_where_the_players_cost_says(qtbot: QtBot) -> None:
    state = new_game(preset("partnership"), seed=2)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    thinker = Thinker()
    returned: list[object] = []
    thinker.player_returned.connect(lambda _t, p: returned.append(p))
    try:
        with qtbot.waitSignal(thinker.answered, timeout=10000):
            thinker.ask(1, make_player("random", 1), obs)
        assert returned == []  # a quick player: asked on a thread, never copied
        searching = make_player("standard", 1)
        with qtbot.waitSignal(thinker.answered, timeout=60000) as blocker:
            thinker.ask(2, searching, obs)
        assert blocker.args[1] in state.legal_actions()
        assert len(returned) == 1 and returned[0] is not searching  # it went to a process
    finally:
        thinker.shutdown()


def test_the_sync_thinker_answers_before_ask_returns() -> None:
    state = new_game(preset("partnership"), seed=2)
    seat = state.current_player
    assert seat is not None
    thinker = SyncThinker()
    got: list[object] = []
    thinker.answered.connect(lambda t, a: got.append((t, a)))
    thinker.ask(4, make_player("standard", 1), state.observation(seat))
    assert len(got) == 1 and got[0][0] == 4  # type: ignore[index]
