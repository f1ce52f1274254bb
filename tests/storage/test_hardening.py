"""No file hangs the program, no database error escapes, no text is accepted
that cannot be written back, messages quote only excerpts, the player is told once.

Each test names the failure it pins down; on the main branch before the fix each
of them failed (a hang, a raw sqlite3 or Unicode error, a modified file, a
10,000-character message...).
"""

from __future__ import annotations

import json
import os
import random
import sqlite3
import time
from pathlib import Path
from typing import Any

import pytest

from pinochle_desktop.engine import Phase, State, new_game, preset
from pinochle_desktop.storage import atomic, notices, savegame
from pinochle_desktop.storage import settings as S
from pinochle_desktop.storage.history import BUSY_TIMEOUT, HistoryDB, HistoryError, open_history
from pinochle_desktop.storage.rulesets import RuleSetError, RuleSetStore, import_rules
from pinochle_desktop.storage.savegame import (
    SaveFileError,
    SaveMeta,
    dumps_game,
    load_game,
    peek,
    save_game,
    write_autosave,
)
from pinochle_desktop.storage.seats import SeatInfo
from pinochle_desktop.storage.settings import Settings

from .conftest import UserDirs
from .drive import game_after, random_action
from .watchdog import watchdog


@pytest.fixture(autouse=True)
def no_old_notices() -> None:
    notices.clear_notices()


def fingerprint(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def seats(n: int) -> list[SeatInfo]:
    return [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "standard") for i in range(1, n)]


def save_doc(steps: int = 10) -> dict[str, Any]:
    state = game_after("partnership", 3, steps)
    document: dict[str, Any] = json.loads(dumps_game(state, SaveMeta(seats(4), game_id="g")))
    return document


def write_doc(path: Path, document: dict[str, Any]) -> Path:
    path.write_text(json.dumps(document), "utf-8")
    return path


def hand_over(seed: int) -> State:
    """A partnership game just after its first hand was scored."""
    state = new_game(preset("partnership"), seed=seed)
    rng = random.Random(seed)
    while state.phase != Phase.HAND_OVER:
        state.apply(random_action(state, rng))
    return state


def next_hand_over(state: State, seed: int) -> State:
    rng = random.Random(seed)
    state.apply(random_action(state, rng))
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        state.apply(random_action(state, rng))
    return state


# -- the history database -----------------------------------------------------------------


def _database(path: Path, version: int, tables: tuple[str, ...] = ()) -> tuple[bytes, int]:
    path.parent.mkdir(parents=True, exist_ok=True)
    con = sqlite3.connect(path)
    for table in tables:
        con.execute(f"CREATE TABLE {table} (x)")
    con.execute(f"PRAGMA user_version = {version}")
    con.commit()
    con.close()
    os.utime(path, ns=(10**18, 10**18))
    return fingerprint(path)


@pytest.mark.parametrize(
    ("version", "tables", "kind", "words"),
    [
        (99, ("hands",), "newer", "newer version of Pinochle Desktop"),
        (-3, (), "damaged", r"format number \(-3\)"),
        (0, ("recipes", "notes"), "damaged", "not a Pinochle Desktop hand history"),
        (1, ("recipes",), "damaged", "tables are missing"),
    ],
)
def test_a_refused_database_is_never_written(
    user_dirs: UserDirs, version: int, tables: tuple[str, ...], kind: str, words: str
) -> None:
    """Was: WAL was switched on before the version check (the file changed), a negative
    version raised IndexError, a foreign database was migrated."""
    path = user_dirs.data / "history.sqlite3"
    before = _database(path, version, tables)
    with pytest.raises(HistoryError, match=words) as info:
        HistoryDB()
    assert info.value.kind == kind and len(str(info.value)) < 300
    assert fingerprint(path) == before
    assert sorted(p.name for p in user_dirs.data.iterdir()) == ["history.sqlite3"]


def test_a_named_pipe_in_place_of_the_history_does_not_hang(user_dirs: UserDirs) -> None:
    user_dirs.data.mkdir(parents=True)
    os.mkfifo(user_dirs.data / "history.sqlite3")
    with watchdog(2.0), pytest.raises(HistoryError, match="named pipe"):
        HistoryDB()
    with watchdog(2.0):
        db, message = open_history()
    assert db is None and message is not None and len(message) < 300


def _recorded(user_dirs: UserDirs) -> tuple[HistoryDB, State]:
    db = HistoryDB()
    state = hand_over(5)
    assert db.record_state(state, "g", 0, seats(4)) is not None
    return db, state


