"""The dispatcher: one table of formats, each a reader and a writer, chosen by extension.

``.ttt`` and ``.json`` are our JSON record, ``.txt`` a board diagram, ``.psq``
Piskvork's format and ``.sgf`` SGF.  A file whose extension is not in the table
is recognised by its first characters (``{`` our JSON, ``(`` SGF, ``Piskvorky``
a .psq header, anything else a diagram).  A known extension is trusted: a
``.txt`` holding JSON is refused with a message that says what the file holds.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tictactoe.game import Game
from tictactoe.problems import Problem
from tictactoe.records import diagram, native, psq, sgf
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.help import Help
from tictactoe.records.model import GameRecord, check_players
from tictactoe.records.text import check_controls, check_size, decode, read_bytes
from tictactoe.safe_files import write_atomic
from tictactoe.swap import SwapRecord


@dataclass(frozen=True)
class Format:
    """One file format: its name, extensions, and its reader and writer of text."""

    name: str
    title: str
    extensions: tuple[str, ...]
    read: Callable[[str], GameRecord]
    write: Callable[[GameRecord], str]
    sniff: Callable[[str], bool]
    losses: Callable[[GameRecord], list[str]]  # what writing a record leaves out, in words


FORMATS: tuple[Format, ...] = (
    Format(
        "native",
        "Tic-Tac-Toe games",
        (".ttt", ".json"),
        native.read,
        native.write,
        native.sniff,
        native.losses,
    ),
    Format("psq", "Piskvork games", (".psq",), psq.read, psq.write, psq.sniff, psq.losses),
    Format("sgf", "SGF games", (".sgf",), sgf.read, sgf.write, sgf.sniff, sgf.losses),
    # last: the fallback when nothing else recognises the text
    Format(
        "diagram",
        "board diagrams",
        (".txt",),
        diagram.read,
        diagram.write,
        diagram.sniff,
        diagram.losses,
    ),
)
_BY_NAME = {f.name: f for f in FORMATS}
_BY_EXTENSION = {ext: f for f in FORMATS for ext in f.extensions}


def format_named(name: str) -> Format:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise ValueError(f"unknown format {name!r} (known: {', '.join(_BY_NAME)})") from None


def format_for(path: str | os.PathLike[str]) -> Format | None:
    """The format a file's extension names, or None for an extension not in the table."""
    return _BY_EXTENSION.get(Path(path).suffix.lower())


def sniff(text: str) -> Format:
    """The format the text looks like (a diagram when nothing else matches)."""
    return next(f for f in FORMATS if f.sniff(text))


# --- reading -------------------------------------------------------------------------------------


def loads(text: str, *, format: str | Format | None = None) -> GameRecord:
    """A record from text: in the given format, else the one the text looks like."""
    check_size(len(text))
    check_controls(text)
    chosen = _resolve(format) if format is not None else sniff(text)
    return chosen.read(text)


def load(path: str | os.PathLike[str], *, format: str | Format | None = None) -> GameRecord:
    """Read a game from ``path`` in the format its extension names (see the table)."""
    try:
        text = decode(read_bytes(path))
        chosen = _resolve(format) if format is not None else format_for(path)
        if chosen is None:
            return sniff(text).read(text)
        looks = sniff(text)
        if looks is not chosen and looks.name != "diagram":
            raise GameFileError(
                None,
                Problem(Fault.MISNAMED, (Path(path).suffix, chosen, looks, looks.extensions[0])),
            )
        return chosen.read(text)
    except GameFileError as error:
        raise error.with_path(path) from error.__cause__


def _resolve(format: str | Format) -> Format:
    return format if isinstance(format, Format) else format_named(format)


# --- writing -------------------------------------------------------------------------------------


def dumps(
    game: Game,
    players: Mapping[str, str] | None = None,
    *,
    format: str | Format = "native",
    result: str | None = None,
    help: Help | None = None,
    times: tuple[int, ...] = (),
    opening: SwapRecord | None = None,
    review: Mapping[str, Any] | None = None,
) -> str:
    """The game as text in ``format``; GameFileError when the format cannot hold it.
    ``review`` (the game's review as data) is kept by our format only."""
    chosen = _resolve(format)
    if result is not None:
        game = native.settle_result(game, result)
    record = GameRecord(
        game,
        check_players(players),
        chosen.name,
        help or Help(),
        tuple(times),
        opening=opening,
        review=review,
    )
    return chosen.write(record)


def save(
    path: str | os.PathLike[str],
    game: Game,
    players: Mapping[str, str] | None = None,
    *,
    result: str | None = None,
    help: Help | None = None,
    times: tuple[int, ...] = (),
    format: str | Format | None = None,
    opening: SwapRecord | None = None,
    review: Mapping[str, Any] | None = None,
) -> None:
    """Write the game to ``path`` atomically (a reader sees the old file or the new one),
    in the format its extension names; our JSON for any other extension.

    A game the format cannot hold raises GameFileError before anything is written;
    ``OSError`` passes through when the file cannot be written.
    """
    chosen = _resolve(format) if format is not None else (format_for(path) or _BY_NAME["native"])
    text = dumps(
        game,
        players,
        format=chosen,
        result=result,
        help=help,
        times=times,
        opening=opening,
        review=review,
    )
    write_atomic(path, text)
