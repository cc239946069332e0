"""How the ladder's rungs play: what each always sees, and the mistakes it makes.

A rung's move, in turn (:func:`choose`):

1. its own win in one, always (every rung sees it);
2. the opponent's win in one (a four on k=5) blocked, with the chance ``block_four``;
3. its own double threat (a move that leaves two winning cells: an open four or a
   double four on k=5, a fork on 3x3), with the chance ``attack``;
4. on a rung that reads (``depth`` > 0), unless it slips (the chance ``slip``): the
   move the reading finds, the engine at that depth (exact values where at most
   ``SMALL_EMPTY`` cells are empty);
5. otherwise its intuition: the opponent's double-threat cells (the points of an
   open three, a fork on 3x3) blocked with the chance ``block_three``, then a
   softmax over the one-move scores (:func:`greedy_scores`) of the cells within
   ``RADIUS`` of a stone, at the rung's ``temperature`` (relative to the best
   score: 0.1 makes a cell 10% worse than the best e times less likely).

So a weaker rung overlooks the longer threats (the open three, the double threat
it could make, what only a search sees) and prefers a slightly worse shape; it
never plays away from the stones.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass

from tictactoe.ai import Analysis, Cancel, Limit, Move, Progress, analyze
from tictactoe.game import Game, Rules
from tictactoe.players.small_exact import SMALL_EMPTY, Solver, empty_count
from tictactoe.players.tactics import bits_of, near_cells, winning_cells

RADIUS = 1  # the cells a rung's intuition looks at: within this of a stone (on boards
#             of more than 25 cells; the whole board on smaller ones)


@dataclass(frozen=True)
class Style:
    """The knobs of one rung (chances from 0 to 1)."""

    block_four: float = 1.0    # blocks the opponent's win in one
    attack: float = 1.0        # makes its own double threat when it has one
    block_three: float = 1.0   # blocks the opponent's double-threat cells (an open three)
    temperature: float = 0.0   # of the softmax over the one-move scores (0: the best)
    depth: int = 0             # the engine's depth when it reads (0: it never reads)
    time: float = 0.0          # the engine's time cap per move (s)
    slip: float = 0.0          # the chance it plays on intuition instead of reading

    @property
    def reads(self) -> bool:
        return self.depth > 0


# -- a one-move-ahead score ------------------------------------------------------------
def greedy_scores(rules: Rules, own: int, other: int, cells: list[int]) -> list[float]:
    """For each cell: the lines of k it extends for us (weighted 5**marks after the
    move) plus, at 0.8 of the weight, the opponent's lines it spoils."""
    cw = rules.cell_windows()
    out = []
    for c in cells:
        score = 0.0
        for w in cw[c]:
            if not w & other:
                score += 5.0 ** ((w & own).bit_count() + 1)
            if not w & own:
                n = (w & other).bit_count()
                if n:
                    score += 0.8 * 5.0 ** n
        out.append(score)
    return out


def threats_after(rules: Rules, own: int, other: int, cell: int) -> int:
    """The mask of the cells where ``own`` would win in one after playing ``cell``
    (the lines through ``cell`` only)."""
    after = own | 1 << cell
    found = 0
    for w in rules.cell_windows()[cell]:
        if not w & other:
            rest = w & ~after
            if rest and not rest & (rest - 1):
                found |= rest
    return found


def double_threats(rules: Rules, own: int, other: int, cells: list[int]) -> list[int]:
    """The cells of ``cells`` after which ``own`` has two or more winning cells."""
    return [c for c in cells if threats_after(rules, own, other, c).bit_count() >= 2]


def candidates(rules: Rules, own: int, other: int) -> list[int]:
    """The cells a rung considers: within RADIUS of a stone (the whole board when small);
    on an empty board the centre and the cells around it."""
    occupied = own | other
    if not occupied:
        occupied = 1 << near_cells(rules, 0, 1)[0]  # the centre
        return [occupied.bit_length() - 1] + near_cells(rules, occupied, 1)
    radius = RADIUS if rules.cells > 25 else max(rules.width, rules.height)
    return near_cells(rules, occupied, radius)


def softmax_pick(rng: random.Random, cells: list[int], scores: list[float],
                 temperature: float) -> int:
    """One of ``cells``: the best-scored (ties at random) at temperature 0, else drawn
    with weights exp((score - best) / (temperature * best))."""
    best = max(scores)
    if temperature <= 0 or best <= 0:
        return rng.choice([c for c, s in zip(cells, scores) if s == best])
    scale = temperature * best
    weights = [math.exp((s - best) / scale) for s in scores]
    return rng.choices(cells, weights)[0]


def best_scored(rules: Rules, own: int, other: int, cells: list[int]) -> int:
    """The best-scored of ``cells`` (the first on ties: a forced answer needs no luck)."""
    scores = greedy_scores(rules, own, other, cells)
    return max(zip(scores, cells), key=lambda t: (t[0], -t[1]))[1]


# -- the move --------------------------------------------------------------------------
def choose(game: Game, style: Style, rng: random.Random, solver: Solver | None = None,
           cancel: Cancel | None = None, on_progress: Progress | None = None
           ) -> tuple[Move, Analysis | None]:
    """The move of a rung of ``style`` (see the module's docstring), and the engine's
    analysis when it read one."""
    rules = game.rules
    own, other = bits_of(game, game.to_move())
    wins = winning_cells(rules, own, other)
    if wins:
        return rules.move(rng.choice(wins)), None
    blocks = winning_cells(rules, other, own)
    if blocks and rng.random() < style.block_four:
        return rules.move(best_scored(rules, own, other, blocks)), None
    cells = candidates(rules, own, other)
    if not blocks:
        mine = double_threats(rules, own, other, cells)
        if mine and rng.random() < style.attack:
            return rules.move(best_scored(rules, own, other, mine)), None
    if style.reads and rng.random() >= style.slip:
        return read(game, style, rng, solver, cancel, on_progress)
    return rules.move(intuition(rules, own, other, cells, blocks, style, rng)), None


def intuition(rules: Rules, own: int, other: int, cells: list[int], blocks: list[int],
              style: Style, rng: random.Random) -> int:
    """The cell a rung plays without reading: an open three's point blocked (its
    chance), else the softmax over the one-move scores."""
    if not blocks:
        theirs = double_threats(rules, other, own, cells)
        if theirs and rng.random() < style.block_three:
            return best_scored(rules, own, other, theirs)
    scores = greedy_scores(rules, own, other, cells)
    return softmax_pick(rng, cells, scores, style.temperature)


def read(game: Game, style: Style, rng: random.Random, solver: Solver | None,
         cancel: Cancel | None, on_progress: Progress | None) -> tuple[Move, Analysis | None]:
    """The move a reading rung finds: exact on small positions (a random one of the
    best), else the engine at the rung's depth within its time."""
    rules = game.rules
    if solver is not None and empty_count(game) <= SMALL_EMPTY:
        own, other = bits_of(game, game.to_move())
        return rules.move(rng.choice(solver.optimal_moves(own, other))), None
    limit = Limit(time=style.time or None, depth=style.depth)
    analysis = analyze(game, limit, cancel=cancel, on_progress=on_progress)
    return analysis.best, analysis
