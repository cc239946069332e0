"""Memory over hours of play, for ``tictactoe bench --sections soak``.

``level:8`` plays itself on 15x15, game after game, in a fresh process: once as the
match command plays (no window) and once in the whole desktop app (offscreen, no
AI delay, the next game started as each one ends, as "Play again" would, with the
autosave and the statistics in a throw-away folder).  After every game the process's
resident set size is read from ``/proc/self/statm``.  ``figures(quick)`` reports it at
games 10, 100 and 200 (10, 20 and 30 with ``--quick``) and the growth from game 10 to
the last in per cent; each run prints a JSON line a game, so ``python -m
tictactoe.bench.soak --games N [--window]`` shows the whole curve.

Why level:8: its reading of the position is bounded by nodes and depth, so the engine
plays a game in about two seconds, and the tables it keeps (``ai/large_memory``) grow
with the positions it sees; the issue that asked for this measured 25 -> 112 MB over
191 games without the window and 93 -> 208 MB over 174 in it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

SPEC = "level:8"
WIDTH, HEIGHT, K = 15, 15, 5
GAMES, QUICK_GAMES = 200, 30
SECONDS_PER_GAME = 20.0  # the runs' timeout, generous for a loaded machine


def rss_mb() -> float:
    """This process's resident set size in MB (Linux)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _report(game: int) -> None:
    print(json.dumps({"game": game, "rss_mb": round(rss_mb(), 1)}), flush=True)


def headless(games: int) -> None:
    """The games one after another in this process, as a match's worker plays them
    (new players for each game, seeded by its number)."""
    from tictactoe.game import Game
    from tictactoe.players import make_player

    for n in range(games):
        game = Game(WIDTH, HEIGHT, K)
        players = [make_player(SPEC, seed=2 * n + side) for side in (0, 1)]
        while not game.is_over():
            game.play(players[len(game.moves) % 2].choose_move(game))
        for player in players:
            player.close()
        _report(n + 1)


def windowed(games: int) -> int:
    """The games in the desktop app, each started as the one before ends."""
    from PySide6.QtCore import QTimer

    from tictactoe.game import Rules
    from tictactoe.ui.play.change import Change, What
    from tictactoe.ui.play.series import MatchSettings
    from tictactoe.ui.play.states import State
    from tictactoe.ui.window.app import LaunchOptions, run

    def on_window(window) -> None:
        controller = window.controller
        played = [0]

        def changed(change: Change) -> None:
            if not (change.what & What.STATE and change.view.state is State.GAME_OVER):
                return
            played[0] += 1
            _report(played[0])
            QTimer.singleShot(0, window.close if played[0] >= games else controller.play_again)

        controller.changed.connect(changed)

    settings = MatchSettings(SPEC, SPEC, Rules(WIDTH, HEIGHT, K))
    return run(LaunchOptions(match=settings, ai_delay_ms=0, on_window=on_window))


def curve(games: int, window: bool) -> dict[int, float]:
    """RSS in MB after each game, from a fresh process."""
    with tempfile.TemporaryDirectory() as folder:
        env = dict(
            os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=folder, XDG_DATA_HOME=folder
        )
        run = subprocess.run(
            [sys.executable, "-m", "tictactoe.bench.soak", "--games", str(games)]
            + (["--window"] if window else []),
            env=env,
            capture_output=True,
            text=True,
            timeout=60 + games * SECONDS_PER_GAME,
        )
    points = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    if run.returncode != 0 or len(points) < games:
        raise RuntimeError(
            f"the soak stopped after {len(points)} games: {run.stderr.strip()[-500:]}"
        )
    return {p["game"]: p["rss_mb"] for p in points}


def summary(rss: dict[int, float], marks: tuple[int, ...]) -> dict:
    out: dict = {f"rss_game_{n}_mb": rss[n] for n in marks}
    first, last = rss[marks[0]], rss[marks[-1]]
    out[f"growth_{marks[0]}_to_{marks[-1]}_pct"] = round(100 * (last - first) / first, 1)
    return out


def figures(quick: bool = False) -> dict:
    games = QUICK_GAMES if quick else GAMES
    marks = (10, 20, 30) if quick else (10, 100, 200)
    return {
        "spec": SPEC,
        "board": f"{WIDTH}x{HEIGHT} k={K}",
        "games": games,
        "headless": summary(curve(games, False), marks),
        "window": summary(curve(games, True), marks),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.bench.soak")
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--window", action="store_true")
    args = parser.parse_args(argv)
    if args.window:
        return windowed(args.games)
    headless(args.games)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
