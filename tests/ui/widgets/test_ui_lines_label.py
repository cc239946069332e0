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
