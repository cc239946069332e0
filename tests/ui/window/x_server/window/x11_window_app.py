"""The main window on a real X server, for ``test_ui_x11_window.py``:

    python x11_window_app.py SETTINGS_INI geometry [X,Y]
    python x11_window_app.py SETTINGS_INI focus

On Qt's xcb platform (``DISPLAY`` names an Xvfb, with or without a window manager) this
builds the window with its settings in SETTINGS_INI and waits for it to be exposed.

- ``geometry``: prints where the window's inside is (and its frame), after moving it to
  X,Y when given, then closes it, which keeps its place in the settings.
- ``focus``: prints whether the window is active once shown (nobody activates it but
  itself with no window manager), asks a question in a message box (closed with No),
  then whether the window is active again and whether a tooltip shows when the
  pointer rests on a button (Qt shows tooltips only in the active window).

One JSON line goes to stdout.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QPoint, QSettings, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.sound import Sound
from tictactoe.ui.widgets.tooltips import shown_tip
from tictactoe.ui.window.main_window import MainWindow

WAIT_S = 20.0  # for the window to be mapped and exposed, on a loaded machine
ACTIVE_S = 5.0  # for the focus to come back after the question
TIP_S = 5.0  # for a tooltip to show (Qt waits 700 ms)


def wait_until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        QTest.qWait(20)
    return True


def shown(window: MainWindow) -> bool:
    handle = window.windowHandle()
    return window.isVisible() and handle is not None and handle.isExposed()


def geometry(window: MainWindow, to: str | None) -> dict:
    if to:
        x, y = (int(v) for v in to.split(","))
        window.move(x, y)
        wait_until(lambda: window.pos() == QPoint(x, y), 2.0)
        QTest.qWait(300)
    inside, frame = window.geometry(), window.frameGeometry()
    window.close()
    return {"inside": list(inside.getRect()), "frame": list(frame.getRect())}


def focus(window: MainWindow) -> dict:
    before = wait_until(window.isActiveWindow, ACTIVE_S)  # it activates itself when shown

    def answer() -> None:
        if wait_until(lambda: QApplication.activeModalWidget() is not None, WAIT_S):
            QTest.qWait(300)
            QApplication.activeModalWidget().reject()

    QTimer.singleShot(0, answer)
    window.confirm("A question", "Go on?")
    after = wait_until(window.isActiveWindow, ACTIVE_S)
    button = window.menu_screen.play_button
    QCursor.setPos(button.mapToGlobal(button.rect().center()))
    QTest.qWait(100)
    QCursor.setPos(button.mapToGlobal(button.rect().center() + QPoint(2, 1)))
    tip = wait_until(lambda: shown_tip() is not None, TIP_S)
    return {"active_before": before, "active_after": after, "tooltip": tip}


def main() -> int:
    ini, mode = sys.argv[1], sys.argv[2]
    app = QApplication([sys.argv[0]])
    store = SettingsStore(QSettings(ini, QSettings.Format.IniFormat))
    window = MainWindow(store=store, sound=Sound(enabled=False))
    window.show()
    if not wait_until(lambda: shown(window), WAIT_S):
        print(json.dumps({"shown": False}), flush=True)
        return 1
    QTest.qWait(500)  # a window manager's frame and placement
    if mode == "focus":
        record = focus(window)
    else:
        record = geometry(window, sys.argv[3] if len(sys.argv) > 3 else None)
    print(json.dumps({"shown": True, **record}), flush=True)
    window.close()
    app.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
