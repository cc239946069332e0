"""The main window's file actions: Open (read on a thread, then played on or
replayed), Save, and Add engine (started off the GUI thread, then offered to both
players).

:class:`WindowFiles` is a part of the window: it shows the file dialogs with the
window as their parent and tells the player what happened through the window's
``tell`` (a short word on the screen showing) and ``notify`` (a message box,
which the tests replace), looked up at each call.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Any, Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from tictactoe import records
from tictactoe.game import Game
from tictactoe.players import PlayerKind
from tictactoe.ui.play.controller import GameController
from tictactoe.ui.play.states import State
from tictactoe.ui.screens import engines
from tictactoe.ui.screens.menu_screen import MenuScreen
from tictactoe.ui.settings.store import SettingsStore
from tictactoe.ui.widgets.dialogs import choose_file
from tictactoe.ui.window import files
from tictactoe.ui.words.problem_words import error_words, format_title
from tictactoe.ui.words.translation import Words, fill

Files = Words("Files")


class Reviews(Protocol):
    """The window's reviews of games (ui.coach.coach_screens)."""

    def review_data_for(self, game: Game) -> dict[str, Any] | None: ...

    def adopt(self, game: Game, data: Mapping[str, Any] | None) -> None: ...


class Kept(Protocol):
    """The window's kept games (ui.window.kept_actions)."""

    def may_replace(self, action: str) -> bool: ...


class Window(Protocol):
    """What the file actions use of the main window."""

    controller: GameController
    menu_screen: MenuScreen
    store: SettingsStore
    kinds: tuple[PlayerKind, ...]
    coach: Reviews
    kept: Kept

    def tell(self, text: str) -> None: ...

    def notify(self, title: str, text: str, *, warning: bool = False) -> None: ...


def dialog_filters() -> tuple[str, str]:
    """The file dialogs' filters, (open, save), from the records' table of formats."""
    every = " ".join(f"*{ext}" for f in records.FORMATS for ext in f.extensions)
    each = ";;".join(
        fill(Files.tr("%1 (%2)"), format_title(f), " ".join("*" + e for e in f.extensions))
        for f in records.FORMATS
    )
    every_file = Files.tr("All files (*)")
    return (
        fill(Files.tr("Games and positions (%1)"), every) + f";;{each};;{every_file}",
        f"{each};;{every_file}",
    )


class WindowFiles(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._dialog_parent = window
        self._window = cast(Window, window)
        self.opener = files.FileOpener(self)
        self.opener.finished.connect(self._opened)
        self._probe: engines.EngineProbe | None = None

    # -- Open --------------------------------------------------------------------------
    def open_game(self) -> None:
        w = self._window
        if w.controller.state is State.MENU and not w.kept.may_replace(Files.tr("Open a game")):
            return
        path = choose_file(
            self._dialog_parent,
            Files.tr("Open game"),
            self._window.store.last_folder(),
            dialog_filters()[0],
        )
        if path:
            self.open_in_background(path)

    def open_in_background(self, path: str) -> int:
        """Read ``path`` on a thread (the window goes on); the game opens when it is read."""
        self._window.tell(fill(Files.tr("Opening %1…"), os.path.basename(path)))
        self._remember_folder(path)
        return self.opener.open(path)

    def _remember_folder(self, path: str) -> None:
        """The next Open or Save dialog starts in this file's folder (remembered)."""
        self._window.store.save_last_folder(os.path.dirname(os.path.abspath(path)))

    def _opened(self, request: int, path: str, result: object) -> None:
        if request != self.opener.latest:
            return  # a newer Open replaced this one
        if isinstance(result, files.LoadedGame):
            self._open_loaded(path, result)
        else:
            self._open_failed(path, result)  # type: ignore[arg-type]  # else an error

    def open_path(self, path: str) -> str | None:
        """Open a game file at once (on this thread) and play on from it; returns the
        error message, if any."""
        try:
            loaded = files.load_game(path)
        except files.OpenError as exc:
            return self._open_failed(path, exc)
        self._remember_folder(path)
        return self._open_loaded(path, loaded)

    def _open_loaded(self, path: str, loaded: files.LoadedGame) -> str | None:
        try:
            self._window.controller.load_game(
                loaded.game, loaded.players, loaded.help, loaded.opening
            )
        except ValueError as exc:
            return self._open_failed(path, exc)
        self._window.coach.adopt(self._window.controller.game, loaded.review)
        if loaded.rule_assumed:  # (an SGF without RU[], a .psq: renju or not, it is not said)
            self._window.tell(Files.tr("The file does not give its rule: it is read as freestyle"))
        return None

    def _open_failed(self, path: str, error: Exception) -> str:
        said = error_words(error)
        self._window.tell("")
        self._window.notify(
            Files.tr("Open game"),
            fill(Files.tr("Could not open “%1”:\n%2"), path, said),
            warning=True,
        )
        return said

    # -- Save --------------------------------------------------------------------------
    def save_game(self) -> None:
        if self._window.controller.state not in (State.PLAYING, State.GAME_OVER, State.REPLAY):
            return
        path = choose_file(
            self._dialog_parent,
            Files.tr("Save game"),
            os.path.join(self._window.store.last_folder(), "game.ttt"),
            dialog_filters()[1],
            save=True,
        )
        if path:
            self.save_path(path)

    def save_path(self, path: str) -> str | None:
        """Save the game; the message bar confirms, a message box names what went wrong."""
        c = self._window.controller
        try:
            files.save_game(
                path,
                c.game,
                c.players_for_file(),
                c.help.taken,
                c.opening.record,
                self._window.coach.review_data_for(c.game),
            )
        except (ValueError, OSError) as exc:
            reason = error_words(exc)
            self._window.notify(
                Files.tr("Save game"),
                fill(Files.tr("Could not save “%1”:\n%2"), path, reason),
                warning=True,
            )
            return reason
        self._remember_folder(path)
        self._window.tell(fill(Files.tr("Saved to %1"), os.path.basename(path)))
        return None

    # -- Add engine --------------------------------------------------------------------
    def add_engine(self, number: int = 2) -> None:
        """Ask for an engine's program; once it answers, player ``number`` plays it."""
        path = choose_file(
            self._dialog_parent,
            Files.tr("Add engine (a Gomocup pbrain program)"),
            "",
            Files.tr("All files (*)"),
        )
        if path:
            self.add_engine_path(path, number)

    def add_engine_path(self, path: str, number: int = 2) -> None:
        """Start the engine off the GUI thread; when it answers, offer it to both players
        (chosen for player ``number``, whose Add engine was pressed) and remember it, or
        say why it cannot be used."""
        self._window.menu_screen.set_engine_busy(True)
        probe = engines.EngineProbe(self)
        probe.finished.connect(lambda result: self._engine_probed(path, result, number))
        self._probe = probe  # kept alive until it answers
        probe.start(path)

    def _engine_probed(self, path: str, result: object, number: int) -> None:
        w = self._window
        w.menu_screen.set_engine_busy(False)
        if not isinstance(result, engines.EngineEntry):
            w.notify(
                Files.tr("Add engine"),
                fill(Files.tr("Could not use %1 as an engine:\n%2"), path, result),
                warning=True,
            )
            return
        engines.remember(w.store.q, result)
        kind = engines.kind_of(result)
        if all(k.name != kind.name for k in w.kinds):
            w.kinds = (*w.kinds, kind)
        w.menu_screen.add_kind(kind)
        (w.menu_screen.player1 if number == 1 else w.menu_screen.player2).choose(kind.name)
