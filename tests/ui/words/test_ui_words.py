"""The game screen speaks to a player (issue 39, target 5): each test failed on the old code.

Who plays whom above the board; "You win!" and "Level 3 · Medium wins"; Resign, kept
in the game files; the line while browsing the move list; plural forms; words of a
player rather than of an analysis tool; level texts that fit the board; tooltips
wrapped at about 60 characters; file dialogs that open in the folder last used.
"""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget

from tests.ui.ui_helpers import click, click_cell, make_window, store_in
from tictactoe import records
from tictactoe.ai import Reading, Verdict
from tictactoe.game import Game, Mark, Rules, Termination
from tictactoe.players.ladder import RUNGS
from tictactoe.ui.analysis.analysis_panel import stats_text
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.words.rating_words import measured, rung_tooltip
from tictactoe.ui.words.reading_words import verdict_words
from tictactoe.ui.words.translation import TOOLTIP_WIDTH, Words

X_WINS = [(0, 0), (0, 1), (1, 1), (0, 2), (2, 2)]


def test_the_players_are_named_above_the_board(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "level:3"))
    assert window.game_screen.title.text() == "You vs Level 3 · Medium"
    assert window.game_screen.message.text().startswith("Your move (X)")
    window.controller.go_to_menu()
    assert window.start(MatchSettings("human", "human"))
    assert window.game_screen.title.text() == "Player 1 vs Player 2"


@pytest.mark.parametrize(
    "x,o,said",
    [
        ("human", "perfect", "You win!"),
        ("level:3", "human", "Level 3 · Medium wins"),
        ("human", "human", "Player 1 (X) wins"),
        ("random", "perfect", "Random (X) wins"),
    ],
)
def test_the_result_speaks_to_the_player(qtbot, tmp_path, x, o, said):
    game = Game()
    for move in X_WINS:
        game.play(move)
    window = make_window(qtbot, tmp_path)
    window.controller.load_game(game, {"X": x, "O": o})
    assert window.controller.result_text() == said


def test_a_person_resigns_and_every_game_file_keeps_it(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "random"))
    c = window.controller
    click_cell(qtbot, window, (1, 1))
    qtbot.waitUntil(lambda: c.play_view().human_turn, timeout=5000)
    assert window.game_screen.resign_button.isEnabled()
    click(qtbot, window.game_screen.resign_button)
    assert c.state is State.GAME_OVER
    outcome = c.game.outcome()
    assert (outcome.termination, outcome.winner, outcome.reason) == (
        Termination.FORFEIT,
        Mark.O,
        "resigned",
    )
    assert c.result_text() == "You resigned: Random wins"
    assert c.series.score(2).wins == 1
    for name in ("game.ttt", "game.sgf"):
        path = tmp_path / name
        records.save(path, c.game, c.players_for_file())
        assert records.load(path).game.outcome() == outcome, name
    assert "W+R" in (tmp_path / "game.sgf").read_text()


def test_browsing_an_earlier_move_says_how_to_go_on(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human"))
    for move in [(0, 0), (1, 1), (2, 2)]:
        click_cell(qtbot, window, move)
    c = window.controller
    c.view(1)
    assert window.game_screen.message.text() == "Move 1 of 3: click ▶ or Play from here"
    c.view(None)
    assert window.game_screen.message.text().startswith("O to move (Player 2)")


def test_plural_forms_are_right():
    ratings = Words("Ratings")
    assert [ratings.tr("%n rated game(s), oldest on the left", None, n) for n in (1, 4)] == [
        "1 rated game, oldest on the left",
        "4 rated games, oldest on the left",
    ]
    assert verdict_words(Verdict(Mark.X, 1, exact_distance=False)) == "X wins within 1 move"
    assert verdict_words(Verdict(Mark.X, 3, exact_distance=False)) == "X wins within 3 moves"


def test_the_analysis_line_speaks_plainly():
    def reading(**kwargs) -> Reading:
        return Reading(Mark.X, (), **kwargs)

    assert stats_text(reading(nodes=12, seconds=0.5), True).startswith("Solving… · 24 positions/s")
    assert "0k" not in stats_text(reading(nodes=12, seconds=0.5), True)
    assert "Solving: 1 move exact" in stats_text(reading(exact=frozenset({(0, 0)})), True)


def test_level_texts_fit_the_board():
    for rung in RUNGS:
        small = rung_tooltip(rung, Rules(3, 3, 3)).lower()
        assert "four" not in small and "three" not in small, small
        assert "± 0 " not in rung_tooltip(rung, Rules(3, 3, 3))
    assert "four" in rung_tooltip(RUNGS[2], Rules(15, 15, 5))
    assert "± 0 " not in measured("level:1", Rules(15, 15, 5))


def _tooltips(widget: QWidget) -> list[str]:
    tips = [w.toolTip() for w in widget.findChildren(QWidget) if w.toolTip()]
    for box in widget.findChildren(QComboBox):
        tips += [box.itemData(i, Qt.ItemDataRole.ToolTipRole) or "" for i in range(box.count())]
    return tips


def test_tooltips_are_wrapped_at_about_60_characters(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    for rules in (Rules(3, 3, 3), Rules(15, 15, 5)):
        window.menu_screen.set_settings(MatchSettings("human", "level:3", rules))
        tips = _tooltips(window.menu_screen)
        assert len(tips) > 20
        long = [line for tip in tips for line in tip.splitlines() if len(line) > TOOLTIP_WIDTH]
        assert long == []


def test_file_dialogs_open_in_the_folder_last_used(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.store.last_folder() == ""
    assert window.start(MatchSettings("human", "human"))
    folder = tmp_path / "games"
    folder.mkdir()
    assert window.files.save_path(str(folder / "mine.ttt")) is None
    assert window.store.last_folder() == str(folder)
    assert store_in(tmp_path).last_folder() == str(folder)  # remembered for the next run
