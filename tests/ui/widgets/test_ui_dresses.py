"""Every dress complete: a tooltip, the drop-down (its current item too), a menu and a
message box, drawn offscreen in Dark, Light and High contrast, grabbed, and their words
measured against what is behind them (WCAG: 4.5:1, 7:1 in High contrast); each drawn
in the theme's own colours, not Qt's (its tooltip was a pale yellow in every theme,
the Dark drop-down's current item about 2:1).  The pairs themselves are checked from the
theme files in ``test_themes.py``; this is what the widgets make of them."""

from __future__ import annotations

from collections import Counter

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox, QLineEdit, QMessageBox

from tests.ui.ui_helpers import make_window
from tictactoe.ui.widgets.appearance import appearance, colours
from tictactoe.ui.widgets.faces import contrast
from tictactoe.ui.widgets.tooltips import show_beside, shown_tip

THEMES = ("dark", "light", "high-contrast")
pytestmark = pytest.mark.usefixtures("back_to_the_system_theme")


def need(theme_id: str) -> float:
    return 7.0 if theme_id == "high-contrast" else 4.5


def words_and_ground(image: QImage) -> tuple[QColor, QColor, float]:
    """The commonest colour of ``image`` (what is behind the words), the colour that
    stands out most from it (the words' strokes) and their contrast."""
    counts = Counter(image.pixel(x, y) for x in range(image.width()) for y in range(image.height()))
    ground = QColor.fromRgb(counts.most_common(1)[0][0])
    words = max((QColor.fromRgb(p) for p in counts), key=lambda c: contrast(c, ground))
    return words, ground, contrast(words, ground)


def near(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


@pytest.fixture
def window(qtbot, tmp_path):
    return make_window(qtbot, tmp_path)


@pytest.mark.parametrize("theme_id", THEMES)
def test_a_tooltip_wears_the_theme(qtbot, window, theme_id):
    appearance().choose(theme_id)
    button = window.menu_screen.play_button
    show_beside(button, "Start the series with these players and this board")
    qtbot.waitUntil(lambda: shown_tip() is not None)
    tip = shown_tip()
    image = tip.grab().toImage()
    words, ground, ratio = words_and_ground(image)
    p = colours()
    assert near(ground, QColor(p.tooltip)), (ground.name(), p.tooltip)
    assert ratio >= need(theme_id), (words.name(), ground.name(), ratio)
    # the words keep off the border (they touched it): every stroke inside the 1-pixel
    # border (and its rounded corners) is at least 4 pixels in
    width, height = image.width(), image.height()
    strokes = [
        (x, y)
        for x in range(2, width - 2)
        for y in range(2, height - 2)
        if contrast(QColor(image.pixel(x, y)), ground) >= 3.0
    ]
    xs, ys = [x for x, _ in strokes], [y for _, y in strokes]
    assert strokes and min(xs) >= 4 and min(ys) >= 4, (min(xs), min(ys))
    assert max(xs) <= width - 5 and max(ys) <= height - 5, (max(xs), max(ys), width, height)
    tip.hide()


@pytest.mark.parametrize("theme_id", THEMES)
def test_the_drop_down_and_its_current_item_wear_the_theme(qtbot, window, theme_id):
    appearance().choose(theme_id)
    combo = next(
        b for b in window.menu_screen.findChildren(QComboBox) if b.isVisible() and b.count() > 2
    )
    combo.setCurrentIndex(1)
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(lambda: view.isVisible())
    p = colours()
    image = view.viewport().grab().toImage()
    ratio = view.viewport().devicePixelRatioF()
    for row in (combo.currentIndex(), 0):
        rect = view.visualRect(view.model().index(row, 0))
        item = image.copy(
            int(rect.x() * ratio),
            int(rect.y() * ratio),
            int(rect.width() * ratio),
            int(rect.height() * ratio),
        )
        words, ground, measured = words_and_ground(item)
        expected = p.button if row == combo.currentIndex() else p.field
        assert near(ground, QColor(expected)), (row, ground.name(), expected)
        assert measured >= need(theme_id), (row, words.name(), ground.name(), measured)
    combo.hidePopup()


@pytest.mark.parametrize("theme_id", THEMES)
def test_a_menu_and_its_current_item_wear_the_theme(qtbot, window, theme_id):
    appearance().choose(theme_id)
    field = next(f for f in window.menu_screen.findChildren(QLineEdit) if f.isVisible())
    field.setText("words to copy")
    field.selectAll()
    menu = field.createStandardContextMenu()
    menu.popup(field.mapToGlobal(QPoint(4, 4)))
    qtbot.waitUntil(menu.isVisible)
    items = [a for a in menu.actions() if not a.isSeparator()]
    current = next(a for a in items if a.isEnabled())
    other = next(a for a in items if a is not current and a.isEnabled())
    menu.setActiveAction(current)
    p = colours()
    image = menu.grab().toImage()
    for action, expected in ((current, (p.selected,)), (other, (p.window, p.panel, p.field))):
        rect = menu.actionGeometry(action)
        words, ground, measured = words_and_ground(
            image.copy(rect.x() + 2, rect.y(), rect.width() - 4, rect.height())
        )
        assert any(near(ground, QColor(c), 12) for c in expected), (action.text(), ground.name())
        assert measured >= need(theme_id), (action.text(), words.name(), ground.name())
    menu.close()


@pytest.mark.parametrize("theme_id", THEMES)
def test_a_message_box_wears_the_theme(qtbot, window, theme_id):
    appearance().choose(theme_id)
    box = QMessageBox(QMessageBox.Icon.Question, "Resign", "Resign this game?", parent=window)
    box.show()
    qtbot.waitExposed(box)
    label = next(
        w
        for w in box.findChildren(type(window.menu_screen.feedback))
        if w.text() == "Resign this game?"
    )
    image = box.grab().toImage()
    corner = label.mapTo(box, label.rect().topLeft())
    words, ground, measured = words_and_ground(
        image.copy(corner.x(), corner.y(), label.width(), label.height())
    )
    assert near(ground, QColor(colours().window)), ground.name()
    assert measured >= need(theme_id), (words.name(), ground.name(), measured)
    box.close()
    QApplication.processEvents()
