"""The ladder's good files, to be spoiled by the hostile-file tests (test_ladder_hostile.py,
test_ladder_fuzz.py): a session and its games, a ratings table, and the one-line error."""

from __future__ import annotations

import json
import random

from tictactoe.cli import main

SESSION = {
    "kind": "session",
    "board_class": "3x3",
    "width": 3,
    "height": 3,
    "k": 3,
    "seed": 0,
    "opening": 0,
    "openings": None,
    "command": "tictactoe ladder measure",
    "started": "",
}
PLAYERS = ("level:1", "level:2", "level:3")
DEEP = "[" * 100_000 + "]" * 100_000


def good_games() -> list[dict]:
    """A results file's games between the three players, eight a pair."""
    rng = random.Random(40)
    games = []
    for i, a in enumerate(PLAYERS):
        for b in PLAYERS[i + 1 :]:
            for index in range(8):
                games.append(
                    {
                        "kind": "game",
                        "a": a,
                        "b": b,
                        "index": index,
                        "seeds": [index, index + 1],
                        "a_mark": "XO"[index % 2],
                        "winner": rng.choice(["a", "b", None]),
                        "termination": "line",
                        "a_seconds": 0.001,
                        "b_seconds": 0.002,
                        "board": "3x3",
                        "k": 3,
                        "moves": "b2 a1 c3",
                        "opening": 0,
                        "reason": "",
                    }
                )
    return games


def results_text(items: list[dict]) -> str:
    return "".join(json.dumps(item) + "\n" for item in items)


def good_table() -> dict:
    players = {
        spec: {"elo": 1000.0 + 100 * n, "error": 30.0, "games": 16, "seconds_per_move": 0.001}
        for n, spec in enumerate(PLAYERS)
    }
    return {
        "classes": {
            "3x3": {
                "anchor": {"spec": "level:1", "elo": 1000},
                "board": "3x3",
                "k": 3,
                "command": "x",
                "fit": "y",
                "date": "2026-11-26",
                "games": 24,
                "players": players,
                "pairs": [],
            }
        }
    }


def ladder(capsys, *args: str) -> tuple[int, str]:
    status = main(["ladder", *args])
    return status, capsys.readouterr().err


def ladder_run(capsys, *args: str) -> tuple[int, str, str]:
    """``tictactoe ladder ARGS``: its exit status, stdout and stderr."""
    status = main(["ladder", *args])
    out, err = capsys.readouterr()
    return status, out, err


def one_line_error(status: int, err: str) -> None:
    assert status == 2, err
    assert len(err.splitlines()) == 1 and err.startswith("tictactoe ladder: error: "), err
