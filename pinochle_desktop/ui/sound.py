"""The table's sounds: a card played, a trick won, a bid, a meld, the shuffle,
a hand won and a hand lost.

The sounds are WAV files made by ``resources/generate_sounds.py`` and shipped
in the package. They are played with `miniaudio <https://pypi.org/project/miniaudio/>`_
(pyminiaudio, a 0.6 MB wheel with the miniaudio C library inside; Qt's own
QtMultimedia is in the PySide6-Addons wheel, 175 MB, which the game does not
otherwise need). One output device is opened on the first sound, off the GUI
thread; miniaudio's audio thread pulls the mixed samples from a generator, so
playing a sound is a queue append and never waits.

Silent, with the reason logged once, when sound is muted or the volume is 0,
when ``PINOCHLE_DESKTOP_SOUND=off`` is set (the test suite sets it), when
miniaudio is missing, or when no audio device opens.
"""

from __future__ import annotations

import array
import collections
import contextlib
import io
import logging
import os
import sys
import threading
import wave
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QObject

from ..resources import ResourceMissing, read_resource

log = logging.getLogger(__name__)

#: every sound the table makes, by name (the WAV file's stem)
SOUND_NAMES = ("card", "trick", "bid", "meld", "shuffle", "won", "lost")
RATE = 22_050
#: environment switch for a silent program (``off``)
ENV = "PINOCHLE_DESKTOP_SOUND"
#: frames the audio thread asks for at a time are mixed from at most this many sounds
MAX_VOICES = 8


def load_sound(name: str) -> array.array[int]:
    """The 16-bit mono samples of a shipped sound; ``ResourceMissing`` or
    ``ValueError`` (in words) when the file is missing or not the format we make."""
    if name not in SOUND_NAMES:
        raise ValueError(f"There is no sound called {name!r}.")
    data = read_resource("sounds", f"{name}.wav")
    try:
        with wave.open(io.BytesIO(data)) as w:
            if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
                raise ValueError(f"The sound file {name}.wav is not 16-bit mono at {RATE} Hz.")
            if w.getnframes() > RATE * 5:
                raise ValueError(f"The sound file {name}.wav is longer than 5 seconds.")
            frames = w.readframes(w.getnframes())
    except (wave.Error, EOFError) as exc:
        raise ValueError(f"The sound file {name}.wav is damaged ({exc}).") from None
    samples = array.array("h")
    samples.frombytes(frames)
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


class Backend(Protocol):
    """Where mixed samples go."""

    def play(self, samples: array.array[int], gain: float) -> None: ...
    def close(self) -> None: ...


@dataclass
class _Voice:
    samples: array.array[int]
    gain: float
    pos: int = 0


