"""`tictactoe fit`: self-play games written, then a rule's tables fitted to them and written
in the weights format the engine reads (a few small games: the figures are not the point)."""

from __future__ import annotations

import pytest

from tictactoe.ai.core import built
from tictactoe.ai.weights import parse
from tictactoe.cli import main

pytestmark = pytest.mark.skipif(not built(), reason="the fit needs the compiled core")


def test_fit_plays_games_then_fits_tables_from_the_shipped_ones(tmp_path, capsys) -> None:
    games, out = tmp_path / "games.txt", tmp_path / "freestyle.json"
    argv = ["fit", "play", str(games), "--games", "2", "--nodes", "200", "--jobs", "1"]
    assert main([*argv, "--board", "9x9"]) == 0
    assert len(games.read_text().splitlines()) == 2
    assert main(["fit", "tables", str(games), "--out", str(out), "--steps", "5"]) == 0
    assert "written to" in capsys.readouterr().out
    weights = parse(out.read_text())
    assert "fitted to 2 self-play games" in weights.source
