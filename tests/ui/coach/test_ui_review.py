"""The review in the window (issue 43, target 2): Review on the game-over screen and for
a replayed game, the graph, the marked move list, the better move on the board, the
accuracies, Cancel, the review kept with a saved game and with the statistics row,
"Learn from your mistakes", and the person's own puzzles cut from a reviewed game."""

from __future__ import annotations

import datetime
import threading

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import QPointF, Qt

from tests.ui.ui_helpers import click, click_cell, make_window
from tictactoe import coach
from tictactoe.coach import review as review_module
from tictactoe.game import Game, Rules
from tictactoe.storage.own_puzzles import OwnPuzzles
from tictactoe.ui.coach import coach_screens, review_desk
from tictactoe.ui.coach.eval_graph import DOT_RADIUS, EvalGraph
from tictactoe.ui.coach.puzzle_book import Source
from tictactoe.ui.coach.review_screen import ReviewScreen
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings

# 3x3: O's edge reply B1 to the centre lets X force a win (a blunder, "??"); X's A1
# then starts the forced win ("!"); X wins.
BLUNDER_GAME = [(1, 1), (1, 0), (0, 0), (2, 2), (0, 2), (0, 1), (2, 0)]
REVIEW_S = 60_000


def position(moves, rules=Rules()):
    game = Game.for_rules(rules)
    for move in moves:
        game.play(move)
    return game.position()


def played(qtbot, tmp_path, moves=BLUNDER_GAME, rules=Rules(), keeper=True):
    window = make_window(qtbot, tmp_path, keeper=GameKeeper(tmp_path / "data") if keeper else None)
    assert window.start(MatchSettings("human", "human", rules))
    for move in moves:
        click_cell(qtbot, window, move)
    return window


def reviewed(qtbot, window):
    rooms = window.coach
    click(qtbot, window.over_screen.review_button)
    assert window.stack.currentWidget() is rooms.review_screen
    qtbot.waitUntil(lambda: not rooms.review.running(), timeout=REVIEW_S)
    return rooms


def test_a_small_game_is_reviewed_in_the_window(qtbot, tmp_path):
    window = played(qtbot, tmp_path)
    assert window.controller.state is State.GAME_OVER
    rooms = reviewed(qtbot, window)
    screen, desk = rooms.review_screen, rooms.review
    review = desk.review
    assert review is not None and review.complete
    # the graph: X's expected score before the first move and after each one
    assert [i for i, _ in screen.graph.points] == list(range(len(BLUNDER_GAME) + 1))
    assert screen.graph.points[1][1] == pytest.approx(0.5)  # the centre keeps the draw
    assert screen.graph.points[2][1] == pytest.approx(1.0)  # after B1, X wins by force
    # the marks in the move list
    rows = screen.moves.row_texts()
    assert rows[:4] == ["Start", "1. X B2", "2. O B1??", "3. X A1!"]
    assert not any(r.endswith("?") for r in rows[4:])
    # each side's accuracy and counts
    x_line, o_line = (line.text() for line in screen.side_lines)
    assert x_line.startswith("X (Player 1): accuracy 100;") and "no blunder" in x_line
    assert "1 blunder" in o_line and "accuracy 100" not in o_line
    # the move in view: the blunder, its better move and line on the board
    screen.moves.list.setCurrentRow(2)
    assert desk.shown == 2
    board = screen.board.state
    assert board.position == position(BLUNDER_GAME[:1])
    assert board.last_move == (1, 0)  # the square played, lit
    line = screen.overlay.line
    assert line[0] == (0, 0) and line[0] == review.moves[1].better
    assert "a blunder" in screen.message.text() and "Better: A1" in screen.message.text()
    # a move without a better one: the position after it, no line
    screen.moves.list.setCurrentRow(3)
    assert screen.board.state.position == position(BLUNDER_GAME[:3])
    assert screen.overlay.line == ()
    # the review's accuracy is kept with the game's statistics row
    history = window.controller.keeper.statistics.accuracy_history()
    assert [round(a) for _, _, a in history] == [100]
    assert screen.learn_button.text() == "Learn from your mistakes (1)"
    click(qtbot, screen.back_button)
    assert window.stack.currentWidget() is window.over_screen


