"""Small widgets shared by the screens: the thinking indicator, a titled panel and a label
of a fixed number of lines."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from tictactoe.ui.widgets.theme import PALETTE


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
        pen = QPen(QColor(PALETTE.selected))
        pen.setWidthF(3.0)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        rect = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        painter.drawArc(rect, -self._angle * 16, 270 * 16)
        painter.end()


class LinesLabel(QLabel):
    """A word-wrapped label that always takes the height of ``lines`` lines, whatever
    its text (none, one line or more): the screen around it never moves when the text
    changes.  Text beyond the last line is cut."""

    def __init__(self, lines: int, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self._lines = lines
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def hasHeightForWidth(self) -> bool:
        return False

    def _height(self) -> int:
        margins = self.contentsMargins()
        return (self.fontMetrics().lineSpacing() * self._lines + margins.top()
                + margins.bottom())

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self._height())

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height())


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
        self._title_row = QHBoxLayout()
        self._title_row.addWidget(heading)
        self._title_row.addStretch(1)
        self.body.addLayout(self._title_row)

    def add_to_title(self, widget: QWidget) -> None:
        """A widget on the right of the title's line (a line that takes no room of its own)."""
        self._title_row.addWidget(widget)


_STYLE_SHEET = f"""
QMainWindow, QStackedWidget, QWidget#screen {{ background: {PALETTE.window}; }}
QLabel {{ color: {PALETTE.text}; font-size: 13px; }}
QLabel#title {{ font-size: 28px; font-weight: bold; }}
QLabel#subtitle {{ color: {PALETTE.muted_text}; font-size: 13px; }}
QLabel#panelTitle {{ font-size: 15px; font-weight: bold; color: {PALETTE.selected}; }}
QLabel#message {{ font-size: 16px; font-weight: bold; }}
QLabel#result {{ font-size: 26px; font-weight: bold; }}
QLabel#feedbackError {{ color: {PALETTE.error}; font-weight: bold; }}
QLabel#feedbackOk {{ color: {PALETTE.ok}; }}
QFrame#panel {{ background: {PALETTE.panel}; border-radius: 10px; }}
QFrame#messageBar {{ background: {PALETTE.panel}; border-radius: 8px; }}
QCheckBox {{ color: {PALETTE.text}; font-size: 13px; }}
QSpinBox {{ background: #1c2029; color: {PALETTE.text}; border: 1px solid #596275;
           border-radius: 4px; padding: 3px 6px; min-width: 40px; font-size: 13px; }}
QSpinBox::up-button, QSpinBox::down-button {{ width: 18px; background: #4a5568; border: none; }}
QSpinBox::up-button {{ border-top-right-radius: 4px; }}
QSpinBox::down-button {{ border-bottom-right-radius: 4px; }}
QSpinBox::up-button:hover, QSpinBox::down-button:hover {{ background: #6b7a90; }}
QSpinBox::up-arrow {{ image: url("{{up}}"); width: 10px; height: 6px; }}
QSpinBox::down-arrow {{ image: url("{{down}}"); width: 10px; height: 6px; }}
QSpinBox:disabled {{ color: #6b7280; }}
QSlider::groove:horizontal {{ height: 6px; background: #1c2029; border-radius: 3px; }}
QSlider::handle:horizontal {{ width: 16px; margin: -6px 0; border-radius: 8px;
                              background: {PALETTE.selected}; }}
QScrollArea#history, QScrollArea#history > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ background: #1c2029; width: 10px; border-radius: 5px; margin: 0; }}
QScrollBar::handle:vertical {{ background: #596275; border-radius: 5px; min-height: 24px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: none; }}
QLabel#note {{ color: {PALETTE.text}; font-size: 13px; }}
QToolTip {{ color: {PALETTE.text}; background: {PALETTE.panel}; border: 1px solid {PALETTE.selected}; }}
QComboBox {{ background: #1c2029; color: {PALETTE.text}; border: 1px solid #596275;
             border-radius: 4px; padding: 4px 8px; font-size: 13px; }}
QComboBox QAbstractItemView {{ background: #1c2029; color: {PALETTE.text}; outline: 0;
                              border: 1px solid #596275;
                              selection-background-color: {PALETTE.button}; }}
QComboBox {{ combobox-popup: 0; }}
QComboBox QAbstractItemView::item {{ min-height: 22px; padding: 0 6px; }}
QTableWidget#statistics {{ background: #1c2029; color: {PALETTE.text}; border: none;
                           gridline-color: #3b4252; font-size: 13px; }}
QHeaderView::section {{ background: {PALETTE.button}; color: {PALETTE.text}; border: none;
                        padding: 4px 8px; font-weight: bold; }}
"""


def style_sheet() -> str:
    """The application's style sheet, with the packaged arrow images."""
    from tictactoe.ui.widgets.sound import resource_path

    return (_STYLE_SHEET.replace("{up}", resource_path("arrow_up.svg").replace("\\", "/"))
            .replace("{down}", resource_path("arrow_down.svg").replace("\\", "/")))
