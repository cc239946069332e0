"""Verdicts by what changed (issue 48, target 1): the proven facts (coach/facts.py) and the
rules that turn the facts before and after a move into a verdict (coach/verdicts.py).

The large board's facts (wins by fours, a threat's defence tried move by move) are held to
the small board's rules where both speak: on 6x6 and 7x7 with five in a row, late enough
for the exact solver, every move of a seeded corpus of ladder games is judged twice, once
from the exact values and once from the facts alone, and the facts' verdicts must agree.
"""

from __future__ import annotations

import random

import pytest

from tictactoe.ai import solvable
from tictactoe.cli import main
from tictactoe.coach import Budget, Proof, VerdictKind, review_game
from tictactoe.coach.assess import Assessment, assess
from tictactoe.coach.facts import Held, defend, fives, proven_win, replays
from tictactoe.coach.verdicts import verdict_of
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.notation import parse_stored_moves
from tictactoe.players import make_player
from tictactoe.records import save


def game_of(moves: str, rules: Rules | None = None) -> Game:
    rules = rules or Rules(15, 15, 5)
    game = Game.for_rules(rules)
    for move in parse_stored_moves(moves, rules):
        game.play(move)
    return game


# --- the facts ------------------------------------------------------------------------------


def test_a_line_of_fours_replays_where_the_move_leaves_it_alone_and_not_elsewhere():
    game = game_of("H8 A1 J8 A15 K8")  # X: an open three on row 8; O to move
    threat = proven_win(game, Mark.X)
    assert threat is not None and len(threat) == 3
    far = game.copy()
    far.play((14, 14))  # O plays far away: X's line still wins
    assert replays(far, threat) == 3
    block = game.copy()
    block.play(threat[0])  # O takes the line's first cell
    assert replays(block, threat) is None


def test_fives_reads_the_rule_an_overline_is_no_five_for_black_under_renju():
    stones = "A1 A7 B1 C7 C1 E7 E1 G7 F1 B5"  # X: A1 B1 C1 _ E1 F1; O far away
    free = game_of(stones, Rules(7, 7, 5))
    renju = game_of(stones, Rules(7, 7, 5, Variant.RENJU))
    assert (3, 0) in fives(free, Mark.X)  # freestyle: six in a row wins
    assert (3, 0) not in fives(renju, Mark.X)  # renju: Black's overline is no five


def test_an_open_three_is_held_by_a_block_and_an_open_four_is_lost():
    three = game_of("H8 A1 J8 A15 K8")  # O to move: X threatens an open four
    found = defend(three, proven_win(three, Mark.X))
    assert found.held is Held.HELD and found.move in [(6, 7), (10, 7), (11, 7), (5, 7)]
    four = game_of("H8 A1 J8 A15 K8 O1 L8")  # an open four: nothing stops it
    lost = defend(four, proven_win(four, Mark.X))
    assert lost.held is Held.LOST and lost.plies == 2  # O moves, X makes five at once


def test_once_a_defence_is_unsettled_a_hold_is_looked_for_hold_look_moves_further(monkeypatch):
    """After a defender move the facts cannot settle, the position cannot be proven lost:
    defend() looks for a hold HOLD_LOOK moves further, then says "unknown" (it tried
    every move, up to 23 s a position, and the review's cap cut 5 of 60).  A position
    whose every defence is settled is still tried to the last move (a loss needs them all)."""
    from tictactoe.coach import facts

    three = game_of("H8 A1 J8 A15 K8")
    threat = proven_win(three, Mark.X)
    legal = len(three.legal_moves())
    tried: list = []

    def scripted(outcomes):
        answers = iter(outcomes)

        def attacker_wins(child, *_):
            tried.append(child.last_move)
            return next(answers)

        monkeypatch.setattr(facts, "_attacker_wins", attacker_wins)
        tried.clear()
        return defend(three, threat)

    unsettled = [5, None] + [5] * legal  # the second move unsettled, the rest lost
    assert scripted(unsettled).held is Held.UNKNOWN and len(tried) == 2 + facts.HOLD_LOOK
    late_hold = [5, None] + [5] * (facts.HOLD_LOOK - 1) + [0]  # holds at the last move looked at
    found = scripted(late_hold)
    assert found.held is Held.HELD and found.move == tried[-1] and len(tried) == 2 + facts.HOLD_LOOK
    lost = scripted([5] * legal)
    assert lost.held is Held.LOST and len(tried) == legal


# --- distances one way, the same words on every board ------------------------------------------


def three_by_three(tmp_path) -> str:
    """X's fifth move leaves O's two in a row open: O wins with its very next move."""
    game = game_of("B2 A1 C2 A2 C3 A3", Rules(3, 3, 3))
    path = tmp_path / "game.ttt"
    save(path, game)
    return str(path)


