"""The match games' audit (issue 47: no missed five, no forfeit), on games written here."""

from __future__ import annotations

from tictactoe.bench.game_audit import audit_directory, main
from tictactoe.game import Game, Outcome, Termination
from tictactoe.records.formats import save
from tictactoe.variants import Rules, Variant

# X builds four in a row on row 7 (x 3..6, open at both ends); O plays far away
FOUR = [(3, 7), (0, 0), (4, 7), (0, 2), (5, 7), (0, 4), (6, 7), (0, 6)]


def _game(moves, rule=Variant.FREESTYLE):
    game = Game.for_rules(Rules(15, 15, 5, rule))
    for move in moves:
        game.play(move)
    return game


def test_a_missed_five_is_found_for_the_audited_side_only(tmp_path) -> None:
    # X, to move with four in a row, plays elsewhere: a miss in game 1 (A is X) ...
    missed = [*FOUR, (10, 10)]
    save(tmp_path / "game-0001.ttt", _game(missed))
    # ... and not in game 2, where A is O (O's moves are all legal, none could make five)
    save(tmp_path / "game-0002.ttt", _game(missed))
    audit = audit_directory(tmp_path)
    assert audit.games == 2
    assert len(audit.problems) == 1
    assert audit.problems[0].startswith("game-0001.ttt: move 9 (10, 10) missed five at")
    assert "(2, 7)" in audit.problems[0] and "(7, 7)" in audit.problems[0]
    # with --no-alternate A is X in both
    assert len(audit_directory(tmp_path, alternate=False).problems) == 2
    assert main([str(tmp_path)]) == 1


def test_a_five_made_is_counted_and_is_no_problem(tmp_path) -> None:
    save(tmp_path / "game-0001.ttt", _game([*FOUR, (7, 7)]))
    audit = audit_directory(tmp_path)
    assert (audit.fives_made, audit.problems) == (1, [])
    assert main([str(tmp_path)]) == 0


def test_six_is_not_five_under_standard(tmp_path) -> None:
    # X has x 3..6 and 8 on row 7: (7, 7) makes six, which does not win under standard;
    # (2, 7) makes five.  X plays neither: a miss at (2, 7) only
    moves = [(8, 7), (0, 0), (3, 7), (0, 2), (4, 7), (0, 4), (5, 7), (0, 6), (6, 7), (0, 8)]
    save(tmp_path / "game-0001.ttt", _game([*moves, (12, 12)], Variant.STANDARD))
    (problem,) = audit_directory(tmp_path).problems
    assert problem.endswith("missed five at (2, 7)")


def test_a_forfeit_of_the_audited_side_is_a_problem(tmp_path) -> None:
    lost = _game(FOUR[:4])
    lost.end(Outcome(Termination.FORFEIT, winner=lost.to_move().other, reason="took 1.2 s"))
    save(tmp_path / "game-0001.ttt", lost)  # A is X, X to move, X forfeits
    won = _game(FOUR[:4])
    won.end(Outcome(Termination.FORFEIT, winner=won.to_move().other, reason="took 1.2 s"))
    save(tmp_path / "game-0002.ttt", won)  # A is O: O won by X's forfeit
    (problem,) = audit_directory(tmp_path).problems
    assert problem == "game-0001.ttt: lost by forfeit: took 1.2 s"


def test_not_a_directory_is_one_line_and_exit_2(tmp_path, capsys) -> None:
    assert main([str(tmp_path / "nothing")]) == 2
    assert capsys.readouterr().err.strip().endswith("is not a directory")
