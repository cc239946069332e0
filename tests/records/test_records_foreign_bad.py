"""Bad .psq and SGF files: every one a GameFileError naming the line that is wrong."""

from __future__ import annotations

from pathlib import Path

import pytest

from tictactoe.game import Game
from tictactoe.records import MAX_FILE_BYTES, GameFileError, dumps, from_psq, from_sgf, load

GOOD_PSQ = "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,120\n8,9,300\nalpha\nbeta\n-1\n"

BAD_PSQ = [
    (
        "15,15,0\n8,8,0\n",
        r"^line 1: expected a header like 'Piskvorky 15x15, 11:11, 0', not '15,15,0'$",
    ),
    ("Piskvorky\n8,8,0\n", r"^line 1: expected a header"),
    ("Piskvorky 15x\n", r"^line 1: expected a header"),
    (
        "Piskvorky 21x21, 11:11, 0\n",
        r"^line 1: the board is 21 cells wide; this program plays 1 to 20$",
    ),
    ("Piskvorky 15x0, 11:11, 0\n", r"^line 1: the board is 0 cells high"),
    (
        "Piskvorky 4x4, 11:11, 0\n",
        r"^line 1: a 4x4 board cannot hold five in a row \(a \.psq game is Gomoku, k = 5\)$",
    ),
    (
        "Piskvorky 15x15\n8,8,0\n16,1,0\n",
        r"^line 3: 16,1 is not on the 15x15 board \(x 1\.\.15, y 1\.\.15\)$",
    ),
    ("Piskvorky 15x15\n0,5,0\n", r"^line 2: 0,5 is not on the 15x15 board"),
    ("Piskvorky 15x15\n8,8,0\n-3,5,0\n", r"^line 3: -3,5 is not on the 15x15 board"),
    ("Piskvorky 15x15\n8,8,0\n9,9,0\n8,8,0\n", r"^line 4: 8,8 is already taken by X$"),
    ("Piskvorky 15x15\n8,8,0\n9,9,0\n\n\n9,9,0\n", r"^line 6: 9,9 is already taken by O$"),
    (
        "Piskvorky 15x15\n8,8,ab\n",
        r"^line 2: the time must be milliseconds \(a whole number\), not 'ab'$",
    ),
    ("Piskvorky 15x15\n8,8,-5\n", r"^line 2: the time must be milliseconds"),
    ("Piskvorky 15x15\n8,8,0\n9,9\n10,10,0\n", r"^line 3: expected a move 'x,y,time', not '9,9'$"),
    (
        "Piskvorky 15x15\n8,8,0\n9,9,0\n10",
        r"^line 4: the last move is cut short \(is the file truncated\?\)$",
    ),
    ("Piskvorky 15x15\n8,8,0\n9,9,0\n10,1", r"^line 4: the last move is cut short"),
    ("Piskvorky 15x15\n8,8,0\n9,9,0\n10,1,", r"^line 4: the last move is cut short"),
    (
        "Piskvorky 15x15\n8,8,0\nalpha\n9,9,0\n",
        r"^line 4: a move after the move list ended \(on line 3\)$",
    ),
    (
        "Piskvorky 15x15\n8,8,0\n-1\n9,9,0\n",
        r"^line 4: a move after the move list ended \(on line 3\)$",
    ),
    (
        "Piskvorky 15x15\n" + "".join(f"{x},1,0\n{x},2,0\n" for x in range(1, 6)) + "6,1,0\n",
        r"^line 11: 5,2 is a move after the end \(X wins\)$",
    ),
]


