"""How the app looks: the theme in use, the board's style and whether it marks renju's
forbidden points, kept by the application.

One :class:`Appearance` per QApplication, a child object of it (no module-level state):
:func:`appearance` finds it, or makes it the first time.  Widgets read the colours when
they paint (:func:`colours`), so a new theme needs no widget rebuilt: ``changed`` asks
the window to set its style sheet again and repaint.

By default the theme follows the system's colour scheme (Qt 6's
``QStyleHints.colorScheme`` and its change signal): the built-in Light theme for a
light scheme, Dark for a dark one and when the system does not say.  A theme chosen in
Settings stays whatever the system does, and the system is asked to draw its own parts
(title bars, native dialogs) in that theme's scheme.

The theme reaches Qt's own dialogs, message boxes, menus and tooltips as the
application's QPalette, drawn by the Fusion style: the style that follows an
application palette on every platform.  The screens' style sheet
(``ui/widgets/widgets.py``) is built from the same colours.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication, QToolTip

from tictactoe.ui.widgets.theme import Palette, Scheme, Theme, builtin_themes

SYSTEM = "system"  # the theme choice that follows the system's colour scheme
FOR_SCHEME = {Scheme.DARK: "dark", Scheme.LIGHT: "light"}
OBJECT_NAME = "tictactoe-appearance"


class BoardStyle(Enum):
    """How a board of five or more in a row is drawn (smaller k: always cells)."""

    CELLS = "cells"
    INTERSECTIONS = "intersections"  # a Go board: stones on the points of a grid


GO_FROM_K = 5  # the Go-board style applies from this k up (Gomoku and its kin)


class Appearance(QObject):
    """The application's theme (chosen or following the system) and board style."""

    changed = Signal()

    def __init__(self, app: QGuiApplication) -> None:
        super().__init__(app)
        self.setObjectName(OBJECT_NAME)
        self._app = app
        self._themes = builtin_themes()
        self._choice = SYSTEM
        self._board_style = BoardStyle.CELLS
        self._mark_forbidden = True  # renju: Black's forbidden points marked on its turn
        self._theme = self._for_scheme(app.styleHints().colorScheme())
        if isinstance(app, QApplication):
            app.setStyle("Fusion")
        app.styleHints().colorSchemeChanged.connect(self._scheme_changed)
        self._apply()

    # -- what is in use --------------------------------------------------------------
    @property
    def theme(self) -> Theme:
        return self._theme

    @property
    def choice(self) -> str:
        """``SYSTEM`` or the id of the theme chosen."""
        return self._choice

    @property
    def themes(self) -> tuple[Theme, ...]:
        return self._themes

    @property
    def board_style(self) -> BoardStyle:
        return self._board_style

    @property
    def mark_forbidden(self) -> bool:
        """Whether the board marks the points forbidden to Black (renju) on its turn."""
        return self._mark_forbidden

    def set_mark_forbidden(self, on: bool) -> None:
        if on != self._mark_forbidden:
            self._mark_forbidden = on
            self.changed.emit()

    def style_for(self, k: int) -> BoardStyle:
        """The style a board of ``k`` in a row is drawn in."""
        return self._board_style if k >= GO_FROM_K else BoardStyle.CELLS

    # -- changes -----------------------------------------------------------------------
    def set_themes(self, themes: tuple[Theme, ...]) -> None:
        """The themes offered (the built-in ones first); the choice is applied again."""
        self._themes = themes
        self.choose(self._choice)

    def choose(self, choice: str) -> bool:
        """Use the theme ``choice`` (an id, or ``SYSTEM``).  False when no theme has that
        id: the theme then follows the system, and the choice is kept (to be offered
        again once its file is back)."""
        self._choice = choice
        chosen = self.find(choice) if choice != SYSTEM else None
        hints = self._app.styleHints()
        if chosen is None:
            hints.unsetColorScheme()
            theme = self._for_scheme(hints.colorScheme())
        else:
            hints.setColorScheme(
                Qt.ColorScheme.Light if chosen.scheme is Scheme.LIGHT else Qt.ColorScheme.Dark
            )
            theme = chosen
        if theme != self._theme:
            self._theme = theme
            self._apply()
        return choice == SYSTEM or chosen is not None

    def set_board_style(self, style: BoardStyle) -> None:
        if style is not self._board_style:
            self._board_style = style
            self.changed.emit()

    def find(self, theme_id: str) -> Theme | None:
        return next((t for t in self._themes if t.id == theme_id), None)

    def _for_scheme(self, scheme: Qt.ColorScheme) -> Theme:
        wanted = FOR_SCHEME[Scheme.LIGHT if scheme == Qt.ColorScheme.Light else Scheme.DARK]
        return self.find(wanted) or builtin_themes()[0]

    def _scheme_changed(self, scheme: Qt.ColorScheme) -> None:
        if self._choice == SYSTEM or self.find(self._choice) is None:
            theme = self._for_scheme(scheme)
            if theme != self._theme:
                self._theme = theme
                self._apply()

    def _apply(self) -> None:
        palette = application_palette(self._theme.palette)
        self._app.setPalette(palette)
        # Qt keeps the tooltips' palette apart from the application's (its default is a
        # pale yellow): a tooltip outside the screens' style sheet (a dialog's) takes this
        QToolTip.setPalette(palette)
        self.changed.emit()


def appearance() -> Appearance:
    """The application's :class:`Appearance` (made on the first call)."""
    app = QApplication.instance()
    if app is None:
        raise RuntimeError("the appearance belongs to a QApplication: make one first")
    found = app.findChild(Appearance, OBJECT_NAME)
    return found if found is not None else Appearance(app)  # type: ignore[arg-type]  # a QApplication


def colours() -> Palette:
    """The colours of the theme in use."""
    return appearance().theme.palette


def application_palette(p: Palette) -> QPalette:
    """The theme as a QPalette for Qt's own widgets: dialogs, message boxes, menus, tooltips."""
    role = QPalette.ColorRole
    palette = QPalette()
    button = QColor(p.button)
    for name, value in (
        (role.Window, p.window),
        (role.WindowText, p.text),
        (role.Base, p.field),
        (role.AlternateBase, p.panel),
        (role.Text, p.text),
        (role.Button, p.button),
        (role.ButtonText, p.text),
        (role.BrightText, p.on_dark),
        (role.Highlight, p.selected),
        (role.HighlightedText, p.on_light),
        (role.ToolTipBase, p.tooltip),
        (role.ToolTipText, p.tooltip_text),
        (role.PlaceholderText, p.muted_text),
        (role.Link, p.accent),
        (role.LinkVisited, p.accent),
    ):
        palette.setColor(name, QColor(value))
    palette.setColor(role.Light, button.lighter(150))
    palette.setColor(role.Midlight, button.lighter(125))
    palette.setColor(role.Mid, button.darker(130))
    palette.setColor(role.Dark, button.darker(160))
    palette.setColor(role.Shadow, button.darker(300))
    disabled = QPalette.ColorGroup.Disabled
    for name in (role.WindowText, role.Text, role.ButtonText):
        palette.setColor(disabled, name, QColor(p.disabled_text))
    return palette
