"""The difficulty levels: never losing on 3x3 (exhaustively), perfect against random
(exactly), reproducibility, cancellation, and the game left untouched."""

from __future__ import annotations

import threading
from fractions import Fraction

import pytest

from tictactoe.game import Game, Rules
from tictactoe.players import make_player


def walk(game: Game, player, me: str, losses: list) -> int:
    """Every opponent reply, the player's own move at its turns; returns games seen."""
    if game.is_over():
        if game.winner() is not None and game.winner() != me:
            losses.append(game.moves)
        return 1
    if game.to_move() == me:
        before = game.moves
        move = player.choose_move(game)
        assert game.moves == before  # never mutates the caller's game
        game.play(move)
        n = walk(game, player, me, losses)
        game.undo()
        return n
    n = 0
    for move in game.legal_moves():
        game.play(move)
        n += walk(game, player, me, losses)
        game.undo()
    return n


@pytest.mark.parametrize("spec", ["perfect", "hard"])
@pytest.mark.parametrize("me", ["X", "O"])
def test_never_loses_on_3x3(spec: str, me: str) -> None:
    losses: list = []
    games = walk(Game(), make_player(spec, seed=0), me, losses)
    assert games > 50 and losses == []


def win_rate_vs_random(player, game: Game, me: str) -> Fraction:
    """The exact probability that ``player`` wins against a uniformly random opponent."""
    if game.is_over():
        return Fraction(1 if game.winner() == me else 0)
    if game.to_move() == me:
        game.play(player.choose_move(game))
        p = win_rate_vs_random(player, game, me)
        game.undo()
        return p
    moves = game.legal_moves()
    total = Fraction(0)
    for move in moves:
        game.play(move)
        total += win_rate_vs_random(player, game, me)
        game.undo()
    return total / len(moves)


def test_perfect_against_random_exactly() -> None:
    player = make_player("perfect", seed=0)
    as_x = win_rate_vs_random(player, Game(), "X")
    as_o = win_rate_vs_random(player, Game(), "O")
    print(f"perfect vs random on 3x3: X wins {float(as_x):.4%}, O wins {float(as_o):.4%}")
    assert as_x >= Fraction(99, 100) and as_o >= Fraction(91, 100)
    # the best any never-losing strategy can do: 191/192 and 866/945
    assert as_x == Fraction(191, 192) and as_o == Fraction(866, 945)


def test_beginner_takes_a_win_else_opens_anywhere_near_the_centre() -> None:
    game = Game.from_rows(["XX.", "OO.", "..."], 3)
    assert {make_player("beginner", seed=s).choose_move(game) for s in range(10)} == {(2, 0)}
    empty = Game(5, 5, 4)
    seen = {make_player("beginner", seed=s).choose_move(empty) for s in range(60)}
    assert len(seen) > 3 and all(abs(x - 2) <= 1 and abs(y - 2) <= 1 for x, y in seen)


def play_out(spec_a: str, spec_b: str, seed: int, size: int = 7, k: int = 4) -> list:
    game = Game(size, size, k)
    players = [make_player(spec_a, seed=seed), make_player(spec_b, seed=seed + 1)]
    while not game.is_over():
        game.play(players[len(game.moves) % 2].choose_move(game))
    return game.moves


@pytest.mark.parametrize(
    "spec", ["random", "beginner", "easy", "forecaster:depth=1", "lookahead:depth=2", "rules"]
)
def test_reproducible_for_a_seed(spec: str) -> None:
    assert play_out(spec, "beginner", 5) == play_out(spec, "beginner", 5)


def test_levels_take_wins_and_blocks_on_large_boards() -> None:
    rows = ["." * 15] * 15
    rows[7] = "....XXXX......."
    rows[9] = "....OOO........"
    rows[10] = "....O.........."
    game = Game.from_rows(rows, 5)  # X to move, with a win in one
    for spec in ("medium", "hard", "perfect"):
        move = make_player(spec, seed=1, time_limit=0.2).choose_move(game)
        assert move in {(3, 7), (8, 7)}, spec
    rows[7] = "....XXX........"
    rows[9] = "....OOOO......."
    rows[9] = "...XOOOO......."
    rows[10] = "..............."
    game = Game.from_rows(rows, 5)  # X to move: O's four must be blocked
    for spec in ("medium", "hard", "perfect"):
        move = make_player(spec, seed=1, time_limit=0.2).choose_move(game)
        assert move == (8, 9), spec


def test_cancel_returns_a_legal_move() -> None:
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (7, 8), (6, 6)]:
        game.play(move)
    cancel = threading.Event()
    cancel.set()
    for spec in ("hard", "perfect", "forecaster:depth=3", "lookahead:depth=4"):
        move = make_player(spec, seed=1).choose_move(game, cancel)
        assert game.is_legal(move), spec


def test_time_limit_precedence() -> None:
    assert make_player("hard", time_limit=0.2).time_limit == 0.2
    assert make_player("hard:time=0.3", time_limit=0.2).time_limit == 0.3
    assert make_player("hard").budget == 1.0 and make_player("perfect").budget == 3.0
    with pytest.raises(ValueError):
        make_player("hard").set_time_limit(0)
    assert (
        make_player("hard:time=0.3").time_fixed and not make_player("hard", time_limit=2).time_fixed
    )


