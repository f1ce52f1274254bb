"""Fuzzing every file the program reads: saves, settings, rule sets (the
store and imports), the hand history database and exported hands.

A seeded ``random.Random`` mutates good files: byte flips, cuts, inserted bytes,
wrong JSON types, huge numbers, huge strings, lone surrogates, Latin-1 text,
NaN, lists nested 50 to 100,000 deep, and special files (a named pipe, a folder,
a link to a device). Each fuzzer runs on several seeds drawn from one base (the
test's id names the seed of a failure); every reader also meets a deeply nested
list in every place of its file, at each depth of :data:`DEPTHS`. Every load
runs under a 2 s watchdog and must end in success or the loader's documented
exception, with a message under 300 characters; a refused file keeps its bytes
(a settings or rule-set file moved aside keeps them in its backup), and whatever
loaded can be written back.
"""

from __future__ import annotations

import json
import os
import random
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from pinochle_desktop.engine import Phase, new_game, preset
from pinochle_desktop.storage import notices
from pinochle_desktop.storage.history import HistoryDB, HistoryError
from pinochle_desktop.storage.rulesets import (
    RULESETS_FORMAT,
    RuleSetError,
    RuleSetStore,
    export_rules,
    import_rules,
)
from pinochle_desktop.storage.savegame import SaveFileError, SaveMeta, dumps_game, load_game, peek
from pinochle_desktop.storage.seats import SeatInfo
from pinochle_desktop.storage.settings import SETTINGS_FORMAT, Settings

from .drive import game_after, random_action
from .watchdog import watchdog

BASE_SEED = 24
#: the seeds each fuzzer runs on: the base and two drawn from it
SEEDS = [BASE_SEED, *random.Random(BASE_SEED).sample(range(1, 2**31), 2)]
#: nesting depths: past what we write, past the engine's recursion, past the JSON
#: parser's, and absurd
DEPTHS = (50, 600, 5000, 100_000)
#: a value a mutation nests deeply: written as text in place of this marker
DEEP = "@@nested@@"
LIMIT = 300

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1.5,
    2**63,
    -(10**30),
    10**4000,
    10**9,
    -(10**9),
    100_000_000,
    "",
    "x" * 70_000,
    "\ud800",
    "a\udcffb",
    "\x00\x07",
    "∞",
    [],
    [[]],
    {},
    [1] * 5000,
    {"a": "\udfff"},
    [""],
    ["", "", "", ""],
    "play AS",
    "0:play AS",
    "partnership",
]


def json_paths(
    node: Any, prefix: tuple[Any, ...] = (), depth: int = 0
) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if depth > 6:
        return
    if isinstance(node, dict):
        for key, value in node.items():
            yield from json_paths(value, (*prefix, key), depth + 1)
    elif isinstance(node, list):
        for i, value in enumerate(node[:12]):
            yield from json_paths(value, (*prefix, i), depth + 1)


def mutate_json(rng: random.Random, raw: bytes) -> bytes:
    document = json.loads(raw)
    path = rng.choice(list(json_paths(document))[1:])
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    roll = rng.random()
    if roll < 0.1:
        del parent[path[-1]]
    elif roll < 0.2 and isinstance(parent, dict):
        parent[rng.choice(["\ud800", "k" * 5000, "new_key"])] = rng.choice(ODD_VALUES)
    elif roll < 0.28:
        parent[path[-1]] = DEEP
    else:
        parent[path[-1]] = rng.choice(ODD_VALUES)
    text = json.dumps(document, ensure_ascii=rng.random() < 0.5, allow_nan=True)
    text = text.replace(json.dumps(DEEP), nested_text(rng.choice(DEPTHS)))
    if rng.random() < 0.1:
        text = text.replace("0", "NaN", 1)
    try:
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate written raw: as a broken writer would
        return text.encode("utf-8", "surrogatepass")


def nested_text(depth: int) -> str:
    """A list nested ``depth`` deep, as JSON text (``json.dumps`` cannot write it)."""
    return "[" * depth + "0" + "]" * depth


