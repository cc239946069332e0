"""Proven facts about a position, for the coach (the review and the puzzles): no Qt.

* :func:`win_by_fours`: the shortest forced win by continuous fours (VCF) of a side,
  as if it were to move: every attacking move makes a four, the defender's one
  reply is the block (:mod:`tictactoe.ai.threats`).  A line found is a proof; None
  says only that none was found within the bound and the node budget.
* :func:`winning_fours`: every first move of the side to move that starts a win by
  fours within a bound, with its line.  Every four is tried (the only moves that
  can start one), so a move left out is proven *not* to win by fours within the
  bound; None when the node budget ran out before that was settled.
* :func:`win_by_threats`: the quickest forced win by fours and open threes (VCT) of a
  side, as if it were to move: every defence is tried (against a three, every cell that
  stops its open four and every four of the defender's own), so a line found is a proof
  and its length the longest defence's.  :func:`winning_threats`: every first move of the
  side to move that starts one within a bound; a move left out is proven not to.
* :func:`solve`: the exact value of a position, with the exact distance, from the
  exact solver alone (:mod:`tictactoe.ai.solver`), where it tries the position
  (:func:`solvable`); None when it does not or the budget ran out.

Five in a row on boards up to 20x20 asks the compiled core (:mod:`tictactoe.ai.core`)
where it is built; elsewhere the Python twin of its threat search
(:class:`tictactoe.ai.threats.Quickest`) answers alike, more slowly.  The budgets are
counts of nodes: an answer is the same on any machine.

Distances are plies, the mover's own move included, as everywhere in the engine:
a line ``(c, block, five)`` is a win in 3.
"""

from __future__ import annotations

import time

from tictactoe.ai import core
from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.patterns import FIVE
from tictactoe.ai.readings import Verdict
from tictactoe.ai.routing import too_large
from tictactoe.ai.rule_board import board_for
from tictactoe.ai.rule_threats import threat_search_for
from tictactoe.ai.threats import Clock, Quickest, Stopped, ThreatSearch
from tictactoe.ai.types import Cancel
from tictactoe.game import Game, Mark, Move

FOURS_NODES = 20_000  # the default node budget of a win-by-fours question (a few ms to
#                          about 0.1 s on 15x15; the VCFs of real games take far fewer)
MAX_FOURS_PLIES = 41  # the longest win by fours looked for: twenty fours and the five
THREATS_NODES = 200_000  # the default node budget of a win-by-threats question (about
#                          0.3 s on the core; the Python twin takes some 50 times longer)
MAX_THREATS_PLIES = 25  # the longest win by threats looked for by default
NO_DEADLINE_S = 3600.0  # the threat search wants a deadline: nodes bound it instead


def win_by_fours(
    game: Game,
    mark: Mark | None = None,
    *,
    max_plies: int = MAX_FOURS_PLIES,
    nodes: int = FOURS_NODES,
    cancel: Cancel | None = None,
) -> tuple[Move, ...] | None:
    """The shortest win by fours of ``mark`` (default: the side to move) as if it were to
    move now, at most ``max_plies`` long: (attacker, block, ..., the winning cell); None
    when none is found within ``nodes`` nodes (or the game is over)."""
    if game.is_over():
        return None
    side = (mark if mark is not None else game.to_move()).index
    if core.available(game.rules):
        with core.board_for(game) as kept:
            line = kept.core.vcf(side, max_plies, nodes, core.poller(cancel, None))
        return tuple(_moves(game, side, line)) if line else None
    board = board_for(game)
    threats = threat_search_for(board, _clock(nodes, cancel))
    try:
        line = _shortest(threats, side, max_plies)
    except Stopped:
        return None
    return None if line is None else tuple(game.rules.move(c) for c in line)


