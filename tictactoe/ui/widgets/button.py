"""The Button of Spencer's TicTacToe 2017: a coloured face with text, a hover highlight, a "pressed"
(selected) state that shows the current choice, and a red flash for an illegal move.

Buttons do nothing by themselves: they emit ``clicked`` and the controller acts.
The board squares have the same look and behaviour, painted per cell by
:class:`~tictactoe.ui.board.board_view.BoardView` with the same :func:`paint_face`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QHBoxLayout, QSizePolicy, QWidget

from tictactoe.ui.widgets.accessible import checked_changed, strip_marks
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.faces import face_colour, mix, paint_face, text_colour_for
from tictactoe.ui.widgets.theme import COLOUR_NAMES

FLASH_MS = 600
DISABLED_FADE = 0.55  # a button that cannot be used: this far towards the window's colour
FLASH_STEPS = 12


def flash_level(step: int) -> float:
    """Full red for the first 40% of the flash, then a fade: step counts down to 0."""
    return min(1.0, 1.65 * step / FLASH_STEPS)


class Flash:
    """A fading red flash: ``level`` goes from 1 to 0 over ``FLASH_MS``."""

    def __init__(self, on_change) -> None:
        self._on_change = on_change
        self._step = 0
        self._timer = QTimer()
        self._timer.setInterval(FLASH_MS // FLASH_STEPS)
        self._timer.timeout.connect(self._tick)

    @property
    def level(self) -> float:
        return flash_level(self._step)

    @property
    def active(self) -> bool:
        return self._step > 0

    def start(self) -> None:
        self._step = FLASH_STEPS
        self._timer.start()
        self._on_change()

    def stop(self) -> None:
        self._step = 0
        self._timer.stop()
        self._on_change()

    def _tick(self) -> None:
        self._step -= 1
        if self._step <= 0:
            self._step = 0
            self._timer.stop()
        self._on_change()


class Button(QWidget):
    """A clickable coloured face.  ``selected`` is Spencer's "pressed" state.

    ``colour`` names the theme's colour of its face ("play", "quit", "menu"; by default
    "button"), read whenever it paints, so the face follows a change of theme.
    ``padding``: the pixels its width adds to its text's (a row of many buttons, the
    game screen's, takes less)."""

    clicked = Signal()

    def __init__(
        self,
        text: str = "",
        colour: str | None = None,
        parent: QWidget | None = None,
        *,
        point_size: float = 13.0,
        padding: int = 36,
    ) -> None:
        super().__init__(parent)
        self._text = text
        self._padding = padding
        if colour is not None and colour not in COLOUR_NAMES:
            raise ValueError(f"no theme colour is called {colour!r}")
        self._colour = colour or "button"
        self._selected = False
        self._hovered = False
        self._down = False
        self._point_size = point_size
        self.flash_state = Flash(self.update)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(strip_marks(text))

    # -- state -------------------------------------------------------------------------
    def text(self) -> str:
        return self._text

    def setText(self, text: str) -> None:  # Qt-style name, like QAbstractButton
        if text == self._text:
            return  # a new layout and a repaint for the same words (the analysis panel's
            # Pause button was set at every report of a search)
        self._text = text
        self.setAccessibleName(strip_marks(text))
        self.updateGeometry()
        self.update()

    def colour(self) -> QColor:
        return QColor(getattr(colours(), self._colour))

    def is_selected(self) -> bool:
        return self._selected

    def set_selected(self, selected: bool) -> None:
        if selected != self._selected:
            self._selected = selected
            self.update()
            checked_changed(self)

    def is_hovered(self) -> bool:
        return self._hovered

    def flash(self) -> None:
        """Flash red (an illegal choice).  The sound is the controller's business."""
        self.flash_state.start()

    def face(self) -> QColor:
        return face_colour(
            self.colour(),
            hovered=self._hovered and self.isEnabled(),
            selected=self._selected,
            flash=self.flash_state.level,
        )

    def face_font(self, scale: float = 1.0) -> QFont:
        """The font of the words on the face, at ``scale`` of its size."""
        font = QFont(self.font())
        font.setPointSizeF(self._point_size * scale)
        font.setBold(True)
        return font

    def face_words(self, width: float, height: float) -> tuple[QFont, tuple[str, ...]]:
        """The font and the lines of the words on a face of ``width`` x ``height``: one
        line when it fits, else two (broken at the space nearest the middle) when they fit
        the height; always at the Button's own size.  The words once shrank to 70% to fit
        a longer language, and a row of Russian Buttons came out in three sizes: now a
        Button's minimum width holds its words (:meth:`minimumSizeHint`), and a screen
        too narrow for them is the screen's to mend
        (``tests/ui/words/test_translations_fit.py``)."""
        font = self.face_font()
        metrics = QFontMetrics(font)
        if metrics.horizontalAdvance(self._text) <= width or " " not in self._text.strip():
            return font, (self._text,)
        lines = two_lines(self._text)
        if 2 * metrics.lineSpacing() > height:
            return font, (self._text,)
        return font, lines

    def text_room(self) -> QRectF:
        """Where the words may go on the face."""
        # the whole height: one line sits in its middle as before, two may take it all
        # (two lines of 11 pt need 36 px; the tallest menu gives a Button 37 at 900x700)
        return QRectF(self.rect()).adjusted(4, 0, -4, 0)

    # -- Qt overrides ------------------------------------------------------------------
    def sizeHint(self) -> QSize:
        font = QFont(self.font())  # plain, not bold: the padding holds the bold words, and
        font.setPointSizeF(self._point_size)  # the screens' minimum sizes are built on it
        metrics = QFontMetrics(font)
        # long words outgrow the padding in bold ("Learn from your mistakes (1)" was drawn
        # shrunk at its own size hint): at least the bold words and the text room's margins
        bold = QFontMetrics(self.face_font())
        return QSize(
            max(
                metrics.horizontalAdvance(self._text) + self._padding,
                bold.horizontalAdvance(self._text) + 10,
            ),
            metrics.height() + 20,
        )

    def minimumSizeHint(self) -> QSize:
        """As narrow as the words allow at the Button's own size (:meth:`face_words`): on
        one line, or on two where the face is tall enough for them."""
        hint = self.sizeHint()
        metrics = QFontMetrics(self.face_font())
        room = hint.height()  # text_room's height
        lines = two_lines(self._text) if 2 * metrics.lineSpacing() <= room else (self._text,)
        widest = max(metrics.horizontalAdvance(line) for line in lines)
        return QSize(min(hint.width(), widest + 10), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        fill = self.face()
        if not self.isEnabled():
            fill = mix(fill, QColor(colours().window), DISABLED_FADE)  # faded into the window
        if self._down:
            fill = fill.darker(112)
        border = QColor(colours().focus if self.hasFocus() else colours().button_edge)
        paint_face(
            painter,
            rect,
            fill,
            radius=min(10.0, rect.height() / 3),
            border=border,
            border_width=2.0 if self.hasFocus() else 1.0,
        )
        room = self.text_room()
        font, lines = self.face_words(room.width(), room.height())
        painter.setFont(font)
        text_colour = text_colour_for(fill)
        if not self.isEnabled():
            text_colour.setAlphaF(0.5)
        painter.setPen(QPen(text_colour))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        painter.end()

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hovered = False
        self._down = False
        self.update()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._down = True
            self.update()
            event.accept()
        else:
            super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self._down:
            self._down = False
            self.update()
            if self.rect().contains(event.position().toPoint()):
                self.clicked.emit()
            event.accept()
        else:
            super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
            event.accept()
        else:
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


def two_lines(text: str) -> tuple[str, ...]:
    """``text`` broken at the space nearest its middle (one line when it has none)."""
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not text.strip() or not spaces:
        return (text,)
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return (text[:cut], text[cut + 1 :])


def button_row(buttons: Sequence[Button], roomy: Sequence[Button]) -> QHBoxLayout:
    """A screen's bottom row of ``buttons`` in order: the ``roomy`` ones (Play, Quit)
    share the room left over, every other keeps the width its words ask for.  With
    stretch for all, a row of eight at 900 px gave the small ones less than their words
    and they shrank (``Button.face_words``) while Play and Quit had room to spare."""
    row = QHBoxLayout()
    for button in buttons:
        row.addWidget(button, 1 if button in roomy else 0)
    return row
