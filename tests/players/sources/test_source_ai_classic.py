"""Theme05lab05 (classic): the document's diagrams, and exhaustive play on 3x3."""

from __future__ import annotations

import pytest

from tictactoe.game import Game
from tictactoe.players import make_player
from tictactoe.players.classic import classic_move, fork_cells


def bits(rows: list[str], mark: str) -> int:
    return sum(
        1 << (y * 3 + x) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == mark
    )


def test_fork_diagram() -> None:
    # Theme05lab05: "if the computer is X: X-- / -O- / --X ... X-X / -O- / --X"
    rows = ["X..", ".O.", "..X"]
    x, o = bits(rows, "X"), bits(rows, "O")
    assert fork_cells(x, o) == [(2, 0), (0, 2)]
    assert classic_move(x, o) == ((2, 0), "fork")


def test_ultrahardcore_diagram() -> None:
    # Theme05lab05: before X-- / -O- / --X, after XO- / -O- / --X
    game = Game.from_rows(["X..", ".O.", "..X"], 3)
    assert make_player("classic:ultra=1").choose_move(game) == (1, 0)
    for rows in (["..X", ".O.", "X.."],):  # a rotation
        game = Game.from_rows(rows, 3)
        move = make_player("classic:ultra=1").choose_move(game)
        assert move in {(1, 0), (0, 1), (2, 1), (1, 2)}
    # without ultra it blocks one fork cell, which loses (see below)
    game = Game.from_rows(["X..", ".O.", "..X"], 3)
    assert make_player("classic").choose_move(game) == (2, 0)


def test_step_order() -> None:
    # win beats block
    x, o = bits(["XX.", "OO.", "..."], "X"), bits(["XX.", "OO.", "..."], "O")
    assert classic_move(x, o) == ((2, 0), "win")
    assert classic_move(o, x) == ((2, 1), "win")
    # block, then centre, opposite corner, empty corner, empty side
    assert classic_move(bits(["X..", "...", "..."], "X"), 0)[1] == "centre"
    me, them = bits(["...", ".X.", "..."], "X"), bits(["O..", "...", "..."], "O")
    assert classic_move(me, them) == ((2, 2), "opposite corner")
    assert classic_move(bits(["...", ".O.", "..."], "O"), 0) == ((0, 0), "empty corner")


def walk(game: Game, player, me: str, losses: list) -> None:
    if game.is_over():
        if game.winner() is not None and game.winner() != me:
            losses.append(game.moves)
        return
    if game.to_move() == me:
        game.play(player.choose_move(game))
        walk(game, player, me, losses)
        game.undo()
    else:
        for move in game.legal_moves():
            game.play(move)
            walk(game, player, me, losses)
            game.undo()


@pytest.mark.parametrize("me", ["X", "O"])
def test_ultra_never_loses(me: str) -> None:
    losses: list = []
    walk(Game(), make_player("classic:ultra=1"), me, losses)
    assert losses == []


def test_classic_without_ultra_loses_only_the_diagonal_trap() -> None:
    losses: list = []
    walk(Game(), make_player("classic"), "X", losses)
    assert losses == []
    walk(Game(), make_player("classic"), "O", losses)
    # X corner, O centre, X opposite corner, O blocks a fork cell (a corner),
    # X's forced block is itself a fork: the four rotations of one game.
    assert sorted(losses) == sorted(
        [
            [(0, 0), (1, 1), (2, 2), (2, 0), (0, 2), (0, 1), (1, 2)],
            [(2, 2), (1, 1), (0, 0), (2, 0), (0, 2), (0, 1), (1, 2)],
            [(2, 0), (1, 1), (0, 2), (0, 0), (2, 2), (2, 1), (1, 2)],
            [(0, 2), (1, 1), (2, 0), (0, 0), (2, 2), (2, 1), (1, 2)],
        ]
    )


def test_other_boards_are_refused() -> None:
    with pytest.raises(ValueError, match="3x3"):
        make_player("classic").choose_move(Game(4, 4, 4))
