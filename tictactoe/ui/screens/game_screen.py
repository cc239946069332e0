"""The game screen: who plays whom, a message bar (TRYST'98) over the board, and the
game's controls (Resign among them)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.play.change import Change, What
from tictactoe.ui.play.states import State
from tictactoe.ui.screens.side_panel import SidePanel
from tictactoe.ui.widgets.accessible import SpokenLines
from tictactoe.ui.widgets.appearance import colours
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.shortcuts import tooltip
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.widgets import ThinkingIndicator
from tictactoe.ui.words.game_words import back_to_menu
from tictactoe.ui.words.translation import Words, fill

# The row of controls under the board holds ten of them.  With Offer draw, a button's
# usual padding (36 px), the words "AI delay" apart and a 120 px slider it needed
# 1011 px at least, more than the smallest window's 900; now 878 (measured offscreen
# with the app's fonts: tests/ui/window/in_process/main_window/test_ui_window.py checks
# that nothing clips).
CONTROL_PADDING = 24
MESSAGE_LINES = 3  # the message bar's height in lines (two where the window is too low)
Playing = Words("Playing")


class GameScreen(QWidget):
    menu_requested = Signal()
    move_now_requested = Signal()
    undo_requested = Signal()
    draw_requested = Signal()
    redo_requested = Signal()
    resign_requested = Signal()
    save_requested = Signal()
    play_on_requested = Signal()
    delay_changed = Signal(int)
    muted_changed = Signal(bool)
    painted = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("screen")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 10, 12, 10)
        layout.setSpacing(8)

        bar = QFrame()
        bar.setObjectName("messageBar")
        bar_layout = QHBoxLayout(bar)
        bar_layout.setContentsMargins(10, 6, 10, 6)
        self.indicator = ThinkingIndicator()
        # three lines whatever its text (the board never moves), read out: Adaptive's
        # pick, the rating and whose move it is took three and were cut in half in two
        self.message = SpokenLines(MESSAGE_LINES)
        self.message.setObjectName("message")
        self.title = QLabel()  # "You vs Level 3 · Medium", over "Renju · Game 2 of 5"
        self.title.setObjectName("panelTitle")
        self.title.setAccessibleName(Playing.tr("Players"))
        self.series_label = QLabel()
        self.series_label.setObjectName("subtitle")
        who = QVBoxLayout()
        who.setSpacing(0)
        for label in (self.title, self.series_label):
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            who.addWidget(label)
        bar_layout.addWidget(self.indicator)
        bar_layout.addWidget(self.message, 1)
        bar_layout.addLayout(who)
        layout.addWidget(bar)

        self.board = BoardView()
        self.side = SidePanel()  # move list, replay, hint, analysis (driven by ui.window.analyst)
        middle = QHBoxLayout()
        middle.addWidget(self.board, 1)
        middle.addWidget(self.side)
        layout.addLayout(middle, 1)

        # the game's controls, then the AI's delay, sound and Menu: one row, or two where
        # the words of a longer language do not fit one (Russian needed 975 px at 900)
        self._controls = QGridLayout()
        self._controls.setContentsMargins(0, 0, 0, 0)
        self._game_controls = QHBoxLayout()
        self._window_controls = QHBoxLayout()
        self._one_row = True
        self.move_now_button = Button(
            Playing.tr("Move now"), point_size=11, padding=CONTROL_PADDING
        )
        set_tooltip(self.move_now_button, Playing.tr("Make the computer move at once"))
        self.play_on_button = Button(
            Playing.tr("Play on"), "play", point_size=11, padding=CONTROL_PADDING
        )
        set_tooltip(self.play_on_button, Playing.tr("Play on from the position you set up"))
        self.undo_button = Button(Playing.tr("Undo"), point_size=11, padding=CONTROL_PADDING)
        set_tooltip(self.undo_button, tooltip("undo"))
        self.redo_button = Button(Playing.tr("Redo"), point_size=11, padding=CONTROL_PADDING)
        set_tooltip(self.redo_button, tooltip("redo"))
        self.draw_button = Button(
            Playing.tr("Offer draw"), "menu", point_size=11, padding=CONTROL_PADDING
        )
        set_tooltip(
            self.draw_button,
            Playing.tr(
                "Offer your opponent a draw, on your turn once a "
                "third of the squares are taken; when nobody can "
                "win any more, end the game as a draw"
            ),
        )
        self.draw_button.clicked.connect(self.draw_requested)
        self.resign_button = Button(
            Playing.tr("Resign"), "menu", point_size=11, padding=CONTROL_PADDING
        )
        set_tooltip(
            self.resign_button, Playing.tr("Give the game up: it counts as a loss for your side")
        )
        self.resign_button.clicked.connect(self.resign_requested)
        self.save_button = Button(Playing.tr("Save…"), point_size=11, padding=CONTROL_PADDING)
        set_tooltip(self.save_button, tooltip("save"))
        self.sound_button = Button(Playing.tr("Sound on"), point_size=11, padding=CONTROL_PADDING)
        set_tooltip(self.sound_button, tooltip("mute"))
        self.menu_button = Button(
            Playing.tr("Menu"), "menu", point_size=11, padding=CONTROL_PADDING
        )
        set_tooltip(self.menu_button, back_to_menu())
        self.delay_slider = QSlider(Qt.Orientation.Horizontal)
        self.delay_slider.setRange(0, 2000)
        self.delay_slider.setSingleStep(100)
        self.delay_slider.setPageStep(250)
        self.delay_slider.setFixedWidth(80)
        self.delay_slider.setAccessibleName(Playing.tr("AI move delay"))
        set_tooltip(
            self.delay_slider, Playing.tr("How long the computer waits before it shows its move")
        )
        self.delay_label = QLabel()
        self.delay_slider.valueChanged.connect(self._delay_moved)
        self.move_now_button.clicked.connect(self.move_now_requested)
        self.play_on_button.clicked.connect(self.play_on_requested)
        self.undo_button.clicked.connect(self.undo_requested)
        self.redo_button.clicked.connect(self.redo_requested)
        self.save_button.clicked.connect(self.save_requested)
        self.menu_button.clicked.connect(self.menu_requested)
        self.sound_button.clicked.connect(lambda: self.muted_changed.emit(not self._muted))
        for widget in (
            self.move_now_button,
            self.play_on_button,
            self.undo_button,
            self.redo_button,
            self.save_button,
            self.draw_button,
            self.resign_button,
        ):
            self._game_controls.addWidget(widget)
        self._game_controls.addStretch(1)
        self._window_controls.addStretch(1)  # on a row of their own, to the right
        for widget in (self.delay_slider, self.delay_label, self.sound_button, self.menu_button):
            self._window_controls.addWidget(widget)
        self._controls.addLayout(self._game_controls, 0, 0)
        self._controls.addLayout(self._window_controls, 0, 1)
        layout.addLayout(self._controls)
        self._muted = False
        self.set_setup_mode(False)
        self.set_thinking(False)
        self._describe()

    def _describe(self) -> None:
        """What a screen reader says of the controls that do not say it themselves (a
        Button's name is its text; its description, its tooltip)."""
        self.delay_slider.setAccessibleDescription(
            Playing.tr("How long the computer waits before it moves, 0 to 2 seconds")
        )

    def set_setup_mode(self, setup: bool) -> None:
        self.play_on_button.setVisible(setup)
        self.side.setVisible(not setup)
        for widget in (
            self.move_now_button,
            self.undo_button,
            self.redo_button,
            self.save_button,
            self.draw_button,
            self.resign_button,
        ):
            widget.setVisible(not setup)

    def follow(self, change: Change) -> None:
        """Draw what the controller published: the board, the message bar, the title
        and series, and which controls can be used now (a refused cell flashes)."""
        what, view = change.what, change.view
        if What.REFUSED in what and change.refused is not None:
            self.board.flash(change.refused)
        if What.MESSAGE in what:
            lead = view.message_lead  # the bar shortens it first where the whole is too long
            self.message.set_parts(lead, view.message[len(lead) :])
        self.series_label.setText(" · ".join(words for words in (view.rule, view.series) if words))
        if What.THINKING in what:
            self.set_thinking(view.thinking)
        self.board.set_state(view.board)
        placing = view.opening is not None and view.opening.placing is not None
        self.board.set_interactive(view.human_turn or view.state is State.SETUP or placing)
        self.side.opening_bar.show_options(view.opening.options if view.opening else ())
        self.show_undo(view.undo_blocked)
        self.redo_button.setEnabled(view.can_redo)
        self.resign_button.setEnabled(view.human_turn)
        self.draw_button.setEnabled(view.can_offer_draw)
        self.title.setText(view.title)

    def show_undo(self, blocked: str | None) -> None:
        """Undo is enabled, or disabled with the reason in its tooltip."""
        self.undo_button.setEnabled(blocked is None)
        set_tooltip(self.undo_button, tooltip("undo") if blocked is None else blocked)

    def set_thinking(self, thinking: bool) -> None:
        self.indicator.set_active(thinking)
        self.move_now_button.setEnabled(thinking)

    def set_delay(self, ms: int) -> None:
        """Show ``ms`` without emitting ``delay_changed`` (that is for the user's moves)."""
        self.delay_slider.blockSignals(True)
        self.delay_slider.setValue(ms)
        self.delay_slider.blockSignals(False)
        self._show_delay(ms)

    def set_muted(self, muted: bool) -> None:
        self._muted = muted
        self.sound_button.setText(Playing.tr("Sound off") if muted else Playing.tr("Sound on"))
        self.sound_button.set_selected(muted)

    def _show_delay(self, ms: int) -> None:
        self.delay_label.setText(fill(Playing.tr("AI delay %1 s"), f"{ms / 1000:.1f}"))

    def _delay_moved(self, ms: int) -> None:
        self._show_delay(ms)
        self.delay_changed.emit(ms)

    def controls_in_one_row(self) -> bool:
        return self._one_row

    def _arrange_controls(self) -> None:
        """The controls' two groups side by side where they fit at their words' width,
        else the second under the first, to the right: a Button's words never shrink."""
        margins = self.layout().contentsMargins()
        room = self.width() - margins.left() - margins.right()
        need = (
            self._game_controls.minimumSize().width()
            + self._controls.horizontalSpacing()
            + self._window_controls.minimumSize().width()
        )
        one_row = need <= room
        if one_row == self._one_row:
            return
        self._one_row = one_row
        self._controls.removeItem(self._window_controls)
        if one_row:
            self._controls.addLayout(self._window_controls, 0, 1)
        else:
            self._controls.addLayout(self._window_controls, 1, 0, 1, 2)

    def _size_message(self) -> None:
        """The message bar's lines: three where the side column keeps its minimum height
        beside them, else two (a 20x20 game's analysis at 900x700 needs 575 px of the
        557 that three lines leave); what does not fit is shortened (``LinesLabel``)."""
        bar = self.message
        extra = bar.height_of(MESSAGE_LINES) - bar.height_of(MESSAGE_LINES - 1)
        room = self.side.height() - self.side.minimumSizeHint().height()
        if bar.lines() < MESSAGE_LINES:
            room -= extra  # what the side column would have with three
        bar.set_lines(MESSAGE_LINES if room >= 0 else MESSAGE_LINES - 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._arrange_controls()
        super().resizeEvent(event)
        self._size_message()

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # the side column's minimum changed
            self._size_message()
        return handled

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(colours().window))
        painter.end()
        self.painted.emit()
