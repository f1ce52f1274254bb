"""Python's collection of reference cycles, run on the GUI thread only.

A Qt object caught in a reference cycle is destroyed by whichever thread's
allocation starts a collection: the autosave's thread, a task's thread. Its
destructor takes Qt's connection locks there and then asks for the interpreter
lock, while the GUI thread, holding the interpreter lock, may be waiting for
one of those Qt locks (making a connection, an animation): the program hangs.
So while a :class:`GuiThreadCollector` runs, automatic collection is off and a
timer on the GUI thread collects when the counts say it is due, the generation
the automatic collector would have chosen.

(As PyQt programs have long done: Qt objects are created and destroyed on the
GUI thread.)
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadCollector(QObject):
    """Collects reference cycles on the thread it was made on (the GUI thread) and
    keeps the automatic collector off until :meth:`stop`."""

    #: how often the counts are looked at, ms
    INTERVAL_MS = 100

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.threshold = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(self.INTERVAL_MS)
        self._timer.timeout.connect(self.collect_due)
        self._timer.start()

    def collect_due(self) -> int:
        """Collect the oldest generation whose count has passed its threshold (none
        while the youngest's has not); the number of unreachable objects found."""
        counts = gc.get_count()
        if counts[0] <= self.threshold[0]:
            return 0
        generation = 0
        for older in (1, 2):
            if counts[older] > self.threshold[older]:
                generation = older
        return gc.collect(generation)

    def stop(self) -> None:
        """Collect what is left here and give collection back to the interpreter."""
        self._timer.stop()
        gc.collect()
        if self._was_enabled:
            gc.enable()


__all__ = ["GuiThreadCollector"]
