"""The words of the Review screen: the marks of the move list and the sentences about a
judged move, a side's accuracy, the review's progress and an exercise (context "Review").

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

Sentences are whole, each translated as one; a side is named by its mark ("X"), as the
move list names it.  A distance is the winner's, from its next move on: a win with that
move is a win "at once", as everywhere in the coach.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.coach import (
    MAX_PLIES,
    Grade,
    MoveReview,
    Proof,
    Review,
    SideSummary,
    Unfit,
    VerdictKind,
)
from tictactoe.game import Move, Rules
from tictactoe.notation import cell_name, format_moves
from tictactoe.ui.words.translation import Words, fill, translated

Review_ = Words("Review_")

MARKS = {
    Grade.BEST: "",
    Grade.GOOD: "",
    Grade.INACCURACY: "?!",
    Grade.MISTAKE: "?",
    Grade.BLUNDER: "??",
}
FOUND = "!"
FOUND_PLIES = 3  # a forced win at least this long, found, earns "!"
GRADE_NAMES = {
    Grade.BEST: QT_TRANSLATE_NOOP("Review_", "the best move"),
    Grade.GOOD: QT_TRANSLATE_NOOP("Review_", "a good move"),
    Grade.INACCURACY: QT_TRANSLATE_NOOP("Review_", "an inaccuracy"),
    Grade.MISTAKE: QT_TRANSLATE_NOOP("Review_", "a mistake"),
    Grade.BLUNDER: QT_TRANSLATE_NOOP("Review_", "a blunder"),
}
LINE_SHOWN = 6  # moves of a line named in a sentence


def move_mark(review: Review, j: int) -> str:
    """The mark of ``review.moves[j]`` (see the table above)."""
    judged = review.moves[j]
    mark = MARKS[judged.grade]
    if mark or judged.grade is not Grade.BEST:
        return mark
    before = review.positions[j]
    earlier = review.positions[j - 2] if j >= 2 else None
    found = (
        before.winner is judged.mover
        and (before.plies or 0) >= FOUND_PLIES
        and (earlier is None or earlier.winner is not judged.mover)
    )
    return FOUND if found else ""


def marks_by_number(review: Review) -> dict[int, str]:
    """Move number (1-based, as the move list counts) -> its mark, for marked moves."""
    out = {}
    for j, judged in enumerate(review.moves):
        mark = move_mark(review, j)
        if mark:
            out[judged.ply + 1] = mark
    return out


def line_text(moves: tuple[Move, ...], rules: Rules) -> str:
    """ "i9, then j10 k11 …" (at most ``LINE_SHOWN`` moves named)."""
    if not moves:
        return ""
    rest = moves[1:LINE_SHOWN]
    more = " …" if len(moves) > LINE_SHOWN else ""
    first = cell_name(moves[0], rules)
    if not rest:
        return first
    return fill(Review_.tr("%1, then %2"), first, format_moves(rest, rules) + more)


def verdict_sentence(judged: MoveReview) -> str:
    """What the move changed in the proven facts ("It keeps the win, but in 7 instead of
    3.", "It allows O a win at once.").  The same sentences on every board; a distance is
    the winner's from its next move, 1 being "at once"."""
    verdict = judged.verdict
    if verdict is None:
        return ""
    mover, other = judged.mover, judged.mover.other.value
    best, played = verdict.best_in(mover), verdict.played_in(mover)
    if verdict.kind is VerdictKind.KEPT_WIN:
        if played == 1:
            return Review_.tr("It wins.")
        if verdict.slower:
            return fill(Review_.tr("It keeps the win, but in %1 instead of %2."), played, best)
        return fill(Review_.tr("It keeps the win in %1."), best)
    if verdict.kind is VerdictKind.MISSED_WIN:
        return _missed(best, played, verdict.played is None, other)
    if verdict.kind is VerdictKind.ALLOWED_WIN:
        if played == 1:
            return fill(Review_.tr("It allows %1 a win at once."), other)
        return fill(Review_.tr("It allows %1 a win in %2."), other, played)
    if verdict.kind is VerdictKind.LOST_ANYWAY:
        if played is not None and verdict.slower:
            return fill(
                Review_.tr("The game was lost anyway, but now %1 wins in %2 instead of %3."),
                other,
                played,
                best,
            )
        return Review_.tr("The game was lost anyway.")
    return Review_.tr("It keeps the draw.")


def _missed(best: int | None, played: int | None, gone: bool, other: str) -> str:
    """ "It misses a win in 5: now O wins at once." and its kin, each a whole sentence."""
    at_once = best == 1
    if gone:
        said = (
            Review_.tr("It misses a win at once: after it, %2 can stop every win.")
            if at_once
            else Review_.tr("It misses a win in %1: after it, %2 can stop every win.")
        )
        return fill(said, best, other)
    if played is None:
        said = (
            Review_.tr("It misses a win at once: now a draw.")
            if at_once
            else Review_.tr("It misses a win in %1: now a draw.")
        )
        return fill(said, best)
    if at_once:
        said = (
            Review_.tr("It misses a win at once: now %2 wins at once.")
            if played == 1
            else Review_.tr("It misses a win at once: now %2 wins in %3.")
        )
    else:
        said = (
            Review_.tr("It misses a win in %1: now %2 wins at once.")
            if played == 1
            else Review_.tr("It misses a win in %1: now %2 wins in %3.")
        )
    return fill(said, best, other, played)


def line_sentence(judged: MoveReview, rules: Rules) -> str:
    """The win missed or allowed, with what proved it: "The win: f4, then g5 h6 (by
    fours)."."""
    verdict = judged.verdict
    if verdict is None or not verdict.line:
        return ""
    if verdict.proof is Proof.FOURS:
        said = Review_.tr("The win: %1 (by fours).")
    elif verdict.proof is Proof.THREATS:
        said = Review_.tr("The win: %1 (by fours and threes).")
    else:
        said = Review_.tr("The win: %1.")
    return fill(said, line_text(verdict.line, rules))


def move_sentence(judged: MoveReview, rules: Rules, mark: str = "") -> str:
    """The whole judgement of one move, for the line under the board:
    "14. X h8? A mistake: X's expected score fell from 53% to 41%. Better: i9, then j10."."""
    mover = judged.mover.value
    head = f"{judged.ply + 1}. {mover} {cell_name(judged.move, rules)}{mark}"
    grade = Review_.tr(GRADE_NAMES[judged.grade])
    if judged.grade.is_error:
        parts = [
            fill(
                Review_.tr("%1: %2, %3's expected score fell from %4 to %5."),
                head,
                grade,
                mover,
                f"{judged.before:.0%}",
                f"{judged.after:.0%}",
            )
        ]
    else:
        parts = [fill(Review_.tr("%1: %2."), head, grade)]
    for said in (verdict_sentence(judged), line_sentence(judged, rules)):
        if said:
            parts.append(said)
    if judged.better is not None:
        parts.append(
            fill(
                Review_.tr(
                    "Better: %1 (on the board, numbered, from the position before the move)."
                ),
                line_text(judged.line or (judged.better,), rules),
            )
        )
    if judged.cut:
        parts.append(Review_.tr("(The time cap cut this move's searches short.)"))
    return " ".join(parts)


def unfit_text(unfit: Unfit) -> str:
    """Why a reviewed game of the person's gave no puzzle (the coach's sentence)."""
    return fill(translated(unfit.value), (MAX_PLIES + 1) // 2)


def counts_text(summary: SideSummary) -> str:
    """ "1 inaccuracy, 2 mistakes, no blunder"."""
    counts = summary.counts
    said = (
        Review_.tr("%n inaccuracy(ies)", None, counts[Grade.INACCURACY])
        if counts[Grade.INACCURACY]
        else Review_.tr("no inaccuracy"),
        Review_.tr("%n mistake(s)", None, counts[Grade.MISTAKE])
        if counts[Grade.MISTAKE]
        else Review_.tr("no mistake"),
        Review_.tr("%n blunder(s)", None, counts[Grade.BLUNDER])
        if counts[Grade.BLUNDER]
        else Review_.tr("no blunder"),
    )
    return Review_.tr(", ").join(said)


def side_line(summary: SideSummary, name: str) -> str:
    """ "X (You): accuracy 84; 1 inaccuracy, no mistake, no blunder"."""
    if summary.accuracy is None:
        return fill(Review_.tr("%1 (%2): no move reviewed yet"), summary.mark.value, name)
    return fill(
        Review_.tr("%1 (%2): accuracy %3; %4"),
        summary.mark.value,
        name,
        f"{summary.accuracy:.0f}",
        counts_text(summary),
    )


def progress_text(done: int, total: int) -> str:
    return fill(Review_.tr("Reviewing: %1 of %n move(s) judged…", None, total), done)


def stopped_text(done: int, total: int) -> str:
    return fill(Review_.tr("The review stopped after %1 of %n move(s).", None, total), done)


def exercise_prompt(number: int, count: int, judged: MoveReview, rules: Rules) -> str:
    """ "Mistake 1 of 3 (move 14): X played h8. Find a better move for X."."""
    said = (
        Review_.tr("Blunder %1 of %2 (move %3): %4 played %5. Find a better move for %4.")
        if judged.grade is Grade.BLUNDER
        else Review_.tr("Mistake %1 of %2 (move %3): %4 played %5. Find a better move for %4.")
    )
    name = cell_name(judged.move, rules)
    return fill(said, number, count, judged.ply + 1, judged.mover.value, name)


def attempt_sentence(tried: MoveReview, played: MoveReview, rules: Rules) -> str:
    """How a move tried in an exercise compares: right when it is no error."""
    name = cell_name(tried.move, rules)
    if tried.move == played.move:
        return fill(Review_.tr("%1 is the move played in the game: try another."), name)
    if tried.grade is Grade.BEST:
        return fill(
            Review_.tr("Yes: %1 is the engine's choice. %2"), name, verdict_sentence(tried)
        ).strip()
    if tried.grade is Grade.GOOD:
        return fill(
            Review_.tr("Good: %1 keeps %2's chances (%3 expected). %4"),
            name,
            tried.mover.value,
            f"{tried.after:.0%}",
            verdict_sentence(tried),
        ).strip()
    return fill(
        Review_.tr(
            "Not quite: %1 is %2 too (%3's expected score falls to %4). %5 "
            "Retry, or show the answer."
        ),
        name,
        Review_.tr(GRADE_NAMES[tried.grade]),
        tried.mover.value,
        f"{tried.after:.0%}",
        verdict_sentence(tried),
    ).replace("  ", " ")


def answer_sentence(played: MoveReview, rules: Rules) -> str:
    if played.better is None:
        return Review_.tr("The engine had no better move to name here.")
    return fill(
        Review_.tr("The engine's answer: %1 (numbered on the board)."),
        line_text(played.line or (played.better,), rules),
    )
