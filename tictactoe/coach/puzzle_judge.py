"""Judging a move tried in a puzzle, and saying why a wrong one fails.  No Qt.

:func:`judge` takes the puzzle, the moves played so far in the attempt (along the
tree: the attacker's, the defender's, ...) and the move tried:

* the tree's move: ``RIGHT`` (with the defender's best replies to play next), or
  ``SOLVED`` when it wins at once; any move that wins at once is ``SOLVED``;
* another move proven to win as fast or faster: ``ALSO_WINS``, which solves the puzzle
  too; proven to win but later: ``SLOWER`` (with its length: never a refutation);
* otherwise ``WRONG``, with the refutation: the defender's reply and what follows.
  On an ``EXACT`` puzzle, from the exact solver: after the reply the defender wins
  (``WINS``, in ``plies``) or holds the draw (``DRAWS``).  On a ``FOURS`` puzzle,
  the move is tried as any first move of a win (:func:`tictactoe.coach.facts.
  starts_win`: every reply against the win it leaves): the defender wins by fours
  (``WINS``); or a reply is proven to leave the attacker no win by fours
  (``NO_WIN_LEFT``; ``NOT_A_FOUR`` when the move threatened nothing at all).
* ``NOT_PROVEN`` when a solve or a search did not settle it within the finder's budget.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.ai import Verdict, solve
from tictactoe.coach.assess import exact_line
from tictactoe.coach.facts import FACTS_NODES, from_cold, proven_win, starts_win
from tictactoe.coach.puzzle import Node, Puzzle, PuzzleKind, wins_now
from tictactoe.coach.puzzle_find import Finder, likely_defences
from tictactoe.game import Game, IllegalMoveError, Move
from tictactoe.sentences import QT_TRANSLATE_NOOP

REFUTATION_PLIES = 8  # the refutation's line is shown this far


class Result(str, enum.Enum):
    RIGHT = "right"
    SOLVED = "solved"
    ALSO_WINS = "also wins"
    SLOWER = "wins, but slower"
    WRONG = "wrong"
    NOT_PROVEN = "not proven"

    @property
    def solves(self) -> bool:
        return self in (Result.SOLVED, Result.ALSO_WINS)


# A move that is not a four where a puzzle is won by fours: the window says it of an
# attempt (Refutation.NOT_A_FOUR), the check of a puzzle's own tree (puzzle_check).
NOT_A_FOUR = QT_TRANSLATE_NOOP("Puzzles", "{} is not a four")  # the move's cell


class Refutation(str, enum.Enum):
    WINS = "the defender then wins"
    DRAWS = "the defender holds the draw"
    NO_WIN_LEFT = "no win by fours left"
    NOT_A_FOUR = "not a four"


@dataclass(frozen=True)
class Judgement:
    """``replies``: RIGHT, the defender's best replies (play one); ``reply`` and ``line``:
    WRONG, the defender's answer and what follows it (SLOWER: the slower win);
    ``plies``: the defender's win (WINS) or the slower win's length (SLOWER)."""

    result: Result
    move: Move
    replies: tuple[Move, ...] = ()
    reply: Move | None = None
    line: tuple[Move, ...] = ()
    refutation: Refutation | None = None
    plies: int | None = None


JUDGE_FINDER = Finder(nodes=FACTS_NODES)  # a move tried in the window: a review's budget


def judge(
    puzzle: Puzzle,
    path: tuple[Move, ...] | list[Move],
    move: Move,
    finder: Finder = JUDGE_FINDER,
) -> Judgement:
    """The judgement of ``move`` after ``path`` (moves along the puzzle's tree).
    ValueError when the path leaves the tree; IllegalMoveError for an illegal move."""
    game, node = _follow(puzzle, path)
    reason = game.why_illegal(move)
    if reason is not None:
        raise IllegalMoveError(reason)
    attacker = game.to_move()
    if move == node.move:
        if not node.replies:
            return Judgement(Result.SOLVED, move)
        return Judgement(Result.RIGHT, move, replies=tuple(r for r, _ in node.replies))
    if Game.wins_at(game.position(), move, attacker):
        return Judgement(Result.SOLVED, move)
    left = puzzle.plies - len(path)
    if puzzle.kind is PuzzleKind.EXACT:
        return _exact(game, move, left, finder)
    return _fours(game, node, move, left, finder)


def _follow(puzzle: Puzzle, path: tuple[Move, ...] | list[Move]) -> tuple[Game, Node]:
    game = puzzle.game()
    node = puzzle.solution
    for i in range(0, len(path), 2):
        if path[i] != node.move:
            raise ValueError(f"move {i + 1} of the attempt is not the puzzle's")
        game.play(path[i])
        if i + 1 >= len(path):
            raise ValueError("the attempt ends with the attacker's move: the defender is to reply")
        follows = dict(node.replies)
        if path[i + 1] not in follows:
            raise ValueError(
                f"move {i + 2} of the attempt is not one of the defender's replies in the puzzle"
            )
        game.play(path[i + 1])
        node = follows[path[i + 1]]
    return game, node


def _exact(game: Game, move: Move, left: int, finder: Finder) -> Judgement:
    attacker = game.to_move()
    child = game.copy()
    child.play(move)
    if child.is_over():  # a full board: a draw
        return Judgement(Result.WRONG, move, refutation=Refutation.DRAWS)
    after = solve(child, budget=finder.budget, cancel=finder.cancel)
    if after is None:
        return Judgement(Result.NOT_PROVEN, move)
    if after.winner is attacker:
        plies = after.plies + 1
        return Judgement(Result.ALSO_WINS if plies <= left else Result.SLOWER, move, plies=plies)
    for reply in likely_defences(child, move):
        then = child.copy()
        then.play(reply)
        value: Verdict | None
        if then.is_over():
            value = Verdict(then.winner(), 0)
        else:
            value = solve(then, budget=finder.budget, cancel=finder.cancel)
            if value is None:
                return Judgement(Result.NOT_PROVEN, move)
        if value.winner is not attacker and (
            after.winner is None or value.plies == after.plies - 1
        ):
            line = (
                ()
                if then.is_over()
                else exact_line(then, value, finder.budget, finder.cancel, REFUTATION_PLIES)
            )
            if value.winner is None:
                return Judgement(
                    Result.WRONG, move, reply=reply, line=line, refutation=Refutation.DRAWS
                )
            return Judgement(
                Result.WRONG,
                move,
                reply=reply,
                line=line,
                refutation=Refutation.WINS,
                plies=after.plies,
            )
    return Judgement(Result.NOT_PROVEN, move)  # pragma: no cover - a best reply exists


def _fours(game: Game, node: Node, move: Move, left: int, finder: Finder) -> Judgement:
    """A move tried in a win by fours: the defender's own win after it refutes it; else
    the move is tried as :func:`~tictactoe.coach.facts.starts_win` tries a first move (a
    four or a quiet move alike, every reply against the win it leaves): a proven win is
    the puzzle solved when it is as quick (or quicker), else "wins, but slower"; a reply
    proven to leave no win by fours is the refutation."""
    attacker = game.to_move()
    child = game.copy()
    child.play(move)
    from_cold()  # the threat searches from a known start: the same judgement every time
    theirs = proven_win(child, attacker.other, finder.nodes, finder.cancel)
    if theirs is not None:
        return Judgement(
            Result.WRONG,
            move,
            reply=theirs[0],
            line=theirs[1:],
            refutation=Refutation.WINS,
            plies=len(theirs),
        )
    start = starts_win(game, move, finder.nodes, finder.cancel)
    if finder.cancel is not None and finder.cancel.is_set():
        return Judgement(Result.NOT_PROVEN, move)
    if start.plies is not None:
        return Judgement(
            Result.ALSO_WINS if start.plies <= left else Result.SLOWER, move, plies=start.plies
        )
    if start.reply is None:
        return Judgement(Result.NOT_PROVEN, move)
    threat = wins_now(child, attacker) or proven_win(child, attacker, finder.nodes, finder.cancel)
    refutation = Refutation.NO_WIN_LEFT if threat else Refutation.NOT_A_FOUR
    return Judgement(Result.WRONG, move, reply=start.reply, refutation=refutation)