class Mixer:
    """Sounds waiting to be heard, mixed on demand (thread-safe: the GUI thread
    adds, the audio thread pulls)."""

    def __init__(self) -> None:
        self._incoming: collections.deque[_Voice] = collections.deque()
        self._voices: list[_Voice] = []

    def add(self, samples: array.array[int], gain: float) -> None:
        self._incoming.append(_Voice(samples, gain))

    def pull(self, frames: int) -> array.array[int]:
        """The next ``frames`` samples, the sounds playing summed and clipped."""
        while self._incoming:
            self._voices.append(self._incoming.popleft())
        del self._voices[:-MAX_VOICES]
        out = array.array("h", bytes(2 * frames))
        if not self._voices:
            return out
        acc = [0.0] * frames
        for v in self._voices:
            chunk = v.samples[v.pos : v.pos + frames]
            g = v.gain
            for i, s in enumerate(chunk):
                acc[i] += s * g
            v.pos += len(chunk)
        self._voices = [v for v in self._voices if v.pos < len(v.samples)]
        for i, total in enumerate(acc):
            out[i] = -32767 if total < -32767 else 32767 if total > 32767 else int(total)
        return out

    @property
    def busy(self) -> bool:
        return bool(self._incoming or self._voices)

    def stream(self) -> Generator[array.array[int], int, None]:
        """miniaudio's generator protocol: it sends the frames it needs, we yield them."""
        frames = yield array.array("h")
        while True:
            frames = yield self.pull(frames)


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Hide what the C audio libraries print while probing devices (ALSA's
    "cannot find card 0" lines on a machine without sound)."""
    try:
        fd = sys.stderr.fileno()
    except (AttributeError, OSError, ValueError):
        yield
        return
    saved = os.dup(fd)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


class MiniaudioBackend:
    """One miniaudio playback device, opened on a worker thread at the first sound."""

    def __init__(self, on_failure: Callable[[str], None]) -> None:
        self.mixer = Mixer()
        self._device: Any = None
        self._opening = False
        self._failed = False
        self._lock = threading.Lock()
        self._on_failure = on_failure

    def play(self, samples: array.array[int], gain: float) -> None:
        if self._failed:
            return
        self.mixer.add(samples, gain)
        with self._lock:
            if self._device is None and not self._opening:
                self._opening = True
                threading.Thread(target=self._open, name="sound-device", daemon=True).start()

    def _open(self) -> None:
        try:
            import miniaudio
        except ImportError:
            self._fail("the miniaudio package is not installed")
            return
        wanted = [miniaudio.Backend[n] for n in (
            "PULSEAUDIO", "ALSA", "JACK", "WASAPI", "DSOUND", "WINMM", "COREAUDIO", "SNDIO",
            "AUDIO4", "OSS") if n in miniaudio.Backend.__members__]
        try:
            with _quiet_stderr():
                device = miniaudio.PlaybackDevice(
                    output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1,
                    sample_rate=RATE, buffersize_msec=60, backends=wanted,
                    app_name="Pinochle Desktop",
                )
            stream = self.mixer.stream()
            next(stream)
            device.start(stream)
        except Exception as exc:  # miniaudio raises its own errors and OSError
            self._fail(f"no audio device could be opened ({exc})")
            return
        with self._lock:
            self._device = device
            self._opening = False

    def _fail(self, reason: str) -> None:
        with self._lock:
            self._failed = True
            self._opening = False
        self._on_failure(reason)

    @property
    def ready(self) -> bool:
        return self._device is not None

    @property
    def failed(self) -> bool:
        return self._failed

    def close(self) -> None:
        with self._lock:
            device, self._device = self._device, None
        if device is not None:
            with contextlib.suppress(Exception):
                device.close()


class Sounds(QObject):
    """What the table calls: ``play("card")``. Volume 0-100 and mute are set from
    the preferences; the samples are loaded once, on first use."""

    def __init__(self, volume: int = 70, muted: bool = False,
                 backend_factory: Callable[[Callable[[str], None]], Backend] | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.volume = volume
        self.muted = muted
        self._cache: dict[str, array.array[int]] = {}
        self._backend: Backend | None = None
        self._factory = backend_factory or MiniaudioBackend
        #: why the program is silent, once known ("" while it may play)
        self.silent_reason = ""
        if os.environ.get(ENV, "").lower() in ("off", "0", "no", "false"):
            self.silent_reason = f"sound is switched off ({ENV}=off)"
        #: every sound asked for, played or not (for tests and the accessibility log)
        self.requested: list[str] = []

    def set_volume(self, volume: int) -> None:
        self.volume = max(0, min(100, int(volume)))

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)

    def play(self, name: str) -> bool:
        """Start sound ``name``; False when it is not heard (muted, silent, failed)."""
        self.requested.append(name)
        del self.requested[:-200]
        if self.muted or self.volume <= 0 or self.silent_reason:
            return False
        samples = self._cache.get(name)
        if samples is None:
            try:
                samples = self._cache[name] = load_sound(name)
            except (ResourceMissing, ValueError) as exc:
                log.warning("Sound %s not played: %s", name, exc)
                return False
        if self._backend is None:
            self._backend = self._factory(self._failed)
        self._backend.play(samples, (self.volume / 100.0) ** 2)
        return not self.silent_reason

    def _failed(self, reason: str) -> None:
        if not self.silent_reason:
            self.silent_reason = reason
            log.info("Playing no sounds: %s.", reason)

    def close(self) -> None:
        if self._backend is not None:
            self._backend.close()
            self._backend = None


def hand_sound(result: Any, side: int | None) -> str | None:
    """"won" or "lost" for the side ``side`` of a scored hand (its share of the
    hand's points against the best other side's); None when it cannot tell."""
    deltas = getattr(result, "deltas", None)
    if side is None or not deltas or not 0 <= side < len(deltas):
        return None
    others = [d for i, d in enumerate(deltas) if i != side]
    if not others:
        return None
    return "won" if deltas[side] > max(others) else "lost"


def connect_table_sounds(events: Any, sounds: Sounds, side_of_viewer: Callable[[], int | None]
                         ) -> None:
    """Play the table's sounds on a :class:`~.play.table_events.TableEvents`'
    signals: the deal, bids (not passes), meld shown, each card, each trick, and
    the hand won or lost by the viewer's side."""
    events.dealt.connect(lambda *_: sounds.play("shuffle"))
    events.bid_made.connect(lambda _seat, amount: amount is not None and sounds.play("bid"))
    events.melds_shown.connect(lambda *_: sounds.play("meld"))
    events.card_played.connect(lambda *_: sounds.play("card"))
    events.trick_won.connect(lambda *_: sounds.play("trick"))

    def scored(result: Any) -> None:
        name = hand_sound(result, side_of_viewer())
        if name is not None:
            sounds.play(name)

    events.hand_scored.connect(scored)


__all__ = [
    "ENV",
    "SOUND_NAMES",
    "Backend",
    "MiniaudioBackend",
    "Mixer",
    "Sounds",
    "connect_table_sounds",
    "hand_sound",
    "load_sound",
]
