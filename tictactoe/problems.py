"""What went wrong, as data: a kind and its arguments (issue 41).  No Qt.

Below ``ui/`` nothing is worded for the window.  A layer that refuses something (a game
file, an autosave, an external engine) says what as a :class:`Problem`: a member of a
:class:`Kind` of its own, whose value is its English with ``{}`` for each argument, and
the arguments.  ``str()`` is that English, the command line's; ``ui/`` words each kind
through Qt's translation (``ui/words/problem_words.py``), so the window speaks the
player's language and the command line keeps English.

Each kind's English is written once, in its member, marked there for translation
(:mod:`tictactoe.sentences`).

An argument is either data, shown as it is (a number, a line of the file, a field's
name, a mark, the operating system's reason), or words of ours again: a nested Problem,
or a value of the rules the window words itself (a foul, a rule, an impossible
position).  The English may take an attribute of such a value (``{.phrase}``,
``{.value}``) or its ``repr`` (``{!r}``), as ``str.format`` does.
"""

from __future__ import annotations

import enum
import string
from dataclasses import dataclass
from typing import Any


class Kind(enum.Enum):
    """A kind of problem: each member's value is its English, ``{}`` for each argument.
    Subclassed by each layer (``records.Fault``, ...); a value written twice would make
    two kinds one, which :func:`enum.unique` on each subclass refuses."""

    @property
    def arity(self) -> int:
        """How many arguments the English takes."""
        return sum(
            1 for _, field, _, _ in string.Formatter().parse(self.value) if field is not None
        )


@dataclass(frozen=True)
class Problem:
    """A kind and its arguments; ``str()`` is the English."""

    kind: Kind
    args: tuple[Any, ...] = ()

    def __post_init__(self) -> None:
        if len(self.args) != self.kind.arity:
            raise TypeError(f"{self.kind} takes {self.kind.arity} arguments, not {len(self.args)}")

    def __str__(self) -> str:
        return str(self.kind.value).format(*self.args)


class ProblemError(Exception):
    """An error that says what went wrong as data: ``problem``, given as a Problem or as a
    kind and its arguments; the message is its English.  Mixed in before the error's own
    base (``class RulesError(ProblemError, ValueError)``)."""

    def __init__(self, problem: Problem | Kind, *args: Any) -> None:
        self.problem = problem if isinstance(problem, Problem) else Problem(problem, args)
        super().__init__(str(self.problem))
