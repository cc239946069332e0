"""The words of the help taken in the game (context "Help_"): the question before the
first help of a rated game, the help taken as a list, the side panel's line, why a game
with help was not rated, and the hint's message.  The record of the help is
:class:`~tictactoe.ui.play.help.HelpRecord`'s."""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.ai import Reading
from tictactoe.game import Mark, Rules
from tictactoe.notation import cell_name
from tictactoe.records.help import Aid, Help
from tictactoe.ui.words.reading_words import line_words
from tictactoe.ui.words.translation import Words, fill

Help_ = Words("Help_")
QUESTIONS = {
    Aid.HINT: QT_TRANSLATE_NOOP("Help_", "A hint is the engine's help. Take the hint?"),
    Aid.ANALYSIS: QT_TRANSLATE_NOOP(
        "Help_", "The analysis panel shows the engine's evaluation and best line. Open it?"
    ),
    Aid.TAKEBACK: QT_TRANSLATE_NOOP(
        "Help_",
        "After a takeback you have seen the computer's reply to your move. Take the move back?",
    ),
}


def question(aid: Aid) -> tuple[str, str]:
    """The question before the first help of a rated game: its title and text (which
    says it all again: a window manager may show no title)."""
    return (
        Help_.tr("This game will not be rated"),
        fill(
            Help_.tr(
                "%1\n\nThis game will not be rated: a game in which you take help "
                "does not count for your rating. No goes back to the game, still "
                "rated."
            ),
            Help_.tr(QUESTIONS[aid]),
        ),
    )


def aid_words(aid: Aid, n: int) -> str:
    """ "2 hints", "a look at the analysis panel", "1 takeback"."""
    if aid is Aid.HINT:
        return Help_.tr("%n hint(s)", None, n)
    if aid is Aid.TAKEBACK:
        return Help_.tr("%n takeback(s)", None, n)
    if aid is Aid.ANALYSIS:
        return (
            Help_.tr("a look at the analysis panel")
            if n == 1
            else Help_.tr("%n look(s) at the analysis panel", None, n)
        )
    if aid is Aid.ENGINE:
        return Help_.tr("the engine's knowledge shown")
    return Help_.tr("a chosen start")


def listed(parts: list[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(parts) == 1:
        return parts[0]
    return fill(Help_.tr("%1 and %2"), Help_.tr(", ").join(parts[:-1]), parts[-1])


def help_words(help: Help, mark: Mark | None = None, aids: Collection[Aid] = tuple(Aid)) -> str:
    """The help of kinds ``aids`` that ``mark`` (every side when None) took, as a list:
    "1 hint and 2 takebacks" ("" for none)."""
    parts = [
        aid_words(aid, help.count(mark, aid))
        for aid in Aid
        if aid in aids and help.count(mark, aid)
    ]
    return listed(parts) if parts else ""


def help_label(help: Help) -> str:
    """The side panel's line: "Help: X 1 hint; O 2 takebacks" ("" for none)."""
    sides = [
        fill(Help_.tr("%1 %2"), mark.value, help_words(help, mark))
        for mark in (Mark.X, Mark.O)
        if help.count(mark)
    ]
    return fill(Help_.tr("Help: %1"), Help_.tr("; ").join(sides)) if sides else ""


def not_rated_line(help: Help) -> str:
    """Why a game with help did not count: "Not rated: you took 1 hint in this game."."""
    reasons = []
    took = help_words(help, aids=(Aid.HINT, Aid.TAKEBACK, Aid.ANALYSIS))
    if took:
        reasons.append(fill(Help_.tr("you took %1 in this game"), took))
    if help.count(aid=Aid.ENGINE):
        reasons.append(Help_.tr("Show what the engine knows was on"))
    if help.count(aid=Aid.START):
        reasons.append(Help_.tr("the game began from a chosen position, not the empty board"))
    return fill(Help_.tr("Not rated: %1."), Help_.tr("; ").join(reasons))


def hint_message(reading: Reading, rules: Rules) -> str:
    """ "Hint: h8: wins in 3", or "Hint: h5 looks best (engine's score +45, depth 5)"."""
    best = reading.best
    if best is None:
        return Help_.tr("Hint: no move to suggest")
    if reading.is_exact(best):
        return fill(Help_.tr("Hint: %1"), line_words(reading, best, rules))
    return fill(
        Help_.tr("Hint: %1 looks best (engine's score %2, depth %3)"),
        cell_name(best, rules),
        f"{reading.value:+.0f}",
        reading.depth,
    )
