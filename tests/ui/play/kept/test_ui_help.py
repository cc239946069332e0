"""Help in a person's game, in the real window: what counts (a hint, the analysis
panel, a takeback, the engine's knowledge by the setting, a chosen start), the
question before the first help of a rated game, and the help kept through leaving,
Resume, Save and Play from here; the game-over line says why a game was not rated."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.play.kept.test_ui_rating import (  # table: its autouse fixture, the ratings
    LARGE,
    factory,
    play_out,
    table,  # noqa: F401
)
from tests.ui.ui_helpers import click, make_window, wait_human_turn, wait_state
from tictactoe.game import Mark, Rules
from tictactoe.records.help import Aid, Help
from tictactoe.storage.rating import ratings_of
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter


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


def test_hint_leave_resume_finish_is_not_rated(qtbot, tmp_path):
    """The issue's path: H, Esc, Resume, win: the hint was lost on resume and the
    game was rated."""
    window = rated_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    wait_human_turn(qtbot, window)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    assert window.game_screen.side.hints_label.text() == "You took 1 hint."
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert c.state is State.MENU
    assert window.menu_screen.resume_button.isVisible()
    click(qtbot, window.menu_screen.resume_button)
    assert c.state is State.PLAYING
    assert window.game_screen.side.hints_label.text() == "You took 1 hint."
    play_out(qtbot, window)
    assert c.game.winner() is Mark.X and c.recorded
    assert window.over_screen.rating.text() == "Not rated: you took 1 hint in this game."
    statistics = c.keeper.statistics
    assert statistics.count() == 1 and statistics.person_games() == []
    assert ratings_of(statistics) == {}


def test_the_first_help_of_a_rated_game_asks_once_and_no_goes_back(qtbot, tmp_path):
    window = rated_window(qtbot, tmp_path, answer=False)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    assert c.help.is_rated()
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    assert window.asked == [
        "This game will not be rated: A hint is the engine's help. Take the "
        "hint?\n\nThis game will not be rated: a game in which you take help "
        "does not count for your rating. No goes back to the game, still "
        "rated."
    ]
    assert not c.help.taken and c.help.is_rated()  # no: nothing taken, still rated
    assert window.analyst.hint_reading() is None and window.analyst.job() is None
    window.confirm = lambda title, text: window.asked.append(title) or True
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    assert len(window.asked) == 2 and not c.help.is_rated()
    c.click_cell(7, 7)
    wait_human_turn(qtbot, window)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)  # the game is unrated: no question
    assert len(window.asked) == 2
    assert c.help.taken.count(Mark.X, Aid.HINT) == 2


def test_the_analysis_panel_in_a_persons_game_is_help(qtbot, tmp_path):
    """A game played with the panel on was rated (+12)."""
    window = rated_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    side = window.game_screen.side
    assert not window.analyst.panel_on and not side.analysis.isVisible()
    click(qtbot, side.analysis_button)
    assert len(window.asked) == 1 and window.asked[0].startswith(
        "This game will not be rated: The analysis panel shows"
    )
    assert window.analyst.panel_on and side.analysis.isVisible()
    play_out(qtbot, window)
    assert window.over_screen.rating.text() == (
        "Not rated: you took a look at the analysis panel in this game."
    )
    assert window.controller.keeper.statistics.person_games() == []


def test_the_panel_declined_stays_off(qtbot, tmp_path):
    window = rated_window(qtbot, tmp_path, answer=False)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    side = window.game_screen.side
    click(qtbot, side.analysis_button)
    assert not window.analyst.panel_on and not side.analysis.isVisible()
    assert not side.analysis_button.is_selected() and window.controller.help.is_rated()


def test_a_takeback_is_help_after_the_game_ended_too(qtbot, tmp_path):
    """Lose, Undo, play it again and win: the rating counted the second try."""
    window = rated_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    play_out(qtbot, window)
    statistics = c.keeper.statistics
    assert len(statistics.person_games()) == 1 and window.asked == []
    assert c.undo()  # back into the game
    assert len(window.asked) == 1 and "takeback" in window.asked[0]
    assert c.state is State.PLAYING and statistics.count() == 0
    assert c.help.taken == Help.of({(Mark.X, Aid.TAKEBACK): 1})
    play_out(qtbot, window)
    assert window.over_screen.rating.text() == "Not rated: you took 1 takeback in this game."
    assert statistics.person_games() == [] and ratings_of(statistics) == {}


def test_show_what_the_engine_knows_is_remembered_and_its_games_are_not_rated(qtbot, tmp_path):
    window = rated_window(qtbot, tmp_path)
    box = window.menu_screen.knowledge_box
    assert not box.isChecked() and box.parent() is window.menu_screen.mute_box.parent()
    box.click()
    assert window.store.show_knowledge()
    window.store.sync()
    again = make_window(qtbot, tmp_path)  # the same settings file: remembered
    assert again.menu_screen.knowledge_box.isChecked() and again.controller.help.show_knowledge
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    assert c.help.taken == Help.of({(Mark.X, Aid.ENGINE): 1}) and not c.help.is_rated()
    assert window.analyst.panel_on  # the engine's knowledge in view
    assert window.asked == []  # chosen on the menu: no question
    play_out(qtbot, window)
    assert window.over_screen.rating.text() == "Not rated: Show what the engine knows was on."


def test_play_from_here_carries_the_help(qtbot, tmp_path):
    window = rated_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    c.click_cell(7, 7)
    wait_human_turn(qtbot, window)
    window.analyst.ask_players = lambda index: MatchSettings("human", "level:4", LARGE)
    window.analyst.play_from(2)
    assert c.state is State.PLAYING and len(c.game.moves) == 2
    assert c.help.taken == Help.of({(Mark.X, Aid.HINT): 1, (Mark.X, Aid.START): 1})
    play_out(qtbot, window)
    assert window.over_screen.rating.text() == (
        "Not rated: you took 1 hint in this game; the game began from a chosen position, "
        "not the empty board."
    )
    window.analyst.play_from(0)  # from the empty board: a new game, nothing carried
    assert not c.help.taken and c.help.is_rated()


# -- no spoilers -------------------------------------------------------------------------


def test_a_persons_game_hides_what_the_engine_knows_until_asked(qtbot, tmp_path):
    """ "Proven: X wins in 9" appeared unasked in a person's game."""
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)))
    c, side = window.controller, window.game_screen.side
    for move in [(1, 1), (1, 0)]:  # X centre, O edge: X can force a win
        c.click_cell(*move)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)  # asked: the hint, and the verdict
    qtbot.waitUntil(
        lambda: window.analyst.hint_reading() is not None and window.analyst.hint_reading().final,
        timeout=20000,
    )
    assert side.verdict.text().startswith("Proven: X wins")
    best = window.analyst.hint_reading().best
    c.click_cell(*best)  # the hint proved where this move leads ...
    child = c.game.position()
    assert window.analyst.verdict(child) is not None
    assert side.verdict.text() == ""  # ... but nobody asked (its place stays: a calm screen)
    assert not window.analyst.panel_on and not side.analysis_button.is_selected()
    window.set_show_knowledge(True)  # the setting: in the next game, from its start
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)))
    for move in [(1, 1), (1, 0), best]:
        c.click_cell(*move)
    assert window.analyst.panel_on
    qtbot.waitUntil(lambda: side.verdict.text().startswith("Proven: X wins"), timeout=20000)


