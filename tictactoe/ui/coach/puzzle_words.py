"""The words of the Puzzles screen: what a puzzle asks, where it came from, why a move
fails, the solution, and the person's puzzle rating and streak.  No Qt.

Whole sentences, built here so that they can be translated later.  A puzzle's length
is said in the attacker's own moves ("win in 3 moves": the attacker's 3 moves, the
defender's 2 between them), as puzzle books count.
"""
from __future__ import annotations

from datetime import date

from tictactoe.coach import Judgement, Puzzle, PuzzleKind, Refutation, Result
from tictactoe.game import Mark, Move
from tictactoe.notation import cell_name, format_moves
from tictactoe.storage.puzzle_ratings import Standing
from tictactoe.ui.play.rating_text import rating_number
from tictactoe.ui.widgets.words import plural

MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December")
LINE_SHOWN = 6


def attacker_moves(plies: int) -> int:
    return (plies + 1) // 2


def game_date(iso: str, today: date) -> str:
    """"3 March" (with the year when it is not this one)."""
    day = date.fromisoformat(iso)
    text = f"{day.day} {MONTHS[day.month - 1]}"
    return text if day.year == today.year else f"{text} {day.year}"


def puzzle_task(puzzle: Puzzle) -> str:
    """"X to play and win in 3 moves: every move a four."."""
    attacker = puzzle.attacker.value
    text = f"{attacker} to play and win in {plural(attacker_moves(puzzle.plies), 'move')}"
    if puzzle.kind is PuzzleKind.FOURS:
        return f"{text}: every move a four (a win by fours)."
    return f"{text}, against the best defence."


def puzzle_origin(puzzle: Puzzle, today: date) -> str:
    """"From your game of 3 March" for the person's own puzzles, else the board."""
    rules = puzzle.rules
    board = f"{rules.width}x{rules.height}, {rules.k} in a row"
    if puzzle.played_on:
        return f"From your game of {game_date(puzzle.played_on, today)} ({board})"
    return f"A puzzle on {board}"


def rating_line(now: Standing, counted: int) -> str:
    """"Your puzzle rating: 1540? · streak 3 (best 5) · 12 puzzles tried"."""
    if not counted:
        return ("Your puzzle rating: none yet (solve a puzzle to get one) · streak 0")
    return (f"Your puzzle rating: {rating_number(now.person)} · streak {now.streak} "
            f"(best {now.best_streak}) · {plural(counted, 'puzzle')} tried")


def _line(moves: tuple[Move, ...]) -> str:
    if not moves:
        return ""
    more = " …" if len(moves) > LINE_SHOWN else ""
    return f" (then {format_moves(moves[:LINE_SHOWN])}{more})"


def right_sentence(move: Move, defender: Mark, reply: Move, blocks: bool) -> str:
    """"Right: H8. O blocks at J9. Your move."."""
    answer = "blocks at" if blocks else "answers"
    return f"Right: {cell_name(move)}. {defender.value} {answer} {cell_name(reply)}. Your move."


def judgement_sentence(judgement: Judgement, attacker: Mark, blocks: bool, left: int) -> str:
    """Why a move tried is right or wrong (``blocks``: the defender's reply stops a win at
    once; ``left``: the plies the puzzle still asks for)."""
    name, defender = cell_name(judgement.move), attacker.other.value
    result = judgement.result
    if result is Result.SOLVED:
        return f"Solved: {name} wins."
    if result is Result.ALSO_WINS:
        return f"Solved: {name} wins as quickly as the puzzle's own answer."
    if result is Result.SLOWER:
        return (f"{name} wins too, but in {judgement.plies} instead of {left}: find the "
                f"quickest win.")
    if result is Result.NOT_PROVEN:
        return f"The engine could not settle {name} in time: try another move."
    if result is Result.RIGHT:
        return f"Right: {name}."
    reply = cell_name(judgement.reply) if judgement.reply is not None else ""
    answer = "blocks at" if blocks else "plays"
    refutation = judgement.refutation
    if refutation is Refutation.WINS:
        return f"After {name}, {defender} {answer} {reply} and then wins{_line(judgement.line)}."
    if refutation is Refutation.DRAWS and not reply:
        return f"After {name} the board is full: a draw."
    if refutation is Refutation.DRAWS:
        return (f"After {name}, {defender} {answer} {reply} and holds the "
                f"draw{_line(judgement.line)}.")
    if refutation is Refutation.NO_WIN_LEFT and reply:
        return f"After {name}, {defender} {answer} {reply}: no win by fours is left."
    return f"{name} is not a four: this puzzle is won by fours, every move of it a four."


def solution_sentence(puzzle: Puzzle) -> str:
    """"The solution: H8, O J9, K10, O L11, M12."."""
    node, parts = puzzle.solution, []
    defender = puzzle.attacker.other.value
    while True:
        parts.append(cell_name(node.move))
        if not node.replies:
            break
        reply, node = node.replies[0]
        parts.append(f"{defender} {cell_name(reply)}")
    return f"The solution: {', '.join(parts)}."
