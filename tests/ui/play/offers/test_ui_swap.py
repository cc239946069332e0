"""Swap and swap2 in the window: every pairing negotiates its colours, the game then goes
on with the players in the seats the opening gave them, and the series, the statistics,
the saved game and Resume all follow those colours."""

from __future__ import annotations

import sqlite3

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import click, click_cell, make_window, wait_state
from tictactoe import records
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.players import AIPlayer, make_player
from tictactoe.swap import Action, Choice, Opening, Step, SwapRecord
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter

RULES = Rules(15, 15, 5)
THREE = [(7, 7), (8, 7), (8, 8)]
TWO = [(6, 6), (9, 9)]


class Scripted(AIPlayer):
    """A computer whose opening actions are given; it plays the first legal move."""

    def __init__(self, actions: list[Action]) -> None:
        super().__init__("scripted", "Scripted")
        self.actions = list(actions)

    def swap_action(self, negotiation, cancel=None) -> Action:
        return self.actions.pop(0)

    def select(self, game: Game, cancel) -> tuple[int, int]:
        return game.legal_moves()[0]


def factory(*actions: Action):
    return lambda spec: Scripted(list(actions)) if spec == "scripted" else make_player(spec)


def start(
    window,
    player1: str,
    player2: str,
    opening: Opening = Opening.SWAP2,
    starter: Starter = Starter.PLAYER1,
    games: int = 1,
) -> None:
    assert window.start(MatchSettings(player1, player2, RULES, starter, games, opening), ask=False)


def wait_opening_step(qtbot, window, step: Step) -> None:
    qtbot.waitUntil(
        lambda: (
            window.controller.opening.view() is not None
            and window.controller.opening.view().step is step
        ),
        timeout=10000,
    )


def place(qtbot, window, moves) -> None:
    for move in moves:
        click_cell(qtbot, window, move)


def test_you_propose_the_computer_takes_black_and_you_play_white(qtbot, tmp_path):
    window = make_window(
        qtbot, tmp_path, factory=factory(Action(choice=Choice.BLACK, value=-150.0))
    )
    start(window, "human", "scripted")
    c = window.controller
    assert window.stack.currentWidget() is window.game_screen and c.opening.active
    assert c.message == (
        "Swap2: place stone 1 of 3 (Black); then Scripted picks a colour or two more."
    )
    assert window.game_screen.board.is_interactive()
    place(qtbot, window, THREE)
    qtbot.waitUntil(lambda: not c.opening.active, timeout=10000)
    assert c.game.moves == THREE and c.players[Mark.O].is_human  # White, to move: you
    assert c.players[Mark.X].spec == "scripted"
    assert c.message.startswith(
        "Scripted takes Black. Swap2 settled: you play White. Your move (O)"
    )  # its value for White (-150) is not said
    assert window.game_screen.series_label.text() == "Freestyle · Swap2"
    assert c.play_view().human_turn  # White moves next: you
    assert c.series.mark_of(1) is Mark.O  # the series knows the colours turned round
    assert c.undo_blocked_reason() == "Nothing to undo: the opening's stones stay"


def test_the_computer_proposes_you_place_two_more_it_chooses_and_undo_keeps_the_stones(
    qtbot, tmp_path
):
    script = (Action(stones=tuple(THREE), value=10.0), Action(choice=Choice.WHITE, value=5.0))
    window = make_window(qtbot, tmp_path, factory=factory(*script))
    start(window, "human", "scripted", starter=Starter.PLAYER2)  # player 2 proposes
    c = window.controller
    wait_opening_step(qtbot, window, Step.CHOOSE)
    bar = window.game_screen.side.opening_bar
    assert bar.isVisible() and all(b.isVisible() for b in bar.buttons.values())
    assert c.message == (
        "Scripted placed three stones. Swap2: pick Black or White, or place "
        "two more and let Scripted pick."
    )
    click(qtbot, bar.buttons[Choice.TWO])
    assert not bar.isVisible() and c.opening.view().step is Step.PLACE_TWO
    click_cell(qtbot, window, THREE[0])  # taken: refused, flashed
    assert window.game_screen.board.flashing_cell() == THREE[0] and "taken" in c.message
    place(qtbot, window, TWO)
    qtbot.waitUntil(lambda: not c.opening.active, timeout=10000)
    # the proposer (the computer) chose White after the two: you play Black
    assert c.players[Mark.X].is_human and c.game.moves[:5] == THREE + TWO
    qtbot.waitUntil(lambda: len(c.game.moves) == 6, timeout=10000)  # White's first move
    assert c.play_view().human_turn
    click_cell(qtbot, window, (0, 14))
    qtbot.waitUntil(lambda: len(c.game.moves) == 8, timeout=10000)
    assert c.undo()
    assert len(c.game.moves) == 6  # back to your move; before it, only the computer's
    assert c.undo_blocked_reason() == "Nothing to undo: the computer made the only move"


