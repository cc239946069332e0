"""The Puzzles screen (issue 43, target 3): a puzzle played right against the engine's
defence, a wrong move answered with why, Retry and the solution, the puzzle rating and
streak on the Puzzles and Statistics screens, and puzzles chosen near the rating."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.ui_helpers import click, make_window
from tictactoe import coach
from tictactoe.coach import PuzzleKind
from tictactoe.notation import parse_move
from tictactoe.storage.puzzle_ratings import Attempt, AttemptLog
from tictactoe.ui.coach.puzzle_book import NEAREST, Book, Source, choose, load_book
from tictactoe.ui.coach.puzzle_screen import PuzzleScreen
from tictactoe.ui.play.keeper import GameKeeper

LOAD_MS = 30_000
JUDGE_MS = 60_000


def puzzle_named(pid: str):
    return next(p for p in coach.shipped() if p.id == pid)


def on_puzzles(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    click(qtbot, window.menu_screen.puzzles_button)
    rooms = window.coach
    assert window.stack.currentWidget() is rooms.puzzle_screen
    qtbot.waitUntil(lambda: rooms.puzzles.puzzle is not None, timeout=LOAD_MS)
    return window, rooms.puzzles, rooms.puzzle_screen


def play(qtbot, screen, move) -> None:
    board = screen.board
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre(move).toPoint())


def test_a_puzzle_played_right_against_the_defence_is_solved(qtbot, tmp_path):
    window, desk, screen = on_puzzles(qtbot, tmp_path)
    puzzle = puzzle_named("f1e6443b25bf")  # 5x5, X wins in 5 plies (3 moves of X's)
    desk.start(puzzle)
    assert screen.task.text() == "X to play and win in 3 moves, against the best defence."
    assert screen.origin.text() == "A puzzle on 5x5, 4 in a row"
    node = puzzle.solution
    while True:
        play(qtbot, screen, node.move)
        if not node.replies:
            break
        reply, node = node.replies[0]
        qtbot.waitUntil(
            lambda r=reply: len(desk.path) >= 2 and desk.path[-1] == r and not desk.busy,
            timeout=JUDGE_MS,
        )
        assert screen.message.text().endswith("Your move.")
        assert screen.board.state.position.at(reply) is not None
    qtbot.waitUntil(lambda: desk.over, timeout=JUDGE_MS)
    assert screen.message.text().startswith("Solved")
    assert screen.board.state.winning_line
    attempts = AttemptLog(window.controller.keeper.directory).load()
    assert [(a.puzzle_id, a.solved) for a in attempts] == [(puzzle.id, True)]
    assert "streak 1 (best 1) · 1 puzzle tried" in screen.rating.text()


def test_a_wrong_move_is_answered_with_why_then_retry_and_the_solution(qtbot, tmp_path):
    window, desk, screen = on_puzzles(qtbot, tmp_path)
    puzzle = next(p for p in coach.shipped() if p.kind is PuzzleKind.FOURS and p.rules.width == 9)
    desk.start(puzzle)
    game = puzzle.game()
    wrong = next(
        m for m in game.legal_moves() if m != puzzle.solution.move and game.position().at(m) is None
    )
    play(qtbot, screen, wrong)
    qtbot.waitUntil(lambda: desk.over, timeout=JUDGE_MS)
    said = screen.message.text()
    defender = puzzle.attacker.other.value
    assert said.startswith(
        (
            f"After {coach_name(wrong, game)}, {defender} ",
            f"{coach_name(wrong, game)} is not a four",
        )
    )
    if said.startswith("After"):
        assert screen.overlay.line  # the refutation drawn on the board
    assert screen.board.state.position.at(wrong) is not None
    assert not screen.board.is_interactive()
    assert "streak 0" in screen.rating.text() and "1 puzzle tried" in screen.rating.text()
    click(qtbot, screen.retry_button)
    assert screen.board.state.position == puzzle.start and screen.board.is_interactive()
    click(qtbot, screen.solution_button)
    assert screen.overlay.line == coach.main_line(puzzle.solution)
    first = coach_name(puzzle.solution.move, game)
    assert first.islower()  # five in a row: the Gomoku notation, as the board's labels
    assert screen.message.text().startswith(f"The solution: {first}, ")
    attempts = AttemptLog(window.controller.keeper.directory).load()  # two tries, one counted
    assert [(a.puzzle_id, a.solved) for a in attempts] == [(puzzle.id, False)] * 2
    # the puzzle rating and the streak on the Statistics screen
    click(qtbot, screen.back_button)
    assert window.stack.currentWidget() is window.menu_screen
    click(qtbot, window.menu_screen.statistics_button)
    line = window.statistics_screen.accuracy.puzzles.text()
    assert line.startswith("Your puzzle rating: ") and "streak 0 (best 0) · 1 puzzle tried" in line


def test_a_move_as_quick_as_the_answer_solves_and_a_slower_win_is_no_refutation(qtbot, tmp_path):
    """The words in the window (issue 48, target 4): in de51bc4a64ac, after g8 and the block
    h8, g10 wins as fast as the tree's g9 and solves the puzzle; in 7910edba0ec2, j9 wins in
    9 plies where e6 wins in 5: said as a slower win, with no refutation drawn."""
    window, desk, screen = on_puzzles(qtbot, tmp_path)
    puzzle = puzzle_named("de51bc4a64ac")
    desk.start(puzzle)
    assert screen.task.text() == (
        "X to play and win in 4 moves by fours: no win is quicker, even with threes."
    )
    rules = puzzle.rules
    play(qtbot, screen, parse_move("g8", rules))
    qtbot.waitUntil(lambda: len(desk.path) == 2 and not desk.busy, timeout=JUDGE_MS)
    assert desk.path[-1] == parse_move("h8", rules)
    play(qtbot, screen, parse_move("g10", rules))
    qtbot.waitUntil(lambda: desk.over, timeout=JUDGE_MS)
    assert screen.message.text() == "Solved: g10 wins as quickly as the puzzle's own answer."
    slower = puzzle_named("7910edba0ec2")
    desk.start(slower)
    play(qtbot, screen, parse_move("j9", slower.rules))
    qtbot.waitUntil(lambda: desk.over, timeout=JUDGE_MS)
    assert screen.message.text() == "j9 wins too, in 5 moves: find the win in 3."
    assert not screen.overlay.line
    attempts = AttemptLog(window.controller.keeper.directory).load()
    assert [(a.puzzle_id, a.solved) for a in attempts] == [(puzzle.id, True), (slower.id, False)]


def coach_name(move, game) -> str:
    from tictactoe.notation import cell_name

    return cell_name(move, game.rules)


def test_leaving_mid_puzzle_counts_as_a_try_and_an_untouched_one_does_not(qtbot, tmp_path):
    window, desk, screen = on_puzzles(qtbot, tmp_path)
    desk.start(puzzle_named("f1e6443b25bf"))
    click(qtbot, screen.next_button)  # untouched: no attempt
    assert AttemptLog(window.controller.keeper.directory).load() == []
    puzzle = desk.puzzle
    play(qtbot, screen, puzzle.solution.move)
    qtbot.keyClick(screen.board, Qt.Key.Key_Escape)  # left after a move: a failed try
    assert window.stack.currentWidget() is window.menu_screen
    attempts = AttemptLog(window.controller.keeper.directory).load()
    assert [(a.puzzle_id, a.solved) for a in attempts] == [(puzzle.id, False)]


def test_puzzles_are_chosen_near_the_person_s_rating():
    book = load_book(None)
    hardest = sorted(book.shipped, key=lambda p: -book.first[p.id].rating)[:6]
    rng = random.Random(7)
    people = []
    for attempts in ((), tuple(Attempt(p.id, True, float(i)) for i, p in enumerate(hardest))):
        rated = replace(book, attempts=attempts)
        now = rated.standing()
        people.append(now.person.rating)
        fresh = [p for p in rated.pool(Source.ALL) if p.id not in rated.tried()]
        distances = sorted(abs(rated.rating(p, now).rating - now.person.rating) for p in fresh)
        for _ in range(20):
            chosen = choose(rated, Source.ALL, rng)
            assert chosen is not None and chosen.id not in rated.tried()
            assert (
                abs(rated.rating(chosen, now).rating - now.person.rating) <= distances[NEAREST - 1]
            )
    assert people[1] > people[0] + 100  # six hard puzzles solved: the choice moves up
    assert choose(Book(()), Source.ALL, rng) is None
    assert choose(book, Source.OWN, rng) is None


def test_the_puzzle_screen_s_paint_override_is_called(qtbot, monkeypatch):
    calls = []
    original = PuzzleScreen.paintEvent
    monkeypatch.setattr(
        PuzzleScreen, "paintEvent", lambda self, event: (calls.append(1), original(self, event))
    )
    screen = PuzzleScreen()
    qtbot.addWidget(screen)
    screen.show()
    qtbot.waitExposed(screen)
    screen.grab()
    assert calls


def test_puzzles_opened_after_statistics_end_their_loading(qtbot, tmp_path):
    """Statistics loads the puzzles for its line (and the desk picks one then); the
    Puzzles screen opened afterwards loads them again and kept that puzzle, but left
    "Loading the puzzles…" under it and its buttons off for good (issue 39's polish)."""
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data"))
    desk = window.coach.puzzles
    window.show_statistics()
    qtbot.waitUntil(lambda: desk.book is not None, timeout=LOAD_MS)
    click(qtbot, window.statistics_screen.back_button)
    assert window.stack.currentWidget() is window.menu_screen
    click(qtbot, window.menu_screen.puzzles_button)
    screen = window.coach.puzzle_screen
    assert window.stack.currentWidget() is screen
    qtbot.waitUntil(lambda: desk.jobs.kind is None, timeout=LOAD_MS)
    assert desk.puzzle is not None
    assert screen.message.text() == f"{desk.puzzle.attacker.value} to play: your move."
    assert all(
        b.isEnabled() for b in (screen.retry_button, screen.solution_button, screen.next_button)
    )
    assert screen.board.is_interactive()


def test_a_damaged_puzzle_record_set_aside_while_statistics_is_open_is_said_there(qtbot, tmp_path):
    """Issue 49: the README promises the player is told when a file is set aside; with
    Statistics opened first (it loads the puzzles for its line), it was said only on the
    Puzzles screen, not showing.  Now Statistics says it, lists the file with its path, and
    the menu says it too."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "puzzle_attempts.json").write_text("{ not json")
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(data))
    desk = window.coach.puzzles
    window.show_statistics()
    qtbot.waitUntil(lambda: desk.book is not None, timeout=LOAD_MS)
    notes = window.statistics_screen.notes
    qtbot.waitUntil(lambda: "set aside" in notes.text(), timeout=LOAD_MS)
    [moved] = [p for p in data.iterdir() if p.name.startswith("puzzle_attempts.json.unread")]
    assert str(moved) in notes.text() and not notes.isHidden()
    assert "The puzzle attempts could not be read" in window.menu_screen.note.text()
