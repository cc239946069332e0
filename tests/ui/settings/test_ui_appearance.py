"""The theme in the window: it follows the system's colour scheme, Settings chooses one
for good (remembered), Qt's own dialogs, message boxes and tooltips wear it, every
screen's words stay readable in it, and a broken theme of the player's says why and
loses nothing."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox, QToolTip

from tests.ui.readable import label_contrasts
from tests.ui.ui_helpers import click, make_window, store_in
from tictactoe.game import Rules
from tictactoe.storage.paths import data_dir
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.settings.settings_dialog import SettingsDialog
from tictactoe.ui.widgets.appearance import SYSTEM, BoardStyle
from tictactoe.ui.widgets.theme import BUILTIN_IDS, builtin_themes

pytestmark = pytest.mark.usefixtures("back_to_the_system_theme")


def commonest(image) -> QColor:
    counts = Counter(
        image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
    )
    return QColor.fromRgb(counts.most_common(1)[0][0])


def theme(theme_id: str):
    return next(t for t in builtin_themes() if t.id == theme_id)


def test_the_theme_follows_the_systems_scheme_until_one_is_chosen(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    looks = window.appearance
    hints = QApplication.styleHints()
    assert looks.choice == SYSTEM and looks.theme.id == "dark"  # the system says nothing here
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert looks.theme.id == "light"
    light = theme("light").palette
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QColor(light.window)
    assert window.menu_screen.grab().toImage().pixelColor(4, 4) == QColor(light.window)
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Dark)
    assert looks.theme.id == "dark"
    looks.choose("high-contrast")
    hints.colorSchemeChanged.emit(Qt.ColorScheme.Light)
    assert looks.theme.id == "high-contrast"  # chosen: the system no longer decides


@pytest.mark.parametrize("theme_id", BUILTIN_IDS)
def test_message_boxes_file_dialogs_and_tooltips_wear_the_theme(qtbot, tmp_path, theme_id):
    window = make_window(qtbot, tmp_path)
    window.appearance.choose(theme_id)
    p = theme(theme_id).palette
    box = QMessageBox(
        QMessageBox.Icon.Warning, "Open game", "Could not open “bad.ttt”", parent=window
    )
    box.show()
    qtbot.waitExposed(box)
    assert commonest(box.grab().toImage()) == QColor(p.window)
    measured = label_contrasts(box)
    assert measured and all(ratio >= 4.5 for ratio in measured.values()), measured
    box.close()
    dialog = QFileDialog(window, "Open game", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    measured = label_contrasts(dialog)
    assert "Look in" in " ".join(measured) and all(r >= 4.5 for r in measured.values()), measured
    dialog.close()
    button = window.menu_screen.play_button
    QToolTip.showText(button.mapToGlobal(button.rect().center()), "Start the game", button)
    tip = next(
        w
        for w in QApplication.topLevelWidgets()
        if w.metaObject().className() == "QTipLabel" and w.isVisible()
    )
    assert commonest(tip.grab().toImage()) == QColor(p.tooltip)
    QToolTip.hideText()


@pytest.mark.parametrize("theme_id", BUILTIN_IDS)
def test_every_screens_words_are_readable_in_every_theme(qtbot, tmp_path, theme_id):
    window = make_window(qtbot, tmp_path)
    window.appearance.choose(theme_id)
    for screen in (window.menu_screen, window.statistics_screen):
        window.stack.setCurrentWidget(screen)
        measured = label_contrasts(screen)
        assert measured and all(r >= 4.5 for r in measured.values()), (screen, measured)
    assert window.start(MatchSettings("human", "human", Rules(15, 15, 5)))
    measured = label_contrasts(window.game_screen)
    assert measured and all(r >= 4.5 for r in measured.values()), measured


def test_a_new_theme_repaints_the_board_in_a_game(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", Rules(15, 15, 5)))
    board = window.game_screen.board
    corner = board.cell_rect((2, 12)).center().toPoint()
    assert board.grab().toImage().pixelColor(corner) == QColor(theme("dark").palette.cell)
    window.appearance.choose("high-contrast")
    qtbot.waitUntil(
        lambda: (
            board.grab().toImage().pixelColor(corner) == QColor(theme("high-contrast").palette.cell)
        )
    )
    window.appearance.set_board_style(BoardStyle.INTERSECTIONS)
    qtbot.waitUntil(
        lambda: (
            board.grab().toImage().pixelColor(corner.x() + 8, corner.y() + 8)
            == QColor(theme("high-contrast").palette.go_board)
        )
    )


def test_settings_apply_at_once_and_are_remembered(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    dialog = SettingsDialog(window.appearance, window.store, (), window)
    qtbot.addWidget(dialog)
    box, style = dialog.theme_box, dialog.style_box
    assert [box.itemText(i) for i in range(box.count())] == [
        "Follow the system (light or dark)",
        "Dark",
        "Light",
        "High contrast",
    ]
    box.setCurrentIndex(box.findData("light"))
    style.setCurrentIndex(style.findData(BoardStyle.INTERSECTIONS.value))
    assert window.appearance.theme.id == "light"
    assert window.appearance.board_style is BoardStyle.INTERSECTIONS
    assert window.start(MatchSettings("human", "human", Rules(15, 15, 5)))
    assert window.game_screen.board.board_style() is BoardStyle.INTERSECTIONS
    rows = dialog.form.rowCount()
    dialog.add_row("Language", QFileDialog())  # another setting joins as a row
    assert dialog.form.rowCount() == rows + 1
    window.close()
    window.appearance.choose(SYSTEM)
    window.appearance.set_board_style(BoardStyle.CELLS)
    store = store_in(tmp_path)  # the same settings file, read again
    assert (store.theme(), store.board_style()) == ("light", BoardStyle.INTERSECTIONS)
    again = make_window(qtbot, tmp_path)
    assert again.appearance.theme.id == "light"
    assert again.appearance.board_style is BoardStyle.INTERSECTIONS


def test_the_menus_settings_button_opens_the_dialog(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    seen = []

    def close_it():
        dialog = QApplication.activeModalWidget()
        seen.append(dialog.windowTitle() if dialog else None)
        if dialog:
            dialog.reject()

    QTimer.singleShot(200, close_it)
    click(qtbot, window.menu_screen.settings_button)
    assert seen == ["Settings"]


def themes_folder():
    folder = data_dir() / "themes"
    folder.mkdir(exist_ok=True)
    return folder


def test_a_broken_chosen_theme_says_why_uses_the_built_in_one_and_loses_nothing(qtbot, tmp_path):
    good = themes_folder() / "sea.json"
    text = theme_text("Sea")
    good.write_text(text[:200], "utf-8")  # cut short, as by a full disk
    store_in(tmp_path).save_theme("sea")
    window = make_window(qtbot, tmp_path)
    note = window.menu_screen.note.text()
    assert note.startswith("Your theme “sea” could not be used (sea.json: not valid JSON")
    assert note.endswith("the Dark theme is used instead.")
    assert window.appearance.theme.id == "dark"
    assert good.read_text("utf-8") == text[:200] and window.store.theme() == "sea"
    dialog = SettingsDialog(window.appearance, window.store, tuple(window.looks.problems.values()))
    qtbot.addWidget(dialog)
    assert "Not used: sea.json: not valid JSON" in dialog.note.text()
    assert dialog.theme_box.currentData() == SYSTEM  # shown as it is, not saved over
    assert window.store.theme() == "sea"
    good.write_text(text, "utf-8")  # mended: the next start uses it
    window.close()
    again = make_window(qtbot, tmp_path)
    assert again.appearance.theme.id == "sea" and again.menu_screen.note.text() == ""
    assert QApplication.palette().color(QPalette.ColorRole.Window) == QColor("#0b2940")


def test_a_players_theme_added_while_the_game_runs_is_offered(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    (themes_folder() / "sea.json").write_text(theme_text("Sea"), "utf-8")
    seen = []

    def pick_it():
        dialog = QApplication.activeModalWidget()
        box = dialog.theme_box
        seen.append([box.itemText(i) for i in range(box.count())])
        box.setCurrentIndex(box.findData("sea"))
        dialog.reject()

    QTimer.singleShot(200, pick_it)
    window.looks.open_settings()
    assert seen and seen[0][-1] == "Sea (yours)"
    assert window.appearance.theme.id == "sea" and window.store.theme() == "sea"


def theme_text(name: str) -> str:
    import json

    data = json.loads(
        json.dumps(
            {
                "format": "tictactoe-theme",
                "version": 2,
                "name": name,
                "scheme": "dark",
                "colours": dict(theme("dark").palette.__dict__),
            }
        )
    )
    data["colours"]["window"] = "#0b2940"
    return json.dumps(data, indent=2)
