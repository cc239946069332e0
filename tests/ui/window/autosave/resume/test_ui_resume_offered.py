"""A game from the command line beside a kept one, in the app started as a process of its own:
the window offers both on the menu's kept-game bar, and keeps the kept game whichever the
player picks (the kills and quits that keep a game: test_ui_resume_process.py)."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

pytest.importorskip("PySide6")

ASK = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from tictactoe.game import Rules
    from tictactoe.ui.window.app import LaunchOptions, run
    from tictactoe.ui.play.series import MatchSettings

    def on_window(window):
        menu = window.menu_screen
        def look():
            print("modal", QApplication.activeModalWidget() is not None, flush=True)
            print("state", window.controller.state.value, flush=True)
            print("bar", menu.kept_bar.isVisible(), menu.kept_text.text(), flush=True)
            print("resume button", menu.resume_button.isVisible(), flush=True)
            pick = {"resume": menu.resume_kept_button, "new": menu.offered_button}.get(sys.argv[1])
            if pick is not None:
                pick.clicked.emit()
            print("picked", window.controller.state.value, menu.kept_bar.isVisible(), flush=True)
            window.close()
        QTimer.singleShot(300, look)

    settings = MatchSettings("human", "human", Rules(4, 4, 4))
    raise SystemExit(run(LaunchOptions(match=settings, on_window=on_window)))
""")


@pytest.mark.parametrize(
    "pick,state", [("none", "menu"), ("resume", "playing"), ("new", "playing")]
)
def test_a_game_from_the_command_line_is_offered_beside_a_kept_one(tmp_path, pick, state, app_env):
    """The window opens on the menu with both games on its kept-game bar (no dialog in
    front of it); the kept game stays, whichever the player picks: the new one is kept in
    a slot of its own."""
    from tictactoe.game import Game, Rules
    from tictactoe.storage import AutosaveStore, SeriesState, Snapshot

    store = AutosaveStore(tmp_path / "data" / "tictactoe-mnk" / "TicTacToe")
    store.directory.mkdir(parents=True)
    game = Game.for_rules(Rules(15, 15, 5))
    for move in [(7, 7), (8, 8), (6, 6)]:
        game.play(move)
    store.write(
        Snapshot(game, {"X": "human", "O": "human"}, SeriesState("human", "human", games=3))
    )
    out = subprocess.run(
        [sys.executable, "-c", ASK, pick],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    assert "modal False" in out.stdout and "state menu" in out.stdout
    assert (
        "bar True Unfinished game: 15x15, game 1 of 3, move 4, Human vs Human\n"
        "New game: 4x4, Human vs Human\n"
    ) in out.stdout
    assert "resume button False" in out.stdout  # the bar offers it instead
    assert f"picked {state} {pick == 'none'}" in out.stdout
    assert store.read().game.moves == game.moves  # nothing replaced
    new = AutosaveStore(store.directory, "2").read()
    assert (new is not None and new.game.rules == Rules(4, 4, 4)) == (pick == "new")