def nested_everywhere(raw: bytes, depth: int, places: int = 25) -> Iterator[bytes]:
    """``raw`` with a list nested ``depth`` deep in place of one of its values: the top
    level's and a seeded choice of ``places`` others, each in turn."""
    document = json.loads(raw)
    paths = list(json_paths(document))[1:]
    top = [p for p in paths if len(p) == 1]
    others = [p for p in paths if len(p) > 1]
    chosen = top + random.Random(depth).sample(others, min(places, len(others)))
    for path in chosen:
        copy = json.loads(raw)
        parent = copy
        for key in path[:-1]:
            parent = parent[key]
        parent[path[-1]] = DEEP
        yield json.dumps(copy).replace(json.dumps(DEEP), nested_text(depth)).encode("utf-8")


def mutate_bytes(rng: random.Random, raw: bytes) -> bytes:
    data = bytearray(raw)
    roll = rng.random()
    if roll < 0.3 and data:
        for _ in range(rng.randint(1, 8)):
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    elif roll < 0.5:
        del data[rng.randrange(len(data) + 1) :]
    elif roll < 0.7:
        at = rng.randrange(len(data) + 1)
        data[at:at] = rng.choice([b"\xff\xfe", b"\xed\xa0\x80", b"\x00", b"{", b"]]]", b"1e999"])
    elif roll < 0.85:
        data = bytearray(bytes(raw).decode("utf-8", "replace").encode("latin-1", "replace"))
    else:
        data = bytearray(b"\xef\xbb\xbf" + bytes(data))
    return bytes(data)


def mutate(rng: random.Random, raw: bytes) -> bytes:
    return mutate_json(rng, raw) if rng.random() < 0.6 else mutate_bytes(rng, raw)


