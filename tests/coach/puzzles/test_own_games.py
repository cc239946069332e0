"""Puzzles (issue 43, targets 3 and 4): the person's own games (coach/own_games.py): a
reviewed game gives its qualifying positions, or says why it gives none."""

from __future__ import annotations

import os
from datetime import date

from tests.coach.puzzles.puzzle_lines import FOURS_7, TWO_WAYS_11
from tictactoe.coach import Budget, Unfit, from_line, own_found, own_puzzles, review_game
from tictactoe.game import Game
from tictactoe.notation import parse_stored_move, parse_stored_moves


def test_a_reviewed_game_gives_its_qualifying_positions_with_its_date():
    puzzle = from_line(FOURS_7)
    game = Game.for_rules(puzzle.rules, start=puzzle.start)
    game.play((0, 0))  # the attacker misses its win; the game goes on
    game.play((8, 8))
    review = review_game(game, Budget(nodes=1000))
    found = own_puzzles(review, date(2026, 3, 3))
    assert [(ply, p.id, p.played_on) for ply, p in found] == [(0, puzzle.id, "2026-03-03")]
    assert own_puzzles(review, date(2026, 3, 3), mark=puzzle.attacker.other) == []


def test_a_reviewed_game_without_puzzles_says_why():
    day = date(2026, 3, 3)
    small = Game(3, 3, 3)
    small.play((1, 1))
    assert own_found(review_game(small, Budget(cap=None)), day).unfit is Unfit.BOARD
    quiet = Game(15, 15, 5)
    for move in parse_stored_moves("H8 A1 O15", quiet.rules):
        quiet.play(move)
    found = own_found(review_game(quiet, Budget(nodes=500)), day)
    assert found.puzzles == [] and found.wins == 0 and found.unfit is Unfit.NO_WIN
    four = Game(15, 15, 5)  # X makes a four, O looks away: a win at once, no puzzle
    for move in parse_stored_moves("H8 G8 J8 A1 K8 A15 L8 O1", four.rules):
        four.play(move)
    assert own_found(review_game(four, Budget(nodes=500)), day).unfit is Unfit.AT_ONCE
    two = from_line(TWO_WAYS_11)  # a win, but with two answers
    game = Game.for_rules(two.rules, start=two.start)
    game.play(parse_stored_move("A9", game.rules))
    found = own_found(review_game(game, Budget(nodes=1000)), day, mark=two.attacker)
    assert found.wins == 1 and found.unfit is Unfit.NOT_UNIQUE


def test_games_come_from_files_folders_and_ladder_results(tmp_path):
    from tictactoe.bench.ladder_results import GameRecord, Session, append_game, open_for_append
    from tictactoe.commands.game_sources import Skipped, games_from
    from tictactoe.records import save

    folder = tmp_path / "games"
    (folder / "inner").mkdir(parents=True)
    game = Game(9, 9, 5)
    for move in [(4, 4), (0, 0), (4, 5)]:
        game.play(move)
    save(folder / "inner" / "a.psq", game)
    (folder / "notes.md").write_text("not a game")
    (folder / "b.ttt").write_text("{broken")
    results = tmp_path / "ladder.jsonl"
    fd = open_for_append(results, Session("middle", 9, 9, 5, seed=1))
    append_game(
        fd,
        GameRecord(
            "level:1", "level:2", 0, (1, 2), "X", "a", "line", 0.0, 0.0, "9x9", 5, "4,4 0,0 4,5"
        ),
    )
    os.close(fd)
    skipped = Skipped()
    found = list(games_from([str(folder), str(results)], skipped))
    assert [name for name, _ in found] == [str(folder / "inner" / "a.psq"), f"{results}#1"]
    assert all(g.moves == [(4, 4), (0, 0), (4, 5)] for _, g in found)
    assert skipped.count == 1 and "b.ttt" in skipped.first[0]
