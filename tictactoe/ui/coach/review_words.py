"""The words of the Review screen: the marks of the move list and the sentences about a
judged move, a side's accuracy, the review's progress and an exercise.  No Qt.

**The marks** (the move list and the graph), from the coach's grades
(:class:`tictactoe.coach.Grade`, thresholds in :mod:`tictactoe.coach.scores`):

======  ==========================================================================
 mark    when
======  ==========================================================================
 ``??``  a blunder: 15% or more of the mover's expected score lost, or a proven
         win thrown away or handed over
 ``?``   a mistake: 10% to 15% lost
 ``?!``  an inaccuracy: 5% to 10% lost
 ``!``   the first move of a forced win the mover found: a best move, in a
         position the mover wins by force in 3 plies or more, where two plies
         before they had no proven win (the combination seen, not followed)
 (none)  a best or good move otherwise
======  ==========================================================================

Sentences are whole, built here so that they can be translated later; a side is
named by its mark ("X"), as the move list names it.
"""
from __future__ import annotations

from tictactoe.coach import ExactKind, Grade, MoveReview, Review, SideSummary
from tictactoe.game import Move
from tictactoe.notation import cell_name, format_moves
from tictactoe.ui.widgets.words import plural

MARKS = {Grade.BEST: "", Grade.GOOD: "", Grade.INACCURACY: "?!", Grade.MISTAKE: "?",
         Grade.BLUNDER: "??"}
FOUND = "!"
FOUND_PLIES = 3       # a forced win at least this long, found, earns "!"
GRADE_NAMES = {Grade.BEST: "the best move", Grade.GOOD: "a good move",
               Grade.INACCURACY: "an inaccuracy", Grade.MISTAKE: "a mistake",
               Grade.BLUNDER: "a blunder"}
LINE_SHOWN = 6        # moves of a line named in a sentence


def move_mark(review: Review, j: int) -> str:
    """The mark of ``review.moves[j]`` (see the table above)."""
    judged = review.moves[j]
    mark = MARKS[judged.grade]
    if mark or judged.grade is not Grade.BEST:
        return mark
    before = review.positions[j]
    earlier = review.positions[j - 2] if j >= 2 else None
    found = (before.winner is judged.mover and (before.plies or 0) >= FOUND_PLIES
             and (earlier is None or earlier.winner is not judged.mover))
    return FOUND if found else ""


def marks_by_number(review: Review) -> dict[int, str]:
    """Move number (1-based, as the move list counts) -> its mark, for marked moves."""
    out = {}
    for j, judged in enumerate(review.moves):
        mark = move_mark(review, j)
        if mark:
            out[judged.ply + 1] = mark
    return out


def line_text(moves: tuple[Move, ...]) -> str:
    """"J9, then K10 L11 …" (at most ``LINE_SHOWN`` moves named)."""
    if not moves:
        return ""
    rest = moves[1:LINE_SHOWN]
    more = " …" if len(moves) > LINE_SHOWN else ""
    return cell_name(moves[0]) + (f", then {format_moves(rest)}{more}" if rest else "")


def exact_sentence(judged: MoveReview) -> str:
    """What the exact values say of the move ("It keeps the win, in 7 instead of 3.")."""
    exact = judged.exact
    if exact is None:
        return ""
    best, played, other = exact.best, exact.played, judged.mover.other.value
    if exact.kind is ExactKind.KEPT_WIN:
        if played.plies != best.plies:
            return f"It keeps the win, but in {played.plies} instead of {best.plies}."
        return "It wins at once." if best.plies <= 1 else f"It keeps the win in {best.plies}."
    if exact.kind is ExactKind.THREW_AWAY_WIN:
        now = "a draw" if played.winner is None else f"{other} wins in {played.plies}"
        return f"It throws away a win in {best.plies}: now {now}."
    if exact.kind is ExactKind.LET_OPPONENT_WIN:
        return f"It lets {other} force a win in {played.plies}."
    if exact.kind is ExactKind.STILL_LOST:
        if played.plies < best.plies:
            return f"The game was lost anyway, but this loses in {played.plies} " \
                   f"instead of {best.plies}."
        return "The game was lost anyway."
    return "It keeps the draw."


