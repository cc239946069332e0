"""`tictactoe convert IN OUT`: every pair of formats, what is lost said, bad input refused."""

from __future__ import annotations

from pathlib import Path

import pytest

from tictactoe.cli import main
from tictactoe.game import Game, Mark, Outcome, Termination
from tictactoe.records import load, save
from tictactoe.records.help import Aid, Help

EXTENSIONS = ["ttt", "json", "psq", "sgf", "txt"]


def _gomoku() -> Game:
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (7, 8), (8, 7), (9, 9), (6, 6)]:
        game.play(move)
    return game


@pytest.mark.parametrize("source", EXTENSIONS)
@pytest.mark.parametrize("target", EXTENSIONS)
def test_every_pair_of_formats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], source: str, target: str
) -> None:
    first = tmp_path / f"in.{source}"
    save(first, _gomoku(), {"X": "alpha", "O": "beta"})
    out = tmp_path / f"out.{target}"
    assert main(["convert", str(first), str(out)]) == 0
    captured = capsys.readouterr()
    assert captured.out.strip().endswith(
        f"15x15, k=5, {0 if source == 'txt' else 6} moves, X to move"
    )
    back = load(out)
    assert back.game.rows() == _gomoku().rows() and back.game.to_move() is Mark.X
    if "txt" not in (source, target):
        assert back.game.moves == _gomoku().moves and back.players == {"X": "alpha", "O": "beta"}
    if target == "txt" and source != "txt":
        assert "note: board diagrams do not keep the 6 moves" in captured.err


def test_what_a_format_cannot_keep_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = _gomoku()
    game.end(Outcome(Termination.FORFEIT, Mark.O, "X's engine crashed"))
    source = tmp_path / "forfeit.ttt"
    save(source, game, {"X": "alpha", "O": "beta"}, help=Help.of({(Mark.X, Aid.HINT): 1}))
    assert main(["convert", str(source), str(tmp_path / "f.psq")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "tictactoe convert: note: Piskvork games do not keep the help taken "
        "(hints, takebacks, ...)",
        "tictactoe convert: note: Piskvork games do not keep how the game ended "
        "(O wins: X forfeits (X's engine crashed))",
    ]
    assert load(tmp_path / "f.psq").game.moves == game.moves
    assert main(["convert", str(source), str(tmp_path / "f.sgf")]) == 0
    err = capsys.readouterr().err.splitlines()
    assert err[-1] == (
        "tictactoe convert: note: SGF games do not keep the forfeit's reason (X's engine crashed)"
    )
    assert load(tmp_path / "f.sgf").outcome == Outcome(Termination.FORFEIT, Mark.O)


def test_a_piskvork_file_keeps_its_times_through_psq(tmp_path: Path) -> None:
    source = tmp_path / "real.psq"
    source.write_text(
        "Piskvorky 20x20, 11:11, 0\r\n10,10,0\r\n11,11,913\r\n"
        "pbrain-a.exe\r\npbrain-b.exe\r\n-1\r\n"
    )
    assert main(["convert", str(source), str(tmp_path / "copy.psq")]) == 0
    assert (tmp_path / "copy.psq").read_text() == (
        "Piskvorky 20x20, 11:11, 0\n10,10,0\n11,11,913\npbrain-a.exe\npbrain-b.exe\n"
    )


@pytest.mark.parametrize(
    "argv, message",
    [
        (
            ["{good}", "{dir}/out.doc"],
            "cannot tell the format from .doc: name it .ttt, .json, .psq, .sgf, .txt, or give --to",
        ),
        (["{good}", "{dir}/out"], "cannot tell the format from no extension"),
        (["{good}", "{good}"], "exists: add --force to replace it"),
        (["{dir}/none.ttt", "{dir}/x.sgf"], "none.ttt: cannot read the file: No such file"),
        (["{bad}", "{dir}/x.sgf"], "bad.psq: line 3: 8,8 is already taken by X"),
        (["{small}", "{dir}/x.psq"], "a .psq file holds Gomoku (five in a row); this game has k=3"),
        (
            ["{good}", "{dir}/no/such/folder/x.sgf"],
            "cannot write the file: No such file or directory",
        ),
    ],
)
def test_bad_conversions_exit_2_with_one_line_and_write_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    save(tmp_path / "good.ttt", _gomoku())
    save(tmp_path / "small.ttt", Game())
    (tmp_path / "bad.psq").write_text("Piskvorky 15x15\n8,8,0\n8,8,0\n")
    before = sorted(p.name for p in tmp_path.iterdir())
    names = {
        "good": str(tmp_path / "good.ttt"),
        "small": str(tmp_path / "small.ttt"),
        "bad": str(tmp_path / "bad.psq"),
        "dir": str(tmp_path),
    }
    assert main(["convert", *[a.format(**names) for a in argv]]) == 2
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert captured.out == "" and len(lines) == 1, captured.err
    assert message in lines[0] and lines[0].startswith("tictactoe convert: ")
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_force_and_explicit_formats(tmp_path: Path) -> None:
    save(tmp_path / "g.ttt", _gomoku())
    target = tmp_path / "g.out"
    assert main(["convert", str(tmp_path / "g.ttt"), str(target), "--to", "sgf"]) == 0
    assert target.read_text().startswith("(;GM[4]")
    assert main(["convert", str(target), str(tmp_path / "g.ttt"), "--from", "sgf", "--force"]) == 0
    assert load(tmp_path / "g.ttt").game.moves == _gomoku().moves
