"""The exact solver and ``tictactoe.ai.analyze``: checked against an independent
brute-force minimax on every 3x3 position, and against known m,n,k results."""

from __future__ import annotations

import threading
import time
from functools import lru_cache

import pytest

from tictactoe import Game
from tictactoe.ai import WIN, Limit, analyze
from tictactoe.ai.exact import solver_for
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import INF, SearchStats, SearchStopped
from tictactoe.ai.symmetry import symmetries
from tictactoe.ai.table import TranspositionTable
from tictactoe.ai.types import is_proven
from tictactoe.game import Rules

LINES3 = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def _won(cells: tuple[str, ...], mark: str) -> bool:
    return any(all(cells[i] == mark for i in line) for line in LINES3)


@lru_cache(maxsize=None)
def brute(cells: tuple[str, ...]) -> dict[int, int]:
    """Plain minimax over a 3x3 board written as 9 characters: the value, for the
    side to move, of each legal move, a win p plies ahead scored WIN - p."""
    mark = "X" if cells.count("X") <= cells.count("O") else "O"
    values = {}
    for i, c in enumerate(cells):
        if c != ".":
            continue
        after = cells[:i] + (mark,) + cells[i + 1 :]
        if _won(after, mark):
            values[i] = WIN - 1
        elif "." not in after:
            values[i] = 0
        else:
            child = max(brute(after).values())
            values[i] = -child + 1 if child > 0 else -child - 1 if child < 0 else 0
    return values


def _all_3x3_positions() -> list[list[tuple[int, int]]]:
    """One move sequence for every reachable non-terminal 3x3 position."""
    found: dict[tuple[int, int], list[tuple[int, int]]] = {}

    def walk(game: Game) -> None:
        pos = game.position()
        key = (pos.x_bits, pos.o_bits)
        if key in found or game.is_over():
            return
        found[key] = game.moves
        for move in game.legal_moves():
            game.play(move)
            walk(game)
            game.undo()

    walk(Game())
    return list(found.values())


def _cells(game: Game) -> tuple[str, ...]:
    return tuple(c for row in game.rows() for c in row)


