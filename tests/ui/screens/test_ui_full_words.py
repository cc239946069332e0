"""Every Button of the menu and the game-over screen shows its words on one line in
English in a 900x700 window (issue 39's polish): a Button breaks its words in two
(``Button.face_words``), which is for a longer language, not for a crowded row of our own.
Before, the menu's row of eight drew "Add engine…", "Statistics" and "Settings…" shrunk
and the game-over row "Save game…"."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.ui.ui_helpers import make_window
from tictactoe.game import Position, Rules
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.play.series import MatchSettings, Series, Starter
from tictactoe.ui.widgets.button import Button
from tictactoe.ui.window.main_window import MINIMUM_SIZE


def is_shrunk(button: Button) -> bool:
    """Whether ``button`` draws its words below their full size, or on two lines."""
    room = button.text_room()
    font, lines = button.face_words(room.width(), room.height())
    return len(lines) > 1 or font.pointSizeF() < button.face_font().pointSizeF()


def shrunk(screen) -> list[str]:
    """The visible Buttons of ``screen`` whose words are drawn below full size."""
    return [b.text() for b in screen.findChildren(Button) if b.isVisible() and is_shrunk(b)]


def test_the_measure_sees_words_shrunk(qtbot):
    button = Button("Offer draw", point_size=12)
    qtbot.addWidget(button)
    button.resize(button.sizeHint())
    assert not is_shrunk(button)
    button.resize(button.sizeHint().width() // 2, button.sizeHint().height())
    assert is_shrunk(button)


@pytest.mark.parametrize("kind", ["human", "forecaster"])
def test_the_menus_buttons_keep_their_words_full_size_at_900x700(qtbot, tmp_path, kind):
    window = make_window(qtbot, tmp_path)
    window.resize(MINIMUM_SIZE)
    window.menu_screen.player2.choose(kind)
    qtbot.wait(50)
    assert window.size() == MINIMUM_SIZE
    assert shrunk(window.menu_screen) == []


def test_the_game_over_buttons_keep_their_words_full_size_at_900x700(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    window.resize(MINIMUM_SIZE)
    assert window.start(MatchSettings("human", "level:1", Rules(3, 3, 3), Starter.PLAYER1, 3))
    series = Series(3, Starter.PLAYER1, (2,))
    over = window.over_screen
    over.show_result(
        "Level 1 · Beginner wins",
        BoardState(Position(Rules())),
        series,
        ("You", "Level 1 · Beginner"),
    )
    window.stack.setCurrentWidget(over)
    qtbot.wait(50)
    assert window.size() == MINIMUM_SIZE
    assert shrunk(over) == []


@pytest.mark.parametrize(
    "words, size",
    [
        ("Learn from your mistakes (1)", 12),
        ("Continue the review", 12),
        ("Show the answer", 12),
        ("Save game…", 12),
        ("Play", 16),
    ],
)
def test_a_button_at_its_own_size_hint_shows_its_words_full_size(qtbot, words, size):
    """A Button's size hint holds its words in bold: the plain words and a fixed padding
    were too little for long ones, and the Review screen drew "Learn from your mistakes
    (1)" shrunk in a row with room to spare."""
    button = Button(words, point_size=size)
    qtbot.addWidget(button)
    button.resize(button.sizeHint())
    assert not is_shrunk(button)


def test_a_button_too_narrow_breaks_its_words_and_never_shrinks_them(qtbot):
    """A Button's words are at its own size, always: a row of Russian Buttons came out
    in three sizes when they shrank to 70% to fit.  Too narrow for one line, they break
    in two; its minimum width holds them so."""
    button = Button("Предложить ничью", point_size=11)
    qtbot.addWidget(button)
    button.resize(button.minimumSizeHint())
    room = button.text_room()
    font, lines = button.face_words(room.width(), room.height())
    assert lines == ("Предложить", "ничью")
    assert font.pointSizeF() == button.face_font().pointSizeF()
    assert button.minimumSizeHint().width() < button.sizeHint().width()


def test_the_game_controls_take_two_rows_where_a_language_needs_them(qtbot, tmp_path, in_russian):
    window = make_window(qtbot, tmp_path)
    window.resize(MINIMUM_SIZE)
    assert window.start(MatchSettings("human", "level:1", Rules(15, 15, 5), Starter.PLAYER1, 1))
    qtbot.wait(50)
    assert window.size() == MINIMUM_SIZE
    screen = window.game_screen
    assert not screen.controls_in_one_row()  # Russian's controls need 975 px
    assert screen.menu_button.y() > screen.resign_button.y()
    window.resize(1400, 900)
    qtbot.waitUntil(screen.controls_in_one_row)
    assert shrunk(screen) == [] or all(" " in words for words in shrunk(screen))
