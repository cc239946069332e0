"""The person's Glicko-2 rating: the paper's worked example, and the rating per board
class from a real (temporary) statistics database against a made-up shipped table."""

from __future__ import annotations

import pytest

from tictactoe.game import Mark, Rules
from tictactoe.players import ratings
from tictactoe.players.ladder import OLD_NAMES
from tictactoe.records.help import Aid, Help
from tictactoe.storage import Statistics
from tictactoe.storage.rating import (
    PROVISIONAL_DEVIATION,
    SCALE,
    START_DEVIATION,
    Experience,
    Glicko,
    PersonRating,
    is_nearest,
    matching_rung,
    person_ratings,
    rated_spec,
    rating_on,
    ratings_of,
    start_rating,
    suggested_rung,
    update,
)

LARGE = Rules(15, 15, 5)
RUNG_ELO = {n: 1000 + 100 * (n - 1) for n in range(1, 11)}  # level:1 1000 .. level:10 1900
TABLE = {
    "classes": {
        "large": {
            "anchor": "level:1",
            "players": {
                **{
                    f"level:{n}": {"elo": elo, "error": 0.0 if n == 1 else 20.0, "games": 200}
                    for n, elo in RUNG_ELO.items()
                },
                "forecaster": {"elo": 1250.0, "error": 30.0, "games": 200},
            },
        },
        "3x3": {
            "anchor": "level:1",
            "players": {"level:1": {"elo": 1000, "error": 0, "games": 50}},
        },
    }
}


@pytest.fixture
def table(monkeypatch):
    monkeypatch.setattr(ratings, "_table", lambda: TABLE)


def test_the_papers_worked_example():
    # Glickman, "Example of the Glicko-2 system": 1500/200 beats 1400/30, loses to
    # 1550/100 and 1700/300 in one period, tau 0.5.
    after = update(
        Glicko(1500, 200, 0.06), [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)], tau=0.5
    )
    assert (after.rating - 1500) / SCALE == pytest.approx(-0.2069, abs=1e-4)
    assert after.deviation / SCALE == pytest.approx(0.8722, abs=1e-4)
    assert after.rating == pytest.approx(1464.06, abs=0.02)
    assert after.deviation == pytest.approx(151.52, abs=0.01)
    assert after.volatility == pytest.approx(0.05999, abs=1e-5)


def test_a_period_without_games_only_widens_the_deviation():
    after = update(Glicko(1500, 200, 0.06), [])
    assert after.rating == 1500
    assert after.deviation > 200


def test_old_level_names_are_rated_as_their_rungs():
    assert rated_spec("medium") == f"level:{OLD_NAMES['medium']}"
    assert rated_spec("hard") == "level:10"
    assert rated_spec(" Forecaster") == "forecaster"
    assert rated_spec("forecaster:draw=0.5,depth=3") == "forecaster:depth=3,draw=0.5"


def record(
    stats: Statistics,
    opponent: str,
    winner: str | None,
    *,
    rules: Rules = LARGE,
    at: float,
    human2: bool = False,
) -> None:
    """A game of the person (X) against ``opponent`` (O); winner 'me', 'it' or None."""
    stats.record(
        player1="human",
        player2=opponent,
        human1=True,
        human2=human2,
        player1_mark=Mark.X,
        winner={"me": Mark.X, "it": Mark.O, None: None}[winner],
        rules=rules,
        termination="line" if winner else "draw",
        moves=9,
        ended_at=at,
    )


