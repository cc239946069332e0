"""The measured ratings of the computer players, one Elo scale per board class.

The table ships as ``ratings.json`` beside this module, written by the rating
benchmark (``tictactoe ladder measure``); nothing here measures.  A class's
scale is anchored at one player (``anchor``), whose rating is fixed.  A class
(:mod:`tictactoe.players.board_classes`) is one rule's, and so the ratings, the
person's included, are kept per rule.  A class's entry names the board
it was measured on (``board``, ``k``) and its rule (``rule``; an entry without one is
freestyle's, as every entry was before the other rules were measured):
:func:`entry_rules`.  The shipped table measures freestyle on every class, renju,
standard and caro on ``large`` and renju and standard on ``middle`` (edition 3); a class
not measured ("middle caro", "small standard") has no rated players.

Editions.  The file keeps every table it has shipped, oldest first:
``{"editions": [{"edition": 1, "date": ..., "classes": {...}}, {"edition": 2, ...}]}``.
An edition holds only the classes measured for it; the others carry over from the
edition before, so each measurement is in the file once.  A person's rating is made
from their games, each against its opponent's rating in the edition the game was
played under (the statistics database keeps it with each game): a new edition moves
nobody's rating until they play under it.  Everything else (Adaptive's rung, where a
new rating starts, the ladder printed) uses the newest edition, :func:`class_table`.
A file of one table (``{"classes": ...}``, as written before editions) is edition 1.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from tictactoe.game import Rules, Variant
from tictactoe.players.board_classes import board_class
from tictactoe.safe_files import UnreadableFile, read_regular

TABLE_FILE = Path(__file__).with_name("ratings.json")


@dataclass(frozen=True)
class Rating:
    """A player's measured rating: Elo, its standard error, the games behind it and
    the median seconds it took a move when measured."""

    elo: float
    error: float
    games: int
    seconds_per_move: float = 0.0
    bounded: bool = True  # False: it won (or lost) every game; the rating is a rough bound


class TableError(ValueError):
    """A ratings table that cannot be read or is not one."""


MAX_TABLE_BYTES = 4_000_000  # the shipped table, two editions, is about 85 KB


def load_table(path: str | Path = TABLE_FILE) -> dict:
    """The newest edition of a ratings table (``{"edition": N, "classes": {name:
    entry}}``, the classes carried over included), read with a cap and every entry of
    every edition checked; TableError when it is not one."""
    return load_editions(path)[-1]


def load_editions(path: str | Path = TABLE_FILE) -> tuple[dict, ...]:
    """Every edition of a ratings table, oldest first, each whole (``{"edition": N,
    "date": ..., "classes": ...}`` with the classes carried over from the one before);
    TableError when the file is not a ratings table."""
    return tuple(_whole(read_editions(path)))


def read_editions(path: str | Path = TABLE_FILE) -> list[dict]:
    """The editions as the file keeps them (each with only its own classes), checked; a
    file of one table (``{"classes": ...}``) is edition 1.  TableError when it is not a
    ratings table."""
    try:
        table = json.loads(read_regular(path, MAX_TABLE_BYTES).decode("utf-8"))
    except UnreadableFile as error:
        raise TableError(f"{path}: {error.reason}") from None
    except RecursionError:
        raise TableError(f"{path}: not a ratings table (it is nested too deeply)") from None
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise TableError(f"{path}: not a ratings table ({error})") from None
    if isinstance(table, dict) and "editions" not in table:
        table = {"editions": [{"edition": 1, **table}]}
    editions = table.get("editions") if isinstance(table, dict) else None
    if not isinstance(editions, list) or not editions:
        raise TableError(f'{path}: not a ratings table (no "editions" of tables)')
    for number, edition in enumerate(editions, 1):
        problem = _edition_problem(edition, number)
        if problem:
            where = "" if len(editions) == 1 else f"edition {number}, "
            raise TableError(f"{path}: not a ratings table ({where}{problem})")
    return editions


def _edition_problem(edition: object, number: int) -> str | None:
    """What is wrong with the ``number``-th edition as the file keeps it, or None."""
    if not isinstance(edition, dict) or not _numbered(edition.get("edition"), number):
        return f"the editions are not numbered 1, 2, ... in order (at {number})"
    classes = edition.get("classes")
    if not isinstance(classes, dict):
        return 'no "classes" of entries'
    if not isinstance(edition.get("date", ""), str):
        return "its date is not a text"
    for name, entry in classes.items():
        problem = _entry_problem(entry)
        if problem:
            return f"class {name[:40]!r}: {problem}"
    return None


def _numbered(value: object, number: int) -> bool:
    """Whether an edition's number is ``number`` (an integer: JSON's true is not 1)."""
    return type(value) is int and value == number


def _whole(editions: list[dict]) -> list[dict]:
    """Each edition with the classes it carries over from the one before."""
    out: list[dict] = []
    classes: dict = {}
    for edition in editions:
        classes = dict(sorted({**classes, **edition["classes"]}.items()))
        out.append({**edition, "classes": classes})
    return out


def _entry_problem(entry: object) -> str | None:
    """What is wrong with a class's entry, or None."""
    if not isinstance(entry, dict):
        return "not an object"
    players = entry.get("players", {})
    if not isinstance(players, dict):
        return "its players are not an object"
    for spec, player in players.items():
        try:
            entry_rating(player)
        except ValueError as error:
            return f"the rating of {spec[:40]!r} {error}"
    anchor = entry.get("anchor")
    if anchor is not None and not (
        isinstance(anchor, dict)
        and isinstance(anchor.get("spec"), str)
        and _number(anchor.get("elo"))
    ):
        return "its anchor is not a spec and an Elo"
    for key in ("board", "command", "fit", "date", "rule"):
        if not isinstance(entry.get(key, ""), str):
            return f"its {key} is not a text"
    rules = [v.value for v in Variant]
    if entry.get("rule", Variant.FREESTYLE.value) not in rules:
        return f"its rule {str(entry['rule'])[:40]!r} is none of {', '.join(rules)}"
    return None