@pytest.mark.parametrize("text, message", BAD_PSQ)
def test_bad_psq(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        from_psq(text)
    path = tmp_path / "bad.psq"
    path.write_text(text)
    with pytest.raises(GameFileError, match=message.replace("^", "^.*bad\\.psq: ", 1)):
        load(path)


def test_the_good_psq_base_loads() -> None:
    record = from_psq(GOOD_PSQ)
    assert record.game.moves == [(7, 7), (8, 8), (7, 8)] and record.times == (0, 120, 300)


def test_every_truncation_of_a_psq_file_keeps_only_whole_moves_or_is_refused() -> None:
    """A cut at a line's end is a valid shorter game (nothing can tell); a cut inside the
    x,y of a move is refused; a cut inside the time keeps the move."""
    lines = GOOD_PSQ.splitlines(keepends=True)
    full = from_psq(GOOD_PSQ).game.moves
    offset = 0
    for number, line in enumerate(lines, 1):
        for cut in range(len(line)):
            text = "".join(lines[: number - 1]) + line[:cut]
            if not text.strip():
                continue
            kept = sum(1 for done in lines[1 : number - 1] if done[:1].isdigit())
            partial = line[:cut]
            if (
                number > 1
                and partial[:1].isdigit()
                and partial.count(",") == 2
                and partial.rstrip("\n").split(",")[2]
            ):
                kept += 1  # the time was cut, the move is whole
            try:
                record = from_psq(text)
            except GameFileError as error:
                assert error.where in (f"line {number}", "line 1"), (text, error)
                continue
            assert record.game.moves == full[:kept], (text, record.game.moves)
        offset += len(line)


def test_a_name_that_reads_as_a_number_is_not_written_to_psq() -> None:
    game = Game(15, 15, 5)
    game.play((7, 7))
    text = dumps(game, {"X": "0", "O": "bob"}, format="psq")
    assert text == "Piskvorky 15x15, 11:11, 0\n8,8,0\n"
    assert from_psq(text).game.moves == [(7, 7)]


GOOD_SGF = "(;GM[4]FF[4]SZ[15]PB[Ann]PW[Bob]\n;B[hh];W[ii]\n;B[hi])\n"

BAD_SGF = [
    (";B[aa])", r"^line 1: a node outside a game tree: an SGF file starts with '\(;'$"),
    ("GM[4]", r"^line 1: not an SGF file: it must start with '\(;'$"),
    (
        "(;GM[4]SZ[15];B[hh]",
        r"^line 1: the file ends before every '\(' is closed \(is it truncated\?\)$",
    ),
    (
        "(;GM[4]SZ[15]\n;B[hh",
        r"^line 2: the file ends inside a value '\[\.\.\.' \(is it truncated\?\)$",
    ),
    ("(;GM[4]SZ[15]PB[Ann\\", r"^line 1: the file ends inside a value"),
    ("(;GM[4]SZ[15])\n)", r"^line 2: '\)' closes nothing$"),
    ("(;GM[4]SZ[15])x", r"^line 1: 'x' after the last game tree$"),
    ("()", r"^line 1: an empty game tree '\(\)'"),
    ("((;GM[4]))", r"^line 1: a variation before any node"),
    ("(;GM[4];B[hh](;W[aa]);B[cc])", r"^line 1: a node after a variation"),
    (
        "(;GM[4]SZ[15] 5 ;B[hh])",
        r"^line 1: '5' where a node ';', a variation '\(' or its end '\)' belongs$",
    ),
    ("(;GM[4]SZ)", r"^line 1: property SZ has no value"),
    ("(;GM[4]sz[15])", r"^line 1: property 'sz' has no upper-case letters$"),
    ("(;GM[4]SZ[15]SZ[15])", r"^line 1: SZ appears twice in one node$"),
    ("(;GM[1]SZ[19];B[aa])", r"^line 1: GM\[1\] is not Gomoku: this program reads GM\[4\] games$"),
    ("(;GM[4]SZ[21])", r"^line 1: the board is 21 cells wide; this program plays 1 to 20$"),
    ("(;GM[4]SZ[15:0])", r"^line 1: the board is 0 cells high"),
    ("(;GM[4]SZ[1:2:3])", r"^line 1: SZ must be n or w:h"),
    ("(;GM[4]SZ[big])", r"^line 1: SZ must be a whole number, not 'big'$"),
    (
        "(;GM[4]SZ[3])",
        r"^line 1: a 3x3 board cannot hold five in a row: add KIR\[k\] for k in a row$",
    ),
    ("(;GM[4]SZ[3]KIR[4])", r"^line 1: k \(marks in a row to win\) must be between 1 and 3"),
    ("(;GM[4]SZ[15]\n;B[hh]\n;B[ii])", r"^line 3: B\[ii\] but it is W \(O\)'s turn$"),
    ("(;GM[4]SZ[15];W[hh])", r"^line 1: W\[hh\] but it is B \(X\)'s turn$"),
    ("(;GM[4]SZ[15];B[hh];W[hh])", r"^line 1: \[hh\] is already taken by X$"),
    ("(;GM[4]SZ[15];B[zz])", r"^line 1: \[zz\] is not on the 15x15 board$"),
    ("(;GM[4]SZ[15];B[])", r"^line 1: \[\] is a pass: not a move in this game$"),
    ("(;GM[4]SZ[15];B[h8])", r"^line 1: \[h8\] is not a point: write two letters"),
    ("(;GM[4]SZ[15];B[hh]W[ii])", r"^line 1: B and W in one node: one move per node$"),
    ("(;GM[4]SZ[15];B[hh][ii])", r"^line 1: B holds 2 values: a move is one$"),
    ("(;GM[4]SZ[15];B[hh];AB[aa])", r"^line 1: AB after the first node"),
    ("(;GM[4]SZ[15];B[hh];SZ[9])", r"^line 1: SZ after the first node"),
    ("(;GM[4]SZ[5]AB[aa]AW[aa])", r"^line 1: AW\[aa\]: the point has a stone already$"),
    ("(;GM[4]SZ[5]AB[aa][bb][cc])", r"^line 1: impossible position: X has 3 marks and O has 0"),
    ("(;GM[4]SZ[5]PL[W])", r"^line 1: PL\[W\] but the stones give the turn to B \(X\)$"),
    ("(;GM[4]SZ[5]PL[Q])", r"^line 1: PL must be B or W, not 'Q'$"),
    (
        "(;GM[4]SZ[5]" + "".join(f";B[{c}a];W[{c}b]" for c in "abcde") + ")",
        r"^line 1: \[eb\] is a move after the end \(X wins\)$",
    ),
    (
        "(;GM[4]SZ[5]RE[W+]" + "".join(f";B[{c}a];W[{c}b]" for c in "abcd") + ";B[ea])",
        r"^line 1: RE\[W\+\] contradicts the moves: B \(X\) has a line$",
    ),
    (
        "(;GM[4]SZ[5]RE[0]" + "".join(f";B[{c}a];W[{c}b]" for c in "abcd") + ";B[ea])",
        r"^line 1: RE\[0\] \(a draw\) contradicts the moves: X has a line$",
    ),
]


@pytest.mark.parametrize("text, message", BAD_SGF)
def test_bad_sgf(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        from_sgf(text)
    path = tmp_path / "bad.sgf"
    path.write_text(text)
    with pytest.raises(GameFileError, match=message.replace("^", "^.*bad\\.sgf: ", 1)):
        load(path)


def test_every_truncation_of_an_sgf_file_is_refused() -> None:
    assert from_sgf(GOOD_SGF).game.moves == [(7, 7), (8, 8), (7, 8)]
    end = GOOD_SGF.rindex(")")
    for cut in range(end):
        if GOOD_SGF[:cut].strip():
            with pytest.raises(GameFileError):
                from_sgf(GOOD_SGF[:cut])


def test_deep_sgf_variations_do_not_overflow_the_stack() -> None:
    depth = 20_000  # twenty times Python's recursion limit
    text = "(;GM[4]SZ[15]" + "(;C[x]" * depth + ")" * (depth + 1)
    record = from_sgf(text)
    assert record.game.moves == []
    with pytest.raises(GameFileError, match="a variation before any node"):
        from_sgf("(" * depth)


@pytest.mark.parametrize("suffix", ["psq", "sgf"])
def test_huge_and_binary_foreign_files(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"huge.{suffix}"
    good = GOOD_PSQ if suffix == "psq" else GOOD_SGF
    path.write_text(good + " " * MAX_FILE_BYTES)
    with pytest.raises(GameFileError, match=r"too large \(over 1 MB\)"):
        load(path)
    path.write_bytes(good.encode()[:20] + b"\x00\x01\x02")
    with pytest.raises(GameFileError, match="binary file"):
        load(path)
    path.write_bytes(b"")
    with pytest.raises(GameFileError, match="the file is empty"):
        load(path)


@pytest.mark.parametrize(
    "reader, text",
    [
        (from_psq, "Piskvorky 15x15\n" + "7,7,0\n" * 50_000),
        (from_sgf, "(;GM[4]SZ[15]" + ";B[hh];W[hh]" * 10_000 + ")"),
    ],
)
def test_long_files_fail_at_their_first_wrong_line(reader, text: str) -> None:
    with pytest.raises(GameFileError, match=r"^line [123]: .* is already taken by X$"):
        reader(text)


@pytest.mark.parametrize(
    "reader, text",
    [
        (from_psq, "Piskvorky 15x15\n8,8,0\n" + "1," + " " * 200_000 + "x\n"),  # a trailer line
        (from_sgf, "(;GM[4]C[" + "\\]" * 200_000 + "];B[hh])"),  # a long comment of escapes
    ],
)
def test_long_lines_that_are_ignored_still_parse(reader, text: str) -> None:
    assert reader(text).game.moves == [(7, 7)]
