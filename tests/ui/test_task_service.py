"""The task service on the Qt side: answers arrive on the GUI thread, and the
Thinker asks where the player's declared cost says (a process for a player
that searches in Python, a thread otherwise)."""

from __future__ import annotations

import os
import signal
import threading
from pathlib import Path

import pytest
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


def _running(pid: int) -> bool:
    """Alive and not a zombie (a killed worker waits only for its parent to reap it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[0] != "Z"


@pytest.mark.skipif(not Path("/proc/self/stat").exists() or not hasattr(signal, "SIGSTOP"),
                    reason="stops a process and reads /proc")
def test_a_stopped_worker_process_costs_one_stand_in_move_and_is_replaced(
        qtbot: QtBot) -> None:
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.controller import GameController
    from pinochle_desktop.ui.play.thinker import ProcessThinker

    thinker = ProcessThinker()
    thinker.answer_floor = 2.0
    c = GameController(thinker)
    c.delay_ms = c.trick_pause_ms = c.deal_pause_ms = c.meld_pause_ms = 0
    c.hand_pause_ms = 10**6
    said: list[str] = []
    c.message.connect(lambda text: said.append(text) if "could not decide" in text else None)
    stopped = 0
    try:
        c.start(GameConfig.standard("partnership", level="random", seed=3, autoplay=True))
        qtbot.waitUntil(lambda: bool(thinker.tasks.processes.pids()) and c.state is not None
                        and len(c.state.log) >= 2, timeout=60_000)
        c.set_paused(True)
        stopped = thinker.tasks.processes.pids()[0]
        os.kill(stopped, signal.SIGSTOP)
        assert c.state is not None
        before = len(c.state.log)
        c.set_paused(False)
        # the table moves on: a stand-in move, with a word for the player
        qtbot.waitUntil(lambda: c.state is not None and len(c.state.log) > before,
                        timeout=15_000)
        assert len(said) == 1 and said[0]
        qtbot.waitUntil(lambda: not _running(stopped), timeout=10_000)
        # ... and the next moves are asked of a new worker process
        qtbot.waitUntil(lambda: c.state is not None and len(c.state.log) > before + 3,
                        timeout=60_000)
        assert [p for p in thinker.tasks.processes.pids() if p != stopped]
        assert not thinker.broken and len(said) == 1
    finally:
        c.stop()
        if stopped and _running(stopped):
            os.kill(stopped, signal.SIGKILL)


def test_a_killed_worker_process_is_replaced_for_the_next_decision(qtbot: QtBot) -> None:
    from pinochle_desktop.ui.play.thinker import ProcessThinker

    state = new_game(preset("partnership"), seed=2)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    thinker = ProcessThinker()
    try:
        with qtbot.waitSignal(thinker.player_returned, timeout=60_000):
            thinker.ask(1, make_player("standard", 1), obs)
        first = thinker.tasks.processes.pids()
        assert first
        os.kill(first[0], signal.SIGKILL)
        # until every thread of it has ended: its leader shows as a zombie while
        # the others still hold its pipes, and a question sent then is lost with it
        qtbot.waitUntil(lambda: first[0] not in thinker.tasks.processes.pids(),
                        timeout=10_000)
        # the next decision still runs in a worker process: the player comes back from it
        with qtbot.waitSignal(thinker.player_returned, timeout=60_000):
            thinker.ask(2, make_player("standard", 1), obs)
        assert thinker.tasks.processes.pids() and not thinker.broken
        assert first[0] not in thinker.tasks.processes.pids()
    finally:
        thinker.shutdown()


@pytest.mark.skipif(not Path("/proc/self/stat").exists() or not hasattr(signal, "SIGSTOP"),
                    reason="stops a process and reads /proc")
def test_a_stopped_search_process_of_the_expert_costs_one_stand_in_move(
        qtbot: QtBot) -> None:
    def first_question(seed: int) -> tuple[list[object], object]:
        state = new_game(preset("partnership"), seed=seed)
        seat = state.current_player
        assert seat is not None
        return list(state.legal_actions()), state.observation(seat)

    thinker = Thinker()
    pool = thinker.tasks.search_pool
    expert = make_player("expert/samples=8/bid_samples=8", 1, pool=pool)
    stopped = 0
    try:
        with qtbot.waitSignal(thinker.answered, timeout=120_000):
            thinker.ask(1, expert, first_question(2)[1])  # starts the search processes
        assert len(pool.pids()) >= 2
        thinker.answer_floor = 3.0
        stopped = pool.pids()[0]
        os.kill(stopped, signal.SIGSTOP)
        with qtbot.waitSignal(thinker.failed, timeout=60_000):
            # (another deal: the Expert remembers its answer to the same question)
            thinker.ask(2, expert, first_question(3)[1])  # its search waits on the stopped one
        qtbot.waitUntil(lambda: not _running(stopped), timeout=10_000)
        legal, obs = first_question(4)
        with qtbot.waitSignal(thinker.answered, timeout=120_000) as blocker:
            thinker.ask(3, expert, obs)
        assert blocker.args[1] in legal
        assert pool.pids() and stopped not in pool.pids() and not pool.given_up
    finally:
        thinker.shutdown()
        pool.shutdown(wait=False)
        if stopped and _running(stopped):
            os.kill(stopped, signal.SIGKILL)
