"""The rating benchmark's results file: one JSON line per finished game, appended at once.

Each line is an object with a ``kind``:

- ``"session"``: a run of the benchmark started: its class, board, rule, seed,
  openings and the command (the file's first line, and one more per restart);
- ``"game"``: a finished game: the pair (``a``, ``b``), the game's index within the
  pair, the players' seeds, the mark A played, the winner (``"a"``, ``"b"`` or
  None), how it ended, each side's mean seconds per move, the board and the moves.

A game is appended with one ``write`` on a file opened for appending, so that a
killed run leaves every finished game whole; at worst the last line is cut
short.  Reading skips such a line with a note (its game is played again), and
:func:`open_for_append` cuts it off before anything is appended after it.  A
damaged line anywhere else is an error: the file is not ours or was edited.
Every value is checked against its field's type as the dataclass declares it (a
``"fast"`` for seconds, a list for the seed, an object nested 100,000 deep are
errors, not tracebacks), and the board against the rules.
"""

from __future__ import annotations

import json
import math
import os
import types
import typing
from dataclasses import MISSING, asdict, dataclass, fields

from tictactoe.game import Rules, Variant
from tictactoe.safe_files import UnreadableFile, read_regular

MAX_RESULTS_FILE = 512 * 1024 * 1024


class ResultsError(ValueError):
    """The results file cannot be read or does not belong to this measurement."""


@dataclass(frozen=True)
class Session:
    """What a run measured: games with the same setting and key are the same game."""

    board_class: str
    width: int
    height: int
    k: int
    seed: int
    opening: int = 0  # random balanced openings of this many stones
    openings: str | None = None  # or the openings file (its name)
    rule: str = "freestyle"  # the Variant's value the games are played and judged by
    command: str = ""
    started: str = ""

    def setting(self) -> tuple:
        return (
            self.board_class,
            self.width,
            self.height,
            self.k,
            self.seed,
            self.opening,
            self.openings,
            self.rule,
        )

    def rules(self) -> Rules:
        """The rules the session's games are played under; ValueError when there are none."""
        names = [v.value for v in Variant]
        if self.rule not in names:
            raise ValueError(f"rule {self.rule[:40]!r} is none of {', '.join(names)}")
        return Rules(self.width, self.height, self.k, Variant(self.rule))


@dataclass(frozen=True)
class GameRecord:
    a: str
    b: str
    index: int
    seeds: tuple[int, int]
    a_mark: str  # "X" or "O"
    winner: str | None  # "a", "b" or None (a draw)
    termination: str
    a_seconds: float  # A's mean seconds per move in this game
    b_seconds: float
    board: str  # "9x9"
    k: int
    moves: str = ""  # "H8 J9 ..." (tictactoe.notation.stored_moves): the opening's first
    opening: int = 0  # how many of the moves were the opening's
    reason: str = ""

    @property
    def key(self) -> tuple[str, str, int]:
        return (self.a, self.b, self.index)

    @property
    def a_score(self) -> float:
        return 1.0 if self.winner == "a" else 0.0 if self.winner == "b" else 0.5


@dataclass
class Results:
    sessions: list[Session]
    games: list[GameRecord]
    notes: list[str]

    def keys(self) -> set[tuple[str, str, int]]:
        return {g.key for g in self.games}