def test_every_3x3_position_matches_brute_force_minimax() -> None:
    positions = _all_3x3_positions()
    assert len(positions) == 4520  # 5,478 legal positions, 958 of them finished
    for moves in positions:
        game = Game()
        for move in moves:
            game.play(move)
        analysis = analyze(game)
        expected = brute(_cells(game))
        assert analysis.exact
        got = {y * 3 + x: o.value for o in analysis.options for (x, y) in [o.move]}
        assert got == expected, (moves, got, expected)
        # sign agreement is implied; the order is best first, and widths count equals
        best = max(expected.values())
        assert analysis.value == best and analysis.best in [
            (i % 3, i // 3) for i, v in expected.items() if v == best
        ]
        values = [o.value for o in analysis.options]
        assert values == sorted(values, reverse=True)
        for o in analysis.options:
            assert o.width == values.count(o.value) - 1
        assert analysis.result == ("win" if best > 0 else "loss" if best < 0 else "draw")


def test_replies_count_the_opponents_best_answers_on_3x3() -> None:
    for moves in _all_3x3_positions()[::7]:
        game = Game()
        for move in moves:
            game.play(move)
        for option in analyze(game).options:
            child = game.copy()
            child.play(option.move)
            if child.is_over():
                assert option.replies == 0
                continue
            answers = brute(_cells(child))
            best = max(answers.values())
            assert option.replies == sum(1 for v in answers.values() if v == best)


@pytest.mark.parametrize(
    "width,height,k,result",
    [
        (3, 3, 3, "draw"),
        (4, 3, 3, "win"),
        (3, 4, 3, "win"),
        (4, 4, 3, "win"),
        (4, 4, 4, "draw"),
        (5, 4, 4, "draw"),
        (4, 5, 4, "draw"),
        (5, 5, 4, "draw"),
        (6, 5, 4, "win"),
    ],
)
def test_solved_games_from_the_empty_board(width: int, height: int, k: int, result: str) -> None:
    value = ExactSolver(Rules(width, height, k)).solve(0, 0)
    assert ("win" if value > 0 else "loss" if value < 0 else "draw") == result


@pytest.mark.parametrize(
    "width,height,k,result",
    [
        (3, 3, 3, "draw"),
        (4, 3, 3, "win"),
        (3, 4, 3, "win"),
        (4, 4, 3, "win"),
        (4, 4, 4, "draw"),
    ],
)
def test_analyze_empty_board_gives_every_option_exactly(
    width: int, height: int, k: int, result: str
) -> None:
    analysis = analyze(Game(width, height, k))
    assert analysis.exact and analysis.result == result
    assert len(analysis.options) == width * height
    assert len({o.move for o in analysis.options}) == width * height
    solver = ExactSolver(Rules(width, height, k))
    # each option's value equals the value of the position after it, searched alone
    for option in analysis.options[:4]:
        game = Game(width, height, k)
        game.play(option.move)
        pos = game.position()
        child = solver.solve(pos.x_bits, pos.o_bits)
        expected = -child + 1 if child > 0 else -child - 1 if child < 0 else 0
        assert option.value == (
            WIN - (INF - expected)
            if expected > 0
            else -(WIN - (INF + expected))
            if expected < 0
            else 0
        )


def test_a_faster_win_is_preferred() -> None:
    # X to move on 4x4 k=3: (2,0) wins at once; other moves win later
    game = Game.from_rows(["XX..", "O...", ".O..", "...."], k=3)
    analysis = analyze(game)
    assert analysis.best == (2, 0) and analysis.value == WIN - 1
    slower = [o for o in analysis.options if o.value > 0 and o.move != (2, 0)]
    assert slower and all(o.value < WIN - 1 for o in slower)
    assert all(is_proven(o.value) for o in slower)


def test_a_slower_loss_is_preferred() -> None:
    # O to move on 3x3, lost whatever it does: it should not lose at once
    game = Game.from_rows(["X.X", ".O.", "X.O"], k=3)
    analysis = analyze(game)
    assert analysis.result == "loss"
    assert analysis.value == -(WIN - 2)  # X has two threats: O loses next move
    game = Game.from_rows(["X..", ".O.", "..X"], k=3)  # O to move, holds with an edge
    assert analyze(game).result == "draw"


def test_analyze_refuses_a_finished_game() -> None:
    game = Game.from_rows(["XXX", "OO.", "..."], k=3)
    with pytest.raises(ValueError, match="over"):
        analyze(game)


def test_max_depth_below_the_empty_cells_is_not_exact() -> None:
    analysis = analyze(Game(4, 4, 4), Limit(time=0.3, depth=2))
    assert not analysis.exact
    assert analysis.best in Game(4, 4, 4).legal_moves()


def test_cancellation_returns_a_legal_move_promptly() -> None:
    game = Game(6, 6, 4)  # not solvable in a minute here
    game.play((2, 2))
    cancel = threading.Event()
    timer = threading.Timer(0.3, cancel.set)
    timer.start()
    started = time.perf_counter()
    try:
        analysis = analyze(game, Limit(time=60), cancel=cancel)
    finally:
        timer.cancel()
    elapsed = time.perf_counter() - started
    assert analysis.best in game.legal_moves()
    assert not analysis.exact
    assert elapsed < 5  # far below the 60 s budget: it stopped on the cancel


def test_time_limit_falls_back_to_the_large_search() -> None:
    game = Game(6, 6, 4)
    analysis = analyze(game, Limit(time=0.3))
    assert analysis.best in game.legal_moves()
    assert not analysis.exact


def test_solver_stops_on_its_deadline() -> None:
    solver = ExactSolver(Rules(6, 6, 4))
    with pytest.raises(SearchStopped) as info:
        solver.solve(0, 0, deadline=time.perf_counter() + 0.05)
    assert not info.value.cancelled


def test_table_stays_under_its_cap_and_stays_correct() -> None:
    solver = ExactSolver(Rules(4, 4, 4), cap=500)
    stats = SearchStats()
    assert solver.solve(0, 0, stats=stats) == 0
    assert len(solver.table) <= 500
    assert solver.table.shrinks > 0
    assert stats.nodes > 500


def test_table_shrink_keeps_the_costliest_entries() -> None:
    table = TranspositionTable(cap=400)
    for key in range(400):
        table.entries[key] = (0, 0, -1, key % 20)
    table.shrink()
    kept = table.entries
    assert 0 < len(kept) <= 100
    lowest_kept = min(e[3] for e in kept.values())
    assert all(key % 20 < lowest_kept for key in range(400) if key not in kept)


@pytest.mark.parametrize("width,height", [(3, 3), (4, 3), (5, 5), (2, 6)])
def test_symmetries_are_permutations_with_inverses(width: int, height: int) -> None:
    sym = symmetries(width, height)
    n = width * height
    assert sym.count == (8 if width == height else 4)
    for perm, inv in zip(sym.perms, sym.inverse):
        assert sorted(perm) == list(range(n))
        assert all(inv[perm[i]] == i for i in range(n))
    # the same position up to symmetry has the same canonical key
    x_bits, o_bits = 0b1, 0b10
    keys = sym.keys(x_bits, o_bits)
    for perm in sym.perms:
        tx = sum(1 << perm[i] for i in range(n) if x_bits >> i & 1)
        to = sum(1 << perm[i] for i in range(n) if o_bits >> i & 1)
        assert min(sym.keys(tx, to)) == min(keys)


def test_persistent_solver_is_shared_per_rules() -> None:
    assert solver_for(Rules(3, 3, 3)) is solver_for(Rules(3, 3, 3))
    game = Game()
    first = analyze(game)
    again = analyze(game)
    assert again.options == first.options


def _generic_brute(rules: Rules):
    windows = rules.windows()
    full = rules.full_mask

    @lru_cache(maxsize=None)
    def values(me: int, opp: int) -> dict[int, int]:
        out = {}
        for c in range(rules.cells):
            bit = 1 << c
            if (me | opp) & bit:
                continue
            mine = me | bit
            if any(mine & m == m for m in windows if m & bit):
                out[c] = WIN - 1
            elif (mine | opp) == full:
                out[c] = 0
            else:
                child = max(values(opp, mine).values())
                out[c] = -child + 1 if child > 0 else -child - 1 if child < 0 else 0
        return out

    return values


@pytest.mark.parametrize(
    "width,height,k,played",
    [
        (4, 3, 3, 2),
        (4, 4, 3, 6),
        (4, 4, 4, 6),
        (5, 4, 4, 10),
        (5, 5, 4, 15),
        (6, 5, 4, 19),
    ],
)
def test_random_positions_match_brute_force(width: int, height: int, k: int, played: int) -> None:
    """Exact values (with distances) on other boards, where dead cells and double
    threats show up in many more shapes than on 3x3."""
    import random

    rng = random.Random(width * 100 + height * 10 + k)
    rules = Rules(width, height, k)
    brute_values = _generic_brute(rules)
    checked = 0
    while checked < 12:
        game = Game.for_rules(rules)
        for _ in range(played):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        pos = game.position()
        me, opp = (pos.x_bits, pos.o_bits) if game.to_move() == "X" else (pos.o_bits, pos.x_bits)
        expected = brute_values(me, opp)
        got = {rules.index(o.move): o.value for o in analyze(game).options}
        assert got == expected, (game.moves, got, expected)
        checked += 1


def test_cancelled_at_once_still_blocks_the_opponents_win() -> None:
    game = Game.from_rows(["......", ".....X", "......", "......", "....X.", "OOO..X"], k=4)
    cancel = threading.Event()
    cancel.set()
    analysis = analyze(game, Limit(time=30), cancel=cancel)
    assert analysis.best == (3, 5)


def test_fallback_search_takes_wins_and_blocks() -> None:
    from tictactoe.ai import fallback

    win = Game.from_rows(["XX.", "OO.", "..."], k=3)
    assert fallback.search(win).best == (2, 0)
    block = Game.from_rows(["X..", "OO.", "X.."], k=3)  # X to move must stop O
    assert fallback.search(block).best == (2, 1)
    empty = Game(15, 15, 5)
    assert fallback.search(empty).best in empty.legal_moves()


def test_the_quick_move_wins_blocks_and_stays_near_the_action() -> None:
    import random

    from tictactoe.ai import quick_move

    four = Game(15, 15, 5)
    for move in [(3, 3), (9, 9), (4, 3), (9, 10), (5, 3), (9, 11), (6, 3)]:
        four.play(move)  # O to move: X has an open four
    assert quick_move(four) in {(2, 3), (7, 3)}
    four.play((7, 3))
    four.play((0, 0))  # X does not win: O blocks the other end
    assert quick_move(four) == (2, 3)
    four.play((12, 12))  # O does not block: X wins at once
    assert quick_move(four) == (2, 3)
    assert quick_move(Game(20, 20, 5)) == (9, 9)  # the centre of an empty board
    corner = Game(20, 20, 5)
    corner.play((17, 17))  # near the last move, not the centre
    ox, oy = quick_move(corner)
    assert max(abs(ox - 17), abs(oy - 17)) <= 2
    rng = random.Random(5)
    for width, k in ((3, 3), (7, 4), (20, 5), (4, 1), (6, 6)):
        game = Game(width, width, k)
        while not game.is_over():
            move = quick_move(game)  # its time is a figure of `tictactoe bench`
            assert game.is_legal(move)
            game.play(move if rng.random() < 0.5 else rng.choice(game.legal_moves()))
    with pytest.raises(ValueError, match="over"):
        quick_move(game)


def test_a_non_positive_time_limit_is_refused() -> None:
    with pytest.raises(ValueError, match="time limit"):
        analyze(Game(), Limit(time=0))
