"""The ladder's ratings in editions (issue 47, target 6): statistics schema 6 keeps with each
game the edition it was played under, so a new edition shipped moves nobody's rating until
they play under it.  Against the real shipped editions (1; 2 with 15x15 and 9x9 measured
again; 3 with the other rules' classes, "large renju" ...), and against a made-up newest
edition whose numbers are far from all of them."""

from __future__ import annotations

import json
import sqlite3

import pytest

from tests.storage.test_person_rating import record  # a person's game against a rung
from tictactoe.commands.ladder_fit import FitStop, write_entry
from tictactoe.game import Rules, Variant
from tictactoe.players import ratings
from tictactoe.players.ladder import STYLES
from tictactoe.players.ratings import TableError, load_editions, read_editions
from tictactoe.storage.rating import (
    START_DEVIATION,
    Experience,
    Glicko,
    rated_rungs,
    ratings_of,
    update,
)
from tictactoe.storage.statistics import DATABASE_FILE, Statistics
from tictactoe.storage.statistics_schema import SCHEMA_VERSION

LARGE = Rules(15, 15, 5)
LARGE_RENJU = Rules(15, 15, 5, Variant.RENJU)
NEWEST = ratings.newest_edition()
SCORES = {"me": 1.0, None: 0.5, "it": 0.0}
BEFORE = [("level:5", "me"), ("level:6", None), ("level:7", "it"), ("level:4", "me")]


def players(edition: int, name: str = "large") -> dict:
    return ratings.edition_table(edition)["classes"][name]["players"]


def by_hand(games, edition: int, start_rung: int = 5) -> Glicko:
    """The rating from the middle rung (the answer "strong") against one edition's numbers,
    one Glicko-2 period a game: what a build that shipped only that edition computes."""
    table = players(edition)
    now = Glicko(table[f"level:{start_rung}"]["elo"], START_DEVIATION)
    for opponent, winner in games:
        rated = table[opponent]
        now = update(now, [(rated["elo"], rated["error"], SCORES[winner])])
    return now


def schema_5_file(tmp_path, games) -> None:
    """A statistics file as a build of schema 5 leaves it: no edition column, about.schema 5."""
    stats = Statistics(tmp_path)
    for at, (opponent, winner) in enumerate(games):
        record(stats, opponent, winner, at=float(at))
    stats.close()
    db = sqlite3.connect(tmp_path / DATABASE_FILE)
    with db:
        db.execute("ALTER TABLE games DROP COLUMN edition")
        db.execute("UPDATE about SET value = '5' WHERE key = 'schema'")
    db.close()


def older_build_insert(path, at: float, opponent: str, winner: str | None) -> None:
    """A game as a build before schema 6 writes it into any file: its columns, no edition."""
    db = sqlite3.connect(path)
    with db:
        db.execute(
            "INSERT INTO games (ended_at, width, height, k, player_a, player_b, a_mark, result, "
            "termination, moves, human, hints, help, rule) "
            "VALUES (?, 15, 15, 5, 'human', ?, 'X', ?, 'line', 30, 1, 0, '', 'freestyle')",
            (at, opponent, {"me": "win", "it": "loss", None: "draw"}[winner]),
        )
    db.close()


@pytest.fixture
def far_newest(monkeypatch):
    """An edition after the newest whose 15x15 rungs are 400 points above the newest's
    (errors doubled)."""
    shipped = load_editions()
    large = json.loads(json.dumps(shipped[-1]["classes"]["large"]))
    for entry in large["players"].values():
        entry["elo"] += 400.0
        entry["error"] *= 2
    far = {
        **shipped[-1],
        "edition": len(shipped) + 1,
        "classes": {**shipped[-1]["classes"], "large": large},
    }
    monkeypatch.setattr(ratings, "_editions", lambda: (*shipped, far))
    return far


