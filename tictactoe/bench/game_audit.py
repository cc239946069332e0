"""The saved games of a match, audited for one side (issue 47: "in every game: no forbidden
move, no missed five, no forfeit"):

    python -m tictactoe.bench.game_audit DIR [DIR ...] [--no-alternate]

``DIR`` is a ``tictactoe match --save-dir``: ``game-0001.psq`` or ``.ttt`` and on.  The side
audited is the match's A, which plays X in the odd-numbered games (the match's alternation;
with ``--no-alternate``, X in every game).  For each of its moves: was the move legal under
the game's rule, and where a legal move made five (the rule's own win: exactly five under
standard, never on a point forbidden to Black under renju), was such a move played?  And did
the game end by A's forfeit (a move over its time, a crash, an illegal move, which the
referee refuses)?  One line a problem, then a summary a directory; exit status 1 when any
problem was found.  (A file is read under its rule, so a forbidden move in it is refused by
the reader: the legality check guards against a reader that lets one through.)
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from tictactoe.game import Game, Mark, Move, Termination, wins_at
from tictactoe.records.formats import load


@dataclass
class Audit:
    """What one directory's games showed for the audited side."""

    games: int = 0
    moves: int = 0
    fives_made: int = 0
    problems: list[str] = field(default_factory=list)


def winning_moves(game: Game) -> list[Move]:
    """The legal moves that end the game in a win for the side to move."""
    side = game.to_move()
    position = game.position()
    return [move for move in game.legal_moves() if wins_at(position, move, side)]


def audit_game(name: str, game: Game, side: Mark, audit: Audit) -> None:
    """Replay ``game`` from its start, checking each move of ``side`` into ``audit``."""
    replay = Game.for_rules(game.rules)
    audit.games += 1
    outcome = game.outcome()
    forfeit = outcome is not None and outcome.termination is Termination.FORFEIT
    if forfeit and outcome is not None and outcome.winner is not side:
        audit.problems.append(f"{name}: lost by forfeit: {outcome.reason or 'no reason given'}")
    for ply, move in enumerate(game.moves):
        if replay.to_move() is side:
            audit.moves += 1
            if not replay.is_legal(move):
                audit.problems.append(f"{name}: move {ply + 1} {move} is not legal")
                return
            wins = winning_moves(replay)
            if wins and move in wins:
                audit.fives_made += 1
            elif wins:
                audit.problems.append(
                    f"{name}: move {ply + 1} {move} missed five at {', '.join(map(str, wins))}"
                )
        elif not replay.is_legal(move):  # the other side's: the file is not a game
            audit.problems.append(f"{name}: move {ply + 1} {move} (the other side's) is not legal")
            return
        replay.play(move)


NO_ALTERNATE = "A played X in every game"  # the --no-alternate option's help


def not_a_directory(directory: Path) -> str:
    return f"{directory} is not a directory"


def sides_of_a(directory: Path, alternate: bool = True) -> Iterator[tuple[Path, Mark]]:
    """Every ``game-NNNN`` file of a match's ``directory`` and the side its A played there
    (X in the odd-numbered games when the match alternated colours, else X in all)."""
    for path in sorted(directory.glob("game-*.*")):
        number = int(path.stem.split("-")[-1])
        yield path, Mark.X if (number % 2 == 1 or not alternate) else Mark.O


def audit_directory(directory: Path, alternate: bool = True) -> Audit:
    """Every ``game-NNNN`` file of ``directory``, A's side (X in odd games when alternating)."""
    audit = Audit()
    for path, side in sides_of_a(directory, alternate):
        audit_game(path.name, load(path).game, side, audit)
    return audit


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tictactoe.bench.game_audit")
    parser.add_argument("directories", nargs="+", type=Path, metavar="DIR")
    parser.add_argument("--no-alternate", action="store_true", help=NO_ALTERNATE)
    args = parser.parse_args(argv)
    found = False
    for directory in args.directories:
        if not directory.is_dir():
            print(f"game_audit: {not_a_directory(directory)}", file=sys.stderr)
            return 2
        audit = audit_directory(directory, alternate=not args.no_alternate)
        for problem in audit.problems:
            print(problem)
        found = found or bool(audit.problems)
        print(
            f"{directory}: {audit.games} games, {audit.moves} moves of A (with the openings' "
            f"stones), {audit.fives_made} fives made, {len(audit.problems)} problems"
        )
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
