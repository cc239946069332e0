"""What each rung of the ladder always sees (its ``sees`` rows), on crafted 15x15 and 9x9
positions, for every seed from 0 to 19; the positions are checked to be what they claim
by an independent search of fours."""

from __future__ import annotations

import itertools

import pytest

from tictactoe.game import Game, Rules
from tictactoe.players import ladder, make_player
from tictactoe.players.ladder import RUNGS, rung
from tictactoe.players.tactics import near_cells
from tictactoe.variants import winning_cells


# -- what each rung always sees, on crafted positions ------------------------------------
def board(size: int, xs: list, os_: list) -> Game:
    rows = [["."] * size for _ in range(size)]
    for x, y in xs:
        rows[y][x] = "X"
    for x, y in os_:
        rows[y][x] = "O"
    return Game.from_rows(["".join(r) for r in rows], 5)


def variants(xs: list, os_: list, size: int, count: int = 2) -> list[Game]:
    """The pattern (X to move) turned and mirrored, moved onto a ``size`` board, with
    O's spare stones (to even the counts) far from everything."""
    out = []
    turns = [
        lambda x, y: (x, y),
        lambda x, y: (y, -x),
        lambda x, y: (-x, -y),
        lambda x, y: (-y, x),
        lambda x, y: (-x, y),
        lambda x, y: (y, x),
    ]
    for turn in turns[:count]:
        tx = [turn(x, y) for x, y in xs]
        to = [turn(x, y) for x, y in os_]
        pts = tx + to
        mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
        wx, wy = max(p[0] for p in pts) - mx, max(p[1] for p in pts) - my
        dx, dy = (size - 1 - wx) // 2 - mx, (size - 1 - wy) // 2 - my
        tx = [(x + dx, y + dy) for x, y in tx]
        to = [(x + dx, y + dy) for x, y in to]
        spare = [
            (x, y)
            for y in range(size)
            for x in range(size)
            if all(max(abs(x - a), abs(y - b)) >= 2 for a, b in tx + to)
        ]
        chosen: list = []
        rules = Rules(size, size, 5)
        ob = sum(1 << rules.index(c) for c in to)
        for cell in spare:
            if len(to) + len(chosen) >= len(tx):
                break
            index = rules.index(cell)
            if not any(w & ob for w in rules.cell_windows()[index]):  # alone in its lines
                chosen.append(cell)
                ob |= 1 << index
        assert len(to) + len(chosen) == len(tx), "no room for the spare stones"
        out.append(board(size, tx, to + chosen))
    return out


def x_bits(game: Game) -> tuple[int, int]:
    pos = game.position()
    return pos.x_bits, pos.o_bits


def wins_after(game: Game, move) -> list[int]:
    own, other = x_bits(game)
    return winning_cells(game.rules, own | 1 << game.rules.index(move), other)


def fours(rules, own: int, other: int) -> list[tuple[int, list[int]]]:
    out = []
    for c in near_cells(rules, own, rules.k - 1) if own else []:
        if not other >> c & 1:
            w = winning_cells(rules, own | 1 << c, other)
            if w:
                out.append((c, w))
    return out


def vcf(rules, own: int, other: int, fours_left: int) -> bool:
    """An independent check: ``own`` wins by at most ``fours_left`` moves, each a four
    (the last a double four or open four), against the forced blocks."""
    if fours_left == 0:
        return False
    for c, w in fours(rules, own, other):
        if len(w) >= 2:
            return True
        if winning_cells(rules, other | 1 << w[0], own | 1 << c):
            continue  # the block makes a four of its own: not forced
        if vcf(rules, own | 1 << c, other | 1 << w[0], fours_left - 1):
            return True
    return False


WIN_PATTERNS = [  # X to move with a win in one; O has a four too (winning comes first)
    ([(3, 0), (4, 0), (5, 0), (6, 0), (1, 3), (2, 3)], [(2, 0), (3, 2), (4, 2), (5, 2), (6, 2)]),
    ([(0, 0), (1, 0), (3, 0), (4, 0)], [(0, 2), (2, 3), (4, 2), (4, 4)]),
    ([(0, 0), (1, 1), (2, 2), (3, 3)], [(5, 5), (0, 3), (3, 0), (1, 4)]),
]
FOUR_PATTERNS = [  # O has a four, X none: the one cell that blocks it
    ([(1, 0), (3, 3), (5, 4), (0, 4)], [(2, 0), (3, 0), (4, 0), (5, 0)]),
    ([(2, 1), (4, 3), (0, 3), (2, 5)], [(0, 0), (1, 0), (3, 0), (4, 0)]),
    ([(0, 0), (6, 1), (1, 5), (3, 6)], [(1, 1), (2, 2), (3, 3), (5, 5)]),
]
DOUBLE_PATTERNS = [  # X can make an open four (or a double four); O has no four
    ([(2, 0), (3, 0), (4, 0)], [(3, 2), (6, 3), (0, 3)]),
    ([(1, 0), (3, 0), (4, 0)], [(2, 3), (5, 3), (0, 3)]),
    (
        [(0, 4), (1, 4), (2, 4), (4, 0), (4, 1), (4, 2)],
        [(-1, 4), (4, -1), (0, 0), (1, 1), (6, 6), (7, 2)],
    ),
]
THREE_PATTERNS = [  # O has an open three (straight or split); X has nothing of its own
    ([(0, 0), (7, 0), (0, 6)], [(2, 3), (3, 3), (4, 3)]),
    ([(3, 0), (7, 6), (0, 5)], [(2, 3), (4, 3), (5, 3)]),
    ([(0, 6), (6, 0), (7, 7)], [(2, 2), (3, 3), (4, 4)]),
]
VCF_PATTERNS = [  # two fours in a row win; nothing shorter
    ([(1, 3), (2, 3), (3, 3), (4, 5), (4, 6), (2, 2), (1, 1)], [(0, 3), (4, 7), (0, 0)]),
]


