"""The keyboard shortcuts, in one table: the window binds them and every button's
tooltip names its keys ("Undo (Ctrl+Z)"), so they can be found without a manual.
A feature adds its row here (the hint feature: "hint")."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.ui.words.translation import Words, fill

Keys = Words("Keys")


@dataclass(frozen=True)
class Shortcut:
    name: str
    keys: tuple[str, ...]
    what: str


SHORTCUTS: tuple[Shortcut, ...] = (
    Shortcut("undo", ("Ctrl+Z",), QT_TRANSLATE_NOOP("Keys", "Undo: take back your last move")),
    Shortcut("redo", ("Ctrl+Y", "Ctrl+Shift+Z"), QT_TRANSLATE_NOOP("Keys", "Redo")),
    Shortcut("save", ("Ctrl+S",), QT_TRANSLATE_NOOP("Keys", "Save the game")),
    Shortcut("open", ("Ctrl+O",), QT_TRANSLATE_NOOP("Keys", "Open a game")),
    Shortcut("resume", ("Ctrl+R",), QT_TRANSLATE_NOOP("Keys", "Resume the kept game")),
    Shortcut("mute", ("Ctrl+M",), QT_TRANSLATE_NOOP("Keys", "Sound on or off")),
    Shortcut(
        "hint",
        ("H",),
        QT_TRANSLATE_NOOP("Keys", "Hint: the best move and every square's value (counted)"),
    ),
    Shortcut("quit", ("Ctrl+Q",), QT_TRANSLATE_NOOP("Keys", "Quit")),
)


def shortcut(name: str) -> Shortcut:
    for entry in SHORTCUTS:
        if entry.name == name:
            return entry
    raise KeyError(name)


def tooltip(name: str, what: str | None = None) -> str:
    """ "Undo: take back your last move (Ctrl+Z)", in the language chosen (``what``: said
    already)."""
    entry = shortcut(name)
    return fill(Keys.tr("%1 (%2)"), what or Keys.tr(entry.what), Keys.tr(" or ").join(entry.keys))