def read_results(path: str | os.PathLike[str]) -> Results:
    """Every session and game in the file (an absent file: none); ResultsError when it
    cannot be read or a line other than a cut-off last one is not ours."""
    name = os.fspath(path)
    if not os.path.exists(name):
        return Results([], [], [])
    try:
        data = read_regular(name, MAX_RESULTS_FILE).decode("utf-8")
    except UnreadableFile as error:
        raise ResultsError(f"{name}: {error.reason}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ResultsError(f"{name}: cannot read it ({error})") from None
    results = Results([], [], [])
    lines = data.split("\n")
    cut_off = lines.pop()  # after the last newline: "" when the file ends whole
    if cut_off.strip():
        results.notes.append(
            f"{name}: skipped the cut-off last line {len(lines) + 1} "
            "(a run was killed while writing it; its game is played again)"
        )
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            _add(results, json.loads(line))
        except RecursionError:
            raise ResultsError(
                f"{name}, line {number}: not a results line (it is nested too deeply)"
            ) from None
        except ValueError as error:
            raise ResultsError(f"{name}, line {number}: not a results line ({error})") from None
    if results.games and not results.sessions:
        raise ResultsError(f"{name}: games without a session line")
    return results


def _add(results: Results, item: object) -> None:
    if not isinstance(item, dict):
        raise ValueError("not an object")
    kind = item.pop("kind", None)
    if kind == "session":
        session = Session(**_checked(Session, item))
        session.rules()
        results.sessions.append(session)
    elif kind == "game":
        record = GameRecord(**_checked(GameRecord, item))
        if record.winner not in ("a", "b", None) or record.a_mark not in ("X", "O"):
            raise ValueError("a bad winner or mark")
        results.games.append(record)
    else:
        raise ValueError(f"unknown kind {str(kind)[:40]!r}")


def _checked(cls: type, item: dict) -> dict:
    """``item``'s values as the fields of ``cls`` (a list for a tuple), each checked against
    its declared type; ValueError naming the first field that is missing, unknown or wrong."""
    hints = typing.get_type_hints(cls)
    declared = {f.name: f for f in fields(cls)}
    for name in item:
        if name not in declared:
            raise ValueError(f"unknown field {name[:40]!r}")
    out = {}
    for name, field in declared.items():
        if name not in item:
            if field.default is MISSING and field.default_factory is MISSING:
                raise ValueError(f"{name} is missing")
            continue
        value = item[name]
        if not _fits(value, hints[name]):
            raise ValueError(f"{name} must be {_kind(hints[name])}")
        out[name] = tuple(value) if isinstance(value, list) else value
    return out


def _fits(value: object, hint: object) -> bool:
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return any(_fits(value, arg) for arg in typing.get_args(hint))
    if typing.get_origin(hint) is tuple:
        args = typing.get_args(hint)
        return (
            isinstance(value, list)
            and len(value) == len(args)
            and all(_fits(v, a) for v, a in zip(value, args))
        )
    if hint is type(None):
        return value is None
    if hint is str:
        return isinstance(value, str)
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if hint is int:
        return isinstance(value, int) and abs(value) < 2**63
    return hint is float and math.isfinite(value)


def _kind(hint: object) -> str:
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return " or ".join(_kind(arg) for arg in typing.get_args(hint))
    if typing.get_origin(hint) is tuple:
        return f"a list of {len(typing.get_args(hint))} whole numbers"
    return {str: "a text", int: "a whole number", float: "a number", type(None): "null"}.get(
        hint, str(hint)
    )  # type: ignore[call-overload]  # types as keys


def open_for_append(path: str | os.PathLike[str], session: Session) -> int:
    """Open the file for appending (made when absent): a cut-off last line is cut away,
    ``session`` is checked against the file's own and appended.  Returns the descriptor."""
    name = os.fspath(path)
    earlier = read_results(name)
    for old in earlier.sessions:
        if old.setting() != session.setting():
            raise ResultsError(
                f"{name} holds games measured with another setting "
                f"({_describe(old)}), not {_describe(session)}: use another file"
            )
    try:
        fd = os.open(name, os.O_RDWR | os.O_CREAT | os.O_APPEND, 0o644)
    except OSError as error:
        raise ResultsError(f"{name}: cannot write it ({error.strerror or error})") from None
    size = os.fstat(fd).st_size
    if size:
        tail = os.pread(fd, min(size, 1 << 20), max(0, size - (1 << 20)))
        cut = tail.rfind(b"\n") + 1
        if cut < len(tail):
            os.ftruncate(fd, size - (len(tail) - cut))
    append_line(fd, {"kind": "session", **asdict(session)})
    return fd


def _describe(session: Session) -> str:
    start = (
        f"openings {session.openings}" if session.openings else f"{session.opening}-stone openings"
    )
    return (
        f"class {session.board_class}, {session.width}x{session.height} k={session.k}, "
        f"rule {session.rule}, seed {session.seed}, {start}"
    )


def append_line(fd: int, item: dict) -> None:
    """Append one JSON line in a single write."""
    data = (json.dumps(item, separators=(",", ":")) + "\n").encode("utf-8")
    written = os.write(fd, data)
    if written != len(data):
        raise OSError(f"short write ({written} of {len(data)} bytes)")


def append_game(fd: int, record: GameRecord) -> None:
    item = asdict(record)
    item["seeds"] = list(record.seeds)
    append_line(fd, {"kind": "game", **item})
