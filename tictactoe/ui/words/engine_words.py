"""An external engine's troubles in the language chosen (issue 41): why it cannot be used or
lost its game (:class:`~tictactoe.players.external_session.EngineFault`), how its process ended
(:class:`~tictactoe.pbrain.process.Ended`), what is wrong with a line it said
(:class:`~tictactoe.pbrain.protocol.Unparsed`) or with its answer in a swap opening
(:class:`~tictactoe.players.external_swap.Unfit`).  The engine's own words (its ERROR's
text, a line it said, its last line on stderr) are arguments, shown as they are.  As in
:mod:`~tictactoe.ui.words.file_words`: ``%1``... the arguments, ``%n`` a count.
"""

from __future__ import annotations

from collections.abc import Callable

from tictactoe.pbrain.process import Ended
from tictactoe.pbrain.protocol import Unparsed
from tictactoe.players.external_session import EngineFault
from tictactoe.players.external_swap import Unfit
from tictactoe.problems import Kind
from tictactoe.ui.words.translation import Words

Engines = Words("Engines")

ENGINE_WORDS: dict[Kind, Callable[[tuple], str]] = {
    EngineFault.NO_SUCH_FILE: lambda a: Engines.tr(
        "pbrain engine %1: no such file (give the engine's path, or the name of a command on PATH)"
    ),
    EngineFault.NOT_EXECUTABLE: lambda a: Engines.tr(
        "pbrain engine %1 is not executable (chmod +x it)"
    ),
    EngineFault.CANNOT_RUN: lambda a: Engines.tr("pbrain engine %1: %2"),
    EngineFault.DIED: lambda a: Engines.tr("pbrain engine %1 %2"),
    EngineFault.NO_ABOUT: lambda a: Engines.tr("pbrain engine %1 did not answer ABOUT (%2 s)"),
    EngineFault.NO_START: lambda a: Engines.tr(
        "pbrain engine %1 did not answer START for %2x%3 in time (%4 s)"
    ),
    EngineFault.NO_RULE_ANSWER: lambda a: Engines.tr(
        "pbrain engine %1 did not answer ABOUT after INFO rule (%2 s)"
    ),
    EngineFault.NO_RESTART: lambda a: Engines.tr("the engine did not answer RESTART (%1 s)"),
    EngineFault.NEEDS_MNK: lambda a: Engines.tr(
        "pbrain engine %1 plays five in a row: k=%2 needs an engine that "
        'knows the INFO k extension (its ABOUT says mnk="1", as tictactoe '
        "brain does)"
    ),
    EngineFault.REFUSES_BOARD: lambda a: Engines.tr("pbrain engine %1 refuses a %2x%3 board: %4"),
    EngineFault.REFUSES_RULE: lambda a: Engines.tr(
        "pbrain engine %1 does not play %2 (INFO rule %3): %4"
    ),
    EngineFault.ENDED: lambda a: Engines.tr("the engine %1"),
    EngineFault.NO_MOVE: lambda a: Engines.tr(
        "no move within %1 s (the limit is %2 s a move, plus %3 s of grace)"
    ),
    EngineFault.NOT_A_MOVE: lambda a: Engines.tr("answered %1 instead of a move"),
    EngineFault.ILLEGAL: lambda a: Engines.tr("played %1, an illegal move: %2"),
    EngineFault.WHITE_ILLEGAL: lambda a: Engines.tr("chose White with %1, an illegal move: %2"),
    EngineFault.SWAP_ANSWER: lambda a: Engines.tr("SWAP2BOARD: %1"),
    EngineFault.UNASKED: lambda a: Engines.tr("said %1 when nothing was asked"),
    Ended.CANNOT_START: lambda a: Engines.tr("cannot start %1: %2"),
    Ended.EXITED: lambda a: Engines.tr("exited with status %1"),
    Ended.KILLED: lambda a: Engines.tr("was killed by %1"),
    Ended.STILL_RUNNING: lambda a: Engines.tr("closed its output but is still running"),
    Ended.LAST_WORDS: lambda a: Engines.tr("%1 (stderr: %2)"),
    Unparsed.NOT_COORDINATES: lambda a: Engines.tr("expected coordinates x,y, got %1"),
    Unparsed.SIZE_NOT_WHOLE: lambda a: Engines.tr(
        "START's board size must be a whole number, not %1"
    ),
    Unparsed.WIDTH_NOT_WHOLE: lambda a: Engines.tr("the width must be a whole number, not %1"),
    Unparsed.HEIGHT_NOT_WHOLE: lambda a: Engines.tr("the height must be a whole number, not %1"),
    Unparsed.FIELD_NOT_WHOLE: lambda a: Engines.tr(
        "a BOARD line's field must be a whole number, not %1"
    ),
    Unparsed.TOO_LONG: lambda a: Engines.tr("line too long (%1 characters)"),
    Unparsed.NO_ARGUMENTS: lambda a: Engines.tr("%1 takes no arguments (got %2)"),
    Unparsed.RECTSTART: lambda a: Engines.tr("RECTSTART takes width,height (got %1)"),
    Unparsed.MOVE_OF: lambda a: Engines.tr("%1: %2"),
    Unparsed.INFO: lambda a: Engines.tr("INFO takes a key and a value (INFO timeout_turn 1000)"),
    Unparsed.EMPTY: lambda a: Engines.tr("empty line"),
    Unparsed.BOARD_LINE: lambda a: Engines.tr("a BOARD line is x,y,field or DONE, not %1"),
    Unparsed.BOARD_FIELD: lambda a: Engines.tr(
        "a BOARD field is 1 (own), 2 (opponent) or 3, not %1"
    ),
    Unparsed.RULE_MASK: lambda a: Engines.tr("INFO rule takes a whole number (a bit mask), not %1"),
    Unparsed.RULE_NOT_PLAYED: lambda a: Engines.tr(
        "rule %1 is not played here: this engine plays 0 (freestyle), 1 "
        "(exactly five), 4 (renju) and 8 (caro), with or without 2 "
        "(continuous)"
    ),
    Unparsed.SWAP_ANSWER: lambda a: Engines.tr("expected SWAP or one to three moves x,y, got %1"),
    Unfit.NOTHING_ASKED: lambda a: Engines.tr("SWAP2BOARD asks nothing at the step %1"),
    Unfit.STONES: lambda a: Engines.tr("expected %1 stones, got %2"),
    Unfit.SWAP_OR_ONE_OR_TWO: lambda a: Engines.tr("expected SWAP, one move or two moves, got %1"),
    Unfit.SWAP_OR_ONE: lambda a: Engines.tr("expected SWAP or one move, got %1"),
    Unfit.NO_ANSWER: lambda a: Engines.tr("no answer within %1 s"),
}
