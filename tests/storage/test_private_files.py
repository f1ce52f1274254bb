"""Every folder and file the program keeps is private to the player, whatever the umask."""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from pinochle_desktop.engine import new_game, preset
from pinochle_desktop.storage import atomic, logfile, paths
from pinochle_desktop.storage.challenges import SeriesRecord, save_series
from pinochle_desktop.storage.history import HistoryDB
from pinochle_desktop.storage.rulesets import RuleSetStore
from pinochle_desktop.storage.savegame import SaveMeta, save_game, write_autosave
from pinochle_desktop.storage.seats import SeatInfo
from pinochle_desktop.storage.settings import Settings

from .conftest import UserDirs
from .test_history import play_game

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")


@pytest.fixture(autouse=True)
def _usual_umask() -> Iterator[None]:
    """The umask most systems give: new files readable by everybody unless we say otherwise."""
    before = os.umask(0o022)
    yield
    os.umask(before)


@pytest.fixture
def _no_logging_left() -> Iterator[None]:
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
        import faulthandler

        faulthandler.disable()
        setup.fault_file.close()
    logfile._CURRENT = None


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def everything_under(*folders: Path) -> list[Path]:
    return [p for folder in folders for p in [folder, *folder.rglob("*")]]


@pytest.mark.usefixtures("_no_logging_left")
def test_every_file_the_program_writes_is_private(user_dirs: UserDirs) -> None:
    logfile.setup_logging()
    logging.getLogger("pinochle_desktop.test").warning("a line in the log")
    prefs = Settings()
    prefs.add_recent_file("/somewhere/game.pinochle")
    assert prefs.save() is None
    RuleSetStore().save("Grandma", preset("partnership"))
    state = new_game(preset("partnership"), seed=3)
    write_autosave(state, SaveMeta([SeatInfo("Ann")] + [SeatInfo("Bot", "standard")] * 3))
    save_game(paths.saves_dir() / "kept.pinochle", state, SaveMeta([SeatInfo("Ann")] * 4))
    save_series(SeriesRecord(1, "two_handed", 0, [None, "easy"], "expert", 12))
    with HistoryDB() as db:
        play_game(db, "partnership", 5, game_id="g", hands=1)
        for folder in paths.user_folders():
            assert mode(folder) == 0o700, folder
        for file in paths.user_files():
            if file.name.endswith("-journal"):
                continue  # SQLite keeps none in WAL mode
            assert file.exists(), f"{file} was not made: the list in paths is stale"
            assert mode(file) == 0o600, file
        for path in everything_under(user_dirs.config, user_dirs.data, user_dirs.state):
            assert mode(path) == (0o700 if path.is_dir() else 0o600), path


def test_new_files_and_folders_are_private(tmp_path: Path) -> None:
    atomic.write_text(tmp_path / "made" / "new", "x")
    assert mode(tmp_path / "made") == 0o700
    assert mode(tmp_path / "made" / "new") == 0o600
    paths.ensure_dir(tmp_path / "a" / "b")
    assert mode(tmp_path / "a") == mode(tmp_path / "a" / "b") == 0o700


def test_a_file_written_again_becomes_private(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    target.write_text("{}")
    os.chmod(target, 0o644)
    atomic.write_text(target, "{}")
    assert mode(target) == 0o600


def test_what_an_earlier_version_left_readable_is_tightened_at_start(user_dirs: UserDirs) -> None:
    for folder in paths.user_folders():
        folder.mkdir(parents=True, exist_ok=True)
        os.chmod(folder, 0o755)
    for file in paths.user_files():
        file.write_text("old")
        os.chmod(file, 0o644)
    atomic.clean_user_folders()
    for folder in paths.user_folders():
        assert mode(folder) == 0o700, folder
    for file in paths.user_files():
        assert mode(file) == 0o600, file


def test_tightening_never_follows_a_link(user_dirs: UserDirs, tmp_path: Path) -> None:
    victim = tmp_path / "someone-elses.txt"
    victim.write_text("theirs")
    os.chmod(victim, 0o644)
    paths.settings_path().parent.mkdir(parents=True)
    paths.settings_path().symlink_to(victim)
    atomic.clean_user_folders()
    assert mode(victim) == 0o644


def test_the_history_database_and_its_companions_are_private(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite3"
    with HistoryDB(path) as db:
        play_game(db, "three_handed", 2, game_id="g", hands=1)
        made = [p for p in tmp_path.iterdir()]
        assert {p.name for p in made} >= {path.name, path.name + "-wal", path.name + "-shm"}
        for file in made:
            assert mode(file) == 0o600, file
