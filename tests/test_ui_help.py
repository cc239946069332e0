"""Help in a person's game, in the real window: what counts (a hint, the analysis
panel, a takeback, the engine's knowledge by the setting, a chosen start), the
question before the first help of a rated game, and the help kept through leaving,
Resume, Save and Play from here; the game-over line says why a game was not rated."""
from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt  # noqa: E402

from tictactoe import records  # noqa: E402
from tictactoe.game import Game, Mark, Move, Rules  # noqa: E402
from tictactoe.players import AIPlayer, make_player, ratings  # noqa: E402
from tictactoe.storage.rating import ratings_of  # noqa: E402
from tictactoe.ui.play.controller import State  # noqa: E402
from tictactoe.ui.play.keeper import GameKeeper  # noqa: E402
from tictactoe.ui.play.series import MatchSettings, Starter  # noqa: E402
from ui_helpers import click, make_window, wait_human_turn, wait_state  # noqa: E402

LARGE = Rules(15, 15, 5)
TABLE = {"classes": {"large": {"anchor": "level:1", "players": {
    f"level:{n}": {"elo": 1000 + 100 * (n - 1), "error": 0.0 if n == 1 else 20.0, "games": 300}
    for n in range(1, 11)}}}}


@pytest.fixture(autouse=True)
def table(monkeypatch):
    monkeypatch.setattr(ratings, "_table", lambda: TABLE)


class FarAway(AIPlayer):
    """Stands in for a rung (keeps its spec): plays along the top row, never blocks."""

    def select(self, game: Game, cancel) -> Move:
        return min(game.legal_moves(), key=lambda m: (m[1], m[0]))


def factory(spec: str):
    return FarAway(spec, spec) if spec.startswith("level:") else make_player(spec)


def rated_window(qtbot, tmp_path, *, answer: bool = True):
    """A window keeping games in ``tmp_path``; every question is answered ``answer``."""
    window = make_window(qtbot, tmp_path, factory=factory, keeper=GameKeeper(tmp_path / "data"))
    asked: list[str] = []

    def confirm(title: str, text: str) -> bool:
        asked.append(f"{title}: {text}")
        return answer

    window.confirm = confirm
    window.asked = asked
    return window


def play_out(qtbot, window) -> None:
    """The person (X) plays the middle row until the game is over."""
    c = window.controller
    for x in range(3, 15):
        wait_human_turn(qtbot, window)
        if c.state is not State.PLAYING:
            break
        if c.turns.game.position().at((x, 7)) is None:
            c.click_cell(x, 7)
    wait_state(qtbot, window, State.GAME_OVER)


def test_hint_leave_resume_finish_is_not_rated(qtbot, tmp_path):
    """The issue's path: H, Esc, Resume, win: the hint was lost on resume and the
    game was rated."""
    window = rated_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    wait_human_turn(qtbot, window)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    assert window.game_screen.side.hints_label.text() == "Help: X 1 hint"
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert c.state is State.MENU
    assert window.menu_screen.resume_button.isVisible()
    click(qtbot, window.menu_screen.resume_button)
    assert c.state is State.PLAYING
    assert window.game_screen.side.hints_label.text() == "Help: X 1 hint"
    play_out(qtbot, window)
    assert c.turns.game.winner() is Mark.X and c.recorded
    assert window.over_screen.rating.text() == "Not rated: you took 1 hint in this game."
    statistics = c.keeper.statistics
    assert statistics.count() == 1 and statistics.person_games() == []
    assert ratings_of(statistics) == {}
