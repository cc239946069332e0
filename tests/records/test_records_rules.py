"""Game files carry the rule: our JSON and diagrams name it, SGF reads and writes RU[]
as renju software does, .psq says it read the game as freestyle; an unknown rule is
refused, never read as freestyle."""

from __future__ import annotations

from pathlib import Path

import pytest

from tictactoe.cli import main
from tictactoe.game import Game, Rules, Variant
from tictactoe.records import GameFileError, dumps, format_named, from_json, loads, save

FIVE_IN_A_ROW = [(7, 7), (0, 0), (8, 7), (0, 2), (9, 7), (0, 4), (10, 7), (0, 6)]


def game_of(variant: Variant, moves=FIVE_IN_A_ROW) -> Game:
    game = Game.for_rules(Rules(15, 15, 5, variant))
    for move in moves:
        game.play(move)
    return game


@pytest.mark.parametrize("variant", list(Variant))
@pytest.mark.parametrize("fmt", ["native", "sgf", "diagram"])
def test_every_rule_survives_a_round_trip(variant, fmt) -> None:
    record = loads(dumps(game_of(variant), format=fmt), format=fmt)
    assert record.rules == Rules(15, 15, 5, variant)
    assert not record.rule_assumed


def test_a_freestyle_record_is_written_as_before_and_old_records_are_freestyle() -> None:
    text = dumps(game_of(Variant.FREESTYLE))
    assert '"rules": {"width": 15, "height": 15, "k": 5},' in text
    assert '"rule"' not in text
    assert from_json(text).rules.variant is Variant.FREESTYLE
    renju = dumps(game_of(Variant.RENJU))
    assert '"rules": {"width": 15, "height": 15, "k": 5, "rule": "renju"},' in renju


def test_an_unknown_rule_in_our_json_is_refused() -> None:
    text = dumps(game_of(Variant.RENJU)).replace('"renju"', '"pente"')
    with pytest.raises(
        GameFileError,
        match=r'^rules\.rule: must be one of "freestyle", '
        r'"standard", "renju", "caro", not "pente"$',
    ):
        from_json(text)
    text = dumps(game_of(Variant.RENJU)).replace('"rule": "renju"', '"rule": 4')
    with pytest.raises(GameFileError, match=r"^rules\.rule: must be one of"):
        from_json(text)


@pytest.mark.parametrize(
    "written,variant",
    [
        ("Renju", Variant.RENJU),
        ("renju", Variant.RENJU),
        (" Standard ", Variant.STANDARD),
        ("Caro", Variant.CARO),
        ("Freestyle", Variant.FREESTYLE),
        ("Gomoku", Variant.FREESTYLE),
        ("Exact", Variant.STANDARD),
    ],
)
def test_sgf_reads_ru_as_renju_software_writes_it(written, variant) -> None:
    record = loads(f"(;GM[4]FF[4]SZ[15]RU[{written}];B[hh];W[ii])", format="sgf")
    assert record.rules.variant is variant and not record.rule_assumed


@pytest.mark.parametrize("written", ["Swap2", "Japanese", "", "Renju2"])
def test_sgf_refuses_a_rule_it_does_not_know(written) -> None:
    with pytest.raises(
        GameFileError,
        match=rf"^line 1: RU\[{written}\] is not a rule this "
        "program plays: it knows Freestyle, Standard, "
        "Renju, Caro$",
    ):
        loads(f"(;GM[4]FF[4]SZ[15]RU[{written}];B[hh];W[ii])", format="sgf")


def test_sgf_without_ru_reads_as_freestyle_and_says_so() -> None:
    record = loads("(;GM[4]FF[4]SZ[15];B[hh];W[ii])", format="sgf")
    assert record.rules.variant is Variant.FREESTYLE and record.rule_assumed
    assert "RU[Freestyle]" in dumps(record.game, format="sgf")
    assert "RU[Renju]" in dumps(game_of(Variant.RENJU), format="sgf")


def test_a_renju_sgf_with_a_forbidden_black_move_is_refused_with_its_line() -> None:
    # Black's fifth stone at hh would make a double three (gh-ih and hf-hg-hh)
    text = "(;GM[4]FF[4]SZ[15]RU[Renju]\n;B[gh];W[aa];B[ih];W[ac];B[hf];W[ae];B[hg];W[ag]\n;B[hh])"
    with pytest.raises(
        GameFileError,
        match=r"^line 3: \[hh\] is forbidden to Black under "
        r"renju: a double three$",
    ):
        loads(text, format="sgf")
    freestyle = loads(text.replace("RU[Renju]", "RU[Freestyle]"), format="sgf")
    assert freestyle.game.moves[-1] == (7, 7)


def test_a_psq_game_reads_as_freestyle_and_says_so(tmp_path: Path, capsys) -> None:
    psq = tmp_path / "game.psq"
    save(psq, game_of(Variant.FREESTYLE))
    assert main(["convert", str(psq), str(tmp_path / "game.ttt")]) == 0
    assert "game.psq does not say its rule: read as freestyle" in capsys.readouterr().err
    renju = game_of(Variant.RENJU)
    lost = format_named("psq").losses(loads(dumps(renju)))
    assert lost[0] == "the rule (renju: the file reads back as freestyle)"


def test_a_diagram_names_its_rule_and_refuses_an_unknown_one() -> None:
    text = dumps(game_of(Variant.CARO), format="diagram")
    assert text.startswith("k=5\nrule=caro\nto_move=X\n")
    with pytest.raises(GameFileError, match=r"^line 2: unknown rule 'gomoku-pro'"):
        loads(text.replace("rule=caro", "rule=gomoku-pro"), format="diagram")
