"""Small widgets shared by the screens: the thinking indicator, a titled panel, a label of
a fixed number of lines and one of a single line cut short with "…"; the screens' style
sheet, in the colours of the theme in use.

The sheet rings whatever has the keyboard focus in the theme's ``focus`` colour (the
Buttons and the board paint their own ring): a field's border thickens, and the widgets
without a border of their own keep a transparent one, so that taking the focus moves
nothing."""

from __future__ import annotations

import math
from dataclasses import asdict

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
    QTextDocument,
)
from PySide6.QtGui import Qt as GuiQt  # its Qt has mightBeRichText; QtCore's has not
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.faces import readable_on
from tictactoe.ui.widgets.theme import Palette
from tictactoe.ui.widgets.tooltips import set_tooltip


class ThinkingIndicator(QWidget):
    """A spinning arc, visible while the computer thinks."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._angle = 0
        self._active = False
        self._timer = QTimer(self)
        self._timer.setInterval(60)
        self._timer.timeout.connect(self._tick)
        self.setFixedSize(self.sizeHint())

    def set_active(self, active: bool) -> None:
        self._active = active
        if active:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def is_active(self) -> bool:
        return self._active

    def _tick(self) -> None:
        self._angle = (self._angle + 30) % 360
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(24, 24)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._active:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        pen = QPen(QColor(colours().selected))
        pen.setWidthF(3.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.drawArc(rect, -self._angle * 16, 270 * 16)
        painter.end()


class LinesLabel(QLabel):
    """A word-wrapped label that always takes the height of ``lines`` lines, whatever
    its text (none, one line or more): the screen around it never moves when the text
    changes.  Plain text too long for its lines says less rather than losing its last
    line to the bottom edge (the message bar cut a three-line message in half): given a
    lead and the rest (:meth:`set_parts`), the lead ends with "…" after its last whole
    word that leaves room for the rest; else the text ends so.  Then the whole of it is
    the tooltip and the accessible description: ``whole_text`` is what was set, ``text``
    what is shown.  Rich text is shown as it is (the fit tests measure it).

    The height is what ``lines`` lines take as the label draws them: plain text is laid
    out at the font's fractional line spacing (13 px: 15.125), rich text in a document
    whose lines are whole pixels (16); the larger, rounded up.  The font's whole-pixel
    line spacing (15) times the lines fell short of both, and cut the bottom row of the
    last line's descenders."""

    def __init__(self, lines: int, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self._lines = lines
        self._measured: tuple[str, int] | None = None  # (the font's key, its height)
        self._lead = ""
        self._rest = ""
        self._tip = ""
        self._fitted = False  # the same text again is not fitted again (once it was)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setText(text)

    def setText(self, text: str) -> None:
        self.set_parts("", text)

    def set_parts(self, lead: str, rest: str) -> None:
        """Show ``lead`` then ``rest`` (``lead`` ends with its space); where they do not
        fit, ``lead`` is shortened first (a message's line said once, before whose move)."""
        if (lead, rest) != (self._lead, self._rest) or not self._fitted:
            self._lead, self._rest = lead, rest
            self._fit()

    def set_tip(self, tip: str) -> None:
        """The label's own tooltip, after the whole text when that is cut short."""
        self._tip = tip
        self._fit()

    def whole_text(self) -> str:
        return self._lead + self._rest

    def lines(self) -> int:
        return self._lines

    def set_lines(self, lines: int) -> None:
        """Take the height of ``lines`` lines from now on."""
        if lines != self._lines:
            self._lines = lines
            self._measured = None
            self.updateGeometry()
            self._fit()

    def height_of(self, lines: int) -> int:
        """The height the label takes with ``lines`` lines."""
        margins = self.contentsMargins()
        return lines_height(self.font(), lines) + margins.top() + margins.bottom()

    def hasHeightForWidth(self) -> bool:
        return False

    def _height(self) -> int:
        font = self.font()
        if self._measured is None or self._measured[0] != font.key():
            self._measured = (font.key(), lines_height(font, self._lines))
        margins = self.contentsMargins()
        return self._measured[1] + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        if self.sizePolicy().horizontalPolicy() == QSizePolicy.Policy.Ignored:
            # a layout takes no width from this hint (QWidgetItem makes it 0): QLabel's
            # own would lay the text out for nothing, at every layout of the column (the
            # analysis panel's labels change at every report of a search)
            return QSize(0, self._height())
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # the style sheet's font came
            self._fit()

    def fits(self, text: str) -> bool:
        """Whether ``text`` (plain) takes no more than the label's lines at its width."""
        room = self.contentsRect()
        if not self.wordWrap():
            return self.fontMetrics().horizontalAdvance(text) <= room.width()
        need = QFontMetricsF(self.font()).boundingRect(
            QRectF(0, 0, room.width(), 1e6), int(Qt.TextFlag.TextWordWrap), text
        )
        return need.height() <= room.height() + 0.5

    def _fit(self) -> None:
        whole = self.whole_text()
        shown = whole
        room = self.contentsRect()
        rich = self.textFormat() == Qt.TextFormat.RichText or (
            self.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(whole)
        )
        if whole and not rich and room.width() > 0 and room.height() > 0 and not self.fits(whole):
            shown = ""
            if self._lead and self.fits("… " + self._rest):
                shown = self._shortened(self._lead.rstrip(), " " + self._rest)
            if not shown:
                shown = self._shortened(whole)
        self._fitted = True
        QLabel.setText(self, shown)
        cut = shown != whole
        set_tooltip(self, "\n\n".join(t for t in (whole if cut else "", self._tip) if t))
        self.setAccessibleDescription(whole if cut else "")

    def _shortened(self, text: str, tail: str = "") -> str:
        """The longest start of ``text`` that fits with "…" and ``tail`` after it: whole
        words where the text has spaces, else characters (Chinese)."""
        cuts = [i for i, c in enumerate(text) if c == " "] or list(range(1, len(text)))
        low, high = 0, len(cuts) - 1
        best = "…" + tail
        while low <= high:
            middle = (low + high) // 2
            candidate = text[: cuts[middle]].rstrip(" ,;:") + "…" + tail
            if self.fits(candidate):
                best, low = candidate, middle + 1
            else:
                high = middle - 1
        return best


class LineLabel(LinesLabel):
    """One line of plain text that never wraps: text too wide for it is cut short with
    "…", and then the whole of it is the tooltip and the accessible description (a
    word-wrapped label one line high showed the middle of two lines, cut above and below)."""

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(1, "", parent)
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setText(text)

    def _shortened(self, text: str, tail: str = "") -> str:
        room = self.contentsRect().width() - self.fontMetrics().horizontalAdvance(tail)
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, room) + tail


