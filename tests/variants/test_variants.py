"""The rule as a value: what wins under each variant, checked against a plain statement.

The statement below shares no code with ``tictactoe.variants``: a board is a dict
{(x, y): "X" | "O"}, a row is a maximal run of one mark in one direction, and
each variant says which rows win (the Rules page, resources/rules.md):

* freestyle: k or more; standard: exactly k;
* renju (k = 5): X exactly five, O five or more;
* caro (k = 5, Gomocup's judge): six or more, or exactly five not blocked at both
  ends (an end is blocked by the other mark or by the edge of the board).
"""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from tictactoe.game import (
    Game,
    IllegalMoveError,
    Mark,
    Rules,
    Termination,
    Variant,
    VariantGame,
    position_from_rows,
    why_unreachable,
)

Grid = dict[tuple[int, int], str]
STEPS = ((1, 0), (0, 1), (1, 1), (1, -1))


def rows_of(grid: Grid, width: int, height: int, mark: str):
    """Every maximal run of ``mark`` in a line: (cells, first end, last end)."""
    for y in range(height):
        for x in range(width):
            for dx, dy in STEPS:
                if grid.get((x, y)) != mark or grid.get((x - dx, y - dy)) == mark:
                    continue
                cells = []
                cx, cy = x, y
                while grid.get((cx, cy)) == mark:
                    cells.append((cx, cy))
                    cx, cy = cx + dx, cy + dy
                yield cells, (x - dx, y - dy), (cx, cy)


def row_wins(
    variant: str, k: int, mark: str, cells, ends, grid: Grid, width: int, height: int
) -> bool:
    n = len(cells)
    if variant == "freestyle" or (variant == "renju" and mark == "O"):
        return n >= k
    if variant == "caro":

        def blocked(end):
            x, y = end
            inside = 0 <= x < width and 0 <= y < height
            return not inside or grid.get(end) not in (None, mark)

        return n > 5 or (n == 5 and not (blocked(ends[0]) and blocked(ends[1])))
    return n == k  # standard, and X under renju


def reference_winner(variant: str, k: int, grid: Grid, width: int, height: int) -> str | None:
    for mark in ("X", "O"):
        for cells, first, last in rows_of(grid, width, height, mark):
            if row_wins(variant, k, mark, cells, (first, last), grid, width, height):
                return mark
    return None


def grid_of(game: Game) -> Grid:
    return {
        (x, y): ch for y, row in enumerate(game.rows()) for x, ch in enumerate(row) if ch != "."
    }


# --- by hand ---------------------------------------------------------------------------


def test_an_overline_wins_freestyle_but_not_exactly_k() -> None:
    rows = ["XXX.XX.", "OOOO...", "O......", ".......", "......."]
    for variant, wins in (("freestyle", True), ("standard", False)):
        game = Game.from_rows(rows, 5, variant=variant)
        game.play((3, 0))  # XXXXXX: six
        assert (game.winner() is Mark.X) is wins, variant
        if wins:
            assert game.winning_line() == [(x, 0) for x in range(6)]


def test_renju_white_wins_with_an_overline_black_may_not_make_one() -> None:
    rows = ["XXX.XX.", "OOO.OO.", ".......", ".......", "......."]
    game = Game.from_rows(rows, 5, variant="renju")
    assert game.to_move() is Mark.X
    assert game.foul((3, 0)).value == "overline"
    assert (3, 0) not in game.legal_moves()
    with pytest.raises(IllegalMoveError, match="forbidden to Black under renju: an overline"):
        game.play((3, 0))
    assert game.moves == [] and game.to_move() is Mark.X  # nothing changed
    game.play((6, 4))
    game.play((3, 1))  # White: OOOOOO
    assert game.winner() is Mark.O


def test_caro_five_blocked_at_both_ends_does_not_win() -> None:
    base = ["OXXXX.O", ".......", "OOO....", ".......", "......X"]
    game = Game.from_rows(base, 5, variant="caro")
    game.play((5, 0))  # OXXXXXO: five, blocked by O at both ends
    assert game.winner() is None
    edge = ["XXXX.O.", ".......", "OOO....", ".......", "......."]
    game = Game.from_rows(edge, 5, variant="caro")
    game.play((4, 0))  # |XXXXXO: the edge and O: blocked at both ends
    assert game.winner() is None
    open_end = ["XXXX...", ".......", "OO.OO..", ".......", "......."]
    game = Game.from_rows(open_end, 5, variant="caro")
    game.play((4, 0))  # |XXXXX.: one end open
    assert game.winner() is Mark.X
    six = ["OXXX.XXO", "........", "OOO.....", "........", "......OX"]
    game = Game.from_rows(six, 5, variant="caro")
    game.play((4, 0))  # OXXXXXXO: six or more win, blocked or not (Gomocup's rule 8)
    assert game.winner() is Mark.X


