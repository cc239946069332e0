"""The game screen's "Proven: ..." line holds its words on its one line (issue 39's calm
screen): it was a word-wrapped label one line high, so "Proven: X can force a win (within
13 moves)" (373 px at 15 px bold, the column has 280) showed the middle of two lines, cut
above and below, whenever a proof was in view (a hint, the setting, every computer game
on a large board).  Now the words are short enough in English for every verdict, and a
longer translation is cut short with "…", the whole in its tooltip."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from tests.ui.window.scale_app import label_problem
from tictactoe.ai.readings import Verdict
from tictactoe.game import Mark
from tictactoe.ui.screens.side_panel import SIDE_WIDTH, SidePanel
from tictactoe.ui.words.reading_words import verdict_words

#: every shape of verdict: exact ones as long as a 20x20 board allows (400 plies), proofs
#: of a win whose shortest is not known with two digits (the threat searches' and the
#: prover's are far shorter; three digits are cut short, as below)
VERDICTS = [
    Verdict(Mark.X, 399),
    Verdict(Mark.O, 400),
    Verdict(Mark.O, 99, exact_distance=False),
    Verdict(Mark.X, 0, exact_distance=False),
    Verdict(None, 0),
]


def shown_side(qtbot) -> SidePanel:
    side = SidePanel()
    qtbot.addWidget(side)
    side.resize(SIDE_WIDTH, 600)
    side.show()
    qtbot.waitExposed(side)
    return side


@pytest.mark.parametrize(
    "verdict", VERDICTS, ids=lambda v: f"{v.winner}-{v.plies}-{v.exact_distance}"
)
def test_every_verdict_fits_the_line_whole_in_english(qtbot, verdict):
    side = shown_side(qtbot)
    words = f"Proven: {verdict_words(verdict)}"
    side.verdict.setText(words)
    assert side.verdict.text() == words  # not cut short
    assert label_problem(side.verdict) is None  # and not cut above or below
    assert side.verdict.height() == side.verdict.sizeHint().height()


def test_a_longer_translation_is_cut_short_and_kept_whole_in_the_tooltip(qtbot):
    side = shown_side(qtbot)
    height = side.verdict.height()
    words = "Доказано: X выигрывает форсированно (не более чем за 13 ходов)"
    side.verdict.setText(words)
    assert side.verdict.text().endswith("…") and len(side.verdict.text()) < len(words)
    assert side.verdict.whole_text() == words
    assert side.verdict.toolTip().replace("\n", " ") == words  # wrapped, as every tooltip
    assert label_problem(side.verdict) is None and side.verdict.height() == height
    side.verdict.setText("Proven: X wins in 9")  # short again: whole, no tooltip
    assert side.verdict.text() == "Proven: X wins in 9" and side.verdict.toolTip() == ""
