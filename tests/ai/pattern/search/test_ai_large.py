"""The large-board search: legal moves everywhere, every k's wins and blocks, cancellation,
its tables and its limits (its phases: test_ai_large_phases.py; its curated tactics:
tests/ai/pattern/tactics/test_ai_large_tactics.py)."""

from __future__ import annotations

import random
import threading
import time

import pytest

from tests.ai.forced_lines import winning_cells
from tictactoe.ai import WIN, Limit, is_proven
from tictactoe.ai.large import search
from tictactoe.ai.large_memory import trim_table
from tictactoe.bench.positions import MIDDLE
from tictactoe.game import Game, Mark, Position, Rules, wins_at

# the Python search's own parts (the compiled core has tests/ai/core/test_ai_core.py)
pytestmark = pytest.mark.usefixtures("python_engine")


def test_open_four_on_board_blocks_one_end() -> None:
    game = Game(
        15,
        15,
        5,
        start=_setup(15, 15, 5, x=[(0, 0), (14, 14), (0, 14)], o=[(5, 7), (6, 7), (7, 7)]),
    )
    game.play((1, 1))  # X elsewhere
    game.play((8, 7))  # O: open four
    analysis = search(game, Limit(time=0.5))
    assert analysis.best in {(4, 7), (9, 7)}
    assert analysis.value < 0 and is_proven(analysis.value)


def _setup(w: int, h: int, k: int, x: list, o: list) -> Position:
    rules = Rules(w, h, k)
    return Position(rules, sum(1 << rules.index(m) for m in x), sum(1 << rules.index(m) for m in o))


# -- legality everywhere ------------------------------------------------------------

ODD_BOARDS = [
    (1, 1, 1),
    (1, 5, 5),
    (5, 1, 5),
    (20, 3, 3),
    (3, 20, 5),
    (9, 9, 2),
    (2, 2, 2),
    (5, 3, 4),
    (3, 3, 3),
    (4, 7, 6),
    (6, 6, 4),
    (9, 9, 5),
    (1, 20, 3),
    (12, 12, 6),
    (11, 9, 7),
]