def test_the_shipped_editions_each_hold_what_was_measured_for_it_and_carry_the_rest():
    editions = read_editions()
    assert [e["edition"] for e in editions] == list(range(1, 12))
    first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth, eleventh = editions
    assert set(second["classes"]) == {"large", "middle"}  # only what was measured again
    assert {"large renju", "large standard", "large caro"} <= set(third["classes"])
    assert all(" " in name for name in third["classes"])  # the other rules' classes only
    whole = load_editions()
    for name in ("3x3", "small"):
        assert whole[1]["classes"][name] == first["classes"][name]  # carried over
    for name in ("large", "middle"):
        assert players(2, name)["level:5"]["elo"] != players(1, name)["level:5"]["elo"]
        assert whole[2]["classes"][name] == second["classes"][name]
    # edition 4: renju measured again with its fitted values, the rest carried over
    assert set(fourth["classes"]) == {"large renju", "middle renju"}
    for name in ("large standard", "large caro", "middle standard", "large", "3x3"):
        assert whole[3]["classes"][name] == whole[2]["classes"][name]
    assert (
        players(4, "large renju")["level:10"]["elo"] != players(3, "large renju")["level:10"]["elo"]
    )
    # edition 5: standard measured again with its fitted values, the rest carried over
    assert set(fifth["classes"]) == {"large standard", "middle standard"}
    for name in ("large renju", "middle renju", "large caro", "large", "3x3"):
        assert whole[4]["classes"][name] == whole[3]["classes"][name]
    assert (
        players(5, "large standard")["level:10"]["elo"]
        != players(4, "large standard")["level:10"]["elo"]
    )
    # edition 6: freestyle's 15x15 and 9x9 measured again with its fitted values
    assert set(sixth["classes"]) == {"large", "middle"}
    carried = ("large standard", "middle standard", "large renju", "middle renju", "large caro")
    for name in (*carried, "3x3", "small"):
        assert whole[5]["classes"][name] == whole[4]["classes"][name]
    for name in ("large", "middle"):
        assert players(6, name)["level:10"]["elo"] != players(5, name)["level:10"]["elo"]
        assert {"rules", "forecaster", "lookahead"} <= set(players(6, name))  # placed again
    # edition 7: Club, Strong and Expert retuned, so every class measured again, none carried
    assert set(seventh["classes"]) == set(whole[5]["classes"])
    for name in seventh["classes"]:
        assert players(7, name)["level:9"]["elo"] != players(6, name)["level:9"]["elo"]
    for name in ("large", "middle", "3x3", "small"):
        assert {"rules", "forecaster", "lookahead"} <= set(players(7, name))  # placed again
    # edition 8: 9x9 renju's upper rungs err more there (ladder.CLASS_STYLES), measured again
    assert set(eighth["classes"]) == {"middle renju"}
    for name in set(seventh["classes"]) - {"middle renju"}:
        assert whole[7]["classes"][name] == whole[6]["classes"][name]
    for spec in ("level:7", "level:8", "level:9"):
        assert players(8, "middle renju")[spec]["elo"] != players(7, "middle renju")[spec]["elo"]
    # edition 9: a leaf of the core's search valued alone, so every class the core plays measured
    # again (its reading rungs' pairs), the small boards carried over
    core_classes = set(seventh["classes"]) - {"3x3", "small"}
    assert set(ninth["classes"]) == core_classes
    for name in ("3x3", "small"):
        assert whole[8]["classes"][name] == whole[7]["classes"][name]
    for name in core_classes:
        assert players(9, name)["level:10"]["elo"] != players(8, name)["level:10"]["elo"]
    for name in ("large", "middle"):
        assert {"rules", "forecaster", "lookahead"} <= set(players(9, name))  # placed again
    # edition 10: the core's move order tries threats before killers: the same classes again
    assert set(tenth["classes"]) == core_classes
    for name in ("3x3", "small"):
        assert whole[9]["classes"][name] == whole[7]["classes"][name]
    for name in core_classes:
        assert players(10, name)["level:10"]["elo"] != players(9, name)["level:10"]["elo"]
    # edition 11: that order off again, the safety check deeper: the reading rungs' pairs
    # measured again, every other pair carried from edition 10 (`ladder fit --carry 10`)
    assert set(eleventh["classes"]) == core_classes
    for name in core_classes:
        assert players(11, name)["level:10"]["elo"] != players(10, name)["level:10"]["elo"]
    # Club to Expert read with the core (their styles say so) and Hard, which has no style
    reading = {f"level:{n}" for n, style in STYLES.items() if style.reads} | {"level:10"}
    for name in core_classes:
        pairs = [{(p["a"], p["b"]): p for p in whole[n]["classes"][name]["pairs"]} for n in (9, 10)]
        assert pairs[1].keys() == pairs[0].keys()
        for pair, figures in pairs[1].items():
            if not reading & set(pair):  # the same games, played again or carried
                assert figures == pairs[0][pair], (name, pair)
    assert NEWEST == 11
    assert ratings.edition_table(None) == ratings.edition_table(99) == whole[-1]
    assert ratings.edition_table(0) == ratings.edition_table(1) == whole[0]
    assert ratings.rating("level:5", LARGE, 1).elo == players(1)["level:5"]["elo"]
    assert ratings.rating("level:5", LARGE, 5).elo == players(2)["level:5"]["elo"]  # carried
    assert ratings.rating("level:5", LARGE).elo == players(11)["level:5"]["elo"]
    assert ratings.rating("level:5", LARGE_RENJU, 2) is None  # not rated before edition 3
    assert (
        ratings.rating("level:5", LARGE_RENJU, 3).elo == players(3, "large renju")["level:5"]["elo"]
    )
    assert (
        ratings.rating("level:9", LARGE_RENJU, 6).elo == players(4, "large renju")["level:9"]["elo"]
    )
    newest_renju = players(11, "large renju")
    assert ratings.rating("level:9", LARGE_RENJU).elo == newest_renju["level:9"]["elo"]