@pytest.mark.parametrize(
    "damage",
    [
        "DROP TABLE hands",
        "DROP TABLE hand_details",
        "DROP TABLE games",
        "UPDATE hands SET scores_json = '{'",
        "UPDATE hands SET played_at = 'yesterday'",
        "UPDATE hand_details SET record_z = x'0102'",
        "UPDATE games SET state_z = x'789c'",
        "UPDATE games SET rules_json = '[1'",
    ],
)
def test_every_sqlite_or_row_error_after_open_is_a_history_error(
    user_dirs: UserDirs, damage: str
) -> None:
    """Was: sqlite3.OperationalError and json errors escaped list_hands, get_hand,
    variants, record_state."""
    db, state = _recorded(user_dirs)
    hand_id = db.list_hands()[0].id
    other = sqlite3.connect(db.path)
    other.execute("PRAGMA foreign_keys = OFF")
    other.execute(damage)
    other.commit()
    other.close()
    calls = {
        "list_hands": db.list_hands,
        "count_hands": db.count_hands,
        "variants": db.variants,
        "get_hand": lambda: db.get_hand(hand_id),
        "replay": lambda: db.replay(hand_id),
        "stats": db.stats,
        "export_hand": lambda: db.export_hand(hand_id),
    }
    for name, call in calls.items():
        try:
            call()
        except HistoryError as exc:
            assert len(str(exc)) < 300, name
    later = next_hand_over(state, 6)
    db.record_state(later, "g", 0, seats(4))  # never raises for the database
    db.close()


def test_a_damaged_page_is_a_history_error(user_dirs: UserDirs) -> None:
    db, state = _recorded(user_dirs)
    for seed in range(7, 10):
        state = next_hand_over(state, seed)
        db.record_state(state, "g", 0, seats(4))
    db.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    path = user_dirs.data / "history.sqlite3"
    raw = bytearray(path.read_bytes())
    page = 4096
    assert len(raw) > 3 * page
    raw[2 * page : 3 * page] = bytes(random.Random(1).randrange(256) for _ in range(page))
    path.write_bytes(bytes(raw))
    try:
        db = HistoryDB()
    except HistoryError:
        return
    for call in (db.list_hands, db.stats, db.variants, lambda: db.get_hand(1)):
        try:
            call()
        except HistoryError as exc:
            assert len(str(exc)) < 300
    db.close()


def test_a_locked_database_keeps_the_hand_and_records_it_later(user_dirs: UserDirs) -> None:
    """Was: the table froze 5 s after a hand and sqlite3.OperationalError escaped."""
    db, state = _recorded(user_dirs)
    locker = sqlite3.connect(db.path, isolation_level=None)
    locker.execute("BEGIN EXCLUSIVE")
    later = next_hand_over(state, 6)
    started = time.monotonic()
    assert db.record_state(later, "g", 0, seats(4)) is None
    assert time.monotonic() - started < 1.0 + BUSY_TIMEOUT
    assert db.pending_count == 1
    (notice,) = notices.take_notices()
    assert notice.source == "history" and "kept" in notice.text and len(notice.text) < 300
    assert db.take_notice() is None  # told once: it went through take_notices
    even_later = next_hand_over(later, 7)
    assert db.record_state(even_later, "g", 0, seats(4)) is None  # still locked: kept too
    assert db.pending_count == 2 and notices.take_notices() == []
    locker.execute("ROLLBACK")
    locker.close()
    assert db.flush_pending() == 2 and db.pending_count == 0
    assert db.count_hands(game_id="g") == 3
    db.close()


def test_a_read_only_or_full_database_keeps_hands_and_tells_once(user_dirs: UserDirs) -> None:
    db, state = _recorded(user_dirs)
    db.db.execute("PRAGMA query_only = ON")  # as a read-only file behaves
    later = next_hand_over(state, 6)
    assert db.record_state(later, "g", 0, seats(4)) is None
    message = db.take_notice()
    assert message is not None and "read-only" in message and db.take_notice() is None
    db.db.execute("PRAGMA query_only = OFF")
    assert db.flush_pending() == 1
    pages = db.db.execute("PRAGMA page_count").fetchone()[0]
    db.db.execute(f"PRAGMA max_page_count = {pages}")  # the disk is full
    for seed in range(7, 40):  # until a hand needs a new page
        if later.is_terminal:
            break
        later = next_hand_over(later, seed)
        if db.record_state(later, "g", 0, seats(4)) is None:
            break
    assert db.pending_count == 1 and db.take_notice() is None
    db.db.execute("PRAGMA max_page_count = 1000000")
    assert db.flush_pending() == 1
    numbers = [h.hand_number for h in db.list_hands(game_id="g")]
    assert numbers == list(range(len(numbers)))[::-1] and len(numbers) >= 3
    db.close()


