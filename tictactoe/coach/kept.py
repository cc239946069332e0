"""A review kept with its game: :class:`~tictactoe.coach.review.Review` to plain data and
back.  No Qt.

The data is our game format's ``"review"`` field (:mod:`tictactoe.records.kept_review`
describes and checks it).  What a reopened game's review shows (the graph, every
move's grade, accuracy, verdict with its distances and line, better move and line, each
side's accuracy and counts) comes back exactly, with the budget it was made with: a
review made again with that budget is the same (:func:`tictactoe.coach.review_game`).
Files of the first review format (an ``"exact"`` verdict, ``"missed_fours"``,
``"allowed_fours"``) read as the verdicts they stood for.  Of each position
only what the judgements and the person's own puzzles read is kept: the expected
score, whether it is exact, a proven winner and distance; the engine's value, move
and line at each position are not (each move's judgement holds the better move and
its line), so a position read back has value 0 unless proven, and no best move.
"""

from __future__ import annotations

from typing import Any, Mapping

from tictactoe.ai import WIN, Verdict
from tictactoe.coach.assess import Assessment, Budget
from tictactoe.coach.facts import Proof
from tictactoe.coach.review import MoveReview, Review
from tictactoe.coach.scores import Grade
from tictactoe.coach.verdicts import MoveVerdict, VerdictKind
from tictactoe.game import Game, Mark, Move
from tictactoe.records.kept_review import check_review

DIGITS = 4  # the scores are kept to this many decimals (the accuracy to two)


# the verdict kinds of the first review format (its "exact" field), by their stored names
OLD_KINDS = {
    "kept_win": VerdictKind.KEPT_WIN,
    "threw_away_win": VerdictKind.MISSED_WIN,
    "let_opponent_win": VerdictKind.ALLOWED_WIN,
    "kept_draw": VerdictKind.KEPT_DRAW,
    "still_lost": VerdictKind.LOST_ANYWAY,
}


def review_data(review: Review, budget: Budget) -> dict[str, Any]:
    """``review`` as our format's ``"review"`` data; ``budget``: what it was made with."""
    return {
        "seconds": budget.cap,
        "nodes": budget.nodes,
        "facts": budget.facts,
        "first": review.first,
        "positions": [_position_data(a) for a in review.positions],
        "moves": [_move_data(m) for m in review.moves],
    }


def budget_of(data: Mapping[str, Any]) -> Budget:
    """The budget a kept review was made with (checked data, as :func:`review_of` reads
    it); a review of the first format, made with seconds alone, gets the default nodes."""
    default = Budget()
    return Budget(
        data.get("nodes") or default.nodes, data.get("facts") or default.facts, data["seconds"]
    )


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
    if m.verdict is not None:
        verdict: dict[str, Any] = {
            "kind": m.verdict.kind.name.lower(),
            "proof": m.verdict.proof.value,
            "best": _verdict_data(m.verdict.best),
            "played": None if m.verdict.played is None else _verdict_data(m.verdict.played),
        }
        if m.verdict.line:
            verdict["line"] = _moves_data(m.verdict.line)
        out["verdict"] = verdict
    if m.cut:
        out["cut"] = True
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
        _move_verdict(data, mover),
        better,
        _moves(data.get("line", [])),
        data.get("cut", False),
    )


def _move_verdict(data: Mapping[str, Any], mover: Mark) -> MoveVerdict | None:
    if "verdict" in data:
        kept = data["verdict"]
        played = kept["played"]
        return MoveVerdict(
            VerdictKind[kept["kind"].upper()],
            _verdict(kept["best"]),
            None if played is None else _verdict(played),
            Proof(kept["proof"]),
            _moves(kept.get("line", [])),
        )
    if "exact" in data:  # the first format: a verdict from exact values
        kept = data["exact"]
        return MoveVerdict(
            OLD_KINDS[kept["kind"]], _verdict(kept["best"]), _verdict(kept["played"]), Proof.EXACT
        )
    if "missed_fours" in data:
        line = _moves(data["missed_fours"])
        return MoveVerdict(
            VerdictKind.MISSED_WIN, Verdict(mover, len(line)), None, Proof.FOURS, line
        )
    if "allowed_fours" in data:
        line = _moves(data["allowed_fours"])
        return MoveVerdict(
            VerdictKind.ALLOWED_WIN,
            Verdict(None),
            Verdict(mover.other, len(line) + 1),
            Proof.FOURS,
            line,
        )
    return None


def _verdict(data: Mapping[str, Any]) -> Verdict:
    return Verdict(None if data["winner"] is None else Mark(data["winner"]), data["plies"])


def _moves(data: list[Any]) -> tuple[Move, ...]:
    return tuple((x, y) for x, y in data)
