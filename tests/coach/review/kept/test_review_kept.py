"""The review kept with its game (issue 43, target 2): our format's ``"review"`` field
(written, read back exactly, refused when bad, dropped by the other formats) and the
statistics row's accuracies (schema 3, its migration)."""

from __future__ import annotations

import copy
import json
import sqlite3

import pytest

from tictactoe import records
from tictactoe.ai import Verdict
from tictactoe.coach import (
    Budget,
    Grade,
    Proof,
    VerdictKind,
    review_data,
    review_game,
    review_of,
)
from tictactoe.coach.kept import OLD_KINDS, budget_of
from tictactoe.game import Game, Mark, Rules
from tictactoe.records import GameFileError
from tictactoe.records.kept_review import EXACT_KINDS, GRADES, PROOFS, VERDICT_KINDS
from tictactoe.storage import Statistics

# 3x3: O's edge reply to the centre lets X force a win (a blunder); X then wins.
BUDGET = Budget(nodes=3000, facts=10_000, cap=1.0)
BLUNDER_GAME = [(1, 1), (1, 0), (0, 0), (2, 2), (0, 2), (0, 1), (2, 0)]


def finished(moves=BLUNDER_GAME) -> Game:
    game = Game(3, 3, 3)
    for move in moves:
        game.play(move)
    return game


@pytest.fixture(scope="module")
def reviewed():
    game = finished()
    return game, review_game(game, BUDGET)


def shown(review):
    """What the window shows of a review: graph, grades, accuracies, better moves, lines,
    exact verdicts, wins by fours, each side's counts (and accuracy, to the 0.01 kept)."""
    sides = [review.summary(Mark.X), review.summary(Mark.O)]
    return (
        [(i, round(s, 4)) for i, s in review.graph()],
        [
            (
                m.ply,
                m.mover,
                m.move,
                m.grade,
                round(m.accuracy, 2),
                m.better,
                m.line,
                m.verdict,
                m.cut,
            )
            for m in review.moves
        ],
        [(s.mark, s.counts) for s in sides],
        [pytest.approx(s.accuracy, abs=0.01) if s.accuracy is not None else None for s in sides],
        review.complete,
    )


def test_the_kept_names_are_the_coach_s():
    assert GRADES == tuple(g.value for g in Grade)
    assert VERDICT_KINDS == tuple(k.name.lower() for k in VerdictKind)
    assert PROOFS == tuple(p.value for p in Proof)
    assert set(EXACT_KINDS) == set(OLD_KINDS)


def test_a_review_is_saved_with_its_game_and_read_back_as_it_was(reviewed, tmp_path):
    game, review = reviewed
    assert [m.grade for m in review.moves][1] is Grade.BLUNDER
    path = tmp_path / "game.ttt"
    records.save(path, game, {"X": "human", "O": "level:3"}, review=review_data(review, BUDGET))
    text = path.read_text()
    assert '"review": {' in text and text.count('"grade"') == len(BLUNDER_GAME)
    record = records.load(path)
    assert record.review is not None and budget_of(record.review) == BUDGET
    again = review_of(record.review, record.game)
    assert shown(again) == shown(review)
    assert [a.winner for a in again.positions] == [a.winner for a in review.positions]
    assert [a.over for a in again.positions] == [a.over for a in review.positions]
    # and it writes the same text again
    assert records.dumps(record.game, record.players, review=record.review) == text


def test_a_review_cut_short_is_kept_as_far_as_it_went(reviewed):
    game, review = reviewed
    from dataclasses import replace

    partial = replace(
        review, positions=review.positions[:4], moves=review.moves[:3], complete=False
    )
    again = review_of(json.loads(json.dumps(review_data(partial, Budget(cap=None)))), game)
    assert not again.complete and len(again.moves) == 3 and shown(again) == shown(partial)


