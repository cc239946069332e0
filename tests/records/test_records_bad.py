"""Every kind of bad game file gets a GameFileError that names the field or line at fault."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tictactoe.game import Game
from tictactoe.records import MAX_FILE_BYTES, GameFileError, from_json, load, parse_diagram, to_json


def record(**changes: Any) -> dict[str, Any]:
    """A valid record of a 3x3 game in progress, with some fields changed or removed."""
    data: dict[str, Any] = {
        "format": "tictactoe-mnk",
        "version": 1,
        "rules": {"width": 3, "height": 3, "k": 3},
        "start": None,
        "moves": [[1, 1], [0, 0]],
        "players": {"X": "Ann", "O": "Bob"},
        "result": None,
    }
    for key, value in changes.items():
        if value is REMOVE:
            del data[key]
        else:
            data[key] = value
    return data


REMOVE = object()
X_WINS = [[0, 0], [1, 1], [0, 1], [2, 2], [0, 2]]


def load_text(tmp_path: Path, text: str | bytes, name: str = "bad.json") -> None:
    path = tmp_path / name
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    load(path)


def test_the_valid_base_record_loads(tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(record()))
    assert load(path).game.moves == [(1, 1), (0, 0)]


BAD_RECORDS = [
    # the envelope
    ([1, 2], r"^a game record must be a JSON object, not a list$"),
    ("just a string", r"must be a JSON object"),
    (record(format=REMOVE), r"^format: missing"),
    (record(format="chess-pgn"), r"^format: expected 'tictactoe-mnk', found 'chess-pgn'$"),
    (record(version=REMOVE), r"^version: missing$"),
    (record(version="1"), r'^version: must be a whole number, not "1"$'),
    (record(version=True), r"^version: must be a whole number, not true$"),
    (record(version=3), r"^version: version 3 is not supported \(written by a newer program\?\)"),
    (record(version=0), r"^version: version 0 is not supported; this program reads version 2$"),
    (record(comment="hi"), r"^comment: unknown field"),
    (record(rules=REMOVE), r"^rules: missing$"),
    (record(moves=REMOVE), r"^moves: missing$"),
    (record(result=REMOVE), r"^result: missing$"),
    # rules
    (record(rules=[3, 3, 3]), r"^rules: must be an object"),
    (record(rules={"width": 3, "height": 3}), r"^rules\.k: missing$"),
    (
        record(rules={"width": "3", "height": 3, "k": 3}),
        r'^rules\.width: must be a whole number, not "3"$',
    ),
    (
        record(rules={"width": 3.5, "height": 3, "k": 3}),
        r"^rules\.width: must be a whole number, not 3\.5$",
    ),
    (
        record(rules={"width": 3, "height": None, "k": 3}),
        r"^rules\.height: must be a whole number, not null$",
    ),
    (record(rules={"width": 3, "height": 3, "k": 3, "m": 1}), r"^rules\.m: unknown field"),
    (
        record(rules={"width": 21, "height": 5, "k": 3}),
        r"^rules: the board width must be between 1 and 20, not 21$",
    ),
    (
        record(rules={"width": 3, "height": 3, "k": 0}),
        r"^rules: k \(marks in a row to win\) must be between 1 and 3 on a 3x3 board, not 0$",
    ),
    (record(rules={"width": 3, "height": 3, "k": 4}), r"^rules: k .* not 4$"),
    # start
    (record(start="X.."), r"^start: must be null or an object"),
    (record(start={"rows": ["X..", "..."]}), r"^start\.rows: has 2 rows but the board is 3 high$"),
    (
        record(start={"rows": ["X..", "....", "..."]}),
        r"^start\.rows\[1\]: has 4 cells but the board is 3 wide$",
    ),
    (
        record(start={"rows": ["X..", ".Q.", "..."]}),
        r"^start\.rows\[1\]: 'Q' is not a cell in a board row: use X, O or '\.'$",
    ),
    (record(start={"rows": ["X..", 7, "..."]}), r"^start\.rows\[1\]: must be a string, not 7$"),
    (record(start={"rows": "X..\n...\n..."}), r"^start\.rows: must be a list of strings"),
    (
        record(start={"rows": ["XX.", "...", "..."]}, moves=[]),
        r"^start: impossible position: X has 2 marks and O has 0",
    ),
    (
        record(start={"rows": ["XXX", "OO.", "O.."]}, moves=[]),
        r"^start: impossible position: X has a line but O has moved since$",
    ),
    # moves
    (record(moves={"0": [1, 1]}), r"^moves: must be a list of \[x, y\] pairs, not an object$"),
    (
        record(moves=[[1, 1], [1]]),
        r"^moves\[1\]: must be a pair of whole numbers \[x, y\], not \[1\]$",
    ),
    (record(moves=[[1, 1], [0, 0], [1, 2, 0]]), r"^moves\[2\]: must be a pair"),
    (record(moves=[["a", 1]]), r"^moves\[0\]: must be a pair"),
    (record(moves=[[1.0, 1]]), r"^moves\[0\]: must be a pair"),
    (record(moves=[[True, 1]]), r"^moves\[0\]: must be a pair"),
    (record(moves=[None]), r"^moves\[0\]: must be a pair of whole numbers \[x, y\], not null$"),
    (
        record(moves=[[1, 1], [3, 0]]),
        r"^moves\[1\]: \(3, 0\) is not on the 3x3 board \(from \(0, 0\) to \(2, 2\)\)$",
    ),
    (record(moves=[[1, 1], [0, -1]]), r"^moves\[1\]: \(0, -1\) is not on the 3x3 board"),
    (
        record(moves=[[1, 1], [0, 0], [2, 2], [1, 1]]),
        r"^moves\[3\]: \(1, 1\) is already taken by X$",
    ),
    (record(moves=[[1, 1], [0, 0], [0, 0]]), r"^moves\[2\]: \(0, 0\) is already taken by O$"),
    (
        record(moves=[*X_WINS, [2, 0]], result="X"),
        r"^moves\[5\]: \(2, 0\) is a move after the end \(X wins\)$",
    ),
    (
        record(start={"rows": ["XXX", "OO.", "..."]}, moves=[[2, 1]], result="X"),
        r"^moves\[0\]: \(2, 1\) is a move after the end \(X wins\)$",
    ),
    # result
    (record(result="x"), r'^result: must be "X", "O", "draw" or null, not "x"$'),
    (record(result=1), r'^result: must be "X", "O", "draw" or null, not 1$'),
    (
        record(moves=X_WINS, result="O"),
        r'^result: "O" contradicts the moves: the moves end with X winning$',
    ),
    (
        record(moves=X_WINS, result=None),
        r"^result: null \(not over\) contradicts the moves: the moves end with X winning$",
    ),
    (record(moves=X_WINS, result="draw"), r'^result: "draw" contradicts the moves'),
    (record(result="X"), r'^result: "X" contradicts the moves: the game is not over$'),
    (record(result="draw"), r'^result: "draw" contradicts the moves: the game is not over$'),
    (
        record(
            moves=[[0, 0], [1, 1], [2, 2], [0, 2], [2, 0], [1, 0], [1, 2], [2, 1], [0, 1]],
            result=None,
        ),
        r"^result: null \(not over\) contradicts the moves: the moves end in a draw$",
    ),
    # players
    (record(players=["Ann", "Bob"]), r"^players: must be an object"),
    (record(players={"Z": "Zed"}), r"^players\.Z: unknown side: use X and O$"),
    (record(players={"X": 5}), r"^players\.X: must be a string, not 5$"),
    (record(players={"X": "a" * 101}), r"^players\.X: longer than 100 characters$"),
    (record(players={"O": "bell\u0007"}), r"^players\.O: holds control characters$"),
]


@pytest.mark.parametrize("data, message", BAD_RECORDS)
def test_bad_records(tmp_path: Path, data: Any, message: str) -> None:
    text = json.dumps(data, indent=2)
    with pytest.raises(GameFileError, match=message):
        from_json(text)
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(GameFileError) as caught:
        load(path)
    assert str(caught.value).startswith(f"{path}: ")  # load names the file too
    assert caught.value.path == str(path)


@pytest.mark.parametrize(
    "text, message",
    [
        ('{"format": "tictactoe-mnk", "moves": [], "moves": [[1, 1]]}', r"^moves: appears twice$"),
        (
            '{"format": "tictactoe-mnk",\n "version": 1,\n'
            ' "rules": {"width": NaN, "height": 3, "k": 3},\n "moves": [], "result": null}',
            r"^rules\.width: must be a whole number, not nan$",
        ),
        (
            '{"format": "tictactoe-mnk",\n "version": 1\n "rules": {}}',
            r"^line 3, column 2: not valid JSON: Expecting ',' delimiter$",
        ),
        ('{"format": "tictactoe-mnk", "version": ' + "9" * 5000 + "}", r"^not valid JSON: .*limit"),
        ("[" * 100_000 + "]" * 100_000, r"^the JSON is nested too deeply$"),
    ],
)
def test_bad_json(text: str, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        from_json(text)


def test_every_truncation_of_a_record_is_refused_cleanly(tmp_path: Path) -> None:
    game = Game(4, 4, 3)
    for move in [(1, 1), (0, 0), (2, 2), (3, 3)]:
        game.play(move)
    text = to_json(game, {"X": "Ann", "O": "Bob"})
    messages = set()
    for cut in range(len(text.rstrip())):
        path = tmp_path / "cut.json"
        path.write_text(text[:cut])
        with pytest.raises(GameFileError) as caught:
            load(path)
        messages.add(caught.value.reason)
    assert "the file ends too early (is it truncated?)" in messages
    assert "the file is empty" in messages
    path.write_text(text)
    assert load(path).game.moves == game.moves  # and the whole text loads


@pytest.mark.parametrize(
    "data, message",
    [
        (b"", r"bad\.json: the file is empty$"),
        (b"  \n\n", r"the file is empty$"),
        (
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",
            r"this is a binary file, not a game record or a board diagram$",
        ),
        (b'{"format": "tictactoe-mnk"\x00}', r"this is a binary file"),
        (b"X..\n\xff\xfe\xfa\n...", r"line 2: not UTF-8 text \(a binary file\?\)$"),
        (b"X..\n...\n.\x1b.", r"line 3: holds control characters \(a binary file\?\)$"),
    ],
)
def test_binary_and_empty_files(tmp_path: Path, data: bytes, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        load_text(tmp_path, data)


def test_a_huge_file_is_refused_without_reading_it_all(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(4 * 1024**3)  # a sparse 4 GB file: reading it all would take ages
    with pytest.raises(GameFileError, match=r"too large \(over 1 MB\)"):
        load(path)
    path.write_text(json.dumps(record()) + " " * MAX_FILE_BYTES)
    with pytest.raises(GameFileError, match="too large"):
        load(path)
    with pytest.raises(GameFileError, match="too large"):
        from_json(path.read_text())


def test_an_unreadable_file_is_a_game_file_error_too(tmp_path: Path) -> None:
    with pytest.raises(
        GameFileError, match=r"nowhere\.json: cannot read the file: No such file"
    ) as caught:
        load(tmp_path / "nowhere.json")
    assert isinstance(caught.value.__cause__, FileNotFoundError)
    with pytest.raises(GameFileError, match="cannot read the file"):
        load(tmp_path)  # a directory


# --- bad board diagrams ---------------------------------------------------------------------

BAD_DIAGRAMS = [
    ("X..\n.Z.\n...", r"^line 2: 'Z' is not a cell in a board row: use X, O or '\.'$"),
    (
        "X..\n.0.\n...",
        r"^line 2: '0' is not a cell in a board row: use X, O or '\.' "
        r"\(zero is not the letter O\)$",
    ),
    ("k=3\nX..\n..\n...", r"^line 3: the row has 2 cells but the first row \(line 2\) has 3$"),
    ("X..\nk=3\n...", r"^line 2: header lines such as 'k=4' must come before the board$"),
    ("size=3\n...", r"^line 1: unknown setting 'size' \(known: k, rule, to_move\)$"),
    ("k=3\nk=4\n...", r"^line 2: k is set twice \(first on line 1\)$"),
    ("k=four\n...", r"^line 1: k must be a whole number, not 'four'$"),
    ("# c\nk=5\n...\n...\n...", r"^line 2: k must be between 1 and 3 on a 3x3 board, not 5$"),
    ("k=0\n...", r"^line 1: k must be between 1 and 3 on a 3x1 board, not 0$"),
    ("to_move=Z\n...", r"^line 1: the side to move must be X or O, not 'Z'$"),
    (
        "k=3\nto_move=X\nX..\n...\n...",
        r"^line 2: X cannot be to move: X has 1 marks and O has 0, so it is O's turn",
    ),
    ("# set-up\nXX.\n...\n...", r"^lines 2-4: impossible position: X has 2 marks and O has 0"),
    ("XXX\nOOO\nX..", r"^lines 1-3: impossible position: both X and O have a line$"),
    ("XXX\nOO.\nO..", r"^lines 1-3: impossible position: X has a line but O has moved since$"),
    ("X..\n\n...\n...", r"^line 2: blank line inside the board: the rows must be together$"),
    ("# only a comment\n\nk=3\n", r"^no board found: write rows of X, O and '\.'$"),
    ("." * 21, r"^line 1: the board is 21 cells wide; at most 20 are allowed$"),
    ("k=3\n" + "...\n" * 21, r"^lines 2-22: the board is 21 cells high; at most 20 are allowed$"),
]


@pytest.mark.parametrize("text, message", BAD_DIAGRAMS)
def test_bad_diagrams(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        parse_diagram(text)
    with pytest.raises(GameFileError, match=message.replace("^", "bad\\.txt: ", 1)):
        load_text(tmp_path, text, "bad.txt")


def test_diagram_arguments_must_agree_with_the_headers() -> None:
    with pytest.raises(GameFileError, match=r"^line 1: k=4 here, but k=3 was asked for$"):
        parse_diagram("k=4\n....", k=3)
    with pytest.raises(
        GameFileError, match=r"^to_move: to_move=O was asked for, but the file says X$"
    ):
        parse_diagram("to_move=X\n...", to_move="O")
    with pytest.raises(GameFileError, match=r"^to_move: O cannot be to move"):
        parse_diagram("...", to_move="O")
    with pytest.raises(GameFileError, match=r"^k: k must be between 1 and 3"):
        parse_diagram("...", k=7)
