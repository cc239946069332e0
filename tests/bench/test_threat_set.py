"""The wins-by-threes set's harness (issue 47, target 2), with a stand-in judge."""

from __future__ import annotations

import json
import sys
import textwrap

from tictactoe.bench.threat_set import cut, read_psq, run

# after the first 8 moves X, to move, has an open three on row 7 (0-based): an open four
# next, then five
WIN = [(5, 7), (5, 3), (6, 7), (12, 3), (7, 7), (12, 12), (5, 8), (2, 12), (6, 8), (0, 0)]


def _psq(path, moves):
    lines = ["Piskvorky 15x15, 11:11, 0"] + [f"{x + 1},{y + 1},0" for x, y in moves]
    path.write_text("\n".join(lines) + "\n")


def _judge(tmp_path, says: str):
    """A brain that answers every position with ``says`` (a MESSAGE line) and a move."""
    script = tmp_path / "judge.py"
    script.write_text(
        textwrap.dedent(f"""
        import sys
        for line in sys.stdin:
            word = line.strip().split(" ")[0]
            if word == "START":
                print("OK", flush=True)
            elif word == "DONE":
                print("MESSAGE depth 9 {says}", flush=True)
                print("7,7", flush=True)
            elif word == "END":
                break
    """)
    )
    return [sys.executable, str(script)]


def test_positions_are_cut_where_the_judge_sees_a_quick_win(tmp_path):
    game = tmp_path / "g.psq"
    _psq(game, [*WIN, (8, 7), (1, 1), (9, 7)])
    assert read_psq(game)[:3] == WIN[:3]  # the file counts from 1
    out = tmp_path / "set.jsonl"
    cut(tmp_path, out, _judge(tmp_path, "Eval +M5"), ms=100, most=15)
    rows = [json.loads(line) for line in out.read_text().splitlines()]
    # 13 moves: the winner to move 5, 7, 9 plies before the end (at least 4 stones)
    assert [len(r["moves"]) for r in rows] == [8, 6, 4]
    assert all(r["judge_plies"] == 5 for r in rows)
    none = tmp_path / "none.jsonl"
    cut(tmp_path, none, _judge(tmp_path, "Eval 120"), ms=100, most=15)
    assert none.read_text() == ""


def test_the_engine_proves_the_set(tmp_path, capsys):
    path = tmp_path / "set.jsonl"
    path.write_text(json.dumps({"game": "g", "moves": WIN[:8], "judge_plies": 7}) + "\n")
    run(path, seconds=1.0)
    out = capsys.readouterr().out.splitlines()
    assert json.loads(out[0])["ours"] is not None
    assert out[-1].startswith("1 positions: proven 1 (100%)")
