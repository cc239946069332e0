"""The frozen reference engine (tictactoe.ai.r1): its incremental threat board and its
VCF/VCT threat searches."""
from __future__ import annotations

import random
import time

import pytest

from tictactoe.ai.r1.evaluate import ThreatBoard, geometry, threat_weights
from tictactoe.bench.positions import VCF
from tictactoe.ai.r1.threats import Clock, Stopped, ThreatSearch
from tictactoe.game import Game, Position, Rules, wins_at


def fresh(board: ThreatBoard) -> ThreatBoard:
    """The same stones put down from scratch, in cell order."""
    other = ThreatBoard(board.geo)
    for c, v in enumerate(board.board):
        if v:
            other.make(c, v - 1)
    return other


def brute_score(board: ThreatBoard) -> int:
    """The evaluation recomputed from the windows, independently of the codes."""
    geo = board.geo
    weights = threat_weights(geo.k)
    total = 0
    for window in geo.windows:
        xs = sum(1 for c in window if board.board[c] == 1)
        os_ = sum(1 for c in window if board.board[c] == 2)
        if xs and not os_:
            total += weights[xs]
        elif os_ and not xs:
            total -= weights[os_]
    return total


def state(board: ThreatBoard) -> tuple:
    return (board.board[:], board.code[:], board.osum[:], board.gain_x[:], board.gain_o[:],
            board.score,
            board.hash, board.empty, [set(s) for s in board.fours],
            [set(s) for s in board.threes])


@pytest.mark.parametrize("w,h,k", [(15, 15, 5), (9, 9, 4), (20, 3, 3), (7, 7, 4), (6, 4, 6),
                                   (5, 5, 2)])
def test_make_unmake_keeps_every_table_consistent(w: int, h: int, k: int) -> None:
    rng = random.Random(w * h * k)
    board = ThreatBoard(geometry(w, h, k))
    empty0 = state(board)
    played: list[tuple[int, int]] = []
    for step in range(min(60, w * h)):
        empties = [c for c in range(w * h) if not board.board[c]]
        c = rng.choice(empties)
        s = step % 2
        board.make(c, s)
        played.append((c, s))
        if step % 7 == 0 or step < 5:
            assert state(board) == state(fresh(board))
            assert board.score == brute_score(board)
            for side in (0, 1):
                cells = board.four_cells(side)
                expected = {
                    e for e in empties if e != c and any(
                        all(board.board[x] == side + 1 for x in win if x != e)
                        for win in geo_windows_through(board, e))}
                assert cells == expected
    for c, s in reversed(played):
        board.unmake(c, s)
    assert state(board) == empty0


def geo_windows_through(board: ThreatBoard, c: int) -> list[tuple[int, ...]]:
    return [board.geo.windows[w] for w in board.geo.cell_windows[c]]


def test_gains_are_the_exact_evaluation_change() -> None:
    rng = random.Random(3)
    board = ThreatBoard(geometry(15, 15, 5))
    for step in range(20):
        board.make(rng.choice([c for c in range(225) if not board.board[c]]), step % 2)
    for s in (0, 1):
        for gain, c in board.gains(board.candidates(), s):
            before = board.evaluate(s)
            board.make(c, s)
            after = board.score if s == 0 else -board.score
            board.unmake(c, s)
            assert after - before == gain


def test_is_win_move_agrees_with_the_rules() -> None:
    rng = random.Random(11)
    for _ in range(20):
        game = Game(9, 9, 4)
        while not game.is_over() and len(game.moves) < 30:
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        board = ThreatBoard.from_game(game)
        position = game.position()
        for move in game.legal_moves():
            c = game.rules.index(move)
            for s, mark in ((0, "X"), (1, "O")):
                assert board.is_win_move(c, s) == wins_at(position, move, mark)


def _clock(seconds: float = 5.0) -> Clock:
    return Clock(time.perf_counter() + seconds)


def _board(w: int, h: int, k: int, x: list, o: list) -> ThreatBoard:
    rules = Rules(w, h, k)
    game = Game(rules=rules, start=Position(rules, sum(1 << rules.index(m) for m in x),
                                            sum(1 << rules.index(m) for m in o)))
    return ThreatBoard.from_game(game)


def test_vcf_none_without_threats() -> None:
    board = _board(15, 15, 5, x=[(7, 7), (8, 8)], o=[(7, 8), (9, 9)])
    assert ThreatSearch(board, _clock()).vcf(0) is None
    assert ThreatSearch(board, _clock()).vcf(1) is None


@pytest.mark.parametrize("pos", VCF, ids=lambda p: p.name)
def test_vcf_finds_the_curated_wins_and_restores_the_board(pos) -> None:
    game = pos.game()
    board = ThreatBoard.from_game(game)
    before = state(board)
    line = ThreatSearch(board, _clock()).vcf(game.to_move().index)
    assert line is not None and len(line) % 2 == 1
    assert state(board) == before
    s = game.to_move().index
    for i, c in enumerate(line[:-1]):
        board.make(c, s if i % 2 == 0 else 1 - s)
    assert board.is_win_move(line[-1], s)


def test_vcf_respects_the_defenders_four() -> None:
    # X could make fours, but O already has a four: X's only legal try is the block,
    # which makes no four of X's, so there is no VCF.
    board = _board(15, 15, 5, x=[(2, 2), (3, 2), (4, 2), (12, 12), (13, 12)],
                   o=[(5, 9), (6, 9), (7, 9), (8, 9), (0, 14)])
    assert ThreatSearch(board, _clock()).vcf(0) is None
    # without O's four, X wins by the three on row 2 (an open three makes an open four)
    board = _board(15, 15, 5, x=[(2, 2), (3, 2), (4, 2), (12, 12)],
                   o=[(5, 9), (6, 9), (7, 9), (0, 14)])
    line = ThreatSearch(board, _clock()).vcf(0)
    assert line is not None and len(line) == 3


def test_vct_finds_a_double_three() -> None:
    # X: two open twos crossing at (7, 7): playing there makes two open threes.
    board = _board(15, 15, 5, x=[(5, 7), (6, 7), (7, 5), (7, 6)],
                   o=[(0, 0), (14, 0), (0, 14), (14, 14)])
    assert ThreatSearch(board, _clock()).vcf(0) is None
    line = ThreatSearch(board, _clock()).vct(0, depth=3)
    assert line is not None and line[0] == 7 * 15 + 7
    for i, c in enumerate(line[:-1]):
        board.make(c, i % 2)
    assert board.is_win_move(line[-1], 0)


def test_clock_stops_on_cancel() -> None:
    class Flag:
        def __init__(self) -> None:
            self.value = False

        def is_set(self) -> bool:
            return self.value

    flag = Flag()
    clock = Clock(time.perf_counter() + 100, flag, interval=4)
    for _ in range(10):
        clock.tick()
    flag.value = True
    with pytest.raises(Stopped):
        for _ in range(5):
            clock.tick()


def test_failure_caches_stay_under_their_cap() -> None:
    from tictactoe.bench.positions import MIDDLE

    board = ThreatBoard.from_game(MIDDLE[0].game())
    for s in (0, 1):
        search = ThreatSearch(board, _clock(0.3), cache_cap=16)
        search.vcf(s)
        try:
            search.vct(s, depth=2)
        except Stopped:
            board = ThreatBoard.from_game(MIDDLE[0].game())
        assert len(search._vcf_fail) <= 16 and len(search._vct_fail) <= 16
