"""A position set up by hand on the board, to play on from.  No widgets (words through Qt's
translation)."""

from __future__ import annotations

from tictactoe.game import Game, Move, Position, Rules, position_from_rows, unreachable
from tictactoe.ui.words.problem_words import impossible_words
from tictactoe.ui.words.translation import Words, fill

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
        game = Game.for_rules(
            rules,
            start=position_from_rows(self.position.rows(), rules.k, variant=rules.variant),
        )
        if game.is_over():
            raise ValueError(Setup.tr("the position is already over: take a mark away"))
        return game
