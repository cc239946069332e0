"""Renju problems: where the rule decides a puzzle, named by the rule module.  No Qt.

A puzzle under renju is a renju problem when the rule changes its answer
(:func:`tictactoe.coach.puzzle_find.rule_matters`, the threat searches under both
rules).  :func:`forbidden_point` names the point that does it, each judged by the
rules module (:mod:`tictactoe.renju`, through :meth:`tictactoe.game.VariantGame.foul`),
not by the engine that found the puzzle:

* White to play: the solution goes through a point forbidden to Black: after one of
  White's fours its one block is a double three, a double four or an overline for
  Black, so White's five cannot be stopped (``THROUGH``);
* Black to play: the same stones under freestyle give Black a win by fours (as quick,
  or quicker, or from another first move) that plays a point forbidden to it; the
  puzzle's answer, a four-three, avoids it (``AVOIDS``).

None where no such point is found (the rule mattered some other way, or not at all).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from tictactoe.ai import winning_fours
from tictactoe.coach.puzzle import MUCH_SLOWER, Node, Puzzle, PuzzleKind, wins_now
from tictactoe.coach.puzzle_find import Finder
from tictactoe.game import Game, Mark, Move, Position, Variant
from tictactoe.renju import Foul


class HowItMatters(str, enum.Enum):
    THROUGH = "through"  # White wins where Black may not block
    AVOIDS = "avoids"  # Black's win avoids a point forbidden to it


@dataclass(frozen=True)
class ForbiddenPoint:
    """The point forbidden to Black that decides a renju problem, and why (``foul``)."""

    how: HowItMatters
    point: Move
    foul: Foul


def forbidden_point(puzzle: Puzzle, finder: Finder = Finder()) -> ForbiddenPoint | None:
    """The forbidden point that decides ``puzzle`` (see the module's docstring), or None."""
    if puzzle.rules.variant is not Variant.RENJU or puzzle.kind is not PuzzleKind.FOURS:
        return None
    game = puzzle.game()
    if game.to_move() is Mark.O:
        return _through(game, puzzle.solution)
    return _avoided(puzzle, finder)


def _through(game: Game, node: Node) -> ForbiddenPoint | None:
    """The first block of White's fours along the tree that Black may not play."""
    game = game.copy()
    game.play(node.move)
    blocks = wins_now(game, Mark.O)
    if len(blocks) == 1:
        foul = game.foul(blocks[0])
        if foul is not None:
            return ForbiddenPoint(HowItMatters.THROUGH, blocks[0], foul)
    for reply, after in node.replies:
        child = game.copy()
        child.play(reply)
        found = _through(child, after)
        if found is not None:
            return found
    return None


def _avoided(puzzle: Puzzle, finder: Finder) -> ForbiddenPoint | None:
    """A point forbidden to Black in one of Black's wins by fours under freestyle (the
    quickest first), replayed move by move on the renju board."""
    rules = puzzle.rules.with_variant(Variant.FREESTYLE)
    start = Position(rules, puzzle.start.x_bits, puzzle.start.o_bits)
    wins = winning_fours(
        Game.for_rules(rules, start=start),
        max_plies=puzzle.plies + MUCH_SLOWER,
        nodes=finder.nodes,
        cancel=finder.cancel,
    )
    for line in sorted((wins or {}).values(), key=lambda line: (len(line), line)):
        renju = puzzle.game()
        for ply, move in enumerate(line):
            if ply % 2 == 0:  # Black's
                foul = renju.foul(move)
                if foul is not None:
                    return ForbiddenPoint(HowItMatters.AVOIDS, move, foul)
            if renju.illegal(move) is not None or renju.is_over():
                break  # the line does not go on here (a block White need not make)
            renju.play(move)
    return None
