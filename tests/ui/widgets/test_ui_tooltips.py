"""Tooltips beside the widget they describe (issue 39, target 5): right of it, else below,
else above, never off the screen; wrapped at about 60 characters.  Qt put them at the
pointer, and pinned one too wide to the screen's left edge."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QEvent, QPoint, QRect, QSize
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from tests.ui.ui_helpers import make_window
from tictactoe.ui.widgets.tooltips import GAP, Beside, place, set_tooltip

SCREEN = QRect(0, 0, 200, 120)


def test_place_puts_a_tip_right_of_below_or_above_its_widget_and_on_the_screen() -> None:
    """Every widget rectangle on a small screen, every tip size: exhaustively."""
    checked = 0
    for w in (10, 60, 190):
        for h in (10, 40):
            for x in range(0, SCREEN.width() - w + 1, 7):
                for y in range(0, SCREEN.height() - h + 1, 7):
                    widget = QRect(x, y, w, h)
                    for tip in (QSize(30, 12), QSize(120, 30), QSize(200, 50)):
                        corner = place(widget, tip, SCREEN)
                        rect = QRect(corner, tip)
                        assert SCREEN.contains(rect), (widget, tip, rect)
                        right = widget.right() + 1 + GAP
                        if right + tip.width() <= SCREEN.right() + 1:
                            assert rect.left() == right  # right of it, top edges level
                            assert rect.top() == min(
                                widget.top(), SCREEN.bottom() + 1 - tip.height()
                            )
                        elif widget.bottom() + 1 + GAP + tip.height() <= SCREEN.bottom() + 1:
                            assert rect.top() == widget.bottom() + 1 + GAP  # below
                        elif widget.top() - GAP - tip.height() >= SCREEN.top():
                            assert rect.bottom() == widget.top() - GAP - 1  # above
                        checked += 1
    assert checked > 2000


def tip_window() -> QWidget | None:
    """The window Qt shows a tooltip in (its name is Qt's)."""
    return next(
        (
            w
            for w in QApplication.topLevelWidgets()
            if w.objectName() == "qtooltip_label" and w.isVisible()
        ),
        None,
    )


def hover(widget: QWidget, at: QPoint | None = None) -> QWidget:
    """What Qt sends when the pointer rests on ``widget``; the tooltip it shows."""
    at = at if at is not None else QPoint(3, 3)
    QToolTip.hideText()
    QApplication.sendEvent(widget, QHelpEvent(QEvent.Type.ToolTip, at, widget.mapToGlobal(at)))
    tip = tip_window()
    assert tip is not None
    return tip


def global_rect(widget: QWidget, rect: QRect | None = None) -> QRect:
    rect = rect if rect is not None else widget.rect()
    return QRect(widget.mapToGlobal(rect.topLeft()), rect.size())


def assert_beside(tip: QWidget, target: QRect) -> None:
    frame = tip.frameGeometry()
    screen = tip.screen().availableGeometry()
    assert screen.contains(frame)
    if target.right() + 1 + GAP + frame.width() <= screen.right() + 1:
        assert (frame.left(), frame.top()) == (target.right() + 1 + GAP, target.top())
    else:
        assert frame.left() == max(
            screen.left(), min(target.left(), screen.right() + 1 - frame.width())
        )
        assert frame.top() in (target.bottom() + 1 + GAP, target.top() - GAP - frame.height())


def test_a_menu_button_and_a_combo_box_show_their_tooltips_beside_them(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.move(0, 0)
    menu = window.menu_screen
    for widget in (
        menu.play_button,
        menu.settings_button,
        menu.player1.levels,
        menu.player2.levels,
    ):
        tip = hover(widget, QPoint(widget.width() // 2, widget.height() // 2))
        assert tip.text() == widget.toolTip()
        assert_beside(tip, global_rect(widget))
    QToolTip.hideText()


def test_a_level_in_the_open_list_shows_its_tooltip_beside_it_wrapped(qtbot, tmp_path):
    """The level texts were single lines up to 1,375 px wide at the screen's left edge."""
    window = make_window(qtbot, tmp_path)
    levels = window.menu_screen.player1.levels
    levels.showPopup()
    view = levels.view()
    qtbot.waitUntil(view.isVisible)
    index = view.model().index(6, 0)
    item = view.visualRect(index)
    tip = hover(view.viewport(), item.center())
    text = tip.text()
    assert "\n" in text and max(len(line) for line in text.splitlines()) <= 60
    assert text.replace("\n", " ").startswith(" ".join(str(index.data(3)).split())[:30])
    assert_beside(tip, global_rect(view.viewport(), item))
    levels.hidePopup()
    QToolTip.hideText()


def test_a_tooltip_set_again_keeps_one_filter_and_is_wrapped(qtbot, tmp_path):
    """Undo's tooltip changes after every move: its widget still has one filter."""
    window = make_window(qtbot, tmp_path)
    undo = window.game_screen.undo_button
    for text in ("Undo", "Nothing to undo", "a reason " * 20):
        set_tooltip(undo, text)
    assert len(undo.findChildren(Beside)) == 1
    assert max(len(line) for line in undo.toolTip().splitlines()) <= 60
    assert " ".join(undo.toolTip().split()) == " ".join(("a reason " * 20).split())
