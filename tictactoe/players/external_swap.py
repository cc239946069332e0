"""An external engine's part in a swap or swap2 opening, asked with Gomocup's ``SWAP2BOARD``
(:mod:`tictactoe.pbrain.protocol` has the exchange).  No processes here: what to send for
a negotiation's step, and what the engine's answer means for it.

The protocol knows swap2 only, and one answer may settle more than one of our steps:
two moves to three stones are swap2's "two more" *and* the stones, one move is "White"
*and* White's first stone.  :func:`read_answer` returns the action for this step and
what is left over (the two stones for the next step, or White's stone for the game's
first move), which :class:`~tictactoe.players.external.PbrainPlayer` keeps.  Under
plain swap the same ``SWAP2BOARD`` is sent after three stones; an answer of two moves
is then no answer (swap has no "two more").
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.game import Move
from tictactoe.pbrain import protocol
from tictactoe.problems import Kind, Problem, ProblemError
from tictactoe.sentences import QT_TRANSLATE_NOOP
from tictactoe.swap import Action, Choice, Negotiation, Opening, Step


@enum.unique
class Unfit(Kind):
    """Why an answer to ``SWAP2BOARD`` does not fit the step (each with its English)."""

    NOTHING_ASKED = QT_TRANSLATE_NOOP("Engines", "SWAP2BOARD asks nothing at the step {}")
    STONES = QT_TRANSLATE_NOOP("Engines", "expected {} stones, got {!r}")
    SWAP_OR_ONE_OR_TWO = QT_TRANSLATE_NOOP(
        "Engines", "expected SWAP, one move or two moves, got {!r}"
    )
    SWAP_OR_ONE = QT_TRANSLATE_NOOP("Engines", "expected SWAP or one move, got {!r}")
    NO_ANSWER = QT_TRANSLATE_NOOP("Engines", "no answer within {:g} s")


class SwapAnswerError(ProblemError, ValueError):
    """An answer that does not fit the step; ``problem`` says what was expected (an
    :class:`Unfit` kind, or the protocol's ``Unparsed``), the message is its English."""


@dataclass(frozen=True)
class SwapAsked:
    """The engine's answer read for a step: the action, and the stones left over for the
    next step (swap2's two) or the move it plays as White once the opening is settled."""

    action: Action
    later_stones: tuple[Move, ...] = ()
    white_move: Move | None = None


def lines_for(negotiation: Negotiation) -> list[str]:
    """The ``SWAP2BOARD`` block for the negotiation's step (never for swap2's two
    stones: they came with the answer before)."""
    if negotiation.step not in (Step.PLACE_THREE, Step.CHOOSE, Step.CHOOSE_AGAIN):
        raise SwapAnswerError(Problem(Unfit.NOTHING_ASKED, (negotiation.step.value,)))
    return protocol.format_swap2board(negotiation.stones)


def read_answer(negotiation: Negotiation, line: str) -> SwapAsked:
    """What the engine's ``line`` means at the negotiation's step; SwapAnswerError when
    it does not fit (the caller makes that a forfeit)."""
    try:
        answer = protocol.parse_swap_answer(line)
    except protocol.ProtocolError as error:
        raise SwapAnswerError(error.problem) from None
    step, count = negotiation.step, len(answer.moves)
    if step is Step.PLACE_THREE:
        if answer.swap or count != negotiation.to_place():
            raise SwapAnswerError(Problem(Unfit.STONES, (negotiation.to_place(), line.strip())))
        return SwapAsked(Action(stones=answer.moves))
    if answer.swap:
        return SwapAsked(Action(choice=Choice.BLACK))
    if count == 1:
        return SwapAsked(Action(choice=Choice.WHITE), white_move=answer.moves[0])
    if count == 2 and step is Step.CHOOSE and negotiation.kind is Opening.SWAP2:
        return SwapAsked(Action(choice=Choice.TWO), later_stones=answer.moves)
    expected = (
        Unfit.SWAP_OR_ONE_OR_TWO
        if step is Step.CHOOSE and negotiation.kind is Opening.SWAP2
        else Unfit.SWAP_OR_ONE
    )
    raise SwapAnswerError(Problem(expected, (line.strip()[:80],)))
