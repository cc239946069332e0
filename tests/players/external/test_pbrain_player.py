"""External pbrain engines as players, against fake engines that misbehave for real.

Every fake is a real subprocess (a Python script behind a shell ``exec``); the
limits are short (0.2 s a move, 0.3 s of grace) so that the whole file stays fast.
Each test checks the reason given, and that the process is reaped (not even a
zombie) and the reader threads are gone.
"""

from __future__ import annotations

import threading
import time

import pytest

from tests.pbrain_helpers import fake_engine, is_gone
from tictactoe.game import Game, Position, Rules, Variant
from tictactoe.pbrain import process
from tictactoe.players import Forfeit, make_player
from tictactoe.players.external import PbrainPlayer

TURN = 0.2
GRACE = 0.3


def engine(tmp_path, fault: str = "good", delay: float | None = None, **kwargs) -> PbrainPlayer:
    path = fake_engine(tmp_path, fault, delay)
    player = PbrainPlayer(
        f"pbrain:{path}",
        path,
        grace=GRACE,
        start_timeout=kwargs.pop("start_timeout", 2.0),
        **kwargs,
    )
    player.set_time_limit(TURN)
    return player


@pytest.fixture(autouse=True)
def no_leaked_threads():
    before = {t.ident for t in threading.enumerate()}
    yield
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        extra = [t for t in threading.enumerate() if t.ident not in before and t.is_alive()]
        if not extra:
            return
        time.sleep(0.02)
    raise AssertionError(f"threads left running: {[t.name for t in extra]}")


def play_to_second_move(player: PbrainPlayer, game: Game) -> None:
    """The engine plays X's first move; O replies; the engine's second move is asked next."""
    game.play(player.choose_move(game))
    game.play(next(m for m in game.legal_moves()))


def pid_of(player: PbrainPlayer) -> int:
    assert player._process is not None
    return player._process.pid


def test_a_good_engine_plays_a_whole_game_and_is_named_by_its_about(tmp_path) -> None:
    a, b = engine(tmp_path, "good"), engine(tmp_path, "noabout")
    game = Game(7, 7, 5)
    a.check_rules(game.rules)
    assert a.name == "Fake good" and a.describe() == "Fake good 1.0"
    pid = pid_of(a)
    turn = 0
    while not game.is_over():
        game.play((a, b)[turn % 2].choose_move(game))
        turn += 1
    assert game.outcome() is not None and game.outcome().termination.value != "forfeit"
    assert b.name == "pbrain-noabout" and b.about is None  # UNKNOWN to ABOUT: its file name
    assert any("thinking about" in m for m in a.messages)
    a.close(), b.close()
    assert is_gone(pid)


def test_an_engine_is_kept_in_step_through_turn_restart_and_board(tmp_path) -> None:
    """After an undo the engine gets RESTART + BOARD and still answers legally."""
    player = engine(tmp_path)
    game = Game(9, 9, 5)
    play_to_second_move(player, game)
    game.play(player.choose_move(game))  # a TURN
    game.undo(), game.undo()  # both take-backs: the board changed under it
    move = player.choose_move(game)  # RESTART + BOARD
    assert game.is_legal(move)
    player.close()


@pytest.mark.parametrize("settle, window", [(process.SETTLE_S, 0.015), (0.0, 0.5)])
def test_an_engine_that_drops_a_command_just_after_its_answer_still_plays(
    tmp_path, monkeypatch, settle, window
) -> None:
    """Rapfi's race, for real: the fake drops every line that comes within ``window``
    after it answered.  Two such engines answering at once play a whole game, RESTART
    and BOARD after a take-back included, because no line goes sooner than ``SETTLE_S``
    after the engine's last; without that pause the first command after an answer is
    lost and the engine forfeits on time (the check that the fake really races: START
    follows ABOUT's answer at once)."""
    monkeypatch.setattr(process, "SETTLE_S", settle)
    a, b = engine(tmp_path, "settling", window), engine(tmp_path, "settling", window)
    game = Game(9, 9, 5)
    try:
        for turn in range(6):
            game.play((a, b)[turn % 2].choose_move(game))
        game.undo(), game.undo()
        while not game.is_over():
            game.play((a, b)[len(game.moves) % 2].choose_move(game))
    except Forfeit as lost:
        assert settle == 0.0, lost
        # the lost command: START (after ABOUT's answer) or a TURN, BOARD or RESTART
        assert "did not answer START" in str(lost) or "no move within" in str(lost), lost
    else:
        assert settle > window
        assert game.outcome().termination.value != "forfeit"
    finally:
        a.close(), b.close()


