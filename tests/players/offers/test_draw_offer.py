"""A draw by agreement (issue 39, target 5): the outcome, every game file format, the
statistics and the rating, and the computer's answer to an offer.  No Qt."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tictactoe.ai import WIN, Analysis, Option
from tictactoe.game import Game, Mark, Outcome, Rules, Termination
from tictactoe.players.draw_offer import DRAW_MARGIN, DrawReply, draw_reply, reply_of
from tictactoe.records import GameFileError, dumps, from_json, load, loads, save
from tictactoe.storage.rating import ratings_of
from tictactoe.storage.statistics import Statistics

OPEN = ["X..", ".O.", "..."]  # a line can still be made by either side
DEAD = ["XXO", "OOX", "X.."]  # nobody can complete a line


def agreed(rows: list[str] = OPEN, k: int = 3) -> Game:
    game = Game.from_rows(rows, k)
    game.end(Outcome(Termination.AGREED))
    return game


# --- the outcome --------------------------------------------------------------------------------


def test_an_agreed_draw_is_a_draw_of_its_own_kind() -> None:
    game = agreed()
    assert game.is_over() and game.legal_moves() == [] and game.result() == "draw"
    assert game.outcome() == Outcome(Termination.AGREED)
    assert game.outcome().describe() == "A draw by agreement"
    assert game.reopen() == Outcome(Termination.AGREED) and not game.is_over()
    with pytest.raises(ValueError, match="is a draw: it has no winner"):
        Outcome(Termination.AGREED, Mark.X)


def test_a_draw_is_agreed_only_on_a_board_still_open_and_called_only_on_a_dead_one() -> None:
    dead = Game.from_rows(DEAD, 3)
    with pytest.raises(ValueError, match="the draw is called, not agreed"):
        dead.end(Outcome(Termination.AGREED))
    assert not dead.is_over()
    open_game = Game.from_rows(OPEN, 3)
    with pytest.raises(ValueError, match="a draw can be called only"):
        open_game.end(Outcome(Termination.DEAD_DRAW))
    won = Game.from_rows(["XXX", "OO.", "..."], 3)
    with pytest.raises(ValueError, match="over already"):
        won.end(Outcome(Termination.AGREED))


# --- every game file format -------------------------------------------------------------------


def test_our_format_carries_an_agreed_draw(tmp_path: Path) -> None:
    save(tmp_path / "g.ttt", agreed(), {"X": "human", "O": "level:3"})
    text = (tmp_path / "g.ttt").read_text()
    assert '"outcome": {"termination": "agreed draw", "winner": null}' in text
    assert '"result": "draw"' in text
    record = load(tmp_path / "g.ttt")
    assert record.outcome == Outcome(Termination.AGREED) and record.game.is_over()
    # an agreed draw on a dead board is refused, as the game itself refuses it
    bad = text.replace('"X..",\n    ".O.",\n    "..."', '"XXO",\n    "OOX",\n    "X.."')
    assert bad != text
    with pytest.raises(GameFileError, match=r"^outcome: nobody can complete a line any more"):
        from_json(bad)


def test_sgf_carries_an_agreed_draw_as_a_draw_on_an_open_board() -> None:
    text = dumps(agreed(), {"X": "Ann"}, format="sgf")
    assert "RE[0]" in text
    assert loads(text).outcome == Outcome(Termination.AGREED)
    called = Game.from_rows(DEAD, 3)
    called.end(Outcome(Termination.DEAD_DRAW))
    assert loads(dumps(called, format="sgf")).outcome == Outcome(Termination.DEAD_DRAW)


@pytest.mark.parametrize(
    "name, holds",
    [
        ("g.psq", r"a \.psq file holds the moves"),
        ("g.txt", "a board diagram holds the position"),
    ],
)
def test_psq_and_diagrams_refuse_an_agreed_draw_and_write_nothing(
    tmp_path: Path, name: str, holds: str
) -> None:
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (7, 8), (9, 9)]:
        game.play(move)
    game.end(Outcome(Termination.AGREED))
    with pytest.raises(
        GameFileError,
        match=rf"^{holds}, not a draw by agreement: save this game "
        r"as \.ttt or \.sgf$",
    ):
        save(tmp_path / name, game)
    assert not (tmp_path / name).exists()
    game.reopen()  # the same game in play is written as before
    save(tmp_path / name, game)
    assert load(tmp_path / name).game.rows() == game.rows()


def test_convert_refuses_an_agreed_draw_into_psq_in_one_line(tmp_path: Path) -> None:
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8)]:
        game.play(move)
    game.end(Outcome(Termination.AGREED))
    save(tmp_path / "g.ttt", game)
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "tictactoe",
            "convert",
            str(tmp_path / "g.ttt"),
            str(tmp_path / "g.psq"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.count("\n") == 1 and "not a draw by agreement" in run.stderr
    assert not (tmp_path / "g.psq").exists()
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "tictactoe",
            "convert",
            str(tmp_path / "g.ttt"),
            str(tmp_path / "g.sgf"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert run.returncode == 0 and "A draw by agreement" in run.stdout
    assert load(tmp_path / "g.sgf").outcome == Outcome(Termination.AGREED)


# --- the statistics and the rating ----------------------------------------------------------------


def test_an_agreed_draw_is_kept_in_the_statistics_and_rated_as_a_draw(tmp_path: Path) -> None:
    statistics = Statistics(tmp_path)
    rules = Rules(15, 15, 5)
    statistics.record(
        player1="human",
        player2="level:3",
        human1=True,
        human2=False,
        player1_mark=Mark.X,
        winner=None,
        rules=rules,
        termination=Termination.AGREED.value,
        moves=40,
        ended_at=1000.0,
    )
    (row,) = statistics.summary()
    assert (row.games, row.wins, row.draws, row.losses) == (1, 0, 1, 0)
    assert statistics.person_games()[-1][3] == "draw"
    history = ratings_of(statistics)["large"].history
    assert [game.result for game in history] == ["draw"]
    statistics.close()


# --- the computer's answer ---------------------------------------------------------------------


def _analysis(value: float, *, exact: bool = False) -> Analysis:
    return Analysis((0, 0), (Option((0, 0), value),), exact)


@pytest.mark.parametrize(
    "value, exact, reply",
    [
        (0, True, DrawReply.ACCEPT),  # a proven draw
        (WIN - 5, True, DrawReply.ACCEPT),  # the person wins: the computer loses
        (-(WIN - 5), True, DrawReply.WINNING),  # the computer wins
        (-(WIN - 9), False, DrawReply.WINNING),  # a proven win inside a heuristic search
        (WIN - 9, False, DrawReply.ACCEPT),
        (-DRAW_MARGIN, False, DrawReply.ACCEPT),  # within the margin
        (-DRAW_MARGIN - 1, False, DrawReply.WINNING),  # beyond it
        (-1, True, DrawReply.WINNING),  # exact: any computer win declines
        (3000, False, DrawReply.ACCEPT),
    ],
)
def test_the_computer_accepts_unless_its_reading_says_it_is_winning(
    value: float, exact: bool, reply: DrawReply
) -> None:
    assert reply_of(_analysis(value, exact=exact)) is reply


def _solve(game: Game, memo: dict) -> int:
    key = game.position()
    if key in memo:
        return memo[key]
    if game.winner() is not None:
        value = -1  # the side to move has lost
    elif game.is_full():
        value = 0
    else:
        value = -2
        for move in game.legal_moves():
            game.play(move)
            value = max(value, -_solve(game, memo))
            game.undo()
    memo[key] = value
    return value


def test_every_3x3_offer_is_answered_as_perfect_play_says() -> None:
    """Every position of 3x3 in play where a line can still be made (4,400): the side
    not to move accepts exactly when it cannot force a win."""
    memo: dict = {}
    seen: set = set()
    positions = []

    def walk(game: Game) -> None:
        key = game.position()
        if key in seen:
            return
        seen.add(key)
        if game.is_over():
            return
        if not game.is_dead_draw():
            positions.append(game.copy())
        for move in game.legal_moves():
            game.play(move)
            walk(game)
            game.undo()

    walk(Game())
    assert len(seen) == 5478 and len(positions) == 4400
    wrong = []
    for game in positions:
        winning = _solve(game, memo) < 0  # the side to move loses: the other side wins
        expected = DrawReply.WINNING if winning else DrawReply.ACCEPT
        if draw_reply(game) is not expected:
            wrong.append(game.rows())
    assert wrong == []


def test_no_offer_in_a_game_that_is_over() -> None:
    with pytest.raises(ValueError, match="the game is over"):
        draw_reply(agreed())
