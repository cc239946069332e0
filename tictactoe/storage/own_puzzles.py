"""The person's own puzzles: ``my_puzzles.tsv`` in the data folder.

The positions of the person's reviewed games that qualify as puzzles
(:func:`tictactoe.coach.own_puzzles`) are kept here, one puzzle a line in the
shipped puzzles' text form (:mod:`tictactoe.coach.puzzle`), each with the date of
its game.  The file is rewritten whole and atomically
(:func:`tictactoe.safe_files.write_atomic`) when puzzles are added, so a crash
leaves the old file or the new one; it is read with a cap, every line checked.
A file that cannot be read is set aside (renamed, never deleted) and ``problem``
says so; the person then starts with none.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from tictactoe.coach import Puzzle, PuzzleFileError, parse_puzzles, to_line
from tictactoe.problems import Problem
from tictactoe.storage.files import (
    SetAside,
    UnreadableFile,
    read_capped,
    set_aside_saying,
    write_atomic,
)

FILE_NAME = "my_puzzles.tsv"
MAX_BYTES = 16 * 1024 * 1024
VERSION = 1  # the line form of tictactoe.coach.puzzle; named in the header, a comment
LAYOUT = "one puzzle a line"  # said in the header and in the formats' table (formats.py)
HEADER = (
    f"# The puzzles cut from your own games (tictactoe-mnk puzzles, version {VERSION}); {LAYOUT}.\n"
)


class OwnPuzzles:
    """``my_puzzles.tsv`` in ``directory``."""

    def __init__(self, directory: str | Path) -> None:
        self.path = Path(directory) / FILE_NAME
        self.problem: Problem | None = None

    def load(self) -> list[Puzzle]:
        """The puzzles kept, oldest first ([] when there is no file)."""
        try:
            text = read_capped(self.path, MAX_BYTES).decode("utf-8")
            return parse_puzzles(text, self.path.name)
        except FileNotFoundError:
            return []
        except (UnreadableFile, OSError, UnicodeDecodeError, PuzzleFileError) as exc:
            self.problem = set_aside_saying(
                self.path, (SetAside.PUZZLES, SetAside.PUZZLES_STAYED), exc
            )
            return []

    def add(self, puzzles: Iterable[Puzzle]) -> list[Puzzle]:
        """Keep ``puzzles`` (those not kept yet, by position); returns the ones added."""
        kept = self.load()
        have = {p.id for p in kept}
        added = []
        for puzzle in puzzles:
            if puzzle.id not in have:
                have.add(puzzle.id)
                added.append(puzzle)
        if added:
            lines = [to_line(p) + "\n" for p in [*kept, *added]]
            write_atomic(self.path, HEADER + "".join(lines))
        return added
