"""The person's rating on the screens: the menu's line and suggested rung, the rung
and player tooltips, the Statistics screen's rating and history, Adaptive's pick, and
the game-over line; against a made-up shipped table and a real statistics database."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.ui_helpers import click, make_window, wait_human_turn, wait_state
from tictactoe.game import Game, Mark, Move, Rules
from tictactoe.players import AIPlayer, make_player, ratings
from tictactoe.players.ladder import RUNGS
from tictactoe.storage.rating import matching_rung, ratings_of, suggested_rung
from tictactoe.ui.play.controller import State
from tictactoe.ui.play.keeper import GameKeeper
from tictactoe.ui.play.series import MatchSettings, Starter
from tictactoe.ui.words.rating_words import rating_number

LARGE = Rules(15, 15, 5)
RUNG_ELO = {n: 1000 + 100 * (n - 1) for n in range(1, 11)}
TABLE = {
    "classes": {
        "large": {
            "anchor": "level:1",
            "players": {
                **{
                    f"level:{n}": {"elo": elo, "error": 0.0 if n == 1 else 20.0, "games": 300}
                    for n, elo in RUNG_ELO.items()
                },
                "forecaster": {"elo": 1250.0, "error": 30.0, "games": 200},
            },
        }
    }
}


def flat(text: str) -> str:
    """A tooltip's words on one line (tooltips are wrapped at about 60 characters)."""
    return " ".join(text.split())


@pytest.fixture(autouse=True)
def table(monkeypatch):
    monkeypatch.setattr(ratings, "_table", lambda: TABLE)


class FarAway(AIPlayer):
    """Stands in for a rung (keeps its spec): plays along the top row, never blocks."""

    def select(self, game: Game, cancel) -> Move:
        return min(game.legal_moves(), key=lambda m: (m[1], m[0]))


def factory(spec: str):
    return FarAway(spec, spec) if spec.startswith("level:") else make_player(spec)


def window_with_games(qtbot, tmp_path, games: list[tuple[str, str]]):
    """A window whose statistics already hold the person's ``games`` on 15x15:
    (opponent, 'win' or 'loss')."""
    keeper = GameKeeper(tmp_path / "data")
    for at, (opponent, result) in enumerate(games):
        keeper.statistics.record(
            player1="human",
            player2=opponent,
            human1=True,
            human2=False,
            player1_mark=Mark.X,
            winner=Mark.X if result == "win" else Mark.O,
            rules=LARGE,
            termination="line",
            moves=20,
            ended_at=1000.0 + at,
        )
    window = make_window(qtbot, tmp_path, factory=factory, keeper=keeper)
    window.menu_screen.set_rules(LARGE)
    return window


GAMES = [("level:5", "win"), ("level:6", "win"), ("level:7", "loss"), ("level:6", "win")]
# enough games for a rating that is no longer provisional (deviation under 110)
SETTLED = [(f"level:{6 + i % 2}", "win" if i % 3 else "loss") for i in range(24)]


