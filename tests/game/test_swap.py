"""Swap and swap2 as a value (tictactoe.swap): every path of the negotiation, its record."""

from __future__ import annotations

import itertools

import pytest

from tictactoe.game import Game, IllegalMoveError, Mark, Rules, Variant
from tictactoe.swap import (
    Action,
    Choice,
    Negotiation,
    Opening,
    Role,
    Step,
    SwapError,
    SwapRecord,
    applies,
)

RULES = Rules(15, 15, 5)
THREE = ((7, 7), (8, 7), (8, 8))
TWO = ((6, 6), (9, 9))


def test_where_it_applies() -> None:
    assert applies(Rules(9, 9, 5)) and applies(Rules(20, 15, 5, Variant.RENJU))
    assert not applies(Rules(8, 15, 5)) and not applies(Rules(15, 15, 4))
    with pytest.raises(ValueError, match="9x9 and up"):
        Negotiation(Opening.SWAP, Rules(8, 8, 5))
    with pytest.raises(ValueError, match="nothing to negotiate"):
        Negotiation(Opening.NONE, RULES)
    assert Opening.named(" Swap2 ") is Opening.SWAP2
    with pytest.raises(ValueError, match="swap, swap2"):
        Opening.named("soosorv")


def _paths(kind: Opening) -> list[tuple[Choice, ...]]:
    """Every way the negotiation can be settled."""
    paths: list[tuple[Choice, ...]] = [(Choice.BLACK,), (Choice.WHITE,)]
    if kind is Opening.SWAP2:
        paths += [(Choice.TWO, Choice.BLACK), (Choice.TWO, Choice.WHITE)]
    return paths


@pytest.mark.parametrize("kind", [Opening.SWAP, Opening.SWAP2])
def test_every_path_steps_roles_and_the_colours_it_settles(kind: Opening) -> None:
    """Exhaustive over the paths: who acts at each step, what is open, and which colour
    each side ends with (the responder's choice is the responder's colour; after two
    more stones the proposer's choice is the proposer's)."""
    for path in _paths(kind):
        n = Negotiation(kind, RULES)
        assert (n.step, n.actor, n.to_place(), n.options()) == (
            Step.PLACE_THREE,
            Role.PROPOSER,
            3,
            (),
        )
        for i, move in enumerate(THREE):
            assert n.next_mark() is (Mark.X, Mark.O, Mark.X)[i]
            n = n.place(move)
        assert (n.step, n.actor) == (Step.CHOOSE, Role.RESPONDER)
        assert n.options() == (
            (Choice.BLACK, Choice.WHITE, Choice.TWO)
            if kind is Opening.SWAP2
            else (Choice.BLACK, Choice.WHITE)
        )
        n = n.choose(path[0])
        if path[0] is Choice.TWO:
            assert (n.step, n.actor, n.to_place()) == (Step.PLACE_TWO, Role.RESPONDER, 2)
            for move in TWO:
                n = n.place(move)
            assert (n.step, n.actor, n.options()) == (
                Step.CHOOSE_AGAIN,
                Role.PROPOSER,
                (Choice.BLACK, Choice.WHITE),
            )
            n = n.choose(path[1])
            chooser, colour = Role.PROPOSER, path[1]
        else:
            chooser, colour = Role.RESPONDER, path[0]
        assert n.done and n.actor is None and n.options() == ()
        assert n.mark_of(chooser) is colour.mark
        assert n.mark_of(Role.PROPOSER) is n.mark_of(Role.RESPONDER).other
        game = n.game()
        assert game.to_move() is Mark.O  # White moves next, whatever was chosen
        assert len(game.moves) == n.record().stones == len(n.stones)
        assert n.record() == SwapRecord(kind, path)


def test_steps_out_of_turn_are_refused_and_change_nothing() -> None:
    n = Negotiation(Opening.SWAP, RULES)
    with pytest.raises(SwapError, match="not a choice now"):
        n.choose(Choice.BLACK)
    for move in THREE:
        n = n.place(move)
    with pytest.raises(SwapError, match="no stone is placed now"):
        n.place((0, 0))
    with pytest.raises(SwapError, match="two is not a choice now"):
        n.choose(Choice.TWO)  # swap has no "two more"
    with pytest.raises(IllegalMoveError):
        Negotiation(Opening.SWAP, RULES, THREE[:2]).place(THREE[0])  # taken
    done = n.choose(Choice.WHITE)
    with pytest.raises(SwapError):
        done.choose(Choice.BLACK)
    with pytest.raises(SwapError, match="not settled"):
        n.record()


def test_renju_needs_no_check_of_its_own_here() -> None:
    """A double three needs five black stones; the negotiation places three at most, so
    no opening stone can be forbidden.  Under renju the path is the same."""
    renju = Rules(15, 15, 5, Variant.RENJU)
    n = Negotiation(Opening.SWAP2, renju)
    for move in THREE:
        n = n.place(move)
    n = n.choose(Choice.TWO).place(TWO[0]).place(TWO[1]).choose(Choice.WHITE)
    assert n.game().rules is renju and n.proposer_mark() is Mark.O


def test_actions_are_checked_whole() -> None:
    n = Negotiation(Opening.SWAP2, RULES)
    with pytest.raises(SwapError, match="one of the two"):
        n.apply(Action())
    with pytest.raises(SwapError, match="2 stones given where 3"):
        n.apply(Action(stones=THREE[:2]))
    n = n.apply(Action(stones=THREE))
    n = n.apply(Action(choice=Choice.TWO))
    n = n.apply(Action(stones=TWO)).apply(Action(choice=Choice.BLACK, value=12.0))
    assert n.proposer_mark() is Mark.X and n.stones == THREE + TWO


@pytest.mark.parametrize(
    "kind,choices",
    [(k, c) for k in Opening for n in range(3) for c in itertools.product(Choice, repeat=n)],
)
def test_a_record_is_exactly_a_settled_path(kind: Opening, choices: tuple[Choice, ...]) -> None:
    """Every kind against every sequence of up to two choices: the record takes the
    settled paths and nothing else, and reads back what it writes."""
    settled = kind is not Opening.NONE and choices in _paths(kind)
    if not settled:
        with pytest.raises(ValueError):
            SwapRecord(kind, choices)
        return
    record = SwapRecord(kind, choices)
    assert SwapRecord.from_data(record.to_data()) == record


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"kind": "swap"},
        {"kind": 1, "choices": []},
        {"kind": "swap", "choices": ["black"], "x": 1},
        {"kind": "swap", "choices": ["purple"]},
        {"kind": "swap", "choices": ["two", "black"]},
    ],
)
def test_a_bad_record_says_what_is_wrong(data: object) -> None:
    with pytest.raises(ValueError):
        SwapRecord.from_data(data)


def test_a_record_checks_its_game() -> None:
    record = SwapRecord(Opening.SWAP2, (Choice.TWO, Choice.WHITE))
    game = Game.for_rules(RULES)
    for move in THREE:
        game.play(move)
    with pytest.raises(ValueError, match="places 5 stones"):
        record.check(game)
    for move in TWO:
        game.play(move)
    record.check(game)