def test_a_click_on_the_graph_goes_to_that_move(qtbot, tmp_path):
    window = played(qtbot, tmp_path, keeper=False)
    rooms = reviewed(qtbot, window)
    graph = rooms.review_screen.graph
    target = graph.point_at(5, 0.5)
    qtbot.mouseClick(graph, Qt.MouseButton.LeftButton, pos=target.toPoint())
    assert rooms.review.shown == 5
    assert rooms.review_screen.moves.list.currentRow() == 5
    assert graph.index_at(target.x()) == 5 and graph.index_at(-50) == 0


def test_the_analyst_stands_aside_while_the_review_shows(qtbot, tmp_path, monkeypatch):
    """One search at a time: in a replay the analyst proves positions; while the
    review shows it starts none, and it comes back when the review is left."""
    window = played(qtbot, tmp_path, keeper=False)
    click(qtbot, window.over_screen.replay_button)
    assert window.game_screen.side.review_button.isVisible()
    rooms = window.coach
    click(qtbot, window.game_screen.side.review_button)
    analyst = window.analyst
    assert analyst._suspended and analyst.job() is None
    qtbot.waitUntil(lambda: not rooms.review.running(), timeout=REVIEW_S)
    window.controller.view(3)  # a change while the review shows: nothing starts
    assert analyst.job() is None
    qtbot.keyClick(rooms.review_screen.board, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.game_screen and not analyst._suspended


def fifteen(count: int) -> list[tuple[int, int]]:
    """A quiet 15x15 opening: nobody wins in ``count`` moves."""
    moves = [(7, 7), (8, 8), (6, 8), (8, 6), (9, 7), (6, 6), (7, 9), (9, 9), (5, 7), (10, 10)]
    return moves[:count]


# The window's budget with a tenth of the proof searches' nodes: the 15x15 reviews below
# test Cancel, Save and Continue, not verdicts, and take 0.6 s of CPU instead of 5 s.
SMALL_BUDGET = coach.Budget(facts=20_000)


class Gate:
    """Holds the review's worker before a judgement until released, so that Cancel comes
    while the review is surely mid-way, however fast the budget and the machine are."""

    def __init__(self, monkeypatch) -> None:
        self.let_through = -1  # judgements let through before the next is held; -1: none held
        self.held = threading.Event()
        self.open = threading.Event()
        judge = review_module.judge_move

        def gated(*args, **kwargs):
            if self.let_through == 0:
                self.let_through = -1
                self.held.set()
                assert self.open.wait(60), "the gate was never opened"
            elif self.let_through > 0:
                self.let_through -= 1
            return judge(*args, **kwargs)

        monkeypatch.setattr(review_module, "judge_move", gated)

    def hold(self, after: int) -> None:
        self.held.clear()
        self.open.clear()
        self.let_through = after

    def release(self) -> None:
        self.open.set()


@pytest.fixture
def gate(monkeypatch):
    """A :class:`Gate` on the review's judgements, opened at the end whatever happened (a
    test that failed while the worker waited does not leave it waiting)."""
    held = Gate(monkeypatch)
    yield held
    held.release()


def cancel_while_held(qtbot, window, gate: Gate, screen) -> None:
    """Click Cancel while the worker waits at the gate, then let it see the flag."""
    qtbot.waitUntil(gate.held.is_set, timeout=REVIEW_S)
    click(qtbot, screen.cancel_button)
    gate.release()
    qtbot.waitUntil(lambda: not window.analyst.runner.is_busy(), timeout=10_000)


def test_cancel_mid_review_keeps_what_was_judged_and_continue_finishes(
    qtbot, tmp_path, monkeypatch, gate
):
    monkeypatch.setattr(coach_screens, "DEFAULT_BUDGET", SMALL_BUDGET)
    window = played(qtbot, tmp_path, fifteen(8), Rules(15, 15, 5), keeper=False)
    c = window.controller
    assert c.state is State.PLAYING
    assert c.resign()  # a finished game: 8 moves to review
    rooms = window.coach
    gate.hold(after=1)  # the first move judged (its report, the runner's first, shown), the
    #                     second held
    click(qtbot, window.over_screen.review_button)
    desk, screen = rooms.review, rooms.review_screen
    assert desk.running() and screen.cancel_button.isVisible()
    qtbot.waitUntil(
        lambda: desk.review is not None and len(desk.review.moves) >= 1, timeout=REVIEW_S
    )
    qtbot.waitUntil(gate.held.is_set, timeout=REVIEW_S)
    click(qtbot, screen.cancel_button)
    assert not desk.running() and not screen.cancel_button.isVisible()
    gate.release()
    qtbot.waitUntil(lambda: not window.analyst.runner.is_busy(), timeout=10_000)
    judged = len(desk.review.moves)
    assert judged == 1 and not desk.review.complete
    assert screen.progress_label.text() == f"The review stopped after {judged} of 8 moves."
    assert screen.continue_button.isVisible()
    assert rooms.review_for(c.game) is desk.review  # kept with the game, cut short
    assert len(screen.graph.points) == judged + 1
    click(qtbot, screen.continue_button)
    qtbot.waitUntil(lambda: not desk.running(), timeout=REVIEW_S)
    assert desk.review.complete and len(desk.review.moves) == 8
    assert desk.review.moves[:judged] == rooms.review_for(c.game).moves[:judged]


def test_the_review_is_saved_with_the_game_and_reopened_without_a_search(
    qtbot, tmp_path, monkeypatch
):
    window = played(qtbot, tmp_path, keeper=False)
    rooms = reviewed(qtbot, window)
    first = rooms.review.review
    path = tmp_path / "reviewed.ttt"
    assert window.files.save_path(str(path)) is None
    assert '"review"' in path.read_text()

    def no_search(*args, **kwargs):
        raise AssertionError("the review was searched again")

    monkeypatch.setattr(review_desk, "review_job", no_search)
    again = make_window(qtbot, tmp_path / "again")
    assert again.files.open_path(str(path)) is None
    assert again.controller.state is State.REPLAY
    assert again.game_screen.side.review_button.isVisible()
    click(qtbot, again.game_screen.side.review_button)
    desk = again.coach.review
    assert not desk.running() and desk.review.complete
    assert [m.grade for m in desk.review.moves] == [m.grade for m in first.moves]
    assert again.coach.review_screen.moves.row_texts()[2] == "2. O B1??"
    assert again.coach.review_screen.progress_label.text() == "Reviewed: 7 moves"


def test_learn_from_your_mistakes(qtbot, tmp_path):
    window = played(qtbot, tmp_path, keeper=False)
    rooms = reviewed(qtbot, window)
    screen, desk = rooms.review_screen, rooms.review
    click(qtbot, screen.learn_button)
    drill = desk.drills.drill
    assert drill is not None and drill.count == 1 and drill.current.move == (1, 0)
    board = screen.board
    assert board.is_interactive() and board.state.position == position(BLUNDER_GAME[:1])
    assert "Blunder 1 of 1 (move 2): O played B1" in screen.message.text()
    assert not screen.learn_button.isVisible() and screen.retry_button.isVisible()

    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre((2, 1)).toPoint())
    qtbot.waitUntil(lambda: not desk.drills.busy(), timeout=REVIEW_S)  # C2: an edge, as bad
    assert screen.message.text().startswith("Not quite: C2 is a blunder too")
    assert screen.retry_button.isEnabled() and not board.is_interactive()
    click(qtbot, screen.retry_button)
    assert board.is_interactive() and board.state.position.at((2, 1)) is None
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=board.cell_centre((2, 2)).toPoint())
    qtbot.waitUntil(lambda: not desk.drills.busy(), timeout=REVIEW_S)  # C3: a corner holds
    assert screen.message.text().startswith(("Yes: C3", "Good: C3"))
    assert drill.solved == {0}
    click(qtbot, screen.answer_button)
    assert screen.overlay.line[0] == drill.current.better
    assert screen.message.text().startswith("The engine's answer: A1")
    click(qtbot, screen.drill_done_button)
    assert not desk.drills.active and desk.shown == 2 and screen.learn_button.isVisible()


