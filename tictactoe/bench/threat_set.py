"""Wins by threes, cut from games and judged by another engine (issue 47, target 2).

Two steps, both for the measurements in ``docs/measurements.md``:

``python -m tictactoe.bench.threat_set cut GAMES_DIR OUT --judge CMD``
    From each game (Piskvork ``.psq``, 15x15, freestyle) the positions of the winner to move
    5, 7, ..., 15 plies before its five; each is put to ``CMD`` (a Gomocup brain that prints
    ``Eval +M<n>`` for a forced win, as Rapfi does) for ``--ms`` milliseconds, and kept when
    the judge calls it a win within 15 plies.  One JSON line a position: the moves and the
    judge's verdict.

``python -m tictactoe.bench.threat_set run SET``
    The engine's quickest win by fours and threes (``win_by_threats``) on each position,
    cut at ``--seconds`` of the thread's CPU time (a busy machine does not shorten it): how
    many it proves, how many within the judge's length, and the time each took.

The judge is an independent program the package never ships; CI never runs this.
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

from tictactoe.ai import forget, win_by_threats
from tictactoe.game import Game

MATE = re.compile(r"Eval \+M(\d+)")


def read_psq(path: Path) -> list[tuple[int, int]]:
    """A Piskvork game's moves, 0-based (the file counts from 1)."""
    moves = []
    for line in path.read_text().splitlines()[1:]:
        parts = line.split(",")
        if len(parts) >= 2 and parts[0].strip().isdigit():
            moves.append((int(parts[0]) - 1, int(parts[1]) - 1))
    return moves


def judge(command: list[str], moves: list[tuple[int, int]], ms: int) -> int | None:
    """The judge's forced win, in plies, for the side to move (None: it sees none)."""
    brain = subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
        cwd=str(Path(command[0]).parent),
    )
    assert brain.stdin is not None and brain.stdout is not None

    def send(line: str) -> None:
        assert brain.stdin is not None
        brain.stdin.write(line + "\n")
        brain.stdin.flush()

    try:
        send("START 15")
        while brain.stdout.readline().strip() != "OK":
            pass
        send(f"INFO timeout_turn {ms}")
        send("INFO timeout_match 0")
        send("INFO rule 0")
        send("BOARD")
        me = len(moves) % 2
        for index, (x, y) in enumerate(moves):
            send(f"{x},{y},{1 if index % 2 == me else 2}")
        send("DONE")
        found = None
        while True:
            line = brain.stdout.readline()
            if not line:
                break
            mate = MATE.search(line)
            if mate:
                found = int(mate.group(1))
            elif re.match(r"^\d+,\d+$", line.strip()):
                break
        send("END")
        return found
    finally:
        try:
            brain.wait(timeout=5)
        except subprocess.TimeoutExpired:
            brain.kill()


def cut(games: Path, out: Path, command: list[str], ms: int, most: int) -> None:
    kept = 0
    with out.open("w") as sink:
        for path in sorted(games.glob("*.psq")):
            moves = read_psq(path)
            for back in range(5, 17, 2):
                start = len(moves) - back
                if start < 4:
                    continue
                plies = judge(command, moves[:start], ms)
                if plies is not None and plies <= most:
                    sink.write(
                        json.dumps(
                            {"game": path.name, "moves": moves[:start], "judge_plies": plies}
                        )
                        + "\n"
                    )
                    sink.flush()
                    kept += 1
            print(f"{path.name}: {kept} positions so far", file=sys.stderr)


class CpuCancel:
    """Cancel after ``seconds`` of this thread's CPU time."""

    def __init__(self, seconds: float) -> None:
        self.until = time.thread_time() + seconds

    def is_set(self) -> bool:
        return time.thread_time() >= self.until


def run(path: Path, seconds: float) -> None:
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    proven = within = 0
    times = []
    for row in rows:
        game = Game(15, 15, 5)
        for move in row["moves"]:
            game.play(tuple(move))
        forget()
        started = time.thread_time()
        line = win_by_threats(game, max_plies=25, nodes=10**9, cancel=CpuCancel(seconds))
        spent = time.thread_time() - started
        times.append(spent)
        if line is not None:
            proven += 1
            within += len(line) <= row["judge_plies"]
        print(
            json.dumps(
                {
                    "game": row["game"],
                    "ply": len(row["moves"]),
                    "judge": row["judge_plies"],
                    "ours": len(line) if line else None,
                    "cpu_s": round(spent, 3),
                }
            )
        )
    times.sort()
    print(
        f"{len(rows)} positions: proven {proven} ({100 * proven / len(rows):.0f}%) within "
        f"{seconds:g} s of CPU, {within} as quick as the judge's win; median "
        f"{times[len(times) // 2]:.3f} s, slowest {times[-1]:.3f} s"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.bench.threat_set")
    steps = parser.add_subparsers(dest="step", required=True)
    c = steps.add_parser("cut")
    c.add_argument("games", type=Path)
    c.add_argument("out", type=Path)
    c.add_argument("--judge", required=True, help="the judge brain's command")
    c.add_argument("--ms", type=int, default=2000)
    c.add_argument("--most", type=int, default=15, help="plies (default 15)")
    r = steps.add_parser("run")
    r.add_argument("set", type=Path)
    r.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args(argv)
    if args.step == "cut":
        cut(args.games, args.out, args.judge.split(), args.ms, args.most)
    else:
        run(args.set, args.seconds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
