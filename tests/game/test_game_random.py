"""Random playthroughs (property-based): after every move the game agrees with the
independent reference rules, illegal moves change nothing, and undo walks back exactly."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.game.test_game_reference import empty_cells, lines_of, to_move, winner
from tictactoe.game import Game, IllegalMoveError, Position, find_winner, is_dead_draw


def grid_of(game: Game) -> dict[tuple[int, int], str]:
    return {
        (x, y): ch for y, row in enumerate(game.rows()) for x, ch in enumerate(row) if ch != "."
    }


def state(game: Game) -> tuple:
    return (
        game.moves,
        game.bitboards(),
        game.to_move(),
        game.winner(),
        game.result(),
        game.legal_moves(),
        game.winning_line(),
    )


def check(game: Game) -> None:
    w, h, k = game.width, game.height, game.k
    grid = grid_of(game)
    expected = winner(grid, w, h, k)
    assert game.winner() == expected
    assert game.to_move() == to_move(grid)
    empty = empty_cells(grid, w, h)
    over = expected is not None or not empty
    assert game.is_over() == over
    assert game.legal_moves() == ([] if over else empty)
    assert game.result() == ((expected or "draw") if over else None)
    assert find_winner(game.position()) == expected
    line = game.winning_line()
    if expected is None:
        assert line is None
    else:
        assert line is not None and game.moves[-1] in line and len(line) >= k
        assert all(grid[cell] == expected for cell in line)
        # the line is straight and unbroken, and no longer than the run on the board
        (x0, y0), (x1, y1) = line[0], line[-1]
        n = len(line) - 1
        dx, dy = (x1 - x0) // n if n else 0, (y1 - y0) // n if n else 0
        assert line == sorted((x0 + i * dx, y0 + i * dy) for i in range(n + 1))
        assert any(set(run) <= set(line) for run in lines_of(grid, w, h, k, expected))
    if game.is_dead_draw():
        assert expected is None


@st.composite
def playthroughs(draw: st.DrawFn, max_side: int = 7) -> tuple[Game, list[int]]:
    width = draw(st.integers(1, max_side))
    height = draw(st.integers(1, max_side))
    k = draw(st.integers(1, min(max(width, height), 6)))
    choices = draw(st.lists(st.integers(0, 10_000), max_size=width * height))
    return Game(width, height, k), choices


def play_randomly(game: Game, choices: list[int]) -> None:
    history = [state(game)]
    check(game)
    for choice in choices:
        moves = game.legal_moves()
        if not moves:
            break
        move = moves[choice % len(moves)]
        copy = game.copy()
        game.play(move)
        assert copy.moves == history[-1][0]  # a copy taken before is untouched
        history.append(state(game))
        check(game)
        # illegal moves (a taken cell, a cell off the board) change nothing
        for bad in (move, (game.width, 0), (0, -1)):
            try:
                game.play(bad)
            except IllegalMoveError:
                pass
            else:
                raise AssertionError(f"{bad} was accepted")
            assert state(game) == history[-1]
    while game.moves:
        game.undo()
        history.pop()
        assert state(game) == history[-1]
    assert len(history) == 1 and game.bitboards() == (0, 0)


@settings(max_examples=300, deadline=None)
@given(playthroughs())
def test_random_playthroughs_on_small_boards(case: tuple[Game, list[int]]) -> None:
    play_randomly(*case)


@settings(max_examples=25, deadline=None)
@given(playthroughs(max_side=20))
def test_random_playthroughs_on_large_boards(case: tuple[Game, list[int]]) -> None:
    play_randomly(*case)


@settings(max_examples=200, deadline=None)
@given(st.integers(1, 5), st.integers(1, 5), st.data())
def test_dead_draw_is_sound_on_random_positions(
    width: int, height: int, data: st.DataObject
) -> None:
    """When is_dead_draw says so, no continuation at all lets anyone win (checked by search)."""
    k = data.draw(st.integers(1, max(width, height)))
    game = Game(width, height, k)
    for choice in data.draw(st.lists(st.integers(0, 1000), max_size=width * height)):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[choice % len(moves)])
    if not game.is_dead_draw() or len(game.legal_moves()) > 9:
        return

    def someone_can_win() -> bool:
        if game.winner() is not None:
            return True
        for move in game.legal_moves():
            game.play(move)
            found = someone_can_win()
            game.undo()
            if found:
                return True
        return False

    assert not someone_can_win()
    assert is_dead_draw(Position(game.rules, *game.bitboards()))
