"""The review flags a missed win by fours (issue 43, target 1), and the other proven facts.

``data/missed_fours_15x15.txt`` holds 15x15 positions from real games (the ladder's
rungs against each other, ``tictactoe match``) where the side to move had a win by
fours and the move it played missed it; ``data/build_missed_fours.py`` made it and
says how.  Each missed move, reviewed on its own (the position before it and after
it, 0.2 s each), must be flagged with the win that was missed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tictactoe.ai import Limit
from tictactoe.coach import Grade, review_game
from tictactoe.game import Game, Rules
from tictactoe.notation import parse_stored_moves

DATA = Path(__file__).parent / "data" / "missed_fours_15x15.txt"
LIMIT = Limit(time=0.2)


def missed_positions() -> list[tuple[str, int, list, list]]:
    out = []
    for line in DATA.read_text().splitlines():
        if line.startswith("#"):
            continue
        name, ply, moves, fours = line.split("\t")
        rules = Rules(15, 15, 5)  # the file's cells: the grid notation, as files keep them
        out.append(
            (name, int(ply), parse_stored_moves(moves, rules), parse_stored_moves(fours, rules))
        )
    return out


@pytest.mark.slow
def test_every_missed_win_by_fours_of_the_set_is_flagged():
    positions = missed_positions()
    assert len(positions) >= 30
    for name, ply, moves, fours in positions:
        game = Game(15, 15, 5)
        for move in moves:
            game.play(move)
        review = review_game(game, LIMIT, first=ply)
        judged = review.moves[0]
        assert judged.ply == ply and judged.move == moves[-1]
        assert judged.missed_fours is not None, name
        assert len(judged.missed_fours) == len(fours), name
        assert judged.before == 1.0 and judged.grade is Grade.BLUNDER, name
