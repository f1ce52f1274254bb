"""Mangled save files: the loader only ever says SaveFileError, and never touches the file.

Hypothesis cuts files short, flips bits, swaps values for wrong types and huge
numbers, deletes keys, edits moves into illegal ones and claims future
versions. Each case is written to disk; afterwards the file's bytes and
modification time and the folder's listing must be exactly as before.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_desktop.engine import State
from pinochle_desktop.storage.savegame import SaveFileError, SaveMeta, dumps_game, load_game
from pinochle_desktop.storage.seats import SeatInfo

from .drive import game_after

SETTINGS = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)


def _base(variant: str, seed: int, steps: int) -> bytes:
    state = game_after(variant, seed, steps)
    n = state.num_players
    seats = [SeatInfo("Me")] + [SeatInfo(f"CPU {i}", "expert") for i in range(1, n)]
    return dumps_game(state, SaveMeta(seats, game_id="base")).encode("utf-8")


#: partnership into its second hand, three-handed with a widow and bury, classic two-handed
BASES = [_base("partnership", 3, 70), _base("three_handed", 6, 25), _base("two_handed", 2, 40)]


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("mangled")


def check_load(folder: Path, content: bytes) -> None:
    """Load ``content`` from a file: it loads, or SaveFileError; the file is untouched."""
    path = folder / "case.pinochle"
    path.write_bytes(content)
    os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    before = (path.read_bytes(), path.stat().st_mtime_ns, sorted(os.listdir(folder)))
    try:
        state, meta = load_game(path)
    except SaveFileError as exc:
        message = str(exc)
        assert message and "Traceback" not in message
        assert "replaying the game failed" not in message, message  # an engine bug
    else:
        assert isinstance(state, State) and len(meta.seats) == state.num_players
    after = (path.read_bytes(), path.stat().st_mtime_ns, sorted(os.listdir(folder)))
    assert after == before


base_bytes = st.sampled_from(BASES)


def test_the_unmangled_files_load(folder: Path) -> None:
    for raw in BASES:
        path = folder / "base.pinochle"
        path.write_bytes(raw)
        state, meta = load_game(path)
        assert state.log and meta.continued_from == "base"


@SETTINGS
@given(raw=base_bytes, data=st.data())
def test_truncated(folder: Path, raw: bytes, data: st.DataObject) -> None:
    cut = data.draw(st.integers(0, len(raw) - 1))
    check_load(folder, raw[:cut])


@SETTINGS
@given(
    raw=base_bytes,
    flips=st.lists(st.tuples(st.floats(0, 1), st.integers(0, 6)), min_size=1, max_size=8),
)
def test_bit_flips(folder: Path, raw: bytes, flips: list[tuple[float, int]]) -> None:
    mangled = bytearray(raw)
    for where, bit in flips:
        mangled[min(int(where * len(raw)), len(raw) - 1)] ^= 1 << bit
    check_load(folder, bytes(mangled))


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield prefix
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for i, value in enumerate(node[:30]):
            yield from _paths(value, (*prefix, i))


odd_values = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([10**30, -(10**30), 2**63, -1, 0, 10**308]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(["AS", "play AS", "0:play AS", "-:continue", "partnership", "", "∞"]),
    st.lists(st.integers(-5, 5), max_size=4),
    st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
)


@SETTINGS
@given(raw=base_bytes, data=st.data(), value=odd_values, delete=st.booleans())
def test_wrong_types_and_huge_numbers(
    folder: Path, raw: bytes, data: st.DataObject, value: Any, delete: bool
) -> None:
    doc = json.loads(raw)
    path = data.draw(st.sampled_from(list(_paths(doc))[1:]))
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    if delete:
        del parent[path[-1]]
    else:
        parent[path[-1]] = value
    check_load(folder, json.dumps(doc, allow_nan=True).encode("utf-8"))


actions = st.sampled_from(
    [
        "play AS",
        "play 9C",
        "play TH",
        "bid 250",
        "bid 99999999999999999999",
        "pass",
        "trump H",
        "trump X",
        "give AS TS KS",
        "bury 9C 9D JH",
        "continue",
        "meld KH QH",
        "take AS",
        "moon",
        "kitty AS TD 9C",
        "concede",
        "dix_exchange",
        "",
        "play",
        "bid -5",
        "bid 1e9",
    ]
)
#: None keeps the seat that really made the move, so the action itself is what is wrong
seats = st.one_of(st.none(), st.sampled_from(["0", "1", "2", "3", "-", "9", "x", "", "-1"]))


@SETTINGS
@given(raw=base_bytes, data=st.data(), seat=seats, action=actions, insert=st.booleans())
def test_illegal_moves(
    folder: Path, raw: bytes, data: st.DataObject, seat: str | None, action: str, insert: bool
) -> None:
    doc = json.loads(raw)
    log = doc["game"]["log"]
    i = data.draw(st.integers(0, len(log)))
    if seat is None:
        seat = log[min(i, len(log) - 1)].split(":")[0]
    entry = f"{seat}:{action}"
    if insert or i == len(log):
        log.insert(i, entry)
    else:
        log[i] = entry
    check_load(folder, json.dumps(doc).encode("utf-8"))


@SETTINGS
@given(raw=base_bytes, version=st.one_of(st.integers(2, 10**30), st.just(2)))
def test_future_versions_are_refused_in_words(folder: Path, raw: bytes, version: int) -> None:
    doc = json.loads(raw)
    doc["version"] = version
    path = folder / "future.pinochle"
    path.write_bytes(json.dumps(doc).encode("utf-8"))
    before = path.read_bytes(), path.stat().st_mtime_ns
    with pytest.raises(SaveFileError, match="newer version of Pinochle Desktop"):
        load_game(path)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


@SETTINGS
@given(raw=base_bytes, data=st.data(), junk=st.binary(min_size=1, max_size=64))
def test_spliced_garbage(folder: Path, raw: bytes, data: st.DataObject, junk: bytes) -> None:
    i = data.draw(st.integers(0, len(raw)))
    check_load(folder, raw[:i] + junk + raw[i:])
