"""The compiled core against the Python engine it twins (tictactoe/ai/core.py).

The core reads the same line patterns, cell classes, fitted tables and renju rules as the
Python pattern search, and proves the same wins: these tests hold the two together key by
key (every line key that can occur, every code), position by position (random positions
under every rule, seeded) and win by win (the quickest wins by fours and by threes).  They
skip where the core was not built (the Python engine then plays alone, and its own tests
run).
"""

from __future__ import annotations

import random
import subprocess
import sys
import threading
import time

import pytest

from tictactoe.ai import core
from tictactoe.ai.alphabeta import AlphaBeta
from tictactoe.ai.patterns import line_pattern as free_pattern
from tictactoe.ai.patterns import valid_keys
from tictactoe.ai.rule_board import board_for
from tictactoe.ai.rule_patterns import (
    BLACK_OFFSET,
    NP_RULES,
    LineRule,
    black_class,
    cell_class,
)
from tictactoe.ai.threats import Clock, Quickest
from tictactoe.ai.types import HEURISTIC_LIMIT
from tictactoe.ai.weights import COMBOS, load
from tictactoe.game import Game, Rules
from tictactoe.variants import Variant, foul

pytestmark = pytest.mark.skipif(not core.built(), reason="the compiled core was not built")

if core.built():
    from tictactoe.ai import _core

LINE_RULES = {LineRule.FREE: 0, LineRule.EXACT: 1, LineRule.CARO: 2, LineRule.BLACK: 3}


def test_every_freestyle_line_key_reads_as_the_python_tables() -> None:
    # freestyle's Python keys read four cells a side; the core's five: the fifth must
    # not matter, whatever it holds
    for key in valid_keys(5):
        core_key = 0
        for slot in range(8):
            offset = slot - 4 if slot < 4 else slot - 3
            core_slot = offset + 5 if offset < 0 else offset + 4
            core_key |= (key >> (2 * slot) & 3) << (2 * core_slot)
        for side in (0, 1):
            want = free_pattern(key, side, 5)
            for outer in range(16):
                got = _core.line_level(0, side + 1, core_key | (outer & 3) | (outer >> 2) << 18)
                assert got == want, (key, side, outer)


@pytest.mark.parametrize("rule", [LineRule.EXACT, LineRule.CARO, LineRule.BLACK])
def test_every_line_of_a_rule_reads_as_the_python_tables(rule: LineRule) -> None:
    # every line of ten cells (empty, own, the other side's) around an own stone, as
    # both sides see it: a wall reads as the other side's stone, and the cells beyond a
    # blocked one do not matter (both engines normalise the line so), so these are all
    # the lines there are
    from itertools import product

    from tictactoe.ai.rule_patterns import _normal, level

    seen = set()
    for cells in product((0, 1, 2), repeat=10):
        line = _normal((*cells[:5], 1, *cells[5:]))
        if line in seen:
            continue
        seen.add(line)
        want = level(line, 5, rule)
        around = line[:5] + line[6:]
        for own, other in ((1, 2), (2, 1)):
            key = sum(
                (0 if v == 0 else own if v == 1 else other) << (2 * slot)
                for slot, v in enumerate(around)
            )
            assert _core.line_level(LINE_RULES[rule], own, key) == want, (line, own)
    # a half line: empty and own cells up to the first blocked one (then all blocked)
    assert len(seen) == (1 + 2 + 4 + 8 + 16 + 32) ** 2


