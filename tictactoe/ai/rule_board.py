"""The pattern search's boards under the rules other than freestyle.

* :class:`RuleBoard`: the pattern board (:class:`~tictactoe.ai.evaluate.PatternBoard`)
  on the tables of :mod:`tictactoe.ai.rule_patterns` (keys of k cells a side: a five
  and the five inside a six read apart, caro's blocked ends are seen, renju's Black
  has its own classes and ``FORBIDDEN``).  It also keeps the stones as bitboards, so
  that the rules module answers exactly where an answer must be exact: whether
  Black may play a point (:meth:`RuleBoard.foul`, renju's RIF recursion included),
  and which of the other side's moves stop a five (:meth:`RuleBoard.stops`).
* :class:`RuleWindowBoard`: the VCF's window board (:mod:`tictactoe.ai.windows`)
  whose fives are judged by the cells beyond the window's ends: not a five inside a
  six under exactly-k and for renju's Black, not a caro five blocked at both ends.

:func:`board_for` is the board of a game under any rule.  Freestyle's boards are
untouched: the other rules pay for their checks, freestyle does not.
"""

from __future__ import annotations

from tictactoe.ai.evaluate import PatternBoard, geometry
from tictactoe.ai.patterns import FIVE
from tictactoe.ai.rule_patterns import LineRule, line_rules, rule_class_tables, rule_tables
from tictactoe.ai.threats import defences
from tictactoe.ai.windows import WindowBoard
from tictactoe.game import DIRECTIONS, Game, Rules
from tictactoe.variants import Variant, foul, lines

WALL = 3  # a flank off the board, as the window board's cells read it (0 empty, 1 X, 2 O)


def board_for(game: Game) -> PatternBoard:
    """The pattern board of ``game``'s position under its rules."""
    if game.rules.freestyle:
        return PatternBoard.from_game(game)
    return RuleBoard.from_game(game)


class _Bitboards:
    """The stones kept as bitboards beside a board's own lists (``bits``, X's and O's),
    for the rules module's exact answers."""

    __slots__ = ()
    rules: Rules
    bits: list[int]

    def push(self, c: int, s: int) -> None:
        super().push(c, s)  # type: ignore[misc]  # a mixin: the board class after it has push
        self.bits[s] |= 1 << c

    def pop(self, c: int, s: int) -> None:
        super().pop(c, s)  # type: ignore[misc]  # a mixin: the board class after it has pop
        self.bits[s] &= ~(1 << c)

    def foul(self, c: int) -> bool:
        """Is the empty cell ``c`` forbidden to Black (renju; the rules module's answer)?"""
        return (
            self.rules.variant is Variant.RENJU
            and foul(self.rules, self.bits[0], self.bits[1], c) is not None
        )

    def legal(self, c: int, s: int) -> bool:
        """May side ``s`` play the empty cell ``c``?"""
        return s == 1 or not self.foul(c)


class RuleBoard(_Bitboards, PatternBoard):
    """A pattern board under standard, renju or caro (see the module doc)."""

    __slots__ = ("rules", "renju", "caro", "bits")

    def __init__(self, geo, rules: Rules) -> None:
        self.rules = rules
        self.renju = rules.variant is Variant.RENJU
        self.caro = rules.variant is Variant.CARO
        self.bits = [0, 0]
        super().__init__(geo)

    @classmethod
    def empty_board(cls, rules: Rules) -> RuleBoard:
        if rules.freestyle:
            raise ValueError("freestyle has its own pattern board")
        return cls(geometry(rules.width, rules.height, rules.k, rules.k), rules)

    def line_tables(self) -> tuple:
        return rule_tables(self.k, self.rules.variant)

    def cell_tables(self) -> tuple:
        return rule_class_tables(self.rules.variant)

    def stops(self, s: int, points) -> list[int]:
        """The other side's moves after which none of ``points`` (cells where ``s``
        makes a winning row) wins: the point itself when there is one (two cannot be
        stopped), under caro any cell that blocks the row's last open end; never a
        point forbidden to Black."""
        if self.caro:
            cells = defences(self, s, points, FIVE)
        elif len(points) == 1:
            cells = list(points)
        else:
            return []
        if self.renju and s == 1:
            cells = [c for c in cells if not self.foul(c)]
        return cells


class RuleWindowBoard(_Bitboards, WindowBoard):
    """A window board whose fives are judged by the rules (see the module doc)."""

    __slots__ = ("rules", "line_rules", "flanks", "bits")

    def __init__(self, rules: Rules) -> None:
        super().__init__(rules.width, rules.height, rules.k)
        self.rules = rules
        self.line_rules = line_rules(rules.variant)
        self.flanks = _flanks(rules.width, rules.height, rules.k)
        self.bits = [0, 0]

    def wins(self, w: int, s: int) -> bool:
        """Does side ``s``, filling window ``w`` (it holds k - 1 of its stones and none
        of the other's), make a winning row?"""
        rule = self.line_rules[s]
        if rule is LineRule.FREE:
            return True
        own = s + 1
        before, after = self.flanks[w]
        a = self.board[before] if before >= 0 else WALL
        b = self.board[after] if after >= 0 else WALL
        if rule is LineRule.CARO:
            # six or more wins; a five unless both ends are blocked (theirs or the edge)
            return a == own or b == own or not a or not b
        return a != own and b != own

    def fives(self, s: int) -> set[int]:
        esum = self.esum
        return {esum[w] for w in self.four[s] if self.wins(w, s)}

    def stops(self, s: int, points: set[int]) -> list[int]:
        """Cells where the other side may stop ``points`` (``s``'s fives): the points,
        and under caro the open end of a five whose other end is blocked."""
        cells = set(points)
        if self.line_rules[s] is LineRule.CARO:
            esum = self.esum
            board = self.board
            own = s + 1
            for w in self.four[s]:
                if esum[w] not in points:
                    continue
                before, after = self.flanks[w]
                for end, other in ((before, after), (after, before)):
                    if end >= 0 and not board[end] and (other < 0 or board[other] not in (0, own)):
                        cells.add(end)
        return sorted(cells)

    def any_move(self, s: int) -> int:
        """A legal empty cell for side ``s`` (the first in cell order)."""
        for c, v in enumerate(self.board):
            if not v and self.legal(c, s):
                return c
        raise ValueError("no legal move")


def _flanks(width: int, height: int, k: int) -> tuple[tuple[int, int], ...]:
    """Per window (in the rules' order): the cells just before and after it in its line
    (-1 off the board)."""
    out = []
    for d, cells in lines(width, height, k):
        dx, dy = DIRECTIONS[d]
        x0, y0 = cells[0] % width, cells[0] // width
        ends = []
        for x, y in ((x0 - dx, y0 - dy), (x0 + k * dx, y0 + k * dy)):
            ends.append(y * width + x if 0 <= x < width and 0 <= y < height else -1)
        out.append((ends[0], ends[1]))
    return tuple(out)
