"""Curated large-board positions for the tests and the benchmark.

Each :class:`Curated` position is either set up from lists of X and O stones
or played from the empty board by a list of moves, and says what it shows:

* ``win1``: the side to move wins at once (one of ``answers``);
* ``block``: the opponent has a four; the only move that does not lose at once
  is in ``answers``;
* ``open4``: the opponent threatens to make an open four (a split three);
  ``answers`` are the moves that stop it;
* ``open3``: the opponent has an open three that must be blocked at an end;
* ``defend``: the opponent has a VCF (here a double four in one move);
  ``answers`` are the moves after which it has none;
* ``vcf``: the side to move wins by continuous fours in ``length`` attacking
  moves; ``line`` is one such forced line (attacker, defender, ..., winning
  move), checked move by move in the tests with the rules alone;
* ``middle``: a quiet middle-game position (no forced win by fours or threes
  for the side to move, none by fours for the other), for speed figures.

The ``vcf`` and ``middle`` positions come from games the engine played against
itself from varied openings (recorded here as move lists, so they are real
game positions); the short tactics are drawn by hand.
"""
from __future__ import annotations

from dataclasses import dataclass

from tictactoe.game import Game, Move, Position, Rules


@dataclass(frozen=True)
class Curated:
    name: str
    kind: str
    width: int
    height: int
    k: int
    moves: tuple[Move, ...] = ()
    x: tuple[Move, ...] = ()
    o: tuple[Move, ...] = ()
    answers: tuple[Move, ...] = ()
    length: int = 0
    line: tuple[Move, ...] = ()
    note: str = ""

    def game(self) -> Game:
        """A fresh game in this position (set-up stones first, then the moves)."""
        rules = Rules(self.width, self.height, self.k)
        xb = sum(1 << rules.index(m) for m in self.x)
        ob = sum(1 << rules.index(m) for m in self.o)
        game = Game(rules=rules, start=Position(rules, xb, ob))
        for move in self.moves:
            game.play(move)
        return game


def _row(y: int, *xs: int) -> tuple[Move, ...]:
    return tuple((x, y) for x in xs)


TACTICS: tuple[Curated, ...] = (
    Curated("win in one", "win1", 15, 15, 5,
            x=_row(7, 5, 6, 7, 8), o=((4, 7), (5, 8), (6, 8), (7, 9)),
            answers=((9, 7),), note="X has a closed four and plays the fifth"),
    Curated("win beats block", "win1", 15, 15, 5,
            x=_row(3, 3, 4, 5, 6) + ((10, 10),), o=_row(5, 3, 4, 5, 6),
            answers=((2, 5), (7, 5)),
            note="O to move: both sides have fours; O wins instead of blocking"),
    Curated("forced block", "block", 15, 15, 5,
            x=((2, 3), (7, 7), (8, 8), (9, 10)), o=_row(3, 3, 4, 5, 6),
            answers=((7, 3),), note="O's closed four must be blocked at its one open end"),
    Curated("forced block, 9x9 k=4", "block", 9, 9, 4,
            x=((0, 0), (5, 3), (8, 8)), o=((2, 6), (3, 5), (4, 4)),
            answers=((1, 7),),
            note="k=4: O's diagonal three, closed at (5,3), must be blocked at (1,7)"),
    Curated("stop the split three", "open4", 15, 15, 5,
            x=((2, 12), (3, 3), (11, 11)), o=_row(7, 5, 6, 8),
            answers=((4, 7), (7, 7), (9, 7)),
            note="O's .OO.O. becomes an open four at (7,7); X takes the gap or an end"),
    Curated("block the open three", "open3", 15, 15, 5,
            x=((6, 8), (10, 10), (2, 12), (3, 3)), o=_row(7, 6, 7, 8) + ((12, 2),),
            answers=((5, 7), (9, 7)),
            note="O's ..OOO.. must be blocked next to it (a far block leaves an open four)"),
    Curated("break the double four", "defend", 15, 15, 5,
            x=((4, 7), (9, 3), (0, 0), (14, 0), (0, 14), (14, 14)),
            o=_row(7, 5, 6, 7) + ((9, 4), (9, 5), (9, 6)),
            answers=((8, 7), (9, 7), (9, 8)),
            note="two closed threes: O at (9,7) makes two fours; X must take (9,7) "
                 "or spoil one of the two lines next to it"),
)

