"""`tictactoe review GAME`: every move of a saved game judged, as a table or as JSON.

Any game file the app reads (``.ttt``, ``.json``, ``.psq``, ``.sgf``).  Each move
gets a grade (best, good, inaccuracy ``?!``, mistake ``?``, blunder ``??``), the
mover's expected score before and after it, on a solved board the exact verdict
("kept the win", "threw away a win", ...), the proven facts ("missed a win by
fours in 5"), and the better move with its line; then each side's accuracy and
counts.  The review itself is :func:`tictactoe.coach.review_game`; the words are
here.
"""

from __future__ import annotations

import argparse
import json
import sys

from tictactoe.commands.options import CELLS_HELP, UsageError, parse_seconds

HELP = "review a saved game: every move judged (best .. blunder), accuracy per side"
EPILOG = CELLS_HELP

MARKS = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="GAME", help="a saved game (.ttt, .json, .psq, .sgf)")
    parser.add_argument(
        "--time",
        metavar="S",
        default=None,
        help="seconds of search per position, at most 60 (default 0.5; small "
        "boards are solved exactly within it)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")


def _load(path: str):  # -> Game
    from tictactoe.records import GameFileError, load

    try:
        game = load(path).game
    except GameFileError as exc:
        raise UsageError(str(exc)) from None
    if not game.moves:
        raise UsageError(f"{path}: the game has no moves to review")
    return game


def run(args: argparse.Namespace) -> int:
    try:
        seconds = parse_seconds(args.time, limit=60.0)
        game = _load(args.file)
    except UsageError as exc:
        print(f"tictactoe review: {exc}", file=sys.stderr)
        return 2
    from tictactoe.ai import Limit
    from tictactoe.coach import DEFAULT_TIME, review_game

    show = sys.stderr.isatty() and not args.json

    def progress(review) -> None:
        if show:
            print(
                f"\rreviewing: move {len(review.moves)} of {len(review.played)}",
                end="",
                file=sys.stderr,
                flush=True,
            )

    review = review_game(game, Limit(time=seconds or DEFAULT_TIME), on_progress=progress)
    if show:
        print("\r" + " " * 40 + "\r", end="", file=sys.stderr, flush=True)
    if args.json:
        print(json.dumps(as_json(game, review, args.file)))
    else:
        print(as_text(game, review))
    return 0


# --- the words --------------------------------------------------------------------------


def plies_words(plies: int) -> str:
    return "at once" if plies == 1 else f"in {plies}"


def exact_words(exact) -> str:  # ExactVerdict -> str
    """ "kept the win (wins in 7 instead of 3)", "threw away a win in 5", ..."""
    from tictactoe.coach import ExactKind

    best, played = exact.best, exact.played
    if exact.kind is ExactKind.KEPT_WIN:
        if played.plies != best.plies:
            return f"kept the win (wins in {played.plies} instead of {best.plies})"
        return "kept the win" + ("" if best.plies <= 1 else f" (wins in {best.plies})")
    if exact.kind is ExactKind.THREW_AWAY_WIN:
        then = "a draw" if played.winner is None else f"a loss in {played.plies}"
        return f"threw away a win {plies_words(best.plies)} (now {then})"
    if exact.kind is ExactKind.LET_OPPONENT_WIN:
        return f"let the opponent force a win (in {played.plies})"
    if exact.kind is ExactKind.STILL_LOST:
        if played.plies != best.plies:
            return f"lost anyway (loses in {played.plies} instead of {best.plies})"
        return "lost anyway"
    return "kept the draw"


def move_words(judged, rules) -> str:  # MoveReview, Rules -> str
    from tictactoe.notation import format_moves

    parts = [judged.grade.value]
    if judged.exact is not None:
        parts.append(exact_words(judged.exact))
    if judged.missed_fours:
        parts.append(
            f"missed a win by fours in {len(judged.missed_fours)} "
            f"({format_moves(judged.missed_fours, rules)})"
        )
    if judged.allowed_fours:
        parts.append(
            f"allowed a win by fours in {len(judged.allowed_fours)} "
            f"({format_moves(judged.allowed_fours, rules)})"
        )
    return "; ".join(parts)


def as_text(game, review) -> str:
    from tictactoe.game import Mark
    from tictactoe.notation import Notation, cell_name, format_moves

    rules = game.rules
    outcome = game.outcome()
    ending = outcome.describe() if outcome is not None else "not finished"
    lines = [
        f"{rules.width}x{rules.height}, {rules.k} in a row: {len(game.moves)} moves; {ending}",
        f"cells in the {Notation.of(rules).explained}",
        "",
        f"{'no.':>4}  {'move':<6} {'X score':>7}  verdict",
    ]
    for judged in review.moves:
        x_after = judged.after if judged.mover is Mark.X else 1.0 - judged.after
        name = cell_name(judged.move, rules) + MARKS[judged.grade.value]
        row = (
            f"{judged.ply + 1:>3}.  {judged.mover.value} {name:<5}{x_after:>7.0%}  "
            f"{move_words(judged, rules)}"
        )
        if judged.better is not None:
            row += f"; better {cell_name(judged.better, rules)}"
            if len(judged.line) > 1:
                row += f" ({format_moves(judged.line, rules)})"
        lines.append(row)
    lines.append("")
    for mark in (Mark.X, Mark.O):
        summary = review.summary(mark)
        if summary.accuracy is None:
            continue
        counts = ", ".join(f"{n} {g.value}" for g, n in summary.counts.items() if n)
        lines.append(f"{mark.value}: accuracy {summary.accuracy:.0f}; {counts}")
    if not review.complete:
        lines.append(f"(stopped after {len(review.moves)} of {len(review.played)} moves)")
    return "\n".join(lines)


def as_json(game, review, path: str) -> dict:
    from tictactoe.game import Mark
    from tictactoe.notation import Notation, cell_name

    def verdict(v) -> dict:
        return {"winner": v.winner.value if v.winner else None, "plies": v.plies}

    def one(judged) -> dict:
        return {
            "ply": judged.ply,
            "mover": judged.mover.value,
            "move": list(judged.move),
            "name": cell_name(judged.move, game.rules),
            "grade": judged.grade.value,
            "before": round(judged.before, 4),
            "after": round(judged.after, 4),
            "loss": round(judged.loss, 4),
            "accuracy": round(judged.accuracy, 2),
            "words": move_words(judged, game.rules),
            "exact": None
            if judged.exact is None
            else {
                "kind": judged.exact.kind.name.lower(),
                "best": verdict(judged.exact.best),
                "played": verdict(judged.exact.played),
            },
            "better": None if judged.better is None else list(judged.better),
            "line": [list(m) for m in judged.line],
            "missed_fours": None
            if judged.missed_fours is None
            else [list(m) for m in judged.missed_fours],
            "allowed_fours": None
            if judged.allowed_fours is None
            else [list(m) for m in judged.allowed_fours],
        }

    sides = {}
    for mark in (Mark.X, Mark.O):
        summary = review.summary(mark)
        sides[mark.value] = {
            "accuracy": None if summary.accuracy is None else round(summary.accuracy, 2),
            "counts": {g.value: n for g, n in summary.counts.items()},
        }
    return {
        "file": path,
        "board": [game.width, game.height],
        "k": game.k,
        "notation": Notation.of(game.rules).value,
        "result": game.result(),
        "complete": review.complete,
        "graph": [[ply, round(score, 4)] for ply, score in review.graph()],
        "moves": [one(m) for m in review.moves],
        "sides": sides,
    }