def _won(game: Game, move) -> bool:
    after = game.copy()
    after.play(move)
    return after.winner() is not None


def _blocks(game: Game, move) -> bool:
    own, other = x_bits(game)
    return not winning_cells(game.rules, other, own | 1 << game.rules.index(move))


def _stops_the_three(game: Game, move) -> bool:
    own, other = x_bits(game)
    own |= 1 << game.rules.index(move)
    return not any(len(w) >= 2 for _, w in fours(game.rules, other, own))


def _doubles(game: Game, move) -> bool:
    return len(wins_after(game, move)) >= 2


def _wins_by_fours(game: Game, player, fours_left: int) -> bool:
    """Play the rung out against the forced blocks: every move of its a four, a win
    within ``fours_left`` + 1 moves."""
    game = game.copy()
    for _ in range(fours_left + 1):
        move = player.choose_move(game)
        game.play(move)
        if game.winner() is not None:
            return True
        own, other = x_bits(game)
        threats = winning_cells(game.rules, own, other)
        if not threats:
            return False
        game.play(game.rules.move(threats[0]))
    return False


def _positions(patterns: list, sizes=(15, 9)) -> list[Game]:
    return [g for size in sizes for xs, os_ in patterns for g in variants(xs, os_, size)]


def test_the_crafted_positions_are_what_they_claim() -> None:
    for game in _positions(WIN_PATTERNS):
        own, other = x_bits(game)
        assert game.to_move() == "X" and winning_cells(game.rules, own, other)
    for game in _positions(FOUR_PATTERNS):
        own, other = x_bits(game)
        assert not winning_cells(game.rules, own, other)
        assert len(winning_cells(game.rules, other, own)) == 1
    for game in _positions(DOUBLE_PATTERNS):
        own, other = x_bits(game)
        assert not winning_cells(game.rules, other, own) and not fours(game.rules, other, own)
        assert any(len(w) >= 2 for _, w in fours(game.rules, own, other))
    for game in _positions(THREE_PATTERNS):
        own, other = x_bits(game)
        assert not fours(game.rules, own, other)
        assert any(len(w) >= 2 for _, w in fours(game.rules, other, own))
    for game in _positions(VCF_PATTERNS):
        own, other = x_bits(game)
        assert not fours(game.rules, other, own)
        assert not vcf(game.rules, own, other, 1) and vcf(game.rules, own, other, 2)


def _sight(row: str):
    """The positions of a row of ``sees`` and the check of a rung's answer there."""

    def playout(game: Game, player) -> bool:
        return _wins_by_fours(game, player, 2)

    def one_move(check):
        seen: dict = {}

        def checked(game: Game, player) -> bool:
            move = player.choose_move(game)
            key = (tuple(game.rows()), move)
            if key not in seen:
                seen[key] = check(game, move)
            return seen[key]

        return checked

    return {
        ladder.WIN_IN_ONE: (WIN_PATTERNS, one_move(_won)),
        ladder.FOUR_TO_BLOCK: (FOUR_PATTERNS, one_move(_blocks)),
        ladder.OWN_DOUBLE: (DOUBLE_PATTERNS, one_move(_doubles)),
        ladder.OPEN_THREE: (THREE_PATTERNS, one_move(_stops_the_three)),
        ladder.FOURS_TO_WIN: (VCF_PATTERNS, playout),
    }[row]


@pytest.mark.parametrize("number,row", [(r.number, row) for r in RUNGS[:-1] for row in r.sees])
def test_each_rung_sees_its_rows_on_every_seed(number: int, row: str) -> None:
    patterns, check = _sight(row)
    for game in _positions(patterns):
        for seed in range(20):
            player = make_player(f"level:{number}", seed=seed)
            assert check(game, player), (number, row, seed, game.rows())


def test_hard_sees_its_rows() -> None:
    for row in rung(10).sees:
        patterns, check = _sight(row)
        for game in _positions(patterns)[::2]:
            assert check(game, make_player("level:10", seed=0, time_limit=0.2)), (row, game.rows())


def test_the_rows_grow_up_the_ladder() -> None:
    assert all(r.sees[0] == ladder.WIN_IN_ONE for r in RUNGS)
    for low, high in itertools.pairwise(RUNGS):
        assert set(low.sees) <= set(high.sees) and low.summary and high.summary
