"""The one fallback policy: the move a computer player makes, whatever its search did.  No Qt.

Two callers hand a player's search to a :class:`~tictactoe.players.worker.Search` and
must then play *something* legal: the window (:mod:`tictactoe.ui.play.computer_turn`)
and the brain behind the Gomocup protocol (:mod:`tictactoe.commands.brain_server`).
Both ask :func:`answer_of` with the game the search was for and what the search returned
(its :class:`~tictactoe.players.worker.Finish`), so a search that fails, runs out of
time or answers nonsense is played the same way everywhere:

1. a legal answer is played as it is (``Source.SEARCH``);
2. otherwise the best move of the search's last report, its last completed depth, if
   that move is legal (``Source.LAST_DEPTH``): what the search knew when it stopped;
3. otherwise the quick move (:func:`tictactoe.ai.quick_move`: a win, a block, or a move
   near the action; ``Source.QUICK``).

``failure`` says what went wrong, as data (a :class:`Failure`: its kind and detail,
whose ``str()`` is the English that follows the player's name, "did not answer after
2.0 s", "raised ValueError: ...", "answered an illegal move (9, 9)"); it is None when
the answer was played, and when the search was only hurried, as "Move now" and a
deadline do: a hurried search that has no move yet is no failure.  A player that lost the game off
the board (an external engine's :class:`~tictactoe.players.base.Forfeit`) gets ``forfeit``, its
reason as data (a :class:`~tictactoe.problems.Problem`): the window ends the game; a caller that
cannot forfeit (the brain) plays the move anyway.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.ai import Analysis, Move, quick_move
from tictactoe.game import Game
from tictactoe.players.base import Forfeit
from tictactoe.players.worker import Finish
from tictactoe.problems import Problem
from tictactoe.sentences import QT_TRANSLATE_NOOP, Sentence


class Source(enum.Enum):
    """Where the move played comes from."""

    SEARCH = "search"  # the player's own legal answer
    LAST_DEPTH = "last depth"  # the best move of the search's last report
    QUICK = "quick"  # tictactoe.ai.quick_move


class FailureKind(enum.Enum):
    """How a search failed to give its own legal answer."""

    GAVE_UP = "gave up"  # did not answer in time: detail, the seconds ("2.2")
    RAISED = "raised"  # raised an error: detail, the error ("RuntimeError: boom")
    ILLEGAL = "illegal"  # answered an illegal move: detail, the move ("(4, 4)")


@dataclass(frozen=True)
class Failure:
    """What went wrong, as data (the window words it); ``str()`` is the command line's
    English, words that follow the player's name ("did not answer after 2.0 s")."""

    kind: FailureKind
    detail: str

    @property
    def words(self) -> Sentence:
        """Its English, ``{}`` the detail (marked: the window translates it)."""
        return FAILURE_WORDS[self.kind]

    def __str__(self) -> str:
        return self.words.format(self.detail)


FAILURE_WORDS = {
    FailureKind.GAVE_UP: QT_TRANSLATE_NOOP("Seats_", "did not answer after {} s"),
    FailureKind.RAISED: QT_TRANSLATE_NOOP("Seats_", "raised {}"),
    FailureKind.ILLEGAL: QT_TRANSLATE_NOOP("Seats_", "answered an illegal move {}"),
}


@dataclass(frozen=True)
class Answer:
    """The move to play for a player's search, and why it is that move."""

    move: Move
    source: Source
    analysis: Analysis | None = None  # the report the move comes from (LAST_DEPTH)
    failure: Failure | None = None  # what went wrong (None: nothing, or a mere hurry)
    forfeit: Problem | None = None  # the player lost the game off the board: why


def answer_of(game: Game, finish: Finish) -> Answer:
    """The move to play in ``game`` (not over) for a search that ended with ``finish``."""
    move = finish.answer
    if finish.error is None and not finish.given_up and move is not None and game.is_legal(move):
        return Answer(move, Source.SEARCH)
    forfeit = finish.error.problem if isinstance(finish.error, Forfeit) else None
    last = finish.last
    if isinstance(last, Analysis) and game.is_legal(last.best):
        return Answer(last.best, Source.LAST_DEPTH, last, _failure(finish), forfeit)
    return Answer(quick_move(game), Source.QUICK, None, _failure(finish), forfeit)


def _failure(finish: Finish) -> Failure | None:
    """Why the search's own answer is not played (None for a mere hurry)."""
    if finish.given_up:
        return Failure(FailureKind.GAVE_UP, f"{finish.seconds:.1f}")
    if finish.error is not None:
        return Failure(FailureKind.RAISED, finish.why)
    if finish.answer is not None:
        return Failure(FailureKind.ILLEGAL, repr(finish.answer))
    return None
