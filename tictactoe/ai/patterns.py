"""Line patterns and cell threat classes for k in a row (Gomoku: k = 5), as tables.

For an empty cell and one of the four directions, the *line* is the ``2k - 2``
cells around it (``k - 1`` on each side).  Its *key* packs them two bits each
(0 empty, 1 X, 2 O, 3 off the board), so a move changes the key of every cell
within ``k - 1`` of it along the move's four lines by one addition.

A key gives each side's *line pattern*: what that side would have in this line
by playing the cell.  Only the windows of k cells that contain the cell count,
and the classes are defined recursively, for any k:

* ``F5``: k in a row;
* ``F4`` (an open four): two or more empty cells would then each make k;
  ``B4`` (a four): exactly one;
* ``F3`` / ``B3``: one more stone somewhere in the line would make an ``F4`` /
  at best a ``B4``;
* ``F2``, ``B2``, ``F1``, ``B1`` likewise one level down; ``DEAD``: no k can
  ever be made there.

The four patterns of a cell combine into its *class* for a side (strongest
first): ``FIVE`` (wins), ``FLEX4`` (an open four or two fours: wins next move
unless the other side makes k first), ``FOUR_THREE`` (a four and an open
three), ``FOUR_PLUS`` (a four and a three or two), ``FOUR``, ``THREE_THREE``,
``THREE_PLUS``, ``THREE``, ``BLOCK3_PLUS``, ``TWO_TWO``, ``BLOCK3``, ``TWO``,
``NONE``.  A cell's *code* for a side is ``sum(pattern[d] * NP ** d)``; tables
indexed by the code give its class and its score (see :func:`cell_score`).

Up to k = 5 the tables are lists built once per k from the keys that can occur
(off-board cells only at the ends: 14,641 of the 65,536 keys of k = 5, about
0.1 s).  The key space grows as 4 ** (2k - 2) (16 million for k = 7), so beyond
k = 5 a table is a dict filled as keys turn up (:class:`LazyLineTable`): a game
meets a few thousand of them.  Nothing here depends on the board's size.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import product

# line patterns, weakest first
DEAD, B1, F1, B2, F2, B3, F3, B4, F4, F5 = range(10)
NP = 10  # number of line patterns
PATTERN_NAMES = ("DEAD", "B1", "F1", "B2", "F2", "B3", "F3", "B4", "F4", "F5")

# cell classes, weakest first; FORBIDDEN last: renju's Black may not play the cell
# (only renju's tables give it: see tictactoe.ai.rule_patterns)
(
    NONE,
    TWO,
    BLOCK3,
    TWO_TWO,
    BLOCK3_PLUS,
    THREE,
    THREE_PLUS,
    THREE_THREE,
    FOUR,
    FOUR_PLUS,
    FOUR_THREE,
    FLEX4,
    FIVE,
    FORBIDDEN,
) = range(14)
CLASS_NAMES = (
    "NONE",
    "TWO",
    "BLOCK3",
    "TWO_TWO",
    "BLOCK3_PLUS",
    "THREE",
    "THREE_PLUS",
    "THREE_THREE",
    "FOUR",
    "FOUR_PLUS",
    "FOUR_THREE",
    "FLEX4",
    "FIVE",
    "FORBIDDEN",
)
NCLASS = 14

EMPTY, OWN, BLOCKED = 0, 1, 2
_DOWN = {F4: F3, B4: B3, F3: F2, B3: B2, F2: F1, B2: B1}


def _fours(seg: tuple[int, ...], k: int) -> set[int]:
    """Empty cells of ``seg`` that would complete k own stones in a window holding
    the centre (``seg`` has 2k - 1 cells, the centre own)."""
    out: set[int] = set()
    for a in range(k):  # every window of k cells in seg holds the centre k - 1
        window = seg[a : a + k]
        if BLOCKED in window:
            continue
        empties = [a + i for i, v in enumerate(window) if v == EMPTY]
        if len(empties) == 1:
            out.add(empties[0])
    return out


@lru_cache(maxsize=None)
def _level(seg: tuple[int, ...], k: int) -> int:
    """The pattern of a line whose centre holds an own stone (see the module doc)."""
    most = max(
        (seg[a : a + k].count(OWN) for a in range(k) if BLOCKED not in seg[a : a + k]), default=0
    )
    if most == k:
        return F5
    if most < k - 4:
        # each level up to F5 takes one more stone in a window free of the other side's
        # (B1/F1 is four stones from k): the recursion would enumerate subsets for nothing
        return DEAD
    wins = _fours(seg, k)
    if len(wins) >= 2:
        return F4
    if wins:
        return B4
    best = DEAD
    for e, v in enumerate(seg):
        if v != EMPTY:
            continue
        below = _DOWN.get(_level(seg[:e] + (OWN,) + seg[e + 1 :], k), DEAD)
        if below > best:
            best = below
            if best == F3:
                break
    return best


def segment(key: int, side: int, k: int) -> tuple[int, ...]:
    """The line of ``key`` seen by ``side`` (0 X, 1 O), centre own, 2k - 1 cells."""
    own = side + 1
    cells = []
    for slot in range(2 * k - 2):
        v = key >> (2 * slot) & 3
        cells.append(EMPTY if v == 0 else OWN if v == own else BLOCKED)
    return tuple(cells[: k - 1]) + (OWN,) + tuple(cells[k - 1 :])


def line_pattern(key: int, side: int, k: int) -> int:
    """The pattern ``side`` gets in the line of ``key`` by playing its centre."""
    return _level(segment(key, side, k), k)


def _halves(k: int) -> list[tuple[int, ...]]:
    """Every half line that can occur, outermost cell first: off-board cells (3)
    only at the outer end."""
    span = k - 1
    return [
        (3,) * walls + combo
        for walls in range(span + 1)
        for combo in product((0, 1, 2), repeat=span - walls)
    ]


def valid_keys(k: int) -> list[int]:
    """Every key that can occur (14,641 of the 65,536 for k = 5)."""
    span = k - 1
    halves = _halves(k)
    left = [sum(v << (2 * i) for i, v in enumerate(h)) for h in halves]
    right = [sum(v << (2 * (span + i)) for i, v in enumerate(h[::-1])) for h in halves]
    return [a | b for a in left for b in right]


def line_tables(k: int) -> tuple[tuple[list[int], ...], tuple[list[int], ...]]:
    """Per side and direction d: key -> pattern * NP ** d (the pattern's part of a cell
    code), from the keys that can occur (about 0.1 s for k = 5).  Not cached: a board
    reads them through :func:`flat_tables`, which is."""
    span = k - 1
    halves = _halves(k)
    size = 1 << (4 * span)
    px = [0] * size
    po = [0] * size
    seen = {0: EMPTY, 1: OWN, 2: BLOCKED, 3: BLOCKED}  # for X; O swaps 1 and 2
    seen_o = {0: EMPTY, 1: BLOCKED, 2: OWN, 3: BLOCKED}
    lx = [tuple(seen[v] for v in h) for h in halves]
    lo = [tuple(seen_o[v] for v in h) for h in halves]
    left_keys = [sum(v << (2 * i) for i, v in enumerate(h)) for h in halves]
    right_keys = [sum(v << (2 * (span + i)) for i, v in enumerate(h[::-1])) for h in halves]
    rx = [t[::-1] for t in lx]
    ro = [t[::-1] for t in lo]
    own = (OWN,)
    for i, lk in enumerate(left_keys):
        ax, ao = lx[i] + own, lo[i] + own
        for j, rk in enumerate(right_keys):
            key = lk | rk
            px[key] = _level(ax + rx[j], k)
            po[key] = _level(ao + ro[j], k)
    mul = [NP**d for d in range(4)]
    return (tuple([p * m for p in px] for m in mul), tuple([p * m for p in po] for m in mul))


class LazyLineTable(dict):
    """A side's flat line table (see :func:`flat_tables`) for k > 5, each entry
    computed the first time its key is read."""

    def __init__(self, k: int, side: int) -> None:
        super().__init__()
        self.k = k
        self.side = side
        self.size = 1 << (4 * (k - 1))

    def __missing__(self, key: int) -> int:
        d, line = divmod(key, self.size)
        value = line_pattern(line, self.side, self.k) * NP**d
        self[key] = value
        return value


LIST_TABLES_MAX_K = 5  # beyond this k the line tables are filled lazily


@lru_cache(maxsize=4)
def flat_tables(k: int) -> tuple[list[int], list[int]] | tuple[LazyLineTable, LazyLineTable]:
    """The line tables of the four directions one after another, per side: the
    pattern part of a cell code for key ``d * 4 ** (2k - 2) + key`` (a board keeps
    its keys with that offset, so one table serves the four directions).  Lists up
    to k = 5, lazily filled dicts beyond."""
    if k > LIST_TABLES_MAX_K:
        return LazyLineTable(k, 0), LazyLineTable(k, 1)
    return tuple([v for table in side for v in table] for side in line_tables(k))


# -- cells: four patterns -> class and score --------------------------------------------


def cell_class(patterns: tuple[int, ...]) -> int:
    """The class of a cell whose four line patterns (for one side) are ``patterns``."""
    n = [0] * NP
    for p in patterns:
        n[p] += 1
    if n[F5]:
        return FIVE
    if n[F4] or n[B4] >= 2:
        return FLEX4
    if n[B4]:
        if n[F3]:
            return FOUR_THREE
        if n[B3] or n[F2]:
            return FOUR_PLUS
        return FOUR
    if n[F3] >= 2:
        return THREE_THREE
    if n[F3]:
        return THREE_PLUS if n[B3] or n[F2] else THREE
    if n[B3] >= 2 or (n[B3] and n[F2]):
        return BLOCK3_PLUS
    if n[F2] >= 2:
        return TWO_TWO
    if n[B3]:
        return BLOCK3
    if n[F2]:
        return TWO
    return NONE


#: worth of one line pattern in a cell's *order score* (move ordering)
PATTERN_SCORE = (0, 0, 0, 4, 12, 14, 40, 45, 200, 2000)
#: extra order score of a cell's class, for the combinations the sum undervalues
CLASS_BONUS = (0, 0, 0, 10, 10, 0, 20, 150, 0, 60, 250, 400, 5000)

# The evaluation's weights, fitted to the sparring engine's evaluations of 4,400
# positions (see docs/engine.md, "Evaluation"): a cell's value for the side to move (SELF)
# and for the other side (OPP), per line pattern (summed over the four directions)
# and per class; B1 and F1 (a lone stone's reach) weigh nothing.
EVAL_PATTERN_SELF = (0, 0, 0, 1, 25, 7, 354, 59, 0, 0)
EVAL_CLASS_SELF = (0, -25, -6, -40, -15, -324, -302, -685, -32, 37, 381, 0, 0)
EVAL_PATTERN_OPP = (0, 0, 0, -1, -30, -34, -83, 22, -17, 0)
EVAL_CLASS_OPP = (0, 33, 35, 57, 56, 57, 63, 189, -58, -113, -425, -204, 0)

FIELD = 1 << 22  # see eval_table


def cell_score(patterns: tuple[int, ...]) -> int:
    """A cell's order score for one side (non-negative)."""
    return sum(PATTERN_SCORE[p] for p in patterns) + CLASS_BONUS[cell_class(patterns)]


