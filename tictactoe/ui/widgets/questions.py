"""A yes-or-no question in a message box, its buttons in the language chosen (Qt's own
Yes and No are translated only where PySide6 ships a catalogue for Qt: not Vietnamese)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from tictactoe.ui.words.translation import Words

Questions = Words("Questions")


def yes_or_no(parent: QWidget, title: str, text: str) -> bool:
    """Ask; True for Yes (the default button)."""
    box = QMessageBox(QMessageBox.Icon.Question, title, text, parent=parent)
    yes = box.addButton(Questions.tr("Yes"), QMessageBox.ButtonRole.YesRole)
    box.addButton(Questions.tr("No"), QMessageBox.ButtonRole.NoRole)
    box.setDefaultButton(yes)
    box.exec()
    return box.clickedButton() is yes
