"""The ladder's files fuzzed (issue 40): good results files and ratings tables mutated at
random (seeded) the way the game files' fuzzing does (tests/records/test_records_hostile.py)
give status 0 or one line on stderr and status 2, never a traceback (the crafted cases:
test_ladder_hostile.py)."""

from __future__ import annotations

import copy
import json
import random

from tests.commands.ladder.ladder_files import (
    DEEP,
    SESSION,
    good_games,
    good_table,
    ladder,
    one_line_error,
)

# -- fuzzing ----------------------------------------------------------------------------------

ODD_VALUES = [
    "fast",
    [0],
    {"a": 1},
    None,
    True,
    -1,
    10**30,
    1e308,
    float("nan"),
    "",
    [[[[]]]],
    "DEEP",
    0,
    "level:1",
]


def _mutate(value, rng: random.Random):
    """A copy of a JSON value with one thing changed somewhere inside it."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(sorted(value))
        choice = rng.random()
        if choice < 0.15:
            value.pop(key)
        elif choice < 0.25:
            value[rng.choice(["extra", "kind", key + "x"])] = rng.choice(ODD_VALUES)
        else:
            value[key] = _mutate(value[key], rng)
        return value
    if isinstance(value, list) and value and rng.random() < 0.8:
        index = rng.randrange(len(value))
        value[index] = _mutate(value[index], rng)
        return value
    return copy.deepcopy(rng.choice(ODD_VALUES))


def _text(value) -> str:
    return json.dumps(value).replace('"DEEP"', DEEP)


def test_fuzzed_results_files_never_raise(tmp_path, capsys):
    rng = random.Random(4040)
    good = [dict(SESSION), *good_games()]
    path = tmp_path / "r.jsonl"
    outcomes = {0: 0, 2: 0}
    for _ in range(300):
        lines = copy.deepcopy(good)
        for _ in range(rng.randint(1, 3)):
            at = rng.randrange(len(lines))
            lines[at] = _mutate(lines[at], rng)
        text = "".join(_text(line) + "\n" for line in lines)
        if rng.random() < 0.2:  # a cut or a stray byte
            at = rng.randrange(len(text))
            text = text[:at] + rng.choice(["", "\x00", "{", "\n", "é"]) + text[at + 1 :]
        path.write_text(text)
        status, err = ladder(capsys, "fit", "--results", str(path))
        assert status in outcomes, err
        if status == 2:
            one_line_error(status, err)
        outcomes[status] += 1
    assert outcomes[0] >= 5 and outcomes[2] >= 200  # both kinds were reached


def test_fuzzed_ratings_tables_never_raise(tmp_path, capsys):
    rng = random.Random(4041)
    path = tmp_path / "table.json"
    outcomes = {0: 0, 2: 0}
    for _ in range(300):
        table = _mutate(good_table(), rng)
        path.write_text(_text(table))
        for args in (
            ["--board", "3x3", "--table", str(path)],
            ["--board", "3x3", "--table", str(path), "--json"],
        ):
            status, err = ladder(capsys, *args)
            assert status in outcomes, err
            if status == 2:
                one_line_error(status, err)
            outcomes[status] += 1
    assert outcomes[0] > 50 and outcomes[2] > 50