def test_a_reviewed_game_of_yours_becomes_your_own_puzzles(qtbot, tmp_path):
    """5x5, four in a row: X sets up the position of a shipped puzzle and wins it; the
    review finds X's forced win and the game's qualifying positions become puzzles."""
    puzzle = next(p for p in coach.shipped() if p.id == "f1e6443b25bf")
    setup = [(1, 1), (3, 1), (2, 1), (1, 2)]
    assert position(setup, Rules(5, 5, 4)) == puzzle.start
    line = list(coach.main_line(puzzle.solution))
    window = played(qtbot, tmp_path, setup + line, Rules(5, 5, 4))
    assert window.controller.game.result() == "X"
    rooms = reviewed(qtbot, window)
    text = rooms.review_screen.progress_label.text()
    kept = OwnPuzzles(window.controller.keeper.directory).load()
    assert kept and "new puzzle" in text and "from this game" in text
    assert all(p.played_on == datetime.date.today().isoformat() for p in kept)
    click(qtbot, rooms.review_screen.back_button)
    click(qtbot, window.over_screen.menu_button)
    click(qtbot, window.menu_screen.puzzles_button)
    desk = rooms.puzzles
    qtbot.waitUntil(lambda: desk.puzzle is not None, timeout=30_000)
    own = rooms.puzzle_screen.sources[Source.OWN]
    assert own.isEnabled() and own.text() == f"From your games ({len(kept)})"
    click(qtbot, own)
    assert desk.puzzle.id in {p.id for p in kept}
    today = datetime.date.today()
    assert rooms.puzzle_screen.origin.text().startswith(
        f"From your game of {today.day} {today.strftime('%B')}"
    )


