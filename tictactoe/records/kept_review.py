"""The review kept with a game in our format: the ``"review"`` field (issue 43).  No Qt.

The coach's review of a game (:func:`tictactoe.coach.review_game`) is written as plain
data by :mod:`tictactoe.coach.kept` and read back from it; this module says what that
data may hold and checks it against the game it belongs to, so that a reopened game
shows its review at once and a bad one is refused, naming the field at fault::

    "review": {
      "seconds": 10.0,
      "nodes": 5000,
      "facts": 20000,
      "first": 0,
      "positions": [
        {"score": 0.48},
        {"score": 0.5, "exact": true},
        {"score": 1.0, "winner": "X", "plies": 5}
      ],
      "moves": [
        {"grade": "best", "before": 0.48, "after": 0.5, "loss": 0.0, "accuracy": 100.0},
        {"grade": "blunder", "before": 0.5, "after": 0.0, "loss": 0.5, "accuracy": 8.5,
         "better": [1, 1], "line": [[1, 1], [0, 0]],
         "verdict": {"kind": "allowed_win", "proof": "exact",
                     "best": {"winner": null, "plies": 0},
                     "played": {"winner": "X", "plies": 5}}}
      ]
    }

The budget it was made with: ``seconds``, the time cap per position (null: none),
``nodes`` the engine's nodes and ``facts`` each proof search's nodes per position (a
review of the first format has ``seconds`` alone: it was bounded by time);
``first``: the first move reviewed (0-based); ``positions[j]``: the position after
move ``first + j`` (``positions[0]`` the one before move ``first``), for its side to
move: the expected score, whether the value is exact, a proven ``winner`` and its
distance in ``plies``; ``moves[j]``: the judgement of move ``first + j``: its grade,
the mover's expected score before and after it, the loss, the accuracy (0-100), the
better move and its line (from the position before the move), the ``verdict`` (what
the move changed: its kind, what proved it, the mover's result before and after the
move counted from before it, ``played`` null when the win is gone but what follows is
not proven, and the win missed or allowed), and ``cut`` when the time cap cut a search
of it short.  The first format's ``exact`` (a verdict from exact values, with the kinds
``threw_away_win``, ``let_opponent_win`` and ``still_lost``), ``missed_fours`` and
``allowed_fours`` (the wins by fours missed or allowed) are still read.  The review is
complete when it reaches the last move.

Every move named is on the board and every line plays legally from its position; the
numbers are finite and in range; unknown fields are refused, as everywhere in the file.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from tictactoe.game import Game, Mark, Move
from tictactoe.problems import Problem
from tictactoe.records.errors import Fault, GameFileError
from tictactoe.records.text import kind, show

# The coach's grades (coach.scores.Grade's values), verdicts (coach.verdicts' VerdictKind,
# by name) and proofs (coach.facts' Proof values); tests/coach/review/kept/test_review_kept.py
# checks that they agree.  EXACT_KINDS: the first format's names (its "exact" field).
GRADES = ("best", "good", "inaccuracy", "mistake", "blunder")
VERDICT_KINDS = ("kept_win", "missed_win", "allowed_win", "kept_draw", "lost_anyway")
PROOFS = ("exact", "fours", "threats", "search")
EXACT_KINDS = ("kept_win", "threw_away_win", "let_opponent_win", "kept_draw", "still_lost")
MAX_NODES = 10**9
MAX_LINE = 64  # moves in one line
MAX_PLIES = 1000  # a proven distance
MAX_SECONDS = 3600.0

_FIELDS = ("seconds", "nodes", "facts", "first", "positions", "moves")
_REQUIRED = ("seconds", "first", "positions", "moves")
_POSITION_FIELDS = ("score", "exact", "winner", "plies")
_MOVE_FIELDS = (
    "grade",
    "before",
    "after",
    "loss",
    "accuracy",
    "better",
    "line",
    "verdict",
    "cut",
    "exact",
    "missed_fours",
    "allowed_fours",
)
_MOVE_REQUIRED = ("grade", "before", "after", "loss", "accuracy")


def check_review(value: Any, game: Game, where: str = "review") -> dict[str, Any]:
    """The review data of ``game`` (its moves played), checked; a plain copy of it.
    GameFileError names the field at fault."""
    data = _object(value, where, _FIELDS, _REQUIRED)
    seconds = data["seconds"]
    if seconds is not None:
        seconds = _number(seconds, f"{where}.seconds", 0.0, MAX_SECONDS)
        if seconds <= 0:
            raise GameFileError(f"{where}.seconds", Problem(Fault.MORE_THAN_ZERO))
    budget = {}
    for name in ("nodes", "facts"):
        if data.get(name) is not None:
            budget[name] = _count(data[name], f"{where}.{name}")
    moves = list(game.moves)
    first = data["first"]
    if type(first) is not int or not 0 <= first <= len(moves):
        raise GameFileError(f"{where}.first", Problem(Fault.COUNT_RANGE, (len(moves), kind(first))))
    judged = _list(data["moves"], f"{where}.moves", len(moves) - first)
    positions = _list(data["positions"], f"{where}.positions", len(judged) + 1)
    if len(positions) != len(judged) + 1:
        raise GameFileError(
            f"{where}.positions", Problem(Fault.POSITIONS_COUNT, (len(judged) + 1, len(positions)))
        )
    board = Game.for_rules(game.rules, start=game.start)
    for move in moves[:first]:
        board.play(move)
    out_positions = [_position(positions[0], f"{where}.positions[0]")]
    out_moves = []
    for j, entry in enumerate(judged):
        before = board.copy()
        board.play(moves[first + j])
        out_moves.append(_move(entry, f"{where}.moves[{j}]", before, board))
        out_positions.append(_position(positions[j + 1], f"{where}.positions[{j + 1}]"))
    return {
        "seconds": seconds,
        **budget,
        "first": first,
        "positions": out_positions,
        "moves": out_moves,
    }


def _position(value: Any, where: str) -> dict[str, Any]:
    data = _object(value, where, _POSITION_FIELDS, ("score",))
    out: dict[str, Any] = {"score": _number(data["score"], f"{where}.score", 0.0, 1.0)}
    if "exact" in data:
        if not isinstance(data["exact"], bool):
            raise GameFileError(f"{where}.exact", Problem(Fault.TRUE_FALSE, (kind(data["exact"]),)))
        out["exact"] = data["exact"]
    if data.get("winner") is not None:
        out["winner"] = _mark(data["winner"], f"{where}.winner")
    if data.get("plies") is not None:
        out["plies"] = _plies(data["plies"], f"{where}.plies")
    return out


def _move(value: Any, where: str, before: Game, after: Game) -> dict[str, Any]:
    data = _object(value, where, _MOVE_FIELDS, _MOVE_REQUIRED)
    grade = data["grade"]
    if grade not in GRADES:
        raise GameFileError(
            f"{where}.grade", Problem(Fault.ONE_OF, (", ".join(GRADES), show(grade)))
        )
    out: dict[str, Any] = {"grade": grade}
    for name in ("before", "after", "loss"):
        out[name] = _number(data[name], f"{where}.{name}", 0.0, 1.0)
    out["accuracy"] = _number(data["accuracy"], f"{where}.accuracy", 0.0, 100.0)
    if data.get("better") is not None:
        out["better"] = _cell(data["better"], f"{where}.better", before.copy())
    if data.get("line"):
        out["line"] = _line(data["line"], f"{where}.line", before)
    if data.get("verdict") is not None:
        out["verdict"] = _verdict(data["verdict"], f"{where}.verdict", before, after)
    if data.get("cut") is not None:
        if not isinstance(data["cut"], bool):
            raise GameFileError(f"{where}.cut", Problem(Fault.TRUE_FALSE, (kind(data["cut"]),)))
        if data["cut"]:
            out["cut"] = True
    if data.get("exact") is not None:
        out["exact"] = _exact(data["exact"], f"{where}.exact")
    for name, game in (("missed_fours", before), ("allowed_fours", after)):
        if data.get(name) is not None:
            out[name] = _line(data[name], f"{where}.{name}", game)
    return out


def _verdict(value: Any, where: str, before: Game, after: Game) -> dict[str, Any]:
    fields = ("kind", "proof", "best", "played", "line")
    data = _object(value, where, fields, fields[:4])
    if data["kind"] not in VERDICT_KINDS:
        raise GameFileError(
            f"{where}.kind", Problem(Fault.ONE_OF, (", ".join(VERDICT_KINDS), show(data["kind"])))
        )
    if data["proof"] not in PROOFS:
        raise GameFileError(
            f"{where}.proof", Problem(Fault.ONE_OF, (", ".join(PROOFS), show(data["proof"])))
        )
    out: dict[str, Any] = {"kind": data["kind"], "proof": data["proof"]}
    out["best"] = _result(data["best"], f"{where}.best")
    out["played"] = None if data["played"] is None else _result(data["played"], f"{where}.played")
    if data.get("line"):
        # a win missed is played from the position before the move, one allowed after it
        start = after if data["kind"] == "allowed_win" else before
        out["line"] = _line(data["line"], f"{where}.line", start)
    return out


def _result(value: Any, where: str) -> dict[str, Any]:
    verdict = _object(value, where, ("winner", "plies"), ("winner", "plies"))
    winner = verdict["winner"]
    return {
        "winner": None if winner is None else _mark(winner, f"{where}.winner"),
        "plies": _plies(verdict["plies"], f"{where}.plies"),
    }


def _count(value: Any, where: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_NODES:
        raise GameFileError(where, Problem(Fault.COUNT_RANGE, (MAX_NODES, kind(value))))
    return value


def _exact(value: Any, where: str) -> dict[str, Any]:
    data = _object(value, where, ("kind", "best", "played"), ("kind", "best", "played"))
    if data["kind"] not in EXACT_KINDS:
        raise GameFileError(
            f"{where}.kind", Problem(Fault.ONE_OF, (", ".join(EXACT_KINDS), show(data["kind"])))
        )
    out: dict[str, Any] = {"kind": data["kind"]}
    for name in ("best", "played"):
        out[name] = _result(data[name], f"{where}.{name}")
    return out


def _line(value: Any, where: str, game: Game) -> list[list[int]]:
    """Moves that play legally, in turn, from ``game``'s position (a line ends with the game)."""
    board = game.copy()
    return [
        _cell(move, f"{where}[{i}]", board) for i, move in enumerate(_list(value, where, MAX_LINE))
    ]