def place(rng: random.Random, path: Path, content: bytes) -> bytes | None:
    """Put ``content`` at ``path``, or now and then a special file; its bytes or None."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif path.exists() or path.is_symlink():
        path.unlink()
    roll = rng.random()
    if roll < 0.03:
        os.mkfifo(path)
        return None
    if roll < 0.05:
        path.mkdir()
        return None
    if roll < 0.06:
        path.symlink_to("/dev/zero")
        return None
    path.write_bytes(content)
    os.utime(path, ns=(10**18, 10**18))
    return content


def untouched(path: Path, content: bytes | None) -> bool:
    if content is None:
        return True
    return path.read_bytes() == content and path.stat().st_mtime_ns == 10**18


def short(message: str | None) -> None:
    assert message is None or 0 < len(message) < LIMIT, message


Allowed = type[BaseException] | tuple[type[BaseException], ...]


def guarded(
    allowed: Allowed, call: Callable[..., Any], *args: Any
) -> tuple[Any, BaseException | None]:
    """``call(*args)`` under the watchdog: (result, None) or (None, the allowed exception);
    any other exception, or a hang over 2 s, fails the test."""
    try:
        with watchdog(2.0, "a load"):
            return call(*args), None
    except allowed as exc:
        short(str(exc))
        return None, exc


# -- the good files the mutations start from ---------------------------------------------


def base_saves() -> list[bytes]:
    out = []
    for variant, seed, steps in (("partnership", 3, 40), ("three_handed", 6, 25)):
        state = game_after(variant, seed, steps)
        n = state.num_players
        who = [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "expert") for i in range(1, n)]
        out.append(dumps_game(state, SaveMeta(who, game_id="base")).encode("utf-8"))
    return out


def base_settings() -> bytes:
    values = {
        "player_name": "Ann",
        "game_speed": "fast",
        "recent_files": ["/a.pinochle"],
        "seat_levels": ["expert"] * 8,
        "future": {"x": [1, 2]},
    }
    body = {"settings": values}
    return SETTINGS_FORMAT.dumps(body).encode("utf-8")


def base_rulesets() -> bytes:
    body = {
        "rulesets": [
            {"name": "Grandma", "rules": preset("partnership").to_dict()},
            {"name": "Three", "rules": preset("three_handed").to_dict()},
        ],
        "house_rules": {"cutthroat": preset("cutthroat").to_dict()},
    }
    return RULESETS_FORMAT.dumps(body).encode("utf-8")


def base_export(folder: Path) -> bytes:
    path = folder / "export.json"
    export_rules(preset("double_deck"), path, name="Shared")
    return path.read_bytes()


def base_history(folder: Path) -> tuple[bytes, bytes]:
    """A small history database (checkpointed, journal in the file) and one exported hand."""
    path = folder / "base.sqlite3"
    state = new_game(preset("partnership"), seed=9)
    rng = random.Random(9)
    with HistoryDB(path) as db:
        for _ in range(2):
            while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
                state.apply(random_action(state, rng))
            hand_id = db.record_state(state, "g", 0, [SeatInfo("Me")] + [SeatInfo("C", "easy")] * 3)
            state.apply(random_action(state, rng))
        assert hand_id is not None
        exported = json.dumps(db.export_hand(hand_id)).encode("utf-8")
        db.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.db.execute("PRAGMA journal_mode=DELETE")
    return path.read_bytes(), exported


# -- the fuzzers -----------------------------------------------------------------------------


@pytest.fixture(params=SEEDS, ids=lambda seed: f"seed={seed}")
def rng(request: pytest.FixtureRequest) -> random.Random:
    notices.clear_notices()
    return random.Random(request.param)


def test_saves(tmp_path: Path, rng: random.Random) -> None:
    bases = base_saves()
    path = tmp_path / "case.pinochle"
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(400):
        content = place(rng, path, mutate(rng, rng.choice(bases)))
        guarded(SaveFileError, peek, path)
        loaded, _ = guarded(SaveFileError, load_game, path)
        outcomes["refused" if loaded is None else "loaded"] += 1
        assert untouched(path, content)
        if loaded is not None:  # what loads can be saved again and reopened
            state, meta = loaded
            again, _ = guarded(SaveFileError, load_game, path)
            assert again is not None and len(meta.seats) == state.num_players
            dumps_game(state, meta).encode("utf-8")
    assert min(outcomes.values()) > 20, outcomes


def test_settings(tmp_path: Path, rng: random.Random) -> None:
    base = base_settings()
    config, window = tmp_path / "settings.json", tmp_path / "window.json"
    for _ in range(160):
        for old in tmp_path.glob("*.bak-*"):
            shutil.rmtree(old) if old.is_dir() else old.unlink()
        content = place(rng, config, mutate(rng, base))
        settings, _ = guarded((), Settings.load, config, window)
        for message in [*settings.take_messages(), *settings.warnings]:
            short(message)
        backups = list(tmp_path.glob("settings.json.bak-*"))
        if backups:
            (backup,) = backups
            assert content is None or backup.read_bytes() == content
        else:
            assert untouched(config, content)
        short(settings.save())  # whatever loaded can be written back
        reloaded, _ = guarded((), Settings.load, config, window)
        if config.is_file():
            assert reloaded.as_dict() == settings.as_dict()


def test_rule_set_store(tmp_path: Path, rng: random.Random) -> None:
    base = base_rulesets()
    path = tmp_path / "rulesets.json"
    for _ in range(100):
        for old in tmp_path.glob("*.bak-*"):
            shutil.rmtree(old) if old.is_dir() else old.unlink()
        content = place(rng, path, mutate(rng, base))
        store, _ = guarded((), RuleSetStore, path)
        short(store.take_message())
        backups = list(tmp_path.glob("rulesets.json.bak-*"))
        if backups and content is not None:
            assert any(b.read_bytes() == content for b in backups)
        if not backups:
            assert untouched(path, content)
        if path.is_file() or not path.exists():
            guarded(RuleSetError, store.save, "Fuzz", preset("partnership"))


def test_rule_imports(tmp_path: Path, rng: random.Random) -> None:
    base = base_export(tmp_path)
    bare = preset("five_handed").to_json().encode("utf-8")
    path = tmp_path / "shared.json"
    store = RuleSetStore(tmp_path / "rulesets.json")
    for _ in range(300):
        content = place(rng, path, mutate(rng, rng.choice([base, bare])))
        found, _ = guarded(RuleSetError, import_rules, path)
        assert untouched(path, content)
        if found is not None:
            _name, rules = found
            assert rules.validate() == []
            guarded(RuleSetError, store.import_file, path)


def _header_mutation(rng: random.Random, raw: bytes) -> bytes:
    """The sqlite header's fields: user_version (60-63), page size (16-17), counters."""
    data = bytearray(raw)
    offset = rng.choice([16, 18, 19, 24, 28, 40, 44, 56, 60, 60, 60, 64, 68, 92, 96])
    data[offset : offset + 4] = rng.choice(
        [
            b"\xff\xff\xff\xfd",
            b"\x00\x00\x00\x63",
            b"\x7f\xff\xff\xff",
            b"\x00\x00\x00\x00",
            rng.randbytes(4),
        ]
    )
    return bytes(data)


