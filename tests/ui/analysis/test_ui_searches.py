"""The searches and words behind hints, analysis and proven values, checked
against the exact solver (its own, independent instance) and the rules."""

from __future__ import annotations

import random
import threading
import time

import pytest

from tictactoe.ai import (
    WIN,
    Analysis,
    Deadline,
    Option,
    Reading,
    Verdict,
    combine,
    hint_search,
    immediate,
    is_proven,
    panel_search,
    prove,
    prove_board,
    reading_of,
)
from tictactoe.ai.large import forget
from tictactoe.ai.solver import ExactSolver
from tictactoe.ai.solver_base import to_public
from tictactoe.bench.positions import by_kind, middle_games
from tictactoe.game import Game, Mark, Position, Rules, iter_cells, wins_at
from tictactoe.ui.words.reading_words import board_words, option_words, verdict_words, words_for
from tictactoe.variants import Variant


def truth(game: Game) -> dict:
    """Every legal move's exact value, from a fresh solver."""
    x, o = game.bitboards()
    values = ExactSolver(game.rules).move_values(x, o)
    return {game.rules.move(c): to_public(v) for c, v in values.items()}


def all_3x3_games():
    """One game per reachable non-terminal 3x3 position (4,520 of them)."""
    seen = {}

    def walk(game):
        key = game.bitboards()
        if key in seen or game.is_over():
            return
        seen[key] = game.copy()
        for move in game.legal_moves():
            game.play(move)
            walk(game)
            game.undo()

    walk(Game())
    return list(seen.values())


GAMES_3X3 = all_3x3_games()


def test_there_are_4520_open_3x3_positions():
    assert len(GAMES_3X3) == 4520


# -- words ---------------------------------------------------------------------------------


def test_option_words():
    assert option_words(WIN - 1, True) == "wins at once"
    assert option_words(WIN - 3, True) == "wins in 3"
    assert option_words(-(WIN - 5), True) == "loses in 5"
    assert option_words(0, True) == "draws"
    assert option_words(57, False) == "score +57"
    assert option_words(57, False, bound=True) == "score at most +57"


def test_verdict_words_and_the_move_after():
    assert verdict_words(Verdict.of(WIN - 9, Mark.X)) == "X wins in 9"
    assert verdict_words(Verdict.of(-(WIN - 4), Mark.X)) == "O wins in 4"
    assert verdict_words(Verdict.of(0, Mark.O)) == "a draw"
    assert (
        verdict_words(Verdict.of(WIN - 9, Mark.X, exact_distance=False)) == "X wins within 9 moves"
    )
    # X's move that wins in 3 leaves O to move in a position X wins in 2
    assert Verdict.of(WIN - 3, Mark.X).after_move() == Verdict(Mark.X, 2)


def test_board_words():
    assert board_words(Rules(3, 3, 3), Verdict(None)) == "3x3: a draw with perfect play"
    assert (
        board_words(Rules(6, 5, 4), Verdict(Mark.X, 11))
        == "6x5, 4 in a row: the first player wins in 11"
    )
    assert (
        board_words(Rules(6, 5, 4), Verdict(Mark.X, 11, False))
        == "6x5, 4 in a row: the first player wins"
    )
    assert board_words(Rules(5, 5, 5), None) == "5x5: not proven"


# -- readings ------------------------------------------------------------------------------


def test_a_partial_exact_analysis_keeps_only_the_solved_moves():
    options = (Option((0, 0), WIN - 3), Option((1, 0), 0), Option((2, 0), 0))
    analysis = Analysis((0, 0), options, exact=False, info={"exact_moves": [(0, 0), (2, 0)]})
    reading = reading_of(analysis, Mark.X, bounds=False)
    assert set(reading.values) == {(0, 0), (2, 0)}  # (1, 0)'s 0 is a placeholder
    assert words_for(reading, (2, 0)) == "draws" and words_for(reading, (1, 0)) is None
    assert reading.verdict() == Verdict(Mark.X, 3, exact_distance=False)