def test_the_computers_value_is_said_where_what_the_engine_knows_is_shown(qtbot, tmp_path):
    """A person deciding a colour is not told the engine's reading unasked (no spoilers,
    above); with "Show what the engine knows" on, or between two computers, it is said."""
    window = make_window(qtbot, tmp_path, factory=factory(Action(stones=tuple(THREE), value=10.0)))
    window.controller.help.show_knowledge = True
    start(window, "human", "scripted", starter=Starter.PLAYER2)
    wait_opening_step(qtbot, window, Step.CHOOSE)
    assert window.controller.message.startswith(
        "Scripted placed three stones (it reads +10 for White). Swap2: pick Black"
    )

    scripts = {
        "scripted": [Action(stones=tuple(THREE), value=10.0)],
        "chooser": [Action(choice=Choice.BLACK, value=-5.0)],
    }
    two = make_window(qtbot, tmp_path / "two", factory=lambda spec: Scripted(scripts[spec]))
    lines: list[str] = []
    two.controller.opening.changed.connect(lambda what: lines.append(two.controller.opening.line))
    start(two, "scripted", "chooser")
    qtbot.waitUntil(lambda: not two.controller.opening.active, timeout=10000)
    # two computers of one name are told apart by their numbers
    assert lines[0].startswith("Scripted #1 placed three stones (it reads +10 for White).")
    assert lines[-1].startswith("Scripted #2 takes Black (it reads -5 for White). Swap2 settled")


