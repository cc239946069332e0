"""Every diagram of the rules page (resources/rules.md, the app's Rules page) says what the
rule modules say (tictactoe/variants.py, tictactoe/renju.py), so a wrong example cannot come
back: the page once called a real three (``O . X X * . .``) and a four (``. X X * . X .``)
false threes.

How the page's diagrams are read (its second paragraph says it to the reader):

* A code block in a rule's section (Freestyle, Standard, Renju, Caro) is either lines that
  each hold a piece of one line of the board and its words, or one piece of the board,
  rows of cells with the words beside one row.  Cells are ``X`` (Black), ``O`` (White),
  ``.`` empty, ``*`` the point X plays, ``|`` the edge; past the piece the board is empty
  (the piece sits in the middle of a 20x20 board, or against its edge at a ``|``); k = 5.
* The verdict is the words after their last ``": "``, from a fixed list: ``wins`` and ``no
  win`` (X playing ``*`` makes a winning row under the section's rule, or not);
  ``forbidden`` (renju: the foul must be named before the colon), ``allowed``; and for a
  piece of one line, ``a three``, ``no three`` or ``a four``, asked of the rule module as a
  renju player would: with a three across the point (two stones of a column) ``*`` must make
  a double three exactly when the line is a three, and with a four across (three stones) a
  double four exactly when the line is a four.
* The Openings section's block is two positions side by side, after swap's three stones and
  swap2's five: White is to move in both, as the words say.

Forbidden points are also asked of the plain reference of the tests (tests/renju_reference.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources

import pytest

from tests import renju_reference
from tictactoe.game import MAX_SIDE, Mark, Position, Rules, Variant, side_to_move, wins_at
from tictactoe.variants import foul

SIDE = MAX_SIDE
RULE_SECTIONS = {
    "Freestyle": Variant.FREESTYLE,
    "Standard (exactly k)": Variant.STANDARD,
    "Renju (k = 5)": Variant.RENJU,
    "Caro (k = 5)": Variant.CARO,
}
OPENINGS = "Openings: swap and swap2"
VERDICTS = ("wins", "no win", "forbidden", "allowed", "a three", "no three", "a four")
CELLS = re.compile(r"^((?:[XO.*|] )*[XO.*|])(?:\s{2,}(\S.*))?$")


def page() -> str:
    return resources.files("tictactoe.resources").joinpath("rules.md").read_text("utf-8")


def blocks() -> list[tuple[str, list[str]]]:
    """(section title, the block's lines) for every code block of the page."""
    found, section, block = [], "", None
    for line in page().splitlines():
        if block is not None:
            if line.startswith("```"):
                found.append((section, block))
                block = None
            else:
                block.append(line.rstrip())
        elif line.startswith("## "):
            section = line[3:].strip()
        elif line.startswith("```"):
            block = []
    assert block is None, "a code block is not closed"
    return found


@dataclass(frozen=True)
class Diagram:
    rows: tuple[tuple[str, ...], ...]  # cells, top row first
    words: str
    section: str

    @property
    def verdict(self) -> str:
        said = self.words.rsplit(": ", 1)[-1]
        for verdict in sorted(VERDICTS, key=len, reverse=True):
            if said.startswith(verdict):
                return verdict
        raise AssertionError(f"{self}: no verdict in {self.words!r} (one of {VERDICTS})")

    def __str__(self) -> str:
        return " / ".join(" ".join(r) for r in self.rows) + f"  ({self.section})"


def diagrams(section: str, lines: list[str]) -> list[Diagram]:
    """The block's diagrams: a line each when every line has words, else one piece of board."""
    parsed = []
    for line in lines:
        found = CELLS.match(line)
        assert found, f"{section}: not a diagram's line: {line!r}"
        parsed.append((tuple(found.group(1).split(" ")), found.group(2)))
    if all(words for _, words in parsed):
        return [Diagram((cells,), words, section) for cells, words in parsed]
    said = [words for _, words in parsed if words]
    assert len(said) == 1, f"{section}: a piece of board with its words on one row: {lines}"
    widths = {len(cells) for cells, _ in parsed}
    assert len(widths) == 1, f"{section}: rows of one width: {lines}"
    return [Diagram(tuple(cells for cells, _ in parsed), said[0], section)]


@dataclass(frozen=True)
class Board:
    position: Position
    star: tuple[int, int]


def board(diagram: Diagram, rule: Variant, across: int = 0) -> Board:
    """The diagram on a 20x20 board; ``across``: that many X stones above ``*``."""
    rows = [list(r) for r in diagram.rows]
    top = (SIDE - len(rows)) // 2
    x_bits = o_bits = 0
    star = None
    for dy, cells in enumerate(rows):
        if cells[0] == "|":
            cells, left = cells[1:], 0
        elif cells[-1] == "|":
            cells = cells[:-1]
            left = SIDE - len(cells)
        else:
            left = (SIDE - len(cells)) // 2
        assert "|" not in cells, f"{diagram}: an edge inside the piece"
        for dx, cell in enumerate(cells):
            bit = 1 << ((top + dy) * SIDE + left + dx)
            if cell == "X":
                x_bits |= bit
            elif cell == "O":
                o_bits |= bit
            elif cell == "*":
                assert star is None, f"{diagram}: one * only"
                star = (left + dx, top + dy)
    assert star is not None, f"{diagram}: no *"
    for up in range(1, across + 1):
        x_bits |= 1 << ((star[1] - up) * SIDE + star[0])
    return Board(Position(Rules(SIDE, SIDE, 5, rule), x_bits, o_bits), star)


def forbidden(b: Board) -> str | None:
    """The foul of X at ``*``, from the rule module; the reference must agree."""
    p = b.position
    x, y = b.star
    found = foul(p.rules, p.x_bits, p.o_bits, y * SIDE + x)
    grid = [list(row) for row in p.rows()]
    assert renju_reference.forbidden(grid, x, y) == (found.value if found else None)
    return found.value if found else None


def check(diagram: Diagram, rule: Variant) -> None:
    verdict = diagram.verdict
    alone = board(diagram, rule)
    wins = wins_at(alone.position, alone.star, Mark.X)
    if verdict in ("wins", "no win"):
        assert wins == (verdict == "wins"), diagram
        if rule is Variant.RENJU:
            assert forbidden(alone) is None, diagram
        return
    assert rule is Variant.RENJU, f"{diagram}: {verdict!r} is said of renju only"
    assert not wins, f"{diagram}: the stone wins"
    if verdict == "forbidden":
        found = forbidden(alone)
        assert found is not None, f"{diagram}: allowed"
        assert found in diagram.words.rsplit(": ", 1)[0], f"{diagram}: it is {found}"
        return
    if verdict == "allowed":
        assert forbidden(alone) is None, diagram
        return
    assert len(diagram.rows) == 1, f"{diagram}: {verdict!r} is said of a piece of one line"
    assert forbidden(alone) is None, diagram
    three = forbidden(board(diagram, rule, across=2)) == "double three"
    four = forbidden(board(diagram, rule, across=3)) == "double four"
    assert (three, four) == {
        "a three": (True, False),
        "no three": (False, False),
        "a four": (False, True),
    }[verdict], f"{diagram}: a three {three}, a four {four}"


def every_diagram() -> list[tuple[Diagram, Variant]]:
    out = []
    for section, lines in blocks():
        if section == OPENINGS:
            continue
        assert section in RULE_SECTIONS, f"a diagram in {section!r}: this test cannot check it"
        out += [(d, RULE_SECTIONS[section]) for d in diagrams(section, lines)]
    return out


DIAGRAMS = every_diagram()


@pytest.mark.parametrize("diagram, rule", DIAGRAMS, ids=[str(d) for d, _ in DIAGRAMS])
def test_each_diagram_says_what_the_rule_module_says(diagram: Diagram, rule: Variant) -> None:
    check(diagram, rule)


def test_every_rule_and_verdict_has_its_diagrams() -> None:
    """The page shows each rule, and renju's threes, false threes and fours, by example."""
    assert {rule for _, rule in DIAGRAMS} == set(RULE_SECTIONS.values())
    renju = [d.verdict for d, rule in DIAGRAMS if rule is Variant.RENJU]
    for verdict in ("forbidden", "allowed", "wins", "a three", "no three", "a four"):
        assert verdict in renju
    fouls = " ".join(d.words for d, rule in DIAGRAMS if d.verdict == "forbidden")
    for name in ("overline", "double four", "double three"):
        assert name in fouls


def test_the_swap_figure_leaves_white_to_move() -> None:
    (lines,) = [lines for section, lines in blocks() if section == OPENINGS]
    boards: list[list[str]] = [[], []]
    for line in lines:
        pieces = re.findall(r"(?:^|\s{2,})((?:[XO.] ){4}[XO.])(?=\s|$)", line)
        assert len(pieces) == 2, line
        for rows, piece in zip(boards, pieces):
            rows.append(piece.replace(" ", ""))
    counts = []
    for rows in boards:
        position = Position(
            Rules(5, len(rows), 5),
            sum(1 << i for i, c in enumerate("".join(rows)) if c == "X"),
            sum(1 << i for i, c in enumerate("".join(rows)) if c == "O"),
        )
        counts.append((position.x_bits.bit_count(), position.o_bits.bit_count()))
        assert side_to_move(position) is Mark.O  # "White moves next"
    assert counts == [(2, 1), (3, 2)]  # swap's three stones, swap2's two more


def test_a_wrong_verdict_would_fail() -> None:
    """The checks can fail: the two examples the page once had, with its old words."""
    for cells, words in (("O . X X * . .", "no three"), (". X X * . X .", "no three")):
        wrong = Diagram((tuple(cells.split()),), f"once said: {words}", "Renju (k = 5)")
        with pytest.raises(AssertionError, match=r"a three True|a four True"):
            check(wrong, Variant.RENJU)


def test_two_diagrams_always_have_words_between_them() -> None:
    """The window's Markdown view (QTextBrowser) draws two code blocks with only a blank
    line between them as one: two boards would read as one taller board."""
    lines = page().splitlines()
    closing = [i for i, line in enumerate(lines) if line.startswith("```")][1::2]
    for end in closing:
        after = next((line for line in lines[end + 1 :] if line.strip()), "")
        assert not after.startswith("```"), f"line {end + 1}: a diagram right after another"
