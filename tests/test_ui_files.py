"""Open and Save in the window, through tictactoe.records (a stand-in when it is missing)."""
from __future__ import annotations

import json
import sys
import types

import pytest

pytest.importorskip("pytestqt")

from tictactoe.game import Game, Mark, Rules  # noqa: E402
from tictactoe.ui import files  # noqa: E402
from tictactoe.ui.controller import State  # noqa: E402
from tictactoe.ui.series import MatchSettings  # noqa: E402
from ui_helpers import click_cell, make_window  # noqa: E402


def _stand_in_records() -> types.ModuleType:
    module = types.ModuleType("tictactoe.records")

    class GameFileError(ValueError):
        pass

    def save(path, game, players=None):
        path.write_text(json.dumps({"rules": [game.width, game.height, game.k],
                                    "moves": game.moves, "players": players or {}}))

    def load(path):
        try:
            data = json.loads(path.read_text())
        except json.JSONDecodeError as exc:
            raise GameFileError(f"{path.name} is not a game file: {exc}") from None
        game = Game(*data["rules"])
        for move in data["moves"]:
            game.play(tuple(move))
        return types.SimpleNamespace(game=game, players=data["players"])

    module.save, module.load, module.GameFileError = save, load, GameFileError
    return module


@pytest.fixture
def records(monkeypatch):
    if files.available():
        import tictactoe.records as real
        return real
    module = _stand_in_records()
    monkeypatch.setitem(sys.modules, "tictactoe.records", module)
    return module


def _quiet(window):
    said = []
    window.notify = lambda title, text, warning=False: said.append((title, text, warning))
    return said


def test_save_then_open_plays_on_from_the_saved_game(qtbot, tmp_path, records):
    window = make_window(qtbot, tmp_path)
    said = _quiet(window)
    assert window.start(MatchSettings("human", "human", Rules(5, 5, 4)))
    for move in [(0, 0), (1, 1), (2, 2)]:
        click_cell(qtbot, window, move)
    path = tmp_path / "game.json"
    assert window.save_path(str(path)) is None and said == []
    window.controller.go_to_menu()
    assert window.open_path(str(path)) is None
    c = window.controller
    assert c.state is State.PLAYING and c.game.rules == Rules(5, 5, 4)
    assert c.game.moves == [(0, 0), (1, 1), (2, 2)] and c.game.to_move() is Mark.O
    click_cell(qtbot, window, (3, 3))
    assert c.game.moves[-1] == (3, 3)


def test_a_bad_file_is_reported_and_nothing_changes(qtbot, tmp_path, records):
    window = make_window(qtbot, tmp_path)
    said = _quiet(window)
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x00\x01 not a game")
    error = window.open_path(str(bad))
    assert error and said and said[0][2] is True and "Could not open" in said[0][1]
    assert window.controller.state is State.MENU


def test_without_the_records_module_open_and_save_say_so(qtbot, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "tictactoe.records", None)  # import fails
    window = make_window(qtbot, tmp_path)
    said = _quiet(window)
    assert not files.available()
    window.open_game()
    assert window.start(MatchSettings("human", "human"))
    window.save_game()
    assert [s[0] for s in said] == ["Open game", "Save game"]
    assert all("not available" in s[1] for s in said)
