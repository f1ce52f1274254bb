"""Saved games: a save and load at any moment of any variant gives back the same game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from pinochle_desktop import __version__
from pinochle_desktop.engine import Phase, State, new_game, preset
from pinochle_desktop.storage import savegame
from pinochle_desktop.storage.savegame import (
    SaveFileError,
    SaveMeta,
    clear_autosave,
    load_game,
    peek,
    read_autosave,
    save_game,
    write_autosave,
)
from pinochle_desktop.storage.seats import SeatInfo

from .conftest import UserDirs
from .drive import RULE_SETS, game_after, random_action, snapshot

#: the phases each rule set must have been saved and loaded in
EXPECTED_PHASES: dict[str, set[str]] = {
    "two_handed": {"classic_trick", "classic_dix", "classic_meld", "play", "hand_over"},
    "two_handed+choice": {"classic_trick", "classic_take", "play", "hand_over"},
    "three_handed": {"bid", "widow", "trump", "bury", "declare", "play", "hand_over"},
    "check_pinochle": {"bid", "widow", "trump", "bury", "declare", "play", "hand_over"},
    "cutthroat": {"bid", "trump", "declare", "play", "hand_over"},
    "partnership": {"bid", "trump", "declare", "play", "hand_over"},
    "auction_sit_out": {"bid", "widow", "trump", "bury", "declare", "play", "hand_over"},
    "auction_stakes": {"bid", "widow", "trump", "bury", "declare", "play", "hand_over"},
    "double_deck": {"bid", "trump", "declare", "play", "hand_over"},
    "racehorse": {"bid", "trump", "bury", "declare", "play", "hand_over"},
    "five_handed": {"bid", "trump", "call", "declare", "play", "hand_over"},
    "six_handed": {"bid", "trump", "declare", "play", "hand_over"},
    "eight_handed": {"bid", "trump", "declare", "play", "hand_over"},
    "partnership+house": {"bid", "misdeal", "trump", "pass", "declare", "play", "hand_over"},
    "three_handed+kitty": {"bid", "widow", "kitty", "trump", "declare", "play", "hand_over"},
}


def seats_for(n: int) -> list[SeatInfo]:
    return [SeatInfo("Ann")] + [SeatInfo(f"Bot {s}", "standard") for s in range(1, n)]


def round_trip(state: State, path: Path) -> State:
    meta = SaveMeta(seats_for(state.num_players), game_id="g1")
    save_game(path, state, meta, durable=False)
    loaded, meta2 = load_game(path)
    assert meta2.continued_from == "g1" and meta2.seats == meta.seats
    assert meta2.app_version == __version__ and meta2.saved_at
    return loaded


@pytest.mark.parametrize("name", list(RULE_SETS))
def test_save_and_load_in_every_phase_gives_the_same_game(name: str, tmp_path: Path) -> None:
    """Play random games; the first time each phase comes up (and mid-trick), save, load,
    compare everything the players could see, and carry on playing the loaded copy."""
    assert set(EXPECTED_PHASES) == set(RULE_SETS)
    rules = RULE_SETS[name]
    checked: set[str] = set()
    path = tmp_path / "game.pinochle"
    for seed in range(8):
        state = new_game(rules, seed=seed)
        twin = new_game(rules, seed=seed)  # never saved: the reference
        rng = random.Random(seed)
        for step in range(700):
            phase = state.phase.value
            mid_trick = phase == "play" and step % 23 == 3
            if phase not in checked or mid_trick or state.is_terminal:
                loaded = round_trip(state, path)
                assert snapshot(loaded) == snapshot(state), (name, seed, step, phase)
                state = loaded  # carry on from the loaded game, as a resumed player would
                checked.add(phase)
            if state.is_terminal:
                break
            action = random_action(state, rng)
            state.apply(action)
            twin.apply(action)
        assert snapshot(state) == snapshot(twin)
        if EXPECTED_PHASES[name] <= checked:
            break
    assert EXPECTED_PHASES[name] <= checked, sorted(EXPECTED_PHASES[name] - checked)


def test_finished_game_round_trips(tmp_path: Path) -> None:
    state = game_after("partnership", 2, 100_000)
    assert state.is_terminal
    loaded = round_trip(state, tmp_path / "done.pinochle")
    assert loaded.is_terminal and loaded.winner == state.winner
    assert snapshot(loaded) == snapshot(state)


def test_file_is_plain_json_with_everything_named(tmp_path: Path) -> None:
    state = game_after("three_handed", 4, 40)
    path = tmp_path / "x.pinochle"
    save_game(path, state, SaveMeta(seats_for(3), game_id="abc"))
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == "pinochle-save" and data["version"] == 1
    assert data["app_version"] == __version__ and data["game_id"] == "abc"
    assert data["seats"][0] == {"name": "Ann", "level": None}
    assert data["seats"][1] == {"name": "Bot 1", "level": "standard"}
    game = data["game"]
    assert game["format"] == "pinochle-state" and game["seed"] == 4
    assert game["rules"]["variant"] == "three_handed" and len(game["log"]) == 40
    summary = peek(path)
    assert summary.variant == "three_handed" and summary.names == ["Ann", "Bot 1", "Bot 2"]
    assert summary.hand_number == state.hand_number and not summary.finished


def test_explicit_deal_is_kept(tmp_path: Path) -> None:
    rules = preset("partnership")
    deal_from = new_game(rules, seed=99)
    hands = [list(h) for h in deal_from.hands]  # type: ignore[attr-defined]
    state = new_game(rules, seed=7, deal=hands, dealer=2)
    loaded = round_trip(state, tmp_path / "deal.pinochle")
    assert loaded.hands == hands  # type: ignore[attr-defined]
    assert snapshot(loaded) == snapshot(state)


def test_engine_state_file_opens_with_unnamed_seats(tmp_path: Path) -> None:
    state = game_after("partnership", 3, 30)
    path = tmp_path / "bug-report.json"
    path.write_text(state.to_json(), "utf-8")
    loaded, meta = load_game(path)
    assert snapshot(loaded) == snapshot(state)
    assert [s.name for s in meta.seats] == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]
    assert meta.human_seat == 0


def test_older_format_is_migrated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A synthetic version 0 (flat: "players" and "moves" beside the rules) proves the hook."""
    state = game_after("partnership", 11, 45)
    game = state.to_dict()
    v0 = {
        "format": "pinochle-save",
        "version": 0,
        "players": ["Ann", "Bob", "Cy", "Di"],
        "rules": game["rules"],
        "seed": game["seed"],
        "dealer": game["dealer"],
        "moves": game["log"],
    }
    path = tmp_path / "old.pinochle"
    path.write_text(json.dumps(v0), "utf-8")
    with pytest.raises(SaveFileError, match=r"old format \(version 0\)"):
        load_game(path)

    def v0_to_v1(doc: dict[str, object]) -> dict[str, object]:
        players = doc.pop("players")
        assert isinstance(players, list)
        return {
            "seats": [
                {"name": p, "level": None if i == 0 else "standard"} for i, p in enumerate(players)
            ],
            "game": {
                "format": "pinochle-state",
                "version": 1,
                "rules": doc["rules"],
                "seed": doc["seed"],
                "dealer": doc["dealer"],
                "log": doc["moves"],
            },
        }

    monkeypatch.setitem(savegame.SAVE_MIGRATIONS, 0, v0_to_v1)
    before = path.read_bytes()
    loaded, meta = load_game(path)
    assert snapshot(loaded) == snapshot(state)
    assert [s.name for s in meta.seats] == ["Ann", "Bob", "Cy", "Di"]
    assert meta.seats[1].level == "standard"
    assert path.read_bytes() == before  # migrated in memory; the file is untouched


