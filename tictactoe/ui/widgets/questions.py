"""A yes-or-no question in a message box, its buttons in the language chosen (Qt's own
Yes and No are translated only where PySide6 ships a catalogue for Qt: not Vietnamese)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QMessageBox, QWidget

from tictactoe.ui.widgets.dialogs import run_modal
from tictactoe.ui.widgets.placement import clear_spot
from tictactoe.ui.words.translation import Words

Questions = Words("Questions")


def yes_or_no(parent: QWidget, title: str, text: str, keep_clear: Sequence[QRect] = ()) -> bool:
    """Ask; True for Yes (the default button).  The box stands inside the window over as
    few of ``keep_clear`` (global rectangles: the board's stones) as it can."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    yes = box.addButton(Questions.tr("Yes"), QMessageBox.ButtonRole.YesRole)
    no = box.addButton(Questions.tr("No"), QMessageBox.ButtonRole.NoRole)
    box.setDefaultButton(yes)
    box.setEscapeButton(no)
    if keep_clear:
        box.adjustSize()
        window = parent.window().geometry()
        rects = [(r.x(), r.y(), r.width(), r.height()) for r in keep_clear]
        area = (window.x(), window.y(), window.width(), window.height())
        box.move(*clear_spot(area, (box.width(), box.height()), rects))
    run_modal(box)
    return box.clickedButton() is yes
