"""The words of the Puzzles screen: what a puzzle asks, where it came from, why a move
fails, the solution, and the person's puzzle rating and streak (context "Puzzles").

Whole sentences, each translated as one.  A puzzle's length
is said in the attacker's own moves ("win in 3 moves": the attacker's 3 moves, the
defender's 2 between them), as puzzle books count.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, QLocale

from tictactoe.coach import NOT_A_FOUR, Judgement, Puzzle, PuzzleKind, Refutation, Result
from tictactoe.game import BOARD_AND_K, Mark, Move, Rules, Variant
from tictactoe.notation import cell_name, format_moves
from tictactoe.renju import Foul
from tictactoe.storage.puzzle_ratings import Standing
from tictactoe.ui.words.problem_words import foul_words
from tictactoe.ui.words.rating_words import rating_number
from tictactoe.ui.words.translation import Words, fill, translated

Puzzles = Words("Puzzles")


def not_judged(why: str) -> str:
    """An attempt the engine could not judge (a puzzle's, a review drill's): ``why``."""
    return fill(Puzzles.tr("The engine could not judge that move (%1)."), why)


LINE_SHOWN = 6


def attacker_moves(plies: int) -> int:
    return (plies + 1) // 2


def game_date(iso: str, today: date) -> str:
    """ "3 March" (with the year when it is not this one), as the language writes dates."""
    day = date.fromisoformat(iso)
    same_year = day.year == today.year
    shape = Puzzles.tr("d MMMM", "a day of this year") if same_year else Puzzles.tr("d MMMM yyyy")
    return QLocale().toString(QDate(day.year, day.month, day.day), shape)


def puzzle_task(puzzle: Puzzle) -> str:
    """ "X to play and win in 3 moves by fours: no win is quicker, even with threes." (the
    finder proves it: :mod:`tictactoe.coach.puzzle_find`); under renju the colours are named
    too (Black is X) and what the rule does."""
    attacker, moves = puzzle.attacker.value, attacker_moves(puzzle.plies)
    if puzzle.rules.variant is Variant.RENJU:
        said = (
            Puzzles.tr(
                "Black (X) to play and win in %n move(s) by fours, "
                "without playing a forbidden point.",
                None,
                moves,
            )
            if puzzle.attacker is Mark.X
            else Puzzles.tr(
                "White (O) to play and win in %n move(s) by fours: "
                "Black may not block on a forbidden point (the board marks them).",
                None,
                moves,
            )
        )
        return said
    if puzzle.kind is PuzzleKind.FOURS:
        return fill(
            Puzzles.tr(
                "%1 to play and win in %n move(s) by fours: no win is quicker, even with threes.",
                None,
                moves,
            ),
            attacker,
        )
    return fill(
        Puzzles.tr("%1 to play and win in %n move(s), against the best defence.", None, moves),
        attacker,
    )


def puzzle_origin(puzzle: Puzzle, today: date) -> str:
    """ "From your game of 3 March" for the person's own puzzles, else the board (and the
    rule, when it is not freestyle: "15x15, renju")."""
    rules = puzzle.rules
    if rules.variant is Variant.RENJU:
        board = fill(Puzzles.tr("%1x%2, renju"), rules.width, rules.height)
    else:
        board = fill(translated(BOARD_AND_K), rules.width, rules.height, rules.k)
    if puzzle.played_on:
        return fill(
            Puzzles.tr("From your game of %1 (%2)"), game_date(puzzle.played_on, today), board
        )
    return fill(Puzzles.tr("A puzzle on %1"), board)


def rating_line(now: Standing, counted: int) -> str:
    """ "Your puzzle rating: 1540 (provisional) · streak 3 (best 5) · 12 puzzles tried"."""
    if not counted:
        return Puzzles.tr("Your puzzle rating: none yet (solve a puzzle to get one) · streak 0")
    return fill(
        Puzzles.tr(
            "Your puzzle rating: %1 · streak %2 (best %3) · %n puzzle(s) tried", None, counted
        ),
        rating_number(now.person),
        now.streak,
        now.best_streak,
    )


def _line(moves: tuple[Move, ...], rules: Rules) -> str:
    if not moves:
        return ""
    more = " …" if len(moves) > LINE_SHOWN else ""
    return fill(Puzzles.tr(" (then %1)"), format_moves(moves[:LINE_SHOWN], rules) + more)


def right_sentence(move: Move, defender: Mark, reply: Move, blocks: bool, rules: Rules) -> str:
    """ "Right: h8. O blocks at i9. Your move."."""
    said = (
        Puzzles.tr("Right: %1. %2 blocks at %3. Your move.")
        if blocks
        else Puzzles.tr("Right: %1. %2 answers %3. Your move.")
    )
    return fill(said, cell_name(move, rules), defender.value, cell_name(reply, rules))


def cannot_block_sentence(move: Move, point: Move, foul: Foul, reply: Move, rules: Rules) -> str:
    """ "Right: h8. Black may not block at i9: a double three. Black plays j9. Your move."
    (renju: White's four whose one block is forbidden to Black)."""
    return fill(
        Puzzles.tr("Right: %1. Black may not block at %2: %3. Black plays %4. Your move."),
        cell_name(move, rules),
        cell_name(point, rules),
        foul_words(foul),
        cell_name(reply, rules),
    )


def judgement_sentence(
    judgement: Judgement, attacker: Mark, blocks: bool, left: int, rules: Rules
) -> str:
    """Why a move tried is right or wrong (``blocks``: the defender's reply stops a win at
    once; ``left``: the plies the puzzle still asks for), on the board of ``rules``."""
    name, defender = cell_name(judgement.move, rules), attacker.other.value
    result = judgement.result
    if result is Result.SOLVED:
        return fill(Puzzles.tr("Solved: %1 wins."), name)
    if result is Result.ALSO_WINS:
        return fill(Puzzles.tr("Solved: %1 wins as quickly as the puzzle's own answer."), name)
    if result is Result.SLOWER:
        return fill(
            Puzzles.tr("%1 wins too, in %2 moves: find the win in %3."),
            name,
            attacker_moves(judgement.plies or 0),
            attacker_moves(left),
        )
    if result is Result.NOT_PROVEN:
        return fill(Puzzles.tr("The engine could not settle %1 in time: try another move."), name)
    if result is Result.RIGHT:
        return fill(Puzzles.tr("Right: %1."), name)
    reply = cell_name(judgement.reply, rules) if judgement.reply is not None else ""
    refutation, line = judgement.refutation, _line(judgement.line, rules)
    if refutation is Refutation.WINS:
        said = (
            Puzzles.tr("After %1, %2 blocks at %3 and then wins%4.")
            if blocks
            else Puzzles.tr("After %1, %2 plays %3 and then wins%4.")
        )
        return fill(said, name, defender, reply, line)
    if refutation is Refutation.DRAWS and not reply:
        return fill(Puzzles.tr("After %1 the board is full: a draw."), name)
    if refutation is Refutation.DRAWS:
        said = (
            Puzzles.tr("After %1, %2 blocks at %3 and holds the draw%4.")
            if blocks
            else Puzzles.tr("After %1, %2 plays %3 and holds the draw%4.")
        )
        return fill(said, name, defender, reply, line)
    if refutation is Refutation.NO_WIN_LEFT and reply:
        said = (
            Puzzles.tr("After %1, %2 blocks at %3: no win by fours is left.")
            if blocks
            else Puzzles.tr("After %1, %2 plays %3: no win by fours is left.")
        )
        return fill(said, name, defender, reply)
    return fill(
        Puzzles.tr("%1: this puzzle is won by fours, every move of it a four."),
        fill(translated(NOT_A_FOUR), name),  # the coach's words
    )


def solution_sentence(puzzle: Puzzle) -> str:
    """ "The solution: h8, O i9, j10, O k11, l12."."""
    node, parts, rules = puzzle.solution, [], puzzle.rules
    defender = puzzle.attacker.other.value
    while True:
        parts.append(cell_name(node.move, rules))
        if not node.replies:
            break
        reply, node = node.replies[0]
        parts.append(f"{defender} {cell_name(reply, rules)}")
    return fill(Puzzles.tr("The solution: %1."), Puzzles.tr(", ").join(parts))