def test_renju_and_caro_are_five_in_a_row_only() -> None:
    for variant in ("renju", "caro"):
        with pytest.raises(ValueError, match="k = 5"):
            Rules(15, 15, 4, variant)  # type: ignore[arg-type]  # a str, on purpose
        assert Rules(15, 15, 5, variant).variant is Variant(variant)  # type: ignore[arg-type]  # a str, on purpose
    with pytest.raises(ValueError, match="unknown rule 'gomoku'"):
        Rules(15, 15, 5, "gomoku")  # type: ignore[arg-type]  # a bad rule, on purpose
    assert Rules(9, 9, 4, Variant.STANDARD).k == 4


def test_the_default_rules_are_freestyle_and_read_as_before() -> None:
    assert Rules() == Rules(3, 3, 3, Variant.FREESTYLE)
    assert str(Rules(15, 15, 5)) == "15x15 k=5"
    assert str(Rules(15, 15, 5, Variant.RENJU)) == "15x15 k=5 renju"
    assert type(Game()) is Game and type(Game.for_rules(Rules(15, 15, 5))) is Game
    for variant in (Variant.STANDARD, Variant.RENJU, Variant.CARO):
        rules = Rules(6, 6, 5, variant)
        assert type(Game.for_rules(rules)) is VariantGame
        assert type(Game.from_rows(["." * 6] * 6, 5, variant=variant)) is VariantGame
        with pytest.raises(ValueError, match=r"a Game plays freestyle.*Game\.for_rules"):
            Game(rules=rules)  # a Game never plays another rule wrongly
    assert Variant.named("Renju") is Variant.RENJU and Variant.named("exact") is Variant.STANDARD
    with pytest.raises(ValueError, match="freestyle, standard, renju, caro"):
        Variant.named("pente")


def test_a_variant_game_copies_and_pickles_as_itself() -> None:
    game = Game.for_rules(Rules(7, 7, 5, Variant.RENJU))
    for move in ((3, 3), (0, 0), (4, 4)):
        game.play(move)
    for other in (game.copy(), copy.deepcopy(game), pickle.loads(pickle.dumps(game))):
        assert type(other) is VariantGame and other.rules == game.rules
        assert other.moves == game.moves and other.to_move() is Mark.O


def test_renju_black_with_no_legal_move_is_a_draw() -> None:
    # Black to move, both empty cells would make an overline; nobody has a winning row
    rows = ["XX.XXX", "XXX.XX", "OOOXOX", "OXOOOO", "OOOXOX", "XOOXOO"]
    position = position_from_rows(rows, 5, variant="renju")
    game = Game.for_rules(position.rules, start=position)
    assert game.to_move() is Mark.X and game.legal_moves() == []
    assert game.is_over() and game.is_draw() and game.winner() is None
    assert game.outcome().termination is Termination.NO_MOVE


def test_renju_black_overline_on_the_board_is_an_impossible_start() -> None:
    with pytest.raises(ValueError, match=r"Black .X. has an overline, which renju forbids"):
        position_from_rows(["XXXXXX.", "OOO.OO.", "O......"], 5, variant="renju")
    # White's six is a win: the position is over, not impossible
    won = position_from_rows(["OOOOOO.", "XXX.XX.", "X......"], 5, variant="renju")
    assert why_unreachable(won) is None


# --- random games against the plain statement ------------------------------------------

BOARDS = [
    (w, h, k, v)
    for v in Variant
    for (w, h, k) in ((5, 5, 3), (6, 5, 4), (7, 7, 5), (9, 9, 5), (8, 6, 5), (6, 6, 6))
    if not (v.five_only and k != 5)
]


@pytest.mark.parametrize("width,height,k,variant", BOARDS)
def test_random_games_win_as_the_statement_says(width, height, k, variant) -> None:
    rng = random.Random(f"{width}{height}{k}{variant}")
    rules = Rules(width, height, k, variant)
    for _ in range(40):
        game = Game.for_rules(rules)
        while not game.is_over():
            move = rng.choice(game.legal_moves())
            game.play(move)
            grid = grid_of(game)
            expected = reference_winner(variant.value, k, grid, width, height)
            assert game.winner() == expected, (game.rows(), move)
            if expected is not None:
                line = game.winning_line()
                assert move in line
                mark = game.winner().value
                assert any(
                    sorted(cells) == line for cells, *_ in rows_of(grid, width, height, mark)
                )
