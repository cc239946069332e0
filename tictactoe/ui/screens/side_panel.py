"""The column beside the board: the proven result, Hint and Analysis, a swap opening's
choice (while a person makes it), the move list with its replay controls, and the
analysis panel.

A calm column: its width is fixed, and each line of text keeps its place and its
height whether it has something to say or not (an empty line stays), so nothing in
it, nor the board beside it, moves during a game."""

from __future__ import annotations

import base64
import functools

from PySide6.QtCore import QBuffer, QIODevice, QRectF, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tictactoe.ui.analysis.analysis_panel import AnalysisPanel
from tictactoe.ui.board.board_overlay import heat_edge
from tictactoe.ui.screens.move_list import MoveList
from tictactoe.ui.screens.opening_bar import OpeningBar
from tictactoe.ui.widgets.appearance import appearance, colours
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.shortcuts import tooltip
from tictactoe.ui.widgets.theme import Palette
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import LineLabel, LinesLabel
from tictactoe.ui.words.translation import Words, fill

Playing = Words("Playing")

SIDE_WIDTH = 280  # the column's width


SWATCH = 11  # the key's squares, in logical pixels


def swatch(colour: str, palette: Palette, ratio: float = 2.0) -> str:
    """A square of the hint map's ``colour`` as the board draws a mark on cells (filled,
    with its edge, which stands out from the panel as from a cell: a bare "■" in the
    scale's pale orange hardly showed on Light's white panel), as an image in the text."""
    encoded = base64.b64encode(_swatch_png(colour, heat_edge(palette, go=False), ratio))
    src = "data:image/png;base64," + encoded.decode("ascii")
    return f"<img src='{src}' width={SWATCH} height={SWATCH}>"


@functools.lru_cache(maxsize=64)
def _swatch_png(colour: str, edge: str, ratio: float) -> bytes:
    """Made once per colour: the key is shown again at every report of a hint's search, and
    its five PNGs cost 0.4 ms a time on the GUI thread."""
    side = round(SWATCH * ratio)
    image = QPixmap(side, side)
    image.fill(QColor(colour))
    painter = QPainter(image)
    pen = QPen(QColor(edge))
    pen.setWidthF(max(1.0, ratio))
    painter.setPen(pen)
    painter.drawRect(
        QRectF(0, 0, side, side).adjusted(ratio / 2, ratio / 2, -ratio / 2, -ratio / 2)
    )
    painter.end()
    data = QBuffer()
    data.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(data, "PNG")
    return bytes(data.data().data())


def prepare_legend(palette: Palette) -> None:
    """Make the key's pictures and read one back, as the first hint would: cold, Qt's PNG
    writing and reading cost that hint's report and repaint 6-9 ms of the GUI thread.  The
    window does it while it is built, where nobody waits."""
    legend(palette)
    QImage.fromData(_swatch_png(palette.heat_win, heat_edge(palette, go=False), 2.0))


def legend(palette: Palette) -> str:
    """The hint map's key, in the theme's colours."""

    def swatch_of(colour: str) -> str:
        return swatch(colour, palette)

    return fill(
        Playing.tr("%1 wins %2 draws %3 loses %4…%5 worse to better; ring: best"),
        swatch_of(palette.heat_win),
        swatch_of(palette.heat_draw),
        swatch_of(palette.heat_loss),
        swatch_of(palette.heat_low),
        swatch_of(palette.heat_high),
    )


class SidePanel(QWidget):
    hint_requested = Signal()
    analysis_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(SIDE_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.verdict = LineLabel()  # "Proven: X wins in 9": one line, cut short if need be
        self.verdict.setObjectName("verdict")
        self.verdict.setStyleSheet("QLabel#verdict { font-size: 15px; font-weight: bold; }")
        row = QHBoxLayout()
        self.hint_button = Button(Playing.tr("Hint (H)"), point_size=11)
        set_tooltip(self.hint_button, tooltip("hint"))
        self.hint_button.clicked.connect(self.hint_requested)
        self.analysis_button = Button(Playing.tr("Analysis"), point_size=11)
        set_tooltip(self.analysis_button, Playing.tr("Show or hide the live analysis"))
        self.analysis_button.clicked.connect(
            lambda: self.analysis_toggled.emit(not self.analysis_button.is_selected())
        )
        self.review_button = Button(
            Playing.tr("Review"), point_size=11
        )  # a finished game's replay only
        set_tooltip(
            self.review_button,
            Playing.tr("Every move judged by the engine, and your mistakes to learn from"),
        )
        self.review_button.setVisible(False)
        row.addWidget(self.hint_button)
        row.addWidget(self.analysis_button)
        row.addWidget(self.review_button)
        self.hints_label = LinesLabel(2)  # the help taken: "Help: X 1 hint and 1 takeback"
        self.hints_label.setObjectName("subtitle")
        self.legend = LinesLabel(2)  # the hint map's colours, while it is shown
        appearance().changed.connect(self._refresh_legend)  # a new theme: its colours
        self.legend.setObjectName("subtitle")
        self._legend_shown = False
        prepare_legend(colours())
        self.moves = MoveList()
        self.analysis = AnalysisPanel()
        self.analysis.setVisible(False)
        layout.addWidget(self.verdict)
        layout.addLayout(row)
        self.opening_bar = OpeningBar()  # Black, White, two more: a person's swap choice
        layout.addWidget(self.opening_bar)
        layout.addWidget(self.hints_label)
        layout.addWidget(self.legend)
        layout.addWidget(self.moves, 1)
        layout.addWidget(self.analysis)
        self.hint_button.setAccessibleName(Playing.tr("Hint"))  # its key is in its description

    def set_help_room(self, shown: bool) -> None:
        """The help taken and the hint map's key keep their lines in a person's game (a
        calm screen); a game of computers, where nobody takes help, gives them to the
        analysis panel (Russian's, with Pause and Step, had 29 px too few at 900x700)."""
        self.hints_label.setVisible(shown)
        self.legend.setVisible(shown)

    def show_legend(self, shown: bool) -> None:
        """The hint map's key while the map is on the board; an empty line (its place kept)
        otherwise."""
        self._legend_shown = shown
        self.legend.setText(legend(colours()) if shown else "")

    def _refresh_legend(self) -> None:
        self.show_legend(self._legend_shown)

    def set_analysis_shown(self, shown: bool) -> None:
        self.analysis_button.set_selected(shown)
        self.analysis.setVisible(shown)