def test_a_review_with_wins_by_fours_comes_back_with_them():
    game = Game(15, 15, 5)
    for move in [(7, 7), (0, 0), (8, 7), (0, 14), (9, 7), (14, 14)]:
        game.play(move)
    review = review_game(game, Budget(nodes=2000), first=5)
    assert review.moves[0].verdict.kind is VerdictKind.ALLOWED_WIN
    assert review.moves[0].verdict.proof is Proof.FOURS and review.moves[0].verdict.line
    text = records.dumps(game, review=review_data(review, Budget(nodes=2000)))
    record = records.loads(text)
    assert shown(review_of(record.review, record.game)) == shown(review)


def bad(review: dict, change) -> str:
    data = copy.deepcopy(review)
    change(data)
    text = records.dumps(finished())
    record = json.loads(text)
    record["review"] = data
    with pytest.raises(GameFileError) as error:
        records.loads(json.dumps(record))
    return str(error.value)


@pytest.mark.parametrize(
    "change, said",
    [
        (lambda d: d.update(extra=1), "review.extra: unknown field"),
        (lambda d: d.pop("positions"), "review.positions: missing"),
        (
            lambda d: d["moves"][1].update(grade="brilliant"),
            "review.moves[1].grade: must be one of",
        ),
        (
            lambda d: d["moves"][0].update(before=1.5),
            "review.moves[0].before: must be a number from",
        ),
        (lambda d: d["moves"][0].update(accuracy=float("nan")), "review.moves[0].accuracy"),
        (lambda d: d["positions"].pop(), "review.positions: must hold 8 positions"),
        (lambda d: d["moves"][1].update(better=[1, 1]), "review.moves[1].better: [1, 1] cannot be"),
        (lambda d: d["moves"][1].update(better=[3, 0]), "review.moves[1].better"),
        (lambda d: d["moves"][1]["line"].append([0, 0]), "review.moves[1].line[8]"),
        (lambda d: d["moves"][1]["verdict"].update(kind="won"), "review.moves[1].verdict.kind"),
        (
            lambda d: d["moves"][1]["verdict"].update(proof="hunch"),
            "review.moves[1].verdict.proof",
        ),
        (lambda d: d["moves"][1].update(cut="yes"), "review.moves[1].cut"),
        (lambda d: d.update(nodes=-1), "review.nodes: must be a whole number"),
        (lambda d: d["positions"][2].update(winner="Z"), "review.positions[2].winner"),
        (lambda d: d.update(first=8), "review.first: must be a whole number from 0 to 7"),
        (lambda d: d["moves"].append(d["moves"][0]), "review.moves: holds 8 entries"),
        (lambda d: d.update(seconds=0), "review.seconds: must be more than 0"),
    ],
)
def test_a_bad_review_is_refused_naming_the_field(reviewed, change, said):
    game, review = reviewed
    assert said in bad(review_data(review, BUDGET), change)


def test_the_other_formats_drop_the_review_and_say_so(reviewed):
    game, review = reviewed
    record = records.GameRecord(game, {"X": "Ann", "O": "Bob"}, review=review_data(review, BUDGET))
    for name in ("sgf", "diagram"):
        assert "the review of the game" in records.format_named(name).losses(record)
    assert "the review of the game" not in records.format_named("native").losses(record)
    sgf = records.dumps(
        game, {"X": "Ann", "O": "Bob"}, format="sgf", review=review_data(review, BUDGET)
    )
    assert records.loads(sgf, format="sgf").review is None


