"""The help taken in the game on the board, and its words.
No widgets (words through Qt's translation).

What counts as help is listed once, in :mod:`tictactoe.records.help` (a hint, the
analysis panel, the engine's knowledge by the setting, a takeback, a chosen start).
The controller owns one :class:`HelpRecord`, resets it with every game (with the
help a resumed, opened or played-from game carries) and keeps it with the game in
the autosave, Save and the statistics row.  The record knows whether the game is
rated and asks (``confirm``) before the first help of a rated game; when help is
taken is the controller's (``take_help``); the words are here.
"""

from __future__ import annotations

from typing import Callable, Collection

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.ai import Reading
from tictactoe.game import Game, Mark
from tictactoe.notation import cell_name
from tictactoe.records.help import Aid, Help
from tictactoe.ui.widgets.reading_words import line_words
from tictactoe.ui.widgets.words import Words, fill


class HelpRecord:
    """The help taken so far in the game on the board, by the people playing it.
    ``show_knowledge`` is the person's setting "Show what the engine knows" (help from
    the start of each game); ``confirm`` asks the person before the first help of a
    rated game ((title, text) -> go on?)."""

    def __init__(self) -> None:
        self._help = Help()
        self._people: frozenset[Mark] = frozenset()
        self._rateable = False
        self.show_knowledge = False
        self.confirm: Callable[[str, str], bool] = lambda title, text: True

    @property
    def taken(self) -> Help:
        return self._help

    def reset(self, carried: Help, people: Collection[Mark], *, rateable: bool) -> None:
        """A new game's record, played by ``people``: none, or the help ``carried`` (a
        kept or opened game's); ``rateable``: it counts for the rating without help."""
        self._help, self._people, self._rateable = carried, frozenset(people), rateable

    def begin(
        self, game: Game, carried: Help, people: Collection[Mark], *, chosen: bool, rateable: bool
    ) -> None:
        """``game`` put in play with the help it ``carried``: ``chosen``, its position
        was picked (set up, opened, Play from here), help unless it is the empty board;
        the setting counts once."""
        self.reset(carried, people, rateable=rateable)
        if chosen and (game.moves or game.start.x_bits or game.start.o_bits):
            self.note(people, Aid.START)
        if self.show_knowledge:
            self.note([m for m in people if not self._help.count(m, Aid.ENGINE)], Aid.ENGINE)

    def is_rated(self) -> bool:
        """Whether the game counts for the person's rating so far: one person against a
        rated computer player, the statistics kept, no help."""
        return self._rateable and not self._help

    def may_take(self, aid: Aid) -> bool:
        """Whether help of kind ``aid`` may be taken now: in a rated game without help
        yet the person is asked first and may go back."""
        return not self.is_rated() or self.confirm(*question(aid))

    def take(self, aid: Aid, marks: Collection[Mark] | None = None) -> bool:
        """Help ``aid`` for ``marks`` (every person when None): asked first in a rated
        game, then counted; False when no person is helped or they went back."""
        marks = self._people if marks is None else marks
        if not self._people.intersection(marks) or not self.may_take(aid):
            return False
        self.note(marks, aid)
        return True

    def note(self, marks: Collection[Mark], aid: Aid) -> None:
        """``aid`` taken once more by each person among ``marks``."""
        self._help = self._help.added(self._people.intersection(marks), aid)


# -- words -----------------------------------------------------------------------------
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


def hint_message(reading: Reading) -> str:
    """ "Hint: H8: wins in 3", or "Hint: H5 looks best (engine's score +45, depth 5)"."""
    best = reading.best
    if best is None:
        return Help_.tr("Hint: no move to suggest")
    if reading.is_exact(best):
        return fill(Help_.tr("Hint: %1"), line_words(reading, best))
    return fill(
        Help_.tr("Hint: %1 looks best (engine's score %2, depth %3)"),
        cell_name(best),
        f"{reading.value:+.0f}",
        reading.depth,
    )
