"""A calm screen: during a game nothing moves but the marks and the texts in their places.

The geometry (place, size, shown or not) of the board, the title and message bars and
every part of the side panel is recorded after each event of a game: human and
computer moves, thinking, a hint, an illegal click, a two-line message then a one-line
one.  It never changes; only resizing the window moves them (the last check).
Issue 39: on 15x15 against Adaptive the first message took two lines, then one, and
the board moved and resized; on 3x3 the "Proven: ..." line came and went, and the side
panel jumped about 24 px every turn.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint

from tests.ui.ui_helpers import click_cell, make_window
from tictactoe.game import Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings


def _parts(window) -> dict:
    screen = window.game_screen
    side = screen.side
    return {
        "board": screen.board,
        "message bar": screen.message.parentWidget(),
        "message": screen.message,
        "title": screen.title,
        "side": side,
        "verdict": side.verdict,
        "hint": side.hint_button,
        "hints used": side.hints_label,
        "legend": side.legend,
        "moves": side.moves,
        "analysis": side.analysis,
    }


def _geometry(window) -> dict:
    out = {}
    for name, widget in _parts(window).items():
        corner = widget.mapTo(window, QPoint(0, 0))
        out[name] = (corner.x(), corner.y(), widget.width(), widget.height(), widget.isVisible())
    return out


class Watch:
    """The geometry after the first look, and every look that differed from it."""

    def __init__(self, qtbot, window) -> None:
        self.qtbot, self.window = qtbot, window
        self.first: dict | None = None
        self.moved: list[str] = []

    def look(self, what: str) -> None:
        self.qtbot.wait(30)  # the layout settles on the next turns of the event loop
        now = _geometry(self.window)
        if self.first is None:
            self.first = now
            return
        for name, place in now.items():
            if place != self.first[name]:
                self.moved.append(f"{what}: {name} {self.first[name]} -> {place}")


def _human_turn(qtbot, c) -> None:
    qtbot.waitUntil(lambda: c.play_view().human_turn or c.state is not State.PLAYING, timeout=20000)


def _play(qtbot, window, watch: Watch, moves, *, hint_at: int) -> None:
    c = window.controller
    for i, move in enumerate(moves):
        _human_turn(qtbot, c)
        if c.state is not State.PLAYING:
            return
        watch.look(f"move {i}: the person's turn")
        if i == hint_at:
            window.analyst.request_hint()
            watch.look("a hint asked for")
            qtbot.waitUntil(lambda: window.analyst.job() is None, timeout=20000)
            watch.look("the hint shown")
        if move in c.game.moves:
            continue
        if c.game.moves:  # an illegal click: a taken cell, the message says why
            click_cell(qtbot, window, c.game.moves[0])
            watch.look("an illegal click")
        click_cell(qtbot, window, move)
        watch.look(f"move {i}: the computer thinking")


@pytest.mark.parametrize(
    "width,height,k,opponent", [(3, 3, 3, "hard"), (15, 15, 5, "adaptive"), (20, 20, 5, "level:2")]
)
def test_nothing_moves_during_a_game(qtbot, tmp_path, width, height, k, opponent):
    window = make_window(qtbot, tmp_path, delay_ms=150)
    window.resize(1000, 780)
    assert window.start(MatchSettings("human", opponent, Rules(width, height, k)))
    watch = Watch(qtbot, window)
    watch.look("the start")
    window.game_screen.message.setText(
        "A long line for the message bar that takes two "
        "lines at this width, as the first line of a game "
        "against Adaptive did: it says which level it "
        "picked and then whose move it is, and more"
    )
    watch.look("a two-line message")
    window.game_screen.message.setText("One line")
    watch.look("a one-line message")
    centre = (width // 2, height // 2)
    moves = [
        centre,
        (0, 0),
        (width - 1, 0),
        (0, height - 1),
        (width - 1, height - 1),
        (1, 0),
        (0, 1),
        (1, 2),
        (2, 1),
    ]
    _play(qtbot, window, watch, moves, hint_at=1)
    assert watch.moved == []
    window.resize(1100, 840)  # the window's size is the one thing that moves them
    qtbot.wait(50)
    assert _geometry(window)["board"] != watch.first["board"]
