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
from typing import Protocol, cast

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QWidget

from tictactoe import records
from tictactoe.ui.screens import engines
from tictactoe.ui.window import files
from tictactoe.players import PlayerKind
from tictactoe.ui.play.controller import GameController
from tictactoe.ui.screens.menu_screen import MenuScreen
from tictactoe.ui.window.settings import SettingsStore
from tictactoe.ui.play.states import State


class Window(Protocol):
    """What the file actions use of the main window."""

    controller: GameController
    menu_screen: MenuScreen
    store: SettingsStore
    kinds: tuple[PlayerKind, ...]

    def tell(self, text: str) -> None: ...

    def notify(self, title: str, text: str, *, warning: bool = False) -> None: ...

    def may_replace_kept(self, action: str) -> bool: ...


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
        if w.controller.state is State.MENU and not w.may_replace_kept("Open a game"):
            return
        path, _ = QFileDialog.getOpenFileName(self._dialog_parent, "Open game",
                                              self._window.store.last_folder(),
                                              records.dialog_filters()[0])
        if path:
            self.open_in_background(path)

    def open_in_background(self, path: str) -> int:
        """Read ``path`` on a thread (the window goes on); the game opens when it is read."""
        self._window.tell(f"Opening {os.path.basename(path)}…")
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
            self._open_failed(path, result)  # type: ignore[arg-type]

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
            self._window.controller.load_game(loaded.game, loaded.players, loaded.help,
                                              loaded.opening)
        except ValueError as exc:
            return self._open_failed(path, exc)
        return None

    def _open_failed(self, path: str, error: Exception) -> str:
        self._window.tell("")
        self._window.notify("Open game", f"Could not open “{path}”:\n{error}", warning=True)
        return str(error)

    # -- Save --------------------------------------------------------------------------
    def save_game(self) -> None:
        if self._window.controller.state not in (State.PLAYING, State.GAME_OVER, State.REPLAY):
            return
        path, _ = QFileDialog.getSaveFileName(
            self._dialog_parent, "Save game",
            os.path.join(self._window.store.last_folder(), "game.ttt"),
            records.dialog_filters()[1])
        if path:
            self.save_path(path)

    def save_path(self, path: str) -> str | None:
        """Save the game; the message bar confirms, a message box names what went wrong."""
        c = self._window.controller
        try:
            files.save_game(path, c.game, c.players_for_file(), c.help.taken, c.opening.record)
        except (ValueError, OSError) as exc:
            reason = getattr(exc, "strerror", None) or str(exc)
            self._window.notify("Save game", f"Could not save “{path}”:\n{reason}", warning=True)
            return reason
        self._remember_folder(path)
        self._window.tell(f"Saved to {os.path.basename(path)}")
        return None

    # -- Add engine --------------------------------------------------------------------
    def add_engine(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self._dialog_parent,
                                              "Add engine (a Gomocup pbrain program)", "",
                                              "All files (*)")
        if path:
            self.add_engine_path(path)

    def add_engine_path(self, path: str) -> None:
        """Start the engine off the GUI thread; when it answers, offer it to both players
        (chosen for Player 2) and remember it, or say why it cannot be used."""
        self._window.menu_screen.set_engine_busy(True)
        probe = engines.EngineProbe(self)
        probe.finished.connect(lambda result: self._engine_probed(path, result))
        self._probe = probe  # kept alive until it answers
        probe.start(path)

    def _engine_probed(self, path: str, result: object) -> None:
        w = self._window
        w.menu_screen.set_engine_busy(False)
        if not isinstance(result, engines.EngineEntry):
            w.notify("Add engine", f"Could not use {path} as an engine:\n{result}", warning=True)
            return
        engines.remember(w.store.q, result)
        kind = engines.kind_of(result)
        if all(k.name != kind.name for k in w.kinds):
            w.kinds = (*w.kinds, kind)
        w.menu_screen.add_kind(kind)
        w.menu_screen.player2.choose(kind.name)
