"""The Qt side of the task service (``ai.tasks``): answers on the GUI thread.

:func:`gui_tasks` makes a :class:`~pinochle_desktop.ai.tasks.TaskService`
whose ``post`` queues each answer to the GUI thread (Picard's ``to_main``,
Anki's "on_done will be called on the main thread"). The work keeps no Qt
object alive and needs none: the service holds its own receiver.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from ..ai.tasks import ProcessPool, SyncTaskService, TaskService

__all__ = ["SyncTaskService", "TaskService", "gui_tasks"]


class _ToGui(QObject):
    """Lives on the GUI thread; a call emitted from any thread runs there."""

    call = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.call.connect(self._run)

    def _run(self, call: Callable[[], None]) -> None:
        call()


def gui_tasks(*, processes: ProcessPool | None = None,
              search_pool: ProcessPool | None = None) -> TaskService:
    """A task service whose answers arrive on the GUI thread (make it there)."""
    receiver = _ToGui()
    service = TaskService(receiver.call.emit, processes=processes, search_pool=search_pool)
    service.keep = receiver
    return service
