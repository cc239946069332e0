"""The help taken in the game on the board.  No widgets (its words are
:mod:`~tictactoe.ui.words.help_words`).

What counts as help is listed once, in :mod:`tictactoe.records.help` (a hint, the
analysis panel, the engine's knowledge by the setting, a takeback, a chosen start).
The controller owns one :class:`HelpRecord`, resets it with every game (with the
help a resumed, opened or played-from game carries) and keeps it with the game in
the autosave, Save and the statistics row.  The record knows whether the game is
rated and asks (``confirm``) before the first help of a rated game; when help is
taken is the controller's (``take_help``).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from tictactoe.game import Game, Mark
from tictactoe.records.help import Aid, Help
from tictactoe.ui.words.help_words import question


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
