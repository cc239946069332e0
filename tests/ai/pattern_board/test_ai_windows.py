"""The VCF's window board against the pattern board's classes and against the rules,
and the VCF on it against a VCF on the pattern board (the one it replaced)."""

from __future__ import annotations

import random
import time

import pytest

from tests.ai.forced_lines import check_forced_line
from tests.ai.games import clustered_game
from tictactoe.ai.evaluate import PatternBoard, geometry
from tictactoe.ai.patterns import FIVE, FOUR
from tictactoe.ai.threats import Clock, ThreatSearch
from tictactoe.ai.windows import WindowBoard
from tictactoe.game import Game, Mark, wins_at


def _walk(rng: random.Random, w: int, h: int, k: int, steps: int):
    """Random stones put down and taken back (last first) on a pattern board and a
    window board together; yields both after every step."""
    board = PatternBoard(geometry(w, h, k))
    wb = WindowBoard(w, h, k)
    played: list[tuple[int, int]] = []
    for _ in range(steps):
        empty = [c for c in range(w * h) if not board.board[c]]
        if played and (not empty or rng.random() < 0.3):
            c, s = played.pop()
            board.pop(c, s)
            wb.pop(c, s)
        else:
            c, s = rng.choice(empty), rng.randrange(2)
            board.push(c, s)
            wb.push(c, s)
            played.append((c, s))
        yield board, wb


@pytest.mark.parametrize(
    "w,h,k", [(15, 15, 5), (9, 9, 4), (7, 5, 5), (20, 3, 3), (6, 4, 6), (8, 8, 3)]
)
def test_fives_and_fours_agree_with_the_pattern_board(w: int, h: int, k: int) -> None:
    rng = random.Random(w * 100 + h * 10 + k)
    seen_four = 0
    for board, wb in _walk(rng, w, h, k, 600):
        assert wb.board == board.board
        for s in (0, 1):
            fives = board.cells[s][FIVE]
            assert wb.fives(s) == fives
            assert set(wb.four_moves(s)) | fives == set(board.four_moves(s))
            for c in range(w * h):
                if not board.board[c]:
                    assert wb.makes_four(c, s) == (board.class_of(c, s) >= FOUR)
            seen_four += bool(wb.four_moves(s))
    assert seen_four >= 5  # the walk did reach fours


@pytest.mark.parametrize("w,h,k", [(4, 4, 1), (4, 3, 2), (5, 5, 3)])
def test_fives_are_the_cells_that_win_by_the_rules(w: int, h: int, k: int) -> None:
    """Every k, however small, checked against the rules' own win test."""
    rng = random.Random(k)
    for _ in range(40):
        game = Game(w, h, k)
        wb = WindowBoard(w, h, k)
        while not game.is_over():
            for s, mark in ((0, Mark.X), (1, Mark.O)):
                won = {
                    c
                    for c in range(w * h)
                    if not wb.board[c] and wins_at(game.position(), game.rules.move(c), mark)
                }
                assert wb.fives(s) == won
            move = rng.choice(game.legal_moves())
            wb.push(move[1] * w + move[0], game.to_move().index)
            game.play(move)


def test_sync_from_any_position_gives_the_counts_of_a_fresh_board() -> None:
    rng = random.Random(7)
    wb = WindowBoard(15, 15, 5)
    for _ in range(20):
        game = clustered_game(rng, stones=rng.randrange(5, 60))
        board = PatternBoard.from_game(game)
        wb.sync(board.board)
        fresh = WindowBoard(15, 15, 5)
        for c, v in enumerate(board.board):
            if v:
                fresh.push(c, v - 1)
        assert (wb.count, wb.esum, wb.four, wb.three) == (
            fresh.count,
            fresh.esum,
            fresh.four,
            fresh.three,
        )


def _pattern_vcf(board: PatternBoard, s: int, depth: int) -> bool:
    """The VCF as it was on the pattern board (classes read after a full push)."""
    o = 1 - s
    if board.cells[s][FIVE]:
        return True
    theirs = board.cells[o][FIVE]
    if len(theirs) > 1 or depth <= 0:
        return False
    if theirs:
        need = next(iter(theirs))
        order = [need] if board.class_of(need, s) >= FOUR else []
    else:
        order = board.four_moves(s)
    for c in order:
        board.push(c, s)
        fives = board.cells[s][FIVE]
        won = len(fives) >= 2 and not board.cells[o][FIVE]
        if not won and fives:
            block = next(iter(fives))
            board.push(block, o)
            won = _pattern_vcf(board, s, depth - 1)
            board.pop(block, o)
        board.pop(c, s)
        if won:
            return True
    return False


def test_the_vcf_finds_a_win_exactly_where_the_pattern_board_vcf_did() -> None:
    rng = random.Random(2026)
    found = 0
    for _ in range(120):
        game = clustered_game(rng, stones=rng.randrange(20, 70))
        board = PatternBoard.from_game(game)
        search_board = PatternBoard.from_game(game)
        search = ThreatSearch(search_board, Clock(time.perf_counter() + 60))
        for s in (0, 1):
            line = search.vcf(s, max_fours=8)
            assert (line is not None) == _pattern_vcf(board, s, 8), (game.moves, s)
            if line is not None and s == game.to_move().index and len(line) > 1:
                check_forced_line(game, [game.rules.move(c) for c in line])
                found += 1
        assert search_board.board == board.board and search_board.hash == board.hash
    assert found >= 10
