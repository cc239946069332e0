"""The values fitted to a stronger engine's games (``tictactoe fit evals``, then ``fit
values``, issue 47 target 1): the engine's games and evaluations written by a fake Gomocup
engine, its faults, the fit's direction and what it keeps, and files it refuses."""

from __future__ import annotations

import dataclasses
import gzip
import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from tests.pbrain_helpers import fake_evals
from tictactoe.ai import core
from tictactoe.ai.weights import NCOMBO, load, parse
from tictactoe.bench.eval_fit import (
    MATE_EVAL,
    ORDER_SCALE,
    _ValueModel,
    black_forbidden,
    fit_values,
    format_json,
    positions,
    read_json_games,
    self_play,
    tables,
    target_errors,
    values_only,
)
from tictactoe.cli import main
from tictactoe.game import Mark, Rules
from tictactoe.pbrain import process
from tictactoe.variants import Variant

pytestmark = pytest.mark.skipif(not core.built(), reason="the fit plays on the compiled core")

GAMES = 12


def evals(
    tmp_path: Path,
    engine: str,
    games: int = GAMES,
    seed: int = 1,
    ms: int = 2000,
    out: Path | None = None,
) -> tuple[int, Path]:
    """``fit evals`` into ``out`` (else a file in ``tmp_path``; no pause before a command:
    the fake has no race; it answers at once, so a long ``ms`` costs nothing and no move of
    a loaded machine is late); its exit status and the file."""
    out = out or tmp_path / f"evals-{seed}.jsonl"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(process, "SETTLE_S", 0.0)
        args = ["--games", str(games), "--seed", str(seed), "--ms", str(ms)]
        code = main(["fit", "evals", str(out), "--engine", f"pbrain:{engine}", *args])
    return code, out


