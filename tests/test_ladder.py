"""The difficulty ladder: the specs ``level:N``, the old names, and how the rungs play."""
from __future__ import annotations

import pytest

from tictactoe.game import Game
from tictactoe.players import available_players, make_player, parse_spec
from tictactoe.players.ladder import OLD_NAMES, RUNGS, rung, rung_of_spec


def test_the_rungs_are_numbered_one_to_ten_with_names() -> None:
    assert [r.number for r in RUNGS] == list(range(1, 11))
    assert [r.spec for r in RUNGS] == [f"level:{n}" for n in range(1, 11)]
    assert len({r.name for r in RUNGS}) == len(RUNGS) and all(r.name for r in RUNGS)
    with pytest.raises(ValueError, match="1 to 10"):
        rung(0)


@pytest.mark.parametrize("number", range(1, 11))
def test_level_n_parses_canonicalises_and_plays(number: int) -> None:
    assert parse_spec(f" LEVEL:{number} ").canonical() == f"level:{number}"
    player = make_player(f"level:{number}", seed=4, time_limit=0.2)
    assert player.spec == f"level:{number}" and player.name == rung(number).name
    game = Game(9, 9, 5)
    game.play((4, 4))
    assert game.is_legal(player.choose_move(game))
    assert rung_of_spec(f"level:{number}") == rung(number)


def test_the_old_names_keep_their_specs_and_are_their_rungs() -> None:
    for name, number in OLD_NAMES.items():
        player = make_player(name, seed=1)
        assert player.spec == name and parse_spec(name).canonical() == name
        assert rung_of_spec(name) == rung(number) == rung_of_spec(name.upper() + ":time=2")
    # the old name and its rung play the same game for the same seed
    for name, number in OLD_NAMES.items():
        if number == 10:
            continue
        games = []
        for spec in (name, f"level:{number}"):
            game = Game(9, 9, 5)
            me, other = make_player(spec, seed=7), make_player("level:3", seed=8)
            while not game.is_over():
                game.play((me if len(game.moves) % 2 == 0 else other).choose_move(game))
            games.append(game.moves)
        assert games[0] == games[1], name


def test_level_10_is_hard_and_takes_a_time() -> None:
    top = make_player("level:10,time=0.3")
    assert top.spec == "level:10,time=0.3" and top.budget == 0.3 and top.time_fixed
    assert make_player("level:10").budget == make_player("hard").budget == 1.0


def test_rung_of_spec_is_none_off_the_ladder() -> None:
    for spec in ("perfect", "random", "rules", "level:11", "level:x", "level", "", "hard-r1",
                 "forecaster:depth=2"):
        assert rung_of_spec(spec) is None, spec


def test_the_catalogue_lists_the_ladder() -> None:
    entry = next(k for k in available_players() if k.name == "level")
    assert entry.is_level and not entry.hidden and entry.param("time")
    assert "level:N" in entry.description