def test_every_code_has_the_python_class_and_combination() -> None:
    classes, combos = _core.tables()
    size = NP_RULES**4
    assert len(classes) == 2 * size and len(combos) == 2 * size
    for code in range(size):
        patterns = tuple(code // NP_RULES**d % NP_RULES for d in range(4))
        plain = tuple(0 if p == 10 else p for p in patterns)
        assert classes[code] == cell_class(plain), patterns
        assert classes[size + code] == black_class(patterns), patterns
        combo = int.from_bytes(combos[2 * code : 2 * code + 2], "little")
        assert COMBOS[combo] == tuple(sorted(patterns))


def random_game(rules: Rules, rng: random.Random, stones: int, black_bias: float = 0.5) -> Game:
    """A game of about ``stones`` random moves near the centre, stopped before it ends."""
    game = Game.for_rules(rules)
    centre = rules.width // 2
    for _ in range(stones):
        moves = [
            m for m in game.legal_moves() if abs(m[0] - centre) <= 5 and abs(m[1] - centre) <= 5
        ]
        move = rng.choice(moves)
        after = game.copy()
        after.play(move)
        if after.is_over():
            break
        game = after
    return game


@pytest.mark.parametrize("variant", list(Variant))
def test_random_positions_read_alike_cell_by_cell(variant: Variant) -> None:
    rules = Rules(15, 15, 5, variant)
    rng = random.Random(20261129 + len(variant.value))
    for trial in range(25):
        game = random_game(rules, rng, rng.randint(4, 70))
        board = board_for(game)
        with core.board_for(game) as kept:
            c = kept.core
            for cell in range(rules.cells):
                if board.board[cell]:
                    continue
                got = c.patterns(cell)
                for side in (0, 1):
                    code = board.code[side][cell] % BLACK_OFFSET
                    if variant is Variant.FREESTYLE:
                        want = tuple(code // 10**d % 10 for d in range(4))
                    else:
                        want = tuple(code // NP_RULES**d % NP_RULES for d in range(4))
                    assert got[side] == want, (trial, cell, side)
                    assert c.classes(cell)[side] == board.class_of(cell, side)
            search = AlphaBeta(board, Clock(time.perf_counter() + 60), {}, 1000, [[0] * 225] * 2)
            for side in (0, 1):
                assert c.static(side) == search.static(side), (trial, side)


def test_renju_fouls_are_the_rules_modules_on_crowded_positions() -> None:
    rules = Rules(15, 15, 5, Variant.RENJU)
    rng = random.Random(7)
    fouls = 0
    for trial in range(60):
        game = Game.for_rules(rules)
        # many black stones in a small square: double threes, fours and overlines abound
        cells = [(x, y) for x in range(4, 11) for y in range(4, 11)]
        rng.shuffle(cells)
        black, white = 0, 0
        for x, y in cells[: rng.randint(10, 26)]:
            black |= 1 << rules.index((x, y))
        for x, y in cells[26 : 26 + rng.randint(0, 8)]:
            white |= 1 << rules.index((x, y))
        kept = core.Board(rules)
        for cell in range(rules.cells):
            if black >> cell & 1:
                kept.core.play(cell, 0)
            elif white >> cell & 1:
                kept.core.play(cell, 1)
        for cell in range(rules.cells):
            if (black | white) >> cell & 1:
                continue
            want = foul(rules, black, white, cell)
            got = kept.core.foul(cell)
            assert core.FOULS.get(got) == (want.value if want else None), (trial, cell)
            fouls += bool(want)
        del game
    assert fouls > 300  # the positions held many fouls of every kind


def test_the_shipped_weights_fit_the_core() -> None:
    for variant in Variant:
        weights = load(variant)
        assert len(weights.packed()) == _core.WEIGHTS_BYTES
        if variant is not Variant.RENJU:  # one table serves both sides
            assert weights.move[0] == weights.move[1] and weights.own[0] == weights.own[1]


# -- the searches -------------------------------------------------------------------------

SPARRING = "/work/shared/sparring/games"


def game_of(moves: list[tuple[int, int]], variant: Variant = Variant.FREESTYLE) -> Game:
    game = Game.for_rules(Rules(15, 15, 5, variant))
    for move in moves:
        game.play(move)
    return game


# Positions cut from games the engine lost to a strong public engine (the sparring
# set), each with the quickest win by threes (plies) that engine reported for the side
# to move and both of ours prove.
WINS_BY_THREES = [
    # moves (0-based x,y), plies: cut from the engine's own match games
    ("4,8 6,6 5,4 6,5 6,4 7,4 4,5 4,4 5,6 5,5 7,7 3,4 3,6 6,3 3,8 2,8 2,7 1,8 1,6 4,9 3,7 3,3", 7),
    ("8,10 9,8 7,4 7,8 8,8 8,7 9,9 7,7 7,9 6,9 5,10 9,7 6,7 10,7 11,7 10,8 10,6", 9),
    ("5,10 7,10 10,8 7,8 7,9 8,9 6,11 8,11 8,10 6,7 9,10 5,8 6,9 5,7 5,6", 9),
    ("4,5 7,7 7,10 4,7 9,8 6,7 8,7 7,6 8,9 10,7 8,10 8,11", 11),
    (
        "9,4 6,4 7,5 6,6 6,5 5,5 10,5 7,3 4,6 8,5 8,4 4,4 7,7 3,3 2,2 5,4 7,4 5,3 5,2 3,5 7,8 7,6 11,4",
        11,
    ),
]


@pytest.mark.parametrize("moves, plies", WINS_BY_THREES)
def test_the_core_and_the_python_twin_prove_the_same_quickest_win_by_threes(
    moves: str, plies: int
) -> None:
    game = game_of([tuple(int(v) for v in m.split(",")) for m in moves.split()])
    side = game.to_move().index
    with core.board_for(game) as kept:
        line = kept.core.vct(side, 25, 5_000_000, False)
    assert line and len(line) == plies
    board = board_for(game)
    twin = Quickest(board, Clock(time.perf_counter() + 600))
    assert len(twin.vct(side, 25)) == plies
    # and nothing quicker: neither finds one two plies shorter
    with core.board_for(game) as kept:
        kept.core.clear()
        assert kept.core.vct(side, plies - 2, 5_000_000, False) is None
    assert Quickest(board, Clock(time.perf_counter() + 600)).vct(side, plies - 2) is None


def test_a_search_answers_the_forced_moves() -> None:
    from tictactoe.ai import Limit, analyze

    # X to move with four in a row open at one end: the five
    game = game_of([(3, 7), (3, 3), (4, 7), (4, 3), (5, 7), (5, 3), (6, 7), (9, 9)])
    assert analyze(game, Limit(time=0.5)).best == (7, 7) or analyze(game, Limit(time=0.5)).best == (
        2,
        7,
    )
    # O to move must stop X's four
    game = game_of([(3, 7), (3, 3), (4, 7), (4, 3), (5, 7), (9, 9), (6, 7)])
    assert analyze(game, Limit(time=0.5)).best in ((7, 7), (2, 7))


@pytest.mark.parametrize("variant", [Variant.FREESTYLE, Variant.STANDARD, Variant.RENJU])
def test_a_lost_position_gets_a_block_even_when_the_budget_ends_before_the_root_moves(
    variant: Variant,
) -> None:
    """X's two open threes cross at 7,7, so nothing O plays stops both.  With one node the
    search ends in its first phase, where the move order offers no move that stops every
    threat; a level on a loaded machine forfeited such games ("the core found no move")."""
    from tictactoe.ai import Limit

    xs = [(5, 7), (6, 7), (7, 7), (7, 5), (7, 6)]
    os_ = [(0, 0), (14, 0), (0, 14), (14, 14)]
    game = game_of([m for pair in zip(xs, os_) for m in pair] + xs[4:], variant)
    blocks = {(4, 7), (8, 7), (7, 4), (7, 8)}  # where X would make an open four
    for nodes in (1, 2, 50):
        core.forget()
        assert core.search(game, Limit(nodes=nodes)).best in blocks


def test_the_search_never_plays_a_point_forbidden_to_black() -> None:
    from tictactoe.ai import Limit, analyze

    rules = Rules(15, 15, 5, Variant.RENJU)
    rng = random.Random(3)
    for _ in range(6):
        game = random_game(rules, rng, 30)
        if game.to_move().index != 0:
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        move = analyze(game, Limit(time=0.2)).best
        assert game.illegal(move) is None


def test_a_search_bounded_by_nodes_is_the_same_twice_from_a_cold_start() -> None:
    from tictactoe.ai import Limit, analyze, forget

    game = game_of([(7, 7), (8, 8), (6, 8), (8, 6), (8, 7), (6, 6)])
    results = []
    for _ in range(2):
        forget()
        a = analyze(game, Limit(nodes=30_000, time=60))
        results.append((a.best, a.value, a.depth, [(o.move, o.value) for o in a.options]))
    assert results[0] == results[1]


def test_the_search_lets_other_threads_run_and_stops_when_cancelled() -> None:
    from tictactoe.ai import Limit, analyze

    game = game_of([(7, 7), (8, 8), (6, 8), (8, 6), (8, 7), (6, 6)])
    ticks = [0]
    stop = threading.Event()
    done = threading.Event()

    def count() -> None:
        while not done.is_set():
            ticks[0] += 1
            time.sleep(0.001)

    counter = threading.Thread(target=count)
    counter.start()
    threading.Timer(0.3, stop.set).start()
    started = time.perf_counter()
    analysis = analyze(game, Limit(time=30), cancel=stop)
    elapsed = time.perf_counter() - started
    done.set()
    counter.join()
    assert elapsed < 5  # cancelled at 0.3 s, not at 30
    assert analysis.info.get("stopped")
    assert ticks[0] > 20  # the other thread ran while the core searched


def test_a_search_asks_nothing_while_the_window_steps_it_aside() -> None:
    # PaintGuard's repaint: the core's poll waits it out without the GIL and asks the
    # cancel flag only once it is over (here: cleared early, at `cleared`)
    from tictactoe.ai import Limit, analyze

    game = game_of([(7, 7), (8, 8), (6, 8), (8, 6), (8, 7), (6, 6)])
    asked: list[float] = []
    cleared = [0.0]

    class Flag:
        def is_set(self) -> bool:
            asked.append(time.perf_counter())
            return len(asked) > 3

    def clear() -> None:
        cleared[0] = time.perf_counter()
        core.step_aside(0)

    core.step_aside(0.25)
    threading.Timer(0.1, clear).start()
    try:
        analysis = analyze(game, Limit(time=30), cancel=Flag())
    finally:
        core.step_aside(0)
    assert analysis.info.get("stopped")  # the flag, asked after the repaint, stopped it
    assert cleared[0] and asked and asked[0] >= cleared[0]
    with pytest.raises(ValueError):
        core._core.step_aside(1.0)  # a quarter of a second at most (the wrapper clamps)


def test_a_search_asks_its_flag_every_50_ms_unless_one_was_raised() -> None:
    # each poll takes the GIL: unasked, a search polls every 50 ms (POLL_S); after
    # core.flag_raised() (the worker's cancel and hurry) at its next look, 1024 nodes on
    from tictactoe.ai import Limit, analyze

    game = game_of([(7, 7), (8, 8), (6, 8), (8, 6), (8, 7), (6, 6)])
    nodes = 200_000
    seen = []

    class Flag:
        def __init__(self, raise_it: bool) -> None:
            self.raise_it, self.asked = raise_it, 0

        def is_set(self) -> bool:
            self.asked += 1
            if self.raise_it:
                core.flag_raised()  # as if another thread had set a flag just now
            return False

    for raise_it in (False, True):
        flag = Flag(raise_it)
        started = time.perf_counter()
        analyze(game, Limit(nodes=nodes, time=120), cancel=flag)
        seen.append((flag.asked, time.perf_counter() - started))
    (unasked, seconds), (raised, _) = seen
    assert unasked <= seconds / 0.05 + 5
    assert raised > nodes // 1024 // 2


def test_building_a_core_and_clearing_it_let_other_threads_run() -> None:
    # A rule's line tables (built on its first board) and the 16 MB transposition table
    # take 10-40 ms: the core does that work without the GIL, or a process's first search
    # (on a search thread) froze the window that long.  With a switch interval of 100 s
    # this thread never gives the GIL up on its own, so the other thread can count only
    # while a call has released it: never, if the call holds the GIL.
    weights = load(Variant.RENJU).packed()
    inside, counted = [False], [0]
    done, tick = threading.Event(), threading.Event()

    def count() -> None:
        while not done.is_set():
            if inside[0]:
                counted[0] += 1
            tick.wait(0.0002)  # gives the GIL back each time round

    def released(call) -> bool:
        for _ in range(40):
            inside[0] = True
            call()
            inside[0] = False
            if counted[0]:
                return True
        return False

    interval = sys.getswitchinterval()
    counter = threading.Thread(target=count)
    sys.setswitchinterval(100.0)
    try:
        counter.start()
        board = _core.Core(15, 15, 2, weights)
        built = released(lambda: _core.Core(15, 15, 2, weights))
        counted[0] = 0
        cleared = released(board.clear)
    finally:
        done.set()
        sys.setswitchinterval(interval)
        counter.join()
    assert built and cleared


def test_the_preload_builds_every_rules_tables_before_a_first_search() -> None:
    # the window preloads while its menu shows: a fresh process's first search of any rule
    # then builds no table (prepare says False: they were built)
    ask = "from tictactoe.ai import _core; print([_core.prepare(v) for v in range(4)])"
    for before, built in (("", True), ("preload(); ", False)):
        out = subprocess.run(
            [sys.executable, "-c", f"from tictactoe.ai import preload; {before}{ask}"],
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert out.stdout.strip() == str([built] * 4), out.stderr


def test_the_parts_switched_off_are_the_defaults_unless_asked(monkeypatch):
    monkeypatch.delenv(core.OFF_ENV, raising=False)
    assert core.parts_off() == core.DEFAULT_OFF <= set(core.OPTIONS)
    monkeypatch.setenv(core.OFF_ENV, "")
    assert core.parts_off() == frozenset()  # every part on
    monkeypatch.setenv(core.OFF_ENV, "lmr, futility")
    assert core.parts_off() == {"lmr", "futility"}
    monkeypatch.setenv(core.OFF_ENV, "lmr,wings")
    with pytest.raises(ValueError, match="wings"):
        core.parts_off()


def searched_with(position: Game, depth: int, all_values: bool, **parts: bool) -> dict:
    """A search of ``position`` to ``depth`` by a fresh core with the shipped parts of the
    search, ``parts`` changed (the raw result of the core)."""
    board = core.Board(position.rules)
    shipped = {name: name not in core.DEFAULT_OFF for name in core.OPTIONS}
    board.core.set_options(**{**shipped, **parts})
    board.sync(position)
    result: dict = board.core.search(
        position.to_move().index,
        time=60.0,
        nodes=0,
        depth=depth,
        all_values=all_values,
        poll=None,
        report=None,
    )
    return result


def test_the_horizon_sees_a_win_by_fours_with_leaf_fours_on() -> None:
    """O's (10,6) makes a four on x = 10 and an open three on y = 6 (a four-three): X must
    stop it now.  Searched one ply deep, a move of X's elsewhere leaves O to move at the
    horizon.  Its static value counts the four-three as a strong threat; with
    ``leaf_fours`` O makes the four there, X's block is forced, and the open four that
    follows is seen as the win it is.  Where no side has a four, the switch changes no value.
    (``vcf_leaf``, off as shipped, would find the same win its own way.)"""
    xs = [(10, 2), (1, 13), (4, 13), (1, 10), (13, 13)]
    os_ = [(10, 3), (10, 4), (10, 5), (11, 6), (12, 6)]
    game = game_of([m for pair in zip(xs, os_) for m in pair])
    quiet = game_of([(7, 7), (9, 8), (5, 9), (2, 2)])

    def root_values(position: Game, on: bool) -> dict[tuple[int, int], int]:
        result = searched_with(position, 1, True, leaf_fours=on)
        rules = position.rules
        return {
            tuple(rules.move(c)): v for c, v in zip(result["moves"], result["values"]) if c >= 0
        }

    lost = HEURISTIC_LIMIT  # the core's mate values lie beyond it, as the Python search's
    with_fours, without = root_values(game, True), root_values(game, False)
    assert with_fours[(10, 6)] > -lost and with_fours[(10, 7)] > -lost  # they stop it
    assert with_fours[(9, 8)] < -lost and without[(9, 8)] > -lost
    seen_lost = sum(v < -lost for v in with_fours.values())
    assert seen_lost > len(with_fours) // 2
    # without the switch only moves that make a fight of their own end proven
    assert sum(v < -lost for v in without.values()) * 4 < seen_lost
    assert root_values(quiet, True) == root_values(quiet, False)


def test_order_reductions_search_the_same_depth_with_fewer_nodes() -> None:
    """With ``order_reductions`` a late quiet move is searched shallower first the further
    its order score falls below its node's best: the same iterations cost fewer nodes."""
    game = game_of([(7, 7), (8, 8), (6, 8), (8, 6), (9, 9), (5, 9), (7, 5), (10, 8)])

    def nodes(on: bool) -> int:
        result = searched_with(game, 5, False, root_vct=False, order_reductions=on)
        assert result["depth"] == 5
        return int(result["nodes"])

    assert nodes(True) < nodes(False)  # 18,743 against 21,014 when written
