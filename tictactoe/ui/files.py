"""Open and Save a game through the core's records module (``tictactoe.records``).

The records module is written by another part of the project; until it exists
these functions raise :class:`FileSupportMissing`, which the window shows as a
message instead of failing.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from pathlib import Path

from tictactoe.game import Game


class FileSupportMissing(RuntimeError):
    """Game files cannot be read or written yet (no ``tictactoe.records``)."""


@dataclass(frozen=True)
class LoadedGame:
    game: Game
    players: dict[str, str]  # "X"/"O" -> player spec, where the file names them


def _records():
    try:
        return importlib.import_module("tictactoe.records")
    except ImportError as exc:
        raise FileSupportMissing(
            "opening and saving games is not available in this build yet") from exc


def available() -> bool:
    try:
        _records()
    except FileSupportMissing:
        return False
    return True


def load_game(path: str | Path) -> LoadedGame:
    """Read a game file; a bad file raises ``ValueError`` (GameFileError) with a clear message."""
    record = _records().load(Path(path))
    players = getattr(record, "players", None) or {}
    specs: dict[str, str] = {}
    if isinstance(players, dict):
        for key, value in players.items():
            specs[str(getattr(key, "value", key))] = str(getattr(value, "spec", value))
    elif isinstance(players, (list, tuple)) and len(players) == 2:
        specs = {"X": str(getattr(players[0], "spec", players[0])),
                 "O": str(getattr(players[1], "spec", players[1]))}
    return LoadedGame(record.game, specs)


def save_game(path: str | Path, game: Game, players: dict[str, str]) -> None:
    _records().save(Path(path), game, players=players)
