"""Line patterns and cell classes under the rules other than freestyle.

Freestyle's tables (:mod:`tictactoe.ai.patterns`) read ``k - 1`` cells on each side
of a cell: enough to see every window of k through it, not enough to tell a five
from the five inside a six.  Under standard (exactly k), renju (Black: exactly five)
and caro (a five blocked at both ends does not win) the cell just beyond a row
decides, so these tables read **k cells a side** (keys of ``2k`` cells) and judge
each row with the rule of the side that plays it (:class:`LineRule`):

* ``FREE``: k or more (renju's White);
* ``EXACT``: exactly k (standard, both sides);
* ``CARO``: six or more, or exactly five not blocked at both ends (the edge blocks);
* ``BLACK``: renju's Black: exactly five, and a line where the stone makes an
  overline or two fours is ``FOUL`` (a pattern of its own).

The patterns mean what freestyle's do (``F5`` a winning row through the cell, ``F4``
a four no single stone of the other side stops, ``B4`` one it can, ``F3`` one stone
from an ``F4``, ...), with "wins" the line's rule.  For renju's Black ``F4`` is a
straight four, ``F3`` a three as RIF 9 counts it within the line (a stone, not making
five, that makes a straight four), and the class of a cell with a ``FOUL`` line, two
fours or two threes (and no five) is :data:`~tictactoe.ai.patterns.FORBIDDEN`: every
point forbidden to Black is, and the few it over-forbids are double threes whose
three is false only by the recursion of RIF 9.3 (the exact answer is
:func:`tictactoe.variants.foul`, asked where it matters: see
:mod:`tictactoe.ai.rule_board`).

Cell codes are ``sum(pattern[d] * NP_RULES ** d)``; a renju Black code is offset by
:data:`BLACK_OFFSET` (its direction-0 entries carry it), so one class table serves
both sides although the same patterns mean other classes for Black.  A table is a
dict filled as keys turn up (there are 132,496 possible keys of k = 5 a direction; a
game meets a few thousand).
"""

from __future__ import annotations

import enum
from functools import lru_cache

from tictactoe.ai.patterns import (
    B1,
    B2,
    B3,
    B4,
    DEAD,
    F1,
    F2,
    F3,
    F4,
    F5,
    FIELD,
    FORBIDDEN,
    THREE,
    cell_class,
)
from tictactoe.variants import Variant

FOUL = 10  # renju's Black: the stone makes an overline or two fours here
NP_RULES = 11  # line patterns under these tables (FOUL included)
BLACK_OFFSET = NP_RULES**4  # renju Black's codes: the second half of the class tables
EMPTY, OWN, BLOCKED = 0, 1, 2
_DOWN = {F4: F3, B4: B3, F3: F2, B3: B2, F2: F1, B2: B1}


class LineRule(enum.Enum):
    """Which rows of one side win, as a line's patterns read them."""

    FREE = "k or more"
    EXACT = "exactly k"
    CARO = "caro"
    BLACK = "renju black"


def line_rules(variant: Variant) -> tuple[LineRule, LineRule]:
    """The line rules of X (Black) and O (White) under ``variant`` (not freestyle)."""
    if variant is Variant.STANDARD:
        return LineRule.EXACT, LineRule.EXACT
    if variant is Variant.CARO:
        return LineRule.CARO, LineRule.CARO
    if variant is Variant.RENJU:
        return LineRule.BLACK, LineRule.FREE
    raise ValueError(f"freestyle reads freestyle's tables, not {variant!r}")


# -- one line -------------------------------------------------------------------------------


def _row(seg: tuple[int, ...], at: int) -> tuple[int, int]:
    """The first and last cell of the unbroken own row through ``at``."""
    start = at
    while start > 0 and seg[start - 1] == OWN:
        start -= 1
    end = at
    last = len(seg) - 1
    while end < last and seg[end + 1] == OWN:
        end += 1
    return start, end


def _blocked(seg: tuple[int, ...], i: int) -> bool:
    return i < 0 or i >= len(seg) or seg[i] == BLOCKED


