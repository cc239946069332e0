"""The main window's kept games: what the keeper holds (this window's unfinished game,
those of other windows and earlier runs, the person's ratings from the statistics) as the
menu shows it, Resume, a game asked for on the command line offered beside a kept one, and
the question before a new game replaces this window's own.

:class:`WindowKept` is a part of the window (as ``file_actions`` is): it asks through the
window's ``confirm`` (a message box, which the tests replace) and starts an offered game
with the window's ``start``, both looked up at each call.  The games of other windows and
earlier runs are never replaced: only this window's own is asked about.
"""

from __future__ import annotations

from typing import Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tictactoe.players import PlayerKind
from tictactoe.storage import Snapshot
from tictactoe.ui.play.controller import GameController
from tictactoe.ui.play.keeper import describe_kept
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.play.states import State
from tictactoe.ui.screens.game_screen import GameScreen
from tictactoe.ui.screens.menu_screen import MenuScreen
from tictactoe.ui.words.problem_words import error_words
from tictactoe.ui.words.translation import Words, fill

Window = Words("Window")


class KeptWindow(Protocol):
    """What the kept games use of the main window."""

    controller: GameController
    menu_screen: MenuScreen
    game_screen: GameScreen
    kinds: tuple[PlayerKind, ...]

    def start(self, settings: MatchSettings, *, ask: bool = True) -> bool: ...

    def confirm(self, title: str, text: str) -> bool: ...


class WindowKept(QObject):
    """``offered``: the game asked for on the command line while a game was kept (None
    once one is started or resumed)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = cast(KeptWindow, window)
        self.offered: MatchSettings | None = None
        menu = self._window.menu_screen
        menu.resume_requested.connect(self.resume)
        menu.resume_other_requested.connect(lambda index: self.resume(index + 1))
        menu.offered_requested.connect(self._start_offered)

    def load(self) -> list[str]:
        """At start: the kept games on the menu, the proofs read in the background; the
        keeper's problems so far (a sentence each)."""
        keeper = self._window.controller.keeper
        self.refresh()
        if keeper is None:
            return []
        keeper.problem.connect(self._storage_problem)
        keeper.load_kept()
        keeper.load_proofs_in_background()
        self.refresh()
        return keeper.startup_problems

    def refresh(self) -> None:
        """The menu's kept games and the person's ratings, as the keeper has them now."""
        w = self._window
        keeper = w.controller.keeper
        w.menu_screen.set_person_ratings(
            keeper.ratings() if keeper is not None else {},
            keeper.experience if keeper is not None else None,
        )
        w.menu_screen.kept.show_games(keeper, self.offered, w.kinds)

    def kept(self) -> Snapshot | None:
        keeper = self._window.controller.keeper
        return keeper.kept if keeper is not None else None

    def may_replace(self, action: str) -> bool:
        """Ask before a new game replaces this window's unfinished game (from the menu only:
        in a game the player is replacing the game in front of them); the games of other
        windows and earlier runs are never replaced."""
        w = self._window
        keeper = w.controller.keeper
        kept = keeper.own if keeper is not None else None
        if kept is None or w.controller.state is not State.MENU:
            return True
        return w.confirm(
            action,
            fill(
                Window.tr("%1? The unfinished game (%2) will be lost."),
                action,
                describe_kept(kept, w.kinds),
            ),
        )

    def resume(self, index: int = 0) -> bool:
        """Return to an unfinished game (the first: the one the Resume button offers); one
        that does not hang together is set aside."""
        w = self._window
        keeper = w.controller.keeper
        choices = keeper.choices() if keeper is not None else []
        if index >= len(choices) or w.controller.state is not State.MENU:
            return False
        if not keeper.adopt(choices[index]):  # type: ignore[union-attr]  # there are choices: a keeper
            self.refresh()
            w.menu_screen.show_note(Window.tr("That game was resumed in another window just now."))
            return False
        try:
            w.controller.resume(choices[index].snapshot)
        except ValueError as exc:
            keeper.set_aside(error_words(exc))  # type: ignore[union-attr]  # there are choices: a keeper
            self.refresh()
            w.menu_screen.show_note(
                keeper.startup_problems[-1],  # type: ignore[union-attr]  # there are choices: a keeper
                error=True,
            )
            return False
        return True

    def start_or_offer(self, settings: MatchSettings) -> bool:
        """The game asked for on the command line: started at once or, while a game
        is kept, offered beside it on the menu's kept-game bar (a mere start never
        loses the kept game).  False when it cannot start."""
        if self.kept() is None:
            return self._window.start(settings, ask=False)
        self._window.menu_screen.set_settings(settings)
        self.offered = settings
        self.refresh()
        return True

    def _start_offered(self) -> None:
        settings, self.offered = self.offered, None
        if settings is not None and not self._window.start(settings, ask=False):
            self.refresh()  # the reason is under the board fields

    def _storage_problem(self, text: str) -> None:
        self._window.game_screen.message.setText(text)
        self._window.menu_screen.show_note(text, error=True)
