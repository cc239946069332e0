"""The catalogue builds its players: a new AI is one entry (tests/players/new_player.py),
and the command line's players, their names and their checks follow from it."""

from __future__ import annotations

import pytest

from tests.players.new_player import CornersPlayer, add_corners
from tictactoe.game import Game, Rules, Variant
from tictactoe.players import available_players, find_kind, label_of, make_player, parse_spec


def test_a_new_ai_is_built_named_and_checked_from_its_entry(monkeypatch) -> None:
    with pytest.raises(ValueError, match="unknown player 'corners'"):
        make_player("corners")
    kind = add_corners(monkeypatch)
    assert available_players()[-1] is kind
    player = make_player(" Corners:first=2 ", seed=1)
    assert isinstance(player, CornersPlayer)
    assert (player.spec, player.name, player.first) == ("corners:first=2", "Corners", 2)
    game = Game(4, 4, 3)
    assert player.choose_move(game) == (3, 3)  # the third corner, clockwise from top left
    assert label_of(available_players(), "corners:first=1") == "Corners"
    assert find_kind(available_players(), "corners:first=3") == (kind, {"first": 3})
    assert kind.spec_of({"first": 1}) == "corners:first=1"
    # its words say what is valid, as every kind's do
    with pytest.raises(ValueError, match="first must be a whole number from 0 to 3"):
        make_player("corners:first=4")
    with pytest.raises(ValueError, match=r"valid players are .*corners"):
        make_player("wizard")
    # its check is the player's own: freestyle only
    assert kind.check(Rules(15, 15, 5)) is None
    refused = kind.check(Rules(15, 15, 5, Variant.RENJU))
    assert refused is not None and refused.startswith("Corners: Corners plays freestyle only")


def test_every_entry_builds_the_spec_it_parses() -> None:
    for kind in available_players():
        if kind.name in ("adaptive", "level"):  # the app's own choice; a rung is named
            continue
        player = kind.build_player(parse_spec(kind.name), seed=0)
        assert player.spec == kind.name and player.name == kind.label


def test_adaptive_is_built_by_the_app_only_and_passes_every_check() -> None:
    adaptive = next(k for k in available_players() if k.name == "adaptive")
    with pytest.raises(ValueError, match="picks a level from your rating"):
        make_player("adaptive")
    assert adaptive.check(Rules(15, 15, 5, Variant.RENJU)) is None
