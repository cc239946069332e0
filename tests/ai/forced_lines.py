"""Forced lines checked with the rules alone (``Game``'s moves and wins, no engine): the
pattern search's and the pattern board's tests hold every claimed win by fours to it."""

from __future__ import annotations

from tictactoe.game import Game, Mark, wins_at

# -- an independent check of forced lines, with the rules alone ---------------------


def near(game: Game, mark: Mark, distance: int) -> list[tuple[int, int]]:
    """Empty cells within ``distance`` (Chebyshev) of one of ``mark``'s stones."""
    bits = game.position().bits(mark)
    stones = [game.rules.move(i) for i in range(game.rules.cells) if bits >> i & 1]
    return [
        m
        for m in game.legal_moves()
        if any(abs(m[0] - a) <= distance and abs(m[1] - b) <= distance for a, b in stones)
    ]


def winning_cells(game: Game, mark: Mark) -> set[tuple[int, int]]:
    """Every empty cell where ``mark`` completes k in a row (such a cell lies within
    k-1 of one of its stones, so only those are tried)."""
    position = game.position()
    return {m for m in near(game, mark, game.k - 1) if wins_at(position, m, mark)}


def check_forced_line(game: Game, line: list[tuple[int, int]]) -> None:
    """Play ``line`` on a copy: each attacking move must leave the defender unable
    to win at once and facing a win, each defence must block the only winning
    cell (if there are two, any defence loses), and the last move must win."""
    game = game.copy()
    attacker = game.to_move()
    assert len(line) % 2 == 1
    for i, move in enumerate(line):
        if i % 2 == 0:
            assert game.to_move() is attacker
            game.play(move)
            if i == len(line) - 1:
                assert game.winner() is attacker, f"{move} does not win"
                return
            assert game.winner() is None
            assert not winning_cells(game, attacker.other), "the defender can win first"
            threats = winning_cells(game, attacker)
            assert threats, f"{move} threatens nothing: the defence is not forced"
            if len(threats) == 1:
                assert line[i + 1] in threats, f"the defence {line[i + 1]} is not the forced one"
        else:
            game.play(move)
    raise AssertionError("the line never ends with a win")  # pragma: no cover
