"""The table's sounds: made by a script, shipped, mixed, played
through a real audio device when there is one, silent with a reason when not."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pinochle_desktop.engine.result import HandResult
from pinochle_desktop.ui.sound import (
    SOUND_NAMES,
    Mixer,
    Sounds,
    connect_table_sounds,
    hand_sound,
    load_sound,
)

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_sounds_are_what_the_script_makes() -> None:
    """A sound edited by hand, or a script change not run, fails here."""
    done = subprocess.run([sys.executable, str(ROOT / "resources" / "generate_sounds.py"),
                           "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_every_sound_is_short_and_audible(name: str) -> None:
    samples = load_sound(name)
    seconds = len(samples) / 22_050
    assert 0.05 <= seconds <= 1.5
    assert max(abs(s) for s in samples) > 15_000  # not silence


def test_the_mixer_sums_sounds_and_lets_them_finish() -> None:
    card, meld = load_sound("card"), load_sound("meld")
    mixer = Mixer()
    mixer.add(card, 1.0)
    mixer.add(meld, 0.5)
    first = mixer.pull(64)
    assert list(first) == [max(-32767, min(32767, int(a * 1.0 + b * 0.5)))
                           for a, b in zip(card[:64], meld[:64], strict=True)]
    pulled = 64
    while mixer.busy:
        mixer.pull(1024)
        pulled += 1024
    assert pulled >= len(meld)  # the longer sound was played to its end
    assert not any(mixer.pull(256))  # then silence


class FakeBackend:
    def __init__(self, on_failure: object) -> None:
        self.played: list[tuple[int, float]] = []

    def play(self, samples: object, gain: float) -> None:
        self.played.append((len(samples), gain))  # type: ignore[arg-type]

    def close(self) -> None:
        pass


def test_mute_volume_and_the_switch_keep_it_silent(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PINOCHLE_DESKTOP_SOUND", raising=False)
    backends: list[FakeBackend] = []

    def factory(cb: object) -> FakeBackend:
        backends.append(FakeBackend(cb))
        return backends[-1]

    sounds = Sounds(volume=50, backend_factory=factory)
    assert sounds.play("card")
    assert backends[0].played == [(len(load_sound("card")), 0.25)]
    sounds.set_muted(True)
    assert not sounds.play("card")
    sounds.set_muted(False)
    sounds.set_volume(0)
    assert not sounds.play("trick")
    assert len(backends[0].played) == 1
    monkeypatch.setenv("PINOCHLE_DESKTOP_SOUND", "off")
    silent = Sounds(backend_factory=factory)
    assert not silent.play("card")
    assert "PINOCHLE_DESKTOP_SOUND" in silent.silent_reason
    assert silent.requested == ["card"]


def test_a_device_that_fails_is_logged_once_and_then_skipped(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.delenv("PINOCHLE_DESKTOP_SOUND", raising=False)

    class Broken(FakeBackend):
        def __init__(self, on_failure: object) -> None:
            super().__init__(on_failure)
            self.fail = on_failure

        def play(self, samples: object, gain: float) -> None:
            self.fail("no audio device could be opened (test)")  # type: ignore[operator]

    sounds = Sounds(backend_factory=Broken)
    with caplog.at_level(logging.INFO, logger="pinochle_desktop.ui.sound"):
        sounds.play("card")
        assert not sounds.play("bid")
    assert sounds.silent_reason == "no audio device could be opened (test)"
    assert [r.getMessage() for r in caplog.records].count(
        "Playing no sounds: no audio device could be opened (test).") == 1


def test_hand_sound_follows_the_viewers_side() -> None:
    assert hand_sound(HandResult(deltas=[120, -250]), 0) == "won"
    assert hand_sound(HandResult(deltas=[120, -250]), 1) == "lost"
    assert hand_sound(HandResult(deltas=[0, 0]), 0) == "lost"
    assert hand_sound(HandResult(deltas=None), 0) is None
    assert hand_sound(HandResult(deltas=[10, 20]), None) is None


PLAY_ALL = textwrap.dedent("""
    import json, sys, time
    from pinochle_desktop.ui.sound import SOUND_NAMES, MiniaudioBackend, Sounds
    sounds = Sounds(volume=100)
    out = {}
    for name in SOUND_NAMES:
        out[name] = sounds.play(name)
        backend = sounds._backend
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not sounds.silent_reason:
            if isinstance(backend, MiniaudioBackend) and backend.ready and not backend.mixer.busy:
                break
            time.sleep(0.01)
        out[name] = out[name] and not sounds.silent_reason
    sounds.close()
    print(json.dumps({"played": out, "reason": sounds.silent_reason}))
