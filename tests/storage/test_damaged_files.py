"""Damaged files end in the reader's documented error, in words, and no hand is lost
silently: lists nested deeper than any file of ours in every reader, a refused
history left byte for byte as it was (WAL files included), every field of an
imported hand checked, a saved game opened again recorded as a new play-through,
and saved games with more moves than any real game refused before they are replayed.
"""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from pinochle_desktop.engine import Phase, State, new_game, preset
from pinochle_desktop.storage import autosave_path, bounds, notices, read_autosave
from pinochle_desktop.storage.bounds import check_game_data, check_rules_data
from pinochle_desktop.storage.handrecord import HandRecord
from pinochle_desktop.storage.history import HistoryDB, HistoryError, open_history
from pinochle_desktop.storage.history_rows import RECORD_SCHEMA
from pinochle_desktop.storage.rulesets import RuleSetError, RuleSetStore, export_rules, import_rules
from pinochle_desktop.storage.savegame import (
    SaveFileError,
    SaveMeta,
    dumps_game,
    load_game,
    peek,
    save_game,
)
from pinochle_desktop.storage.seats import SeatInfo
from pinochle_desktop.storage.settings import SETTINGS_FORMAT, Settings

from .conftest import UserDirs
from .drive import random_action

#: nesting depths: just past what we write, past the engine's own recursion, past the
#: JSON parser's recursion, and absurd
DEPTHS = (50, 600, 5000, 100_000)
LIMIT = 300
SEATS = [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "standard") for i in range(1, 4)]
MARK = '"@@nested@@"'


def deep_text(depth: int) -> str:
    return "[" * depth + "1" + "]" * depth


def deep_value(depth: int) -> Any:
    value: Any = 1
    for _ in range(depth):
        value = [value]
    return value


def with_deep(document: Any, *where: str, depth: int) -> bytes:
    """``document`` as JSON text with a list nested ``depth`` deep at ``where``."""
    node = document
    for key in where[:-1]:
        node = node[key]
    node[where[-1]] = "@@nested@@"
    text = json.dumps(document)
    assert text.count(MARK) == 1
    return text.replace(MARK, deep_text(depth)).encode("utf-8")


def play_hand(state: State, rng: random.Random) -> None:
    """Random moves until the hand is scored."""
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        state.apply(random_action(state, rng))


def save_document(seed: int = 3) -> dict[str, Any]:
    state = new_game(preset("partnership"), seed=seed)
    rng = random.Random(seed)
    for _ in range(30):
        state.apply(random_action(state, rng))
    document: dict[str, Any] = json.loads(dumps_game(state, SaveMeta(SEATS, game_id="g")))
    return document


def exported_hand(folder: Path) -> dict[str, Any]:
    state = new_game(preset("partnership"), seed=9)
    play_hand(state, random.Random(9))
    with HistoryDB(folder / "source.sqlite3") as db:
        hand_id = db.record_state(state, "exported", 0, SEATS)
        assert hand_id is not None
        document = db.export_hand(hand_id)
    return document


def short(message: str) -> None:
    assert 0 < len(message) < LIMIT, message


# -- nesting ---------------------------------------------------------------------------


@pytest.mark.parametrize("depth", DEPTHS)
@pytest.mark.parametrize("option", ["meld_values", "sides", "misdeal_conditions"])
def test_a_save_with_deeply_nested_rules_is_refused_in_words(
        tmp_path: Path, depth: int, option: str) -> None:
    raw = with_deep(save_document(), "game", "rules", option, depth=depth)
    path = tmp_path / "deep.pinochle"
    path.write_bytes(raw)
    for reader in (load_game, peek):
        with pytest.raises(SaveFileError) as caught:
            reader(path)
        short(str(caught.value))
        assert "deep.pinochle is damaged" in str(caught.value)
    assert path.read_bytes() == raw


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_deeply_nested_autosave_is_refused_and_left_in_place(
        user_dirs: UserDirs, depth: int) -> None:
    raw = with_deep(save_document(), "game", "rules", "sides", depth=depth)
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    with pytest.raises(SaveFileError) as caught:
        read_autosave()
    short(str(caught.value))
    assert path.read_bytes() == raw


@pytest.mark.parametrize("depth", DEPTHS)
def test_deeply_nested_rules_in_memory_are_refused_in_words(depth: int) -> None:
    rules = preset("partnership").to_dict()
    rules["meld_values"] = {"run": deep_value(depth)}
    with pytest.raises(ValueError, match="nested too deeply"):
        check_rules_data(rules)
    game = new_game(preset("partnership"), seed=1).to_dict()
    game["rules"] = rules
    with pytest.raises(ValueError, match="nested too deeply"):
        check_game_data(game)


