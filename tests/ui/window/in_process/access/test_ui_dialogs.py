"""Every dialog readable: message boxes and file dialogs rendered offscreen, grabbed,
and every text label's pixels measured against its background (WCAG AA: 4.5:1).
Saving confirms in the message bar; errors name the file once, as the player chose it."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox

from tests.ui.ui_helpers import click_cell, make_window
from tictactoe.game import Rules
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings


def luminance(c: QColor) -> float:
    def channel(v: int) -> float:
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(c.red()) + 0.7152 * channel(c.green()) + 0.0722 * channel(c.blue())


def contrast(a: QColor, b: QColor) -> float:
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def label_contrasts(top) -> dict[str, float]:
    """For each visible text label of ``top`` (a dialog or a screen, grabbed whole so
    that what is behind a label is painted too): the contrast of its strongest text
    pixel with its background (the commonest pixel of the label's rectangle)."""
    whole = top.grab().toImage()
    scale = whole.width() / max(1, top.width())
    out = {}
    for label in top.findChildren(QLabel):
        if not label.isVisible() or not label.text().strip():
            continue
        corner = label.mapTo(top, label.rect().topLeft())
        image = whole.copy(
            int(corner.x() * scale),
            int(corner.y() * scale),
            int(label.width() * scale),
            int(label.height() * scale),
        )
        counts = Counter(
            image.pixel(x, y) for x in range(image.width()) for y in range(image.height())
        )
        background = QColor.fromRgb(counts.most_common(1)[0][0])
        text = max((QColor.fromRgb(p) for p in counts), key=lambda c: contrast(c, background))
        out[label.text().replace("&", "")] = contrast(text, background)
    return out


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