def test_rating_from_the_database_counts_only_rated_opponents(tmp_path, table):
    stats = Statistics(tmp_path)
    record(stats, "level:3", "me", at=10)
    record(stats, "medium", "it", at=20)  # an old name: its rung
    record(stats, "human", "me", at=30, human2=True)  # two people: not rated
    record(stats, "lookahead", "me", at=40)  # no shipped rating: not counted
    record(stats, "level:3", "me", rules=Rules(7, 7, 5), at=50)  # a board without a scale
    record(stats, "level:1", "it", rules=Rules(3, 3, 3), at=60)
    stats.record(
        player1="human",
        player2="level:9",
        human1=True,
        human2=False,
        player1_mark=Mark.X,
        winner=Mark.X,
        rules=LARGE,
        termination="line",
        moves=20,
        help=Help.of({(Mark.X, Aid.HINT): 2}),
        ended_at=65,
    )  # won with the engine's hints: not rated
    stats.record(
        player1="level:2",
        player2="level:3",
        human1=False,
        human2=False,
        player1_mark=Mark.X,
        winner=Mark.X,
        rules=LARGE,
        termination="line",
        moves=20,
        ended_at=70,
    )  # the computer against itself
    found = ratings_of(stats)
    assert set(found) == {"large", "3x3"}
    large = found["large"]
    assert [(g.opponent, g.result) for g in large.history] == [
        ("level:3", "win"),
        ("medium", "loss"),
    ]
    # the same games by hand: from the lowest rung (no answer), 350, one period a game
    first = update(Glicko(RUNG_ELO[1], START_DEVIATION), [(RUNG_ELO[3], 20.0, 1.0)])
    second = update(first, [(RUNG_ELO[OLD_NAMES["medium"]], 20.0, 0.0)])
    assert large.history[0].after == first
    assert large.current == second
    assert large.before_last == first
    assert large.start.rating == RUNG_ELO[1]
    # a person who said they are strong starts at the middle rung
    strong = ratings_of(stats, Experience.STRONG)["large"]
    assert strong.start.rating == RUNG_ELO[5]
    assert strong.history[0].after == update(
        Glicko(RUNG_ELO[5], START_DEVIATION), [(RUNG_ELO[3], 20.0, 1.0)]
    )
    assert found["3x3"].games == 1 and found["3x3"].current.rating < 1000
    stats.close()


def test_games_count_in_the_order_they_ended_and_reset_clears_the_rating(tmp_path, table):
    stats = Statistics(tmp_path)
    record(stats, "level:9", "me", at=200)
    record(stats, "level:2", "it", at=100)  # written later, ended earlier
    history = ratings_of(stats)["large"].history
    assert [g.opponent for g in history] == ["level:2", "level:9"]
    assert history[0].after.rating < RUNG_ELO[1] < history[1].after.rating
    stats.reset()
    assert ratings_of(stats) == {}
    stats.close()


def test_a_reopened_database_gives_the_same_rating(tmp_path, table):
    stats = Statistics(tmp_path)
    for at, (opponent, winner) in enumerate(
        [("level:4", "me"), ("level:6", None), ("level:6", "me"), ("level:8", "it")]
    ):
        record(stats, opponent, winner, at=at)
    first = ratings_of(stats)["large"].current
    stats.close()
    again = Statistics(tmp_path)
    assert ratings_of(again)["large"].current == first
    again.close()


def test_wins_raise_the_rating_and_shrink_the_deviation(table):
    games = [(float(i), LARGE, "level:6", "win") for i in range(6)]
    history = person_ratings(games)["large"].history
    values = [g.after.rating for g in history]
    deviations = [g.after.deviation for g in history]
    assert values == sorted(values) and values[0] > RUNG_ELO[1]
    assert deviations == sorted(deviations, reverse=True) and deviations[-1] < 200


def test_adaptive_and_the_suggestion_follow_the_rating(table):
    assert matching_rung(None, LARGE).number == 1  # no class: the lowest rung
    assert suggested_rung(None, LARGE).number == 1
    games = [
        (1.0, LARGE, "level:6", "loss"),
        (2.0, LARGE, "level:2", "win"),
        (3.0, LARGE, "level:4", "loss"),
    ] + [(4.0 + i, LARGE, f"level:{4 + i % 2}", "win" if i % 3 else "loss") for i in range(20)]
    person = person_ratings(games)["large"]
    mine = person.current.rating
    assert RUNG_ELO[1] < mine < RUNG_ELO[10] and not person.current.provisional
    picked = matching_rung(person, LARGE)
    assert abs(RUNG_ELO[picked.number] - mine) <= 50 and is_nearest(person, LARGE)
    above = suggested_rung(person, LARGE)
    assert RUNG_ELO[above.number] > mine >= RUNG_ELO[above.number] - 100
    strong = person_ratings([(float(i), LARGE, "level:10", "win") for i in range(12)])["large"]
    assert strong.current.rating > RUNG_ELO[10]
    assert suggested_rung(strong, LARGE).number == 10 == matching_rung(strong, LARGE).number


