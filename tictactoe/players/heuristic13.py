"""TICTACTO.PAS: the 13 ordered rules, for any board and any k (= the document's m).

Named ``heuristic13`` so it is not confused with the game's ``Rules``.

The computer's n-th move (n = its marks on the board + 1):

* move 1: the centremost cell ``((w-1)//2, (h-1)//2)``; if it is taken, the cell to
  its right; if that is taken too (or off the board), the rules below.
* move 2, when m >= 5: the first empty cell around its first mark (the eight
  neighbours, row by row).
* otherwise the first of these that applies, each scanning the empty cells row
  by row, left to right, and taking the first cell that fits:

  (i) computer makes m in a row; (ii) user would make m (block it);
  (iii) user would make m-1 in two or more directions; (iv) computer would;
  (v) computer makes m-1 such that it can make m in two or more ways next move;
  (vi) the same for the user; (vii) user would make m-2 in two or more
  directions; (viii) computer would; (ix) computer makes m-1; (x) user would;
  (xi) if m < 6: (a) user would fill a 2x2 square, (b) computer would;
  (xii) computer makes m-2; (xiii) user would.

* fallback: the cell where the computer's longest line (its marks together
  through that cell) is largest.

"A row of j elements" through a cell means: j or more of that side's marks in
a row through the cell once it plays there, in a direction where a line of m
can still be made (the run and the empty cells around it give room for m).
Rules whose j would be 0 or less (m <= 2) are skipped.  "Ways to make m" are
distinct cells that would complete m in a row.
"""

from __future__ import annotations

from tictactoe.ai import Cancel, Move
from tictactoe.game import DIRECTIONS, Game, Rules, Variant
from tictactoe.players.base import AIPlayer
from tictactoe.players.tactics import empty_indices, room_through, run_through
from tictactoe.variants import winning_cells


def _runs(rules: Rules, own: int, other: int, cell: int) -> list[int]:
    """Live run lengths through ``cell`` for ``own`` playing there (one per live direction)."""
    bits = own | 1 << cell
    return [
        run_through(rules, bits, cell, d)
        for d in DIRECTIONS
        if room_through(rules, other, cell, d) >= rules.k
    ]


def _square(rules: Rules, own: int, cell: int) -> bool:
    """Would ``own`` fill a 2x2 square by playing ``cell``?"""
    w, h = rules.width, rules.height
    x, y = cell % w, cell // w
    bits = own | 1 << cell
    for ox in (x - 1, x):
        for oy in (y - 1, y):
            if ox >= 0 and ox + 1 < w and oy >= 0 and oy + 1 < h:
                cells = (oy * w + ox, oy * w + ox + 1, (oy + 1) * w + ox, (oy + 1) * w + ox + 1)
                if all(bits >> c & 1 for c in cells):
                    return True
    return False


def rules_move(game: Game) -> tuple[Move, str]:
    """The move TICTACTO.PAS's computer makes in ``game``, and the rule that chose it."""
    rules = game.rules
    w, h, m = rules.width, rules.height, rules.k
    pos = game.position()
    me = game.to_move()
    comp, user = (pos.x_bits, pos.o_bits) if me == "X" else (pos.o_bits, pos.x_bits)
    occupied = comp | user
    commove = comp.bit_count() + 1

    if commove == 1:
        centre = ((w - 1) // 2, (h - 1) // 2)
        if not occupied >> rules.index(centre) & 1:
            return centre, "first move: centre"
        right = (centre[0] + 1, centre[1])
        if right[0] < w and not occupied >> rules.index(right) & 1:
            return right, "first move: right of centre"
    if commove == 2 and m >= 5:
        first = next((mv for mv in game.moves if comp >> rules.index(mv) & 1), None)
        if first is None:
            first = rules.move((comp & -comp).bit_length() - 1)
        fx, fy = first
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                x, y = fx + dx, fy + dy
                if (dx or dy) and 0 <= x < w and 0 <= y < h and not occupied >> (y * w + x) & 1:
                    return (x, y), "second move: next to the first"

    empties = empty_indices(rules, occupied)
    runs_c = {c: _runs(rules, comp, user, c) for c in empties}
    runs_u = {c: _runs(rules, user, comp, c) for c in empties}

    def first_where(pred, name: str) -> tuple[Move, str] | None:
        for c in empties:
            if pred(c):
                return rules.move(c), name
        return None

    def makes(runs: dict, j: int, directions: int = 1):
        return lambda c: sum(1 for r in runs[c] if r >= j) >= directions

    comp_wins = set(winning_cells(rules, comp, user))
    user_wins = set(winning_cells(rules, user, comp))

    def double_next(own: int, other: int, runs: dict):
        def pred(c: int) -> bool:
            if not any(r >= m - 1 for r in runs[c]):
                return False
            return len(winning_cells(rules, own | 1 << c, other)) >= 2

        return pred

    steps: list[tuple[object, str, bool]] = [
        (lambda c: c in comp_wins, "(i) win", True),
        (lambda c: c in user_wins, "(ii) block a win", True),
        (makes(runs_u, m - 1, 2), "(iii) block m-1 in two directions", m - 1 >= 1),
        (makes(runs_c, m - 1, 2), "(iv) m-1 in two directions", m - 1 >= 1),
        (double_next(comp, user, runs_c), "(v) m-1 with two ways to win", m - 1 >= 1),
        (double_next(user, comp, runs_u), "(vi) block m-1 with two ways to win", m - 1 >= 1),
        (makes(runs_u, m - 2, 2), "(vii) block m-2 in two directions", m - 2 >= 1),
        (makes(runs_c, m - 2, 2), "(viii) m-2 in two directions", m - 2 >= 1),
        (makes(runs_c, m - 1), "(ix) m-1", m - 1 >= 1),
        (makes(runs_u, m - 1), "(x) block m-1", m - 1 >= 1),
        (lambda c: _square(rules, user, c), "(xi a) block a 2x2 square", m < 6),
        (lambda c: _square(rules, comp, c), "(xi b) 2x2 square", m < 6),
        (makes(runs_c, m - 2), "(xii) m-2", m - 2 >= 1),
        (makes(runs_u, m - 2), "(xiii) block m-2", m - 2 >= 1),
    ]
    for pred, name, applies in steps:
        if applies:
            found = first_where(pred, name)
            if found is not None:
                return found
    best, best_len = empties[0], -1
    for c in empties:
        live = runs_c[c]
        length = max(live) if live else 0
        if length > best_len:
            best, best_len = c, length
    return rules.move(best), "fallback: longest line"


class RulesPlayer(AIPlayer):
    """TICTACTO.PAS's rule-based computer player."""

    variants = frozenset({Variant.FREESTYLE})  # windows: "k or more in a row wins"

    def explain(self, game: Game) -> tuple[Move, str]:
        return rules_move(game)

    def select(self, game: Game, cancel: Cancel) -> Move:
        return rules_move(game)[0]
