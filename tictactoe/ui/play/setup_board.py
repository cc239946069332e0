"""A position set up by hand on the board, to play on from.  No widgets (words through Qt's
translation)."""

from __future__ import annotations

from tictactoe.game import (
    Game,
    Impossible,
    Move,
    Position,
    Rules,
    Unreachable,
    position_from_rows,
    unreachable,
)
from tictactoe.ui.widgets.words import Words, fill

Setup = Words("Setup")


class SetupBoard:
    """Marks placed freely: a click turns a square from empty to X, X to O, O to empty."""

    def __init__(self, rules: Rules | None = None) -> None:
        self.position = Position(rules if rules is not None else Rules())

    def click(self, move: Move) -> None:
        p = self.position
        bit = 1 << p.rules.index(move)
        x_bits, o_bits = p.x_bits, p.o_bits
        if x_bits & bit:
            x_bits, o_bits = x_bits & ~bit, o_bits | bit
        elif o_bits & bit:
            o_bits &= ~bit
        else:
            x_bits |= bit
        self.position = Position(p.rules, x_bits, o_bits)

    def game(self) -> Game:
        """The game to play on from this position; ValueError says why there is none
        (marks that no game reaches, or a game already over), in the window's words."""
        rules = self.position.rules
        reason = unreachable(self.position)
        if reason is not None:
            raise ValueError(
                fill(Setup.tr("impossible start position: %1"), impossible_words(reason))
            )
        game = Game(
            rules=rules,
            start=position_from_rows(self.position.rows(), rules.k, variant=rules.variant),
        )
        if game.is_over():
            raise ValueError(Setup.tr("the position is already over: take a mark away"))
        return game


def impossible_words(reason: Unreachable) -> str:
    """Why a position cannot arise in a game, in the language chosen."""
    mark, other = reason.mark.value, reason.mark.other.value
    return {
        Impossible.COUNTS: fill(
            Setup.tr(
                "X has %1 marks and O has %2; X moves first, so X "
                "must have as many marks as O or one more"
            ),
            reason.xs,
            reason.os,
        ),
        Impossible.BOTH_LINES: Setup.tr("both X and O have a line"),
        Impossible.OVERLINE: Setup.tr("Black (X) has an overline, which renju forbids"),
        Impossible.MOVED_SINCE: fill(Setup.tr("%1 has a line but %2 has moved since"), mark, other),
        Impossible.NO_LAST_MOVE: fill(
            Setup.tr(
                "%1 has lines that no single last move could "
                "have made (the game would have ended earlier)"
            ),
            mark,
        ),
    }[reason.kind]
