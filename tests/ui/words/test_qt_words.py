"""Qt's own words in every dialog the app opens, in Chinese, Russian and Vietnamese (issue
50, target 2): no English left.  Qt's file dialog was half English in Chinese and Russian
("Look in:", "Files of type:", "Folder": Qt 6 changed these words and its catalogues did
not follow) and wholly English in Vietnamese (Qt ships none).

A recorder, a translator installed *before* the language's (so Qt asks it last), hears
every word no catalogue had; each dialog is opened for real, in the language installed
as the app installs it, and its menus, its list (in detail) and its question before a
file is replaced are opened too.  The recorder must hear nothing but the keys' names.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QCoreApplication, QLocale, QTimer, QTranslator
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QApplication,
    QFileDialog,
    QLineEdit,
    QMenu,
    QTreeView,
    QWidget,
)

from tests.ui.window.dialogs import (
    game_dialogs,
    look_inside,
    menu_dialogs,
    rated_game,
    real_window,
)
from tictactoe.ui.settings import language

LANGUAGES = ("zh_CN", "ru", "vi")
# Qt asks for these, and the keyboards print them in Latin letters: not words to translate;
# and the file list asks the system's MIME database for each file's type ("TOML document")
# for its Type column, which our file dialog hides (a Python icon provider that answered
# no type instead, called from the list's own thread, left a later dialog's list empty)
KEYS = {"QShortcut", "QKeySequence", "QMimeType"}
KEY = re.compile(r"((Ctrl|Alt|Shift|Meta)\+)+\w+")  # "Alt+Left", asked under QFileDialog
WORDS = re.compile(r"[A-Za-z]{2,}")
LIST_MS = 600  # for the file dialog's list to read its folder


class Recorder(QTranslator):
    """Hears every word Qt or the app asked for that no catalogue installed after it had."""

    def __init__(self) -> None:
        super().__init__()
        self.heard: set[tuple[str, str]] = set()

    def translate(self, context, source, disambiguation=None, n=-1):
        if (
            context not in KEYS
            and source
            and not KEY.fullmatch(source)
            and WORDS.search(source.replace("&", ""))
            and not (context == "QGuiApplication" and source == "QT_LAYOUT_DIRECTION")
        ):
            self.heard.add((context, source))
        return None

    def isEmpty(self) -> bool:
        return False


@pytest.fixture(params=LANGUAGES)
def speaking(request, qapp):
    """A recorder, then the language as the app installs it at start; both taken out."""
    app = QCoreApplication.instance()
    recorder = Recorder()
    app.installTranslator(recorder)
    before = QLocale()
    installed = language.install(request.param)
    yield recorder
    for translator in (*installed, recorder):
        app.removeTranslator(translator)
    QLocale.setDefault(before)


def open_menus(dialog: QWidget) -> None:
    """Every menu a dialog offers: a text field's, the rules page's, the file list's."""
    for field in dialog.findChildren(QLineEdit):
        field.createStandardContextMenu().deleteLater()
    for area in dialog.findChildren(QAbstractScrollArea):
        if hasattr(area, "createStandardContextMenu"):
            area.createStandardContextMenu().deleteLater()
    for view in dialog.findChildren(QTreeView):
        if not view.isVisible():
            continue
        point = view.viewport().rect().center()
        QTimer.singleShot(50, close_menus)
        QApplication.sendEvent(
            view.viewport(),
            QContextMenuEvent(
                QContextMenuEvent.Reason.Mouse, point, view.viewport().mapToGlobal(point)
            ),
        )


def close_menus() -> None:
    for menu in QApplication.topLevelWidgets():
        if isinstance(menu, QMenu) and menu.isVisible():
            menu.close()


def go_through(dialog: QWidget, folder: Path) -> None:
    """Open what a dialog holds: its menus; a file dialog's folder with a game and a
    folder in it, in detail, and the question before a file is replaced."""
    if isinstance(dialog, QFileDialog):
        dialog.setViewMode(QFileDialog.ViewMode.Detail)
        dialog.setDirectory(str(folder))
        QTest.qWait(LIST_MS)
        open_menus(dialog)
        if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
            dialog.selectFile(str(folder / "game.ttt"))
            QTimer.singleShot(300, lambda: answer_no(dialog))
            dialog.accept()  # the file is there: "Do you want to replace it?"
        return
    open_menus(dialog)


def answer_no(dialog: QWidget) -> None:
    question = QApplication.activeModalWidget()
    if question is not None and question is not dialog:
        question.reject()


def test_no_english_is_left_in_the_dialogs(qtbot, tmp_path, speaking):
    folder = tmp_path / "games"
    folder.mkdir()
    (folder / "game.ttt").write_text("{}")
    (folder / "old games").mkdir()
    heard = {}
    window = rated_game(qtbot, tmp_path / "game")
    for name, open_it in game_dialogs(window, tmp_path).items():
        speaking.heard.clear()
        look_inside(open_it, lambda dialog: go_through(dialog, folder), name)
        if speaking.heard:
            heard[name] = sorted(speaking.heard)
    window.close()
    menu = real_window(qtbot, tmp_path / "menu")
    for name, open_it in menu_dialogs(menu, tmp_path).items():
        speaking.heard.clear()
        look_inside(open_it, lambda dialog: go_through(dialog, folder), name)
        if speaking.heard:
            heard[name] = sorted(speaking.heard)
    assert heard == {}


def test_the_recorder_hears_what_no_catalogue_has(qtbot, tmp_path, speaking):
    """The check can fail: a word of Qt's that no catalogue has is heard."""
    QCoreApplication.translate("QFileDialog", "A word no catalogue has")
    assert ("QFileDialog", "A word no catalogue has") in speaking.heard
