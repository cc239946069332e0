"""What went wrong below ``ui/``, in the language chosen (issue 41).

The layers below return data, a :class:`~tictactoe.problems.Problem` (a kind and its
arguments: a game file's fault, an engine's forfeit, a kept game that cannot be resumed);
:func:`said` words it.  A kind's English is marked for translation where the kind is
written (a :class:`~tictactoe.sentences.Sentence`) and translated here, its ``%1``,
``%2``... filled with the arguments in order: a nested problem, an outcome, a foul, a
rule, an impossible position or a format are worded here too; anything else (a number, a
line of the file, a field's name, the operating system's reason) is shown as
the English shows it (its ``repr`` where the English takes one).  :func:`error_words`
says an exception of ours (its problem; a game file's with the line or field at fault),
an ``OSError`` by the system's words, anything else as it is.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP

from tictactoe.game import (
    UNREACHABLE,
    Foul,
    Outcome,
    Rules,
    Unreachable,
    Variant,
)
from tictactoe.players import (
    OTHER_FOR_BOARD,
    RULE_ONLY,
    RulesRefused,
    check_player_for,
    make_player,
)
from tictactoe.problems import Kind, Problem
from tictactoe.records import Format, GameFileError
from tictactoe.sentences import Sentence
from tictactoe.ui.words.player_words import rule_name
from tictactoe.ui.words.translation import Words, fill, translated

Problems = Words("Problems")
Files = Words("Files")
Players = Words("Players")

# The formats' names (records.FORMATS), as the file dialogs and the messages say them.
FORMAT_TITLES = {
    "native": QT_TRANSLATE_NOOP("Files", "Tic-Tac-Toe games"),
    "psq": QT_TRANSLATE_NOOP("Files", "Piskvork games"),
    "sgf": QT_TRANSLATE_NOOP("Files", "SGF games"),
    "diagram": QT_TRANSLATE_NOOP("Files", "board diagrams"),
}


def said(problem: Problem) -> str:
    """``problem`` in the language chosen (its English when its kind is not marked)."""
    shown = [_shown(arg, field) for arg, field in zip(problem.args, _fields(problem.kind))]
    sentence = problem.kind.value
    if isinstance(sentence, Sentence):  # marked where it is written
        return fill(translated(sentence, problem.args[0] if sentence.plural else -1), *shown)
    return str(problem)


def error_words(error: BaseException) -> str:
    """An exception in words: ours by its problem (a game file's after the line or field
    at fault, without the path), an OSError by the system's reason, any other as it is."""
    if isinstance(error, GameFileError):
        if error.place is None:
            return said(error.problem)
        return fill(Problems.tr("%1: %2"), _shown(error.place, ""), said(error.problem))
    problem = getattr(error, "problem", None)
    if isinstance(problem, Problem):
        return said(problem)
    if isinstance(error, OSError):
        return error.strerror or str(error)
    return str(error)


def refusal_words(spec: str, rules: Rules) -> str | None:
    """Why the player of ``spec`` cannot play a board with ``rules``, or None when it can
    (an external engine is started to ask it)."""
    try:
        check_player_for(make_player(spec), rules)
    except ValueError as error:
        return refused_words(error)
    return None


def refused_words(error: ValueError) -> str:
    """A player's refusal of a board (``check_player_for``), in the language chosen."""
    if isinstance(error, RulesRefused):
        if error.board is not None:
            board = error.board
            return fill(
                Players.tr("plays only %1x%2 with k=%3; %4"),
                board.width,
                board.height,
                board.k,
                translated(OTHER_FOR_BOARD),  # marked where the player refuses
            )
        return fill(
            translated(RULE_ONLY),  # marked where the player refuses
            Players.tr(", ").join(rule_name(v) for v in error.variants),
            rule_name(error.rules.variant),
        )
    # an external engine's refusal (its ERROR's text, if any, is its own words)
    return fill(Players.tr("cannot play this board: %1"), error_words(error))


def outcome_words(outcome: Outcome) -> str:
    """How a game ended, as said inside a sentence ("a draw by agreement", "X wins")."""
    sentence, args = outcome.words  # marked in game.py
    return fill(translated(sentence), *args)


def foul_words(foul: Foul) -> str:
    """ "an overline", "a double four", "a double three"."""
    return {
        Foul.OVERLINE: Problems.tr("an overline"),
        Foul.DOUBLE_FOUR: Problems.tr("a double four"),
        Foul.DOUBLE_THREE: Problems.tr("a double three"),
    }[foul]


def format_title(format: Format) -> str:
    """ "Tic-Tac-Toe games", "SGF games"...: a format's name."""
    return Files.tr(FORMAT_TITLES.get(format.name, format.title))


def _shown(arg: Any, field: str) -> str:
    """An argument in words: ours worded here, data as the English shows it (``field`` is
    its replacement field without the braces: ``!r``, ``:g``, ``.value``)."""
    for kind, words in _VALUE_WORDS:
        if isinstance(arg, kind):
            return words(arg)
    return ("{" + field + "}").format(arg)


def impossible_words(reason: Unreachable) -> str:
    """Why a position cannot arise in a game, in the language chosen."""
    return fill(translated(UNREACHABLE[reason.kind]), *reason.args)


_VALUE_WORDS: tuple[tuple[type, Callable[[Any], str]], ...] = (
    (Problem, said),
    (BaseException, error_words),
    (Outcome, outcome_words),
    (Foul, foul_words),
    (Variant, rule_name),
    (Unreachable, impossible_words),
    (Format, format_title),
)


def _fields(kind: Kind) -> tuple[str, ...]:
    """The replacement fields of a kind's English, in order, without their braces."""
    return tuple(
        name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
        for _, name, spec, conversion in string.Formatter().parse(kind.value)
        if name is not None
    )
