"""Puzzle files: the puzzles shipped in the package, and any file of puzzle lines.  No Qt.

A puzzle file is text, one puzzle a line (:func:`tictactoe.coach.puzzle.to_line`);
lines starting with ``#`` are comments.  The package ships ``puzzles.tsv``
(written by ``tictactoe puzzles make``; docs/measurements.md has the run), read
through ``importlib.resources`` so that an installed wheel finds it.  Files are read
with a cap (:func:`tictactoe.safe_files.read_regular`) and every line is checked
(:func:`~tictactoe.coach.puzzle.from_line`): a bad line is a :class:`PuzzleFileError`
naming it, and nothing is returned.
"""

from __future__ import annotations

import enum
import os
from functools import lru_cache
from importlib import resources

from tictactoe.coach.puzzle import Puzzle, PuzzleError, from_line
from tictactoe.problems import Kind, ProblemError
from tictactoe.safe_files import UnreadableFile, read_regular
from tictactoe.sentences import QT_TRANSLATE_NOOP

SHIPPED = "puzzles.tsv"
MAX_FILE_BYTES = 16 * 1024 * 1024


@enum.unique
class Unlisted(Kind):
    """Why a puzzle file cannot be read (:class:`PuzzleFileError`), with its English."""

    BAD_LINE = QT_TRANSLATE_NOOP(
        "Storage", "{}, line {}: {}"
    )  # the file, the line, what is wrong there
    UNREADABLE = QT_TRANSLATE_NOOP("Storage", "{}: {}")  # the file, why it is not read
    CANNOT_READ = QT_TRANSLATE_NOOP(
        "Storage", "{}: cannot read it ({})"
    )  # the file, the system's reason
    NOT_UTF8 = QT_TRANSLATE_NOOP("Storage", "{}: not UTF-8 text")


class PuzzleFileError(ProblemError, ValueError):
    """A puzzle file that cannot be read; ``problem`` names the file and the line and says
    what is wrong (an :class:`Unlisted` kind), the message is its English."""


def parse_puzzles(text: str, name: str, *, cut_off: bool = False) -> list[Puzzle]:
    """The puzzles of a file's text.  ``cut_off``: a last line without its newline is
    skipped (a run was killed while writing it) instead of refused."""
    lines = text.split("\n")
    last = lines.pop()
    if last.strip() and not cut_off:
        lines.append(last)
    out: list[Puzzle] = []
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.startswith("#"):
            continue
        try:
            out.append(from_line(line))
        except PuzzleError as exc:
            raise PuzzleFileError(Unlisted.BAD_LINE, name, number, exc.problem) from None
    return out


def read_puzzles(path: str | os.PathLike[str], *, cut_off: bool = False) -> list[Puzzle]:
    """The puzzles of a file; an absent file has none.  PuzzleFileError if unreadable."""
    name = os.fspath(path)
    try:
        data = read_regular(name, MAX_FILE_BYTES)
    except FileNotFoundError:
        return []
    except UnreadableFile as exc:
        raise PuzzleFileError(Unlisted.UNREADABLE, name, exc.problem) from None
    except OSError as exc:
        raise PuzzleFileError(Unlisted.CANNOT_READ, name, exc.strerror or str(exc)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise PuzzleFileError(Unlisted.NOT_UTF8, name) from None
    return parse_puzzles(text, name, cut_off=cut_off)


@lru_cache(maxsize=1)
def shipped() -> tuple[Puzzle, ...]:
    """The puzzles shipped in the package (read once per process)."""
    source = resources.files("tictactoe.coach").joinpath(SHIPPED)
    with resources.as_file(source) as path:
        return tuple(read_puzzles(path))
