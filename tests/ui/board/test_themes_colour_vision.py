"""The hint map's value scale and the evaluation bar, read with every common dichromacy.

Each colour is taken as the board shows it (the hint map's colour painted at its alpha
over a cell, and over a Go board's wood), simulated as a viewer with protanopia,
deuteranopia or tritanopia sees it (Machado, Oliveira and Fernandes 2009; see
``colour_vision.py``), and compared with CIEDE2000.

The threshold, ΔE00 ≥ 15: CIEDE2000 is scaled so that about 1 is a difference just
seen between two large patches side by side.  Hint cells are small (20 to 80 px) and
are compared across the board, not side by side, where a difference must be several
times larger to be seen at a glance (Szafir, "Modeling Color Difference for
Visualization Design", IEEE TVCG 24(1), 2018, measured the needed difference growing
as marks shrink).  15 asks a wide margin: the old red-yellow-green scale, which a
red-green colour-blind player could not read, falls to 4 (win against loss) and 2.5
(the scale's ends) with deuteranopia, and the test below shows the check catches it.
"""

from __future__ import annotations

import numpy as np
import pytest

from tests.ui.board.colour_vision import (
    VISIONS,
    ciede2000,
    difference,
    lab_from_linear,
    over,
    parse_hex,
    simulate,
)
from tictactoe.ui.board.board_overlay import HEAT_ALPHA, PROVEN_FADE
from tictactoe.ui.widgets.theme import BUILTIN_IDS, Palette, builtin_themes

THRESHOLD = 15.0

# Sharma, Wu and Dalal (2005), Table 1: the 34 pairs (L*a*b* 1, L*a*b* 2, ΔE00).
SHARMA_2005 = [
    ((50.0000, 2.6772, -79.7751), (50.0000, 0.0000, -82.7485), 2.0425),
    ((50.0000, 3.1571, -77.2803), (50.0000, 0.0000, -82.7485), 2.8615),
    ((50.0000, 2.8361, -74.0200), (50.0000, 0.0000, -82.7485), 3.4412),
    ((50.0000, -1.3802, -84.2814), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -1.1848, -84.8006), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, -0.9009, -85.5211), (50.0000, 0.0000, -82.7485), 1.0000),
    ((50.0000, 0.0000, 0.0000), (50.0000, -1.0000, 2.0000), 2.3669),
    ((50.0000, -1.0000, 2.0000), (50.0000, 0.0000, 0.0000), 2.3669),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0009), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0010), 7.1792),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0011), 7.2195),
    ((50.0000, 2.4900, -0.0010), (50.0000, -2.4900, 0.0012), 7.2195),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0009, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0010, -2.4900), 4.8045),
    ((50.0000, -0.0010, 2.4900), (50.0000, 0.0011, -2.4900), 4.7461),
    ((50.0000, 2.5000, 0.0000), (50.0000, 0.0000, -2.5000), 4.3065),
    ((50.0000, 2.5000, 0.0000), (73.0000, 25.0000, -18.0000), 27.1492),
    ((50.0000, 2.5000, 0.0000), (61.0000, -5.0000, 29.0000), 22.8977),
    ((50.0000, 2.5000, 0.0000), (56.0000, -27.0000, -3.0000), 31.9030),
    ((50.0000, 2.5000, 0.0000), (58.0000, 24.0000, 15.0000), 19.4535),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.1736, 0.5854), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2972, 0.0000), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 1.8634, 0.5757), 1.0000),
    ((50.0000, 2.5000, 0.0000), (50.0000, 3.2592, 0.3350), 1.0000),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((63.0109, -31.0961, -5.8663), (62.8187, -29.7946, -4.0864), 1.2630),
    ((61.2901, 3.7196, -5.3901), (61.4292, 2.2480, -4.9620), 1.8731),
    ((35.0831, -44.1164, 3.7933), (35.0232, -40.0716, 1.5901), 1.8645),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((36.4612, 47.8580, 18.3852), (36.2715, 50.5065, 21.2231), 1.4146),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
    ((90.9257, -0.5406, -0.9208), (88.6381, -0.8985, -0.7239), 1.5381),
    ((6.7747, -0.2908, -2.4247), (5.8714, -0.0985, -2.2286), 0.6377),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


def test_ciede2000_gives_the_published_differences_both_ways():
    for lab1, lab2, expected in SHARMA_2005:
        assert ciede2000(np.array(lab1), np.array(lab2)) == pytest.approx(expected, abs=1e-4)
        assert ciede2000(np.array(lab2), np.array(lab1)) == pytest.approx(expected, abs=1e-4)