def test_two_people_negotiate_at_one_board(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    start(window, "human", "human", opening=Opening.SWAP)
    c = window.controller
    place(qtbot, window, THREE)
    assert c.message == "Swap: Player 2 picks Black or White."
    bar = window.game_screen.side.opening_bar
    assert not bar.buttons[Choice.TWO].isVisible()  # plain swap: no "two more"
    click(qtbot, bar.buttons[Choice.BLACK])
    assert not c.opening.active
    assert c.message.startswith("Swap settled: Player 2 plays Black, Player 1 White.")
    assert c.seats().numbers == {Mark.X: 2, Mark.O: 1}
    assert c.opening.record.choices == (Choice.BLACK,)


def test_two_computers_negotiate_on_their_own(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, factory=lambda spec: make_player(spec, seed=3))
    start(window, "level:2", "level:3")
    c = window.controller
    qtbot.waitUntil(lambda: not c.opening.active and len(c.game.moves) >= 4, timeout=30000)
    assert c.opening.record is not None
    assert len(c.game.moves) >= c.opening.record.stones


def test_a_computer_that_fails_its_part_forfeits(qtbot, tmp_path):
    class Broken(Scripted):
        def swap_action(self, negotiation, cancel=None) -> Action:
            raise RuntimeError("no idea")

    window = make_window(
        qtbot, tmp_path, factory=lambda spec: Broken([]) if spec == "broken" else make_player(spec)
    )
    start(window, "human", "broken", starter=Starter.PLAYER2)
    wait_state(qtbot, window, State.GAME_OVER)
    outcome = window.controller.game.outcome()
    assert outcome.winner is Mark.O and "no idea" in outcome.reason


def test_the_statistics_the_file_and_resume_follow_the_settled_colours(qtbot, tmp_path):
    keeper = GameKeeper(tmp_path / "data")
    window = make_window(
        qtbot, tmp_path, keeper=keeper, factory=factory(Action(choice=Choice.BLACK, value=-99.0))
    )
    start(window, "human", "scripted", games=2)
    c = window.controller
    place(qtbot, window, THREE)
    qtbot.waitUntil(lambda: not c.opening.active, timeout=10000)
    click_cell(qtbot, window, (0, 0))  # a move as White: the game is kept
    qtbot.waitUntil(lambda: len(c.game.moves) == 5, timeout=10000)
    assert keeper.flush()
    path = tmp_path / "game.ttt"
    assert window.files.save_path(str(path)) is None  # Save… in the window
    saved = records.load(path)
    assert saved.opening.choices == (Choice.BLACK,) and saved.players["O"] == "human"
    window.close()

    again_keeper = GameKeeper(tmp_path / "data")
    again = make_window(
        qtbot,
        tmp_path,
        keeper=again_keeper,
        factory=factory(Action(choice=Choice.WHITE, value=1.0)),
    )
    assert again.kept.resume()
    c = again.controller
    assert c.players[Mark.O].is_human and c.series.mark_of(1) is Mark.O
    assert c.turns.floor == 3 and c.opening.record.choices == (Choice.BLACK,)
    assert "Swap2" in again.game_screen.series_label.text()
    c.resign()
    wait_state(qtbot, again, State.GAME_OVER)
    with sqlite3.connect(again_keeper.statistics.path) as db:
        a_mark, result = db.execute("SELECT a_mark, result FROM games").fetchone()
    assert (a_mark, result) == ("O", "loss")  # the person's side: the one it ended up with
    assert c.series.results == (2,)


def test_a_game_opened_from_a_file_keeps_how_it_opened(qtbot, tmp_path):
    game = Game.for_rules(RULES)
    for move in THREE + TWO:
        game.play(move)
    path = tmp_path / "opened.sgf"
    records.save(
        path,
        game,
        {"X": "Ann", "O": "Bob"},
        opening=SwapRecord(Opening.SWAP2, (Choice.TWO, Choice.WHITE)),
    )
    window = make_window(qtbot, tmp_path)
    assert window.files.open_path(str(path)) is None
    c = window.controller
    assert c.opening.record.choices == (Choice.TWO, Choice.WHITE) and c.turns.floor == 5
    assert window.game_screen.series_label.text() == "Freestyle · Swap2"


def test_the_menu_offers_the_openings_where_they_are_played(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    menu.set_rules(Rules(15, 15, 5))
    menu.rule_row.choose_opening(Opening.SWAP2)
    menu._refresh()
    assert menu.settings().negotiated and "Swap2 opening" in menu.feedback.text()
    assert menu.match_panel.heading.text() == "Who starts (proposes)"
    menu.set_rules(Rules(7, 7, 5))
    model = menu.rule_row.opening_box.model()
    assert not model.item(menu.rule_row.opening_box.findData(Opening.SWAP2)).isEnabled()
    assert not menu.settings().negotiated and "opening" not in menu.feedback.text()
    assert menu.match_panel.heading.text() == "Who starts (plays X)"
    menu.set_rules(Rules(15, 15, 5, Variant.RENJU))
    window.start(menu.settings(), ask=False)
    assert window.store.match().opening is Opening.SWAP2  # remembered
    assert window.store.match().rules.variant is Variant.RENJU


def test_play_from_the_command_line_opens_by_swap2_and_plays_to_the_end(tmp_path, app_env):
    import subprocess
    import sys

    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "tictactoe",
            "play",
            "--x",
            "level:2",
            "--o",
            "level:3",
            "--board",
            "9x9",
            "--opening",
            "swap2",
            "--delay",
            "0",
            "--quit-when-over",
        ],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.startswith("game 1 of 1: "), done.stdout
    bad = subprocess.run(
        [
            sys.executable,
            "-m",
            "tictactoe",
            "play",
            "--x",
            "human",
            "--board",
            "7x7",
            "--k",
            "5",
            "--opening",
            "swap2",
        ],
        env=app_env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "9x9 and up" in bad.stderr


def test_an_opening_left_while_the_colours_are_chosen_is_kept_and_resumed_at_its_step(
    qtbot, tmp_path
):
    """Issue 49: Esc while the colours were being chosen, then Resume, offered nothing."""
    keeper = GameKeeper(tmp_path / "data")
    window = make_window(qtbot, tmp_path, keeper=keeper)
    start(window, "human", "human", opening=Opening.SWAP2, games=3)
    place(qtbot, window, THREE)
    wait_opening_step(qtbot, window, Step.CHOOSE)
    window.controller.go_to_menu()
    assert keeper.flush()
    window.close()

    again = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    assert again.kept.resume()
    c = again.controller
    assert c.opening.active and c.opening.view().step is Step.CHOOSE
    assert c.game.moves == THREE and c.state is State.PLAYING
    click(qtbot, again.game_screen.side.opening_bar.buttons[Choice.TWO])
    place(qtbot, again, TWO)
    wait_opening_step(qtbot, again, Step.CHOOSE_AGAIN)
    again.controller.go_to_menu()
    assert again.controller.keeper.flush()
    again.close()

    third = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    assert third.kept.resume()
    c = third.controller
    assert c.opening.view().step is Step.CHOOSE_AGAIN and c.game.moves == THREE + TWO
    click(qtbot, third.game_screen.side.opening_bar.buttons[Choice.WHITE])
    assert not c.opening.active and c.opening.record.choices == (Choice.TWO, Choice.WHITE)
    assert c.series.games == 3 and len(c.game.moves) == 5
