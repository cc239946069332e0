"""The rule in the window: chosen in the menu where it applies, remembered, named on the
game screen; renju's forbidden points marked on Black's turn (a setting) in both board
styles, a click on one refused with the reason; the hint map marks them; the statistics
name the rule; the rules page is the rules document."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtGui import QColor

from tests.ui.ui_helpers import click, click_cell, make_window, wait_state
from tictactoe.ai import Option, Reading
from tictactoe.game import Game, Mark, Rules, Variant
from tictactoe.swap import Opening
from tictactoe.ui.board.board_overlay import BoardOverlay
from tictactoe.ui.board.board_state import BoardState
from tictactoe.ui.board.board_view import BoardView
from tictactoe.ui.board.marks import FORBIDDEN
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings
from tictactoe.ui.play.turns import forbidden_points
from tictactoe.ui.settings.settings_dialog import SettingsDialog
from tictactoe.ui.widgets.appearance import BoardStyle, appearance, colours
from tictactoe.ui.window.rules_dialog import RulesDialog, rules_text

RENJU = Rules(15, 15, 5, Variant.RENJU)
# Black's open twos cross at h8 (7, 7), the centre: a black stone there makes a double three
DOUBLE_THREE = [(5, 7), (0, 0), (6, 7), (14, 0), (7, 5), (0, 14), (7, 6), (14, 14)]
H8 = (7, 7)


@pytest.fixture(autouse=True)
def fresh_appearance(qapp):
    looks = appearance()
    looks.set_board_style(BoardStyle.CELLS)
    looks.set_mark_forbidden(True)
    yield looks
    looks.set_board_style(BoardStyle.CELLS)
    looks.set_mark_forbidden(True)


def renju_game(moves=DOUBLE_THREE) -> Game:
    game = Game.for_rules(RENJU)
    for move in moves:
        game.play(move)
    return game


# -- the menu -----------------------------------------------------------------------------
def test_renju_and_caro_are_offered_for_five_in_a_row_and_a_preset_keeps_the_rule(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    menu = window.menu_screen
    lists = menu.rule_row
    model = lists.rule_box.model()

    def offered(variant: Variant) -> bool:
        return model.item(lists.rule_box.findData(variant)).isEnabled()

    menu.set_rules(Rules(3, 3, 3))
    assert offered(Variant.STANDARD) and not offered(Variant.RENJU) and not offered(Variant.CARO)
    click(qtbot, menu.preset_buttons["15x15 k=5"])
    assert offered(Variant.RENJU) and offered(Variant.CARO)
    lists.choose(Variant.RENJU)
    menu._refresh()
    assert menu.settings().rules == RENJU and "(Renju)" in menu.feedback.text()
    click(qtbot, menu.preset_buttons["20x20 k=5"])  # another five-in-a-row board: kept
    assert menu.settings().rules == Rules(20, 20, 5, Variant.RENJU)
    click(qtbot, menu.preset_buttons["5x5 k=4"])  # renju has no k=4: freestyle
    assert menu.settings().rules == Rules(5, 5, 4)
    lists.choose(Variant.CARO)
    menu._refresh()  # typed so: the check line says why
    assert menu.settings() is None and "Caro is played with five in a row" in menu.feedback.text()
    assert not menu.play_button.isEnabled()


def test_the_rule_is_remembered_and_named_beside_who_plays_whom(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", RENJU), ask=False)
    assert window.game_screen.series_label.text() == "Renju"
    assert window.store.match().rules == RENJU
    window.controller.go_to_menu()
    again = make_window(qtbot, tmp_path)
    assert again.menu_screen.settings().rules == RENJU
    assert again.menu_screen.rule_row.rule_box.currentText() == "Renju"


# -- forbidden points -----------------------------------------------------------------------
def test_forbidden_points_are_black_s_under_renju_only() -> None:
    assert forbidden_points(renju_game()) == (H8,)
    assert forbidden_points(renju_game([*DOUBLE_THREE, (1, 1)])) == ()  # White to move
    free = Game.for_rules(Rules(15, 15, 5))
    for move in DOUBLE_THREE:
        free.play(move)
    assert forbidden_points(free) == ()


def test_a_screen_reader_hears_which_points_are_forbidden() -> None:
    from tictactoe.ui.board.board_access import cell_words

    game = renju_game()
    state = BoardState(game.position(), game.last_move, (), Mark.X, forbidden_points(game))
    assert cell_words(state, H8) == "h8, empty, forbidden to Black"
    assert cell_words(state, (3, 3)) == "d12, empty"


def marked(board: BoardView, move) -> int:
    """Pixels of the theme's forbidden colour in the cell of ``move`` on the board."""
    image = board.grab().toImage()
    rect = board.cell_rect(move).toRect()
    ratio = image.devicePixelRatio()
    wanted = QColor(colours().forbidden)
    count = 0
    for y in range(int(rect.top() * ratio), int(rect.bottom() * ratio)):
        for x in range(int(rect.left() * ratio), int(rect.right() * ratio)):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - wanted.red())
                + abs(c.green() - wanted.green())
                + abs(c.blue() - wanted.blue())
                < 30
            ):
                count += 1
    return count


