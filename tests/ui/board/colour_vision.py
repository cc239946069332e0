"""Colour science for the theme tests: sRGB to CIELAB, the CIEDE2000 colour difference,
and the simulation of dichromatic colour vision.

- Dichromacy: Machado, Oliveira and Fernandes, "A Physiologically-based Model for
  Simulation of Color Vision Deficiency", IEEE Transactions on Visualization and Computer
  Graphics 15(6), 2009, pp. 1291-1298: one 3x3 matrix per deficiency, applied to linear
  sRGB.  The matrices below are the paper's severity 1.0 (protanopia, deuteranopia,
  tritanopia), as the authors publish them.
- CIEDE2000: CIE 142-2001, implemented as in Sharma, Wu and Dalal, "The CIEDE2000
  Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
  Observations", Color Research and Application 30(1), 2005, pp. 21-30 (its test pairs
  are checked in tests/ui/board/test_themes_colour_vision.py).
- sRGB and CIELAB: IEC 61966-2-1 (the sRGB transfer curve and its D65 matrix) and
  CIE 15 (L*a*b*, D65 white).
"""

from __future__ import annotations

import numpy as np

MACHADO_2009 = {
    "protanopia": np.array(
        [
            [0.152286, 1.052583, -0.204868],
            [0.114503, 0.786281, 0.099216],
            [-0.003882, -0.048116, 1.051998],
        ]
    ),
    "deuteranopia": np.array(
        [
            [0.367322, 0.860646, -0.227968],
            [0.280085, 0.672501, 0.047413],
            [-0.011820, 0.042940, 0.968881],
        ]
    ),
    "tritanopia": np.array(
        [
            [1.255528, -0.076749, -0.178779],
            [-0.078411, 0.930809, 0.147602],
            [0.004733, 0.691367, 0.303900],
        ]
    ),
}
VISIONS = ("normal", *MACHADO_2009)

SRGB_TO_XYZ = np.array(
    [[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]]
)
D65 = SRGB_TO_XYZ @ np.ones(3)  # the white point of sRGB


def parse_hex(text: str) -> np.ndarray:
    """``"#rrggbb"`` -> sRGB in 0..1."""
    return np.array([int(text[i : i + 2], 16) for i in (1, 3, 5)]) / 255.0


def to_linear(srgb: np.ndarray) -> np.ndarray:
    return np.where(srgb <= 0.04045, srgb / 12.92, ((srgb + 0.055) / 1.055) ** 2.4)


def simulate(srgb: np.ndarray, vision: str) -> np.ndarray:
    """The linear RGB a viewer with ``vision`` sees for the sRGB colour ``srgb``."""
    linear = to_linear(srgb)
    if vision == "normal":
        return linear
    return np.clip(MACHADO_2009[vision] @ linear, 0.0, 1.0)


def lab_from_linear(linear: np.ndarray) -> np.ndarray:
    xyz = SRGB_TO_XYZ @ linear / D65
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def ciede2000(lab1: np.ndarray, lab2: np.ndarray) -> float:
    """The CIEDE2000 difference of two L*a*b* colours (kL = kC = kH = 1)."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_mean = (np.hypot(a1, b1) + np.hypot(a2, b2)) / 2
    g = 0.5 * (1 - np.sqrt(c_mean**7 / (c_mean**7 + 25.0**7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360 if c2p else 0.0
    dlp, dcp = l2 - l1, c2p - c1p
    dh = 0.0
    if c1p * c2p:
        dh = h2p - h1p
        if dh > 180:
            dh -= 360
        elif dh < -180:
            dh += 360
    dhp = 2 * np.sqrt(c1p * c2p) * np.sin(np.radians(dh / 2))
    lp_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    hp_mean = h1p + h2p
    if c1p * c2p:
        if abs(h1p - h2p) > 180:
            hp_mean += 360 if hp_mean < 360 else -360
        hp_mean /= 2
    t = (
        1
        - 0.17 * np.cos(np.radians(hp_mean - 30))
        + 0.24 * np.cos(np.radians(2 * hp_mean))
        + 0.32 * np.cos(np.radians(3 * hp_mean + 6))
        - 0.20 * np.cos(np.radians(4 * hp_mean - 63))
    )
    d_theta = 30 * np.exp(-(((hp_mean - 275) / 25) ** 2))
    r_c = 2 * np.sqrt(cp_mean**7 / (cp_mean**7 + 25.0**7))
    s_l = 1 + 0.015 * (lp_mean - 50) ** 2 / np.sqrt(20 + (lp_mean - 50) ** 2)
    s_c = 1 + 0.045 * cp_mean
    s_h = 1 + 0.015 * cp_mean * t
    r_t = -np.sin(np.radians(2 * d_theta)) * r_c
    return float(
        np.sqrt(
            (dlp / s_l) ** 2 + (dcp / s_c) ** 2 + (dhp / s_h) ** 2 + r_t * (dcp / s_c) * (dhp / s_h)
        )
    )


def over(colour: np.ndarray, background: np.ndarray, alpha: float) -> np.ndarray:
    """``colour`` painted with ``alpha`` over ``background`` (sRGB, as Qt blends it)."""
    return alpha * colour + (1 - alpha) * background


def difference(a: np.ndarray, b: np.ndarray, vision: str) -> float:
    """CIEDE2000 between the sRGB colours ``a`` and ``b`` as seen with ``vision``."""
    return ciede2000(lab_from_linear(simulate(a, vision)), lab_from_linear(simulate(b, vision)))
