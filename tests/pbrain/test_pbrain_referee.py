"""Our manager against our brain: `match pbrain:<tictactoe brain> ...`, both real processes."""

from __future__ import annotations

import json
import stat
import sys

from tictactoe.cli import main


def our_brain(tmp_path, player: str) -> str:
    path = tmp_path / f"pbrain-tictactoe-{player}"
    path.write_text(f"#!/bin/sh\nexec '{sys.executable}' -m tictactoe brain --player {player}\n")
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return str(path)


def test_our_brain_plays_whole_games_through_our_manager(capsys, tmp_path) -> None:
    brain = our_brain(tmp_path, "medium")
    assert (
        main(
            [
                "match",
                f"pbrain:{brain}",
                "medium",
                "--board",
                "9x9",
                "--k",
                "5",
                "--games",
                "4",
                "--opening",
                "2",
                "--jobs",
                "2",
                "--json",
                "--games-json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["forfeits"] == [] and out["games"] == 4
    assert all(g["termination"] in ("line", "full board") for g in out["results"])
    assert out["a"]["moves"] > 8


def test_the_k_extension_through_the_manager(capsys, tmp_path) -> None:
    """k=4 on 6x6: the manager sends INFO k 4 because our ABOUT says mnk="1"."""
    brain = our_brain(tmp_path, "medium")
    assert (
        main(
            [
                "match",
                f"pbrain:{brain}:time=0.5",
                f"pbrain:{brain}",
                "--board",
                "6x6",
                "--k",
                "4",
                "--games",
                "2",
                "--jobs",
                "1",
                "--json",
            ]
        )
        == 0
    )
    out = json.loads(capsys.readouterr().out)
    assert out["forfeits"] == [] and out["a"]["limit_s"] == 0.5 and out["b"]["limit_s"] == 1.0
