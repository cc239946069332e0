"""Every player that plays a rule plays it legally: hard and the ladder's rungs under
standard, renju and caro; under renju never a point forbidden to Black, even where a
forbidden point is the shape a freestyle player would love."""

from __future__ import annotations

import random

import pytest

from tests.variants.renju_corpus import ENTRIES as CORPUS
from tictactoe.game import Game, Mark, Position, Rules, Variant
from tictactoe.players import make_player


def corpus_positions() -> list[Game]:
    """The corpus boards with a forbidden point, Black to move (counts aside)."""
    games = []
    for _name, expected, rows in CORPUS:
        if all(v == "none" for v in expected.values()):
            continue
        rules = Rules(len(rows[0]), len(rows), 5, Variant.RENJU)
        x_bits = sum(
            1 << rules.index((x, y))
            for y, r in enumerate(rows)
            for x, ch in enumerate(r)
            if ch == "X"
        )
        o_bits = sum(
            1 << rules.index((x, y))
            for y, r in enumerate(rows)
            for x, ch in enumerate(r)
            if ch == "O"
        )
        games.append(Game.for_rules(rules, start=Position(rules, x_bits, o_bits), to_move=Mark.X))
    return games


def play_near(game: Game, close: set[tuple[int, int]], move: tuple[int, int]) -> None:
    """Play ``move`` and add the cells within 2 king's moves of it to ``close`` (kept as the
    game goes: asking every stone again for every cell took most of this file's time)."""
    game.play(move)
    close.update((move[0] + dx, move[1] + dy) for dx in range(-2, 3) for dy in range(-2, 3))


def game_positions(count: int) -> list[Game]:
    """Seeded 15x15 renju games, Black to move with a forbidden point near the stones."""
    rng = random.Random(42)
    rules = Rules(15, 15, 5, Variant.RENJU)
    found: list[Game] = []
    while len(found) < count:
        game = Game.for_rules(rules)
        close: set[tuple[int, int]] = set()  # the cells within 2 king's moves of a stone
        play_near(game, close, (7, 7))
        for _ in range(rng.randrange(10, 40)):
            if game.is_over():
                break
            play_near(game, close, rng.choice([m for m in game.legal_moves() if m in close]))
        if game.is_over() or game.to_move() is not Mark.X:
            continue
        x_bits, o_bits = game.bitboards()
        empty = [rules.move(c) for c in range(rules.cells) if not (x_bits | o_bits) >> c & 1]
        if any(game.foul(m) is not None for m in empty):
            found.append(game)
    return found


def test_hard_never_plays_a_forbidden_point() -> None:
    # 0.05 s a move (it was 0.2: 74 positions, 15 s of the suite): Black's forbidden points
    # leave the root's moves whatever the time, and 0.05 s is still some 30,000 of the
    # core's nodes, a search that meets the forbidden shapes it would love
    hard = make_player("hard:time=0.05", seed=1)
    positions = corpus_positions() + game_positions(40)
    assert len(positions) >= 70
    for game in positions:
        move = hard.choose_move(game)
        assert game.why_illegal(move) is None and game.foul(move) is None, (game.rows(), move)


@pytest.mark.parametrize("level", range(1, 10))
def test_every_rung_plays_every_rule_legally(level: int) -> None:
    player = make_player(f"level:{level}", seed=level)
    for game in corpus_positions():
        move = player.choose_move(game)
        assert game.foul(move) is None and game.why_illegal(move) is None, (game.rows(), move)
    opponent = make_player("level:5", seed=99)
    for variant in (Variant.STANDARD, Variant.RENJU, Variant.CARO):
        game = Game.for_rules(Rules(15, 15, 5, variant))
        while not game.is_over() and len(game.moves) < 30:
            side = player if len(game.moves) % 2 == level % 2 else opponent
            move = side.choose_move(game)
            assert game.why_illegal(move) is None, (variant, game.rows(), move)
            game.play(move)
