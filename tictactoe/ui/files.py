"""Open and Save a game through the core's records module (``tictactoe.records``)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tictactoe import records
from tictactoe.game import Game


@dataclass(frozen=True)
class LoadedGame:
    game: Game
    players: dict[str, str]  # "X"/"O" -> player spec, where the file names them


def load_game(path: str | Path) -> LoadedGame:
    """Read a game record or a board diagram; a bad file raises ``records.GameFileError``
    (a ``ValueError``) whose message names the field or line that is wrong."""
    record = records.load(Path(path))
    return LoadedGame(record.game, {str(mark): str(name) for mark, name in record.players.items()})


def save_game(path: str | Path, game: Game, players: dict[str, str]) -> None:
    records.save(Path(path), game, players=players)