@pytest.mark.parametrize(
    ("mangle", "words"),
    [
        (lambda d: d.update(version=2, app_version="3.1"), r"newer version .*\(3\.1\).* format 2"),
        (lambda d: d.update(format="word-document"), "not a Pinochle Desktop saved game"),
        (lambda d: d["game"]["log"].__setitem__(0, "3:pass"), "wrong player"),
        (lambda d: d["game"].update(seed="x"), "seed"),
        (lambda d: d["game"]["rules"].update(bogus=1), "unknown rule option"),
        (lambda d: d.pop("game"), "game itself is missing"),
        (lambda d: d.update(seats=d["seats"][:2]), "2 seats for a 4-player game"),
        (lambda d: d.update(seats="everyone"), "seats are not a list"),
        (lambda d: d["seats"][1].update(name=5), "name"),
        (lambda d: d.update(version="one"), "no valid format version"),
        (lambda d: d.update(game_id=["x"]), "game id"),
    ],
)
def test_bad_content_is_named(tmp_path: Path, mangle, words: str) -> None:  # type: ignore[no-untyped-def]
    state = game_after("partnership", 5, 30)
    path = tmp_path / "g.pinochle"
    save_game(path, state, SaveMeta(seats_for(4)))
    data = json.loads(path.read_text("utf-8"))
    mangle(data)
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveFileError, match=words):
        load_game(path)


