"""Piskvork .psq and SGF: round trips, real-world files, and the dispatcher by extension."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe.game import Game, Mark, Outcome, Termination
from tictactoe.records import (
    GameFileError,
    dumps,
    format_for,
    from_psq,
    from_sgf,
    load,
    loads,
    save,
)

# names every format keeps exactly: printable, blanks single and inside (SGF folds them)
names = (
    st.text(
        st.characters(min_codepoint=32, max_codepoint=0x24F, blacklist_characters="\x7f"),
        min_size=1,
        max_size=30,
    )
    .map(lambda s: " ".join(s.split()))
    .filter(bool)
)
digits = "0123456789"


def random_game(draw: st.DrawFn, game: Game, limit: int | None = None) -> Game:
    count = draw(st.integers(0, game.width * game.height if limit is None else limit))
    for _ in range(count):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[draw(st.integers(0, len(moves) - 1))])
    return game


@st.composite
def psq_games(draw: st.DrawFn) -> tuple[Game, tuple[int, ...], dict[str, str]]:
    """What a .psq file holds: k = 5, boards 5..20 a side (one side may be short), moves."""
    width = draw(st.integers(1, 20))
    height = draw(st.integers(5 if width < 5 else 1, 20))
    game = random_game(draw, Game(width, height, 5), limit=80)
    times = tuple(
        draw(st.lists(st.integers(0, 10**6), min_size=len(game.moves), max_size=len(game.moves)))
    )
    engine = names.filter(lambda n: not (n[0].isdigit() or n[:2].lstrip("-")[:1].isdigit()))
    players = draw(st.one_of(st.just({}), st.fixed_dictionaries({"X": engine, "O": engine})))
    return game, times, players


@settings(max_examples=120, deadline=None)
@given(psq_games())
def test_psq_round_trip(case: tuple[Game, tuple[int, ...], dict[str, str]]) -> None:
    game, times, players = case
    text = dumps(game, players, format="psq", times=times)
    assert text.startswith(f"Piskvorky {game.width}x{game.height}, 11:11, 0\n")
    record = from_psq(text)
    assert record.kind == "psq" and record.game.rules == game.rules
    assert record.game.moves == game.moves and record.outcome == game.outcome()
    assert record.times == times and record.players == players
    assert dumps(record.game, record.players, format="psq", times=record.times) == text


@st.composite
def sgf_games(draw: st.DrawFn) -> tuple[Game, dict[str, str]]:
    """What SGF holds: any board and k, set-up stones, moves, names, every kind of end."""
    width, height = draw(st.integers(1, 20)), draw(st.integers(1, 20))
    k = draw(st.integers(1, max(width, height)))
    game = Game(width, height, k)
    if draw(st.booleans()):
        random_game(draw, game, limit=12)
        game = Game.from_rows(game.rows(), k)
    random_game(draw, game, limit=60)
    if not game.is_over():
        how = draw(st.sampled_from(["play on", "forfeit", "call", "agree"]))
        if how == "forfeit":
            reason = draw(st.sampled_from(["", "resigned", "lost on time"]))
            game.end(Outcome(Termination.FORFEIT, draw(st.sampled_from([Mark.X, Mark.O])), reason))
        elif how == "call" and game.is_dead_draw():
            game.end(Outcome(Termination.DEAD_DRAW))
        elif how == "agree" and not game.is_dead_draw():
            game.end(Outcome(Termination.AGREED))
    players = draw(st.fixed_dictionaries({}, optional={"X": names, "O": names}))
    return game, players


@settings(max_examples=150, deadline=None)
@given(sgf_games())
def test_sgf_round_trip(case: tuple[Game, dict[str, str]]) -> None:
    game, players = case
    text = dumps(game, players, format="sgf")
    record = from_sgf(text)
    assert record.kind == "sgf" and record.game.rules == game.rules
    assert record.game.start == game.start and record.game.moves == game.moves
    assert record.outcome == game.outcome() and record.players == players
    assert dumps(record.game, record.players, format="sgf") == text


@settings(max_examples=60, deadline=None)
@given(sgf_games())
def test_every_format_converts_to_ours_and_back(case: tuple[Game, dict[str, str]]) -> None:
    game, players = case
    record = loads(dumps(game, players, format="sgf"))
    again = loads(dumps(record.game, record.players, format="native"))
    assert again.game.moves == game.moves and again.outcome == game.outcome()
    assert again.players == players


# --- files as other programs write them --------------------------------------------------------


def _five_in_a_row_20x20() -> list[tuple[int, int]]:
    """A Gomocup-like 20x20 game, 1-based, that X wins on a diagonal at move 17."""
    x_moves = [(10, 10), (11, 11), (12, 12), (9, 12), (13, 13), (14, 14)]
    o_moves = [(10, 11), (12, 10), (11, 13), (8, 9), (15, 15)]
    order = []
    for i in range(len(o_moves)):
        order += [x_moves[i], o_moves[i]]
    return [*order, x_moves[-1]]


def test_a_piskvork_20x20_file_with_a_trailer_and_crlf_opens(tmp_path: Path) -> None:
    moves = _five_in_a_row_20x20()
    body = [f"{x},{y},{150 * i}" for i, (x, y) in enumerate(moves)]
    lines = [
        "Piskvorky 20x20, 11:11, 0",
        *body,
        r"C:\Gomocup\engines\pbrain-embryo21_s.exe",
        "pbrain-yixin2018.zip",
        "-1",
        "1,Freestyle",
        "",
    ]
    path = tmp_path / "gomocup.psq"
    path.write_bytes("\r\n".join(lines).encode("ascii"))
    record = load(path)
    assert record.kind == "psq" and (record.game.width, record.game.height, record.game.k) == (
        20,
        20,
        5,
    )
    assert record.game.moves == [(x - 1, y - 1) for x, y in moves]
    assert record.outcome == Outcome(Termination.LINE, Mark.X)
    assert record.game.winning_line() == [(9, 9), (10, 10), (11, 11), (12, 12), (13, 13)]
    assert record.players == {
        "X": r"C:\Gomocup\engines\pbrain-embryo21_s.exe",
        "O": "pbrain-yixin2018.zip",
    }
    assert record.times[:3] == (0, 150, 300)


def test_a_piskvork_15x15_file_like_the_sparring_games_opens(tmp_path: Path) -> None:
    # the shape of a sparring game: header, "x,y,ms" lines, no trailer, LF, X wins
    moves = [(6, 9), (11, 9), (6, 8), (11, 8), (6, 7), (11, 7), (6, 6), (11, 6), (6, 5)]
    text = "Piskvorky 15x15, 11:11, 0\n" + "".join(
        f"{x},{y},{t}\n" for t, (x, y) in zip([0, 0, 965, 916, 12, 38, 0, 13, 1], moves)
    )
    path = tmp_path / "sparring.psq"
    path.write_text(text)
    record = load(path)
    assert record.game.moves == [(x - 1, y - 1) for x, y in moves] and record.result == "X"
    assert dumps(record.game, format="psq", times=record.times) == text  # byte for byte


def test_a_long_engine_path_is_cut_to_its_file_name() -> None:
    long_path = "/home/" + "x" * 120 + "/pbrain-rapfi"
    record = from_psq(f"Piskvorky 15x15, 11:11, 0\n8,8,0\n{long_path}\npbrain-b\n")
    assert record.players == {"X": "pbrain-rapfi", "O": "pbrain-b"}


def test_an_sgf_from_a_renju_program_opens() -> None:
    text = (
        "(;FF[4]GM[4]SZ[15]CA[UTF-8]AP[SomeApp:1.0]\n"
        "PB[Black player]PW[White\nplayer]RE[B+R]DT[2024-05-01]KM[0]C[a comment \\] with "
        "a bracket]\n"
        "AB[hh][ii]AW[hi]\n"
        ";W[gg]C[white's reply]\n"
        "(;B[jj];W[kk])\n"
        "(;B[aa]))\n"
    )
    record = from_sgf(text)
    assert record.game.start.rows()[7][7] == "X" and record.game.start.rows()[8][8] == "X"
    assert record.game.start.rows()[8][7] == "O"  # hi: column h, row i
    assert record.game.moves == [(6, 6), (9, 9), (10, 10)]  # the main line: first variation
    assert record.players == {"X": "Black player", "O": "White player"}
    assert record.outcome == Outcome(Termination.FORFEIT, Mark.X, "resigned")


def test_sgf_rectangular_boards_compressed_setups_and_our_k() -> None:
    record = from_sgf("(;GM[4]SZ[7:4]KIR[4]AB[aa:bb]AW[ga][gb][fa][fb];B[cc])")
    assert (record.game.width, record.game.height, record.game.k) == (7, 4, 4)
    assert record.game.start.rows()[:2] == ["XX...OO", "XX...OO"]
    assert record.game.moves == [(2, 2)]
    assert "SZ[7:4]KIR[4]" in dumps(record.game, format="sgf")


def test_sgf_results() -> None:
    dead = "(;GM[4]SZ[3]KIR[3]AB[aa][ba][cb][ac]AW[ca][ab][bb]RE[{}])"  # XXO OOX X..
    called = from_sgf(dead.format("0"))
    assert called.game.start.rows() == ["XXO", "OOX", "X.."]
    assert called.outcome == Outcome(Termination.DEAD_DRAW)
    with pytest.raises(
        GameFileError,
        match=r"^line 1: RE\[W\+\] contradicts the moves: "
        r"B \(X\) has a line$",
    ):
        from_sgf("(;GM[4]SZ[3]KIR[3]AB[aa][ba][ca]AW[ab][bb]RE[W+])")
    assert from_sgf("(;GM[4]SZ[15]RE[W+T];B[hh])").outcome == Outcome(
        Termination.FORFEIT, Mark.O, "lost on time"
    )
    assert from_sgf("(;GM[4]SZ[15]RE[?];B[hh])").outcome is None
    assert from_sgf("(;GM[4]SZ[15]RE[Void];B[hh])").outcome is None
    # a draw on a board still open was agreed (a dead board's is called, above)
    assert from_sgf("(;GM[4]SZ[15]RE[Draw];B[hh])").outcome == Outcome(Termination.AGREED)


def test_a_called_dead_draw_survives_sgf() -> None:
    game = Game.from_rows(["XXO", "OOX", "X.."], 3)
    game.end(Outcome(Termination.DEAD_DRAW))
    text = dumps(game, format="sgf")
    assert "RE[0]" in text
    assert from_sgf(text).outcome == Outcome(Termination.DEAD_DRAW)


# --- the dispatcher -------------------------------------------------------------------------------


def _sample() -> Game:
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (7, 8)]:
        game.play(move)
    return game


@pytest.mark.parametrize(
    "name, starts",
    [
        ("g.ttt", "{"),
        ("g.json", "{"),
        ("G.TTT", "{"),
        ("g.psq", "Piskvorky 15x15"),
        ("g.sgf", "(;GM[4]"),
        ("g.txt", "k=5\nto_move=O\n"),
        ("g.game", "{"),
        ("game", "{"),
    ],
)
def test_save_picks_the_format_by_extension(tmp_path: Path, name: str, starts: str) -> None:
    path = tmp_path / name
    save(path, _sample(), {"X": "Ann", "O": "hard"})
    assert path.read_text().startswith(starts)
    record = load(path)
    assert record.game.rows() == _sample().rows()
    if starts != "k=5\nto_move=O\n":
        assert record.game.moves == _sample().moves


@pytest.mark.parametrize("fmt", ["native", "psq", "sgf", "diagram"])
def test_an_unknown_extension_is_read_by_its_content(tmp_path: Path, fmt: str) -> None:
    path = tmp_path / "saved.game"
    path.write_text(dumps(_sample(), format=fmt))
    assert load(path).kind == {"native": "record"}.get(fmt, fmt)


def test_a_known_extension_is_trusted_and_a_mismatch_says_what_the_file_holds(
    tmp_path: Path,
) -> None:
    path = tmp_path / "game.txt"
    path.write_text(dumps(_sample(), format="native"))
    with pytest.raises(
        GameFileError,
        match=r"game\.txt: the file is named \.txt \(board diagrams\) "
        r"but holds what looks like Tic-Tac-Toe games: "
        r"rename it \.ttt$",
    ):
        load(path)
    path = tmp_path / "game.ttt"
    path.write_text(dumps(_sample(), format="psq"))
    with pytest.raises(GameFileError, match=r"rename it \.psq$"):
        load(path)
    assert load(path, format="psq").game.moves == _sample().moves


@pytest.mark.parametrize(
    "game, fmt, message",
    [
        (Game(5, 5, 4), "psq", r"a \.psq file holds Gomoku \(five in a row\); this game has k=4"),
        (
            Game.from_rows(["XXXXX", "OOOO.", ".....", ".....", "....."], 5),
            "psq",
            r"cannot hold a set-up start that is already won",
        ),
    ],
)
def test_a_game_a_format_cannot_hold_is_refused_before_writing(
    tmp_path: Path, game: Game, fmt: str, message: str
) -> None:
    path = tmp_path / f"g.{fmt}"
    with pytest.raises(GameFileError, match=message):
        save(path, game)
    assert list(tmp_path.iterdir()) == []  # nothing written, no temporary file left


def test_a_set_up_start_goes_to_psq_as_the_first_moves() -> None:
    game = Game.from_rows(["X...O", ".X...", "..O..", ".....", "X...."], 5)
    game.play((3, 3))
    record = from_psq(dumps(game, format="psq", times=(77,)))
    assert record.game.rows() == game.rows() and record.game.to_move() == game.to_move()
    assert record.game.moves == [(0, 0), (4, 0), (1, 1), (2, 2), (0, 4), (3, 3)]
    assert record.times == (0, 0, 0, 0, 0, 77)


def test_format_table() -> None:
    assert format_for("a/b.PSQ").name == "psq" and format_for("x.sgf").name == "sgf"
    assert format_for("x.ttt").name == "native" and format_for("x.txt").name == "diagram"
    assert format_for("x.doc") is None and format_for("noext") is None


def test_json_record_of_a_psq_game_keeps_the_names() -> None:
    record = from_psq("Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,5\nalpha\nbeta\n-1\n")
    data = json.loads(dumps(record.game, record.players))
    assert data["players"] == {"X": "alpha", "O": "beta"} and data["moves"] == [[7, 7], [8, 8]]