def test_a_renju_game_is_rated_on_the_renju_class_from_edition_3_on(tmp_path):
    stats = Statistics(tmp_path)
    record(stats, "level:5", "me", rules=LARGE_RENJU, at=1.0)  # under edition 2: no class yet
    stats.close()
    db = sqlite3.connect(tmp_path / DATABASE_FILE)
    with db:
        db.execute("UPDATE games SET edition = 2")
    db.close()
    stats = Statistics(tmp_path)
    assert ratings_of(stats, Experience.STRONG) == {}  # a renju game of edition 2 is not rated
    record(stats, "level:6", None, rules=LARGE_RENJU, at=2.0)  # this build: the newest
    record(stats, "level:4", "it", rules=LARGE, at=3.0)  # freestyle: its own class
    assert [g.edition for g in stats.person_games()] == [2, NEWEST, NEWEST]
    rated = ratings_of(stats, Experience.STRONG)
    assert set(rated) == {"large renju", "large"}
    renju = players(NEWEST, "large renju")
    start = Glicko(renju["level:5"]["elo"], START_DEVIATION)  # "strong": the middle rung
    six = renju["level:6"]
    assert rated["large renju"].start == start
    assert rated["large renju"].current == update(start, [(six["elo"], six["error"], 0.5)])
    assert [game.opponent for game in rated["large renju"].history] == ["level:6"]
    assert [game.opponent for game in rated["large"].history] == ["level:4"]
    assert rated["large"].start.rating == players(NEWEST)["level:5"]["elo"]  # freestyle's numbers
    # Adaptive and the suggestion look at the renju class's rungs under renju
    assert [elo for _, elo in rated_rungs(LARGE_RENJU)] == [
        renju[f"level:{n}"]["elo"] for n in range(1, 11)
    ]
    assert rated_rungs(LARGE_RENJU) != rated_rungs(LARGE)
    stats.close()


@pytest.mark.parametrize("newest", ["shipped", "far"])
def test_a_rating_from_a_file_before_schema_6_is_the_same_after_the_upgrade(
    tmp_path, request, newest
):
    if newest == "far":
        request.getfixturevalue("far_newest")
    schema_5_file(tmp_path, BEFORE)
    before = by_hand(BEFORE, edition=1)  # what the build of schema 5 (edition 1) shows
    stats = Statistics(tmp_path)  # the upgrade
    assert stats.backup == tmp_path / f"{DATABASE_FILE}.v5.bak"  # the copy, then the migration
    assert stats.about["schema"] == str(SCHEMA_VERSION) == "6" and stats.about["compatible"] == "1"
    assert [g.edition for g in stats.person_games()] == [1, 1, 1, 1]
    after = ratings_of(stats, Experience.STRONG)["large"]
    assert after.start == by_hand([], edition=1)  # the start too: the first game's edition
    assert after.current == before
    # the test has teeth: the newest edition's numbers would have moved it
    assert by_hand(BEFORE, edition=ratings.newest_edition()) != before
    stats.close()
    copy = sqlite3.connect(tmp_path / f"{DATABASE_FILE}.v5.bak")
    assert "edition" not in {row[1] for row in copy.execute("PRAGMA table_info(games)")}
    copy.close()


def test_a_game_recorded_after_the_upgrade_is_rated_against_the_newest_edition(
    tmp_path, far_newest
):
    schema_5_file(tmp_path, BEFORE)
    stats = Statistics(tmp_path)
    record(stats, "level:8", "me", at=10.0)
    games = stats.person_games()
    assert [g.edition for g in games] == [1, 1, 1, 1, far_newest["edition"]]
    person = ratings_of(stats, Experience.STRONG)["large"]
    newest = far_newest["classes"]["large"]["players"]
    rated = newest["level:8"]
    assert person.history[-2].after == by_hand(BEFORE, edition=1)
    assert person.current == update(by_hand(BEFORE, edition=1), [(rated["elo"], rated["error"], 1)])
    # Adaptive and the suggestion look at the newest edition's rungs
    assert [elo for _, elo in rated_rungs(LARGE)] == [
        newest[f"level:{n}"]["elo"] for n in range(1, 11)
    ]
    stats.close()


