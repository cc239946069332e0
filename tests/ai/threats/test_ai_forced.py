"""The coach's proven facts from the engine's face: wins by fours and exact values.

``winning_fours`` is checked against a plain game-level search written here from the
definition (every attacking move a four, the defender's only reply its block): on
small boards every position of many random games is searched both ways, so a four
left out that does win by fours, or a line that is not one, fails.
"""

from __future__ import annotations

import random

import pytest

from tictactoe.ai import Limit, analyze, solvable, solve, win_by_fours, winning_fours
from tictactoe.game import Game, Mark, Move
from tictactoe.notation import parse_stored_moves


def wins_now(game: Game, mark: Mark) -> list[Move]:
    position = game.position()
    return [m for m in game.legal_moves() if Game.wins_at(position, m, mark)]


def vcf_plies(game: Game, limit: int) -> int | None:
    """The shortest win by fours of the side to move within ``limit`` plies, by brute
    force over the game's own moves (None: none)."""
    me = game.to_move()
    if wins_now(game, me):
        return 1
    best = None
    for move in first_fours(game):
        plies = line_plies(game, move, limit)
        if plies is not None and (best is None or plies < best):
            best = plies
    return best


def first_fours(game: Game) -> list[Move]:
    me = game.to_move()
    theirs = wins_now(game, me.other)
    out = []
    for move in game.legal_moves():
        if theirs and move not in theirs:
            continue
        game.play(move)
        if not game.is_over() and wins_now(game, me) and not wins_now(game, me.other):
            out.append(move)
        game.undo()
    return out


def line_plies(game: Game, move: Move, limit: int) -> int | None:
    """The shortest win by fours starting with ``move`` (a four), or None."""
    if limit < 3:
        return None
    me = game.to_move()
    game.play(move)
    try:
        blocks = wins_now(game, me)
        if len(blocks) >= 2:
            return 3
        game.play(blocks[0])
        try:
            rest = vcf_plies(game, limit - 2) if not game.is_over() else None
        finally:
            game.undo()
        return None if rest is None else rest + 2
    finally:
        game.undo()


def random_positions(rules: tuple[int, int, int], games: int, seed: int):
    rnd = random.Random(seed)
    for _ in range(games):
        game = Game(*rules)
        while not game.is_over():
            yield game
            game.play(rnd.choice(game.legal_moves()))


@pytest.mark.parametrize("rules,games", [((5, 5, 4), 25), ((6, 6, 4), 5), ((7, 7, 5), 4)])
def test_winning_fours_is_every_four_that_wins_by_fours(rules, games):
    limit = 9
    checked = wins = 0
    for game in random_positions(rules, games, seed=sum(rules)):
        if wins_now(game, game.to_move()):
            continue
        found = winning_fours(game, max_plies=limit)
        assert found is not None
        expected = {}
        for move in first_fours(game):
            plies = line_plies(game, move, limit)
            if plies is not None:
                expected[move] = plies
        assert {m: len(line) for m, line in found.items()} == expected, game.moves
        for move, line in found.items():
            assert line[0] == move
            replay_win_by_fours(game, line)
        checked += 1
        wins += bool(found)
    assert checked > 60 and wins > 5  # the positions did test something


def replay_win_by_fours(game: Game, line: tuple[Move, ...]) -> None:
    """Each attacking move but the last makes a four whose block is the next move (a
    double four: either block), and the last wins."""
    game = game.copy()
    me = game.to_move()
    for i in range(0, len(line) - 1, 2):
        game.play(line[i])
        blocks = wins_now(game, me)
        assert blocks and not game.is_over()
        assert line[i + 1] in blocks and (len(blocks) == 1 or i + 3 == len(line))
        game.play(line[i + 1])
    game.play(line[-1])
    assert game.winner() is me


def test_win_by_fours_is_the_shortest_and_a_proof():
    for game in random_positions((5, 5, 4), 20, seed=5):
        line = win_by_fours(game, max_plies=11)
        shortest = vcf_plies(game.copy(), 11)
        assert (None if line is None else len(line)) == shortest, game.moves
        if line is not None:
            replay_win_by_fours(game, line)
            verdict = solve(game)
            assert verdict.winner is game.to_move() and verdict.plies <= len(line)


def test_win_by_fours_of_the_side_not_to_move_is_its_threat():
    game = Game(15, 15, 5)
    for move in [(7, 7), (0, 0), (8, 7), (0, 2)]:
        game.play(move)
    assert win_by_fours(game, Mark.X) is None  # two in a row: no four to make
    game.play((9, 7))
    # O to move; X has an open three: as if X moved, its open four wins in 3
    line = win_by_fours(game, Mark.X)
    assert line is not None and len(line) == 3 and line[0] in [(6, 7), (10, 7)]
    assert win_by_fours(game) is None  # O, to move, has nothing


# hard_rapfi_g21 (the sparring games) before move 54: X wins by fours in 9 from F14 (the
# grid notation, upper case, as files keep cells: tictactoe.notation)
G21 = (
    "F6 K10 G5 G6 E7 D8 F4 F5 E4 G4 F7 E6 D7 G7 K9 G9 H6 J7 H8 H10 G10 H7 B7 C7 E3 D2 F9 "
    "E8 F8 F10 E9 J11 C5 D4 B4 D6 D5 C6 H4 J3 B6 B5 J8 H12 L9 H11 H13 G11 K8 G8 L8 M8 K11"
)


def test_a_node_budget_that_runs_out_proves_nothing():
    game = Game(15, 15, 5)
    for move in parse_stored_moves(G21, game.rules):
        game.play(move)
    assert winning_fours(game, max_plies=41, nodes=1) is None
    assert win_by_fours(game, nodes=1) is None
    found = winning_fours(game, max_plies=15)
    assert found is not None and len(found[(5, 13)]) == 9
    assert len(win_by_fours(game)) == 9
    for line in found.values():
        replay_win_by_fours(game, line)


def test_solve_gives_exact_values_with_distances():
    rnd = random.Random(2)
    for _ in range(30):
        game = Game(3, 3, 3)
        while not game.is_over():
            verdict = solve(game)
            exact = analyze(game, Limit())
            assert exact.exact
            if exact.result == "draw":
                assert verdict.winner is None
            else:
                assert verdict.winner is (
                    game.to_move() if exact.result == "win" else game.to_move().other
                )
                assert verdict.plies == 1_000_000 - abs(exact.value)
            game.play(rnd.choice(game.legal_moves()))


def test_solve_declines_what_the_solver_does_not_try_and_stops_on_time():
    assert not solvable(Game(15, 15, 5))
    assert solve(Game(15, 15, 5)) is None
    # the solver's table is kept per board between calls: a test before this one may have
    # solved the empty 5x5 already, so start from a fresh solver (the empty 5x5 takes ~1 s)
    from tictactoe.ai.exact import solver_for

    solver_for.cache_clear()
    assert solve(Game(5, 5, 4), budget=0.001) is None
    finished = Game(3, 3, 3)
    for move in [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)]:
        finished.play(move)
    assert solve(finished) is None
