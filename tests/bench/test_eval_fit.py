"""The fit of the evaluation's tables (``tictactoe fit``, issue 47): self-play games with the
search's values, then tables fitted to them that the engine reads."""

from __future__ import annotations

import pytest

from tictactoe.ai import core
from tictactoe.ai.weights import load, parse
from tictactoe.bench.eval_fit import format_game, parse_game, positions, read_games, self_play
from tictactoe.cli import main
from tictactoe.game import Rules
from tictactoe.variants import Variant

pytestmark = pytest.mark.skipif(not core.built(), reason="the fit plays on the compiled core")


def test_a_games_file_reads_back_as_written():
    games = list(self_play(Rules(15, 15, 5), 2, nodes=300, seed=3))
    assert len(games) == 2
    again = read_games([format_game(g) + "\n" for g in games])
    assert [format_game(g) for g in again] == [format_game(g) for g in games]
    data = positions(again)
    assert len(data) > 0
    with pytest.raises(ValueError):
        parse_game("freestyle 15x15 2 Q 7,7")


@pytest.mark.parametrize("rule", ["freestyle", "renju"])
def test_the_fitted_tables_are_written_and_read_by_the_engine(tmp_path, capsys, rule):
    games = tmp_path / "games.txt"
    assert (
        main(
            [
                "fit",
                "play",
                str(games),
                "--rule",
                rule,
                "--games",
                "4",
                "--nodes",
                "300",
                "--jobs",
                "1",
            ]
        )
        == 0
    )
    assert len(games.read_text().splitlines()) == 4
    out = tmp_path / "w.json"
    assert (
        main(["fit", "tables", str(games), "--rule", rule, "--out", str(out), "--steps", "5"]) == 0
    )
    assert "log loss" in capsys.readouterr().out
    fitted = parse(out.read_text())
    shipped = load(Variant(rule))
    assert fitted.packed() != shipped.packed()  # the fit moved them, from the shipped tables
    assert len(fitted.packed()) == len(shipped.packed())


def test_a_file_that_is_not_games_is_refused(tmp_path, capsys):
    bad = tmp_path / "bad.txt"
    bad.write_text("this is not a game\n")
    assert main(["fit", "tables", str(bad), "--out", str(tmp_path / "w.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tictactoe fit: ") and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "w.json").exists()
