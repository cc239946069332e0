"""The pattern board under standard, renju and caro (tictactoe.ai.rule_patterns,
tictactoe.ai.rule_board), checked against the rules module and the renju checker."""

from __future__ import annotations

import random
from itertools import product

import pytest

from tests.ai.games import clustered_game
from tictactoe import renju
from tictactoe.ai.evaluate import PatternBoard
from tictactoe.ai.patterns import B4, F3, F4, F5, FIVE, FLEX4, FORBIDDEN, FOUR, line_pattern
from tictactoe.ai.rule_board import RuleBoard, RuleWindowBoard, board_for
from tictactoe.ai.rule_patterns import FOUL, LineRule
from tictactoe.ai.rule_patterns import line_pattern as rule_pattern
from tictactoe.game import Game, Rules, Variant
from tictactoe.variants import foul, winning_run

# the Python search's own parts (the compiled core has tests/ai/core/test_ai_core.py)
pytestmark = pytest.mark.usefixtures("python_engine")

OTHER_RULES = (Variant.STANDARD, Variant.RENJU, Variant.CARO)


def every_key(reach: int) -> list[int]:
    """Every key of ``reach`` cells a side that can occur (off-board cells only at the
    outer ends): 132,496 for reach 5."""
    halves = [
        (3,) * walls + cells
        for walls in range(reach + 1)
        for cells in product((0, 1, 2), repeat=reach - walls)
    ]
    left = [sum(v << (2 * i) for i, v in enumerate(h)) for h in halves]
    right = [sum(v << (2 * (reach + i)) for i, v in enumerate(h[::-1])) for h in halves]
    return [a | b for a in left for b in right]


def test_renju_blacks_line_patterns_are_the_checkers_line_facts() -> None:
    """Every key: a five, a foul line (an overline, or two fours in it), a four, a three
    (as RIF counts it within the line) agree with the renju checker's line facts."""
    kinds = {F5: "five", FOUL: "foul", F4: "four", B4: "four", F3: "three"}
    for key in every_key(5):
        # the checker's code: the same cells, two bits each, the black stone in the middle
        code = (key & 0x3FF) | 1 << 10 | (key >> 10) << 12
        facts = renju._line(code)
        if facts.five:
            want = "five"
        elif facts.overline or facts.fours >= 2:
            want = "foul"
        elif facts.fours:
            want = "four"
        else:
            want = "three" if facts.three_points else "other"
        got = kinds.get(rule_pattern(key, 0, 5, LineRule.BLACK), "other")
        assert got == want, (key, got, want)


def test_k_or_more_with_a_longer_reach_reads_as_freestyle() -> None:
    # renju's White wins with five or more: its patterns (k cells a side) are
    # freestyle's (k - 1 a side), whatever the outermost cells hold
    for key in every_key(5)[::7]:
        inner = (key >> 2) & 0xFF | ((key >> 10) & 0xFF) << 8
        for side in (0, 1):
            assert rule_pattern(key, side, 5, LineRule.FREE) == line_pattern(inner, side, 5)


@pytest.mark.parametrize("variant", OTHER_RULES)
def test_the_boards_fives_are_the_rules_modules_wins(variant) -> None:
    """On random positions, for both sides: the cells of class FIVE of the pattern board,
    and the fives of the VCF's window board, are exactly the cells where the rules module
    says a stone wins (not a six under exactly-k or for renju's Black; not a caro five
    blocked at both ends)."""
    rules = Rules(15, 15, 5, variant)
    rng = random.Random(f"fives-{variant.value}")
    checked = 0
    for _ in range(40):
        game = clustered_game(rng, stones=rng.randint(10, 70), rules=rules)
        board = board_for(game)
        windows = RuleWindowBoard(rules)
        windows.sync(board.board)
        x, o = game.bitboards()
        for s, (mine, theirs) in enumerate(((x, o), (o, x))):
            wins = {
                c
                for c in range(rules.cells)
                if not (x | o) >> c & 1
                and winning_run(rules, mine | 1 << c, theirs, c, s == 0) is not None
            }
            assert board.cells[s][FIVE] == wins
            assert windows.fives(s) == wins
            checked += len(wins)
    assert checked > 30


def test_every_point_forbidden_to_black_reads_forbidden() -> None:
    """Renju: a point the rules module forbids to Black has the class FORBIDDEN; the
    class says FORBIDDEN of a legal point only where two lines hold a three (a double
    three false by RIF 9.3's recursion, which the lines alone cannot see)."""
    rules = Rules(15, 15, 5, Variant.RENJU)
    rng = random.Random("forbidden")
    fouls = over = 0
    for _ in range(60):
        game = clustered_game(rng, stones=rng.randint(15, 80), rules=rules)
        board = board_for(game)
        x, o = game.bitboards()
        for c in range(rules.cells):
            if (x | o) >> c & 1:
                continue
            barred = board.class_of(c, 0) == FORBIDDEN
            if foul(rules, x, o, c) is not None:
                fouls += 1
                assert barred, c
            elif barred:
                over += 1
                keys = [board.keys[4 * c + d] % (1 << 20) for d in range(4)]
                assert sum(rule_pattern(k, 0, 5, LineRule.BLACK) == F3 for k in keys) >= 2
            assert board.class_of(c, 1) != FORBIDDEN
    assert fouls > 50 and over < fouls // 4