def test_history_databases(tmp_path: Path, rng: random.Random) -> None:
    base, _ = base_history(tmp_path)
    folder = tmp_path / "case"
    outcomes = {"opened": 0, "refused": 0}
    for n in range(120):
        if folder.exists():
            shutil.rmtree(folder)
        folder.mkdir()
        path = folder / "history.sqlite3"
        raw = _header_mutation(rng, base) if rng.random() < 0.4 else mutate_bytes(rng, base)
        content = place(rng, path, raw)
        db, error = guarded(HistoryError, HistoryDB, path)
        outcomes["refused" if db is None else "opened"] += 1
        if db is None:
            assert error is not None and untouched(path, content), f"case {n}"
            continue
        with db:
            for call in (db.list_hands, db.count_hands, db.variants, db.stats):
                guarded(HistoryError, call)
            for call in (db.get_hand, db.replay, db.export_hand):
                guarded(HistoryError, call, rng.randint(1, 3))
            state = game_after("partnership", n, 400)
            if state.history:
                guarded(HistoryError, db.record_state, state, f"f{n}", 0)
            short(db.take_notice())
    assert min(outcomes.values()) > 10, outcomes


def test_hand_imports(tmp_path: Path, rng: random.Random) -> None:
    _, exported = base_history(tmp_path)
    path = tmp_path / "hand.json"
    with HistoryDB(tmp_path / "target.sqlite3") as db:
        for _ in range(150):
            content = place(rng, path, mutate(rng, exported))
            guarded(HistoryError, db.import_hand_file, path)
            assert untouched(path, content)


@pytest.mark.parametrize("depth", DEPTHS)
def test_deep_nesting_anywhere_in_every_file(tmp_path: Path, depth: int) -> None:
    """A list nested ``depth`` deep in any place of a save, the settings, the rule sets,
    an exported rule set or an exported hand: refused with the reader's own error or set
    aside with a sentence, the file's bytes kept."""
    notices.clear_notices()
    path = tmp_path / "case.json"
    window = tmp_path / "window.json"
    cases = 0
    _, hand = base_history(tmp_path)
    with HistoryDB(tmp_path / "target.sqlite3") as db:
        readers: list[tuple[list[bytes], Callable[[Path], Any]]] = [
            (base_saves(), lambda p: guarded(SaveFileError, load_game, p)),
            ([base_export(tmp_path)], lambda p: guarded(RuleSetError, import_rules, p)),
            ([hand], lambda p: guarded(HistoryError, db.import_hand_file, p)),
        ]
        for bases, read in readers:
            for base in bases:
                for raw in nested_everywhere(base, depth):
                    path.write_bytes(raw)
                    loaded, error = read(path)
                    assert loaded is None and error is not None
                    assert path.read_bytes() == raw
                    cases += 1
        assert db.count_hands() == 0
    for base, load in ((base_settings(), lambda: Settings.load(path, window).take_messages()),
                       (base_rulesets(), lambda: [RuleSetStore(path).take_message()])):
        for raw in nested_everywhere(base, depth):
            for old in tmp_path.glob("case.json.bak-*"):
                old.unlink()
            path.write_bytes(raw)
            with watchdog(2.0, "a load"):
                messages = load()
            assert messages and messages[0] is not None
            short(messages[0])
            (backup,) = tmp_path.glob("case.json.bak-*")
            assert backup.read_bytes() == raw
            cases += 1
    assert cases > 100, cases
