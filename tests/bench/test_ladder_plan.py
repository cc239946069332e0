"""What the rating benchmark plays (pairs, placement) and its results file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tictactoe.bench.elo_fit import expected_score
from tictactoe.bench.ladder_plan import (
    PROBE_GAMES,
    SETTINGS,
    fixed_games,
    ladder_players,
    pairs,
    placement,
    scores_against,
)
from tictactoe.bench.ladder_results import (
    GameRecord,
    ResultsError,
    Session,
    append_game,
    open_for_append,
    read_results,
)

RUNGS = [f"r{n}" for n in range(10)]
ELO = {r: 1000 + 150 * n for n, r in enumerate(RUNGS)}


def test_pairs_join_every_neighbour_and_some_two_apart() -> None:
    got = pairs(["a", "b", "c", "d", "e"])
    assert got[:4] == [("a", "b"), ("b", "c"), ("c", "d"), ("d", "e")]
    assert got[4:] == [("a", "c"), ("c", "e")]
    games = fixed_games(["a", "b", "c"], 4)
    assert [(g.a, g.b, g.index, g.opening, g.a_first) for g in games[:4]] == [
        ("a", "b", 0, 0, True),
        ("a", "b", 1, 0, False),
        ("a", "b", 2, 1, True),
        ("a", "b", 3, 1, False),
    ]


def test_each_class_has_its_scale() -> None:
    assert ladder_players(SETTINGS["3x3"])[0] == "random"
    assert ladder_players(SETTINGS["3x3"])[-1] == "perfect"
    assert ladder_players(SETTINGS["large"])[-1] == "level:10"
    assert "classic" in SETTINGS["3x3"].extras and "classic" not in SETTINGS["middle"].extras


def place_by_expectation(strength: float, games: int = 100) -> list[tuple[str, str, float]]:
    """Run the placement to its end, each game scored at the player's expected score."""
    played: list[tuple[str, str, float]] = []
    for _ in range(50):
        counts = {r: sum(1 for a, b, _ in played if b == r) for r in RUNGS}
        todo = [
            g
            for g in placement("x", RUNGS, scores_against(played, "x"), games)
            if g.index >= counts[g.b]
        ]
        if not todo:
            return played
        for g in todo:
            played.append(("x", g.b, expected_score(strength - ELO[g.b])))
    raise AssertionError("the placement did not end")


@pytest.mark.parametrize(
    "strength, near",
    [
        (2110, {"r6", "r7", "r8"}),  # between r7 and r8: climbs from r4
        (1150, {"r1", "r2", "r3"}),  # climbs down
        (9000, {"r8", "r9"}),  # above the ladder: ends at its top
        (-500, {"r0", "r1"}),  # below it
    ],
)
def test_placement_finds_the_rungs_near_a_player(strength: float, near: set[str]) -> None:
    played = place_by_expectation(strength)
    full = {b for b in RUNGS if sum(1 for _, r, _ in played if r == b) == 100}
    assert full == near
    probed = {b for _, b, _ in played} - full
    assert all(sum(1 for _, r, _ in played if r == b) == PROBE_GAMES for b in probed)


def session(seed: int = 0) -> Session:
    return Session("3x3", 3, 3, 3, seed, command="tictactoe ladder measure --class 3x3")


def record(index: int) -> GameRecord:
    return GameRecord(
        "a",
        "b",
        index,
        (1, 2),
        "X" if index % 2 == 0 else "O",
        "a",
        "line",
        0.001,
        0.002,
        "3x3",
        3,
        "B2 A1 C3",
    )


def test_the_results_file_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    fd = open_for_append(path, session())
    for i in range(3):
        append_game(fd, record(i))
    results = read_results(path)
    assert results.games == [record(i) for i in range(3)] and results.sessions == [session()]
    assert results.keys() == {("a", "b", i) for i in range(3)} and not results.notes


def test_a_cut_off_line_is_skipped_then_cut_away(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    append_game(open_for_append(path, session()), record(0))
    whole = path.read_text()
    with open(path, "a") as f:
        f.write(whole.splitlines()[-1][:30])
    results = read_results(path)
    assert len(results.games) == 1 and "cut-off last line 3" in results.notes[0]
    fd = open_for_append(path, session())
    append_game(fd, record(1))
    assert path.read_text().startswith(whole)
    assert [g.index for g in read_results(path).games] == [0, 1]
    assert not read_results(path).notes


@pytest.mark.parametrize(
    "line, says",
    [
        ("garbage", "line 2"),
        (json.dumps({"kind": "game", "a": "a"}), "line 2"),
        (json.dumps({"kind": "weather"}), "unknown kind"),
        (
            json.dumps(
                {"kind": "game", **{**json.loads(json.dumps(record(0).__dict__)), "winner": "c"}}
            ),
            "line 2",
        ),
    ],
)
def test_a_damaged_line_inside_the_file_is_an_error(tmp_path: Path, line: str, says: str) -> None:
    path = tmp_path / "r.jsonl"
    append_game(open_for_append(path, session()), record(0))
    path.write_text(path.read_text().replace("\n", "\n" + line + "\n", 1))
    with pytest.raises(ResultsError, match=says):
        read_results(path)


def test_another_setting_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    open_for_append(path, session(0))
    with pytest.raises(ResultsError, match="another setting"):
        open_for_append(path, session(1))
