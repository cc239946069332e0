"""Build ``missed_fours_15x15.txt``: 15x15 positions from real games where the side to
move had a win by fours and the move it played missed it.

Run from the repository root, on games ``tictactoe match`` wrote, e.g.::

    tictactoe match level:3 level:5 --board 15x15 --games 200 --opening 2 --seed 21 \\
        --jobs 1 --save-dir /tmp/gen/15x15-l3-l5
    python tests/coach/review/verdicts/data/build_missed_fours.py /tmp/gen/15x15-l3-l5 > tests/coach/review/verdicts/data/missed_fours_15x15.txt

A position is kept when (1) the mover has a win by fours (``win_by_fours``, a proof);
(2) the move played starts no win by fours (``winning_fours`` tries every four) and
does not win at once; (3) the mover did not win the game; (4) a 3-second analysis of
the position after the move finds no proven win for the mover.  One position a game.
"""

from __future__ import annotations

import sys
from pathlib import Path

from tictactoe.ai import Limit, analyze, is_proven, win_by_fours, winning_fours
from tictactoe.game import Game
from tictactoe.notation import stored_moves
from tictactoe.records import load


def missed(path: Path) -> str | None:
    whole = load(path).game
    board = Game.for_rules(whole.rules, start=whole.start)
    for ply, move in enumerate(whole.moves):
        if board.is_over():
            return None
        mover = board.to_move()
        line = win_by_fours(board)
        if line is not None and len(line) > 1 and whole.winner() is not mover:
            starts = winning_fours(board, max_plies=41)
            if starts is not None and move not in starts:
                after = board.copy()
                after.play(move)
                value = analyze(after, Limit(time=3.0)).value
                if not after.is_over() and not (is_proven(value) and value < 0):
                    return (
                        f"{path.parent.name}/{path.name}\t{ply}\t"
                        f"{stored_moves(whole.moves[: ply + 1], board.rules)}\t"
                        f"{stored_moves(line, board.rules)}"
                    )
        board.play(move)
    return None


def main() -> None:
    print("# game\tply of the missed move (0-based)\tthe moves up to it\tthe win by fours missed")
    for folder in sys.argv[1:]:
        for path in sorted(Path(folder).glob("*.psq")):
            found = missed(path)
            if found is not None:
                print(found, flush=True)


if __name__ == "__main__":
    main()
