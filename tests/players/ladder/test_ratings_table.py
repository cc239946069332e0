"""The ratings table shipped in the package: every measured class complete, ordered,
reproducible."""

from __future__ import annotations

import itertools
import math
import re
import shlex

import pytest

from tictactoe.bench.ladder_plan import SETTINGS
from tictactoe.game import Rules
from tictactoe.players.board_classes import BOARD_CLASSES, board_class
from tictactoe.players.ladder import OLD_NAMES, RUNGS, STYLES, rung
from tictactoe.players.ratings import class_table, entry_rules, load_table, rating

TABLE = load_table()
MEASURED = sorted(TABLE["classes"])


def rules_of(name: str) -> Rules:
    return entry_rules(class_table(name))


def base_of(name: str) -> str:
    """The board class of a class: "large" of "large renju"."""
    return name.partition(" ")[0]


def test_the_cheap_classes_are_measured() -> None:
    assert {"3x3", "small"} <= set(MEASURED) and {base_of(n) for n in MEASURED} <= set(
        BOARD_CLASSES
    )


def test_every_rule_is_measured_on_large_boards() -> None:
    assert {"large", "large standard", "large renju", "large caro"} <= set(MEASURED)


@pytest.mark.parametrize("name", MEASURED)
def test_a_class_entry_is_complete(name: str) -> None:
    entry = class_table(name)
    assert board_class(rules_of(name)) == name
    players = entry["players"]
    anchor = entry["anchor"]
    assert players[anchor["spec"]]["elo"] == anchor["elo"] and players[anchor["spec"]]["error"] == 0
    for r in RUNGS:
        assert r.spec in players, f"{name}: {r.spec} is not measured"
        assert players[r.spec].get("bounded", True), f"{name}: {r.spec} won or lost every game"
    for spec, p in players.items():
        assert spec == anchor["spec"] or 0 < p["error"] < 400, (spec, p)
        assert p["games"] == sum(q["games"] for q in entry["pairs"] if spec in (q["a"], q["b"]))
        assert p["seconds_per_move"] >= 0
    assert entry["games"] == sum(q["games"] for q in entry["pairs"])
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", entry["date"])


@pytest.mark.parametrize("name", MEASURED)
def test_the_commands_that_made_it_are_given(name: str) -> None:
    entry = class_table(name)
    rules = rules_of(name)
    for command in entry["command"].split(" ; "):
        words = shlex.split(command)
        assert words[:5] == ["tictactoe", "ladder", "measure", "--class", base_of(name)]
        rule = words[words.index("--rule") + 1] if "--rule" in words else "freestyle"
        assert rule == rules.variant.value
        assert not any(w.startswith("/") for w in words)  # no folder of the machine
    fit = shlex.split(entry["fit"])
    assert fit[:4] == ["tictactoe", "ladder", "fit", "--results"] and fit[-1] == "--write"


@pytest.mark.parametrize("name", MEASURED)
def test_ratings_rise_with_the_rung_within_their_errors(name: str) -> None:
    players = class_table(name)["players"]
    for low, high in itertools.pairwise(RUNGS):
        a, b = players[low.spec], players[high.spec]
        spread = 2 * math.hypot(a["error"], b["error"])
        assert b["elo"] >= a["elo"] - spread, f"{name}: {high.spec} below {low.spec}"
    first, last = players[RUNGS[0].spec], players[RUNGS[-1].spec]
    assert last["elo"] - first["elo"] > 2 * math.hypot(first["error"], last["error"])


@pytest.mark.parametrize("name", MEASURED)
def test_old_names_are_rated_as_their_rungs(name: str) -> None:
    rules = rules_of(name)
    for old, number in OLD_NAMES.items():
        found = rating(old, rules)
        assert found is not None and found == rating(rung(number).spec, rules)
        assert found.elo == class_table(name)["players"][rung(number).spec]["elo"]


def test_the_classes_are_measured_on_their_own_boards() -> None:
    for name in MEASURED:
        setting = SETTINGS[base_of(name)]
        assert class_table(name)["board"] == setting.board and class_table(name)["k"] == setting.k


# The first game of each pair is played again and must come out move for move, where the
# players do not depend on the clock: every pair on 3x3 (solved within any budget); elsewhere
# the pairs of players that never search (the rungs that do not read, random, rules).
REPLAYED = [name for name in MEASURED if name in ("3x3", "small")]
CLOCK_FREE = {"random", "rules"} | {f"level:{n}" for n, s in STYLES.items() if not s.reads}


@pytest.mark.parametrize("name", REPLAYED)
def test_the_players_still_play_the_measured_games(name: str) -> None:
    """A rung retuned after the table was measured makes the table stale: measure again."""
    from tictactoe.commands.match_games import GameJob, play_game
    from tictactoe.notation import parse_stored_moves, stored_moves

    rules = rules_of(name)
    pairs = [
        p for p in class_table(name)["pairs"] if name == "3x3" or {p["a"], p["b"]} <= CLOCK_FREE
    ]
    assert len(pairs) >= 5
    for pair in pairs:
        first = pair["first"]
        moves = parse_stored_moves(first["moves"], rules)
        job = GameJob(
            first["index"],
            pair["a"],
            pair["b"],
            rules.width,
            rules.height,
            rules.k,
            a_first=first["a_mark"] == "X",
            seed_a=first["seeds"][0],
            seed_b=first["seeds"][1],
            time_limit=None,
            opening=tuple(moves[: first["opening"]]),
        )
        played = stored_moves(play_game(job).moves, rules)
        assert played == first["moves"], (
            f"{name}: {pair['a']} against {pair['b']} plays otherwise now"
        )
