"""Where a match's games were decided, by a judging engine (issue 47, target 5):

    python -m tictactoe.bench.decided DIR --judge pbrain:PATH [--ms 300] [--from N] [--out FILE]

``DIR`` is a ``tictactoe match --save-dir``; its A played X in the odd-numbered games (the
match's alternation, :func:`tictactoe.bench.game_audit.sides_of_a`).  The judge, a Gomocup
brain that prints its evaluation as Rapfi does (``MESSAGE ... Eval -37``, ``Eval +M15``), is
asked for its evaluation of every position where A was to move, from ply ``--from`` on (3
after the sparring openings: their stones are not A's), for ``--ms`` milliseconds each.  Then,
for A as X and as O: its wins; the judge's median evaluation at A's first move; the games
where the judge called A lost (``-M``) at one of its moves, and at which of them (the
median); the games where it called A winning (``+M``), and how many of those A won.  With
``--out``, one JSON line a game: each judged ply, the judge's value and move, and A's move.

The judge is an independent program the package never ships; CI runs this on a fake one.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from dataclasses import dataclass, field
from pathlib import Path

from tictactoe.bench.game_audit import NO_ALTERNATE, not_a_directory, sides_of_a
from tictactoe.game import Game, Mark
from tictactoe.pbrain.protocol import parse_eval
from tictactoe.players import Forfeit, make_player
from tictactoe.players.external import PbrainPlayer
from tictactoe.records.errors import GameFileError
from tictactoe.records.formats import load


@dataclass(frozen=True)
class Judged:
    """The judge on one position where A was to move: its value for A (None when it gave
    none), whether that value is a forced result (``mate``), its move and A's."""

    ply: int
    value: int | None
    mate: bool
    judge_move: tuple[int, int]
    played: tuple[int, int]


@dataclass
class Side:
    """What the judge said of A's games with one colour."""

    games: int = 0
    wins: int = 0
    first: list[int] = field(default_factory=list)  # the judge's value at A's first move
    lost_at: list[int] = field(default_factory=list)  # A's move (1, 2, ...) first called lost
    won_called: int = 0  # games where the judge called A winning at one of its moves
    won_called_won: int = 0  # ... that A won

    def add(self, rows: list[Judged], won: bool) -> None:
        self.games += 1
        self.wins += won
        if rows and rows[0].value is not None and not rows[0].mate:
            self.first.append(rows[0].value)
        lost = [i for i, r in enumerate(rows, 1) if r.mate and r.value is not None and r.value < 0]
        if lost:
            self.lost_at.append(lost[0])
        if any(r.mate and r.value is not None and r.value > 0 for r in rows):
            self.won_called += 1
            self.won_called_won += won

    def summary(self, mark: Mark) -> str:
        first = f"{statistics.median(self.first):+g}" if self.first else "-"
        lost = f", at its move {statistics.median(self.lost_at):g} (median)" if self.lost_at else ""
        return (
            f"A as {mark.value}: {self.games} games, {self.wins} won; the judge at A's first "
            f"move {first} (median); called A lost in {len(self.lost_at)}{lost}; called A "
            f"winning in {self.won_called}, of which A won {self.won_called_won}"
        )


def judge_game(judge: PbrainPlayer, game: Game, side: Mark, start: int) -> list[Judged]:
    """The judge's word on each position of ``game`` where ``side`` was to move, from ply
    ``start`` on."""
    replay = Game.for_rules(game.rules, start=game.start)
    said: list[str] = []
    judge.on_message = said.append
    rows = []
    for ply, move in enumerate(game.moves):
        if ply >= start and replay.to_move() is side and not replay.is_over():
            said.clear()
            answer = judge.choose_move(replay)
            heard = [e for e in map(parse_eval, said) if e is not None]
            last = heard[-1] if heard else None
            rows.append(
                Judged(
                    ply,
                    None if last is None else last.value,
                    last is not None and last.mate,
                    answer,
                    move,
                )
            )
        replay.play(move)
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.bench.decided")
    parser.add_argument("directory", type=Path, metavar="DIR")
    parser.add_argument("--judge", required=True, help="pbrain:PATH, a brain that prints Eval")
    parser.add_argument("--ms", type=int, default=300, help="the judge's time a position")
    parser.add_argument("--from", dest="start", type=int, default=0, help="the first ply judged")
    parser.add_argument("--out", type=Path, help="one JSON line a game")
    parser.add_argument("--no-alternate", action="store_true", help=NO_ALTERNATE)
    args = parser.parse_args(argv)
    if not args.directory.is_dir():
        print(f"decided: {not_a_directory(args.directory)}", file=sys.stderr)
        return 2
    if args.ms <= 0 or args.start < 0:
        print("decided: --ms must be above 0 and --from at least 0", file=sys.stderr)
        return 2
    try:
        judge = make_player(args.judge, time_limit=args.ms / 1000)
    except ValueError as exc:
        print(f"decided: --judge: {exc}", file=sys.stderr)
        return 2
    if not isinstance(judge, PbrainPlayer):
        print(f"decided: --judge: {args.judge!r} is not a pbrain engine", file=sys.stderr)
        return 2
    sides = {Mark.X: Side(), Mark.O: Side()}
    try:
        out = args.out.open("w", encoding="utf-8") if args.out else None
    except OSError as exc:
        judge.close()
        print(f"decided: --out: {exc}", file=sys.stderr)
        return 2
    try:
        for path, side in sides_of_a(args.directory, alternate=not args.no_alternate):
            game = load(path).game
            rows = judge_game(judge, game, side, args.start)
            sides[side].add(rows, game.winner() is side)
            if out is not None:
                line: dict[str, object] = {"game": path.name, "side": side.value}
                line["winner"] = game.result()
                line["judged"] = [[r.ply, r.value, r.mate, r.judge_move, r.played] for r in rows]
                out.write(json.dumps(line) + "\n")
                out.flush()
    except (GameFileError, OSError) as exc:
        print(f"decided: {exc}", file=sys.stderr)
        return 2
    except Forfeit as exc:
        print(f"decided: the judge failed: {exc}", file=sys.stderr)
        return 2
    finally:
        judge.close()
        if out is not None:
            out.close()
    for mark in (Mark.X, Mark.O):
        print(sides[mark].summary(mark))
    return 0


if __name__ == "__main__":
    sys.exit(main())