def test_a_review_of_the_first_format_reads_as_the_verdicts_it_stood_for(reviewed):
    """Files written before verdicts by what changed: an "exact" verdict with the old kinds,
    wins by fours missed or allowed, seconds alone (read with the default nodes)."""
    game, review = reviewed
    data = review_data(review, BUDGET)
    del data["nodes"], data["facts"]
    old = {
        "kept_win": "kept_win",
        "missed_win": "threw_away_win",
        "allowed_win": "let_opponent_win",
    }
    old.update(kept_draw="kept_draw", lost_anyway="still_lost")
    for move in data["moves"]:
        verdict = move.pop("verdict")
        move["exact"] = {
            "kind": old[verdict["kind"]],
            "best": verdict["best"],
            "played": verdict["played"],
        }
    again = review_of(records.loads(records.dumps(game, review=data)).review, game)
    assert [m.verdict for m in again.moves] == [m.verdict for m in review.moves]
    assert budget_of(data) == Budget(cap=BUDGET.cap)
    four = Game(15, 15, 5)
    for move in [(7, 7), (0, 0), (8, 7), (0, 14), (9, 7), (14, 14)]:
        four.play(move)
    fours = {
        "seconds": 0.3,
        "first": 5,
        "positions": [{"score": 0.5}, {"score": 0.0, "winner": "X", "plies": 3}],
        "moves": [
            {
                "grade": "blunder",
                "before": 0.5,
                "after": 0.0,
                "loss": 0.5,
                "accuracy": 8.5,
                "allowed_fours": [[6, 7], [10, 7], [5, 7]],
            }
        ],
    }
    judged = review_of(records.loads(records.dumps(four, review=fours)).review, four).moves[0]
    assert judged.verdict.kind is VerdictKind.ALLOWED_WIN and judged.verdict.proof is Proof.FOURS
    assert judged.verdict.played == Verdict(Mark.X, 4) and judged.verdict.played_in(Mark.O) == 3


SCHEMA_2 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY, ended_at REAL NOT NULL, width INTEGER NOT NULL,
    height INTEGER NOT NULL, k INTEGER NOT NULL, player_a TEXT NOT NULL,
    player_b TEXT NOT NULL, a_mark TEXT NOT NULL CHECK (a_mark IN ('X', 'O')),
    result TEXT NOT NULL CHECK (result IN ('win', 'draw', 'loss')), termination TEXT NOT NULL,
    moves INTEGER NOT NULL, human INTEGER NOT NULL CHECK (human IN (0, 1)),
    hints INTEGER NOT NULL DEFAULT 0, help TEXT NOT NULL DEFAULT '');
INSERT INTO games VALUES (1, 10.0, 15, 15, 5, 'human', 'level:3', 'X', 'win', 'line', 20, 1, 0, '');
INSERT INTO games VALUES (2, 20.0, 3, 3, 3, 'human', 'level:2', 'O', 'loss', 'line', 7, 1, 1,
                          '{"O":{"hint":1}}');
PRAGMA user_version=2;
"""


def test_a_schema_2_database_gains_the_accuracies_and_keeps_its_rows(tmp_path):
    from tictactoe.storage.statistics import DATABASE_FILE

    old = sqlite3.connect(tmp_path / DATABASE_FILE)
    old.executescript(SCHEMA_2)
    old.close()
    stats = Statistics(tmp_path)
    assert stats.take_notes() == []
    assert stats._db.execute("PRAGMA user_version").fetchone()[0] == 1  # compatible
    assert stats._db.execute(
        "SELECT id, help, accuracy_a, accuracy_b FROM games ORDER BY id"
    ).fetchall() == [(1, "", None, None), (2, '{"O":{"hint":1}}', None, None)]
    assert [game.opponent for game in stats.person_games()] == ["level:3"]
    # row 2: the person played O (a_mark O): O's accuracy is the person's
    assert stats.set_accuracy(2, {Mark.X: 91.0, Mark.O: 47.5})
    assert stats.set_accuracy(1, {Mark.X: 80.0, Mark.O: None})
    assert not stats.set_accuracy(99, {Mark.X: 1.0})
    assert stats.accuracy_history() == [
        (10.0, Rules(15, 15, 5), 80.0),
        (20.0, Rules(3, 3, 3), 47.5),
    ]
    stats.close()
    again = Statistics(tmp_path)
    assert again.take_notes() == [] and len(again.accuracy_history()) == 2
    again.close()
