"""The Settings dialog, opened from the menu's bottom row: a form of the app's settings,
each one applied and remembered the moment it changes (no OK to forget).

Its rows today: the theme (following the system, or one of the themes found), how a
board of five or more in a row is drawn, whether renju's forbidden points are marked on
Black's turn, and the language (used from the next start).  Another setting joins as a row
of its own (:meth:`SettingsDialog.add_row`); under the form, the themes that could not be
read say why, and where a player's own themes go.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tictactoe.ui.settings.about_dialog import show_about
from tictactoe.ui.settings.language import LANGUAGES
from tictactoe.ui.settings.language import SYSTEM as SYSTEM_LANGUAGE
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.appearance import SYSTEM, Appearance, BoardStyle
from tictactoe.ui.widgets.theme import builtin_themes, player_themes, themes_folder
from tictactoe.ui.widgets.tooltips import set_tooltip
from tictactoe.ui.words.translation import Words, fill

Settings = Words("Settings")
STYLE_WORDS = {
    BoardStyle.CELLS: QT_TRANSLATE_NOOP("Settings", "Cells, as in tic-tac-toe"),
    BoardStyle.INTERSECTIONS: QT_TRANSLATE_NOOP("Settings", "Stones on the points of a Go board"),
}
# The built-in themes' names (a player's own theme keeps the name its file gives).
THEME_NAMES = (
    QT_TRANSLATE_NOOP("Settings", "Light"),
    QT_TRANSLATE_NOOP("Settings", "Dark"),
    QT_TRANSLATE_NOOP("Settings", "High contrast"),
)


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
    why = problems.get(
        choice, fill(Settings.tr("there is no %1.json in %2"), choice, themes_folder())
    )
    return fill(
        Settings.tr("Your theme “%1” could not be used (%2); the %3 theme is used instead."),
        choice,
        why,
        Settings.tr(appearance.theme.name),
    ), problems


class SettingsDialog(QDialog):
    def __init__(
        self,
        appearance: Appearance,
        store: SettingsStore,
        problems: tuple[str, ...] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(Settings.tr("Settings"))
        self._appearance, self._store = appearance, store
        layout = QVBoxLayout(self)
        self.form = QFormLayout()
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        layout.addLayout(self.form)

        self.theme_box = QComboBox()
        self.theme_box.addItem(Settings.tr("Follow the system (light or dark)"), SYSTEM)
        for theme in appearance.themes:
            self.theme_box.addItem(
                Settings.tr(theme.name)
                if theme.builtin
                else fill(Settings.tr("%1 (yours)"), theme.name),
                theme.id,
            )
        found = self.theme_box.findData(appearance.choice)
        self.theme_box.setCurrentIndex(max(0, found))  # a theme gone: the system's, quietly
        set_tooltip(self.theme_box, Settings.tr("The colours of the whole app"))
        self.theme_box.currentIndexChanged.connect(self._theme_chosen)
        self.add_row(Settings.tr("&Theme"), self.theme_box)

        self.style_box = QComboBox()
        for style, words in STYLE_WORDS.items():
            self.style_box.addItem(Settings.tr(words), style.value)
        self.style_box.setCurrentIndex(self.style_box.findData(appearance.board_style.value))
        set_tooltip(
            self.style_box,
            Settings.tr(
                "How a board of five or more in a row (Gomoku) "
                "is drawn; smaller games always use cells"
            ),
        )
        self.style_box.currentIndexChanged.connect(self._style_chosen)
        self.add_row(Settings.tr("&Board for five in a row"), self.style_box)

        self.forbidden_box = QCheckBox(Settings.tr("Mark them on Black's turn"))
        self.forbidden_box.setChecked(appearance.mark_forbidden)
        set_tooltip(
            self.forbidden_box,
            Settings.tr(
                "Under renju Black may not play a double three, a double four or an overline: "
                "mark those points with a struck-through ring while Black is to move"
            ),
        )
        self.forbidden_box.toggled.connect(self._forbidden_chosen)
        self.add_row(Settings.tr("&Renju's forbidden points"), self.forbidden_box)
        self.add_row(Settings.tr("&Language"), self._language_box(store))

        self.note = QLabel(self._note_text(problems))
        self.note.setWordWrap(True)
        self.note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.about_button = buttons.addButton(
            Settings.tr("About…"), QDialogButtonBox.ButtonRole.HelpRole
        )
        self.about_button.setAccessibleDescription(
            Settings.tr("The game's version, and where your data is kept")
        )
        self.about_button.clicked.connect(lambda: show_about(self))
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(Settings.tr("Close"))
        close.setAccessibleDescription(
            Settings.tr("Close the settings: every change is already kept")
        )
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def add_row(self, label: str, field: QWidget) -> None:
        """A setting of its own: ``label`` (with its ``&`` key) on the left, ``field`` on
        the right."""
        field.setAccessibleName(label.replace("&", ""))
        self.form.addRow(label, field)

    def _language_box(self, store: SettingsStore) -> QComboBox:
        """The system's language, or one we have words in (each named in itself)."""
        box = QComboBox()
        box.addItem(Settings.tr("Follow the system"), SYSTEM_LANGUAGE)
        for language in LANGUAGES:
            box.addItem(language.name, language.code)
        box.setCurrentIndex(max(0, box.findData(store.language())))
        set_tooltip(box, Settings.tr("The language of the app, used from its next start"))
        box.currentIndexChanged.connect(lambda: store.save_language(str(box.currentData())))
        self.language_box = box
        return box

    @staticmethod
    def _note_text(problems: tuple[str, ...]) -> str:
        lines = [
            Settings.tr("A new language is used from the next start."),
            fill(
                Settings.tr("Your own themes are read from %1 (see docs/themes.md)."),
                themes_folder(),
            ),
        ]
        lines += [fill(Settings.tr("Not used: %1"), problem) for problem in problems]
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
