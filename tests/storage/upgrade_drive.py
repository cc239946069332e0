"""One step of tests/storage/test_upgrade_downgrade.py, run by the interpreter of the build under
test (the previous release's or this one's): the data folder is XDG_DATA_HOME's.  It uses
the build's own GameKeeper, the window's door to the player's data, as the window does at
start (load the kept games) and in play (keep a game, record a finished one), and prints
what the window would show as one JSON line."""

from __future__ import annotations

import json
import os
import sys

from PySide6.QtCore import QCoreApplication

import tictactoe
from tictactoe.game import Game, Mark, Outcome, Rules, Termination
from tictactoe.storage import SeriesState, Snapshot, data_dir
from tictactoe.ui.play.keeper import FinishedGame, GameKeeper

NEW = tictactoe.__version__ != "0.1.0"
LARGE = Rules(15, 15, 5)


def renju() -> Rules:
    from tictactoe.game import Variant

    return Rules(15, 15, 5, Variant.RENJU)


def finished(opponent: str, winner: Mark | None, rules: Rules = LARGE, hints: int = 0):
    outcome = Outcome(Termination.LINE if winner else Termination.DEAD_DRAW, winner)
    args = ("human", opponent, True, False, Mark.X, outcome, rules, 30)
    if NEW:
        from tictactoe.records.help import Help

        return FinishedGame(*args, help=Help.hints({"X": hints} if hints else {}))
    return FinishedGame(*args, hints=hints)


def game_of(rules: Rules, moves) -> Game:
    # 0.1.0 made the game of every rule with Game(rules=); this build with Game.for_rules
    game = Game.for_rules(rules) if NEW else Game(rules=rules)
    for move in moves:
        game.play(tuple(move))
    return game


def kept_games(keeper) -> list:
    if NEW:
        return [kept.snapshot for kept in keeper.choices()]
    return [keeper.kept] if keeper.kept is not None else []


def report(keeper, **more) -> None:
    ratings = keeper.ratings()
    print(
        json.dumps(
            {
                "version": tictactoe.__version__,
                "from": os.path.dirname(tictactoe.__file__),
                "games": keeper.statistics.count(),
                "rating": {
                    name: [round(r.current.rating, 1), round(r.current.deviation, 1), r.games]
                    for name, r in sorted(ratings.items())
                },
                "kept": sorted(
                    [
                        str(k.game.rules),
                        [list(m) for m in k.game.moves],
                        list(k.series.results),
                        k.series.games,
                    ]
                    for k in kept_games(keeper)
                ),
                "problems": keeper.startup_problems,
                "files": sorted(os.listdir(data_dir())),
                **more,
            }
        ),
        flush=True,
    )


def main(step: str) -> None:
    QCoreApplication([])
    keeper = GameKeeper(data_dir())
    keeper.load_kept()
    if step == "old1":  # games, a rating, a series left half-way
        keeper.record(finished("level:3", Mark.X))
        keeper.record(finished("level:4", Mark.O))
        keeper.record(finished("level:4", None))
        keeper.record(finished("level:2", Mark.X, hints=1))  # not rated: a hint taken
        series = SeriesState("human", "level:4", games=3, results=(1,))
        keeper.keep(
            Snapshot(
                game_of(LARGE, [(7, 7), (8, 8), (7, 8)]), {"X": "human", "O": "level:4"}, series
            )
        )
        report(keeper)
    elif step == "new1":  # the upgrade: first as it starts, then two windows play on
        report(keeper, stage="start")
        [kept] = keeper.choices()
        assert keeper.adopt(kept)
        snapshot = kept.snapshot
        game = snapshot.game.copy()
        game.play((9, 9))
        keeper.keep(Snapshot(game, snapshot.players, snapshot.series))
        keeper.record(finished("level:3", Mark.X))
        keeper.record(finished("level:3", Mark.O, rules=renju()))
        second = GameKeeper(data_dir())  # a second window: a renju game left half-way
        second.keep(
            Snapshot(
                game_of(renju(), [(7, 7), (8, 8)]),
                {"X": "human", "O": "human"},
                SeriesState("human", "human"),
            )
        )
        second.close()
        keeper.flush()
        report(keeper, stage="end")
    elif step == "old2":  # back to the previous release: it resumes the series' game
        report(keeper, stage="start")
        snapshot = keeper.kept
        game = snapshot.game.copy()
        game.play((10, 10))
        keeper.keep(Snapshot(game, snapshot.players, snapshot.series))
        keeper.flush()
    elif step == "new2":
        report(keeper)
    elif step == "new-renju":  # a renju game kept in the first slot, version 0.1.0's
        keeper.keep(
            Snapshot(
                game_of(renju(), [(7, 7), (8, 8), (6, 6)]),
                {"X": "human", "O": "human"},
                SeriesState("human", "human"),
            )
        )
        keeper.flush()
        report(keeper)
    else:  # "look": what the build shows at start
        report(keeper, healed=getattr(keeper, "healed", None) is not None and bool(keeper.healed))
    keeper.close()


if __name__ == "__main__":
    main(sys.argv[1])