def test_no_rated_rung_on_the_board_means_the_lowest_rung_and_no_suggestion(table):
    person = person_ratings([(1.0, LARGE, "level:3", "win")])["large"]
    assert matching_rung(person, Rules(9, 9, 5)).number == 1  # the middle class: no table
    assert suggested_rung(person, Rules(9, 9, 5)) is None
    assert suggested_rung(None, Rules(7, 7, 5)) is None  # a board without a class


def test_the_start_is_the_answers_rung_or_the_nearest_rated_one_below(monkeypatch):
    players = {
        f"level:{n}": {"elo": 1000.0 + 100 * n, "error": 10.0, "games": 100} for n in (2, 4, 7)
    }
    monkeypatch.setattr(ratings, "_table", lambda: {"classes": {"large": {"players": players}}})
    starts = {
        answer: start_rating(LARGE, answer).rating
        for answer in (None, Experience.NEW, Experience.PLAYED, Experience.STRONG)
    }
    # unanswered and "new": the lowest rated rung (2); played (3): rung 2; strong (5): rung 4
    assert starts == {
        None: 1200.0,
        Experience.NEW: 1200.0,
        Experience.PLAYED: 1200.0,
        Experience.STRONG: 1400.0,
    }
    assert start_rating(LARGE).deviation == START_DEVIATION
    assert (
        person_ratings([(1.0, LARGE, "level:2", "draw")], Experience.STRONG)["large"].start.rating
        == 1400.0
    )
    assert start_rating(Rules(9, 9, 5)) == Glicko(1500.0, START_DEVIATION)  # no rated rung


def test_a_new_player_climbs_one_rung_a_game_while_provisional(table):
    """The issue: one win against level 1 and Adaptive jumped to level 5.  Now a new
    player starts at level 1; each game moves Adaptive at most one rung until the
    deviation falls under the bound, then it plays the rung nearest the rating."""
    start = rating_on({}, LARGE)
    assert start == PersonRating("large", Glicko(RUNG_ELO[1], START_DEVIATION), ())
    assert start.current.provisional and matching_rung(start, LARGE).number == 1
    assert suggested_rung(start, LARGE).number == 2
    assert rating_on({}, Rules(7, 7, 5)) is None
    games = [(float(i), LARGE, "level:10", "win") for i in range(30)]  # a strong newcomer
    picks = [
        matching_rung(person_ratings(games[:n]).get("large", start), LARGE).number
        for n in range(len(games) + 1)
    ]
    assert picks[:10] == list(range(1, 11))  # one rung a game, never more
    assert picks[-1] == 10
    after_one = person_ratings(games[:1])["large"]
    assert matching_rung(after_one, LARGE).number == 2 and not is_nearest(after_one, LARGE)
    assert suggested_rung(after_one, LARGE).number == 3  # one above Adaptive's pick
    for n in range(len(games) + 1):
        person = person_ratings(games[:n]).get("large", start)
        assert person.current.provisional == (person.current.deviation >= PROVISIONAL_DEVIATION)
    # once it is not provisional, Adaptive plays the nearest rung at once
    steady = person_ratings(
        [(float(i), LARGE, "level:3", "win" if i % 2 else "loss") for i in range(30)]
    )["large"]
    assert not steady.current.provisional and is_nearest(steady, LARGE)
    games_to_settle = next(
        n
        for n in range(1, 31)
        if not person_ratings(
            [(float(i), LARGE, "level:3", "win" if i % 2 else "loss") for i in range(n)]
        )["large"].current.provisional
    )
    assert 6 <= games_to_settle <= 15  # about ten games, as the docstring says