def test_the_review_s_own_qt_overrides_are_called(qtbot, monkeypatch):
    calls: dict[str, int] = {}
    for cls, name in (
        (EvalGraph, "paintEvent"),
        (EvalGraph, "mousePressEvent"),
        (EvalGraph, "mouseMoveEvent"),
        (ReviewScreen, "paintEvent"),
    ):
        original = getattr(cls, name)

        def wrapper(self, *args, _original=original, _key=f"{cls.__name__}.{name}"):
            calls[_key] = calls.get(_key, 0) + 1
            return _original(self, *args)

        monkeypatch.setattr(cls, name, wrapper)
    screen = ReviewScreen()
    qtbot.addWidget(screen)
    screen.resize(900, 700)
    screen.show()
    qtbot.waitExposed(screen)
    graph = screen.graph
    graph.show_graph(((0, 0.5), (1, 0.6), (2, 0.1)), {2: "??"}, 2)
    screen.grab()
    qtbot.mousePress(graph, Qt.MouseButton.LeftButton, pos=graph.rect().center())
    qtbot.mouseMove(graph, graph.rect().center() + QPointF(5, 0).toPoint())
    qtbot.mouseRelease(graph, Qt.MouseButton.LeftButton)
    assert set(calls) == {
        "EvalGraph.paintEvent",
        "EvalGraph.mousePressEvent",
        "EvalGraph.mouseMoveEvent",
        "ReviewScreen.paintEvent",
    }


def test_every_control_of_the_review_and_puzzles_screens_has_a_name_and_a_description(
    qtbot, tmp_path
):
    from tests.ui.readable import unnamed

    window = played(qtbot, tmp_path)
    rooms = reviewed(qtbot, window)
    screen = rooms.review_screen
    problems = unnamed(screen)
    click(qtbot, screen.learn_button)
    problems += unnamed(screen)
    click(qtbot, screen.drill_done_button)
    click(qtbot, screen.back_button)
    click(qtbot, window.over_screen.menu_button)
    click(qtbot, window.menu_screen.puzzles_button)
    qtbot.waitUntil(lambda: rooms.puzzles.puzzle is not None, timeout=30_000)
    problems += unnamed(rooms.puzzle_screen)
    assert problems == []


def test_a_review_cut_short_saved_and_reopened_carries_on(qtbot, tmp_path, monkeypatch, gate):
    """Issue 48, target 6: "Continue the review" on a review reopened from a file."""
    monkeypatch.setattr(coach_screens, "DEFAULT_BUDGET", SMALL_BUDGET)  # kept in the file, reused
    window = played(qtbot, tmp_path, fifteen(8), Rules(15, 15, 5), keeper=False)
    assert window.controller.resign()
    gate.hold(after=1)
    click(qtbot, window.over_screen.review_button)
    desk, screen = window.coach.review, window.coach.review_screen
    qtbot.waitUntil(
        lambda: desk.review is not None and len(desk.review.moves) >= 1, timeout=REVIEW_S
    )
    cancel_while_held(qtbot, window, gate, screen)
    judged = len(desk.review.moves)
    assert judged == 1
    path = tmp_path / "cut.ttt"
    assert window.files.save_path(str(path)) is None
    again = make_window(qtbot, tmp_path / "again")
    assert again.files.open_path(str(path)) is None
    click(qtbot, again.game_screen.side.review_button)
    other = again.coach.review
    assert other.review is not None and len(other.review.moves) == judged
    qtbot.waitUntil(lambda: not other.running(), timeout=REVIEW_S)  # it carries on at once
    assert other.review.complete and len(other.review.moves) == 8
    click(qtbot, again.coach.review_screen.cancel_button)  # nothing runs: a no-op
    # stopped again at once, then Continue: the button carries the kept review on
    again2 = make_window(qtbot, tmp_path / "again2")
    assert again2.files.open_path(str(path)) is None
    gate.hold(after=0)
    click(qtbot, again2.game_screen.side.review_button)
    third, screen3 = again2.coach.review, again2.coach.review_screen
    cancel_while_held(qtbot, again2, gate, screen3)
    assert len(third.review.moves) == judged and screen3.continue_button.isVisible()
    click(qtbot, screen3.continue_button)
    qtbot.waitUntil(lambda: not third.running(), timeout=REVIEW_S)
    assert third.review.complete and len(third.review.moves) == 8


