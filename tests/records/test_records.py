"""Game records and board diagrams: round trips, the format on disk, atomic saving."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe.game import Game, Mark, Outcome, Termination
from tictactoe.records import (
    FORMAT,
    VERSION,
    GameFileError,
    GameRecord,
    from_json,
    load,
    loads,
    parse_diagram,
    save,
    to_diagram,
    to_json,
)


@st.composite
def games(draw: st.DrawFn) -> Game:
    """A random game on a random small board, maybe from a set-up start, maybe finished."""
    width = draw(st.integers(1, 7))
    height = draw(st.integers(1, 7))
    k = draw(st.integers(1, max(width, height)))
    game = Game(width, height, k)

    def random_moves(count: int) -> None:
        for _ in range(count):
            moves = game.legal_moves()
            if not moves:
                return
            game.play(moves[draw(st.integers(0, len(moves) - 1))])

    if draw(st.booleans()):
        random_moves(draw(st.integers(0, width * height)))
        game = Game.from_rows(game.rows(), k)
    random_moves(draw(st.integers(0, width * height)))
    return game


names = st.text(
    st.characters(min_codepoint=32, blacklist_categories=("Cs",), blacklist_characters="\x7f"),
    max_size=30,
)
player_maps = st.one_of(st.none(), st.fixed_dictionaries({}, optional={"X": names, "O": names}))


def same_game(a: Game, b: Game) -> bool:
    return (
        a.rules == b.rules
        and a.start == b.start
        and a.moves == b.moves
        and a.rows() == b.rows()
        and a.to_move() == b.to_move()
        and a.winner() == b.winner()
        and a.result() == b.result()
    )


@settings(max_examples=150, deadline=None)
@given(games(), player_maps)
def test_json_round_trip(game: Game, players: dict[str, str] | None) -> None:
    text = to_json(game, players)
    record = from_json(text)
    assert same_game(record.game, game)
    assert record.players == (players or {})
    assert record.result == game.result() and record.kind == "record"
    data = json.loads(text)
    assert data["format"] == FORMAT and data["version"] == (1 if game.rules.freestyle else VERSION)
    assert data["moves"] == [list(m) for m in game.moves]
    assert loads(text).game.moves == game.moves
    assert to_json(record.game, record.players) == text  # stable


@settings(max_examples=40, deadline=None)
@given(games(), player_maps)
def test_save_load_round_trip(game: Game, players: dict[str, str] | None) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        save(path, game, players)
        record = load(path)
        assert os.listdir(folder) == ["game.json"]  # no temporary file left behind
    assert same_game(record.game, game) and record.players == (players or {})


@settings(max_examples=150, deadline=None)
@given(games())
def test_diagram_round_trip(game: Game) -> None:
    back = parse_diagram(to_diagram(game))
    assert back.rules == game.rules and back.rows() == game.rows()
    assert back.to_move() == game.to_move() and back.winner() == game.winner()
    assert back.moves == []  # a diagram holds the position, not the history


def test_the_file_is_small_and_readable(tmp_path: Path) -> None:
    game = Game(4, 4, 3)
    for move in [(1, 1), (0, 0), (2, 2), (3, 3), (2, 1), (0, 1), (0, 2)]:
        game.play(move)
    path = tmp_path / "g.json"
    save(path, game, {"X": "Ann", "O": "Zoë"})
    text = path.read_text(encoding="utf-8")
    assert text == (
        "{\n"
        '  "format": "tictactoe-mnk",\n'
        '  "version": 1,\n'
        '  "rules": {"width": 4, "height": 4, "k": 3},\n'
        '  "start": null,\n'
        '  "moves": [\n'
        "    [1, 1], [0, 0], [2, 2], [3, 3], [2, 1], [0, 1], [0, 2]\n"
        "  ],\n"
        '  "players": {"X": "Ann", "O": "Zoë"},\n'
        '  "result": null\n'
        "}\n"
    )
    record = load(path)
    assert isinstance(record, GameRecord) and record.rules == game.rules
    assert record.players == {"X": "Ann", "O": "Zoë"}


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_a_saved_file_is_readable_like_any_other(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    save(path, Game())
    assert path.stat().st_mode & 0o777 == 0o644
    path.chmod(0o600)
    save(path, Game())  # replacing a file keeps its mode
    assert path.stat().st_mode & 0o777 == 0o600


def test_a_finished_game_records_its_result(tmp_path: Path) -> None:
    game = Game()
    for move in [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)]:
        game.play(move)
    save(tmp_path / "won.json", game)
    record = load(tmp_path / "won.json")
    assert record.result == "X" == record.game.winner()
    assert record.game.winning_line() == [(0, 0), (0, 1), (0, 2)]


def test_an_agreed_dead_draw_can_be_recorded() -> None:
    game = Game.from_rows(["XXO", "OOX", "X.."], 3)
    with pytest.raises(ValueError, match="contradicts"):
        to_json(game, result="X")
    record = from_json(to_json(game, result="draw"))
    # the called draw travels with the game: the reopened game is over
    assert record.result == "draw" == record.game.result() and record.game.is_over()
    assert record.outcome == Outcome(Termination.DEAD_DRAW)


def test_save_replaces_atomically_and_keeps_the_old_file_on_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "g.json"
    first = Game()
    first.play((1, 1))
    save(path, first)
    old = path.read_text()
    with pytest.raises(ValueError):
        save(path, Game(), {"Z": "nobody"})  # invalid before anything is written
    assert path.read_text() == old

    def broken_replace(src: str, dst: str) -> None:
        raise OSError("disk trouble")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="disk trouble"):
        save(path, Game())
    assert path.read_text() == old
    assert os.listdir(tmp_path) == ["g.json"]


# --- board diagrams that load ------------------------------------------------------------


def test_diagram_with_headers_and_comments(tmp_path: Path) -> None:
    text = (
        "# a game situation (TRYST'98)\n"
        "\n"
        "k = 4    # four in a row\n"
        "To Move: O\n"
        "X . . O\n"
        ". X . .   # cells may be spaced\n"
        "....\n"
        "\n"
    )
    game = parse_diagram(text)
    assert (game.width, game.height, game.k) == (4, 3, 4)
    assert game.rows() == ["X..O", ".X..", "...."]
    assert game.to_move() == "O"
    path = tmp_path / "situation.txt"
    path.write_text(text)
    record = load(path)
    assert record.kind == "diagram" and record.game.rows() == game.rows()
    assert record.players == {} and record.result is None


def test_diagram_defaults_and_arguments() -> None:
    assert parse_diagram("...\n...\n...").k == 3
    assert parse_diagram("..\n..").k == 2  # k defaults to 3, or the longest side
    assert parse_diagram(".....\n.....").k == 3
    assert parse_diagram("....", k=4).k == 4
    assert parse_diagram("k=4\n....", k=4).k == 4
    assert parse_diagram("x..\n.o.\n...", to_move="X").to_move() == Mark.X  # lower case
    assert parse_diagram("X..\r\n...\r\n...\r\n").rows() == ["X..", "...", "..."]  # CRLF


def test_load_reads_a_diagram_with_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffk=3\nX..\n.O.\n...\n".encode("utf-8"))
    assert load(path).game.rows() == ["X..", ".O.", "..."]


def test_a_won_diagram_loads_as_a_finished_game() -> None:
    game = parse_diagram("XXX\nOO.\n...")
    assert (
        game.winner() == "X" and game.is_over() and game.winning_line() == [(0, 0), (1, 0), (2, 0)]
    )


def test_game_file_error_is_a_value_error_with_where() -> None:
    with pytest.raises(GameFileError) as caught:
        parse_diagram("X..\n.Z.\n...")
    assert isinstance(caught.value, ValueError)
    assert caught.value.where == "line 2"
    assert str(caught.value).startswith("line 2: ")


def test_loads_tells_json_from_a_diagram() -> None:
    assert loads("k=3\nX..\n...\n...").kind == "diagram"
    assert loads("  \n" + to_json(Game())).kind == "record"
    with pytest.raises(GameFileError, match=r"^line 1: 'Q' is not a cell"):
        loads("Q")