def winning_fours(
    game: Game, *, max_plies: int, nodes: int = FOURS_NODES, cancel: Cancel | None = None
) -> dict[Move, tuple[Move, ...]] | None:
    """Every first move of the side to move that starts a win by fours of at most
    ``max_plies`` plies, with its shortest such line; None when ``nodes`` ran out first
    (nothing is then proven).  A move that wins at once is a line of one ply."""
    if game.is_over():
        return {}
    if core.available(game.rules):
        return _winning(game, max_plies, nodes, cancel, fours_only=True)
    rules = game.rules
    s = game.to_move().index
    o = 1 - s
    board = board_for(game)
    threats = threat_search_for(board, _clock(nodes, cancel))
    theirs = board.cells[o][FIVE]
    blocks = board.stops(o, theirs) if theirs else []
    found: dict[Move, tuple[Move, ...]] = {}
    try:
        for c in list(board.four_moves(s)):
            if theirs and c not in blocks and c not in board.cells[s][FIVE]:
                continue  # the opponent wins next: only a block or a win of ours counts
            line = _after_four(threats, board, c, s, max_plies)
            if line is not None:
                found[rules.move(c)] = tuple(rules.move(x) for x in line)
    except Stopped:
        return None
    return found


def win_by_threats(
    game: Game,
    mark: Mark | None = None,
    *,
    max_plies: int = MAX_THREATS_PLIES,
    nodes: int = THREATS_NODES,
    cancel: Cancel | None = None,
) -> tuple[Move, ...] | None:
    """The quickest win by fours and threes of ``mark`` (default: the side to move) as if it
    were to move now, at most ``max_plies`` long: (attacker, reply, ..., the five), its
    length the longest defence's; None when none is found within ``nodes`` nodes (not a
    proof that there is none) or the game is over."""
    if game.is_over():
        return None
    side = (mark if mark is not None else game.to_move()).index
    line = _threats(game, side, max_plies, nodes, cancel, complete=True)
    return None if not line else tuple(line)


def winning_threats(
    game: Game,
    *,
    max_plies: int,
    nodes: int = THREATS_NODES,
    cancel: Cancel | None = None,
) -> dict[Move, tuple[Move, ...]] | None:
    """Every first move of the side to move that starts a win by fours and threes of at
    most ``max_plies`` plies, with its quickest such line: every four and three (closed
    threes too) is tried, so a move left out is proven not to start one within the bound.
    None when ``nodes`` ran out first (nothing is then proven).  A move that wins at once
    is a line of one ply."""
    return _winning(game, max_plies, nodes, cancel, fours_only=False)


def _winning(
    game: Game, max_plies: int, nodes: int, cancel: Cancel | None, fours_only: bool
) -> dict[Move, tuple[Move, ...]] | None:
    """Every first move that starts a win within ``max_plies`` (by fours only, or by fours
    and threes), tried one by one: the threat moves of the side to move (and, when the
    opponent has a five to make, only its stops)."""
    if game.is_over():
        return {}
    rules = game.rules
    s = game.to_move().index
    found: dict[Move, tuple[Move, ...]] = {}
    if core.available(rules):
        with core.board_for(game) as board:
            c = board.core
            poll = core.poller(cancel, None)
            for cell in c.threat_moves(s, not fours_only):
                line = c.threat_from(s, cell, max_plies, nodes, fours_only, not fours_only, poll)
                if line is False:
                    return None
                if line:
                    found[rules.move(cell)] = tuple(_moves(game, s, line))
        return found
    patterns = board_for(game)
    quick = Quickest(patterns, _clock(nodes, cancel))
    try:
        for cell in quick.threat_moves(s, not fours_only):
            line = quick.from_move(s, cell, max_plies, fours_only, not fours_only)
            if line is not None:
                found[rules.move(cell)] = tuple(rules.move(x) for x in line)
    except Stopped:
        return None
    return found


def _threats(
    game: Game, side: int, max_plies: int, nodes: int, cancel: Cancel | None, complete: bool
) -> list[Move] | None:
    rules = game.rules
    if core.available(rules):
        with core.board_for(game) as board:
            line = board.core.vct(side, max_plies, nodes, complete, core.poller(cancel, None))
        if not line:
            return None
        return _moves(game, side, line)
    patterns = board_for(game)
    try:
        found = Quickest(patterns, _clock(nodes, cancel)).vct(side, max_plies, complete)
    except Stopped:
        return None
    return None if found is None else [rules.move(c) for c in found]