def test_an_import_with_huge_numbers_is_a_history_error(db_path: Path, tmp_path: Path) -> None:
    with HistoryDB(db_path) as db:
        state = hand_over(5)
        hand_id = db.record_state(state, "g", 0, seats(4))
        assert hand_id is not None
        document = db.export_hand(hand_id)
    document["game"]["rules"]["num_players"] = 10**8
    with HistoryDB(tmp_path / "other.sqlite3") as other, watchdog(2.0):
        with pytest.raises(HistoryError, match="num players must be from 2 to 8") as info:
            other.import_hand(document)
        assert len(str(info.value)) < 300


@pytest.fixture
def db_path(user_dirs: UserDirs) -> Path:
    return user_dirs.data / "history.sqlite3"


# -- settings --------------------------------------------------------------------------------


def test_a_named_pipe_or_folder_in_place_of_settings_does_not_hang(user_dirs: UserDirs) -> None:
    """Was: a named pipe as settings.json hung the start-up."""
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "settings.json"
    os.mkfifo(path)
    with watchdog(2.0):
        s = Settings.load()
    assert s.as_dict() == Settings().as_dict()
    (text,) = startup = notices.startup_notices()
    assert "named pipe" in text and len(text) < 300 and startup
    assert s.take_messages() == []  # shown once, by whichever asked first
    assert s.save() is None and Settings.load()[S.PLAYER_NAME] == "You"


def test_a_folder_in_place_of_the_rule_sets_is_told_once(user_dirs: UserDirs) -> None:
    (user_dirs.config / "rulesets.json").mkdir(parents=True)
    with watchdog(2.0):
        store = RuleSetStore()
    message = store.take_message()
    assert message is not None and "folder" in message
    assert notices.startup_notices() == []


def test_damaged_settings_and_rule_sets_give_start_up_notices(user_dirs: UserDirs) -> None:
    """Was: the message was only read by the Preferences dialog."""
    user_dirs.config.mkdir(parents=True)
    (user_dirs.config / "settings.json").write_text("{broken", "utf-8")
    (user_dirs.config / "rulesets.json").write_text(
        '{"format": "pinochle-rulesets", "version": 9}', "utf-8"
    )
    Settings.load()
    RuleSetStore()
    texts = notices.startup_notices()
    assert len(texts) == 2 and all(len(t) < 300 for t in texts)
    assert "settings file was damaged" in texts[0] and "newer version" in texts[1]
    assert notices.startup_notices() == []


def test_text_that_cannot_be_written_back_is_repaired_on_load(user_dirs: UserDirs) -> None:
    """Was: a lone surrogate loaded, then every preference change raised UnicodeEncodeError."""
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "settings.json"
    path.write_text(
        json.dumps(
            {
                "format": "pinochle-settings",
                "version": 2,
                "settings": {
                    "player_name": "\ud800",
                    "recent_files": ["/a.pinochle", "/b\udcff.pinochle"],
                    "future_option": {"x": "\udfff"},
                    "other_option": "y" * 100_000,
                    "kept_option": [1, 2, 3],
                },
            }
        ),
        "utf-8",
    )
    s = Settings.load()
    assert s[S.PLAYER_NAME] == "You" and s[S.RECENT_FILES] == ["/a.pinochle"]
    assert any("future_option" in w for w in s.warnings)
    assert all(len(w) < 300 for w in s.warnings)
    s.add_recent_file("/c\udcfe.pinochle")  # a file name that cannot be stored
    s[S.GAME_SPEED] = "fast"
    assert s.save() is None
    again = json.loads(path.read_text("utf-8"))["settings"]
    assert again["kept_option"] == [1, 2, 3] and "future_option" not in again
    assert "other_option" not in again and again["game_speed"] == "fast"


# -- rule sets ---------------------------------------------------------------------------


def _rules_file(path: Path, rules: dict[str, Any], name: str = "Shared") -> Path:
    path.write_text(
        json.dumps({"format": "pinochle-rules", "version": 1, "name": name, "rules": rules}),
        "utf-8",
    )
    return path