#: a saved game's rules as a newer copy of the game writes them: a later rules version
#: with an option this copy does not know
NEWER_RULES = {"rules_version": 99, "kitty_bonus": 50}


@pytest.mark.parametrize(
    ("rules", "program", "by"),
    [
        (NEWER_RULES, "99.0", " (99.0)"),
        (NEWER_RULES, None, ""),
        ({"kitty_bonus": 50}, "99.0", " (99.0)"),  # the rules version not raised
    ],
    ids=["newer", "no-program-version", "newer-program"],
)
def test_a_game_with_rules_from_a_newer_version_says_so(
        tmp_path: Path, rules: dict[str, object], program: str | None, by: str) -> None:
    path = tmp_path / "g.pinochle"
    save_game(path, game_after("partnership", 5, 30), SaveMeta(seats_for(4)))
    data = json.loads(path.read_text("utf-8"))
    data["game"]["rules"].update(rules)
    if program is None:
        del data["app_version"]
    else:
        data["app_version"] = program
    content = json.dumps(data)
    path.write_text(content, "utf-8")
    with pytest.raises(SaveFileError) as info:
        load_game(path)
    assert str(info.value) == (
        f"g.pinochle was saved by a newer version of Pinochle Desktop{by}, with rules this "
        "version does not know. Update the program to open it.")
    assert path.read_text("utf-8") == content  # a failed load changes no file


def test_a_game_with_an_unknown_rule_of_this_version_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "g.pinochle"
    save_game(path, game_after("partnership", 5, 30), SaveMeta(seats_for(4)))
    data = json.loads(path.read_text("utf-8"))
    data["game"]["rules"]["kitty_bonus"] = 50
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveFileError, match=r"damaged: unknown rule option\(s\): kitty_bonus"):
        load_game(path)


def test_hand_edited_illegal_move_is_named(tmp_path: Path) -> None:
    state = game_after("partnership", 5, 40)
    before = game_after("partnership", 5, 0)
    for seat_action in state.log[:24]:
        before.apply(seat_action[1])
    assert before.phase == Phase.PLAY
    seat = before.current_player
    legal = {str(a) for a in before.legal_actions()}
    illegal = next(
        f"play {c}" for c in ("AS", "AH", "AD", "AC", "9S", "9H") if f"play {c}" not in legal
    )
    path = tmp_path / "edited.pinochle"
    save_game(path, state, SaveMeta(seats_for(4)))
    data = json.loads(path.read_text("utf-8"))
    data["game"]["log"][24] = f"{seat}:{illegal}"
    path.write_text(json.dumps(data), "utf-8")
    with pytest.raises(SaveFileError, match=rf"Move 25 \({illegal}\) is not legal there: \w+"):
        load_game(path)


