"""Settings that persist between runs (QSettings): players, board and rule, the opening,
who starts, series, sound, "Show what the engine knows", the first-rating answer, AI delay,
the theme, the board's style, the marks of renju's forbidden points, the language and the
window geometry.  Tests pass their own QSettings (an ini
file in a temporary directory) so they never touch the real settings.
"""

from __future__ import annotations

import os

from PySide6.QtCore import QByteArray, QSettings

from tictactoe.game import Rules, Variant
from tictactoe.storage.formats import SETTINGS_VERSION
from tictactoe.storage.rating import Experience
from tictactoe.swap import Opening
from tictactoe.ui.play.series import MAX_SERIES, MatchSettings, Starter
from tictactoe.ui.widgets.appearance import SYSTEM, BoardStyle

ORGANISATION = "tictactoe-mnk"
APPLICATION = "TicTacToe"


def default_qsettings() -> QSettings:
    return QSettings(ORGANISATION, APPLICATION)


class SettingsStore:
    def __init__(self, qsettings: QSettings | None = None) -> None:
        self.q = qsettings if qsettings is not None else default_qsettings()

    def _int(self, key: str, default: int) -> int:
        try:
            return int(self.q.value(key, default))
        except (TypeError, ValueError):
            return default

    def match(self) -> MatchSettings:
        """The last match settings, or the defaults where anything stored is invalid."""
        size = (self._int("board/width", 3), self._int("board/height", 3), self._int("board/k", 3))
        try:
            rules = Rules(*size, Variant(str(self.q.value("board/rule", "freestyle"))))
        except ValueError:  # an unknown rule, or one the board does not take: freestyle
            try:
                rules = Rules(*size)
            except ValueError:
                rules = Rules()
        try:
            opening = Opening(str(self.q.value("match/opening", Opening.NONE.value)))
        except ValueError:
            opening = Opening.NONE
        try:
            starter = Starter(str(self.q.value("match/starter", Starter.PLAYER1.value)))
        except ValueError:
            starter = Starter.PLAYER1
        games = min(max(self._int("match/games", 1), 1), MAX_SERIES)
        return MatchSettings(
            str(self.q.value("players/1", "human")),
            str(self.q.value("players/2", "medium")),
            rules,
            starter,
            games,
            opening,
        )

    def save_match(self, settings: MatchSettings) -> None:
        self.q.setValue("format/version", SETTINGS_VERSION)  # storage.formats: who reads it
        self.q.setValue("players/1", settings.player1)
        self.q.setValue("players/2", settings.player2)
        self.q.setValue("board/width", settings.rules.width)
        self.q.setValue("board/height", settings.rules.height)
        self.q.setValue("board/k", settings.rules.k)
        self.q.setValue("board/rule", settings.rules.variant.value)
        self.q.setValue("match/opening", settings.opening.value)
        self.q.setValue("match/starter", settings.starter.value)
        self.q.setValue("match/games", settings.games)

    def muted(self) -> bool:
        return str(self.q.value("sound/muted", "false")).lower() in ("true", "1")

    def save_muted(self, muted: bool) -> None:
        self.q.setValue("sound/muted", bool(muted))

    def show_knowledge(self) -> bool:
        """ "Show what the engine knows" in the person's games (off unless chosen)."""
        return str(self.q.value("analysis/show_knowledge", "false")).lower() in ("true", "1")

    def save_show_knowledge(self, on: bool) -> None:
        self.q.setValue("analysis/show_knowledge", bool(on))

    def experience(self) -> Experience | None:
        """The person's answer to the first-rating question (None: not answered)."""
        try:
            return Experience(str(self.q.value("rating/experience", "")))
        except ValueError:
            return None

    def save_experience(self, answer: Experience) -> None:
        self.q.setValue("rating/experience", answer.value)

    def ai_delay_ms(self, default: int) -> int:
        return min(max(self._int("game/ai_delay_ms", default), 0), 5000)

    def save_ai_delay_ms(self, ms: int) -> None:
        self.q.setValue("game/ai_delay_ms", int(ms))

    def last_folder(self) -> str:
        """The folder a game was last opened from or saved to ("" : none yet, or gone)."""
        folder = str(self.q.value("files/last_folder", "") or "")
        return folder if folder and os.path.isdir(folder) else ""

    def save_last_folder(self, folder: str) -> None:
        self.q.setValue("files/last_folder", folder)

    def theme(self) -> str:
        """The theme chosen: a theme's id, or ``SYSTEM`` (follow the system's scheme)."""
        value = self.q.value("appearance/theme", SYSTEM)
        return value if isinstance(value, str) and value else SYSTEM

    def save_theme(self, choice: str) -> None:
        self.q.setValue("appearance/theme", choice)

    def board_style(self) -> BoardStyle:
        try:
            return BoardStyle(str(self.q.value("appearance/board_style", BoardStyle.CELLS.value)))
        except ValueError:
            return BoardStyle.CELLS

    def save_board_style(self, style: BoardStyle) -> None:
        self.q.setValue("appearance/board_style", style.value)

    def mark_forbidden(self) -> bool:
        """Mark renju's forbidden points on Black's turn (on unless turned off)."""
        return str(self.q.value("board/mark_forbidden", "true")).lower() in ("true", "1")

    def save_mark_forbidden(self, on: bool) -> None:
        self.q.setValue("board/mark_forbidden", bool(on))

    def language(self) -> str:
        """The language chosen: a code of ``language.LANGUAGES``, or "" (the system's)."""
        value = self.q.value("appearance/language", "")
        return value if isinstance(value, str) else ""

    def save_language(self, code: str) -> None:
        self.q.setValue("appearance/language", code)

    def geometry(self) -> QByteArray | None:
        value = self.q.value("window/geometry")
        return value if isinstance(value, QByteArray) and not value.isEmpty() else None

    def save_geometry(self, geometry: QByteArray) -> None:
        self.q.setValue("window/geometry", geometry)

    def sync(self) -> None:
        self.q.sync()
