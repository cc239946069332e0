"""TRYST'98 (forecaster): 0.5 at the horizon, the draw value, ties to the last cell, expert."""

from __future__ import annotations

import functools

import pytest

from tictactoe.game import Game
from tictactoe.players import make_player


def probs(spec: str, game: Game) -> dict:
    return dict(make_player(spec).evaluate(game))


def test_horizon_is_one_half_and_ties_go_to_the_last_cell() -> None:
    game = Game.from_rows(["XO.", "...", "..."], 3)
    p = probs("forecaster:depth=1", game)
    assert set(p.values()) == {0.5}  # nothing decided within one level
    assert make_player("forecaster:depth=1").choose_move(game) == (2, 2)  # the last checked
    # one level deeper the horizon moves away and the values spread
    p2 = probs("forecaster:depth=2", game)
    assert p2[(0, 1)] == pytest.approx(11 / 12) and p2[(2, 0)] == 0.5


def test_user_who_can_win_does() -> None:
    # O to move; X threatens (2,0).  Every O move but the block gives X the win: 0.
    game = Game.from_rows(["XX.", "O..", "..."], 3)
    p = probs("forecaster:depth=3", game)
    assert all(v == 0.0 for m, v in p.items() if m != (2, 0))
    assert p[(2, 0)] > 0


def test_computer_takes_a_win() -> None:
    game = Game.from_rows(["XX.", "OO.", "..."], 3)
    assert make_player("forecaster:depth=1").choose_move(game) == (2, 0)


def test_draw_value_shifts_the_choice() -> None:
    # O to move.  Attacking (draw=0): the centre, winning 53% of the time but
    # risking a loss; defensive (draw=1): (2,2), which never loses.
    game = Game.from_rows(["X..", "O.X", "..."], 3)
    attack = probs("forecaster:depth=expert,draw=0", game)
    defend = probs("forecaster:depth=expert,draw=1", game)
    assert make_player("forecaster:depth=expert,draw=0").choose_move(game) == (1, 1)
    assert make_player("forecaster:depth=expert,draw=1").choose_move(game) == (2, 2)
    assert attack[(1, 1)] == pytest.approx(8 / 15) and attack[(2, 2)] == pytest.approx(2 / 15)
    assert defend[(1, 1)] == pytest.approx(0.8) and defend[(2, 2)] == 1.0


def test_expert_is_exact_against_the_user_model() -> None:
    # Compare with an independent brute force of the document's model on every
    # position after two moves.

    def winner(cells):
        lines = [
            (0, 1, 2),
            (3, 4, 5),
            (6, 7, 8),
            (0, 3, 6),
            (1, 4, 7),
            (2, 5, 8),
            (0, 4, 8),
            (2, 4, 6),
        ]
        for a, b, c in lines:
            if cells[a] != "." and cells[a] == cells[b] == cells[c]:
                return cells[a]
        return None

    @functools.cache
    def comp_value(cells: str, me: str, draw: float) -> float:  # me to move
        best = 0.0
        for i, ch in enumerate(cells):
            if ch == ".":
                best = max(best, after(cells[:i] + me + cells[i + 1 :], me, draw))
        return best

    def after(cells: str, me: str, draw: float) -> float:
        if winner(cells) == me:
            return 1.0
        if "." not in cells:
            return draw
        you = "O" if me == "X" else "X"
        replies = [cells[:i] + you + cells[i + 1 :] for i, ch in enumerate(cells) if ch == "."]
        if any(winner(r) == you for r in replies):
            return 0.0
        return sum(draw if "." not in r else comp_value(r, me, draw) for r in replies) / len(
            replies
        )

    player = make_player("forecaster:depth=expert,draw=0.3")
    for first in range(9):
        for second in range(9):
            if first == second:
                continue
            game = Game()
            game.play((first % 3, first // 3))
            game.play((second % 3, second // 3))
            cells = "".join(game.rows())
            for move, p in player.evaluate(game):
                i = move[1] * 3 + move[0]
                assert p == pytest.approx(after(cells[:i] + "X" + cells[i + 1 :], "X", 0.3))


def test_large_board_plays_within_its_budget() -> None:
    game = Game(15, 15, 5)
    game.play((7, 7))
    player = make_player("forecaster:depth=2", seed=1, time_limit=0.05)
    move = player.choose_move(game)
    assert game.is_legal(move) and max(abs(move[0] - 7), abs(move[1] - 7)) == 1