@pytest.mark.parametrize(
    ("rules", "words"),
    [
        ({"num_players": 10**8}, "num players must be from 2 to 8, not 100,000,000"),
        ({"num_players": 10**9}, "num players must be from 2 to 8"),
        ({"max_bid": 100_000_000}, "max bid must be from 0 to 100,000"),
        ({"variant": "x" * 100_000}, "variant may be at most 40 characters"),
        ({"variant": "\ud800"}, "cannot be saved"),
        ({"extra": {"note": "y" * 15_000}}, "note may be at most 2,000 characters"),
        ({"deck": "z" * 20_000}, "deck must be one of"),
        ({"sides": [[0, 1]] * 5000}, "sides may have at most 8 entries"),
        ({"meld_values": {"run": [10**9] * 4}}, "meld value must be from 0 to 100,000"),
        ({"z" * 50_000: 1}, "rule option's name is too long"),
    ],
)
def test_rule_imports_are_bounded_before_anything_is_built(
    tmp_path: Path, rules: dict[str, Any], words: str
) -> None:
    """Was: num_players 10^8 took 15 s and gigabytes, 10^9 raised MemoryError, a huge
    string was accepted and re-saved, messages quoted the whole value."""
    path = _rules_file(tmp_path / "shared.json", rules)
    before = fingerprint(path)
    with watchdog(2.0), pytest.raises(RuleSetError, match=words) as info:
        import_rules(path)
    assert len(str(info.value)) < 300
    assert fingerprint(path) == before


def test_a_rule_set_name_that_cannot_be_saved_is_refused(tmp_path: Path) -> None:
    path = _rules_file(tmp_path / "shared.json", {}, name="Grandma \ud800")
    store = RuleSetStore(tmp_path / "rulesets.json")
    with pytest.raises(RuleSetError, match="cannot be saved") as info:
        store.import_file(path)
    assert len(str(info.value)) < 300 and store.names() == []
    with pytest.raises(RuleSetError, match="cannot be saved"):
        store.save("Grandma \udc00", preset("partnership"))


def test_bad_entries_in_the_rule_sets_file_are_named_briefly(tmp_path: Path) -> None:
    entries = [{"name": "n" * 10_000 + str(i), "rules": {"num_players": 10**8}} for i in range(20)]
    path = tmp_path / "rulesets.json"
    path.write_text(
        json.dumps({"format": "pinochle-rulesets", "version": 2, "rulesets": entries}), "utf-8"
    )
    with watchdog(2.0):
        store = RuleSetStore(path)
    message = store.take_message()
    assert message is not None and message.startswith("20 saved rule set(s)")
    assert len(message) < 300 and "and 17 more" in message


# -- saved games -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["seats"][1].update(name="\ud800"), "cannot be saved"),
        (lambda d: d["seats"][1].update(name="N" * 500), "seat's name is too long"),
        (lambda d: d["game"]["rules"].update(max_bid=100_000_000), "max bid must be from"),
        (lambda d: d["game"]["rules"].update(num_players=10**8), "num players must be from"),
        (lambda d: d["game"]["rules"].update(variant="v" * 15_000_000),
         "variant may be at most 40 characters"),
        (lambda d: d["game"]["rules"].update(extra={"a": "\udc80"}), "cannot be saved"),
        (lambda d: d["game"]["log"].__setitem__(3, "1:" + "x" * 20_000), "move 4"),
        (lambda d: d["game"].update(seed=10**4000), "seed is out of range"),
        (lambda d: d["game"].update(deal=[""]), "deal"),
        (lambda d: d["game"].update(deal=["x" * 50_000] * 4), "hand 1 of the deal is too long"),
        (lambda d: d.update(game_id="\ud800"), "game id is not valid"),
    ],
)
def test_saves_are_bounded_and_messages_short(tmp_path: Path, change: Any, words: str) -> None:
    """Was: a lone surrogate loaded and made the game unsaveable; max_bid 10^8 never
    finished; num_players 10^8 took gigabytes; messages of 40,000 characters."""
    document = save_doc()
    change(document)
    path = write_doc(tmp_path / "x.pinochle", document)
    before = fingerprint(path)
    with watchdog(2.0), pytest.raises(SaveFileError, match=words) as info:
        load_game(path)
    message = str(info.value)
    assert len(message) < 300 and "Error" not in message, message
    assert fingerprint(path) == before