_LINES_HEIGHTS: dict[tuple[str, int], int] = {}


def lines_height(font: QFont, lines: int) -> int:
    """The whole pixels ``lines`` lines of ``font`` take in a label, as plain text or rich.
    Measured once per font (as ``LinesLabel`` keeps its own): the game screen asks at every
    layout of its column (a text document made and laid out, 0.3 ms, twice a move)."""
    key = (font.key(), lines)
    found = _LINES_HEIGHTS.get(key)
    if found is None:
        found = _LINES_HEIGHTS[key] = _measure_lines(font, lines)
    return found


def _measure_lines(font: QFont, lines: int) -> int:
    sample = "\n".join(["Ág"] * lines)
    plain = QFontMetricsF(font).boundingRect(
        QRectF(0, 0, 1e6, 1e6), int(Qt.TextFlag.TextWordWrap), sample
    )
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setDocumentMargin(0)
    document.setPlainText(sample)
    return math.ceil(max(plain.height(), document.size().height()))


class Panel(QFrame):
    """A rounded panel with a title, for a group of menu choices."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        self.setObjectName("panel")
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(12, 10, 12, 12)
        self.body.setSpacing(8)
        heading = QLabel(title)
        heading.setObjectName("panelTitle")
        self.heading = heading
        self._title_row = QHBoxLayout()
        self._title_row.addWidget(heading)
        self._title_row.addStretch(1)
        self.body.addLayout(self._title_row)

    def add_to_title(self, widget: QWidget) -> None:
        """A widget on the right of the title's line (a line that takes no room of its own)."""
        self._title_row.addWidget(widget)


