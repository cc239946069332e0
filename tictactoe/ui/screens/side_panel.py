"""The column beside the board: the proven result, Hint and Analysis, the move list
with its replay controls, and the analysis panel.

A calm column: its width is fixed, and each line of text keeps its place and its
height whether it has something to say or not (an empty line stays), so nothing in
it, nor the board beside it, moves during a game."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QVBoxLayout, QWidget

from tictactoe.ui.analysis.analysis_panel import AnalysisPanel
from tictactoe.ui.board.board_overlay import DRAW_COLOUR, LOSS_COLOUR, SCORE_HIGH, SCORE_LOW, WIN_COLOUR
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.screens.move_list import MoveList
from tictactoe.ui.widgets.shortcuts import tooltip
from tictactoe.ui.widgets.widgets import LinesLabel

SIDE_WIDTH = 280   # the column's width

LEGEND = (f"<span style='color:{WIN_COLOUR}'>■</span> wins "
          f"<span style='color:{DRAW_COLOUR}'>■</span> draws "
          f"<span style='color:{LOSS_COLOUR}'>■</span> loses "
          f"<span style='color:{SCORE_LOW}'>■</span>…<span style='color:{SCORE_HIGH}'>■</span>"
          " engine's score; ring: best")


class SidePanel(QWidget):
    hint_requested = Signal()
    analysis_toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFixedWidth(SIDE_WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.verdict = LinesLabel(1)
        self.verdict.setObjectName("verdict")
        self.verdict.setStyleSheet("QLabel#verdict { color: #ffd43b; font-size: 15px;"
                                   " font-weight: bold; }")
        row = QHBoxLayout()
        self.hint_button = Button("Hint (H)", point_size=11)
        self.hint_button.setToolTip(tooltip("hint"))
        self.hint_button.clicked.connect(self.hint_requested)
        self.analysis_button = Button("Analysis", point_size=11)
        self.analysis_button.setToolTip("Show or hide the live analysis")
        self.analysis_button.clicked.connect(
            lambda: self.analysis_toggled.emit(not self.analysis_button.is_selected()))
        row.addWidget(self.hint_button)
        row.addWidget(self.analysis_button)
        self.hints_label = LinesLabel(1)
        self.hints_label.setObjectName("subtitle")
        self.legend = LinesLabel(2)   # the hint map's colours, while it is shown
        self.legend.setObjectName("subtitle")
        self.moves = MoveList()
        self.analysis = AnalysisPanel()
        self.analysis.setVisible(False)
        layout.addWidget(self.verdict)
        layout.addLayout(row)
        layout.addWidget(self.hints_label)
        layout.addWidget(self.legend)
        layout.addWidget(self.moves, 1)
        layout.addWidget(self.analysis)

    def set_analysis_shown(self, shown: bool) -> None:
        self.analysis_button.set_selected(shown)
        self.analysis.setVisible(shown)