def shape(row: str, variant: str) -> PatternBoard:
    """The board of a 15x15 game whose top row is ``row`` (X and O), the counts made
    up with stones spaced out on the bottom row."""
    extra = row.count("X") - row.count("O")
    bottom = ("O." if extra > 0 else "X.") * abs(extra)
    rows = [row.ljust(15, ".")] + ["." * 15] * 13 + [bottom.ljust(15, ".")]
    return board_for(Game.from_rows(rows, 5, variant=variant))


def test_shapes_the_freestyle_tables_read_wrong() -> None:
    # X X X X . X: the point makes six: freestyle's five, no win under exactly-k
    assert shape("XXXX.X", "freestyle").class_of(4, 0) == FIVE
    assert shape("XXXX.X", "standard").class_of(4, 0) != FIVE
    assert shape("XXXX.X", "renju").class_of(4, 0) == FORBIDDEN  # Black's overline
    assert shape("OOOO.O", "renju").class_of(4, 1) == FIVE  # White's six wins
    # caro: a five blocked at both ends (by O, or by O and the edge) does not win
    assert shape("OXXXX.O", "caro").class_of(5, 0) != FIVE
    assert shape("XXXX.O", "caro").class_of(4, 0) != FIVE
    assert shape(".XXXX.O", "caro").class_of(5, 0) == FIVE
    # caro: . X X X . . O: two points make a four, but O on either end leaves the
    # other five blocked at both: a four, not an open four; one cell further, open
    assert shape(".XXX..O", "caro").class_of(4, 0) == FOUR
    assert shape("..XXX...O", "caro").class_of(5, 0) == FLEX4


@pytest.mark.parametrize("variant", OTHER_RULES)
def test_moves_and_take_backs_leave_the_board_a_rebuild_would_give(variant) -> None:
    rules = Rules(15, 15, 5, variant)
    rng = random.Random(f"walk-{variant.value}")
    board = RuleBoard.empty_board(rules)
    played: list[tuple[int, int, bool]] = []
    for step in range(250):
        if played and (rng.random() < 0.45 or board.empty < 3):
            c, s, pushed = played.pop()
            (board.pop if pushed else board.unmake)(c, s)
        else:
            c = rng.choice([c for c in range(rules.cells) if not board.board[c]])
            pushed = rng.random() < 0.5
            (board.push if pushed else board.make)(c, len(played) % 2)
            played.append((c, len(played) % 2, pushed))
        fresh = RuleBoard.empty_board(rules)
        for c, v in enumerate(board.board):
            if v:
                fresh.make(c, v - 1)
        empty = [c for c in range(rules.cells) if not board.board[c]]
        assert [board.code[s][c] for s in (0, 1) for c in empty] == [
            fresh.code[s][c] for s in (0, 1) for c in empty
        ], step
        assert board.total == fresh.total and board.bits == fresh.bits, step
        assert [[set(x) if x is not None else None for x in sets] for sets in board.cells] == [
            [set(x) if x is not None else None for x in sets] for sets in fresh.cells
        ]


def test_the_freestyle_board_refuses_another_rule() -> None:
    with pytest.raises(ValueError, match="renju"):
        PatternBoard.from_game(Game.for_rules(Rules(15, 15, 5, Variant.RENJU)))
    assert type(board_for(Game(15, 15, 5))) is PatternBoard


def test_a_forbidden_cell_weighs_nothing_in_the_shipped_renju_table() -> None:
    """Black's forbidden combinations are 0 in renju's fitted values: the Python board
    scores a forbidden cell 0 and the compiled core reads the table's value, so any other
    number would make the two engines disagree (every one of the 1,001 combinations)."""
    from tictactoe.ai.rule_patterns import black_class
    from tictactoe.ai.weights import COMBOS, load

    table = load(Variant.RENJU)
    forbidden = [i for i, combo in enumerate(COMBOS) if black_class(combo) == FORBIDDEN]
    assert len(forbidden) == 379
    assert [(i, table.move[0][i], table.wait[0][i]) for i in forbidden] == [
        (i, 0, 0) for i in forbidden
    ]


def test_the_python_board_reads_the_renju_tables_as_the_core_does_at_forbidden_cells() -> None:
    """The compiled core orders a move by ``own[side]`` of the cell's combination for the
    side and ``opp[side]`` of the other side's, forbidden or not.  The Python board's
    per-code tables hold the same numbers for every code of renju's Black (its forbidden
    cells included: White's worth of taking one is the table's, not 0), so the two
    engines order White's moves alike next to Black's forbidden points."""
    from tictactoe.ai.patterns import FIELD
    from tictactoe.ai.rule_patterns import BLACK_OFFSET, NP_RULES, rule_class_tables
    from tictactoe.ai.weights import combo_index, load

    table = load(Variant.RENJU)
    classes, own, opp, _, values, _ = rule_class_tables(Variant.RENJU)
    forbidden = 0
    for code in range(BLACK_OFFSET, 2 * BLACK_OFFSET):
        combo = combo_index([(code - BLACK_OFFSET) // NP_RULES**d % NP_RULES for d in range(4)])
        assert (own[code], opp[code]) == (table.own[0][combo], table.opp[1][combo]), code
        want = table.move[0][combo] * FIELD - table.wait[0][combo]
        assert values[code] == want, code
        if classes[code] == FORBIDDEN:
            forbidden += 1
            assert values[code] == 0 and own[code] == 0
    assert forbidden > 0
    assert any(
        opp[code] for code in range(BLACK_OFFSET, 2 * BLACK_OFFSET) if classes[code] == FORBIDDEN
    )
