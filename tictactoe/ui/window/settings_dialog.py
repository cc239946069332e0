"""The Settings dialog, opened from the menu's bottom row: a form of the app's settings,
each one applied and remembered the moment it changes (no OK to forget).

Its rows today: the theme (following the system, or one of the themes found), how a
board of five or more in a row is drawn, and whether renju's forbidden points are marked
on Black's turn.  Another setting joins as a row of its own
(:meth:`SettingsDialog.add_row`); under the form, the themes that could not be read say
why, and where a player's own themes go.
"""
from __future__ import annotations

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QLabel, QVBoxLayout, QWidget)
from PySide6.QtCore import Qt

from tictactoe.ui.widgets.appearance import SYSTEM, Appearance, BoardStyle
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.widgets.theme import builtin_themes, player_themes, themes_folder
from tictactoe.ui.window.settings import SettingsStore

STYLE_WORDS = {BoardStyle.CELLS: "Cells, as in tic-tac-toe",
               BoardStyle.INTERSECTIONS: "Stones on the points of a Go board"}


def load_themes(appearance: Appearance) -> dict[str, str]:
    """Offer the built-in themes and the player's own (read again, so a theme file just
    added is there); returns why each theme file not used is not, by theme id."""
    themes, problems = player_themes(themes_folder())
    appearance.set_themes(builtin_themes() + themes)
    return problems


def apply_saved(appearance: Appearance, store: SettingsStore) -> tuple[str | None, dict[str, str]]:
    """The theme and board style the player chose, applied at start.  Returns a line for
    the menu when the chosen theme cannot be used (the choice is kept, so the theme
    comes back once its file is mended), and the theme files' problems."""
    problems = load_themes(appearance)
    appearance.set_board_style(store.board_style())
    appearance.set_mark_forbidden(store.mark_forbidden())
    choice = store.theme()
    if appearance.choose(choice):
        return None, problems
    why = problems.get(choice, f"there is no {choice}.json in {themes_folder()}")
    return (f"Your theme “{choice}” could not be used ({why}); "
            f"the {appearance.theme.name} theme is used instead."), problems


class SettingsDialog(QDialog):
    def __init__(self, appearance: Appearance, store: SettingsStore,
                 problems: tuple[str, ...] = (), parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Settings")
        self._appearance, self._store = appearance, store
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addLayout(self.form)

        self.theme_box = QComboBox()
        self.theme_box.addItem("Follow the system (light or dark)", SYSTEM)
        for theme in appearance.themes:
            self.theme_box.addItem(theme.name if theme.builtin else f"{theme.name} (yours)",
                                   theme.id)
        found = self.theme_box.findData(appearance.choice)
        self.theme_box.setCurrentIndex(max(0, found))   # a theme gone: the system's, quietly
        set_tooltip(self.theme_box, "The colours of the whole app")
        self.theme_box.currentIndexChanged.connect(self._theme_chosen)
        self.add_row("Theme", self.theme_box)

        self.style_box = QComboBox()
        for style, words in STYLE_WORDS.items():
            self.style_box.addItem(words, style.value)
        self.style_box.setCurrentIndex(self.style_box.findData(appearance.board_style.value))
        set_tooltip(self.style_box, "How a board of five or more in a row (Gomoku) is drawn; "
                                    "smaller games always use cells")
        self.style_box.currentIndexChanged.connect(self._style_chosen)
        self.add_row("Board for five in a row", self.style_box)

        self.forbidden_box = QCheckBox("Mark them on Black's turn")
        self.forbidden_box.setChecked(appearance.mark_forbidden)
        set_tooltip(self.forbidden_box, "Under renju Black may not play a double three, a "
                                        "double four or an overline: mark those points with "
                                        "a struck-through ring while Black is to move")
        self.forbidden_box.toggled.connect(self._forbidden_chosen)
        self.add_row("Renju's forbidden points", self.forbidden_box)

        self.note = QLabel(self._note_text(problems))
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setAccessibleDescription(
            "Close the settings: every change is already kept")
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def add_row(self, label: str, field: QWidget) -> None:
        """A setting of its own: ``label`` on the left, ``field`` on the right."""
        field.setAccessibleName(label)
        self.form.addRow(label, field)

    @staticmethod
    def _note_text(problems: tuple[str, ...]) -> str:
        lines = [f"Your own themes are read from {themes_folder()} (see docs/themes.md)."]
        lines += [f"Not used: {problem}" for problem in problems]
        return "\n".join(lines)

    def _theme_chosen(self) -> None:
        choice = str(self.theme_box.currentData())
        self._appearance.choose(choice)
        self._store.save_theme(choice)

    def _forbidden_chosen(self, on: bool) -> None:
        self._appearance.set_mark_forbidden(on)
        self._store.save_mark_forbidden(on)

    def _style_chosen(self) -> None:
        style = BoardStyle(self.style_box.currentData())
        self._appearance.set_board_style(style)
        self._store.save_board_style(style)