def test_what_a_player_can_do_is_declared_on_it() -> None:
    """Every player answers the same questions (no probing): its clock, its reports,
    the boards it plays, a move handed to it."""
    from tictactoe.commands.match_games import move_limit

    assert move_limit(make_player("forecaster")) is None  # no time given: its own
    assert move_limit(make_player("forecaster", time_limit=0.5)) == 0.5
    assert move_limit(make_player("medium")) is None  # does not search
    assert move_limit(make_player("hard")) == 1.0
    assert make_player("hard").reports_progress and not make_player("rules").reports_progress
    assert make_player("rules").last_analysis is None
    make_player("hard").check_rules(Rules(5, 5, 4))
    with pytest.raises(ValueError, match="3x3"):
        make_player("classic").check_rules(Rules(5, 5, 4))
    game = Game(3, 3, 3)
    human = make_player("human")
    human.give_move((2, 1))
    assert human.choose_move(game) == (2, 1)
    classic = make_player("classic")
    classic.give_move((2, 1))  # ignored: it chooses its own
    assert classic.choose_move(game) == classic.explain(game)[0]


def test_game_over_is_refused() -> None:
    game = Game.from_rows(["XXX", "OO.", "..."], 3)
    with pytest.raises(ValueError, match="over"):
        make_player("hard").choose_move(game)


def test_perfect_is_exact_on_4x4_and_never_loses_to_random() -> None:
    game = Game(4, 4, 4)
    player = make_player("perfect", seed=0)
    game.play(player.choose_move(game))
    assert player.last_analysis is not None and player.last_analysis.exact
    assert player.last_analysis.result == "draw"
    for seed in range(3):
        for me in "XO":
            game = Game(4, 4, 4)
            opponent = make_player("random", seed=seed)
            while not game.is_over():
                mover = player if game.to_move() == me else opponent
                game.play(mover.choose_move(game))
            assert game.winner() in (None, me)


@pytest.mark.parametrize("size", [(20, 20), (15, 15), (9, 9)])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_hard_opens_at_or_next_to_the_centre(size: tuple[int, int], seed: int) -> None:
    width, height = size
    player = make_player("hard", seed=seed, time_limit=0.2)
    x, y = player.choose_move(Game(width, height, 5))
    assert abs(2 * x - (width - 1)) <= 1 and abs(2 * y - (height - 1)) <= 1


def test_hard_plays_the_searchs_best_move_when_the_values_are_not_exact(monkeypatch) -> None:
    # 9x9 k=5, 12 moves into a game hard lost to TICTACTO.PAS's rules: the large search
    # gives only its best move an exact value; the others are upper bounds, and with
    # the reference engine's search often equal to the best's: picking among such "ties"
    # threw the game away
    from tictactoe.ai import Analysis, Option
    from tictactoe.ai.large import forget
    from tictactoe.players import levels

    moves = [
        (4, 4),
        (5, 4),
        (4, 5),
        (4, 3),
        (3, 4),
        (3, 5),
        (4, 6),
        (4, 7),
        (5, 5),
        (5, 6),
        (3, 3),
        (2, 2),
    ]
    for seed, seconds in [(0, 0.3), (1, 0.3), (0, 1.0), (1, 1.0)]:
        forget()  # the large search's kept table would carry the other tests' values
        game = Game(9, 9, 5)
        for move in moves:
            game.play(move)
        player = make_player("hard", seed=seed, time_limit=seconds)
        move = player.choose_move(game)
        analysis = player.last_analysis
        assert analysis is not None and not analysis.exact
        assert move == analysis.best
    # the case itself, whichever search gives it: a non-exact analysis whose other
    # options tie with the best's value
    tied = Analysis(
        (6, 4), (Option((6, 4), 30), Option((2, 6), 30), Option((7, 7), 30)), exact=False
    )
    monkeypatch.setattr(levels, "analyze", lambda *args, **kwargs: tied)
    for seed in range(8):
        assert make_player("hard", seed=seed).choose_move(game) == (6, 4)


def test_hard_reports_its_search_and_last_the_analysis_it_chose_from():
    from tictactoe.ai.solver import ExactSolver
    from tictactoe.ai.solver_base import to_public

    game = Game(4, 4, 4)
    for move in [(0, 0), (1, 1), (0, 1)]:
        game.play(move)
    player = make_player("hard", seed=1)
    reports = []
    move = player.choose_move(game, on_progress=reports.append)
    final = reports[-1]
    assert final.exact and move in [o.move for o in final.options if o.value == final.value]
    truth = ExactSolver(game.rules).move_values(game.position().x_bits, game.position().o_bits)
    assert {o.move: o.value for o in final.options} == {
        game.rules.move(c): to_public(v) for c, v in truth.items()
    }
    # no callback is kept for the next call
    assert all(value != reports.append for value in vars(player).values())
    assert len(reports) == len(set(map(id, reports)))  # the final one only once
    count = len(reports)
    player.choose_move(game)
    assert len(reports) == count


def test_progress_callbacks_belong_to_their_thread():
    import threading

    player = make_player("hard", seed=1, time_limit=0.2)
    seen: dict[str, list] = {"a": [], "b": []}
    games = {"a": Game(15, 15, 5), "b": Game(15, 15, 5)}
    games["a"].play((7, 7))
    games["b"].play((0, 0))

    def run(name):
        player.choose_move(games[name], on_progress=seen[name].append)

    threads = [threading.Thread(target=run, args=(n,)) for n in seen]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    stones = {"a": (7, 7), "b": (0, 0)}
    for name, reports in seen.items():  # each thread saw only its own game's search
        sx, sy = stones[name]
        assert reports and all(
            max(abs(r.best[0] - sx), abs(r.best[1] - sy)) <= 2 for r in reports
        ), (name, [r.best for r in reports])
