"""SGF: a renju game that White won by Black's foul imports, with the foul as its result
(issue 49: "forbidden to Black" refused the file); an SGF without RU[] reads as freestyle
and says the rule was not given."""

from __future__ import annotations

import pytest

from tictactoe.game import Mark, Termination, Variant
from tictactoe.records import GameFileError, sgf

# Black: h8 i8 f10 f9; f8 then makes two open threes (f10-f8 and f8-i8 with h8): forbidden
BODY = ";B[hh];W[aa];B[ih];W[ac];B[ff];W[ae];B[fg];W[oo];B[fh]"


def game(result: str, body: str = BODY, rule: str = "RU[Renju]") -> str:
    return f"(;GM[4]FF[4]SZ[15]{rule}{result}{body})"


@pytest.mark.parametrize("result", ["RE[W+F]", "RE[W+]", "RE[w+foul]", "RE[W+R]"])
def test_a_foul_as_black_s_last_move_is_white_s_win_by_it(result):
    record = sgf.read(game(result))
    outcome = record.game.outcome()
    assert outcome.termination is Termination.FORFEIT and outcome.winner is Mark.O
    assert outcome.reason == "Black's foul at f8: a double three"
    assert len(record.game.moves) == 8 and (5, 7) not in record.game.moves
    assert record.game.rules.variant is Variant.RENJU and not record.rule_assumed


@pytest.mark.parametrize(
    "text",
    [
        game("RE[B+]"),  # Black cannot have won by it
        game(""),  # no result: the foul is an illegal move
        game("RE[W+F]", BODY + ";W[ob];B[oc]"),  # play went on after it
        game("RE[W+F]", rule="RU[Freestyle]").replace(";B[fh]", ";B[hh]"),  # taken, not a foul
    ],
)
def test_any_other_foul_or_illegal_move_is_still_refused(text):
    with pytest.raises(GameFileError):
        sgf.read(text)


def test_the_same_moves_under_freestyle_are_a_game_in_play():
    record = sgf.read(game("", rule="RU[Freestyle]"))
    assert len(record.game.moves) == 9 and record.game.outcome() is None


def test_an_sgf_without_a_rule_is_freestyle_and_says_the_rule_was_not_given():
    record = sgf.read(game("", rule=""))
    assert record.game.rules.variant is Variant.FREESTYLE and record.rule_assumed
    assert not sgf.read(game("", rule="RU[Freestyle]")).rule_assumed
