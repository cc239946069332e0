"""Proving a stored puzzle again: its position still qualifies and its tree is sound.  No Qt.

:func:`reprove` asks first, of a puzzle won by fours, the engine's threat search for every
first move that wins by fours and threes within the puzzle's margin
(:func:`tictactoe.coach.puzzle_find.rivals`): another one found, or the answer itself
winning quicker with a three, is said as such.  Then it runs the finder
(:func:`tictactoe.coach.puzzle_find.puzzle_at`) on the puzzle's position afresh: it must
qualify with the same kind, length and first move (so the first move is still the only
one).  Then every step of the stored tree is
checked by its own rule, not by comparing with a tree built again:

* ``EXACT``: after each attacker move the attacker wins in exactly the plies left
  (solved), and each defender reply kept is one of the longest defences (after it
  the attacker still needs exactly two plies fewer);
* ``FOURS``: each attacker move but the last makes a four, the defender cannot win
  at once, and the replies are the forced blocks: the one cell, or for a double
  four its cells, each answered by the other; under renju, where Black may not block
  (the cell is forbidden to it), any reply, answered by the five.

Leaves winning and moves being legal are :func:`~tictactoe.coach.puzzle.check_tree`'s
(run whenever a puzzle line is read).
"""

from __future__ import annotations

from tictactoe.ai import solve, winning_fours
from tictactoe.coach.puzzle import (
    MUCH_SLOWER,
    Node,
    Puzzle,
    PuzzleError,
    PuzzleKind,
    check_tree,
    wins_now,
)
from tictactoe.coach.puzzle_find import Finder, puzzle_at, quiet_wins, rivals
from tictactoe.coach.puzzle_judge import NOT_A_FOUR
from tictactoe.game import Game, Mark, Move
from tictactoe.notation import cell_name

# What reprove says of a puzzle won by fours with a second answer, found by the threat search
# or among the quiet moves (the words before the colon name the case: `tictactoe puzzles
# check` counts them)
AS_FAST = "another first move wins as fast or faster"
WITHIN_MARGIN = "another first move wins within the margin"
QUICKER = "the answer wins quicker with a three"
UNSETTLED = "the threat search ran out of nodes"


def reprove(puzzle: Puzzle, finder: Finder = Finder()) -> str | None:
    """None when the puzzle is proven again, else what failed."""
    try:
        check_tree(puzzle)
    except PuzzleError as exc:
        return str(exc)
    if puzzle.kind is PuzzleKind.FOURS:
        reason = _rivals_said(puzzle, finder)
        if reason is not None:
            return reason
    again = puzzle_at(puzzle.game(), finder)
    if again is None:
        quiet = _quiet_said(puzzle, finder) if puzzle.kind is PuzzleKind.FOURS else None
        return quiet or "the position does not qualify as a puzzle any more"
    if (again.kind, again.plies, again.solution.move) != (
        puzzle.kind,
        puzzle.plies,
        puzzle.solution.move,
    ):
        return (
            f"found {again.kind.value} in {again.plies} from "
            f"{cell_name(again.solution.move, puzzle.rules)} instead"
        )
    game = puzzle.game()
    attacker = game.to_move()
    if puzzle.kind is PuzzleKind.EXACT:
        return _exact_steps(game, puzzle.solution, puzzle.plies, attacker, finder)
    return _fours_steps(game, puzzle.solution, attacker)


def _rivals_said(puzzle: Puzzle, finder: Finder) -> str | None:
    """What the threat search finds against the puzzle's answer (:func:`rivals`), said."""
    first, plies = puzzle.solution.move, puzzle.plies
    found = rivals(puzzle.game(), first, plies, finder)
    if found is None:
        return UNSETTLED
    if first in found:
        return f"{QUICKER}: in {found[first]} (the puzzle says {plies})"
    return _others_said(puzzle, found)


def _quiet_said(puzzle: Puzzle, finder: Finder) -> str | None:
    """The quiet first moves near the stones that win within the margin (:func:`quiet_wins`,
    all of them), said; None when there are none (or the fours ran out of nodes)."""
    game = puzzle.game()
    within = puzzle.plies + MUCH_SLOWER - 1
    fours = winning_fours(game, max_plies=within, nodes=finder.nodes, cancel=finder.cancel)
    if fours is None:
        return None
    quiet = quiet_wins(game, set(fours), within, finder, first=False)
    return _others_said(puzzle, quiet, ", a quiet move")


def _others_said(puzzle: Puzzle, found: dict[Move, int], how: str = "") -> str | None:
    """``found``, other first moves with their lengths, said (None: there are none)."""
    if not found:
        return None
    first, plies, rules = puzzle.solution.move, puzzle.plies, puzzle.rules
    said = ", ".join(f"{cell_name(m, rules)} in {n}" for m, n in sorted(found.items()))
    case = AS_FAST if min(found.values()) <= plies else WITHIN_MARGIN
    return f"{case}: {said}{how} (the answer {cell_name(first, rules)} in {plies})"


def _exact_steps(game: Game, node: Node, plies: int, attacker: Mark, finder: Finder) -> str | None:
    game = game.copy()
    game.play(node.move)
    if not node.replies:
        return None
    value = solve(game, budget=finder.budget)
    if value is None or value.winner is not attacker or value.plies != plies - 1:
        return f"after {cell_name(node.move, game.rules)} the win in {plies - 1} is not proven"
    for reply, after in node.replies:
        child = game.copy()
        child.play(reply)
        held = solve(child, budget=finder.budget)
        if held is None or held.winner is not attacker or held.plies != plies - 2:
            return f"{cell_name(reply, game.rules)} is not one of the longest defences"
        reason = _exact_steps(child, after, plies - 2, attacker, finder)
        if reason is not None:
            return reason
    return None


def _fours_steps(game: Game, node: Node, attacker: Mark) -> str | None:
    game = game.copy()
    game.play(node.move)
    if not node.replies:
        return None
    blocks = wins_now(game, attacker)
    if not blocks:
        return NOT_A_FOUR.format(cell_name(node.move, game.rules))
    if wins_now(game, attacker.other):
        return f"after {cell_name(node.move, game.rules)} the defender wins at once"
    replies = [reply for reply, _ in node.replies]
    if len(blocks) == 1 and not game.is_legal(blocks[0]):  # renju: Black may not block
        if not all(not n.replies and n.move == blocks[0] for _, n in node.replies):
            return f"after {cell_name(node.move, game.rules)} the tree does not make five"
        return None
    if len(blocks) == 1 and replies != blocks:
        return (
            f"the block of {cell_name(node.move, game.rules)} is {cell_name(blocks[0], game.rules)}"
        )
    if len(blocks) >= 2 and not all(
        r in blocks and not n.replies and n.move in blocks and n.move != r for r, n in node.replies
    ):
        return (
            f"after the double four {cell_name(node.move, game.rules)} the tree does not finish it"
        )
    for reply, after in node.replies:
        child = game.copy()
        child.play(reply)
        reason = _fours_steps(child, after, attacker)
        if reason is not None:
            return reason
    return None