@pytest.mark.parametrize("w,h,k", ODD_BOARDS)
def test_always_a_legal_move_on_odd_boards(w: int, h: int, k: int) -> None:
    from tictactoe.ai.engine import searches
    from tictactoe.ai.routing import PATTERN

    heuristic = searches(PATTERN)  # the pattern search, whatever k is
    rng = random.Random(w * 100 + h * 10 + k)
    for trial in range(6):
        game = Game(w, h, k)
        for _ in range(rng.randrange(w * h)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        analysis = heuristic.search(game, Limit(time=0.05))
        assert game.is_legal(analysis.best), (game.rows(), analysis.best)
        assert analysis.options and analysis.options[0].move == analysis.best
        assert all(game.is_legal(o.move) for o in analysis.options)


def _scattered(count: int) -> list[tuple[int, int]]:
    """``count`` stones three cells apart on rows 11 and 13 of a 15x15 board: no two in
    a window of three, none near row 7."""
    return [(3 * i % 15, 11 + 2 * (3 * i // 15)) for i in range(count)]


@pytest.mark.parametrize("k", [3, 4, 5, 6, 7])
def test_every_k_takes_its_win_in_one(k: int) -> None:
    """k - 1 in a row with both ends open: the search completes it, a proven win."""
    row = [(3 + i, 7) for i in range(k - 1)]
    game = Game(15, 15, k, start=_setup(15, 15, k, row, _scattered(k - 1)))
    analysis = search(game, Limit(time=5.0, nodes=20_000))
    assert analysis.best in {(2, 7), (2 + k, 7)}
    assert analysis.value == WIN - 1


@pytest.mark.parametrize("k", [3, 4, 5, 6, 7])
def test_every_k_blocks_the_opponents_four(k: int) -> None:
    """The opponent's k - 1 in a row, closed at one end: the other end is the move."""
    row = [(5 + i, 7) for i in range(k - 1)]
    game = Game(15, 15, k, start=_setup(15, 15, k, [(4, 7)] + _scattered(k - 2), row))
    analysis = search(game, Limit(time=5.0, nodes=20_000))
    assert analysis.best == (4 + k, 7)
    assert not is_proven(analysis.value)


@pytest.mark.parametrize("k", [3, 4, 5, 6, 7])
def test_every_k_makes_the_open_four_that_wins(k: int) -> None:
    """k - 2 in a row with room on both sides, nothing to fear: the search extends it
    to k - 1 open at both ends (a win in three plies; for k = 3 any neighbour of the
    lone stone does)."""
    row = [(4 + i, 7) for i in range(k - 2)]
    game = Game(15, 15, k, start=_setup(15, 15, k, row, _scattered(k - 2)))
    analysis = search(game, Limit(time=5.0, nodes=20_000))
    if k > 3:
        assert analysis.best in {(3, 7), (2 + k, 7)}
    assert analysis.value == WIN - 3
    after = game.copy()
    after.play(analysis.best)
    assert len(winning_cells(after, Mark.X)) == 2


def test_near_full_boards() -> None:
    rng = random.Random(7)
    checked = 0
    for trial in range(60):
        w, h, k = rng.choice([(7, 7, 4), (6, 6, 4), (9, 9, 5), (5, 5, 4), (15, 15, 5)])
        game = Game(w, h, k)
        leave = rng.randint(1, 3)
        while not game.is_over() and len(game.legal_moves()) > leave:
            mark = game.to_move()
            quiet = [m for m in game.legal_moves() if not wins_at(game.position(), m, mark)]
            if not quiet:
                break
            game.play(rng.choice(quiet))
        if game.is_over() or len(game.legal_moves()) > leave:
            continue
        analysis = search(game, Limit(time=0.05))
        assert game.is_legal(analysis.best)
        checked += 1
    assert checked >= 10


def test_random_playthrough_7x7_k4() -> None:
    """Conformance: many random positions, and whole games played by the search."""
    rng = random.Random(2024)
    for _ in range(40):
        game = Game(7, 7, 4)
        for _ in range(rng.randrange(30)):
            if game.is_over():
                break
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        rows = game.rows()
        analysis = search(game, Limit(time=0.03))
        assert game.rows() == rows
        assert game.is_legal(analysis.best)
    for _ in range(2):
        game = Game(7, 7, 4)
        while not game.is_over():
            if game.to_move() is Mark.X:
                game.play(search(game, Limit(time=0.03)).best)
            else:
                game.play(rng.choice(game.legal_moves()))
        assert game.winner() is not Mark.O  # random play never beats the search here


def test_search_wins_against_random_on_15x15() -> None:
    rng = random.Random(5)
    game = Game(15, 15, 5)
    while not game.is_over():
        if game.to_move() is Mark.X:
            game.play(search(game, Limit(time=0.05)).best)
        else:
            near = [
                m
                for m in game.legal_moves()
                if any(abs(m[0] - a) <= 1 and abs(m[1] - b) <= 1 for a, b in game.moves)
            ]
            game.play(rng.choice(near or game.legal_moves()))
    assert game.winner() is Mark.X


def test_game_over_raises() -> None:
    game = Game(3, 3, 3)
    for move in [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0)]:
        game.play(move)
    with pytest.raises(ValueError, match="over"):
        search(game)


# -- cancellation, the table's cap, all_values ------------------------------------------


def _middle() -> Game:
    if MIDDLE:
        return MIDDLE[0].game()
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (8, 7), (6, 7), (7, 8), (7, 6), (9, 6), (6, 9)]:
        game.play(move)
    return game


def test_cancel_returns_promptly_with_a_legal_move() -> None:
    game = _middle()
    cancel = threading.Event()
    timer = threading.Timer(0.2, cancel.set)
    timer.start()
    start = time.perf_counter()
    try:
        analysis = search(game, Limit(time=30.0), cancel=cancel)
    finally:
        timer.cancel()
    elapsed = time.perf_counter() - start
    assert game.is_legal(analysis.best)
    assert elapsed < 5.0  # it stopped on the flag, not at its 30 s budget
    assert analysis.info.get("stopped") or analysis.depth >= 1


def test_cancel_already_set() -> None:
    cancel = threading.Event()
    cancel.set()
    game = _middle()
    analysis = search(game, Limit(time=30.0), cancel=cancel)
    assert game.is_legal(analysis.best)


def test_table_stays_under_cap() -> None:
    game = _middle()
    analysis = search(game, Limit(time=0.5), tt_cap=500)
    assert 0 < analysis.info["tt_size"] <= 500


def test_trimming_drops_the_oldest_entries_a_bounded_number_at_a_time() -> None:
    tt = {key: (1, 0, key, -1) for key in range(1000)}
    trim_table(tt, 1000, most=100)  # past 3/4 of the cap: the 100 oldest go
    assert list(tt)[:1] == [100] and len(tt) == 900
    for _ in range(2):
        trim_table(tt, 1000, most=100)
    assert len(tt) == 700 and min(tt) == 300
    trim_table(tt, 1000)  # under 3/4 of the cap: nothing goes
    assert len(tt) == 700
    trim_table(tt, 800)  # no bound: straight down to half the cap
    assert len(tt) == 400 and min(tt) == 600


def test_all_values_gives_every_root_option_a_value() -> None:
    game = _middle()
    analysis = search(game, Limit(time=5.0, depth=2, all_values=True))
    moves = [o.move for o in analysis.options]
    assert len(moves) == len(set(moves)) > 10
    assert all(game.is_legal(m) for m in moves)
    values = [o.value for o in analysis.options]
    assert values == sorted(values, reverse=True)
    assert analysis.depth == 2


def test_max_depth_is_respected() -> None:
    analysis = search(_middle(), Limit(time=5.0, depth=3))
    assert analysis.depth <= 3


def test_principal_variation_is_a_legal_line_from_the_best_move() -> None:
    game = _middle()
    analysis = search(game, Limit(time=0.5))
    pv = analysis.info["pv"]
    assert pv and pv[0] == analysis.best
    g = game.copy()
    for move in pv:
        g.play(move)  # raises if illegal


@pytest.mark.parametrize("size", [(20, 20), (15, 15), (9, 9), (10, 7)])
def test_empty_board_opens_at_the_centre(size: tuple[int, int]) -> None:
    width, height = size
    analysis = search(Game(width, height, 5), Limit(time=0.2))
    x, y = analysis.best
    assert abs(2 * x - (width - 1)) <= 1 and abs(2 * y - (height - 1)) <= 1


def test_timed_exact_tables_are_capped_by_the_budget() -> None:
    # a full table is shrunk in one uninterruptible pass: under a short budget the
    # persistent exact table must stay small enough for that pass to be cheap
    from tictactoe.ai.exact import timed_cap
    from tictactoe.ai.table import DEFAULT_CAP

    assert timed_cap(None) == DEFAULT_CAP
    caps = [timed_cap(t) for t in (0.05, 0.3, 1.0, 3.0, 100.0)]
    assert caps == sorted(caps) and caps[-1] == DEFAULT_CAP
    assert timed_cap(0.3) <= 1 << 15 and timed_cap(1.0) <= 1 << 17
