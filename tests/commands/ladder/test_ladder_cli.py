"""`tictactoe ladder`: measure, fit, write the table, print the ladder, place a player; bad
input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.commands.ladder.ladder_files import ladder_run as ladder
from tests.pbrain_helpers import fake_engine
from tictactoe.bench.ladder_results import read_results
from tictactoe.players.ladder import OLD_NAMES, RUNGS
from tictactoe.players.ratings import load_table

SMALL_3X3 = [
    "--class",
    "3x3",
    "--players",
    "random,level:1,level:3,perfect",
    "--extras",
    "rules",
    "--games-per-pair",
    "6",
    "--jobs",
    "1",
]


@pytest.fixture
def measured(tmp_path: Path, capsys) -> tuple[Path, Path]:
    """A small 3x3 measurement, fitted and written into a table of its own."""
    results, table = tmp_path / "r.jsonl", tmp_path / "table.json"
    status, out, err = ladder(capsys, "measure", *SMALL_3X3, "--results", str(results))
    assert status == 0, err
    assert "anchored at level:1 = 1000" in out
    status, out, err = ladder(
        capsys, "fit", "--results", str(results), "--write", "--table", str(table)
    )
    assert status == 0, err
    return results, table


def test_measure_plays_the_pairs_and_places_the_extra(measured: tuple[Path, Path]) -> None:
    games = read_results(measured[0]).games
    pairs = {(g.a, g.b) for g in games}
    # adjacent pairs, one two apart, and rules near its strength
    assert {
        ("random", "level:1"),
        ("level:1", "level:3"),
        ("level:3", "perfect"),
        ("random", "level:3"),
    } <= pairs
    assert any(a == "rules" for a, _ in pairs)
    for a, b in pairs - {p for p in pairs if p[0] == "rules"}:
        played = sorted(g.index for g in games if (g.a, g.b) == (a, b))
        assert played == list(range(6))
        assert {g.a_mark for g in games if (g.a, g.b) == (a, b)} == {"X", "O"}


def test_a_second_run_plays_nothing_more(measured: tuple[Path, Path], capsys) -> None:
    before = read_results(measured[0])
    status, _, err = ladder(capsys, "measure", *SMALL_3X3, "--results", str(measured[0]))
    assert status == 0 and "games to play" not in err
    after = read_results(measured[0])
    assert after.games == before.games and len(after.sessions) == len(before.sessions) + 1


def test_the_written_entry(measured: tuple[Path, Path], capsys) -> None:
    [edition] = json.loads(measured[1].read_text())["editions"]  # a new table: edition 1
    assert edition["edition"] == 1 and edition["date"] == edition["classes"]["3x3"]["date"]
    entry = edition["classes"]["3x3"]
    assert entry["anchor"] == {"spec": "level:1", "elo": 1000.0}
    assert entry["command"].startswith("tictactoe ladder measure --class 3x3 --games-per-pair 6")
    assert entry["fit"].startswith("tictactoe ladder fit --results")
    assert "/" not in entry["command"] + entry["fit"]  # no folder of this machine
    players = entry["players"]
    assert set(players) >= {"random", "level:1", "level:3", "perfect", "rules"}
    assert players["level:1"]["elo"] == 1000.0 and players["level:1"]["error"] == 0
    games = read_results(measured[0]).games
    for spec, rated in players.items():
        assert rated["games"] == sum(spec in (g.a, g.b) for g in games)
    # perfect plays its ladder pair's 6 games, and rules' too if rules was placed next to it
    ladder_games = sum((g.a, g.b) == ("level:3", "perfect") for g in games)
    placed = sum(g.a == "rules" and g.b == "perfect" for g in games)
    assert ladder_games == 6 and players["perfect"]["games"] == 6 + placed
    assert entry["games"] == sum(p["games"] for p in entry["pairs"])
    _, out, _ = ladder(capsys, "fit", "--results", str(measured[0]), "--json")
    fitted = json.loads(out)
    assert fitted["players"] == players and fitted["class"] == "3x3"


def test_the_ladder_printed_from_a_table(measured: tuple[Path, Path], capsys) -> None:
    status, out, _ = ladder(capsys, "--board", "3x3", "--json", "--table", str(measured[1]))
    shown = json.loads(out)
    assert status == 0 and shown["class"] == "3x3"
    assert [r["spec"] for r in shown["rungs"]] == [r.spec for r in RUNGS]
    rated = {r["spec"]: r for r in shown["rungs"] if r["elo"] is not None}
    assert set(rated) == {"level:1", "level:3"} and rated["level:1"]["elo"] == 1000.0
    assert rated["level:3"]["name"] == RUNGS[2].name and rated["level:3"]["error"] > 0
    assert {r["spec"] for r in shown["others"]} == {"random", "perfect", "rules"}
    others = [r["elo"] for r in shown["others"]]
    assert others == sorted(others, reverse=True)
    status, text, _ = ladder(capsys, "--board", "3x3", "--table", str(measured[1]))
    assert status == 0
    assert "anchored at level:1 = 1000 (ratings edition 1)" in text and shown["edition"] == 1
    assert "tictactoe ladder measure --class 3x3" in text
    level3 = next(line for line in text.splitlines() if line.split()[:1] == ["level:3"])
    assert f"{rated['level:3']['elo']:.0f}" in level3 and RUNGS[2].name in level3
    assert (
        next(line for line in text.splitlines() if line.split()[:1] == ["level:1"]).split()[3]
        == "anchor"
    )


def test_a_board_without_a_class_prints_the_rungs_unrated(capsys) -> None:
    status, out, err = ladder(capsys, "--board", "7x7", "--k", "4", "--json")
    shown = json.loads(out)
    assert status == 0 and shown["class"] is None
    assert len(shown["rungs"]) == len(RUNGS) and all(r["elo"] is None for r in shown["rungs"])
    assert "in no rating class" in err and len(err.splitlines()) == 1


def test_the_shipped_ladder_prints(capsys) -> None:
    for board in ("3x3", "15x15"):
        status, out, _ = ladder(capsys, "--board", board)
        assert status == 0
        shown = [line.split()[0] for line in out.splitlines() if line.startswith("  level:")]
        assert shown == [f"level:{n}" for n in range(10, 0, -1)] or shown == [
            f"level:{n}" for n in range(1, 11)
        ], shown


def test_old_names_and_level_specs_are_rated_as_their_rung(
    measured: tuple[Path, Path], monkeypatch
) -> None:
    from tictactoe.game import Rules
    from tictactoe.players import ratings

    monkeypatch.setattr(ratings, "_table", lambda: ratings.load_table(measured[1]))
    on_3x3 = Rules(3, 3, 3)
    level3 = ratings.rating("level:3", on_3x3)
    assert level3 is not None and level3.games == 24
    old_name = next(name for name, number in OLD_NAMES.items() if number == 3)
    assert ratings.rating(old_name, on_3x3) == level3
    assert ratings.rating("level:3,time=0.5", on_3x3) == level3
    assert ratings.rating("perfect", on_3x3) is not None
    assert ratings.rating("level:3", Rules(9, 9, 5)) is None


def test_rungs_play_middle_and_large_boards(tmp_path: Path, capsys) -> None:
    for name in ("middle", "large"):
        results = tmp_path / f"{name}.jsonl"
        status, _, err = ladder(
            capsys,
            "measure",
            "--class",
            name,
            "--players",
            "level:1,level:2,level:3",
            "--extras",
            "none",
            "--games-per-pair",
            "2",
            "--jobs",
            "1",
            "--results",
            str(results),
        )
        assert status == 0, err
        games = read_results(results).games
        assert len(games) == 6
        assert {g.board for g in games} == {"9x9" if name == "middle" else "15x15"}
        assert all(g.opening == 2 for g in games)  # balanced 2-stone openings


def test_place_an_external_engine(tmp_path: Path, capsys) -> None:
    results, table = tmp_path / "r.jsonl", tmp_path / "table.json"
    assert (
        ladder(
            capsys,
            "measure",
            "--class",
            "middle",
            "--players",
            "level:1,level:2,level:3,level:4",
            "--extras",
            "none",
            "--games-per-pair",
            "4",
            "--jobs",
            "1",
            "--results",
            str(results),
        )[0]
        == 0
    )
    assert (
        ladder(capsys, "fit", "--results", str(results), "--write", "--table", str(table))[0] == 0
    )
    engine = fake_engine(tmp_path, "good")
    placed = tmp_path / "placed.jsonl"
    args = [
        "place",
        f"pbrain:{engine}",
        "--class",
        "middle",
        "--table",
        str(table),
        "--games-per-pair",
        "4",
        "--jobs",
        "1",
        "--results",
        str(placed),
    ]
    status, out, err = ladder(capsys, *args, "--json")
    assert status == 0, err
    first = json.loads(out)
    assert first["spec"] == f"pbrain:{engine}" and first["class"] == "middle"
    assert set(first["against"]) <= {"level:1", "level:2", "level:3", "level:4"}
    assert first["games"] >= 8 and first["error"] > 0
    rated = load_table(table)["classes"]["middle"]["players"]
    assert min(rated[p]["elo"] for p in first["against"]) - 800 < first["elo"]
    # resumed from its file: nothing more to play, the same rating
    status, out, err = ladder(capsys, *args)
    assert status == 0 and "games to play" not in err
    assert f"{first['elo']:.0f} +- {first['error']:.0f} Elo" in out


def bad_results(tmp_path: Path) -> dict[str, Path]:
    session = (
        '{"kind":"session","board_class":"3x3","width":3,"height":3,"k":3,"seed":0,'
        '"opening":0,"openings":null,"command":"","started":""}\n'
    )
    corrupt = tmp_path / "corrupt.jsonl"
    corrupt.write_text(session + "not json\n" + session)
    empty = tmp_path / "empty.jsonl"
    empty.write_text(session)
    unmeasured = tmp_path / "table.json"
    unmeasured.write_text('{"classes": {}}')
    return {"corrupt": corrupt, "empty": empty, "folder": tmp_path, "unmeasured": unmeasured}


@pytest.mark.parametrize(
    "args, says",
    [
        (["measure", "--class", "huge"], "unknown class 'huge'"),
        (["measure", "--class", "3x3", "--players", "level:1,nobody"], "unknown player 'nobody'"),
        (["measure", "--class", "3x3", "--players", "level:11"], "level"),
        (["measure", "--class", "3x3", "--jobs", "0"], "--jobs"),
        (["measure", "--class", "3x3", "--games-per-pair", "1"], "--games-per-pair"),
        (
            ["measure", "--class", "3x3", "--players", "level:1,level:2", "--extras", "level:2"],
            "named twice",
        ),
        (["place", "level:5", "--class", "3x3"], "on the ladder already"),
        (["fit", "--results", "{tmp}/absent.jsonl"], "no such file"),
        (["fit", "--results", "{corrupt}"], "line 2: not a results line"),
        (["fit", "--results", "{empty}"], "no games"),
        (["fit", "--results", "{folder}"], ""),
        (["place", "random", "--class", "large", "--table", "{empty}"], "not a ratings table"),
        (
            ["place", "lookahead", "--class", "small", "--table", "{unmeasured}"],
            "no measured ladder",
        ),
        (["--board", "2x", "--json"], "--board"),
    ],
)
def test_bad_input_is_one_line_and_status_2(
    tmp_path: Path, capsys, args: list[str], says: str
) -> None:
    files = bad_results(tmp_path)
    args = [a.format(tmp=tmp_path, **files) for a in args]
    status, _, err = ladder(capsys, *args)
    assert status == 2
    assert len(err.splitlines()) == 1 and err.startswith("tictactoe ladder: error: ")
    assert says in err


def test_a_results_file_of_another_measurement_is_refused(
    measured: tuple[Path, Path], capsys
) -> None:
    status, _, err = ladder(
        capsys, "measure", *SMALL_3X3, "--seed", "5", "--results", str(measured[0])
    )
    assert status == 2 and "another setting" in err and len(err.splitlines()) == 1


def test_a_cut_off_last_line_is_skipped_with_a_note(measured: tuple[Path, Path], capsys) -> None:
    text = measured[0].read_text()
    whole = len(read_results(measured[0]).games)
    measured[0].write_text(text + text.splitlines()[-1][:40])
    status, _, err = ladder(capsys, "fit", "--results", str(measured[0]), "--json")
    assert status == 0 and "cut-off last line" in err
    assert len(read_results(measured[0]).games) == whole
