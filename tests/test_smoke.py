from tictactoe import Game


def test_first_moves_alternate() -> None:
    game = Game()
    game.play((1, 1))
    game.play((0, 0))
    assert game.moves == [(1, 1), (0, 0)]
    assert game.to_move() == "X"
