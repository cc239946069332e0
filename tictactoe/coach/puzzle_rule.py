"""Renju problems: where the rule decides a puzzle, named by the rule module.  No Qt.

A puzzle under renju is a renju problem when the rule changes its answer
(:func:`tictactoe.coach.puzzle_find.rule_matters`, the threat searches under both
rules).  :func:`forbidden_point` names the point that does it, judged by the rules
module (:func:`tictactoe.variants.foul`, :mod:`tictactoe.renju`), not by the engine
that found the puzzle:

* White to play (``THROUGH``): the solution goes through a point forbidden to Black.
  After one of White's fours its one block is a double three, a double four or an
  overline for Black, so White's five cannot be stopped; or one of Black's blocks makes
  a four that would be a counter-threat under freestyle, but its five would be an
  overline, so White need not answer it.
* Black to play (``AVOIDS``): the same stones under freestyle give Black a win by fours
  (as quick, or quicker, or from another first move) that plays a point forbidden to
  Black, or makes a "four" whose five would be an overline; the puzzle's answer, a
  four-three, avoids it.

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
from tictactoe.variants import foul


class HowItMatters(str, enum.Enum):
    THROUGH = "through"  # White wins where Black may not block (or may not make five)
    AVOIDS = "avoids"  # Black's win avoids a point forbidden to it


@dataclass(frozen=True)
class ForbiddenPoint:
    """The point forbidden to Black that decides a renju problem, why (``foul``), and the
    position where it is forbidden."""

    how: HowItMatters
    point: Move
    foul: Foul
    position: Position


def forbidden_point(puzzle: Puzzle, finder: Finder = Finder()) -> ForbiddenPoint | None:
    """The forbidden point that decides ``puzzle`` (see the module's docstring), or None."""
    if puzzle.rules.variant is not Variant.RENJU or puzzle.kind is not PuzzleKind.FOURS:
        return None
    game = puzzle.game()
    if game.to_move() is Mark.O:
        return _through(game, puzzle.solution) or _void_fives(game)
    return _avoided(puzzle, finder)


def _forbidden(game: Game, cells: list[Move], how: HowItMatters) -> ForbiddenPoint | None:
    """The first of ``cells`` forbidden to Black in ``game``'s position."""
    position, rules = game.position(), game.rules
    for cell in cells:
        found = foul(rules, position.x_bits, position.o_bits, rules.index(cell))
        if found is not None:
            return ForbiddenPoint(how, cell, found, position)
    return None


def _void_fives(game: Game) -> ForbiddenPoint | None:
    """A cell where Black's row would be five or more under freestyle, but is an overline
    under renju (a four of Black's that is no four)."""
    rules = game.rules.with_variant(Variant.FREESTYLE)
    position = game.position()
    free = Game.for_rules(rules, start=Position(rules, position.x_bits, position.o_bits))
    return _forbidden(game, wins_now(free, Mark.X), HowItMatters.THROUGH)


def _through(game: Game, node: Node) -> ForbiddenPoint | None:
    """Along the tree: the one block of a White four that Black may not play, or a Black
    four made by a block whose five would be an overline."""
    game = game.copy()
    game.play(node.move)
    blocks = wins_now(game, Mark.O)
    if len(blocks) == 1:
        found = _forbidden(game, blocks, HowItMatters.THROUGH)
        if found is not None:
            return found
    for reply, after in node.replies:
        child = game.copy()
        child.play(reply)
        found = _void_fives(child) or _through(child, after)
        if found is not None:
            return found
    return None


def _avoided(puzzle: Puzzle, finder: Finder) -> ForbiddenPoint | None:
    """A point forbidden to Black in one of Black's wins by fours under freestyle (the
    quickest first), replayed move by move on the renju board: a move of Black's, or the
    five of one of its fours."""
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
            if ply % 2 == 0:  # Black's move
                found = _forbidden(renju, [move], HowItMatters.AVOIDS)
                if found is not None:
                    return found
            if renju.illegal(move) is not None or renju.is_over():
                break  # the line does not go on here
            renju.play(move)
            if ply % 2 == 0:
                void = _void_fives(renju)
                if void is not None:
                    return ForbiddenPoint(HowItMatters.AVOIDS, void.point, void.foul, void.position)
    return None
