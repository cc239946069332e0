"""The window at 200% scale, measured: run by ``test_ui_scale.py`` in a process of its own
(``QT_SCALE_FACTOR`` is read when the application starts).

    python scale_app.py OUT_DIR [LANG]

With ``QT_SCALE_FACTOR=2`` in the environment, on the offscreen platform with the screen
the test configures, this builds the window, sets it to its minimum size, and measures
two screens: the menu (with the players that have the most settings) and a 15x15 game
(a few stones, the side panel's analysis shown).  For each it prints one JSON line: the
screen's logical size, the window's, the grab's size in device pixels, the board's cell
size, and the problems found (:func:`cut_off`: a text that does not fit its widget, a
widget outside the window).  OUT_DIR gets each grab as a PNG.  LANG ("ru", "zh_CN",
"vi"): the window in that language, as the app installs it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QFontMetricsF, Qt, QTextDocument  # QtGui's Qt has mightBeRichText
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from tictactoe.game import Rules
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.settings import language
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.sound import Sound
from tictactoe.ui.window.main_window import MINIMUM_SIZE, MainWindow

SLACK = 1.0  # a pixel of rounding


def settle(app: QApplication) -> None:
    for _ in range(30):
        app.processEvents()


def label_problem(label: QLabel) -> str | None:
    """A label whose text does not fit: by its font's advance on one line, or, word-
    wrapped or rich, by the height its text takes at its width."""
    room = label.contentsRect()
    text = label.text()
    if not text or room.width() <= 0:
        return None
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and Qt.mightBeRichText(text)
    )
    if rich:
        document = QTextDocument()
        document.setDefaultFont(label.font())
        document.setDocumentMargin(0)
        document.setHtml(text)
        if label.wordWrap():
            document.setTextWidth(room.width())
        need_w, need_h = document.idealWidth(), document.size().height()
        too_wide = not label.wordWrap() and need_w > room.width() + SLACK
        if too_wide or need_h > room.height() + SLACK:
            return (
                f"label {text[:40]!r}: needs {need_w:.0f}x{need_h:.0f}, "
                f"has {room.width()}x{room.height()}"
            )
        return None
    metrics = QFontMetricsF(label.font())
    if label.wordWrap():
        need = metrics.boundingRect(room.toRectF(), int(Qt.TextFlag.TextWordWrap), text)
        if need.height() > room.height() + SLACK:
            return f"label {text[:40]!r}: needs {need.height():.0f} px high, has {room.height()}"
        return None
    widest = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    if widest > room.width() + SLACK:
        return f"label {text[:40]!r}: needs {widest:.0f} px wide, has {room.width()}"
    return None


def text_problem(widget: QWidget) -> str | None:
    """The words of a Button, a check box, a list's current choice or a number field
    that do not fit the room the widget gives them."""
    if isinstance(widget, QLabel):
        return label_problem(widget)
    if isinstance(widget, Button):
        space = widget.text_room()
        font, lines = widget.face_words(space.width(), space.height())
        if font.pointSizeF() < widget.face_font().pointSizeF() - 0.01:
            return (
                f"Button {widget.accessibleName()!r}: its words shrunk to "
                f"{font.pointSizeF():.1f} pt, not its {widget.face_font().pointSizeF():.1f}"
            )
        metrics = QFontMetricsF(font)
        need = max(metrics.horizontalAdvance(line) for line in lines)
        room = space.width()
        if len(lines) * metrics.lineSpacing() > space.height() + SLACK:
            return (
                f"Button {widget.accessibleName()!r}: {len(lines)} lines need "
                f"{len(lines) * metrics.lineSpacing():.0f} px high, has {space.height()}"
            )
    elif isinstance(widget, QCheckBox):
        need, room = widget.sizeHint().width(), widget.width()
    elif isinstance(widget, QComboBox):
        option = QStyleOptionComboBox()
        widget.initStyleOption(option)
        field = widget.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            widget,
        )
        need = QFontMetricsF(widget.font()).horizontalAdvance(widget.currentText())
        room = field.width()
    elif isinstance(widget, QAbstractSpinBox):
        edit = widget.findChild(QWidget, "qt_spinbox_lineedit")
        need = QFontMetricsF(widget.font()).horizontalAdvance(widget.text())
        room = edit.contentsRect().width() if edit is not None else widget.width()
    else:
        return None
    if need > room + SLACK:
        return (
            f"{type(widget).__name__} {widget.accessibleName()!r}: needs {need:.0f} px, has {room}"
        )
    return None


def cut_off(window: QWidget) -> list[str]:
    """Every visible widget whose words do not fit, or that lies outside the window."""
    problems = []
    whole = window.rect()
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.width() == 0:
            continue
        if any(isinstance(p, QAbstractScrollArea) for p in _parents(widget, window)):
            continue  # in a scroll area or a table: it scrolls, it is not cut
        problem = text_problem(widget)
        if problem:
            problems.append(problem)
        place = QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())
        if not whole.contains(place):
            problems.append(
                f"{type(widget).__name__} {widget.accessibleName()!r} lies outside the window"
            )
    return problems


def _parents(widget: QWidget, top: QWidget):
    parent = widget.parentWidget()
    while parent is not None and parent is not top:
        yield parent
        parent = parent.parentWidget()


def measure(app: QApplication, window: MainWindow, name: str, out: Path) -> dict:
    settle(app)
    grab = window.grab()
    grab.save(str(out / f"scale2-{name}.png"))
    board = window.game_screen.board
    screen = window.screen().availableGeometry()
    return {
        "screen": name,
        "available": [screen.width(), screen.height()],
        "window": [window.width(), window.height()],
        "frame": [window.frameGeometry().width(), window.frameGeometry().height()],
        "grab": [grab.width(), grab.height()],
        "ratio": grab.devicePixelRatio(),
        "cell": board.scene().cell if board.isVisible() else None,
        "problems": cut_off(window),
    }


def main(out: Path, choice: str) -> None:
    app = QApplication(sys.argv[:1])
    language.install(choice)
    store = SettingsStore(QSettings(str(out / "settings.ini"), QSettings.Format.IniFormat))
    window = MainWindow(store=store, sound=Sound(enabled=False))
    window.show()
    settle(app)
    first = [window.width(), window.height()]  # the size it opens at, before the minimum
    window.resize(MINIMUM_SIZE)
    menu = window.menu_screen
    menu.player1.choose("forecaster")  # the tallest players' settings
    menu.player2.choose("lookahead")
    print(json.dumps({**measure(app, window, "menu", out), "first": first}), flush=True)
    window.start(MatchSettings("human", "human", Rules(15, 15, 5), Starter.PLAYER1, 3), ask=False)
    for move in ((7, 7), (8, 8), (7, 8), (6, 6), (7, 6)):
        window.controller.click_cell(*move)
    window.game_screen.side.set_analysis_shown(True)
    print(json.dumps(measure(app, window, "game-15x15", out)), flush=True)
    window.close()


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2] if len(sys.argv) > 2 else "en")
