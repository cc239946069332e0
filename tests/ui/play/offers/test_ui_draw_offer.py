"""Offer draw on the game screen (issue 39, target 5): when it may be offered, the
computer's answer and its reason, the other person's answer, and what an agreed draw
leaves behind (the result, the statistics, the rating, the files)."""

from __future__ import annotations

import sqlite3
import threading

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import click, click_cell, make_window, wait_human_turn, wait_state
from tictactoe.game import Game, Mark, Move, Outcome, Rules, Termination
from tictactoe.players import AIPlayer, Player, make_player
from tictactoe.players.draw_offer import DrawReply
from tictactoe.storage.rating import ratings_of
from tictactoe.ui.play import draw_offer
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter

BOARD = Rules(3, 3, 3)
# X (the person) then O (the computer): after four marks, with X to move,
DRAWN = [(0, 0), (1, 0), (2, 0), (0, 1)]  # perfect play draws
LOST = [(0, 0), (2, 0), (1, 0), (2, 1)]  # O wins whatever X does (O blocks, then forks)


class Scripted(AIPlayer):
    """Stands in for a rung (keeps its spec): plays its moves in turn, then the first
    empty cell."""

    def __init__(self, spec: str, moves: list[Move]) -> None:
        super().__init__(spec, spec)
        self.moves = moves

    def select(self, game: Game, cancel) -> Move:
        return next((m for m in self.moves if game.is_legal(m)), game.legal_moves()[0])


def window_against(qtbot, tmp_path, line: list[Move], keeper: GameKeeper | None = None):
    """The person (X) against a computer (O, "level:3") that answers with ``line``'s O
    moves; the person has played ``line``'s X moves when this returns (X to move)."""

    def factory(spec: str) -> Player:
        return Scripted(spec, line[1::2]) if spec == "level:3" else make_player(spec)

    window = make_window(qtbot, tmp_path, factory=factory, keeper=keeper)
    assert window.start(MatchSettings("human", "level:3", BOARD, Starter.PLAYER1, 1), ask=False)
    button = window.game_screen.draw_button
    for move in line[0::2]:
        wait_human_turn(qtbot, window)
        assert not button.isEnabled()  # under a third of the board taken
        click_cell(qtbot, window, move)
    wait_human_turn(qtbot, window)
    assert len(window.controller.game.moves) == 4 and button.isEnabled()
    return window


def test_the_computer_accepts_when_it_is_not_winning_and_the_draw_is_rated(qtbot, tmp_path):
    keeper = GameKeeper(tmp_path / "data")
    window = window_against(qtbot, tmp_path, DRAWN, keeper)
    c, screen = window.controller, window.game_screen
    assert c.help.is_rated()
    click(qtbot, screen.draw_button)
    wait_state(qtbot, window, State.GAME_OVER)
    assert c.game.outcome() == Outcome(Termination.AGREED) and len(c.game.moves) == 4
    assert window.over_screen.result.text() == "A draw by agreement"
    assert not c.help.taken  # an offer is no help
    assert window.over_screen.scores() == {1: (0, 1, 0), 2: (0, 1, 0)}
    with sqlite3.connect(keeper.statistics.path) as db:
        assert db.execute("SELECT result, termination, help FROM games").fetchall() == [
            ("draw", "agreed draw", "")
        ]
    history = ratings_of(keeper.statistics)["3x3"].history
    assert [(game.opponent, game.result) for game in history] == [("level:3", "draw")]
    assert window.over_screen.rating.text().startswith("Your rating on 3x3: ")


def test_the_computer_declines_when_it_is_winning_and_says_why(qtbot, tmp_path):
    window = window_against(qtbot, tmp_path, LOST)
    c, screen = window.controller, window.game_screen
    click(qtbot, screen.draw_button)
    assert "Level 3 · Medium (O) is considering your offer of a draw" in screen.message.text()
    assert not screen.draw_button.isEnabled()  # one offer at a time
    qtbot.waitUntil(lambda: "declines" in screen.message.text(), timeout=20000)
    assert screen.message.text() == (
        "Level 3 · Medium declines: it thinks it is winning. "
        "Your move (X): click a square, or arrow keys and Space."
    )
    assert c.state is State.PLAYING and not c.game.is_over()
    assert screen.draw_button.isEnabled()  # it may be offered again


def test_a_move_withdraws_an_offer_still_read(qtbot, tmp_path, monkeypatch):
    gate, started = threading.Event(), threading.Event()

    def slow_job(game):
        def job(cancel, report):
            started.set()
            while not gate.is_set() and not cancel.is_set():
                gate.wait(0.005)
            return DrawReply.ACCEPT

        return job

    monkeypatch.setattr(draw_offer, "draw_job", slow_job)
    window = window_against(qtbot, tmp_path, DRAWN)
    c, screen = window.controller, window.game_screen
    click(qtbot, screen.draw_button)
    assert started.wait(5) and c.turns.draw_offer.pending
    click_cell(qtbot, window, (2, 2))  # the person plays on meanwhile
    assert not c.turns.draw_offer.pending
    gate.set()  # the reading answers: too late
    qtbot.wait(200)
    wait_human_turn(qtbot, window)
    assert not c.game.is_over() and len(c.game.moves) == 6  # O blocked at (1, 1)
    assert screen.message.text().startswith("Your move (X)")


@pytest.mark.parametrize("accept", [True, False])
def test_between_two_people_the_other_is_asked(qtbot, tmp_path, accept):
    window = make_window(qtbot, tmp_path)
    asked = []
    window.confirm = lambda title, text: asked.append((title, text)) or accept
    assert window.start(MatchSettings("human", "human", BOARD, Starter.PLAYER1, 1), ask=False)
    c, screen = window.controller, window.game_screen
    for move in [(1, 1), (0, 0), (2, 0)]:
        assert not screen.draw_button.isEnabled()
        click_cell(qtbot, window, move)
    click(qtbot, screen.draw_button)  # O (Player 2) offers, 3 of 9 cells taken
    assert asked == [("Offer draw", "Player 2 (O) offers a draw. Player 1 (X), do you accept?")]
    if accept:
        assert c.state is State.GAME_OVER and c.game.outcome() == Outcome(Termination.AGREED)
    else:
        assert c.state is State.PLAYING and c.game.to_move() is Mark.O
        assert screen.message.text().startswith("Player 1 (X) declines the draw. O to move")


def test_no_offer_between_computers(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, delay_ms=50)
    seen = []
    window.controller.changed.connect(lambda change: seen.append(change.view.can_offer_draw))
    assert window.start(MatchSettings("random", "random", BOARD, Starter.PLAYER1, 1), ask=False)
    wait_state(qtbot, window, State.GAME_OVER)
    assert len(seen) > 5 and not any(seen)
    assert not window.game_screen.draw_button.isEnabled()


def test_saving_an_agreed_draw_where_it_cannot_be_kept_says_so(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.confirm = lambda title, text: True
    notes = []
    window.notify = lambda title, text, warning=False: notes.append(text)
    assert window.start(MatchSettings("human", "human", BOARD, Starter.PLAYER1, 1), ask=False)
    for move in [(1, 1), (0, 0), (2, 0)]:
        click_cell(qtbot, window, move)
    window.controller.offer_draw()
    assert window.controller.state is State.GAME_OVER
    reason = window.files.save_path(str(tmp_path / "g.txt"))
    assert reason == (
        "a board diagram holds the position, not a draw by agreement: "
        "save this game as .ttt or .sgf"
    )
    assert notes and reason in notes[0] and not (tmp_path / "g.txt").exists()
    assert window.files.save_path(str(tmp_path / "g.sgf")) is None