def test_the_menu_shows_the_rating_beside_the_board_and_marks_the_suggested_rung(qtbot, tmp_path):
    window = window_with_games(qtbot, tmp_path, GAMES)
    menu = window.menu_screen
    mine = ratings_of(window.controller.keeper.statistics)["large"]
    now = mine.current
    assert now.provisional  # four games
    assert (
        menu.rating_label.text() == f"Your rating on large boards: {now.rating:.0f} (provisional)"
    )
    assert "Large boards: 13x13 to 20x20, 5 in a row." in menu.rating_label.toolTip()
    above = suggested_rung(mine, LARGE)
    # a little above the rating, but while it is provisional one level above Adaptive's
    # pick at most (four games: Adaptive climbed 1 -> 5, the rating is near level 7)
    assert matching_rung(mine, LARGE).number == 5 and above.number == 6
    chooser = menu.player2
    assert chooser.suggestion.text() == f"★ Suggested: {above.number} · {above.name}"
    marked = [i for i in range(chooser.levels.count()) if "★" in chooser.levels.itemText(i)]
    assert marked == [above.number - 1]
    # each rung's tooltip: its rating on the board, how it plays (and what it sees)
    first = flat(chooser.levels.itemData(0, Qt.ItemDataRole.ToolTipRole))  # wrapped lines
    assert "Level 1: Beginner" in first
    assert (
        "Rated 1000 on large boards: the level the others are measured against (300 games)" in first
    )
    assert RUNGS[0].summary in first
    tip = flat(chooser.levels.itemData(above.number - 1, Qt.ItemDataRole.ToolTipRole))
    assert "Suggested: a little above your rating." in tip
    forecaster = flat(
        chooser.others.itemData(chooser.others.findData("forecaster"), Qt.ItemDataRole.ToolTipRole)
    )
    assert "TRYST'98" in forecaster and "Rated 1250 ± 30 on large boards" in forecaster
    lookahead = flat(
        chooser.others.itemData(chooser.others.findData("lookahead"), Qt.ItemDataRole.ToolTipRole)
    )
    assert "No measured rating on large boards." in lookahead
    assert f"Adaptive plays level {matching_rung(mine, LARGE).number}" in flat(
        chooser.buttons["adaptive"].toolTip()
    )
    # the choice in a line under the lists
    chooser.set_spec("level:6")
    assert chooser.about.text().startswith("Level 6, Club. Rated 1500 ± 20 on large boards")
    chooser.choose("adaptive")
    assert chooser.about.text().startswith(
        f"Adaptive plays level {matching_rung(mine, LARGE).number}"
    )
    chooser.choose("human")
    assert chooser.about.isHidden()
    # other boards: no rated level yet, or no scale at all
    menu.set_rules(Rules(3, 3, 3))  # no rung is rated on 3x3 in this table
    assert menu.rating_label.text() == "No rated levels on 3x3 yet"
    assert not chooser.suggestion.isVisible()
    assert flat(chooser.buttons["adaptive"].toolTip()).endswith(
        "Adaptive plays level 1, Beginner: no level has a rating on 3x3 yet."
    )
    menu.set_rules(Rules(7, 6, 5))
    assert menu.rating_label.text() == "No ratings on 7x6"


def test_the_statistics_screen_shows_the_rating_and_its_history_and_reset_clears_it(
    qtbot, tmp_path
):
    window = window_with_games(qtbot, tmp_path, GAMES)
    click(qtbot, window.menu_screen.statistics_button)
    panel = window.statistics_screen.rating
    mine = ratings_of(window.controller.keeper.statistics)["large"]
    now = mine.current
    assert list(panel.buttons) == ["large"]
    assert (
        panel.buttons["large"].text()
        == f"Large boards: {rating_number(now)}"
        == f"Large boards: {now.rating:.0f} (provisional)"
    )
    assert panel.buttons["large"].is_selected()
    assert "after 4 rated games" in panel.line.text()
    points = panel.chart.points()
    assert len(points) == 5 and points[0] == (mine.start.rating, 350.0)
    assert points[-1] == (now.rating, now.deviation)
    assert [round(p[0]) for p in points[1:]] == [round(g.after.rating) for g in mine.history]
    window.confirm = lambda title, text: True
    click(qtbot, window.statistics_screen.reset_button)
    assert panel.buttons == {} and "Not rated yet" in panel.line.text()
    assert panel.chart.points() == []
    click(qtbot, window.statistics_screen.back_button)
    assert window.menu_screen.rating_label.text() == (
        "Not rated yet on large boards: play a rated level"
    )


def play_out(qtbot, window) -> None:
    """The person (X) plays the middle row until the game is over."""
    c = window.controller
    for x in range(3, 15):
        wait_human_turn(qtbot, window)
        if c.state is not State.PLAYING:
            break
        if c.game.position().at((x, 7)) is None:
            c.click_cell(x, 7)
    wait_state(qtbot, window, State.GAME_OVER)


