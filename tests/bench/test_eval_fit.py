"""The fit of the evaluation's tables (``tictactoe fit``, issue 47): self-play games with the
search's values, then tables fitted to them that the engine reads; and the move order fitted
to the moves of a match's games."""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from tictactoe.ai import core
from tictactoe.ai.weights import COMBOS, NCOMBO, NPAT, load, parse
from tictactoe.bench.eval_fit import (
    _pattern_basis,
    fit_order_corrections,
    format_game,
    match_games,
    order_ranks,
    parse_game,
    positions,
    read_games,
    self_play,
)
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


# -- the move order fitted to a match's games (tictactoe fit order) ------------------------


@pytest.fixture(scope="module")
def renju_match(tmp_path_factory) -> Path:
    """Twenty renju games of a rung against itself, as ``tictactoe match --json
    --games-json`` writes them (a strong engine's, through pbrain:, in real use)."""
    path = tmp_path_factory.mktemp("match") / "match.json"
    args = ["match", "level:6", "level:6", "--board", "15x15", "--rule", "renju"]
    args += ["--opening", "3", "--games", "20", "--jobs", "1", "--json", "--games-json"]
    with contextlib.redirect_stdout(io.StringIO()) as out:
        assert main(args) == 0
    path.write_text(out.getvalue())
    return path


def test_each_combination_counts_its_four_patterns_and_six_pairs():
    basis = _pattern_basis()
    assert basis.shape == (NCOMBO, NPAT + NPAT * (NPAT + 1) // 2)
    assert (basis[:, :NPAT].sum(axis=1) == 4).all()
    assert (basis[:, NPAT:].sum(axis=1) == 6).all()
    for c, patterns in enumerate(COMBOS):
        for p in range(NPAT):
            assert basis[c, p] == patterns.count(p)


def test_the_order_fitted_to_a_matchs_moves_ranks_them_higher(renju_match):
    records = match_games(renju_match.read_text())
    assert len(records) == 20 and all(r.opening == 3 for r in records)
    data = positions(records)
    shipped = load(Variant.RENJU)
    fitted = fit_order_corrections(data, True, shipped, steps=60)
    before, after = order_ranks(data, True, shipped), order_ranks(data, True, fitted)
    assert len(before) == len(after) == len(data)
    assert after.mean() < before.mean()  # the moves played, ranked higher on average
    # only the order moved: the values are the shipped ones
    assert (fitted.move, fitted.wait, fitted.threat) == (shipped.move, shipped.wait, shipped.threat)
    assert (fitted.own, fitted.opp) != (shipped.own, shipped.opp)


def test_fit_order_writes_a_weights_file_the_engine_reads(renju_match, tmp_path, capsys):
    out = tmp_path / "w.json"
    args = ["fit", "order", str(renju_match), "--rule", "renju", "--out", str(out)]
    assert main([*args, "--steps", "20"]) == 0
    said = capsys.readouterr().out
    assert "20 games" in said and "(shipped -> fitted)" in said
    fitted = parse(out.read_text())
    assert len(fitted.packed()) == len(load(Variant.RENJU).packed())
    assert "18 match games" in fitted.source  # two of the twenty were left out to judge it


def _match_text(renju_match: Path, change) -> str:
    data = json.loads(renju_match.read_text())
    change(data)
    return json.dumps(data)


def _twice(data):
    data["results"][0]["moves"][5] = data["results"][0]["moves"][4]


def _openings_only(data):
    for game in data["results"]:
        game["moves"] = game["moves"][: game["opening"]]


def _off_board(data):
    data["results"][1]["moves"][7] = [15, 3]


@pytest.mark.parametrize(
    "text",
    [
        lambda m: m.read_text()[: len(m.read_text()) // 2],  # cut short
        lambda m: _match_text(m, _twice),
        lambda m: _match_text(m, _off_board),
        lambda m: _match_text(m, lambda d: d.update(k=4)),
        lambda m: _match_text(m, lambda d: d.update(rule="gomoku")),
        lambda m: _match_text(m, lambda d: d["results"][2].update(winner="c")),
        lambda m: _match_text(m, lambda d: [r.pop("moves") for r in d["results"]]),
        lambda m: "freestyle 15x15 2 X 7,7 8,8 9,9\n",  # fit play's games, not a match's
        lambda m: _match_text(m, _openings_only),
        lambda m: "",
    ],
    ids=[
        "cut",
        "twice",
        "off-board",
        "k4",
        "rule",
        "winner",
        "no-moves",
        "fit-play",
        "openings-only",
        "empty",
    ],
)
def test_a_file_that_is_not_a_matchs_games_is_refused(renju_match, tmp_path, capsys, text):
    bad = tmp_path / "bad.json"
    bad.write_text(text(renju_match))
    out = tmp_path / "w.json"
    assert main(["fit", "order", str(bad), "--rule", "renju", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("tictactoe fit: ") and len(err.strip().splitlines()) == 1
    assert not out.exists()


def test_a_forfeited_game_is_left_out(renju_match):
    text = _match_text(renju_match, lambda d: d["results"][0].update(termination="forfeit"))
    assert len(match_games(text)) == 19