def test_bounds_are_said_and_never_counted_as_equal_options():
    options = (Option((0, 0), 57, 2), Option((1, 0), 57, 2), Option((2, 0), 57, 2))
    reading = reading_of(Analysis((0, 0), options, exact=False), Mark.O, bounds=True)
    assert reading.best_moves() == ((0, 0),)
    assert words_for(reading, (1, 0)) == "score at most +57"
    assert words_for(reading, (0, 0)) == "score +57 (like 2 other moves)"
    assert reading.x_value() == -57


def test_combine_prefers_exact_values_and_recounts_widths():
    exact = {(0, 0): Option((0, 0), 0), (1, 0): Option((1, 0), 0)}
    scores = {(0, 0): Option((0, 0), 80), (2, 0): Option((2, 0), 0), (3, 0): Option((3, 0), -20)}
    reading = combine(Mark.X, exact, scores)
    assert reading.values[(0, 0)].value == 0 and reading.is_exact((0, 0))
    assert not reading.is_exact((2, 0))
    assert [o.width for o in reading.options] == [2, 2, 2, 0]
    assert set(reading.best_moves()) == {(0, 0), (1, 0), (2, 0)}


# -- immediate wins and losses -------------------------------------------------------------


def test_immediate_values_agree_with_the_solver_on_every_3x3_position():
    solver = ExactSolver(Rules())
    checked = 0
    for game in GAMES_3X3:
        known = immediate(game)
        if not known:
            continue
        x, o = game.bitboards()
        values = solver.move_values(x, o)
        for move, option in known.items():
            exact = to_public(values[game.rules.index(move)])
            assert option.value == exact or (
                option.value == -(WIN - 2) and exact == option.value
            ), (game.rows(), move, option.value, exact)
            checked += 1
    assert checked > 5000


def test_immediate_values_on_a_large_board_follow_the_rules():
    position = next(p for p in by_kind("block") if p.width == 15)
    game = position.game()
    known = immediate(game)
    blocks = set(position.answers)
    assert set(known) == set(game.legal_moves()) - blocks
    for move, option in known.items():  # after any other move the opponent wins at once
        game.play(move)
        assert option.value == -(WIN - 2)
        assert any(_wins_now(game, reply) for reply in game.legal_moves())
        game.undo()


