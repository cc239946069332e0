"""A review kept with its game: :class:`~tictactoe.coach.review.Review` to plain data and
back.  No Qt.

The data is our game format's ``"review"`` field (:mod:`tictactoe.records.kept_review`
describes and checks it).  What a reopened game's review shows (the graph, every
move's grade, accuracy, exact verdict, better move and line, the wins by fours missed
or allowed, each side's accuracy and counts) comes back exactly.  Of each position
only what the judgements and the person's own puzzles read is kept: the expected
score, whether it is exact, a proven winner and distance; the engine's value, move
and line at each position are not (each move's judgement holds the better move and
its line), so a position read back has value 0 unless proven, and no best move.
"""

from __future__ import annotations

from typing import Any, Mapping

from tictactoe.ai import WIN, Verdict
from tictactoe.coach.assess import Assessment
from tictactoe.coach.review import ExactKind, ExactVerdict, MoveReview, Review
from tictactoe.coach.scores import Grade
from tictactoe.game import Game, Mark, Move
from tictactoe.records.kept_review import check_review

DIGITS = 4  # the scores are kept to this many decimals (the accuracy to two)


def review_data(review: Review, seconds: float | None) -> dict[str, Any]:
    """``review`` as our format's ``"review"`` data; ``seconds``: its time per position."""
    return {
        "seconds": seconds,
        "first": review.first,
        "positions": [_position_data(a) for a in review.positions],
        "moves": [_move_data(m) for m in review.moves],
    }


def review_of(data: Mapping[str, Any], game: Game) -> Review:
    """The review of ``game`` that ``data`` holds (checked against the game first:
    :class:`~tictactoe.records.GameFileError` names a field at fault)."""
    data = check_review(data, game)
    first = data["first"]
    moves = tuple(game.moves)
    board = Game.for_rules(game.rules, start=game.start)
    for move in moves[:first]:
        board.play(move)
    positions = [_assessment(data["positions"][0], board)]
    judged = []
    for j, entry in enumerate(data["moves"]):
        mover = board.to_move()
        board.play(moves[first + j])
        positions.append(_assessment(data["positions"][j + 1], board))
        judged.append(_judgement(entry, first + j, mover, moves[first + j]))
    return Review(
        game.rules,
        game.start,
        moves,
        first,
        tuple(positions),
        tuple(judged),
        first + len(judged) == len(moves),
    )


def _position_data(a: Assessment) -> dict[str, Any]:
    out: dict[str, Any] = {"score": round(a.score, DIGITS)}
    if a.exact:
        out["exact"] = True
    if a.winner is not None:
        out["winner"] = a.winner.value
    if a.plies is not None:
        out["plies"] = a.plies
    return out


def _move_data(m: MoveReview) -> dict[str, Any]:
    out: dict[str, Any] = {
        "grade": m.grade.value,
        "before": round(m.before, DIGITS),
        "after": round(m.after, DIGITS),
        "loss": round(m.loss, DIGITS),
        "accuracy": round(m.accuracy, 2),
    }
    if m.better is not None:
        out["better"] = list(m.better)
    if m.line:
        out["line"] = _moves_data(m.line)
    if m.exact is not None:
        out["exact"] = {
            "kind": m.exact.kind.name.lower(),
            "best": _verdict_data(m.exact.best),
            "played": _verdict_data(m.exact.played),
        }
    if m.missed_fours is not None:
        out["missed_fours"] = _moves_data(m.missed_fours)
    if m.allowed_fours is not None:
        out["allowed_fours"] = _moves_data(m.allowed_fours)
    return out


def _moves_data(moves: tuple[Move, ...]) -> list[list[int]]:
    return [list(move) for move in moves]


def _verdict_data(verdict: Verdict) -> dict[str, Any]:
    return {
        "winner": None if verdict.winner is None else verdict.winner.value,
        "plies": verdict.plies,
    }


def _assessment(data: Mapping[str, Any], board: Game) -> Assessment:
    mover = board.to_move()
    winner = Mark(data["winner"]) if "winner" in data else None
    plies = data.get("plies")
    value = 0.0
    if winner is not None:
        value = (WIN - (plies or 0)) * (1 if winner is mover else -1)
    return Assessment(
        mover, data["score"], data.get("exact", False), winner, plies, value, over=board.is_over()
    )


def _judgement(data: Mapping[str, Any], ply: int, mover: Mark, move: Move) -> MoveReview:
    exact = None
    if "exact" in data:
        kept = data["exact"]
        exact = ExactVerdict(
            ExactKind[kept["kind"].upper()], _verdict(kept["best"]), _verdict(kept["played"])
        )
    better = _moves([data["better"]])[0] if "better" in data else None
    return MoveReview(
        ply,
        mover,
        move,
        data["before"],
        data["after"],
        data["loss"],
        Grade(data["grade"]),
        data["accuracy"],
        exact,
        better,
        _moves(data.get("line", [])),
        _fours(data, "missed_fours"),
        _fours(data, "allowed_fours"),
    )


def _verdict(data: Mapping[str, Any]) -> Verdict:
    return Verdict(None if data["winner"] is None else Mark(data["winner"]), data["plies"])


def _moves(data: list) -> tuple[Move, ...]:
    return tuple((x, y) for x, y in data)


def _fours(data: Mapping[str, Any], name: str) -> tuple[Move, ...] | None:
    return _moves(data[name]) if name in data else None
