"""``analyze`` under every variant: every answer legal, every proven value true.

On small boards the values are checked against a brute-force solve that uses
nothing but the game itself (``Game.play``, ``legal_moves``, ``winner``: the rules
module's answers), with exact distances.  On 15x15 the answers must be legal (never
a point forbidden to Black under renju) and the short proofs (a win in one, a loss
in two) true.  The routing table never hands a search a variant it does not play.
"""

from __future__ import annotations

import random

import pytest

from tictactoe.ai import WIN, Limit, analyze, is_proven
from tictactoe.ai.routing import PLAIN_MAX_EMPTIES, SUPPORTS, route, supports
from tictactoe.game import Game, Mark, Position, Rules, Variant, wins_at

SMALL = {
    Variant.FREESTYLE: Rules(5, 5, 4),
    Variant.STANDARD: Rules(5, 5, 4, Variant.STANDARD),
    Variant.RENJU: Rules(7, 6, 5, Variant.RENJU),
    Variant.CARO: Rules(6, 5, 5, Variant.CARO),
}


def solve(game: Game, memo: dict) -> int:
    """The value of ``game`` for the side to move: ``WIN - q`` for a win in q plies,
    ``-(WIN - q)`` for a loss in q, 0 a draw; the winner hurries, the loser waits."""
    key = (game.bitboards(), game.to_move())
    if key in memo:
        return memo[key]
    if game.is_over():
        value = -WIN if game.winner() is not None else 0  # the side to move lost, or a draw
    else:
        value = -WIN - 1
        for move in game.legal_moves():
            game.play(move)
            value = max(value, parent_value(solve(game, memo)))
            game.undo()
    memo[key] = value
    return value


def parent_value(child: int) -> int:
    if child > 0:
        return -child + 1
    if child < 0:
        return -child - 1
    return 0


def random_position(rules: Rules, empties: int, rng: random.Random) -> Game:
    """A random game's position with ``empties`` empty cells, not over; under renju
    (where it matters) one with Black to move and a point forbidden to it."""
    while True:
        game = Game.for_rules(rules)
        while rules.cells - len(game.moves) > empties and not game.is_over():
            game.play(rng.choice(game.legal_moves()))
        if game.is_over():
            continue
        if (
            rules.variant is Variant.RENJU
            and empties <= 12
            and (game.to_move() is Mark.O or len(game.legal_moves()) == empties)
        ):
            continue
        return game


@pytest.mark.parametrize("variant", list(Variant))
def test_small_boards_every_proven_value_is_the_brute_force_one(variant) -> None:
    rules = SMALL[variant]
    rng = random.Random(f"small-{variant.value}")
    memo: dict = {}
    checked = 0
    # renju: Black to move on 7x6, so an even number of empty cells
    sizes = (6, 8, 8, 10, 10) if variant is Variant.RENJU else (7, 8, 9, 10, 11, 8, 10)
    for empties in sizes:
        game = random_position(rules, empties, rng)
        legal = set(game.legal_moves())
        for limit in (Limit(time=30), Limit(time=0.02)):
            analysis = analyze(game, limit)
            assert analysis.best in legal
            assert {o.move for o in analysis.options} <= legal
            for option in analysis.options:
                if analysis.exact or is_proven(option.value):
                    game.play(option.move)
                    truth = parent_value(solve(game, memo))
                    game.undo()
                    assert option.value == truth, (game.rows(), option, analysis.info)
                    checked += 1
    assert checked > 40


@pytest.mark.parametrize("variant", list(Variant))
def test_large_boards_answer_legally_and_prove_only_what_is_true(variant) -> None:
    rules = Rules(15, 15, 5, variant)
    rng = random.Random(f"large-{variant.value}")
    for stones in (0, 9, 24, 40):
        game = random_position(rules, rules.cells - stones, rng)
        legal = set(game.legal_moves())
        analysis = analyze(game, Limit(time=0.3))
        assert analysis.best in legal
        assert {o.move for o in analysis.options} <= legal
        me = game.to_move()
        for option in analysis.options:
            if option.value == WIN - 1:
                assert wins_at(game.position(), option.move, me)
            elif option.value == -(WIN - 2):
                game.play(option.move)
                assert any(wins_at(game.position(), m, me.other) for m in game.legal_moves()), (
                    option
                )
                game.undo()


def test_renju_engine_never_plays_a_forbidden_point_even_to_block() -> None:
    # White's four OOOO has one five-point, (4, 6), a double three for Black (the
    # column 4,4-4,6 and the diagonal 6,4-4,6): Black may not block, and loses.
    rows = (
        ["." * 15] * 4 + ["....X.X........", "....XX.........", "OOOO..........."] + ["." * 15] * 8
    )
    game = Game.from_rows(rows, 5, variant="renju")
    assert game.to_move() is Mark.X
    assert game.foul((4, 6)).value == "double three"
    analysis = analyze(game, Limit(time=0.5))
    assert analysis.best in game.legal_moves() and analysis.best != (4, 6)
    from tictactoe.ai import immediate

    known = immediate(game)
    assert set(known) == set(game.legal_moves())
    assert {o.value for o in known.values()} == {-(WIN - 2)}


def test_the_routing_table_never_hands_a_search_a_variant_it_does_not_play() -> None:
    limits = (
        Limit(),
        Limit(time=1.0),
        Limit(depth=3),
        Limit(all_values=True),
        Limit(time=0.1, nodes=1000),
    )
    for variant in Variant:
        for width, height in ((3, 3), (5, 5), (7, 7), (9, 9), (15, 15), (20, 20)):
            k = 5 if variant.five_only else min(width, 4)
            if k > max(width, height):
                continue
            rules = Rules(width, height, k, variant)
            for empties in range(rules.cells + 1):
                for limit in limits:
                    for counted in (True, False):
                        names = route(rules, empties, limit, counted)
                        assert names and all(supports(n, rules, counted) for n in names)
                        if not rules.freestyle:
                            assert variant not in SUPPORTS["exact"] | SUPPORTS["proof"]
                            plain = empties <= PLAIN_MAX_EMPTIES and not limit.all_values
                            assert names == (("plain", "pattern") if plain else ("pattern",))


def test_the_pattern_search_plays_every_rule() -> None:
    assert SUPPORTS["pattern"] == frozenset(Variant)


def test_a_side_to_move_given_not_counted_goes_to_no_search_that_counts() -> None:
    # a Gomocup BOARD can give the engine to move one stone more than its opponent
    rules = Rules(7, 7, 5)
    start = Position(rules, x_bits=0b11 << 24, o_bits=1 << 10)  # X: 2, O: 1, X to move
    game = Game.for_rules(rules, start=start, to_move=Mark.X)
    assert game.to_move() is Mark.X and not game.turn_counted()
    for name in route(rules, rules.cells - 3, Limit(time=1.0), counted=False):
        assert name not in ("exact", "proof")
    analysis = analyze(game, Limit(time=0.5))
    assert analysis.best in game.legal_moves()