VCF: tuple[Curated, ...] = (
    Curated("vcf 3 (15x15)", "vcf", 15, 15, 5, length=3, moves=(
        (8, 7), (9, 7), (6, 8), (5, 7), (6, 9), (9, 6), (6, 10), (6, 11), (7, 8), (9, 8),
        (9, 5), (6, 6), (4, 8), (5, 8), (4, 11), (5, 10), (5, 9), (9, 9), (9, 10), (3, 7),
        (7, 7), (8, 6)),
        line=((4, 10), (3, 11), (4, 9), (4, 12), (4, 7))),
    Curated("vcf 4 (15x15)", "vcf", 15, 15, 5, length=4, moves=(
        (9, 5), (8, 8), (6, 8), (8, 7), (8, 5), (7, 7), (10, 5), (11, 5), (10, 6), (6, 6),
        (5, 5), (5, 7), (6, 7), (8, 9), (7, 5), (6, 5), (8, 10), (7, 6), (9, 8), (5, 6),
        (4, 6), (4, 7), (7, 4), (9, 9), (10, 10), (3, 8), (2, 9), (5, 4), (4, 3), (9, 6),
        (8, 6), (6, 9), (7, 9)),
        line=((5, 10), (7, 8), (5, 8), (5, 9), (3, 6), (2, 5), (7, 10))),
    Curated("vcf 4b (15x15)", "vcf", 15, 15, 5, length=4, moves=(
        (7, 6), (5, 9), (7, 7), (6, 5), (5, 5), (6, 6), (7, 8), (7, 9), (6, 7), (6, 4),
        (8, 9), (5, 6), (5, 8), (4, 9), (8, 5), (9, 4), (9, 10), (10, 11), (4, 7), (6, 3),
        (6, 2), (5, 7), (6, 9), (3, 6), (6, 8), (4, 6), (2, 6), (8, 8)),
        line=((7, 10), (8, 11), (6, 11), (6, 10), (9, 8), (5, 12), (10, 7))),
    Curated("vcf 5 (15x15)", "vcf", 15, 15, 5, length=5, moves=(
        (9, 7), (7, 9), (5, 8), (6, 5), (9, 8), (9, 5), (7, 10), (7, 5), (8, 5), (5, 5),
        (4, 5), (7, 7), (8, 9), (6, 11), (10, 7), (11, 6), (7, 8), (6, 7)),
        line=((8, 8), (6, 8), (8, 6), (8, 7), (11, 8), (10, 8), (9, 6), (7, 4), (12, 9))),
    Curated("vcf 7 (15x15)", "vcf", 15, 15, 5, length=7, moves=(
        (8, 8), (5, 9), (6, 9), (6, 5), (7, 8), (5, 10), (9, 8), (10, 8), (8, 7), (5, 8),
        (5, 7), (10, 7), (5, 12), (10, 5), (10, 9), (7, 6), (11, 10), (12, 11), (8, 9),
        (10, 6), (10, 4), (8, 6), (9, 9), (7, 9)),
        line=((11, 9), (12, 9), (8, 11), (8, 10), (7, 10), (6, 11), (9, 12), (10, 13),
              (9, 10), (9, 11), (11, 8), (7, 12), (12, 7))),
    Curated("vcf 4 (20x20)", "vcf", 20, 20, 5, length=4, moves=(
        (10, 9), (11, 11), (12, 8), (8, 9), (13, 9), (15, 11), (11, 9), (12, 9), (10, 10),
        (13, 7), (10, 6), (11, 7), (10, 12), (10, 11), (11, 8), (14, 7), (12, 7), (13, 8),
        (11, 10), (15, 6), (16, 5), (9, 10)),
        line=((10, 8), (10, 7), (9, 8), (8, 8), (8, 7), (12, 11), (7, 6))),
    Curated("vcf 6 (20x20)", "vcf", 20, 20, 5, length=6, moves=(
        (11, 9), (8, 12), (8, 11), (11, 10), (10, 9), (12, 9), (9, 10), (7, 12), (9, 12),
        (13, 8), (14, 7), (12, 7), (9, 11), (9, 9), (9, 14), (9, 13), (10, 13), (11, 14),
        (7, 10), (6, 9), (10, 11), (7, 11)),
        line=((10, 10), (10, 12), (6, 10), (8, 10), (10, 8), (10, 7), (12, 11), (11, 11),
              (11, 12), (8, 15), (13, 10))),
)

