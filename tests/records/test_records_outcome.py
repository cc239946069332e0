"""The game's end travels in our format: termination, winner and reason; hints counters."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tictactoe.game import Game, Mark, Outcome, Termination
from tictactoe.records import GameFileError, from_json, load, save, to_json
from tictactoe.records.help import Aid, Help

DEAD = ["XXO", "OOX", "X.."]  # nobody can complete a line; X... O to move


def _dead_game() -> Game:
    game = Game.from_rows(DEAD, 3)
    assert game.is_dead_draw() and not game.is_over()
    return game


def test_a_called_draw_reopens_as_a_finished_game(tmp_path: Path) -> None:
    game = _dead_game()
    game.end(Outcome(Termination.DEAD_DRAW))
    save(tmp_path / "g.ttt", game, {"X": "Ann", "O": "hard"})
    data = json.loads((tmp_path / "g.ttt").read_text())
    assert data["result"] == "draw"
    assert data["outcome"] == {"termination": "dead draw", "winner": None}
    record = load(tmp_path / "g.ttt")
    assert record.game.is_over() and record.game.legal_moves() == []
    assert record.outcome == Outcome(Termination.DEAD_DRAW) == record.game.outcome()
    assert record.result == "draw"
    assert record.game.reopen() == Outcome(Termination.DEAD_DRAW)  # still a normal game
    assert not record.game.is_over()


def test_a_forfeit_keeps_its_winner_and_reason(tmp_path: Path) -> None:
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (7, 8)]:
        game.play(move)
    game.end(Outcome(Termination.FORFEIT, Mark.X, "O's engine took 3.2 s, the limit is 1 s"))
    text = to_json(game, {"X": "hard", "O": "pbrain:/bin/slow"})
    assert '"result": "X",' in text
    record = from_json(text)
    assert record.outcome == Outcome(
        Termination.FORFEIT, Mark.X, "O's engine took 3.2 s, the limit is 1 s"
    )
    assert record.game.moves == game.moves and record.game.winner() is None
    assert record.game.is_over() and record.result == "X"


def test_a_reason_with_newlines_is_saved_on_one_line_and_loads() -> None:
    game = Game()
    game.end(Outcome(Termination.FORFEIT, Mark.O, "crashed:\nTraceback\x07 ...\n" + "x" * 300))
    record = from_json(to_json(game))
    reason = record.outcome.reason
    assert reason.startswith("crashed: Traceback ...") and len(reason) == 200
    assert reason.endswith("...") and "\n" not in reason


def test_a_won_and_a_full_game_write_their_outcome() -> None:
    won = Game()
    for move in [(0, 0), (1, 1), (0, 1), (2, 2), (0, 2)]:
        won.play(move)
    data = json.loads(to_json(won))
    assert data["outcome"] == {"termination": "line", "winner": "X"} and data["result"] == "X"
    full = Game()
    for move in [(0, 0), (1, 1), (2, 2), (0, 2), (2, 0), (1, 0), (1, 2), (2, 1), (0, 1)]:
        full.play(move)
    data = json.loads(to_json(full))
    assert data["outcome"] == {"termination": "full board", "winner": None}
    assert "outcome" not in json.loads(to_json(Game()))  # a game in play has none


def _old(**changes: Any) -> str:
    data: dict[str, Any] = {
        "format": "tictactoe-mnk",
        "version": 1,
        "rules": {"width": 3, "height": 3, "k": 3},
        "start": None,
        "moves": [],
        "result": None,
    }
    data.update(changes)
    return json.dumps(data)


def test_files_from_before_the_outcome_still_load() -> None:
    won = from_json(_old(moves=[[0, 0], [1, 1], [0, 1], [2, 2], [0, 2]], result="X"))
    assert won.outcome == Outcome(Termination.LINE, Mark.X)
    # "draw" on a dead board was the old way to record a called draw: now it ends the game
    called = from_json(_old(start={"rows": DEAD}, result="draw"))
    assert called.outcome == Outcome(Termination.DEAD_DRAW) and called.game.is_over()
    # null on a dead board: the old program lost the call; the game is in play, as written
    open_game = from_json(_old(start={"rows": DEAD}, result=None))
    assert open_game.outcome is None and not open_game.game.is_over()


BAD_OUTCOMES = [
    (
        dict(result="draw", outcome={"termination": "dead draw"}, start={"rows": DEAD}, extra=1),
        r"^extra: unknown field",
    ),
    (dict(result="draw", outcome="dead draw"), r"^outcome: must be an object"),
    (
        dict(result="draw", outcome={"termination": "stalemate", "winner": None}),
        r'^outcome\.termination: must be one of "line", "full board", "no move", "dead draw", '
        r'"forfeit", "agreed draw", not "stalemate"$',
    ),
    (
        dict(result="X", outcome={"termination": "forfeit", "winner": "Z"}),
        r'^outcome\.winner: must be "X", "O" or null, not "Z"$',
    ),
    (
        dict(result="X", outcome={"termination": "forfeit", "winner": "X", "why": "?"}),
        r"^outcome\.why: unknown field",
    ),
    (
        dict(result="X", outcome={"termination": "forfeit", "winner": "X", "reason": 5}),
        r"^outcome\.reason: must be a string, not 5$",
    ),
    (
        dict(result="X", outcome={"termination": "forfeit", "winner": "X", "reason": "a\tb"}),
        r"^outcome\.reason: holds control characters$",
    ),
    (
        dict(result="X", outcome={"termination": "forfeit", "winner": "X", "reason": "r" * 201}),
        r"^outcome\.reason: longer than 200 characters$",
    ),
    (
        dict(result="X", outcome={"termination": "forfeit", "winner": None}),
        r"^outcome: an outcome by forfeit needs a winner$",
    ),
    (
        dict(result="draw", outcome={"termination": "dead draw", "winner": "X"}),
        r"^outcome: an outcome by dead draw is a draw",
    ),
    (
        dict(result="O", outcome={"termination": "forfeit", "winner": "X"}),
        r'^result: "O" disagrees with the outcome \(X wins: O forfeits\)$',
    ),
    (
        dict(result=None, outcome={"termination": "forfeit", "winner": "X"}),
        r"^result: null disagrees with the outcome",
    ),
    (
        dict(result="draw", outcome={"termination": "dead draw", "winner": None}),
        r"^outcome: a draw can be called only when nobody can complete a line any more$",
    ),
    (
        dict(result="X", outcome={"termination": "line", "winner": "X"}),
        r"^outcome: X wins contradicts the moves: the game is not over$",
    ),
    (
        dict(result="draw", outcome={"termination": "full board", "winner": None}),
        r"^outcome: a draw contradicts the moves: the game is not over$",
    ),
    (
        dict(
            moves=[[0, 0], [1, 1], [0, 1], [2, 2], [0, 2]],
            result="O",
            outcome={"termination": "forfeit", "winner": "O"},
        ),
        r"^outcome: O wins: X forfeits contradicts the moves: the moves end with X winning$",
    ),
]


@pytest.mark.parametrize("changes, message", BAD_OUTCOMES)
def test_bad_outcomes(changes: dict[str, Any], message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        from_json(_old(**changes))


def test_help_round_trips_and_is_optional(tmp_path: Path) -> None:
    game = Game(4, 4, 3)
    game.play((1, 1))
    taken = Help.of({(Mark.O, Aid.HINT): 2, (Mark.O, Aid.TAKEBACK): 1, (Mark.X, Aid.ANALYSIS): 3})
    save(tmp_path / "h.ttt", game, {"X": "Ann"}, help=taken)
    assert (
        '"help": {"O": {"hint": 2, "takeback": 1}, "X": {"analysis": 3}},'
        in (tmp_path / "h.ttt").read_text()
    )
    assert load(tmp_path / "h.ttt").help == taken
    save(tmp_path / "none.ttt", game)
    assert "help" not in (tmp_path / "none.ttt").read_text()
    assert load(tmp_path / "none.ttt").help == Help()


def test_the_hints_of_older_files_read_as_help() -> None:
    assert from_json(_old(hints={"X": 0, "O": 2})).help == Help.of({(Mark.O, Aid.HINT): 2})
    with pytest.raises(GameFileError, match=r'^hints: given beside "help"'):
        from_json(_old(hints={"X": 1}, help={"X": {"hint": 1}}))


@pytest.mark.parametrize(
    "help, message",
    [
        ([1, 2], r"^help: must be an object"),
        ({"Z": {"hint": 1}}, r"^help\.Z: unknown side: use X and O$"),
        ({"X": 1}, r"^help\.X: must be an object"),
        (
            {"X": {"peek": 1}},
            r"^help\.X\.peek: unknown kind of help \(known: hint, analysis, "
            r"engine, takeback, start\)$",
        ),
        ({"X": {"hint": -1}}, r"^help\.X\.hint: must be a whole number from 0 to 1000000, not -1$"),
        ({"O": {"takeback": True}}, r"^help\.O\.takeback: must be a whole number"),
        ({"O": {"analysis": 10**7}}, r"^help\.O\.analysis: must be a whole number"),
    ],
)
def test_bad_help(help: Any, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        from_json(_old(help=help))


@pytest.mark.parametrize(
    "hints, message",
    [
        ([1, 2], r"^hints: must be an object"),
        ({"Z": 1}, r"^hints\.Z: unknown side: use X and O$"),
        ({"X": -1}, r"^hints\.X: must be a whole number from 0 to 1000000, not -1$"),
        ({"X": True}, r"^hints\.X: must be a whole number from 0 to 1000000, not true$"),
        ({"O": 1.5}, r"^hints\.O: must be a whole number"),
        ({"O": 10**7}, r"^hints\.O: must be a whole number"),
    ],
)
def test_bad_hints(hints: Any, message: str) -> None:
    with pytest.raises(GameFileError, match=message):
        from_json(_old(hints=hints))


@st.composite
def ended_games(draw: st.DrawFn) -> Game:
    """A random game, ended on the board, by a called draw, by agreement, by a forfeit,
    or in play."""
    width, height = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    game = Game(width, height, draw(st.integers(1, max(width, height))))
    for _ in range(draw(st.integers(0, width * height))):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[draw(st.integers(0, len(moves) - 1))])
    if not game.is_over():
        how = draw(st.sampled_from(["play on", "forfeit", "call", "agree"]))
        if how == "forfeit":
            game.end(
                Outcome(
                    Termination.FORFEIT,
                    draw(st.sampled_from([Mark.X, Mark.O])),
                    " ".join(
                        draw(
                            st.text(
                                st.characters(
                                    min_codepoint=32,
                                    max_codepoint=0x2FF,
                                    blacklist_characters="\x7f",
                                ),
                                max_size=20,
                            )
                        ).split()
                    ),
                )
            )
        elif how == "call" and game.is_dead_draw():
            game.end(Outcome(Termination.DEAD_DRAW))
        elif how == "agree" and not game.is_dead_draw():
            game.end(Outcome(Termination.AGREED))
    return game


@settings(max_examples=150, deadline=None)
@given(
    ended_games(),
    st.dictionaries(
        st.tuples(st.sampled_from(list(Mark)), st.sampled_from(list(Aid))), st.integers(0, 99)
    ),
)
def test_outcome_and_help_round_trip(game: Game, counts: dict) -> None:
    help = Help.of(counts)
    record = from_json(to_json(game, help=help))
    assert record.game.moves == game.moves and record.game.start == game.start
    assert record.outcome == game.outcome() and record.result == game.result()
    assert record.game.is_over() == game.is_over()
    assert record.help == help and record.help.counts() == {k: n for k, n in counts.items() if n}
    assert to_json(record.game, help=record.help) == to_json(game, help=help)