def test_the_panel_of_a_computer_game_does_not_stay_on_in_the_persons_next_game(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    c = window.controller
    assert window.start(MatchSettings("random", "random", Rules(3, 3, 3)))
    assert window.analyst.panel_on  # computers: as today
    wait_state(qtbot, window, State.GAME_OVER)
    c.start_replay()
    side = window.game_screen.side
    click(qtbot, side.analysis_button)  # looked at the replay with and
    click(qtbot, side.analysis_button)  # without the panel: on again
    assert window.analyst.panel_on
    c.go_to_menu()
    assert window.start(MatchSettings("human", "level:3", Rules(3, 3, 3)))
    assert not window.analyst.panel_on and not side.analysis.isVisible()


def test_the_hints_ring_sentence_and_the_panels_line_name_one_move_on_15x15(
    qtbot, tmp_path, monkeypatch
):
    """On 20x20 the ring said L12 while the panel's best line began M8; on 15x15 the
    message bar never said which move looks best (it went back to "X ... to move"
    as the pointer crossed a cell without a value)."""
    from functools import partial

    from tictactoe.ai import hint_search, panel_search
    from tictactoe.bench.positions import middle_games
    from tictactoe.notation import cell_name
    from tictactoe.ui.window import analyst

    monkeypatch.setattr(analyst, "hint_search", partial(hint_search, budget=1.5))
    monkeypatch.setattr(analyst, "panel_search", partial(panel_search, budget=1.0))
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", LARGE))
    c, side = window.controller, window.game_screen.side
    for move in middle_games(15)[2].moves:
        c.click_cell(*move)
    key = c.game.position()
    click(qtbot, side.analysis_button)  # the panel first: its own search reads the position
    qtbot.waitUntil(lambda: window.analyst.panel_reading(key) is not None, timeout=20000)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    qtbot.waitUntil(
        lambda: window.analyst.hint_reading() is not None and window.analyst.hint_reading().final,
        timeout=20000,
    )
    heat = window.analyst.hint_reading()
    best = heat.best
    assert window.analyst.panel_reading(key) is heat  # one reading
    assert best in heat.best_moves()  # the ring
    assert window.game_screen.message.text().startswith(f"Hint: {cell_name(best, c.game.rules)}")
    number = len(c.game.moves) + 1
    assert side.analysis.line.text().startswith(
        f"Best line: {number}.\u00a0{cell_name(best, c.game.rules)}"
    )
    empty = next(
        m
        for m in [(0, 0), (14, 0), (0, 14), (14, 14)]
        if window.analyst.overlay.words_at(m) is None
    )
    window.analyst.overlay.hovered.emit(best)  # a cell with a value: its words
    assert window.game_screen.message.text().startswith(f"{cell_name(best, c.game.rules)}: ")
    window.analyst.overlay.hovered.emit(empty)  # then one without: the hint again
    assert window.game_screen.message.text().startswith(f"Hint: {cell_name(best, c.game.rules)}")


def test_resign_asks_first_in_a_rated_game_and_no_goes_back(qtbot, tmp_path):
    """Resign ended a rated game at once (-116 in one click) while Hint, Analysis and
    Undo asked; a game that is not rated is given up at once, as before."""
    window = rated_window(qtbot, tmp_path, answer=False)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    wait_human_turn(qtbot, window)
    click(qtbot, window.game_screen.resign_button)
    assert window.asked == [
        "Resign: Resign this game? It counts for your rating: resigning loses it, as a "
        "loss on the board would. No goes back to the game."
    ]
    assert c.state is State.PLAYING and c.game.outcome() is None
    window.confirm = lambda title, text: window.asked.append(title) or True
    click(qtbot, window.game_screen.resign_button)
    assert c.state is State.GAME_OVER and c.game.outcome().winner is Mark.O
    assert window.over_screen.result.text().startswith("You resigned")
    unrated = rated_window(qtbot, tmp_path / "unrated")
    assert unrated.start(MatchSettings("human", "human", LARGE, Starter.PLAYER1, 1))
    click(qtbot, unrated.game_screen.resign_button)
    assert unrated.asked == [] and unrated.controller.state is State.GAME_OVER


def test_the_hint_speaks_plainly_unless_the_engine_is_shown(qtbot, tmp_path):
    """ "Hint: J9 looks best (engine's score +108, depth 3)" were a tool's words; the
    score and depth stay for a person who asked to see what the engine knows."""
    from tictactoe.ai import Option, Reading
    from tictactoe.notation import cell_name
    from tictactoe.ui.words.help_words import hint_message

    reading = Reading(Mark.X, (Option((8, 8), 108.0),), depth=3)
    cell = cell_name((8, 8), LARGE)
    assert cell == "i7"  # 15x15: the renju notation
    assert hint_message(reading, LARGE) == f"Hint: {cell} looks best."
    assert hint_message(reading, LARGE, engine=True) == (
        f"Hint: {cell} looks best (engine's score +108, depth 3)"
    )
    window = rated_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    wait_human_turn(qtbot, window)
    qtbot.keyClick(window.game_screen.board, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.game_screen.message.text().startswith("Hint: "), timeout=20000)
    said = window.game_screen.message.text()
    assert "score" not in said and "depth" not in said, said