@pytest.mark.parametrize("style", [BoardStyle.CELLS, BoardStyle.INTERSECTIONS])
def test_the_board_marks_them_on_black_s_turn_in_both_styles_as_the_setting_says(
    qtbot, tmp_path, style: BoardStyle, fresh_appearance
) -> None:
    fresh_appearance.set_board_style(style)
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", RENJU), ask=False)
    for move in DOUBLE_THREE:
        click_cell(qtbot, window, move)
    board = window.game_screen.board
    assert board.state.forbidden == (H8,) and board.scene().forbidden == (H8,)
    assert marked(board, H8) > 20 and marked(board, (3, 3)) == 0
    fresh_appearance.set_mark_forbidden(False)  # the Settings dialog's box
    assert board.scene().forbidden == () and marked(board, H8) == 0
    fresh_appearance.set_mark_forbidden(True)
    click_cell(qtbot, window, (1, 1))  # Black plays elsewhere: White's turn
    assert board.state.forbidden == () and marked(board, H8) == 0


def test_a_click_on_a_forbidden_point_says_why_flashes_beeps_and_plays_nothing(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    beeps = []
    window.sound.warning = lambda: beeps.append(1)
    assert window.start(MatchSettings("human", "human", RENJU), ask=False)
    for move in DOUBLE_THREE:
        click_cell(qtbot, window, move)
    click_cell(qtbot, window, H8)
    c = window.controller
    assert len(c.game.moves) == len(DOUBLE_THREE) and beeps == [1]
    assert window.game_screen.board.flashing_cell() == H8
    assert c.message.startswith("h8 is forbidden: a double three.")
    assert window.game_screen.message.text().startswith("h8 is forbidden: a double three.")


def test_the_settings_dialog_turns_the_marks_off_and_remembers(
    qtbot, tmp_path, fresh_appearance
) -> None:
    window = make_window(qtbot, tmp_path)
    dialog = SettingsDialog(window.appearance, window.store)
    qtbot.addWidget(dialog)
    assert dialog.forbidden_box.isChecked()  # on by default
    dialog.forbidden_box.setChecked(False)
    assert not fresh_appearance.mark_forbidden and not window.store.mark_forbidden()
    fresh_appearance.set_mark_forbidden(True)
    again = make_window(qtbot, tmp_path)  # a new start applies the saved choice
    assert not again.appearance.mark_forbidden


def test_the_hint_map_leaves_them_uncoloured_and_marks_them(qtbot, fresh_appearance) -> None:
    fresh_appearance.set_mark_forbidden(False)  # the board's own marks off: the map's show
    board = BoardView()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.show()
    overlay = BoardOverlay(board)
    game = renju_game()
    board.set_state(BoardState(game.position(), game.last_move, (), None, forbidden_points(game)))
    legal = game.legal_moves()
    assert H8 not in legal
    reading = Reading(Mark.X, tuple(Option(m, 10.0 - i % 7) for i, m in enumerate(legal)))
    overlay.show_heat(reading)
    image = overlay.grab().toImage()
    rect = board.cell_rect(H8).toRect()
    wanted = QColor(colours().forbidden)
    found = sum(
        1
        for y in range(rect.top(), rect.bottom())
        for x in range(rect.left(), rect.right())
        if abs(image.pixelColor(x, y).red() - wanted.red()) < 20
        and abs(image.pixelColor(x, y).green() - wanted.green()) < 20
    )
    assert found > 20
    assert overlay.words_at(H8) == "h8: forbidden to Black"
    assert FORBIDDEN < 0.5


# -- statistics ---------------------------------------------------------------------------
def test_the_statistics_screen_names_the_rule(qtbot, tmp_path):
    keeper = GameKeeper(tmp_path / "data")
    window = make_window(qtbot, tmp_path, keeper=keeper)
    assert window.start(MatchSettings("human", "human", RENJU), ask=False)
    window.controller.resign()
    wait_state(qtbot, window, State.GAME_OVER)
    window.show_statistics()
    rows = window.statistics_screen.rows(True)
    assert rows and rows[0][1] == "15x15 renju"


# -- the rules page -------------------------------------------------------------------------
def test_the_rules_page_shows_the_shipped_page_and_its_diagrams(qtbot, tmp_path):
    """The page is resources/rules.md, whose diagrams tests/variants/test_rules_page.py checks: the
    window shows each of them as written, the false threes corrected."""
    window = make_window(qtbot, tmp_path)
    click(qtbot, window.menu_screen.rule_row.help_button)
    dialogs = [d for d in window.findChildren(RulesDialog) if d.isVisible()]
    assert len(dialogs) == 1
    shown = dialogs[0].page.toPlainText()
    for words in (
        "Freestyle",
        "Standard (exactly k)",
        "Renju (k = 5)",
        "Caro (k = 5)",
        "double three",
        "Openings: swap and swap2",
        "This is the app's own rule, not RIF's.",
    ):
        assert words in shown
    text = rules_text()
    diagrams = [line.rstrip() for block in text.split("```")[1::2] for line in block.splitlines()]
    assert len([d for d in diagrams if d]) > 40
    for line in diagrams:
        assert line in shown, line
    assert (
        "O . X X * . .        blocked on the left, but . X X X X . can still be made: a three"
        in (shown)
    )
    assert "cannot be made" not in shown and "completing it makes six" not in shown
    dialogs[0].reject()


def test_the_window_s_opening_choice_is_kept_for_renju_too(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", RENJU, opening=Opening.SWAP), ask=False)
    assert window.game_screen.series_label.text() == "Renju · Swap"
    assert window.controller.opening.active
    assert window.controller.board_state().ghost is Mark.X


def test_the_game_over_screen_names_the_board_and_the_rule(qtbot, tmp_path):
    """The rule was named on the game screen and gone at the game's end."""
    from tictactoe.ui.words.game_words import board_rule

    assert board_rule(Rules()) == "3x3, 3 in a row"
    assert board_rule(Rules(15, 15, 5)) == "15x15, 5 in a row · Freestyle"
    assert board_rule(Rules(15, 15, 5, Variant.STANDARD)) == (
        "15x15, exactly 5 in a row · Standard"
    )
    assert board_rule(RENJU, Opening.SWAP2) == "15x15, 5 in a row · Renju · Swap2"
    window = make_window(qtbot, tmp_path)
    assert window.start(MatchSettings("human", "human", RENJU))
    window.controller.resign()
    wait_state(qtbot, window, State.GAME_OVER)
    assert window.over_screen.rule.text() == "15x15, 5 in a row · Renju"
    assert window.over_screen.rule.isVisible()
