"""``tictactoe bench`` gui figures: what one repaint of a 20x20 board costs, drawn as
cells and as a Go board, with the hint map over it (see :mod:`tictactoe.bench.gui`).

- ``ui_board_paint_ms``: the median and the worst time to render the board widget (its
  overlay with the hint map included: the map itself is drawn once and then copied) of
  a 20x20 middle game, in each style.  A repaint holds the GIL: the analyst's
  ``PaintGuard`` makes searches wait while it runs, so it is the board's own cost.

Runs in an offscreen subprocess (``--paint-probe RUNS``) with throw-away settings.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

from tictactoe.bench.probe import probe_env

SIZE = 640  # the board widget's side in pixels, about its size in a 980x760 window


def paint_probe(runs: int) -> dict:
    """In this process: render a 20x20 middle game with a hint map ``runs`` times per style."""
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from tictactoe.ai import Option, Reading
    from tictactoe.bench.positions import middle_games
    from tictactoe.game import Game, Mark
    from tictactoe.ui.board.board_overlay import BoardOverlay
    from tictactoe.ui.board.board_state import BoardState
    from tictactoe.ui.board.board_view import BoardView
    from tictactoe.ui.widgets.appearance import BoardStyle, appearance

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = Game(20, 20, 5)
    for move in middle_games(20)[0].moves:
        game.play(move)
    empty = game.legal_moves()
    reading = Reading(Mark.X, tuple(Option(m, float(i % 97 - 48)) for i, m in enumerate(empty)))
    board = BoardView()
    board.resize(SIZE, SIZE)
    board.set_state(BoardState(game.position(), last_move=game.moves[-1]))
    overlay = BoardOverlay(board)
    overlay.show_heat(reading)
    board.show()
    app.processEvents()
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    found = {}
    for style in BoardStyle:
        appearance().set_board_style(style)
        board.render(image)  # the hint map's layer is drawn here, once per style
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            board.render(image)
            times.append((time.perf_counter() - start) * 1000)
        found[style.value] = {
            "median_ms": round(statistics.median(times), 2),
            "max_ms": round(max(times), 2),
        }
    return found


def figures(quick: bool = False) -> dict:
    runs = 20 if quick else 60
    with tempfile.TemporaryDirectory() as config:
        out = subprocess.run(
            [sys.executable, "-m", "tictactoe.bench.board_paint", "--paint-probe", str(runs)],
            env=probe_env(config),
            capture_output=True,
            text=True,
            timeout=120,
        )
    lines = [line for line in out.stdout.splitlines() if line.startswith("{")]
    if out.returncode != 0 or not lines:
        raise RuntimeError(f"the paint probe failed: {out.stderr.strip()[-500:]}")
    found = json.loads(lines[-1])
    return {
        "ui_board_paint_ms": ", ".join(
            f"{style} median {f['median_ms']} max {f['max_ms']}" for style, f in found.items()
        )
        + f" (20x20 with a hint map, {runs} renders each)"
    }


def main(argv: list[str]) -> int:
    if argv[:1] == ["--paint-probe"]:
        print(json.dumps(paint_probe(int(argv[1]))), flush=True)
        os._exit(0)
    for key, value in figures("--quick" in argv).items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