def test_a_win_on_the_next_move_is_a_win_at_once(tmp_path, capsys):
    game = game_of("B2 A1 C2 A2 C3 A3", Rules(3, 3, 3))
    judged = review_game(game, Budget(cap=None)).moves[4]
    assert judged.move == (2, 2) and judged.verdict.kind is VerdictKind.ALLOWED_WIN
    assert judged.verdict.played_in(Mark.X) == 1
    assert main(["review", three_by_three(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "X C3??" in out and "allowed O a win at once" in out and "in 2" not in out


def test_a_fifteen_by_fifteen_open_three_left_alone_is_said_as_on_a_small_board(tmp_path, capsys):
    game = game_of("H8 A1 J8 A15 K8 O15")
    path = tmp_path / "big.ttt"
    save(path, game)
    assert main(["review", str(path), "--nodes", "1000"]) == 0
    out = capsys.readouterr().out
    # O15 of the grid the moves are written in (no I) is n1 in the board's notation (with i)
    assert "O n1??" in out and "allowed X a win in 3 by fours" in out


# --- the large board's verdicts held to the small board's rules ----------------------------------

# (board, seed, games, at most this many empty cells: the exact solver's quick positions)
CORPUS = ((Rules(7, 7, 5), 11, 300, 20), (Rules(6, 6, 5), 12, 100, 18))
RUNGS = ("level:2", "level:4", "random")
# Verdicts the facts prove outright: kept (every reply leaves the win), lost anyway (every
# move leaves the other side's), and the win missed or allowed where the other side's win
# after the move is proven.  The others rest on an absence: no win by fours left after a
# defence, none before the move; a quiet win the facts do not see can remain.
ABSENCE_SHARE = 0.02


def corpus_moves():
    """(position before, position after) of every move whose positions the solver settles."""
    for rules, seed, games, empties in CORPUS:
        rnd = random.Random(seed)
        for _ in range(games):
            game = Game.for_rules(rules)
            players = [make_player(rnd.choice(RUNGS), seed=rnd.randrange(10**6)) for _ in "XO"]
            while not game.is_over():
                before = game.copy()
                game.play(players[len(game.moves) % 2].choose_move(game.copy()))
                if solvable(before) and rules.cells - len(before.moves) <= empties:
                    yield before, game.copy()


def rests_on_absence(verdict, after) -> bool:
    if verdict.kind is VerdictKind.MISSED_WIN:
        return verdict.played is None
    return verdict.kind is VerdictKind.ALLOWED_WIN


@pytest.mark.slow
def test_the_facts_verdicts_agree_with_the_exact_ones_where_both_speak():
    budget = Budget(cap=30.0)
    # A move's position after is the next move's position before (the same game, move for
    # move): each is assessed once a way, not twice (an assessment is a function of the
    # game and the budget: the facts' searches start cold,
    # tests/coach/review/same/test_coach_review_same)
    assessed: dict[tuple, Assessment] = {}

    def assessed_once(game: Game, engine: bool) -> Assessment:
        key = (game.rules, tuple(game.moves), engine)
        if key not in assessed:
            assessed[key] = assess(game, budget, engine=engine)
        return assessed[key]

    agreed = {kind: 0 for kind in VerdictKind}
    contradicted = []
    absent = 0
    for before, after in corpus_moves():
        exact = verdict_of(assessed_once(before, True), assessed_once(after, True))
        facts_before, facts_after = assessed_once(before, False), assessed_once(after, False)
        found = verdict_of(facts_before, facts_after)
        assert exact is not None and exact.proof is Proof.EXACT  # the solver settles them all
        if found is None:
            continue
        absent += rests_on_absence(found, facts_after)
        where = f"{before.rules} {before.moves} then {after.moves[-1]}: {exact} / {found}"
        mover = before.to_move()
        if found.kind is exact.kind:
            agreed[found.kind] += 1
            # the facts' distances are proven, not always the quickest: never shorter
            assert (found.best_in(mover) or 0) >= (exact.best_in(mover) or 0), where
            if found.played is not None and exact.played is not None:
                assert found.played_in(mover) >= exact.played_in(mover), where
        elif (
            found.kind is VerdictKind.ALLOWED_WIN
            and exact.kind is VerdictKind.MISSED_WIN
            and exact.played is not None
            and exact.played.winner is mover.other
        ):
            agreed[found.kind] += 1  # true too: the facts did not see the mover's own win
        else:
            assert rests_on_absence(found, facts_after), where  # a proof never contradicts
            contradicted.append(where)
    assert all(agreed[kind] >= 10 for kind in VerdictKind if kind is not VerdictKind.KEPT_DRAW)
    assert len(contradicted) <= ABSENCE_SHARE * absent, contradicted
