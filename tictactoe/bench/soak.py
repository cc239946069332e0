"""Memory over hours of play, for ``tictactoe bench --sections soak``.

``level:8`` plays itself on 15x15, game after game, in a fresh process: once as the
match command plays (no window) and once in the whole desktop app (offscreen, no
AI delay, the next game started as each one ends, as "Play again" would, with the
autosave and the statistics in a throw-away folder).  After every game the process's
resident set size is read from ``/proc/self/statm``.  ``figures(quick)`` reports it at
games 10, 100 and 200 (10, 20 and 30 with ``--quick``) and the growth from game 10 to
the last in per cent; each run prints a JSON line a game, so ``python -m
tictactoe.bench.soak --games N [--window] [--detail]`` shows the whole curve (``--detail``:
where the memory is, :func:`where_memory_is`).

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
import threading

SPEC = "level:8"
WIDTH, HEIGHT, K = 15, 15, 5
GAMES, QUICK_GAMES = 200, 30
SECONDS_PER_GAME = 20.0  # the runs' timeout, generous for a loaded machine


def rss_mb() -> float:
    """This process's resident set size in MB (Linux)."""
    with open("/proc/self/statm", encoding="ascii") as statm:
        pages = int(statm.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _report(game: int, detail: bool = False, widgets: int | None = None) -> None:
    line: dict = {"game": game, "rss_mb": round(rss_mb(), 1)}
    if detail:
        line.update(where_memory_is())
        if widgets is not None:
            line["widgets"] = widgets
    print(json.dumps(line), flush=True)


def where_memory_is() -> dict:
    """Where the resident memory is, for ``--detail`` (Linux, glibc): the C heap's used and
    free bytes over every arena (``mallinfo2``), Python's small-object arenas (1 MiB each)
    and the bytes in their blocks (``sys._debugmallocstats``), the threads, live objects."""
    import ctypes
    import gc

    out: dict = {"threads": threading.active_count(), "objects": len(gc.get_objects())}
    try:

        class Mallinfo2(ctypes.Structure):
            _fields_ = [
                (name, ctypes.c_size_t)
                for name in (
                    "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
                    "uordblks", "fordblks", "keepcost",
                )
            ]  # fmt: skip

        mallinfo2 = ctypes.CDLL(None).mallinfo2
        mallinfo2.restype = Mallinfo2
        info = mallinfo2()
        out["c_used_mb"] = round(info.uordblks / 2**20, 1)
        out["c_free_mb"] = round(info.fordblks / 2**20, 1)
        out["c_mmap_mb"] = round(info.hblkhd / 2**20, 1)
    except (OSError, AttributeError):
        pass
    read, write = os.pipe()
    saved = os.dup(2)
    try:
        os.dup2(write, 2)
        sys._debugmallocstats()
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(write)
    with os.fdopen(read, encoding="ascii", errors="replace") as stats:
        for text in stats.read().splitlines():
            name, _, value = text.rpartition("=")
            if name.startswith("# arenas allocated current"):
                out["py_arenas"] = int(value.replace(",", ""))
            elif name.startswith("# bytes in allocated blocks"):
                out["py_used_mb"] = round(int(value.replace(",", "")) / 2**20, 1)
    return out


def headless(games: int, detail: bool = False) -> None:
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
        _report(n + 1, detail)


def windowed(games: int, detail: bool = False) -> int:
    """The games in the desktop app, each started as the one before ends."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

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
            _report(played[0], detail, len(QApplication.allWidgets()) if detail else None)
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
    parser.add_argument(
        "--detail", action="store_true", help="where the memory is, after every game"
    )
    args = parser.parse_args(argv)
    if args.window:
        return windowed(args.games, args.detail)
    headless(args.games, args.detail)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
