"""The computer's part in swap and swap2 (tictactoe.players.swap_engine): its decisions
follow the engine's value, and its proposals are near-balanced by the engine's reading."""

from __future__ import annotations

import random

import pytest

from tictactoe.ai import WIN, Limit
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.players import make_player
from tictactoe.players.swap_engine import (
    MARGIN,
    NEAR,
    TRIES,
    engine_action,
    engine_evaluator,
    evaluation_limit,
    propose,
)
from tictactoe.swap import Action, Choice, Negotiation, Opening, Step

RULES = Rules(15, 15, 5)
THREE = ((7, 7), (8, 7), (8, 8))


def _after(kind: Opening, stones: tuple = THREE, choices: tuple = ()) -> Negotiation:
    return Negotiation(kind, RULES, stones, choices)


def _fixed(value: float):
    return lambda game: value


@pytest.mark.parametrize(
    "value,swap,swap2",
    [
        (MARGIN + 1, Choice.WHITE, Choice.WHITE),
        (-MARGIN - 1, Choice.BLACK, Choice.BLACK),
        (MARGIN, Choice.WHITE, Choice.TWO),
        (-MARGIN, Choice.BLACK, Choice.TWO),
        (0.0, Choice.WHITE, Choice.TWO),
        (-0.5, Choice.BLACK, Choice.TWO),
        (WIN - 9, Choice.WHITE, Choice.WHITE),
        (-(WIN - 9), Choice.BLACK, Choice.BLACK),
    ],
)
def test_the_responder_takes_the_colour_the_value_favours(
    value: float, swap: Choice, swap2: Choice
) -> None:
    """The value is White's (White moves next); swap2's responder places two more when
    the stones read near-balanced, never when a side is proven to win."""
    rng = random.Random(0)
    assert engine_action(_after(Opening.SWAP), _fixed(value), rng).choice is swap
    action = engine_action(_after(Opening.SWAP2), _fixed(value), rng)
    assert action.choice is swap2 and action.value == value


@pytest.mark.parametrize(
    "value,choice", [(1.0, Choice.WHITE), (0.0, Choice.WHITE), (-1.0, Choice.BLACK)]
)
def test_after_two_more_the_proposer_takes_the_favoured_colour(
    value: float, choice: Choice
) -> None:
    n = _after(Opening.SWAP2, (*THREE, (6, 6), (9, 9)), (Choice.TWO,))
    assert n.step is Step.CHOOSE_AGAIN
    assert engine_action(n, _fixed(value), random.Random(0)).choice is choice


def _scripted(values: list[float], seen: list[Game]):
    """An evaluator that answers ``values`` in turn and keeps the games it read."""
    answers = iter(values)

    def evaluate(game: Game) -> float:
        seen.append(game.copy())
        return next(answers)

    return evaluate


def test_a_proposal_stops_at_the_first_candidate_within_the_margin() -> None:
    seen: list[Game] = []
    action = propose(
        Negotiation(Opening.SWAP, RULES),
        _scripted([300, -200, MARGIN - 1, 0], seen),
        random.Random(3),
    )
    assert len(seen) == 3 and action.value == MARGIN - 1
    assert seen[-1].moves == list(action.stones)


def test_without_one_within_the_margin_the_closest_is_proposed_and_never_a_proven_win() -> None:
    seen: list[Game] = []
    values = [WIN - 5, 500, -(WIN - 3), -150, 400, 900, WIN - 7, 1000]
    assert len(values) == TRIES
    action = propose(Negotiation(Opening.SWAP2, RULES), _scripted(values, seen), random.Random(4))
    assert len(seen) == TRIES and action.value == -150
    assert seen[3].moves == list(action.stones)


@pytest.mark.parametrize("seed", range(12))
def test_proposed_stones_sit_near_the_centre_and_near_each_other(seed: int) -> None:
    rng = random.Random(seed)
    stones = propose(Negotiation(Opening.SWAP, RULES), _fixed(0.0), rng).stones
    assert len(stones) == 3 and len(set(stones)) == 3
    assert max(abs(stones[0][0] - 7), abs(stones[0][1] - 7)) <= NEAR
    for i, (x, y) in enumerate(stones[1:], 1):
        assert any(max(abs(x - a), abs(y - b)) <= NEAR for a, b in stones[:i])
    two = propose(_after(Opening.SWAP2, stones, (Choice.TWO,)), _fixed(0.0), rng).stones
    assert len(two) == 2 and not set(two) & set(stones)


def test_a_proposal_is_the_same_for_the_same_seed() -> None:
    first = propose(Negotiation(Opening.SWAP, RULES), _fixed(500.0), random.Random(9))
    again = propose(Negotiation(Opening.SWAP, RULES), _fixed(500.0), random.Random(9))
    assert first == again


def _recording(evaluate):
    """The engine's evaluator, keeping what it read of each position."""
    read: dict[tuple, float] = {}

    def wrapped(game: Game) -> float:
        value = evaluate(game)
        read[tuple(game.moves)] = value
        return value

    return wrapped, read


@pytest.mark.parametrize("seed", range(3))
def test_the_engine_s_proposals_are_within_the_margin_by_its_own_reading(seed: int) -> None:
    """With the real engine (a node limit: the same work on any machine): the three
    stones and swap2's two more are each near-balanced as the engine read them, and the
    value given is the engine's reading of exactly those stones."""
    evaluate, read = _recording(engine_evaluator(Limit(nodes=5000)))
    rng = random.Random(seed)
    n = Negotiation(Opening.SWAP2, RULES)
    three = engine_action(n, evaluate, rng)
    assert abs(three.value) <= MARGIN and read[three.stones] == three.value
    n = n.apply(three).choose(Choice.TWO)
    two = engine_action(n, evaluate, rng)
    assert abs(two.value) <= MARGIN and read[three.stones + two.stones] == two.value


@pytest.mark.parametrize("variant", list(Variant))
def test_a_computer_plays_its_part_under_every_rule(variant: Variant) -> None:
    """Every step, as a computer player takes it, is one the negotiation accepts."""
    rules = Rules(9, 9, 5, variant)
    player = make_player("level:3", seed=2)
    n = Negotiation(Opening.SWAP2, rules)
    while not n.done:
        if n.step is Step.CHOOSE:
            n = n.choose(Choice.TWO)  # every step is visited
            continue
        action = player.swap_action(n)
        assert isinstance(action, Action) and action.value is not None
        n = n.apply(action)
    assert n.game().to_move() is Mark.O and len(n.stones) == 5


def test_a_person_s_part_comes_from_the_window() -> None:
    with pytest.raises(LookupError):
        make_player("human").swap_action(Negotiation(Opening.SWAP, RULES))


def test_the_evaluation_s_share_of_the_budget() -> None:
    assert evaluation_limit(None).time == evaluation_limit(0).time == 0.25
    assert evaluation_limit(1.0).time == 0.25
    assert evaluation_limit(0.1).time == 0.1 and evaluation_limit(10).time == 0.5
