"""`tictactoe ladder` under a rule other than freestyle (issue 47, target 6): a class is one
rule's ("middle renju"), measured with games played and judged under the rule, fitted into an
entry that says its rule, printed with `--rule`; a results file of another rule is refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.commands.ladder.ladder_files import ladder_run as ladder
from tictactoe.bench.ladder_results import read_results
from tictactoe.commands.ladder_fit import FitStop, write_entry
from tictactoe.game import Game, Rules, Variant
from tictactoe.notation import parse_stored_moves
from tictactoe.players.board_classes import board_class
from tictactoe.players.ratings import TableError, entry_rules, load_table

MIDDLE_RENJU = Rules(9, 9, 5, Variant.RENJU)
# the cheap players: random makes renju's forbidden points come up, the rungs fix the scale
SMALL_RENJU = [
    "--class",
    "middle",
    "--rule",
    "renju",
    "--players",
    "random,level:1,level:2",
    "--games-per-pair",
    "4",
    "--jobs",
    "1",
]


@pytest.fixture
def renju(tmp_path: Path, capsys) -> tuple[Path, Path]:
    """A small measurement of 9x9 renju, fitted and written into a table of its own."""
    results, table = tmp_path / "renju.jsonl", tmp_path / "table.json"
    status, out, err = ladder(capsys, "measure", *SMALL_RENJU, "--results", str(results))
    assert status == 0, err
    assert "on 9x9 k=5 renju" in err and "anchored at level:1 = 1000" in out
    status, out, err = ladder(
        capsys, "fit", "--results", str(results), "--write", "--table", str(table)
    )
    assert status == 0, err
    assert "wrote the middle renju entry into edition 1" in out
    return results, table


def test_the_games_are_played_and_judged_under_the_rule(renju: tuple[Path, Path]) -> None:
    results = read_results(renju[0])
    [session] = results.sessions
    assert (session.board_class, session.rule) == ("middle renju", "renju")
    assert session.command.startswith("tictactoe ladder measure --class middle --rule renju ")
    assert len(results.games) == 3 * 4  # two adjacent pairs and one two apart
    for record in results.games:
        game = Game.for_rules(MIDDLE_RENJU)
        for move in parse_stored_moves(record.moves, MIDDLE_RENJU):
            assert game.why_illegal(move) is None, (record, move)  # no forbidden point
            game.play(move)
        assert game.is_over() and record.termination != "forfeit", record
        outcome = game.outcome()
        assert outcome is not None and outcome.termination.value == record.termination
        x_won = outcome.winner is not None and outcome.winner.value == "X"
        assert record.winner == (
            None if outcome.winner is None else "ab"[x_won != (record.a_mark == "X")]
        )


def test_the_written_entry_names_its_rule_and_board(renju: tuple[Path, Path], capsys) -> None:
    [edition] = json.loads(renju[1].read_text())["editions"]
    assert set(edition["classes"]) == {"middle renju"}
    entry = edition["classes"]["middle renju"]
    assert (entry["board"], entry["k"], entry["rule"]) == ("9x9", 5, "renju")
    assert entry_rules(entry) == MIDDLE_RENJU and board_class(entry_rules(entry)) == "middle renju"
    assert entry["command"].startswith("tictactoe ladder measure --class middle --rule renju")
    assert set(entry["players"]) == {"random", "level:1", "level:2"}
    # the historical AIs play freestyle only: none is placed by default under renju
    assert load_table(renju[1])["classes"]["middle renju"] == entry


def test_the_ladder_under_a_rule_is_printed_from_its_class(
    renju: tuple[Path, Path], capsys
) -> None:
    table = str(renju[1])
    args = ("--board", "9x9", "--table", table, "--json")
    status, out, _ = ladder(capsys, *args, "--rule", "renju")
    shown = json.loads(out)
    assert status == 0 and (shown["class"], shown["rule"], shown["k"]) == (
        "middle renju",
        "renju",
        5,
    )
    rated = {r["spec"]: r["elo"] for r in shown["rungs"] if r["elo"] is not None}
    assert set(rated) == {"level:1", "level:2"} and rated["level:1"] == 1000.0
    assert [r["spec"] for r in shown["others"]] == ["random"]
    status, out, _ = ladder(capsys, *args)  # freestyle's class is another: not measured here
    assert status == 0 and json.loads(out)["class"] == "middle"
    assert all(r["elo"] is None for r in json.loads(out)["rungs"])
    status, text, _ = ladder(capsys, "--board", "9x9", "--table", table, "--rule", "Renju")
    assert status == 0
    assert text.startswith("The ladder on 9x9 k=5 renju (class middle renju): Elo anchored")
    status, text, _ = ladder(capsys, "--board", "9x9", "--table", table, "--rule", "caro")
    assert (
        status == 0
        and "not measured yet (tictactoe ladder measure --class middle --rule caro)" in text
    )


def test_a_second_run_under_the_same_rule_plays_nothing_more(
    renju: tuple[Path, Path], capsys
) -> None:
    status, _, err = ladder(capsys, "measure", *SMALL_RENJU, "--results", str(renju[0]))
    assert status == 0 and "games to play" not in err
    assert len(read_results(renju[0]).sessions) == 2


@pytest.mark.parametrize("rule", [None, "caro", "standard"])
def test_a_resume_under_another_rule_is_refused(
    renju: tuple[Path, Path], capsys, rule: str | None
) -> None:
    before = renju[0].read_bytes()
    args = [a for a in SMALL_RENJU if a not in ("--rule", "renju")]
    if rule is not None:
        args += ["--rule", rule]
    status, _, err = ladder(capsys, "measure", *args, "--results", str(renju[0]))
    assert status == 2 and len(err.splitlines()) == 1, err
    assert err.startswith("tictactoe ladder: error: ") and "another setting" in err
    assert "rule renju" in err and f"rule {rule or 'freestyle'}" in err
    assert renju[0].read_bytes() == before  # nothing appended


def test_a_file_from_before_rules_is_freestyle_and_refused_under_renju(
    tmp_path: Path, capsys
) -> None:
    """A session line written before ``rule`` was kept has none: it was freestyle."""
    results = tmp_path / "old.jsonl"
    args = ["--class", "middle", "--players", "level:1,level:2", "--games-per-pair", "2"]
    status, _, err = ladder(capsys, "measure", *args, "--jobs", "1", "--results", str(results))
    assert status == 0, err
    lines = results.read_text().splitlines()
    session = json.loads(lines[0])
    assert session["rule"] == "freestyle" and session["board_class"] == "middle"
    del session["rule"]
    results.write_text("\n".join([json.dumps(session), *lines[1:]]) + "\n")
    status, _, err = ladder(capsys, "measure", *args, "--jobs", "1", "--results", str(results))
    assert status == 0 and "games to play" not in err
    status, _, err = ladder(
        capsys, "measure", *args, "--rule", "renju", "--jobs", "1", "--results", str(results)
    )
    assert status == 2 and "rule freestyle" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize(
    "args, says",
    [
        (["measure", "--class", "middle", "--rule", "gomoku"], "--rule: unknown rule 'gomoku'"),
        (["measure", "--class", "3x3", "--rule", "renju"], "class 3x3 under renju"),
        (
            ["measure", "--class", "large", "--rule", "caro", "--extras", "lookahead"],
            "freestyle only",
        ),
        (
            ["place", "random", "--class", "small", "--rule", "standard"],
            "class small standard has no",
        ),
        (["--rule", "renju", "--k", "4"], "five"),
    ],
)
def test_bad_rules_are_one_line_and_status_2(
    tmp_path: Path, capsys, args: list[str], says: str
) -> None:
    status, _, err = ladder(
        capsys,
        *args,
        *(["--results", str(tmp_path / "r.jsonl")] if args[0] in ("measure", "place") else []),
    )
    assert status == 2, err
    assert len(err.splitlines()) == 1 and err.startswith("tictactoe ladder: error: "), err
    assert says in err
    assert not (tmp_path / "r.jsonl").exists()


def test_an_entry_is_written_only_into_the_class_it_was_measured_on(
    renju: tuple[Path, Path],
) -> None:
    entry = load_table(renju[1])["classes"]["middle renju"]
    with pytest.raises(FitStop, match=r"measured on another class \(middle renju\)"):
        write_entry(renju[1], "middle caro", entry, edition=1)
    with pytest.raises(FitStop, match="measured on another class"):
        write_entry(renju[1], "middle", {**entry, "rule": "freestyle", "board": "15x15"}, 1)
    with pytest.raises(FitStop, match="no board and k"):
        write_entry(renju[1], "middle renju", {**entry, "board": "nine"}, 1)


def test_a_table_entry_of_an_unknown_rule_is_refused(renju: tuple[Path, Path]) -> None:
    data = json.loads(renju[1].read_text())
    data["editions"][0]["classes"]["middle renju"]["rule"] = "gomoku"
    renju[1].write_text(json.dumps(data))
    with pytest.raises(TableError, match="its rule 'gomoku' is none of freestyle"):
        load_table(renju[1])


@pytest.mark.parametrize("rule", ["renju", "standard", "caro"])
def test_the_shipped_ladder_under_each_rule_prints_its_own_class(capsys, rule: str) -> None:
    status, out, _ = ladder(capsys, "--board", "15x15", "--rule", rule, "--json")
    shown = json.loads(out)
    assert status == 0 and shown["class"] == f"large {rule}" and shown["edition"] >= 3
    assert all(r["elo"] is not None and r["games"] > 0 for r in shown["rungs"])
    freestyle = json.loads(ladder(capsys, "--board", "15x15", "--json")[1])
    assert [r["elo"] for r in shown["rungs"]] != [r["elo"] for r in freestyle["rungs"]]
    status, text, _ = ladder(capsys, "--board", "15x15", "--rule", rule)
    assert f"--class large --rule {rule} " in text  # the command that measured it
