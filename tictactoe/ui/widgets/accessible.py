"""What assistive technology (a screen reader) is told, besides what Qt's own widgets tell it.

- :func:`announce`: a sentence read out at once (Qt 6.8's ``QAccessibleAnnouncementEvent``:
  a move on the board, a new line on the message bar).
- :func:`notify`: an accessibility event about a widget or one of its children (a cell of
  the board took the keyboard cursor, a cell's mark changed); :func:`checked_changed`: a
  button was chosen, or another one of its group.
- :class:`ButtonAccessible`: the painted :class:`~tictactoe.ui.widgets.button.Button` as a
  push button (a plain QWidget is a "client" to a screen reader, which can neither name
  its role nor press it): its name, its description (Qt's rule: the accessible
  description, else the tooltip, which says what the button does), the press action, and
  "checked" while it shows the current choice of its group.
- :class:`SpokenLabel`, :class:`SpokenLines`: labels whose new text is announced (the
  message bar of the game, the result on the game-over screen).

Every event goes through ``QAccessible.updateAccessibility``, which does nothing unless
an accessibility client (a screen reader, through AT-SPI on Linux) is listening: the cost
without one is building the event.  PySide6 does not bind Qt's ``installUpdateHandler``;
the tests record the events by standing in for ``QAccessible.updateAccessibility``.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleEvent,
    QAccessibleStateChangeEvent,
    QTextDocumentFragment,
)
from PySide6.QtWidgets import QAccessibleWidget, QLabel, QWidget

from tictactoe.ui.widgets.widgets import LinesLabel


def announce(source: QObject, text: str) -> None:
    """Have ``text`` read out politely (after what is being read), from ``source`` (the
    widget it is about)."""
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))


def notify(source: QObject, kind: QAccessible.Event, child: int | None = None) -> None:
    """Tell assistive technology that ``kind`` happened to ``source`` (or to its ``child``-th
    accessible child)."""
    event = QAccessibleEvent(source, kind)
    if child is not None:
        event.setChild(child)
    QAccessible.updateAccessibility(event)


def checked_changed(source: QObject) -> None:
    """Tell assistive technology that ``source`` was checked or unchecked (a Button that
    shows the current choice of its group, or stops showing it)."""
    changed = QAccessible.State()
    changed.checked = True
    QAccessible.updateAccessibility(QAccessibleStateChangeEvent(source, changed))


def plain(text: str) -> str:
    """The words of a label's text, rich or plain, on one line."""
    if "<" in text:
        text = QTextDocumentFragment.fromHtml(text).toPlainText()
    return " ".join(text.split())


def strip_marks(text: str) -> str:
    """A visible text without its shortcut marks ("&Play" -> "Play", "&&" -> "&")."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


class ButtonAccessible(QAccessibleWidget):
    """The painted Button, as a push button (see the module's docstring)."""

    def __init__(self, button: QWidget) -> None:
        super().__init__(button, QAccessible.Role.Button)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            button = self.widget()  # a Button: it has text()
            return button.accessibleName() or strip_marks(button.text())  # type: ignore[attr-defined]  # a Button
        if kind == QAccessible.Text.Description:
            return " ".join(super().text(kind).split())  # a wrapped tooltip on one line
        return super().text(kind)

    def state(self) -> QAccessible.State:
        state = super().state()
        selected = self.widget().is_selected()  # type: ignore[attr-defined]  # a Button
        state.checkable = selected
        state.checked = selected
        return state

    def actionNames(self) -> list[str]:
        names = list(super().actionNames())
        return [self.pressAction(), *names] if self.widget().isEnabled() else names

    def doAction(self, name: str) -> None:
        if name == self.pressAction() and self.widget().isEnabled():
            self.widget().clicked.emit()  # type: ignore[attr-defined]  # a Button
        else:
            super().doAction(name)


class _Speaks:
    """A label's new text is announced once the event loop turns (after whatever the
    same action announced, such as the move that led to it), if it is still showing: the
    text it has then, once, however often it changed meanwhile."""

    _pending = False

    def _whole(self) -> str:
        """The label's whole text (a LinesLabel may show less), else its text."""
        said: Callable[[], str] = getattr(self, "whole_text", None) or self.text  # type: ignore[attr-defined]  # a QLabel
        return said()

    def setText(self, text: str) -> None:
        changed = text != self._whole()
        super().setText(text)  # type: ignore[misc]  # mixed into a QLabel
        self._to_say(changed and bool(text))

    def _to_say(self, new: bool) -> None:
        if new and not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._speak)  # type: ignore[call-overload]  # a QLabel: a QObject

    def _speak(self) -> None:
        self._pending = False
        words = plain(self._whole())
        if words and self.isVisible():  # type: ignore[attr-defined]  # mixed into a QLabel
            announce(self, words)  # type: ignore[arg-type]  # a QLabel: a QWidget


class SpokenLabel(_Speaks, QLabel):
    """A QLabel whose new text is read out (see :class:`_Speaks`)."""


class SpokenLines(_Speaks, LinesLabel):
    """A :class:`LinesLabel` whose new text is read out (see :class:`_Speaks`), whole
    where the label shows less."""

    def set_parts(self, lead: str, rest: str) -> None:
        changed = lead + rest != self.whole_text()
        super().set_parts(lead, rest)
        self._to_say(changed and bool(lead + rest))
