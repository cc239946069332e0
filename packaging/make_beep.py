"""Make resources/warning_beep.wav: our own short two-tone warning beep (numpy, 16-bit mono).

Run: python packaging/make_beep.py   (the output is committed; rerun only to change it)
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

RATE = 22050


def beep() -> np.ndarray:
    """Two short square-ish tones (880 Hz then 660 Hz) with soft edges: about 0.22 s."""
    parts = []
    for freq, seconds in ((880.0, 0.09), (660.0, 0.13)):
        t = np.arange(int(RATE * seconds)) / RATE
        tone = np.tanh(3.0 * np.sin(2 * np.pi * freq * t))  # a rounded square wave
        envelope = np.minimum(1.0, np.minimum(t / 0.005, (seconds - t) / 0.02))
        parts.append(tone * envelope)
        parts.append(np.zeros(int(RATE * 0.015)))
    signal = np.concatenate(parts) * 0.45
    return (signal * 32767).astype("<i2")


def write(path: Path) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(beep().tobytes())


if __name__ == "__main__":
    target = Path(__file__).resolve().parent.parent / "resources" / "warning_beep.wav"
    write(target)
    print(f"wrote {target}")
