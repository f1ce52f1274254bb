"""The log: a rotating file in the log folder; an unwritable folder is said, not fatal."""

from __future__ import annotations

import faulthandler
import logging
import os
import stat
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


def _victim(tmp_path: Path) -> Path:
    victim = tmp_path / "victim.txt"
    victim.write_text("the player's own words\n")
    return victim


def test_a_link_at_the_fault_file_is_not_followed(tmp_path: Path) -> None:
    victim = _victim(tmp_path)
    folder = tmp_path / "log"
    folder.mkdir()
    (folder / "faults.log").symlink_to(victim)
    setup = logfile.setup_logging(folder=folder)
    assert setup.fault_file is not None and setup.path is not None
    assert victim.read_text() == "the player's own words\n"
    fault = folder / "faults.log"
    assert fault.is_file() and not fault.is_symlink()
    assert "the player's own words" not in setup.path.read_text(encoding="utf-8")
    assert "was a link" in setup.path.read_text(encoding="utf-8")


def test_a_link_at_the_log_file_is_not_followed(tmp_path: Path) -> None:
    victim = _victim(tmp_path)
    folder = tmp_path / "log"
    folder.mkdir()
    (folder / paths.log_path().name).symlink_to(victim)
    setup = logfile.setup_logging(folder=folder)
    logging.getLogger("pinochle_desktop.test").warning("a line for the log")
    assert victim.read_text() == "the player's own words\n"
    assert setup.path is not None and not setup.path.is_symlink()
    text = setup.path.read_text(encoding="utf-8")
    assert "a line for the log" in text and "was a link" in text


def test_a_link_met_when_the_log_rotates_is_not_followed(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    victim = _victim(tmp_path)
    monkeypatch.setattr(logfile, "LOG_BYTES", 2_000)
    setup = logfile.setup_logging(folder=tmp_path / "log")
    assert setup.path is not None
    handler = next(h for h in logging.getLogger().handlers
                   if isinstance(h, logfile.PrivateRotatingFileHandler))
    rotate = handler.rotate

    def rotate_then_plant(source: str, dest: str) -> None:
        rotate(source, dest)
        os.symlink(victim, source)  # a link where the fresh log file is about to be opened

    monkeypatch.setattr(handler, "rotate", rotate_then_plant)
    for n in range(100):
        logging.getLogger("pinochle_desktop.test").warning("line %d %s", n, "x" * 40)
    assert victim.read_text() == "the player's own words\n"
    assert "line 99" in setup.path.read_text(encoding="utf-8")


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_the_log_files_and_folder_are_private_whatever_the_umask(tmp_path: Path) -> None:
    before = os.umask(0o022)
    try:
        setup = logfile.setup_logging(folder=tmp_path / "state" / "log")
    finally:
        os.umask(before)
    assert setup.path is not None
    assert stat.S_IMODE((tmp_path / "state").stat().st_mode) == 0o700
    assert stat.S_IMODE(setup.path.parent.stat().st_mode) == 0o700
    for file in (setup.path, setup.path.parent / "faults.log"):
        assert stat.S_IMODE(file.stat().st_mode) == 0o600
