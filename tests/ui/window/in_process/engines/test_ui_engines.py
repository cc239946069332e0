"""External engines in the GUI: Add engine..., remembered, named by ABOUT, forfeits, quitting."""

from __future__ import annotations

import time

import pytest

pytest.importorskip("PySide6")

import itertools

from PySide6.QtCore import QTimer

from tests.pbrain_helpers import fake_engine, is_gone
from tests.ui.ui_helpers import click_cell, make_window, store_in, wait_human_turn, wait_state
from tictactoe.game import Rules, Termination
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.screens.engines import load_engines
from tictactoe.ui.widgets.sound import Sound
from tictactoe.ui.window.main_window import MainWindow


def added(qtbot, window, path: str, number: int = 2) -> None:
    window.files.add_engine_path(path, number)
    qtbot.waitUntil(lambda: window.menu_screen.player2.engine_button.isEnabled(), timeout=15000)


def test_an_engine_added_is_offered_by_its_name_and_remembered(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    path = fake_engine(tmp_path, "good")
    added(qtbot, window, path)
    spec = f"pbrain:{path}"
    for chooser in (window.menu_screen.player1, window.menu_screen.player2):
        assert chooser.label(spec) == "Fake good 1.0"
    assert window.menu_screen.player2.spec() == spec
    assert [e.path for e in load_engines(window.store.q)] == [path]
    # k=5 only: the menu says so without starting the engine
    window.menu_screen.set_rules(Rules(3, 3, 3))
    assert "five in a row" in window.menu_screen.feedback.text()
    window.menu_screen.set_rules(Rules(9, 9, 5))
    assert window.menu_screen.play_button.isEnabled()
    # a new window (the next run) offers it again
    again = MainWindow(store=store_in(tmp_path), sound=Sound(enabled=False))
    qtbot.addWidget(again)
    assert again.menu_screen.player1.label(spec) == "Fake good 1.0"


def test_add_engine_under_player_1s_list_asks_for_a_program_and_plays_it_for_player_1(
    qtbot, tmp_path, monkeypatch
) -> None:
    """Add engine sits under each player's list of more players (the menu's bottom row
    had no room for it): the one pressed chooses the engine for its player."""
    window = make_window(qtbot, tmp_path)
    path = fake_engine(tmp_path, "good")
    monkeypatch.setattr(
        "tictactoe.ui.window.file_actions.choose_file",  # our file dialog (issue 50)
        lambda *args, **kwargs: path,
    )
    window.menu_screen.player2.choose("human")
    window.menu_screen.player1.engine_button.clicked.emit()
    qtbot.waitUntil(lambda: window.menu_screen.player1.engine_button.isEnabled(), timeout=15000)
    assert window.menu_screen.player1.spec() == f"pbrain:{path}"
    assert window.menu_screen.player2.spec() == "human"
    assert window.menu_screen.player2.label(f"pbrain:{path}") == "Fake good 1.0"


def test_an_engine_that_cannot_be_used_is_refused_with_its_reason(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    told: list[str] = []
    window.notify = lambda title, text, warning=False: told.append(text)  # type: ignore[method-assign]  # a stand-in
    added(qtbot, window, fake_engine(tmp_path, "refuse"))
    assert told and "refuses a 15x15 board: only 20x20 here" in told[0]
    assert not any(name.startswith("pbrain:") for name in window.menu_screen.player1.offered())
    assert load_engines(window.store.q) == []


def test_starting_an_engine_never_freezes_the_window(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(10)
    started = time.monotonic()
    window.files.add_engine_path(fake_engine(tmp_path, "slow_start", delay=1.0))
    assert time.monotonic() - started < 0.2
    for chooser in (window.menu_screen.player1, window.menu_screen.player2):
        assert chooser.engine_button.text() == "Starting engine…"
        assert not chooser.engine_button.isEnabled()
    qtbot.waitUntil(lambda: window.menu_screen.player2.engine_button.isEnabled(), timeout=15000)
    timer.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 30 and max(gaps) < 0.5  # the loop kept turning while it started


def test_an_engine_that_breaks_the_rules_loses_the_game(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    path = fake_engine(tmp_path, "garbage")
    assert window.start(MatchSettings(f"pbrain:{path}", "human", Rules(9, 9, 5)))
    wait_human_turn(qtbot, window)
    click_cell(qtbot, window, (0, 0))
    wait_state(qtbot, window, State.GAME_OVER)
    outcome = window.controller.game.outcome()
    assert outcome.termination is Termination.FORFEIT and outcome.winner == "O"
    assert "answered 'hello there' instead of a move" in window.controller.result_text()


def test_closing_the_window_stops_the_engine(qtbot, tmp_path) -> None:
    window = make_window(qtbot, tmp_path)
    path = fake_engine(tmp_path, "good")
    assert window.start(MatchSettings(f"pbrain:{path}", "human", Rules(9, 9, 5)))
    wait_human_turn(qtbot, window)
    engine = window.controller.players[window.controller.game.to_move().other]
    pid = engine._process.pid
    window.close()
    qtbot.waitUntil(lambda: is_gone(pid), timeout=5000)


def test_remembered_engines_nested_too_deeply_are_skipped(tmp_path) -> None:
    from PySide6.QtCore import QSettings

    from tictactoe.ui.screens.engines import SETTINGS_KEY

    q = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    q.setValue(SETTINGS_KEY, "[" * 100_000 + "]" * 100_000)
    assert load_engines(q) == []
