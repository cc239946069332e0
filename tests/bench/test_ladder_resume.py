"""The rating benchmark survives a kill: SIGKILL a real run, start it again, no game lost or
doubled."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from tests.pbrain_helpers import fake_engine, is_gone
from tictactoe.bench.ladder_results import read_results

GAMES = 8


def measure(results: Path, engine: str, jobs: int) -> list[str]:
    return [
        sys.executable,
        "-m",
        "tictactoe",
        "ladder",
        "measure",
        "--class",
        "middle",
        "--players",
        f"beginner,pbrain:{engine}",
        "--extras",
        "none",
        "--games-per-pair",
        str(GAMES),
        "--jobs",
        str(jobs),
        "--results",
        str(results),
    ]


def game_lines(path: Path) -> list[str]:
    if not path.exists():
        return []
    return [line for line in path.read_text().split("\n") if '"kind":"game"' in line]


def games_of(path: Path) -> dict[tuple, tuple]:
    records = read_results(path).games
    keys = [g.key for g in records]
    assert len(keys) == len(set(keys)), "a game was recorded twice"
    return {g.key: (g.winner, g.a_mark, g.moves) for g in records}


def descendants(pid: int) -> list[int]:
    table = subprocess.run(["ps", "-e", "-o", "pid=,ppid="], capture_output=True, text=True)
    children: dict[int, list[int]] = {}
    for line in table.stdout.splitlines():
        child, parent = (int(n) for n in line.split())
        children.setdefault(parent, []).append(child)
    found, todo = [], [pid]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def kill_after(command: list[str], results: Path, games: int) -> list[int]:
    """Start ``command``, SIGKILL it once ``games`` games are in the file (it must still
    run); the processes it had started."""
    process = subprocess.Popen(
        command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    try:
        deadline = time.monotonic() + 60
        while len(game_lines(results)) < games:
            assert process.poll() is None, process.stderr.read().decode() if process.stderr else ""
            assert time.monotonic() < deadline, "no games after 60 s"
            time.sleep(0.02)
        assert process.poll() is None, "the run ended before it could be killed"
        started = descendants(process.pid)
        os.kill(process.pid, signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        if process.stderr:
            process.stderr.close()
    return started


def all_gone(pids: list[int], seconds: float = 15) -> bool:
    deadline = time.monotonic() + seconds
    while not all(is_gone(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.1)
    return all(is_gone(p) for p in pids)


def test_a_killed_run_plays_only_what_is_missing(tmp_path: Path) -> None:
    engine = fake_engine(tmp_path, "slow", 0.03)
    whole, killed = tmp_path / "whole.jsonl", tmp_path / "killed.jsonl"
    done = subprocess.run(measure(whole, engine, 1), capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    expected = games_of(whole)
    assert len(expected) == GAMES

    assert all_gone(kill_after(measure(killed, engine, 1), killed, 3))  # the engine too
    before = game_lines(killed)
    assert 3 <= len(before) < GAMES
    # as if the kill had cut a write short: half a line at the end
    with open(killed, "a") as f:
        f.write(before[-1][: len(before[-1]) // 2])
    again = subprocess.run(measure(killed, engine, 1), capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert "cut-off last line" in again.stderr
    assert f"{GAMES - len(before)} games to play" in again.stderr
    assert game_lines(killed)[: len(before)] == before  # the finished games are kept as they were
    # the same games as a run that was never stopped (seeded per pair and game)
    assert games_of(killed) == expected
    sessions = [
        json.loads(line) for line in killed.read_text().splitlines() if '"kind":"session"' in line
    ]
    assert len(sessions) == 2


def test_killed_with_its_workers_running(tmp_path: Path) -> None:
    """With --jobs 2 the workers end too when the run is killed, and the run resumes."""
    engine = fake_engine(tmp_path, "slow", 0.03)
    results = tmp_path / "r.jsonl"
    command = measure(results, engine, 2)
    started = kill_after(command, results, 2)
    assert len(started) >= 3  # the fork server and two workers, at least
    assert all_gone(started)
    again = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0, again.stderr
    assert len(games_of(results)) == GAMES
