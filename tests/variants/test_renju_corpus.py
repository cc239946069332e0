"""Renju's forbidden points: a corpus checked by hand, against both checkers.

``tests/variants/data/renju_corpus.txt`` holds 60-odd positions, each with its reasoning
from the RIF rules: double threes and fours across and on one line, four-three,
overlines, fives beside forbidden shapes, false threes (blocked by White, by the
edge, by a black stone beyond, by a point that would make a five, by a forbidden
point) and nested cases where a three stands or falls on another point's verdict,
two and three levels deep.  Every labelled point must get the hand's verdict from
the fast checker (through the rules module and the game) and from the plain
reference of the tests.
"""

from __future__ import annotations

import pytest

from tests.renju_reference import forbidden, grid_of
from tests.variants.renju_corpus import ENTRIES
from tictactoe.game import Game, IllegalMoveError, Position, Rules, Variant
from tictactoe.variants import foul

VERDICTS = ("none", "overline", "double four", "double three")


def test_the_corpus_covers_every_case() -> None:
    names = " ".join(name for name, _, _ in ENTRIES)
    assert len(ENTRIES) >= 60
    verdicts = [v for _, expected, _ in ENTRIES for v in expected.values()]
    assert set(verdicts) == set(VERDICTS)
    for case in (
        "one line",
        "four-three",
        "overline",
        "false three",
        "blocked",
        "nested, two levels",
        "nested, three levels",
        "beats",
        "beside an overline",
        "edge",
        "corner",
        "would make a five",
        "only point is a double three",
    ):
        assert case in names, case


@pytest.mark.parametrize("name,expected,rows", ENTRIES, ids=[e[0] for e in ENTRIES])
def test_each_point_gets_the_hands_verdict(name, expected, rows) -> None:
    width, height = len(rows[0]), len(rows)
    assert all(len(row) == width for row in rows)
    rules = Rules(width, height, 5, Variant.RENJU)
    board = [row.translate(str.maketrans("abcdefgh", "........")) for row in rows]
    x_bits = o_bits = 0
    points = {}
    for y, row in enumerate(rows):
        for x, ch in enumerate(row):
            if ch == "X":
                x_bits |= 1 << rules.index((x, y))
            elif ch == "O":
                o_bits |= 1 << rules.index((x, y))
            elif ch != ".":
                points[ch] = (x, y)
    assert set(points) == set(expected)
    for label, (x, y) in points.items():
        want = expected[label]
        assert want in VERDICTS
        fast = foul(rules, x_bits, o_bits, rules.index((x, y)))
        assert (fast.value if fast else "none") == want, (name, label, "fast")
        assert (forbidden(grid_of(board), x, y) or "none") == want, (name, label, "reference")
        # and the game refuses exactly the forbidden ones, Black to move (counts aside)
        game = Game.for_rules(rules, start=Position(rules, x_bits, o_bits), to_move="X")
        if want == "none":
            assert (x, y) in game.legal_moves()
        else:
            article = "an" if want == "overline" else "a"
            with pytest.raises(IllegalMoveError, match=f"under renju: {article} {want}$"):
                game.play((x, y))