def _cell(value: Any, where: str, board: Game) -> list[int]:
    """A move that ``board`` can take (it is played on it)."""
    if not isinstance(value, list) or len(value) != 2 or any(type(c) is not int for c in value):
        raise GameFileError(where, Problem(Fault.PAIR, (show(value),)))
    move: Move = (value[0], value[1])
    reason = board.illegal(move)
    if reason is not None:
        raise GameFileError(where, Problem(Fault.CANNOT_PLAY, (show(value), reason)))
    board.play(move)
    return [move[0], move[1]]


def _object(
    value: Any, where: str, known: tuple[str, ...], required: tuple[str, ...]
) -> Mapping[str, Any]:
    if not isinstance(value, Mapping):
        raise GameFileError(where, Problem(Fault.NOT_OBJECT, (kind(value),)))
    for key in value:
        if key not in known:
            raise GameFileError(
                f"{where}.{str(key)[:40]}", Problem(Fault.UNKNOWN_FIELD, (", ".join(known),))
            )
    for key in required:
        if key not in value:
            raise GameFileError(f"{where}.{key}", Problem(Fault.MISSING))
    return value


def _list(value: Any, where: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise GameFileError(where, Problem(Fault.NOT_LIST, (kind(value),)))
    if len(value) > most:
        raise GameFileError(where, Problem(Fault.TOO_MANY, (len(value), max(0, most))))
    return value


def _number(value: Any, where: str, low: float, high: float) -> float:
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not math.isfinite(value)
        or not low <= value <= high
    ):
        raise GameFileError(where, Problem(Fault.NUMBER_RANGE, (low, high, kind(value))))
    return float(value)


def _plies(value: Any, where: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_PLIES:
        raise GameFileError(where, Problem(Fault.COUNT_RANGE, (MAX_PLIES, kind(value))))
    return value


def _mark(value: Any, where: str) -> str:
    if value not in (Mark.X.value, Mark.O.value):
        raise GameFileError(where, Problem(Fault.MARK_VALUE, (show(value),)))
    return str(value)