def test_srgb_to_lab_gives_the_known_values():
    white, red = parse_hex("#ffffff"), parse_hex("#ff0000")
    assert lab_from_linear(simulate(white, "normal")) == pytest.approx([100, 0, 0], abs=0.01)
    assert lab_from_linear(simulate(red, "normal")) == pytest.approx(
        [53.24, 80.09, 67.20], abs=0.05
    )


def test_the_simulation_leaves_greys_and_merges_each_deficiencys_confusion_colours():
    grey = parse_hex("#808080")
    for vision in VISIONS:
        assert simulate(grey, vision) == pytest.approx(simulate(grey, "normal"), abs=1e-4)
    red, green = parse_hex("#ff0000"), parse_hex("#00b000")
    assert difference(red, green, "normal") > 60
    assert difference(red, green, "deuteranopia") < difference(red, green, "normal") / 2
    assert difference(red, green, "protanopia") < difference(red, green, "normal") / 2
    blue, green_ = parse_hex("#3060ff"), parse_hex("#00a0a0")  # a tritan confusion
    assert difference(blue, green_, "tritanopia") < difference(blue, green_, "normal") / 2


def shown_pairs(p: Palette, background: str) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """The pairs that must stay apart, as painted over ``background``."""

    def on_board(name_or_colour: str | np.ndarray) -> np.ndarray:
        colour = (
            parse_hex(getattr(p, name_or_colour))
            if isinstance(name_or_colour, str)
            else name_or_colour
        )
        return over(colour, parse_hex(getattr(p, background)), HEAT_ALPHA)

    def faded(end: str, towards: str) -> np.ndarray:
        a, b = parse_hex(getattr(p, end)), parse_hex(getattr(p, towards))
        return a + (b - a) * PROVEN_FADE

    win, draw, loss = on_board("heat_win"), on_board("heat_draw"), on_board("heat_loss")
    pairs = {
        "win-draw": (win, draw),
        "win-loss": (win, loss),
        "draw-loss": (draw, loss),
        "low-high": (on_board("heat_low"), on_board("heat_high")),
        "far win-far loss": (
            on_board(faded("heat_win", "heat_high")),
            on_board(faded("heat_loss", "heat_low")),
        ),
    }
    ring = parse_hex(p.best_ring)
    for name in ("heat_win", "heat_draw", "heat_loss", "heat_low", "heat_mid", "heat_high"):
        pairs[f"ring-{name[5:]}"] = (ring, on_board(name))
    return pairs


def differences(p: Palette) -> dict[str, float]:
    """ΔE00 of every pair that must stay apart, for every vision, by where it falls."""
    found = {}
    for background in ("cell", "go_board"):
        for name, (a, b) in shown_pairs(p, background).items():
            for vision in VISIONS:
                found[f"{name} on {background}, {vision}"] = difference(a, b, vision)
    marks = parse_hex(p.mark_x), parse_hex(p.mark_o)  # the evaluation bar's two sides
    for vision in VISIONS:
        found[f"mark_x-mark_o, {vision}"] = difference(*marks, vision)
    return found


def too_close(p: Palette) -> dict[str, float]:
    """Every pair closer than the threshold, with its ΔE00."""
    return {where: round(delta, 1) for where, delta in differences(p).items() if delta < THRESHOLD}


@pytest.mark.parametrize("theme", builtin_themes(), ids=BUILTIN_IDS)
def test_every_theme_keeps_win_draw_loss_and_the_scale_apart_for_every_vision(theme):
    assert too_close(theme.palette) == {}


def test_the_check_fails_the_old_red_yellow_green_scale():
    """The colours before themes (green win, blue draw, red loss; red-yellow-green
    scores; a gold ring): with deuteranopia win and loss merge, and so do the scale's ends."""
    old = Palette(
        **{
            **builtin_themes()[0].palette.__dict__,
            "heat_win": "#2f9e44",
            "heat_draw": "#4dabf7",
            "heat_loss": "#e03131",
            "heat_low": "#ff9494",
            "heat_mid": "#ffe380",
            "heat_high": "#7dd98c",
            "best_ring": "#e67700",
        }
    )
    found = too_close(old)
    assert found["win-loss on cell, deuteranopia"] < 5
    assert found["low-high on cell, deuteranopia"] < 3
    assert "win-loss on cell, normal" not in found  # fine for a trichromat


if __name__ == "__main__":  # the figures of docs/measurements.md
    for built_in in builtin_themes():
        where, delta = min(differences(built_in.palette).items(), key=lambda item: item[1])
        print(f"{built_in.id}: smallest difference {delta:.1f} ({where})")