@pytest.mark.parametrize("depth", DEPTHS)
def test_deeply_nested_settings_are_set_aside_with_a_sentence(
        tmp_path: Path, depth: int) -> None:
    notices.clear_notices()
    body = {"settings": {"player_name": "Ann", "future": "@@nested@@"}}
    raw = SETTINGS_FORMAT.dumps(body).replace(MARK, deep_text(depth)).encode("utf-8")
    config = tmp_path / "settings.json"
    config.write_bytes(raw)
    settings = Settings.load(config, tmp_path / "window.json")
    messages = settings.take_messages()
    assert messages and "damaged" in messages[0]
    short(messages[0])
    (backup,) = tmp_path.glob("settings.json.bak-*")
    assert backup.read_bytes() == raw


@pytest.mark.parametrize("depth", DEPTHS)
def test_deeply_nested_rule_sets_and_rule_imports_are_refused_in_words(
        tmp_path: Path, depth: int) -> None:
    notices.clear_notices()
    shared = tmp_path / "shared.json"
    export_rules(preset("double_deck"), shared, name="Shared")
    document = json.loads(shared.read_text("utf-8"))
    raw = with_deep(document, "rules", "sides", depth=depth)
    shared.write_bytes(raw)
    with pytest.raises(RuleSetError) as caught:
        import_rules(shared)
    short(str(caught.value))
    store_path = tmp_path / "rulesets.json"
    with pytest.raises(RuleSetError):
        RuleSetStore(store_path).import_file(shared)
    assert shared.read_bytes() == raw

    store_path.write_bytes(raw.replace(b'"pinochle-rules"', b'"pinochle-rulesets"'))
    kept = store_path.read_bytes()
    store = RuleSetStore(store_path)
    message = store.take_message()
    assert message is not None
    short(message)
    assert any(b.read_bytes() == kept for b in tmp_path.glob("rulesets.json.bak-*"))


@pytest.mark.parametrize("depth", DEPTHS)
def test_a_deeply_nested_hand_file_is_refused_in_words(tmp_path: Path, depth: int) -> None:
    document = exported_hand(tmp_path)
    path = tmp_path / "hand.json"
    path.write_bytes(with_deep(document, "record", "rules", "sides", depth=depth))
    with HistoryDB(tmp_path / "target.sqlite3") as db:
        with pytest.raises(HistoryError) as caught:
            db.import_hand_file(path)
        short(str(caught.value))
        assert db.count_hands() == 0


# -- a refused history database is left as it was ----------------------------------------


def files_in(folder: Path) -> dict[str, bytes]:
    return {f.name: f.read_bytes() for f in sorted(folder.iterdir())}


@pytest.mark.parametrize("version", [99, 2**31 - 1, -5])
def test_a_refused_wal_history_stays_byte_identical(tmp_path: Path, version: int) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "history.sqlite3"
    with HistoryDB(path):
        pass
    con = sqlite3.connect(path)
    con.execute("PRAGMA journal_mode=WAL")
    con.execute(f"PRAGMA user_version = {version}")
    con.close()
    before = files_in(folder)
    assert list(before) == ["history.sqlite3"]
    with pytest.raises(HistoryError) as caught:
        HistoryDB(path)
    short(str(caught.value))
    assert files_in(folder) == before  # no -wal, no -shm, not a byte changed
    if version > 0:  # newer: left alone, the game goes on without recording
        db, message = open_history(path)
        assert db is None and message is not None
        assert files_in(folder) == before


def test_a_history_with_a_live_wal_is_read_through_it(tmp_path: Path) -> None:
    """A WAL left by a crash may hold the newest changes: the check reads them too."""
    path = tmp_path / "history.sqlite3"
    with HistoryDB(path):
        pass
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA journal_mode=WAL")
    writer.execute("PRAGMA wal_autocheckpoint=0")
    writer.execute("PRAGMA user_version = 99")  # only in the WAL so far
    try:
        with pytest.raises(HistoryError, match="newer version"):
            HistoryDB(path)
    finally:
        writer.close()


# -- every field of an imported hand ----------------------------------------------------


BAD_FIELDS: list[tuple[str, Any]] = [
    ("rules", {"sides": 5}),
    ("rules", [1, 2]),
    ("summary", 5),
    ("summary", [1]),
    ("summary", {"scores": "many"}),
    ("summary", {"deltas": [1, "x"]}),
    ("tricks", [5]),
    ("tricks", [{"cards": 5}]),
    ("melds", 7),
    ("passes", ["x"]),
    ("played_at", "yesterday"),
    ("human_seat", 99),
    ("human_seat", "0"),
    ("dealer", True),
    ("seats", "Ann"),
    ("deal", [5]),
    ("bidding", [[0, "x"]]),
    ("actions", [5]),
    ("made", "yes"),
    ("hand_number", -1),
    ("kitty_to", [1.5]),
    ("other_events", [{"kind": 5}]),
    ("log_start", 10**7),
]