def _wins(seg: tuple[int, ...], start: int, end: int, k: int, rule: LineRule) -> bool:
    """Does the own row ``start..end`` win under ``rule``?  (A row through the middle
    that reaches the segment's end is longer than k: its length is then a bound.)"""
    length = end - start + 1
    if length < k:
        return False
    if rule is LineRule.FREE:
        return True
    if rule is LineRule.CARO:
        return length > k or not (_blocked(seg, start - 1) and _blocked(seg, end + 1))
    return length == k


def _with(seg: tuple[int, ...], i: int, value: int) -> tuple[int, ...]:
    return seg[:i] + (value,) + seg[i + 1 :]


def _normal(seg: tuple[int, ...]) -> tuple[int, ...]:
    """The segment with every cell beyond a blocked one (seen from the middle) blocked:
    no row through the middle, nor its ends, reaches past a blocked cell."""
    cells = list(seg)
    middle = len(cells) // 2
    for i in range(middle + 2, len(cells)):
        if cells[i - 1] == BLOCKED:
            cells[i] = BLOCKED
    for i in range(middle - 2, -1, -1):
        if cells[i + 1] == BLOCKED:
            cells[i] = BLOCKED
    return tuple(cells)


def _five_points(seg: tuple[int, ...], k: int, rule: LineRule) -> tuple[list[int], int]:
    """The empty cells where one more own stone makes a winning row through the middle,
    and how many fours they complete (the distinct sets of own stones of those rows)."""
    middle = len(seg) // 2
    points = []
    fours = set()
    for e, v in enumerate(seg):
        if v != EMPTY:
            continue
        after = _with(seg, e, OWN)
        start, end = _row(after, middle)
        if start <= e <= end and _wins(after, start, end, k, rule):
            points.append(e)
            fours.add((start, end, e))
    distinct = {frozenset(range(start, end + 1)) - {e} for start, end, e in fours}
    return points, len(distinct)


def _stoppable(seg: tuple[int, ...], points: list[int], k: int, rule: LineRule) -> bool:
    """Can one stone of the other side leave none of ``points`` winning?  (Under caro a
    stone beyond a row's end can; under the other rules only a stone on the one point.)"""
    if rule is not LineRule.CARO:
        return len(points) < 2
    middle = len(seg) // 2
    for d, v in enumerate(seg):
        if v != EMPTY:
            continue
        blocked = _with(seg, d, BLOCKED)
        alive = False
        for p in points:
            if p == d:
                continue
            after = _with(blocked, p, OWN)
            start, end = _row(after, middle)
            if _wins(after, start, end, k, rule):
                alive = True
                break
        if not alive:
            return True
    return False


@lru_cache(maxsize=None)
def level(seg: tuple[int, ...], k: int, rule: LineRule) -> int:
    """The pattern of a (normalised) line whose middle cell holds an own stone."""
    middle = len(seg) // 2
    start, end = _row(seg, middle)
    if _wins(seg, start, end, k, rule):
        return F5
    if end - start + 1 > k:
        # the stone joins an overline that does not win: nothing can hold it any more
        return FOUL if rule is LineRule.BLACK else DEAD
    windows = [seg[a : a + k] for a in range(middle - k + 1, middle + 1)]
    if not any(BLOCKED not in w for w in windows):
        return DEAD
    points, fours = _five_points(seg, k, rule)
    if points:
        if rule is LineRule.BLACK and fours >= 2:
            return FOUL
        return B4 if _stoppable(seg, points, k, rule) else F4
    best = DEAD
    for e, v in enumerate(seg):
        if v != EMPTY:
            continue
        below = _DOWN.get(level(_normal(_with(seg, e, OWN)), k, rule), DEAD)
        if below > best:
            best = below
            if best == F3:
                break
    return best


