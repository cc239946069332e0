"""The window's looks: the theme and the board style the player chose (applied when the
window opens), the screens' style sheet, a repaint when either changes, and the
Settings dialog.

The style sheet is set on the stack of screens, not on the window: set on the window
it reached Qt's message boxes and file dialogs (children of the window) and painted
their labels near-white on light grey.  Dialogs follow the theme through the
application's palette (``ui/widgets/appearance``);
``tests/ui/window/in_process/access/test_ui_dialogs.py`` measures their contrast.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QStackedWidget, QWidget

from tictactoe.ui.settings.settings_dialog import SettingsDialog, apply_saved, load_themes
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.appearance import appearance
from tictactoe.ui.widgets.dialogs import run_modal
from tictactoe.ui.widgets.widgets import style_sheet


class WindowLooks(QObject):
    """``note``: why the saved theme could not be used ("" when it could);
    ``problems``: the player's theme files that could not be read, by file."""

    def __init__(self, window: QWidget, stack: QStackedWidget, store: SettingsStore) -> None:
        super().__init__(window)
        self._window, self._stack, self._store = window, stack, store
        self.appearance = appearance()
        self.note, self.problems = apply_saved(self.appearance, store)
        self._palette = self.appearance.theme.palette
        stack.setStyleSheet(style_sheet(self._palette))
        self.appearance.changed.connect(self._changed)

    def open_settings(self) -> None:
        """The Settings dialog, with the themes read again (one just added shows)."""
        self.problems = load_themes(self.appearance)
        dialog = SettingsDialog(
            self.appearance, self._store, tuple(self.problems.values()), self._window
        )
        run_modal(dialog)
        dialog.deleteLater()

    def _changed(self) -> None:
        """A new theme or board style: the screens' sheet again if the colours changed,
        and a repaint."""
        palette = self.appearance.theme.palette
        if palette != self._palette:
            self._palette = palette
            self._stack.setStyleSheet(style_sheet(palette))
        for widget in self._stack.findChildren(QWidget):
            widget.update()
