"""Reference cycles are collected on the GUI thread: a worker thread's allocations
never destroy a Qt object there (which can hang the program)."""

from __future__ import annotations

import gc
import threading

from pytestqt.qtbot import QtBot

from pinochle_desktop.ui.gui_gc import GuiThreadCollector


class _Cycle:
    """Half of a reference cycle that notes the thread it is destroyed on."""

    def __init__(self, record: list[int]) -> None:
        self.record = record
        self.other: _Cycle | None = None

    def __del__(self) -> None:
        self.record.append(threading.get_ident())


def test_a_cycle_left_while_a_worker_allocates_is_collected_on_the_gui_thread(
        qtbot: QtBot) -> None:
    collector = GuiThreadCollector()
    destroyed: list[int] = []
    try:
        assert not gc.isenabled()
        a, b = _Cycle(destroyed), _Cycle(destroyed)
        a.other, b.other = b, a
        del a, b

        kept: list[list[int]] = []

        def allocate() -> None:  # enough new containers for the automatic collector to run
            kept.extend([i] for i in range(20_000))

        worker = threading.Thread(target=allocate)
        worker.start()
        worker.join()
        assert destroyed == []  # the worker collected nothing
        qtbot.waitUntil(lambda: len(destroyed) == 2, timeout=5000)
        assert set(destroyed) == {threading.get_ident()}
    finally:
        collector.stop()
