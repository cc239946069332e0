"""The move list while a search reports: the same game shown again leaves the list as the
player left it (the analyst shows the game again at every report of a search, and the
list jumped back to the last move, under the pointer of a person scrolling it)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tictactoe.game import Mark, Rules
from tictactoe.ui.screens.move_list import MoveList

RULES = Rules(20, 20, 5)
MOVES = [(x, y) for y in range(4) for x in range(10)]


def test_the_same_game_again_keeps_the_list_where_the_player_scrolled_it(qtbot) -> None:
    moves = MoveList()
    qtbot.addWidget(moves)
    moves.resize(280, 300)
    moves.show()
    moves.set_history(MOVES, Mark.X, len(MOVES), RULES)
    bar = moves.list.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()  # the last move in view
    bar.setValue(0)  # the player looks at the opening
    moves.set_history(list(MOVES), Mark.X, len(MOVES), RULES)
    assert bar.value() == 0
    assert moves.list.count() == len(MOVES) + 1 and moves.list.currentRow() == len(MOVES)
    played = [*MOVES, (0, 9)]  # a new move: the list shows it
    moves.set_history(played, Mark.X, len(played), RULES)
    assert moves.list.count() == len(played) + 1
    assert moves.list.item(len(played)).text().startswith(f"{len(played)}. X ")
    assert bar.value() == bar.maximum()