def cell_values(patterns: tuple[int, ...]) -> tuple[int, int]:
    """A cell's evaluation value for its side when that side is to move, and when
    the other side is."""
    cl = cell_class(patterns)
    own = sum(EVAL_PATTERN_SELF[p] for p in patterns) + EVAL_CLASS_SELF[cl]
    other = sum(EVAL_PATTERN_OPP[p] for p in patterns) + EVAL_CLASS_OPP[cl]
    return own, other


def _codes() -> list[tuple[int, ...]]:
    return [
        (code % NP, code // NP % NP, code // NP**2 % NP, code // NP**3) for code in range(NP**4)
    ]


@lru_cache(maxsize=1)
def cell_table() -> tuple[int, ...]:
    """``order_score * 16 + class`` per cell code ``sum(pattern[d] * NP ** d)``
    (10,000 codes): small ints, cheap to compare in the board's hot loop."""
    return tuple(cell_score(p) * 16 + cell_class(p) for p in _codes())


@lru_cache(maxsize=1)
def class_tables() -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """Per cell code, from :func:`cell_table`: its class, its order score, and its class
    when the board keeps such cells in a set (``THREE`` and up), else 0.  Built once
    (three tuples of 10,000: most of a new board's cost if each board built them)."""
    table = cell_table()
    classes = tuple(v & 15 for v in table)
    return classes, tuple(v >> 4 for v in table), tuple(cl if cl >= THREE else 0 for cl in classes)


@lru_cache(maxsize=1)
def eval_table() -> tuple[int, ...]:
    """``own * FIELD + other`` per cell code: summed over the empty cells, the two
    fields add up separately (each sum stays within +-FIELD / 2; see unpack)."""
    out = []
    for p in _codes():
        own, other = cell_values(p)
        out.append(own * FIELD + other)
    return tuple(out)


HANDSET_THREATS = (382, 186, 73, 45, -17, 247, -107, -12, 53)
"""What the threats on the board are worth to the side to move, for k other than five
(weights.THREATS' order); five in a row reads its rule's fitted tables."""


@lru_cache(maxsize=8)
def board_tables(k: int) -> tuple:
    """A freestyle board's per-code tables: class, move order (playing the cell, and
    taking it from the other side), class kept in a set, evaluation values
    (``own * FIELD + other``), and per side to move what the threats are worth.  Five in
    a row: the fitted tables (:mod:`tictactoe.ai.weights`); other k: the hand-set ones."""
    classes, order, kept = class_tables()
    if k != 5:
        return classes, order, order, kept, eval_table(), (HANDSET_THREATS, HANDSET_THREATS)
    from tictactoe.ai.weights import combo_index, load
    from tictactoe.variants import Variant

    w = load(Variant.FREESTYLE)
    own, opp, values = [], [], []
    for patterns in _codes():
        combo = combo_index(patterns)
        own.append(w.own[0][combo])
        opp.append(w.opp[0][combo])
        values.append(w.move[0][combo] * FIELD - w.wait[0][combo])
    return classes, tuple(own), tuple(opp), kept, tuple(values), w.threat


def unpack(total: int) -> tuple[int, int]:
    """The sums of the own and the other fields from a sum of eval_table values."""
    half = FIELD >> 1
    other = (total + half) % FIELD - half
    return (total - other) // FIELD, other