@pytest.mark.parametrize("variant", ["freestyle", "standard", "renju", "caro"])
def test_immediate_values_are_those_of_trying_every_cell(variant):
    """``immediate`` tries only the cells that fill a window of k (``_near_fives``): on
    crowded random positions it finds what trying every empty cell with ``wins_at`` finds."""
    rng = random.Random(47)
    checked = 0
    for width, height, k in [(9, 9, 5), (15, 15, 5), (20, 20, 5), (6, 6, 4), (3, 3, 3)]:
        if Variant(variant).five_only and k != 5:
            continue
        rules = Rules(width, height, k, Variant(variant))
        for _ in range(40):
            cells = rng.sample(range(rules.cells), rng.randrange(rules.cells // 3))
            half = len(cells) // 2
            x_bits = sum(1 << c for c in cells[: len(cells) - half])
            o_bits = sum(1 << c for c in cells[len(cells) - half :])
            try:
                game = Game.for_rules(rules, start=Position(rules, x_bits, o_bits))
            except ValueError:
                continue  # a random position the rules do not allow (a row already won)
            if game.is_over():
                continue
            known = immediate(game)
            assert known == _every_cell_tried(game), (rules, x_bits, o_bits)
            checked += bool(known)
    assert checked > 20


def _every_cell_tried(game: Game) -> dict:
    """``immediate`` as it was: every legal move for a win, every empty cell for a threat."""
    me, position, rules = game.to_move(), game.position(), game.rules
    taken = position.x_bits | position.o_bits

    def wins(move, mark) -> bool:
        return wins_at(after_with(position, move, mark), move, mark)

    moves = game.legal_moves()
    threats = [
        rules.move(i)
        for i in range(rules.cells)
        if not taken >> i & 1 and wins(rules.move(i), me.other)
    ]
    known = {m: Option(m, WIN - 1) for m in moves if wins(m, me)}
    if threats and len(moves) > 1:
        for m in moves:
            if m in known:
                continue
            if rules.variant is Variant.CARO:
                after = after_with(position, m, me)
                if not any(
                    t != m and wins_at(after_with(after, t, me.other), t, me.other) for t in threats
                ):
                    continue
            elif len(threats) == 1 and m == threats[0]:
                continue
            known[m] = Option(m, -(WIN - 2))
    return known


def after_with(position: Position, move, mark) -> Position:
    """The position with ``mark``'s stone on ``move`` (the oracle's own, not the hints')."""
    bits = 1 << position.rules.index(move)
    x, o = position.x_bits, position.o_bits
    return (
        Position(position.rules, x | bits, o)
        if mark is Mark.X
        else Position(position.rules, x, o | bits)
    )


def _wins_now(game: Game, move) -> bool:
    game.play(move)
    won = game.winner() is not None
    game.undo()
    return won


# -- the hint ------------------------------------------------------------------------------


@pytest.mark.parametrize("index", range(0, 4520, 113))
def test_the_hint_gives_every_3x3_move_its_exact_value(index):
    game = GAMES_3X3[index]
    reports = []
    final = hint_search(game, threading.Event(), reports.append)
    assert final.final and final.solved and reports[-1] is final
    assert {m: o.value for m, o in final.values.items()} == truth(game)
    best = max(truth(game).values())
    assert set(final.best_moves()) == {m for m, v in truth(game).items() if v == best}


def test_the_hint_on_4x4_matches_the_solver_and_reports_while_it_solves():
    game = Game(4, 4, 4)
    for move in [(1, 1), (2, 2), (1, 2)]:
        game.play(move)
    reports = []
    final = hint_search(game, threading.Event(), reports.append)
    assert final.solved
    assert {m: o.value for m, o in final.values.items()} == truth(game)
    assert len(reports) >= 2


def test_the_hint_on_15x15_values_many_cells_and_stops_at_its_budget():
    # from a fresh engine: the history it keeps from other 15x15 searches in this process
    # (halved at each search, not dropped) orders the moves otherwise, and a deeper last
    # iteration values fewer cells (17 after the games of test_ui_help)
    forget()
    game = middle_games(15)[2].game()
    reports = []
    started = time.perf_counter()
    final = hint_search(game, threading.Event(), reports.append, budget=1.0)
    assert time.perf_counter() - started < 3.0
    assert final.final and not final.solved and final.depth >= 1
    assert len(final.values) > 30  # more than the plain search's 24
    assert len({o.value for o in final.options}) > 10  # a heat-map, not a flat field
    assert all(game.is_legal(m) for m in final.values)
    assert len(reports) >= 3


def test_the_hint_stops_when_cancelled():
    game = middle_games(15)[0].game()
    cancel = threading.Event()
    threading.Timer(0.3, cancel.set).start()
    started = time.perf_counter()
    hint_search(game, cancel, lambda reading: None, budget=30.0)
    assert time.perf_counter() - started < 2.0


def test_a_forced_block_on_15x15_marks_every_other_cell_lost():
    position = next(p for p in by_kind("block") if p.width == 15)
    game = position.game()
    final = hint_search(game, threading.Event(), lambda r: None, budget=0.5)
    assert final.best == position.answers[0]
    for move in game.legal_moves():
        if move not in position.answers:
            assert words_for(final, move).startswith("loses in 2")


# -- the panel and the prover --------------------------------------------------------------


def test_the_panel_search_is_the_engine_with_its_bounds_said():
    game = middle_games(15)[1].game()
    reports = []
    final = panel_search(game, threading.Event(), reports.append, budget=0.6)
    assert final.final and final.bounds and final.depth >= 1
    assert final.pv and final.pv[0] == final.best


@pytest.mark.parametrize("rules", [Rules(3, 3, 3), Rules(4, 3, 3), Rules(4, 4, 3), Rules(4, 4, 4)])
def test_proven_boards_agree_with_the_solver(rules):
    verdict = prove_board(rules, threading.Event())
    value = max(truth(Game.for_rules(rules)).values())
    assert verdict == Verdict.of(value, Mark.X)


def test_known_board_values():
    # DESIGN.md: (3,3,3) draw, (4,3,3) win, (4,4,3) win, (4,4,4) draw
    assert prove_board(Rules(3, 3, 3), threading.Event()).winner is None
    assert prove_board(Rules(4, 3, 3), threading.Event()).winner is Mark.X
    assert prove_board(Rules(4, 4, 4), threading.Event()).winner is None


def test_every_3x3_position_is_proven_as_the_solver_says():
    for game in GAMES_3X3[::7]:
        verdict = prove(game, threading.Event())
        assert verdict == Verdict.of(max(truth(game).values()), game.to_move())


def test_a_forced_win_by_fours_proves_a_large_position():
    position = by_kind("vcf")[0]
    game = position.game()
    verdict = prove(game, threading.Event(), budget=2.0)
    assert verdict is not None and verdict.winner is game.to_move()


def test_a_cancelled_proof_says_nothing_and_returns_at_once():
    cancel = threading.Event()
    cancel.set()
    started = time.perf_counter()
    assert prove_board(Rules(5, 5, 4), cancel) is None
    assert time.perf_counter() - started < 0.5


def test_a_deadline_is_a_cancel():
    flag = threading.Event()
    assert not Deadline(10, flag).is_set()
    flag.set()
    assert Deadline(10, flag).is_set()
    assert Deadline(0).is_set()


def test_cells_of_a_reading_are_on_the_board():
    reading = Reading(Mark.X, (Option((0, 0), 1),))
    assert set(reading.values) <= set(iter_cells(Rules()))
    assert reading.best == (0, 0) and reading.value == 1 and not is_proven(reading.value)


def test_the_considered_moves_are_scored_for_x_as_on_the_bar():
    from tictactoe.ui.analysis.analysis_panel import considered_text

    options = (Option((7, 7), 57), Option((8, 8), 40), Option((6, 6), WIN - 3))
    reading = reading_of(Analysis((7, 7), options, exact=False), Mark.O, bounds=True)
    rules = Rules(15, 15, 5)  # the Gomoku notation: h8 the centre, rows from the bottom
    text = considered_text("O (Hard)", (7, 7), reading, rules)
    assert "<b>h8 -57</b>" in text and "i7 ≥ -40" in text and "g9 wins in 3" in text
    reading = reading_of(Analysis((7, 7), options, exact=False), Mark.X, bounds=True)
    assert "i7 ≤ +40" in considered_text("X (Hard)", (7, 7), reading, rules)


def test_boards_the_solver_does_not_try_go_to_the_prover_and_its_cache():
    from tictactoe.ai.proof import default_cache, known

    rules = Rules(6, 6, 5)  # DESIGN.md: a draw; too large for the exact solver
    verdict = prove_board(rules, threading.Event(), budget=30.0)
    assert verdict == Verdict(None) and verdict_words(verdict) == "a draw"
    assert known(Game.for_rules(rules), default_cache()) is not None  # answered at once next time
    won = Game(7, 7, 5)  # X has an open four: a proven win by the prover or the search
    for move in [(1, 3), (0, 0), (2, 3), (0, 6), (3, 3), (6, 0), (4, 3), (6, 6)]:
        won.play(move)
    assert prove(won, threading.Event(), budget=10.0).winner is Mark.X


def test_the_proof_cache_is_handed_out_only_once_the_prover_was_used():
    """The window saves the proof cache at its close only when this session could have
    added to it (a fresh interpreter: nothing has loaded the prover yet)."""
    import subprocess
    import sys

    code = (
        "import threading\n"
        "from tictactoe.ai import proof_cache, prove_board\n"
        "from tictactoe.game import Rules\n"
        "assert proof_cache(only_if_used=True) is None\n"
        "prove_board(Rules(3, 3, 3), threading.Event())\n"
        "assert proof_cache(only_if_used=True) is proof_cache()\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
