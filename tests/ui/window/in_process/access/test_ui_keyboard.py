"""The whole app with the keyboard alone: every key goes to the widget that has the focus,
as a real keyboard's would (``QTest.keyClick`` on ``QApplication.focusWidget()``); no
click, no call of the app's methods drives these tests.  Tab reaches every control of
every screen, in a sensible order."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from tests.ui.readable import controls
from tests.ui.ui_helpers import click, wait_state
from tests.ui.window.in_process.access.test_ui_access import active_window
from tictactoe.game import Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.settings.settings_dialog import SettingsDialog
from tictactoe.ui.widgets.appearance import BoardStyle, colours

# a test here that chooses a theme or a board style leaves them as it found them
pytestmark = pytest.mark.usefixtures("back_to_the_system_theme")

TAB_LIMIT = 80  # more Tabs than any screen has controls


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """One key, to whatever has the focus."""
    QTest.keyClick(focus(), key, modifiers)


def name_of(widget: QWidget) -> str:
    return widget.accessibleName() or QAccessible.queryAccessibleInterface(widget).text(
        QAccessible.Text.Name
    )


def tab_to(name: str, within: QWidget | None = None) -> QWidget:
    """Tab until the control called ``name`` (inside ``within``) has the focus."""
    for _ in range(TAB_LIMIT):
        widget = focus()
        if name_of(widget) == name and (within is None or within.isAncestorOf(widget)):
            return widget
        press(Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {name!r}")


def press_on(name: str, within: QWidget | None = None, key: Qt.Key = Qt.Key.Key_Space) -> QWidget:
    """Tab to the control called ``name`` and press ``key`` on it."""
    widget = tab_to(name, within)
    press(key)
    return widget


def tab_cycle() -> list[QWidget]:
    """The controls Tab visits, from the focused one until it comes back to it."""
    start = focus()
    seen = [start]
    for _ in range(TAB_LIMIT):
        press(Qt.Key.Key_Tab)
        if focus() is start:
            return seen
        seen.append(focus())
    raise AssertionError(f"Tab did not come back to {name_of(start)!r}")


def unreached(screen: QWidget) -> list[str]:
    """The enabled controls of ``screen`` that Tab does not reach."""
    cycle = tab_cycle()
    return [
        name_of(w) for w in controls(screen) if w.isEnabled() and w is not screen and w not in cycle
    ]


def test_a_whole_game_from_the_menu_to_game_over_and_back_by_keyboard(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    menu, game, over = window.menu_screen, window.game_screen, window.over_screen
    c = window.controller
    assert focus() is menu.play_button  # the menu opens on Play
    press_on("Human", menu.player1)
    press_on("Human", menu.player2)
    press_on("4x4")
    assert menu.settings().rules == Rules(4, 4, 4)
    press_on("3x3", key=Qt.Key.Key_Return)  # Return presses a button too
    assert menu.settings().player1 == menu.settings().player2 == "human"
    press_on("Play")
    wait_state(qtbot, window, State.PLAYING)
    assert c.game.rules == Rules(3, 3, 3) and focus() is game.board
    press(Qt.Key.Key_Space)  # X on B2, where the cursor starts
    press(Qt.Key.Key_Up)
    press(Qt.Key.Key_Space)  # O on B1
    press(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo: B1 taken back
    assert c.game.moves == [(1, 1)]
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Space)  # O on C1 instead
    press(Qt.Key.Key_H)  # a hint for X
    qtbot.waitUntil(lambda: window.analyst.hint_reading() is not None, timeout=20000)
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Left):
        press(key)
    press(Qt.Key.Key_Space)  # X on A1
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down):
        press(key)
    press(Qt.Key.Key_Space)  # O on A3
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right):
        press(key)
    press(Qt.Key.Key_Space)  # X on C3: A1, B2, C3
    wait_state(qtbot, window, State.GAME_OVER)
    assert c.game.moves == [(1, 1), (2, 0), (0, 0), (0, 2), (2, 2)]
    assert focus() is over.play_button
    press_on("Replay")
    wait_state(qtbot, window, State.REPLAY)
    press(Qt.Key.Key_Escape)  # from the replay to the menu
    wait_state(qtbot, window, State.MENU)
    assert focus() is menu.play_button
    press(Qt.Key.Key_Space)  # the next game
    wait_state(qtbot, window, State.PLAYING)
    press_on("Resign")
    wait_state(qtbot, window, State.GAME_OVER)
    assert c.game.outcome().reason == "resigned"
    press(Qt.Key.Key_Space)  # Play again, which has the focus
    wait_state(qtbot, window, State.PLAYING)
    assert not c.game.moves
    press_on("Menu", game)
    wait_state(qtbot, window, State.MENU)
    press(Qt.Key.Key_Space)
    wait_state(qtbot, window, State.PLAYING)
    press_on("Resign")
    wait_state(qtbot, window, State.GAME_OVER)
    press_on("Menu", over)
    wait_state(qtbot, window, State.MENU)
    assert focus() is menu.play_button


class DialogKeys:
    """Keys for a modal dialog, pressed from the dialog's own event loop once it has the
    focus (``exec`` does not return until the dialog closes)."""

    def __init__(self, keys: list[Qt.Key]) -> None:
        self.keys = list(keys)
        self.dialog: QWidget | None = None
        self.seen: list[str] = []
        QTimer.singleShot(10, self._step)

    def _step(self) -> None:
        dialog = QApplication.activeModalWidget()
        widget = QApplication.focusWidget()
        if dialog is None or widget is None or not dialog.isAncestorOf(widget):
            QTimer.singleShot(10, self._step)  # not shown, or not focused, yet
            return
        self.dialog = dialog
        key = self.keys.pop(0)
        self.seen.append(name_of(widget))
        QTest.keyClick(widget, key)
        if self.keys:
            QTimer.singleShot(0, self._step)


def test_statistics_and_settings_by_keyboard(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    menu, statistics = window.menu_screen, window.statistics_screen
    press_on("Statistics")
    assert window.stack.currentWidget() is statistics and focus() is statistics.back_button
    assert unreached(statistics) == []
    press(Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is menu and focus() is menu.play_button
    press_on("Statistics")
    press_on("Menu", statistics, key=Qt.Key.Key_Return)
    assert window.stack.currentWidget() is menu

    looks = window.appearance
    assert looks.choice == "system" and looks.board_style is BoardStyle.CELLS
    settings_button = tab_to("Settings…")
    keys = DialogKeys(
        [
            Qt.Key.Key_Down,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Down,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Tab,
            Qt.Key.Key_Escape,
        ]
    )
    press(Qt.Key.Key_Space)  # the dialog runs until Escape
    assert isinstance(keys.dialog, SettingsDialog) and not keys.keys
    assert keys.seen == [
        "Theme",
        "Theme",
        "Board for five in a row",
        "Board for five in a row",
        "Renju's forbidden points",
        "Language",
        "Close",
    ]
    assert looks.choice == "dark" and looks.board_style is BoardStyle.INTERSECTIONS
    assert window.store.theme() == "dark"  # kept, as a click keeps it
    window.activateWindow()  # as a window manager does when a dialog closes (offscreen has none)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is settings_button)


def test_tab_reaches_every_control_of_every_screen(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("forecaster")  # players with settings of their own
    menu.player2.choose("lookahead")
    qtbot.wait(10)
    assert unreached(menu) == []
    press_on("Human", menu.player1)
    press_on("Human", menu.player2)
    press_on("Play")
    wait_state(qtbot, window, State.PLAYING)
    press(Qt.Key.Key_Space)
    assert unreached(window.game_screen) == []
    press(Qt.Key.Key_Escape)
    wait_state(qtbot, window, State.MENU)


def test_the_menus_tab_order_reads_like_the_menu(qtbot, tmp_path):
    """Each player's choices with their settings, then the board, who starts, the
    series, and the bottom row from Play to Quit."""
    window = active_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.player1.choose("forecaster")
    menu.player2.choose("lookahead")
    qtbot.wait(10)
    order = [name_of(w) for w in tab_cycle()]
    player = [
        "Human",
        "Adaptive",
        "Perfect",
        "Level",
        "Player {n}: level",
        "More players",
        "Player {n}: more players",
        "Add engine…",
    ]
    bottom = ["Play", "Set up…", "Open…", "Puzzles", "Statistics", "Settings…", "Quit"]
    expected = (
        bottom
        + [p.format(n=1) for p in player]
        + ["Foresight", "Expert", "Draw value"]
        + [p.format(n=2) for p in player]
        + ["Depth", "Infinity (win score)"]
        + [
            "Rule",
            "3x3",
            "4x4",
            "5x5 k=4",
            "15x15 k=5",
            "20x20 k=5",
            "Width",
            "Height",
            "k in a row",
            "Opening",
            "Player 1",
            "Player 2",
            "Alternate",
            "Games in the series",
            "Rules…",
            "Mute sound",
            "Show what the engine knows",
        ]
    )
    assert order == expected


def test_the_focused_control_wears_a_ring_in_the_themes_focus_colour(qtbot, tmp_path):
    window = active_window(qtbot, tmp_path)
    menu = window.menu_screen
    focus = colours().focus

    def ringed(widget: QWidget) -> int:
        image = widget.grab().toImage()
        return sum(
            image.pixelColor(x, y).name() == focus
            for y in range(image.height())
            for x in range(image.width())
        )

    for widget in (menu.play_button, menu.width_box, menu.player1.levels, menu.mute_box):
        widget.setFocus()
        QApplication.processEvents()
        shown = ringed(widget)
        menu.quit_button.setFocus()
        QApplication.processEvents()
        assert shown > 2 * (widget.width() + widget.height()) - 20 > ringed(widget), widget
    assert window.start(MatchSettings("human", "human", Rules(3, 3, 3)), ask=False)
    board = window.game_screen.board
    assert board.hasFocus() and ringed(board) > 200
    window.game_screen.menu_button.setFocus()
    QApplication.processEvents()
    assert ringed(board) == 0
    click(qtbot, window.game_screen.menu_button)