def segment(key: int, own: int, reach: int) -> tuple[int, ...]:
    """The normalised line of ``key`` (``2 * reach`` cells, two bits each: 0 empty,
    1 X, 2 O, 3 off the board) seen by the side whose stones are ``own`` (1 or 2),
    its middle cell own."""
    cells = []
    for slot in range(2 * reach):
        v = key >> (2 * slot) & 3
        cells.append(EMPTY if v == 0 else OWN if v == own else BLOCKED)
    return _normal(tuple(cells[:reach]) + (OWN,) + tuple(cells[reach:]))


def line_pattern(key: int, side: int, k: int, rule: LineRule) -> int:
    """The pattern ``side`` (0 X, 1 O) gets in the line of ``key`` (reach k) by playing
    its middle cell, under ``rule``."""
    return level(segment(key, side + 1, k), k, rule)


class RuleLineTable(dict):
    """A side's flat line table under a rule: key ``d * 4 ** (2k) + line`` ->
    ``pattern * NP_RULES ** d`` (plus ``offset`` in direction 0), filled as keys are read."""

    def __init__(self, k: int, side: int, rule: LineRule, offset: int) -> None:
        super().__init__()
        self.k = k
        self.side = side
        self.rule = rule
        self.offset = offset
        self.size = 1 << (4 * k)

    def __missing__(self, key: int) -> int:
        d, line = divmod(key, self.size)
        value = line_pattern(line, self.side, self.k, self.rule) * NP_RULES**d
        if d == 0:
            value += self.offset
        self[key] = value
        return value


@lru_cache(maxsize=8)
def rule_tables(k: int, variant: Variant) -> tuple[RuleLineTable, RuleLineTable]:
    """X's and O's line tables under ``variant`` (kept per process, filled as read)."""
    rules = line_rules(variant)
    return tuple(
        RuleLineTable(k, side, rule, BLACK_OFFSET if rule is LineRule.BLACK else 0)
        for side, rule in enumerate(rules)
    )  # type: ignore[return-value]  # one table a side: two


# -- cells ----------------------------------------------------------------------------------


def black_class(patterns: tuple[int, ...]) -> int:
    """The class of a cell for renju's Black: a five wins whatever else the stone makes;
    an overline or two fours in a line, two fours or two threes are ``FORBIDDEN``."""
    n = [0] * NP_RULES
    for p in patterns:
        n[p] += 1
    if not n[F5] and (n[FOUL] or n[F4] + n[B4] >= 2 or n[F3] >= 2):
        return FORBIDDEN
    return cell_class(tuple(DEAD if p == FOUL else p for p in patterns))


def _patterns(code: int) -> tuple[int, ...]:
    return tuple(code // NP_RULES**d % NP_RULES for d in range(4))


@lru_cache(maxsize=4)
def rule_class_tables(variant: Variant) -> tuple:
    """Per cell code of these tables (``2 * NP_RULES ** 4``: the second half renju
    Black's): its class, move order (playing it; taking it from the code's side), class
    when kept in a set (``THREE`` up, else 0), evaluation values (``own * FIELD + other``,
    as freestyle's) from the rule's fitted tables (:mod:`tictactoe.ai.weights`), and per
    side to move what the threats are worth.  A cell forbidden to Black reads the tables
    as any other, as the compiled core does: the fit writes 0 for Black's values and move
    order there (Black cannot play it), while White's worth of taking it stays the table's."""
    from tictactoe.ai.weights import combo_index, load

    w = load(variant)
    classes, own, opp, values = [], [], [], []
    for code in range(2 * BLACK_OFFSET):
        black = code >= BLACK_OFFSET
        patterns = _patterns(code % BLACK_OFFSET)
        cl = (
            black_class(patterns)
            if black
            else cell_class(tuple(DEAD if p == FOUL else p for p in patterns))
        )
        classes.append(cl)
        side = 0 if black or variant is not Variant.RENJU else 1
        combo = combo_index(patterns)
        own.append(w.own[side][combo])
        opp.append(w.opp[1 - side][combo])
        values.append(w.move[side][combo] * FIELD - w.wait[side][combo])
    kept = tuple(cl if cl >= THREE else 0 for cl in classes)
    return tuple(classes), tuple(own), tuple(opp), kept, tuple(values), w.threat
