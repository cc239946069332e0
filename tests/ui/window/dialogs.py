"""Every modal dialog the window opens, each opened for real (no stand-in for the window's
``confirm`` or ``notify``) and looked at from inside its own event loop: shared by the
tests of the board under a dialog, of Qt's words in each language and of words that fit.

:func:`look_inside` opens one and calls ``look(dialog)`` once it is the active modal
widget, then closes it (Cancel, No, Close: ``reject``).  The openers take a window in the
state they need (:func:`rated_game`, :func:`two_people`, the menu) and return a function
that opens their dialog.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from tests.ui.ui_helpers import make_window, wait_human_turn
from tictactoe.game import Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.window.main_window import MainWindow
from tictactoe.ui.window.rules_dialog import show_rules

OPEN_S = 10.0  # for a dialog to open (it opens at once; a loaded machine)
LARGE = Rules(15, 15, 5)
# a few moves, for both sides: four of the person's at most, so the computer has four stones
# at most and the game is still on (with five, a rung that made five in a row ended it)
MOVES = [(7, 7), (8, 8), (6, 7), (9, 9)]
# where the person plays instead when the computer took a planned cell first (the rungs are
# not seeded in the window: twice the computer took two of the four and the person had two)
SPARE_CELLS = [(1, 1), (1, 7), (7, 1), (4, 1), (1, 4)]


def look_inside(open_it: Callable[[], Any], look: Callable[[QWidget], Any], name: str = "") -> Any:
    """Open a dialog with ``open_it``; ``look(dialog)`` while it is open; close it.
    Returns what ``look`` returned; raises what it raised, or AssertionError when no
    dialog opened."""
    seen: dict[str, Any] = {}
    deadline = time.monotonic() + OPEN_S

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if time.monotonic() < deadline and "done" not in seen:
                QTimer.singleShot(20, poll)
            return
        try:
            seen["result"] = look(dialog)
        except BaseException as exc:
            seen["error"] = exc
        finally:
            close(dialog)

    QTimer.singleShot(0, poll)
    open_it()
    while "result" not in seen and "error" not in seen and time.monotonic() < deadline:
        QApplication.processEvents()  # a dialog that does not block (the rules page)
        time.sleep(0.01)
    seen["done"] = True
    if "error" in seen:
        raise seen["error"]
    assert "result" in seen, f"no dialog opened: {name}"
    return seen["result"]


def close(dialog: QWidget) -> None:
    """Close ``dialog`` as Cancel or No would, and any question it opened over itself."""
    if isinstance(dialog, QDialog):
        dialog.reject()
    else:
        dialog.close()


def rated_game(qtbot, tmp_path: Path, rules: Rules = LARGE, moves=MOVES) -> MainWindow:
    """A window in a rated game (one person against a rated rung): the person plays as
    many stones as ``moves`` has, one a turn, each of ``moves`` in turn unless it is taken
    or off the board, then the spare cells; the computer answers each."""
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    assert window.start(MatchSettings("human", "level:3", rules, Starter.PLAYER1, 1))
    c = window.controller
    played = 0
    for x, y in [*moves, *SPARE_CELLS]:
        if played == len(moves):
            break
        wait_human_turn(qtbot, window)
        on_board = 0 <= x < rules.width and 0 <= y < rules.height
        if c.state is not State.PLAYING or not on_board or c.game.position().at((x, y)) is not None:
            continue
        c.click_cell(x, y)
        played += 1
    wait_human_turn(qtbot, window)
    assert played == len(moves), "the spare cells ran out"
    assert c.state is State.PLAYING and c.help.is_rated()
    return window


def two_people(qtbot, tmp_path: Path, rules: Rules = Rules(), moves=((0, 0), (1, 1), (2, 0))):
    """Two people at one board (a draw may be offered once a third of it is taken)."""
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    assert window.start(MatchSettings("human", "human", rules, Starter.PLAYER1, 1))
    for move in moves:
        window.controller.click_cell(*move)
    return window


def game_dialogs(window: MainWindow, tmp_path: Path) -> dict[str, Callable[[], Any]]:
    """The dialogs a rated game in play opens (each asks before the game's first help)."""
    c, files = window.controller, window.files
    return {
        "hint question": window.analyst.request_hint,
        "analysis question": lambda: window.analyst.set_panel(True),
        "undo question": c.undo,
        "resign question": c.resign,
        "save dialog": files.save_game,
        "open dialog": files.open_game,
        "play from here": lambda: window.analyst.play_from(1),
        "save failed": lambda: files.save_path(str(tmp_path / "no such folder" / "g.ttt")),
    }


def menu_dialogs(window: MainWindow, tmp_path: Path) -> dict[str, Callable[[], Any]]:
    """The dialogs the menu opens."""
    bad = tmp_path / "bad.ttt"
    bad.write_text('{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 3}')
    return {
        "settings": window.looks.open_settings,
        "rules": lambda: show_rules(window),
        "add engine": window.files.add_engine,
        "reset statistics": window.reset_statistics,
        "open failed": lambda: window.files.open_path(str(bad)),
        "first rating question": lambda: window.start(
            MatchSettings("human", "level:3", LARGE, Starter.PLAYER1, 1)
        ),
    }


def real_window(qtbot, tmp_path: Path) -> MainWindow:
    """A window whose first-rating question is the real one (``make_window`` answers it)."""
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    window.ask_experience = MainWindow.ask_experience.__get__(window)
    return window
