"""Every Qt override in tictactoe.ui is spelt as Qt spells it, and Qt really calls it.

A misspelt override (``paintevent``) is silently dead code: the first test checks
every camelCase method of our QObject subclasses against the Qt base classes, the
second wraps each override and makes Qt call it.
"""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QObject, QPointF, Qt
from PySide6.QtGui import QEnterEvent
from PySide6.QtWidgets import QApplication

import tictactoe.ui as ui_package
from tests.ui.ui_helpers import make_window
from tictactoe.game import Rules
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.screens.game_over_screen import GameOverScreen
from tictactoe.ui.screens.game_screen import GameScreen
from tictactoe.ui.screens.menu_screen import MenuScreen
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.widgets import ThinkingIndicator
from tictactoe.ui.window.main_window import MainWindow

# Qt-named methods of our own (not overrides): these are allowed to be new names.
OWN_QT_STYLE_NAMES = {("Button", "setText")}


def _qt_classes():
    for info in pkgutil.walk_packages(ui_package.__path__, "tictactoe.ui."):
        module = importlib.import_module(info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and issubclass(cls, QObject):
                yield cls


def _qt_base(cls):
    return next(b for b in cls.__mro__[1:] if b.__module__.startswith("PySide6"))


def test_every_override_name_exists_on_the_qt_base_class():
    checked = 0
    for cls in _qt_classes():
        base = _qt_base(cls)
        qt_names = {n.lower(): n for n in dir(base)}
        for name, value in vars(cls).items():
            if not callable(value) or name.startswith("_"):
                continue
            exact = hasattr(base, name)
            looks_qt = name[0].islower() and any(c.isupper() for c in name) and "_" not in name
            if name.lower() in qt_names and not exact:
                meant = qt_names[name.lower()]
                pytest.fail(f"{cls.__name__}.{name} is a misspelling of {base.__name__}.{meant}")
            if looks_qt and not exact and (cls.__name__, name) not in OWN_QT_STYLE_NAMES:
                pytest.fail(
                    f"{cls.__name__}.{name} looks like a Qt override but "
                    f"{base.__name__} has no such method"
                )
            checked += exact and looks_qt
    assert checked >= 20  # the scan really looked at our overrides


def _count_calls(monkeypatch, cls, name, calls):
    original = getattr(cls, name)

    def wrapper(self, *args):
        calls[(cls.__name__, name)] = calls.get((cls.__name__, name), 0) + 1
        return original(self, *args)

    monkeypatch.setattr(cls, name, wrapper)


def test_qt_really_calls_every_override(qtbot, tmp_path, monkeypatch):
    overrides = {
        Button: [
            "paintEvent",
            "sizeHint",
            "minimumSizeHint",
            "enterEvent",
            "leaveEvent",
            "mousePressEvent",
            "mouseReleaseEvent",
            "keyPressEvent",
            "focusInEvent",
            "focusOutEvent",
        ],
        BoardView: [
            "paintEvent",
            "mousePressEvent",
            "mouseMoveEvent",
            "leaveEvent",
            "keyPressEvent",
            "resizeEvent",
            "sizeHint",
        ],
        MainWindow: ["sizeHint", "keyPressEvent", "showEvent", "closeEvent"],
        MenuScreen: ["paintEvent"],
        GameScreen: ["paintEvent"],
        GameOverScreen: ["paintEvent"],
        ThinkingIndicator: ["paintEvent", "sizeHint"],
    }
    calls: dict = {}
    for cls, names in overrides.items():
        for name in names:
            assert name in vars(cls), f"{cls.__name__} does not override {name}"
            _count_calls(monkeypatch, cls, name, calls)

    window = make_window(qtbot, tmp_path)
    window.resize(1000, 780)
    menu = window.menu_screen
    play = menu.play_button
    play.repaint()
    QApplication.sendEvent(play, QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    assert play.is_hovered()
    QApplication.sendEvent(play, QEvent(QEvent.Type.Leave))
    assert not play.is_hovered()
    play.setFocus()
    menu.quit_button.setFocus()
    human = menu.player1.buttons["human"]
    qtbot.mouseClick(human, Qt.MouseButton.LeftButton, pos=human.rect().center())
    assert human.is_selected()  # Button mouse press + release
    menu.player2.choose("human")
    menu.set_rules(Rules(9, 9, 5))
    qtbot.keyClick(play, Qt.Key.Key_Space)  # Button.keyPressEvent -> Play
    board = window.game_screen.board
    board.repaint()
    qtbot.mouseMove(board, board.cell_centre((4, 4)).toPoint())
    qtbot.mouseMove(board, board.cell_centre((5, 4)).toPoint())
    QApplication.sendEvent(board, QEvent(QEvent.Type.Leave))
    board.setFocus()
    qtbot.keyClick(board, Qt.Key.Key_Right)  # BoardView.keyPressEvent moves the cursor
    qtbot.keyClick(board, Qt.Key.Key_Space)  # ... and plays there
    assert window.controller.game.moves == [(5, 4)]
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre((0, 0)).toPoint())
    window.game_screen.indicator.set_active(True)
    window.game_screen.indicator.repaint()
    window.game_screen.repaint()
    qtbot.keyClick(board, Qt.Key.Key_Escape)  # MainWindow.keyPressEvent -> menu
    assert window.controller.state.value == "menu"
    window.over_screen.show_result(
        "x", window.controller.board_state(), window.controller.series, ("a", "b")
    )
    window.stack.setCurrentWidget(window.over_screen)
    window.over_screen.repaint()
    window.stack.setCurrentWidget(window.menu_screen)
    window.menu_screen.repaint()
    window.hide()
    window.show()
    window.sizeHint()
    QApplication.processEvents()
    window.close()

    missing = [
        f"{cls.__name__}.{name}"
        for cls, names in overrides.items()
        for name in names
        if not calls.get((cls.__name__, name))
    ]
    assert missing == []


def test_behaviour_of_overrides(qtbot, tmp_path):
    """Not just called: the overrides do their job (the Button paints its selection yellow,
    closeEvent saves the geometry, sizeHint grows with the text)."""
    button = Button("Play")
    qtbot.addWidget(button)
    button.resize(120, 40)
    button.set_selected(True)
    colour = button.grab().toImage().pixelColor(6, 20)
    assert colour.red() > 200 and colour.green() > 160 and colour.blue() < 120, colour.name()
    assert Button("a much longer label").sizeHint().width() > Button("ab").sizeHint().width()
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    window.close()
    assert window.store.geometry() is not None
