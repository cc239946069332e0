"""The threat searches and the pattern search under standard, renju and caro
(tictactoe.ai.rule_threats, tictactoe.ai.rule_search), checked against a win by fours
searched with nothing but the game itself (``Game.play``, ``legal_moves``, ``winner``:
the rules module's answers, renju's forbidden points included)."""

from __future__ import annotations

import random
import time

import pytest

from tests.ai.games import clustered_game
from tests.ai.rules.test_ai_rule_patterns import OTHER_RULES
from tictactoe.ai import Limit, analyze, is_proven, win_by_fours, winning_fours
from tictactoe.ai.large import forget
from tictactoe.ai.rule_board import board_for
from tictactoe.ai.rule_threats import threat_search_for
from tictactoe.ai.threats import Clock
from tictactoe.game import Game, Mark, Rules, position_from_rows
from tictactoe.variants import winning_cells

# the Python search's own parts (the compiled core has tests/ai/core/test_ai_core.py)
pytestmark = pytest.mark.usefixtures("python_engine")

SIZE = 11


def wins_at_once(game: Game, mark: Mark) -> bool:
    """Could ``mark`` win with one stone now (whoever is to move)?"""
    x, o = game.bitboards()
    mine, theirs = (x, o) if mark is Mark.X else (o, x)
    return bool(winning_cells(game.rules, mine, theirs, mark is Mark.X))


def fours_win(game: Game, fours: int) -> bool:
    """Does the side to move win by at most ``fours`` continuous fours?  Every legal
    move is tried as a four (it must leave a winning cell and the opponent none), and
    against each, every legal reply of the opponent: it loses when it wins at once, or
    leaves a winning cell, or the attack goes on from there and wins."""
    me = game.to_move()
    moves = game.legal_moves()
    for move in moves:
        game.play(move)
        won = game.winner() is me
        game.undo()
        if won:
            return True
    if fours == 0:
        return False
    for move in moves:
        game.play(move)
        if game.is_over() or wins_at_once(game, me.other) or not wins_at_once(game, me):
            game.undo()
            continue
        holds = True
        for reply in game.legal_moves():
            game.play(reply)
            stopped = (
                game.is_over() or not wins_at_once(game, me) and not fours_win(game, fours - 1)
            )
            game.undo()
            if stopped:
                holds = False
                break
        game.undo()
        if holds:
            return True
    return False


def engine_vcf(game: Game, fours: int) -> list[int] | None:
    board = board_for(game)
    search = threat_search_for(board, Clock(time.perf_counter() + 60))
    return search.vcf(game.to_move().index, max_fours=fours)


@pytest.mark.parametrize("variant", OTHER_RULES)
def test_the_vcf_finds_a_win_exactly_when_the_game_alone_does(variant) -> None:
    """Random positions with fours about: the VCF (up to two fours) wins where the
    search on the game alone wins, and nowhere else; each line found starts with a
    legal four."""
    rules = Rules(SIZE, SIZE, 5, variant)
    rng = random.Random(f"vcf-{variant.value}")
    found = tried = 0
    while tried < 25:
        game = clustered_game(rng, stones=rng.randint(12, 40), rules=rules)
        board = board_for(game)
        s = game.to_move().index
        if not board.four_moves(s):
            continue
        tried += 1
        line = engine_vcf(game, 2)
        assert (line is not None) == fours_win(game, 2), (game.rows(), line)
        if line is not None:
            found += 1
            assert rules.move(line[0]) in game.legal_moves()
    assert found >= 3


def test_whites_four_whose_block_is_forbidden_wins_by_fours() -> None:
    # White's O O O . . : its four on (3, 6) leaves one five-point, (4, 6), a double
    # three for Black (the column 4,4-4,6 and the diagonal 6,4-4,6): Black may not block
    rows = (
        ["." * 15] * 4 + ["....X.X........", "....XX.........", "OOO............"] + ["." * 15] * 8
    )
    for variant, wins in (("renju", True), ("freestyle", False)):
        position = position_from_rows(rows, 5, variant=variant)
        game = Game.for_rules(position.rules, start=position, to_move=Mark.O)
        assert fours_win(game, 1) is wins
        if variant == "renju":
            line = engine_vcf(game, 1)
            assert line is not None and line[0] == game.rules.index((3, 6))
            assert line[-1] == game.rules.index((4, 6))
            game.play((3, 6))
            assert game.foul((4, 6)) is not None
            analysis = analyze(game, Limit(time=0.5))  # Black: lost, and it says so
            assert analysis.best in game.legal_moves() and analysis.value < 0


def test_the_coachs_wins_by_fours_see_the_forbidden_block() -> None:
    rows = (
        ["." * 15] * 4 + ["....X.X........", "....XX.........", "OOO............"] + ["." * 15] * 8
    )
    found = {}
    for variant in ("renju", "freestyle"):
        position = position_from_rows(rows, 5, variant=variant)
        game = Game.for_rules(position.rules, start=position, to_move=Mark.O)
        found[variant] = winning_fours(game, max_plies=3)
        assert (win_by_fours(game) is not None) is (variant == "renju")
    line = found["renju"][(3, 6)]
    assert len(line) == 3 and line[2] == (4, 6) and line[1] != (4, 6)
    assert found["freestyle"] == {}


@pytest.mark.parametrize("variant", OTHER_RULES)
def test_proven_wins_of_the_pattern_search_are_true(variant) -> None:
    """Fast games of the engine against itself on 11x11 (bounded by nodes, from cold
    tables: the same games on any machine): whenever it claims a win by fours (a proof),
    the game alone finds that win too; every move is legal."""
    rules = Rules(SIZE, SIZE, 5, variant)
    rng = random.Random(f"claims-{variant.value}")
    claims = 0
    forget()
    for _ in range(3):
        game = clustered_game(rng, stones=6, rules=rules)
        while not game.is_over() and len(game.moves) < 60:
            analysis = analyze(game, Limit(time=10, nodes=1500))
            assert analysis.best in game.legal_moves()
            if analysis.info.get("vcf") and is_proven(analysis.value):
                fours = (len(analysis.info["pv"]) - 1) // 2
                if fours <= 2:
                    assert fours_win(game, fours), (game.rows(), analysis.info)
                    claims += 1
            game.play(analysis.best)
    assert claims >= 1