def test_a_reviewed_game_of_yours_without_puzzles_says_why(qtbot, tmp_path, monkeypatch):
    """Issue 48, target 6: the person's game gave no puzzle, and the screen says why."""
    monkeypatch.setattr(coach_screens, "DEFAULT_BUDGET", SMALL_BUDGET)
    window = played(qtbot, tmp_path, fifteen(8), Rules(15, 15, 5))
    assert window.controller.resign()
    rooms = reviewed(qtbot, window)
    assert rooms.review_screen.progress_label.text() == "Reviewed: 8 moves."
    said = rooms.review_screen.message.text()
    assert said.startswith("The start.")  # the move in view: none yet
    assert said.endswith("No puzzle from this game: you never had a proven forced win.")
    assert OwnPuzzles(window.controller.keeper.directory).load() == []


def test_the_board_keeps_its_size_and_the_graph_its_dots_whole(qtbot, tmp_path, monkeypatch, gate):
    """Issue 48, target 6: the bar over the board keeps its height whether a review runs
    (progress bar, Cancel) or not, so the board does not change size; a dot at 0% or 100%,
    or at either end of the graph, is drawn whole inside it."""
    monkeypatch.setattr(coach_screens, "DEFAULT_BUDGET", SMALL_BUDGET)
    window = played(qtbot, tmp_path, fifteen(8), Rules(15, 15, 5), keeper=False)
    assert window.controller.resign()
    rooms = window.coach
    gate.hold(after=1)  # the review surely runs while the board is measured
    click(qtbot, window.over_screen.review_button)
    screen, desk = rooms.review_screen, rooms.review
    qtbot.waitUntil(gate.held.is_set, timeout=REVIEW_S)
    qtbot.waitUntil(lambda: screen.cancel_button.isVisible(), timeout=10_000)
    running = screen.board.geometry()
    gate.release()
    qtbot.waitUntil(lambda: not desk.running(), timeout=REVIEW_S)
    assert not screen.cancel_button.isVisible() and not screen.continue_button.isVisible()
    qtbot.wait(50)
    assert screen.board.geometry() == running
    graph = screen.graph
    graph.show_graph(((0, 0.0), (4, 1.0), (8, 0.0)), {1: "??", 4: "!", 8: "?"}, 8)
    inside = graph.rect()
    for index, score in ((0, 0.0), (4, 1.0), (8, 0.0)):
        dot = graph.point_at(index, score)
        r = DOT_RADIUS + 1  # the dot and its pen
        assert inside.contains(int(dot.x() - r), int(dot.y() - r)), (index, score)
        assert inside.contains(int(dot.x() + r), int(dot.y() + r)), (index, score)


def test_opening_a_review_draws_the_board_s_faces_once(qtbot, tmp_path):
    """The review's board is given its game before anything repaints the window (the
    progress bar's new value repaints it at once): the faces of a 15x15 board were drawn for
    the screen's last board first, then again for this one, in the screen's first paint."""
    window = make_window(qtbot, tmp_path)
    game = Game(15, 15, 5)
    for move in [(7, 7), (8, 8), (7, 8)]:
        game.play(move)
    window.controller.load_game(game, {"X": "human", "O": "human"})
    window.controller.resign()
    qtbot.wait(50)
    board = window.coach.review_screen.board
    window.coach.open_review()
    qtbot.waitUntil(lambda: board.layers_drawn > 0, timeout=5000)
    qtbot.wait(100)  # the repaints of the screen's first moments
    assert board.layers_drawn == 1
    window.coach.review.cancel()
