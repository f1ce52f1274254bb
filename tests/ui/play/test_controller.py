"""The controller: events become signals, computer moves never block, stale answers are dropped."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QElapsedTimer, QTimer
from pytestqt.qtbot import QtBot

from pinochle_desktop.engine import Action, Observation, Phase
from pinochle_desktop.ui.play.config import GameConfig
from pinochle_desktop.ui.play.controller import GameController
from pinochle_desktop.ui.play.thinker import SyncThinker, ThreadThinker


def _autoplay(variant: str = "partnership", seed: int = 9) -> GameConfig:
    return GameConfig.standard(variant, level="random", seed=seed, autoplay=True)


def test_a_whole_autoplayed_hand_is_reported_signal_by_signal(qtbot: QtBot) -> None:
    c = GameController(SyncThinker())
    c.delay_ms = 0
    seen: dict[str, list[Any]] = {}
    for name in ("bid_made", "contract_won", "trump_named", "melds_shown", "card_played",
                 "trick_won", "hand_scored", "turn_changed", "state_changed"):
        getattr(c, name).connect(lambda *args, n=name: seen.setdefault(n, []).append(args))
    c.hand_pause_ms = 10**6  # stop after the first hand
    with qtbot.waitSignal(c.hand_scored, timeout=5000):
        c.start(_autoplay())
    state = c.state
    assert state is not None
    bids = [a for seat, a in state.log if a.kind in ("bid", "pass")]
    assert len(seen["bid_made"]) == len(bids)
    assert len(seen["contract_won"]) == 1
    assert seen["trump_named"][0][1] in "SHDC"
    assert len(seen["melds_shown"]) == 1
    # int seat keys: a Signal(dict) delivered {} here (Qt maps need str keys)
    (melds,), = seen["melds_shown"]
    assert sorted(melds) == list(range(len(state.hands)))
    assert len(seen["card_played"]) == 48
    assert len(seen["trick_won"]) == 12
    assert seen["hand_scored"] == [(state.history[-1],)]
    assert state.phase == Phase.HAND_OVER
    c.stop()


class SlowPlayer:
    """Thinks for a while (in its worker thread), then plays the first legal action."""

    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.calls = 0

    def choose(self, obs: Observation) -> Action:
        self.calls += 1
        time.sleep(self.seconds)
        return obs.legal_actions[0]


def test_thinking_happens_off_the_gui_thread(qtbot: QtBot) -> None:
    c = GameController(ThreadThinker())
    c.delay_ms = 0
    c.start(_autoplay())
    c.cancel()
    slow = SlowPlayer(0.25)
    for seat in c.players:
        c.players[seat] = slow
    gaps: list[int] = []
    clock = QElapsedTimer()
    clock.start()
    probe = QTimer()
    probe.setInterval(10)

    def tick() -> None:
        gaps.append(clock.restart())

    probe.timeout.connect(tick)
    probe.start()
    c.set_paused(False)
    qtbot.waitUntil(lambda: slow.calls >= 2, timeout=5000)
    probe.stop()
    assert max(gaps) < 120, "the event loop kept running while the player thought"
    c.stop()


def test_a_cancelled_answer_is_never_applied(qtbot: QtBot) -> None:
    thinker = ThreadThinker()
    c = GameController(thinker)
    c.delay_ms = 0
    c.start(_autoplay())
    c.cancel()
    slow = SlowPlayer(0.2)
    for seat in c.players:
        c.players[seat] = slow
    with qtbot.waitSignal(c.thinking, timeout=2000):
        c.set_paused(False)
    state = c.state
    assert state is not None
    moves = len(state.log)
    c.set_paused(True)  # cancels: the answer now on its way must be dropped
    qtbot.waitUntil(lambda: slow.calls >= 1, timeout=2000)
    thinker.shutdown()
    qtbot.wait(50)
    assert len(state.log) == moves
    c.stop()


class BrokenPlayer:
    name = "broken"

    def choose(self, obs: Observation) -> Action:
        return Action.bid(5)  # never legal


def test_an_illegal_computer_move_is_replaced_by_a_legal_one(qtbot: QtBot) -> None:
    c = GameController(SyncThinker())
    c.delay_ms = 0
    c.start(_autoplay())
    c.cancel()
    for seat in c.players:
        c.players[seat] = BrokenPlayer()
    state = c.state
    assert state is not None
    with qtbot.waitSignal(c.card_played, timeout=5000):
        c.set_paused(False)
    assert all(a.amount != 5 for _, a in state.log)
    c.stop()


def test_the_human_cannot_act_out_of_turn(qtbot: QtBot) -> None:
    c = GameController(SyncThinker())
    c.delay_ms = 10**6  # computers wait: nothing moves on its own
    c.start(GameConfig.standard("partnership", level="random", seed=1))
    state = c.state
    assert state is not None
    if state.current_player == c.human_seat:
        c.submit(state.legal_actions()[0])
    assert state.current_player != c.human_seat
    with qtbot.waitSignal(c.illegal_move) as blocker:
        assert not c.submit(Action("pass"))
    assert "turn" in blocker.args[0]
    c.stop()


def test_a_worker_process_answers_and_returns_the_player(qtbot: QtBot) -> None:
    from pinochle_desktop.ai import make_player
    from pinochle_desktop.engine import new_game, preset
    from pinochle_desktop.ui.play.thinker import ProcessThinker

    thinker = ProcessThinker()
    state = new_game(preset("partnership"), seed=2)
    seat = state.current_player
    assert seat is not None
    player = make_player("random", seed=1)
    returned: list[object] = []
    thinker.player_returned.connect(lambda _t, p: returned.append(p))
    try:
        with qtbot.waitSignal(thinker.answered, timeout=30000) as blocker:
            thinker.ask(7, player, state.observation(seat))
        ticket, action = blocker.args
        assert ticket == 7 and action in state.legal_actions()
        assert returned and returned[0] is not player
        assert type(returned[0]) is type(player)
    finally:
        thinker.shutdown()


class DiesInWorkerProcess:
    """A player whose worker process dies while it thinks (killed, out of memory);
    asked in this process, it plays the first legal action."""

    name = "dies"

    def choose(self, obs: Observation) -> Action:
        import multiprocessing
        import os

        if multiprocessing.parent_process() is not None:
            os._exit(3)
        return obs.legal_actions[0]


def test_a_worker_process_that_dies_mid_move_hands_the_move_to_a_thread(qtbot: QtBot) -> None:
    """The table must not hang when the worker process is killed during a move:
    the same question is asked again on a thread; the next one gets a new
    process, and after two processes lost in a row questions go to a thread."""
    from pinochle_desktop.engine import new_game, preset
    from pinochle_desktop.ui.play.thinker import ProcessThinker

    thinker = ProcessThinker()
    state = new_game(preset("partnership"), seed=2)
    seat = state.current_player
    assert seat is not None
    obs = state.observation(seat)
    try:
        for ticket in (5, 6):
            with qtbot.waitSignal(thinker.answered, timeout=30000) as blocker:
                thinker.ask(ticket, DiesInWorkerProcess(), obs)
            assert blocker.args == [ticket, obs.legal_actions[0]]
            assert thinker.broken == (ticket == 6)
        with qtbot.waitSignal(thinker.answered, timeout=5000) as blocker:
            thinker.ask(7, DiesInWorkerProcess(), obs)
        assert blocker.args == [7, obs.legal_actions[0]]
    finally:
        thinker.shutdown()


def test_without_worker_processes_players_think_on_a_thread(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    from pinochle_desktop.ai import make_player
    from pinochle_desktop.engine import new_game, preset
    from pinochle_desktop.ui.play.thinker import ProcessThinker

    thinker = ProcessThinker()

    def no_processes() -> None:
        raise RuntimeError("processes are not allowed here")

    monkeypatch.setattr(thinker.tasks.processes, "executor", no_processes)
    state = new_game(preset("partnership"), seed=2)
    seat = state.current_player
    assert seat is not None
    try:
        thinker.warm_up()
        assert thinker.broken
        with qtbot.waitSignal(thinker.answered, timeout=5000) as blocker:
            thinker.ask(3, make_player("random", seed=1), state.observation(seat))
        assert blocker.args[1] in state.legal_actions()
    finally:
        thinker.shutdown()


def _seatings() -> list[Any]:
    """Every preset with the four levels seated in turn; a table of two or three
    seats is played again with the levels that did not fit."""
    from pinochle_desktop.engine import PRESET_NAMES, preset

    levels = ("expert", "easy", "pro", "standard")
    seatings = []
    for variant in PRESET_NAMES:
        n = preset(variant).num_players
        for first in range(0, max(n, len(levels)), n):
            seated = tuple(levels[(first + s) % len(levels)] for s in range(n))
            seatings.append(pytest.param(variant, seated, id=f"{variant}:{','.join(seated)}"))
    return seatings


@pytest.mark.parametrize(("variant", "levels"), _seatings())
def test_every_level_plays_a_hand_at_the_table_as_the_app_runs_it(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, variant: str,
        levels: tuple[str, ...]) -> None:
    """The app's own thinkers (a thread, worker processes, the Expert's search
    pool) carry a hand with every level seated through to its score."""
    from pinochle_desktop.ai import make_player
    from pinochle_desktop.ui.play.config import SeatConfig

    config = _autoplay(variant, seed=6)
    config.seats = [SeatConfig(seat.name, level)
                    for seat, level in zip(config.seats, levels, strict=True)]
    c = GameController()
    c.delay_ms = c.trick_pause_ms = c.deal_pause_ms = c.meld_pause_ms = 0
    c.hand_pause_ms = 10**6  # stop after the first hand
    played: list[Any] = []
    c.card_played.connect(lambda *args: played.append(args))
    # a failed or illegal computer move is replaced by a random player's: count those
    stand_ins: list[int] = []
    stand_in = c._stand_in
    monkeypatch.setattr(c, "_stand_in", lambda seat: stand_ins.append(seat) or stand_in(seat))
    try:
        with qtbot.waitSignal(c.hand_scored, timeout=120_000):
            c.start(config)
        state = c.state
        assert state is not None
        assert state.phase == Phase.HAND_OVER
        summary = state.history[-1]
        # a hand thrown in after the widow or conceded ends before the tricks
        if not summary.conceded:
            assert len(played) == state.rules.deck_size - state.rules.widow_size
        assert stand_ins == []
        # each seat was played by the level it was given
        assert [type(c.players[seat]) for seat in range(len(levels))] == [
            type(make_player(level)) for level in levels]
    finally:
        c.stop()
