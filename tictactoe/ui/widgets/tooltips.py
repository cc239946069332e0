"""Tooltips beside the widget they describe, wrapped to a readable width, in the theme's
colours (the application's palette and the ``QToolTip`` rule of the style sheet).

Qt shows a tooltip where the pointer is and pins one too wide for the rest of the screen
to its left edge.  Here a tooltip goes right of its widget, top edges level; where there
is no room, below it, left edges level; where that runs off the screen, above it; and
it is always moved fully onto the screen (:func:`place`).

Without an application-wide event filter: one in Python would be called for every event
of the application.  :func:`set_tooltip` is the one way the app sets a tooltip: it
wraps the text (:func:`~tictactoe.ui.words.translation.wrapped`) and gives the widget a
small event filter (:class:`Beside`), installed on that widget alone, once, which shows
its tooltip beside it.  A combo box's list gets one too (:func:`item_tooltips_beside`):
an item's tooltip (:func:`set_item_tooltip`) goes beside the item.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QComboBox, QToolTip, QWidget

from tictactoe.ui.words.translation import wrapped

GAP = 4  # pixels between a widget and its tooltip
TIP_NAME = "qtooltip_label"  # Qt's name for the window that shows a tooltip
_FILTER_NAME = "tooltip-beside"


def place(widget: QRect, tip: QSize, screen: QRect) -> QPoint:
    """The top-left corner of a tooltip of size ``tip`` beside ``widget`` (both in the
    screen's coordinates): right of it, else below, else above; inside ``screen``."""
    x, y = widget.right() + 1 + GAP, widget.top()
    if x + tip.width() > screen.right() + 1:
        x, y = widget.left(), widget.bottom() + 1 + GAP
        if y + tip.height() > screen.bottom() + 1:
            y = widget.top() - GAP - tip.height()
    x = max(screen.left(), min(x, screen.right() + 1 - tip.width()))
    y = max(screen.top(), min(y, screen.bottom() + 1 - tip.height()))
    return QPoint(x, y)


def shown_tip() -> QWidget | None:
    """The window showing a tooltip now, if any."""
    for window in QApplication.topLevelWidgets():
        if window.objectName() == TIP_NAME and window.isVisible():
            return window
    return None


def show_beside(widget: QWidget, text: str, area: QRect | None = None) -> None:
    """Show ``text`` as the tooltip of ``area`` of ``widget`` (its whole rectangle by
    default), beside it; no text hides the tooltip shown."""
    if not text:
        QToolTip.hideText()
        return
    area = area if area is not None else widget.rect()
    rect = QRect(widget.mapToGlobal(area.topLeft()), area.size())
    QToolTip.showText(rect.center(), text, widget, area)  # hidden when the pointer leaves
    tip = shown_tip()
    screen = widget.screen()
    if tip is not None and screen is not None:
        tip.move(place(rect, tip.frameGeometry().size(), screen.availableGeometry()))


class Beside(QObject):
    """An event filter for one widget: its tooltip beside it."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(watched, QWidget):
            show_beside(watched, watched.toolTip())
            return True
        return False


def set_tooltip(widget: QWidget, text: str) -> None:
    """Set ``widget``'s tooltip, wrapped, shown beside it."""
    tip = wrapped(text)
    if widget.toolTip() == tip and widget.property(_FILTER_NAME):
        return  # as it was (labels set theirs again at every refresh of the side column)
    widget.setToolTip(tip)
    if widget.findChild(Beside, _FILTER_NAME, Qt.FindChildOption.FindDirectChildrenOnly) is None:
        helper = Beside(widget)
        helper.setObjectName(_FILTER_NAME)
        widget.installEventFilter(helper)
        widget.setProperty(_FILTER_NAME, True)


class ItemsBeside(QObject):
    """An event filter for a combo box's list: an item's tooltip beside the item."""

    def __init__(self, combo: QComboBox) -> None:
        super().__init__(combo)
        self._view = combo.view()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.ToolTip or not isinstance(event, QHelpEvent):
            return False
        index: QModelIndex = self._view.indexAt(event.pos())
        text = index.data(Qt.ItemDataRole.ToolTipRole) if index.isValid() else None
        show_beside(self._view.viewport(), str(text or ""), self._view.visualRect(index))
        return True


def item_tooltips_beside(combo: QComboBox) -> None:
    """The tooltips of ``combo``'s items (``set_item_tooltip``) beside their items."""
    combo.view().viewport().installEventFilter(ItemsBeside(combo))


def set_item_tooltip(combo: QComboBox, index: int, text: str) -> None:
    """The tooltip of item ``index`` of ``combo``, wrapped."""
    combo.setItemData(index, wrapped(text), Qt.ItemDataRole.ToolTipRole)
