"""The core's A/B match harness (issue 47's ablation table)."""

from __future__ import annotations

import pytest

from tictactoe.ai import core
from tictactoe.bench.core_match import main, match

pytestmark = pytest.mark.skipif(not core.built(), reason="the compiled core is not built")

OPENING = [(7, 7), (8, 7), (7, 9)]


def test_a_side_against_itself_plays_whole_games_colours_swapped():
    shipped = (None, frozenset())
    mean, error, scores = match(shipped, shipped, "renju", [OPENING], 1, 400, 0.0, 1)
    assert len(scores) == 2 and set(scores) <= {0.0, 0.5, 1.0}
    assert mean == pytest.approx(sum(scores) / 2) and error >= 0


def test_a_part_that_does_not_exist_is_refused(tmp_path, capsys):
    openings = tmp_path / "o.txt"
    openings.write_text("7,7 8,7 7,9\n")
    assert main(["--openings", str(openings), "--nodes", "100", "--a-off", "lmr,wings"]) == 2
    assert capsys.readouterr().err.strip() == "core_match: no such part: wings"