def _number(value: object) -> bool:
    """A finite number a float can hold (JSON's integers have no bound: 10**400 is one)."""
    if not isinstance(value, (int, float)) or isinstance(value, bool):
        return False
    try:
        return math.isfinite(value)
    except OverflowError:
        return False


@lru_cache(maxsize=1)
def _editions() -> tuple[dict, ...]:
    return load_editions()


def _table() -> dict:
    """The newest edition shipped (whole)."""
    return _editions()[-1]


def newest_edition() -> int:
    """The number of the newest edition shipped: the one a game is played under now."""
    return len(_editions())


def edition_table(edition: int | None = None) -> dict:
    """An edition shipped, whole: ``None`` or one newer than this build knows (a newer
    build's game) is the newest; a number below 1 is edition 1."""
    editions = _editions()
    if edition is None or edition >= len(editions):
        return _table()
    return editions[max(edition, 1) - 1]


def entry_rating(entry: object) -> Rating:
    """The :class:`Rating` of one player's entry in a class's ``players``; ValueError when
    the entry is not one (an object of numbers: elo, error, games, seconds_per_move)."""
    if not isinstance(entry, dict):
        raise ValueError("is not an object")
    numbers: tuple[Any, ...] = (
        entry.get("elo"),
        entry.get("error"),
        entry.get("seconds_per_move", 0.0),
    )
    games, bounded = entry.get("games"), entry.get("bounded", True)
    if not all(_number(n) for n in numbers) or type(games) is not int or games < 0:
        raise ValueError("needs numbers for elo, error, games and seconds_per_move")
    if not isinstance(bounded, bool):
        raise ValueError("has a bounded that is not true or false")
    return Rating(float(numbers[0]), float(numbers[1]), games, float(numbers[2]), bounded)


def entry_rules(entry: dict) -> Rules:
    """The rules a class's entry was measured under: its ``board`` ("15x15"), ``k`` and
    ``rule`` (freestyle when it has none); ValueError when they are not rules."""
    width, _, height = str(entry.get("board", "")).partition("x")
    if not (width.isdigit() and height.isdigit()) or type(entry.get("k")) is not int:
        raise ValueError(f"no board and k in the entry: {entry.get('board')!r}, {entry.get('k')!r}")
    return Rules(int(width), int(height), entry["k"], Variant(entry.get("rule", "freestyle")))


def class_table(name: str, edition: int | None = None) -> dict:
    """The shipped entry of one class in an edition (None: the newest): ``anchor`` ({spec,
    elo}), ``board``, ``k``, ``rule`` (absent: freestyle), ``command`` (what measured it),
    ``fit``, ``date``, ``games``, ``players`` ({spec: {elo, error, games,
    seconds_per_move[, bounded]}}) and ``pairs`` (each pair's score); empty when not
    measured."""
    return edition_table(edition).get("classes", {}).get(name, {})


def rating(spec: str, rules: Rules, edition: int | None = None) -> Rating | None:
    """The shipped rating of a player spec (canonical) on this board's class in an edition
    (None: the newest), or None.  A rung's old name (``medium``) and ``level:N,time=S``
    are rated as its rung."""
    from tictactoe.players.ladder import rung_of_spec

    name = board_class(rules)
    if name is None:
        return None
    found = rung_of_spec(spec)
    entry = class_table(name, edition).get("players", {}).get(found.spec if found else spec)
    return None if entry is None else entry_rating(entry)
