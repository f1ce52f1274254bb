"""Preferences: typed, persistent across a restart, and never a crash on a bad file."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_desktop.storage import settings as S
from pinochle_desktop.storage.schema import Option
from pinochle_desktop.storage.settings import SCHEMA, Settings

from .conftest import UserDirs


def test_defaults_without_files(user_dirs: UserDirs) -> None:
    s = Settings.load()
    assert s[S.PLAYER_NAME] == "You" and s[S.DEFAULT_VARIANT] == "partnership"
    assert s[S.SEAT_LEVELS] == ["standard"] * 8 and s[S.RECENT_FILES] == []
    assert s.take_messages() == [] and s.warnings == []
    assert not user_dirs.config.exists()  # reading creates nothing


def test_every_option_is_documented_and_its_default_passes_its_own_check() -> None:
    keys = [o.key for o in SCHEMA]
    assert len(keys) == len(set(keys))
    for option in SCHEMA:
        assert option.doc.endswith(".") and option.coerce(option.default) == option.default


def test_settings_survive_a_restart(user_dirs: UserDirs) -> None:
    s = Settings.load()
    s[S.PLAYER_NAME] = "Grandma"
    s[S.DEFAULT_VARIANT] = "three_handed"
    s[S.DEFAULT_RULESET] = "Grandma's rules"
    s[S.SEAT_LEVELS] = ["expert", "easy", "pro"]
    s[S.GAME_SPEED] = "instant"
    s[S.CARD_STYLE] = "4color"
    s[S.CARD_BACK] = "red"
    s[S.TABLE_COLOR] = "#123456"
    s[S.CONFIRM_BEFORE_PLAY] = True
    s[S.AUTO_PLAY_SINGLE] = False
    s[S.UNDO_ALLOWED] = False
    s[S.WINDOW_GEOMETRY] = "AdnQywADAAAAAAAA+g=="
    s[S.WINDOW_STATE] = "AAAA/wAAAAD9"
    s.add_recent_file("/games/a.pinochle")
    assert s.save() is None
    again = Settings.load()
    assert again.as_dict() == s.as_dict()
    assert again.take_messages() == [] and again.warnings == []
    # the window lives in the state dir, the rest in the config dir
    config = json.loads((user_dirs.config / "settings.json").read_text("utf-8"))
    window = json.loads((user_dirs.state / "window.json").read_text("utf-8"))
    assert config["format"] == "pinochle-settings" and config["version"] == 2
    assert "window_geometry" not in config["settings"]
    assert window["settings"] == {
        "window_geometry": "AdnQywADAAAAAAAA+g==",
        "window_state": "AAAA/wAAAAD9",
    }


def test_bad_values_fall_back_to_defaults_with_a_warning(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    values = {
        "player_name": "Kim",
        "default_variant": "go_fish",
        "game_speed": "warp",
        "card_style": "4color",
        "card_back": 3,
        "confirm_before_play": "yes",
        "seat_levels": ["expert", 5],
        "table_color": "green",
        "undo_allowed": "sometimes",
        "recent_files": "a.pinochle",
        "from_the_future": 42,
    }
    (user_dirs.config / "settings.json").write_text(
        json.dumps({"format": "pinochle-settings", "version": 2, "settings": values}), "utf-8"
    )
    s = Settings.load()
    assert s[S.PLAYER_NAME] == "Kim" and s[S.CARD_STYLE] == "4color"
    options: tuple[Option[Any], ...] = (
        S.DEFAULT_VARIANT,
        S.GAME_SPEED,
        S.CARD_BACK,
        S.CONFIRM_BEFORE_PLAY,
        S.SEAT_LEVELS,
        S.TABLE_COLOR,
        S.UNDO_ALLOWED,
        S.RECENT_FILES,
    )
    for option in options:
        assert s[option] == option.default
    assert len(s.warnings) == 9
    assert any("game_speed must be one of slow, normal, fast, instant" in w for w in s.warnings)
    assert s.take_messages() == []  # values are not worth a dialog; a damaged file is
    s.save()
    kept = json.loads((user_dirs.config / "settings.json").read_text("utf-8"))["settings"]
    assert kept["from_the_future"] == 42  # unknown keys are written back untouched


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (
            b'{"format": "pinochle-settings", "version": 1, "settings": {"player_',
            "Your settings file was damaged",
        ),
        (b"\x00\x01\x02garbage", "Your settings file was damaged"),
        (
            b'{"format": "pinochle-settings", "version": 7, "settings": {}}',
            "Your settings file was written by a newer version of Pinochle Desktop",
        ),
    ],
)
def test_damaged_or_future_file_defaults_kept_aside_told_once(
    user_dirs: UserDirs, content: bytes, words: str
) -> None:
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "settings.json"
    path.write_bytes(content)
    s = Settings.load()
    assert s.as_dict() == Settings().as_dict()
    (message,) = s.take_messages()
    assert message.startswith(words) and "the defaults are in use" in message
    (backup,) = user_dirs.config.glob("settings.json.bak-*")
    assert backup.read_bytes() == content and str(backup) in message
    assert backup.name[len("settings.json.bak-") :].replace("-", "").isdigit()
    assert s.take_messages() == []
    assert Settings.load().take_messages() == []  # the next start says nothing more
    s[S.PLAYER_NAME] = "Lee"
    s.save()
    assert Settings.load()[S.PLAYER_NAME] == "Lee"
    assert backup.read_bytes() == content


def test_damaged_window_file_is_only_a_warning(user_dirs: UserDirs) -> None:
    user_dirs.state.mkdir(parents=True)
    (user_dirs.state / "window.json").write_text("{{{", "utf-8")
    s = Settings.load()
    assert s.take_messages() == [] and s.warnings
    assert s[S.WINDOW_GEOMETRY] == ""


def test_setting_a_bad_value_is_a_programming_error() -> None:
    s = Settings()
    with pytest.raises(ValueError, match="card_back must be one of blue, red, green"):
        s[S.CARD_BACK] = "purple"
    with pytest.raises(ValueError, match="game_speed must be one of"):
        s.set("game_speed", True)
    with pytest.raises(KeyError):
        s.get("no_such_setting")


def test_recent_files_newest_first_once_and_at_most_ten(tmp_path: Path) -> None:
    s = Settings()
    for i in range(12):
        s.add_recent_file(tmp_path / f"{i}.pinochle")
    s.add_recent_file(tmp_path / "5.pinochle")
    recent = s[S.RECENT_FILES]
    assert len(recent) == 10 and recent[0] == str(tmp_path / "5.pinochle")
    assert recent.count(str(tmp_path / "5.pinochle")) == 1
    s.remove_recent_file(tmp_path / "5.pinochle")
    assert str(tmp_path / "5.pinochle") not in s[S.RECENT_FILES]
    recent.clear()  # a copy: the settings are not changed behind their back
    assert len(s[S.RECENT_FILES]) == 9


def test_save_failure_is_reported_in_words(user_dirs: UserDirs) -> None:
    user_dirs.config.parent.mkdir(parents=True)
    user_dirs.config.write_text("a file where the folder should be")
    message = Settings.load().save()
    assert message is not None and message.startswith("Your settings could not be saved")


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5)
    ),
    max_leaves=20,
)


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    values=st.dictionaries(
        st.sampled_from([o.key for o in SCHEMA]) | st.text(max_size=8), json_values, max_size=12
    ),
    wrapper=st.sampled_from(["ok", "not-a-dict", "bad-format"]),
)
def test_any_json_gives_valid_settings(
    user_dirs: UserDirs, values: dict[str, Any], wrapper: str
) -> None:
    user_dirs.config.mkdir(parents=True, exist_ok=True)
    doc: Any = {"format": "pinochle-settings", "version": 2, "settings": values}
    if wrapper == "not-a-dict":
        doc["settings"] = list(values)
    elif wrapper == "bad-format":
        doc = values
    (user_dirs.config / "settings.json").write_text(json.dumps(doc), "utf-8")
    s = Settings.load()
    for option in SCHEMA:
        assert option.coerce(s[option]) == s[option]
    json.dumps(s.as_dict())  # what save() writes is plain JSON
    for stale in user_dirs.config.glob("*.bak-*"):
        stale.unlink()


@pytest.mark.parametrize(
    ("animation_ms", "speed"), [(350, "slow"), (500, "slow"), (250, "normal"), (150, "fast"),
                                (0, "instant"), (None, "normal")]
)
def test_a_version_1_file_still_loads(
    user_dirs: UserDirs, animation_ms: int | None, speed: str
) -> None:
    """A player's settings from before version 2 load: the animation length becomes the
    nearest game speed, the language (which nothing read) goes, the rest is kept."""
    values: dict[str, Any] = {
        "player_name": "Ann",
        "card_style": "4color",
        "card_back": "red",
        "table_color": "#1d6b3a",
        "language": "en",
        "seat_levels": ["expert"] * 8,
    }
    if animation_ms is not None:
        values["animation_ms"] = animation_ms
    user_dirs.config.mkdir(parents=True)
    path = user_dirs.config / "settings.json"
    path.write_text(
        json.dumps({"format": "pinochle-settings", "version": 1, "settings": values}), "utf-8"
    )
    s = Settings.load()
    assert s.warnings == [] and s.take_messages() == []
    assert s[S.GAME_SPEED] == speed
    assert s[S.PLAYER_NAME] == "Ann" and s[S.CARD_STYLE] == "4color" and s[S.CARD_BACK] == "red"
    assert s[S.SEAT_LEVELS] == ["expert"] * 8
    # version 1's default colour was never drawn: the player saw the table's own green
    assert s[S.TABLE_COLOR] == "#22703c" == S.TABLE_COLOR.default
    assert s.save() is None
    written = json.loads(path.read_text("utf-8"))
    assert written["version"] == 2
    assert "animation_ms" not in written["settings"]
    # version 1's language was read by nothing (no translations existed): the player
    # never saw it take effect, so it does not carry over; the system's language is used
    assert s[S.LANGUAGE] == "system" and written["settings"].get("language", "system") == "system"


def test_a_chosen_table_colour_survives_the_migration(user_dirs: UserDirs) -> None:
    user_dirs.config.mkdir(parents=True)
    (user_dirs.config / "settings.json").write_text(json.dumps(
        {"format": "pinochle-settings", "version": 1, "settings": {"table_color": "#336699"}}
    ), "utf-8")
    assert Settings.load()[S.TABLE_COLOR] == "#336699"