def test_adaptive_plays_the_rung_nearest_the_rating_says_so_and_counts(qtbot, tmp_path):
    window = window_with_games(qtbot, tmp_path, SETTLED)
    statistics = window.controller.keeper.statistics
    before = ratings_of(statistics)["large"].current
    picked = matching_rung(ratings_of(statistics)["large"], LARGE)
    assert abs(RUNG_ELO[picked.number] - before.rating) <= 50
    assert window.start(MatchSettings("human", "adaptive", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    opponent = c.players[Mark.O]
    assert opponent.spec == picked.spec
    assert opponent.name == f"Adaptive: {picked.name}, level {picked.number}"
    assert c.message.startswith(
        f"Adaptive plays level {picked.number}, {picked.name}, the nearest to you."
    )
    play_out(qtbot, window)
    assert c.game.winner() is Mark.X
    ended = statistics.person_games()[-1]
    assert ended[2] == picked.spec and ended[3] == "win"  # the rung's spec is recorded
    after = ratings_of(statistics)["large"].current
    assert after.rating > before.rating
    line = window.over_screen.rating
    assert line.isVisible()
    assert line.text() == (
        f"Your rating on large boards: {round(before.rating)} → "
        f"{round(after.rating)}, +{round(after.rating) - round(before.rating)}"
    )


def test_adaptive_starts_at_the_lowest_rung_and_rises_with_the_rating(qtbot, tmp_path):
    window = window_with_games(qtbot, tmp_path, [])
    assert window.start(MatchSettings("human", "adaptive", LARGE, Starter.PLAYER1, 2))
    c = window.controller
    assert c.players[Mark.O].spec == "level:1"
    assert "you are not rated on large boards yet" in c.message
    play_out(qtbot, window)
    first = ratings_of(c.keeper.statistics)["large"]
    now = rating_number(first.current)
    assert first.games == 1 and first.start.rating == RUNG_ELO[1]  # from the lowest rung
    assert window.over_screen.rating.text() == (
        f"Your rating on large boards: 1000 → {now}, +{round(first.current.rating) - 1000}"
    )
    c.play_again()  # the next game of the series picks again, from the new rating:
    # one level up (a win against level 1 used to jump to the middle of the ladder)
    assert c.players[Mark.O].spec == matching_rung(first, LARGE).spec == "level:2"
    assert "moves one level a game for now" in c.message and "(provisional)" in c.message
    c.go_to_menu()  # the menu shows the number the game-over screen showed
    assert window.menu_screen.rating_label.text() == f"Your rating on large boards: {now}"


def test_games_that_do_not_count_have_no_rating_line(qtbot, tmp_path):
    window = window_with_games(qtbot, tmp_path, GAMES)
    assert window.start(
        MatchSettings("human", "lookahead:depth=1", Rules(3, 3, 3), Starter.PLAYER1, 1)
    )
    c = window.controller
    while c.state is State.PLAYING:
        wait_human_turn(qtbot, window)
        if c.state is State.PLAYING:
            c.click_cell(*c.game.legal_moves()[0])
    wait_state(qtbot, window, State.GAME_OVER)
    assert c.recorded
    assert not window.over_screen.rating.isVisible() and window.over_screen.rating.text() == ""


def test_a_game_won_with_hints_is_not_rated_and_says_so(qtbot, tmp_path):
    window = window_with_games(qtbot, tmp_path, GAMES)
    statistics = window.controller.keeper.statistics
    before = ratings_of(statistics)["large"]
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    window.confirm = lambda title, text: True  # "This game will not be rated": go on
    assert window.analyst.request_hint()  # the person asks for a hint (the Hint button)
    play_out(qtbot, window)
    assert c.game.winner() is Mark.X and c.recorded
    assert window.over_screen.rating.text() == "Not rated: you took 1 hint in this game."
    assert ratings_of(statistics)["large"] == before


def test_the_menu_and_the_game_over_screen_show_the_same_rating(qtbot, tmp_path):
    """A game started on the command line (15x15) while the menu's board was 3x3: the
    game-over screen said "1000 → 1175 (provisional)", the menu then "Not rated yet"."""
    window = window_with_games(qtbot, tmp_path, [])
    window.menu_screen.set_rules(Rules(3, 3, 3))
    assert window.kept.start_or_offer(MatchSettings("human", "level:1", LARGE, Starter.PLAYER1, 1))
    play_out(qtbot, window)
    line = window.over_screen.rating.text()
    number = rating_number(ratings_of(window.controller.keeper.statistics)["large"].current)
    assert number.endswith(" (provisional)")
    assert line.endswith(f"→ {number}, +{int(number.split()[0]) - 1000}")
    click(qtbot, window.over_screen.menu_button)
    assert window.menu_screen.rating_label.text() == f"Your rating on large boards: {number}"


def test_the_first_rated_game_asks_one_question_once_and_the_answer_sets_the_start(qtbot, tmp_path):
    from tictactoe.storage.rating import Experience

    window = window_with_games(qtbot, tmp_path, [])
    asked = []
    window.ask_experience = lambda: asked.append(1) or Experience.PLAYED
    c = window.controller
    assert window.start(MatchSettings("human", "human", LARGE))  # nothing to rate
    c.go_to_menu()
    c.keeper.retire()
    assert window.kept.start_or_offer(MatchSettings("human", "level:2", LARGE))  # command line
    assert c.players[Mark.O].spec == "level:2" and asked == []
    c.go_to_menu()
    c.keeper.retire()
    assert window.start(MatchSettings("human", "adaptive", LARGE, Starter.PLAYER1, 1))
    assert asked == [1] and window.store.experience() is Experience.PLAYED
    assert c.players[Mark.O].spec == "level:3"  # "played before": from level 3
    assert "you are not rated on large boards yet" in c.message
    c.go_to_menu()
    c.keeper.retire()
    assert window.start(MatchSettings("human", "level:4", LARGE))
    assert asked == [1]  # asked once
    play_out(qtbot, window)
    assert ratings_of(c.keeper.statistics, Experience.PLAYED)["large"].start.rating == RUNG_ELO[3]
    assert window.over_screen.rating.text().startswith(
        f"Your rating on large boards: {RUNG_ELO[3]} → "
    )
    window.store.sync()
    again = make_window(qtbot, tmp_path, factory=factory, keeper=GameKeeper(tmp_path / "data2"))
    assert again.controller.keeper.experience is Experience.PLAYED  # remembered


def test_no_question_for_a_person_already_rated(qtbot, tmp_path):
    window = window_with_games(qtbot, tmp_path, GAMES)
    window.ask_experience = lambda: pytest.fail("asked")
    assert window.start(MatchSettings("human", "adaptive", LARGE, Starter.PLAYER1, 1))


def test_the_question_box_offers_the_three_answers(qtbot, tmp_path):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    from tictactoe.storage.rating import Experience
    from tictactoe.ui.window.first_rating import ask_experience

    window = make_window(qtbot, tmp_path)
    seen = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        seen.append((box.text(), [b.text() for b in box.buttons()], box.informativeText()))
        next(b for b in box.buttons() if b.text() == "A strong player").click()

    QTimer.singleShot(0, answer)
    assert ask_experience(window) is Experience.STRONG
    text, buttons, more = seen[0]
    assert text == "How well do you know the game?"
    assert {"New to the game", "Played before", "A strong player"} <= set(buttons)
    assert "new to the game: level 1, Beginner" in more and "level 5, Steady" in more


def test_a_game_against_adaptive_resumes_with_the_rung_it_had(qtbot, tmp_path):
    """Resume refused every game against Adaptive ("the kept game's players {'X':
    'human', 'O': 'level:1'} are not its series' {..., 'O': 'adaptive'}") and set the
    autosave aside."""
    window = window_with_games(qtbot, tmp_path, GAMES)
    assert window.start(MatchSettings("human", "adaptive", LARGE, Starter.PLAYER1, 1))
    c = window.controller
    rung = c.players[Mark.O].spec
    c.click_cell(7, 7)
    wait_human_turn(qtbot, window)
    moves = list(c.game.moves)
    c.go_to_menu()
    # a game finished meanwhile (another window): Adaptive would pick another rung now
    c.keeper.statistics.record(
        player1="human",
        player2="level:10",
        human1=True,
        human2=False,
        player1_mark=Mark.X,
        winner=Mark.X,
        rules=LARGE,
        termination="line",
        moves=30,
    )
    assert matching_rung(c.keeper.person_rating(LARGE), LARGE).spec != rung
    assert window.kept.resume()
    assert c.state is State.PLAYING and c.game.moves == moves
    assert c.players[Mark.O].spec == rung  # the rung it had, exactly
    assert c.keeper.kept is not None


def test_cancel_on_the_first_rating_question_goes_back_to_the_menu(qtbot, tmp_path):
    """Cancel (or Esc) started the game; now nothing starts, nothing is remembered, and
    the question comes again with the next rated game."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tictactoe.storage.rating import Experience
    from tictactoe.ui.window.first_rating import ask_experience

    window = window_with_games(qtbot, tmp_path, [])
    window.ask_experience = lambda: ask_experience(window)
    c = window.controller
    for close in ("cancel", "escape"):

        def answer(close=close) -> None:
            box = QApplication.activeModalWidget()
            if close == "cancel":
                next(b for b in box.buttons() if b.text() == "Cancel").click()
            else:
                qtbot.keyClick(box, Qt.Key.Key_Escape)

        QTimer.singleShot(0, answer)
        assert not window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
        assert c.state is State.MENU and c.keeper.experience is None, close
        assert window.store.experience() is None
    window.ask_experience = lambda: Experience.PLAYED
    assert window.start(MatchSettings("human", "level:4", LARGE, Starter.PLAYER1, 1))
    assert c.state is State.PLAYING
