"""How cells are named (tictactoe/notation.py): the Gomoku notation on five in a row (RIF's:
columns a.. with i, rows from the bottom, h8 the centre of 15x15), the grid notation on
every other board (A1 the top-left, no I), and files, which keep the grid notation."""

from __future__ import annotations

import pytest

from tictactoe.game import MAX_SIDE, Rules, Variant
from tictactoe.notation import (
    Notation,
    NotationError,
    cell_name,
    column_label,
    format_moves,
    parse_move,
    parse_moves,
    parse_stored_move,
    parse_stored_moves,
    row_label,
    stored_moves,
    stored_name,
)

RENJU_BOARD = Rules(15, 15, 5, Variant.RENJU)


def test_the_renju_board_is_named_as_rif_records_name_it():
    rules = RENJU_BOARD
    assert "".join(column_label(x, rules) for x in range(15)) == "abcdefghijklmno"
    assert [row_label(y, rules) for y in range(15)] == [str(n) for n in range(15, 0, -1)]
    assert cell_name((7, 7), rules) == "h8"  # the centre
    assert cell_name((0, 14), rules) == "a1"  # the bottom-left corner
    assert cell_name((14, 0), rules) == "o15"  # the top-right
    assert cell_name((8, 6), rules) == "i9"  # i is a column: up and right of the centre
    assert format_moves([(7, 7), (8, 6), (6, 8)], rules) == "h8 i9 g7"


@pytest.mark.parametrize("variant", list(Variant))
def test_every_board_of_five_in_a_row_is_named_in_the_gomoku_notation(variant):
    for width, height in ((15, 15), (20, 20), (9, 9), (5, 5), (19, 7)):
        rules = Rules(width, height, 5, variant)
        assert Notation.of(rules) is Notation.GOMOKU
        assert cell_name((0, height - 1), rules) == "a1"
        assert cell_name((width - 1, 0), rules) == "abcdefghijklmnopqrst"[width - 1] + str(height)


def test_other_boards_keep_the_grid_notation():
    for rules in (Rules(), Rules(4, 4, 4), Rules(7, 6, 4), Rules(19, 19, 6), Rules(20, 20, 4)):
        assert Notation.of(rules) is Notation.GRID
        assert cell_name((0, 0), rules) == "A1"  # the top-left
        assert row_label(0, rules) == "1"
    assert cell_name((8, 0), Rules(20, 20, 4)) == "J1"  # no I
    assert "".join(column_label(x, Rules(20, 20, 6)) for x in range(20)) == "ABCDEFGHJKLMNOPQRSTU"


def test_every_cell_of_every_board_round_trips_in_its_notation_and_in_files():
    """Exhaustive: each board size, k = 5 and k = 4 (the two notations); a name read
    back (either case) is its cell, and no two cells share a name."""
    for width in range(1, MAX_SIDE + 1):
        for height in range(1, MAX_SIDE + 1):
            for k in {5, 4, 1} & set(range(1, max(width, height) + 1)):
                rules = Rules(width, height, k)
                cells = [(x, y) for y in range(height) for x in range(width)]
                names = [cell_name(c, rules) for c in cells]
                assert len(set(names)) == len(cells)
                for cell, name in zip(cells, names):
                    assert parse_move(name, rules) == cell
                    assert parse_move(name.swapcase(), rules) == cell
                    assert parse_stored_move(name, rules) == cell  # a person's name in a file
                    assert parse_stored_move(stored_name(cell, rules), rules) == cell
                    assert parse_move(f"{cell[0]},{cell[1]}", rules) == cell


def test_files_write_the_grid_notation_and_read_both_by_case():
    rules = RENJU_BOARD
    assert stored_moves([(7, 7), (8, 8)], rules) == "H8 J9"  # as every version wrote them
    assert parse_stored_moves("H8 J9", rules) == [(7, 7), (8, 8)]  # upper case: the grid
    assert parse_stored_moves("h8 j9", rules) == [(7, 7), (9, 6)]  # lower case: Gomoku's
    assert parse_stored_moves("i9 7,6", rules) == [(8, 6), (7, 6)]
    grid = Rules(9, 9, 4)  # below five in a row both cases are the grid notation
    assert parse_stored_moves("h8 J9", grid) == parse_moves("H8 j9", grid) == [(7, 7), (8, 8)]


def test_a_person_writes_cells_in_the_boards_notation_in_either_case():
    """The old names of five-in-a-row boards are not guessed: "J9" on 15x15 k = 5 is the
    Gomoku j9 (x,y from 0 means the same in every version)."""
    rules = RENJU_BOARD
    assert parse_moves("H8 J9", rules) == parse_moves("h8 j9", rules) == [(7, 7), (9, 6)]
    assert parse_moves("H8 i9; 7,6 (0,0)", rules) == [(7, 7), (8, 6), (7, 6), (0, 0)]


@pytest.mark.parametrize(
    "text, rules, message",
    [
        ("I5", Rules(15, 15, 4), "not a cell"),  # no I in the grid notation
        ("H0", Rules(15, 15, 4), "from 1"),
        ("h0", RENJU_BOARD, "from 1"),
        ("Z9", RENJU_BOARD, "not a cell"),
        ("1" * 5000 + ",1", RENJU_BOARD, "not a cell"),
        ("H8 K99", RENJU_BOARD, "move 2"),
        ("Q1", Rules(15, 15, 4), "not on the 15x15 board"),
        ("p1", RENJU_BOARD, "not on the 15x15 board"),  # a..o: the old P column is off
        ("h16", RENJU_BOARD, "not on the 15x15 board"),
        ("15,0", RENJU_BOARD, "not on the 15x15 board"),
    ],
)
def test_bad_cells_say_what_is_wrong(text, rules, message):
    with pytest.raises(NotationError, match=message):
        parse_moves(text, rules)
    with pytest.raises(NotationError, match=message):
        parse_stored_moves(text, rules)


def test_the_command_line_words_say_which_notation():
    assert "h8 the centre of 15x15" in Notation.GOMOKU.explained
    assert "rows from the bottom" in Notation.GOMOKU.explained
    assert "A1 is the top-left" in Notation.GRID.explained
