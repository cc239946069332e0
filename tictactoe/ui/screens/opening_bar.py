"""The choice of a swap or swap2 opening, for the person whose choice it is: Buttons for
Black, White and, under swap2, two more stones.  It sits in the column beside the board,
shown only while a person chooses."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

from tictactoe.swap import Choice
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.words.translation import Words

Choosing = Words("Choosing")


def words(choice: Choice) -> tuple[str, str]:
    """A choice's Button and its tooltip."""
    return {
        Choice.BLACK: (
            Choosing.tr("Black"),
            Choosing.tr("Play Black (X): White moves next, then you"),
        ),
        Choice.WHITE: (Choosing.tr("White"), Choosing.tr("Play White (O): you move next")),
        Choice.TWO: (
            Choosing.tr("Two more"),
            Choosing.tr(
                "Place two more stones, White then Black, and let the "
                "other player choose the colour"
            ),
        ),
    }[choice]


class OpeningBar(QWidget):
    chosen = Signal(object)  # Choice

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.buttons: dict[Choice, Button] = {}
        for choice in Choice:
            text, tip = words(choice)
            button = Button(text, "play", point_size=11)
            set_tooltip(button, tip)
            button.setAccessibleDescription(tip)
            button.clicked.connect(lambda c=choice: self.chosen.emit(c))
            row.addWidget(button)
            self.buttons[choice] = button
        self.show_options(())

    def show_options(self, options: tuple[Choice, ...]) -> None:
        """The Buttons of the choices open to the person now (none: the bar hides)."""
        for choice, button in self.buttons.items():
            button.setVisible(choice in options)
        self.setVisible(bool(options))
