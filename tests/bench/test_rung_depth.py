"""How far the reading rungs read (tictactoe.bench.rung_depth): what their descriptions may
claim.  The games are seeded and bounded by nodes, so the counts are the same anywhere."""

from __future__ import annotations

from tictactoe.bench.rung_depth import PAIRS, main, measure
from tictactoe.game import Rules
from tictactoe.players.ladder import STYLES, rung

# what a description says of a reading of each depth
SAYS = {1: "Reads a move ahead", 2: "up to two moves", 4: "up to four", 5: "up to five"}
OPENING = [(4, 8), (6, 6), (5, 4)]  # the first of docs/openings_15x15.txt


def test_every_rung_reads_to_its_depth_at_most_and_the_descriptions_say_up_to() -> None:
    found = measure(Rules(9, 9, 5), 2, [])
    for pair in PAIRS:
        for number in pair:
            depths, style = found[number], STYLES[number]
            assert depths.readings > 0
            assert max(depths.completed) <= style.depth
            assert SAYS[style.depth] in rung(number).summary
    # on 9x9 the two strongest read to their full depth, or to the end of a proof, most of the time
    for number in (8, 9):
        depths = found[number]
        assert depths.completed[STYLES[number].depth] + depths.proven > depths.readings / 2


def test_on_15x15_the_node_budget_cuts_the_deepest_readings_short() -> None:
    found = measure(Rules(15, 15, 5), 2, [OPENING])
    expert = found[9]
    assert expert.completed[5] > 0  # it does reach five plies ...
    assert sum(n for depth, n in expert.completed.items() if depth < 5) > 0  # ... not always
    assert "mostly three to five" in rung(9).summary


def test_bad_input_is_one_line_and_status_2(capsys) -> None:
    for argv in (["--board", "9"], ["--games", "0"], ["--openings", "/no/such/file"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.startswith("rung_depth: ") and err.count("\n") == 1, err
