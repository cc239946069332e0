"""The keyboard shortcuts, in one table: the window binds them and every button's
tooltip names its keys ("Undo (Ctrl+Z)"), so they can be found without a manual.
A feature adds its row here (the hint feature: "hint")."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shortcut:
    name: str
    keys: tuple[str, ...]
    what: str


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut("undo", ("Ctrl+Z",), "Undo: take back your last move"),
    Shortcut("redo", ("Ctrl+Y", "Ctrl+Shift+Z"), "Redo"),
    Shortcut("save", ("Ctrl+S",), "Save the game"),
    Shortcut("open", ("Ctrl+O",), "Open a game"),
    Shortcut("resume", ("Ctrl+R",), "Resume the kept game"),
    Shortcut("mute", ("Ctrl+M",), "Sound on or off"),
    Shortcut("hint", ("H",), "Hint: the best move and every square's value (counted)"),
    Shortcut("quit", ("Ctrl+Q",), "Quit"),
)


def shortcut(name: str) -> Shortcut:
    for entry in SHORTCUTS:
        if entry.name == name:
            return entry
    raise KeyError(name)


def tooltip(name: str, what: str | None = None) -> str:
    """"Undo: take back your last move (Ctrl+Z)"."""
    entry = shortcut(name)
    return f"{what or entry.what} ({' or '.join(entry.keys)})"