def _moves(game: Game, side: int, line: list[int]) -> list[Move]:
    """The core's line as moves; a reply it left open (-1: any loses) is shown as the
    defender's first legal move on the attacker's next winning cell, or anywhere."""
    rules = game.rules
    out: list[Move] = []
    for i, cell in enumerate(line):
        if cell < 0:
            after = line[i + 1] if i + 1 < len(line) and line[i + 1] >= 0 else None
            taken = {rules.index(m) for m in out}
            cell = next(
                (c for c in ([after] if after is not None else []) if c not in taken),
                next(
                    c
                    for c in range(rules.cells)
                    if c not in taken and game.at(rules.move(c)) is None
                ),
            )
        out.append(rules.move(cell))
    return out


def solvable(game: Game) -> bool:
    """Does the exact solver try this position (see :func:`tictactoe.ai.routing.too_large`)?"""
    x_bits, o_bits = game.bitboards()
    return not too_large(game.rules, game.rules.cells - (x_bits | o_bits).bit_count())


def solve(
    game: Game, *, budget: float | None = None, cancel: Cancel | None = None
) -> Verdict | None:
    """The exact value of the position with its exact distance (the exact solver alone,
    its table kept per board between calls); None when the game is over, the solver does
    not try the position, or ``budget`` seconds (None: no limit) or ``cancel`` stop it."""
    if game.is_over() or not solvable(game):
        return None
    from tictactoe.ai.exact import solver_for
    from tictactoe.ai.solver_base import SearchStopped, to_public

    x_bits, o_bits = game.bitboards()
    deadline = None if budget is None else time.perf_counter() + budget
    try:
        value = solver_for(game.rules).solve(x_bits, o_bits, cancel=cancel, deadline=deadline)
    except SearchStopped:
        return None
    return Verdict.of(to_public(value), game.to_move())


def _clock(nodes: int, cancel: Cancel | None) -> Clock:
    return Clock(time.perf_counter() + NO_DEADLINE_S, cancel, max_nodes=nodes)


def _shortest(threats: ThreatSearch, s: int, max_plies: int) -> list[int] | None:
    """The shortest VCF of ``s`` within ``max_plies`` (deepening one four at a time: the
    failure cache keeps each depth's work for the next)."""
    board = threats.board
    if board.cells[s][FIVE]:
        return [min(board.cells[s][FIVE])]
    for fours in range(1, (max_plies - 1) // 2 + 1):
        line = threats.vcf(s, max_fours=fours)
        if line is not None:
            return line
    return None


def _after_four(
    threats: ThreatSearch, board: PatternBoard, c: int, s: int, max_plies: int
) -> list[int] | None:
    """The shortest win by fours of ``s`` that starts with ``c``, or None."""
    if c in board.cells[s][FIVE]:
        return [c]
    if max_plies < 3:
        return None
    o = 1 - s
    board.push(c, s)
    try:
        fives = sorted(board.cells[s][FIVE])
        if not fives or board.cells[o][FIVE]:
            return None  # not a four after all, or the opponent makes k first
        replies = board.stops(s, fives)  # every reply that may stop it
        if not replies:  # none (two fives; renju: the block is forbidden to Black): any
            #               reply shows the five that follows
            replies = [f for f in fives if board.legal(f, o)][:1] or [board.any_move(o)]
        longest: list[int] | None = None
        for block in replies:
            board.push(block, o)
            try:
                rest = _shortest(threats, s, max_plies - 2)
            finally:
                board.pop(block, o)
            if rest is None:
                return None
            if longest is None or 1 + len(rest) > len(longest):
                longest = [block, *rest]
        return [c, *longest]  # type: ignore[misc]  # the loop set longest
    finally:
        board.pop(c, s)