@pytest.fixture(scope="module")
def games_file(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("evals")
    code, out = evals(tmp, fake_evals(tmp))
    assert code == 0
    return out


def test_the_engines_games_are_written_with_its_evaluations(games_file):
    lines = games_file.read_text().splitlines()
    assert len(lines) == GAMES
    for line in lines:  # the keys and layout of the lead's harness (json.dumps' defaults)
        body = json.loads(line)
        assert list(body) == ["rule", "opening", "moves", "evals", "winner"]
        assert line == json.dumps(body)
    records = read_json_games(games_file.read_text())
    assert len({r.moves for r in records}) == GAMES  # the openings differ
    for record in records:
        assert 2 <= record.opening <= 5
        assert len(record.values) == len(record.moves)
        assert all(v is None for v in record.values[: record.opening])
        assert all(isinstance(v, int) for v in record.values[record.opening :])
        # the fake says +M1 before its five, so the last eval is a mate for the winner
        assert record.values[-1] == MATE_EVAL
        last_mover = Mark.X if len(record.moves) % 2 else Mark.O
        assert record.winner is last_mover
    said = {v for r in records for v in r.values[r.opening : -1]}
    assert -MATE_EVAL in said and len(said) > 3  # numbers, and the fake's lost positions


def test_the_same_seed_gives_the_same_games(tmp_path, games_file):
    code, again = evals(tmp_path, fake_evals(tmp_path))
    assert code == 0
    assert again.read_text() == games_file.read_text()
    code, other = evals(tmp_path, fake_evals(tmp_path), games=3, seed=2)
    assert code == 0
    assert not set(other.read_text().splitlines()) & set(games_file.read_text().splitlines())


def test_a_file_is_appended_to(tmp_path):
    engine = fake_evals(tmp_path)
    evals(tmp_path, engine, games=2)
    code, out = evals(tmp_path, engine, games=2)
    assert code == 0
    assert len(read_json_games(out.read_text())) == 4
    # a run cut short in the middle of a line: the next games start a line of their own
    out.write_text(out.read_text() + out.read_text()[:50])
    code, out = evals(tmp_path, engine, games=1)
    assert code == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 6 and len(read_json_games(lines[-1])) == 1
    with pytest.raises(ValueError, match="line 5"):  # the cut game is named, not read
        read_json_games(out.read_text())


def test_a_run_killed_keeps_every_game_it_wrote(tmp_path):
    out = tmp_path / "killed.jsonl"
    engine = fake_evals(tmp_path)
    args = ["fit", "evals", str(out), "--engine", f"pbrain:{engine}", "--games", "500"]
    run = subprocess.Popen([sys.executable, "-m", "tictactoe", *args], stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 60
        while (not out.exists() or out.read_text().count("\n") < 3) and run.poll() is None:
            assert time.monotonic() < deadline
            time.sleep(0.05)
    finally:
        run.send_signal(signal.SIGKILL)
        run.wait()
    lines = out.read_text().split("\n")
    kept = read_json_games("\n".join(lines[:-1]))  # every whole line a game
    assert 3 <= len(kept) < 500
    assert evals(tmp_path, engine, games=1, seed=7, out=out)[0] == 0  # the same file, run on
    assert len(read_json_games(out.read_text().splitlines()[-1])) == 1


@pytest.mark.parametrize(
    "fault, said",
    [
        ("hang", "no move within"),
        ("garbage", "instead of a move"),
        ("exit", "exited with status 3"),
        ("illegal", "already taken"),
    ],
)
def test_an_engine_that_fails_stops_the_run_and_keeps_the_games_before(
    tmp_path, capsys, fault, said
):
    # the fault at the engine's 12th move: in the second or a later game; a hang is seen
    # 0.5 s past the turn's time
    code, out = evals(tmp_path, fake_evals(tmp_path, fault, at=12), games=6, ms=500)
    assert code == 2
    last = capsys.readouterr().err.splitlines()[-1]
    assert last.startswith("tictactoe fit: Fake evals") and said in last
    kept = read_json_games(out.read_text())
    assert 1 <= len(kept) < 6
    assert f"game {len(kept) + 1} of 6" in last and f"{len(kept)} games written" in last


def test_an_engine_that_cannot_be_run_is_one_line(tmp_path, capsys):
    out = tmp_path / "none.jsonl"
    code = main(["fit", "evals", str(out), "--engine", f"pbrain:{tmp_path / 'nothing'}"])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such file" in err
    assert not out.exists()
    assert main(["fit", "evals", str(out), "--engine", "hard"]) == 2
    assert "--engine must be pbrain:PATH" in capsys.readouterr().err


def test_an_engine_that_says_no_evaluation_leaves_nulls(tmp_path):
    code, out = evals(tmp_path, fake_evals(tmp_path, "silent"), games=2)
    assert code == 0
    assert all(v is None for r in read_json_games(out.read_text()) for v in r.values)


def _with_evals(records, value):
    return [
        dataclasses.replace(r, values=(None,) * r.opening + (value,) * (len(r.moves) - r.opening))
        for r in records
    ]


@pytest.mark.parametrize("value", [MATE_EVAL, -MATE_EVAL])
def test_the_fit_moves_the_values_toward_what_the_engine_says(games_file, value):
    # every position called won (lost) for the side to move, the outcome given no weight
    data = positions(_with_evals(read_json_games(games_file.read_text()), value))
    prior = load(Variant.FREESTYLE)
    model = _ValueModel(data, False)
    fitted = fit_values(data, False, prior, steps=60, l2=0.1, blend=0.0, eval_scale=137)
    before = model.values(model.vector(prior)).mean()
    after = model.values(fitted["w"]).mean()
    assert (after > before) if value > 0 else (after < before)
    kept = values_only(fitted, prior, False, "test")
    loss_before, _ = target_errors(data, False, prior, fitted["scale"], 0.0, 137)
    loss_after, _ = target_errors(data, False, kept, fitted["scale"], 0.0, 137)
    assert loss_after < loss_before


def test_the_common_combinations_are_held_near_the_prior(games_file):
    data = positions(read_json_games(games_file.read_text()))
    prior = load(Variant.FREESTYLE)
    model = _ValueModel(data, False)
    start = model.vector(prior)
    counts = model.mean_counts()
    common = int(np.argmax(counts))  # a combination of open space, many cells a position
    assert counts[common] > 5
    moved = {
        c: abs(fit_values(data, False, prior, 100, 0.1, 0.25, 137, c)["w"] - start)[common]
        for c in (0.0, 20.0)
    }
    assert moved[20.0] < moved[0.0] / 10


def test_the_values_only_fit_keeps_the_order_and_the_threats(tmp_path, games_file):
    out = tmp_path / "w.json"
    assert main(["fit", "values", str(games_file), "--out", str(out), "--steps", "30"]) == 0
    fitted, shipped = parse(out.read_text()), load(Variant.FREESTYLE)
    assert (fitted.own, fitted.opp, fitted.threat) == (shipped.own, shipped.opp, shipped.threat)
    assert fitted.move != shipped.move
    assert "fitted by `tictactoe fit values` to 12 games" in fitted.source
    again = tmp_path / "again.json"
    assert main(["fit", "values", str(games_file), "--out", str(again), "--steps", "30"]) == 0
    assert again.read_bytes() == out.read_bytes()  # the same data, the same tables


def test_renju_games_fit_each_sides_tables_and_keep_blacks_forbidden_cells_at_zero(tmp_path):
    games = tmp_path / "renju.jsonl"
    records = self_play(Rules(15, 15, 5, Variant.RENJU), 10, nodes=300, seed=5)
    games.write_text("".join(format_json(r) + "\n" for r in records))
    out = tmp_path / "renju.json"
    code = main(["fit", "values", str(games), "--rule", "renju", "--out", str(out)])
    assert code == 0
    fitted, shipped = parse(out.read_text()), load(Variant.RENJU)
    assert fitted.move[0] != fitted.move[1] and fitted.move != shipped.move
    assert fitted.own == shipped.own and fitted.threat == shipped.threat
    # tables whose every value is 100: where a table reads Black's forbidden combinations
    # for Black's own sake 0, the rest 100
    size = 2 * (2 * NCOMBO + 9)
    w = tables({"w": np.full(size, 100.0)}, {"w": np.full(4 * NCOMBO, 100 / ORDER_SCALE)}, True, "")
    forbidden = black_forbidden()
    assert 300 < len(forbidden) < NCOMBO
    for field in (w.move, w.wait, w.own):
        assert {field[0][i] for i in forbidden} == {0}
        assert {field[0][i] for i in range(NCOMBO) if i not in forbidden} == {100}
        assert set(field[1]) == {100}  # White has no forbidden cells
    # the move order's worth of taking a cell: White's of taking Black's forbidden cells
    # stays (its stone there still cuts Black's lines), and Black's of taking White's
    assert set(w.opp[0]) == set(w.opp[1]) == {100}


def _line(games_file: Path) -> dict:
    return json.loads(games_file.read_text().splitlines()[0])


def _edited(games_file: Path, **changes) -> str:
    return json.dumps({**_line(games_file), **changes}) + "\n"


@pytest.mark.parametrize(
    "make, said",
    [
        (lambda g: "no game here\n", "line 1"),
        (lambda g: "[1, 2]\n", "not a game"),
        (lambda g: g.read_text()[:200], "line 1"),  # a truncated file
        (lambda g: _edited(g, rule="go"), "line 1"),
        (lambda g: _edited(g, moves=_line(g)["moves"] + [[0, 0]]), "evals"),
        (lambda g: _edited(g, opening=99), "opening"),
        (lambda g: _edited(g, evals=["12"] * len(_line(g)["moves"])), "whole number"),
        (lambda g: _edited(g, evals=[10**400] * len(_line(g)["moves"])), "whole number"),
        (lambda g: "[" * 100_000 + "]" * 100_000 + "\n", "nested too deep"),
        (lambda g: _edited(g, winner="Q"), "winner"),
        (lambda g: _edited(g, moves=[[7, 7], [7, 7]], evals=[None, None], opening=0), "taken"),
        (lambda g: _edited(g, moves=[[70, 7]], evals=[None], opening=1), "not a cell"),
        (lambda g: _edited(g, moves=[[7, 7]], evals=[None], opening=1), "does not end"),
        (lambda g: json.dumps(_line(g)).replace("null", "NaN", 1) + "\n", "not a number"),
    ],
)
def test_a_file_that_is_not_an_engines_games_is_refused(tmp_path, capsys, games_file, make, said):
    bad = tmp_path / "bad.jsonl"
    bad.write_text(make(games_file))
    out = tmp_path / "w.json"
    code = main(["fit", "values", str(games_file), str(bad), "--out", str(out)])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(f"tictactoe fit: {bad}: ") and said in err
    assert not out.exists()


def test_what_cannot_be_read_is_one_line_and_writes_nothing(tmp_path, capsys, games_file):
    out = tmp_path / "w.json"
    binary = tmp_path / "binary.jsonl"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    few = tmp_path / "few.jsonl"
    few.write_text("".join(games_file.read_text().splitlines(keepends=True)[:3]))
    prior = tmp_path / "prior.json"
    prior.write_text('{"format": 1, "move": []}')
    renju = tmp_path / "renju.json"
    renju.write_text(load(Variant.RENJU).to_json("renju"))
    for args, said in (
        ([str(binary)], "binary.jsonl: "),
        ([str(tmp_path / "missing.jsonl")], "No such file"),
        ([str(few)], "3 freestyle games in the files; the fit needs 10"),
        ([str(games_file), "--rule", "renju"], "0 renju games"),
        ([str(games_file), "--prior", str(prior)], "prior.json: 'move'"),
        ([str(games_file), "--prior", str(renju)], "the tables of 'renju', not of freestyle"),
        ([str(games_file), "--blend", "2"], "--blend must be from 0 to 1"),
        ([str(games_file), "--l2", "lots"], "--l2 must be a number"),
    ):
        assert main(["fit", "values", *args, "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and said in err, (args, err)
        assert not out.exists()
    nowhere = tmp_path / "no folder" / "w.json"
    assert main(["fit", "values", str(games_file), "--out", str(nowhere), "--steps", "2"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_a_gzipped_games_file_is_read_and_one_cut_short_is_one_line(tmp_path, capsys, games_file):
    packed = tmp_path / "games.jsonl.gz"
    packed.write_bytes(gzip.compress(games_file.read_bytes()))
    out, plain = tmp_path / "packed.json", tmp_path / "plain.json"
    assert main(["fit", "values", str(packed), "--out", str(out), "--steps", "5"]) == 0
    assert main(["fit", "values", str(games_file), "--out", str(plain), "--steps", "5"]) == 0
    assert parse(out.read_text()).move == parse(plain.read_text()).move
    capsys.readouterr()
    cut = tmp_path / "cut.jsonl.gz"
    cut.write_bytes(packed.read_bytes()[: packed.stat().st_size // 2])
    not_gzip = tmp_path / "not.jsonl.gz"
    not_gzip.write_bytes(games_file.read_bytes())
    out.unlink()
    for bad in (cut, not_gzip):
        assert main(["fit", "values", str(bad), "--out", str(out), "--steps", "5"]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith(f"tictactoe fit: {bad}: "), err
        assert not out.exists()


DATA = Path(__file__).resolve().parents[2] / "docs" / "data"


@pytest.mark.parametrize(
    "rule, count, games, l2, common",
    [
        (Variant.RENJU, 2, 2017, 0.1, 20.0),
        (Variant.STANDARD, 2, 2000, 0.02, 5.0),
        (Variant.FREESTYLE, 3, 1570, 0.02, 5.0),
    ],
)
def test_the_shipped_values_are_the_fit_of_the_data_in_the_tree(rule, count, games, l2, common):
    """docs/engine.md's commands, from the games kept in docs/data (Rapfi against itself,
    its evaluations), give the values that ship for renju, standard and freestyle: the fits
    are reproducible.  Renju's settings are the command's defaults, standard's and
    freestyle's penalty looser (``--l2 0.02 --common 5``), each from its rule's hand-set
    tables, whose order and threats ship."""
    shipped = load(rule)
    names = [f"rapfi-{rule.value}-{n}.jsonl.gz" for n in range(1, count + 1)]
    files = sorted(DATA.glob(f"rapfi-{rule.value}-*.gz"))
    assert [f.name for f in files] == names, DATA
    text = "".join(gzip.decompress(p.read_bytes()).decode() for p in files)
    records = read_json_games(text)
    assert len(records) == games and {r.rules.variant for r in records} == {rule}
    assert f"{games} games ({', '.join(names)};" in shipped.source
    assert f"l2 {l2:g}, common {common:g}," in shipped.source
    hand_set = parse((DATA / f"{rule.value}-hand-set.json").read_text())
    assert (hand_set.own, hand_set.opp, hand_set.threat) == (
        shipped.own,
        shipped.opp,
        shipped.threat,
    )
    per_side = rule is Variant.RENJU
    fit = fit_values(positions(records), per_side, hand_set, 400, l2, 0.25, 137.0, common)
    fitted = values_only(fit, hand_set, per_side, shipped.source)
    assert fitted == shipped
    assert fitted.move != hand_set.move  # the fit moved the values
