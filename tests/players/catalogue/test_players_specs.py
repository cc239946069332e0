"""Spec strings, the catalogue for the GUI, and the no-Qt rule."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from tictactoe.game import Game, Rules
from tictactoe.players import available_players, make_player, parse_spec

ALL_SPECS = [
    "human",
    "random",
    "beginner",
    "easy",
    "medium",
    "hard",
    "perfect",
    "forecaster",
    "forecaster:depth=3,draw=0.25",
    "forecaster:depth=expert",
    "lookahead",
    "lookahead:depth=4,infinity=500",
    "rules",
    "classic",
    "classic:ultra=1",
    "hard:time=0.5",
    " Perfect ",
    "level:1",
    "level:5",
    " Level:07 ",
    "level:10,time=0.2",
]


@pytest.mark.parametrize("spec", ALL_SPECS)
def test_every_spec_builds_a_player(spec: str) -> None:
    player = make_player(spec, seed=3)
    assert player.spec == parse_spec(spec).canonical()
    if not player.is_human:
        move = player.choose_move(Game())
        assert Game().is_legal(move)


@pytest.mark.parametrize(
    "spec,words",
    [
        ("wizard", ["valid players are", "forecaster", "classic"]),
        ("forecaster:depth=0", ["depth", "1 to 200", "expert"]),
        ("forecaster:depth=deep", ["depth", "expert"]),
        ("forecaster:draw=1.5", ["draw", "0 to 1"]),
        ("forecaster:level=2", ["unknown parameter 'level'", "depth", "draw", "time"]),
        ("forecaster:depth=2,depth=3", ["twice"]),
        ("lookahead:infinity=abc", ["infinity"]),
        ("classic:ultra=yes", ["0 or 1"]),
        ("random:depth=2", ["takes no parameters"]),
        ("hard:time=-1", ["time"]),
        ("hard:", ["nothing after"]),
        ("forecaster:depth", ["name=value"]),
        ("", ["empty"]),
        ("level", ["names no rung", "level:N", "1 to 10"]),
        ("level:", ["names no rung"]),
        ("level:0", ["not on the ladder", "1 to 10"]),
        ("level:11", ["not on the ladder"]),
        ("level:three", ["not a rung", "level:N"]),
        ("level:3:time=1", ["not a rung", "level:N,time=S"]),
        ("level:3,", ["nothing after ','"]),
        ("level:3,depth=2", ["unknown parameter 'depth'", "time"]),
        ("level:3,time=0", ["time"]),
    ],
)
def test_bad_specs_say_what_is_valid(spec: str, words: list[str]) -> None:
    with pytest.raises(ValueError) as info:
        make_player(spec)
    for word in words:
        assert word in str(info.value)


def test_catalogue_is_frozen_and_complete() -> None:
    kinds = available_players()
    names = [k.name for k in kinds]
    assert names[:6] == ["human", "beginner", "easy", "medium", "hard", "perfect"]
    assert {"random", "forecaster", "lookahead", "rules", "classic"} <= set(names)
    for k in kinds:
        with pytest.raises(dataclasses.FrozenInstanceError):
            k.name = "x"  # type: ignore[misc]  # frozen: refused
        for p in k.params:
            assert p.type in {"int", "float", "bool"} and p.minimum <= p.maximum
            if p.default is not None and not isinstance(p.default, str):
                assert p.minimum <= p.default <= p.maximum
    forecaster = next(k for k in kinds if k.name == "forecaster")
    assert forecaster.param("depth").words == ("expert",)
    classic = next(k for k in kinds if k.name == "classic")
    assert classic.check(Rules(3, 3, 3)) is None
    assert "3x3" in (classic.check(Rules(4, 4, 3)) or "")
    assert all(k.build is not None for k in kinds)  # each entry builds its players


def test_players_do_not_import_qt() -> None:
    code = (
        "import sys, tictactoe.players as p; from tictactoe.game import Game\n"
        "for k in p.available_players():\n"
        "    if k.name != 'adaptive':  # the app picks its level\n"
        "        pl = p.make_player('level:1' if k.name == 'level' else k.name)\n"
        "import tictactoe.players.levels, tictactoe.players.forecaster, "
        "tictactoe.players.lookahead, tictactoe.players.heuristic13, "
        "tictactoe.players.classic, tictactoe.commands.match\n"
        "p.make_player('hard').choose_move(Game())\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt imported'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_adaptive_is_a_choice_of_the_app_only() -> None:
    # it picks a level from the person's rating, which only the app keeps
    assert parse_spec("adaptive").name == "adaptive"
    with pytest.raises(ValueError, match="level:1 to level:10"):
        make_player("adaptive")
    done = subprocess.run(
        [sys.executable, "-m", "tictactoe", "match", "adaptive", "random", "--games", "2"],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "adaptive picks a level" in done.stderr