def move_sentence(judged: MoveReview, mark: str = "") -> str:
    """The whole judgement of one move, for the line under the board:
    "14. X H8? A mistake: X's expected score fell from 53% to 41%. Better: J9, then K10."."""
    mover = judged.mover.value
    head = f"{judged.ply + 1}. {mover} {cell_name(judged.move)}{mark}"
    grade = GRADE_NAMES[judged.grade]
    if judged.grade.is_error:
        parts = [f"{head}: {grade}, {mover}'s expected score fell from "
                 f"{judged.before:.0%} to {judged.after:.0%}."]
    else:
        parts = [f"{head}: {grade}."]
    said = exact_sentence(judged)
    if said:
        parts.append(said)
    if judged.missed_fours:
        parts.append(f"It missed a win by fours in {len(judged.missed_fours)} "
                     f"({line_text(judged.missed_fours)}).")
    if judged.allowed_fours:
        parts.append(f"It allowed {judged.mover.other.value} a win by fours in "
                     f"{len(judged.allowed_fours)} ({line_text(judged.allowed_fours)}).")
    if judged.better is not None:
        parts.append(f"Better: {line_text(judged.line or (judged.better,))} (on the board, "
                     f"numbered, from the position before the move).")
    return " ".join(parts)


def counts_text(summary: SideSummary) -> str:
    """"1 inaccuracy, 2 mistakes, no blunder"."""
    words = (("inaccuracy", "inaccuracies", Grade.INACCURACY), ("mistake", "mistakes",
             Grade.MISTAKE), ("blunder", "blunders", Grade.BLUNDER))
    return ", ".join(plural(summary.counts[g], one, many) if summary.counts[g] else f"no {one}"
                     for one, many, g in words)


def side_line(summary: SideSummary, name: str) -> str:
    """"X (You): accuracy 84; 1 inaccuracy, no mistake, no blunder"."""
    if summary.accuracy is None:
        return f"{summary.mark.value} ({name}): no move reviewed yet"
    return f"{summary.mark.value} ({name}): accuracy {summary.accuracy:.0f}; " \
           f"{counts_text(summary)}"


def progress_text(done: int, total: int) -> str:
    return f"Reviewing: {done} of {plural(total, 'move')} judged…"


def stopped_text(done: int, total: int) -> str:
    return f"The review stopped after {done} of {plural(total, 'move')}."


def exercise_prompt(number: int, count: int, judged: MoveReview) -> str:
    """"Mistake 1 of 3 (move 14): X played H8?. Find a better move for X."."""
    kind = "Blunder" if judged.grade is Grade.BLUNDER else "Mistake"
    return (f"{kind} {number} of {count} (move {judged.ply + 1}): {judged.mover.value} played "
            f"{cell_name(judged.move)}. Find a better move for {judged.mover.value}.")


def attempt_sentence(tried: MoveReview, played: MoveReview) -> str:
    """How a move tried in an exercise compares: right when it is no error."""
    name = cell_name(tried.move)
    if tried.move == played.move:
        return f"{name} is the move played in the game: try another."
    if tried.grade is Grade.BEST:
        return f"Yes: {name} is the engine's choice. {exact_sentence(tried)}".strip()
    if tried.grade is Grade.GOOD:
        return (f"Good: {name} keeps {tried.mover.value}'s chances "
                f"({tried.after:.0%} expected). {exact_sentence(tried)}").strip()
    return (f"Not quite: {name} is {GRADE_NAMES[tried.grade]} too "
            f"({tried.mover.value}'s expected score falls to {tried.after:.0%}). "
            f"{exact_sentence(tried)} Retry, or show the answer.").replace("  ", " ")


def answer_sentence(played: MoveReview) -> str:
    if played.better is None:
        return "The engine had no better move to name here."
    return f"The engine's answer: {line_text(played.line or (played.better,))} (numbered " \
           f"on the board)."
