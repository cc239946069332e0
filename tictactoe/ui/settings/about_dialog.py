"""The About box (``words.about_words`` says what): the game's version, the Python and Qt it
runs on, and where the player's data is kept, for a bug report to name.  Opened by "About…"
in Settings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from tictactoe.ui.words.about_words import About, about_text, title_text


def show_about(parent: QWidget) -> QMessageBox:
    """Open the About box beside the window (it does not block the game)."""
    box = QMessageBox(QMessageBox.Icon.Information, title_text(), about_text(), parent=parent)
    box.setStandardButtons(QMessageBox.StandardButton.Close)
    box.button(QMessageBox.StandardButton.Close).setText(About.tr("Close"))
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.open()
    return box
