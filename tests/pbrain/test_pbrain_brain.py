"""`tictactoe brain`: the protocol's conformance, from strings, and the real process."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from tictactoe import __version__
from tictactoe.ai.types import Cancel
from tictactoe.commands.brain_server import Brain
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.pbrain import clock
from tictactoe.pbrain.protocol import parse_about
from tictactoe.players.base import AIPlayer


class Session:
    """A brain fed line by line; ``said(line)`` returns the answers to that line."""

    def __init__(self, spec: str = "medium", **kwargs) -> None:
        self.out: list[str] = []
        self.brain = Brain(self.out.append, spec, seed=1, **kwargs)

    def said(self, *lines: str) -> list[str]:
        start = len(self.out)
        for line in lines:
            assert self.brain.handle(line)
        return self.out[start:]

    def move(self, *lines: str) -> tuple[int, int]:
        answers = [a for a in self.said(*lines) if not a.startswith(("MESSAGE", "DEBUG"))]
        assert len(answers) == 1, answers
        x, y = answers[0].split(",")
        return int(x), int(y)


def test_about_start_begin_turn() -> None:
    s = Session()
    about = s.said("ABOUT")[0]
    assert 'name="tictactoe-mnk medium"' in about and 'mnk="1"' in about
    assert s.said("START 15") == ["OK"]
    first = s.move("BEGIN")
    second = s.move("TURN 0,0")
    assert first != second and (0, 0) not in (first, second)
    assert s.brain.stones == [(first, 1), ((0, 0), 2), (second, 1)]


@pytest.mark.parametrize(
    "lines,words",
    [
        (["TURN 1,1"], "send START"),
        (["BEGIN"], "send START"),
        (["RESTART"], "send START"),
        (["START 15", "TURN 15,0"], "not a cell of the 15x15 board"),
        (
            ["START 15", "TURN 7,7", "TURN 7,7"],
            "taken",
        ),  # the brain's answer to the first is a move
        (["START 25"], "cannot play 25x25"),
        (["START 4"], "cannot play 4x4 with k=5"),
        (["START 15", "INFO k 30"], "INFO k 30"),
        (["INFO k x"], "whole number"),
        (["START 15", "INFO rule 9"], "rule 9 is not played here"),
        (["START 15", "INFO rule 5"], "rule 5 is not played here"),
        (["INFO timeout_turn soon"], "whole number"),
        (["START 15", "TAKEBACK 3,3"], "no stone there"),
        (["START x"], "whole number"),
        (["TURN"], "coordinates"),
    ],
)
def test_errors_say_why(lines: list[str], words: str) -> None:
    s = Session()
    answers = s.said(*lines)
    assert answers[-1].startswith("ERROR") and words in answers[-1], answers


def test_unknown_commands_and_ignored_info() -> None:
    s = Session()
    assert s.said("PUZZLEBOARD")[0].startswith("UNKNOWN")
    assert (
        s.said(
            "INFO folder /tmp/x",
            "INFO max_memory 83886080",
            "INFO game_type 1",
            "INFO rule 0",
            "INFO rule 2",
            "INFO some_new_key 5",
            "",
            "\r\n",
        )
        == []
    )
    assert s.brain.handle("END") is False and s.out[-1].startswith("UNKNOWN")


def test_the_k_extension_and_rectangular_boards() -> None:
    s = Session()
    assert s.said("INFO k 3", "START 3") == ["OK"]
    assert s.brain.rules is not None and s.brain.rules.k == 3
    assert s.said("RECTSTART 10,6") == ["OK"] and s.brain.rules.width == 10
    assert s.said("INFO k 4") == [] and s.brain.rules.k == 4
    move = s.move("BEGIN")
    assert 0 <= move[0] < 10 and 0 <= move[1] < 6


def test_board_takeback_restart() -> None:
    s = Session()
    s.said("START 15")
    # the brain (1) has four in a row with an open end: it must complete it
    move = s.move(
        "BOARD", "5,5,1", "0,0,2", "6,5,1", "0,2,2", "7,5,1", "0,4,2", "8,5,1", "0,6,2", "DONE"
    )
    assert move in ((4, 5), (9, 5))
    assert s.said("TAKEBACK 0,6") == ["OK"] and ((0, 6), 2) not in s.brain.stones
    assert s.said("RESTART") == ["OK"] and s.brain.stones == []
    # as O (the opponent has one more stone), it blocks the opponent's four
    move = s.move(
        "BOARD", "3,3,2", "4,3,2", "5,3,2", "6,3,2", "10,10,1", "12,12,1", "12,10,1", "DONE"
    )
    assert move in ((2, 3), (7, 3))


@pytest.mark.parametrize(
    "lines,words",
    [
        (["7,7,1", "7,7,2"], "taken"),
        (["20,1,1"], "not a cell"),
        (["x,y,1"], "coordinates"),
        (["7,7,1", "8,8,1", "9,9,1", "9,9,1"], "taken"),
        (
            [
                "0,0,1",
                "1,0,1",
                "2,0,1",
                "3,0,1",
                "4,0,1",
                "0,5,2",
                "1,5,2",
                "2,5,2",
                "3,5,2",
                "9,9,2",
            ],
            "the game is over",
        ),
    ],
)
def test_a_bad_board_is_refused_and_the_old_one_kept(lines: list[str], words: str) -> None:
    s = Session()
    s.said("START 15")
    first = s.move("BEGIN")
    answers = s.said("BOARD", *lines, "DONE")
    assert len(answers) == 1 and answers[0].startswith("ERROR") and words in answers[0]
    if "game is over" not in words and "own and" not in words:
        assert s.brain.stones == [(first, 1)]


def test_winning_line_markers_are_ignored() -> None:
    s = Session()
    s.said("START 15")
    s.move("BOARD", "7,7,2", "1,1,3", "DONE")
    assert all(f != 3 for _, f in s.brain.stones)


def test_the_message_gives_the_depth_and_the_deepest_ply() -> None:
    from tictactoe.ai.types import Analysis, Option
    from tictactoe.commands.brain_server import summary
    from tictactoe.game import Rules

    def line(deepest: int | None) -> str:
        info = {"pv": [(7, 7), (8, 8)]} | ({} if deepest is None else {"deepest_ply": deepest})
        return summary(
            Analysis(
                best=(7, 7),
                options=(Option((7, 7), 34),),
                exact=False,
                nodes=41000,
                time_s=0.82,
                depth=7,
                info=info,
            ),
            Rules(15, 15, 5),
        )

    assert line(15).startswith("depth 7-15 value ")
    assert line(7).startswith("depth 7 value ") and line(None).startswith("depth 7 value ")
    assert line(None).endswith(" pv h8 i7")  # the board's notation: Gomoku's on 15x15


def test_messages_come_with_info_evaluate_and_debug_lines_with_the_flag() -> None:
    s = Session("hard")
    s.said("START 15", "INFO timeout_turn 400")
    assert not any(a.startswith("MESSAGE") for a in s.said("BEGIN"))
    s.said("INFO evaluate 3,4")
    answers = s.said("TURN 0,0")
    assert answers[-2].startswith("MESSAGE depth") and " pv " in answers[-2]
    debug = Session("hard", debug=True)
    debug.said("START 15", "INFO timeout_turn 400", "TURN 7,7")
    answers = debug.out
    depths = [a for a in answers if a.startswith("DEBUG depth")]
    assert len(depths) >= 2 and answers[-2].startswith("MESSAGE")


class Stubborn(AIPlayer):
    """Ignores cancel and takes 3 s: the watchdog must answer for it."""

    def __init__(self) -> None:
        super().__init__("stubborn", "Stubborn")

    def select(self, game: Game, cancel: Cancel) -> tuple[int, int]:
        time.sleep(3)
        return game.legal_moves()[0]


def test_the_watchdog_answers_before_timeout_turn_when_the_search_overruns() -> None:
    s = Session(player=Stubborn())
    s.said("START 15", "INFO timeout_turn 300")
    started = time.monotonic()
    move = s.move("TURN 7,7")
    assert time.monotonic() - started < 0.6  # the deadline is 0.22 s; the search takes 3 s
    assert move != (7, 7)


class DeafAfterOneDepth(AIPlayer):
    """Reports one completed depth, then ignores cancel for 3 s."""

    reports_progress = True

    def __init__(self) -> None:
        super().__init__("deaf", "Deaf")

    def select(self, game: Game, cancel: Cancel, on_progress=None) -> tuple[int, int]:
        from tictactoe.ai.types import Analysis, Option

        on_progress(
            Analysis((3, 4), (Option((3, 4), 21),), exact=False, nodes=99, time_s=0.01, depth=1)
        )
        time.sleep(3)
        return game.legal_moves()[0]


def test_at_the_deadline_the_brain_replies_the_best_move_of_the_last_depth() -> None:
    s = Session(player=DeafAfterOneDepth())
    s.said("START 15", "INFO timeout_turn 300", "INFO evaluate 0,0")
    started = time.monotonic()
    answers = s.said("TURN 7,7")
    assert time.monotonic() - started < 0.6
    assert answers[-1] == "3,4" and answers[-2].startswith("MESSAGE depth 1 value +21")


def test_the_turn_limit_shortens_a_spec_s_own_time_but_never_lengthens_it() -> None:
    plan = clock.budget(clock.Limits(turn_ms=1000), Game(15, 15, 5))
    for spec, expected in (
        ("medium:time=5", plan.search),
        ("medium:time=0.1", 0.1),
        ("medium", plan.search),
    ):
        s = Session(spec)
        s.said("START 15", "INFO timeout_turn 1000")
        s.move("BEGIN")
        assert s.brain.player.time_limit == expected, spec


def test_budgets() -> None:
    empty = Game(15, 15, 5)
    turn = clock.budget(clock.Limits(turn_ms=1000), empty)
    assert turn.deadline is not None and turn.search is not None
    assert turn.search < turn.deadline < 0.9
    assert clock.budget(clock.Limits(), empty) == clock.Budget(None, None)
    assert clock.budget(clock.Limits(turn_ms=0), empty).search == clock.FASTEST_S
    # a match clock: a share of what is left, less in quiet positions than in sharp ones
    quiet = clock.budget(clock.Limits(turn_ms=30000, left_ms=60000), empty)
    assert 1.0 < quiet.search < 60 / 8
    sharp_game = Game.from_rows(
        ["." * 15] * 6 + [".....XXX.......", ".....OO........"] + ["." * 15] * 7, k=5
    )
    assert clock.is_sharp(sharp_game) and not clock.is_sharp(empty)
    sharp = clock.budget(clock.Limits(turn_ms=30000, left_ms=60000), sharp_game)
    assert quiet.search < sharp.search <= (60 - 0.2 - 3) / 4
    unlimited = clock.budget(clock.Limits(turn_ms=1000, left_ms=2_147_483_647), empty)
    assert unlimited == turn
    late = clock.budget(clock.Limits(turn_ms=1000, left_ms=-50), empty)
    assert late.search is not None and late.search <= 0.02 and late.deadline <= 0.03


def brain_process(*args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "tictactoe", "brain", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )


def test_the_process_answers_start_soon_and_survives_bad_input() -> None:
    proc = brain_process("--player", "medium")
    started = time.monotonic()
    proc.stdin.write("START 15\n")
    proc.stdin.flush()
    assert proc.stdout.readline().strip() == "OK"
    assert time.monotonic() - started < 3.0  # measured: see the README (about 0.3 s)
    for line in ("garbage here", "TURN 99,99", "BOARD", "1,1,9", "DONE", "\x00\xff", "TURN 7,7"):
        proc.stdin.write(line + "\n")
    proc.stdin.flush()
    answers = [proc.stdout.readline().strip() for _ in range(4)]
    assert answers[0].startswith("UNKNOWN") and answers[1].startswith("ERROR")
    assert answers[2].startswith("ERROR") and answers[3].startswith("UNKNOWN")
    move = proc.stdout.readline().strip()
    assert "," in move and move != "7,7"
    proc.stdin.write("END\n")
    proc.stdin.flush()
    assert proc.wait(timeout=5) == 0


def test_the_process_answers_about_with_no_web_address() -> None:
    """The project has no public address: ABOUT gives no ``www`` field (a placeholder
    one was shown by managers as the engine's home page), and still name and version."""
    proc = brain_process("--player", "hard")
    about, _ = proc.communicate("ABOUT\nEND\n", timeout=30)
    fields = parse_about(about.splitlines()[0])
    assert fields["name"] == "tictactoe-mnk" and fields["version"] == __version__
    assert "www" not in fields and "example.invalid" not in about, about


def test_the_process_ends_at_eof_and_refuses_a_bad_player() -> None:
    proc = brain_process()
    proc.stdin.close()
    assert proc.wait(timeout=10) == 0
    bad = subprocess.run(
        [sys.executable, "-m", "tictactoe", "brain", "--player", "wizard"],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert bad.returncode == 2 and "wizard" in bad.stderr and "Traceback" not in bad.stderr


def test_rules_0_1_4_8_are_played_and_the_others_refused() -> None:
    s = Session("hard")
    assert s.said("START 15") == ["OK"]
    for value, variant in (
        ("1", Variant.STANDARD),
        ("4", Variant.RENJU),
        ("8", Variant.CARO),
        ("6", Variant.RENJU),
        ("0", Variant.FREESTYLE),
        ("3", Variant.STANDARD),
    ):
        assert s.said(f"INFO rule {value}") == []
        assert s.brain.rules.variant is variant
    answers = s.said("INFO rule 12")
    assert answers[0].startswith("ERROR INFO rule 12") and s.brain.rules.variant is Variant.STANDARD
    s.said("INFO rule 4")
    assert s.said("INFO k 4")[0].startswith("ERROR INFO k 4: renju is played with five")
    assert s.said("RESTART") == ["OK"] and s.brain.rules == Rules(15, 15, 5, Variant.RENJU)


def test_a_board_with_more_own_stones_gets_a_move() -> None:
    # the example: Rapfi plays a move here; the brain used to answer ERROR
    s = Session("hard")
    s.said("INFO timeout_turn 400", "START 15")
    move = s.move("BOARD", "7,7,1", "8,8,2", "7,8,1", "DONE")
    assert move not in ((7, 7), (8, 8), (7, 8))
    game = s.brain.game()
    assert game.to_move() is Mark.X and not game.turn_counted()  # Black, one stone ahead
    s.said("RESTART")
    assert s.move("BOARD", "7,7,1", "8,8,1", "DONE") not in ((7, 7), (8, 8))


def test_under_renju_the_colour_follows_the_counts() -> None:
    s = Session("hard")
    s.said("INFO rule 4", "START 15")
    for stones, mark in (
        (["7,7,1", "8,8,2"], Mark.X),
        (["7,7,2", "8,8,1", "9,9,2"], Mark.O),
        (["7,7,1", "8,8,2", "6,6,1"], Mark.X),
        (["7,7,2"], Mark.O),
    ):
        s.brain.stones = [(tuple(map(int, line.split(",")[:2])), int(line[-1])) for line in stones]
        game = s.brain.game()
        assert game.to_move() is mark and game.rules.variant is Variant.RENJU


DOUBLE_THREE = ["5,3,1", "5,4,1", "3,5,1", "4,5,1", "10,10,2", "11,12,2", "12,10,2", "2,12,2"]


def test_under_renju_the_brain_never_plays_a_forbidden_point() -> None:
    # (5,5) would make two open threes: freestyle's winning move, renju's foul
    free = Session("hard")
    free.said("INFO timeout_turn 600", "START 15")
    assert free.move("BOARD", *DOUBLE_THREE, "DONE") == (5, 5)
    renju = Session("hard")
    renju.said("INFO timeout_turn 600", "INFO rule 4", "START 15")
    move = renju.move("BOARD", *DOUBLE_THREE, "DONE")
    assert renju.brain.stones.pop() == (move, 1)  # the brain's own move, taken back
    game = renju.brain.game()
    assert game.to_move() is Mark.X and game.foul((5, 5)) is not None
    assert move != (5, 5) and game.why_illegal(move) is None


def test_a_player_of_freestyle_only_refuses_another_rule() -> None:
    s = Session("rules")  # TICTACTO.PAS's 13 rules: windows, freestyle's "k or more"
    s.said("START 15")
    answer = s.said("INFO rule 4")[0]
    assert answer.startswith("ERROR INFO rule 4:") and "plays freestyle only, not renju" in answer
    assert s.brain.rules.variant is Variant.FREESTYLE
    medium = Session("medium")  # a rung plays every rule
    assert medium.said("START 15", "INFO rule 4") == ["OK"]
