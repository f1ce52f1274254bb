"""Generate the table's sounds used by ``pinochle_desktop``.

Like the card art (``generate_cards.py``), every sound is made by this script
from nothing but arithmetic (no recordings, no downloaded assets), so it is our
own and licensed with the project. Standard library only.

Running ``python resources/generate_sounds.py`` (re)writes, deterministically
(a fixed seed drives the noise), 16-bit mono WAV files at 22,050 Hz in
``pinochle_desktop/resources/sounds/``:

* ``card``    a card snapped onto the felt: a short burst of filtered noise over a low thump
* ``trick``   a trick gathered in: a soft swish with the cards' edges ticking
* ``bid``     a knuckle knock on the wooden table edge
* ``meld``    two bell tones rising a fourth
* ``shuffle`` a riffle: forty card clicks, faster towards the end, and the bridge
* ``won``     a plucked major arpeggio going up
* ``lost``    a plucked minor figure going down

``python resources/generate_sounds.py --check`` writes nothing and exits 1 if a
file differs from what the script makes (the test suite runs it).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22_050
OUT = Path(__file__).resolve().parent.parent / "pinochle_desktop" / "resources" / "sounds"

Samples = list[float]


def silence(seconds: float) -> Samples:
    return [0.0] * int(RATE * seconds)


def noise(seconds: float, rng: random.Random) -> Samples:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(RATE * seconds))]


def lowpass(x: Samples, cutoff: float) -> Samples:
    """One-pole low-pass filter at ``cutoff`` Hz."""
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for v in x:
        y = (1.0 - a) * v + a * y
        out.append(y)
    return out


def highpass(x: Samples, cutoff: float) -> Samples:
    low = lowpass(x, cutoff)
    return [v - lv for v, lv in zip(x, low, strict=True)]


def envelope(x: Samples, attack: float, decay: float) -> Samples:
    """A linear attack of ``attack`` seconds, then exponential decay (time constant ``decay``)."""
    n_attack = max(1, int(RATE * attack))
    out = []
    for i, v in enumerate(x):
        g = i / n_attack if i < n_attack else math.exp(-(i - n_attack) / (RATE * decay))
        out.append(v * g)
    return out


def sine(freq: float, seconds: float, decay: float, phase: float = 0.0) -> Samples:
    n = int(RATE * seconds)
    return [
        math.sin(2 * math.pi * freq * i / RATE + phase) * math.exp(-i / (RATE * decay))
        for i in range(n)
    ]


def pluck(freq: float, seconds: float, rng: random.Random, damping: float = 0.996) -> Samples:
    """A plucked string (Karplus-Strong): a burst of noise in a delay line that is
    averaged and damped each time round."""
    period = max(2, round(RATE / freq))
    line = [rng.uniform(-1.0, 1.0) for _ in range(period)]
    out = []
    for i in range(int(RATE * seconds)):
        j = i % period
        v = line[j]
        out.append(v)
        line[j] = damping * 0.5 * (v + line[(j + 1) % period])
    return out


def mix(length: float, *parts: tuple[float, Samples, float]) -> Samples:
    """Lay ``(start seconds, samples, gain)`` parts over a silence ``length`` seconds long."""
    out = silence(length)
    for start, samples, gain in parts:
        at = int(RATE * start)
        for i, v in enumerate(samples):
            if at + i < len(out):
                out[at + i] += v * gain
    return out


def normalise(x: Samples, peak: float) -> Samples:
    top = max((abs(v) for v in x), default=0.0) or 1.0
    fade = int(RATE * 0.005)  # no click at the end
    out = [v * peak / top for v in x]
    for i in range(min(fade, len(out))):
        out[-1 - i] *= i / fade
    return out


# -- the sounds ---------------------------------------------------------------------------


def card(rng: random.Random) -> Samples:
    snap = envelope(highpass(lowpass(noise(0.08, rng), 5000), 700), 0.001, 0.012)
    thump = sine(170, 0.08, 0.02)
    return mix(0.09, (0.0, snap, 1.0), (0.0, thump, 0.35))


def trick(rng: random.Random) -> Samples:
    n = int(RATE * 0.32)
    swish = lowpass(highpass(noise(0.32, rng), 900), 3500)
    shaped = [v * math.sin(math.pi * i / n) ** 2 for i, v in enumerate(swish)]
    ticks = [
        (0.05 + 0.06 * k, envelope(highpass(noise(0.02, rng), 1500), 0.0005, 0.004), 0.5)
        for k in range(3)
    ]
    return mix(0.34, (0.0, shaped, 0.8), *ticks)


def bid(rng: random.Random) -> Samples:
    body = [a + 0.6 * b for a, b in zip(sine(420, 0.14, 0.03), sine(1130, 0.14, 0.012),
                                          strict=True)]
    tap = envelope(lowpass(noise(0.01, rng), 3000), 0.0005, 0.002)
    return mix(0.15, (0.0, body, 1.0), (0.0, tap, 0.4))


def bell(freq: float, seconds: float) -> Samples:
    partials = ((1.0, 1.0, 0.9), (2.0, 0.5, 0.45), (2.76, 0.25, 0.3), (5.4, 0.12, 0.15))
    out = silence(seconds)
    for ratio, gain, decay in partials:
        for i, v in enumerate(sine(freq * ratio, seconds, decay)):
            out[i] += v * gain
    return envelope(out, 0.003, 10.0)


def meld(rng: random.Random) -> Samples:
    del rng
    return mix(0.75, (0.0, bell(659.25, 0.6), 0.8), (0.14, bell(880.0, 0.6), 0.8))


def shuffle(rng: random.Random) -> Samples:
    parts: list[tuple[float, Samples, float]] = []
    t = 0.0
    for k in range(40):
        click = envelope(highpass(lowpass(noise(0.012, rng), 6000), 1200), 0.0003, 0.003)
        parts.append((t, click, 0.55 + 0.45 * rng.random()))
        t += 0.02 * (1.0 - 0.5 * k / 40)
    bridge = envelope(lowpass(highpass(noise(0.25, rng), 500), 2500), 0.03, 0.08)
    parts.append((t + 0.03, bridge, 0.6))
    return mix(t + 0.3, *parts)


def won(rng: random.Random) -> Samples:
    notes = (523.25, 659.25, 783.99, 1046.5)
    return mix(1.1, *((0.11 * k, pluck(f, 0.8, rng), 0.7) for k, f in enumerate(notes)))


def lost(rng: random.Random) -> Samples:
    notes = (392.0, 311.13, 261.63)
    return mix(1.1, *((0.16 * k, pluck(f, 0.8, rng, 0.994), 0.7) for k, f in enumerate(notes)))


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
    "card": card,
    "trick": trick,
    "bid": bid,
    "meld": meld,
    "shuffle": shuffle,
    "won": won,
    "lost": lost,
}


def wav_bytes(samples: Samples) -> bytes:
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(
            struct.pack("<h", max(-32767, min(32767, round(v * 32767)))) for v in samples
        ))
    return buf.getvalue()


def make(name: str) -> bytes:
    # one seed per sound: changing one sound leaves the others' bytes alone
    rng = random.Random(f"pinochle-desktop-sound-{name}")
    return wav_bytes(normalise(SOUNDS[name](rng), 0.7))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a file differs from what this script makes")
    args = parser.parse_args(argv)
    stale = []
    OUT.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        data = make(name)
        path = OUT / f"{name}.wav"
        if args.check:
            if not path.is_file() or path.read_bytes() != data:
                stale.append(path.name)
        else:
            path.write_bytes(data)
    if stale:
        print("Out of date (run resources/generate_sounds.py):", ", ".join(stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
