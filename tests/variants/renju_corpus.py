"""The hand-checked corpus of renju's forbidden points (``data/renju_corpus.txt``), read
once: each entry's name, the verdict expected at each labelled point, and its rows."""

from __future__ import annotations

from pathlib import Path

CORPUS = Path(__file__).with_name("data") / "renju_corpus.txt"


def entries() -> list[tuple[str, dict[str, str], list[str]]]:
    found = []
    for block in CORPUS.read_text(encoding="utf-8").split("\n\n"):
        lines = [line for line in block.strip().splitlines() if not line.startswith("#")]
        if not lines:
            continue
        name, expected, rows, why = lines[0].strip("[]"), {}, [], []
        for line in lines[1:]:
            if line.startswith(("why:", "  ")):
                why.append(line)
            elif line[:1].islower() and line[1:2] == ":":
                expected[line[0]] = line[2:].strip()
            else:
                rows.append(line)
        assert why and expected and rows, name
        found.append((name, expected, rows))
    return found


ENTRIES = entries()
