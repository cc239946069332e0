"""The lookahead article: infinity/level, the quicker win, >= keeps the later move."""

from __future__ import annotations

from tictactoe.game import Game
from tictactoe.players import make_player
from tictactoe.players.lookahead import cdiv, open_line_score


def test_c_division_truncates_toward_zero() -> None:
    assert cdiv(7, 2) == 3 and cdiv(-7, 2) == -3 and cdiv(30000, 7) == 4285


def test_position_score() -> None:
    g = Game(3, 3, 3)
    full = g.rules
    centre = 1 << 4
    assert open_line_score(full, centre, 0) == 4
    assert open_line_score(full, 1, 0) == 3 and open_line_score(full, 2, 0) == 2


def test_prefers_the_quicker_win() -> None:
    # X to move: (0,1) makes a fork (a win two moves later, checked first),
    # (2,2) wins at once: infinity / 1 = 30000.
    game = Game.from_rows(["XOO", ".X.", "..."], 3)
    player = make_player("lookahead:depth=3")
    points, move = player.lookahead(game)
    assert (points, move) == (30000, (2, 2))
    assert player.choose_move(game) == (2, 2)
    # no win in one: X must block at (0,2), which makes a fork, a win at level 3,
    # worth far less than a win now
    fork = Game.from_rows(["X.O", ".O.", "..X"], 3)
    points, move = make_player("lookahead:depth=3").lookahead(fork)
    assert move == (0, 2) and 0 < points < 30000


def test_infinity_scales_the_win() -> None:
    game = Game.from_rows(["XOO", ".X.", "..."], 3)
    assert make_player("lookahead:depth=2,infinity=500").lookahead(game)[0] == 500


def test_ties_keep_the_later_move() -> None:
    game = Game.from_rows(["X..", ".O.", "..."], 3)
    own, other = 1, 1 << 4
    scores = {
        (c % 3, c // 3): open_line_score(game.rules, own | 1 << c, other)
        for c in range(9)
        if c not in (0, 4)
    }
    best = max(scores.values())
    tied = [m for m in sorted(scores, key=lambda m: (m[1], m[0])) if scores[m] == best]
    assert len(tied) > 1
    # depth 1 is greedy on the score; >= keeps the last of the tied moves
    assert make_player("lookahead:depth=1").choose_move(game) == tied[-1]
    assert make_player("lookahead:depth=1").choose_move(Game()) == (1, 1)


def test_blocks_a_win() -> None:
    game = Game.from_rows(["OO.", ".X.", "..X"], 3, "X")
    assert make_player("lookahead:depth=2").choose_move(game) == (2, 0)
