"""Games for the coach's commands: game files, folders of them, the ladder's results files.

``tictactoe review-fit`` and ``tictactoe puzzles make`` read finished games from
paths: a game file (any format the app reads), a folder (its game files, in name
order, sub-folders included: ``tictactoe match --save-dir`` writes one), or a
results file of ``tictactoe ladder measure`` (``.jsonl``: one game a line).  Each
game comes with a name that says where it is from (``DIR/game-0003.psq``,
``ladder-large.jsonl#17``), which a resumable run keeps to skip it next time.
A path that does not exist, or a file named on the command line that cannot be
read, is a :class:`~tictactoe.commands.options.UsageError`; a file in a folder that
cannot be read is skipped and counted.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tictactoe.commands.options import UsageError
from tictactoe.game import Game, Rules

RESULTS_SUFFIX = ".jsonl"
MAX_FOLDER_FILES = 100_000  # a folder's game files read at most


@dataclass
class Skipped:
    """The files in folders that could not be read (how many, and the first reason)."""

    count: int = 0
    first: list[str] = field(default_factory=list)

    def add(self, reason: str) -> None:
        self.count += 1
        if not self.first:
            self.first.append(reason)


def games_from(paths: list[str], skipped: Skipped) -> Iterator[tuple[str, Game]]:
    """(name, game) for every game the paths hold, in order."""
    for text in paths:
        path = Path(text)
        if not path.exists():
            raise UsageError(f"{text}: no such file or folder")
        if path.is_dir():
            yield from _folder(path, skipped)
        elif path.suffix == RESULTS_SUFFIX:
            yield from _results(text)
        else:
            game = _file(text, None)  # None only when it skips, which this call does not
            if game is not None:
                yield text, game


def _file(text: str, skipped: Skipped | None) -> Game | None:
    from tictactoe.records import GameFileError, load

    try:
        return load(text).game
    except GameFileError as exc:
        if skipped is None:
            raise UsageError(str(exc)) from None
        skipped.add(str(exc))
        return None


def _folder(path: Path, skipped: Skipped) -> Iterator[tuple[str, Game]]:
    from tictactoe.records import format_for

    files = sorted(p for p in path.rglob("*") if p.is_file() and format_for(p) is not None)
    for file in files[:MAX_FOLDER_FILES]:
        game = _file(str(file), skipped)
        if game is not None:
            yield str(file), game


def _results(text: str) -> Iterator[tuple[str, Game]]:
    from tictactoe.bench.ladder_results import ResultsError, read_results
    from tictactoe.commands.options import parse_board
    from tictactoe.notation import NotationError, parse_stored_moves

    try:
        results = read_results(text)
    except ResultsError as exc:
        raise UsageError(str(exc)) from None
    for number, record in enumerate(results.games, 1):
        try:
            rules = Rules(*parse_board(record.board), record.k)
            game = Game.for_rules(rules)
            for move in parse_stored_moves(record.moves, rules):
                game.play(move)
        except (ValueError, NotationError) as exc:
            raise UsageError(f"{text}, game {number}: {exc}") from None
        yield f"{text}#{number}", game
