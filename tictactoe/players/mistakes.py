"""How the ladder's rungs play: what each always sees, and the mistakes it makes.

A rung's move, in turn (:func:`choose`):

1. its own win in one, always (every rung sees it);
2. the opponent's win in one (a four on k=5) blocked, with the chance ``block_four``;
3. a rung that reads (``depth`` > 0) does so with the chance ``glance`` (else step 5):
   the engine at its ``depth`` within its ``nodes`` and ``time`` (exact values where
   at most ``SMALL_EMPTY`` cells are empty).  A win the reading proves is always
   played; otherwise, with the chance ``slip``, it plays its intuition after all,
   but never a move its reading saw lose;
4. a rung that does not read goes straight to its intuition;
5. its intuition (:func:`intuition`): its own double threat (a move that leaves two
   winning cells: an open four or a double four on k=5, a fork on 3x3) with the
   chance ``attack``; else the opponent's (the point of an open three) blocked with
   the chance ``block_three``; else a softmax over the one-move scores
   (:func:`greedy_scores`) of the cells within ``RADIUS`` of a stone, at the rung's
   ``temperature`` (relative to the best score: 0.1 makes a cell 10% worse than the
   best e times less likely; ``SMALL_HEAT`` times hotter on boards of at most 25
   cells).

Under a rule other than freestyle the wins in one are the rules module's (no overline
under exactly-k, no caro five blocked at both ends), and under renju Black's
forbidden points are never its move (nor a block, nor a double threat it makes).

So a weaker rung overlooks the longer threats (the open three, the double threat
it could make, what only a search sees) and prefers a slightly worse shape; it
never plays away from the stones.  Where no engine reads (the rungs 1-5, and every
position of at most ``SMALL_EMPTY`` empty cells), :func:`policy` gives the chance of
each move and the move is drawn from it, so that 3x3 can be measured exactly.

:func:`skill` is the one knob of the intuition (0 to 1).  The rungs' styles are in
:data:`tictactoe.players.ladder.STYLES`.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from tictactoe.ai import Analysis, Cancel, Limit, Move, Progress, analyze, is_proven, preload
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.players.small_exact import SMALL_EMPTY, Solver, empty_count
from tictactoe.players.tactics import bits_of, near_cells
from tictactoe.variants import winning_cells

RADIUS = 1  # the cells a rung's intuition scores: within this of a stone (on boards
#             of more than 25 cells; the whole board on smaller ones)
THREAT_RADIUS = 2  # and where it looks for double threats (a gap in a line is two away)
SMALL_HEAT = 3.0  # on boards of at most 25 cells the softmax is this much hotter: there a
#                    few lines decide everything, and at the large boards' temperatures
#                    every rung from the second up beat a random player more often than
#                    ``hard`` does (a child could not beat them)


@dataclass(frozen=True)
class Style:
    """The knobs of one rung (chances from 0 to 1)."""

    block_four: float = 1.0  # blocks the opponent's win in one
    attack: float = 1.0  # makes its own double threat when it has one
    block_three: float = 1.0  # blocks the opponent's double-threat cells (an open three)
    temperature: float = 0.0  # of the softmax over the one-move scores (0: the best)
    depth: int = 0  # the engine's depth when it reads (0: it never reads)
    nodes: int = 0  # the engine's node budget (machine-independent; 0: none)
    time: float = 0.0  # the engine's time cap per move (s)
    slip: float = 0.0  # the chance it plays on intuition after reading
    glance: float = 1.0  # the chance it reads at all (else intuition, unread)

    @property
    def reads(self) -> bool:
        return self.depth > 0


def skill(
    level: float,
    *,
    depth: int = 0,
    nodes: int = 0,
    time: float = 0.0,
    slip: float = 0.0,
    glance: float = 1.0,
) -> Style:
    """The style of an intuition of skill ``level`` (0 to 1), the ladder's one knob below
    reading: every chance rises with it and the temperature falls.  On 15x15 and 9x9
    k=5 each 0.1 of skill scored 61% to 62% against the skill below (400 games a
    pair), each 0.2 68% to 75%: a rung's worth.  ``depth``, ``nodes``, ``time``,
    ``slip`` and ``glance`` add a reading."""
    if not 0.0 <= level <= 1.0:
        raise ValueError(f"a skill runs from 0 to 1, not {level!r}")
    return Style(
        block_four=min(1.0, 0.7 + 1.5 * level),
        attack=min(1.0, 1.25 * level),
        block_three=min(1.0, level / 0.9),
        temperature=0.4 - 0.27 * level,
        depth=depth,
        nodes=nodes,
        time=time,
        slip=slip,
        glance=glance,
    )


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
                    score += 0.8 * 5.0**n
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


def candidates(rules: Rules, own: int, other: int, radius: int = RADIUS) -> list[int]:
    """The cells a rung considers: within ``radius`` of a stone (the whole board when
    small); on an empty board the centre and the cells around it."""
    occupied = own | other
    if not occupied:
        occupied = 1 << near_cells(rules, 0, 1)[0]  # the centre
        return [occupied.bit_length() - 1, *near_cells(rules, occupied, 1)]
    if rules.cells <= 25:
        radius = max(rules.width, rules.height)
    return near_cells(rules, occupied, radius)


def softmax(cells: list[int], scores: list[float], temperature: float) -> dict[int, float]:
    """The chance of each of ``cells``: the best-scored (ties evenly) at temperature 0,
    else in proportion to exp((score - best) / (temperature * best))."""
    best = max(scores)
    if temperature <= 0 or best <= 0:
        weights = [1.0 if s == best else 0.0 for s in scores]
    else:
        scale = temperature * best
        weights = [math.exp((s - best) / scale) for s in scores]
    total = sum(weights)
    return {c: w / total for c, w in zip(cells, weights) if w}


def sample(rng: random.Random, chances: dict[int, float]) -> int:
    """One cell drawn with its chance (one draw of ``rng``; the order of ``chances``)."""
    draw = rng.random() * sum(chances.values())
    for cell, chance in chances.items():
        draw -= chance
        if draw < 0:
            return cell
    return cell


def mix(into: dict[int, float], chances: dict[int, float], weight: float) -> None:
    if weight > 0:
        for cell, chance in chances.items():
            into[cell] = into.get(cell, 0.0) + weight * chance


def best_scored(rules: Rules, own: int, other: int, cells: list[int]) -> int:
    """The best-scored of ``cells`` (the first on ties: a forced answer needs no luck)."""
    scores = greedy_scores(rules, own, other, cells)
    return max(zip(scores, cells), key=lambda t: (t[0], -t[1]))[1]


# -- the move --------------------------------------------------------------------------
def choose(
    game: Game,
    style: Style,
    rng: random.Random,
    solver: Solver | None = None,
    cancel: Cancel | None = None,
    on_progress: Progress | None = None,
) -> tuple[Move, Analysis | None]:
    """The move of a rung of ``style`` (see the module's docstring), and the engine's
    analysis when it read one.  Where the rung does not read with the engine (it never
    reads, or the position is small enough to be exact), the move is drawn from
    :func:`policy`, which says the chance of every move."""
    rules = game.rules
    exact = solver is not None and empty_count(game) <= SMALL_EMPTY and rules.freestyle
    if not style.reads or exact:
        return rules.move(sample(rng, policy(game, style, solver if exact else None))), None
    black = game.to_move() is Mark.X
    own, other = bits_of(game, game.to_move())
    wins = winning_cells(rules, own, other, black)
    if wins:
        return rules.move(rng.choice(wins)), None
    barred = forbidden(game)
    blocks = [c for c in winning_cells(rules, other, own, not black) if c not in barred]
    if blocks and rng.random() < style.block_four:
        return rules.move(best_scored(rules, own, other, blocks)), None
    cells = [c for c in candidates(rules, own, other) if c not in barred] or [
        rules.index(m) for m in game.legal_moves()
    ]
    if style.glance < 1.0 and rng.random() >= style.glance:
        return rules.move(
            sample(rng, intuition(rules, own, other, cells, blocks, style, barred))
        ), None
    move, analysis = read(game, style, cancel, on_progress)
    if is_proven(analysis.value) and analysis.value > 0:
        return move, analysis  # a win its reading proves is always played
    if rng.random() < style.slip:
        avoid = {
            rules.index(o.move) for o in analysis.options if is_proven(o.value) and o.value < 0
        } | barred  # upper bounds: truly lost
        fine = [c for c in cells if c not in avoid] or cells
        chances = intuition(rules, own, other, fine, blocks, style, avoid)
        move = rules.move(sample(rng, chances))
    return move, analysis


def policy(game: Game, style: Style, solver: Solver | None = None) -> dict[int, float]:
    """The chance of each cell being a rung's move, where it does not read with the
    engine: a win in one, the block of a four (its chance), else its intuition; with
    ``solver`` (a small position) a reading rung reads exactly instead (its glance), a
    random one of the best moves, always when that wins, else unless it slips."""
    rules = game.rules
    black = game.to_move() is Mark.X
    own, other = bits_of(game, game.to_move())
    wins = winning_cells(rules, own, other, black)
    if wins:
        return {c: 1.0 / len(wins) for c in wins}
    out: dict[int, float] = {}
    rest = 1.0
    barred = forbidden(game)
    blocks = [c for c in winning_cells(rules, other, own, not black) if c not in barred]
    if blocks:
        mix(out, {best_scored(rules, own, other, blocks): 1.0}, style.block_four)
        rest -= style.block_four
    if rest <= 0:
        return out
    cells = [c for c in candidates(rules, own, other) if c not in barred] or [
        rules.index(m) for m in game.legal_moves()
    ]
    unread = intuition(rules, own, other, cells, blocks, style, barred)
    if solver is None or not style.reads:
        mix(out, unread, rest)
        return out
    best = solver.optimal_moves(own, other)
    exact = style.glance * (1.0 if solver.value(own, other) > 0 else 1.0 - style.slip)
    mix(out, {c: 1.0 / len(best) for c in best}, rest * exact)
    mix(out, unread, rest * (1.0 - exact))
    return out


def forbidden(game: Game) -> set[int]:
    """The cells the side to move may not play though they are empty: renju's points
    forbidden to Black (empty under every other rule, and for White)."""
    if game.rules.variant is not Variant.RENJU or game.to_move() is Mark.O:
        return set()
    rules = game.rules
    x_bits, o_bits = game.bitboards()
    taken = x_bits | o_bits
    return {
        c for c in range(rules.cells) if not taken >> c & 1 and game.foul(rules.move(c)) is not None
    }


def intuition(
    rules: Rules,
    own: int,
    other: int,
    cells: list[int],
    blocks: list[int],
    style: Style,
    avoid: set[int] | None = None,
) -> dict[int, float]:
    """The chance of each cell when a rung plays without reading: its own double threat
    (its chance ``attack``), else the point of an open three blocked (``block_three``),
    else the softmax over the one-move scores; never a cell of ``avoid`` (the moves its
    reading saw lose)."""
    out: dict[int, float] = {}
    rest = 1.0
    if not blocks:
        wide = [c for c in candidates(rules, own, other, THREAT_RADIUS) if c not in (avoid or ())]
        mine = double_threats(rules, own, other, wide)
        if mine:
            mix(out, {best_scored(rules, own, other, mine): 1.0}, rest * style.attack)
            rest *= 1.0 - style.attack
        theirs = double_threats(rules, other, own, wide)
        if theirs:
            mix(out, {best_scored(rules, own, other, theirs): 1.0}, rest * style.block_three)
            rest *= 1.0 - style.block_three
    if rest > 0:
        heat = style.temperature * (SMALL_HEAT if rules.cells <= 25 else 1.0)
        mix(out, softmax(cells, greedy_scores(rules, own, other, cells), heat), rest)
    return out


_WARM: set[tuple[int, int, int]] = set()


def warm_up(game: Game) -> None:
    """Before a board shape's first reading in this process: the engine's imports and
    pattern tables (about 0.5 s, once), outside the rung's time cap, which they would
    otherwise eat (a weaker, unrepeatable first move)."""
    shape = (game.width, game.height, game.k)
    if shape in _WARM:
        return
    preload()
    analyze(game, Limit(depth=1, nodes=1))
    _WARM.add(shape)


def read(
    game: Game, style: Style, cancel: Cancel | None, on_progress: Progress | None
) -> tuple[Move, Analysis]:
    """The engine at the rung's depth within its nodes and time: its move, its analysis."""
    warm_up(game)
    limit = Limit(time=style.time or None, nodes=style.nodes or None, depth=style.depth)
    analysis = analyze(game, limit, cancel=cancel, on_progress=on_progress)
    return analysis.best, analysis