_STYLE_SHEET = """
QMainWindow, QStackedWidget, QWidget#screen {{ background: {window}; }}
QLabel {{ color: {text}; font-size: 13px; }}
QLabel#title {{ font-size: 28px; font-weight: bold; }}
QLabel#subtitle {{ color: {muted_text}; font-size: 13px; }}
QLabel#panelTitle {{ font-size: 15px; font-weight: bold; color: {accent}; }}
QLabel#message {{ font-size: 16px; font-weight: bold; }}
QLabel#result {{ font-size: 26px; font-weight: bold; }}
QLabel#feedbackError {{ color: {error}; font-weight: bold; }}
QLabel#feedbackOk {{ color: {ok}; }}
QFrame#panel {{ background: {panel}; border-radius: 10px; }}
QFrame#messageBar {{ background: {panel}; border-radius: 8px; }}
QCheckBox {{ color: {text}; font-size: 13px; }}
QSpinBox {{ background: {field}; color: {text}; border: 1px solid {field_border};
           border-radius: 4px; padding: 3px 6px; min-width: 40px; font-size: 13px; }}
QSpinBox::up-button, QSpinBox::down-button {{ width: 18px; background: {button}; border: none; }}
QSpinBox::up-button {{ border-top-right-radius: 4px; }}
QSpinBox::down-button {{ border-bottom-right-radius: 4px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: {button_hover}; }}
QSpinBox::up-arrow {{ width: 0; height: 0; border-left: 5px solid {button};
                      border-right: 5px solid {button}; border-bottom: 6px solid {on_button}; }}
QSpinBox::down-arrow {{ width: 0; height: 0; border-left: 5px solid {button};
                        border-right: 5px solid {button}; border-top: 6px solid {on_button}; }}
QSpinBox::up-arrow:hover, QSpinBox::down-arrow:hover {{ border-left-color: {button_hover};
                                                         border-right-color: {button_hover}; }}
QSpinBox:disabled {{ color: {disabled_text}; }}
QSlider::groove:horizontal {{ height: 6px; background: {field}; border: 1px solid {field_border};
                              border-radius: 3px; }}
QSlider::handle:horizontal {{ width: 16px; margin: -6px 0; border-radius: 8px;
                              background: {selected}; }}
QScrollArea#history, QScrollArea#history > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ background: {field}; width: 10px; border-radius: 5px; margin: 0; }}
QScrollBar::handle:vertical {{ background: {field_border}; border-radius: 5px; min-height: 24px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
QLabel#note {{ color: {text}; font-size: 13px; }}
QToolTip {{ color: {tooltip_text}; background: {tooltip}; border: 1px solid {muted_text};
            border-radius: 4px; padding: 4px 6px; font-size: 13px; }}
QComboBox {{ background: {field}; color: {text}; border: 1px solid {field_border};
             border-radius: 4px; padding: 4px 8px; font-size: 13px; }}
QComboBox QAbstractItemView {{ background: {field}; color: {text}; outline: 0;
                              border: 1px solid {field_border};
                              selection-background-color: {button};
                              selection-color: {on_button}; }}
QComboBox {{ combobox-popup: 0; }}
QComboBox QAbstractItemView::item {{ min-height: 22px; padding: 0 6px; }}
QTableWidget#statistics {{ background: {field}; color: {text}; border: none;
                           gridline-color: {guide}; font-size: 13px; }}
QHeaderView::section {{ background: {button}; color: {text}; border: none;
                        padding: 4px 8px; font-weight: bold; }}
QLabel#boardValue {{ color: {accent}; font-weight: bold; }}
QLabel#ratingLine, QLabel#verdict {{ color: {accent}; }}
QListWidget#moveList {{ background: {field}; color: {text}; border: none; border-radius: 6px;
                        font-size: 13px; }}
QListWidget#moveList::item:selected {{ background: {selected}; color: {on_selected}; }}
QSpinBox:focus {{ border: 2px solid {focus}; padding: 2px 5px; }}
QComboBox:focus {{ border: 2px solid {focus}; padding: 3px 7px; }}
QCheckBox, QSlider {{ border: 2px solid transparent; border-radius: 4px; }}
QCheckBox:focus, QSlider:focus {{ border-color: {focus}; }}
QListWidget#moveList, QTableWidget#statistics, QScrollArea#history {{
    border: 2px solid transparent; }}
QListWidget#moveList:focus, QTableWidget#statistics:focus, QScrollArea#history:focus {{
    border-color: {focus}; }}
"""


def style_sheet(palette: Palette) -> str:
    """The screens' style sheet in the colours of ``palette``."""
    return _STYLE_SHEET.format(
        **asdict(palette),
        on_button=readable_on(QColor(palette.button), palette).name(),
        on_selected=readable_on(QColor(palette.selected), palette).name(),
    )


# -- an empty chart's words --------------------------------------------------------------

PLACEHOLDER_FLAGS = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
PLACEHOLDER_MARGIN = 12  # px on each side: the words never touch the chart's edges


def placeholder_room(widget: QWidget) -> QRectF:
    return QRectF(widget.rect()).adjusted(
        PLACEHOLDER_MARGIN, PLACEHOLDER_MARGIN / 2, -PLACEHOLDER_MARGIN, -PLACEHOLDER_MARGIN / 2
    )


def draw_placeholder(painter: QPainter, widget: QWidget, text: str) -> None:
    """What an empty chart says, wrapped and centred within its margins (a single
    centred line cut a longer language's words off at both ends)."""
    painter.drawText(placeholder_room(widget), int(PLACEHOLDER_FLAGS), text)


def placeholder_fits(widget: QWidget, text: str) -> bool:
    """Whether ``text`` drawn by :func:`draw_placeholder` stays inside its room."""
    room = placeholder_room(widget)
    need = QFontMetricsF(widget.font()).boundingRect(room, int(PLACEHOLDER_FLAGS), text)
    return need.width() <= room.width() + 0.5 and need.height() <= room.height() + 0.5