MIDDLE: tuple[Curated, ...] = (
    Curated("middle 15x15 #1, 24 stones", "middle", 15, 15, 5, moves=(
        (7, 7), (6, 6), (5, 7), (6, 7), (6, 8), (6, 4), (4, 6), (3, 5), (8, 6), (5, 9),
        (6, 3), (7, 9), (6, 9), (10, 4), (8, 5), (7, 4), (8, 4), (8, 3), (5, 8), (7, 8),
        (4, 7), (3, 6), (3, 8), (4, 8))),
    Curated("middle 15x15 #1, 30 stones", "middle", 15, 15, 5, moves=(
        (7, 7), (6, 6), (5, 7), (6, 7), (6, 8), (6, 4), (4, 6), (3, 5), (8, 6), (5, 9),
        (6, 3), (7, 9), (6, 9), (10, 4), (8, 5), (7, 4), (8, 4), (8, 3), (5, 8), (7, 8),
        (4, 7), (3, 6), (3, 8), (4, 8), (5, 6), (6, 5), (6, 10), (7, 10), (7, 12), (6, 11))),
    Curated("middle 15x15 #2, 18 stones", "middle", 15, 15, 5, moves=(
        (7, 7), (6, 6), (5, 7), (6, 7), (6, 8), (6, 4), (6, 5), (8, 6), (7, 9), (4, 6),
        (7, 8), (7, 6), (5, 6), (5, 8), (8, 5), (8, 10), (4, 7), (3, 8))),
    Curated("middle 15x15 #3, 21 stones", "middle", 15, 15, 5, moves=(
        (7, 7), (6, 6), (5, 7), (6, 7), (6, 8), (6, 4), (6, 5), (8, 6), (7, 9), (4, 6),
        (7, 6), (7, 5), (5, 3), (5, 5), (7, 3), (8, 4), (9, 3), (2, 8), (3, 7), (8, 3),
        (8, 5))),
    Curated("middle 15x15 #4, 15 stones", "middle", 15, 15, 5, moves=(
        (7, 7), (6, 8), (7, 9), (7, 8), (8, 8), (4, 8), (6, 10), (5, 11), (6, 6), (9, 9),
        (4, 7), (9, 7), (6, 7), (5, 7), (5, 8))),
    Curated("middle 15x15 #8, 18 stones", "middle", 15, 15, 5, moves=(
        (7, 7), (6, 8), (7, 9), (7, 8), (8, 8), (4, 8), (5, 8), (6, 6), (9, 7), (6, 10),
        (6, 7), (5, 7), (3, 9), (8, 7), (4, 9), (3, 10), (7, 6), (8, 5))),
    Curated("middle 20x20 #2, 18 stones", "middle", 20, 20, 5, moves=(
        (10, 10), (9, 9), (8, 10), (9, 10), (9, 11), (9, 7), (9, 8), (11, 9), (10, 12),
        (7, 9), (10, 11), (10, 9), (8, 9), (8, 11), (11, 8), (11, 13), (7, 10), (6, 11))),
    Curated("middle 20x20 #3, 24 stones", "middle", 20, 20, 5, moves=(
        (10, 10), (9, 9), (8, 10), (9, 10), (9, 11), (9, 7), (9, 8), (11, 9), (7, 9),
        (6, 8), (10, 9), (10, 8), (8, 6), (11, 13), (11, 10), (8, 7), (12, 10), (11, 7),
        (10, 7), (13, 12), (11, 6), (12, 6), (13, 5), (8, 9))),
    Curated("middle 20x20 #6, 15 stones", "middle", 20, 20, 5, moves=(
        (10, 10), (11, 9), (12, 10), (11, 10), (11, 11), (11, 7), (12, 12), (9, 9), (13, 9),
        (10, 12), (12, 11), (12, 9), (12, 14), (12, 13), (8, 9))),
    Curated("middle 20x20 #8, 21 stones", "middle", 20, 20, 5, moves=(
        (10, 10), (9, 11), (10, 12), (10, 11), (11, 11), (7, 11), (8, 11), (9, 13), (9, 9),
        (8, 8), (12, 10), (8, 12), (6, 10), (9, 10), (9, 12), (12, 12), (7, 10), (10, 13),
        (5, 10), (4, 10), (14, 10))),
    Curated("middle 20x20 #9, 18 stones", "middle", 20, 20, 5, moves=(
        (10, 10), (10, 11), (11, 9), (9, 11), (11, 11), (8, 11), (7, 11), (8, 10), (11, 10),
        (11, 12), (12, 12), (9, 9), (9, 10), (11, 7), (13, 13), (14, 14), (12, 10),
        (13, 10))),
    Curated("middle 20x20 #10, 21 stones", "middle", 20, 20, 5, moves=(
        (10, 10), (11, 9), (12, 10), (11, 10), (11, 11), (11, 7), (12, 12), (9, 9), (13, 9),
        (10, 12), (11, 6), (10, 8), (8, 10), (14, 8), (12, 6), (13, 8), (11, 8), (12, 9),
        (10, 11), (8, 9), (10, 9))),
)


def all_positions() -> tuple[Curated, ...]:
    return TACTICS + VCF + MIDDLE


def by_kind(kind: str) -> tuple[Curated, ...]:
    return tuple(p for p in all_positions() if p.kind == kind)


def middle_games(width: int) -> tuple[Curated, ...]:
    return tuple(p for p in MIDDLE if p.width == width)
