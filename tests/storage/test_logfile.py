"""The log: a rotating file in the log folder; an unwritable folder is said, not fatal."""

from __future__ import annotations

import faulthandler
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from pinochle_desktop.storage import logfile, paths


@pytest.fixture(autouse=True)
def _restore_logging() -> Iterator[None]:
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in list(root.handlers):
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    setup = logfile.current()
    if setup is not None and setup.fault_file is not None:
        faulthandler.disable()
        setup.fault_file.close()
    logfile._CURRENT = None


def test_messages_go_to_the_log_file_in_the_log_folder(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.HOME_OVERRIDE, str(tmp_path))
    setup = logfile.setup_logging()
    assert setup.path == tmp_path / "state" / "log" / "pinochle-desktop.log"
    assert setup.problem == ""
    logging.getLogger("pinochle_desktop.test").warning("a warning for the log")
    assert "a warning for the log" in setup.path.read_text(encoding="utf-8")
    assert faulthandler.is_enabled()


def test_an_unwritable_log_folder_is_said_in_a_sentence(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    setup = logfile.setup_logging(folder=blocker / "log")
    assert setup.path is None
    assert "log file could not be written" in setup.problem
    assert "terminal" in setup.problem
    logging.getLogger("pinochle_desktop.test").warning("still fine")


def test_a_previous_crash_report_is_carried_into_the_log(tmp_path: Path) -> None:
    (tmp_path / "faults.log").write_text("Fatal Python error: Segmentation fault\n")
    setup = logfile.setup_logging(folder=tmp_path)
    assert setup.path is not None
    text = setup.path.read_text(encoding="utf-8")
    assert "previous run ended in a crash" in text and "Segmentation fault" in text
    assert (tmp_path / "faults.log").read_text() == ""


def test_the_log_rotates(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logfile, "LOG_BYTES", 2_000)
    setup = logfile.setup_logging(folder=tmp_path)
    for n in range(200):
        logging.getLogger("pinochle_desktop.test").warning("line %d %s", n, "x" * 40)
    assert (tmp_path / "pinochle-desktop.log.1").exists()
    assert not (tmp_path / f"pinochle-desktop.log.{logfile.LOG_BACKUPS + 1}").exists()
    assert setup.path is not None and setup.path.stat().st_size <= 2_200