def test_a_schema_6_file_written_by_an_older_build_still_reads(tmp_path):
    path = tmp_path / DATABASE_FILE
    stats = Statistics(tmp_path)
    record(stats, "level:5", "me", at=1.0)  # this build: the newest edition
    stats.close()
    user_version = sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0]
    assert user_version == 1  # 0.1.0 and every build since may read and write it
    older_build_insert(path, 2.0, "level:6", None)  # an older build plays on it: NULL
    older_build_insert(path, 3.0, "level:4", "it")
    db = sqlite3.connect(path)
    with db:  # a row another program wrote: not a number, not an edition there is
        db.execute("UPDATE games SET edition = 'x' WHERE ended_at = 3.0")
    assert db.execute("SELECT edition FROM games ORDER BY ended_at").fetchall() == [
        (NEWEST,),
        (None,),
        ("x",),
    ]
    db.close()
    again = Statistics(tmp_path)
    assert again.take_notes() == [] and again.backup is None  # nothing left to migrate
    assert again.count() == 3 and [g.edition for g in again.person_games()] == [NEWEST, 1, 1]
    person = ratings_of(again, Experience.STRONG)["large"]
    first = players(NEWEST)["level:5"]
    after_first = update(Glicko(first["elo"], START_DEVIATION), [(first["elo"], first["error"], 1)])
    assert person.start.rating == first["elo"]  # its first game's edition
    assert person.history[0].after == after_first
    six, four = players(1)["level:6"], players(1)["level:4"]
    second = update(after_first, [(six["elo"], six["error"], 0.5)])
    assert person.current == update(second, [(four["elo"], four["error"], 0.0)])
    again.close()


def test_games_kept_aside_keep_their_edition_where_an_older_reader_does_not_look(
    tmp_path, monkeypatch
):
    Statistics(tmp_path).close()

    def unwritable(self):
        raise sqlite3.OperationalError("disk I/O error")

    with monkeypatch.context() as patch:
        patch.setattr(Statistics, "_open_file", unwritable)
        stats = Statistics(tmp_path)
        assert stats.kept_aside
        record(stats, "level:3", "me", at=5.0)
        data = json.loads(stats.pending.path.read_text())
        stats.close()
    assert data["version"] == 1 and data["edition"] == NEWEST
    [game] = data["games"]
    assert "edition" not in game and set(game) == set(stats.pending.columns)
    older = dict(data, games=[dict(game, ended_at=6.0)])
    del older["edition"]  # a file of a build before editions
    (tmp_path / "statistics-pending-1-older.json").write_text(json.dumps(older))
    merged = Statistics(tmp_path)
    rows = merged._db.execute("SELECT ended_at, edition FROM games ORDER BY ended_at").fetchall()
    assert rows == [(5.0, NEWEST), (6.0, None)]
    merged.close()


def test_the_writer_adds_an_edition_and_leaves_the_older_ones_as_they_are(tmp_path):
    path = tmp_path / "ratings.json"
    path.write_bytes(ratings.TABLE_FILE.read_bytes())
    shipped = read_editions(path)
    entry = json.loads(json.dumps(shipped[0]["classes"]["small"]))
    entry["players"]["level:2"]["elo"] = 1111.0
    new = NEWEST + 1
    assert write_entry(path, "small", entry) == new  # a new edition
    assert write_entry(path, "3x3", shipped[0]["classes"]["3x3"], edition=new) == new
    with pytest.raises(FitStop, match=f"newest edition is {new}"):
        write_entry(path, "3x3", shipped[0]["classes"]["3x3"], edition=NEWEST)  # shipped
    editions = read_editions(path)
    assert editions[:NEWEST] == shipped  # each fact once: the older editions untouched
    assert set(editions[NEWEST]["classes"]) == {"3x3", "small"}
    whole = load_editions(path)
    assert whole[NEWEST]["classes"]["small"]["players"]["level:2"]["elo"] == 1111.0
    assert whole[NEWEST]["classes"]["large"] == whole[NEWEST - 1]["classes"]["large"]
    assert whole[NEWEST - 1]["classes"]["small"]["players"]["level:2"]["elo"] != 1111.0


@pytest.mark.parametrize(
    "editions, says",
    [
        ([], 'no "editions"'),
        ([{"edition": 2, "classes": {}}], "numbered 1, 2"),
        ([{"edition": 1, "classes": {}}, {"edition": 1, "classes": {}}], "numbered 1, 2"),
        ([{"edition": 1, "classes": {}}, {"edition": 2, "classes": []}], "edition 2"),
        ([{"edition": 1, "date": 5, "classes": {}}], "date is not a text"),
        ([{"edition": True, "classes": {}}], "numbered 1, 2"),
    ],
)
def test_a_table_whose_editions_are_not_in_order_is_refused(tmp_path, editions, says):
    path = tmp_path / "ratings.json"
    path.write_text(json.dumps({"editions": editions}))
    with pytest.raises(TableError, match=says):
        load_editions(path)