def test_bad_files_are_named(tmp_path: Path) -> None:
    state = game_after("partnership", 5, 30)
    good = tmp_path / "good.pinochle"
    save_game(good, state, SaveMeta(seats_for(4)))
    text = good.read_bytes()
    cases = {
        "cut.pinochle": (text[: len(text) // 2], "incomplete"),
        "bin.pinochle": (b"\x89PNG\r\n\x1a\n\x00\x00\xff", "not text"),
        "junk.pinochle": (b"hello {", "junk.pinochle is not a Pinochle Desktop saved game"),
        "empty.pinochle": (b"", "empty.pinochle is not a Pinochle Desktop saved game"),
        "letter.pinochle": (b"Dear diary,\n", "not a Pinochle Desktop saved game"),
        "broken.pinochle": (b'{"format": "pinochle-save", ]', "not valid JSON"),
        "deep.pinochle": (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        "digits.pinochle": (b'{"version": ' + b"9" * 5000 + b"}", "impossible value"),
        "list.pinochle": (b"[1, 2, 3]", "not a Pinochle Desktop saved game"),
    }
    for name, (content, words) in cases.items():
        (tmp_path / name).write_bytes(content)
        with pytest.raises(SaveFileError, match=words):
            load_game(tmp_path / name)
    with pytest.raises(SaveFileError, match="does not exist"):
        load_game(tmp_path / "missing.pinochle")
    with pytest.raises(SaveFileError, match="folder"):
        load_game(tmp_path)
    big = tmp_path / "big.pinochle"
    with open(big, "wb") as f:
        f.truncate(savegame.SAVE_FORMAT.limit + 1)
    with pytest.raises(SaveFileError, match=r"too large .*limit is 20\.0 MB"):
        load_game(big)


def test_autosave_lives_in_the_state_dir_and_resumes(user_dirs: UserDirs) -> None:
    assert read_autosave() is None
    state = game_after("partnership", 8, 60)
    meta = SaveMeta(seats_for(4), game_id="auto")
    write_autosave(state, meta)
    assert (user_dirs.state / "autosave.pinochle").is_file()
    found = read_autosave()
    assert found is not None
    loaded, meta2 = found
    assert snapshot(loaded) == snapshot(state) and meta2.game_id == "auto"
    # every trick: the file is replaced, never appended to or left half written
    rng = random.Random(1)
    while loaded.phase == Phase.PLAY:
        loaded.apply(random_action(loaded, rng))
        write_autosave(loaded, meta2)
    again = read_autosave()
    assert again is not None and snapshot(again[0]) == snapshot(loaded)
    assert sorted(p.name for p in user_dirs.state.iterdir()) == ["autosave.pinochle"]
    clear_autosave()
    assert read_autosave() is None
    clear_autosave()  # clearing twice is fine


def test_clear_autosave_sweeps_temp_files_left_by_a_crash(user_dirs: UserDirs) -> None:
    user_dirs.state.mkdir(parents=True)
    stale = user_dirs.state / ".autosave.pinochle.abc123.tmp"
    stale.write_text("{", "utf-8")
    clear_autosave()
    assert not stale.exists()


def test_damaged_autosave_is_reported_and_left_alone(user_dirs: UserDirs) -> None:
    user_dirs.state.mkdir(parents=True)
    path = user_dirs.state / "autosave.pinochle"
    path.write_bytes(b'{"format": "pinochle-save", "vers')
    with pytest.raises(SaveFileError, match="incomplete"):
        read_autosave()
    assert path.read_bytes() == b'{"format": "pinochle-save", "vers'


def test_save_refuses_wrong_seat_count(tmp_path: Path) -> None:
    state = game_after("partnership", 1, 5)
    with pytest.raises(ValueError, match="3 seats described for 4"):
        save_game(tmp_path / "x.pinochle", state, SaveMeta(seats_for(3)))
    assert not (tmp_path / "x.pinochle").exists()