@pytest.mark.parametrize(
    "fault,words",
    [
        ("crash", "exited with status 3 (stderr: fake engine: something broke)"),
        ("sigkill", "was killed by SIGKILL"),
        ("garbage", "answered 'hello there' instead of a move"),
        ("illegal", "an illegal move: cell"),
        ("offboard", "is not a cell of the 9x9 board"),
    ],
)
def test_a_broken_answer_loses_with_its_reason(tmp_path, fault: str, words: str) -> None:
    player = engine(tmp_path, fault)
    game = Game(9, 9, 5)
    play_to_second_move(player, game)
    pid = pid_of(player)
    with pytest.raises(Forfeit) as info:
        player.choose_move(game)
    assert words in info.value.reason
    assert is_gone(pid)


def test_an_engine_that_hangs_loses_on_time_and_is_killed(tmp_path) -> None:
    player = engine(tmp_path, "hang")
    game = Game(9, 9, 5)
    play_to_second_move(player, game)
    pid = pid_of(player)
    started = time.monotonic()
    with pytest.raises(Forfeit) as info:
        player.choose_move(game)
    waited = time.monotonic() - started
    assert "no move within 0.5 s" in info.value.reason
    assert TURN + GRACE <= waited < TURN + GRACE + 1.0
    assert is_gone(pid)


def test_a_slow_move_inside_the_grace_is_accepted(tmp_path) -> None:
    player = engine(tmp_path, "slow", delay=0.3)
    game = Game(9, 9, 5)
    move = player.choose_move(game)
    assert game.is_legal(move) and TURN < player.last_reply_s < TURN + GRACE
    player.close()


def test_an_answer_to_nothing_loses_at_the_next_command(tmp_path) -> None:
    player = engine(tmp_path, "twice")
    game = Game(9, 9, 5)
    play_to_second_move(player, game)
    game.play(player.choose_move(game))  # answers twice here
    game.play(next(m for m in game.legal_moves()))
    time.sleep(0.1)
    with pytest.raises(Forfeit) as info:
        player.choose_move(game)
    assert "when nothing was asked" in info.value.reason


def test_a_board_the_engine_refuses_is_refused_up_front(tmp_path) -> None:
    player = engine(tmp_path, "refuse")
    with pytest.raises(ValueError) as info:
        player.check_rules(Rules(15, 15, 5))
    assert "refuses a 15x15 board: only 20x20 here" in str(info.value)
    assert player._process is None


def test_a_start_inside_the_allowance_is_waited_for_and_a_slower_one_refused(tmp_path) -> None:
    patient = engine(tmp_path, "slow_start", delay=0.4, start_timeout=2.0)
    patient.check_rules(Rules(9, 9, 5))
    patient.close()
    hasty = engine(tmp_path, "slow_start", delay=5, start_timeout=0.4)
    started = time.monotonic()
    with pytest.raises(ValueError) as info:
        hasty.check_rules(Rules(9, 9, 5))
    assert "did not answer START for 9x9 in time" in str(info.value)
    assert time.monotonic() - started < 2.0


def test_an_engine_that_ignores_end_is_killed_after_a_second(tmp_path) -> None:
    player = engine(tmp_path, "ignore_end")
    player.check_rules(Rules(9, 9, 5))
    pid = pid_of(player)
    started = time.monotonic()
    player.close()
    assert 0.9 < time.monotonic() - started < 2.5
    assert is_gone(pid)


def test_other_k_needs_an_engine_that_knows_info_k(tmp_path) -> None:
    with pytest.raises(ValueError) as info:
        engine(tmp_path, "good").check_rules(Rules(9, 9, 4))
    assert "k=4 needs an engine that knows the INFO k extension" in str(info.value)
    player = engine(tmp_path, "mnk")
    player.check_rules(Rules(9, 9, 4))
    player.close()