""")


def test_every_sound_plays_through_a_real_device_or_says_why(tmp_path: Path) -> None:
    """Through miniaudio and ALSA's null output device (so no speaker is needed):
    each sound is pulled to its end by the audio thread. Where ALSA is missing
    (not Linux, no libasound) the program must say why it is silent instead."""
    conf = tmp_path / "asound.conf"
    conf.write_text("pcm.!default { type null }\n")
    env = {k: v for k, v in os.environ.items() if k != "PINOCHLE_DESKTOP_SOUND"}
    env["ALSA_CONFIG_PATH"] = str(conf)
    env["PULSE_SERVER"] = "unix:/nonexistent"  # ALSA, not a desktop's sound server
    done = subprocess.run([sys.executable, "-c", PLAY_ALL], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=120)
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    if result["reason"]:
        assert "no audio device" in result["reason"] or "miniaudio" in result["reason"]
        pytest.skip(f"no audio output here: {result['reason']}")
    assert result["played"] == dict.fromkeys(SOUND_NAMES, True)


def test_the_table_makes_its_sounds(qtbot: object) -> None:
    """The table's signals ask for the sounds a player hears."""
    from pinochle_desktop.ui.play.table_events import TableEvents

    events = TableEvents()
    sounds = Sounds()
    connect_table_sounds(events, sounds, lambda: 0)
    events.dealt.emit(0, 1)
    events.bid_made.emit(1, 250)
    events.bid_made.emit(2, None)  # a pass makes no sound
    events.melds_shown.emit({})
    events.card_played.emit(1, "AS", False)
    events.trick_won.emit(1, ["AS", "TS", "KS", "QS"])
    events.hand_scored.emit(HandResult(deltas=[-250, 300]))
    assert sounds.requested == ["shuffle", "bid", "meld", "card", "trick", "lost"]


def test_a_hand_at_the_table_sounds_like_one(qtbot: object, tmp_path: Path) -> None:
    """A whole hand played at a live table asks for the shuffle, bids, meld, every
    card, every trick and the hand's end (the sounds themselves stay off in tests)."""
    from pinochle_desktop.storage import Settings
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences

    prefs = Preferences(Settings.load(tmp_path / "settings.json", tmp_path / "window.json"))
    config = GameConfig.standard("partnership", level="random", seed=5, autoplay=True)
    window = MainWindow(SyncThinker(), prefs, config)
    window.apply_speed("instant")
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.show()
    with qtbot.waitSignal(window.controller.hand_scored, timeout=20_000):  # type: ignore[attr-defined]
        pass
    window.controller.stop()
    heard = window.sounds.requested
    assert heard[0] == "shuffle"
    assert heard.count("card") == 48 and heard.count("trick") == 12
    assert "bid" in heard and "meld" in heard
    assert heard[-1] in ("won", "lost")


def test_volume_and_mute_are_set_in_preferences_and_kept(qtbot: object, tmp_path: Path) -> None:
    from pinochle_desktop.storage import Settings
    from pinochle_desktop.ui.dialogs.preferences import PreferencesDialog
    from pinochle_desktop.ui.main_window import MainWindow
    from pinochle_desktop.ui.play.config import GameConfig
    from pinochle_desktop.ui.play.thinker import SyncThinker
    from pinochle_desktop.ui.preferences import Preferences

    files = (tmp_path / "settings.json", tmp_path / "window.json")
    prefs = Preferences(Settings.load(*files))
    window = MainWindow(SyncThinker(), prefs, GameConfig.standard("partnership", seed=3))
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    assert (window.sounds.volume, window.sounds.muted) == (70, False)
    dialog = PreferencesDialog(prefs, window)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.volume_slider.accessibleName() == "Volume"
    dialog.volume_slider.setValue(35)
    dialog.mute_box.setChecked(True)
    assert not dialog.volume_slider.isEnabled()
    assert dialog.apply()
    assert (window.sounds.volume, window.sounds.muted) == (35, True)  # at once
    again = Preferences(Settings.load(*files))
    assert (again.sound_volume, again.sound_muted) == (35, True)  # and after a restart
    window.controller.stop() if window._part is not None else None
