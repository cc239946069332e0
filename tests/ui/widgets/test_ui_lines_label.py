"""A LinesLabel of n lines holds n lines whole (issue 39's polish): its height was the
font's whole-pixel line spacing times n (13 px: 2 x 15 = 30), while a label lays plain
text out at the fractional spacing (15.125: two lines need 31) and rich text in whole-
pixel lines of 16 (two need 32), so the last line's descenders lost their bottom row:
the Review's accuracy lines, Statistics' puzzle line, the Puzzles screen's task and the
15x15 hint legend.  Measured two ways: the house measure of the fit tests
(``scale_app.label_problem``) and the ink itself (the label drawn at its own height
shows every pixel row it shows when given room to spare)."""

from __future__ import annotations

import pytest

pytest.importorskip("pytestqt")

from PySide6.QtCore import Qt

from tests.ui.window.scale_app import label_problem
from tictactoe.ui.widgets.widgets import LinesLabel

WIDTH = 300
SHEETS = (
    "font-size: 13px;",
    "font-size: 15px; font-weight: bold;",
    "font-size: 16px; font-weight: bold;",
    "font-size: 28px; font-weight: bold;",
)


def text_of(lines: int, rich: bool) -> str:
    """``lines`` short lines with descenders, accents and the legend's square."""
    if rich:
        return "<br>".join(f"<span style='color:#1f4e9c'>■</span> Ágjpqy {i}" for i in range(lines))
    return "\n".join(f"Ágjpqy ■ {i}" for i in range(lines))


def ink_rows(label: LinesLabel, height: int) -> list[int]:
    """The pixel rows that hold ink, the label drawn ``height`` px high from its top."""
    label.resize(WIDTH, height)
    image = label.grab().toImage()
    return [
        y
        for y in range(image.height())
        if any(image.pixelColor(x, y).lightness() < 160 for x in range(0, WIDTH, 2))
    ]


@pytest.mark.parametrize("sheet", SHEETS)
@pytest.mark.parametrize("rich", [False, True])
@pytest.mark.parametrize("lines", [1, 2, 3, 6])
def test_a_lines_label_holds_its_lines_whole(qtbot, sheet, rich, lines):
    label = LinesLabel(lines, text_of(lines, rich))
    qtbot.addWidget(label)
    label.setStyleSheet(f"QLabel {{ {sheet} color: black; background: white; }}")
    label.ensurePolished()
    height = label.sizeHint().height()
    label.resize(WIDTH, height)
    assert label_problem(label) is None
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    assert ink_rows(label, height) == ink_rows(label, 3 * height)


LEAD = "Adaptive plays level 2, Easy: one level a game while your rating is provisional. "
MOVE = "Your move (X): click a square, or arrow keys and Space."


def two_lines_label(qtbot, width: int) -> LinesLabel:
    label = LinesLabel(2)
    qtbot.addWidget(label)
    label.setStyleSheet("QLabel { font-size: 13px; }")
    label.ensurePolished()
    label.resize(width, label.sizeHint().height())
    label.show()  # a hidden widget hears of its new size only when shown
    return label


def test_a_text_too_long_for_its_lines_ends_at_a_word_and_is_kept_whole(qtbot):
    """The message bar cut a three-line message in half: now it says less, with "…"
    after a whole word, and the whole is its accessible description and tooltip."""
    label = two_lines_label(qtbot, 300)
    label.setText(LEAD + MOVE)
    said = label.text()
    assert said.endswith("…") and (LEAD + MOVE).startswith(said[:-1])
    assert (LEAD + MOVE)[len(said) - 1] == " "  # a whole word before the "…"
    assert label.whole_text() == LEAD + MOVE == label.accessibleDescription()
    assert label_problem(label) is None and label.toolTip()
    label.resize(3000, label.height())  # room again: the whole, no tooltip
    assert label.text() == LEAD + MOVE and not label.toolTip()
    assert not label.accessibleDescription()


def test_a_lead_is_shortened_first_and_the_rest_kept_whole(qtbot):
    label = two_lines_label(qtbot, 300)
    label.set_parts(LEAD, MOVE)
    said = label.text()
    assert said.endswith("… " + MOVE) and LEAD.startswith(said[: -len("… " + MOVE)])
    assert label.whole_text() == LEAD + MOVE == label.accessibleDescription()
    assert label_problem(label) is None
    label.resize(120, label.height())  # not even the rest fits: the whole, shortened
    assert label.text().endswith("…") and MOVE not in label.text()
    assert label_problem(label) is None