def test_a_missing_or_unrunnable_engine_is_a_clear_error(tmp_path) -> None:
    with pytest.raises(ValueError, match="no such file"):
        make_player(f"pbrain:{tmp_path}/nothing here")
    plain = tmp_path / "not-executable"
    plain.write_text("hello")
    with pytest.raises(ValueError, match="not executable"):
        make_player(f"pbrain:{plain}")
    broken = tmp_path / "broken"
    broken.write_text("#!/nonexistent/interpreter\n")
    broken.chmod(0o755)
    with pytest.raises(ValueError, match="cannot start"):
        make_player(f"pbrain:{broken}").check_rules(Rules(15, 15, 5))


def test_a_cancelled_wait_stops_the_engine(tmp_path) -> None:
    player = engine(tmp_path, "slow", delay=5)
    game = Game(9, 9, 5)
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    started = time.monotonic()
    with pytest.raises(Exception) as info:
        player.choose_move(game, cancel)
    assert type(info.value).__name__ == "EngineCancelled"
    assert time.monotonic() - started < 1.5 and player._process is None


def test_a_crash_between_moves_loses_the_next_move(tmp_path) -> None:
    player = engine(tmp_path, "good")
    game = Game(9, 9, 5)
    game.play(player.choose_move(game))
    pid = pid_of(player)
    import os
    import signal

    os.kill(pid, signal.SIGKILL)
    time.sleep(0.1)
    game.play(next(m for m in game.legal_moves()))
    with pytest.raises(Forfeit, match="killed by SIGKILL"):
        player.choose_move(game)
    assert is_gone(pid)


def test_a_new_request_waits_for_a_cancelled_one_on_another_thread(tmp_path) -> None:
    """As the GUI does after an undo: cancel the running request, ask again at once."""
    player = engine(tmp_path, "slow", delay=0.3)
    game = Game(9, 9, 5)
    cancel = threading.Event()
    errors: list[BaseException] = []

    def first() -> None:
        try:
            player.choose_move(game, cancel)
        except BaseException as error:
            errors.append(error)

    thread = threading.Thread(target=first)
    thread.start()
    time.sleep(0.15)
    cancel.set()
    move = player.choose_move(game)  # must not be killed by the first request's clean-up
    thread.join()
    assert game.is_legal(move) and type(errors[0]).__name__ == "EngineCancelled"
    player.close()


def test_a_player_dropped_without_close_takes_its_engine_with_it(tmp_path) -> None:
    """As `play` does when it checks a player and lets it go: no engine is left behind."""
    import gc

    player = engine(tmp_path, "good")
    player.check_rules(Rules(9, 9, 5))
    pid = pid_of(player)
    del player
    gc.collect()
    deadline = time.monotonic() + 3
    while not is_gone(pid) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert is_gone(pid)


def test_the_rule_is_sent_and_an_engine_that_refuses_it_is_refused_up_front(tmp_path) -> None:
    log = tmp_path / "rules.log"
    for variant in Variant:
        player = make_player(f"pbrain:{fake_engine(tmp_path, 'rules', str(log))}")
        player.check_rules(Rules(15, 15, 5, variant))
        player.close()
    assert log.read_text().split() == ["0", "1", "4", "8"]
    old = engine(tmp_path, "freestyle")
    old.check_rules(Rules(15, 15, 5))
    old.close()
    with pytest.raises(ValueError) as info:
        old.check_rules(Rules(15, 15, 5, Variant.RENJU))
    assert "does not play renju (INFO rule 4): rule 4 is not played here" in str(info.value)
    assert old._process is None


def test_a_forbidden_point_played_by_an_engine_forfeits_the_game(tmp_path) -> None:
    # the fake plays the free cell nearest the centre: (4, 4), a double three for Black
    rules = Rules(9, 9, 5, Variant.RENJU)
    game = Game.for_rules(
        rules,
        start=Position(
            rules,
            x_bits=sum(1 << rules.index(m) for m in ((4, 2), (4, 3), (2, 4), (3, 4))),
            o_bits=sum(1 << rules.index(m) for m in ((0, 0), (8, 0), (0, 8), (8, 8))),
        ),
    )
    assert game.foul((4, 4)) is not None
    player = engine(tmp_path, "good")
    with pytest.raises(Forfeit) as info:
        player.choose_move(game)
    assert "4,4, an illegal move: (4, 4) is forbidden to Black under renju" in info.value.reason
    player.close()