def test_an_engine_failure_on_replay_names_the_move(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Was: "replaying the game failed (IndexError ...)"."""
    path = write_doc(tmp_path / "x.pinochle", save_doc(steps=10))
    state_class = type(new_game(preset("partnership"), seed=1))
    real_apply = state_class.apply

    def apply(self: State, action: Any) -> Any:
        if len(self.log) == 4:  # the fifth move
            raise IndexError("list index out of range")
        return real_apply(self, action)

    monkeypatch.setattr(state_class, "apply", apply)
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    message = str(info.value)
    assert "move 5 (" in message and "could not be played" in message, message
    assert "replaying the game failed" not in message and len(message) < 300


def test_peek_is_bounded_too(tmp_path: Path) -> None:
    document = save_doc()
    document["seats"][0]["name"] = "\ud800"
    path = write_doc(tmp_path / "x.pinochle", document)
    with pytest.raises(SaveFileError, match="summary"):
        peek(path)
    document = save_doc()
    document["summary"]["scores"] = [10**400]
    with pytest.raises(SaveFileError, match="summary"):
        peek(write_doc(tmp_path / "y.pinochle", document))


def test_nan_and_infinity_are_not_numbers_in_our_files(tmp_path: Path) -> None:
    raw = json.dumps(save_doc()).replace('"hand_number": 0', '"hand_number": Infinity')
    path = tmp_path / "x.pinochle"
    path.write_text(raw, "utf-8")
    with pytest.raises(SaveFileError, match="Infinity"):
        peek(path)


def test_a_named_pipe_or_device_is_never_opened_as_a_save(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.pinochle")
    with watchdog(2.0), pytest.raises(SaveFileError, match="named pipe"):
        load_game(tmp_path / "pipe.pinochle")
    with watchdog(2.0), pytest.raises(SaveFileError, match="device"):
        load_game("/dev/zero")


def test_a_game_that_cannot_be_written_is_refused_in_words(tmp_path: Path) -> None:
    """Was: Save and the autosave raised UnicodeEncodeError, uncaught in the GUI."""
    path = tmp_path / "x.pinochle"
    state = game_after("partnership", 3, 10)
    save_game(path, state, SaveMeta(seats(4)))
    before = path.read_bytes()
    bad = SaveMeta([SeatInfo("\ud800"), *seats(4)[1:]])
    with pytest.raises(SaveFileError, match="cannot be written"):
        save_game(path, state, bad)
    assert path.read_bytes() == before and not list(tmp_path.glob(".*.tmp"))


# -- durability ----------------------------------------------------------------------------


def test_the_autosave_is_fsynced_at_the_end_of_each_hand(
    user_dirs: UserDirs, monkeypatch: pytest.MonkeyPatch
) -> None:
    synced: list[int] = []
    real_fsync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: synced.append(fd) or real_fsync(fd))
    meta = SaveMeta(seats(4))
    state = hand_over(5)
    write_autosave(state, meta)  # the end of a hand: on disk, not just renamed
    assert synced
    synced.clear()
    next_state = new_game(preset("partnership"), seed=5)
    next_state.apply(next_state.legal_actions()[0])
    write_autosave(next_state, meta)  # after a trick: the rename is enough
    assert not synced
    write_autosave(next_state, meta, durable=True)
    assert synced
    assert savegame.is_hand_end(state) and not savegame.is_hand_end(next_state)


def test_stale_temp_files_are_cleaned_and_nothing_else(user_dirs: UserDirs) -> None:
    """Was: a killed write left its temp file until the game ended."""
    folder = user_dirs.state
    folder.mkdir(parents=True)
    old = folder / ".autosave.pinochle.k2j4_x9a.tmp"
    fresh = folder / ".window.json.abcdefgh.tmp"
    others = [folder / "autosave.pinochle", folder / ".hidden.tmp", folder / "notes.k2j4_x9a.tmp"]
    for path in (old, fresh, *others):
        path.write_bytes(b"x")
    (folder / ".dir.json.abcdefgh.tmp").mkdir()
    os.utime(old, (time.time() - 3600, time.time() - 3600))
    for path in others:
        os.utime(path, (0, 0))
    assert atomic.clean_user_folders() == [old]
    assert not old.exists() and fresh.exists() and all(p.exists() for p in others)
    assert atomic.clean_stale_temp_files(folder, max_age=0.0) == [fresh]
    assert atomic.clean_stale_temp_files(user_dirs.data / "missing") == []
