"""Every dialog readable: message boxes and file dialogs rendered offscreen, grabbed,
and every text label's pixels measured against its background (WCAG AA: 4.5:1).
Saving confirms in the message bar; errors name the file once, as the player chose it."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.ui.readable import contrast, label_contrasts
from tests.ui.ui_helpers import click_cell, make_window
from tictactoe.game import Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings


def test_contrast_measure_tells_near_white_on_grey_from_black_on_grey():
    assert contrast(QColor("#f3f4f6"), QColor("#efefef")) < 1.1  # the bug this guards
    assert contrast(QColor("#000000"), QColor("#efefef")) > 15


def test_a_message_box_over_the_window_is_readable(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        "Open game",
        "Could not open “bad.ttt”:\nline 3: not valid JSON",
        parent=window,
    )
    box.show()
    qtbot.waitExposed(box)
    measured = label_contrasts(box)
    assert any("bad.ttt" in text for text in measured)
    assert all(ratio >= 4.5 for ratio in measured.values()), measured
    box.close()


def test_the_file_dialog_over_the_window_is_readable(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    dialog = QFileDialog(window, "Open game", str(tmp_path))
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # what offscreen shows anyway
    dialog.show()
    qtbot.waitExposed(dialog)
    measured = label_contrasts(dialog)
    names = " ".join(measured)
    assert "Look in" in names and "File name" in names
    assert all(ratio >= 4.5 for ratio in measured.values()), measured
    dialog.close()


def test_the_screens_keep_their_own_light_text(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    measured = label_contrasts(window.menu_screen)
    assert measured and all(ratio >= 4.5 for ratio in measured.values()), measured


def test_saving_confirms_in_the_message_bar(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = []
    window.notify = lambda title, text, warning=False: said.append(text)
    assert window.start(MatchSettings("human", "human", Rules(5, 5, 4)))
    click_cell(qtbot, window, (2, 2))
    assert window.files.save_path(str(tmp_path / "game.ttt")) is None and said == []
    message = window.game_screen.message.text()
    assert message.startswith("Saved to game.ttt.") and "O to move (Player 2)" in message
    for move in [(0, 0), (2, 1), (0, 1), (2, 3), (0, 2), (2, 4)]:
        click_cell(qtbot, window, move)
    assert window.controller.state is State.GAME_OVER
    assert window.files.save_path(str(tmp_path / "won.ttt")) is None
    assert window.over_screen.status.text() == "Saved to won.ttt"


def test_a_failed_save_names_the_chosen_file_once_and_no_temporary_file(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = []
    window.notify = lambda title, text, warning=False: said.append(text)
    assert window.start(MatchSettings("human", "human"))
    target = tmp_path / "no such folder" / "game.ttt"
    assert window.files.save_path(str(target))
    (text,) = said
    assert text.count("game.ttt") == 1 and str(target) in text
    assert ".tmp" not in text and "No such file or directory" in text


def test_a_failed_open_names_the_file_once(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    said = []
    window.notify = lambda title, text, warning=False: said.append(text)
    bad = tmp_path / "bad.ttt"
    bad.write_text('{"format": "tictactoe-mnk", "version": 1, "rules": {"width": 3}')
    assert window.files.open_path(str(bad))
    (text,) = said
    assert text.count("bad.ttt") == 1 and "truncated" in text


def test_the_file_dialogs_list_shows_each_date_whole(qtbot, tmp_path):
    """Qt's dialog gave the date a fixed width: "29 11 2…6 05:17".  Our file dialog sizes
    the date to its contents, gives Name the rest and shows no Size or Type (Qt words
    them in the system's language, not the one chosen)."""
    from PySide6.QtWidgets import QTreeView

    from tictactoe.ui.widgets.dialogs import SIZE_COLUMN, TYPE_COLUMN, file_dialog

    (tmp_path / "a game with a long name of its own.ttt").write_text("{}")
    window = make_window(qtbot, tmp_path / "window")
    dialog = file_dialog(window, "Save game", str(tmp_path), "Games (*.ttt)", save=True)
    dialog.setViewMode(QFileDialog.ViewMode.Detail)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = next(v for v in dialog.findChildren(QTreeView) if v.isVisible())
    qtbot.waitUntil(lambda: view.model().rowCount(view.rootIndex()) > 0)
    qtbot.wait(100)
    header = view.header()
    date = 3
    assert header.isSectionHidden(SIZE_COLUMN) and header.isSectionHidden(TYPE_COLUMN)
    assert header.sectionSize(date) >= view.sizeHintForColumn(date) > 0
    assert header.sectionSize(date) >= header.sectionSizeFromContents(date).width()
    assert header.sectionSize(0) + header.sectionSize(date) <= view.viewport().width() + 1
    dialog.close()
