"""How a game opened by swap or swap2 is kept in game files: ours and SGF keep it, the
others say they leave it out."""

from __future__ import annotations

import json

import pytest

from tictactoe import records
from tictactoe.cli import main
from tictactoe.game import Game, Rules
from tictactoe.records import GameFileError
from tictactoe.swap import Choice, Opening, SwapRecord

RULES = Rules(15, 15, 5)
STONES = [(7, 7), (8, 7), (8, 8), (6, 6), (9, 9), (6, 8)]
TWO_BLACK = SwapRecord(Opening.SWAP2, (Choice.TWO, Choice.BLACK))
WHITE = SwapRecord(Opening.SWAP, (Choice.WHITE,))


def _game(moves: int = 6) -> Game:
    game = Game.for_rules(RULES)
    for move in STONES[:moves]:
        game.play(move)
    return game


@pytest.mark.parametrize("extension", [".ttt", ".sgf"])
@pytest.mark.parametrize("opening", [TWO_BLACK, WHITE])
def test_ours_and_sgf_keep_the_opening(tmp_path, extension: str, opening: SwapRecord) -> None:
    path = tmp_path / f"game{extension}"
    records.save(path, _game(), {"X": "Ann", "O": "hard"}, opening=opening)
    back = records.load(path)
    assert back.opening == opening and back.game.moves == STONES
    assert records.formats.format_for(path).losses(back) == []


def test_a_game_without_an_opening_is_written_as_before(tmp_path) -> None:
    text = records.dumps(_game(), format="native")
    assert '"opening"' not in text and records.loads(text).opening is None
    assert "GC[" not in records.dumps(_game(), format="sgf")


def test_the_sgf_comment_reads_as_renju_software_would_show_it() -> None:
    text = records.dumps(_game(), format="sgf", opening=TWO_BLACK)
    assert "GC[swap2 opening: two, black]" in text


@pytest.mark.parametrize("fmt", ["psq", "diagram"])
def test_formats_without_a_place_for_it_say_they_leave_it_out(tmp_path, fmt: str) -> None:
    record = records.GameRecord(_game(), {}, fmt, opening=TWO_BLACK)
    lost = records.formats.format_named(fmt).losses(record)
    assert "how the game opened (by swap2)" in lost


def test_convert_keeps_it_where_the_target_can(tmp_path) -> None:
    source = tmp_path / "game.ttt"
    records.save(source, _game(), {"X": "Ann", "O": "hard"}, opening=TWO_BLACK)
    assert main(["convert", str(source), str(tmp_path / "game.sgf")]) == 0
    assert records.load(tmp_path / "game.sgf").opening == TWO_BLACK


def test_convert_says_what_a_psq_file_leaves_out(tmp_path, capsys) -> None:
    source = tmp_path / "game.ttt"
    records.save(source, _game(), {"X": "Ann", "O": "hard"}, opening=TWO_BLACK)
    assert main(["convert", str(source), str(tmp_path / "game.psq")]) == 0
    assert "how the game opened (by swap2)" in capsys.readouterr().err


@pytest.mark.parametrize(
    "opening,words",
    [
        ({"kind": "swap", "choices": ["two", "black"]}, "swap cannot open"),
        ({"kind": "swap2", "choices": ["black"], "by": "me"}, '"kind" and "choices"'),
        ({"kind": "swap2", "choices": ["two", "white"]}, "places 5 stones; the game has 3"),
    ],
)
def test_a_bad_opening_in_our_file_is_refused_by_name(opening: dict, words: str) -> None:
    data = json.loads(records.dumps(_game(3), format="native"))
    data["opening"] = opening
    with pytest.raises(GameFileError, match="opening") as error:
        records.loads(json.dumps(data))
    assert words in str(error.value)


def test_an_opening_needs_the_empty_board_and_its_stones() -> None:
    with pytest.raises(GameFileError, match="places 5 stones"):
        records.dumps(_game(3), opening=TWO_BLACK)
    start = Game.for_rules(RULES)
    start.play((0, 0))
    set_up = Game.for_rules(RULES, start=start.position())
    for move in STONES[:5]:
        set_up.play(move)
    with pytest.raises(GameFileError, match="empty board"):
        records.dumps(set_up, format="sgf", opening=TWO_BLACK)


def test_sgf_comments_of_other_kinds_are_ignored_and_ours_must_hold_an_opening() -> None:
    sgf = "(;GM[4]SZ[15]RU[Freestyle]GC[{}];B[hh];W[ih];B[ii])"
    assert records.loads(sgf.format("a friendly game"), format="sgf").opening is None
    assert records.loads(sgf.format("swap opening: white"), format="sgf").opening == WHITE
    with pytest.raises(GameFileError, match=r"line 1.*GC: swap cannot open"):
        records.loads(sgf.format("Swap opening: two, white"), format="sgf")
