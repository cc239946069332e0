"""`tictactoe review GAME`: every move of a saved game judged, as a table or as JSON.

Any game file the app reads (``.ttt``, ``.json``, ``.psq``, ``.sgf``).  Each move
gets a grade (best, good, inaccuracy ``?!``, mistake ``?``, blunder ``??``), the
mover's expected score before and after it, what it changed in the proven facts
("kept the win (wins in 7 instead of 3)", "missed a win in 5 by fours (...); no win
by fours left", "allowed O a win at once", "lost anyway"), and the better move with its
line; then each side's accuracy and counts.  The review itself is
:func:`tictactoe.coach.review_game`, with the same budget as the window's (a count of
nodes a position: the same verdicts on any machine); ``--time`` is a cap that says
which moves it cut short.  The words are here.
"""

from __future__ import annotations

import argparse
import json
import sys

from tictactoe.commands.options import (
    CELLS_HELP,
    JSON_HELP,
    UsageError,
    parse_seconds,
    parse_whole,
)

HELP = "review a saved game: every move judged (best .. blunder), accuracy per side"
EPILOG = CELLS_HELP

MARKS = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
MAX_CAP = 600.0
MAX_NODES = 10_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from tictactoe.coach import DEFAULT_BUDGET

    parser.add_argument("file", metavar="GAME", help="a saved game (.ttt, .json, .psq, .sgf)")
    parser.add_argument(
        "--nodes",
        metavar="N",
        default=None,
        help=f"the engine's nodes per position (default {DEFAULT_BUDGET.nodes}): the budget, "
        "the same on any machine",
    )
    parser.add_argument(
        "--facts",
        metavar="N",
        default=None,
        help=f"the nodes of each proof search (default {DEFAULT_BUDGET.facts}): what the "
        "verdicts rest on; fewer are quicker and leave more moves unsettled",
    )
    parser.add_argument(
        "--time",
        metavar="S",
        default=None,
        help=f"seconds per position at most (default {DEFAULT_BUDGET.cap:g}, at most "
        f"{MAX_CAP:g}): a cap; the moves it cuts short are named",
    )
    parser.add_argument("--json", action="store_true", help=JSON_HELP)


def budget_from(args: argparse.Namespace):  # -> Budget
    from tictactoe.coach import DEFAULT_BUDGET, Budget

    cap = parse_seconds(args.time, limit=MAX_CAP)
    nodes = (
        DEFAULT_BUDGET.nodes
        if args.nodes is None
        else parse_whole(args.nodes, "--nodes", 1, MAX_NODES)
    )
    facts = (
        DEFAULT_BUDGET.facts
        if args.facts is None
        else parse_whole(args.facts, "--facts", 1, MAX_NODES)
    )
    return Budget(nodes, facts, cap or DEFAULT_BUDGET.cap)


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
        budget = budget_from(args)
        game = _load(args.file)
    except UsageError as exc:
        print(f"tictactoe review: {exc}", file=sys.stderr)
        return 2
    from tictactoe.coach import review_game

    show = sys.stderr.isatty() and not args.json

    def progress(review) -> None:
        if show:
            print(
                f"\rreviewing: move {len(review.moves)} of {len(review.played)}",
                end="",
                file=sys.stderr,
                flush=True,
            )

    review = review_game(game, budget, on_progress=progress)
    if show:
        print("\r" + " " * 40 + "\r", end="", file=sys.stderr, flush=True)
    if args.json:
        print(json.dumps(as_json(game, review, args.file, budget)))
    else:
        print(as_text(game, review))
    return 0


# --- the words --------------------------------------------------------------------------


def plies_words(plies: int | None) -> str:
    """A distance counted from the winner's next move: "at once" is 1."""
    return "at once" if plies == 1 else f"in {plies}"


def verdict_words(judged, rules) -> str:  # MoveReview, Rules -> str
    """ "kept the win (wins in 7 instead of 3)", "missed a win in 5 by fours (...)", ..."""
    from tictactoe.coach import Proof, VerdictKind
    from tictactoe.notation import format_moves

    verdict = judged.verdict
    mover = judged.mover
    other = mover.other.value
    best, played = verdict.best_in(mover), verdict.played_in(mover)
    how = {Proof.FOURS: " by fours", Proof.THREATS: " by fours and threes"}.get(verdict.proof, "")
    line = f" ({format_moves(verdict.line, rules)})" if verdict.line else ""
    if verdict.kind is VerdictKind.KEPT_WIN:
        if played == 1:
            return "won"
        if verdict.slower:
            return f"kept the win (wins in {played} instead of {best})"
        return f"kept the win (wins {plies_words(best)})"
    if verdict.kind is VerdictKind.MISSED_WIN:
        if verdict.played is None:
            then = f"no win{how} left"
        elif verdict.played.winner is None:
            then = "now a draw"
        else:
            then = f"now {other} wins {plies_words(played)}"
        return f"missed a win {plies_words(best)}{how}{line}; {then}"
    if verdict.kind is VerdictKind.ALLOWED_WIN:
        return f"allowed {other} a win {plies_words(played)}{how}{line}"
    if verdict.kind is VerdictKind.LOST_ANYWAY:
        if played is not None and verdict.slower:
            return f"lost anyway ({other} wins in {played} instead of {best})"
        return "lost anyway"
    return "kept the draw"


def move_words(judged, rules) -> str:  # MoveReview, Rules -> str
    parts = [judged.grade.value]
    if judged.verdict is not None:
        parts.append(verdict_words(judged, rules))
    if judged.cut:
        parts.append("cut short by the time cap")
    return "; ".join(parts)


def as_text(game, review) -> str:
    from tictactoe.game import BOARD_AND_K, Mark
    from tictactoe.notation import Notation, cell_name, format_moves

    rules = game.rules
    outcome = game.outcome()
    ending = outcome.describe() if outcome is not None else "not finished"
    lines = [
        f"{BOARD_AND_K.format(rules.width, rules.height, rules.k)}: {len(game.moves)} moves; "
        f"{ending}",
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
    if review.cut():
        lines.append(
            f"({review.cut()} moves cut short by the time cap: another machine may judge "
            "them otherwise; a larger --time lets the nodes decide)"
        )
    return "\n".join(lines)


def as_json(game, review, path: str, budget) -> dict:
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
            "verdict": None if judged.verdict is None else verdict_json(judged),
            "better": None if judged.better is None else list(judged.better),
            "line": [list(m) for m in judged.line],
            "cut": judged.cut,
        }

    def verdict_json(judged) -> dict:
        found = judged.verdict
        return {
            "kind": found.kind.name.lower(),
            "proof": found.proof.value,
            "best": verdict(found.best),
            "played": None if found.played is None else verdict(found.played),
            "best_in": found.best_in(judged.mover),
            "played_in": found.played_in(judged.mover),
            "line": [list(m) for m in found.line],
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
        "budget": {"nodes": budget.nodes, "facts": budget.facts, "seconds": budget.cap},
        "complete": review.complete,
        "cut": review.cut(),
        "graph": [[ply, round(score, 4)] for ply, score in review.graph()],
        "moves": [one(m) for m in review.moves],
        "sides": sides,
    }
