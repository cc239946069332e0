"""The review never contradicts the exact solver (issue 43, target 1): the corpus and the
values its verdicts are held to.

A seeded corpus of 200 games on the boards the engine solves (3x3, 4x4, 5x5 with
four in a row), half of them between random players and half between ladder
players, is reviewed with no time limit, and every verdict is checked against
values computed here on their own: on 3x3 by a plain minimax written in this file,
elsewhere by the engine's exact values of every move (4x4, ``analyze``) or of the
positions before and after the move (5x5, ``solve``).  The kind ("kept the win",
"missed a win", ...), both distances, the grade, the better move (it must keep
the value) and the graph's points must all agree.  One corpus, drawn with one seed, is
checked in three files in two rooms that run side by side: the six 5x5 games between random
players (they run to a full board, the longest reviews), the first two and the other four
(``random_5x5/``: about even in time), and the others (``corpus/test_review_exact.py``).
"""

from __future__ import annotations

import random
from functools import lru_cache

from tictactoe.ai import Limit, Verdict, analyze, solve
from tictactoe.coach import Budget, Grade, VerdictKind, review_game
from tictactoe.game import Game, Mark, Move, Position, Rules
from tictactoe.players import make_player

# (board, games between random players, games between ladder players)
CORPUS = (((3, 3, 3), 66, 66), ((4, 4, 4), 28, 28), ((5, 5, 4), 6, 6))
RUNGS = ("level:2", "level:4", "level:6", "level:8", "level:9", "random")


def corpus() -> list[tuple[Game, bool]]:
    """Every game of the corpus, with whether its players were the ladder's (else random)."""
    rnd = random.Random(43)
    games = []
    for rules, random_games, ladder_games in CORPUS:
        for i in range(random_games + ladder_games):
            if i < random_games:
                players = None
            else:
                players = [
                    make_player(rnd.choice(RUNGS), seed=rnd.randrange(10**6)) for _ in range(2)
                ]
            game = Game(*rules)
            while not game.is_over():
                if players is None:
                    move = rnd.choice(game.legal_moves())
                else:
                    move = players[len(game.moves) % 2].choose_move(game.copy())
                game.play(move)
            games.append((game, players is not None))
    return games


def random_5x5(game: Game, ladder: bool) -> bool:
    """The corpus' games on 5x5 between random players (the longest reviews)."""
    return not ladder and game.rules == Rules(5, 5, 4)


def random_5x5_games() -> list[Game]:
    """The corpus' six games on 5x5 between random players, in the corpus' order."""
    games = [game for game, ladder in corpus() if random_5x5(game, ladder)]
    assert len(games) == 6
    return games


def rank(value: tuple[int, int]) -> tuple[int, int]:
    """Best first: a win sooner, then a draw, then a loss later."""
    result, plies = value
    return (2, -plies) if result > 0 else (1, 0) if result == 0 else (0, plies)


@lru_cache(maxsize=None)
def minimax_3x3(x_bits: int, o_bits: int) -> tuple[int, int]:
    """(result for the side to move: 1, 0, -1; plies to the end with perfect play)."""
    rules = Rules(3, 3, 3)
    game = Game.for_rules(rules, start=Position(rules, x_bits, o_bits))
    values = []
    for move in game.legal_moves():
        child = game.copy()
        child.play(move)
        if child.winner() is not None:
            values.append((1, 1))
        elif child.is_over():
            values.append((0, 1))
        else:
            result, plies = minimax_3x3(*child.bitboards())
            values.append((-result, plies + 1))
    return max(values, key=rank)


def value_of(game: Game) -> Verdict:
    """The position's exact value, computed without the review's own path."""
    mover = game.to_move()
    if game.rules == Rules(3, 3, 3):
        result, plies = minimax_3x3(*game.bitboards())
        if result == 0:
            return Verdict(None)
        return Verdict(mover if result > 0 else mover.other, plies)
    if game.rules == Rules(4, 4, 4):
        return Verdict.of(analyze(game, Limit()).value, mover)
    found = solve(game)
    assert found is not None
    return found


def after_value(game: Game, move: Move) -> Verdict:
    """The value of ``move`` in ``game``, counted from before it."""
    child = game.copy()
    child.play(move)
    if child.winner() is not None:
        return Verdict(child.winner(), 1)
    if child.is_over():
        return Verdict(None)
    found = value_of(child)
    return found if found.winner is None else Verdict(found.winner, found.plies + 1)


def expected_kind(before: Verdict, played: Verdict, mover: Mark) -> VerdictKind:
    if before.winner is mover:
        return VerdictKind.KEPT_WIN if played.winner is mover else VerdictKind.MISSED_WIN
    if before.winner is None:
        assert played.winner is not mover, "a move cannot win a drawn position"
        return VerdictKind.KEPT_DRAW if played.winner is None else VerdictKind.ALLOWED_WIN
    assert played.winner is mover.other
    return VerdictKind.LOST_ANYWAY


def score_for_x(verdict: Verdict) -> float:
    return 0.5 if verdict.winner is None else float(verdict.winner is Mark.X)


def check_reviews(games: list[Game]) -> dict[VerdictKind, int]:
    """Review each game with no time limit and hold every verdict to the exact values;
    how many verdicts of each kind there were."""
    kinds = {kind: 0 for kind in VerdictKind}
    for game in games:
        review = review_game(game, Budget(cap=None))
        assert review.complete and len(review.moves) == len(game.moves)
        board = Game.for_rules(game.rules)
        for judged, move in zip(review.moves, game.moves):
            mover = board.to_move()
            before, played = value_of(board), after_value(board, move)
            where = f"{game.rules} {game.moves} move {judged.ply + 1}"
            assert judged.verdict is not None, where
            assert judged.verdict.kind is expected_kind(before, played, mover), where
            assert (judged.verdict.best.winner, judged.verdict.best.plies) == (
                before.winner,
                before.plies,
            ), where
            assert (judged.verdict.played.winner, judged.verdict.played.plies) == (
                played.winner,
                played.plies,
            ), where
            kinds[judged.verdict.kind] += 1
            if played == before:
                assert judged.grade is Grade.BEST and judged.better is None, where
            elif played.winner is before.winner:
                assert judged.grade is Grade.GOOD, where  # a slower win, a quicker loss
            else:
                assert judged.grade is Grade.BLUNDER, where  # half a point or more lost
            if judged.better is not None:
                assert after_value(board, judged.better) == before, where
            board.play(move)
        graph = dict(review.graph())
        replay = Game.for_rules(game.rules)
        for ply in range(len(game.moves) + 1):
            if not replay.is_over():
                assert graph[ply] == score_for_x(value_of(replay))
            if ply < len(game.moves):
                replay.play(game.moves[ply])
    return kinds