@pytest.mark.parametrize(("field", "value"), BAD_FIELDS)
def test_an_imported_hand_with_a_bad_field_is_refused_in_words(
        tmp_path: Path, field: str, value: Any) -> None:
    document = exported_hand(tmp_path)
    document["record"][field] = value
    with HistoryDB(tmp_path / "target.sqlite3") as db:
        with pytest.raises(HistoryError) as caught:
            db.import_hand(document)
        short(str(caught.value))
        assert str(caught.value).startswith("The hand could not be imported: ")
        assert db.count_hands() == 0


def test_an_imported_hand_without_a_field_it_needs_is_refused_in_words(tmp_path: Path) -> None:
    document = exported_hand(tmp_path)
    del document["record"]["deal"]
    with (HistoryDB(tmp_path / "target.sqlite3") as db,
          pytest.raises(HistoryError, match='has no field "deal"')):
        db.import_hand(document)


def test_a_good_exported_hand_still_imports(tmp_path: Path) -> None:
    document = exported_hand(tmp_path)
    with HistoryDB(tmp_path / "target.sqlite3") as db:
        hand_id = db.import_hand(json.loads(json.dumps(document)))
        assert db.get_hand(hand_id).game_id == "exported"


# -- a saved game opened again --------------------------------------------------------------


def test_each_opening_of_a_saved_game_records_its_own_hands(tmp_path: Path) -> None:
    state = new_game(preset("partnership"), seed=21)
    rng = random.Random(21)
    play_hand(state, rng)
    state.apply(random_action(state, rng))  # on to the next deal
    path = tmp_path / "game.pinochle"
    save_game(path, state, SaveMeta(SEATS, game_id="original"))
    with HistoryDB(tmp_path / "history.sqlite3") as db:
        logs = []
        for seed in (1, 2):  # the same file, played on differently twice
            loaded, meta = load_game(path)
            assert meta.continued_from == "original" and meta.game_id != "original"
            play_hand(loaded, random.Random(seed))
            db.record_state(loaded, meta.game_id, 0, meta.seats)
            logs.append(loaded.log)
        assert logs[0] != logs[1]
        hands = db.list_hands()
        assert len(hands) == 2 and {h.hand_number for h in hands} == {1}
        assert len({h.game_id for h in hands}) == 2
        for hand in hands:  # each replays as it was played
            _start, actions = db.replay(hand.id)
            assert len(actions) > 0
    # saved again, the link to the original stays in the file
    save_game(tmp_path / "again.pinochle", loaded, meta)
    data = json.loads((tmp_path / "again.pinochle").read_text("utf-8"))
    assert data["continued_from"] == "original" and data["game_id"] == meta.game_id


def test_the_autosave_goes_on_with_the_same_play_through(user_dirs: UserDirs) -> None:
    state = new_game(preset("partnership"), seed=4)
    play_hand(state, random.Random(4))
    meta = SaveMeta(SEATS, game_id="now", continued_from="before")
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    save_game(path, state, meta)
    found = read_autosave()
    assert found is not None
    assert found[1].game_id == "now" and found[1].continued_from == "before"


def test_a_save_written_before_the_link_existed_still_opens(tmp_path: Path) -> None:
    document = save_document()
    assert "continued_from" not in document
    path = tmp_path / "old.pinochle"
    path.write_text(json.dumps(document), "utf-8")
    state, meta = load_game(path)
    assert state.log and meta.continued_from == "g"


# -- the number of moves -------------------------------------------------------------------


def test_a_save_with_more_moves_than_any_game_is_refused_before_replaying(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    document = save_document()
    moves = document["game"]["log"]
    document["game"]["log"] = (moves * (bounds.MAX_MOVES // len(moves) + 2))[: bounds.MAX_MOVES + 1]
    path = tmp_path / "long.pinochle"
    path.write_text(json.dumps(document), "utf-8")
    replayed: list[object] = []
    real = State.from_dict
    monkeypatch.setattr(State, "from_dict",
                        staticmethod(lambda data: replayed.append(data) or real(data)))
    with pytest.raises(SaveFileError, match="moves") as caught:
        load_game(path)
    assert replayed == []  # not one move of it was replayed
    short(str(caught.value))
    document["game"]["log"] = moves  # a real game's length opens
    path.write_text(json.dumps(document), "utf-8")
    assert load_game(path)[0].log and replayed  # (the check above would have seen it)


def test_a_game_with_more_moves_than_a_save_may_hold_is_not_written(tmp_path: Path) -> None:
    """What could not be opened again is never written (the old file stays)."""
    path = tmp_path / "long.pinochle"
    path.write_text("the old file", "utf-8")
    endless = SimpleNamespace(rules=SimpleNamespace(num_players=4),
                              log=[(0, "pass")] * (bounds.MAX_MOVES + 1))
    with pytest.raises(SaveFileError, match="more than a saved game may hold") as caught:
        save_game(path, endless, SaveMeta(SEATS))  # type: ignore[arg-type]
    short(str(caught.value))
    assert path.read_text("utf-8") == "the old file"


def test_the_record_schema_checks_every_field_of_a_hand_record() -> None:
    assert set(RECORD_SCHEMA) == set(HandRecord.__dataclass_fields__)
